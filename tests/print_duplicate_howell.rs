//! Duplicate Cinch on paper at two tables (R-DUP-12, issue 34): the two-table Howell's
//! guide cards, traveller slips, pair cards and results sheet read back with `pdftotext`
//! against the movement; the results of a pair that never played without a place or a
//! score (R-DUP-8); no overlaps, long names included.

use cinch_party::print::{Document, Paper};
use cinch_party::rules::Party;
use cinch_party::rules::duplicate::{DupMethod, MovementKind, PairId};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};

use crate::support::print::{layout_faults, pdf_pages, printout};
use crate::support::print_duplicate::{long_names, names, slip_rows, trays_words, words};

/// R-DUP-12's three rounds: (N–S, E–W) at table 1 and table 2.
const THE_BOOK: [[(u32, u32); 2]; 3] = [[(1, 2), (3, 4)], [(1, 3), (4, 2)], [(1, 4), (2, 3)]];

fn howell(k: u8) -> Party {
    simulate_duplicate(&DuplicateOptions {
        seed: 34,
        pairs: 4,
        trays_per_table: k,
        ..DuplicateOptions::default()
    })
    .unwrap()
}

#[test]
fn r_dup_12_guide_cards_give_both_pairs_the_trays_the_exchange_and_where_each_pair_goes() {
    for k in 1..=4u8 {
        let party = howell(k);
        let m = *party
            .state()
            .duplicate()
            .unwrap()
            .dup
            .fixed_movement()
            .unwrap();
        assert_eq!(m.kind, MovementKind::Howell);
        let pages = pdf_pages(&printout(&party, Document::GuideCards, Paper::A4));
        assert_eq!(pages.len(), 2, "a card a table, k {k}");
        for (table, card) in (1..=2u32).zip(&pages) {
            assert!(card.contains(&format!("Table {table}")), "{card}");
            let other = 3 - table;
            assert!(
                card.contains(&format!("exchange trays with table {other}")),
                "{card}"
            );
            let lines: Vec<&str> = card.lines().collect();
            for (round, seats) in (1..=3u32).zip(THE_BOOK) {
                let (ns, ew) = seats[table as usize - 1];
                let at = lines
                    .iter()
                    .position(|l| words(l).first() == Some(&round.to_string().as_str()))
                    .unwrap_or_else(|| panic!("round {round}:\n{card}"));
                let (one, two) = (lines[at], lines[at + 1]);
                assert!(one.contains(&format!("Pair {ns} v Pair {ew}")), "{one}");
                let guide = m.guide(round, table);
                let e = guide.exchange.as_ref().unwrap();
                assert!(
                    one.contains(&format!(
                        "{} then {}",
                        trays_words(&e.first),
                        trays_words(&e.then)
                    )),
                    "k {k}: {one}"
                );
                assert!(two.contains("exchange half-way"), "{two}");
                if round == 3 {
                    assert!(one.contains("The last round"), "{one}");
                    continue;
                }
                for (pair, line, next) in [(ns, one, guide.ns_next), (ew, two, guide.ew_next)] {
                    let next = next.unwrap();
                    let side = match next.side {
                        cinch_party::rules::PairSide::NorthSouth => "N–S",
                        cinch_party::rules::PairSide::EastWest => "E–W",
                    };
                    let said = format!("Pair {pair}: table {} {side}", next.table);
                    assert!(line.contains(&said), "{said} in {line}");
                }
            }
        }
    }
}

#[test]
fn r_dup_12_traveller_slips_have_both_tables_of_the_round_in_play_order() {
    let party = howell(2);
    let pages = pdf_pages(&printout(&party, Document::TravellerSlips, Paper::A4));
    let slips = slip_rows(&pages);
    assert_eq!(slips.len(), 12, "a slip per tray");
    for (tray, rows) in slips {
        let round = (tray - 1) / 4 + 1;
        let [(ns1, ew1), (ns2, ew2)] = THE_BOOK[round as usize - 1];
        assert_eq!(
            rows,
            vec![(round, 1, ns1, ew1), (round, 2, ns2, ew2)],
            "tray {tray}"
        );
    }
}

