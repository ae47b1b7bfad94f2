//! The key monkey (issue 55): seeded scripts of a hurried host's keys, typed through the
//! window's own input hook at a star evening, a duplicate evening with phones posting,
//! and the Season screen, with every property of "what you see is what is saved"
//! checked after every frame; a failing script shrinks to a ready regression.

pub mod campaign;
pub mod drive;
pub mod evenings;
pub mod generate;
pub mod invariants;
pub mod model;
pub mod script;
pub mod seen;
pub mod shrink;
pub mod trace;
pub mod window;

mod selftest;

pub use generate::Host;

/// Types `script` (its text form, see `script`) at `host`'s window of `seed` and asserts
/// that no property breaks: a regression the monkey found, replayed. Gives the party as
/// the window holds it after the keys.
pub fn holds(host: Host, seed: u64, script: &str) -> Option<cinch_party::rules::Party> {
    let parsed = script::Script::parse(script).expect("a script of known keys");
    let outcome = drive::run(host, seed, &parsed);
    if let Some(broken) = outcome.broken {
        panic!(
            "\"{}\" broken at frame {}: {}",
            broken.invariant, broken.frame, broken.detail
        );
    }
    outcome.party
}
