//! Every bug we fixed, pinned by a test named after it; the line above each says what
//! went wrong.

mod after_a_crash;
mod chairs_and_clock;
mod guest_display;
mod layout;
mod monkey_found;
mod season_files;
mod season_join;
mod season_winners;
mod true_words;
mod typing_speed;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{
    Action, Cut, GuestId, PairSide, Party, Phase, Prize, PrizeKind, PrizeOutcome, PrizeWinner,
    Scoring, Seat, Settings, Side,
};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::*;
use crate::support::keys::{key, opened, result, text};
use crate::support::prizes::{key as prize_key, ladies_prizes, s};
use crate::support::ui::{click, enter_scores, seated_party};

/// Bug: Typed fast, "3 3 Tab 2 1 Enter" became "3321" in one box.
#[test]
fn keys_typed_faster_than_frames_land_in_their_own_boxes_in_order() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    let press = |key| egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    for event in [
        egui::Event::Text("33".into()),
        press(Key::Tab),
        egui::Event::Text("21".into()),
        press(Key::Enter),
        egui::Event::Text("19".into()),
        press(Key::Tab),
        egui::Event::Text("4".into()),
        press(Key::Enter),
        egui::Event::Text("8".into()),
        press(Key::Enter),
        egui::Event::Text("17".into()),
        press(Key::Enter),
        egui::Event::Text("7".into()),
    ] {
        h.event(event);
    }
    h.step();
    h.run_steps(2);
    assert_eq!(result(&h, 1), Some((33, 21)));
    assert_eq!(result(&h, 2), Some((19, 4)));
    assert_eq!(
        result(&h, 3),
        Some((8, 17)),
        "Enter from an empty partner box"
    );
    assert_eq!(result(&h, 4), None);
    assert_eq!(
        h.get_by_label("Table 4 North–South score")
            .value()
            .as_deref(),
        Some("7")
    );
}

/// Bug: Asking for the focus every frame interrupted the input method every frame: the
/// window repainted without end and, on X11, lost the keys typed.
#[test]
fn round_screen_asks_for_the_focus_once_not_every_frame() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 6);
    assert!(h.get_by_label("Table 1 North–South score").is_focused());
    h.try_run().expect("an idle Round screen needs no repaint");
    let interrupts = |h: &Harness<'_, CinchApp>| {
        h.output()
            .platform_output
            .ime
            .as_ref()
            .is_some_and(|ime| ime.should_interrupt_composition)
    };
    for _ in 0..3 {
        h.step();
        assert!(!interrupts(&h), "the input method is left alone");
    }
    text(&mut h, "7");
    h.try_run().expect("nor after a key");
    h.step();
    assert!(!interrupts(&h));
}

/// Bug: Tab moved egui's own focus from the tie's choice to a button, and the Enter
/// that followed cut for the ladies without being asked.
#[test]
fn tab_and_enter_on_a_tie_never_press_its_cut_buttons() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 3);
    text(&mut h, "20");
    key(&mut h, Key::Tab);
    text(&mut h, "20");
    key(&mut h, Key::Enter);
    for k in [
        Key::Tab,
        Key::Enter,
        Key::Space,
        Key::ArrowRight,
        Key::Enter,
    ] {
        key(&mut h, k);
    }
    text(&mut h, "33");
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[0].as_ref().unwrap();
    assert!(result.cut.is_none(), "no cut was asked for");
    assert!(
        h.query_by_label_contains("A tie! The ladies cut: press C, N or E.")
            .is_some()
    );
    text(&mut h, "e");
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    assert_eq!(round.winners(), None, "table 2 and 3 still play");
    assert_eq!(
        round.results[0]
            .as_ref()
            .unwrap()
            .cut_won_by(&round.tables[0]),
        Some(PairSide::EastWest)
    );
}

/// Bug: Ctrl+B rang an ordinary bell although "End the evening with this bell (Ctrl+Shift+E)" was
/// ticked, and the tick stayed on into the next round.
#[test]
fn ctrl_b_with_end_the_evening_ticked_rings_the_last_bell() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    enter_scores(&mut h, "10", "3");
    enter_scores(&mut h, "4", "9");
    click(&mut h, "End the evening with this bell (Ctrl+Shift+E)");
    assert!(h.state().end_with_this_bell());
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    let desk = h.state().desk().unwrap();
    assert_eq!(desk.state().phase(), Phase::Finished, "the last bell rang");
    assert_eq!(desk.state().star().unwrap().rounds().len(), 1);
    assert!(
        !h.state().end_with_this_bell(),
        "the tick was for that bell only"
    );
}

/// Bug: Pairs' points were keyed by "Lady & Gentleman", so a guest called "A & B" took
/// another pair's total.
#[test]
fn guest_named_like_a_pair_never_takes_that_pairs_points() {
    let settings = Settings {
        scoring: Scoring::PairsAllEvening,
        ..stars_evening(1)
    };
    let mut party = Party::new(settings);
    let cards = [
        ("A", Side::Lady),
        ("A & B", Side::Lady),
        ("B", Side::Gentleman),
        ("C", Side::Gentleman),
    ];
    let mut ids = Vec::new();
    for (name, side) in cards {
        ids.push(add(&mut party, name, side));
    }
    use cinch_party::rules::Seat::{East, North, South, West};
    for (id, seat) in ids.iter().zip([North, East, South, West]) {
        apply(
            &mut party,
            Action::RecordCard {
                guest: *id,
                card: card_for(1, seat),
            },
        );
    }
    apply(&mut party, Action::SeatTables);
    // North–South (A and B) win 30–10.
    play(&mut party, &[(30, 10)]);
    let json = serde_json::to_value(cinch_party::transcript::Transcript::of(&party)).unwrap();
    let points = json["points"].as_array().unwrap();
    assert_eq!(points.len(), 2);
    assert_eq!(points[0]["pair"], serde_json::json!(["A", "B"]));
    assert_eq!(points[0]["points"], 20);
    assert_eq!(points[1]["pair"], serde_json::json!(["A & B", "C"]));
    assert_eq!(points[1]["points"], 0);
    assert_eq!(json["prizes"][0]["winner"], "A & B", "the pair A and B won");
    assert_eq!(json["prizes"][0]["decided_by"], "points");
}

