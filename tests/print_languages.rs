//! Issue 51 §6: every print-out in Spanish and German — each document of a star evening
//! and of a duplicate evening, printed by `print --lang`, read back with `pdftotext`:
//! no word of the English catalogue that the language's lacks, and every accented
//! name whole (ñ, ß, ü, Å embedded, not dropped or cut).

use std::collections::BTreeSet;

use cinch_party::rules::duplicate::PairGroup;
use cinch_party::rules::{Action, Party};

use crate::catalogues::{accented_evening, english_only, words};
use crate::common::at;

/// Prints `what` of the party at `file` in `lang`; the PDF's text.
fn printed(file: &std::path::Path, what: &str, lang: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("out.pdf");
    let said = crate::support::cli::run(&[
        "print",
        file.to_str().unwrap(),
        "--what",
        what,
        "--lang",
        lang,
        "--out",
        pdf.to_str().unwrap(),
    ]);
    assert!(
        said.status.success(),
        "{what} in {lang}: {}",
        String::from_utf8_lossy(&said.stderr)
    );
    crate::support::print::file_pages(&pdf).join("\n")
}

/// Every guest's name of `party`: never translated, so never counted as English.
fn all_names(party: &Party) -> Vec<String> {
    party
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect()
}

/// What is wrong with a print-out's text: English words (outside `party`'s names),
/// `names` not whole, anything cut short.
fn wrong_in(
    text: &str,
    (what, lang): (&str, &str),
    party: &Party,
    names: &[String],
) -> Vec<String> {
    let mut wrong = Vec::new();
    // The party's title ("Evening", as `evenings::saved` names it) is a name too.
    let every = all_names(party);
    let kept: BTreeSet<String> = every
        .iter()
        .map(String::as_str)
        .chain(["Evening"])
        .flat_map(words)
        .collect();
    let english = english_only(lang);
    let left: BTreeSet<String> = words(text)
        .into_iter()
        .filter(|w| !kept.contains(w) && english.contains(w))
        .collect();
    if !left.is_empty() {
        wrong.push(format!("{what} in {lang}: English words {left:?}"));
    }
    // Nothing cut short: every name here is short, so an ellipsis is a heading or a
    // sentence the page had no room for.
    for line in text.lines().filter(|l| l.contains('…')) {
        wrong.push(format!("{what} in {lang}: cut: {:?}", line.trim()));
    }
    for name in names {
        if !text.contains(name.as_str()) {
            wrong.push(format!("{what} in {lang}: {name:?} not whole"));
        }
    }
    wrong
}

/// The accented evening, both rounds played.
fn star_evening() -> Party {
    accented_evening("en")
}

/// A duplicate evening whose first pair's players have accented names.
fn duplicate_evening() -> (Party, Vec<String>) {
    let mut party = crate::support::evenings::long_pair_duplicate();
    let players = crate::support::evenings::winning_players(&party, PairGroup::EastWest);
    let names = vec!["Begoña Muñoz".to_owned(), "Jürgen Weiß".to_owned()];
    for (guest, name) in players.iter().zip(&names) {
        party
            .apply(
                Action::RenameGuest {
                    guest: *guest,
                    name: name.clone(),
                },
                at(200_000),
            )
            .unwrap();
    }
    (party, names)
}

#[test]
fn every_print_out_of_both_games_speaks_spanish_and_german_with_every_name_whole() {
    let dir = tempfile::tempdir().unwrap();
    let star = dir.path().join("estrellas.ron");
    let star_party = star_evening();
    let star_names = all_names(&star_party);
    crate::support::evenings::saved(star_party.clone(), &star);
    let dup = dir.path().join("duplicado.ron");
    let (dup_party, dup_names) = duplicate_evening();
    crate::support::evenings::saved(dup_party.clone(), &dup);
    let mut wrong = Vec::new();
    for lang in ["es-419", "de"] {
        let tag = if lang == "de" { "de" } else { "es" };
        for what in ["tables", "pads", "blank-pads", "stars", "tally", "results"] {
            // Table cards name no one once the evening is over; blank pads no one ever.
            let names: &[String] = if matches!(what, "blank-pads" | "tables") {
                &[]
            } else {
                &star_names
            };
            let text = printed(&star, what, tag);
            wrong.extend(wrong_in(&text, (what, lang), &star_party, names));
        }
        for what in ["guides", "travellers", "pair-cards", "hands", "results"] {
            let names: &[String] = if matches!(what, "results" | "pair-cards") {
                &dup_names
            } else {
                &[]
            };
            let text = printed(&dup, what, tag);
            let what = format!("duplicate {what}");
            wrong.extend(wrong_in(&text, (&what, lang), &dup_party, names));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The published page of both games in Spanish and German: `html lang` the language's,
/// no English word, every accented name whole, and HTML Tidy finds no error.
#[test]
fn the_published_page_speaks_spanish_and_german_and_validates() {
    use cinch_party::transcript::evening::Evening;
    use cinch_party::words::{Lang, speaking};
    let star = star_evening();
    let star_names = all_names(&star);
    let (dup, dup_names) = duplicate_evening();
    let mut wrong = Vec::new();
    for (lang, tag) in [("es-419", "es"), ("de", "de")] {
        for (what, party, names) in [
            ("star", &star, &star_names),
            ("duplicate", &dup, &dup_names),
        ] {
            let html = speaking(Lang::from_tag(tag).unwrap(), || {
                cinch_party::publish::results_page(party, &Evening::of(party, 0), "Evening")
            });
            crate::publish::tidy_passes(&html);
            let page = scraper::Html::parse_document(&html);
            let root = page.root_element().value().attr("lang");
            assert_eq!(root, Some(lang), "{what} page's html lang");
            // The page's body: its style sheet is not words.
            let body = scraper::Selector::parse("body").unwrap();
            let shown: String = page
                .select(&body)
                .flat_map(|b| b.text())
                .collect::<Vec<_>>()
                .join(" ");
            assert!(shown.contains(&names[0]), "{what} page drawn");
            let what = format!("{what} page");
            wrong.extend(wrong_in(&shown, (&what, lang), party, names));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
