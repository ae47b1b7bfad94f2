//! The architecture, checked: the rules stay pure (no window, no files, no environment,
//! no wall clock, no unseeded randomness), and the layers only look down, in the order
//! `LAYERS` gives (rules, words, fonts, transcript, store, season, print, publish, output, printers, phones, bell,
//! simulate, headless, view, ui, icon, app, cli). The compiler already refuses most of it (the rules
//! are a `no_std` crate whose dependencies have no clock and no system randomness, and
//! CI builds that crate alone); this test names what slipped through, file and line.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    if dir.is_file() {
        return vec![dir.to_path_buf()];
    }
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// Lines of code (comments left out) in the files under `dir` that mention `needle`.
fn mentions(dir: &str, needles: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut found = Vec::new();
    for file in rust_files(&root) {
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for needle in needles {
                if code.contains(needle) {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    found
}

#[test]
fn the_rules_use_no_window_files_environment_clock_or_unseeded_randomness() {
    let forbidden = [
        "egui",
        "eframe",
        "std::",
        "fs::",
        "env::",
        "Utc::now",
        "Local",
        "SystemTime",
        "Instant",
        "thread_rng",
        "rand::rng",
        "make_rng",
        "OsRng",
        "SysRng",
        "getrandom",
        "from_entropy",
        "random()",
    ];
    // The rules' own tests may use the standard library; the rules may not.
    let found: Vec<String> = mentions("src/rules", &forbidden)
        .into_iter()
        .filter(|line| !line.contains("/src/rules/tests/"))
        .collect();
    assert!(
        found.is_empty(),
        "the rules must stay pure:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_rules_crate_is_no_std_and_its_dependencies_bring_no_clock_or_system_randomness() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let lib = fs::read_to_string(root.join("lib.rs")).unwrap();
    assert!(lib.contains("#![cfg_attr(not(test), no_std)]"));
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let deps = manifest
        .split("[dependencies]")
        .nth(1)
        .unwrap()
        .split("\n[")
        .next()
        .unwrap();
    for line in deps.lines().filter(|l| l.contains('=')) {
        assert!(
            line.contains("default-features = false"),
            "every dependency of the rules is taken without its defaults: {line}"
        );
        for feature in [
            "\"clock\"",
            "\"now\"",
            "\"std\"",
            "thread_rng",
            "sys_rng",
            "os_rng",
        ] {
            assert!(!line.contains(feature), "{feature} in {line}");
        }
        let name = line.split('=').next().unwrap().trim();
        assert!(
            [
                "chacha20",
                "chrono",
                "rand",
                "serde",
                "thiserror",
                "unicode-normalization"
            ]
            .contains(&name),
            "a new dependency of the rules ({name}) must be checked for purity first"
        );
    }
}

/// The layers, lowest first. Each may use only the layers before it, and egui only
/// from `view` up. This is the one place the order is written down (the README and
/// `lib.rs` describe it in words).
const LAYERS: &[(&str, &[&str])] = &[
    ("rules", &["src/rules"]),
    ("words", &["src/words.rs", "src/words"]),
    ("fonts", &["src/fonts.rs"]),
    ("transcript", &["src/transcript"]),
    ("store", &["src/store"]),
    ("season", &["src/season"]),
    ("print", &["src/print"]),
    ("publish", &["src/publish"]),
    ("output", &["src/output.rs"]),
    ("printers", &["src/printers"]),
    ("mail", &["src/mail"]),
    ("phones", &["src/phones"]),
    ("bell", &["src/bell"]),
    ("simulate", &["src/simulate"]),
    ("headless", &["src/headless.rs", "src/headless"]),
    ("view", &["src/view"]),
    ("ui", &["src/ui"]),
    ("icon", &["src/icon.rs"]),
    ("app", &["src/app"]),
    ("cli", &["src/cli.rs", "src/cli", "src/main.rs"]),
];

/// The first layer allowed to draw with egui.
const FIRST_WINDOWED: &str = "view";

#[test]
fn the_layers_only_look_down() {
    let mut found = Vec::new();
    let windowed_from = LAYERS
        .iter()
        .position(|(name, _)| *name == FIRST_WINDOWED)
        .unwrap();
    for (i, (name, dirs)) in LAYERS.iter().enumerate() {
        let mut above: Vec<String> = LAYERS
            .iter()
            .skip(i + 1)
            .map(|(upper, _)| format!("crate::{upper}::"))
            .collect();
        above.extend(
            LAYERS
                .iter()
                .skip(i + 1)
                .map(|(upper, _)| format!("crate::{upper};")),
        );
        if i < windowed_from {
            above.extend(["egui".to_owned(), "eframe".to_owned()]);
        }
        let needles: Vec<&str> = above.iter().map(String::as_str).collect();
        for dir in *dirs {
            // The rules crate's own `crate::words` is its own module, not the app's.
            if *name == "rules" {
                continue;
            }
            found.extend(mentions(dir, &needles));
        }
    }
    assert!(found.is_empty(), "a layer looks up:\n{}", found.join("\n"));
}

#[test]
fn every_module_of_the_app_is_in_a_layer() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    for line in lib.lines() {
        let Some(module) = line
            .strip_prefix("pub mod ")
            .and_then(|m| m.strip_suffix(';'))
        else {
            continue;
        };
        assert!(
            LAYERS.iter().any(|(name, _)| *name == module),
            "module {module} is in no layer of LAYERS"
        );
    }
}

#[test]
fn the_seasons_rules_are_pure() {
    // R-SEASON's derivation is fed the evenings' facts: it never reads a file, a clock
    // or the window (the cache and the files are the season's other modules).
    let forbidden = [
        "egui",
        "eframe",
        "fs::",
        "env::",
        "Utc::now",
        "SystemTime",
        "Instant",
        "thread",
        "crate::store",
        "crate::print",
    ];
    let found: Vec<String> = [
        "src/season/members.rs",
        "src/season/check.rs",
        "src/season/evening.rs",
        "src/season/table.rs",
    ]
    .iter()
    .flat_map(|file| mentions(file, &forbidden))
    .collect();
    assert!(
        found.is_empty(),
        "the season's rules must stay pure:\n{}",
        found.join("\n")
    );
}

/// The longest a file of the crates' code may grow (issue 33): a file past it is split
/// where a seam is. The rules' own tests (`src/rules/tests/`) are stories, not code to
/// navigate, and are left out; functions are kept short by clippy (`too_many_lines`).
const MOST_LINES: usize = 500;

#[test]
fn no_file_of_the_crates_code_is_over_five_hundred_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let tests = src.join("rules").join("tests");
    let long: Vec<String> = rust_files(&src)
        .into_iter()
        .filter(|path| !path.starts_with(&tests))
        .filter_map(|path| {
            let lines = fs::read_to_string(&path).unwrap().lines().count();
            (lines > MOST_LINES).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "split these along a seam: {long:#?}");
}

/// One keyboard for the window (issue 42): no screen reads a key but through the
/// keyboard's folder (`ui/keys`, and the Round screen's machine in `ui/round/keys`),
/// where every press is taken once, in order; egui's `consume_key` and its kin take every
/// press of a frame and answer once, so two quick presses became one.
#[test]
fn keys_are_read_only_in_the_keyboards_folder() {
    let raw: Vec<String> = mentions(
        "src",
        &[
            "consume_key(",
            "key_pressed(",
            "consume_shortcut(",
            "count_and_consume_key(",
            "num_presses(",
        ],
    )
    .into_iter()
    .filter(|line| !line.contains("/keys/"))
    .collect();
    assert!(raw.is_empty(), "keys read outside the keyboard: {raw:#?}");
}

/// The app's modules (the rules crate aside), each by its path ("phones::routes") with
/// its code, the tests inside a file left out.
fn app_modules() -> Vec<(String, String)> {
    modules_under("src", &["src/rules"])
}

/// The rules crate's modules ("duplicate::movement"), its own tests left out.
fn rules_modules() -> Vec<(String, String)> {
    modules_under("src/rules", &["src/rules/tests"])
}

/// The modules of the crate whose root is `dir`, each by its path from that root with
/// its code (comments and the tests inside a file left out), the folders `leave_out`
/// aside.
fn modules_under(dir: &str, leave_out: &[&str]) -> Vec<(String, String)> {
    let base = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = base.join(dir);
    let aside: Vec<PathBuf> = leave_out.iter().map(|d| base.join(d)).collect();
    rust_files(&src)
        .into_iter()
        .filter(|path| !aside.iter().any(|a| path.starts_with(a)))
        .map(|path| {
            let relative = path.strip_prefix(&src).unwrap().with_extension("");
            let mut parts: Vec<String> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(
                parts.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                parts.pop();
            }
            let text = fs::read_to_string(&path).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            let code: String = code
                .lines()
                .map(|line| line.split("//").next().unwrap_or_default())
                .collect::<Vec<_>>()
                .join("\n");
            (parts.join("::"), code)
        })
        .collect()
}

/// The paths a module's code names from `crate::` or `super::`, the groups of a `use`
/// opened one level (`super::{a, b::C}` names `super::a` and `super::b::C`).
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let is_path = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == ':';
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            if at > 0 && code[..at].ends_with(|c: char| is_path(c)) {
                continue;
            }
            let rest = &code[at..];
            let end = rest.find(|c: char| !is_path(c)).unwrap_or(rest.len());
            let path = rest[..end].trim_end_matches(':').to_owned();
            if rest[end..].starts_with('{') && rest[..end].ends_with("::") {
                let group = &rest[end + 1..rest.find('}').unwrap_or(rest.len())];
                for item in group.split(',') {
                    let item = item.trim().split([' ', ':']).next().unwrap_or_default();
                    if !item.is_empty() {
                        paths.push(format!("{path}::{item}"));
                    }
                }
            }
            paths.push(path);
        }
    }
    paths
}

