//! The evening published as one web page (issue 36), parsed back with `scraper`: every
//! guest has their own anchor (unique, even for two names that make the same slug) and
//! their evening there; every prize and its winner, every table's result (the star
//! game) or every traveller's line and every pair's score (Duplicate Cinch) is on it;
//! nothing on it comes from anywhere else (no external URL in any `src` or `href`, no
//! script, no style sheet fetched); a name is text, never markup. Validated with HTML
//! Tidy (`tidy`, installed by .ci/run).

use std::collections::HashSet;
use std::process::Command;

use cinch_party::publish::{Anchors, href, results_page, slug};
use cinch_party::rules::Party;
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::simulate::names::read_names;
use cinch_party::simulate::{Options, simulate};
use cinch_party::transcript::Transcript;
use cinch_party::transcript::dup_view::DupView;
use cinch_party::transcript::evening::Evening;
use cinch_party::transcript::sheet::{table_score, traveller_cells};
use scraper::{Html, Selector};

fn select(s: &str) -> Selector {
    Selector::parse(s).unwrap()
}

/// The text of every element matching `css`, each joined up.
fn texts(page: &Html, css: &str) -> Vec<String> {
    page.select(&select(css))
        .map(|e| e.text().collect::<String>())
        .collect()
}

/// The sample party of the saves folder: ten tables, over.
fn sample() -> Party {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sample.ron");
    std::fs::write(&path, crate::support::store::SAMPLE).unwrap();
    cinch_party::store::load(&path).unwrap().1
}

fn duplicate() -> Party {
    simulate_duplicate(&DuplicateOptions {
        seed: 5,
        pairs: 10,
        ..DuplicateOptions::default()
    })
    .unwrap()
}

/// What every published page keeps to: ids unique, each link on the page leads to an
/// id on it, nothing fetched, no script; each guest's anchor holds their name.
fn self_contained(party: &Party, page: &Html, html: &str) {
    let ids: Vec<&str> = page
        .select(&select("[id]"))
        .filter_map(|e| e.value().attr("id"))
        .collect();
    let unique: HashSet<&str> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len(), "an id twice");
    for element in page.select(&select("[href], [src], [srcset], [action]")) {
        for attr in ["href", "src", "srcset", "action"] {
            if let Some(value) = element.value().attr(attr) {
                let target = value.strip_prefix('#').unwrap_or_else(|| {
                    panic!("{attr}=\"{value}\" leads off the page");
                });
                let target = percent_decoded(target);
                assert!(
                    unique.contains(target.as_str()),
                    "#{target} is not on the page"
                );
            }
        }
    }
    for css in ["script", "link", "iframe", "img", "object", "embed", "base"] {
        assert_eq!(page.select(&select(css)).count(), 0, "a <{css}>");
    }
    let style = texts(page, "style").concat();
    assert!(
        !style.contains("url(") && !style.contains("@import"),
        "{style}"
    );
    assert!(html.contains("@media print"));
    let anchors = Anchors::of(party.state());
    for guest in party.state().guests().iter().filter(|g| !g.removed) {
        let anchor = anchors.get(guest.id).unwrap();
        let at = page
            .select(&select(&format!("[id=\"{anchor}\"]")))
            .next()
            .unwrap_or_else(|| panic!("no #{anchor}"));
        assert!(
            at.text().collect::<String>().contains(&guest.name),
            "#{anchor}"
        );
        let links = format!("#guests a[href=\"{}\"]", href(anchor));
        assert_eq!(texts(page, &links), vec![guest.name.clone()]);
    }
}

/// `zo%C3%AB` → `zoë`, as a browser reads a link's anchor.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

/// HTML Tidy finds no error in `html`.
pub(crate) fn tidy_passes(html: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("page.html");
    std::fs::write(&path, html).unwrap();
    let out = Command::new("tidy")
        .args(["-errors", "-quiet"])
        .arg(&path)
        .output()
        .expect("tidy runs (apt-get install -y tidy, as .ci/run does)");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "tidy: {said}");
}

