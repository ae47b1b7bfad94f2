//! The rules crate's own tests: a test named after each rule id of RULES.md (sections 1
//! to 5, 8 and 9), run without a window, files or a clock. The helpers in `common` build
//! parties the way a host would; the app's tests use the same ones.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs,
    // The size rule is for the crates' code: a test reads best as the story of one evening.
    clippy::too_many_lines
)]

#[path = "rules/common.rs"]
mod common;
#[path = "rules/r_deal.rs"]
mod r_deal;
#[path = "rules/r_dup.rs"]
mod r_dup;
#[path = "rules/r_dup_13.rs"]
mod r_dup_13;
#[path = "rules/r_dup_howell.rs"]
mod r_dup_howell;
#[path = "rules/r_late.rs"]
mod r_late;
#[path = "rules/r_prog.rs"]
mod r_prog;
#[path = "rules/r_round.rs"]
mod r_round;
#[path = "rules/r_setup.rs"]
mod r_setup;
