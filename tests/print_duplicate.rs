//! Duplicate Cinch on paper (issue 25): guide cards, traveller slips, pair score cards,
//! hand records and the results sheet at 3, 11 and 30 tables, read back from the PDFs
//! with `pdftotext` against the movement (R-DUP-3/4/5, R-DUP-10) and the program's deal
//! (R-DUP-2); the layout checked for overlaps and for staying on the page with long
//! names; a reference image of each first page; the refusals in words.

use cinch_party::print::{Document, Paper, PrintError, Printout};
use cinch_party::rules::duplicate::hands::deal_tray;
use cinch_party::rules::duplicate::{DupMethod, Movement, MovementKind, PairId, dealer_of_tray};
use cinch_party::rules::{Action, GuestId, PairSide, Party, Seat};
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::transcript::Transcript;
use cinch_party::transcript::evening::Evening;
use cinch_party::words;

use crate::support::print::{first_pages_differing, layout_faults, pdf_pages, printout};
use crate::support::print_duplicate::*;

/// A whole evening of `pairs` pairs, `k` trays a table, every round played.
fn evening(pairs: u32, k: u8) -> Party {
    simulate_duplicate(&DuplicateOptions {
        seed: 25,
        pairs,
        trays_per_table: k,
        ..DuplicateOptions::default()
    })
    .unwrap()
}

fn movement(party: &Party) -> Movement {
    *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap()
}

#[test]
fn r_dup_10_guide_cards_at_3_11_and_30_tables_say_every_rounds_pair_trays_and_moves() {
    // 3 and 11 tables: the compass game; 30 tables with 2 trays: Foster's rule, 60 rounds.
    for (pairs, k) in [(6, 4), (22, 4), (60, 2)] {
        let party = evening(pairs, k);
        let m = movement(&party);
        let pages = pdf_pages(&printout(&party, Document::GuideCards, Paper::A4));
        // Each table's card starts a page of its own; a long evening goes on over more.
        let starts: Vec<usize> = pages
            .iter()
            .enumerate()
            .filter(|(_, p)| p.contains("Guide card") && !p.contains("(continued)"))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(starts.len() as u32, m.tables, "{pairs} pairs");
        if m.rounds() <= 24 {
            assert_eq!(pages.len() as u32, m.tables, "one page per table");
        }
        for table in 1..=m.tables {
            let first = starts[table as usize - 1];
            let last = starts.get(table as usize).copied().unwrap_or(pages.len());
            let card = pages[first..last].join("\n");
            assert!(card.contains(&format!("Table {table}")));
            assert!(
                card.contains(&format!("North–South: pair {table}, {}", {
                    names(&party, PairId::ns(table))
                })),
                "{card}"
            );
            let rows: Vec<Vec<&str>> = card
                .lines()
                .map(words)
                .filter(|w| w.first().is_some_and(|r| r.parse::<u32>().is_ok()))
                .collect();
            for round in 1..=m.rounds() {
                let guide = m.guide(round, table);
                let row = rows
                    .iter()
                    .find(|w| w[0] == round.to_string())
                    .unwrap_or_else(|| panic!("table {table} round {round}:\n{card}"))
                    .join(" ");
                match m.ew_at(round, table) {
                    None => assert!(row.contains("Sits out"), "{row}"),
                    Some(ew) => assert!(row.contains(&format!("E–W {}", ew.number)), "{row}"),
                }
                assert!(row.contains(&trays_words(&guide.trays)), "{row}");
                match (guide.ew_next.map(|s| s.table), m.kind) {
                    (None, _) => assert!(row.contains("The last round"), "{row}"),
                    (Some(next), MovementKind::Foster) => {
                        assert!(row.contains(&format!("to table {next}, taking")), "{row}")
                    }
                    (Some(next), _) => {
                        if guide.ew_pair.is_some() {
                            assert!(row.contains(&format!("E–W pair to table {next}")), "{row}");
                        }
                    }
                }
            }
            if m.kind == MovementKind::Foster {
                assert!(
                    card.contains("to put under"),
                    "Foster's carry-under in words"
                );
            } else {
                let down = if table == 1 { m.tables } else { table - 1 };
                assert!(card.contains(&format!("to table {down}")), "{card}");
            }
        }
    }
}

#[test]
fn r_dup_5_a_skip_mitchell_guide_card_says_when_the_pairs_skip() {
    let party = evening(8, 1);
    let m = movement(&party);
    assert_eq!(m.kind, MovementKind::SkipMitchell);
    let pages = pdf_pages(&printout(&party, Document::GuideCards, Paper::Letter));
    assert!(pages[0].contains("after round 2"), "{}", pages[0]);
    assert!(pages[0].contains("(the skip)"), "{}", pages[0]);
}

