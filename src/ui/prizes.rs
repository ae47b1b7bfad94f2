//! The Prizes screen (R-PRIZE): each prize with its winner and how it was decided; a
//! tie that needs a cut offers the program's cut or the result of a real one.

use egui::RichText;

use super::widgets;
use crate::rules::{Action, Cut, Phase, PrizeOutcome, PrizeWinner};
use crate::ui::keys;
use crate::view::{Command, Desk, UiCommand};
use crate::words::msg;

/// The Prizes screen.
pub fn prizes_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    star: &crate::transcript::evening::StarEvening,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    ui.heading(msg::results_prizes());
    if state.phase() != Phase::Finished {
        ui.label(RichText::new(msg::screen_prizes_so_far()).italics());
    }
    cut_keys_ui(ui, desk, star, out);
    ui.add_space(8.0);
    egui::ScrollArea::vertical()
        .id_salt("prizes_scroll")
        .show(ui, |ui| {
            // Page Up/Down, Home/End and the arrows scroll; Tab brings the focus into view.
            widgets::scroll_by_keys(ui);
            let said = star.prize_words(state);
            for (prize, (title, words)) in star.prizes.iter().zip(&said) {
                egui::Frame::group(ui.style())
                    .inner_margin(12.0)
                    .show(ui, |ui| {
                        prize_card_ui(ui, state, prize, (title, words), out)
                    });
                ui.add_space(6.0);
            }
        });
}

/// One prize's card: its title, who won it and why, their evening's link, and a tie's
/// cut (the program's, or a real one's winner).
fn prize_card_ui(
    ui: &mut egui::Ui,
    state: &crate::rules::State,
    prize: &crate::rules::Prize,
    (title, words): (&str, &str),
    out: &mut Vec<Command>,
) {
    ui.set_width(ui.available_width());
    ui.label(RichText::new(title).size(22.0).strong());
    let colour = match prize.outcome {
        PrizeOutcome::Awarded { .. } => widgets::good(ui),
        PrizeOutcome::NotAwarded => ui.visuals().weak_text_color(),
        _ => widgets::wait(ui),
    };
    ui.label(RichText::new(words).size(19.0).color(colour));
    if let PrizeOutcome::Awarded {
        winner: PrizeWinner::Guest(guest),
        ..
    } = prize.outcome
    {
        let name = state.name(guest);
        if ui
            .link(msg::display_guest_evening(name))
            .on_hover_text(msg::screen_every_round(
                UiCommand::FindGuest.key_words(ui.ctx()),
            ))
            .clicked()
        {
            out.push(Command::ShowGuest(guest));
        }
    }
    if let PrizeOutcome::AwaitingCut { candidates, .. } = &prize.outcome {
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(msg::screen_cut_for_them())
                .accessible_name(msg::screen_cut_for(title))
                .clicked()
            {
                out.push(Command::CutPrize(prize.key));
            }
            ui.label(msg::screen_real_cut());
            for &guest in candidates {
                let name = state.name(guest);
                if ui
                    .button(name)
                    .accessible_name(msg::ScreenWonCut { name, title }.say())
                    .clicked()
                {
                    let cut = Cut::real(candidates, guest);
                    out.push(Command::Apply(Action::CutForPrize {
                        prize: prize.key,
                        cut,
                    }));
                }
            }
        });
    }
}

/// The first prize waiting for a cut, settled by one key (R-PRIZE-7), as a tie is on the
/// Round screen: C, the program cuts; 1, 2, … the candidate who won a real cut. The keys
/// are said on a line above the prizes, and act while no box or button has the keys.
fn cut_keys_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    star: &crate::transcript::evening::StarEvening,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let titles = star.prize_titles();
    let waiting = star
        .prizes
        .iter()
        .zip(&titles)
        .find_map(|(prize, title)| match &prize.outcome {
            PrizeOutcome::AwaitingCut { candidates, .. } => Some((prize.key, title, candidates)),
            _ => None,
        });
    let Some((key, title, candidates)) = waiting else {
        return;
    };
    let choices: Vec<String> = (1..)
        .zip(candidates)
        .take(9)
        .map(|(n, &g)| format!("{n} {}", state.name(g)))
        .collect();
    ui.label(
        RichText::new(
            msg::ScreenCutWaits {
                title: title.as_str(),
                key: UiCommand::CutPrize.key_words(ui.ctx()),
                choices: choices.join(", "),
            }
            .say(),
        )
        .size(19.0)
        .strong()
        .color(widgets::wait(ui)),
    );
    if keys::typing(ui.ctx()) {
        return;
    }
    // One key settles this tie; a key after it in the same frame is for the next tie,
    // once this one is settled.
    let count = candidates.len().min(9);
    let pressed = keys::take_first(ui.ctx(), |p| {
        keys::commands::command_of(p, &[UiCommand::CutPrize, UiCommand::CutPrizeWonBy])
            .filter(|c| c.command == UiCommand::CutPrize || c.number() <= count)
    });
    match pressed {
        Some(c) if c.command == UiCommand::CutPrize => out.push(Command::CutPrize(key)),
        Some(c) => {
            if let Some(&guest) = candidates.get(c.key) {
                out.push(Command::Apply(Action::CutForPrize {
                    prize: key,
                    cut: Cut::real(candidates, guest),
                }));
            }
        }
        None => {}
    }
}
