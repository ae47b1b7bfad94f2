//! The Standings screen: every guest's stars in prize order, side by side (R-STAR,
//! R-PRIZE-3), or the score cards (R-ALT); and the history of every round, where a past
//! result can be corrected (R-STAR-3).

mod correction;
pub(in crate::ui) mod duplicate;

use egui::RichText;

use crate::rules::round::Round;
use crate::rules::{Seat, Star, StarColour};
use crate::transcript::evening::StarEvening;
use crate::ui::widgets::{self, submitted};
use crate::view::{Command, Desk};
use crate::words::{self, msg};

/// What the Standings screen keeps between frames.
#[derive(Default)]
pub struct StandingsScreen {
    correcting: Option<(u32, u32)>,
    ns: String,
    ew: String,
    /// "Round and table" typed to find a result to correct.
    find: String,
    /// Put the cursor in "round and table" (Ctrl+H).
    focus_find: bool,
    /// Put the cursor in the correction's North–South or East–West box.
    focus_box: Option<ScoreBox>,
    /// The box whose score the next digit typed replaces.
    fresh: Option<ScoreBox>,
    /// Why the result is corrected, in a few words (issue 52): typed after the round and
    /// table, or in the correction's own box.
    why: String,
}

/// A correction's two boxes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ScoreBox {
    Ns,
    Ew,
}

impl StandingsScreen {
    /// The cursor to "round and table", to correct a past result by keys (Ctrl+H).
    pub fn find_past(&mut self) {
        self.focus_find = true;
        self.find.clear();
    }

    /// Opens a result for correction with the cursor in its first box.
    fn open(&mut self, key: (u32, u32), ns: i64, ew: i64) {
        self.correcting = Some(key);
        self.why.clear();
        self.ns = ns.to_string();
        self.ew = ew.to_string();
        self.focus_box = Some(ScoreBox::Ns);
        self.fresh = Some(ScoreBox::Ns);
    }
}

/// "2 3", "2.3", "round 2 table 3": the round and the table; one number alone is a
/// table of the latest round. Words after them are the correction's reason (issue 52):
/// "2 3 scores swapped", "4 table 4 miscounted".
fn parse_round_table(typed: &str, latest: u32) -> Option<((u32, u32), String)> {
    let mut numbers: Vec<u32> = Vec::new();
    let mut words = typed.split_whitespace().peekable();
    while let Some(&word) = words.peek() {
        let bare = word.trim_matches(|c: char| c.is_ascii_punctuation());
        let label = matches!(bare.to_lowercase().as_str(), "round" | "table");
        let groups: Vec<&str> = word
            .split(|c: char| !c.is_ascii_digit())
            .filter(|part| !part.is_empty())
            .collect();
        let numeric = !groups.is_empty()
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_punctuation());
        if label && numbers.len() < 2 {
            words.next();
        } else if numeric && numbers.len() + groups.len() <= 2 {
            for group in groups {
                numbers.push(group.parse().ok()?);
            }
            words.next();
        } else {
            break;
        }
    }
    let why = words
        .collect::<Vec<_>>()
        .join(" ")
        .trim_start_matches(|c: char| c.is_ascii_punctuation() || c == '–' || c == '—')
        .trim()
        .to_owned();
    // A "reason" with no word in it ("1 2 3") is a slip, not a reason.
    if !why.is_empty() && !why.chars().any(char::is_alphabetic) {
        return None;
    }
    match numbers[..] {
        [table] => Some(((latest, table), why)),
        [round, table] => Some(((round, table), why)),
        _ => None,
    }
}

/// The line at the top: "Correct round and table [2 3]", Enter opens that result.
fn find_past_ui(
    ui: &mut egui::Ui,
    star: Star<'_>,
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    let latest = star.rounds().last().map_or(0, |r| r.number);
    ui.label(msg::standing_find());
    let field = widgets::text_field_with_focus(
        ui,
        &mut screen.find,
        &msg::standing_find_box(),
        // Room for the reason typed after them ("2 3 scores swapped"): at 70 the start
        // of it scrolled out of sight (a host's trial).
        260.0,
        egui::Id::unique("find_past"),
        std::mem::take(&mut screen.focus_find),
    );
    ui.label(
        RichText::new(msg::standing_find_how(
            crate::view::UiCommand::CorrectPast.key_words(ui.ctx()),
        ))
        .weak(),
    );
    if !submitted(ui, &field) || screen.find.trim().is_empty() {
        return;
    }
    let found = parse_round_table(&screen.find, latest)
        .ok_or_else(|| msg::standing_not_round_table(screen.find.trim()));
    let result = found.and_then(|((round, table), why)| {
        let r = star
            .round(round)
            .map_err(|_| msg::standing_no_round(round))?;
        let (_, result) = r
            .table(table)
            .map_err(|_| msg::StandingNoTable { round, table }.say())?;
        let result = result
            .as_ref()
            .ok_or_else(|| msg::StandingNoResultYet { round, table }.say())?;
        Ok(((round, table), result.ns, result.ew, why))
    });
    match result {
        Ok((key, ns, ew, why)) => {
            screen.open(key, ns, ew);
            screen.why = why;
            screen.find.clear();
        }
        Err(message) => {
            out.push(Command::Notify(message));
            screen.focus_find = true;
        }
    }
}

