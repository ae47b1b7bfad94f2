//! A whole Duplicate Cinch evening played by the program (R-DUP): pairs made from
//! generated guests, the trays dealt from the seed, every tray at every table given a
//! random bid and points (now and then a revoke, now and then a tray not played for want
//! of time), each round's bell, up to the full movement or the rounds asked for.
//! Seeded: the same options give the same evening.

use crate::rules::{DupRefusal, Playing};
use chrono::{DateTime, Duration, Utc};
use rand::RngExt;

use crate::rules::deal::{Bid, Deal, DealScoring};
use crate::rules::duplicate::{
    DupMethod, DupPair, DupSettings, MIN_PAIRS, TrayPlay, TwoTables, tables_for,
};
use crate::rules::{
    Action, EveningEnd, GameSettings, PairSide, Party, Phase, RuleError, Seat, Settings, Side,
};

use super::{guest_name, start_time};

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DuplicateOptions {
    /// The random seed.
    pub seed: u64,
    /// Pairs, 4..=1000 (R-DUP-1).
    pub pairs: u32,
    /// Trays each table starts with, 1..=4.
    pub trays_per_table: u8,
    /// Stop after this many rounds (`None`: the full movement).
    pub rounds: Option<u32>,
    /// Plus/minus or matchpoints.
    pub method: DupMethod,
    /// How each tray is scored.
    pub deal_scoring: DealScoring,
    /// Leave the last round in play, started, with no results yet.
    pub open_round: bool,
    /// At two tables: the two-table Howell or the book's movement (R-DUP-12).
    pub two_tables: TwoTables,
    /// Real names to draw the pairs' players from (`--names-from`); empty: made up.
    pub names: Vec<super::names::NamedGuest>,
}

impl Default for DuplicateOptions {
    fn default() -> Self {
        DuplicateOptions {
            seed: 1897,
            pairs: 10,
            trays_per_table: 2,
            rounds: None,
            method: DupMethod::PlusMinus,
            deal_scoring: DealScoring::Standard,
            open_round: false,
            two_tables: TwoTables::Howell,
            names: Vec::new(),
        }
    }
}

/// The most pairs a rehearsal takes.
pub const MAX_PAIRS: u32 = 1000;

/// A random tray as a table might play it: a bid (or all passed), the points, and now and
/// then a revoke.
pub fn random_play(rng: &mut impl rand::Rng) -> TrayPlay {
    let bid = (!rng.random_bool(0.1)).then(|| Bid {
        bidder: Seat::ALL
            .get(rng.random_range(0..4))
            .copied()
            .unwrap_or(Seat::North),
        amount: rng.random_range(1..=8),
    });
    let ns_points = rng.random_range(0..=14);
    let revoke = rng.random_bool(0.02).then(|| {
        if rng.random_bool(0.5) {
            PairSide::NorthSouth
        } else {
            PairSide::EastWest
        }
    });
    TrayPlay::Played(Deal {
        bid,
        ns_points,
        ew_points: 14 - ns_points,
        revoke,
        misdeal: false,
    })
}

