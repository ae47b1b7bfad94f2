//! The laptop stays awake while the evening's rounds run (issue 52): from the start of
//! the first round to the last bell, neither the screen blanks nor the computer sleeps
//! (a laptop that dims mid-round hides the clock, and one that sleeps drops the phones).
//! The desktop is asked through `keepawake` (on Linux the freedesktop ScreenSaver
//! interface on the session bus for the screen, and logind's inhibitor on the system
//! bus for idleness and sleep; Windows' and macOS's own calls elsewhere), on a thread
//! of its own, so a slow bus never holds a frame. It is given back at the last bell, when
//! the party closes, and when the window closes. Where the desktop answers neither, the
//! host is told in words, on one line of the top bar while the rounds run (a message
//! that fades could be gone before the host looks up).

use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

/// Keeps the laptop awake on request; `Awake::off()` (the tests' windows) never asks.
pub struct Awake {
    /// The thread holding the desktop's inhibitors, told what is wanted.
    wants: Option<Sender<bool>>,
    /// What the thread found at each request: why the desktop refused, or `None`.
    said: Option<Receiver<Option<String>>>,
    thread: Option<JoinHandle<()>>,
    /// What was last asked.
    wanted: bool,
    /// Why the desktop did not keep the laptop awake, once it has said so.
    refused: Option<String>,
}

impl Awake {
    /// The desktop's own: asked for at the first round's start.
    pub fn system() -> Awake {
        let (wants, asked) = channel::<bool>();
        let (say, said) = channel::<Option<String>>();
        let thread = std::thread::Builder::new()
            .name("keep-awake".into())
            .spawn(move || hold(&asked, &say))
            .ok();
        Awake {
            wants: thread.is_some().then_some(wants),
            said: Some(said),
            thread,
            wanted: false,
            refused: None,
        }
    }

    /// Asks nothing of the desktop (the tests' windows, which must not blank a
    /// developer's screen or hear about a missing desktop).
    pub fn off() -> Awake {
        Awake {
            wants: None,
            said: None,
            thread: None,
            wanted: false,
            refused: None,
        }
    }

    /// Keep awake, or no longer: the thread hears only a change.
    pub fn want(&mut self, on: bool) {
        if on == self.wanted {
            return;
        }
        self.wanted = on;
        if let Some(wants) = &self.wants {
            let _ = wants.send(on);
        }
    }

    /// Takes what the thread has said since last asked: that the desktop did not keep
    /// the laptop awake.
    fn hear(&mut self) {
        while let Some(found) = self.said.as_ref().and_then(|said| said.try_recv().ok()) {
            self.refused = found;
        }
    }

    /// While the rounds run, why the laptop is not kept awake, if the desktop refused:
    /// one line in the top bar (a message could be gone before the host looks).
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref().filter(|_| self.wanted)
    }
}

impl Drop for Awake {
    /// The window closes: the inhibitors are given back before the program ends.
    fn drop(&mut self) {
        self.wants = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread: takes the inhibitors when asked, drops them (giving them back) when no
/// longer wanted or when the window goes. Says after each request whether the desktop
/// answered, and if none did, why.
fn hold(asked: &Receiver<bool>, say: &Sender<Option<String>>) {
    let mut held: Vec<keepawake::KeepAwake> = Vec::new();
    // keepawake's Linux side unwraps the screensaver's answer when it lets go: a
    // screensaver gone meanwhile must not end the thread with the inhibitors held.
    let release = |held: &mut Vec<keepawake::KeepAwake>| {
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| held.clear()));
        held.clear();
    };
    while let Ok(on) = asked.recv() {
        release(&mut held);
        if !on {
            continue;
        }
        let mut why = Vec::new();
        for builder in builders() {
            match builder.create() {
                Ok(awake) => held.push(awake),
                Err(error) => why.push(error.to_string()),
            }
        }
        let refused = held
            .is_empty()
            .then(|| crate::words::cannot_keep_awake(&why.join("; ")));
        let _ = say.send(refused);
    }
    release(&mut held);
}

/// What is asked of the desktop. On Linux the screen (the session's screensaver) and
/// the computer (logind) are separate services, asked separately so one missing does
/// not lose the other; elsewhere one request holds both.
fn builders() -> Vec<keepawake::Builder> {
    let named = |builder: &mut keepawake::Builder| {
        builder
            .reason(crate::words::msg::app_awake_reason())
            .app_name("cinch-party")
            .app_reverse_domain("io.github.cinch-party");
    };
    if cfg!(target_os = "linux") {
        let mut screen = keepawake::Builder::default();
        screen.display(true);
        named(&mut screen);
        let mut computer = keepawake::Builder::default();
        computer.idle(true).sleep(true);
        named(&mut computer);
        vec![screen, computer]
    } else {
        let mut both = keepawake::Builder::default();
        both.display(true).idle(true).sleep(true);
        named(&mut both);
        vec![both]
    }
}

impl super::CinchApp {
    /// Keeps the laptop awake exactly while the evening's rounds run: from the first
    /// round's start to the last bell, with a party open.
    pub(super) fn keep_awake(&mut self) {
        let running = self
            .desk
            .as_ref()
            .is_some_and(|desk| rounds_run(desk.state()));
        self.awake.want(running);
        self.awake.hear();
    }
}

/// Whether the evening's rounds run: play has begun, its first round has started (the
/// host's Start, or a first result), and the last bell has not rung.
pub fn rounds_run(state: &crate::rules::State) -> bool {
    state.phase() == crate::rules::Phase::Playing
        && (state.round_number().is_some_and(|round| round > 1)
            || state.round_clock().is_some_and(|clock| clock.is_started()))
}