#[test]
fn the_star_games_page_has_every_prize_every_result_and_every_guests_evening() {
    let party = sample();
    let html = results_page(&party, &Evening::of(&party, 0), "The sample evening");
    let page = Html::parse_document(&html);
    self_contained(&party, &page, &html);
    tidy_passes(&html);
    let transcript = Transcript::of(&party);
    // R-PRIZE: every prize, its winner and how it was decided.
    let prizes = texts(&page, "#prizes").concat();
    assert!(!transcript.prizes.is_empty());
    for prize in &transcript.prizes {
        assert!(prizes.contains(&prize.title), "{}", prize.title);
        assert!(prizes.contains(prize.winner.as_deref().unwrap()));
        assert!(prizes.contains(&prize.explanation));
        for cards in &prize.cut_cards {
            assert!(prizes.contains(cards.as_str()));
        }
    }
    // Every round's tables with their scores, in order.
    let rounds = texts(&page, "#rounds table");
    assert_eq!(rounds.len(), transcript.rounds.len());
    for (round, shown) in transcript.rounds.iter().zip(&rounds) {
        let rows = shown.split("Table ").skip(1).collect::<Vec<_>>();
        assert_eq!(rows.len(), round.tables.len(), "round {}", round.number);
        for (t, row) in round.tables.iter().zip(rows) {
            for name in [&t.north, &t.south, &t.east, &t.west] {
                assert!(row.contains(name.as_str()), "{row}");
            }
            assert!(row.contains(&table_score(t)), "{row}");
        }
    }
    // The standings: every guest once, with their stars.
    let standings = texts(&page, "#standings td a");
    assert_eq!(standings.len(), transcript.guests.len());
    // Each guest's evening, round by round, at their anchor.
    let anchors = Anchors::of(party.state());
    for guest in party.state().guests() {
        let theirs = cinch_party::transcript::guest::GuestEvening::of(&party, guest.id).unwrap();
        let css = format!("#{} li", anchors.get(guest.id).unwrap());
        let rounds: Vec<String> = texts(&page, &css);
        let expected: Vec<String> = theirs.rounds.iter().map(|r| r.words()).collect();
        assert_eq!(rounds, expected, "{}", guest.name);
    }
}

#[test]
fn a_duplicate_page_has_the_winners_every_traveller_and_each_pairs_evening() {
    let party = duplicate();
    let html = results_page(&party, &Evening::of(&party, 0), "Duplicate night");
    let page = Html::parse_document(&html);
    self_contained(&party, &page, &html);
    tidy_passes(&html);
    let state = party.state();
    let view = DupView::of(state.duplicate().unwrap());
    // R-DUP-8: the winners of each direction.
    let winners = texts(&page, "#winners h3");
    assert_eq!(winners.len(), view.standings.winners.len());
    // Every pair's score, and each pair's evening holds both its guests' anchors.
    let standings = texts(&page, "#standings").concat();
    let anchors = Anchors::of(state);
    for s in &view.standings.pairs {
        assert!(standings.contains(view.names(s.id()).split(" & ").next().unwrap()));
        assert!(standings.contains(&view.score_words(s.id())));
        let [a, b] = s.players.map(|g| anchors.get(g).unwrap().to_owned());
        let heading = page.select(&select(&format!("#{a}"))).next().unwrap();
        let parent = heading.parent().unwrap();
        let both = scraper::ElementRef::wrap(parent).unwrap().html();
        assert!(both.contains(&format!("id=\"{b}\"")), "{a} and {b} apart");
    }
    // R-DUP-7 to R-DUP-9: every traveller's every line, as the results sheet words it.
    let travellers = texts(&page, "#travellers table");
    assert_eq!(travellers.len(), view.standings.travellers.len());
    for (traveller, shown) in view.standings.travellers.iter().zip(&travellers) {
        for line in &traveller.lines {
            let cells = traveller_cells(state, &view, traveller.tray, line);
            for words in [&cells.what, &cells.result, &cells.against] {
                assert!(
                    shown.contains(words.as_str()),
                    "tray {}: {words}",
                    traveller.tray
                );
            }
        }
    }
    assert_eq!(
        page.select(&select("#pairs section.evening")).count(),
        view.standings.pairs.len()
    );
}

