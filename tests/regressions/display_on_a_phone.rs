//! Issue 54 §4, the guest display on a phone: at 390 px a row whose name takes two or
//! three lines (its cells on a line under it) ran straight into the next row, so its
//! last line read as the next row's. Each test is named after the bug it pins; the line
//! above it says what went wrong.

use cinch_party::app::FakeClock;
use cinch_party::rules::{Action, Party};
use cinch_party::view::display::DisplayMode;

use crate::common::at;
use crate::support::browser::{browser_sized, chromedriver};

/// The browser's script that turns to page `arguments[0]` and groups the display's lines
/// as the eye does: lines whose ink is nearer than a quarter of their type's size to
/// each other make one band. It answers each band's lines (how many, one above the
/// other) and its texts, each with its own count of lines.
const BANDS: &str = r#"
const page = arguments[0];
for (const n of document.querySelectorAll('#screen [data-page]')) {
  n.classList.toggle('off', Number(n.dataset.page) !== page);
}
const texts = [];
const rects = [];
for (const t of document.querySelectorAll('#screen .t')) {
  if (!t.getClientRects().length || !t.textContent.trim()) continue;
  const i = texts.length;
  texts.push([t.textContent.replace(/\n/g, ' '), t.textContent.split('\n').length]);
  const size = parseFloat(getComputedStyle(t).fontSize);
  const range = document.createRange();
  range.selectNodeContents(t);
  for (const r of range.getClientRects()) {
    if (r.width > 0 && r.height > 0) rects.push([r.top, r.bottom, size, i]);
  }
}
rects.sort((a, b) => a[0] - b[0]);
const bands = [];
let bottom = -Infinity;
for (const [top, end, size, i] of rects) {
  if (!bands.length || top >= bottom + size / 4) {
    bands.push({ texts: new Set(), tops: [] });
    bottom = end;
  }
  const band = bands[bands.length - 1];
  band.texts.add(i);
  if (!band.tops.some(t => Math.abs(t - top) <= 2)) band.tops.push(top);
  bottom = Math.max(bottom, end);
}
return bands.map(b => [b.tops.length, [...b.texts].map(i => texts[i])]);"#;

/// A text that begins a row: a place ("3.", "–" for none) or a seat ("12  N", "waits").
fn marks_a_row(text: &str) -> bool {
    let t = text.trim();
    let place = t == "–"
        || t.strip_suffix('.')
            .is_some_and(|n| n.parse::<u32>().is_ok());
    let mut words = t.split_whitespace();
    let seat = match (words.next(), words.next(), words.next()) {
        (Some(table), Some(chair), None) => {
            table.parse::<u32>().is_ok() && ["N", "E", "S", "W", "out"].contains(&chair)
        }
        (Some("waits"), None, None) => true,
        _ => false,
    };
    place || seat
}

/// 16 pairs of duplicate, every player's name an everyday one of 18 to 24 characters:
/// at 390 px a pair's two names take two or three lines.
fn long_named_pairs() -> Party {
    const FIRST: [&str; 16] = [
        "Philippa",
        "Constance",
        "Evangeline",
        "Katherine",
        "Margaret",
        "Dorothy",
        "Lawrence",
        "Bartholomew",
        "Nathaniel",
        "Frederick",
        "Wilhelmina",
        "Theodora",
        "Augustine",
        "Rosalind",
        "Sebastian",
        "Millicent",
    ];
    const LAST: [&str; 8] = [
        "Greenhalgh",
        "Hetherington",
        "Thistlewood",
        "Wolstenholme",
        "Abernathy",
        "Fairweather",
        "McAllister",
        "Winterbottom",
    ];
    let mut party = cinch_party::simulate::duplicate::simulate_duplicate(
        &cinch_party::simulate::duplicate::DuplicateOptions {
            seed: 9,
            pairs: 16,
            ..Default::default()
        },
    )
    .unwrap();
    let guests: Vec<_> = party.state().guests().iter().map(|g| g.id).collect();
    assert_eq!(guests.len(), 32);
    for (i, guest) in guests.into_iter().enumerate() {
        let name = format!("{} {}", FIRST[i % 16], LAST[(i / 16 + i) % 8]);
        assert!(name.chars().count() <= 24, "{name}");
        party
            .apply(Action::RenameGuest { guest, name }, at(100_000))
            .unwrap();
    }
    party
}

/// Bug: `/display` at 390×844 put a three-line row on the next row: a pair's two names
/// on two lines and its place, number and score on a third under them, then at once the
/// next pair's names, so the place read as the next pair's. Every row now stands apart:
/// the lines of a page fall in bands with room between them, one row to a band.
#[test]
fn on_a_phone_the_displays_rows_of_several_lines_stand_apart() {
    use crate::support::served::{
        Put, browse_while_running, page_faults, pages, put, served, until_shown,
    };
    let party = long_named_pairs();
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, base) = served(saves.path(), &clock, party);
    let (driver, port) = chromedriver();
    let dir = saves.path().to_path_buf();
    let url = format!("{base}/display");
    browse_while_running(&mut h, move |ask, acted| {
        let _driver = driver;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            for (width, height) in [(390, 844), (360, 640)] {
                let profile = dir.join(format!("chromium-{width}"));
                let client = browser_sized(port, &profile, (width, height)).await;
                client.goto(&url).await.unwrap();
                let mut several = 0;
                for (mode, stage) in [
                    (DisplayMode::Standings, "standings"),
                    (DisplayMode::Seats, "seats"),
                ] {
                    put(&ask, &acted, Put::Mode(mode));
                    until_shown(&client, stage, "").await;
                    for page in 0..pages(&client).await {
                        let at = format!("{stage} at {width}×{height}, page {page}");
                        let (faults, _) = page_faults(&client, Some(page)).await;
                        assert!(faults.is_empty(), "{at}: {faults:#?}");
                        let found = client
                            .execute(BANDS, vec![serde_json::json!(page)])
                            .await
                            .unwrap();
                        let bands: Vec<(usize, Vec<(String, usize)>)> =
                            serde_json::from_value(found).unwrap();
                        for (lines, band) in &bands {
                            // Rows of a line each follow at a line's spacing, as in any
                            // list; a row of more lines has room around it.
                            let rows = band.iter().filter(|(t, _)| marks_a_row(t)).count();
                            assert!(
                                rows <= 1 || rows == *lines,
                                "{at}: {rows} rows on {lines} lines run together: {band:?}"
                            );
                            several += band.iter().filter(|(_, n)| *n > 1).count();
                        }
                    }
                }
                assert!(several > 0, "{width}×{height}: no name on two lines");
                client.close().await.unwrap();
            }
        });
    });
}
