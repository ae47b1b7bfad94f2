//! The seam, widened (issue 43): a result corrected after the evening, and every output
//! then reads the same new figures from the one derived evening — the window's Standings
//! screen and the guest display, the JSON transcript, the CSV files, the results sheet
//! (PDF), the published page and the season table (its text, page and PDF).

use std::sync::Arc;

use cinch_party::app::FakeClock;
use cinch_party::print::{Document, Paper, Printout};
use cinch_party::rules::duplicate::{DupMethod, PairId, TrayPlay};
use cinch_party::rules::{Action, Party, Stars};
use cinch_party::season::facts_of;
use cinch_party::season::members::MemberList;
use cinch_party::season::table::{EveningRead, derive};
use cinch_party::season::{Season, SeasonFile};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::store::{PartyFile, Saved};
use cinch_party::transcript::evening::Evening;
use cinch_party::transcript::export::csv_files;
use cinch_party::ui::guest_display_ui;
use cinch_party::view::display::{DisplayMode, DisplayState};
use cinch_party::words;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::display::desk_of;

/// After the evening's last action: a correction made the next morning.
fn next_morning(party: &Party) -> chrono::DateTime<chrono::Utc> {
    let last = party.history().last().map_or_else(|| at(0), |e| e.at);
    last + chrono::Duration::hours(12)
}

/// Every text of a print-out, in order.
fn pdf_texts(printout: &Printout) -> Vec<String> {
    printout
        .pages
        .iter()
        .flat_map(|p| p.texts().map(str::to_owned).collect::<Vec<_>>())
        .collect()
}