/// Bug: Each recorded card scanned every card, and each change of side every table of
/// every round: large files took minutes to open.
#[test]
fn replaying_cards_and_side_changes_never_scans_every_card() {
    let mut party = Party::new(Settings::default());
    guests(&mut party, 400, 400);
    let lady = id(&party, "L1");
    let card = card_for(1, cinch_party::rules::Seat::North);
    let mut history = party.history().to_vec();
    for i in 0..50_000 {
        let action = if i % 2 == 0 {
            Action::RecordCard { guest: lady, card }
        } else {
            Action::SetSide {
                guest: lady,
                side: Side::Lady,
            }
        };
        history.push(cinch_party::rules::Entry {
            at: at(1),
            action,
            from: cinch_party::rules::Source::Desk,
        });
    }
    let replayed = Party::replay(party.initial_settings().clone(), history).unwrap();
    assert_eq!(replayed.history().len(), 800 + 50_000);
}

/// Bug: A table opened at the bell (R-LATE-5) had no score pad, so its deals were
/// accepted and lost.
#[test]
fn pad_of_table_opened_at_bell_is_kept() {
    use cinch_party::rules::deal::{Bid, Deal};
    let mut party = seated(1, stars_evening(6));
    for (name, side) in [
        ("La", Side::Lady),
        ("Ga", Side::Gentleman),
        ("Lb", Side::Lady),
        ("Gb", Side::Gentleman),
    ] {
        arrive(&mut party, name, side);
    }
    play(&mut party, &[(10, 2)]);
    apply(&mut party, Action::OpenTable { guests: None });
    apply(&mut party, Action::StartRound);
    let deal = Deal {
        bid: Some(Bid {
            bidder: Seat::North,
            amount: 7,
        }),
        ns_points: 10,
        ew_points: 4,
        revoke: None,
        misdeal: false,
    };
    for n in 1..=3 {
        apply(&mut party, Action::RecordDeal { table: 2, deal });
        assert_eq!(
            party.state().star().unwrap().current_round().unwrap().pads[1].len(),
            n
        );
    }
    apply(&mut party, Action::RecordDeal { table: 2, deal });
    let result = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .results[1]
        .clone()
        .unwrap();
    assert_eq!((result.ns, result.ew), (24, 0));
}

/// Bug: The prize's story said "tied with X …; won the cut" when X never cut.
#[test]
fn prize_story_never_says_a_guest_cut_who_never_cut() {
    let mut party = Party::new(stars_evening(3));
    guests(&mut party, 4, 0);
    let stars = [s(3, 2, 0), s(3, 2, 0), s(3, 1, 0), s(0, 1, 5)];
    let (l1, l2) = (GuestId(0), GuestId(1));
    let cut = Cut::real(&[l1, l2], l2);
    let prizes = ladies_prizes(&stars, &[(prize_key(PrizeKind::Gold), cut)]);
    let story = |p: &Prize| cinch_party::transcript::prize_story(party.state(), &stars, p);
    let gold = story(&prizes[0]);
    assert_eq!(
        gold,
        "L2: 3 gold stars, level with 2 others. More red stars (2) settled out L3 (1). Still \
         level on gold (3), red (2) and green (0): L1 and L2 cut; L2 won a real cut."
    );
    // L2 took gold; L1 takes red, and L2 is named as passed over.
    let red = story(&prizes[1]);
    assert!(red.starts_with("L1: 2 red stars, the most."), "{red}");
    assert!(
        red.ends_with("L2 already holds a prize and cannot take a second."),
        "{red}"
    );
    assert_eq!(story(&prizes[2]), "L4: 5 green stars, the most.");
}

/// Bug: Both booby prizes said "Waits for the cut of an earlier prize" while only the
/// red prize waited for a cut that could not change them (the green leader was clear),
/// which held up the ceremony's first reveal (R-PRIZE-2).
#[test]
fn booby_prize_never_waits_for_a_cut_that_cannot_change_it() {
    // L1 takes gold; L2 and L3 tie on red all the way to a cut; L4 leads green alone.
    let stars = [s(3, 0, 0), s(1, 2, 1), s(1, 2, 1), s(0, 0, 5)];
    let prizes = ladies_prizes(&stars, &[]);
    assert!(matches!(
        prizes[1].outcome,
        PrizeOutcome::AwaitingCut { .. }
    ));
    assert!(
        matches!(
            prizes[2].outcome,
            PrizeOutcome::Awarded {
                winner: PrizeWinner::Guest(GuestId(3)),
                ..
            }
        ),
        "{:?}",
        prizes[2].outcome
    );
}

/// Bug: At 1366×768 the Pad button pushed a card's Enter over the next card's first
/// box.
#[test]
fn pad_button_never_pushes_enter_over_the_next_card() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let h = crate::support::ui::seated_party(saves.path(), &clock, 8, 8);
    let enter = h.get_by_label("Enter table 1").rect();
    let next = h.get_by_label("Table 2").rect();
    let own = h.get_by_label("Table 1 North–South score").rect();
    // Inside its own card's margin: the next card's title sits its margin (13) and the
    // gap (12) past this card's frame, and this card keeps its own margin (10).
    assert!(
        enter.right() + 35.0 <= next.left(),
        "{enter:?} runs into the margin before {next:?}"
    );
    assert!(own.left() < enter.left());
    assert!(h.get_by_label("Score pad of table 1").rect().right() <= enter.left());
}

/// Bug: Four places decided which table is head and which booby, and for a one-table
/// party the report's text named neither while the cards said "Head and booby".
#[test]
fn one_table_is_head_and_booby_in_every_view() {
    let mut party = seated(1, stars_evening(2));
    play(&mut party, &[(30, 10)]);
    let text = cinch_party::transcript::Transcript::of(&party).to_string();
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("1 h+b")),
        "{text}"
    );
    // And the counts read right for one: "1 table", not "1 tables".
    assert!(
        text.contains("4 guests (2 ladies, 2 gentlemen), 1 table, 2 rounds"),
        "{text}"
    );
    let round = &party.state().star().unwrap().rounds()[0];
    let role = round.role(1, party.state().settings.scoring);
    assert_eq!(
        cinch_party::words::table_title(1, role),
        "Table 1 (head and booby)"
    );
    let evening = cinch_party::transcript::guest::GuestEvening::of(&party, GuestId(0)).unwrap();
    let json = serde_json::to_value(&evening).unwrap();
    assert_eq!(json["rounds"][0]["tag"], "head and booby");
}

