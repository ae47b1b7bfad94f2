//! What guests may see of a duplicate round in play (issue 36): a tray's results count
//! in the standings shown to them, and show on its traveller, only once every table due
//! to play it this round has reported it; between rounds and at the end, everything
//! counts (R-DUP-6 to R-DUP-9 unchanged).

use crate::common::*;
use crate::r_dup::{duplicate, play_round, played};
use cinch_rules::duplicate::score::{released_standings, standings};
use cinch_rules::duplicate::{DupMethod, PairId};
use cinch_rules::{Action, EveningEnd, Party, Seat};

/// Reports `tray` at `table` in the round in play: N–S take `ns` of 14.
fn report(party: &mut Party, table: u32, tray: u32, ns: u8) {
    let round = party.state().duplicate().unwrap().round().unwrap().number;
    apply(
        party,
        Action::TrayResult {
            round,
            table,
            tray,
            play: played(Seat::North, 2, ns),
        },
    );
}

#[test]
fn r_dup_12_a_howell_trays_result_counts_for_the_guests_once_both_tables_have_played_it() {
    // Four pairs, one tray a table: both tables play trays 1 and 2 in round 1.
    let mut party = duplicate(4, 1, DupMethod::PlusMinus, EveningEnd::AfterRounds(3));
    let m = party.state().duplicate().unwrap().movement();
    assert_eq!(m.tables_of_tray(1, 1), vec![1, 2]);
    report(&mut party, 1, 1, 10);
    let dup = party.state().duplicate().unwrap();
    assert!(!dup.tray_reported(1, 1));
    // Table 1 has played tray 1, table 2 not yet: nothing of it shows.
    let shown = released_standings(party.state().duplicate().unwrap());
    assert!(
        shown
            .pairs
            .iter()
            .all(|p| p.trays == 0 && p.place.is_none())
    );
    let traveller = &shown.travellers[0];
    assert!(
        traveller
            .lines
            .iter()
            .all(|l| l.play.is_none() && l.result.is_none())
    );
    // The host's own standings count it at once.
    let all = standings(party.state().duplicate().unwrap());
    assert_eq!(all.of(PairId::howell(1)).unwrap().trays, 1);
    // Table 2 plays it too: now the guests see it, as the host does.
    report(&mut party, 2, 1, 7);
    assert!(party.state().duplicate().unwrap().tray_reported(1, 1));
    let shown = released_standings(party.state().duplicate().unwrap());
    assert_eq!(shown.of(PairId::howell(1)).unwrap().plus_minus, Some(3.0));
    assert_eq!(shown.of(PairId::howell(1)).unwrap().trays, 1);
    // Tray 2 reported at table 2 only: still held back, tray 1 still shown.
    report(&mut party, 2, 2, 7);
    let shown = released_standings(party.state().duplicate().unwrap());
    assert_eq!(shown.of(PairId::howell(1)).unwrap().trays, 1);
    assert_ne!(shown, standings(party.state().duplicate().unwrap()));
}

#[test]
fn r_dup_3_a_round_played_out_and_the_evening_over_show_everything() {
    // Seven pairs, the compass game: each tray at one table a round, so it counts as
    // soon as that table has reported it.
    let mut party = duplicate(7, 2, DupMethod::Matchpoints, EveningEnd::AfterRounds(2));
    let missing = party.state().duplicate().unwrap().missing();
    let (table, trays) = missing.first().cloned().unwrap();
    report(&mut party, table, trays[0], 9);
    assert_eq!(
        released_standings(party.state().duplicate().unwrap()),
        standings(party.state().duplicate().unwrap()),
        "a tray played at one table this round counts once that table has it"
    );
    play_round(&mut party, |_, tray| {
        played(Seat::North, 2, 6 + (tray % 5) as u8)
    });
    play_round(&mut party, |t, _| played(Seat::East, 3, 5 + t as u8));
    assert_eq!(
        released_standings(party.state().duplicate().unwrap()),
        standings(party.state().duplicate().unwrap())
    );
}
