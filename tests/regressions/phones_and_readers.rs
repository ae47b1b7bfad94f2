//! The phones' bodies refused in words, and the window as a screen reader hears it.

use crate::common::*;
use crate::support::keys::{opened, result};
use crate::support::ui::enter_scores;
use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Seat};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Bug: A phone's pad held for the OK carried on from the deals the host had begun at
/// the desk; if the host took one back before the OK, the OK recorded a mixture that
/// neither the phone nor the host had sent.
#[test]
fn ok_for_a_phones_pad_is_refused_when_the_host_changed_the_pad_meanwhile() {
    use cinch_party::rules::deal::{Bid, Deal};
    let deal = |bidder, points| Deal {
        bid: Some(Bid { bidder, amount: 2 }),
        ns_points: points,
        ew_points: 14 - points,
        revoke: None,
        misdeal: false,
    };
    let mut party = seated(2, stars_evening(3));
    // The host begins table 1's pad at the desk: one deal.
    apply(
        &mut party,
        Action::RecordDeal {
            table: 1,
            deal: deal(Seat::North, 10),
        },
    );
    // The phone sends the other three, held for the OK.
    let rest = [
        deal(Seat::East, 4),
        deal(Seat::South, 9),
        deal(Seat::West, 3),
    ];
    apply(
        &mut party,
        Action::HoldForOk {
            table: 1,
            actions: rest
                .iter()
                .map(|d| Action::RecordDeal { table: 1, deal: *d })
                .collect(),
        },
    );
    let sent = party.state().star().unwrap().held_for(1).unwrap().score;
    // The host takes the first deal back and enters another: the phone's three deals
    // would now make a different result.
    apply(&mut party, Action::DropDeal { table: 1 });
    apply(
        &mut party,
        Action::RecordDeal {
            table: 1,
            deal: deal(Seat::North, 2),
        },
    );
    let refused = try_apply(&mut party, Action::AcceptHeld { table: 1 });
    assert_eq!(
        refused,
        Err(cinch_party::rules::RuleError::HeldNoLongerFits { table: 1 })
    );
    // Turned down, the table sends again; nothing mixed was recorded.
    apply(&mut party, Action::TurnDownHeld { table: 1 });
    assert!(
        party
            .state()
            .star()
            .unwrap()
            .current_round()
            .unwrap()
            .results[0]
            .is_none()
    );
    assert_ne!(sent, (0, 0));
}

/// Bug (issue 32): the focus ring of a box scrolled out of view was painted over the top
/// bar: it is painted only where its widget can be seen.
#[test]
fn the_focus_ring_of_a_box_scrolled_out_of_view_is_not_painted() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 30);
    assert!(h.get_by_label("Table 1 North–South score").is_focused());
    assert!(cinch_party::ui::widgets::focus_ring_clip(&h.ctx).is_some());
    // The host scrolls to the foot of the round with the wheel: the cursor stays put.
    for _ in 0..12 {
        h.get_by_label("Table 1 North–South score").scroll_down();
        h.run_steps(1);
    }
    h.run_steps(2);
    assert!(h.get_by_label("Table 1 North–South score").is_focused());
    assert!(
        cinch_party::ui::widgets::focus_ring_clip(&h.ctx).is_none(),
        "no ring for a box out of sight"
    );
}

// ---- The phones (issues 34 §2 and 37), read as the server reads a body. ----

