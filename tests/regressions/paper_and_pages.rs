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

/// Saves a screenshot under $PHONE_SCREENSHOT, if set.
fn keep(name: &str, shot: &[u8]) {
    if let Some(dir) = std::env::var_os("PHONE_SCREENSHOT") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(std::path::Path::new(&dir).join(name), shot).unwrap();
    }
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
            keep(
                &format!("published-{name}-390.png"),
                &client.screenshot().await.unwrap(),
            );
        }
        client.close().await.unwrap();
    });
}
