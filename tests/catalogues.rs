//! Issue 51: the message catalogues. Every language has every English message with the
//! same variables, and nothing more; every message is used; the languages are found
//! from a browser's or a computer's words; numbers and plurals follow each language;
//! the pseudo-language marks every message; and the report speaks German and Spanish
//! with no English word left but the names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use cinch_party::words::{Lang, msg, speaking};

#[path = "../src/words/ftl_vars.rs"]
#[allow(dead_code)]
mod ftl_vars;

fn catalogue_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n")
}

/// Every message of one language's folder, with what it needs; its files; its errors.
fn language(
    folder: &str,
) -> (
    BTreeMap<String, ftl_vars::Needs>,
    BTreeSet<String>,
    Vec<String>,
) {
    let mut all = BTreeMap::new();
    let mut files = BTreeSet::new();
    let mut errors = Vec::new();
    for entry in std::fs::read_dir(catalogue_dir().join(folder)).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.ends_with(".ftl"),
            "{folder}/{name} is not a catalogue file"
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let (found, bad) = ftl_vars::messages(&text);
        errors.extend(bad.into_iter().map(|e| format!("{folder}/{name}: {e}")));
        for (id, needs) in found {
            assert!(
                all.insert(id.clone(), needs).is_none(),
                "{folder}: {id} is written twice"
            );
        }
        files.insert(name);
    }
    ftl_vars::close_over_references(&mut all);
    (all, files, errors)
}

fn folders() -> Vec<String> {
    let mut all: Vec<String> = std::fs::read_dir(catalogue_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    all.sort();
    all
}

#[test]
fn every_language_has_every_english_message_with_the_same_variables_and_no_other() {
    let (english, english_files, errors) = language("en");
    assert!(errors.is_empty(), "{errors:#?}");
    assert!(english.len() > 50, "{} messages", english.len());
    let mut faults = Vec::new();
    for folder in folders().iter().filter(|f| *f != "en") {
        let (theirs, files, errors) = language(folder);
        faults.extend(errors);
        if files != english_files {
            faults.push(format!(
                "{folder} has files {files:?}, English {english_files:?}"
            ));
        }
        for (id, needs) in &english {
            match theirs.get(id) {
                None => faults.push(format!("{folder} lacks {id}")),
                Some(t) if t.variables != needs.variables => faults.push(format!(
                    "{folder}'s {id} takes {:?}, English's {:?}",
                    t.variables, needs.variables
                )),
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            faults.push(format!("{folder} has {id}, which English has not"));
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn every_folder_is_a_language_the_program_speaks_and_names_itself() {
    let tags: Vec<&str> = Lang::all().map(Lang::tag).collect();
    assert_eq!(tags.first(), Some(&"en"));
    for folder in folders() {
        assert!(tags.contains(&folder.as_str()), "{folder} is not loaded");
    }
    let names: Vec<String> = Lang::all()
        .map(|l| speaking(l, msg::language_name))
        .collect();
    assert_eq!(names, ["English", "Deutsch", "Español"]);
}

/// Every message the English catalogue has is asked for by the code (its function or
/// its struct), or by another message.
#[test]
fn no_message_is_left_unused() {
    let (english, _, _) = language("en");
    let mut code = String::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                code.push_str(&std::fs::read_to_string(path).unwrap());
            }
        }
    }
    // The phones' pages name theirs as {{id}} (src/phones/page.rs renders them).
    for page in page_ids() {
        code.push_str(&format!("msg::{}(", page.replace('-', "_")));
    }
    let referred: BTreeSet<&String> = english.values().flat_map(|n| &n.messages).collect();
    let unused: Vec<&String> = english
        .keys()
        .filter(|id| !referred.contains(id))
        .filter(|id| {
            let function = format!("msg::{}(", id.replace('-', "_"));
            let strukt: String = id
                .split('-')
                .map(|w| w[..1].to_uppercase() + &w[1..])
                .collect();
            !code.contains(&function)
                && !code.contains(&format!("msg::{strukt} "))
                && !code.contains(&format!("msg::{}", id.replace('-', "_")))
        })
        .collect();
    assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
}

/// Every {{id}} the phones' page templates name (but `lang` and `switch`).
fn page_ids() -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/phone");
    let mut ids = BTreeSet::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let mut rest = text.as_str();
        while let Some(start) = rest.find("{{") {
            let Some(len) = rest[start + 2..].find("}}") else {
                break;
            };
            let id = &rest[start + 2..start + 2 + len];
            if id != "lang" && id != "switch" {
                ids.insert(id.to_owned());
            }
            rest = &rest[start + 4 + len..];
        }
    }
    ids
}

