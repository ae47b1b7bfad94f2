//! Issue 54 §4, the paper and the pages: the published page on a phone, the guest
//! display's rows on a phone, the standings page on a television, a phone's disabled
//! button, and the print jobs (whose name they go under, what a stopped printer leaves).
//! Each test is named after the bug it pins; the line above it says what went wrong.

use cinch_party::rules::{Action, Party};

use crate::common::at;
use crate::support::browser::{browser_sized, chromedriver};

/// The browser's script that finds, on the whole page: a word broken inside (a name
/// breaks at its spaces and hyphens only), a side's points ("E–W 19") parted from its
/// number, a number (`td.n`) on two lines, a table wider than its place, the page wider
/// than the screen.
const BROKEN: &str = r#"
const out = [];
const each = (re, found) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const words = node.textContent;
    for (const m of words.matchAll(re)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
        .map(r => Math.round(r.top)));
      if (tops.size > 1) out.push(found + ': ' + m[0] + ' in ' + words);
    }
  }
};
each(/[^\s\-–]+[\-–]?/g, 'a word broken');
each(/(N–S|E–W) [+−]?\d+/g, 'points parted from their side');
for (const e of document.querySelectorAll('td.n')) {
  const range = document.createRange();
  range.selectNodeContents(e);
  const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
    .map(r => Math.round(r.top)));
  if (tops.size > 1) out.push('a number on two lines: ' + e.textContent);
}
for (const e of document.querySelectorAll('.wide')) {
  if (e.scrollWidth > e.clientWidth + 1) out.push('a table wider than the phone: ' + e.textContent.slice(0, 80));
}
if (document.documentElement.scrollWidth > window.innerWidth) {
  out.push('the page is wider than the phone: ' + document.documentElement.scrollWidth);
}
return out;"#;

/// Renames guest `n` of `party` to `name`.
fn renamed(mut party: Party, n: usize, name: &str) -> Party {
    let guest = party.state().guests()[n].id;
    let rename = Action::RenameGuest {
        guest,
        name: name.to_owned(),
    };
    party.apply(rename, at(100_000)).unwrap();
    party
}

/// Bug: At 390 px the published page broke "Featherstonehaugh" inside the word (to
/// narrow a column), left a traveller's "19" alone on the line under "E–W", and a
/// traveller's seven columns were squeezed into the phone's width.
#[test]
fn the_published_page_on_a_phone_breaks_no_name_inside_a_word_nor_a_score_from_its_side() {
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    use cinch_party::simulate::{Options, simulate};
    let dir = tempfile::tempdir().unwrap();
    let dup = simulate_duplicate(&DuplicateOptions {
        seed: 5,
        pairs: 16,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let dup = renamed(dup, 3, "Ann Featherstonehaugh");
    let dup = renamed(dup, 6, "Cara Cholmondeley-Featherstonehaugh");
    let star = simulate(&Options {
        seed: 5,
        ladies: 12,
        gentlemen: 12,
        rounds: 4,
        ..Options::default()
    })
    .unwrap();
    let star = renamed(star, 2, "Ann Featherstonehaugh");
    let star = renamed(star, 5, "Cara Cholmondeley-Featherstonehaugh");
    let mut pages = Vec::new();
    for (name, party) in [("duplicate", dup), ("star", star)] {
        let evening = cinch_party::transcript::evening::Evening::of(&party, 0);
        let html = cinch_party::publish::results_page(&party, &evening, "Friday Cinch");
        let path = dir.path().join(format!("{name}.html"));
        std::fs::write(&path, html).unwrap();
        pages.push((name, format!("file://{}", path.display())));
    }
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let client = browser_sized(port, &dir.path().join("chromium"), (390, 844)).await;
        for (name, url) in &pages {
            client.goto(url).await.unwrap();
            let found = client.execute(BROKEN, vec![]).await.unwrap();
            let found: Vec<String> = serde_json::from_value(found).unwrap();
            assert!(found.is_empty(), "{name} at 390 px: {found:#?}");
            crate::support::browser::keep_screenshot(
                &format!("published-{name}-390.png"),
                &client.screenshot().await.unwrap(),
            );
        }
        client.close().await.unwrap();
    });
}

/// The computed colours of the element `css` as `[[r, g, b] of its background, [r, g,
/// b] of its words, opacity]`.
const COLOURS: &str = r#"
const e = document.querySelector(arguments[0]);
const s = getComputedStyle(e);
const rgb = c => c.match(/[\d.]+/g).slice(0, 3).map(Number);
return [rgb(s.backgroundColor), rgb(s.color), [Number(s.opacity)]];"#;

