//! Any evening in the window with its phones on 127.0.0.1, the guest display set by the
//! host's commands while a browser on a thread of its own looks at `/display`; and what
//! the browser measures of the page's texts. Every wait is bounded.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::Party;
use cinch_party::view::{Command, DisplayCommand, DisplayMode};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use fantoccini::Client;

use crate::support::ui::harness;

/// `party` saved in `saves`, opened in the window with its phones on 127.0.0.1, on the
/// Display screen: the window and the server's address.
pub fn served<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
    party: Party,
) -> (Harness<'a, CinchApp>, String) {
    let path = saves.join("evening.ron");
    crate::support::evenings::saved(party, &path);
    let mut h = harness(saves, clock, Some(path));
    h.run_steps(2);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num9);
    h.run_steps(3);
    crate::support::ui::click(&mut h, "Phones at the tables");
    let base = crate::support::phones::base_of(&h.state().phone_links()[0].1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num7);
    h.run_steps(3);
    (h, base)
}

/// What the browser asks the host to put on the display.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Put {
    /// Hold the display on this stage.
    Mode(DisplayMode),
    /// The ceremony with its first `n` prizes (or rankings) revealed, in order.
    Revealed(usize),
}

/// Runs `browse` on a thread of its own while the window runs its frames here; each
/// [`Put`] the browser sends is done on the window, and answered once done.
pub fn browse_while_running<F>(h: &mut Harness<'_, CinchApp>, browse: F)
where
    F: FnOnce(mpsc::Sender<Put>, mpsc::Receiver<()>) + Send + 'static,
{
    let (ask, asked) = mpsc::channel();
    let (done, acted) = mpsc::channel();
    let browsing = std::thread::spawn(move || browse(ask, acted));
    let start = Instant::now();
    while !browsing.is_finished() {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the browser hung"
        );
        h.run_steps(1);
        if let Ok(put) = asked.try_recv() {
            let commands = match put {
                Put::Mode(mode) => vec![DisplayCommand::Mode(mode)],
                Put::Revealed(n) => {
                    let mut all = vec![DisplayCommand::Mode(DisplayMode::Ceremony)];
                    all.push(DisplayCommand::HideAll);
                    let order = reveal_order(h, n);
                    all.extend(order.into_iter().map(DisplayCommand::Reveal));
                    all
                }
            };
            for command in commands {
                h.state_mut().execute(Command::Display(command), 0.0);
            }
            h.run_steps(2);
            let _ = done.send(());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    if let Err(panic) = browsing.join() {
        std::panic::resume_unwind(panic);
    }
}

/// The first `n` prizes (star) or rankings (duplicate) in the ceremony's order.
fn reveal_order(h: &Harness<'_, CinchApp>, n: usize) -> Vec<usize> {
    let desk = h.state().desk().unwrap();
    match desk.star() {
        Some(star) => cinch_party::view::display::ceremony_order(star.prizes.as_slice())
            .into_iter()
            .take(n)
            .collect(),
        None => (0..n).collect(),
    }
}

/// Asks the host for `put` and waits (bounded) until it is done.
pub fn put(ask: &mpsc::Sender<Put>, acted: &mpsc::Receiver<()>, what: Put) {
    ask.send(what).unwrap();
    acted.recv_timeout(Duration::from_secs(30)).unwrap();
}

/// Waits (bounded: 15 s) until the page shows `stage` and its text `has` somewhere, its
/// font loaded.
pub async fn until_shown(client: &Client, stage: &str, has: &str) {
    let script = "const s = document.getElementById('screen');
                  return [document.fonts.status, s.dataset.stage || '', s.textContent];";
    let start = Instant::now();
    loop {
        let seen = client.execute(script, vec![]).await.unwrap();
        let (fonts, shown, text): (String, String, String) = serde_json::from_value(seen).unwrap();
        if fonts == "loaded" && shown == stage && text.contains(has) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "timed out: the display shows {stage} ({has}); it shows {shown}, fonts {fonts}: {}",
            text.chars().take(300).collect::<String>()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The browser's script that finds what is wrong with the texts of page `arguments[0]`
/// (every page turned off but that one, as the page turns them): a word broken over two
/// lines, a text outside the screen, a text wider or taller than its box (`.t`); each in
/// words. It also answers the words of each text on view, as read.
pub const TEXT_FAULTS: &str = r#"
const page = arguments[0];
if (page !== null) {
  for (const n of document.querySelectorAll('#screen [data-page]')) {
    n.classList.toggle('off', Number(n.dataset.page) !== page);
  }
}
const out = [];
const shown = [];
const W = window.innerWidth, H = window.innerHeight;
for (const t of document.querySelectorAll('#screen .t')) {
  if (t.getClientRects().length) shown.push(t.textContent.replace(/-\n/g, '-').replace(/\n/g, ' '));
}
const walker = document.createTreeWalker(document.getElementById('screen'), NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  const words = node.textContent;
  if (!words.trim()) continue;
  const box = node.parentElement.closest('.t') || node.parentElement;
  if (!box.getClientRects().length || getComputedStyle(box).visibility === 'hidden') continue;
  const range = document.createRange();
  range.selectNodeContents(node);
  const r = range.getBoundingClientRect();
  if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1) {
    out.push('off the screen: ' + words + ' ' + JSON.stringify([r.left, r.top, r.right, r.bottom]));
  }
  let at = 0;
  for (const word of words.split(/\s+/)) {
    const start = words.indexOf(word, at);
    at = start + word.length;
    if (!word) continue;
    const w = document.createRange();
    w.setStart(node, start);
    w.setEnd(node, at);
    const tops = new Set([...w.getClientRects()].map(x => Math.round(x.top)));
    if (tops.size > 1) out.push('a word broken: ' + word + ' in ' + words);
  }
  if (box.classList.contains('t')) {
    const b = box.getBoundingClientRect();
    if (box.scrollWidth > box.clientWidth + 1 || r.left < b.left - 1 || r.right > b.right + 1) {
      out.push('wider than its box: ' + words + ' ' + JSON.stringify([r.left, r.right, b.left, b.right]));
    }
    if (r.top < b.top - 1 || r.bottom > b.bottom + 1) {
      out.push('taller than its box: ' + words + ' ' + JSON.stringify([r.top, r.bottom, b.top, b.bottom]));
    }
  }
}
return [out, shown];"#;

/// What is wrong with the texts on view, as [`TEXT_FAULTS`] finds it.
pub async fn text_faults(client: &Client) -> Vec<String> {
    page_faults(client, None).await.0
}

/// What is wrong with the texts of `page` (or of the page up), and the words of each
/// text on view, as [`TEXT_FAULTS`] finds them.
pub async fn page_faults(client: &Client, page: Option<usize>) -> (Vec<String>, Vec<String>) {
    let found = client
        .execute(TEXT_FAULTS, vec![serde_json::json!(page)])
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

/// How many pages the stage on view turns through.
pub async fn pages(client: &Client) -> usize {
    let found = client
        .execute(
            "return 1 + Math.max(-1, ...[...document.querySelectorAll('#screen [data-page]')]
               .map(n => Number(n.dataset.page)));",
            vec![],
        )
        .await
        .unwrap();
    found.as_u64().unwrap_or(1) as usize
}
