//! The Season screen's member list (R-SEASON-1): add a member, rename one, set the side
//! they usually play, take one off; the names of the season's evenings that match no
//! member, each with the closest members offered (by edit distance), joined only when
//! the host says (1, 2, 3) or made members of their own (N); and whether new names join
//! the list when a party starts.

use egui::RichText;

use crate::rules::Side;
use crate::season::Who;
use crate::ui::keys;
use crate::ui::keys::list::row_ui;
use crate::ui::season::{SeasonScreen, Zone};
use crate::ui::widgets;
use crate::view::season::{MemberCommand, SeasonCommand, SeasonView};
use crate::view::{Command, UiCommand};
use crate::words::msg;

/// How many closest members a name is offered.
const CLOSEST: usize = 3;

/// What the member list keeps between frames.
#[derive(Default)]
pub struct MembersPart {
    name: String,
    side: Option<Side>,
    /// A member being renamed, with the name typed so far.
    renaming: Option<(usize, String)>,
    focus: bool,
    /// The name box takes the cursor back (after Enter added a member).
    refocus: bool,
    /// The members' address boxes (issue 53).
    addresses: super::addresses::AddressBoxes,
}

impl MembersPart {
    /// Whether a rename has the keys.
    pub fn editing(&self) -> bool {
        self.renaming.is_some()
    }
}

fn member(out: &mut Vec<Command>, change: MemberCommand) {
    out.push(Command::Season(SeasonCommand::Member(change)));
}

/// The next side: lady, gentleman, not said.
fn next_side(side: Option<Side>) -> Option<Side> {
    match side {
        None => Some(Side::Lady),
        Some(Side::Lady) => Some(Side::Gentleman),
        Some(Side::Gentleman) => None,
    }
}

fn side_words(side: Option<Side>) -> String {
    crate::words::member_side(side)
}

/// R rename, G side, Del remove, Enter (`None`) their season, on the picked member.
pub fn member_keys(
    ui: &mut egui::Ui,
    season: &SeasonView,
    screen: &mut SeasonScreen,
    command: Option<keys::Pressed>,
    out: &mut Vec<Command>,
) {
    let row = screen.row;
    let Some(m) = season.members.members.get(row) else {
        return;
    };
    let _ = ui;
    match command.map(|c| c.command) {
        Some(UiCommand::MemberRename) => {
            screen.members.renaming = Some((row, m.name.clone()));
            screen.members.focus = true;
        }
        Some(UiCommand::MemberSide) => member(
            out,
            MemberCommand::SetSide {
                member: row,
                side: next_side(m.side),
            },
        ),
        Some(UiCommand::MemberRemove) => member(out, MemberCommand::Remove(row)),
        None => screen.trace.show(Who::Member(row)),
        Some(_) => {}
    }
}

/// 1, 2, 3 join the picked name to a closest member; N makes it a member.
pub fn unmatched_keys(
    season: &SeasonView,
    screen: &mut SeasonScreen,
    pressed: keys::Pressed,
    out: &mut Vec<Command>,
) {
    // The names as the member list is now: one just made a member or joined is gone at
    // once, so quick presses of N each make the next name a member.
    let unmatched = season.unmatched();
    let Some(name) = unmatched.get(screen.row).copied() else {
        return;
    };
    match pressed.command {
        UiCommand::JoinToClosest => {
            let closest = season.members.closest(name, CLOSEST);
            if let Some(&m) = closest.get(pressed.key) {
                member(
                    out,
                    MemberCommand::Join {
                        spelling: name.clone(),
                        member: m,
                    },
                );
            }
        }
        UiCommand::NewMember => member(out, new_member(season, name)),
        _ => {}
    }
}

/// A name of the evenings made a member, with the side the evenings know them by (their
/// latest evening with ladies and gentlemen), if any.
fn new_member(season: &SeasonView, name: &str) -> MemberCommand {
    MemberCommand::Add {
        name: name.to_owned(),
        side: season.season.as_ref().and_then(|s| s.known_side(name)),
    }
}

/// The member list and the names that match nobody.
pub fn members_ui(
    ui: &mut egui::Ui,
    season: &SeasonView,
    screen: &mut SeasonScreen,
    out: &mut Vec<Command>,
) {
    ui.heading(msg::desk_season_members(season.members.members.len()));
    if season.members_problem.is_some() {
        ui.label(RichText::new(msg::desk_season_members_damaged()).color(widgets::bad(ui)));
    }
    let mut on = season.members.add_new_names;
    if ui
        .checkbox(&mut on, msg::desk_season_new_names_join())
        .changed()
    {
        member(out, MemberCommand::AddNewNames(on));
    }
    add_ui(ui, screen, out);
    rename_ui(ui, screen, out);
    egui::Grid::new("members").striped(true).show(ui, |ui| {
        for (i, m) in season.members.members.iter().enumerate() {
            let keyed = screen.zone == Zone::Members && screen.row == i;
            if row_ui(ui, m.name.as_str(), keyed, &mut screen.follow).clicked() {
                screen.trace.show(Who::Member(i));
            }
            // The side and the other spellings in one cell, the address under them in
            // the same column: beside them, it pushed the spellings off a laptop's
            // screen (the key monkey).
            ui.horizontal(|ui| {
                if ui
                    .small_button(side_words(m.side))
                    .on_hover_text(msg::desk_season_side_tip())
                    .clicked()
                {
                    member(
                        out,
                        MemberCommand::SetSide {
                            member: i,
                            side: next_side(m.side),
                        },
                    );
                }
                aliases_ui(ui, i, m, out);
            });
            ui.end_row();
            ui.label("");
            super::addresses::member_address_ui(ui, (i, m), &mut screen.members.addresses, out);
            ui.end_row();
        }
    });
    unmatched_ui(ui, season, screen, out);
}