/// A page's words, its markup left out.
fn page_words(html: &str) -> String {
    scraper::Html::parse_document(html)
        .root_element()
        .text()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The season of this one evening.
fn season_of(party: &Party) -> Season {
    let evenings = vec![EveningRead::Read(Arc::new(facts_of(party, "Friday")))];
    let file = SeasonFile {
        evenings: vec!["friday.ron".to_owned()],
        ..SeasonFile::default()
    };
    let table = derive(file.counting(), &MemberList::default(), &evenings);
    Season {
        name: "Winter".into(),
        file,
        evenings,
        table,
    }
}

/// The Standings screen of the window with `party` open (Ctrl+5), and whether `label`
/// is on it.
fn standings_screen_shows(party: &Party, label: &str) -> bool {
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("evening.ron");
    let mut file = PartyFile::adopt(&path, "Friday", party.clone()).unwrap();
    assert_eq!(file.save_now(next_morning(party)), Saved::Yes);
    drop(file);
    let clock = FakeClock::at(next_morning(party));
    let mut screen = crate::support::ui::harness(saves.path(), &clock, Some(path));
    screen.run_steps(3);
    screen.key_press_modifiers(Modifiers::COMMAND, Key::Num5);
    screen.run_steps(3);
    screen.query_all_by_label_contains(label).next().is_some()
}

/// The guest display's standings, and whether `label` is on it.
fn display_shows(party: &Party, label: &str) -> bool {
    let desk = desk_of(party.clone());
    let shown = DisplayState {
        mode: DisplayMode::Standings,
        ..DisplayState::default()
    };
    let mut display = Harness::builder()
        .with_size([1920.0, 1080.0])
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(|ui| guest_display_ui(ui, &desk, &shown, None, next_morning(party)));
    display.run_steps(2);
    display.query_all_by_label_contains(label).next().is_some()
}

/// A finished duplicate evening scored by matchpoints, and the tray whose correction
/// moves the most: the first traveller's first line, corrected to "not played".
fn duplicate_evening() -> (Party, Action) {
    let party = simulate_duplicate(&DuplicateOptions {
        seed: 23,
        pairs: 10,
        method: DupMethod::Matchpoints,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let evening = Evening::of(&party, 0);
    let dup = evening.duplicate().unwrap();
    let traveller = &dup.standings.travellers[0];
    let line = &traveller.lines[0];
    let correction = Action::CorrectTray {
        round: line.round,
        table: line.table,
        tray: traveller.tray,
        play: TrayPlay::NotPlayed,
    };
    (party, correction)
}

#[test]
fn a_corrected_tray_reads_the_same_in_every_output() {
    let (mut party, correction) = duplicate_evening();
    let Action::CorrectTray { round, table, .. } = correction else {
        unreachable!()
    };
    let before = Evening::of(&party, 0);
    let pair = {
        let dup = before.duplicate().unwrap();
        let traveller = &dup.standings.travellers[0];
        PairId::ns(traveller.lines[0].ns_pair.number)
    };
    let old = before.duplicate().unwrap().score_words(pair);
    party.apply(correction, next_morning(&party)).unwrap();
    let evening = Evening::of(&party, 0);
    let dup = evening.duplicate().unwrap();
    let standing = dup.standings.of(pair).unwrap();
    let percent = standing.percent.unwrap();
    let score = dup.score_words(pair);
    assert_eq!(score, words::percent(percent));
    assert_ne!(
        score, old,
        "the correction at round {round}, table {table} moves {pair:?}"
    );
    let [player, _] = dup.each_name(pair);

    assert!(
        standings_screen_shows(&party, &score),
        "Standings screen: {score}"
    );
    assert!(display_shows(&party, &score), "guest display: {score}");

    // The JSON transcript, as written to a file and read back.
    let dir = tempfile::tempdir().unwrap();
    let json_path = dir.path().join("friday.json");
    cinch_party::output::write_json(&party, &evening, &json_path).unwrap();
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json_path).unwrap()).unwrap();
    let line = json["duplicate"]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["direction"] == "ns" && l["pair"] == pair.number)
        .unwrap();
    assert_eq!(
        line["percent"].as_f64(),
        Some(words::two_places(percent)),
        "JSON"
    );

    // The standings CSV: the pair's line has the figure to two places.
    let files = csv_files(&party, &evening).unwrap();
    let standings = &files.iter().find(|f| f.what == "standings").unwrap().text;
    let csv_line = standings
        .lines()
        .find(|l| l.contains(player))
        .unwrap_or_else(|| panic!("{player} in the CSV:\n{standings}"));
    assert!(
        csv_line
            .split(',')
            .any(|cell| cell == words::decimals(percent)),
        "CSV: {csv_line} has {}",
        words::decimals(percent)
    );

    // The results sheet.
    let sheet = Printout::of(&party, "Friday", Document::Results, Paper::A4).unwrap();
    assert!(
        pdf_texts(&sheet).iter().any(|t| t.contains(&score)),
        "results sheet: {score}"
    );

    // The published page.
    let page = page_words(&cinch_party::publish::results_page(
        &party, &evening, "Friday",
    ));
    assert!(page.contains(&score), "published page: {score}");

    // The season: the player's line in the duplicate ladder, its text, page and PDF.
    let season = season_of(&party);
    let row = season
        .table
        .duplicate_ladder
        .iter()
        .find(|r| r.name == player)
        .unwrap();
    assert_eq!(
        row.percent.map(words::percent),
        Some(score.clone()),
        "season table"
    );
    let page = page_words(&cinch_party::publish::season_page(&season));
    assert!(page.contains(&score), "season page: {score}");
    let pdf: Vec<String> = cinch_party::print::season::season_pages(&season, Paper::A4)
        .iter()
        .flat_map(|p| p.texts().map(str::to_owned).collect::<Vec<_>>())
        .collect();
    assert!(
        pdf.iter().any(|t| t.contains(&score)),
        "season PDF: {score}"
    );
    let text = cinch_party::season::report::to_text(&season, &MemberList::default());
    assert!(text.contains(&score), "season text: {score}\n{text}");
    let ladders = cinch_party::season::report::ladders_csv(&season).unwrap();
    assert!(
        ladders
            .lines()
            .any(|l| l.contains(player) && l.split(',').any(|c| c == words::decimals(percent))),
        "season CSV: {player} {}\n{ladders}",
        words::decimals(percent)
    );
}

