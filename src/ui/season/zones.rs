//! The Season screen's keys: its zones (the seasons, the evenings to add, the ladder,
//! the members, the names to join), each a list walked by the one list part and acted on
//! by its own commands, every press in the order it came.

use crate::ui::keys::{self, ListStep};
use crate::ui::season::members as members_ui;
use crate::ui::season::{SeasonScreen, Zone, ladder_rows, parties_to_add};
use crate::view::season::SeasonCommand;
use crate::view::{Command, UiCommand, View};
use crate::words::msg;

/// The keys the screen offers now, in a line; every key from its command.
pub(super) fn keys_line(ctx: &egui::Context, zone: Zone) -> String {
    let key = |c: UiCommand| c.all_key_words(ctx);
    match zone {
        Zone::Off => msg::DeskSeasonKeys {
            seasons: key(UiCommand::SeasonPick),
            add: key(UiCommand::SeasonAddEvening),
            ladders: key(UiCommand::SeasonLadder),
            members: key(UiCommand::SeasonMembers),
            names: key(UiCommand::SeasonNames),
            find: key(UiCommand::FindGuest),
        }
        .say(),
        Zone::Seasons => msg::desk_season_keys_seasons(),
        Zone::Add => msg::desk_season_keys_add(),
        Zone::Ladder => msg::desk_season_keys_ladder(),
        Zone::Members => msg::DeskSeasonKeysMembers {
            rename: key(UiCommand::MemberRename),
            side: key(UiCommand::MemberSide),
            remove: UiCommand::MemberRemove.key_words(ctx),
        }
        .say(),
        Zone::Unmatched => msg::DeskSeasonKeysUnmatched {
            join: key(UiCommand::JoinToClosest),
            new: key(UiCommand::NewMember),
        }
        .say(),
    }
}

/// How many rows the zone has.
fn zone_len(view: &View<'_>, zone: Zone) -> usize {
    let season = view.season;
    match zone {
        Zone::Off => 0,
        Zone::Seasons => season.seasons.len(),
        Zone::Add => parties_to_add(view).len(),
        Zone::Ladder => ladder_rows(season).len(),
        Zone::Members => season.members.members.len(),
        Zone::Unmatched => season.unmatched().len(),
    }
}

/// A key of the Season screen: a step through the zone's list, or one of its commands.
#[derive(Debug, Clone, Copy)]
enum SeasonKey {
    Step(ListStep),
    Command(keys::Pressed),
}

/// The commands of every zone (each zone acts only on its own).
const SEASON_COMMANDS: [UiCommand; 10] = [
    UiCommand::SeasonPick,
    UiCommand::SeasonAddEvening,
    UiCommand::SeasonLadder,
    UiCommand::SeasonMembers,
    UiCommand::SeasonNames,
    UiCommand::MemberRename,
    UiCommand::MemberSide,
    UiCommand::MemberRemove,
    UiCommand::JoinToClosest,
    UiCommand::NewMember,
];

/// The screen's keys, while no text box has the cursor, in the order pressed: a zone
/// picked by its letter, its rows walked, a row acted on. After a key whose change runs
/// once the frame is drawn (a join, a removal), the keys after it wait for the next
/// frame.
pub(super) fn keys(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut SeasonScreen,
    out: &mut Vec<Command>,
) {
    if keys::typing(ui.ctx()) {
        return;
    }
    // Enter is a focused button's own ("Add the member", a season's name): egui clicks it.
    let enter_free = ui.memory(|m| m.focused().is_none());
    let pressed = keys::take(ui.ctx(), |p| {
        let key = keys::list_step(p)
            .filter(|s| *s != ListStep::Enter || enter_free)
            .map(SeasonKey::Step)
            .or_else(|| keys::commands::command_of(p, &SEASON_COMMANDS).map(SeasonKey::Command));
        key.map(|k| (p, k))
    });
    for (at, (_, key)) in pressed.iter().enumerate() {
        let before = out.len();
        season_key(ui, view, screen, *key, out);
        if out.len() > before {
            let later: Vec<keys::Press> = pressed.iter().skip(at + 1).map(|(p, _)| *p).collect();
            keys::defer_after(ui.ctx(), &later);
            return;
        }
    }
}

/// One key of the Season screen.
fn season_key(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut SeasonScreen,
    key: SeasonKey,
    out: &mut Vec<Command>,
) {
    if screen.zone == Zone::Off {
        let zone = match key {
            SeasonKey::Step(ListStep::Down) => Some(Zone::Ladder),
            SeasonKey::Command(c) => match c.command {
                UiCommand::SeasonPick => Some(Zone::Seasons),
                UiCommand::SeasonAddEvening => Some(Zone::Add),
                UiCommand::SeasonLadder => Some(Zone::Ladder),
                UiCommand::SeasonMembers => Some(Zone::Members),
                UiCommand::SeasonNames => Some(Zone::Unmatched),
                _ => None,
            },
            SeasonKey::Step(_) => None,
        };
        if let Some(zone) = zone {
            screen.zone = zone;
            screen.row = 0;
            screen.follow = true;
        }
        return;
    }
    let len = zone_len(view, screen.zone);
    match key {
        SeasonKey::Step(ListStep::Back) => screen.zone = Zone::Off,
        SeasonKey::Step(ListStep::Enter) => act(ui, view, screen, None, out),
        SeasonKey::Step(step) => {
            if let Some(row) = step.moved(screen.row, len, 10) {
                screen.row = row;
                screen.follow = true;
            }
        }
        SeasonKey::Command(pressed) => act(ui, view, screen, Some(pressed), out),
    }
    screen.row = screen.row.min(len.saturating_sub(1));
}

/// Enter (`None`) or a row's command on the picked row.
fn act(
    ui: &mut egui::Ui,
    view: &View<'_>,
    screen: &mut SeasonScreen,
    command: Option<keys::Pressed>,
    out: &mut Vec<Command>,
) {
    let season = view.season;
    let row = screen.row;
    let enter = command.is_none();
    match screen.zone {
        Zone::Seasons if enter => {
            if let Some(name) = season.seasons.get(row) {
                out.push(Command::Season(SeasonCommand::Pick(name.clone())));
                screen.zone = Zone::Off;
            }
        }
        Zone::Add if enter => {
            let season = season.season.as_ref().map(|s| s.name.clone());
            if let (Some(party), Some(season)) = (parties_to_add(view).get(row), season) {
                out.push(Command::Season(SeasonCommand::AddEvening {
                    season,
                    party: party.path.clone(),
                }));
            }
        }
        Zone::Ladder if enter => {
            if let Some(who) = ladder_rows(season).get(row) {
                screen.trace.show(who.clone());
            }
        }
        Zone::Members => members_ui::member_keys(ui, season, screen, command, out),
        Zone::Unmatched => {
            if let Some(pressed) = command {
                members_ui::unmatched_keys(season, screen, pressed, out);
            }
        }
        _ => {}
    }
}
