//! A script typed at a window through its own input hook (`CinchApp::hold_input`, which
//! eframe calls before each frame and the harness does not), every property checked
//! after every frame, each frame timed; a phone's turn posts a result over HTTP and runs
//! frames without keys until the phone has its answer.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use egui::Event;

use super::evenings::{Window, window_for};
use super::generate::Host;
use super::invariants::{self, Broken, Facts, Invariant, Watch};
use super::script::{Script, Turn};
use super::seen::Seen;

/// A frame this long is no slowness but a hang: the run fails. Frames over 50 ms are
/// counted and reported, not failed: this is a debug build, on a two-core machine shared
/// with other builds (a frame of 2 s was seen there, the machine loaded seven times over).
/// The budget itself is held in the release build, in the real window (`window`).
pub const GROSS: Duration = Duration::from_secs(10);
/// The budget the issue gives a frame.
pub const BUDGET: Duration = Duration::from_millis(50);

/// What a run came to.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Keys pressed.
    pub keys: usize,
    /// Frames run.
    pub frames: usize,
    /// The first property broken, if any.
    pub broken: Option<Broken>,
    /// Frames over the budget.
    pub slow: usize,
    /// The longest frame.
    pub longest: Duration,
    /// The party as the window holds it at the end.
    pub party: Option<cinch_party::rules::Party>,
}

/// The panic's words.
fn panic_words(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_else(|| "a panic".to_owned())
}

/// The monkey at one window.
struct Run<'a> {
    w: Window<'a>,
    seen: Seen,
    watch: Watch,
    outcome: Outcome,
    phones: u32,
}

