//! A Duplicate Cinch evening as the screens, the print-outs and the phones see it
//! (R-DUP): its movement, each pair's name, the standings and travellers, worked out once
//! per change of the party; and the guide of every table for a round, in words to read
//! out (R-DUP-10).

use std::collections::BTreeMap;

use crate::rules::deal::DealScoring;
use crate::rules::duplicate::{
    DupMethod, DupPair, DupRound, MoveList, Movement, PairGroup, PairId, TrayPlay,
};
use crate::rules::duplicate_score::{DupStandings, TraysIn, standings, withheld_from_room};
use crate::rules::{Dup, GuestId, PairSide};
use crate::words;

/// The duplicate evening, derived.
#[derive(Debug, Clone, PartialEq)]
pub struct DupView {
    /// The movement (before play: the one the pairs would make).
    pub movement: Movement,
    /// Whether play has started.
    pub started: bool,
    /// The standings, winners and travellers.
    pub standings: DupStandings,
    /// R-DUP-13: while the evening is still being played, how many trays are in — all
    /// the room may see of its results; `None` once it is over (everything released).
    pub withheld: Option<TraysIn>,
    /// The evening as the room may see it while `withheld`: no standings, travellers or
    /// tray results (see [`DupView::for_the_room`]).
    room: Option<Box<DupView>>,
    /// Plus/minus or matchpoints.
    pub method: DupMethod,
    /// The trays of the round in play still without a result, by table.
    pub missing: Vec<(u32, Vec<u32>)>,
    /// Who and what goes where after the last bell (R-DUP-10), while the move list is
    /// read out; `None` before the first bell.
    pub moves: Option<MoveList>,
    /// The rounds begun, the first first, with every tray's result as recorded.
    pub rounds: Vec<DupRound>,
    /// The pairs as the host made them, in that order (the Pairs screen edits this
    /// list, R-DUP-1).
    pub listed: Vec<DupPair>,
    /// The program's seed for the trays' hands, once it has dealt them (R-DUP-2).
    pub hands_seed: Option<u64>,
    /// The cuts that settled a tie for first, by direction (R-DUP-8).
    pub cuts: Vec<(PairGroup, crate::rules::Cut)>,
    /// How a tray's result is written (R-DEAL-3).
    deal_scoring: DealScoring,
    names: BTreeMap<PairId, String>,
    each_name: BTreeMap<PairId, [String; 2]>,
    players: BTreeMap<PairId, [GuestId; 2]>,
}

impl DupView {
    /// The duplicate view of a duplicate evening.
    pub fn of(dup: Dup<'_>) -> DupView {
        let state = dup.state;
        let movement = dup.movement();
        let pairs = dup.pairs_by(&movement);
        let each_name: BTreeMap<PairId, [String; 2]> = pairs
            .iter()
            .map(|(id, pair)| (*id, pair.players.map(|g| state.name(g).to_owned())))
            .collect();
        // The pair's two names as one, from the same names (kept: every view asks).
        let names = each_name
            .iter()
            .map(|(id, [a, b])| (*id, words::pair_names(a, b)))
            .collect();
        let players = pairs.iter().map(|(id, pair)| (*id, pair.players)).collect();
        let moves = dup
            .round()
            .map(|r| r.number.saturating_sub(1))
            .filter(|&after| after > 0)
            .map(|after| MoveList::of(&movement, after));
        let withheld = withheld_from_room(dup);
        let mut view = DupView {
            movement,
            started: dup.started(),
            standings: standings(dup),
            withheld,
            room: None,
            method: dup.settings().method,
            missing: dup.missing(),
            moves,
            rounds: dup.rounds().to_vec(),
            hands_seed: dup.hands_seed(),
            listed: dup.pairs().to_vec(),
            cuts: dup.cuts().to_vec(),
            deal_scoring: state.settings.deal_scoring,
            names,
            each_name,
            players,
        };
        if withheld.is_some() {
            view.room = Some(Box::new(view.withheld_copy()));
        }
        view
    }

    /// R-DUP-13: the evening as the room may see it now — everything while the
    /// evening is over; while it is played, the seating, the movement and how many
    /// trays are in, but no standings, traveller or tray result (a pair's and a table's
    /// own results are read from the host's view, each by its own page). Every view
    /// for the room (the display, the served pages, the published page, the paper)
    /// reads this, so none can give a hand away by forgetting to.
    pub fn for_the_room(&self) -> &DupView {
        self.room.as_deref().unwrap_or(self)
    }

