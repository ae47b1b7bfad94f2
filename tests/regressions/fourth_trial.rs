//! What a new host met on the fourth trial (issue 54), each pinned where it was met: the
//! words, lists and small things of its §1 and §4.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Party, Side};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{add, apply, at, report_all, seated, stars_evening};
use crate::support::ui::harness;

/// A party saved and opened in the window, at the Round screen.
fn opened<'a>(party: Party, saves: &std::path::Path, clock: &FakeClock) -> Harness<'a, CinchApp> {
    let path = saves.join("evening.ron");
    crate::support::evenings::saved(party, &path);
    let mut h = harness(saves, clock, Some(path));
    h.run_steps(3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run_steps(3);
    h
}

/// Bug: the move list after a bell had no line for a late arrival still waiting ("By
/// guest" went from Francis to Gladys; Geneviève, waiting since round 2, had no line,
/// while the guests the bell left without a chair said "wait for a chair").
#[test]
fn the_move_list_names_every_waiting_guest_late_arrivals_included() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut party = seated(2, stars_evening(4));
    add(&mut party, "Geneviève Arnaud", Side::Lady);
    report_all(&mut party, &[(10, 2), (10, 2)]);
    let mut h = opened(party, saves.path(), &clock);
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run_steps(5);
    h.get_by_label_contains("Who goes where for round 2");
    h.get_by_label("Geneviève Arnaud: wait for a chair (you are on the waiting list)");
}

/// Bug: after a guest left, the Guests screen still counted "22 gentlemen".
#[test]
fn a_guest_who_left_is_not_counted_with_the_others() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut party = seated(3, stars_evening(4));
    let s1 = crate::common::id(&party, "S1");
    apply(&mut party, Action::Leave { guest: s1 });
    // They play the round out and go at its bell (R-LATE-2).
    crate::common::play(&mut party, &[(10, 2), (10, 2), (10, 2)]);
    let mut h = opened(party, saves.path(), &clock);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run_steps(3);
    h.get_by_label_contains("6 ladies, 5 gentlemen (1 guest has left)");
}