/// A member's other spellings, each with the button that undoes its join.
fn aliases_ui(ui: &mut egui::Ui, at: usize, m: &crate::season::Member, out: &mut Vec<Command>) {
    // One line: wrapped in a grid's column it was given the width of the frame before and
    // broke letter by letter over the rows below (trial).
    ui.horizontal(|ui| {
        if !m.aliases.is_empty() {
            ui.label(RichText::new(msg::desk_season_also_written()).weak());
        }
        for alias in &m.aliases {
            let button = egui::Button::new(RichText::new(format!("{alias} ✕")).weak()).small();
            if ui
                .add(button)
                .on_hover_text(msg::desk_season_unjoin_tip(m.name.as_str()))
                .clicked()
            {
                member(
                    out,
                    MemberCommand::Unjoin {
                        member: at,
                        spelling: alias.clone(),
                    },
                );
            }
        }
    });
}

fn add_ui(ui: &mut egui::Ui, screen: &mut SeasonScreen, out: &mut Vec<Command>) {
    let part = &mut screen.members;
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::desk_season_new_member());
        let field = widgets::text_field_with_focus(
            ui,
            &mut part.name,
            &msg::desk_season_new_member_box(),
            200.0,
            egui::Id::unique("new_member_name"),
            std::mem::take(&mut part.refocus),
        );
        for side in [Some(Side::Lady), Some(Side::Gentleman), None] {
            ui.radio_value(&mut part.side, side, side_words(side));
        }
        let entered = widgets::submitted(ui, &field);
        let add = ui.button(msg::desk_season_add_member()).clicked() || entered;
        if add && !part.name.trim().is_empty() {
            // The side chosen is this member's: the next one starts with none said.
            member(
                out,
                MemberCommand::Add {
                    name: std::mem::take(&mut part.name),
                    side: part.side.take(),
                },
            );
        }
        // A list of names is typed a name and Enter at a time: the cursor stays in the
        // box (the next name's letters are never the screen's keys).
        if entered {
            widgets::keep_cursor(ui, &field);
            part.refocus = true;
        }
    });
}

fn rename_ui(ui: &mut egui::Ui, screen: &mut SeasonScreen, out: &mut Vec<Command>) {
    let part = &mut screen.members;
    let Some((at, typed)) = &mut part.renaming else {
        return;
    };
    let at = *at;
    let mut done = false;
    ui.horizontal(|ui| {
        ui.label(msg::desk_season_rename_to());
        let field = widgets::text_field_with_focus(
            ui,
            typed,
            &msg::desk_season_rename_box(),
            220.0,
            egui::Id::unique("member_rename"),
            std::mem::take(&mut part.focus),
        );
        if widgets::submitted(ui, &field) {
            member(
                out,
                MemberCommand::Rename {
                    member: at,
                    name: typed.clone(),
                },
            );
            done = true;
        } else if keys::escape(ui.ctx()) || ui.button(msg::desk_season_cancel()).clicked() {
            done = true;
        }
    });
    if done {
        part.renaming = None;
    }
}

fn unmatched_ui(
    ui: &mut egui::Ui,
    season: &SeasonView,
    screen: &mut SeasonScreen,
    out: &mut Vec<Command>,
) {
    let Some(current) = &season.season else {
        return;
    };
    clashes_ui(ui, season, current);
    let unmatched = season.unmatched();
    if unmatched.is_empty() {
        return;
    }
    ui.add_space(8.0);
    ui.heading(msg::desk_season_unmatched());
    ui.label(msg::desk_season_unmatched_about());
    for (i, name) in unmatched.into_iter().enumerate() {
        let keyed = screen.zone == Zone::Unmatched && screen.row == i;
        ui.horizontal_wrapped(|ui| {
            row_ui(ui, RichText::new(name).strong(), keyed, &mut screen.follow);
            let closest = season.members.closest(name, CLOSEST);
            if closest.is_empty() {
                ui.label(RichText::new(msg::desk_season_none_close()).weak());
            }
            for (n, m) in closest.into_iter().enumerate() {
                let Some(to) = season.members.members.get(m) else {
                    continue;
                };
                if ui
                    .small_button(
                        msg::DeskSeasonIsMember {
                            key: (n + 1).to_string(),
                            name: to.name.as_str(),
                        }
                        .say(),
                    )
                    .on_hover_text(
                        msg::DeskSeasonJoinTip {
                            spelling: name.as_str(),
                            name: to.name.as_str(),
                        }
                        .say(),
                    )
                    .clicked()
                {
                    member(
                        out,
                        MemberCommand::Join {
                            spelling: name.clone(),
                            member: m,
                        },
                    );
                }
            }
            if ui.small_button(msg::desk_season_make_member()).clicked() {
                member(out, new_member(season, name));
            }
        });
    }
}

/// Spellings joined to a member who played the same evening under their own name: said,
/// with what was done (counted apart) and how to mend it.
fn clashes_ui(ui: &mut egui::Ui, season: &SeasonView, current: &crate::season::Season) {
    for clash in &current.table.clashes {
        let member = season
            .members
            .members
            .get(clash.member)
            .map_or_else(msg::desk_season_a_member, |m| m.name.clone());
        ui.label(
            RichText::new(crate::words::season_clash(
                &clash.spelling,
                &member,
                &current.evening_title(clash.evening),
            ))
            .color(widgets::wait(ui)),
        );
    }
}
