//! A past result being corrected on the Standings screen (R-STAR-3): its two boxes, Tab
//! between them, the first digit replacing a score shown selected, Enter to save.

use crate::rules::Action;
use crate::rules::round::parse_score;
use crate::ui::widgets::{self, submitted};
use crate::view::Command;
use crate::words::{self, msg};

use super::{ScoreBox, StandingsScreen};

/// Tab (Shift+Tab) goes from one box to the other; in a box the cursor has just come
/// to, the first digit typed replaces its score, as on the Round screen; until then that
/// score is shown selected.
fn replace_on_typing(
    ui: &egui::Ui,
    screen: &mut StandingsScreen,
    (ns_id, ew_id): (egui::Id, egui::Id),
) -> Option<egui::Id> {
    // Tab (Shift+Tab) from one box to the other: its score is replaced by what is typed.
    let tabbed_to = if ui.memory(|m| m.has_focus(ns_id)) && widgets::tab_pressed(ui, false) {
        Some(ew_id)
    } else if ui.memory(|m| m.has_focus(ew_id)) && widgets::tab_pressed(ui, true) {
        Some(ns_id)
    } else {
        None
    };
    if let Some(id) = tabbed_to {
        screen.fresh = Some(if id == ns_id {
            ScoreBox::Ns
        } else {
            ScoreBox::Ew
        });
    }
    let focus = screen.focus_box;
    let typed = ui.input(|i| {
        i.events
            .iter()
            .any(|e| matches!(e, egui::Event::Text(_) | egui::Event::Paste(_)))
    });
    for (id, which, text) in [
        (ns_id, ScoreBox::Ns, &mut screen.ns),
        (ew_id, ScoreBox::Ew, &mut screen.ew),
    ] {
        let focused = ui.memory(|m| m.has_focus(id));
        let here = focus == Some(which) || focused;
        // Only keys typed into the box itself replace its score: in the frame that opens
        // the correction, the keys are still the "round and table" box's (issue 41: the
        // "3" of "2 3" typed with its Enter emptied the old score).
        if typed && focused && screen.fresh == Some(which) {
            text.clear();
            screen.fresh = None;
        } else if here && screen.fresh == Some(which) {
            // The score the next digit replaces is shown selected.
            widgets::select_all(ui.ctx(), id, text);
        }
    }
    tabbed_to
}

/// The two boxes of a past result being corrected (R-STAR-3: the stars follow).
pub(super) fn correction_ui(
    ui: &mut egui::Ui,
    (round, table): (u32, u32),
    set_back: bool,
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    let label = |side| {
        msg::StandingScoreBox {
            round,
            table,
            side: words::side(side),
        }
        .say()
    };
    // Asked for until the box has it (the history may still be opening this frame).
    let focus = screen.focus_box;
    let ns_id = egui::Id::unique(("past_ns", round, table));
    let ew_id = egui::Id::unique(("past_ew", round, table));
    let tabbed_to = replace_on_typing(ui, screen, (ns_id, ew_id));
    let ns = widgets::text_field_with_focus(
        ui,
        &mut screen.ns,
        &label(crate::rules::PairSide::NorthSouth),
        56.0,
        ns_id,
        focus == Some(ScoreBox::Ns),
    );
    let ew = widgets::text_field_with_focus(
        ui,
        &mut screen.ew,
        &label(crate::rules::PairSide::EastWest),
        56.0,
        ew_id,
        focus == Some(ScoreBox::Ew),
    );
    follow_the_cursor(ui, screen, (focus, tabbed_to), (&ns, &ew));
    if submitted(ui, &ns) {
        // Enter in the first box goes on to the second.
        screen.focus_box = Some(ScoreBox::Ew);
        screen.fresh = Some(ScoreBox::Ew);
    }
    // Esc in either box (egui takes the focus away on Esc itself, so "lost it now"
    // counts too) closes the correction, and the cursor goes back to round and table.
    let in_boxes = ns.has_focus() || ew.has_focus() || ns.lost_focus() || ew.lost_focus();
    if in_boxes && crate::ui::keys::escape(ui.ctx()) {
        screen.correcting = None;
        screen.focus_find = true;
        return;
    }
    // Why, in a few words (issue 52): kept in the history, said in the report and the
    // guest's evening. Typed after the round and table, or here.
    let why = ui
        .add(
            egui::TextEdit::singleline(&mut screen.why)
                .id(egui::Id::unique(("past_why", round, table)))
                .hint_text(msg::standing_why())
                .desired_width(240.0),
        )
        .accessible_name(msg::StandingReason { round, table }.say());
    let save =
        ui.button(msg::standing_save()).clicked() || submitted(ui, &ew) || submitted(ui, &why);
    if save {
        save_correction(screen, (round, table), set_back, out);
    }
    if ui.small_button(msg::standing_cancel()).clicked() {
        screen.correcting = None;
    }
}

/// After the two boxes are drawn: the cursor where the keys left it, and the boxes in view
/// as the correction opens.
fn follow_the_cursor(
    ui: &egui::Ui,
    screen: &mut StandingsScreen,
    (focus, tabbed_to): (Option<ScoreBox>, Option<egui::Id>),
    (ns, ew): (&egui::Response, &egui::Response),
) {
    // Typed into a box that took the cursor in this very frame, the keys replaced the
    // score shown selected: the next key types on (it emptied the box again, so that
    // "2 4" typed as the correction opened left "4": key monkey, issue 55).
    for (response, which) in [(ns, ScoreBox::Ns), (ew, ScoreBox::Ew)] {
        if response.changed() && screen.fresh == Some(which) {
            screen.fresh = None;
        }
    }
    if let Some(id) = tabbed_to {
        // Tabbed to the other box, once the first took what was typed before the Tab: the
        // cursor goes there now and the pass is drawn again, the score it replaces shown
        // selected. egui would move it only at the frame's end: the picture after the Tab
        // showed the cursor still in the first box and the score unselected, yet the digit
        // typed next replaced it (key monkey, issue 55, seed 55031: "Ctrl+H 3 Enter Tab / 6").
        ui.memory_mut(|m| {
            m.request_focus(id);
            m.move_focus(egui::FocusDirection::None);
        });
        ui.ctx().request_discard("cursor-to-the-other-score-box");
    }
    if focus.is_some() {
        // Just opened (Ctrl+H, round and table, Enter): the boxes come into view, however
        // long the standings above them.
        ns.scroll_to_me(Some(egui::Align::Center));
    }
    let got = match focus {
        Some(ScoreBox::Ns) => ns.has_focus(),
        Some(ScoreBox::Ew) => ew.has_focus(),
        None => false,
    };
    if got {
        screen.focus_box = None;
    }
}

/// Save: both scores read (R-STAR-3: the stars follow), or the first fault said.
fn save_correction(
    screen: &mut StandingsScreen,
    (round, table): (u32, u32),
    set_back: bool,
    out: &mut Vec<Command>,
) {
    match (
        parse_score(&screen.ns, set_back),
        parse_score(&screen.ew, set_back),
    ) {
        (Ok(ns), Ok(ew)) => {
            let action = Action::CorrectResult {
                round,
                table,
                ns,
                ew,
            };
            out.push(Command::ApplyNoted(action, std::mem::take(&mut screen.why)));
            screen.correcting = None;
        }
        (Err(e), _) | (_, Err(e)) => out.push(Command::Notify(crate::words::rule_refusal(&e))),
    }
}