/// A page template's {{id}} is a message English has, of no variables (a page has none
/// to give): else it would show the id itself.
#[test]
fn every_message_a_phones_page_names_is_in_english_without_variables() {
    let (english, _, _) = language("en");
    let ids = page_ids();
    assert!(ids.len() > 10, "{ids:?}");
    for id in ids {
        let needs = english
            .get(&id)
            .unwrap_or_else(|| panic!("{{{{{id}}}}} is no message"));
        assert!(
            needs.variables.is_empty(),
            "{id} takes {:?}",
            needs.variables
        );
    }
}

#[test]
fn a_language_is_found_from_a_tag_a_locale_or_a_browsers_list() {
    let de = Lang::from_tag("de").unwrap();
    let es = Lang::from_tag("es-419").unwrap();
    for (asked, got) in [
        ("de-AT", Some(de)),
        ("de_DE.UTF-8", Some(de)),
        ("es", Some(es)),
        ("es-MX", Some(es)),
        ("ES_ar", Some(es)),
        ("en-GB", Some(Lang::ENGLISH)),
        ("en-XA", Some(Lang::PSEUDO)),
        ("fr", None),
        ("C", None),
        ("", None),
    ] {
        assert_eq!(Lang::from_tag(asked), got, "{asked}");
    }
    assert_eq!(
        Lang::from_accept_language("fr-FR, es;q=0.8, en;q=0.5"),
        Some(es)
    );
    assert_eq!(Lang::from_accept_language("en;q=0.2, de;q=0.9"), Some(de));
    assert_eq!(Lang::from_accept_language("fr, it"), None);
    assert_eq!("es".parse::<Lang>(), Ok(es));
    let refused = "fr".parse::<Lang>().unwrap_err().to_string();
    assert!(
        refused.contains("“fr”") && refused.contains("es-419"),
        "{refused}"
    );
}

#[test]
fn plurals_and_numbers_follow_each_language() {
    let de = Lang::from_tag("de").unwrap();
    let es = Lang::from_tag("es").unwrap();
    let said = |lang, n: usize| speaking(lang, || msg::count_guests(n));
    assert_eq!(said(Lang::ENGLISH, 1), "1 guest");
    assert_eq!(said(Lang::ENGLISH, 1234), "1,234 guests");
    assert_eq!(said(de, 1), "1 Gast");
    assert_eq!(said(de, 1234), "1.234 Gäste");
    assert_eq!(said(es, 2), "2 invitados");
    // The language's own decimal separator (ICU4X): 58.13 in English, 58,13 in German.
    let share = |lang| speaking(lang, || msg::prize_step_kept(58.13));
    assert_eq!(share(Lang::ENGLISH), " (58.13)");
    assert_eq!(share(de), " (58,13)");
}

#[test]
fn the_pseudo_language_marks_every_message_and_leaves_names_alone() {
    let said = speaking(Lang::PSEUDO, || msg::change_leave("Zoë Ångström"));
    assert_eq!(said, "⟦Zoë Ångström ĺéáṽéš⟧".replace('ṽ', "v"));
    // Back in English after the work, even on the same thread.
    assert_eq!(msg::change_leave("Ann"), "Ann leaves");
}

/// The words of the English catalogue that a language's own catalogue does not use:
/// in that language's output, any of them is English the code wrote itself.
pub(crate) fn english_only(folder: &str) -> BTreeSet<String> {
    let words_of = |folder: &str| -> BTreeSet<String> {
        let mut all = BTreeSet::new();
        for entry in std::fs::read_dir(catalogue_dir().join(folder)).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                // The text after "id =", and the variants' text after "]".
                let text = line.split_once(" = ").map_or(line, |(_, t)| t);
                let text = text.rsplit_once(']').map_or(text, |(_, t)| t);
                all.extend(words(text));
            }
        }
        all
    };
    let theirs = words_of(folder);
    words_of("en").difference(&theirs).cloned().collect()
}

pub(crate) fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for token in text.split(|c: char| !c.is_alphanumeric() && c != '$' && c != '\'') {
        let variable = token.starts_with('$');
        let token = token.trim_matches('\'');
        if !variable && token.chars().count() > 1 && token.chars().all(char::is_alphabetic) {
            out.push(token.to_lowercase());
        }
    }
    out
}

