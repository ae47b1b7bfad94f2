//! The Print screen's mail (issue 53): the computer's mail server, the host's thanks,
//! each guest's address and "mail me my evening", a preview of one guest's letter, and
//! "Mail each guest their evening (M)", refused until the evening is over.

use std::collections::BTreeMap;

use egui::RichText;

use crate::mail::Security;
use crate::mail::{MailError, MailServer, check_address};
use crate::rules::{GuestId, Phase};
use crate::transcript::letter::letter;
use crate::ui::widgets;
use crate::view::mail::{MailCommand, MailView};
use crate::view::{Command, Desk, UiCommand};

/// What the mail part keeps between frames: the boxes as typed.
#[derive(Default)]
pub struct MailScreen {
    /// The server's boxes, filled from the computer's settings once.
    server: Option<ServerBoxes>,
    password: String,
    thanks: Option<String>,
    /// Each guest's address box, as typed.
    addresses: BTreeMap<GuestId, String>,
    /// What is wrong with an address typed, by guest.
    refused: BTreeMap<GuestId, String>,
}

/// The server's settings as typed.
struct ServerBoxes {
    host: String,
    security: Security,
    from: String,
    user: String,
    /// A certificate file to trust (a club's own server), as a path.
    ca_file: String,
}

impl ServerBoxes {
    fn of(server: &MailServer) -> ServerBoxes {
        let host = match server.port {
            0 => server.host.clone(),
            port => format!("{}:{port}", server.host),
        };
        ServerBoxes {
            host,
            security: server.security,
            from: server.from.clone(),
            user: server.user.clone().unwrap_or_default(),
            ca_file: server
                .ca_file
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
        }
    }

    /// The settings typed, or why they cannot be.
    fn server(&self) -> Result<MailServer, MailError> {
        let (host, port) = match self.host.trim().rsplit_once(':') {
            Some((host, port)) => (
                host,
                port.trim()
                    .parse::<u16>()
                    .map_err(|_| MailError::BadPort(port.trim().to_owned()))?,
            ),
            None => (self.host.trim(), 0),
        };
        let from = self.from.trim();
        if !from.is_empty() {
            check_address(from).map_err(|_| MailError::BadFrom(from.to_owned()))?;
        }
        Ok(MailServer {
            host: host.to_owned(),
            port,
            security: self.security,
            user: Some(self.user.trim().to_owned()).filter(|u| !u.is_empty()),
            from: from.to_owned(),
            ca_file: Some(self.ca_file.trim())
                .filter(|p| !p.is_empty())
                .map(std::path::PathBuf::from),
        })
    }
}

/// The whole mail part of the Print screen.
pub fn mail_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    mail: &MailView<'_>,
    screen: &mut MailScreen,
    out: &mut Vec<Command>,
) {
    // The Print screen's column keeps its width: the preview beside it never jumps.
    ui.set_max_width(ui.available_width().min(460.0));
    ui.add_space(12.0);
    ui.separator();
    ui.heading("Mail each guest their evening");
    ui.label(
        RichText::new(
            "Each guest who gives an address and asks for it gets their own evening, \
             with the results page, from your address. Addresses stay on this computer.",
        )
        .weak(),
    );
    server_ui(ui, mail, screen, out);
    thanks_ui(ui, mail, screen, out);
    addresses_ui(ui, desk, mail, screen, out);
    send_ui(ui, desk, mail, out);
}

/// The server, the host's address, the user name and the password.
fn server_ui(
    ui: &mut egui::Ui,
    mail: &MailView<'_>,
    screen: &mut MailScreen,
    out: &mut Vec<Command>,
) {
    let boxes = screen
        .server
        .get_or_insert_with(|| ServerBoxes::of(mail.server));
    egui::Grid::new("mail_server")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("Mail server");
            widgets::text_field(ui, &mut boxes.host, "Server name and port", 200.0);
            ui.end_row();
            ui.label("Security");
            ui.horizontal(|ui| {
                for (security, words) in [
                    (Security::Starttls, "STARTTLS"),
                    (Security::Tls, "TLS"),
                    (Security::None, "None (this computer)"),
                ] {
                    ui.radio_value(&mut boxes.security, security, words);
                }
            });
            ui.end_row();
            ui.label("Your address");
            widgets::text_field(ui, &mut boxes.from, "Your mail address", 200.0);
            ui.end_row();
            ui.label("User name");
            widgets::text_field(ui, &mut boxes.user, "User name at the server", 200.0);
            ui.end_row();
            // A club's own server signs with its own certificate (a host's trial found
            // no way to trust one but the command line's --ca-file).
            ui.label("Certificate")
                .on_hover_text("A club's own server: its certificate file (PEM) to trust");
            widgets::text_field(ui, &mut boxes.ca_file, "Certificate file to trust", 200.0);
            ui.end_row();
            let label = ui.label("Password").id;
            ui.horizontal(|ui| password_ui(ui, (mail, label), &mut screen.password, out));
            ui.end_row();
        });
    ui.horizontal(|ui| {
        if ui.button("Keep these settings").clicked() {
            match boxes.server() {
                Ok(server) => out.push(Command::Mail(MailCommand::Server(server))),
                Err(error) => out.push(Command::Notify(error.to_string())),
            }
        }
        if ui
            .button("Test the connection")
            .on_hover_text("Tries the settings shown (keeping them when they changed)")
            .clicked()
        {
            // What is on the screen is tested, not what was kept before (a host's trial
            // chose STARTTLS and was told the kept "none" would not do).
            match boxes.server() {
                Ok(server) if server != *mail.server => {
                    out.push(Command::Mail(MailCommand::Server(server)));
                }
                Ok(_) => {}
                Err(error) => {
                    out.push(Command::Notify(error.to_string()));
                    return;
                }
            }
            out.push(Command::Mail(MailCommand::Password(
                screen.password.clone(),
            )));
            out.push(Command::Mail(MailCommand::Test));
        }
    });
}

