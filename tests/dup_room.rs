//! R-DUP-13 for every evening: until a duplicate evening's last round is over, nothing
//! the room can see depends on a tray's result. Two evenings alike in everything but
//! their results (the same pairs, movement, trays reported, clock) give the room the
//! same guest display on every stage, the same standings page, the same published page,
//! the same refusal of the results sheet, and every pair the same page but for its own
//! trays; once the last bell has rung, they differ.

use cinch_party::phones::dup_state::PairState;
use cinch_party::print::{Document, Paper, Printout};
use cinch_party::rules::deal::{Bid, Deal};
use cinch_party::rules::duplicate::{DupMethod, DupPair, DupSettings, TrayPlay};
use cinch_party::rules::{Action, EveningEnd, PairSide, Party, Phase, Seat, Settings, Side};
use cinch_party::transcript::evening::Evening;
use cinch_party::view::display::{DisplayMode, DisplayState};
use cinch_party::view::stage::{Source, frame, stage};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::common::{add, apply, at};
use crate::support::display::desk_of;

/// An evening of `pairs` pairs, `k` trays a table, `method`, with its first `played`
/// trays reported (round by round, each round's bell rung once all its trays are in,
/// never the last), each tray's result drawn from `results`.
fn evening(pairs: u32, k: u8, method: DupMethod, played: usize, results: u64) -> Party {
    let mut party = Party::new(Settings {
        game: cinch_party::rules::GameSettings::Duplicate(DupSettings {
            trays_per_table: k,
            method,
            ..DupSettings::default()
        }),
        end: EveningEnd::HostDecides,
        ..Settings::default()
    });
    let (tables, _) = cinch_party::rules::duplicate::tables_for(pairs);
    let list = (1..=pairs)
        .map(|p| DupPair {
            players: [
                add(&mut party, &format!("Pair {p} one"), Side::Lady),
                add(&mut party, &format!("Pair {p} two"), Side::Gentleman),
            ],
            direction: if p <= tables {
                PairSide::NorthSouth
            } else {
                PairSide::EastWest
            },
        })
        .collect();
    apply(&mut party, Action::SetPairs { pairs: list });
    apply(&mut party, Action::StartDuplicate);
    let mut rng = StdRng::seed_from_u64(results);
    let mut left = played;
    loop {
        let dup = party.state().duplicate().unwrap();
        let round = dup.round().unwrap().number;
        let missing = dup.missing();
        for (table, trays) in missing {
            for tray in trays {
                if left == 0 {
                    return party;
                }
                left -= 1;
                let ns = rng.random_range(0..=14);
                let play = TrayPlay::Played(Deal {
                    bid: Some(Bid {
                        bidder: Seat::ALL[rng.random_range(0..4)],
                        amount: rng.random_range(1..=14),
                    }),
                    ns_points: ns,
                    ew_points: 14 - ns,
                    revoke: None,
                    misdeal: false,
                });
                apply(
                    &mut party,
                    Action::TrayResult {
                        round,
                        table,
                        tray,
                        play,
                    },
                );
            }
        }
        let movement = party.state().duplicate().unwrap().movement();
        if round >= movement.rounds() || left == 0 {
            return party;
        }
        apply(
            &mut party,
            Action::RingBell {
                override_missing: false,
                cuts: Vec::new(),
                last: false,
            },
        );
    }
}

/// Every stage the display can show, at two screen sizes, as the room sees it.
fn display(party: &Party) -> Vec<cinch_party::view::stage::Stage> {
    let desk = desk_of(party.clone());
    let source = Source::of_desk(&desk);
    let mut stages = Vec::new();
    for mode in [
        DisplayMode::Auto,
        DisplayMode::Seats,
        DisplayMode::Round,
        DisplayMode::Standings,
        DisplayMode::Ceremony,
    ] {
        for revealed in [vec![], vec![0, 1]] {
            let shown = DisplayState {
                mode,
                revealed,
                ..DisplayState::default()
            };
            for (w, h) in [(1920.0, 1080.0), (390.0, 844.0)] {
                stages.push(stage(&source, (&shown, None), &frame(w, h), at(600)));
            }
        }
    }
    stages
}

/// Everything the room may read, but each pair's own trays.
fn the_rooms(
    party: &Party,
) -> (
    Vec<cinch_party::view::stage::Stage>,
    String,
    String,
    String,
    String,
) {
    let evening = Evening::of(party, 0);
    let web = cinch_party::view::web::source::of_party(party);
    let standings =
        serde_json::to_string(&cinch_party::view::web::standings::standings(&web)).unwrap();
    let page = cinch_party::publish::results_page(party, &evening, "Friday");
    let sheet = match Printout::of(party, "Friday", Document::Results, Paper::A4) {
        Ok(_) => "printed".to_owned(),
        Err(e) => e.to_string(),
    };
    let dup = evening.duplicate().unwrap();
    let pairs: Vec<String> = dup
        .pairs()
        .filter_map(|pair| PairState::with(party, dup, pair))
        .map(|mut state| {
            state.trays.clear();
            serde_json::to_string(&state).unwrap()
        })
        .collect();
    (display(party), standings, page, sheet, pairs.join("\n"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn r_dup_13_nothing_the_room_sees_before_the_end_depends_on_a_result(
        pairs in 4u32..=13,
        k in 1u8..=4,
        matchpoints in any::<bool>(),
        played in 0usize..120,
        (one, other) in (any::<u64>(), any::<u64>()),
    ) {
        let method = if matchpoints { DupMethod::Matchpoints } else { DupMethod::PlusMinus };
        let a = evening(pairs, k, method, played, one);
        let b = evening(pairs, k, method, played, other);
        prop_assert_eq!(a.state().phase(), Phase::Playing);
        let (room_a, room_b) = (the_rooms(&a), the_rooms(&b));
        prop_assert!(room_a.0 == room_b.0, "the guest display differs");
        prop_assert_eq!(room_a.1, room_b.1, "the standings page");
        prop_assert_eq!(room_a.2, room_b.2, "the published page");
        prop_assert_eq!(room_a.3, room_b.3, "the results sheet");
        prop_assert_eq!(room_a.4, room_b.4, "a pair's page");
    }
}

/// And the check can fail: once the host ends the evening, the same two evenings show
/// the room different standings (their results differ).
#[test]
fn r_dup_13_after_the_last_bell_the_room_sees_the_results() {
    let end = |mut party: Party| {
        apply(
            &mut party,
            Action::RingBell {
                override_missing: true,
                cuts: Vec::new(),
                last: true,
            },
        );
        party
    };
    let a = end(evening(8, 2, DupMethod::PlusMinus, 12, 1));
    let b = end(evening(8, 2, DupMethod::PlusMinus, 12, 2));
    assert_eq!(a.state().phase(), Phase::Finished);
    let (room_a, room_b) = (the_rooms(&a), the_rooms(&b));
    assert_ne!(room_a.1, room_b.1, "the standings page");
    assert_ne!(room_a.2, room_b.2, "the published page");
    assert!(room_a.0 != room_b.0, "the guest display");
}