/// Plays a whole duplicate evening and returns the party.
pub fn simulate_duplicate(options: &DuplicateOptions) -> Result<Party, RuleError> {
    if (options.pairs as usize) < MIN_PAIRS {
        return Err(DupRefusal::TooFewPairs {
            count: options.pairs as usize,
        }
        .into());
    }
    if options.pairs > MAX_PAIRS {
        return Err(RuleError::BadSetting(
            crate::words::msg::SimPairsRange {
                min: MIN_PAIRS,
                max: MAX_PAIRS,
            }
            .say(),
        ));
    }
    if options.rounds == Some(0) {
        return Err(RuleError::BadSetting(crate::words::msg::sim_needs_a_round()));
    }
    let settings = Settings {
        game: GameSettings::Duplicate(DupSettings {
            trays_per_table: options.trays_per_table,
            method: options.method,
            deal_trays: true,
            two_tables: options.two_tables,
        }),
        deal_scoring: options.deal_scoring,
        end: options
            .rounds
            .map_or(EveningEnd::HostDecides, EveningEnd::AfterRounds),
        ..Settings::default()
    };
    let mut rng = crate::rules::shuffler(options.seed);
    let mut now = start_time();
    let mut party = Party::new(settings);
    let act = |party: &mut Party, action: Action, now: &mut DateTime<Utc>| {
        *now += Duration::seconds(5);
        party.apply(action, *now)
    };
    let guests = players(options)?;
    act(&mut party, Action::AddGuests { guests }, &mut now)?;
    let pairs = made_pairs(&party, options.pairs);
    act(&mut party, Action::SetPairs { pairs }, &mut now)?;
    act(
        &mut party,
        Action::DealTrays { seed: options.seed },
        &mut now,
    )?;
    act(&mut party, Action::StartDuplicate, &mut now)?;
    let Playing::Duplicate(dup) = party.state().playing() else {
        return Err(DupRefusal::NotDuplicate.into());
    };
    let planned = dup
        .fixed_movement()
        .map_or(0, |m| m.rounds())
        .min(options.rounds.unwrap_or(u32::MAX));
    while party.state().phase() == Phase::Playing {
        act(&mut party, Action::StartRound, &mut now)?;
        let number = party.state().round_number().unwrap_or(0);
        if options.open_round && number >= planned {
            break;
        }
        play_round(&mut party, &mut rng, &mut now, number)?;
        act(
            &mut party,
            Action::RingBell {
                override_missing: false,
                cuts: Vec::new(),
                last: false,
            },
            &mut now,
        )?;
    }
    Ok(party)
}

/// The guests two by two, in order: the first half (rounded up) North–South, so that in
/// the two-table Howell the pairs are numbered as the guests came (R-DUP-12).
fn made_pairs(party: &Party, count: u32) -> Vec<DupPair> {
    let (tables, _) = tables_for(count);
    let ids: Vec<_> = party.state().guests().iter().map(|g| g.id).collect();
    ids.chunks(2)
        .enumerate()
        .filter_map(|(i, two)| match two {
            [a, b] => Some(DupPair {
                players: [*a, *b],
                direction: if (i as u32) < tables {
                    PairSide::NorthSouth
                } else {
                    PairSide::EastWest
                },
            }),
            _ => None,
        })
        .collect()
}

/// The pairs' players, two by two: made-up names, or drawn from the list by the seed
/// with the sides it gives (a name without one plays as the other of its pair).
fn players(options: &DuplicateOptions) -> Result<Vec<(String, Side)>, RuleError> {
    if options.names.is_empty() {
        return Ok((0..options.pairs)
            .flat_map(|i| {
                [
                    (guest_name(Side::Lady, i), Side::Lady),
                    (guest_name(Side::Gentleman, i), Side::Gentleman),
                ]
            })
            .collect());
    }
    let needed = options.pairs as usize * 2;
    if options.names.len() < needed {
        return Err(RuleError::BadSetting(
            crate::words::msg::SimTooFewNamesForPairs {
                names: options.names.len(),
                pairs: options.pairs,
            }
            .say(),
        ));
    }
    let mut pool = super::names::NamePool::new(&options.names, options.seed);
    let mut guests = Vec::with_capacity(needed);
    for i in 0..needed {
        let Some(named) = pool.next_any() else { break };
        let default = if i % 2 == 0 {
            Side::Lady
        } else {
            Side::Gentleman
        };
        guests.push((named.name, named.side.unwrap_or(default)));
    }
    Ok(guests)
}

/// Every table's trays of round `number`: most played, a few not (time ran out).
fn play_round(
    party: &mut Party,
    rng: &mut impl rand::Rng,
    now: &mut DateTime<Utc>,
    number: u32,
) -> Result<(), RuleError> {
    let missing = match party.state().playing() {
        Playing::Duplicate(dup) => dup.missing(),
        Playing::Star(_) => Vec::new(),
    };
    for (table, trays) in missing {
        for tray in trays {
            let play = if rng.random_bool(0.03) {
                TrayPlay::NotPlayed
            } else {
                random_play(rng)
            };
            *now += Duration::seconds(rng.random_range(200..400));
            party.apply(
                Action::TrayResult {
                    round: number,
                    table,
                    tray,
                    play,
                },
                *now,
            )?;
        }
    }
    Ok(())
}
