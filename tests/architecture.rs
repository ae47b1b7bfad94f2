//! The architecture, checked: the rules stay pure (no window, no files, no environment,
//! no wall clock, no unseeded randomness), and the layers only look down, in the order
//! `LAYERS` gives (rules, words, transcript, store, season, print, publish, output, printers, phones, bell,
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
    ("transcript", &["src/transcript"]),
    ("store", &["src/store"]),
    ("season", &["src/season"]),
    ("print", &["src/print"]),
    ("publish", &["src/publish"]),
    ("output", &["src/output.rs"]),
    ("printers", &["src/printers"]),
    ("phones", &["src/phones"]),
    ("bell", &["src/bell"]),
    ("simulate", &["src/simulate"]),
    ("headless", &["src/headless.rs"]),
    ("view", &["src/view"]),
    ("ui", &["src/ui"]),
    ("icon", &["src/icon.rs"]),
    ("app", &["src/app"]),
    ("cli", &["src/cli.rs", "src/main.rs"]),
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
