//! Every refusal: a clear message, and nothing already recorded is lost.

use crate::common::*;
use cinch_party::rules::round::parse_score;
use cinch_party::rules::{Action, GuestId, Party, Scoring, Settings, Side};

/// Applies an action that must be refused, checks the party did not change, and returns
/// the message.
fn refused(party: &mut Party, action: Action) -> String {
    let before = party.clone();
    let error = try_apply(party, action.clone()).expect_err("should be refused");
    assert_eq!(*party, before, "a refused {action:?} changed the party");
    cinch_party::words::rule_refusal(&error)
}

#[test]
fn fewer_than_four_guests_cannot_be_seated() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 2, 1);
    let message = refused(&mut party, Action::SeatTables);
    assert_eq!(
        message,
        "A table needs four players, and there are only 3 guests."
    );
}

#[test]
fn a_side_too_small_to_fill_a_table_is_named() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 5, 1);
    assert_eq!(
        refused(&mut party, Action::SeatTables),
        "Every table needs two gentlemen, and there is only 1."
    );
    let mut open = Party::new(Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::Stars,
            open_seating: true,
        }),
        ..Settings::default()
    });
    guests(&mut open, 0, 6);
    assert_eq!(
        refused(&mut open, Action::SeatTables),
        "Every table needs two red-pack guests, and there are only 0."
    );
}

#[test]
fn empty_and_duplicate_names_are_refused() {
    let mut party = Party::new(Settings::default());
    add(&mut party, "Ada Abbott", Side::Lady);
    assert_eq!(
        refused(
            &mut party,
            Action::AddGuest {
                name: "   ".into(),
                side: Side::Lady
            }
        ),
        "A guest needs a name: the name was empty."
    );
    let message = refused(
        &mut party,
        Action::AddGuest {
            name: " ada  abbott".into(),
            side: Side::Gentleman,
        },
    );
    assert!(
        message.contains("already a guest called \"Ada Abbott\""),
        "{message}"
    );
    let g = add(&mut party, "Bob", Side::Gentleman);
    refused(
        &mut party,
        Action::RenameGuest {
            guest: g,
            name: "ADA ABBOTT".into(),
        },
    );
    refused(
        &mut party,
        Action::RenameGuest {
            guest: g,
            name: "x".repeat(100),
        },
    );
    // Renaming to the same name in another case is fine.
    apply(
        &mut party,
        Action::RenameGuest {
            guest: g,
            name: "BOB".into(),
        },
    );
}

#[test]
fn scores_below_zero_or_absurdly_large_are_refused() {
    let mut party = seated(2, stars_evening(3));
    assert_eq!(
        refused(
            &mut party,
            Action::EnterResult {
                table: 1,
                ns: -3,
                ew: 10
            }
        ),
        "A score cannot be negative (-3)."
    );
    let message = refused(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: 10,
            ew: 1000,
        },
    );
    assert_eq!(
        message,
        "1000 points cannot be made in four deals (at most 112). Check the score card."
    );
    refused(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: i64::MAX,
            ew: 0,
        },
    );
    refused(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: i64::MIN,
            ew: 0,
        },
    );
    assert!(
        cinch_party::words::rule_refusal(&parse_score("12a", false).unwrap_err())
            .contains("not a score")
    );
    assert!(parse_score("", false).is_err());
    assert_eq!(parse_score(" 23 ", false).unwrap(), 23);
}

#[test]
fn a_result_for_a_table_that_does_not_exist_is_refused() {
    let mut party = seated(2, stars_evening(3));
    assert_eq!(
        refused(
            &mut party,
            Action::EnterResult {
                table: 3,
                ns: 1,
                ew: 2
            }
        ),
        "There is no table 3: this round has tables 1 to 2."
    );
    refused(
        &mut party,
        Action::EnterResult {
            table: 0,
            ns: 1,
            ew: 2,
        },
    );
    refused(
        &mut party,
        Action::CorrectResult {
            round: 9,
            table: 1,
            ns: 1,
            ew: 2,
        },
    );
    refused(
        &mut party,
        Action::CorrectResult {
            round: 0,
            table: 1,
            ns: 1,
            ew: 2,
        },
    );
}

#[test]
fn a_table_entered_twice_in_a_round_is_refused() {
    let mut party = seated(2, stars_evening(3));
    apply(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: 1,
            ew: 2,
        },
    );
    assert_eq!(
        refused(
            &mut party,
            Action::EnterResult {
                table: 1,
                ns: 5,
                ew: 2
            }
        ),
        "Table 1 already has a result for round 1. Correct it instead of entering it again."
    );
    refused(
        &mut party,
        Action::CorrectResult {
            round: 1,
            table: 2,
            ns: 1,
            ew: 2,
        },
    );
}

