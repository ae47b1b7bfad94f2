//! The Display screen: the host's controls for the guest display (open it, full screen,
//! what it shows) and the prize ceremony (reveal one prize at a time), with a preview.

use egui::RichText;

use crate::rules::PrizeOutcome;
use crate::transcript::evening::Game;
use crate::ui::display::{guest_display_preview, preview_height, shown_mode};
use crate::ui::keys;
use crate::ui::phones::{PhonesScreen, code_card_ui};
use crate::view::display::{DisplayLook, DisplayMode, DisplayState, ceremony_order};
use crate::view::{Command, Desk, DisplayCommand, PhonesView, UiCommand};
use crate::words::msg;

/// The Display screen.
pub fn display_controls_ui(
    ui: &mut egui::Ui,
    (desk, game, state): (&Desk, crate::transcript::evening::Game<'_>, &DisplayState),
    (moves_into, now): (Option<u32>, chrono::DateTime<chrono::Utc>),
    (phones, codes, arrival): (
        &PhonesView,
        &mut PhonesScreen,
        &mut crate::ui::widgets::Arrival,
    ),
    out: &mut Vec<Command>,
) {
    // The screen's main button has the cursor as it comes into view (issue 54: the first
    // Tab landed on Undo, and Enter there undid a prize cut).
    let arrived = arrival.just_shown(ui.ctx());
    ui.columns(2, |columns| {
        let [left_column, right] = columns else {
            return;
        };
        // A low window scrolls the controls rather than hiding the last prizes.
        egui::ScrollArea::vertical()
            .id_salt("display_controls")
            .show(left_column, |left| {
                window_ui(left, state, arrived, out);
                if let Some(far) = crate::words::so_far(desk.state()) {
                    let note = msg::desk_display_not_over(far);
                    left.label(RichText::new(note).color(crate::ui::widgets::wait(left)));
                }
                match game {
                    Game::Duplicate(_, dup) => dup_ceremony_ui(left, dup, state, out),
                    Game::Star(_, star) => star_ceremony_ui(left, star, state, out),
                }
                look_ui(left, state, out);
                browser_ui(left, phones, codes);
                // Tab and Shift+Tab reach the looks at the bottom: they come into view
                // (key monkey, issue 55: Shift+Tab from the top left the cursor below the
                // window's edge).
                crate::ui::widgets::keep_focus_in_view(left);
            });
        right.heading(msg::desk_display_preview(
            shown_mode(state, desk, moves_into).label(),
        ));
        // The display as its own screen lays it out, scaled: what the room sees.
        let width = right.available_width();
        let size = egui::vec2(width, preview_height(state, width));
        let (rect, _) = right.allocate_exact_size(size, egui::Sense::hover());
        guest_display_preview(right, rect, desk, state, (moves_into, now));
    });
}

/// The second window: open it, full screen, and what it shows.
fn window_ui(left: &mut egui::Ui, state: &DisplayState, arrived: bool, out: &mut Vec<Command>) {
    left.heading(msg::desk_display_guest_display());
    left.label(msg::desk_display_second_window());
    left.horizontal(|ui| {
        let open = if state.open {
            msg::desk_display_close()
        } else {
            msg::desk_display_open()
        };
        let command = UiCommand::GuestDisplayWindow;
        let button = ui
            .button(RichText::new(open).strong())
            .on_hover_text(command.tooltip(ui.ctx()));
        if arrived {
            button.request_focus();
        }
        if button.clicked() {
            out.push(Command::Display(DisplayCommand::Open(!state.open)));
        }
        let full = if state.fullscreen {
            msg::desk_display_leave_full_screen()
        } else {
            msg::desk_display_full_screen()
        };
        if ui
            .add_enabled(state.open, egui::Button::new(full))
            .clicked()
        {
            out.push(Command::Display(DisplayCommand::Fullscreen(
                !state.fullscreen,
            )));
        }
    });
    left.add_space(8.0);
    left.label(RichText::new(msg::desk_display_it_shows()).strong());
    // One Tab stop, the arrows inside (issue 54).
    let mut mode = state.mode;
    let options: Vec<(DisplayMode, &str)> =
        DisplayMode::ALL.iter().map(|m| (*m, m.label())).collect();
    crate::ui::widgets::radio_group(left, &mut mode, &options);
    if mode != state.mode {
        out.push(Command::Display(DisplayCommand::Mode(mode)));
    }
    left.add_space(12.0);
}

/// The star game's ceremony: the next prize (N) or any one, each in the usual order.
fn star_ceremony_ui(
    left: &mut egui::Ui,
    star: &crate::transcript::evening::StarEvening,
    state: &DisplayState,
    out: &mut Vec<Command>,
) {
    left.heading(msg::desk_display_prize_ceremony());
    left.label(msg::desk_display_prize_ceremony_about());
    left.horizontal(|ui| {
        let next = state.next_prize(&star.prizes);
        // N reveals the next prize whatever has the keys, but for a text box; a second N
        // in the same frame reveals the one after.
        let reveal = UiCommand::RevealNextPrize;
        let by_key = next.is_some() && revealed_by_key(ui);
        let clicked = ui
            .add_enabled(
                next.is_some(),
                egui::Button::new(RichText::new(reveal.label_with_key(ui.ctx())).strong()),
            )
            .clicked();
        if (by_key || clicked)
            && let Some(i) = next
        {
            out.push(Command::Display(DisplayCommand::Reveal(i)));
        }
        if ui
            .add_enabled(
                !state.revealed.is_empty(),
                egui::Button::new(msg::desk_display_hide_all()),
            )
            .clicked()
        {
            out.push(Command::Display(DisplayCommand::HideAll));
        }
    });
    let titles = star.prize_titles();
    for i in ceremony_order(&star.prizes) {
        let (Some(prize), Some(title)) = (star.prizes.get(i), titles.get(i)) else {
            continue;
        };
        left.horizontal(|ui| {
            let shown = state.revealed.contains(&i);
            let waiting = matches!(
                prize.outcome,
                PrizeOutcome::AwaitingCut { .. } | PrizeOutcome::AwaitingEarlier
            );
            if shown {
                ui.label(RichText::new("✔").color(crate::ui::widgets::good(ui)));
            } else if ui
                .add_enabled(!waiting, egui::Button::new(msg::desk_display_reveal()))
                .accessible_name(msg::desk_display_reveal_the(title.as_str()))
                .on_disabled_hover_text(msg::desk_display_waits_for_cut())
                .clicked()
            {
                out.push(Command::Display(DisplayCommand::Reveal(i)));
            }
            ui.label(title);
        });
    }
}

/// The display's own look, apart from the host's (remembered for the next run).
fn look_ui(ui: &mut egui::Ui, state: &DisplayState, out: &mut Vec<Command>) {
    ui.add_space(12.0);
    ui.label(RichText::new(msg::desk_display_look()).strong());
    let mut look = state.look;
    let options: Vec<(DisplayLook, &str)> =
        DisplayLook::ALL.iter().map(|l| (*l, l.label())).collect();
    crate::ui::widgets::radio_group(ui, &mut look, &options);
    if look != state.look {
        out.push(Command::Display(DisplayCommand::Look(look)));
    }
}

/// A duplicate evening's ceremony: the winners of each direction, revealed in turn.
fn dup_ceremony_ui(
    ui: &mut egui::Ui,
    dup: &crate::transcript::dup_view::DupView,
    state: &DisplayState,
    out: &mut Vec<Command>,
) {
    let ceremony = crate::view::stage::rows::dup_ceremony(dup);
    ui.heading(msg::desk_display_winners_ceremony());
    if let Some(trays) = dup.withheld {
        // R-DUP-13: nothing to reveal to the room before the last round is over.
        ui.label(format!(
            "{}: {}. {}",
            crate::words::standings_after_the_last_round(),
            crate::words::trays_in(trays),
            crate::words::no_hand_given_away()
        ));
        return;
    }
    ui.label(msg::desk_display_winners_ceremony_about());
    ui.horizontal(|ui| {
        let next = (0..ceremony.len()).find(|i| !state.revealed.contains(i));
        let by_key = next.is_some() && revealed_by_key(ui);
        let reveal = UiCommand::RevealNextPrize;
        let clicked = ui
            .add_enabled(
                next.is_some(),
                egui::Button::new(RichText::new(msg::desk_display_reveal_next_winners()).strong()),
            )
            .on_hover_text(reveal.tooltip(ui.ctx()))
            .clicked();
        if (by_key || clicked)
            && let Some(i) = next
        {
            out.push(Command::Display(DisplayCommand::Reveal(i)));
        }
        if ui
            .add_enabled(
                !state.revealed.is_empty(),
                egui::Button::new(msg::desk_display_hide_all()),
            )
            .clicked()
        {
            out.push(Command::Display(DisplayCommand::HideAll));
        }
    });
    for (i, &direction) in ceremony.iter().enumerate() {
        ui.horizontal(|ui| {
            let title = match direction {
                crate::rules::duplicate::PairGroup::All => msg::desk_display_winners(),
                _ => msg::desk_display_group_winners(crate::words::group(direction)),
            };
            if state.revealed.contains(&i) {
                ui.label(RichText::new("✔").color(crate::ui::widgets::good(ui)));
            } else if ui
                .button(msg::desk_display_reveal())
                .accessible_name(msg::desk_display_reveal_the(title.as_str()))
                .clicked()
            {
                out.push(Command::Display(DisplayCommand::Reveal(i)));
            }
            let tied = dup
                .standings
                .winners
                .iter()
                .any(|(d, pairs)| *d == direction && pairs.len() > 1);
            ui.label(title);
            if tied {
                ui.label(RichText::new(msg::desk_display_level_at_top()).weak());
            }
        });
    }
}

/// The guest display in any browser on the party's Wi-Fi (issue 36): its link and QR
/// code while the phones are on.
fn browser_ui(ui: &mut egui::Ui, phones: &PhonesView, codes: &mut PhonesScreen) {
    ui.add_space(8.0);
    ui.heading(msg::desk_display_on_tv());
    match &phones.display_link {
        Some(link) => {
            ui.label(msg::desk_display_on_tv_about());
            let (title, what) = (
                msg::desk_display_guest_display(),
                msg::desk_phones_display_for(),
            );
            code_card_ui(ui, codes, &title, &what, link);
        }
        None => {
            ui.label(msg::desk_display_phones_off());
        }
    }
}

/// N pressed (the Display screen's "reveal the next"), unless a text box has the keys; a
/// second N in the frame waits for the next one.
fn revealed_by_key(ui: &egui::Ui) -> bool {
    !keys::typing(ui.ctx())
        && keys::take_first(ui.ctx(), |p| {
            let reveal = UiCommand::RevealNextPrize.shortcuts();
            reveal.iter().any(|k| p.matches(k)).then_some(())
        })
        .is_some()
}