/// How a colour looks on the page's ground at an opacity, and how far its channels are
/// apart (a grey's are close).
fn seen(colour: &[f64], opacity: f64) -> [f64; 3] {
    let ground = [12.0, 16.0, 28.0];
    [0, 1, 2].map(|i| colour[i] * opacity + ground[i] * (1.0 - opacity))
}

fn spread(c: [f64; 3]) -> f64 {
    c.iter().copied().fold(f64::MIN, f64::max) - c.iter().copied().fold(f64::MAX, f64::min)
}

/// Bug: A phone's disabled "Send tray N" was the enabled button's green at half opacity:
/// nearly the same green, so a guest pressed it and nothing happened.
#[test]
fn a_phones_disabled_send_button_is_grey_not_a_paler_green() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let m = *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let first = m.trays_at(2, 3)[0];
    let served = crate::support::phones::serve(&path);
    let link = served.links[2].clone();
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        use fantoccini::Locator;
        let client = crate::support::browser::browser(port, &dir.path().join("c")).await;
        client.goto(&link).await.unwrap();
        let send = format!("#send-{first}");
        crate::support::browser::wait_for("the trays", || async {
            client.find(Locator::Css(&send)).await.is_ok()
        })
        .await;
        let colours = |client: &fantoccini::Client| {
            let client = client.clone();
            let send = send.clone();
            async move {
                let found = client
                    .execute(COLOURS, vec![serde_json::json!(send)])
                    .await
                    .unwrap();
                serde_json::from_value::<[Vec<f64>; 3]>(found).unwrap()
            }
        };
        let button = client.find(Locator::Css(&send)).await.unwrap();
        assert_eq!(
            button.attr("disabled").await.unwrap().as_deref(),
            Some("true")
        );
        let [ground, words, opacity] = colours(&client).await;
        crate::support::browser::keep_screenshot(
            "phone-send-disabled.png",
            &client.screenshot().await.unwrap(),
        );
        // The tray filled in: West bid 5, North–South took 4.
        for (field, value) in [("bidder", "west"), ("bid", "5")] {
            client
                .find(Locator::Id(&format!("{field}-{first}")))
                .await
                .unwrap()
                .select_by_value(value)
                .await
                .unwrap();
        }
        let points = client
            .find(Locator::Id(&format!("ns-points-{first}")))
            .await
            .unwrap();
        points.send_keys("4").await.unwrap();
        crate::support::browser::wait_for("the button enabled", || async {
            client
                .find(Locator::Css(&send))
                .await
                .unwrap()
                .attr("disabled")
                .await
                .is_ok_and(|d| d.is_none())
        })
        .await;
        let [on_ground, _, on_opacity] = colours(&client).await;
        crate::support::browser::keep_screenshot(
            "phone-send-enabled.png",
            &client.screenshot().await.unwrap(),
        );
        client.close().await.unwrap();
        let off = seen(&ground, opacity[0]);
        let on = seen(&on_ground, on_opacity[0]);
        assert!(spread(on) > 60.0, "the enabled button is green: {on:?}");
        assert!(spread(off) <= 20.0, "the disabled button is grey: {off:?}");
        let apart: f64 = (0..3).map(|i| (on[i] - off[i]).powi(2)).sum::<f64>().sqrt();
        assert!(apart > 100.0, "{on:?} and {off:?} look alike");
        // Its words still read on it.
        let text = seen(&words, opacity[0]);
        assert!(
            (0..3).map(|i| (text[i] - off[i]).abs()).sum::<f64>() > 150.0,
            "{text:?} on {off:?}"
        );
    });
}

/// Where each text of the board on view stands: `[words, left, top, right, ink]`.
const PLACED: &str = r#"
const page = arguments[0];
for (const n of document.querySelectorAll('#screen [data-page]')) {
  n.classList.toggle('off', Number(n.dataset.page) !== page);
}
const out = [];
for (const t of document.querySelectorAll('#screen .t')) {
  if (!t.getClientRects().length) continue;
  const r = t.getBoundingClientRect();
  const ink = t.firstElementChild ? t.firstElementChild.className : '';
  out.push([t.textContent, r.left, r.top, r.right, ink]);
}
return [out, document.documentElement.scrollHeight, window.innerHeight];"#;

type Placed = Vec<(String, f64, f64, f64, String)>;

