//! The rules of progressive Cinch (RULES.md), as plain Rust: no window, no file system,
//! no wall clock and no unseeded randomness. Time comes in as a value and randomness as
//! a seeded generator, so everything here replays exactly.
//!
//! The crate is `no_std` (it uses only `alloc`): files, the environment, threads and the
//! system clock are not even in reach. A party is its history of actions ([`Party`]);
//! seating, results, stars and prizes are derived by replaying it.
//!
//! Its modules only look down (tests/architecture.rs checks it): at the bottom the plain
//! values the rules speak of ([`nouns`]), what was typed made safe to show ([`text`])
//! and the refusals themselves ([`error`]); then the cards, chairs, deals,
//! settings, rounds and the duplicate evening's movement and pairs; then what each game
//! holds as it is played ([`play`]), the party's state ([`state`]) and its game read
//! ([`game`]); at the top what changes the state or is worked out from it (the draw, the
//! results, the bell, late guests, stars and prizes, the duplicate evening's actions and
//! scores, the party and its history).

#![cfg_attr(not(test), no_std)]

extern crate alloc;

pub mod action;
pub mod bell;
pub mod cards;
pub mod clock;
pub mod cut;
pub mod deal;
pub mod door;
pub mod draw;
pub mod duplicate;
mod duplicate_play;
pub mod duplicate_score;
pub mod error;
pub mod game;
pub mod guests;
pub mod held;
pub mod late;
mod late_tables;
pub mod nouns;
pub mod party;
pub mod play;
pub mod prizes;
pub mod program;
pub mod progression;
mod results;
pub mod roster;
pub mod round;
pub mod seating;
pub mod settings;
pub mod stars;
pub mod state;
pub mod table;
pub mod text;

mod prelude;

pub use action::{Action, Entry, Source};
pub use cards::{Back, BlackSuit, Card, Cut, CutCard, CutMethod, DrawCard};
pub use clock::{Pause, RoundClock};
pub use error::{DealRefusal, DupRefusal, RuleError};
pub use game::{Dup, Game, Playing, Star, StarPlay};
pub use guests::{Guest, GuestId, Side};
pub use party::{Party, ReplayError};
pub use prizes::{DecidedBy, Prize, PrizeKey, PrizeKind, PrizeOutcome, PrizeWinner};
pub use round::{MAX_ROUND_SCORE, Round, TableResult};
pub use seating::{Pair, PairSide, Seat, TableSeats};
pub use settings::{
    EveningEnd, GameKind, GameSettings, Scoring, Settings, SettingsRecord, StarSettings,
};
pub use stars::{StarColour, Stars};
pub use state::{Phase, State};
pub use table::{TableNo, TableRole};

/// The program's shuffler: ChaCha with 12 rounds, from the `chacha20` crate. Its output
/// for a seed is fixed by the cipher itself, so "the same seed gives the same evening"
/// survives upgrades of `rand` (whose `StdRng` makes no such promise). A test pins one
/// seed's draw.
pub type Shuffler = chacha20::ChaCha12Rng;

/// A shuffler from a seed.
pub fn shuffler(seed: u64) -> Shuffler {
    use rand::SeedableRng;
    Shuffler::seed_from_u64(seed)
}
