//! Print-outs (issue 13): each document of a sample party read back from its PDF with
//! `pdftotext` (every guest, every table number, every prize winner where it should be),
//! page counts at 1, 10 and 60 tables, the layout checked for overlaps and for staying on
//! the page with long names, one small reference image per document compared with a
//! tolerance (`pdftoppm`), and the command line's answers to bad requests.
//!
//! Needs poppler-utils (`pdftotext`, `pdftoppm`); `.ci/run` installs it.

use cinch_party::print::{Document, Page, Paper, PrintError, Printout};
use cinch_party::rules::{Party, Seat};
use cinch_party::simulate::{Options, simulate};
use cinch_party::transcript::Transcript;

use crate::common::{play, seated, seated_named, stars_evening};
use crate::support::print::*;

fn sample() -> Party {
    simulate(&Options {
        seed: 11,
        ladies: 20,
        gentlemen: 20,
        rounds: 4,
        ..Options::default()
    })
    .unwrap()
}

fn names(party: &Party) -> Vec<String> {
    Transcript::of(party)
        .guests
        .into_iter()
        .map(|g| g.name)
        .collect()
}

#[test]
fn table_cards_have_one_page_per_table_with_its_number_and_head_and_booby_named() {
    let party = sample();
    let pages = pdf_pages(&printout(&party, Document::TableCards, Paper::A4));
    assert_eq!(pages.len(), 10);
    for (n, page) in (1..).zip(&pages) {
        let words: Vec<&str> = page.split_whitespace().collect();
        assert!(words.contains(&n.to_string().as_str()), "page {n}: {page}");
        assert_eq!(page.contains("Head table"), n == 1, "page {n}");
        assert_eq!(page.contains("Booby table"), n == 10, "page {n}");
    }
}

#[test]
fn score_pads_put_this_rounds_names_in_their_chairs_and_the_rule_in_a_line() {
    let party = sample();
    let text = pdf_pages(&printout(&party, Document::ScorePads, Paper::A4)).join("\n");
    let state = party.state();
    let round = state.star().unwrap().current_round().unwrap();
    for (table, seats) in (1..).zip(&round.tables) {
        assert!(text.contains(&format!("Table {table}")), "table {table}");
        for seat in Seat::ALL {
            let name = state.name(seats.at(seat));
            assert!(text.contains(name), "{name} at table {table}");
        }
    }
    assert!(text.contains(&format!("Round {}", round.number)));
    assert!(text.contains("the side with more points scores the difference"));
    for dealer in ["North", "East", "South", "West"] {
        assert!(text.contains(dealer));
    }
}

#[test]
fn star_cards_and_the_tally_sheet_name_every_guest() {
    let party = sample();
    let everyone = names(&party);
    for document in [Document::StarCards, Document::Tally] {
        let text = pdf_pages(&printout(&party, document, Paper::Letter)).join("\n");
        for name in &everyone {
            assert!(
                text.contains(name.as_str()),
                "{name} missing from {document:?}"
            );
        }
    }
}

#[test]
fn the_results_sheet_names_every_prize_winner_every_guest_and_every_table() {
    let party = sample();
    let transcript = Transcript::of(&party);
    let text = pdf_pages(&printout(&party, Document::Results, Paper::A4)).join("\n");
    for prize in &transcript.prizes {
        let winner = prize.winner.as_deref().unwrap_or(prize.status);
        assert!(
            text.contains(&format!("{}: {winner}", prize.title)),
            "{}: {winner}",
            prize.title
        );
    }
    for name in names(&party) {
        assert!(text.contains(&name), "{name}");
    }
    for round in &transcript.rounds {
        assert!(text.contains(&format!("Round {}", round.number)));
        for t in &round.tables {
            let score = format!("{}–{}", t.ns_score.unwrap(), t.ew_score.unwrap());
            assert!(
                text.contains(&score),
                "round {} table {}",
                round.number,
                t.table
            );
        }
    }
}

/// A party of `tables` tables, two rounds played and a third in play.
fn tables_party(tables: u32, name: impl Fn(u32, Seat) -> String) -> Party {
    let mut party = seated_named(tables, stars_evening(6), name);
    let scores: Vec<(i64, i64)> = (0..tables).map(|t| (10 + i64::from(t % 7), 20)).collect();
    play(&mut party, &scores);
    play(&mut party, &scores);
    party
}

