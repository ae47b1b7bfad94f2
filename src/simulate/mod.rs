//! A whole evening played by the program with random table scores, for hosts who want
//! to rehearse and for us to check the rules at scale. Seeded: the same options give the
//! same evening.

use chrono::{DateTime, Duration, Utc};
use rand::RngExt;

use crate::rules::deal::{Bid, Deal, DealScoring};
use crate::rules::late::proposal;
use crate::rules::program::{cut_next_prize, cut_tied_table, draw_for_everyone};
pub mod duplicate;
pub mod names;

use crate::rules::{
    Action, EveningEnd, GameSettings, Party, Phase, RuleError, Scoring, Settings, Side,
    StarSettings,
};

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
    /// Guests who arrive late, each in a round drawn at random (R-LATE-1).
    pub arrivals: u32,
    /// Guests who leave, each in a round drawn at random, when the program can fill or
    /// close their chair (R-LATE-2).
    pub departures: u32,
    /// Play every table deal by deal, with random bids and points (and, rarely,
    /// misdeals and revokes), instead of random totals (R-DEAL).
    pub deals: bool,
    /// How the deals are scored (R-DEAL-3, R-DEAL-5).
    pub deal_scoring: DealScoring,
    /// Real names to draw the guests from (`--names-from`); empty: made-up names.
    pub names: Vec<names::NamedGuest>,
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
            arrivals: 0,
            departures: 0,
            deals: false,
            deal_scoring: DealScoring::Standard,
            names: Vec::new(),
        }
    }
}

/// The simulated guests' names (`assets/names/en.txt`): names, not words, so they are the
/// same in every language.
const NAMES: &str = include_str!("../../assets/names/en.txt");

/// One list of [`NAMES`] (`[ladies]`, `[gentlemen]` or `[surnames]`), in its order.
fn names_list(heading: &str) -> Vec<&'static str> {
    NAMES
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .skip_while(|line| *line != heading)
        .skip(1)
        .take_while(|line| !line.starts_with('['))
        .collect()
}

static LADIES: std::sync::LazyLock<Vec<&str>> = std::sync::LazyLock::new(|| names_list("[ladies]"));
static GENTLEMEN: std::sync::LazyLock<Vec<&str>> =
    std::sync::LazyLock::new(|| names_list("[gentlemen]"));
static SURNAMES: std::sync::LazyLock<Vec<&str>> =
    std::sync::LazyLock::new(|| names_list("[surnames]"));

/// A unique, readable name for the `index`-th guest of a side.
pub fn guest_name(side: Side, index: u32) -> String {
    let first: &[&str] = match side {
        Side::Lady => &LADIES,
        Side::Gentleman => &GENTLEMEN,
    };
    let i = index as usize;
    let (given, block) = (i % first.len().max(1), i / first.len().max(1));
    // Spread the surnames so that neighbours in the list do not share one; for a given
    // first name each block of the list gets a different surname, so names stay unique.
    let offset = match side {
        Side::Lady => 0,
        Side::Gentleman => 10,
    };
    let surname = SURNAMES
        .get((given * 7 + block + offset) % SURNAMES.len().max(1))
        .copied()
        .unwrap_or_default();
    let given = first.get(given).copied().unwrap_or_default();
    match block / SURNAMES.len().max(1) {
        0 => format!("{given} {surname}"),
        n => format!("{given} {surname} {}", n + 1),
    }
}

/// The moment simulated evenings start: a fixed instant, so that a seed replays exactly.
pub fn start_time() -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000, 0).unwrap_or(DateTime::UNIX_EPOCH)
}

/// A rehearsal moved in time so that its last step happened at `now`, every step as far
/// apart as it was played. A rehearsal left in play (`--open-round`) is dated so: the
/// window's clock for its open round then runs from the moment it was made (issue 54: it
/// was dated 2027-01-15, and the window said "0:00 played, 20:00 left" for as long as the
/// host looked, offering "Pause the clock"). The same seed gives the same evening; only
/// its times differ.
pub fn moved_to(party: &Party, now: DateTime<Utc>) -> Result<Party, RuleError> {
    let Some(last) = party.history().last().map(|e| e.at) else {
        return Ok(party.clone());
    };
    let by = now - last;
    let history = party
        .history()
        .iter()
        .map(|entry| crate::rules::Entry {
            at: entry.at + by,
            ..entry.clone()
        })
        .collect();
    Party::replay(party.initial_settings().clone(), history).map_err(|error| match error {
        crate::rules::ReplayError::Settings(error)
        | crate::rules::ReplayError::Step { error, .. } => error,
    })
}

