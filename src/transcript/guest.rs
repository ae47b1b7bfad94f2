//! One guest's evening (issue 14): round by round, where they sat, with whom, the score,
//! the cut, and the star it gave them, with a running tally; and for each prize they
//! could have won, why they won it or did not. Worked out from the same derived state
//! as the transcript, so the two can never disagree.

use std::collections::BTreeMap;

use serde::Serialize;

use super::explain::stars_words;
pub use super::guest_prizes::GuestPrize;
use super::guest_prizes::{guest_prize, in_the_running};
use super::{DealLine, deal_lines, seat_code, side_code};
use crate::rules::guests::name_key;
use crate::rules::late::Change;
use crate::rules::progression::seat_of;
use crate::rules::{GuestId, PairSide, Party, Prize, Star, StarColour, Stars, State, TableRole};
use crate::words::{self, and_list};

/// A guest's evening.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GuestEvening {
    /// Who.
    #[serde(skip)]
    pub guest: GuestId,
    /// Their name.
    pub name: String,
    /// "lady" or "gentleman" ("red" or "blue" in open seating).
    pub side: &'static str,
    /// Every round of the evening, sat out or played.
    pub rounds: Vec<GuestRound>,
    /// Their stars at the end (or so far); none at a score-card evening, which gives no
    /// stars (R-ALT-1).
    pub stars: Option<Stars>,
    /// Out of the prize list (R-LATE-2); their stars stay.
    pub withdrawn: bool,
    /// The prize they won, if any.
    pub prize: Option<GuestPrize>,
    /// Every prize they were in the running for, and where they stood in it.
    pub prizes: Vec<GuestPrize>,
}

/// One round of a guest's evening.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GuestRound {
    /// The round's number.
    pub round: u32,
    /// "played", "playing" (no result yet), "waiting", "left" or "not_arrived".
    pub status: RoundStatus,
    /// The table (when they had a chair).
    pub table: Option<u32>,
    /// "head", "booby", "head and booby", or null.
    #[serde(serialize_with = "role_words")]
    pub tag: Option<TableRole>,
    /// "north" …
    pub chair: Option<&'static str>,
    /// Their partner's name.
    pub partner: Option<String>,
    /// Their opponents' names.
    pub opponents: Vec<String>,
    /// Their pair's score, then the opponents'.
    pub score: Option<[i64; 2]>,
    /// A tie settled by the ladies' cut: "won" or "lost" (for their pair).
    pub cut: Option<CutOutcome>,
    /// The party's seating: the red-pack guests cut in open seating (for the words).
    #[serde(skip)]
    pub open_seating: bool,
    /// "no result": the table was settled by a cut at the bell.
    pub unreported: bool,
    /// The star this round gave them: "gold", "red", "green" or null.
    pub star: Option<StarColour>,
    /// Their stars after this round (none at a score-card evening).
    pub tally: Option<Stars>,
    /// The table's deals, when it kept its pad deal by deal.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub deals: Vec<DealLine>,
    /// Why the host corrected this table's result, in the host's words (issue 52).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub corrected: Vec<String>,
}

/// Where a guest was in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundStatus {
    /// At a table with a result.
    Played,
    /// At a table still playing.
    Playing,
    /// On the waiting list (R-LATE-1).
    Waiting,
    /// Gone (R-LATE-2).
    Left,
    /// Not yet come (R-LATE-1).
    NotArrived,
}

/// A tie's cut, from one pair's side (R-ROUND-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CutOutcome {
    /// Their lady won it.
    Won,
    /// The other lady won it.
    Lost,
}

/// A table's role as the transcript writes it ("head", …, or null).
fn role_words<S: serde::Serializer>(role: &Option<TableRole>, out: S) -> Result<S::Ok, S::Error> {
    out.serialize_some(&role.and_then(words::role))
}

impl GuestEvening {
    /// The evening of `guest` in `party`, if it plays the star game (at a duplicate
    /// evening a guest's evening is their pair's).
    pub fn of(party: &Party, guest: GuestId) -> Option<GuestEvening> {
        let star = party.state().star()?;
        let evening = GuestEvening::from_parts(star, &star.stars(), &star.prizes(), guest);
        Some(evening.with_reasons(&super::correction_reasons(party)))
    }

