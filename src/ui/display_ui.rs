//! The guest display: a second window for the TV or projector, showing only what guests
//! need, in type readable from across a room (the main numbers at least a twelfth of the
//! window's height): where to sit, the time left and the tables still playing, the
//! standings, and the prize ceremony, one prize at a time.

use egui::{Color32, RichText};

use super::widgets::{GOOD, star_colour, star_symbol, star_text};
use crate::rules::prizes::Prize;
use crate::rules::prizes::standings;
use crate::rules::progression::seat_of;
use crate::rules::words::{capitalised, tables_list};
use crate::rules::{GuestId, Phase, PrizeOutcome, PrizeWinner, Side, StarColour};
use crate::view::Desk;
use crate::view::display::{DisplayMode, DisplayState};

/// Seconds each page of a long list stays up.
const PAGE_SECONDS: f64 = 8.0;

/// What the display shows now: the host's choice, or, on Auto, what the evening calls
/// for.
pub fn shown_mode(state: &DisplayState, desk: &Desk, moves_into: Option<u32>) -> DisplayMode {
    if state.mode != DisplayMode::Auto {
        return state.mode;
    }
    let party = desk.state();
    match party.phase() {
        Phase::Setup => DisplayMode::Seats,
        Phase::Finished => DisplayMode::Ceremony,
        Phase::Playing => {
            let fresh = party
                .current_round()
                .is_some_and(|r| r.results.iter().all(Option::is_none));
            if moves_into.is_some() || fresh {
                DisplayMode::Seats
            } else {
                DisplayMode::Round
            }
        }
    }
}

/// Draws the guest display into `ui` (the second window's whole area).
pub fn guest_display_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    state: &DisplayState,
    moves_into: Option<u32>,
    now: chrono::DateTime<chrono::Utc>,
) {
    let rect = ui.max_rect();
    ui.painter()
        .rect_filled(rect, 0.0, Color32::from_rgb(12, 16, 28));
    let unit = (rect.height() / 12.0).max(12.0);
    let time = ui.input(|i| i.time);
    let margin = unit * 0.3;
    let inner = rect.shrink(margin);
    let mut ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(inner)
            .id_salt("guest_display"),
    );
    let ui = &mut ui;
    match shown_mode(state, desk, moves_into) {
        DisplayMode::Auto | DisplayMode::Seats => seats_ui(ui, desk, unit, time),
        DisplayMode::Round => round_ui(ui, desk, unit, now),
        DisplayMode::Standings => standings_ui(ui, desk, unit, time),
        DisplayMode::Ceremony => ceremony_ui(ui, desk, state, unit),
        DisplayMode::Guest(guest) => guest_evening_ui(ui, desk, guest, unit),
    }
    // Pages turn and the clock ticks on their own.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(500));
}

fn heading(ui: &mut egui::Ui, text: &str, unit: f32) {
    ui.label(
        RichText::new(text)
            .size(unit * 0.8)
            .strong()
            .color(Color32::from_rgb(250, 210, 90)),
    );
}

/// Which page of `count` rows (`per_page` a page) is up at `time`, and how many pages.
fn page(count: usize, per_page: usize, time: f64) -> (usize, usize) {
    let pages = count.div_ceil(per_page.max(1)).max(1);
    (((time / PAGE_SECONDS) as usize) % pages, pages)
}

fn seats_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, time: f64) {
    let party = desk.state();
    let Some(round) = party.current_round() else {
        heading(ui, "Welcome!", unit);
        ui.label(
            RichText::new("The draw will give each of you a table and a partner.")
                .size(unit * 0.6)
                .color(Color32::WHITE),
        );
        return;
    };
    let mut rows: Vec<(String, String)> = party
        .guests()
        .iter()
        .filter(|g| !g.removed)
        .map(|g| {
            let place = match seat_of(round, g.id) {
                Some((table, seat)) => format!("{table}  {}", seat.letter()),
                None => "waits".to_owned(),
            };
            (g.name.clone(), place)
        })
        .collect();
    rows.sort();
    // Two columns of rows one unit high, under the heading.
    let per_column = (((ui.available_height() / unit) as usize).saturating_sub(2)).max(1);
    let (shown, pages) = page(rows.len(), per_column * 2, time);
    let title = if pages > 1 {
        format!(
            "Find your seat — round {} (page {} of {pages})",
            round.number,
            shown + 1
        )
    } else {
        format!("Find your seat — round {}", round.number)
    };
    heading(ui, &title, unit);
    let on_page: Vec<&(String, String)> = rows
        .iter()
        .skip(shown * per_column * 2)
        .take(per_column * 2)
        .collect();
    ui.columns(2, |columns| {
        for (column, chunk) in columns.iter_mut().zip(on_page.chunks(per_column)) {
            egui::Grid::new(column.next_auto_id())
                .num_columns(2)
                .spacing([unit * 0.5, 0.0])
                .show(column, |ui| {
                    for (name, place) in chunk {
                        ui.label(RichText::new(name).size(unit * 0.75).color(Color32::WHITE));
                        ui.label(
                            RichText::new(place)
                                .size(unit)
                                .strong()
                                .color(Color32::from_rgb(140, 200, 255)),
                        );
                        ui.end_row();
                    }
                });
        }
    });
}