/// The Standings screen.
pub fn standings_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    (star, evening): (Star<'_>, &StarEvening),
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical()
        .id_salt("standings_scroll")
        .show(ui, |ui| {
            // Page Up/Down, Home/End and the arrows scroll; Tab brings the focus into view.
            widgets::scroll_by_keys(ui);
            ui.horizontal(|ui| {
                find_past_ui(ui, star, screen, out);
            });
            if ui
                .button(msg::standing_export())
                .on_hover_text(msg::standing_export_tip())
                .clicked()
            {
                out.push(Command::ExportForSpreadsheet);
            }
            // Score cards ranked (R-ALT), or the stars.
            match &evening.ranking {
                Some(ranking) => points_ui(ui, ranking, evening),
                None => stars_ui(ui, evening, out),
            }
            ui.add_space(16.0);
            ui.heading(msg::standing_history());
            history_ui(ui, (desk, star), screen, out);
            widgets::keep_focus_in_view(ui);
        });
}

/// The star standings, a column per prize group: place, name, and the three counts under
/// their star and word (R-STAR-2); a name too long for its column is cut, whole on hover.
fn stars_ui(ui: &mut egui::Ui, star: &StarEvening, out: &mut Vec<Command>) {
    const PLACE: f32 = 36.0;
    const COUNT: f32 = 74.0;
    ui.columns(star.standings.len(), |columns| {
        for (ui, group) in columns.iter_mut().zip(&star.standings) {
            let title = words::group_title(group.side);
            ui.heading(title);
            let name_width =
                (ui.available_width() - PLACE - 3.0 * COUNT - 4.0 * ui.spacing().item_spacing.x)
                    .max(80.0);
            ui.horizontal(|ui| {
                widgets::column(ui, PLACE + name_width + ui.spacing().item_spacing.x, |_| {});
                for colour in StarColour::ALL {
                    widgets::column(ui, COUNT, |ui| {
                        ui.label(
                            RichText::new(format!(
                                "{} {}",
                                words::star_symbol(colour),
                                crate::words::star(colour)
                            ))
                            .color(widgets::star_colour_in(ui, colour)),
                        );
                    });
                }
            });
            for (i, row) in group.rows.iter().enumerate() {
                let band = ui.available_rect_before_wrap();
                if i % 2 == 0 {
                    let height = ui.spacing().interact_size.y;
                    ui.painter().rect_filled(
                        egui::Rect::from_min_size(band.min, egui::vec2(band.width(), height)),
                        2.0,
                        ui.visuals().faint_bg_color,
                    );
                }
                ui.horizontal(|ui| {
                    widgets::column(ui, PLACE, |ui| {
                        ui.label(format!("{}.", row.place));
                    });
                    widgets::column(ui, name_width, |ui| {
                        if ui
                            .add(
                                egui::Label::new(RichText::new(&row.name).strong())
                                    .truncate()
                                    .sense(egui::Sense::click()),
                            )
                            .on_hover_cursor(egui::CursorIcon::PointingHand)
                            .on_hover_text(msg::standing_their_evening(row.name.as_str()))
                            .clicked()
                        {
                            out.push(Command::ShowGuest(row.guest));
                        }
                    });
                    for colour in StarColour::ALL {
                        widgets::column(ui, COUNT, |ui| {
                            ui.label(
                                RichText::new(format!(
                                    "{} {}",
                                    words::star_symbol(colour),
                                    row.stars.of(colour)
                                ))
                                .color(widgets::star_colour_in(ui, colour)),
                            )
                            .on_hover_text(format!(
                                "{} {}",
                                row.stars.of(colour),
                                crate::words::star(colour)
                            ));
                        });
                    }
                });
            }
        }
    });
}

/// The score cards as ranked once (R-ALT-3): equal totals share a place (1, 2, 2, 4),
/// as everywhere else they are shown.
fn points_ui(
    ui: &mut egui::Ui,
    ranking: &[crate::transcript::Placed],
    evening: &crate::transcript::evening::StarEvening,
) {
    ui.heading(msg::standing_score_cards());
    egui::Grid::new("points")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for row in ranking {
                ui.label(format!("{}.", row.place));
                ui.label(RichText::new(&row.name).strong());
                ui.label(msg::standing_points(row.points));
                // The prize this pair or player won: two level at the top share a place,
                // and the cut that settled it shows here who has the prize (a new host's
                // trial: nothing marked it).
                let won = won_by(evening, &row.players).unwrap_or_default();
                ui.label(RichText::new(won).strong());
                ui.end_row();
            }
        });
}