/// Bug: A new party's lock was taken with `.ok()`, so "another cinch-party has it open"
/// was thrown away and the file was written by two programs at once.
#[test]
fn a_new_party_is_never_written_while_another_cinch_party_holds_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.ron");
    let (held, _) =
        cinch_party::store::PartyFile::create(&path, "First", Settings::default(), at(0)).unwrap();
    let before = std::fs::read(&path).unwrap();
    let refused =
        cinch_party::store::PartyFile::create(&path, "Second", Settings::default(), at(1));
    let Err(error) = refused else {
        panic!("a party held by another cinch-party was written again");
    };
    assert!(
        error
            .to_string()
            .contains("another cinch-party has it open"),
        "{error}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
    drop(held);
}

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

/// Bug: in the real window, a tray typed quickly ("S2 10", Enter) also left its keys
/// ("10") in the next tray's box: Enter moved the cursor within the frame, and the next
/// box, taking it at once, read the same frame's keys again. Then, typed quicker still,
/// a whole tray and its Enter in the frame its box took the cursor: egui's "lost focus"
/// missed that Enter, and the trays ran together in one box.
#[test]
fn a_trays_keys_never_spill_into_the_next_trays_box() {
    let typed = ["N3 9", "E6 8", "S2 10", "W4 7", "P 8", "X"];
    let enter = egui::Event::Key {
        key: Key::Enter,
        physical_key: Some(Key::Enter),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    // As X11 delivers a typist's keys on a slow laptop: a key a frame, the last with
    // Enter; or each tray whole with its Enter in one frame.
    let key_a_frame: Vec<Vec<egui::Event>> = typed
        .iter()
        .flat_map(|keys| {
            let chars: Vec<char> = keys.chars().collect();
            let last = chars.len() - 1;
            chars
                .into_iter()
                .enumerate()
                .map(|(i, c)| {
                    let mut frame = crate::support::duplicate_ui::key_events(c);
                    if i == last {
                        frame.push(enter.clone());
                    }
                    frame
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let tray_a_frame: Vec<Vec<egui::Event>> = typed
        .iter()
        .map(|keys| {
            let mut frame: Vec<egui::Event> = keys
                .chars()
                .flat_map(crate::support::duplicate_ui::key_events)
                .collect();
            frame.push(enter.clone());
            frame
        })
        .collect();
    for frames in [key_a_frame, tray_a_frame] {
        let saves = tempfile::tempdir().unwrap();
        let clock = FakeClock::at(at(0));
        let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "4 trays");
        for frame in frames {
            h.input_mut().events.extend(frame);
            crate::support::ui::step_with_hook(&mut h);
        }
        h.run_steps(4);
        let state = h.state().desk().unwrap().state().clone();
        // Table 1 has trays 1–4, table 2 trays 5–8: the cursor goes on to table 2.
        let trays = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 5), (2, 6)];
        for ((table, tray), keys) in trays.into_iter().zip(typed) {
            let expected = cinch_party::rules::duplicate::parse_tray(keys, tray).unwrap();
            assert_eq!(
                state.duplicate().unwrap().dup.outcome(1, table, tray),
                Some(expected),
                "tray {tray} is what was typed for it"
            );
        }
        assert!(
            h.query_by_label_contains("is not a deal").is_none(),
            "no tray got another's keys"
        );
    }
}

/// The same keys at the star game's Round screen: a table's two scores typed a key a
/// frame (Tab and Enter arriving with the last digit) stay in their own boxes.
#[test]
fn scores_typed_a_key_a_frame_stay_in_their_own_tables_boxes() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(2);
    let scores = [("23", "12"), ("7", "30"), ("19", "18")];
    for (ns, ew) in scores {
        for (digits, then) in [(ns, Key::Tab), (ew, Key::Enter)] {
            let chars: Vec<char> = digits.chars().collect();
            for (i, c) in chars.iter().enumerate() {
                let mut frame = crate::support::duplicate_ui::key_events(*c);
                if i + 1 == chars.len() {
                    frame.push(egui::Event::Key {
                        key: then,
                        physical_key: Some(then),
                        pressed: true,
                        repeat: false,
                        modifiers: Modifiers::NONE,
                    });
                }
                h.input_mut().events.extend(frame);
                crate::support::ui::step_with_hook(&mut h);
            }
        }
    }
    h.run_steps(4);
    for (table, (ns, ew)) in (1..).zip(scores) {
        assert_eq!(
            result(&h, table),
            Some((ns.parse().unwrap(), ew.parse().unwrap())),
            "table {table}"
        );
    }
}

/// Bug: on a duplicate Round screen, Ctrl+F opened the finder but the tray box kept the
/// cursor, so the name typed went into the tray ("ew7" is not a deal). And the finder
/// missed an Enter that came in the frame of the last letters: it chose from the names
/// found before them.
#[test]
fn the_finder_gets_the_keys_over_a_duplicate_round_screen() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "2 trays");
    h.key_press_modifiers(Modifiers::COMMAND, Key::F);
    h.run_steps(3);
    // The name and Enter in one frame, as a quick typist's keys arrive.
    let mut frame: Vec<egui::Event> = "ew3"
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    frame.push(egui::Event::Key {
        key: Key::Enter,
        physical_key: Some(Key::Enter),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    });
    h.input_mut().events.extend(frame);
    crate::support::ui::step_with_hook(&mut h);
    h.run_steps(3);
    assert!(h.query_by_label_contains("is not a deal").is_none());
    assert!(
        h.query_by_label("Find another pair or guest").is_some(),
        "the pair's evening is up"
    );
    assert!(
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .outcome(1, 1, 1)
            .is_none(),
        "nothing went into a tray"
    );
}

/// Bug (issue 38): table cards from table 10 on printed a huge "…" instead of their
/// number: the number's size filled the width exactly, and the sum of its glyphs came out
/// a hair wider, so the text was cut. Every card's number is read back from its page.
#[test]
fn every_table_card_prints_its_whole_number_at_10_60_and_100_tables() {
    use cinch_party::print::{Document, Paper};
    for tables in [10, 60, 100] {
        let party = seated(tables, stars_evening(3));
        for paper in [Paper::A4, Paper::Letter] {
            let pages = crate::support::print::pdf_pages(&crate::support::print::printout(
                &party,
                Document::TableCards,
                paper,
            ));
            assert_eq!(pages.len(), tables as usize, "{tables} tables");
            for (table, page) in (1..).zip(&pages) {
                assert!(!page.contains('…'), "{tables} tables, card {table}: {page}");
                // The card's own lines: the word TABLE, then the number alone on its line.
                let lines: Vec<&str> = page
                    .lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .collect();
                let after = lines
                    .iter()
                    .position(|l| *l == "TABLE")
                    .and_then(|i| lines.get(i + 1));
                assert_eq!(
                    after,
                    Some(&table.to_string().as_str()),
                    "{tables} tables, {paper:?}, card {table}: {lines:?}"
                );
            }
        }
    }
}

