//! Issue 51: the window in the pseudo-language (en-XA, every message accented and
//! wrapped ⟦…⟧). Every text of the AccessKit tree of every screen — a star evening under
//! way, the same evening over, a duplicate evening, a new party's form — comes from the
//! catalogue: a word outside the brackets that is not a guest's name, a path or a key's
//! name was written in the code, and fails here with its text and its screen.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::view::Command;
use cinch_party::words::Lang;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::at;

/// Keys' names as egui writes them, and the like: the same in every language.
const KEYS: &[&str] = &[
    "Ctrl",
    "Cmd",
    "Shift",
    "Alt",
    "Enter",
    "Esc",
    "Tab",
    "Space",
    "Backspace",
    "Delete",
    "Home",
    "End",
    "Page",
    "Up",
    "Down",
    "Left",
    "Right",
    "Insert",
    "Plus",
    "Minus",
];

/// The words of `text` that no catalogue gave: what is left outside ⟦…⟧ once the
/// party's own words (names, the title) and any path are taken out.
pub fn loose_words(text: &str, own: &[String]) -> Vec<String> {
    let mut rest = String::new();
    let mut depth = 0u32;
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' if depth > 0 => depth -= 1,
            c if depth == 0 => rest.push(c),
            _ => {}
        }
    }
    for name in own {
        rest = rest.replace(name.as_str(), " ");
    }
    // The system's own words for an error ("Connection refused (os error 111)").
    while let Some(at) = rest.find("(os error") {
        let end = rest[at..].find(')').map_or(rest.len(), |e| at + e + 1);
        let start = rest[..at].rfind(['(', ':']).map_or(0, |s| s + 1);
        rest.replace_range(start..end, " ");
    }
    rest.split_whitespace()
        .filter(|token| !token.contains('/') && !token.contains('\\') && !token.contains('@'))
        .flat_map(|token| token.split(|c: char| !c.is_alphabetic()))
        .filter(|w| w.chars().count() >= 2 && w.chars().any(char::is_lowercase))
        // A message that wraps is bracketed on its first line and its last only: its
        // words are accented all the same.
        .filter(|w| w.is_ascii())
        .filter(|w| !KEYS.contains(w))
        .map(str::to_owned)
        .collect()
}

/// Every text the screen in view gives to AccessKit (labels and values).
fn texts(h: &Harness<'_, CinchApp>) -> Vec<String> {
    h.query_all_by(|_| true)
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value(), node.description()]
                .into_iter()
                .flatten()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Each language's name in its own words (the language switch shows them so), and the
/// program's own name.
pub fn names_of_languages() -> Vec<String> {
    let mut names: Vec<String> = Lang::all()
        .map(|l| cinch_party::words::speaking(l, cinch_party::words::msg::language_name))
        .collect();
    names.push("cinch-party".to_owned());
    names
}

/// The party's own words: every guest's name (and each half of a pair's), the title.
fn own_words(h: &Harness<'_, CinchApp>) -> Vec<String> {
    let mut own = vec!["Long names".to_owned(), "Duplicate Friday".to_owned()];
    if let Some(desk) = h.state().desk() {
        // A title is the host's, never translated, and shown cut short where it is long.
        let title = desk.file.title().to_owned();
        own.extend((1..title.chars().count()).map(|n| {
            let cut: String = title.chars().take(n).collect();
            format!("{cut}…")
        }));
        own.push(title);
        for guest in desk.state().guests() {
            own.push(guest.name.clone());
        }
    }
    own.extend(names_of_languages());
    own.extend((1..=40).flat_map(|p| [format!("Player {p}A"), format!("Player {p}B")]));
    // The longest first, so a name is not cut by a shorter one inside it.
    own.sort_by_key(|n| std::cmp::Reverse(n.chars().count()));
    own
}

/// Each screen in turn, in the pseudo-language: the texts left in English, with where.
fn english_on_every_screen(
    h: &mut Harness<'_, CinchApp>,
    what: &str,
    skip: &[&str],
) -> Vec<String> {
    h.state_mut()
        .execute(Command::WindowLanguage(Lang::PSEUDO), 0.0);
    h.run_steps(3);
    let mut found = Vec::new();
    let mut look = |h: &mut Harness<'_, CinchApp>, screen: &str| {
        h.run_steps(4);
        let own = own_words(h);
        for text in texts(h) {
            let loose = loose_words(&text, &own);
            if !loose.is_empty() {
                let line = format!("{what}, {screen}: {text:?} ({})", loose.join(" "));
                if !found.contains(&line) {
                    found.push(line);
                }
            }
        }
    };
    for (key, screen) in crate::support::ui::SCREEN_KEYS {
        h.key_press_modifiers(Modifiers::COMMAND, key);
        if !skip.contains(&screen) {
            look(h, screen);
        }
    }
    h.key_press(Key::F1);
    look(h, "rules");
    found
}