#[test]
fn the_report_in_german_and_spanish_has_no_english_word_but_the_names() {
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/sample-ten-tables.ron");
    let file = sample.to_str().unwrap();
    let english = crate::support::cli::run(&["report", file]);
    let english = String::from_utf8(english.stdout).unwrap();
    // Names and the party's title are never translated.
    let (save, party) = cinch_party::store::load(&sample).unwrap();
    let mut kept: BTreeSet<String> = party
        .state()
        .guests()
        .iter()
        .flat_map(|g| words(&g.name))
        .collect();
    kept.extend(words(&save.title));
    for (tag, expected) in [("de", "Preise"), ("es", "Premios")] {
        let out = crate::support::cli::run(&["report", file, "--lang", tag]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains(expected), "{text}");
        let folder = Lang::from_tag(tag).unwrap().tag();
        let english_words = english_only(folder);
        let left: BTreeSet<String> = words(&text)
            .into_iter()
            .filter(|w| !kept.contains(w) && english_words.contains(w))
            .collect();
        assert!(left.is_empty(), "English in the {tag} report: {left:?}");
        assert_eq!(text.lines().count(), english.lines().count());
    }
    // The check sees English where it is: the English report is full of it (fewer than
    // it might be: German's catalogue names the command line's own English flags,
    // `--ladies`, `--tables`, so those words count as German's too).
    let english_words = english_only("de");
    assert!(
        words(&english)
            .iter()
            .filter(|w| english_words.contains(*w))
            .count()
            > 60
    );
}

/// Guests whose names need every accent the languages use.
pub(crate) fn accented_evening(language: &str) -> cinch_party::rules::Party {
    use cinch_party::rules::Seat;
    let names = [
        [
            "Begoña Muñoz",
            "Íñigo Ibáñez",
            "Jürgen Weiß",
            "Zoë Ångström",
        ],
        ["Ágata Peña", "Óscar Güemes", "Käthe Groß", "Björn Ørsted"],
    ];
    let settings = cinch_party::rules::Settings {
        language: Some(language.to_owned()),
        ..crate::common::stars_evening(2)
    };
    let mut party = crate::common::seated_named(2, settings, |t, seat| {
        let row = &names[(t - 1) as usize];
        match seat {
            Seat::North => row[0],
            Seat::East => row[1],
            Seat::South => row[2],
            Seat::West => row[3],
        }
        .to_owned()
    });
    crate::common::play(&mut party, &[(21, 9), (14, 12)]);
    crate::common::play(&mut party, &[(3, 30), (25, 11)]);
    party
}

/// Issue 51: the results sheet in the party's own language — the headings translated,
/// every accented name whole in the PDF's text, and no English word of the catalogue left.
#[test]
fn the_results_sheet_speaks_the_partys_language_with_every_accent_whole() {
    use cinch_party::print::{Document, Paper, Printout};
    for (tag, headings) in [
        (
            "es-419",
            ["Premios", "Clasificación", "Rondas", "Hoja de resultados"],
        ),
        ("de", ["Preise", "Tabelle", "Runden", "Ergebnisbogen"]),
    ] {
        let party = accented_evening(tag);
        let printout =
            Printout::of(&party, "Noche ¿Quién gana?", Document::Results, Paper::A4).unwrap();
        let text = crate::support::print::pdf_pages(&printout).join("\n");
        for heading in headings {
            assert!(text.contains(heading), "{tag}: no {heading:?} in\n{text}");
        }
        let mut kept: BTreeSet<String> = words("Noche ¿Quién gana?").into_iter().collect();
        for guest in party.state().guests() {
            assert!(text.contains(&guest.name), "{tag}: {} cut", guest.name);
            kept.extend(words(&guest.name));
        }
        let english_words = english_only(tag);
        let left: BTreeSet<String> = words(&text)
            .into_iter()
            .filter(|w| !kept.contains(w) && english_words.contains(w))
            .collect();
        assert!(left.is_empty(), "English on the {tag} sheet: {left:?}");
    }
    // An English party's sheet, for the check's sake: full of the words it looks for.
    let english = accented_evening("en");
    let sheet = Printout::of(&english, "Night", Document::Results, Paper::A4).unwrap();
    let text = crate::support::print::pdf_pages(&sheet).join("\n");
    assert!(
        words(&text)
            .iter()
            .filter(|w| english_only("de").contains(*w))
            .count()
            > 30
    );
}