impl Run<'_> {
    /// One frame with these events (from the system), through the window's own hook.
    fn frame(&mut self, events: Vec<Event>, phone: bool) -> Result<(), Broken> {
        let frame = self.outcome.frames;
        self.outcome.frames += 1;
        let broken = |invariant, detail| Broken {
            invariant,
            frame,
            detail,
        };
        let h = &mut self.w.h;
        let ctx = h.ctx.clone();
        let mut raw = egui::RawInput {
            events,
            ..egui::RawInput::default()
        };
        let started = Instant::now();
        let stepped = catch_unwind(AssertUnwindSafe(|| {
            h.state_mut().hold_input(&ctx, &mut raw);
            // All of them in one frame (`Harness::event` would run a frame for each).
            h.input_mut().events.extend(raw.events.iter().cloned());
            h.step();
        }));
        let took = started.elapsed();
        self.outcome.longest = self.outcome.longest.max(took);
        if took > BUDGET {
            self.outcome.slow += 1;
        }
        if let Err(payload) = stepped {
            return Err(broken(Invariant::NoPanic, panic_words(payload.as_ref())));
        }
        if took > GROSS {
            return Err(broken(
                Invariant::FrameTime,
                format!("a frame took {took:?}"),
            ));
        }
        let mut after = Seen::of(h, self.w.saves.path(), Some(&self.seen));
        after.focus_in_transit = after.focus.is_none() && invariants::tabbed(&raw.events);
        // A window command a key ran (Ctrl+L's dialog, Ctrl+Z's question) acts once the
        // frame is drawn: the picture is behind it, and the keys typed after it are typed
        // for what it opens (seed 55068: Ctrl+L then Backspace went to the late guest's
        // name, not to the "Guest to find" still drawn); so is a picture after which keys
        // wait for the next frame (the dialog's first frame, which only measures it).
        after.stale = after.revision != self.seen.revision
            || after.keyed != self.seen.keyed
            || after.handed_on
            || after.screen != self.seen.screen
            || after.season != self.seen.season
            || after.files != self.seen.files;
        let facts = Facts {
            before: &self.seen,
            after: &after,
            got: &raw.events,
            phone,
            saves: self.w.saves.path(),
        };
        let undo = self.watch.undo_is_honest(&facts);
        let redone = undo.as_ref().is_ok_and(|r| *r);
        let checks: [(Invariant, Result<(), String>); 8] = [
            (Invariant::UndoIsHonest, undo.map(|_| ())),
            (
                Invariant::WhatYouSeeIsWhatIsSaved,
                invariants::what_you_see_is_what_is_saved(&facts, redone),
            ),
            (
                Invariant::BoxEditsAsShown,
                invariants::box_edits_as_shown(&facts),
            ),
            (
                Invariant::EmptyEnterSavesNothing,
                invariants::empty_enter_saves_nothing(&facts),
            ),
            (
                Invariant::OneKeyOneThing,
                invariants::one_key_one_thing(&facts),
            ),
            (
                Invariant::NothingBehindTheHostsBack,
                self.watch.nothing_behind_the_hosts_back(&facts),
            ),
            (Invariant::SavedFileReplays, self.replays(&after)),
            (
                Invariant::FocusOnScreen,
                self.watch.focus_on_screen(frame, &facts),
            ),
        ];
        self.seen = after;
        for (invariant, result) in checks {
            result.map_err(|detail| broken(invariant, detail))?;
        }
        Ok(())
    }

    /// After a change of the party: the file on disk reads back to the same history,
    /// and replayed, to the party the screens draw from.
    fn replays(&self, after: &Seen) -> Result<(), String> {
        let file_same = |s: &Seen| s.party_path.as_ref().and_then(|p| s.files.get(p)).copied();
        if self.seen.revision == after.revision && file_same(&self.seen) == file_same(after) {
            return Ok(());
        }
        let (Some(desk), Some(path)) = (self.w.h.state().desk(), &after.party_path) else {
            return Ok(());
        };
        let (_, party) = cinch_party::store::load(path)
            .map_err(|e| format!("the saved file does not read: {e}"))?;
        if party.history() != desk.party().history() {
            let at = party
                .history()
                .iter()
                .zip(desk.party().history())
                .position(|(a, b)| a != b);
            return Err(format!(
                "the file holds {} entries, the window {} (first difference at {at:?})",
                party.history().len(),
                desk.party().history().len()
            ));
        }
        if party.state() != desk.state() {
            return Err("the file replays to another party than the screens show".to_owned());
        }
        Ok(())
    }

    /// A phone at a table posts a tray's result (a duplicate evening's; the star
    /// evening's phones are off), and the window runs until it is answered.
    fn phone(&mut self) -> Result<(), Broken> {
        let Some((url, body)) = self.phone_post() else {
            return Ok(());
        };
        self.phones += 1;
        let phone = std::thread::spawn(move || {
            crate::support::phones::post(&crate::support::phones::client(), &url, &body).0
        });
        for _ in 0..500 {
            self.frame(Vec::new(), true)?;
            if phone.is_finished() {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = phone.join();
        // The frame that shows what the phone did, with nothing in flight.
        self.frame(Vec::new(), true)
    }

    /// The next phone's post: the tables in turn, each its trays in turn.
    fn phone_post(&self) -> Option<(String, String)> {
        let app = self.w.h.state();
        let desk = app.desk()?;
        let dup = desk.duplicate()?;
        let round = desk.state().round_number()?;
        let links = app.phone_links();
        let k = self.phones;
        let (table, link) = links.get(usize::try_from(k).ok()? % links.len().max(1))?;
        let trays = dup.movement.trays_at(round, *table);
        let tray = trays.get(usize::try_from(k / 3).ok()? % trays.len().max(1))?;
        let bidder = ["north", "east", "south", "west"][usize::try_from(k % 4).ok()?];
        let ns = k % 15;
        let body = format!(
            r#"{{"round":{round},"tray":{tray},"bidder":"{bidder}","bid":{},"ns_points":{ns},"ew_points":{}}}"#,
            1 + k % 8,
            14 - ns
        );
        Some((format!("{link}/tray"), body))
    }
}

/// Types `script` at a fresh window of `host` (its evening chosen by `seed`), checking
/// every property after every frame, then two frames without keys.
pub fn run(host: Host, seed: u64, script: &Script) -> Outcome {
    let w = window_for(host, seed);
    let seen = Seen::of(&w.h, w.saves.path(), None);
    let mut run = Run {
        w,
        seen,
        watch: Watch::default(),
        outcome: Outcome {
            keys: script.keys(),
            ..Outcome::default()
        },
        phones: 0,
    };
    let mut turns = script.turns();
    turns.extend([Turn::Frame(Vec::new()), Turn::Frame(Vec::new())]);
    for turn in turns {
        let done = match turn {
            Turn::Frame(events) => run.frame(events, false),
            Turn::Phone => run.phone(),
        };
        if let Err(broken) = done {
            run.outcome.broken = Some(broken);
            break;
        }
    }
    run.outcome.party = run.w.h.state().desk().map(|d| d.party().clone());
    run.outcome
}