/// Every event of `keys` in a frame of its own, as a host types at ~30 ms a key, each
/// frame run through the app's input hook as eframe runs it.
fn type_at_speed(h: &mut Harness<'_, CinchApp>, keys: &[egui::Event]) {
    for event in keys {
        h.input_mut().events.push(event.clone());
        crate::support::ui::step_with_hook(h);
    }
    for _ in 0..3 {
        crate::support::ui::step_with_hook(h);
    }
}

fn press(key: Key) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: Some(key),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    }
}

fn typed(text: &str) -> egui::Event {
    egui::Event::Text(text.to_owned())
}

/// Bug (issue 32): after D on table 1, four deals, and Enter closing the pad, "30" Tab
/// "20" Enter typed straight away for table 2 saved 0 to 20: the pad left the cursor on
/// its own (reported) table, where the first digit only moved the cursor on and was lost.
#[test]
fn the_first_key_after_closing_a_pad_lands_in_the_next_table() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    let mut keys = vec![typed("d")];
    for deal in ["N9 10", "E8 10", "S6 6", "W7 12"] {
        keys.extend(deal.chars().map(|c| typed(&c.to_string())));
        keys.push(press(Key::Enter));
    }
    // The Enter that closes the pad, then table 2's result at once.
    keys.push(press(Key::Enter));
    keys.extend([
        typed("3"),
        typed("0"),
        press(Key::Tab),
        typed("2"),
        typed("0"),
        press(Key::Enter),
    ]);
    type_at_speed(&mut h, &keys);
    assert!(h.query_by_label("Table 1 · round 1 · score pad").is_none());
    assert!(result(&h, 1).is_some(), "the pad made table 1's result");
    assert_eq!(result(&h, 2), Some((30, 20)));
    assert_eq!(result(&h, 3), None);

    // The same keys all in one frame, as a slow laptop delivers them.
    let saves = tempfile::tempdir().unwrap();
    let mut h = opened(saves.path(), &clock, 4);
    h.input_mut().events.extend(keys);
    for _ in 0..30 {
        crate::support::ui::step_with_hook(&mut h);
    }
    assert_eq!(result(&h, 2), Some((30, 20)), "all keys in one frame");
}

/// Bug (issue 32): a digit typed with the cursor resting on a reported table moved the
/// cursor to the table that waits but was itself lost.
#[test]
fn a_digit_typed_on_a_reported_table_is_typed_in_the_table_that_waits() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 3);
    type_at_speed(
        &mut h,
        &[typed("5"), press(Key::Tab), typed("9"), press(Key::Enter)],
    );
    assert_eq!(result(&h, 1), Some((5, 9)));
    // Back up to the reported table (table 1), then type table 2's score.
    type_at_speed(
        &mut h,
        &[
            press(Key::ArrowUp),
            typed("1"),
            typed("7"),
            press(Key::Tab),
            typed("4"),
            press(Key::Enter),
        ],
    );
    assert_eq!(result(&h, 2), Some((17, 4)));
}

/// A round of three tables played and the bell rung, the window open on it.
fn three_tables_after_a_bell<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
) -> Harness<'a, CinchApp> {
    let mut h = opened(saves, clock, 3);
    for (ns, ew) in [("9", "5"), ("4", "10"), ("12", "2")] {
        text(&mut h, ns);
        key(&mut h, Key::Tab);
        text(&mut h, ew);
        key(&mut h, Key::Enter);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(3);
    h
}

fn ctrl(key: Key) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: Some(key),
        pressed: true,
        repeat: false,
        modifiers: Modifiers::COMMAND,
    }
}

/// Bug (issue 32): Ctrl+H, "2 3" Enter typed quickly put the 3 into the North–South box
/// as well, and "20" then made 320: the score box took the cursor in the frame of the
/// Enter and read that frame's keys again.
#[test]
fn ctrl_h_round_and_table_typed_quickly_never_leak_into_the_score_box() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    // Ctrl+H "1 2" Enter "20" Tab "7" Enter: a key a frame, then all in one frame.
    let keys = || {
        let mut keys = vec![ctrl(Key::H)];
        keys.extend("1 2".chars().map(|c| typed(&c.to_string())));
        keys.push(press(Key::Enter));
        keys.extend([typed("2"), typed("0"), press(Key::Tab), typed("7")]);
        keys.push(press(Key::Enter));
        keys
    };
    for all_at_once in [false, true] {
        let mut h = three_tables_after_a_bell(saves.path(), &clock);
        if all_at_once {
            h.input_mut().events.extend(keys());
            type_at_speed(&mut h, &[]);
            for _ in 0..20 {
                crate::support::ui::step_with_hook(&mut h);
            }
        } else {
            type_at_speed(&mut h, &keys());
        }
        let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
        let result = round.results[1].clone().unwrap();
        assert_eq!(
            (result.ns, result.ew),
            (20, 7),
            "all at once: {all_at_once}"
        );
    }
}

/// Bug (issue 32): Esc in a correction opened by Ctrl+H left the form half open with no
/// cursor anywhere: it closes it, and the cursor goes back to "round and table".
#[test]
fn esc_in_a_past_correction_closes_it_and_the_cursor_returns_to_round_and_table() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = three_tables_after_a_bell(saves.path(), &clock);
    let mut keys = vec![ctrl(Key::H)];
    keys.extend("1 2".chars().map(|c| typed(&c.to_string())));
    keys.extend([press(Key::Enter), typed("3"), press(Key::Escape)]);
    type_at_speed(&mut h, &keys);
    assert!(
        h.query_by_label("Round 1 table 2 North–South score")
            .is_none()
    );
    assert!(h.get_by_label("Round and table to correct").is_focused());
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[1].clone().unwrap();
    assert_eq!((result.ns, result.ew, result.corrections), (4, 10, 0));
}

/// The window's visible area, and a node's rectangle, to tell what a host can see.
fn in_view(h: &Harness<'_, CinchApp>, label: &str) -> bool {
    let rect = h.get_by_label(label).rect();
    // The Round screen's cards sit below the header (the top ~100 px) and above the
    // window's foot (768 px).
    rect.top() >= 100.0 && rect.bottom() <= 768.0
}

/// A tray's keys, a key a frame, then Enter.
fn tray_keys(text: &str) -> Vec<egui::Event> {
    let mut keys: Vec<egui::Event> = text
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    keys.push(press(Key::Enter));
    keys
}

