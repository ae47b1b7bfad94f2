//! A failing script shrunk to the shortest that still breaks the same property: first
//! the shortest beginning that fails, then pieces taken out while it still fails
//! (Zeller's delta debugging, down to single keys, frame breaks and empty frames), then
//! pairs of nearby pieces taken out together, then each split key made whole; printed as a ready regression.

use super::drive::run;
use super::generate::Host;
use super::invariants::Broken;
use super::script::{Atom, Script};

/// How many runs a shrinking may take (each is a fresh window), and for how long: past
/// either, the shortest script found so far is the one printed.
const MOST_RUNS: usize = 600;
const LONGEST: std::time::Duration = std::time::Duration::from_secs(300);

struct Shrinker {
    started: std::time::Instant,
    host: Host,
    seed: u64,
    wanted: String,
    runs: usize,
    last: Option<Broken>,
}

impl Shrinker {
    fn fails(&mut self, atoms: &[Atom]) -> bool {
        if self.runs >= MOST_RUNS || self.started.elapsed() > LONGEST {
            return false;
        }
        self.runs += 1;
        let outcome = run(self.host, self.seed, &Script(atoms.to_vec()));
        match outcome.broken {
            Some(b) if b.signature() == self.wanted => {
                self.last = Some(b);
                true
            }
            _ => false,
        }
    }

    /// The shortest beginning of `atoms` that fails (it is known to fail whole).
    fn shortest_beginning(&mut self, atoms: &[Atom]) -> Vec<Atom> {
        let (mut low, mut high) = (0, atoms.len());
        while low + 1 < high {
            let mid = low + (high - low) / 2;
            if self.fails(&atoms[..mid]) {
                high = mid;
            } else {
                low = mid;
            }
        }
        atoms[..high].to_vec()
    }

    /// Delta debugging: parts taken out while it still fails.
    fn ddmin(&mut self, mut atoms: Vec<Atom>) -> Vec<Atom> {
        let mut parts = 2;
        while atoms.len() >= 2 {
            let chunk = atoms.len().div_ceil(parts);
            let mut cut = false;
            for start in (0..atoms.len()).step_by(chunk) {
                let mut rest = atoms[..start].to_vec();
                rest.extend_from_slice(&atoms[(start + chunk).min(atoms.len())..]);
                if self.fails(&rest) {
                    atoms = rest;
                    parts = (parts - 1).max(2);
                    cut = true;
                    break;
                }
            }
            if !cut {
                if parts >= atoms.len() {
                    break;
                }
                parts = (parts * 2).min(atoms.len());
            }
        }
        atoms
    }

    /// Two atoms near each other taken out together while it still fails: delta
    /// debugging takes out one piece at a time, and a key with its Enter ("4 Enter", a
    /// result) or with the frame break after it often goes only as a pair.
    fn pairs(&mut self, mut atoms: Vec<Atom>) -> Vec<Atom> {
        const NEAR: usize = 6;
        let mut i = 0;
        while i < atoms.len() {
            let mut cut = false;
            for j in i + 1..atoms.len().min(i + 1 + NEAR) {
                let rest: Vec<Atom> = atoms
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| *k != i && *k != j)
                    .map(|(_, a)| *a)
                    .collect();
                if self.fails(&rest) {
                    atoms = rest;
                    cut = true;
                    break;
                }
            }
            if !cut {
                i += 1;
            }
        }
        atoms
    }

    /// Each split key made whole, where it still fails.
    fn unsplit(&mut self, mut atoms: Vec<Atom>) -> Vec<Atom> {
        for i in 0..atoms.len() {
            if let Atom::Key {
                stroke,
                split: true,
            } = atoms[i]
            {
                let mut whole = atoms.clone();
                whole[i] = Atom::Key {
                    stroke,
                    split: false,
                };
                if self.fails(&whole) {
                    atoms = whole;
                }
            }
        }
        atoms
    }
}

/// What shrinking found.
pub struct Shrunk {
    /// The shortest script found that breaks the property.
    pub script: Script,
    /// How it breaks it.
    pub broken: Broken,
    /// Runs taken.
    pub runs: usize,
}

/// Shrinks `script` (which broke `broken` at the window of `host` and `seed`).
pub fn shrink(host: Host, seed: u64, script: &Script, broken: &Broken) -> Shrunk {
    let mut s = Shrinker {
        started: std::time::Instant::now(),
        host,
        seed,
        wanted: broken.signature(),
        runs: 0,
        last: Some(broken.clone()),
    };
    let beginning = s.shortest_beginning(&script.0);
    let mut small = s.ddmin(beginning);
    // Pairs out, then single pieces again, until neither takes anything out.
    loop {
        let before = small.len();
        small = s.pairs(small);
        small = s.ddmin(small);
        if small.len() == before {
            break;
        }
    }
    let small = s.unsplit(small);
    // The last failing run may have been of a larger candidate: run the result once more.
    s.runs = s.runs.min(MOST_RUNS - 1);
    s.started = std::time::Instant::now();
    s.fails(&small);
    Shrunk {
        script: Script(small),
        broken: s.last.unwrap_or_else(|| broken.clone()),
        runs: s.runs,
    }
}

/// The regression to paste into tests/regressions/monkey_found.rs.
pub fn regression(host: Host, seed: u64, shrunk: &Shrunk) -> String {
    format!(
        "/// Bug (key monkey, {host:?} window, seed {seed}): {invariant}: {detail}\n\
         #[test]\n\
         fn monkey_found_TODO_NAME() {{\n    \
         crate::monkey::holds(Host::{host:?}, {seed}, {script:?});\n\
         }}\n\
         // {keys} keys, frames as written (\" / \" a new frame, \"·\" a frame with no key,\n\
         // \"~\" a key split across two frames); broken at frame {frame}.",
        invariant = shrunk.broken.invariant,
        detail = shrunk.broken.detail,
        script = shrunk.script.to_string(),
        keys = shrunk.script.keys(),
        frame = shrunk.broken.frame,
    )
}