    /// This view with the standings and the results taken out (R-DUP-13).
    fn withheld_copy(&self) -> DupView {
        let mut room = self.clone();
        let mut pairs: Vec<_> = self
            .standings
            .pairs
            .iter()
            .map(|p| crate::rules::duplicate_score::PairStanding {
                plus_minus: None,
                percent: None,
                trays: 0,
                place: None,
                ..p.clone()
            })
            .collect();
        // In the pairs' own order, not the ranking's: an order is a ranking too.
        let groups = self.movement.groups();
        pairs.sort_by_key(|p| (groups.iter().position(|g| *g == p.group), p.pair));
        room.standings = DupStandings {
            pairs,
            travellers: Vec::new(),
            winners: Vec::new(),
        };
        for play in room
            .rounds
            .iter_mut()
            .flat_map(|r| r.results.iter_mut().flatten())
        {
            *play = None;
        }
        room
    }

    /// The round in play (or the last once the evening is over); `None` before the
    /// start.
    pub fn round(&self) -> Option<&DupRound> {
        self.rounds.last()
    }

    /// What was recorded for `tray` at `table` in `round` (R-DUP-7), if anything.
    pub fn outcome(&self, round: u32, table: u32, tray: u32) -> Option<TrayPlay> {
        let slot = self
            .movement
            .trays_at(round, table)
            .iter()
            .position(|t| *t == tray)?;
        *self
            .rounds
            .get((round as usize).checked_sub(1)?)?
            .results
            .get((table as usize).checked_sub(1)?)?
            .get(slot)?
    }

    /// Every pair with its two players, by group (N–S first) and number.
    pub fn pair_list(&self) -> impl Iterator<Item = (PairId, [GuestId; 2])> + '_ {
        self.players.iter().map(|(id, players)| (*id, *players))
    }

    /// How many pairs there are.
    pub fn pair_count(&self) -> usize {
        self.players.len()
    }

    /// The pair `guest` plays in, if any.
    pub fn pair_of(&self, guest: GuestId) -> Option<PairId> {
        self.players
            .iter()
            .find(|(_, players)| players.contains(&guest))
            .map(|(id, _)| *id)
    }

    /// A pair's two players.
    pub fn players(&self, pair: PairId) -> Option<[GuestId; 2]> {
        self.players.get(&pair).copied()
    }

    /// Every pair, by group (N–S first) and number.
    pub fn pairs(&self) -> impl Iterator<Item = PairId> + '_ {
        self.names.keys().copied()
    }

    /// "Ann Abbott & Bob Baker".
    pub fn names(&self, pair: PairId) -> &str {
        self.names.get(&pair).map_or("", String::as_str)
    }

    /// A pair's two names, each alone: ["Ann Abbott", "Bob Baker"].
    pub fn each_name(&self, pair: PairId) -> [&str; 2] {
        self.each_name
            .get(&pair)
            .map_or(["", ""], |[a, b]| [a.as_str(), b.as_str()])
    }

    /// "N–S 3 (Ann Abbott & Bob Baker)", "Pair 3 (…)" in the Howell.
    pub fn pair_label(&self, pair: PairId) -> String {
        format!("{} ({})", words::pair_tag(pair), self.names(pair))
    }

    /// A pair's score as the standings show it: "+3.25" or "48.60 %"; "–" for a pair
    /// that has played no tray (it has no score, R-DUP-8).
    pub fn score_words(&self, pair: PairId) -> String {
        match self.standings.of(pair) {
            Some(s) => match (s.percent, s.plus_minus) {
                (Some(p), _) => words::percent(p),
                (None, Some(pm)) => words::plus_minus(pm),
                (None, None) => "–".to_owned(),
            },
            None => "–".to_owned(),
        }
    }
}

/// A pair's evening, tray by tray (the Ctrl+F panel of a duplicate party).
#[derive(Debug, Clone, PartialEq)]
pub struct PairEvening {
    /// The pair.
    pub pair: PairId,
    /// Each round played so far, in order.
    pub rounds: Vec<PairRound>,
}

/// One round of a pair's evening.
#[derive(Debug, Clone, PartialEq)]
pub struct PairRound {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// "E–W 5 (Ann & Bob)"; `None` when the pair sat out.
    pub against: Option<String>,
    /// The trays played there.
    pub trays: Vec<PairTray>,
}

