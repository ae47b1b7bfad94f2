//! A script replayed frame by frame, for a person reading a slip the monkey found:
//! `MONKEY_TRACE="star 55011 Ctrl+L Tab 8 Enter" cargo test --test main monkey_trace --
//! --ignored --nocapture` prints, after each frame, the keys the window got, the screen,
//! the widget with the cursor, the boxes and what each shows, and the last entry saved.

use super::evenings::window_for;
use super::generate::Host;
use super::invariants::keys_words;
use super::script::{Script, Turn};
use super::seen::Seen;

fn line(keys: &str, seen: &Seen) -> String {
    let boxes: Vec<String> = seen
        .boxes
        .values()
        .map(|b| format!("{}={:?}", b.label, b.value))
        .collect();
    format!(
        "[{keys}] → {:?}, cursor on {:?}, boxes {boxes:?}, {} entries, last {:?}",
        seen.screen,
        seen.focus_label(),
        seen.history.len(),
        seen.history.last().map(|e| &e.action)
    )
}

/// Replays `script` at `host`'s window of `seed`, printing every frame (the driver's own
/// frames, without its checks); a phone's turn is left out.
pub fn trace(host: Host, seed: u64, script: &Script) {
    let mut w = window_for(host, seed);
    let mut last = Seen::of(&w.h, w.saves.path(), None);
    eprintln!("{}", line("start", &last));
    let mut turns = script.turns();
    turns.extend([Turn::Frame(Vec::new()), Turn::Frame(Vec::new())]);
    for turn in turns {
        let Turn::Frame(events) = turn else { continue };
        let ctx = w.h.ctx.clone();
        let mut raw = egui::RawInput {
            events,
            ..egui::RawInput::default()
        };
        w.h.state_mut().hold_input(&ctx, &mut raw);
        let keys = keys_words(&raw.events);
        w.h.input_mut().events.extend(raw.events);
        w.h.step();
        let seen = Seen::of(&w.h, w.saves.path(), Some(&last));
        eprintln!("{}", line(&keys, &seen));
        last = seen;
    }
}

#[test]
#[ignore = "a tool: MONKEY_TRACE=\"star|duplicate|season SEED KEYS…\""]
fn monkey_trace() {
    let asked = std::env::var("MONKEY_TRACE").unwrap_or_default();
    let mut words = asked.splitn(3, ' ');
    let host = match words.next() {
        Some("duplicate") => Host::Duplicate,
        Some("season") => Host::Season,
        _ => Host::Star,
    };
    let seed = words.next().and_then(|s| s.parse().ok()).unwrap_or(0);
    let script = Script::parse(words.next().unwrap_or_default()).expect("known keys");
    trace(host, seed, &script);
}