/// Bug (issue 32): with 7 tables of 2 trays, the 7th table's card was drawn empty (its
/// title only, even scrolled), and the screen did not scroll to the tray being typed, so
/// the host typed blind. Every card is drawn whole, the one with the cursor in view.
#[test]
fn the_seventh_duplicate_card_is_drawn_whole_and_the_tray_typed_is_always_in_view() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 14, "2 trays");
    let movement = *h
        .state()
        .desk()
        .unwrap()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    assert_eq!(movement.tables, 7);
    for table in 1..=7 {
        for tray in movement.trays_at(1, table) {
            let label = format!("Table {table} tray {tray}");
            assert!(
                h.get_by_label(&label).is_focused(),
                "{label} has the cursor"
            );
            assert!(in_view(&h, &label), "{label} is in view");
            // Both pairs of the card with the cursor are drawn.
            let ew = movement.ew_at(1, table).unwrap().number;
            assert!(
                h.query_by_label_contains(&format!("N–S {table} (Player"))
                    .is_some()
            );
            assert!(
                h.query_by_label_contains(&format!("E–W {ew} (Player"))
                    .is_some()
            );
            type_at_speed(&mut h, &tray_keys("P 8"));
        }
    }
    let state = h.state().desk().unwrap().state().clone();
    assert!(
        state.duplicate().unwrap().dup.missing().is_empty(),
        "every tray went in"
    );
}

/// Issue 32: the duplicate desk by keys, as the star Round screen: ↑ ↓ move between
/// trays; Enter on a reported tray opens its correction with the old result in the box
/// (typing replaces it); the tray typed after it lands in its own box.
#[test]
fn duplicate_trays_by_arrows_and_a_correction_that_starts_from_the_old_result() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 6, "2 trays");
    let outcome = |h: &Harness<'_, CinchApp>, table, tray| {
        h.state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .outcome(1, table, tray)
    };
    // Table 1's first tray, then ↑ back to it: it is reported, Enter reopens it.
    let (t1, t2) = {
        let m = *h
            .state()
            .desk()
            .unwrap()
            .state()
            .duplicate()
            .unwrap()
            .dup
            .fixed_movement()
            .unwrap();
        (m.trays_at(1, 1), m.trays_at(1, 2))
    };
    type_at_speed(&mut h, &tray_keys("N3 9"));
    assert!(outcome(&h, 1, t1[0]).is_some());
    assert!(
        h.get_by_label(&format!("Table 1 tray {}", t1[1]))
            .is_focused()
    );
    type_at_speed(&mut h, &[press(Key::ArrowDown)]);
    assert!(
        h.get_by_label(&format!("Table 2 tray {}", t2[0]))
            .is_focused()
    );
    type_at_speed(&mut h, &[press(Key::ArrowUp), press(Key::ArrowUp)]);
    type_at_speed(&mut h, &[press(Key::Enter)]);
    let reopened = format!("Table 1 tray {}", t1[0]);
    assert_eq!(
        h.get_by_label(&reopened).value().as_deref(),
        Some("N3 9"),
        "the old result is in the box"
    );
    // Typing replaces it; Enter saves the correction; the cursor goes on.
    type_at_speed(&mut h, &tray_keys("E6 3"));
    let Some(cinch_party::rules::duplicate::TrayPlay::Played(deal)) = outcome(&h, 1, t1[0]) else {
        panic!("corrected tray has a result");
    };
    assert_eq!((deal.ns_points, deal.ew_points), (11, 3));
    type_at_speed(&mut h, &tray_keys("P 8"));
    assert!(
        outcome(&h, 1, t1[1]).is_some(),
        "the next tray in its own box"
    );
}

/// Bug (issue 32): after a crash the Party screen offered a duplicate party "round 0, in
/// play": the list of parties counted the star game's rounds, which a duplicate party
/// has none of.
#[test]
fn the_list_of_parties_says_a_duplicate_evenings_own_round() {
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    let party = simulate_duplicate(&DuplicateOptions {
        pairs: 10,
        rounds: Some(3),
        open_round: true,
        ..DuplicateOptions::default()
    })
    .unwrap();
    assert_eq!(party.state().round_number(), Some(3));
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("duplicate-friday.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Duplicate Friday", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    let listed = cinch_party::store::list_parties(saves.path(), 10).unwrap();
    let progress: Vec<&str> = listed.iter().map(|p| p.progress.as_str()).collect();
    assert_eq!(progress, ["round 3 of 3, in play"]);
}

/// Bug (issue 32): after the bell, Ctrl+Enter on the move list started the round and
/// then said in red "Round 2 has already started.": the focused Start button took the
/// Enter of Ctrl+Enter as a click, and the shortcut asked a second time.
#[test]
fn ctrl_enter_on_the_move_list_starts_the_round_once_without_a_false_error() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = three_tables_after_a_bell(saves.path(), &clock);
    assert!(h.query_by_label_contains("Start round 2").is_some());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run_steps(4);
    let state = h.state().desk().unwrap().state().clone();
    assert!(state.round_clock().is_some_and(|c| c.is_started()));
    assert!(
        h.query_by_label_contains("has already started").is_none(),
        "no false error"
    );
}