/// The password box (put in the keyring as it is left), where the password known now is
/// kept, and the key that forgets it.
fn password_ui(
    ui: &mut egui::Ui,
    (mail, label): (&MailView<'_>, egui::Id),
    typed: &mut String,
    out: &mut Vec<Command>,
) {
    use crate::words::mail::{PASSWORD_WHERE, password_kept};
    let password = ui
        .add(
            egui::TextEdit::singleline(typed)
                .password(true)
                .desired_width(200.0),
        )
        .labelled_by(label)
        .on_hover_text(PASSWORD_WHERE);
    if password.lost_focus() {
        out.push(Command::Mail(MailCommand::Password(typed.clone())));
    }
    if mail.password.is_none() && mail.server.user.is_some() {
        // After a restart the box is empty: the keyring is asked only when needed.
        ui.label(
            RichText::new("empty: the keyring's, when one is kept")
                .small()
                .weak(),
        );
    }
    if let Some(kept) = mail.password {
        let in_keyring = kept == crate::view::mail::PasswordKept::Keyring;
        ui.label(RichText::new(password_kept(in_keyring)).small());
        if ui.small_button("Forget the password").clicked() {
            typed.clear();
            out.push(Command::Mail(MailCommand::ForgetPassword));
        }
    }
}

/// The host's line of thanks, in every letter.
fn thanks_ui(
    ui: &mut egui::Ui,
    mail: &MailView<'_>,
    screen: &mut MailScreen,
    out: &mut Vec<Command>,
) {
    let kept = mail.book.map(|b| b.thanks().to_owned()).unwrap_or_default();
    let thanks = screen.thanks.get_or_insert(kept);
    ui.horizontal(|ui| {
        ui.label("Your words of thanks");
        let field = widgets::text_field(ui, thanks, "Thanks, in every letter", 320.0);
        if field.lost_focus() {
            out.push(Command::Mail(MailCommand::Thanks(thanks.clone())));
        }
    });
}

/// A line a guest: the name, the address box, "mail me", and "Forget".
fn addresses_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    mail: &MailView<'_>,
    screen: &mut MailScreen,
    out: &mut Vec<Command>,
) {
    let Some(book) = mail.book else {
        return;
    };
    let state = desk.state();
    let mut guests: Vec<_> = state.guests().iter().filter(|g| !g.removed).collect();
    guests.sort_by_cached_key(|g| crate::words::name_sort_key(&g.name));
    egui::CollapsingHeader::new(format!(
        "Guests' addresses ({} of {} asked for their evening)",
        book.contacts().filter(|(_, c)| c.consent).count(),
        guests.len()
    ))
    .id_salt("mail_addresses")
    .show(ui, |ui| {
        // A block a guest (the name, then the box at a readable width): in a grid the
        // boxes were squeezed to a few letters in the Print screen's column (trial).
        for guest in guests {
            address_row(ui, (guest.id, &guest.name), mail, screen, out);
            ui.add_space(4.0);
        }
    });
}

