//! Fuzz-style tests of the loader: random bytes, random RON-like text and damaged copies
//! of the sample never panic, and are refused (or, if harmless, still replay).

use crate::store::{SAMPLE, load_text};
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