    /// The host's reasons for the corrections of this guest's tables (issue 52), from
    /// `super::correction_reasons`.
    #[must_use]
    pub fn with_reasons(mut self, reasons: &BTreeMap<(u32, u32), Vec<String>>) -> GuestEvening {
        for line in &mut self.rounds {
            if let Some(why) = line.table.and_then(|t| reasons.get(&(line.round, t))) {
                line.corrected.clone_from(why);
            }
        }
        self
    }

    /// The same, from a star evening's stars and prizes already worked out.
    pub fn from_parts(
        star: Star<'_>,
        stars: &[Stars],
        prizes: &[Prize],
        guest: GuestId,
    ) -> GuestEvening {
        let state = star.state;
        let mut tally = Stars::default();
        let rounds = star
            .rounds()
            .iter()
            .map(|round| round_line(star, round, guest, &mut tally))
            .collect();
        let own = stars.get(guest.0 as usize).copied().unwrap_or_default();
        let mine: Vec<GuestPrize> = prizes
            .iter()
            .filter(|p| in_the_running(state, p, guest))
            .map(|p| guest_prize(star, stars, prizes, p, guest))
            .collect();
        let side = state
            .guest(guest)
            .map(|g| side_code(g.side))
            .unwrap_or("lady");
        GuestEvening {
            guest,
            name: state.name(guest).to_owned(),
            side,
            rounds,
            stars: star.gives_stars().then_some(own),
            withdrawn: star.is_withdrawn(guest),
            prize: mine.iter().find(|p| p.won).cloned(),
            prizes: mine,
        }
    }

    /// The evening as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    /// The evening in words, a line a round, for the report.
    pub fn to_text(&self) -> String {
        // A score-card evening gives no stars (R-ALT-1): the name and side alone.
        let mut out = match self.stars {
            Some(stars) => format!(
                "{} ({}): {}, {}, {}\n",
                self.name,
                crate::words::side_noun(self.side),
                stars_words(stars.gold, StarColour::Gold),
                stars_words(stars.red, StarColour::Red),
                stars_words(stars.green, StarColour::Green),
            ),
            None => format!("{} ({})\n", self.name, crate::words::side_noun(self.side)),
        };
        for round in &self.rounds {
            let line = crate::words::msg::ResultsRoundLine {
                round: round.round,
                words: round.words(),
            }
            .say();
            out.push_str(&format!("  {line}\n"));
        }
        for prize in &self.prizes {
            out.push_str(&format!("  {}: {}\n", prize.title, prize.why));
        }
        if self.withdrawn {
            out.push_str(&format!(
                "  {}\n",
                crate::words::msg::transcript_withdrawn()
            ));
        }
        out
    }
}

impl GuestRound {
    /// The round in a sentence: "table 3, North, with Bea against Cy and Di: won 30–12
    /// (red star)".
    pub fn words(&self) -> String {
        use crate::words::msg;
        let Some(table) = self.table else {
            return match self.status {
                RoundStatus::Left => msg::round_left(),
                RoundStatus::NotArrived => msg::round_not_arrived(),
                _ => msg::round_waiting(),
            };
        };
        let mut text = msg::RoundAt {
            table,
            role: self.tag.map_or("plain", words::role_code),
            seat: self.chair.unwrap_or_default(),
            partner: self.partner.as_deref().unwrap_or("?"),
            opponents: and_list(&self.opponents),
        }
        .say();
        match self.score {
            None => text.push_str(&msg::round_playing()),
            Some(_) if self.unreported => text.push_str(&msg::round_no_result()),
            Some([us, them]) => {
                let verb = match (us.cmp(&them), self.cut) {
                    (core::cmp::Ordering::Greater, _) | (_, Some(CutOutcome::Won)) => "won",
                    (core::cmp::Ordering::Less, _) | (_, Some(CutOutcome::Lost)) => "lost",
                    _ => "tied",
                };
                text.push_str(&msg::RoundScore { verb, us, them }.say());
                if let Some(cut) = self.cut {
                    let won = matches!(cut, CutOutcome::Won);
                    text.push_str(
                        &msg::RoundTie {
                            open: if self.open_seating { "yes" } else { "no" },
                            won: if won { "yes" } else { "no" },
                        }
                        .say(),
                    );
                }
            }
        }
        if !self.corrected.is_empty() {
            text.push_str(&msg::round_corrected(self.corrected.join("; ")));
        }
        match self.star {
            Some(star) => text.push_str(&msg::round_star(words::colour_code(star))),
            // "no star" only where stars are given (a score-card evening gives none).
            None if self.score.is_some() && self.tally.is_some() => {
                text.push_str(&msg::round_no_star());
            }
            None => {}
        }
        text
    }
}

