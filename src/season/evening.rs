//! What one evening gives the season (R-SEASON-3..5), worked out from its party by the
//! rules' own derivations: the stars each guest earned and the prizes they won
//! (R-STAR, R-PRIZE), each duplicate pair's matchpoint percentage (R-DUP-9, through
//! `duplicate_score::standings`, whatever method the evening announced), each score
//! card's place (R-ALT). Pure: a party in, facts out; the season never looks further in.

use std::collections::BTreeMap;

use crate::rules::duplicate::DupMethod;
use crate::rules::duplicate::PairId;
use crate::rules::duplicate_score::standings;
use crate::rules::{
    Dup, GameKind, GameSettings, GuestId, Party, Phase, Playing, PrizeOutcome, PrizeWinner, Side,
    Star, Stars,
};
use crate::transcript::dup_view::DupView;
use crate::transcript::evening::{Evening, Game, StarEvening};
use crate::transcript::{prize_title, winner_name};

/// The kinds of evening, as the season's JSON writes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// The star game (R-STAR).
    Stars,
    /// Pairs all evening (R-ALT-1).
    Pairs,
    /// Individual score cards (R-ALT-2).
    Individual,
    /// Duplicate Cinch (R-DUP).
    Duplicate,
}

impl Kind {
    /// "stars", "pairs", "individual" or "duplicate".
    pub fn code(self) -> &'static str {
        match self {
            Kind::Stars => "stars",
            Kind::Pairs => "pairs",
            Kind::Individual => "individual",
            Kind::Duplicate => "duplicate",
        }
    }

    /// The kind of a party's scoring.
    pub fn of(game: GameKind) -> Kind {
        match game {
            GameKind::Stars => Kind::Stars,
            GameKind::PairsAllEvening => Kind::Pairs,
            GameKind::IndividualCards => Kind::Individual,
            GameKind::Duplicate => Kind::Duplicate,
        }
    }
}

/// What an evening gave one player.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Gave {
    /// A star evening: the stars earned and the prizes won (R-SEASON-3).
    Stars {
        /// Gold, red and green.
        stars: Stars,
        /// Prizes awarded to them that evening.
        prizes: u32,
    },
    /// A duplicate evening: their pair's matchpoint percentage (R-SEASON-4).
    Percent(f64),
    /// Their pair played no tray: nothing (R-SEASON-4).
    NoTray,
    /// A score-card evening: their place that evening, among how many (R-SEASON-5).
    Place {
        /// 1, 2, 2, 4 …
        place: u32,
        /// Pairs (R-ALT-1) or players (R-ALT-2) ranked.
        of: u32,
    },
}

/// One player of an evening.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// Their name as the party has it.
    pub name: String,
    /// Their side that evening.
    pub side: Side,
    /// What the evening gave them.
    pub gave: Gave,
}

/// One evening, as the season reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct EveningFacts {
    /// The party's title.
    pub title: String,
    /// Its kind.
    pub kind: Kind,
    /// Over (R-ROUND-6, R-DUP-6): it counts; otherwise it is listed and counts nothing.
    pub over: bool,
    /// Ladies and gentlemen (not open seating, not duplicate): its sides are real.
    pub classic: bool,
    /// Everyone who played, in the party's order.
    pub players: Vec<Player>,
    /// The file is damaged (its last line cut short, as `report` says): read as far as
    /// it goes, and said.
    pub damaged: Option<String>,
    /// Who took what, as the evening itself shows it: each prize and its winner (the
    /// star game, the score cards), or each direction's first place with every pair
    /// level there (Duplicate Cinch, R-DUP-8).
    pub winners: Vec<Won>,
}

/// One prize, or one direction's first place, and who took it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Won {
    /// "Ladies' first prize (most gold stars)", "North–South".
    pub what: String,
    /// Who took it, in the evening's spelling: a guest, a pair ("N–S 3 (Ann & Bob)");
    /// more than one when they are level and no cut has settled it.
    pub by: Vec<String>,
}

/// The facts of a party.
pub fn facts_of(party: &Party, title: &str) -> EveningFacts {
    let state = party.state();
    let kind = Kind::of(state.settings.game.kind());
    // The evening as every other view reads it, derived once, here.
    let evening = Evening::of(party, 0);
    // The evening derived here from this party: its game and its kind always pair.
    let (gave, winners): (BTreeMap<GuestId, Gave>, Vec<Won>) = match evening.game(party) {
        Some(Game::Duplicate(dup, view)) => (duplicate_facts(dup), direction_winners(view)),
        // Score cards give their places (R-SEASON-5), the star game its stars.
        Some(Game::Star(star, derived)) => match &derived.ranking {
            Some(_) => (card_places(derived), prize_winners(state, derived)),
            None => (star_facts(star, derived), prize_winners(state, derived)),
        },
        None => (BTreeMap::new(), Vec::new()),
    };
    let players = state
        .guests()
        .iter()
        .filter_map(|g| {
            gave.get(&g.id).map(|&gave| Player {
                name: g.name.clone(),
                side: g.side,
                gave,
            })
        })
        .collect();
    EveningFacts {
        title: title.to_owned(),
        kind,
        over: state.phase() == Phase::Finished,
        classic: !state.settings.open_seating() && kind != Kind::Duplicate,
        players,
        damaged: None,
        winners,
    }
}