/// The title of the prize awarded to `players` (a pair, or one player), if any.
fn won_by(
    evening: &crate::transcript::evening::StarEvening,
    players: &[crate::rules::GuestId],
) -> Option<String> {
    use crate::rules::{PrizeOutcome, PrizeWinner};
    evening
        .prizes
        .iter()
        .find(|prize| match &prize.outcome {
            PrizeOutcome::Awarded { winner, .. } => match winner {
                PrizeWinner::Pair(pair) => pair.members().iter().all(|g| players.contains(g)),
                PrizeWinner::Guest(g) => players == [*g],
            },
            _ => false,
        })
        .map(|prize| crate::transcript::prize_title(prize.key, evening.open_seating))
}

fn history_ui(
    ui: &mut egui::Ui,
    (desk, star): (&Desk, Star<'_>),
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    for round in star.rounds().iter().rev() {
        let reported = round.results.iter().filter(|r| r.is_some()).count();
        let title = msg::StandingRoundReported {
            round: round.number,
            reported,
            tables: round.tables.len(),
        }
        .say();
        egui::CollapsingHeader::new(title)
            .id_salt(("history", round.number))
            .default_open(round.number == 1 && star.rounds().len() == 1)
            // A result being corrected is always in view.
            .open(
                screen
                    .correcting
                    .is_some_and(|(r, _)| r == round.number)
                    .then_some(true),
            )
            .show(ui, |ui| {
                for table in 1..=round.table_count() {
                    ui.horizontal(|ui| history_row_ui(ui, desk, round, table, screen, out));
                }
            });
    }
}

/// One table of a past round: who played, the result, and its correction.
fn history_row_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    round: &Round,
    table: u32,
    screen: &mut StandingsScreen,
    out: &mut Vec<Command>,
) {
    let state = desk.state();
    let Ok((seats, result)) = round.table(table) else {
        return;
    };
    let result = result.as_ref();
    let tag = words::table_tag(round.role(table, state.settings.scoring()));
    // Fixed columns first (table, result, its correction); the names take what is left,
    // cut short with the whole line on hover, so nothing runs off the window.
    widgets::column(ui, 150.0, |ui| {
        ui.label(RichText::new(msg::StandingTable { table, tag }.say()).strong());
    });
    let key = (round.number, table);
    if screen.correcting == Some(key) {
        let set_back = crate::ui::round::negative_scores(desk);
        correction::correction_ui(ui, key, set_back, screen, out);
    } else {
        widgets::column(ui, 110.0, |ui| {
            ui.label(match result {
                None => RichText::new(msg::standing_playing()).color(widgets::wait(ui)),
                Some(r) if r.unreported => {
                    RichText::new(msg::report_no_result()).color(widgets::wait(ui))
                }
                Some(r) => RichText::new(format!("{} – {}", r.ns, r.ew)).strong(),
            })
            .on_hover_text(if result.is_some_and(|r| r.unreported) {
                msg::standing_cut_decided()
            } else {
                String::new()
            });
        });
        widgets::column(ui, 190.0, |ui| {
            let Some(r) = result else { return };
            let correct = msg::StandingCorrectName {
                round: round.number,
                table,
            }
            .say();
            if ui
                .small_button(msg::standing_correct())
                .accessible_name(correct)
                .clicked()
            {
                screen.open(key, r.ns, r.ew);
            }
            if r.corrections > 0 {
                // Issue 52: the host's reasons on hover, as the report gives them.
                let reasons = crate::transcript::correction_reasons(desk.party());
                let why = reasons.get(&key).map(|w| w.join("; ")).unwrap_or_default();
                ui.label(
                    RichText::new(msg::standing_corrected(r.corrections))
                        .italics()
                        .color(widgets::wait(ui)),
                )
                .on_hover_text(why);
            }
        });
    }
    let name = |seat| state.name(seats.at(seat));
    let pairs = words::facing(
        &words::pair_names(name(Seat::North), name(Seat::South)),
        &words::pair_names(name(Seat::East), name(Seat::West)),
    );
    ui.add(egui::Label::new(pairs).truncate());
}

#[cfg(test)]
mod tests {
    use super::parse_round_table;

    #[test]
    fn round_and_table_then_the_reason() {
        let parse = |typed| parse_round_table(typed, 4);
        assert_eq!(parse("2 3"), Some(((2, 3), String::new())));
        assert_eq!(parse("2.3"), Some(((2, 3), String::new())));
        assert_eq!(parse("3"), Some(((4, 3), String::new())));
        assert_eq!(parse("round 2 table 3"), Some(((2, 3), String::new())));
        assert_eq!(
            parse("2 3 scores swapped"),
            Some(((2, 3), "scores swapped".to_owned()))
        );
        assert_eq!(
            parse("2 3: table 4 miscounted"),
            Some(((2, 3), "table 4 miscounted".to_owned()))
        );
        assert_eq!(parse("3 — late pad"), Some(((4, 3), "late pad".to_owned())));
        assert_eq!(parse("scores swapped"), None);
        assert_eq!(parse("1 2 3"), None);
    }
}