#[test]
fn a_guests_name_is_text_and_two_names_of_one_slug_get_two_anchors() {
    let names = read_names(
        "<script>alert(1)</script>\tlady\nAnn Abbott\tlady\nAnn-Abbott\tlady\nZoë O'Neil & Co\tlady\n\
         Guests\tgentleman\nPrizes\tgentleman\nBob \"the cat\" Baker\tgentleman\nCy\tgentleman\n",
    )
    .unwrap();
    let party = simulate(&Options {
        seed: 3,
        ladies: 4,
        gentlemen: 4,
        rounds: 2,
        names,
        ..Options::default()
    })
    .unwrap();
    let html = results_page(&party, &Evening::of(&party, 0), "<b>Tea</b> & cards");
    assert!(!html.contains("<script>") && !html.contains("<b>Tea"));
    let page = Html::parse_document(&html);
    self_contained(&party, &page, &html);
    tidy_passes(&html);
    assert_eq!(texts(&page, "h1"), vec!["<b>Tea</b> & cards".to_owned()]);
    let index: Vec<String> = page
        .select(&select("#guests a"))
        .map(|a| a.value().attr("href").unwrap().to_owned())
        .collect();
    for anchor in [
        "#script-alert-1-script",
        "#ann-abbott",
        "#ann-abbott-2",
        "#zoe-o-neil-co",
        "#guests-2",
        "#prizes-2",
        "#bob-the-cat-baker",
        "#cy",
    ] {
        assert!(index.iter().any(|a| a == anchor), "{anchor} in {index:?}");
    }
    assert_eq!(slug("  ---  "), "guest");
    assert_eq!(slug("Łukasz Żółw"), "łukasz-zołw");
    assert_eq!(href("łukasz"), "#%C5%82ukasz");
}

#[test]
fn export_writes_the_results_page_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sample.ron");
    std::fs::write(&path, crate::support::store::SAMPLE).unwrap();
    let out = dir.path().join("results.html");
    let said = crate::support::cli::run(&[
        "export",
        path.to_str().unwrap(),
        "--html",
        out.to_str().unwrap(),
    ]);
    assert!(
        said.status.success(),
        "{}",
        String::from_utf8_lossy(&said.stderr)
    );
    let html = std::fs::read_to_string(&out).unwrap();
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let title = cinch_party::store::load(&path).unwrap().0.title;
    assert_eq!(html, results_page(&party, &Evening::of(&party, 0), &title));
}

#[test]
fn a_season_is_published_as_one_page_with_both_ladders_and_every_evening() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path();
    let names = saves.join("names.txt");
    std::fs::write(
        &names,
        "<i>Ann</i> Abbott\tlady\nBea Baker\tlady\nCora Cole\tlady\nDot Dean\tlady\n\
         Al Adams\tgentleman\nBob Brown\tgentleman\nCal Cook\tgentleman\nDan Dunn\tgentleman\n",
    )
    .unwrap();
    let names = names.to_str().unwrap();
    let dir_arg = saves.to_str().unwrap();
    let simulate = |extra: &[&str]| {
        let mut args = vec!["simulate", "--saves-dir", dir_arg, "--names-from", names];
        args.extend_from_slice(extra);
        let out = crate::support::cli::run(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    simulate(&[
        "--ladies",
        "4",
        "--gentlemen",
        "4",
        "--rounds",
        "3",
        "--save",
        "a.ron",
    ]);
    simulate(&["--duplicate", "--pairs", "4", "--save", "b.ron"]);
    let out = saves.join("season.html");
    let said = crate::support::cli::run(&[
        "season",
        "Winter",
        "--saves-dir",
        dir_arg,
        "--add",
        "a.ron",
        "b.ron",
        "--html",
        out.to_str().unwrap(),
    ]);
    assert!(
        said.status.success(),
        "{}",
        String::from_utf8_lossy(&said.stderr)
    );
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(!html.contains("<i>Ann"), "a name is text");
    tidy_passes(&html);
    let page = Html::parse_document(&html);
    assert_eq!(page.select(&select("script, link, img")).count(), 0);
    assert_eq!(page.select(&select("[href], [src]")).count(), 0);
    let headings = texts(&page, "h2");
    assert!(
        headings.iter().any(|h| h.starts_with("Stars: ")),
        "{headings:?}"
    );
    assert!(
        headings.contains(&"Duplicate: matchpoints".to_owned()),
        "{headings:?}"
    );
    let shown = texts(&page, "main").concat();
    for name in ["<i>Ann</i> Abbott", "Bea Baker", "Dan Dunn"] {
        assert!(shown.contains(name), "{name}");
    }
    assert_eq!(
        page.select(&select("main ol li")).count(),
        2,
        "two evenings"
    );
}
