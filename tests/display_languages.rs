//! Issue 51: the guest display in the party's language. German runs about a third
//! longer than English: at 1280×720 every text of every page of the display is whole in
//! German and in Spanish, and no English word of the catalogues is left but the names.

use std::collections::BTreeSet;

use cinch_party::rules::GuestId;
use cinch_party::view::display::{DisplayMode, DisplayState};
use cinch_party::view::stage::frame::frame;
use cinch_party::view::stage::{Source, Stage, Text, stage};
use cinch_party::words::{Lang, speaking};

use crate::common::at;
use crate::support::display::{desk_of, sample};

/// The words of a text, as the catalogues' check reads them.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic() && c != '\'')
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| w.chars().count() > 1)
        .collect()
}

/// The words English's catalogue has and `lang`'s has not.
fn english_only(lang: Lang) -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    let read = |folder: &str| -> BTreeSet<String> {
        std::fs::read_dir(dir.join(folder))
            .unwrap()
            .flat_map(|e| {
                let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
                text.lines()
                    .filter(|l| !l.trim_start().starts_with('#'))
                    .flat_map(|l| {
                        let l = l.split_once(" = ").map_or(l, |(_, t)| t);
                        let l = l.rsplit_once(']').map_or(l, |(_, t)| t);
                        words(l)
                            .into_iter()
                            .filter(|w| !w.starts_with('$'))
                            .collect::<Vec<_>>()
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let theirs = read(lang.tag());
    read("en").difference(&theirs).cloned().collect()
}

/// Each text of the stage whose lines are wider than its box, in the display's font.
fn cut_texts(stage: &Stage) -> Vec<String> {
    use cinch_party::fonts::{Weight, width};
    let weight = |bold| if bold { Weight::Bold } else { Weight::Regular };
    stage
        .texts
        .iter()
        .filter(|t| !t.clock)
        .filter(|t| {
            t.lines.iter().any(|line| {
                let words: String = line.iter().map(|p| p.words.as_str()).collect();
                width(&words, t.size, weight(t.bold)) > t.area.w + 0.5
            })
        })
        .map(Text::words)
        .collect()
}

/// Three evenings: over (the sample), a round in play with a guest waiting, and the
/// company before the draw (the welcome).
fn evenings() -> Vec<cinch_party::rules::Party> {
    use cinch_party::simulate::{Options, simulate};
    let playing = simulate(&Options {
        seed: 5,
        ladies: 9,
        gentlemen: 9,
        rounds: 3,
        open_round: true,
        ..Options::default()
    })
    .unwrap();
    let mut before = cinch_party::rules::Party::new(crate::common::stars_evening(4));
    for (n, side) in [
        ("Ann", cinch_party::rules::Side::Lady),
        ("Bob", cinch_party::rules::Side::Gentleman),
    ] {
        crate::common::add(&mut before, n, side);
    }
    vec![sample(), playing, before]
}

#[test]
fn every_page_of_the_display_is_whole_in_german_and_spanish_at_1280_by_720() {
    for party in evenings() {
        every_page_whole(&desk_of(party));
    }
}

fn every_page_whole(desk: &cinch_party::view::Desk) {
    let names: BTreeSet<String> = desk
        .state()
        .guests()
        .iter()
        .flat_map(|g| words(&g.name))
        .collect();
    let modes = [
        DisplayMode::Seats,
        DisplayMode::Round,
        DisplayMode::Standings,
        DisplayMode::Ceremony,
        DisplayMode::Guest(GuestId(0)),
        DisplayMode::Auto,
    ];
    for tag in ["en", "de", "es"] {
        let lang = Lang::from_tag(tag).unwrap();
        let english = english_only(lang);
        let mut seen = BTreeSet::new();
        for mode in modes {
            let state = DisplayState {
                mode,
                // The ceremony with every prize revealed: the longest titles.
                revealed: (0..6).collect(),
                ..DisplayState::default()
            };
            let stage = speaking(lang, || {
                stage(
                    &Source::of_desk(desk),
                    (&state, None),
                    &frame(1280.0, 720.0),
                    at(0),
                )
            });
            let cut = cut_texts(&stage);
            assert!(cut.is_empty(), "{tag} {mode:?}: cut: {cut:?}");
            for text in &stage.texts {
                let said = text.words();
                let left: Vec<String> = words(&said)
                    .into_iter()
                    .filter(|w| !names.contains(w) && english.contains(w))
                    .collect();
                assert!(
                    left.is_empty(),
                    "{tag} {mode:?}: English {left:?} in {said:?}"
                );
                seen.insert(said);
            }
        }
        let expected = match tag {
            "de" => ["Sterne", "Willkommen!"],
            "es" => ["Estrellas", "¡Bienvenidos!"],
            _ => ["Stars", "Welcome!"],
        };
        assert!(
            seen.iter().any(|s| expected.iter().any(|e| s.contains(e))),
            "{tag}: none of {expected:?} in {seen:?}"
        );
    }
}
