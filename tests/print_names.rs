//! Names whole on paper (issue 54 §2): at 60 tables of long names, every print-out that
//! names a pair keeps both its names whole — pdftotext finds each guest's name on a line
//! — and each column of a table keeps one type size. (Bug: the results sheet ended a
//! pair's cell "Mary-Katherine Van der Westhuizen…" and Howard Bancroft was gone; the
//! type size changed from cell to cell; the prize column was cut.)

use std::collections::{BTreeMap, BTreeSet};

use cinch_party::print::{Document, Item, Paper, Printout};
use cinch_party::rules::duplicate::{DupMethod, DupPair, DupSettings};
use cinch_party::rules::{Action, EveningEnd, PairSide, Party, Seat, Settings, Side};

use crate::common::{add, apply, play, seated_named, stars_evening};
use crate::support::print::pdf_pages;

/// A long name for some chairs, an everyday one for the others.
fn name(t: u32, seat: Seat) -> String {
    match (t + seat as u32) % 3 {
        0 => format!("Mary-Katherine Van der Westhuizen {t}{}", seat.letter()),
        1 => format!("Howard Bancroft {t}{}", seat.letter()),
        _ => format!("Featherstonehaugh-Cholmondeley {t}{}", seat.letter()),
    }
}

/// Every name of `names` on some line of the PDF's text, whole.
fn each_name_whole(printout: &Printout, names: &[String]) {
    let text: Vec<String> = pdf_pages(printout)
        .iter()
        .flat_map(|p| {
            p.lines()
                .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        })
        .collect();
    let missing: Vec<&String> = names
        .iter()
        .filter(|n| !text.iter().any(|line| line.contains(n.as_str())))
        .collect();
    assert!(
        missing.is_empty(),
        "{:?}: {} of {} names not whole, e.g. {:?}",
        printout.document,
        missing.len(),
        names.len(),
        missing.iter().take(3).collect::<Vec<_>>()
    );
}

/// Each column of a table (texts of rows of three or more cells, in black regular type,
/// starting at one left edge) in one size.
fn one_size_a_column(printout: &Printout) {
    let mut sizes: BTreeMap<i32, BTreeSet<i32>> = BTreeMap::new();
    for page in &printout.pages {
        let mut rows: BTreeMap<i32, Vec<&Item>> = BTreeMap::new();
        for item in &page.items {
            if let Item::Text { y, .. } = item {
                rows.entry((y * 10.0).round() as i32)
                    .or_default()
                    .push(item);
            }
        }
        for item in rows.values().filter(|row| row.len() >= 3).flatten() {
            if let Item::Text {
                x,
                size,
                weight,
                ink,
                ..
            } = item
                && *ink == cinch_party::print::Ink::Black
                && *weight == cinch_party::fonts::Weight::Regular
            {
                sizes
                    .entry((x * 10.0).round() as i32)
                    .or_default()
                    .insert((size * 100.0).round() as i32);
            }
        }
    }
    let mixed: Vec<_> = sizes.iter().filter(|(_, s)| s.len() > 1).collect();
    assert!(
        mixed.is_empty(),
        "{:?}: columns in several sizes {mixed:?}",
        printout.document
    );
}

#[test]
fn the_star_results_sheet_keeps_every_pairs_names_whole_at_60_tables() {
    let mut party = seated_named(60, stars_evening(2), name);
    for _ in 0..2 {
        let scores: Vec<(i64, i64)> = (0..60)
            .map(|t| if t % 2 == 0 { (31, 20) } else { (12, 40) })
            .collect();
        play(&mut party, &scores);
    }
    let names: Vec<String> = party
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    for paper in [Paper::A4, Paper::Letter] {
        let sheet = Printout::of(&party, "Long names", Document::Results, paper).unwrap();
        each_name_whole(&sheet, &names);
        one_size_a_column(&sheet);
    }
}

/// A duplicate evening of 120 pairs (60 tables) of long names, one round played, ended
/// by the host.
fn long_pairs() -> Party {
    let mut party = Party::new(Settings {
        game: cinch_party::rules::GameSettings::Duplicate(DupSettings {
            trays_per_table: 1,
            method: DupMethod::PlusMinus,
            ..DupSettings::default()
        }),
        end: EveningEnd::HostDecides,
        ..Settings::default()
    });
    let pairs = (1..=120)
        .map(|p| DupPair {
            players: [
                add(&mut party, &name(p, Seat::North), Side::Lady),
                add(&mut party, &name(p + 1, Seat::South), Side::Gentleman),
            ],
            direction: if p <= 60 {
                PairSide::NorthSouth
            } else {
                PairSide::EastWest
            },
        })
        .collect();
    apply(&mut party, Action::SetPairs { pairs });
    apply(&mut party, Action::StartDuplicate);
    apply(
        &mut party,
        Action::RingBell {
            override_missing: true,
            cuts: Vec::new(),
            last: true,
        },
    );
    party
}

#[test]
fn the_duplicate_print_outs_keep_every_pairs_names_whole_at_60_tables() {
    let party = long_pairs();
    let names: Vec<String> = party
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    for document in [Document::Results, Document::GuideCards, Document::PairCards] {
        let printout = Printout::of(&party, "Long names", document, Paper::A4).unwrap();
        each_name_whole(&printout, &names);
    }
    let sheet = Printout::of(&party, "Long names", Document::Results, Paper::A4).unwrap();
    one_size_a_column(&sheet);
}
