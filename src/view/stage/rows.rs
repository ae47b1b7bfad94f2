//! What the guest display says, worked out once for every view of it (issues 36, 44):
//! the stage the evening calls for, and the rows of its boards ("Find your seat", the
//! stars of each prize group, the two directions' leader boards) with the ink each text
//! takes and whether its name is an everyday one. The stages (`view::stage`) lay these
//! out; the phones' standings page lists the same rows.

use crate::rules::duplicate::PairGroup;
use crate::rules::{GuestId, Phase, Playing, Prize, PrizeOutcome, PrizeWinner, StarColour, State};
use crate::transcript::dup_view::DupView;
use crate::transcript::seating::Seating;
use crate::transcript::standings::StandingGroup;

use crate::view::display::{DisplayMode, DisplayState};

/// An everyday name has at most this many characters: the display shows every one whole
/// before anything else (issue 44).
pub const EVERYDAY_NAME: usize = 24;

/// Whether `name` is an everyday name.
pub fn everyday(name: &str) -> bool {
    name.chars().count() <= EVERYDAY_NAME
}

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
    /// Every name in it is an everyday one (a pair: both players' names): it is shown
    /// whole before anything else.
    pub everyday: bool,
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

/// Sorts "Find your seat" by name, in reading order (`words::name_order`).
fn by_name(rows: &mut [(String, String)]) {
    rows.sort_by(|a, b| crate::words::name_order(&a.0, &b.0).then(a.cmp(b)));
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
                crate::words::msg::display_sits_out(s.table)
            } else {
                let letter = crate::words::msg::seat_letter(crate::words::seat_code(s.chair));
                format!("{}  {letter}", s.table)
            };
            (state.name(s.guest).to_owned(), place)
        })
        .chain(
            seating
                .waiting
                .iter()
                .map(|&g| (state.name(g).to_owned(), crate::words::msg::display_waits())),
        )
        .collect();
    by_name(&mut rows);
    Some((seating.round, rows))
}

/// "Find your seat"'s rows: the name, then the table and chair.
pub fn seat_list_rows(rows: &[(String, String)]) -> Vec<Row> {
    rows.iter()
        .map(|(name, place)| Row {
            lead: Vec::new(),
            name: (name.clone(), Ink::Text),
            trail: vec![(place.clone(), Ink::Seat)],
            everyday: everyday(name),
        })
        .collect()
}

/// The first letters of the first and last names of a page: "A to L".
pub fn letters(first: &str, last: &str) -> String {
    let initial = |name: &str| name.chars().next().map(|c| c.to_uppercase().to_string());
    match (initial(first), initial(last)) {
        (Some(a), Some(b)) if a == b => a,
        (Some(first), Some(last)) => crate::words::msg::DisplayLetters { first, last }.say(),
        _ => String::new(),
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
            everyday: everyday(&row.name),
        })
        .collect()
}

/// The score cards ranked (R-ALT-3): place (shared by equal totals), the pair or the
/// player, the points.
pub fn points_rows(ranking: &[crate::transcript::Placed]) -> Vec<Row> {
    ranking
        .iter()
        .map(|p| Row {
            lead: vec![(format!("{}.", p.place), Ink::Quiet)],
            name: (p.name.clone(), Ink::Text),
            trail: vec![(p.points.to_string(), Ink::Text)],
            everyday: everyday(&p.name),
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
pub fn dup_board_rows(state: &State, dup: &DupView, group: PairGroup) -> Vec<Row> {
    dup.standings
        .group(group)
        .map(|s| {
            let value = s.percent.map(|p| p - 50.0).or(s.plus_minus).unwrap_or(0.0);
            let place = s.place.map_or_else(|| "–".to_owned(), |p| format!("{p}."));
            Row {
                lead: vec![(place, Ink::Quiet), (s.pair.to_string(), Ink::Seat)],
                name: (dup.names(s.id()).to_owned(), Ink::Text),
                trail: vec![(dup.score_words(s.id()), Ink::score(value))],
                everyday: dup
                    .players(s.id())
                    .is_none_or(|p| p.iter().all(|g| everyday(state.name(*g)))),
            }
        })
        .collect()
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
            crate::words::pair_names(party.name(p.lady), party.name(p.gentleman)),
            None,
        )),
        _ => None,
    }
}