/// The module a path names from inside `module`: the longest known module it reaches.
fn module_named(known: &[String], module: &str, path: &str) -> Option<String> {
    let mut base: Vec<&str> = Vec::new();
    let mut segments = path.split("::").peekable();
    match segments.next() {
        Some("crate") => {}
        Some("super") => {
            base = module.split("::").collect();
            base.pop();
            while segments.peek() == Some(&"super") {
                segments.next();
                base.pop();
            }
        }
        _ => return None,
    }
    let mut found = None;
    for segment in segments {
        base.push(segment);
        let candidate = base.join("::");
        if known.contains(&candidate) {
            found = Some(candidate);
        } else {
            break;
        }
    }
    found
}

/// Rooms that show the house (issue 43): no two files or folders of one folder use each
/// other, directly or round a ring (a router that is also the helpers its handlers
/// import, a panel split over two screens' folders). What both need lives in a room of
/// its own that uses neither.
#[test]
fn no_folder_has_an_import_circle() {
    let rings = import_rings(&app_modules());
    assert!(rings.is_empty(), "import circles:\n{}", rings.join("\n"));
}

/// The same in the rules crate (issue 50 §7: its modules were one knot of 21, twelve
/// pairs using each other): the plain values it speaks of (`nouns`) and what each game
/// holds (`play`) are below the modules that work with them, so each room only looks
/// down. Its code names its modules by path, never by the crate root's re-exports (which
/// would hide an edge from this test).
#[test]
fn no_folder_of_the_rules_has_an_import_circle() {
    let modules = rules_modules();
    let rings = import_rings(&modules);
    assert!(
        rings.is_empty(),
        "import circles in the rules:\n{}",
        rings.join("\n")
    );
    let hidden: Vec<String> = modules
        .iter()
        .filter(|(module, _)| !module.is_empty())
        .flat_map(|(module, code)| {
            named_paths(code)
                .into_iter()
                .filter(|p| {
                    p.strip_prefix("crate::")
                        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()))
                        && !p.starts_with("crate::Shuffler")
                })
                .map(move |p| format!("{module}: {p}"))
        })
        .collect();
    assert!(
        hidden.is_empty(),
        "the rules name these through the crate root, not their module: {hidden:#?}"
    );
    // The test sees the rules' modules at all.
    assert!(modules.iter().any(|(m, _)| m == "duplicate::movement"));
}