#[test]
fn traveller_slips_have_a_row_per_table_in_the_order_each_tray_is_played() {
    // 5 pairs: a phantom (a sit-out row); 22 pairs: 11 tables of 4 trays; 60: Foster.
    for (pairs, k) in [(5, 2), (22, 4), (60, 2)] {
        let party = evening(pairs, k);
        let m = movement(&party);
        let pages = pdf_pages(&printout(&party, Document::TravellerSlips, Paper::A4));
        let slips = slip_rows(&pages);
        assert_eq!(
            slips.len() as u32,
            m.trays(),
            "{pairs} pairs: a slip per tray"
        );
        for tray in 1..=m.trays() {
            let expected: Vec<(u32, u32, u32, u32)> = (1..=m.rounds())
                .filter_map(|r| m.table_of_tray(r, tray).map(|t| (r, t)))
                .map(|(r, t)| {
                    let ew = m.ew_at(r, t).map_or(0, |p| p.number);
                    (r, t, t, ew)
                })
                .collect();
            assert_eq!(slips[&tray], expected, "{pairs} pairs, tray {tray}");
        }
        let text = pages.join("\n");
        assert!(text.contains(&format!("{} deals", words::seat(dealer_of_tray(2)))));
        if m.phantom {
            assert!(text.contains("not played"));
        }
    }
}

#[test]
fn pair_cards_give_every_pair_its_table_opponents_and_trays_each_round() {
    for (pairs, k) in [(7, 3), (22, 4)] {
        let party = evening(pairs, k);
        let m = movement(&party);
        let text = pdf_pages(&printout(&party, Document::PairCards, Paper::A4)).join("\n");
        for (pair, _) in party.state().duplicate().unwrap().dup.pairs_by(&m) {
            let direction = pair.group;
            {
                let tag = cinch_party::words::pair_tag(pair);
                let heading = format!("{tag} ({})", names(&party, pair));
                // The card's heading starts a line (the same words in another card's
                // "Against" column do not).
                let lines: Vec<&str> = text.lines().collect();
                let at = lines
                    .iter()
                    .position(|l| l.trim_start().starts_with(&heading))
                    .unwrap_or_else(|| panic!("{heading} missing"));
                // A row whose opponents' names take a second line (issue 54) goes on
                // on a line with no round number.
                let card: Vec<Vec<&str>> = lines[at..]
                    .iter()
                    .skip(3)
                    .map(|l| words(l))
                    .filter(|w| w.first().is_some_and(|f| f.parse::<u32>().is_ok()))
                    .take(m.rounds() as usize)
                    .collect();
                for (i, row) in card.iter().enumerate() {
                    let round = i as u32 + 1;
                    let table = m.seat_of(round, pair).unwrap().table;
                    assert_eq!(row[0], round.to_string(), "{heading}: {row:?}");
                    assert_eq!(row[1], table.to_string(), "{heading}: {row:?}");
                    let line = row.join(" ");
                    let against = match (direction, m.ew_at(round, table)) {
                        (_, None) => "sits out".to_owned(),
                        (cinch_party::rules::duplicate::PairGroup::NorthSouth, Some(ew)) => {
                            format!("E–W {}", ew.number)
                        }
                        _ => format!("N–S {table}"),
                    };
                    assert!(line.contains(&against), "{heading}: {line}");
                    let trays = trays_words(&m.trays_at(round, table));
                    assert!(line.contains(&trays), "{heading}: {line}");
                }
            }
        }
    }
}

/// "A K 10 7" as a hand record prints a suit.
fn suit_line(
    cards: &[cinch_party::rules::cut::Card],
    suit: cinch_party::rules::cut::Suit,
) -> String {
    let ranks: Vec<String> = cards
        .iter()
        .filter(|c| c.suit == suit)
        .map(|c| match c.rank {
            14 => "A".to_owned(),
            13 => "K".to_owned(),
            12 => "Q".to_owned(),
            11 => "J".to_owned(),
            r => r.to_string(),
        })
        .collect();
    ranks.join(" ")
}

