//! Issue 51: every served page in the pseudo-language (en-XA). A phone that picked it
//! gets every text of every page — the guests' page, the door, a table's pad, a pair's
//! page, the standings and the display, and what their scripts read from `/state` —
//! from the catalogue: a word outside ⟦…⟧ that is not a guest's name was written in the
//! code, and fails here with its page and its text.

use std::path::Path;

use scraper::{Html, Selector};

use crate::pseudo_language::loose_words;
use crate::support::phones::{base_of, client, open_round, serve};

/// What a person reads of a page: its text (not its script or style) and the
/// attributes shown or spoken (a placeholder, a label, a title, the script's own words).
fn page_texts(html: &str) -> Vec<String> {
    let doc = Html::parse_document(html);
    let mut out = Vec::new();
    let all = Selector::parse("*").unwrap();
    for element in doc.select(&all) {
        let name = element.value().name();
        if name == "script" || name == "style" {
            continue;
        }
        // Only the element's own text: a child's is visited on its own.
        for child in element.children() {
            if let Some(text) = child.value().as_text() {
                let text = text.trim();
                if !text.is_empty() {
                    out.push(text.to_owned());
                }
            }
        }
        for (attr, value) in element.value().attrs() {
            if matches!(
                attr,
                "placeholder" | "aria-label" | "title" | "alt" | "label"
            ) || attr.starts_with("data-") && !is_code(value)
            {
                out.push(value.to_owned());
            }
        }
    }
    out
}

/// Every string a JSON answer holds (not its keys).
fn json_texts(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|v| json_texts(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| json_texts(v, out)),
        _ => {}
    }
}

/// A JSON string that is a code the script reads, not words shown: a kind, a seat, a
/// colour, a side, a token.
fn is_code(text: &str) -> bool {
    !text.contains(' ')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// The party's own words: its title, every guest's name and the languages' own names,
/// the longest first (so a name is not cut by a shorter one inside it).
pub(crate) fn own_words(file: &Path) -> Vec<String> {
    let (saved, party) = cinch_party::store::load(file).unwrap();
    let mut own: Vec<String> = party
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    own.push(saved.title);
    own.extend(crate::pseudo_language::names_of_languages());
    own.sort_by_key(|n| std::cmp::Reverse(n.chars().count()));
    own
}

/// Each of `urls` fetched as a phone that picked the pseudo-language: the English found.
fn english_in(urls: &[String], own: &[String]) -> Vec<String> {
    let agent = client();
    let mut found = Vec::new();
    for url in urls {
        let mut response = agent
            .get(url)
            .header("Cookie", "cinch-lang=en-XA")
            .call()
            .unwrap();
        assert_eq!(response.status().as_u16(), 200, "{url}");
        let body = response.body_mut().read_to_string().unwrap();
        let texts = if body.trim_start().starts_with('{') {
            let mut out = Vec::new();
            json_texts(&serde_json::from_str(&body).unwrap(), &mut out);
            out.retain(|t| !is_code(t));
            out
        } else {
            page_texts(&body)
        };
        for text in texts {
            let loose = loose_words(&text, own);
            if !loose.is_empty() {
                found.push(format!("{url}: {text:?} ({})", loose.join(" ")));
            }
        }
    }
    found
}

#[test]
fn every_page_of_a_star_evening_is_catalogue_words_in_the_pseudo_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = open_round(dir.path(), 4, &[]);
    let served = serve(&file);
    let base = base_of(&served.seats);
    let table = served.links[0].clone();
    let urls: Vec<String> = [
        format!("{base}/"),
        format!("{base}/seats"),
        format!("{base}/check-in"),
        format!("{base}/check-in/state"),
        table.clone(),
        format!("{table}/state"),
        format!("{base}/standings"),
        format!("{base}/standings/state"),
        format!("{base}/display"),
        format!("{base}/display/state"),
    ]
    .into();
    let found = english_in(&urls, &own_words(&file));
    assert!(
        found.is_empty(),
        "English the code wrote:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_page_of_a_duplicate_evening_is_catalogue_words_in_the_pseudo_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&file, 10, 2, 2, true);
    let served = serve(&file);
    let base = base_of(&served.seats);
    let table = served.links[0].clone();
    let pair = served
        .before_ready
        .iter()
        .find_map(|l| l.split_once(": ").filter(|(t, _)| t.starts_with("pair ")))
        .map(|(_, url)| url.to_owned())
        .expect("a pair's link");
    let urls: Vec<String> = [
        format!("{base}/"),
        format!("{base}/seats"),
        table.clone(),
        format!("{table}/state"),
        pair.clone(),
        format!("{pair}/state"),
        format!("{base}/standings/state"),
        format!("{base}/display/state"),
    ]
    .into();
    let found = english_in(&urls, &own_words(&file));
    assert!(
        found.is_empty(),
        "English the code wrote:\n{}",
        found.join("\n")
    );
}

/// The check reads a page as a guest does: the text and the words of its attributes,
/// not its script.
#[test]
fn the_pages_check_reads_text_and_attributes_but_not_script() {
    let texts = page_texts(
        r#"<html><body><h1>⟦Ŵĥéŕé⟧</h1><input placeholder="Your name"><script>let a = "Not words";</script></body></html>"#,
    );
    assert_eq!(texts, vec!["⟦Ŵĥéŕé⟧".to_owned(), "Your name".to_owned()]);
    assert!(is_code("north") && !is_code("Round 1"));
}
