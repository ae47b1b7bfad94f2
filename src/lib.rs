//! cinch-party: the host's desk for a progressive Cinch party.
//!
//! - [`app`], [`ui`]: the host's window: commands, screens, messages.
//! - [`bell`]: the bell's sound, made by us, played off the UI thread.
//! - [`rules`]: the rule book as a pure, replayable model (a party is its history).
//! - [`transcript`]: the evening as a report, in words or JSON.
//! - [`simulate`]: a whole seeded evening, for rehearsal and for checking.
//! - [`store`]: party files: versioned RON, saved atomically after every action.

pub use cinch_rules as rules;

pub mod app;
pub mod bell;
pub mod headless;
pub mod simulate;
pub mod store;
pub mod transcript;
pub mod ui;