#[test]
fn r_dup_2_hand_records_at_3_11_and_30_tables_print_every_tray_as_the_program_dealt_it() {
    for (pairs, k) in [(6, 4), (22, 4), (60, 4)] {
        let party = evening(pairs, k);
        let m = movement(&party);
        let seed = party.state().duplicate().unwrap().dup.hands_seed().unwrap();
        let printed = printout(&party, Document::HandRecords, Paper::A4);
        let pages = pdf_pages(&printed);
        assert_eq!(
            pages.len() as u32,
            m.trays().div_ceil(6),
            "{pairs} pairs: six a page"
        );
        // Every hand's every suit, from the page items (the PDF's own reading order mixes
        // the compass's columns), and the trays and dealers from the PDF's text.
        let text = pages.join("\n");
        for tray in 1..=m.trays() {
            let hands = deal_tray(seed, tray);
            assert!(text.contains(&format!("Tray {tray}")), "tray {tray}");
            let page = &printed.pages[(tray as usize - 1) / 6];
            let texts: Vec<&str> = page.texts().collect();
            assert!(texts.contains(&format!("{} (dealer)", words::seat(hands.dealer)).as_str()));
            for seat in Seat::ALL {
                let mut cards = 0;
                for suit in cinch_party::rules::cut::Suit::ALL {
                    let line = suit_line(hands.of(seat), suit);
                    cards += hands.of(seat).iter().filter(|c| c.suit == suit).count();
                    if !line.is_empty() {
                        assert!(
                            texts.contains(&line.as_str()),
                            "tray {tray} {seat:?}: {line}"
                        );
                    }
                }
                assert_eq!(cards, 13);
            }
        }
        assert!(text.contains("North (dealer)") && text.contains("West (dealer)"));
    }
}

