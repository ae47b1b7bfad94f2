//! The words the host reads out: one voice, always true (issue 27).

use cinch_party::rules::State;
use cinch_party::rules::progression::{moves, seat_of};

use egui_kittest::kittest::Queryable;

use crate::common::*;

/// Every guest's line of the move list, as the window shows it.
fn move_lines(state: &State) -> Vec<String> {
    let round = state.round_number().unwrap();
    let before = state.star().unwrap().round(round - 1).unwrap();
    let after = state.star().unwrap().round(round).unwrap();
    moves(before, after)
        .iter()
        .map(|m| {
            let partner = seat_of(before, m.guest)
                .and_then(|(t, seat)| Some(before.seats(t)?.at(seat.opposite())));
            cinch_party::words::guest_move(state.star().unwrap(), m, partner)
        })
        .collect()
}

#[test]
fn the_move_list_speaks_to_each_guest_in_one_voice() {
    let mut party = seated(4, stars_evening(4));
    play(&mut party, &[(14, 6), (6, 14), (11, 9), (3, 17)]);
    let lines = move_lines(party.state());
    assert_eq!(lines.len(), 16, "{lines:?}");
    for line in &lines {
        let spoken = [
            "stay in your chair (",
            "stay at table ",
            "go to table ",
            "sit down at table ",
            "wait for a chair",
        ];
        assert!(
            spoken.iter().any(|start| line.starts_with(start)),
            "not said to the guest: {line}"
        );
    }
    // Each kind of line is there.
    for kind in ["stay in your chair", "stay at table", "go to table"] {
        assert!(
            lines.iter().any(|l| l.starts_with(kind)),
            "{kind}: {lines:?}"
        );
    }
}

#[test]
fn seating_the_tables_never_says_the_round_has_begun_before_it_is_started() {
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let h = crate::support::ui::seated_party(saves.path(), &clock, 4, 4);
    assert!(
        h.query_by_label_contains("Round 1 and its clock begin when you start it")
            .is_some()
    );
    assert!(h.query_by_label_contains("round 1 has begun").is_none());
    let round = h
        .state()
        .desk()
        .unwrap()
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .clone();
    assert_eq!(round.started_at, None);
}

#[test]
fn the_rules_screen_leads_with_the_words_and_the_id_follows() {
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    h.key_press(egui::Key::F1);
    h.run_steps(3);
    let title = h.get_by_label("More than 13 tables").rect();
    let id = h.get_by_label("R-DRAW-5").rect();
    assert!(id.left() > title.right(), "{id:?} before {title:?}");
}

/// What a screen reader hears as results land (issue 32 §5): the last table recorded in
/// the round in play (a tie's later cut is news too), in words; nothing from a past
/// round or after the bell.
#[test]
fn a_screen_reader_hears_the_last_result_of_the_round_in_play() {
    use cinch_party::rules::{Action, Cut};
    use cinch_party::view::heard::last_result;
    let heard = |party: &cinch_party::rules::Party| last_result(party).unwrap_or_default();
    let enter = |party: &mut cinch_party::rules::Party, table, ns, ew| {
        apply(party, Action::EnterResult { table, ns, ew });
    };
    let mut party = seated(3, stars_evening(3));
    assert_eq!(last_result(&party), None);
    enter(&mut party, 2, 10, 10);
    assert_eq!(
        heard(&party),
        "Table 2: North–South 10, East–West 10, a tie: the ladies cut; 3 tables to report."
    );
    enter(&mut party, 1, 4, 21);
    assert_eq!(
        heard(&party),
        "Table 1: North–South 4, East–West 21, East–West win; 2 tables to report."
    );
    let ladies = [id(&party, "N2"), id(&party, "E2")];
    let cut = Cut::real(&ladies, ladies[1]);
    let (round, table) = (1, 2);
    apply(&mut party, Action::CutTie { round, table, cut });
    assert_eq!(
        heard(&party),
        "Table 2: North–South 10, East–West 10, a tie, East–West won the cut; 1 table to report."
    );
    enter(&mut party, 3, 19, 2);
    assert_eq!(
        heard(&party),
        "Table 3: North–South 19, East–West 2, North–South win; every table has reported."
    );
    bell(&mut party);
    assert_eq!(last_result(&party), None, "a new round: nothing yet");
    // A correction of the round before is not this round's news.
    let (round, table, ns, ew) = (1, 1, 5, 21);
    apply(
        &mut party,
        Action::CorrectResult {
            round,
            table,
            ns,
            ew,
        },
    );
    assert_eq!(last_result(&party), None);
}

/// R-SIDE-1: the two sides are ladies and gentlemen, or in open seating the red and the
/// blue pack; named by `words` in the language spoken (the rules keep no names).
#[test]
fn r_side_1_the_sides_are_named_ladies_and_gentlemen_or_the_two_packs_in_each_language() {
    use cinch_party::rules::Side;
    use cinch_party::words::{Lang, side_of, sides_of, speaking};
    assert_eq!(side_of(Side::Lady, false), "lady");
    assert_eq!(side_of(Side::Gentleman, false), "gentleman");
    assert_eq!(side_of(Side::Lady, true), "red-pack guest");
    assert_eq!(sides_of(Side::Gentleman, true), "blue-pack guests");
    let german = Lang::from_tag("de").unwrap();
    assert_eq!(speaking(german, || sides_of(Side::Lady, false)), "Damen");
    let spanish = Lang::from_tag("es").unwrap();
    assert_eq!(
        speaking(spanish, || sides_of(Side::Gentleman, false)),
        "caballeros"
    );
}

/// Issue 51 §3: a duplicate evening's figures in the language's own separators, rounded
/// once (a host's trial saw "+28.33" in a German window).
#[test]
fn duplicate_figures_are_written_with_the_languages_separator() {
    use cinch_party::words::{Lang, percent, plus_minus, speaking};
    assert_eq!(percent(58.125), "58.13 %");
    assert_eq!(plus_minus(28.333), "+28.33");
    speaking(Lang::from_tag("de").unwrap(), || {
        assert_eq!(percent(58.125), "58,13 %");
        assert_eq!(plus_minus(-76.166), "−76,17");
        assert_eq!(plus_minus(0.0), "0,00");
        assert_eq!(plus_minus(1234.5), "+1.234,50");
    });
    speaking(Lang::from_tag("es").unwrap(), || {
        assert_eq!(percent(48.6), "48.60 %");
    });
}