fn round_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, now: chrono::DateTime<chrono::Utc>) {
    let party = desk.state();
    let (Some(round), Some(clock)) = (party.current_round(), party.round_clock()) else {
        return;
    };
    if party.phase() == Phase::Finished {
        ui.vertical_centered(|ui| {
            ui.add_space(unit * 3.0);
            heading(
                ui,
                "The evening is over. Thank you for playing!",
                unit * 1.2,
            );
        });
        return;
    }
    ui.vertical_centered(|ui| {
        heading(ui, &format!("Round {}", round.number), unit * 1.2);
        let left = clock.left(now).num_seconds();
        let text = if left > 0 {
            format!("{}:{:02}", left / 60, left % 60)
        } else {
            "Time is up".to_owned()
        };
        let paused = if clock.is_paused() { "  (paused)" } else { "" };
        ui.label(
            RichText::new(format!("{text}{paused}"))
                .size(unit * 3.0)
                .strong()
                .color(Color32::WHITE),
        );
        ui.label(
            RichText::new("left in this round")
                .size(unit * 0.6)
                .color(Color32::LIGHT_GRAY),
        );
        ui.add_space(unit * 0.5);
        let playing = round.unreported();
        let line = match playing.len() {
            0 => "Every table has finished: wait for the bell.".to_owned(),
            1 => format!(
                "{} is still playing",
                capitalised(&tables_list(&playing, 14))
            ),
            _ => format!(
                "{} are still playing",
                capitalised(&tables_list(&playing, 14))
            ),
        };
        ui.label(
            RichText::new(line)
                .size(unit)
                .color(Color32::from_rgb(250, 200, 90)),
        );
        if party.bell_ends_evening(now) {
            ui.label(
                RichText::new("This is the last round.")
                    .size(unit * 0.8)
                    .color(Color32::from_rgb(150, 200, 250)),
            );
        }
    });
}

fn standings_ui(ui: &mut egui::Ui, desk: &Desk, unit: f32, time: f64) {
    let party = desk.state();
    let groups: Vec<(Option<Side>, &str)> = if party.settings.open_seating {
        vec![(None, "Everyone")]
    } else {
        vec![
            (Some(Side::Lady), "Ladies"),
            (Some(Side::Gentleman), "Gentlemen"),
        ]
    };
    heading(ui, "Stars", unit);
    // Rows of 0.6 units of type take about 0.8 units; two header rows.
    let per_page = (((ui.available_height() / (unit * 0.8)) as usize).saturating_sub(3)).max(1);
    let longest = groups
        .iter()
        .map(|(side, _)| standings(party, &desk.stars, *side).len())
        .max()
        .unwrap_or(0);
    let (shown, _) = page(longest, per_page, time);
    ui.columns(groups.len(), |columns| {
        for (column, (side, title)) in columns.iter_mut().zip(&groups) {
            column.label(
                RichText::new(*title)
                    .size(unit * 0.6)
                    .color(Color32::LIGHT_GRAY),
            );
            egui::Grid::new(("display_stars", *title))
                .num_columns(5)
                .spacing([unit * 0.35, 0.0])
                .show(column, |ui| {
                    // The colours are named once, in the header; each count carries its
                    // colour and its shape.
                    ui.label("");
                    ui.label("");
                    for colour in [StarColour::Gold, StarColour::Red, StarColour::Green] {
                        ui.label(
                            RichText::new(format!("{} {}", star_symbol(colour), colour.word()))
                                .size(unit * 0.4)
                                .color(star_colour(colour)),
                        );
                    }
                    ui.end_row();
                    let order = standings(party, &desk.stars, *side);
                    for (place, guest) in order
                        .iter()
                        .enumerate()
                        .skip(shown * per_page)
                        .take(per_page)
                    {
                        let stars = desk
                            .stars
                            .get(guest.0 as usize)
                            .copied()
                            .unwrap_or_default();
                        ui.label(
                            RichText::new(format!("{}.", place + 1))
                                .size(unit * 0.6)
                                .color(Color32::GRAY),
                        );
                        ui.label(
                            RichText::new(party.name(*guest))
                                .size(unit * 0.6)
                                .color(Color32::WHITE),
                        );
                        for colour in [StarColour::Gold, StarColour::Red, StarColour::Green] {
                            ui.label(
                                RichText::new(format!(
                                    "{} {}",
                                    star_symbol(colour),
                                    stars.of(colour)
                                ))
                                .size(unit * 0.6)
                                .color(star_colour(colour)),
                            );
                        }
                        ui.end_row();
                    }
                });
        }
    });
}