/// Bug (issue 32): Ctrl+F's pair evening listed how other tables went on trays the pair
/// had not yet played ("elsewhere: table 1 +4" on this round's trays, before its own
/// result): a pair must never see the results of hands it is about to play. And its
/// minus signs came in two kinds ("−4.00" and "-2"): one kind now.
#[test]
fn a_pairs_evening_never_shows_results_of_trays_it_has_not_played() {
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    use cinch_party::transcript::dup_view::DupView;
    // Round 3 in play with no results yet: its trays were played elsewhere in rounds 1-2.
    let party = simulate_duplicate(&DuplicateOptions {
        pairs: 10,
        rounds: Some(3),
        open_round: true,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let state = party.state();
    let view = DupView::of(state.duplicate().unwrap());
    let mut checked = 0;
    for (pair, _) in state.duplicate().unwrap().dup.pairs_by(&view.movement) {
        let evening = view.pair_evening(pair);
        let now = evening.rounds.iter().find(|r| r.round == 3).unwrap();
        for tray in &now.trays {
            assert!(tray.result.is_none(), "round 3 has no results yet");
            assert!(
                tray.elsewhere.is_empty(),
                "{pair:?} sees tray {} played elsewhere: {:?}",
                tray.tray,
                tray.elsewhere
            );
            checked += 1;
        }
    }
    assert!(checked > 0);
    assert_eq!(cinch_party::words::signed(-2), "−2");
    assert_eq!(cinch_party::words::signed(4), "+4");
    assert_eq!(
        cinch_party::words::signed(-2).chars().next(),
        cinch_party::words::plus_minus(-4.0).chars().next()
    );
}

/// Bug (issue 32): before the chairs were settled, the move list told a guest "new
/// partner Alice", who had left the party: a partner who has left is named as an empty
/// chair to be settled, never as a partner.
#[test]
fn the_move_list_never_names_a_guest_who_has_left_as_a_partner() {
    let mut party = seated(4, stars_evening(6));
    // Every table's winners move; the leaver is at table 3 (North), so someone arrives
    // opposite her chair.
    report_all(&mut party, &[(20, 4), (20, 4), (4, 20), (20, 4)]);
    let round = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .clone();
    let leaver = round.tables[2].north;
    apply(&mut party, Action::Leave { guest: leaver });
    bell(&mut party);
    let state = party.state();
    let before = &state.star().unwrap().rounds()[0];
    let after = state.star().unwrap().current_round().unwrap();
    let leaver_name = state.name(leaver).to_owned();
    let mut told = 0;
    for m in cinch_party::rules::progression::moves(before, after) {
        let said = cinch_party::words::guest_move(state.star().unwrap(), &m, None);
        assert!(
            !said.contains(&format!("partner {leaver_name}")),
            "{}: {said}",
            state.name(m.guest)
        );
        if said.contains(&format!("({leaver_name} has left)")) {
            told += 1;
        }
    }
    assert!(told >= 1, "the partner of the empty chair is told");
}

/// Bug (issue 32): a duplicate party's Guests screen spoke the star game: a latecomer
/// "will sit down when a chair frees", a pair's first player was a "lady", and a guest
/// added there waited with no seat. It speaks of pairs now, and Ctrl+L says in words
/// what a latecomer can do.
#[test]
fn a_duplicate_partys_guests_screen_speaks_of_pairs_not_chairs_and_sides() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 6, "2 trays");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    assert!(h.query_by_label_contains("with Player 1B").is_some());
    for star_words in ["lady", "Lady", "chair frees", "waiting list"] {
        assert!(
            h.query_by_label_contains(star_words).is_none(),
            "{star_words}"
        );
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::L);
    h.run_steps(3);
    assert!(
        h.query_all_by_label_contains("cannot join the movement")
            .count()
            >= 1
    );
    assert!(h.query_by_label("Late guest's name").is_none());
    assert_eq!(h.state().desk().unwrap().state().guests().len(), 12);
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

/// Bug (issues 32, 38): a prize tie waiting for its cut said "Level: … Still level: …
/// must cut", every name twice and never what was compared.
#[test]
fn r_prize_3_a_tie_waiting_for_its_cut_names_each_guest_once_and_says_what_was_compared() {
    use cinch_party::rules::Stars;
    let mut party = Party::new(stars_evening(3));
    guests(&mut party, 5, 0);
    let story = |stars: &[Stars]| {
        let prizes = ladies_prizes(stars, &[]);
        cinch_party::transcript::prize_story(party.state(), stars, &prizes[0])
    };
    let three = [s(3, 2, 1), s(3, 2, 1), s(3, 2, 1), s(0, 1, 0), s(0, 0, 2)];
    assert_eq!(
        story(&three),
        "Level on gold (3), red (2) and green (1): L1, L2 and L3; a cut decides."
    );
    let four = [s(3, 2, 1), s(3, 2, 1), s(3, 2, 1), s(3, 1, 1), s(0, 0, 2)];
    let words = story(&four);
    assert_eq!(
        words,
        "4 guests were level on gold (3). More red stars (2) settled out L4 (1). Still level \
         on gold (3), red (2) and green (1): L1, L2 and L3; a cut decides."
    );
    for name in ["L1", "L2", "L3", "L4"] {
        assert_eq!(words.matches(name).count(), 1, "{name}: {words}");
    }
}

/// A page as pdftotext reads it with boxes: its size and its words, each with its box
/// (left, top, right, bottom, in points).
type PageWords = ((f32, f32), Vec<(String, [f32; 4])>);

/// Each page of a PDF, with its words' boxes.
fn pdf_words(printout: &cinch_party::print::Printout) -> Vec<PageWords> {
    let dir = tempfile::tempdir().unwrap();
    let path = crate::support::print::pdf_file(printout, dir.path());
    let out = crate::support::print::poppler("pdftotext")
        .arg("-bbox")
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    let html = String::from_utf8(out.stdout).unwrap();
    let attr = |tag: &str, name: &str| -> f32 {
        let at = tag.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        tag[at..].split('"').next().unwrap().parse().unwrap()
    };
    let mut pages = Vec::new();
    for page in html.split("<page ").skip(1) {
        let size = (attr(page, "width"), attr(page, "height"));
        let words = page
            .split("<word ")
            .skip(1)
            .map(|w| {
                let (tag, rest) = w.split_once('>').unwrap();
                let text = rest.split("</word>").next().unwrap().to_owned();
                let b = ["xMin", "yMin", "xMax", "yMax"].map(|n| attr(tag, n));
                (text, b)
            })
            .collect();
        pages.push((size, words));
    }
    pages
}

/// Bug (issue 32): the tally sheet of a 16-guest party filled a third of its landscape
/// page in small type. It fills the page, its type as large as the page allows.
#[test]
fn the_tally_sheet_of_a_short_party_fills_its_landscape_page() {
    use cinch_party::print::{Document, Paper, Printout};
    let mut party = seated(4, stars_evening(8));
    for _ in 0..2 {
        play(&mut party, &[(14, 6), (6, 14), (14, 6), (6, 14)]);
    }
    for paper in Paper::ALL {
        let printout = Printout::of(&party, "Second evening", Document::Tally, paper).unwrap();
        let pages = pdf_words(&printout);
        assert_eq!(pages.len(), 1);
        let ((width, height), words) = &pages[0];
        // The sheet's own words: below the title, above the footer.
        let sheet: Vec<&(String, [f32; 4])> = words
            .iter()
            .filter(|(_, b)| b[1] > 55.0 && b[3] < height - 40.0)
            .collect();
        let right = sheet.iter().map(|(_, b)| b[2]).fold(0.0, f32::max);
        let bottom = sheet.iter().map(|(_, b)| b[3]).fold(0.0, f32::max);
        assert!(
            right >= width * 0.9,
            "{paper:?}: the sheet ends at {right} of {width}"
        );
        assert!(
            bottom >= height * 0.8,
            "{paper:?}: the sheet ends at {bottom} of {height}"
        );
        // A guest's name in type at least 12 points high (8.5 before).
        let (_, name) = sheet.iter().find(|(w, _)| w == "N1").unwrap();
        assert!(name[3] - name[1] >= 12.0, "{paper:?}: {name:?}");
    }
}

/// Bug (issue 38): the star game's results sheet printed mid-evening named prize winners
/// as if final; it says the prizes and standings stand so far.
#[test]
fn the_results_sheet_printed_mid_evening_says_so_far() {
    use cinch_party::print::{Document, Paper};
    let mut party = seated(4, stars_evening(6));
    for _ in 0..2 {
        play(&mut party, &[(14, 6), (6, 14), (14, 6), (6, 14)]);
    }
    let text = crate::support::print::pdf_pages(&crate::support::print::printout(
        &party,
        Document::Results,
        Paper::A4,
    ))
    .join("\n");
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for words in [
        "2 of 6 rounds played",
        "Prizes so far, after round 2",
        "The evening is not over",
        "Standings so far, after round 2",
    ] {
        assert!(one_line.contains(words), "{words}");
    }
}

/// Bug (issue 32): the duplicate results sheet mid-evening said "3 of 7 rounds played"
/// after 2 rounds, under "Winners"; an evening ended early said "Round 3 of 8 · The
/// evening is over." It says the leaders after the rounds played, or when it ended.
#[test]
fn the_duplicate_results_sheet_says_leaders_mid_evening_and_when_the_evening_ended() {
    use cinch_party::print::{Document, Paper};
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    let evening = |open_round| {
        simulate_duplicate(&DuplicateOptions {
            seed: 32,
            pairs: 14,
            trays_per_table: 2,
            rounds: Some(3),
            open_round,
            ..DuplicateOptions::default()
        })
        .unwrap()
    };
    let sheet = |party: &Party| {
        let pages = crate::support::print::pdf_pages(&crate::support::print::printout(
            party,
            Document::Results,
            Paper::A4,
        ));
        pages[0].split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let mid = sheet(&evening(true));
    assert!(mid.contains("2 of 3 rounds played"), "{mid}");
    assert!(mid.contains("Leaders after 2 of 3 rounds"), "{mid}");
    assert!(!mid.contains("Winners"), "{mid}");
    let ended = evening(false);
    assert_eq!(ended.state().phase(), Phase::Finished);
    let done = sheet(&ended);
    assert!(done.contains("the evening ended after round 3"), "{done}");
    assert!(done.contains("Winners"), "{done}");
    assert_eq!(
        cinch_party::words::evening_ended(ended.state()),
        "The evening ended after round 3."
    );
}

/// Bug (issue 38): at 1360 pixels wide the Print screen's toolbar cut its label ("Table
/// cards, A4 · Page …"). It has a line of its own and shows whole.
#[test]
fn the_print_screens_label_shows_whole_at_1360_pixels() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("cards.ron");
    let party = seated(3, stars_evening(6));
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Cards", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    let app = crate::support::ui::test_app(saves.path(), &clock, Some(path));
    let mut h = crate::support::ui::harness_of(app, [1360.0, 768.0], false);
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num8);
    h.run_steps(4);
    let shown: Vec<crate::support::room::Shown> = crate::support::room::labels(&h)
        .into_iter()
        .filter(|l| l.words.contains("Page Up / Page Down"))
        .collect();
    assert_eq!(shown.len(), 1);
    assert!(
        shown[0].words.starts_with("Table cards, "),
        "{:?}",
        shown[0].words
    );
    assert!(
        !crate::support::room::is_cut(&h.ctx, &shown[0]),
        "{:?}",
        shown[0].rect
    );
    assert!(shown[0].rect.right() <= 1360.0);
}

