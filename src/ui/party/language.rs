//! The Party screen's two languages (issue 51): the window's own, and the guests' (the
//! party's, saved in its file).

use super::form::form_row;
use super::*;

/// The window's own language (issue 51): the computer's at first, applied at once and
/// remembered. Each language is named in its own words, so a host who cannot read the
/// one on show still finds theirs.
pub(super) fn window_language_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    use crate::words::{Lang, msg};
    ui.horizontal(|ui| {
        ui.label(RichText::new(msg::window_language()).strong());
        let now = crate::words::lang::current();
        let mut chosen = now;
        let names: Vec<(Lang, String)> = Lang::all()
            .map(|l| (l, crate::words::speaking(l, msg::language_name)))
            .collect();
        let options: Vec<(Lang, &str)> = names.iter().map(|(l, n)| (*l, n.as_str())).collect();
        widgets::radio_group(ui, &mut chosen, &options);
        if chosen != now {
            out.push(Command::WindowLanguage(chosen));
        }
    });
}

/// The guests' language (issue 51): what the display, the print-outs, the published
/// page and the phones speak; a new party's is the window's.
pub(super) fn language_row_ui(ui: &mut egui::Ui, screen: &mut PartyScreen) {
    use crate::words::{Lang, msg};
    form_row(ui, &msg::guests_language(), |ui| {
        let mut chosen = screen
            .draft
            .language
            .as_deref()
            .and_then(Lang::from_tag)
            // A party from before has none: English. A new party's is the window's.
            .unwrap_or(if screen.draft_of.is_some() {
                Lang::ENGLISH
            } else {
                crate::words::lang::current()
            });
        let names: Vec<(Lang, String)> = Lang::all()
            .map(|l| (l, crate::words::speaking(l, msg::language_name)))
            .collect();
        let options: Vec<(Lang, &str)> = names.iter().map(|(l, n)| (*l, n.as_str())).collect();
        // A host's trial: the choice did nothing (radio_group says whether Enter was
        // pressed, not whether the choice changed).
        let before = chosen;
        ui.horizontal(|ui| {
            widgets::radio_group(ui, &mut chosen, &options);
        });
        if chosen != before {
            screen.draft.language = Some(chosen.tag().to_owned());
        }
        ui.label(RichText::new(msg::guests_language_hint()).weak());
    });
}
