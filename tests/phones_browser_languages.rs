//! Issue 51 in a real browser (headless Chromium through chromedriver, every wait
//! bounded): phones asking for Spanish and for English at the same table at once each
//! get their own language, what the page's script writes included; the switch a guest
//! taps sticks after a reload; and in the pseudo-language every text a page shows once
//! its script has run comes from the catalogue.

use fantoccini::{Client, Locator};

use crate::catalogues::{english_only, words};
use crate::pseudo_language::loose_words;
use crate::support::browser::*;
use crate::support::phones::{base_of, open_round, serve};

/// What the page shows a person, once its script has filled it in.
async fn shown(client: &Client) -> String {
    client
        .execute("return document.body.innerText;", vec![])
        .await
        .unwrap()
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

async fn html_lang(client: &Client) -> String {
    client
        .execute("return document.documentElement.lang;", vec![])
        .await
        .unwrap()
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The pad has its seats: the script has read the table's state.
async fn seated(client: &Client) {
    wait_for("the seats", || async {
        match client.find(Locator::Id("north")).await {
            Ok(e) => e.text().await.is_ok_and(|t| !t.is_empty() && t != "—"),
            Err(_) => false,
        }
    })
    .await;
}

/// The party's own words (names, the title, languages' names) taken out of `text`.
fn without_names(text: &str, file: &std::path::Path) -> String {
    let mut text = text.to_owned();
    for name in crate::pseudo_pages::own_words(file) {
        text = text.replace(&name, " ");
    }
    text
}

/// The English words the catalogue of `folder` does not use, found in `text`.
fn english_in(text: &str, folder: &str) -> Vec<String> {
    let english = english_only(folder);
    let mut found: Vec<String> = words(text)
        .into_iter()
        .filter(|w| english.contains(w))
        .collect();
    found.dedup();
    found
}

#[test]
fn a_spanish_phone_and_an_english_phone_at_one_table_each_read_their_own_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let link = served.links[1].clone();
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let spanish =
            browser_speaking(port, &dir.path().join("es"), (390, 844), "es-MX,es;q=0.9").await;
        let english = browser_speaking(port, &dir.path().join("en"), (390, 844), "en-US,en").await;
        spanish.goto(&link).await.unwrap();
        english.goto(&link).await.unwrap();
        seated(&spanish).await;
        seated(&english).await;
        assert_eq!(html_lang(&spanish).await, "es-419");
        assert_eq!(html_lang(&english).await, "en");
        let text = without_names(&shown(&spanish).await, &path);
        let left = english_in(&text, "es-419");
        assert!(
            left.is_empty(),
            "English on the Spanish pad: {left:?}\n{text}"
        );
        let text = shown(&english).await;
        assert!(
            english_in(&text, "en").is_empty() && !words(&text).is_empty(),
            "{text}"
        );

        // The Spanish phone taps "Deutsch": German now, and after a reload too.
        spanish
            .find(Locator::LinkText("Deutsch"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        seated(&spanish).await;
        assert_eq!(html_lang(&spanish).await, "de");
        spanish.goto(&link).await.unwrap();
        seated(&spanish).await;
        assert_eq!(html_lang(&spanish).await, "de", "the switch sticks");
        let text = without_names(&shown(&spanish).await, &path);
        let left = english_in(&text, "de");
        assert!(
            left.is_empty(),
            "English on the German pad: {left:?}\n{text}"
        );
        // The English phone is still in English.
        english.refresh().await.unwrap();
        seated(&english).await;
        assert_eq!(html_lang(&english).await, "en");
        spanish.close().await.unwrap();
        english.close().await.unwrap();
    });
}

#[test]
fn every_page_a_phone_shows_is_catalogue_words_once_its_script_has_run() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 4, &["--open-round"]);
    let served = serve(&path);
    let base = base_of(&served.seats);
    let pages = [
        format!("{base}/?lang=en-XA"),
        format!("{}?lang=en-XA", served.links[0]),
        format!("{base}/check-in?lang=en-XA"),
        format!("{base}/standings?lang=en-XA"),
    ];
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let found = runtime.block_on(async {
        let client = browser(port, &dir.path().join("xa")).await;
        let mut found = Vec::new();
        for page in &pages {
            client.goto(page).await.unwrap();
            // The script's first reading of the host, given time (bounded).
            tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
            let text = without_names(&shown(&client).await, &path);
            if !text.contains('⟦') {
                found.push(format!("{page}: nothing from the catalogue: {text:?}"));
            }
            for line in text.lines() {
                let loose = loose_words(line, &[]);
                if !loose.is_empty() {
                    found.push(format!("{page}: {line:?} ({})", loose.join(" ")));
                }
            }
        }
        client.close().await.unwrap();
        found
    });
    assert!(
        found.is_empty(),
        "English the code wrote:\n{}",
        found.join("\n")
    );
}
