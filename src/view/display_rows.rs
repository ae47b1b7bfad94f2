//! What the guest display says, worked out once for every view of it (issue 36): the
//! stage the evening calls for, the rows of its boards ("Find your seat", the stars of
//! each prize group, the two directions' leader boards) with the ink each text takes,
//! the boards measured for `display_plan`, and the lines of its other stages. The
//! window draws these with egui (`ui::display_*`), the phones' server serves the same
//! to a browser (`view::web`): neither decides again what the other shows.

use crate::rules::duplicate::PairGroup;
use crate::rules::{GuestId, Phase, Playing, Prize, PrizeOutcome, PrizeWinner, StarColour, State};
use crate::transcript::dup_view::DupView;
use crate::transcript::seating::Seating;
use crate::transcript::standings::StandingGroup;
use crate::words::{capitalised, missing_trays, tables_list};

use super::display::{DisplayMode, DisplayState};
use super::display_plan::{BoardsPlan, Columns, RowsMeasure};

/// The ink a text of the display takes (each look gives each its colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// Names and the main text.
    Text,
    /// What explains.
    Quiet,
    /// The titles.
    Title,
    /// A second colour for facts.
    Accent,
    /// A table and chair.
    Seat,
    /// Something still waiting.
    Waiting,
    /// A winner, a score above zero.
    Good,
    /// A score below zero.
    Bad,
    /// A star's colour.
    Star(StarColour),
}

impl Ink {
    /// A score's ink by its sign: above zero good, below it bad, zero plain.
    pub fn score(value: f64) -> Ink {
        if value > 0.0 {
            Ink::Good
        } else if value < 0.0 {
            Ink::Bad
        } else {
            Ink::Text
        }
    }

    /// Its name, as a web page's class reads it ("star-gold").
    pub fn word(self) -> &'static str {
        match self {
            Ink::Text => "text",
            Ink::Quiet => "quiet",
            Ink::Title => "title",
            Ink::Accent => "accent",
            Ink::Seat => "seat",
            Ink::Waiting => "waiting",
            Ink::Good => "good",
            Ink::Bad => "bad",
            Ink::Star(StarColour::Gold) => "star-gold",
            Ink::Star(StarColour::Red) => "star-red",
            Ink::Star(StarColour::Green) => "star-green",
        }
    }
}

/// A row of a board: the cells before the name, the name, the cells after it.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// Before the name (the place, a pair's number), each with its ink.
    pub lead: Vec<(String, Ink)>,
    /// The name.
    pub name: (String, Ink),
    /// After the name (the stars, the score, the table and chair).
    pub trail: Vec<(String, Ink)>,
}

/// What the display shows now: the host's choice, or, on Auto, what the evening calls
/// for.
pub fn shown_mode(state: &DisplayState, party: &State, moves_into: Option<u32>) -> DisplayMode {
    if state.mode != DisplayMode::Auto {
        return state.mode;
    }
    match party.phase() {
        // Before anyone has a seat: the season so far, when a season is picked.
        Phase::Setup
            if state.season.is_some() && party.star().is_none_or(|s| s.cards().is_empty()) =>
        {
            DisplayMode::Season
        }
        Phase::Setup => DisplayMode::Seats,
        Phase::Finished => DisplayMode::Ceremony,
        Phase::Playing => {
            // Nothing reported yet in the round in play (a duplicate round's trays).
            let fresh = match party.playing() {
                Playing::Duplicate(dup) => dup
                    .round()
                    .is_some_and(|r| r.results.iter().flatten().all(Option::is_none)),
                Playing::Star(star) => star
                    .current_round()
                    .is_some_and(|r| r.results.iter().all(Option::is_none)),
            };
            if moves_into.is_some() || fresh {
                DisplayMode::Seats
            } else {
                DisplayMode::Round
            }
        }
    }
}