/// Bug: two pairs level on points were numbered "1." and "2." on the Standings screen
/// while the season placed both first. One ranking (R-ALT-3): equal totals share a
/// place on the Standings screen, the report, the published page, the results sheet and
/// the season.
#[test]
fn r_alt_3_equal_score_card_totals_share_a_place_everywhere() {
    use cinch_party::rules::Scoring;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let settings = cinch_party::rules::Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::PairsAllEvening,
            open_seating: false,
        }),
        ..stars_evening(1)
    };
    let mut party = seated(2, settings);
    // Both winning pairs put down 8; both losing pairs nothing.
    crate::common::play(&mut party, &[(10, 2), (2, 10)]);
    let text = cinch_party::transcript::Transcript::of(&party).to_string();
    let places: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("Score cards"))
        .skip(1)
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .take(4)
        .collect();
    assert_eq!(places, ["1.", "1.", "3.", "3."], "{text}");
    let evening = cinch_party::transcript::evening::Evening::of(&party, 0);
    let page = cinch_party::publish::results_page(&party, &evening, "Level");
    let points = page
        .split(r#"<section id="points">"#)
        .nth(1)
        .and_then(|rest| rest.split("</section>").next())
        .unwrap();
    assert_eq!(
        points.matches(r#"<td class="n">1.</td>"#).count(),
        2,
        "the page"
    );
    assert_eq!(
        points.matches(r#"<td class="n">3.</td>"#).count(),
        2,
        "the page"
    );
    let sheet = cinch_party::print::Printout::of(
        &party,
        "Level",
        cinch_party::print::Document::Results,
        cinch_party::print::Paper::A4,
    )
    .unwrap();
    let firsts = sheet
        .pages
        .iter()
        .flat_map(|p| p.texts().map(str::to_owned).collect::<Vec<_>>())
        .skip_while(|t| t != "Points")
        .take_while(|t| t != "Rounds")
        .filter(|t| t == "1.")
        .count();
    assert_eq!(firsts, 2, "the results sheet");
    let facts = cinch_party::season::evening::facts_of(&party, "Level");
    let first = facts
        .players
        .iter()
        .filter(|p| {
            matches!(
                p.gave,
                cinch_party::season::evening::Gave::Place { place: 1, .. }
            )
        })
        .count();
    assert_eq!(first, 4, "the season: both pairs' four players first");
    let mut h = opened(party, saves.path(), &clock);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    h.run_steps(3);
    assert_eq!(
        h.query_all_by_label("1.").count(),
        2,
        "the Standings screen"
    );
}

/// Bug: the text `report FILE` of a duplicate evening printed only the standings — no
/// rounds or trays, no corrections, no "sent from table N" — did not name the party, and
/// called its movement "skip mitchell".
#[test]
fn the_duplicate_report_names_the_party_and_lists_every_tray_with_its_story() {
    use cinch_party::rules::Source;
    use cinch_party::rules::deal::{Bid, Deal};
    use cinch_party::rules::duplicate::TrayPlay;
    use cinch_party::rules::{EveningEnd, Seat};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friday.ron");
    let mut party = cinch_party::simulate::duplicate::simulate_duplicate(
        &cinch_party::simulate::duplicate::DuplicateOptions {
            seed: 54,
            pairs: 8,
            trays_per_table: 1,
            rounds: Some(2),
            open_round: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(matches!(
        party.state().settings.end,
        EveningEnd::AfterRounds(_)
    ));
    let dup = party.state().duplicate().unwrap();
    let round = dup.round().unwrap().number;
    let (table, trays) = dup.missing()[0].clone();
    let played = |ns| {
        TrayPlay::Played(Deal {
            bid: Some(Bid {
                bidder: Seat::East,
                amount: 4,
            }),
            ns_points: ns,
            ew_points: 14 - ns,
            revoke: None,
            misdeal: false,
        })
    };
    let tray = trays[0];
    party
        .apply_from(
            Action::TrayResult {
                round,
                table,
                tray,
                play: played(3),
            },
            at(90),
            Source::Table(table),
        )
        .unwrap();
    party
        .apply(
            Action::CorrectTray {
                round,
                table,
                tray,
                play: played(5),
            },
            at(91),
        )
        .unwrap();
    crate::support::evenings::saved(party, &path);
    let out = crate::support::cli::run(&["report", path.to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("Evening\n"),
        "the party's title first: {text}"
    );
    assert!(text.contains(&format!("Round {round}\n")), "{text}");
    assert!(
        text.contains(&format!("(sent from table {table}, corrected)")),
        "{text}"
    );
    assert!(text.contains("East bid 4 and"), "{text}");
    assert!(
        !text.contains("skip mitchell") && !text.contains("_"),
        "{text}"
    );
}

/// Bug (a new host's trial, issue 50): a pairs-all-evening party's results sheet and
/// published page carried a star "Standings" table of every guest at 0 gold, 0 red and 0
/// green, each guest's heading "★ 0, ✶ 0, ✹ 0", and round lines that said "a gold star":
/// a score-card evening gives no stars (R-ALT-1). Now the rules say so
/// (`Star::gives_stars`): no star in any round line or heading, no star standings, and
/// the phones' standings page and the guest display rank the score cards by points
/// (R-ALT-3).
#[test]
fn r_alt_1_a_score_card_evening_shows_no_stars_anywhere() {
    use cinch_party::rules::Scoring;
    let settings = cinch_party::rules::Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::PairsAllEvening,
            open_seating: false,
        }),
        ..stars_evening(1)
    };
    let mut party = seated(2, settings);
    crate::common::play(&mut party, &[(10, 2), (2, 10)]);
    let star = party.state().star().unwrap();
    assert!(!star.gives_stars());
    let round = &star.rounds()[0];
    assert!(star.round_stars(round).is_empty(), "no star in round 1");
    let ann = party.state().guests()[0].id;
    let evening = cinch_party::transcript::guest::GuestEvening::of(&party, ann).unwrap();
    assert_eq!(evening.stars, None);
    assert!(
        evening
            .rounds
            .iter()
            .all(|r| r.star.is_none() && r.tally.is_none())
    );
    let text = evening.to_text();
    assert!(!text.contains("star"), "{text}");
    let derived = cinch_party::transcript::evening::Evening::of(&party, 0);
    let page = cinch_party::publish::results_page(&party, &derived, "Level");
    assert!(
        !page.contains(r#"<section id="standings">"#),
        "no star standings"
    );
    assert!(page.contains(r#"<section id="points">"#));
    for star_words in ["gold star", "red star", "green star", "★ 0"] {
        assert!(!page.contains(star_words), "the page says {star_words:?}");
    }
    let sheet = cinch_party::print::Printout::of(
        &party,
        "Level",
        cinch_party::print::Document::Results,
        cinch_party::print::Paper::A4,
    )
    .unwrap();
    let texts: Vec<String> = sheet
        .pages
        .iter()
        .flat_map(|p| p.texts().map(str::to_owned).collect::<Vec<_>>())
        .collect();
    assert!(!texts.iter().any(|t| t == "Standings"), "no star standings");
    assert!(texts.iter().any(|t| t == "Points"));
    assert!(
        !texts
            .iter()
            .any(|t| t.contains("gold star") || t.contains("★ 0")),
        "{texts:#?}"
    );
    // The phones' standings page: one ranking by points, the level pairs sharing 1.
    let room = cinch_party::view::web::source::of_party(&party);
    let standings = cinch_party::view::web::standings::standings(&room);
    assert_eq!(standings.groups.len(), 1);
    assert_eq!(standings.groups[0].title, "Points");
    let places: Vec<&str> = standings.groups[0]
        .rows
        .iter()
        .map(|r| r[0].text.as_str())
        .collect();
    assert_eq!(places, ["1.", "1.", "3.", "3."]);
}

/// Trial (a new host, issue 50): two pairs level at the top of a pairs-all-evening
/// party shared first place on the Standings screen, and once the cut had settled the
/// prize nothing there said which of them had it. The prize now stands beside the pair
/// that won it.
#[test]
fn the_standings_screen_marks_the_score_card_prize_beside_its_winner() {
    use cinch_party::rules::Scoring;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let settings = cinch_party::rules::Settings {
        game: cinch_party::rules::GameSettings::Star(cinch_party::rules::StarSettings {
            scoring: Scoring::PairsAllEvening,
            open_seating: false,
        }),
        ..stars_evening(1)
    };
    let mut party = seated(2, settings);
    // Table 1's winners put down 8, table 2's 5: table 1's North–South pair wins.
    crate::common::play(&mut party, &[(10, 2), (10, 5)]);
    let evening = cinch_party::transcript::evening::Evening::of(&party, 0);
    let title = evening.star().unwrap().prize_titles()[0].clone();
    let mut h = opened(party, saves.path(), &clock);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    h.run_steps(3);
    let marks: Vec<_> = h.query_all_by_label(&title).collect();
    assert_eq!(marks.len(), 1, "{title} beside its winner, once");
    let first = h.get_by_label("1.");
    assert!(
        (marks[0].rect().center().y - first.rect().center().y).abs() < 4.0,
        "on the first place's row"
    );
}