#[test]
fn results_before_the_draw_are_refused() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 2, 2);
    assert!(
        refused(
            &mut party,
            Action::EnterResult {
                table: 1,
                ns: 1,
                ew: 2
            }
        )
        .contains("not seated yet")
    );
    refused(
        &mut party,
        Action::RingBell {
            override_missing: true,
            cuts: vec![],
            last: false,
        },
    );
}

#[test]
fn a_cut_without_a_tie_is_refused() {
    let mut party = seated(1, stars_evening(3));
    apply(
        &mut party,
        Action::EnterResult {
            table: 1,
            ns: 3,
            ew: 2,
        },
    );
    let ladies = [id(&party, "N1"), id(&party, "E1")];
    let cut = cinch_party::rules::Cut::real(&ladies, ladies[0]);
    assert_eq!(
        refused(
            &mut party,
            Action::CutTie {
                round: 1,
                table: 1,
                cut
            }
        ),
        "Table 1 has no tie waiting for a cut."
    );
}

#[test]
fn an_overridden_bell_without_its_cuts_is_refused() {
    let mut party = seated(2, stars_evening(3));
    let message = refused(
        &mut party,
        Action::RingBell {
            override_missing: true,
            cuts: vec![],
            last: false,
        },
    );
    assert_eq!(
        message,
        "That cut does not fit the tie: the players or the cards do not match."
    );
}

#[test]
fn seating_and_scoring_are_locked_once_play_starts() {
    let mut party = seated(1, stars_evening(3));
    let changed = Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::PairsAllEvening,
            open_seating: false,
        }),
        ..party.state().settings.clone()
    };
    let message = refused(&mut party, Action::ChangeSettings(changed));
    assert_eq!(
        message,
        "Play has started, so the seating and the ways of scoring can no longer be changed."
    );
    // The deal-scoring method too (R-DEAL-5: locked once play starts).
    let changed = Settings {
        deal_scoring: cinch_party::rules::deal::DealScoring::SetBack,
        ..party.state().settings.clone()
    };
    assert!(try_apply(&mut party, Action::ChangeSettings(changed)).is_err());
    // The round length may still change.
    let longer = Settings {
        round_minutes: 25,
        ..party.state().settings.clone()
    };
    apply(&mut party, Action::ChangeSettings(longer));
    let silly = Settings {
        round_minutes: 0,
        ..party.state().settings.clone()
    };
    refused(&mut party, Action::ChangeSettings(silly));
}

#[test]
fn the_draw_cannot_change_once_play_starts_and_seated_guests_stay() {
    let mut party = seated(1, stars_evening(3));
    let n1 = id(&party, "N1");
    refused(&mut party, Action::ClearCard { guest: n1 });
    refused(&mut party, Action::SeatTables);
    assert!(
        refused(&mut party, Action::RemoveGuest { guest: n1 })
            .contains("N1 is seated or has played")
    );
    refused(
        &mut party,
        Action::SetSide {
            guest: n1,
            side: Side::Gentleman,
        },
    );
    // A latecomer may still be added: they wait.
    let late = add(&mut party, "Late Lady", Side::Lady);
    assert_eq!(party.state().star().unwrap().waiting(), vec![late]);
}

#[test]
fn unknown_guest_numbers_are_refused() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 2, 2);
    assert_eq!(
        refused(
            &mut party,
            Action::RenameGuest {
                guest: GuestId(99),
                name: "X".into()
            }
        ),
        "There is no guest number 99 in this party."
    );
    refused(&mut party, Action::RemoveGuest { guest: GuestId(99) });
}

#[test]
fn a_damaged_history_is_refused_with_the_step_named() {
    let party = seated(1, stars_evening(3));
    let mut history = party.history().to_vec();
    history.push(history.last().unwrap().clone()); // SeatTables twice
    let error = Party::replay(party.initial_settings().clone(), history).unwrap_err();
    assert!(
        matches!(error, cinch_party::rules::ReplayError::Step { index, .. } if index == party.history().len())
    );
    assert!(
        cinch_party::words::replay_refusal(&error).starts_with(&format!(
            "step {} of its history",
            party.history().len() + 1
        ))
    );
}

#[test]
fn a_pasted_list_is_added_all_or_nothing() {
    let mut party = Party::new(Settings::default());
    add(&mut party, "Ada", Side::Lady);
    let clash = vec![
        ("Bea".to_owned(), Side::Lady),
        ("ada".to_owned(), Side::Lady),
    ];
    assert!(refused(&mut party, Action::AddGuests { guests: clash }).contains("\"Ada\""));
    let twice = vec![
        ("Bea".to_owned(), Side::Lady),
        ("BEA".to_owned(), Side::Gentleman),
    ];
    refused(&mut party, Action::AddGuests { guests: twice });
    apply(
        &mut party,
        Action::AddGuests {
            guests: vec![("Bea".into(), Side::Lady), ("Bob".into(), Side::Gentleman)],
        },
    );
    assert_eq!(party.state().guests().len(), 3);
}