fn star_party(over: bool) -> cinch_party::rules::Party {
    use crate::common::{apply, play, seated_named, stars_evening};
    // The guests' language too, so the Display screen's preview is checked as well.
    let settings = cinch_party::rules::Settings {
        language: Some("en-XA".to_owned()),
        ..stars_evening(2)
    };
    let mut party = seated_named(4, settings, |t, s| format!("Guest {t}{}", s.letter()));
    apply(&mut party, cinch_party::rules::Action::StartRound);
    if over {
        play(&mut party, &[(14, 6), (11, 9), (15, 5), (12, 8)]);
        apply(&mut party, cinch_party::rules::Action::StartRound);
        play(&mut party, &[(9, 11), (13, 7), (8, 12), (16, 4)]);
    } else {
        crate::common::report_all(&mut party, &[(14, 6), (10, 10)]);
    }
    party
}

fn star_window<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
    over: bool,
) -> Harness<'a, CinchApp> {
    let path = saves.join("long-names.ron");
    let mut file =
        cinch_party::store::PartyFile::adopt(&path, "Long names", star_party(over)).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    pseudo_window(saves, clock, path)
}

/// The window on `path`, made in the pseudo-language (what it says as it starts, a
/// toast, is worded then).
fn pseudo_window<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
    path: std::path::PathBuf,
) -> Harness<'a, CinchApp> {
    let mut app = cinch_party::words::speaking(Lang::PSEUDO, || {
        crate::support::ui::test_app(saves, clock, Some(path))
    });
    app.execute(Command::WindowLanguage(Lang::PSEUDO), 0.0);
    crate::support::ui::harness_of(app, [1366.0, 768.0], false)
}

#[test]
fn a_star_evening_under_way_is_all_catalogue_words_on_every_screen() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = star_window(saves.path(), &clock, false);
    let found = english_on_every_screen(&mut h, "star evening under way", &[]);
    assert!(
        found.is_empty(),
        "English the code wrote:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_star_evening_over_is_all_catalogue_words_on_every_screen() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = star_window(saves.path(), &clock, true);
    let found = english_on_every_screen(&mut h, "star evening over", &[]);
    assert!(
        found.is_empty(),
        "English the code wrote:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_duplicate_evening_is_all_catalogue_words_on_every_screen() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let mut h = pseudo_window(saves.path(), &clock, path);
    // Its display speaks the party's language (English, a rehearsal's): the star
    // evenings check the Display screen in the pseudo-language.
    let found = english_on_every_screen(&mut h, "duplicate evening", &["display"]);
    assert!(
        found.is_empty(),
        "English the code wrote:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_new_partys_form_is_all_catalogue_words() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let app = cinch_party::words::speaking(Lang::PSEUDO, || {
        crate::support::ui::test_app(saves.path(), &clock, None)
    });
    let mut h = crate::support::ui::harness_of(app, [1366.0, 768.0], false);
    h.run_steps(2);
    h.state_mut()
        .execute(Command::WindowLanguage(Lang::PSEUDO), 0.0);
    h.run_steps(3);
    let own = own_words(&h);
    let found: Vec<String> = texts(&h)
        .into_iter()
        .filter(|t| !loose_words(t, &own).is_empty())
        .collect();
    assert!(found.is_empty(), "English the code wrote: {found:?}");
}

/// The check itself: words outside the brackets are found, names and keys are not.
#[test]
fn the_check_finds_a_word_outside_the_brackets_and_leaves_names_and_keys() {
    let own = vec!["Ann Abbott".to_owned()];
    assert_eq!(loose_words("⟦Ŕôûñð⟧ 3", &own), Vec::<String>::new());
    assert_eq!(
        loose_words("⟦Ţàƀļé⟧ Ann Abbott (Ctrl+Z)", &own),
        Vec::<String>::new()
    );
    assert_eq!(loose_words("Round 3", &own), vec!["Round"]);
    assert_eq!(loose_words("⟦Śàvéð⟧ in /tmp/x.ron", &own), vec!["in"]);
    assert_eq!(loose_words("šçŕééñ.⟧ and", &own), vec!["and"]);
    assert!(loose_words("⟦Ńó⟧ (Connection refused (os error 111))", &own).is_empty());
}