/// Each prize awarded and its winner; a prize still level, everyone who must cut.
fn prize_winners(state: &crate::rules::State, derived: &StarEvening) -> Vec<Won> {
    derived
        .prizes
        .iter()
        .filter_map(|prize| {
            let by = match &prize.outcome {
                PrizeOutcome::Awarded { winner, .. } => vec![winner_name(state, *winner)],
                PrizeOutcome::AwaitingCut { candidates, .. } => candidates
                    .iter()
                    .map(|&g| state.name(g).to_owned())
                    .collect(),
                PrizeOutcome::AwaitingEarlier | PrizeOutcome::NotAwarded => return None,
            };
            Some(Won {
                what: prize_title(prize.key, state.settings.open_seating()),
                by,
            })
        })
        .collect()
}

/// Each direction's first place (one ranking in the two-table Howell, R-DUP-12), every
/// pair level there named (R-DUP-8).
fn direction_winners(view: &DupView) -> Vec<Won> {
    view.standings
        .winners
        .iter()
        .filter(|(_, pairs)| !pairs.is_empty())
        .map(|(group, pairs)| Won {
            what: crate::words::group(*group).to_owned(),
            by: pairs
                .iter()
                .map(|&n| view.pair_label(PairId::new(*group, n)))
                .collect(),
        })
        .collect()
}

/// Everyone seated in some round.
fn seated(star: Star<'_>) -> std::collections::BTreeSet<GuestId> {
    star.rounds()
        .iter()
        .flat_map(|r| r.tables.iter().flat_map(|t| t.players()))
        .collect()
}

/// R-STAR, R-PRIZE: each player's stars and the prizes awarded to them.
fn star_facts(star: Star<'_>, derived: &StarEvening) -> BTreeMap<GuestId, Gave> {
    let stars = &derived.stars;
    let mut prizes: BTreeMap<GuestId, u32> = BTreeMap::new();
    for prize in &derived.prizes {
        if let PrizeOutcome::Awarded {
            winner: PrizeWinner::Guest(guest),
            ..
        } = &prize.outcome
        {
            *prizes.entry(*guest).or_default() += 1;
        }
    }
    seated(star)
        .into_iter()
        .map(|g| {
            let gave = Gave::Stars {
                stars: stars.get(g.0 as usize).copied().unwrap_or_default(),
                prizes: prizes.get(&g).copied().unwrap_or(0),
            };
            (g, gave)
        })
        .collect()
}

/// R-ALT-1, R-ALT-2 (R-SEASON-5): each player's place that evening, read from the
/// evening's one ranking (R-ALT-3: equal totals share a place).
fn card_places(derived: &StarEvening) -> BTreeMap<GuestId, Gave> {
    let ranking = derived.ranking.as_deref().unwrap_or_default();
    let of = u32::try_from(ranking.len()).unwrap_or(u32::MAX);
    ranking
        .iter()
        .flat_map(|row| {
            row.players.iter().map(move |g| {
                (
                    *g,
                    Gave::Place {
                        place: row.place,
                        of,
                    },
                )
            })
        })
        .collect()
}

/// R-SEASON-4: each player's pair's matchpoint percentage, from the rules' standings of
/// the evening scored by matchpoints (R-DUP-9) whatever it announced; a pair that played
/// no tray, or that the standings give no score, gives nothing.
fn duplicate_facts(dup: Dup<'_>) -> BTreeMap<GuestId, Gave> {
    let mut by_matchpoints = dup.state.clone();
    if let GameSettings::Duplicate(settings) = &mut by_matchpoints.settings.game {
        settings.method = DupMethod::Matchpoints;
    }
    let Playing::Duplicate(dup) = by_matchpoints.playing() else {
        return BTreeMap::new();
    };
    standings(dup)
        .pairs
        .iter()
        .flat_map(|pair| {
            let gave = match pair.percent {
                Some(percent) if pair.trays > 0 => Gave::Percent(percent),
                _ => Gave::NoTray,
            };
            pair.players.map(|g| (g, gave))
        })
        .collect()
}