#[test]
fn page_counts_follow_the_tables_at_1_10_and_60() {
    for tables in [1, 10, 60] {
        let party = tables_party(tables, |t, s| format!("{}{t}", s.letter()));
        let count = |document| pdf_pages(&printout(&party, document, Paper::A4)).len();
        let t = tables as usize;
        assert_eq!(count(Document::TableCards), t, "{tables} tables");
        assert_eq!(count(Document::ScorePads), t.div_ceil(2), "{tables} tables");
        // Six rounds planned: six pads per table, two to a page.
        assert_eq!(count(Document::BlankPads), (t * 6).div_ceil(2));
        assert_eq!(count(Document::StarCards), (t * 4).div_ceil(8));
        let tally = pdf_pages(&printout(&party, Document::Tally, Paper::A4));
        let rows = tally[0]
            .lines()
            .filter(|l| {
                l.split_whitespace().next().is_some_and(|w| {
                    // A guest's tag: a chair letter and a table number ("N12").
                    let mut chars = w.chars();
                    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
                        && chars.as_str().parse::<u32>().is_ok()
                })
            })
            .count();
        assert!(rows > 0);
        assert_eq!(tally.len(), (t * 4).div_ceil(rows), "{tables} tables");
        assert!(!pdf_pages(&printout(&party, Document::Results, Paper::A4)).is_empty());
    }
}

fn long_name(table: u32, seat: Seat) -> String {
    format!(
        "Wilhelmina Henrietta Fotheringay-Smythe-Montmorency {}{table}",
        seat.letter()
    )
}

#[test]
fn long_names_are_cut_or_wrapped_never_overlapping_or_off_the_page_at_1_10_and_60_tables() {
    for tables in [1, 10, 60] {
        let party = tables_party(tables, long_name);
        for paper in Paper::ALL {
            for document in Document::STAR_GAME {
                let printout = printout(&party, document, paper);
                for (n, page) in printout.pages.iter().enumerate() {
                    let faults = layout_faults(page);
                    assert!(
                        faults.is_empty(),
                        "{document:?} on {paper:?}, {tables} tables, page {}:\n{}",
                        n + 1,
                        faults.join("\n")
                    );
                }
            }
        }
    }
}

#[test]
fn the_fonts_are_embedded_and_show_the_suits_and_the_stars() {
    let party = sample();
    let dir = tempfile::tempdir().unwrap();
    let path = pdf_file(&printout(&party, Document::Results, Paper::A4), dir.path());
    let out = poppler("pdffonts").arg(&path).output().unwrap();
    let fonts = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = fonts.lines().skip(2).collect();
    assert!(!rows.is_empty());
    for row in rows {
        assert!(row.contains("DejaVu"), "{row}");
        // The "emb" column says yes.
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert!(
            cells.iter().rev().nth(4) == Some(&"yes"),
            "not embedded: {row}"
        );
    }
    let text = pdf_pages(&printout(&party, Document::Tally, Paper::A4)).join("\n");
    for star in ["★", "✶", "✹"] {
        assert!(text.contains(star), "{star}");
    }
    let text = pdf_pages(&printout(&party, Document::StarCards, Paper::A4)).join("\n");
    assert!(text.contains("★ gold") && text.contains("✶ red") && text.contains("✹ green"));
}

/// The first page of each document, rendered small in grey, against the reference in
/// `tests/snapshots/print_*.png` (`UPDATE_SNAPSHOTS=1` writes them afresh).
#[test]
fn each_documents_first_page_looks_as_it_did() {
    let different = first_pages_differing(&sample(), &Document::STAR_GAME, "print");
    assert!(different.is_empty(), "{}", different.join("\n"));
}

#[test]
fn a_party_without_tables_or_guests_says_so_in_words() {
    let party = Party::new(stars_evening(4));
    for document in Document::STAR_GAME {
        let refused = Printout::of(&party, "Empty", document, Paper::A4).unwrap_err();
        assert!(
            matches!(refused, PrintError::NoTables | PrintError::NoGuests),
            "{document:?}"
        );
        assert!(refused.to_string().contains("first"), "{refused}");
    }
}

#[test]
fn a_head_and_booby_table_alone_is_named_so() {
    let party = seated(1, stars_evening(3));
    let pages = pdf_pages(&printout(&party, Document::TableCards, Paper::Letter));
    assert_eq!(pages.len(), 1);
    assert!(pages[0].contains("Head and booby table"), "{}", pages[0]);
}

/// Issue 26: the program's mark (its icon's card, spade, club and gold star) on the first
/// page of every print-out, and only there, clear of everything else.
#[test]
fn every_print_out_carries_the_programs_mark_on_its_first_page() {
    let party = tables_party(10, |t, s| format!("{}{t}", s.letter()));
    for document in Document::STAR_GAME {
        let printed = printout(&party, document, Paper::A4);
        let marked = |page: &Page| {
            let texts: Vec<&str> = page.texts().collect();
            ["♠", "♣", "★"].iter().all(|m| texts.contains(m))
        };
        assert!(marked(&printed.pages[0]), "{document:?}");
        assert!(
            printed.pages.iter().skip(1).all(|p| !marked(p)),
            "{document:?}"
        );
        assert!(layout_faults(&printed.pages[0]).is_empty(), "{document:?}");
    }
}