#[test]
fn the_duplicate_results_sheet_names_the_winners_every_pair_every_tray_and_the_hands() {
    let party = evening(22, 4);
    let transcript = Transcript::of(&party);
    let dup = transcript.duplicate.as_ref().unwrap();
    let text = pdf_pages(&printout(&party, Document::Results, Paper::A4))
        .join("\n")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for w in &dup.winners {
        for &pair in &w.pairs {
            let id = cinch_party::transcript::duplicate::pair_id(w.direction, pair).unwrap();
            assert!(text.contains(&names(&party, id)), "winner {pair}");
        }
    }
    for pair in &dup.pairs {
        assert!(text.contains(&pair.players[0]), "{}", pair.players[0]);
    }
    for tray in 1..=44 {
        assert!(text.contains(&format!("Tray {tray} ·")), "traveller {tray}");
    }
    assert!(text.contains("North–South standings") && text.contains("East–West standings"));
    assert!(text.contains("The hands"));
    assert!(text.contains("made it") || text.contains("failed"));
    // Scored by plus and minus: no percentage anywhere, a traveller's column included.
    assert!(!text.contains(" %"), "{text}");
    let matchpoints = simulate_duplicate(&DuplicateOptions {
        seed: 25,
        pairs: 10,
        method: DupMethod::Matchpoints,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let text = pdf_pages(&printout(&matchpoints, Document::Results, Paper::A4)).join("\n");
    assert!(text.contains("N–S %") && text.contains(" %"));
}

#[test]
fn duplicate_documents_never_overlap_or_leave_the_page_at_3_11_and_30_tables() {
    for (pairs, k) in [(5, 4), (22, 4), (60, 2), (60, 3)] {
        let party = long_names(evening(pairs, k));
        for paper in Paper::ALL {
            for document in Document::DUPLICATE {
                let printout = printout(&party, document, paper);
                for (n, page) in printout.pages.iter().enumerate() {
                    let faults = layout_faults(page);
                    assert!(
                        faults.is_empty(),
                        "{document:?} on {paper:?}, {pairs} pairs, page {}:\n{}",
                        n + 1,
                        faults.join("\n")
                    );
                }
            }
        }
    }
}

#[test]
fn each_duplicate_documents_first_page_looks_as_it_did() {
    let party = evening(22, 4);
    let different = first_pages_differing(&party, &Document::DUPLICATE, "print_dup");
    assert!(different.is_empty(), "{}", different.join("\n"));
}

#[test]
fn documents_of_the_other_kind_of_evening_are_refused_in_words() {
    let title = "Friday";
    let dup = evening(6, 2);
    let star = cinch_party::simulate::simulate(&cinch_party::simulate::Options::default()).unwrap();
    let refused = Printout::of(&dup, title, Document::ScorePads, Paper::A4).unwrap_err();
    let words = refused.to_string();
    assert!(matches!(refused, PrintError::NotForThisParty(_)));
    assert!(
        words.contains("Score pads for this round are not printed"),
        "{words}"
    );
    assert!(words.contains("guide cards (guides)"), "{words}");
    let refused = Printout::of(&star, title, Document::GuideCards, Paper::A4).unwrap_err();
    assert!(
        refused.to_string().contains("not a Duplicate Cinch party"),
        "{refused}"
    );
    assert!(
        refused.to_string().contains("star cards (stars)"),
        "{refused}"
    );
    for document in Document::DUPLICATE {
        assert!(
            Printout::of(&dup, title, document, Paper::A4).is_ok(),
            "{document:?}"
        );
    }
}

/// A duplicate party before play: `pairs` pairs, the program to deal or not.
fn before_play(pairs: u32, deal: bool) -> Party {
    use cinch_party::rules::duplicate::{DupPair, DupSettings};
    use cinch_party::rules::{Settings, Side};
    let at = chrono::DateTime::from_timestamp(2_000_000_000, 0).unwrap();
    let mut party = Party::new(Settings {
        game: cinch_party::rules::GameSettings::Duplicate(DupSettings {
            trays_per_table: 2,
            method: DupMethod::PlusMinus,
            deal_trays: deal,
            ..DupSettings::default()
        }),
        ..Settings::default()
    });
    let guests = (0..pairs * 2)
        .map(|i| {
            (
                format!("Guest {i}"),
                if i % 2 == 0 {
                    Side::Lady
                } else {
                    Side::Gentleman
                },
            )
        })
        .collect();
    party.apply(Action::AddGuests { guests }, at).unwrap();
    let list = (0..pairs)
        .map(|i| DupPair {
            players: [GuestId(2 * i), GuestId(2 * i + 1)],
            direction: if i < pairs.div_ceil(2) {
                PairSide::NorthSouth
            } else {
                PairSide::EastWest
            },
        })
        .collect();
    if pairs > 0 {
        party.apply(Action::SetPairs { pairs: list }, at).unwrap();
    }
    party
}

#[test]
fn duplicate_documents_before_the_pairs_or_the_deal_say_what_to_do_in_words() {
    let none = before_play(0, true);
    for document in [
        Document::GuideCards,
        Document::TravellerSlips,
        Document::PairCards,
    ] {
        let refused = Printout::of(&none, "F", document, Paper::A4).unwrap_err();
        assert_eq!(refused, PrintError::NoPairs);
        assert!(refused.to_string().contains("Pairs screen"));
    }
    // With the pairs known, everything but the hands prints before play.
    let ready = before_play(7, true);
    for document in [
        Document::GuideCards,
        Document::TravellerSlips,
        Document::PairCards,
    ] {
        assert!(Printout::of(&ready, "F", document, Paper::A4).is_ok());
    }
    let refused = Printout::of(&ready, "F", Document::HandRecords, Paper::A4).unwrap_err();
    assert_eq!(refused, PrintError::NotDealtYet);
    assert!(refused.to_string().contains("Deal the trays now"));
    let guests_deal = before_play(7, false);
    let refused = Printout::of(&guests_deal, "F", Document::HandRecords, Paper::A4).unwrap_err();
    assert_eq!(refused, PrintError::GuestsDeal);
    assert!(refused.to_string().contains("Deal the trays for me"));
    // Dealt before play: the hand records print, and the start keeps the same hands.
    let mut dealt = ready.clone();
    let at = chrono::DateTime::from_timestamp(2_000_000_100, 0).unwrap();
    dealt.apply(Action::DealTrays { seed: 7 }, at).unwrap();
    let before = Printout::of(&dealt, "F", Document::HandRecords, Paper::A4).unwrap();
    dealt.apply(Action::StartDuplicate, at).unwrap();
    let after = Printout::of(&dealt, "F", Document::HandRecords, Paper::A4).unwrap();
    assert_eq!(before.pages, after.pages);
}

#[test]
fn with_the_phones_on_each_pair_card_carries_the_pairs_own_link() {
    let party = long_names(evening(22, 4));
    let links = cinch_party::print::Links {
        tables: Vec::new(),
        pairs: [PairId::ns, PairId::ew]
            .into_iter()
            .enumerate()
            .flat_map(|(d, id)| (1..=11).map(move |p| (id(p), p * 7 + d as u32)))
            .map(|(id, n)| (id, format!("http://192.168.1.20:8765/p/{n:032x}")))
            .collect(),
        door: None,
    };
    for paper in Paper::ALL {
        let printed = Printout::with_links(
            &party,
            &Evening::of(&party, 0),
            "F",
            Document::PairCards,
            paper,
            &links,
        )
        .unwrap();
        for page in &printed.pages {
            let faults = layout_faults(page);
            assert!(faults.is_empty(), "{}", faults.join("\n"));
        }
        let text = pdf_pages(&printed).join("\n");
        for (_, link) in &links.pairs {
            assert!(text.contains(link), "{link}");
        }
        let squares = printed.pages[0]
            .items
            .iter()
            .filter(|i| matches!(i, cinch_party::print::Item::Rect { fill: Some(_), .. }))
            .count();
        assert!(squares > 100, "the QR codes are drawn");
    }
}
