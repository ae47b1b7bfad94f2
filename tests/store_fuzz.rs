//! Fuzz-style tests of the loader: random bytes, random RON-like text and damaged copies
//! of the sample never panic, and are refused (or, if harmless, still replay).

use crate::support::store::{SAMPLE, load_text};
use cinch_party::rules::Party;

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic_and_are_refused(bytes in proptest::collection::vec(any::<u8>(), 0..4096)) {
        prop_assert!(load_text(&bytes).is_err());
    }

    #[test]
    fn random_text_that_looks_like_ron_is_refused(text in "[()\\[\\]:,a-z0-9\" ]{0,2000}") {
        prop_assert!(load_text(text.as_bytes()).is_err());
    }

    #[test]
    fn a_damaged_sample_never_panics(at in 0usize..SAMPLE.len(), byte in any::<u8>(), cut in any::<bool>()) {
        let mut bytes = SAMPLE.as_bytes().to_vec();
        if cut {
            bytes.truncate(at);
        } else {
            bytes[at] = byte;
        }
        // Either refused, or (a harmless change, e.g. inside a name) a party that
        // replays under the rules.
        if let Ok((_, party)) = load_text(&bytes) {
            prop_assert!(Party::replay(party.initial_settings().clone(), party.history().to_vec()).is_ok());
        }
    }
}

/// A name from pieces a hostile file (or a slip of the keyboard) might hold: cases,
/// composed and decomposed letters, spaces, control characters and reordering marks.
fn hostile_name() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("ada"),
            Just("ADA"),
            Just("Zo\u{eb}"),
            Just("Zoe\u{308}"),
            Just(" "),
            Just("\u{1b}[2J"),
            Just("\u{202e}"),
            Just("&"),
            Just("Bea"),
        ],
        1..4,
    )
    .prop_map(|parts| parts.concat())
}

#[derive(Debug, Clone)]
enum Step {
    Add(String),
    Remove(u32),
    Rename(u32, String),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        hostile_name().prop_map(Step::Add),
        (0u32..8).prop_map(Step::Remove),
        ((0u32..8), hostile_name()).prop_map(|(g, n)| Step::Rename(g, n)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn hostile_names_never_panic_and_no_two_guests_ever_share_a_name(steps in proptest::collection::vec(step(), 0..40)) {
        use cinch_party::rules::guests::name_key;
        use cinch_party::rules::{Action, GuestId, Settings, Side};
        let mut party = Party::new(Settings::default());
        for (i, step) in steps.into_iter().enumerate() {
            let action = match step {
                Step::Add(name) => Action::AddGuest { name, side: Side::Lady },
                Step::Remove(g) => Action::RemoveGuest { guest: GuestId(g) },
                Step::Rename(g, name) => Action::RenameGuest { guest: GuestId(g), name },
            };
            let _ = party.apply(action, crate::common::at(i as i64));
        }
        let keys: Vec<String> = party.state().guests().iter().map(|g| name_key(&g.name)).collect();
        let unique: std::collections::BTreeSet<&String> = keys.iter().collect();
        prop_assert_eq!(unique.len(), keys.len(), "{:?}", keys);
        for g in party.state().guests() {
            prop_assert!(!g.name.chars().any(cinch_party::words::is_unsafe_char));
        }
        // And the history replays to the same party.
        let replayed = Party::replay(party.initial_settings().clone(), party.history().to_vec()).unwrap();
        prop_assert_eq!(replayed, party);
    }

    #[test]
    fn long_runs_of_cards_and_sides_replay_or_are_refused_without_panic(
        steps in proptest::collection::vec((0u32..12, 0u32..4, any::<bool>(), 0u8..3), 0..3000)
    ) {
        use cinch_party::rules::{Action, Back, BlackSuit, DrawCard, GuestId, Settings, Side};
        let mut party = Party::new(Settings::default());
        crate::common::guests(&mut party, 6, 6);
        for (i, (guest, table, spades, kind)) in steps.into_iter().enumerate() {
            let guest = GuestId(guest);
            let action = match kind {
                0 => Action::RecordCard {
                    guest,
                    card: DrawCard {
                        table,
                        suit: if spades { BlackSuit::Spades } else { BlackSuit::Clubs },
                        back: if guest.0 < 6 { Back::Red } else { Back::Blue },
                    },
                },
                1 => Action::ClearCard { guest },
                _ => Action::SetSide { guest, side: if spades { Side::Lady } else { Side::Gentleman } },
            };
            let _ = party.apply(action, crate::common::at(i as i64));
        }
        // No card is ever held twice.
        let cards: Vec<_> = party.state().star().unwrap().cards().values().collect();
        let unique: std::collections::BTreeSet<_> = cards.iter().collect();
        prop_assert_eq!(unique.len(), cards.len());
    }
}

#[cfg(unix)]
proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn named_pipes_anywhere_never_hang_the_reader(main_is_pipe in any::<bool>(), backup_is_pipe in any::<bool>()) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.ron");
        let pipe = |p: &std::path::Path| {
            assert!(std::process::Command::new("mkfifo").arg(p).status().unwrap().success());
        };
        if main_is_pipe { pipe(&path) } else { std::fs::write(&path, "damaged").unwrap() }
        if backup_is_pipe { pipe(&cinch_party::store::backup_path(&path)) }
        let error = cinch_party::store::load(&path).unwrap_err();
        prop_assert_eq!(error.backup, None);
        prop_assert!(cinch_party::store::check_target(&path).is_err() || !main_is_pipe);
    }
}