/// A finished star evening (three rounds), and the correction of round 1's head table to
/// the other side's win.
fn star_evening() -> (Party, Action) {
    let party = cinch_party::simulate::simulate(&cinch_party::simulate::Options {
        seed: 31,
        ladies: 12,
        gentlemen: 12,
        rounds: 3,
        ..cinch_party::simulate::Options::default()
    })
    .unwrap();
    let evening = Evening::of(&party, 0);
    let star = party.state().star().unwrap();
    let result = star.rounds()[0].results[0].clone().unwrap();
    let correction = Action::CorrectResult {
        round: 1,
        table: 1,
        ns: result.ew,
        ew: result.ns,
    };
    drop(evening);
    (party, correction)
}

/// "3 gold, 1 red, 0 green": a guest's stars as a test compares them.
fn counts(stars: Stars) -> [u32; 3] {
    [stars.gold, stars.red, stars.green]
}

#[test]
fn a_corrected_star_result_reads_the_same_in_every_output() {
    let (mut party, correction) = star_evening();
    let before = Evening::of(&party, 0).star().unwrap().stars.clone();
    party.apply(correction, next_morning(&party)).unwrap();
    let evening = Evening::of(&party, 0);
    let star = evening.star().unwrap();
    let state = party.state();
    let changed: Vec<_> = state
        .guests()
        .iter()
        .filter(|g| star.stars[g.id.0 as usize] != before[g.id.0 as usize])
        .collect();
    assert!(!changed.is_empty(), "the correction moves somebody's stars");

    let dir = tempfile::tempdir().unwrap();
    let json_path = dir.path().join("friday.json");
    cinch_party::output::write_json(&party, &evening, &json_path).unwrap();
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json_path).unwrap()).unwrap();
    let files = csv_files(&party, &evening).unwrap();
    let standings = &files.iter().find(|f| f.what == "standings").unwrap().text;
    let html = cinch_party::publish::results_page(&party, &evening, "Friday");
    let page = scraper::Html::parse_document(&html);
    let rows = scraper::Selector::parse("tr").unwrap();
    let season = season_of(&party);

    for guest in changed {
        let stars = counts(star.stars[guest.id.0 as usize]);
        let name = guest.name.as_str();
        // JSON: the guest's stars by name.
        let line = &json["stars"][name];
        let read = ["gold", "red", "green"].map(|c| line[c].as_u64().unwrap() as u32);
        assert_eq!(read, stars, "JSON: {name}");
        // CSV: place, name, side, gold, red, green, prize.
        let csv = standings
            .lines()
            .find(|l| l.split(',').nth(1) == Some(name))
            .unwrap();
        let cells: Vec<&str> = csv.split(',').collect();
        let read = [cells[3], cells[4], cells[5]].map(|c| c.parse::<u32>().unwrap());
        assert_eq!(read, stars, "CSV: {name}");
        // The published page: the guest's row in the standings.
        let row = page
            .select(&rows)
            .find(|r| r.text().any(|t| t == name))
            .unwrap_or_else(|| panic!("{name} on the page"));
        let cells: Vec<String> = row.text().map(str::to_owned).collect();
        let tail: Vec<u32> = cells
            .iter()
            .rev()
            .take(3)
            .rev()
            .map(|c| c.trim().parse::<u32>().unwrap())
            .collect();
        assert_eq!(tail, stars, "published page: {name} {cells:?}");
        // The season: the guest's line in their ladder.
        let row = season
            .table
            .star_ladders
            .iter()
            .flat_map(|l| &l.rows)
            .find(|r| r.name == name)
            .unwrap();
        assert_eq!(counts(row.stars), stars, "season table: {name}");
        // The Standings screen and the guest display: the name and the stars, as the
        // first guest's row (the screens are checked row by row in standings_agree).
    }
    let first = &star.standings.as_slice()[0].rows[0];
    assert!(
        standings_screen_shows(&party, &first.name),
        "Standings screen"
    );
    assert!(display_shows(&party, &first.name), "guest display");
    let sheet = Printout::of(&party, "Friday", Document::Results, Paper::A4).unwrap();
    assert!(pdf_texts(&sheet).contains(&first.name), "results sheet");
}
