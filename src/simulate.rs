//! A whole evening played by the program with random table scores, for hosts who want
//! to rehearse and for us to check the rules at scale. Seeded: the same options give the
//! same evening.

use chrono::{DateTime, Duration, Utc};
use rand::RngExt;

use crate::rules::program::{cut_next_prize, cut_tied_table, draw_for_everyone};
use crate::rules::{Action, EveningEnd, Party, Phase, RuleError, Scoring, Settings, Side};

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The random seed.
    pub seed: u64,
    /// Ladies (the red pack in open seating).
    pub ladies: u32,
    /// Gentlemen (the blue pack in open seating).
    pub gentlemen: u32,
    /// Rounds to play.
    pub rounds: u32,
    /// About this percentage of tables tie (and are settled by a cut).
    pub tie_percent: u8,
    /// Open seating instead of ladies and gentlemen.
    pub open_seating: bool,
    /// How the evening is scored.
    pub scoring: Scoring,
    /// Leave the last round in play, started but with no result (a party to rehearse
    /// on, or to serve to phones).
    pub open_round: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            seed: 1897,
            ladies: 20,
            gentlemen: 20,
            rounds: 8,
            tie_percent: 10,
            open_seating: false,
            scoring: Scoring::Stars,
            open_round: false,
        }
    }
}

/// Ladies' and gentlemen's first names for the simulated guests.
const LADIES: [&str; 20] = [
    "Ada", "Beatrice", "Clara", "Dora", "Edith", "Florence", "Grace", "Harriet", "Ida", "Julia",
    "Kate", "Lucy", "Mabel", "Nora", "Olive", "Pearl", "Rose", "Sarah", "Violet", "Winifred",
];
const GENTLEMEN: [&str; 20] = [
    "Albert", "Bernard", "Charles", "Daniel", "Edward", "Frank", "George", "Henry", "Isaac",
    "James", "Kenneth", "Leonard", "Martin", "Nathan", "Oscar", "Percy", "Robert", "Samuel",
    "Thomas", "Walter",
];
const SURNAMES: [&str; 20] = [
    "Abbott", "Baker", "Carter", "Dawson", "Ellis", "Foster", "Gray", "Hughes", "Irving", "Jones",
    "Knight", "Lane", "Moore", "Nash", "Owen", "Parker", "Reed", "Shaw", "Turner", "Webb",
];

/// A unique, readable name for the `index`-th guest of a side.
pub fn guest_name(side: Side, index: u32) -> String {
    let first = match side {
        Side::Lady => &LADIES,
        Side::Gentleman => &GENTLEMEN,
    };
    let i = index as usize;
    let (given, block) = (i % first.len(), i / first.len());
    // Spread the surnames so that neighbours in the list do not share one; for a given
    // first name each block of the list gets a different surname, so names stay unique.
    let offset = match side {
        Side::Lady => 0,
        Side::Gentleman => 10,
    };
    let surname = SURNAMES
        .get((given * 7 + block + offset) % SURNAMES.len())
        .copied()
        .unwrap_or("Smith");
    let given = first.get(given).copied().unwrap_or("Guest");
    match block / SURNAMES.len() {
        0 => format!("{given} {surname}"),
        n => format!("{given} {surname} {}", n + 1),
    }
}

/// The moment simulated evenings start: a fixed instant, so that a seed replays exactly.
pub fn start_time() -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000, 0).unwrap_or(DateTime::UNIX_EPOCH)
}

/// Plays a whole evening and returns the party, its history complete with the draw, every
/// result, the ladies' cuts, the bells and the prize cuts.
pub fn simulate(options: &Options) -> Result<Party, RuleError> {
    let mut rng = crate::rules::shuffler(options.seed);
    let settings = Settings {
        open_seating: options.open_seating,
        scoring: options.scoring,
        end: EveningEnd::AfterRounds(options.rounds.max(1)),
        ..Settings::default()
    };
    if options.rounds == 0 {
        return Err(RuleError::BadSetting(
            "The evening needs at least one round.".to_owned(),
        ));
    }
    let round_length = Duration::minutes(i64::from(settings.round_minutes));
    let mut party = Party::new(settings);
    let mut now = start_time();
    let tick = |party: &mut Party, now: &mut DateTime<Utc>, action: Action| {
        *now += Duration::seconds(1);
        party.apply(action, *now)
    };
    for (side, count) in [
        (Side::Lady, options.ladies),
        (Side::Gentleman, options.gentlemen),
    ] {
        for i in 0..count {
            let name = guest_name(side, i);
            tick(&mut party, &mut now, Action::AddGuest { name, side })?;
        }
    }
    let draw = draw_for_everyone(party.state(), &mut rng)?;
    tick(&mut party, &mut now, draw)?;
    tick(&mut party, &mut now, Action::SeatTables)?;

    while party.state().phase() == Phase::Playing {
        // Two minutes for the guests to reach their tables, then the host starts the round.
        now += Duration::minutes(2);
        tick(&mut party, &mut now, Action::StartRound)?;
        let Some(round) = party.state().current_round() else {
            break;
        };
        let (number, tables) = (round.number, round.table_count());
        if options.open_round && number >= options.rounds {
            return Ok(party);
        }
        now += round_length;
        for table in 1..=tables {
            let ns: i64 = rng.random_range(0..=40);
            let mut ew: i64 = rng.random_range(0..=40);
            if rng.random_range(0..100u32) < u32::from(options.tie_percent) {
                ew = ns;
            } else {
                while ew == ns {
                    ew = rng.random_range(0..=40);
                }
            }
            tick(&mut party, &mut now, Action::EnterResult { table, ns, ew })?;
            if ns == ew {
                let cut = cut_tied_table(party.state(), number, table, &mut rng)?;
                tick(&mut party, &mut now, cut)?;
            }
        }
        let bell = Action::RingBell {
            override_missing: false,
            cuts: Vec::new(),
            last: false,
        };
        tick(&mut party, &mut now, bell)?;
    }
    while let Some(cut) = cut_next_prize(party.state(), &mut rng) {
        tick(&mut party, &mut now, cut)?;
    }
    Ok(party)
}