#[test]
fn r_dup_12_pair_cards_give_each_round_the_table_the_direction_the_opponents_and_trays() {
    let party = howell(3);
    let m = *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let text = pdf_pages(&printout(&party, Document::PairCards, Paper::Letter)).join("\n");
    let lines: Vec<&str> = text.lines().collect();
    for pair in 1..=4 {
        let id = PairId::howell(pair);
        let heading = format!("Pair {pair} ({})", names(&party, id));
        let at = lines
            .iter()
            .position(|l| l.trim_start().starts_with(&heading))
            .unwrap_or_else(|| panic!("{heading} missing:\n{text}"));
        for round in 1..=3u32 {
            let row = words(lines[at + 2 + round as usize]).join(" ");
            let seat = m.seat_of(round, id).unwrap();
            let (side, them) = match seat.side {
                cinch_party::rules::PairSide::NorthSouth => {
                    ("N–S", m.ew_at(round, seat.table).unwrap())
                }
                cinch_party::rules::PairSide::EastWest => ("E–W", m.ns_at(round, seat.table)),
            };
            let start = format!("{round} {} {side} Pair {}", seat.table, them.number);
            assert!(row.starts_with(&start), "{heading}: {row} (want {start})");
            // Table 2 plays the round's second half first: two runs.
            let e = m.guide(round, seat.table).exchange.unwrap();
            let trays = if seat.table == 1 {
                trays_words(&m.trays_at(round, 1))
            } else {
                format!("{}, {}", trays_words(&e.first), trays_words(&e.then))
            };
            assert!(row.contains(&trays), "{heading}: {row}");
        }
    }
}

#[test]
fn r_dup_12_the_results_sheet_has_one_ranking_and_one_winner() {
    let party = howell(1);
    let view = cinch_party::view::duplicate::DupView::of(party.state().duplicate().unwrap());
    let text = pdf_pages(&printout(&party, Document::Results, Paper::A4)).join("\n");
    assert!(text.contains("the two-table Howell"), "{text}");
    assert!(!text.contains("North–South standings"), "{text}");
    let (_, winners) = &view.standings.winners[0];
    if let [one] = winners.as_slice() {
        let name = names(&party, PairId::howell(*one));
        assert!(
            text.contains(&format!("The winners: Pair {one} ({name})")),
            "{text}"
        );
    }
    for pair in 1..=4 {
        assert!(text.contains(&names(&party, PairId::howell(pair))));
    }
}

#[test]
fn r_dup_8_the_results_sheet_lists_a_pair_that_never_played_without_place_or_score() {
    // 5 pairs stopped after round 1: the N–S pair that met the phantom has no tray.
    let party = simulate_duplicate(&DuplicateOptions {
        seed: 8,
        pairs: 5,
        trays_per_table: 2,
        rounds: Some(1),
        method: DupMethod::Matchpoints,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let m = *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let idle = (1..=3).find(|&t| m.sits_out(1, t)).unwrap();
    let text = pdf_pages(&printout(&party, Document::Results, Paper::A4)).join("\n");
    let name = names(&party, PairId::ns(idle));
    let row = text
        .lines()
        .find(|l| l.contains(&name) && l.contains(&format!("N–S {idle}")))
        .unwrap_or_else(|| panic!("{name}:\n{text}"));
    assert_eq!(words(row).first(), Some(&"–"), "no place: {row}");
    assert!(!row.contains('%'), "no score: {row}");
    assert!(!text.contains(&format!("North–South: level at the top, N–S {idle}")));
}

#[test]
fn howell_documents_never_overlap_or_leave_the_page_with_long_names() {
    for k in [1, 4] {
        let party = long_names(howell(k));
        for paper in Paper::ALL {
            for document in Document::DUPLICATE {
                let printed = printout(&party, document, paper);
                for page in &printed.pages {
                    let faults = layout_faults(page);
                    assert!(
                        faults.is_empty(),
                        "{document:?} k {k}: {}",
                        faults.join("\n")
                    );
                }
            }
        }
    }
}