/// One tray of a pair's evening, and how the same cards went elsewhere.
#[derive(Debug, Clone, PartialEq)]
pub struct PairTray {
    /// The tray.
    pub tray: u32,
    /// What happened, in words ("not reported" before a result).
    pub outcome: String,
    /// The same words in pieces that read as `outcome` joined by spaces, each but the
    /// first kept whole on a line by a page (`words::tray_outcome_pieces`).
    pub outcome_pieces: Vec<String>,
    /// The pair's result on it (its side's score minus the other's), if played.
    pub result: Option<i64>,
    /// Its plus/minus or percentage on the tray, in words.
    pub score: Option<String>,
    /// The other tables' results on the same tray, from this pair's side: (table, result).
    pub elsewhere: Vec<(u32, i64)>,
}

impl DupView {
    /// The evening of `pair`, round by round, tray by tray (R-DUP-8, R-DUP-9: each
    /// result against the same cards at the other tables).
    pub fn pair_evening(&self, pair: PairId) -> PairEvening {
        let m = &self.movement;
        let rounds = self
            .rounds
            .iter()
            .map(|round| round.number)
            .filter_map(|r| {
                let seat = m.seat_of(r, pair)?;
                let table = seat.table;
                // In the Howell a pair changes direction: its side this round decides
                // which results are its own.
                let sign = match seat.side {
                    PairSide::NorthSouth => 1,
                    PairSide::EastWest => -1,
                };
                let ours =
                    move |line: &crate::rules::duplicate_score::TravellerLine| match seat.side {
                        PairSide::NorthSouth => line.ns_pair == pair,
                        PairSide::EastWest => line.ew_pair == Some(pair),
                    };
                let against = match seat.side {
                    PairSide::NorthSouth => m.ew_at(r, table),
                    PairSide::EastWest => Some(m.ns_at(r, table)),
                };
                let trays = if against.is_none() {
                    Vec::new()
                } else {
                    m.trays_at(r, table)
                        .into_iter()
                        .map(|tray| self.pair_tray(tray, r, sign, &ours))
                        .collect()
                };
                Some(PairRound {
                    round: r,
                    table,
                    against: against.map(|p| self.pair_label(p)),
                    trays,
                })
            })
            .collect();
        PairEvening { pair, rounds }
    }

    fn pair_tray(
        &self,
        tray: u32,
        round: u32,
        sign: i64,
        ours: &dyn Fn(&crate::rules::duplicate_score::TravellerLine) -> bool,
    ) -> PairTray {
        let lines = self
            .standings
            .travellers
            .iter()
            .find(|t| t.tray == tray)
            .map_or(&[][..], |t| t.lines.as_slice());
        let mine = lines.iter().find(|l| l.round == round && ours(l));
        let outcome_pieces = match mine.and_then(|l| l.play) {
            Some(play) => words::tray_outcome_pieces(self.deal_scoring, tray, &play),
            None => vec![crate::words::msg::transcript_not_reported()],
        };
        let outcome = outcome_pieces.join(" ");
        let score = mine.and_then(|l| match self.method {
            DupMethod::Matchpoints => l
                .percent
                .map(|(ns, ew)| words::percent(if sign > 0 { ns } else { ew })),
            DupMethod::PlusMinus => l.plus_minus.map(|pm| words::plus_minus(pm * sign as f64)),
        });
        // The same cards elsewhere only once this pair's own result is in: a pair must
        // never see how hands it is about to play went (issue 32).
        let played = mine.is_some_and(|l| l.play.is_some());
        PairTray {
            tray,
            outcome,
            outcome_pieces,
            result: mine.and_then(|l| l.result).map(|r| r * sign),
            score,
            elsewhere: lines
                .iter()
                .filter(|_| played)
                .filter(|l| !(l.round == round && ours(l)))
                .filter_map(|l| Some((l.table, l.result? * sign)))
                .collect(),
        }
    }
}

/// A pair typed as the host would: "E–W 3", "ew3", "N-S 12", "ns 4", or in the Howell
/// "pair 3", "p3".
pub fn parse_pair_tag(text: &str) -> Option<PairId> {
    let key: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '–' | '—' | '/'))
        .collect::<String>()
        .to_lowercase();
    let (group, number) = if let Some(n) = key.strip_prefix("ns") {
        (PairGroup::NorthSouth, n)
    } else if let Some(n) = key.strip_prefix("ew") {
        (PairGroup::EastWest, n)
    } else if let Some(n) = key.strip_prefix("pair").or_else(|| key.strip_prefix('p')) {
        (PairGroup::All, n)
    } else {
        return None;
    };
    Some(PairId::new(group, number.parse().ok()?))
}
