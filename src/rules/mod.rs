//! The rules of progressive Cinch (RULES.md sections 1–7), as plain Rust: no egui, no
//! file system, no wall clock and no unseeded randomness. Time comes in as a value and
//! randomness as a seeded generator, so everything here replays exactly.

pub mod action;
pub mod bell;
pub mod cards;
pub mod clock;
pub mod cut;
pub mod draw;
pub mod error;
pub mod guests;
pub mod party;
pub mod prizes;
pub mod program;
pub mod progression;
pub mod roster;
pub mod round;
pub mod scoring;
pub mod seating;
pub mod stars;
pub mod state;

pub use action::{Action, Entry, EveningEnd, Scoring, Settings};
pub use cards::{Back, BlackSuit, Card, Cut, CutCard, CutMethod, DrawCard};
pub use clock::{Pause, RoundClock};
pub use error::RuleError;
pub use guests::{Guest, GuestId, Side};
pub use party::{Party, ReplayError};
pub use prizes::{DecidedBy, Prize, PrizeKey, PrizeKind, PrizeOutcome, PrizeWinner};
pub use round::{MAX_ROUND_SCORE, Round, TableResult};
pub use seating::{Pair, PairSide, Seat, TableSeats};
pub use stars::{StarColour, Stars};
pub use state::{Phase, State};