/// `print --lang es` speaks Spanish whatever the party's language, and says so in
/// Spanish; without it, the party's own language is used.
#[test]
fn print_on_the_command_line_takes_lang_over_the_partys_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("noche.ron");
    crate::support::evenings::saved(accented_evening("de"), &path);
    let out = dir.path().join("sheet.pdf");
    let (file, pdf) = (path.to_str().unwrap(), out.to_str().unwrap());
    let said = crate::support::cli::run(&[
        "print", file, "--what", "results", "--lang", "es", "--out", pdf,
    ]);
    assert!(
        said.status.success(),
        "{}",
        String::from_utf8_lossy(&said.stderr)
    );
    let said = String::from_utf8(said.stdout).unwrap();
    assert!(said.starts_with("Escrito: Hoja de resultados"), "{said}");
    let text = crate::support::print::file_pages(&out).join("\n");
    assert!(
        text.contains("Premios") && !text.contains("Preise"),
        "{text}"
    );
    // No --lang: the party's German.
    let said = crate::support::cli::run(&["print", file, "--what", "results", "--out", pdf]);
    assert!(said.status.success());
    let text = crate::support::print::file_pages(&out).join("\n");
    assert!(text.contains("Preise"), "{text}");
    assert!(
        String::from_utf8(said.stdout)
            .unwrap()
            .starts_with("Wrote results sheet")
    );
}

/// A party file from before the guests' language was kept opens, as English.
#[test]
fn an_old_party_file_opens_as_english() {
    let old = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1-sample-ten-tables.ron");
    let (_, party) = cinch_party::store::load(&old).unwrap();
    assert_eq!(party.state().settings.language, None);
    assert_eq!(Lang::of_party(&party.state().settings), Lang::ENGLISH);
    // A language this program lacks reads as English too, and is never refused.
    let settings = cinch_party::rules::Settings {
        language: Some("tlh".to_owned()),
        ..Default::default()
    };
    assert_eq!(Lang::of_party(&settings), Lang::ENGLISH);
}

/// The window's language is chosen on the Party screen, applied at once (the tabs and
/// their tips), remembered by eframe, and put back at the next start; `--lang` wins.
#[test]
fn the_window_speaks_the_language_chosen_on_the_party_screen_and_remembers_it() {
    use crate::support::ui::{Memory, harness, harness_of, test_app};
    use egui_kittest::kittest::Queryable;
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let mut h = harness(saves.path(), &clock, None);
    h.run_steps(3);
    assert!(h.query_by_label("Guests").is_some());
    h.get_by_label("Deutsch").click_accesskit();
    h.run_steps(3);
    assert!(
        h.query_by_label("Gäste").is_some(),
        "the tabs speak German at once"
    );
    assert!(h.query_by_label("Guests").is_none());
    assert!(h.query_by_label("Sprache des Fensters").is_some());
    assert_eq!(h.state().window_speaks().tag(), "de");
    let mut memory = Memory::default();
    eframe::App::save(h.state_mut(), &mut memory);
    drop(h);
    // The next start: German again.
    let mut next = test_app(saves.path(), &clock, None);
    next.restore_language(&memory, None);
    let mut next = harness_of(next, [1280.0, 720.0], false);
    next.run_steps(3);
    assert!(next.query_by_label("Gäste").is_some());
    // --lang es wins over the remembered German.
    let mut asked = test_app(saves.path(), &clock, None);
    asked.restore_language(&memory, Lang::from_tag("es"));
    assert_eq!(asked.window_speaks().tag(), "es-419");
    // The other tests' windows, and the program, still speak English.
    assert_eq!(cinch_party::words::lang::current(), Lang::ENGLISH);
}

/// The table cards in the party's language: the word over the number and the head and
/// booby tables' names (English over the number before).
#[test]
fn the_table_cards_and_the_pads_speak_the_partys_language() {
    use cinch_party::print::{Document, Paper, Printout};
    for (tag, word, head, booby) in [
        ("de", "TISCH", "Spitzentisch", "Trosttisch"),
        ("es-419", "MESA", "Mesa principal", "Mesa de consuelo"),
    ] {
        let party = accented_evening(tag);
        let cards = Printout::of(&party, "Noche", Document::TableCards, Paper::A4).unwrap();
        let text = crate::support::print::pdf_pages(&cards).join("\n");
        for expected in [word, head, booby] {
            assert!(text.contains(expected), "{tag}: no {expected:?} in {text}");
        }
        assert!(
            !text.contains("TABLE") && !text.contains("Head table"),
            "{text}"
        );
        // The blank score pads: the grid's headings and the rules in brief, each in its
        // room (German's longer words included), nothing over anything.
        let pads = Printout::of(&party, "Noche", Document::BlankPads, Paper::A4).unwrap();
        let text = crate::support::print::pdf_pages(&pads).join("\n");
        let (pad, totals) = match tag {
            "de" => ("Spielblock", "Summen der Runde"),
            _ => ("anotador", "Totales de la ronda"),
        };
        assert!(text.contains(pad) && text.contains(totals), "{tag}: {text}");
        assert!(
            !text.contains("score pad") && !text.contains("Totals"),
            "{text}"
        );
        for page in &pads.pages {
            let faults = crate::support::print::layout_faults(page);
            assert!(faults.is_empty(), "{tag}: {faults:?}");
        }
    }
}