fn address_row(
    ui: &mut egui::Ui,
    (guest, name): (GuestId, &str),
    mail: &MailView<'_>,
    screen: &mut MailScreen,
    out: &mut Vec<Command>,
) {
    let contact = mail.book.and_then(|b| b.contact(guest));
    ui.label(RichText::new(name).strong());
    let mut typed = screen
        .addresses
        .get(&guest)
        .cloned()
        .unwrap_or_else(|| contact.map(|c| c.address.clone()).unwrap_or_default());
    let mut left = false;
    let mut forgotten = false;
    let mut ticked = false;
    // A guest with no address yet is offered the tick once one is typed (ticked then).
    let mut consent = contact.is_none_or(|c| c.consent);
    ui.horizontal(|ui| {
        let width = (ui.available_width() - 170.0).clamp(150.0, 280.0);
        left =
            widgets::text_field(ui, &mut typed, &format!("Address of {name}"), width).lost_focus();
        if contact.is_some() || !typed.trim().is_empty() {
            ticked = ui
                .checkbox(&mut consent, "mail me")
                .on_hover_text("They asked to be mailed their evening")
                .changed();
        }
        forgotten = forget_ui(ui, guest, mail, out);
    });
    if forgotten {
        screen.addresses.remove(&guest);
        return;
    }
    // Only what the host is typing is kept between frames: a box that shows the kept
    // address follows the mail file (the door may give one meanwhile: a host's trial saw
    // the box stay empty until a restart).
    if typed.trim().is_empty() {
        // An emptied box no longer stands refused.
        screen.refused.remove(&guest);
    }
    let kept = contact.map_or("", |c| c.address.as_str());
    if typed == kept {
        screen.addresses.remove(&guest);
    } else {
        screen.addresses.insert(guest, typed.clone());
    }
    if (left || ticked) && !typed.trim().is_empty() {
        match check_address(&typed) {
            Ok(address) => {
                screen.refused.remove(&guest);
                out.push(Command::Mail(MailCommand::Address {
                    guest,
                    address,
                    consent,
                }));
            }
            Err(error) => {
                screen.refused.insert(guest, format!("Refused: {error}"));
            }
        }
    }
    if let Some(refused) = screen.refused.get(&guest) {
        ui.add(egui::Label::new(RichText::new(refused).color(ui.visuals().error_fg_color)).wrap());
    }
    if let Some(said) = mail.book.and_then(|b| b.outgoing(guest)).map(|o| o.words()) {
        ui.add(egui::Label::new(RichText::new(said).weak()).wrap());
    }
}

/// "Forget" for an address of tonight's (whether it was pressed); a member's is marked as
/// the member list's.
fn forget_ui(
    ui: &mut egui::Ui,
    guest: GuestId,
    mail: &MailView<'_>,
    out: &mut Vec<Command>,
) -> bool {
    let Some(book) = mail.book else {
        return false;
    };
    if book.from_member_list(guest) {
        ui.label(RichText::new("member list").weak()).on_hover_text(
            "The club's member list has this address, and they asked for their evenings",
        );
        return false;
    }
    let forget = book.contact(guest).is_some()
        && ui
            .button("Forget")
            .on_hover_text("The address leaves this computer for good")
            .clicked();
    if forget {
        out.push(Command::Mail(MailCommand::Forget(guest)));
    }
    forget
}

/// The preview, the key, and what the sending says.
fn send_ui(ui: &mut egui::Ui, desk: &Desk, mail: &MailView<'_>, out: &mut Vec<Command>) {
    let Some(book) = mail.book else {
        if mail.sending {
            ui.label("Sending…");
            lines_ui(ui, mail);
        }
        return;
    };
    let over = desk.state().phase() == Phase::Finished;
    let party = desk.party();
    let evening = desk.evening();
    let title = desk.file.title();
    // The letter itself is made only while the preview is open (not every frame).
    let first = book
        .contacts()
        .filter(|(g, c)| c.consent && desk.state().guest(*g).is_ok_and(|g| !g.removed))
        .map(|(g, _)| g)
        .next();
    if over && let Some(first) = first {
        egui::CollapsingHeader::new(format!("Preview: {}'s letter", desk.state().name(first)))
            .id_salt("mail_preview")
            .show(ui, |ui| {
                if let Some(letter) = letter(party, evening, title, first) {
                    ui.label(RichText::new(letter.text(title, book.thanks())).monospace());
                }
            });
    }
    let command = UiCommand::MailEvenings;
    let can = over && !mail.sending;
    let clicked = ui
        .add_enabled(
            can,
            egui::Button::new(RichText::new(command.label_with_key(ui.ctx())).strong()),
        )
        .on_hover_text(command.tooltip(ui.ctx()))
        .on_disabled_hover_text(if mail.sending {
            "The letters are being sent"
        } else {
            "After the last bell"
        })
        .clicked();
    let keyed = can
        && !crate::ui::keys::typing(ui.ctx())
        && !crate::ui::keys::screen_commands(ui.ctx(), &[command]).is_empty();
    if clicked || keyed {
        out.push(Command::Mail(MailCommand::Send { corrections: false }));
    }
    let changed: Vec<String> = mail
        .changed
        .iter()
        .map(|&g| desk.state().name(g).to_owned())
        .collect();
    if !changed.is_empty() {
        ui.add(
            egui::Label::new(format!(
                "A correction changed the evening of {} since it was mailed.",
                crate::words::and_list(&changed)
            ))
            .wrap(),
        );
        if ui
            .add_enabled(can, egui::Button::new("Send them the correction"))
            .clicked()
        {
            out.push(Command::Mail(MailCommand::Send { corrections: true }));
        }
    }
    lines_ui(ui, mail);
}

fn lines_ui(ui: &mut egui::Ui, mail: &MailView<'_>) {
    for line in mail.lines {
        ui.add(egui::Label::new(line).wrap());
    }
}