/// The rings among the children of each folder of `modules`: "a -> b -> a".
fn import_rings(modules: &[(String, String)]) -> Vec<String> {
    let known: Vec<String> = modules.iter().map(|(m, _)| m.clone()).collect();
    // Edges between the children of one folder: "phones::routes" -> "phones::server".
    let mut edges: std::collections::BTreeMap<String, std::collections::BTreeSet<String>> =
        std::collections::BTreeMap::new();
    for (module, code) in modules {
        for path in named_paths(code) {
            let Some(target) = module_named(&known, module, &path) else {
                continue;
            };
            let (a, b): (Vec<&str>, Vec<&str>) =
                (module.split("::").collect(), target.split("::").collect());
            let shared = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            if shared < a.len() && shared < b.len() {
                let child = |parts: &[&str]| parts[..=shared].join("::");
                edges.entry(child(&a)).or_default().insert(child(&b));
            }
        }
    }
    // A ring: a path from a child back to itself.
    let mut rings = Vec::new();
    for start in edges.keys() {
        let mut seen = std::collections::BTreeSet::new();
        let mut paths = vec![vec![start.clone()]];
        while let Some(path) = paths.pop() {
            let last = path.last().unwrap();
            for next in edges.get(last).into_iter().flatten() {
                if next == start {
                    rings.push(format!("{} -> {start}", path.join(" -> ")));
                } else if seen.insert(next.clone()) {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    paths.push(longer);
                }
            }
        }
    }
    rings
}