/// Bug: `/standings` at 1920×1080 was the phone's list: 32 guests ran off the foot of a
/// television, which nobody can scroll, and the North–South and East–West tables, each
/// as wide as its own names, did not line up. On a room's screen it is now the display's
/// board: every row on a page, the pages turning, the two directions side by side in
/// the same columns.
#[test]
fn the_standings_page_on_a_television_pages_and_lines_up_its_two_directions() {
    let star = cinch_party::simulate::simulate(&cinch_party::simulate::Options {
        seed: 54,
        ladies: 16,
        gentlemen: 16,
        rounds: 5,
        ..cinch_party::simulate::Options::default()
    })
    .unwrap();
    for party in [star, crate::support::evenings::long_pair_duplicate()] {
        assert_eq!(party.state().guests().len(), 32);
        standings_on_a_television(party);
    }
}

/// [`the_standings_page_on_a_television_pages_and_lines_up_its_two_directions`] for one
/// evening.
fn standings_on_a_television(party: Party) {
    use crate::support::served::{browse_while_running, page_faults, pages, served};
    let (_, rows) = crate::support::evenings::everyday_rows(&party);
    let duplicate = party.state().is_duplicate();
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let (mut h, base) = served(saves.path(), &clock, party);
    let (driver, port) = chromedriver();
    let dir = saves.path().to_path_buf();
    browse_while_running(&mut h, move |_, _| {
        let _driver = driver;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let client = browser_sized(port, &dir.join("tv"), (1920, 1080)).await;
            client.goto(&format!("{base}/standings")).await.unwrap();
            crate::support::browser::wait_for("the standings", || async {
                client
                    .execute(
                        "return document.querySelectorAll('#groups tr, #screen .t').length > 10;",
                        vec![],
                    )
                    .await
                    .is_ok_and(|v| v == serde_json::json!(true))
            })
            .await;
            let found = client
                .execute(
                    "return [document.documentElement.scrollHeight, window.innerHeight];",
                    vec![],
                )
                .await
                .unwrap();
            let [tall, screen]: [f64; 2] = serde_json::from_value(found).unwrap();
            assert!(tall <= screen, "the standings scroll: {tall} of {screen}");
            crate::support::served::until_shown(&client, "standings", "").await;
            let mut shown = Vec::new();
            for page in 0..pages(&client).await.max(1) {
                let (faults, texts) = page_faults(&client, Some(page)).await;
                assert!(faults.is_empty(), "page {page}: {faults:#?}");
                shown.extend(texts);
                let found = client
                    .execute(PLACED, vec![serde_json::json!(page)])
                    .await
                    .unwrap();
                let (placed, tall, screen): (Placed, f64, f64) =
                    serde_json::from_value(found).unwrap();
                assert!(tall <= screen, "page {page} scrolls: {tall} of {screen}");
                crate::support::browser::keep_screenshot(
                    &format!("standings-{duplicate}-1920x1080-{page}.png"),
                    &client.screenshot().await.unwrap(),
                );
                if duplicate {
                    lined_up(&placed, page);
                }
            }
            for row in &rows {
                assert!(shown.contains(row), "{row} not whole: {shown:?}");
            }
            client.close().await.unwrap();
        });
    });
}

/// The scores (in the inks of a score) of each direction, the left half's and the right
/// half's, stand row for row at the same heights, each direction's right edges one.
fn lined_up(placed: &Placed, page: usize) {
    let scores = |left: bool| -> Vec<(f64, f64)> {
        placed
            .iter()
            .filter(|t| t.4.contains("good") || t.4.contains("bad"))
            .filter(|t| (t.1 < 960.0) == left)
            .map(|t| (t.2, t.3))
            .collect()
    };
    let (ns, ew) = (scores(true), scores(false));
    assert!(!ns.is_empty() && !ew.is_empty(), "page {page}: {placed:?}");
    for (a, b) in ns.iter().zip(&ew) {
        assert!((a.0 - b.0).abs() < 0.5, "rows apart: {ns:?} {ew:?}");
    }
    for column in [&ns, &ew] {
        assert!(column.iter().all(|s| (s.1 - column[0].1).abs() < 0.5));
    }
}