/// Plays a whole evening and returns the party, its history complete with the draw, every
/// result, the ladies' cuts, the bells, the late arrivals and departures with the chairs
/// they called for, and the prize cuts.
pub fn simulate(options: &Options) -> Result<Party, RuleError> {
    if options.rounds == 0 {
        return Err(RuleError::BadSetting(crate::words::msg::sim_needs_a_round()));
    }
    let settings = Settings {
        game: GameSettings::Star(StarSettings {
            scoring: options.scoring,
            open_seating: options.open_seating,
        }),
        deal_scoring: options.deal_scoring,
        end: EveningEnd::AfterRounds(options.rounds),
        ..Settings::default()
    };
    let mut evening = Rehearsal {
        round_length: Duration::minutes(i64::from(settings.round_minutes)),
        party: Party::new(settings),
        rng: crate::rules::shuffler(options.seed),
        now: start_time(),
        options: options.clone(),
        added: [options.ladies, options.gentlemen],
        pool: (!options.names.is_empty())
            .then(|| names::NamePool::new(&options.names, options.seed)),
    };
    evening.arrive_and_draw()?;
    let plan = evening.late_plan();
    while evening.party.state().phase() == Phase::Playing {
        // Two minutes for the guests to reach their tables, then the host starts it.
        evening.now += Duration::minutes(2);
        evening.act(Action::StartRound)?;
        let Some(number) = evening.party.state().round_number() else {
            break;
        };
        if options.open_round && number >= options.rounds {
            return Ok(evening.party);
        }
        evening.late_changes(&plan, number)?;
        evening.now += evening.round_length;
        evening.play_round(number)?;
        evening.act(Action::RingBell {
            override_missing: false,
            cuts: Vec::new(),
            last: false,
        })?;
        // R-LATE-3..5: the program's own proposals, one after the other.
        while let Some(step) = evening.party.state().star().and_then(proposal) {
            evening.act(step)?;
        }
    }
    while let Some(cut) = cut_next_prize(evening.party.state(), &mut evening.rng) {
        evening.act(cut)?;
    }
    Ok(evening.party)
}

/// A rehearsal under way.
/// The most deals the rehearsal plays at one table before it gives up (a guard: four
/// deals end every pad, misdeals aside).
const MAX_PAD_ROWS: usize = 200;

struct Rehearsal {
    party: Party,
    rng: crate::rules::Shuffler,
    now: DateTime<Utc>,
    options: Options,
    round_length: Duration,
    /// Guests added so far of each side (ladies, gentlemen), for fresh names.
    added: [u32; 2],
    /// The names still to draw, with `--names-from`.
    pool: Option<names::NamePool>,
}

/// The chairs, for random bidders.
const SEATS: [crate::rules::Seat; 4] = crate::rules::Seat::ALL;

/// When each late arrival and departure happens: (round, is an arrival).
type LatePlan = Vec<(u32, bool)>;

impl Rehearsal {
    /// Applies an action a second after the last.
    fn act(&mut self, action: Action) -> Result<(), RuleError> {
        self.now += Duration::seconds(1);
        self.party.apply(action, self.now)
    }

    /// A name for the `index`-th guest of a side: drawn from the list when there is
    /// one (made up once it runs dry, for a late arrival), never one already taken.
    fn name_for(&mut self, side: Side, index: u32) -> String {
        if let Some(name) = self.pool.as_mut().and_then(|p| p.next(side)) {
            return name;
        }
        let mut index = index;
        loop {
            let name = guest_name(side, index);
            if self.party.state().check_new_name(&name, None).is_ok() {
                return name;
            }
            index += 1;
        }
    }

    fn arrive_and_draw(&mut self) -> Result<(), RuleError> {
        if let Some(pool) = &self.pool {
            pool.check(self.options.ladies, self.options.gentlemen)?;
        }
        for (side, count) in [
            (Side::Lady, self.options.ladies),
            (Side::Gentleman, self.options.gentlemen),
        ] {
            for i in 0..count {
                let name = self.name_for(side, i);
                self.act(Action::AddGuest { name, side })?;
            }
        }
        let draw = draw_for_everyone(self.party.state(), &mut self.rng)?;
        self.act(draw)?;
        self.act(Action::SeatTables)
    }

    /// The rounds in which guests arrive late and leave, drawn once at the start.
    fn late_plan(&mut self) -> LatePlan {
        let rounds = self.options.rounds;
        let mut plan: LatePlan = Vec::new();
        for _ in 0..self.options.arrivals {
            plan.push((self.rng.random_range(1..=rounds), true));
        }
        for _ in 0..self.options.departures {
            plan.push((self.rng.random_range(1..=rounds), false));
        }
        plan.sort_unstable();
        plan
    }

