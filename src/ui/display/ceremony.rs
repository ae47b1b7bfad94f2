//! The star game's prize ceremony on the guest display: the prize just revealed, large
//! (its winner, their stars centred under the name, how a tie was settled), and the
//! prizes already given below it in type a room can read. Before the evening is over
//! every card says how far the evening has gone ("so far, after round 2"): a prize shown
//! mid-evening is who leads, not who has won (issue 38).

use egui::RichText;

use crate::rules::GuestId;
use crate::rules::prizes::Prize;
use crate::ui::display::{Canvas, heading, line, stars_line};
use crate::view::Desk;
use crate::view::display::DisplayState;
use crate::view::display_rows::not_final;
use crate::words::so_far;

/// The ceremony.
pub(in crate::ui) fn ceremony_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    desk: &Desk,
    state: &DisplayState,
) {
    let (unit, inks) = (canvas.unit(), canvas.inks);
    let so_far = so_far(desk.state());
    let Some(star) = desk.star() else { return };
    let Some(&latest) = state.revealed.last() else {
        ui.vertical_centered(|ui| {
            ui.add_space(unit * 3.0);
            heading(ui, canvas, "And now, the prizes…", unit * 1.3);
            if let Some(far) = &so_far {
                line(ui, &not_final(far), unit * 0.7, inks.waiting);
            }
        });
        return;
    };
    let (Some(prize), Some((title, words))) =
        (star.prizes.get(latest), star.prize_words.get(latest))
    else {
        return;
    };
    ui.vertical_centered(|ui| {
        heading(ui, canvas, title, unit);
        if let Some(far) = &so_far {
            line(ui, &not_final(far), unit * 0.6, inks.waiting);
        }
        ui.add_space(unit * 0.2);
        match winner(desk, prize) {
            Some((name, guest)) => {
                ui.label(
                    RichText::new(name)
                        .size(unit * 1.8)
                        .strong()
                        .color(inks.good),
                );
                if let Some(stars) = guest.and_then(|g| desk.stars_of(g)) {
                    stars_line(ui, canvas, stars, unit * 0.9);
                }
            }
            None => {
                ui.label(
                    RichText::new("Not awarded")
                        .size(unit * 1.2)
                        .color(inks.quiet),
                );
            }
        }
        ui.add_space(unit * 0.2);
        line(ui, words, unit * 0.5, inks.quiet);
        earlier_ui(ui, canvas, (desk, star), state, so_far.is_some());
    });
}

/// The prizes already given, latest first, as large as the room left allows (never under
/// the promised smallest size: the oldest give way when they do not all fit).
fn earlier_ui(
    ui: &mut egui::Ui,
    canvas: &Canvas,
    (desk, star): (&Desk, &crate::transcript::evening::StarEvening),
    state: &DisplayState,
    mid_evening: bool,
) {
    let earlier: Vec<usize> = state.revealed.iter().rev().skip(1).copied().collect();
    if earlier.is_empty() {
        return;
    }
    let (unit, inks) = (canvas.unit(), canvas.inks);
    ui.add_space(unit * 0.4);
    let smallest = canvas.px(canvas.frame.smallest);
    let room = ui.available_height();
    let size = (room / (earlier.len() as f32 * 1.3))
        .min(unit * 0.65)
        .max(smallest);
    let fits = ((room / (size * 1.3)).floor() as usize).min(earlier.len());
    for &i in earlier.iter().take(fits) {
        let (Some(p), Some((t, _))) = (star.prizes.get(i), star.prize_words.get(i)) else {
            continue;
        };
        let who = winner(desk, p).map_or_else(|| "not awarded".to_owned(), |(w, _)| w);
        let mut job = egui::text::LayoutJob::default();
        let title = if mid_evening {
            format!("{t} (so far): ")
        } else {
            format!("{t}: ")
        };
        let font = egui::FontId::proportional(size);
        job.append(
            &title,
            0.0,
            egui::TextFormat::simple(font.clone(), inks.text),
        );
        job.append(&who, 0.0, egui::TextFormat::simple(font, inks.good));
        ui.label(job);
    }
}

/// The winner's name (a pair's two names), and the guest when one person won.
fn winner(desk: &Desk, prize: &Prize) -> Option<(String, Option<GuestId>)> {
    crate::view::display_rows::prize_winner(desk.state(), prize)
}