/// Bug: On a phone (and a television before it had its board) the standings' North–South
/// and East–West tables each took the widths of their own names, so their columns did
/// not line up one under the other.
#[test]
fn the_standings_lists_on_a_phone_line_their_columns_up() {
    use crate::support::served::{browse_while_running, served};
    let party = crate::support::evenings::long_pair_duplicate();
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(at(0));
    let (mut h, base) = served(saves.path(), &clock, party);
    let (driver, port) = chromedriver();
    let dir = saves.path().to_path_buf();
    browse_while_running(&mut h, move |_, _| {
        let _driver = driver;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            for (width, height) in [(390, 844), (844, 390)] {
                let profile = dir.join(format!("phone-{width}"));
                let client = browser_sized(port, &profile, (width, height)).await;
                client.goto(&format!("{base}/standings")).await.unwrap();
                crate::support::browser::wait_for("the standings", || async {
                    client
                        .find_all(fantoccini::Locator::Css("#groups table"))
                        .await
                        .is_ok_and(|t| t.len() == 2)
                })
                .await;
                // Each table's columns: their left and right edges, in its first row.
                let found = client
                    .execute(
                        "return [...document.querySelectorAll('#groups table')].map(t =>
                           [...t.rows[1].cells].map(c => {
                             const r = c.getBoundingClientRect(); return [r.left, r.right]; }));",
                        vec![],
                    )
                    .await
                    .unwrap();
                let tables: Vec<Vec<[f64; 2]>> = serde_json::from_value(found).unwrap();
                for (a, b) in tables[0].iter().zip(&tables[1]) {
                    assert!(
                        (a[0] - b[0]).abs() < 0.5 && (a[1] - b[1]).abs() < 0.5,
                        "at {width}×{height}: {tables:?}"
                    );
                }
                crate::support::browser::keep_screenshot(
                    &format!("standings-list-{width}x{height}.png"),
                    &client.screenshot().await.unwrap(),
                );
                client.close().await.unwrap();
            }
        });
    });
}

/// Bug: At 390 px the ceremony's prize title ("Gentlemen's red-star prize (most red
/// stars)") took two lines, where the README says every title keeps to one (smaller
/// type, then shorter words): a prize had no shorter words.
#[test]
fn a_prize_title_keeps_to_one_line_on_a_phone() {
    use cinch_party::view::display::{DisplayMode, DisplayState, ceremony_order};
    use cinch_party::view::stage::{Ink, Source, frame, stage};
    let desk = crate::support::display::desk_of(crate::support::evenings::forty_five_guests());
    let source = Source::of_desk(&desk);
    let order = ceremony_order(&desk.star().unwrap().prizes);
    assert_eq!(order.len(), 6);
    for (width, height) in [(390.0, 844.0), (360.0, 640.0), (320.0, 568.0)] {
        let f = frame(width, height);
        for n in 1..=order.len() {
            let shown = DisplayState {
                mode: DisplayMode::Ceremony,
                revealed: order[..n].to_vec(),
                ..DisplayState::default()
            };
            let s = stage(&source, (&shown, None), &f, at(0));
            let title = s
                .texts
                .iter()
                .find(|t| t.lines.iter().flatten().any(|p| p.ink == Ink::Title))
                .unwrap();
            assert_eq!(
                title.lines.len(),
                1,
                "at {width}×{height}: {:?}",
                title.line_words()
            );
            assert!(title.size >= f.smallest - 1e-3);
            assert!(title.words().contains("prize"), "{}", title.words());
        }
    }
}

/// The computer's name for the account the tests run as, as `id -un` says it.
fn login_name() -> String {
    let out = std::process::Command::new("id")
        .arg("-un")
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap().trim().to_owned()
}

/// Bug: Print jobs reached CUPS under the user name "cinch-party" whenever the program's
/// environment had no `USER` (started from a launcher or a service): the system's queue
/// showed them as another user's, and the host could not cancel them there.
#[test]
fn print_jobs_go_to_cups_under_the_computers_user_not_the_programs_name() {
    use cinch_party::print::{Document, Links};
    use cinch_party::printers::deliver::{Delivery, Progress};
    let cups = crate::support::cups::Cups::start(&[crate::support::cups::Queue {
        name: "Hall-Printer",
        default: true,
        media: crate::support::cups::A4,
    }]);
    let dir = tempfile::tempdir().unwrap();
    let party = cinch_party::simulate::simulate(&cinch_party::simulate::Options {
        seed: 54,
        ladies: 8,
        gentlemen: 8,
        rounds: 2,
        open_round: true,
        ..cinch_party::simulate::Options::default()
    })
    .unwrap();
    let delivery = Delivery {
        service: cups.service(),
        printer: Some("Hall-Printer".to_owned()),
        or_default: false,
        evening: std::sync::Arc::new(cinch_party::transcript::evening::Evening::of(&party, 0)),
        party,
        title: "Friday Cinch".to_owned(),
        document: Document::TableCards,
        paper: None,
        printer_paper: None,
        links: Links::default(),
        exports: dir.path().join("exports"),
        watch: true,
    };
    let mut told = Vec::new();
    delivery.run(&mut |p| told.push(p));
    assert!(
        matches!(told.last(), Some(Progress::Printed { .. })),
        "{told:?}"
    );
    cups.wait_for_jobs(1);
    assert_eq!(cups.job_users("Hall-Printer"), vec![login_name()]);
}