    /// R-LATE-1, R-LATE-2: this round's arrivals and departures.
    fn late_changes(&mut self, plan: &LatePlan, round: u32) -> Result<(), RuleError> {
        for &(_, arrives) in plan.iter().filter(|(r, _)| *r == round) {
            if arrives {
                let side = if self.rng.random_range(0..2u32) == 0 {
                    Side::Lady
                } else {
                    Side::Gentleman
                };
                let slot = usize::from(side == Side::Gentleman);
                let index = self.added.get(slot).copied().unwrap_or(0);
                if let Some(count) = self.added.get_mut(slot) {
                    *count += 1;
                }
                let name = self.name_for(side, index);
                self.act(Action::AddGuest { name, side })?;
            } else if let Some(guest) = self.someone_who_can_leave() {
                self.act(Action::Leave { guest })?;
            }
        }
        Ok(())
    }

    /// A seated guest who may leave: their side keeps at least two guests staying, so
    /// the program can always fill or close their chair at the bell.
    fn someone_who_can_leave(&mut self) -> Option<crate::rules::GuestId> {
        let state = self.party.state();
        let star = state.star()?;
        let round = star.current_round()?;
        let staying = |side: Side| {
            state
                .guests()
                .iter()
                .filter(|g| g.side == side && !g.removed)
                .filter(|g| !star.is_leaving(g.id) && !star.has_left(g.id))
                .count()
        };
        let candidates: Vec<crate::rules::GuestId> = round
            .tables
            .iter()
            .flat_map(|t| t.players())
            .filter(|&g| !star.is_leaving(g) && !star.has_left(g))
            .filter(|&g| state.guest(g).is_ok_and(|x| staying(x.side) > 2))
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let at = self.rng.random_range(0..candidates.len());
        candidates.get(at).copied()
    }

    /// One table's four deals (R-DEAL), then the ladies' cut if the pad ends level.
    fn play_deals(&mut self, number: u32, table: u32) -> Result<(), RuleError> {
        // Four deals and the misdeals among them: a pad never needs more than this.
        for _ in 0..MAX_PAD_ROWS {
            let reported = self
                .party
                .state()
                .star()
                .and_then(|star| star.current_round())
                .and_then(|r| r.table(table).ok().and_then(|(_, result)| result.clone()));
            if let Some(result) = reported {
                if result.ns == result.ew {
                    let cut = cut_tied_table(self.party.state(), number, table, &mut self.rng)?;
                    self.act(cut)?;
                }
                return Ok(());
            }
            let deal = self.random_deal();
            self.act(Action::RecordDeal { table, deal })?;
        }
        let pad = self
            .party
            .state()
            .star()
            .and_then(|star| star.current_round())
            .map_or(0, |r| r.pad(table).len());
        Err(RuleError::BadSetting(
            crate::words::msg::SimPadNoResult { table, number, pad }.say(),
        ))
    }

    /// A deal as a table might play it: mostly a bid of six to ten, now and then all
    /// passing, rarely a misdeal or a revoke.
    fn random_deal(&mut self) -> Deal {
        if self.rng.random_range(0..100u32) < 3 {
            return Deal::MISDEAL;
        }
        let bid = if self.rng.random_range(0..100u32) < 8 {
            None
        } else {
            let bidder = SEATS
                .get(self.rng.random_range(0..4usize))
                .copied()
                .unwrap_or(crate::rules::Seat::North);
            let amount = if self.rng.random_range(0..4u32) == 0 {
                self.rng.random_range(1..=14u8)
            } else {
                self.rng.random_range(6..=10u8)
            };
            Some(Bid { bidder, amount })
        };
        let ns_points = self.rng.random_range(0..=14u8);
        let revoke = match self.rng.random_range(0..100u32) {
            0 => Some(crate::rules::PairSide::NorthSouth),
            1 => Some(crate::rules::PairSide::EastWest),
            _ => None,
        };
        Deal {
            bid,
            ns_points,
            ew_points: 14 - ns_points,
            revoke,
            misdeal: false,
        }
    }

    /// Every table's result, with the ladies' cut for a tie.
    fn play_round(&mut self, number: u32) -> Result<(), RuleError> {
        let tables = self
            .party
            .state()
            .star()
            .and_then(|star| star.current_round())
            .map_or(0, |r| r.table_count());
        for table in 1..=tables {
            if self.options.deals {
                self.play_deals(number, table)?;
                continue;
            }
            let ns: i64 = self.rng.random_range(0..=40);
            let mut ew: i64 = self.rng.random_range(0..=40);
            if self.rng.random_range(0..100u32) < u32::from(self.options.tie_percent) {
                ew = ns;
            } else {
                while ew == ns {
                    ew = self.rng.random_range(0..=40);
                }
            }
            self.act(Action::EnterResult { table, ns, ew })?;
            if ns == ew {
                let cut = cut_tied_table(self.party.state(), number, table, &mut self.rng)?;
                self.act(cut)?;
            }
        }
        Ok(())
    }
}