/// Sorts "Find your seat" by name, case aside.
fn by_name(rows: &mut [(String, String)]) {
    rows.sort_by(|a, b| a.0.to_lowercase().cmp(&b.0.to_lowercase()).then(a.cmp(b)));
}

/// "Find your seat" for either game, from the evening's one seating: the round, and
/// every guest with their table and chair ("3  N", "3  out" for a duplicate sit-out) or
/// "waits", alphabetical; `None` before anyone has a seat.
pub fn seats(state: &State, seating: &Seating) -> Option<(u32, Vec<(String, String)>)> {
    if seating.round == 0 {
        return None;
    }
    let mut rows: Vec<(String, String)> = seating
        .seated
        .iter()
        .map(|s| {
            let place = if s.sits_out {
                format!("{}  out", s.table)
            } else {
                format!("{}  {}", s.table, s.chair.letter())
            };
            (state.name(s.guest).to_owned(), place)
        })
        .chain(
            seating
                .waiting
                .iter()
                .map(|&g| (state.name(g).to_owned(), "waits".to_owned())),
        )
        .collect();
    by_name(&mut rows);
    Some((seating.round, rows))
}

/// The welcome before anyone is seated.
pub fn welcome_words(party: &State) -> &'static str {
    if party.is_duplicate() {
        "Tonight is Duplicate Cinch: the same partner all evening."
    } else {
        "The draw will give each of you a table and a partner."
    }
}

/// "Find your seat"'s rows: the name, then the table and chair.
pub fn seat_list_rows(rows: &[(String, String)]) -> Vec<Row> {
    rows.iter()
        .map(|(name, place)| Row {
            lead: Vec::new(),
            name: (name.clone(), Ink::Text),
            trail: vec![(place.clone(), Ink::Seat)],
        })
        .collect()
}

/// The first letters of the first and last names on a page: "A to L".
fn letters(first: &str, last: &str) -> String {
    let initial = |name: &str| name.chars().next().map(|c| c.to_uppercase().to_string());
    match (initial(first), initial(last)) {
        (Some(a), Some(b)) if a == b => a,
        (Some(a), Some(b)) => format!("{a} to {b}"),
        _ => String::new(),
    }
}

/// "Find your seat — round 3 (page 1 of 2, A to L)" for page `page` of the plan.
pub fn seats_title(
    rows: &[(String, String)],
    round: u32,
    plan: &BoardsPlan,
    page: usize,
) -> String {
    let shown = plan.page_rows(0, page);
    match (
        rows.get(shown.start),
        shown.end.checked_sub(1).and_then(|l| rows.get(l)),
    ) {
        (Some(first), Some(last)) if plan.fit.pages > 1 => format!(
            "Find your seat — round {round} (page {} of {}, {})",
            page + 1,
            plan.fit.pages,
            letters(&first.0, &last.0)
        ),
        _ => format!("Find your seat — round {round}"),
    }
}

/// The key at the right of "Find your seat"'s title band.
pub const SEATS_LEGEND: &str = "table and chair: N, E, S, W";

/// " (page 1 of 3)" when there is more than one page.
pub fn page_words(plan: &BoardsPlan, page: usize) -> String {
    if plan.fit.pages > 1 {
        format!(" (page {} of {})", page + 1, plan.fit.pages)
    } else {
        String::new()
    }
}

/// The rows of a prize group: place (shared by equal counts), name, and the three counts
/// in their colours.
pub fn star_rows(group: &StandingGroup) -> Vec<Row> {
    group
        .rows
        .iter()
        .map(|row| Row {
            lead: vec![(format!("{}.", row.place), Ink::Quiet)],
            name: (row.name.clone(), Ink::Text),
            trail: StarColour::ALL
                .map(|c| (row.stars.of(c).to_string(), Ink::Star(c)))
                .to_vec(),
        })
        .collect()
}