/// Bug (issue 34): a pair that had played no tray was declared a joint winner with 0.00 —
/// with 3 pairs N–S 2 sat out every round and "won"; with 5 pairs stopped after round 1
/// the sat-out pair tied first. Now three pairs are refused in words, and a pair with no
/// tray has no place and never wins.
#[test]
fn a_pair_that_played_no_tray_is_never_a_winner() {
    use cinch_party::rules::duplicate::score::standings;
    use cinch_party::rules::duplicate::{PairGroup, PairId};
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    let out = crate::support::cli::run(&[
        "simulate",
        "--duplicate",
        "--seed",
        "9100863270385536486",
        "--pairs",
        "3",
        "--trays-per-table",
        "1",
        "--duplicate-method",
        "plus-minus",
        "--deal-scoring",
        "both",
        "--json",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("at least four pairs"));
    // Every tray of round 1 is played once: every pair that played is at 0.00, and so
    // was the pair that sat out.
    let party = simulate_duplicate(&DuplicateOptions {
        seed: 9100863270385536486,
        pairs: 5,
        trays_per_table: 1,
        rounds: Some(1),
        ..DuplicateOptions::default()
    })
    .unwrap();
    let m = *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let idle = (1..=3).find(|&t| m.sits_out(1, t)).unwrap();
    let s = standings(party.state().duplicate().unwrap());
    let ns = &s.winners[0];
    assert_eq!(ns.0, PairGroup::NorthSouth);
    assert!(!ns.1.contains(&idle), "{:?}", s.winners);
    assert_eq!(ns.1.len(), 2, "the two N–S pairs that played, level");
    assert_eq!(s.of(PairId::ns(idle)).unwrap().place, None);
}

/// Bug (trial, issue 32): a refused score (999) left the cursor in East–West's box, and
/// neither Tab nor Shift+Tab brought it back: the host had to reach for the mouse. The
/// cursor now goes to the box refused, its score selected, and the next digits retype it.
#[test]
fn a_refused_score_puts_the_cursor_back_on_the_box_refused() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = opened(saves.path(), &clock, 4);
    let mut keys: Vec<egui::Event> = "999".chars().map(|c| typed(&c.to_string())).collect();
    keys.extend([press(Key::Tab), typed("5"), press(Key::Enter)]);
    type_at_speed(&mut h, &keys);
    assert_eq!(result(&h, 1), None, "999 is refused");
    let again = [
        typed("3"),
        typed("0"),
        press(Key::Tab),
        typed("2"),
        typed("0"),
        press(Key::Enter),
    ];
    type_at_speed(&mut h, &again);
    assert_eq!(
        result(&h, 1),
        Some((30, 20)),
        "typed afresh where it was refused"
    );
}