fn ceremony_ui(ui: &mut egui::Ui, desk: &Desk, state: &DisplayState, unit: f32) {
    let Some(&latest) = state.revealed.last() else {
        ui.vertical_centered(|ui| {
            ui.add_space(unit * 3.0);
            heading(ui, "And now, the prizes…", unit * 1.3);
        });
        return;
    };
    let (Some(prize), Some((title, words))) =
        (desk.prizes.get(latest), desk.prize_words.get(latest))
    else {
        return;
    };
    ui.vertical_centered(|ui| {
        heading(ui, title, unit);
        ui.add_space(unit * 0.3);
        match winner(desk, prize) {
            Some((name, guest)) => {
                ui.label(RichText::new(name).size(unit * 1.8).strong().color(GOOD));
                if let Some(guest) = guest {
                    winner_stars_ui(ui, desk, guest, unit);
                }
            }
            None => {
                ui.label(
                    RichText::new("Not awarded")
                        .size(unit * 1.2)
                        .color(Color32::GRAY),
                );
            }
        }
        ui.add_space(unit * 0.3);
        ui.label(
            RichText::new(words)
                .size(unit * 0.5)
                .color(Color32::LIGHT_GRAY),
        );
        // The prizes already given, smaller, below.
        if state.revealed.len() > 1 {
            ui.add_space(unit * 0.5);
        }
        for &earlier in state.revealed.iter().rev().skip(1) {
            if let (Some(p), Some((t, _))) =
                (desk.prizes.get(earlier), desk.prize_words.get(earlier))
            {
                let who = winner(desk, p).map_or_else(|| "not awarded".to_owned(), |(w, _)| w);
                ui.label(
                    RichText::new(format!("{t}: {who}"))
                        .size(unit * 0.45)
                        .color(Color32::GRAY),
                );
            }
        }
    });
}

/// The winner's name (a pair's two names), and the guest when one person won.
fn winner(desk: &Desk, prize: &Prize) -> Option<(String, Option<GuestId>)> {
    let party = desk.state();
    match &prize.outcome {
        PrizeOutcome::Awarded {
            winner: PrizeWinner::Guest(g),
            ..
        } => Some((party.name(*g).to_owned(), Some(*g))),
        PrizeOutcome::Awarded {
            winner: PrizeWinner::Pair(p),
            ..
        } => Some((
            format!("{} & {}", party.name(p.lady), party.name(p.gentleman)),
            None,
        )),
        _ => None,
    }
}

/// A winner's three counts of stars, centred under the name.
fn winner_stars_ui(ui: &mut egui::Ui, desk: &Desk, guest: GuestId, unit: f32) {
    let stars = desk
        .stars
        .get(guest.0 as usize)
        .copied()
        .unwrap_or_default();
    ui.horizontal(|ui| {
        let width = unit * 9.0;
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        for colour in [StarColour::Gold, StarColour::Red, StarColour::Green] {
            ui.label(star_text(colour, stars.of(colour)).size(unit * 0.9));
            ui.add_space(unit * 0.4);
        }
    });
}

/// One guest's evening, large: a line a round with the star it gave, and the totals.
fn guest_evening_ui(ui: &mut egui::Ui, desk: &Desk, guest: GuestId, unit: f32) {
    let evening = crate::transcript::guest::GuestEvening::from_parts(
        desk.state(),
        &desk.stars,
        &desk.prizes,
        guest,
    );
    ui.vertical_centered(|ui| {
        heading(ui, &format!("{}'s evening", evening.name), unit);
        ui.horizontal(|ui| {
            let width = unit * 9.0;
            ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
            for (colour, n) in [
                (StarColour::Gold, evening.stars.gold),
                (StarColour::Red, evening.stars.red),
                (StarColour::Green, evening.stars.green),
            ] {
                ui.label(star_text(colour, n).size(unit * 0.7));
                ui.add_space(unit * 0.4);
            }
        });
    });
    ui.add_space(unit * 0.2);
    // As many rounds as fit, the latest kept when there are more.
    let rows = ((ui.available_height() / (unit * 0.55)).floor() as usize).max(1);
    let skip = evening.rounds.len().saturating_sub(rows);
    for round in evening.rounds.iter().skip(skip) {
        ui.horizontal(|ui| {
            match round.star.and_then(StarColour::from_word) {
                Some(c) => ui.label(
                    RichText::new(format!("{} {}", star_symbol(c), c.word()))
                        .size(unit * 0.4)
                        .color(star_colour(c)),
                ),
                None => ui.label(RichText::new("   –   ").size(unit * 0.4)),
            };
            ui.label(
                RichText::new(format!("Round {}: {}", round.round, round.words()))
                    .size(unit * 0.38)
                    .color(Color32::WHITE),
            );
        });
    }
}