/// The rankings in the order the ceremony announces them (their index is what the
/// display's `revealed` holds): North–South then East–West, or the one ranking of the
/// two-table Howell (R-DUP-12).
pub fn dup_ceremony(dup: &DupView) -> &'static [PairGroup] {
    dup.movement.groups()
}

/// A ranking's board: place (none for a pair that played no tray, R-DUP-8), the pair's
/// number, its two names, its score (above zero good, below it bad).
pub fn dup_board_rows(dup: &DupView, group: PairGroup) -> Vec<Row> {
    dup.standings
        .group(group)
        .map(|s| {
            let value = s.percent.map(|p| p - 50.0).or(s.plus_minus).unwrap_or(0.0);
            let place = s.place.map_or_else(|| "–".to_owned(), |p| format!("{p}."));
            Row {
                lead: vec![(place, Ink::Quiet), (s.pair.to_string(), Ink::Seat)],
                name: (dup.names(s.id()).to_owned(), Ink::Text),
                trail: vec![(dup.score_words(s.id()), Ink::score(value))],
            }
        })
        .collect()
}

/// Measures `boards` for the plan with `width` (a text's width at a text size of 1):
/// each name, and each column as wide as its widest text; `heads` are what stands above
/// the cells after the name (a star's shape above its count), each such column at least
/// as wide as its head.
pub fn measure(
    boards: &[&[Row]],
    (shortest_name, titled): (f32, bool),
    heads: &[&str],
    width: &dyn Fn(&str) -> f32,
) -> (Vec<RowsMeasure>, Columns) {
    // Each different text measured once (200 rows of counts are a handful of numbers).
    let widest = |pick: &dyn Fn(&Row) -> Option<&String>| {
        let texts: std::collections::BTreeSet<&String> = boards
            .iter()
            .flat_map(|b| b.iter())
            .filter_map(pick)
            .collect();
        texts.into_iter().map(|t| width(t)).fold(0.0, f32::max)
    };
    let cells = |pick: &dyn Fn(&Row) -> usize| {
        boards
            .iter()
            .flat_map(|b| b.iter())
            .map(pick)
            .max()
            .unwrap_or(0)
    };
    let lead = (0..cells(&|r| r.lead.len()))
        .map(|i| widest(&|r| r.lead.get(i).map(|c| &c.0)))
        .collect();
    let trail = (0..cells(&|r| r.trail.len()))
        .map(|i| {
            let head = heads.get(i).map_or(0.0, |h| width(h));
            widest(&|r| r.trail.get(i).map(|c| &c.0)).max(head)
        })
        .collect();
    let measures = boards
        .iter()
        .map(|b| RowsMeasure {
            names: b.iter().map(|r| width(&r.name.0)).collect(),
        })
        .collect();
    let columns = Columns {
        lead,
        trail,
        shortest_name,
        titled,
    };
    (measures, columns)
}

/// The star game's round: "Table 3 is still playing", or every table done.
pub fn still_playing(playing: &[u32]) -> String {
    match playing.len() {
        0 => "Every table has finished: wait for the bell.".to_owned(),
        1 => format!(
            "{} is still playing",
            capitalised(&tables_list(playing, 14))
        ),
        _ => format!(
            "{} are still playing",
            capitalised(&tables_list(playing, 14))
        ),
    }
}

/// A duplicate round: the trays still out, or every tray in.
pub fn trays_still_playing(missing: &[(u32, Vec<u32>)]) -> String {
    if missing.is_empty() {
        "Every tray is in: wait for the bell.".to_owned()
    } else {
        format!("Still playing: {}", missing_trays(missing))
    }
}

/// The last word of the evening.
pub use crate::words::THANKS;

/// "So far, after round 2: the evening is not over."
pub fn not_final(far: &str) -> String {
    format!("{}: the evening is not over.", capitalised(far))
}

/// A prize's winner's name (a pair's two names), and the guest when one person won.
pub fn prize_winner(party: &State, prize: &Prize) -> Option<(String, Option<GuestId>)> {
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
