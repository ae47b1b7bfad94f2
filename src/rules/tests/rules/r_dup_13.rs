//! R-DUP-13: no hand given away. While a duplicate evening is played the room may see
//! only how many trays are in; once it is over (its last bell, or the host stops it,
//! R-DUP-6) everything is released at once. (This replaces issue 36's rule, which let a
//! tray count for the room once every table of the round had played it: later rounds
//! play the same trays, so the comparison still gave hands away.)

use crate::common::*;
use crate::r_dup::{duplicate, play_round, played};
use cinch_rules::duplicate::DupMethod;
use cinch_rules::duplicate_score::{TraysIn, withheld_from_room};
use cinch_rules::{Action, EveningEnd, Seat};

fn ring(last: bool) -> Action {
    Action::RingBell {
        override_missing: false,
        cuts: Vec::new(),
        last,
    }
}

fn withheld(party: &cinch_rules::Party) -> Option<TraysIn> {
    withheld_from_room(party.state().duplicate().unwrap())
}

#[test]
fn r_dup_13_the_room_sees_only_the_trays_in_until_the_last_round_is_over() {
    // Seven pairs: four tables with a phantom (one N–S pair sits out each round), two
    // trays a table of which one is played a round (Foster's rule, R-DUP-4), two rounds.
    let mut party = duplicate(7, 2, DupMethod::Matchpoints, EveningEnd::AfterRounds(2));
    let first = withheld(&party).expect("withheld while played");
    assert_eq!(first.recorded, 0);
    assert_eq!(
        first.due,
        3 * 2,
        "three tables play a tray in each of two rounds"
    );
    // A whole round in, and its bell.
    play_round(&mut party, |_, tray| {
        played(Seat::North, 2, 6 + (tray % 5) as u8)
    });
    assert_eq!(
        withheld(&party).map(|t| t.recorded),
        Some(3),
        "between rounds, still withheld"
    );
    let round = party.state().duplicate().unwrap().round().unwrap().number;
    for (table, trays) in party.state().duplicate().unwrap().missing() {
        for tray in trays {
            let play = played(Seat::East, 3, 5 + table as u8);
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
    assert_eq!(
        withheld(&party),
        Some(TraysIn {
            recorded: 6,
            due: 6
        }),
        "every tray in, the last bell not rung: still withheld"
    );
    apply(&mut party, ring(false));
    assert_eq!(withheld(&party), None, "the last bell releases everything");
}

#[test]
fn r_dup_13_an_evening_the_host_stops_early_is_released_then() {
    let mut party = duplicate(7, 2, DupMethod::PlusMinus, EveningEnd::AfterRounds(3));
    play_round(&mut party, |_, _| played(Seat::North, 2, 9));
    assert!(withheld(&party).is_some());
    // The host stops the evening with round 2 still in play (its trays not played).
    apply(
        &mut party,
        Action::RingBell {
            override_missing: true,
            cuts: Vec::new(),
            last: true,
        },
    );
    assert_eq!(withheld(&party), None);
}