/// `lib.rs`'s map of the layers names every layer, in the order `LAYERS` checks (issue
/// 43: it had left `publish` out and put `bell` above `view`, which uses it).
#[test]
fn the_layer_map_in_lib_rs_is_true() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let mapped: Vec<&str> = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//! - [`"))
        .filter_map(|rest| rest.split('`').next())
        .collect();
    let layers: Vec<&str> = LAYERS.iter().map(|(name, _)| *name).collect();
    assert_eq!(mapped, layers);
}

/// Words in one home (issue 43): a pair's two names are joined, and a chair or a side
/// named, only by `words` (the rules' own names in `cinch_rules::words`).
#[test]
fn pairs_chairs_and_sides_are_worded_only_in_words() {
    let found: Vec<String> = mentions(
        "src",
        &[
            "\"{} & {}",
            "{a} & {b}",
            "join(\" & \")",
            "split_once(\" & \")",
            "Seat::North => \"North",
            "NorthSouth => \"N–S",
            "NorthSouth => \"North–South",
            "== 1 { \"",
        ],
    )
    .into_iter()
    .filter(|line| !line.contains("src/words") && !line.contains("src/rules/"))
    .collect();
    assert!(found.is_empty(), "worded outside words: {found:#?}");
}

/// Errors as typed facts (issue 50 §6): no `Result<_, String>` in the crates' code — an
/// error is a type, worded where it is said (seven had come back: the season's file
/// readers, restore's reader, the phones' launch, the season view's count parsers).
#[test]
fn no_result_carries_its_error_as_a_string() {
    let mut found = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for file in rust_files(&root) {
        if file.components().any(|c| c.as_os_str() == "tests") {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let line = line.split("//").next().unwrap_or_default();
            if let Some(at) = line.find("Result<") {
                let rest = &line[at..];
                let inner = rest.split(['{', ';']).next().unwrap_or_default();
                if inner.replace(' ', "").contains(",String>") {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "errors as strings:\n{}", found.join("\n"));
}

/// Tests a reader can find (issue 50 §8): no test file over 700 lines — split by area,
/// each regression keeping its "Bug:" line.
#[test]
fn no_test_file_is_over_seven_hundred_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let long: Vec<String> = rust_files(&root)
        .into_iter()
        .filter_map(|file| {
            let lines = fs::read_to_string(&file).unwrap().lines().count();
            (lines > 700).then(|| format!("{} ({lines} lines)", file.display()))
        })
        .collect();
    assert!(long.is_empty(), "split these by area: {long:#?}");
}

/// The kind decided once (issue 50 §1): the screens are handed their typed part from
/// the one match in `ui::screen_ui` (`Desk::game`), and none asks the desk for it again
/// with a silent `else { return }` (a blank screen with no word).
#[test]
fn no_screen_asks_the_kind_again() {
    let found = mentions(
        "src/ui",
        &[
            "desk.star() else",
            "desk.duplicate() else",
            "desk.star() else {",
            "desk.duplicate() else {",
        ],
    );
    assert!(
        found.is_empty(),
        "the kind asked again:\n{}",
        found.join("\n")
    );
}

/// Names in one order (issue 54): every list of names sorts through `words::name_order`
/// or `words::name_sort_key` (a collation), never by raw characters or a folded key,
/// which put "José Núñez" after "Josephine Ødegaard" and every "É" after "Z".
#[test]
fn names_are_sorted_only_by_the_words_collation() {
    let found: Vec<String> = mentions(
        "src",
        &[
            ".name.cmp(",
            ".name(a).cmp(",
            "sort_by_cached_key(|g| name_key",
            "sort_by_cached_key(|g| crate::rules::guests::name_key",
            ".name.to_lowercase())",
            "by_name(a, b)",
        ],
    )
    .into_iter()
    .filter(|line| !line.contains("src/words"))
    .collect();
    assert!(found.is_empty(), "names sorted by hand: {found:#?}");
}