/// Bug (trial, issue 32): after a tray's keys were refused ("N15 9": no bid of 15) the
/// slip stayed in its box and the next keys were added to it ("N15 9N5 9"), refused in
/// turn. The slip now stays selected, and the next keys replace it.
#[test]
fn a_refused_tray_is_replaced_by_the_next_keys() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "2 trays");
    let mut keys: Vec<egui::Event> = "N15 9"
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    keys.push(press(Key::Enter));
    keys.extend(
        "N5 9"
            .chars()
            .flat_map(crate::support::duplicate_ui::key_events),
    );
    keys.push(press(Key::Enter));
    type_at_speed(&mut h, &keys);
    let outcome = h
        .state()
        .desk()
        .unwrap()
        .state()
        .duplicate()
        .unwrap()
        .dup
        .outcome(1, 1, 1);
    let Some(cinch_party::rules::duplicate::TrayPlay::Played(deal)) = outcome else {
        panic!("table 1's first tray was recorded: {outcome:?}");
    };
    assert_eq!(deal.bid.map(|b| b.amount), Some(5));
    assert_eq!((deal.ns_points, deal.ew_points), (9, 5));
}

/// Bug (trial, issue 32): a reported tray's line on the duplicate Round card ended in
/// its score ("North bid 5 and made it: N–S …"), and the card's width cut it off: the
/// host could not read what was saved. The score now comes first, on its own.
#[test]
fn a_reported_trays_score_stands_on_its_own_on_the_card() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::duplicate_ui::started(saves.path(), &clock, 10, "2 trays");
    let mut keys: Vec<egui::Event> = "N5 9"
        .chars()
        .flat_map(crate::support::duplicate_ui::key_events)
        .collect();
    keys.push(press(Key::Enter));
    type_at_speed(&mut h, &keys);
    h.run_steps(3);
    let state = h.state().desk().unwrap().state().clone();
    let Some(play) = state.duplicate().unwrap().dup.outcome(1, 1, 1) else {
        panic!("tray 1 at table 1 was recorded");
    };
    let points = cinch_party::words::tray_points(state.settings.deal_scoring, 1, &play)
        .expect("a played tray has its points");
    assert!(points.starts_with("N–S "), "{points}");
    assert!(
        h.query_by_label(&points).is_some(),
        "the score {points:?} is a label of its own, never cut"
    );
}

/// Bug (trial): the guest display kept the last party's stage ("Prize ceremony", picked
/// at the end of a star evening) when the host opened the next evening, so its guests
/// would have been told "And now, the leaders…" in its first round. Another party opens
/// with the display following its own evening (Auto), nothing revealed.
#[test]
fn another_party_opens_with_the_display_following_its_own_evening() {
    use cinch_party::view::{Command, DisplayCommand, DisplayMode};
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = seated_party(saves.path(), &clock, 4, 4);
    let first = h.state().desk().unwrap().file.path().to_path_buf();
    h.state_mut().execute(
        Command::Display(DisplayCommand::Mode(DisplayMode::Ceremony)),
        0.0,
    );
    h.state_mut()
        .execute(Command::Display(DisplayCommand::Reveal(0)), 0.0);
    assert_eq!(h.state().display().mode, DisplayMode::Ceremony);
    h.state_mut().execute(Command::CloseParty, 0.0);
    h.state_mut().execute(Command::OpenParty(first), 0.0);
    h.run_steps(2);
    assert!(h.state().desk().is_some(), "the party opened again");
    assert_eq!(h.state().display().mode, DisplayMode::Auto);
    assert!(h.state().display().revealed.is_empty());
}

/// Bug (trial): after "Add these guests" the cursor was left on the button, and neither
/// Esc nor Ctrl+2 brought it back to the name box: the host reached for the mouse to
/// type the next guest. The list added, the cursor is in the name box again; and Ctrl+2
/// on the Guests screen puts it there from anywhere on the screen.
#[test]
fn after_a_list_of_guests_the_cursor_is_back_in_the_name_box() {
    use cinch_party::view::Screen;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    assert_eq!(h.state().screen(), Screen::Guests);
    crate::support::ui::type_into(&mut h, "List of names", "Ann\nBea");
    click(&mut h, "all ladies");
    click(&mut h, "Add these guests");
    h.run_steps(3);
    assert!(h.get_by_label("Guest name").is_focused(), "after the list");
    // Away from it (the list box), then Ctrl+2: back in the name box.
    h.get_by_label("List of names").click();
    h.run_steps(2);
    assert!(!h.get_by_label("Guest name").is_focused());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    assert!(h.get_by_label("Guest name").is_focused(), "after Ctrl+2");
}

/// Bug (trial): "There is already a guest called Ann", refused on the Guests screen,
/// still showed in red on the Draw screen the host went to next. A refusal belongs to the
/// screen it was made on: going to another screen takes it away.
#[test]
fn a_refusal_does_not_follow_the_host_to_another_screen() {
    use cinch_party::view::Screen;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(2);
    crate::support::ui::type_into(&mut h, "Party title", "Friday Cinch");
    click(&mut h, "Create the party");
    for _ in 0..2 {
        crate::support::ui::type_into(&mut h, "Guest name", "Ann");
        h.key_press(Key::Enter);
        h.run_steps(3);
    }
    let errors = |h: &Harness<'_, CinchApp>| {
        h.state()
            .toasts()
            .items()
            .iter()
            .filter(|t| t.error)
            .count()
    };
    assert_eq!(errors(&h), 1, "the second Ann is refused");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Draw);
    assert_eq!(errors(&h), 0, "the refusal stayed on the Guests screen");
}

/// Bug (issue 41): Ctrl+H with "2 3" and its Enter in one frame opened the correction
/// with the North–South box empty: the frame's "3", typed into "round and table", was
/// read as typing in the score box that was only asking for the cursor.
#[test]
fn ctrl_h_with_the_table_and_enter_in_one_frame_shows_the_old_score() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = three_tables_after_a_bell(saves.path(), &clock);
    type_at_speed(&mut h, &[ctrl(Key::H)]);
    h.input_mut()
        .events
        .extend([typed("1"), typed(" "), typed("2"), press(Key::Enter)]);
    type_at_speed(&mut h, &[]);
    let shown = h
        .get_by_label("Round 1 table 2 North–South score")
        .value()
        .unwrap_or_default();
    assert_eq!(shown, "4", "the old North–South score");
    type_at_speed(&mut h, &[press(Key::Tab), typed("7"), press(Key::Enter)]);
    let round = h.state().desk().unwrap().state().star().unwrap().rounds()[0].clone();
    let result = round.results[1].clone().unwrap();
    assert_eq!((result.ns, result.ew), (4, 7));
}