/// Why a guest sat a round out: not yet arrived, waiting, or gone.
fn sat_out(star: Star<'_>, round: u32, guest: GuestId) -> RoundStatus {
    let changes = star.changes();
    let arrived = changes.iter().find_map(|(at, change)| match change {
        Change::Arrive { guest: g, .. } if *g == guest => Some(*at),
        _ => None,
    });
    let left = changes.iter().find_map(|(at, change)| match change {
        Change::Leave { guest: g } if *g == guest => Some(*at),
        _ => None,
    });
    if arrived.is_some_and(|at| round < at) {
        RoundStatus::NotArrived
    } else if left.is_some_and(|at| round >= at) {
        RoundStatus::Left
    } else {
        RoundStatus::Waiting
    }
}

fn round_line(
    star: Star<'_>,
    round: &crate::rules::Round,
    guest: GuestId,
    tally: &mut Stars,
) -> GuestRound {
    let state = star.state;
    let won = star
        .round_stars(round)
        .into_iter()
        .find(|(g, _)| *g == guest)
        .map(|(_, colour)| colour);
    if let Some(colour) = won {
        tally.add(colour);
    }
    let mut line = GuestRound {
        round: round.number,
        status: RoundStatus::Played,
        table: None,
        tag: None,
        chair: None,
        partner: None,
        opponents: Vec::new(),
        score: None,
        cut: None,
        open_seating: star.state.settings.open_seating(),
        unreported: false,
        star: won,
        tally: star.gives_stars().then_some(*tally),
        deals: Vec::new(),
        corrected: Vec::new(),
    };
    let Some((table, seat)) = seat_of(round, guest) else {
        line.status = sat_out(star, round.number, guest);
        return line;
    };
    let Ok((seats, result)) = round.table(table) else {
        return line;
    };
    let role = round.role(table, state.settings.scoring());
    line.table = Some(table);
    line.tag = (role != TableRole::Plain).then_some(role);
    line.chair = Some(seat_code(seat));
    let pair = seat.pair();
    line.partner = Some(state.name(seats.at(seat.opposite())).to_owned());
    line.opponents = pair
        .other()
        .seats()
        .map(|s| state.name(seats.at(s)).to_owned())
        .to_vec();
    let Some(result) = result else {
        line.status = RoundStatus::Playing;
        return line;
    };
    let (us, them) = match pair {
        PairSide::NorthSouth => (result.ns, result.ew),
        PairSide::EastWest => (result.ew, result.ns),
    };
    line.score = Some([us, them]);
    line.unreported = result.unreported;
    if us == them && result.cut.is_some() {
        line.cut = Some(if result.winner(seats) == Some(pair) {
            CutOutcome::Won
        } else {
            CutOutcome::Lost
        });
    }
    if let Some(deals) = &result.deals {
        line.deals = deal_lines(state.settings.deal_scoring, deals);
    }
    line
}

/// The guests whose names match what the host typed: an exact name first, then names
/// starting with it, then names holding it, each alphabetical; case and accents as the
/// name rules compare them.
pub fn find_guests(state: &State, typed: &str) -> Vec<GuestId> {
    let key = name_key(typed.trim());
    if key.is_empty() {
        return Vec::new();
    }
    let mut found: Vec<(u8, &str, GuestId)> = state
        .guests()
        .iter()
        .filter(|g| !g.removed)
        .filter_map(|g| {
            let name = name_key(&g.name);
            let rank = if name == key {
                0
            } else if name.starts_with(&key) {
                1
            } else if name.split_whitespace().any(|w| w.starts_with(&key)) {
                2
            } else if name.contains(&key) {
                3
            } else {
                return None;
            };
            Some((rank, g.name.as_str(), g.id))
        })
        .collect();
    // Best match first; equal matches in reading order.
    found.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| words::name_order(a.1, b.1)));
    found.into_iter().map(|(_, _, id)| id).collect()
}
