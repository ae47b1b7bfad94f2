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
use crate::words::msg;

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
    ui.heading(msg::desk_print_mail_heading());
    ui.label(RichText::new(msg::desk_print_mail_about()).weak());
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
            ui.label(msg::desk_print_mail_server());
            widgets::text_field(ui, &mut boxes.host, &msg::desk_print_server_box(), 200.0);
            ui.end_row();
            ui.label(msg::desk_print_security());
            ui.horizontal(|ui| {
                for (security, words) in [
                    (Security::Starttls, "STARTTLS".to_owned()),
                    (Security::Tls, "TLS".to_owned()),
                    (Security::None, msg::desk_print_security_none()),
                ] {
                    ui.radio_value(&mut boxes.security, security, words);
                }
            });
            ui.end_row();
            ui.label(msg::desk_print_your_address());
            widgets::text_field(
                ui,
                &mut boxes.from,
                &msg::desk_print_your_address_box(),
                200.0,
            );
            ui.end_row();
            ui.label(msg::desk_print_user());
            widgets::text_field(ui, &mut boxes.user, &msg::desk_print_user_box(), 200.0);
            ui.end_row();
            // A club's own server signs with its own certificate (a host's trial found
            // no way to trust one but the command line's --ca-file).
            ui.label(msg::desk_print_certificate())
                .on_hover_text(msg::desk_print_certificate_tip());
            let hint = msg::desk_print_certificate_box();
            widgets::text_field(ui, &mut boxes.ca_file, &hint, 200.0);
            ui.end_row();
            let label = ui.label(msg::desk_print_password()).id;
            ui.horizontal(|ui| password_ui(ui, (mail, label), &mut screen.password, out));
            ui.end_row();
        });
    ui.horizontal(|ui| {
        if ui.button(msg::desk_print_keep_settings()).clicked() {
            match boxes.server() {
                Ok(server) => out.push(Command::Mail(MailCommand::Server(server))),
                Err(error) => out.push(Command::Notify(error.to_string())),
            }
        }
        if ui
            .button(msg::desk_print_test_connection())
            .on_hover_text(msg::desk_print_test_connection_tip())
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
    use crate::words::mail::{password_kept, password_where};
    let password = ui
        .add(
            egui::TextEdit::singleline(typed)
                .password(true)
                .desired_width(200.0),
        )
        .labelled_by(label)
        .on_hover_text(password_where());
    if password.lost_focus() {
        out.push(Command::Mail(MailCommand::Password(typed.clone())));
    }
    if mail.password.is_none() && mail.server.user.is_some() {
        // After a restart the box is empty: the keyring is asked only when needed.
        ui.label(
            RichText::new(msg::desk_print_password_empty())
                .small()
                .weak(),
        );
    }
    if let Some(kept) = mail.password {
        let in_keyring = kept == crate::view::mail::PasswordKept::Keyring;
        ui.label(RichText::new(password_kept(in_keyring)).small());
        if ui.small_button(msg::desk_print_forget_password()).clicked() {
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
        ui.label(msg::desk_print_thanks());
        let field = widgets::text_field(ui, thanks, &msg::desk_print_thanks_box(), 320.0);
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
    egui::CollapsingHeader::new(
        msg::DeskPrintAddresses {
            asked: book.contacts().filter(|(_, c)| c.consent).count(),
            guests: guests.len(),
        }
        .say(),
    )
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
        let hint = msg::desk_print_address_of(name);
        left = widgets::text_field(ui, &mut typed, &hint, width).lost_focus();
        if contact.is_some() || !typed.trim().is_empty() {
            ticked = ui
                .checkbox(&mut consent, msg::desk_print_mail_me())
                .on_hover_text(msg::desk_print_mail_me_tip())
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
                screen
                    .refused
                    .insert(guest, msg::desk_print_refused(error.to_string()));
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
        ui.label(RichText::new(msg::desk_print_member_list()).weak())
            .on_hover_text(msg::desk_print_member_list_tip());
        return false;
    }
    let forget = book.contact(guest).is_some()
        && ui
            .button(msg::desk_print_forget())
            .on_hover_text(msg::desk_print_forget_tip())
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
            ui.label(msg::desk_print_sending());
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
        egui::CollapsingHeader::new(msg::desk_print_preview_letter(desk.state().name(first)))
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
            msg::desk_print_being_sent()
        } else {
            msg::desk_print_after_last_bell()
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
            egui::Label::new(msg::desk_print_correction(crate::words::and_list(&changed))).wrap(),
        );
        if ui
            .add_enabled(can, egui::Button::new(msg::desk_print_send_correction()))
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