/// Bug (issue 34, D1): a tray sent as not played and with a bid had its bid silently
/// dropped; now it is refused in words, the tray named.
#[test]
fn a_tray_both_not_played_and_bid_is_refused_not_half_read() {
    use cinch_party::phones::wire::{BodyError, TrayBody};
    let body = br#"{"round":2,"tray":7,"not_played":true,"bidder":"north","bid":3}"#;
    let refused = TrayBody::read(body).unwrap_err();
    assert!(
        matches!(refused, BodyError::NotPlayedWithDeal(7)),
        "{refused}"
    );
    let played = TrayBody::read(br#"{"round":2,"tray":7,"not_played":true}"#).unwrap();
    assert_eq!(
        played.play().unwrap(),
        cinch_party::rules::duplicate::TrayPlay::NotPlayed
    );
}

/// Bug (issue 34, D6 and D8): a deal's `dealer` and `ns_score` were taken and ignored,
/// and refusals quoted the parser ("expected u32"); now they are refused in words.
#[test]
fn a_deals_dealer_or_score_is_refused_in_words_without_the_parsers_own() {
    use cinch_party::phones::wire::{DealsBody, body};
    for extra in [r#""dealer":"east""#, r#""ns_score":3"#] {
        let sent = format!(
            r#"{{"round":1,"deals":[{{"bidder":"north","bid":3,"ns_points":10,"ew_points":4,{extra}}}]}}"#
        );
        let refused = body::read::<DealsBody>(sent.as_bytes()).unwrap_err();
        assert!(
            refused
                .to_string()
                .ends_with("is not something this address takes.")
        );
    }
    let refused = body::read::<DealsBody>(br#"{"round":"one","deals":[]}"#).unwrap_err();
    assert!(!refused.to_string().contains("expected"), "{refused}");
}

// ---- Heard as well as seen (issue 32 §5): what a screen reader is told. ----

/// The live region a screen reader speaks, by its role: its words and how urgently.
fn spoken(h: &Harness<'_, CinchApp>, role: egui::accesskit::Role) -> Vec<(String, String)> {
    use egui_kittest::kittest::NodeT;
    h.query_all_by(|node| node.role() == role && node.live() != egui::accesskit::Live::Off)
        .map(|node| {
            let node = node.accesskit_node();
            let words = node.label().or_else(|| node.value()).unwrap_or_default();
            (words, format!("{:?}", node.live()))
        })
        .collect()
}

/// Bug (issue 32 §5): a result typed on the Round screen changed only the card, which a
/// host using a screen reader cannot see; now a polite status says what was recorded.
#[test]
fn a_recorded_result_is_announced_to_a_screen_reader() {
    use egui::accesskit::Role;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::keys::opened(saves.path(), &clock, 4);
    assert!(
        spoken(&h, Role::Status).is_empty(),
        "nothing before a result"
    );
    enter_scores(&mut h, "30", "20");
    assert_eq!(result(&h, 1), Some((30, 20)));
    let heard = "Table 1: North–South 30, East–West 20, North–South win; 3 tables to report.";
    assert_eq!(
        spoken(&h, Role::Status),
        [(heard.to_owned(), "Polite".to_owned())]
    );
    // The next result takes its place; an undo puts the one before back.
    enter_scores(&mut h, "12", "17");
    let second = "Table 2: North–South 12, East–West 17, East–West win; 2 tables to report.";
    assert_eq!(spoken(&h, Role::Status)[0].0, second);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(3);
    assert_eq!(spoken(&h, Role::Status)[0].0, heard);
}

/// Bug (issue 32 §5): a refused score showed a red message that a screen reader never
/// spoke; now an error is an assertive live region, a notice a polite one.
#[test]
fn a_refused_score_is_announced_at_once_to_a_screen_reader() {
    use egui::accesskit::Role;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::keys::opened(saves.path(), &clock, 4);
    enter_scores(&mut h, "200", "3");
    assert_eq!(result(&h, 1), None);
    let heard = spoken(&h, Role::Label);
    assert!(
        heard.iter().any(|(words, live)| {
            words.starts_with("Table 1: 200 points cannot be made") && live == "Assertive"
        }),
        "{heard:?}"
    );
}

/// Bug (issue 32 §5): the window's own node had no name, so a screen reader said only
/// "frame" when the window came to the front.
#[test]
fn the_window_is_named_for_a_screen_reader() {
    use egui_kittest::kittest::NodeT;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = crate::support::keys::opened(saves.path(), &clock, 2);
    assert_eq!(
        h.root().accesskit_node().label().as_deref(),
        Some("cinch-party")
    );
}

// ---- Issues 32 and 38: the guest display, the print-outs and words the evening makes
// ---- true (the display's own tests are in tests/display_room.rs).

/// Bug (issue 50 §4): the phones' desk derived the whole evening again for every request,
/// a star table's result included, and the window then derived the same evening again.
/// A star result reads the recorded round and derives nothing; a duplicate tray's reply
/// derives the evening once, at the revision the window then adopts.
#[test]
fn the_phones_and_the_window_derive_one_evening_a_change() {
    use cinch_party::phones::wire::{Request, ResultBody};
    use cinch_party::phones::{Intake, PhoneDesk};
    use cinch_party::store::PartyFile;
    let dir = tempfile::tempdir().unwrap();
    let path = crate::support::phones::open_round(dir.path(), 8, &["--open-round"]);
    let mut file = PartyFile::open(&path).unwrap();
    let mut desk = PhoneDesk::new(Intake::Direct, cinch_party::rules::shuffler(3));
    let round = file.party().state().round_number().unwrap();
    for table in 1..=4 {
        let body = ResultBody {
            round,
            ns: 21,
            ew: 12,
            cut: None,
        };
        let (reply, _) = desk.answer(
            &mut file,
            Request::Result { table, body },
            chrono::Utc::now(),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    assert!(
        desk.evening_at(file.revision()).is_none(),
        "four star results derived no evening"
    );

    // A duplicate evening: the tray's reply derives the evening once, and the window
    // takes that very evening.
    let dup_path = dir.path().join("dup.ron");
    crate::support::duplicate::saved_duplicate(&dup_path, 8, 1, 1, true);
    let mut window = cinch_party::view::Desk::new(PartyFile::open(&dup_path).unwrap());
    let mut desk = PhoneDesk::new(Intake::Direct, cinch_party::rules::shuffler(3));
    desk.share(std::sync::Arc::clone(window.evening()));
    let dup = window.file.party().state().duplicate().unwrap();
    let round = dup.round().unwrap().number;
    let (table, trays) = dup.missing()[0].clone();
    let body = cinch_party::phones::wire::TrayBody::read(
        format!(
            r#"{{"round":{round},"tray":{},"not_played":true}}"#,
            trays[0]
        )
        .as_bytes(),
    )
    .unwrap();
    let request = Request::Tray { table, body };
    let (reply, _) = desk.answer(&mut window.file, request, chrono::Utc::now());
    assert_eq!(reply.status, 200, "{}", reply.body);
    let revision = window.file.revision();
    let derived = desk
        .evening_at(revision)
        .expect("derived at the new revision");
    window.refresh_with(desk.evening_at(revision));
    assert!(
        std::sync::Arc::ptr_eq(&derived, window.evening()),
        "the window took the phones' evening instead of deriving it again"
    );
}
