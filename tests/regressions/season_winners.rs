//! Issue 43: the season's print-outs named one N–S pair as a duplicate evening's winners
//! (a tie and every E–W winner left out), listed a star evening's prize winners without
//! the prizes, and the season's text said 58.12 % where every other output said 58.13 %.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use cinch_party::print::Paper;
use cinch_party::rules::deal::{Bid, Deal};
use cinch_party::rules::duplicate::{DupMethod, DupPair, DupSettings, PairGroup, TrayPlay};
use cinch_party::rules::{Action, EveningEnd, PairSide, Party, PrizeOutcome, Seat, Settings, Side};
use cinch_party::season::evening::Player;
use cinch_party::season::members::MemberList;
use cinch_party::season::table::{EveningRead, derive};
use cinch_party::season::{EveningFacts, Gave, Kind, Season, SeasonFile, facts_of};
use cinch_party::transcript::evening::Evening;

fn at(step: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(2_000_000_000, 0).unwrap() + Duration::seconds(step * 5)
}

/// A tray as the tables play it: North bids 7 and North–South make `ns` of the 14 points.
fn played(ns: u8) -> TrayPlay {
    TrayPlay::Played(Deal {
        bid: Some(Bid {
            bidder: Seat::North,
            amount: 7,
        }),
        ns_points: ns,
        ew_points: 14 - ns,
        revoke: None,
        misdeal: false,
    })
}

/// Six pairs at three tables (a Mitchell), every tray played alike but the first tray at
/// table 1 in round 1, where North–South take all 14 points: N–S pair 1 (there) tops its
/// direction alone; the two E–W pairs that played that tray at the other tables share the
/// top of theirs (plus/minus, R-DUP-8).
fn duplicate_evening() -> Party {
    let settings = Settings {
        game: cinch_party::rules::GameSettings::Duplicate(DupSettings {
            trays_per_table: 2,
            method: DupMethod::PlusMinus,
            deal_trays: false,
            ..DupSettings::default()
        }),
        end: EveningEnd::HostDecides,
        ..Settings::default()
    };
    let mut party = Party::new(settings);
    let mut step = 0;
    let mut act = |party: &mut Party, action: Action| {
        step += 1;
        party.apply(action, at(step)).unwrap();
    };
    let names = [
        "Ann Abbott",
        "Bob Baker",
        "Cora Cole",
        "Dan Dunn",
        "Eve Eyre",
        "Fred Fox",
        "Gail Gray",
        "Hal Hunt",
        "Ivy Irwin",
        "Jack Jones",
        "Kay King",
        "Len Lord",
    ];
    act(
        &mut party,
        Action::AddGuests {
            guests: names
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    let side = if i % 2 == 0 {
                        Side::Lady
                    } else {
                        Side::Gentleman
                    };
                    ((*n).to_owned(), side)
                })
                .collect(),
        },
    );
    let ids: Vec<_> = party.state().guests().iter().map(|g| g.id).collect();
    let pairs = ids
        .chunks(2)
        .enumerate()
        .map(|(i, two)| DupPair {
            players: [two[0], two[1]],
            direction: if i < 3 {
                PairSide::NorthSouth
            } else {
                PairSide::EastWest
            },
        })
        .collect();
    act(&mut party, Action::SetPairs { pairs });
    act(&mut party, Action::StartDuplicate);
    let movement = *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    assert_eq!(movement.tables, 3);
    for round in 1..=movement.rounds() {
        act(&mut party, Action::StartRound);
        for table in 1..=movement.tables {
            for (i, tray) in movement.trays_at(round, table).into_iter().enumerate() {
                let ns = if (round, table, i) == (1, 1, 0) {
                    14
                } else {
                    8
                };
                act(
                    &mut party,
                    Action::TrayResult {
                        round,
                        table,
                        tray,
                        play: played(ns),
                    },
                );
            }
        }
        act(
            &mut party,
            Action::RingBell {
                override_missing: false,
                cuts: Vec::new(),
                last: round == movement.rounds(),
            },
        );
    }
    party
}

fn season_of(evenings: Vec<EveningRead>) -> Season {
    let file = SeasonFile {
        evenings: (1..=evenings.len())
            .map(|i| format!("evening-{i}.ron"))
            .collect(),
        ..SeasonFile::default()
    };
    let table = derive(file.counting(), &MemberList::default(), &evenings);
    Season {
        name: "Winter".into(),
        file,
        evenings,
        table,
    }
}

/// The season's page and PDF as plain text, the PDF's lines run together (a paragraph
/// wraps where the page ends).
fn page_and_pdf(season: &Season) -> (String, String) {
    let html = cinch_party::publish::season_page(season);
    let page = scraper::Html::parse_document(&html)
        .root_element()
        .text()
        .collect::<Vec<_>>()
        .join("");
    let pages = cinch_party::print::season::season_pages(season, Paper::A4);
    let pdf = pages
        .iter()
        .flat_map(|p| p.texts())
        .collect::<Vec<_>>()
        .join(" ");
    (page, pdf)
}

#[test]
fn the_season_names_every_winner_of_both_directions_of_a_duplicate_evening_ties_included() {
    let party = duplicate_evening();
    let evening = Evening::of(&party, 0);
    let view = evening.duplicate().unwrap();
    // The evening itself: N–S 1 alone, two E–W pairs level.
    let winners: Vec<(PairGroup, Vec<u32>)> = view.standings.winners.clone();
    assert_eq!(winners.len(), 2, "{winners:?}");
    assert_eq!(winners[0], (PairGroup::NorthSouth, vec![1]), "{winners:?}");
    assert_eq!(winners[1].0, PairGroup::EastWest);
    assert_eq!(winners[1].1.len(), 2, "a tie at the top: {winners:?}");
    let ew: Vec<String> = winners[1]
        .1
        .iter()
        .map(|&n| view.pair_label(cinch_party::rules::duplicate::PairId::ew(n)))
        .collect();
    let ns = view.pair_label(cinch_party::rules::duplicate::PairId::ns(1));

    let facts = facts_of(&party, "Duplicate night");
    assert!(facts.over);
    let season = season_of(vec![EveningRead::Read(Arc::new(facts))]);
    let (page, pdf) = page_and_pdf(&season);
    for (what, text) in [("page", &page), ("PDF", &pdf)] {
        let line = format!("North–South: {ns}");
        assert!(text.contains(&line), "the {what} names {line}:\n{text}");
        let level = format!("East–West: {} and {}, level", ew[0], ew[1]);
        assert!(text.contains(&level), "the {what} names {level}:\n{text}");
    }
}

#[test]
fn the_season_says_which_prize_each_winner_of_a_star_evening_took() {
    let options = cinch_party::simulate::Options {
        seed: 11,
        ladies: 8,
        gentlemen: 8,
        rounds: 3,
        ..cinch_party::simulate::Options::default()
    };
    let party = cinch_party::simulate::simulate(&options).unwrap();
    let evening = Evening::of(&party, 0);
    let star = evening.star().unwrap();
    let state = party.state();
    let season = season_of(vec![EveningRead::Read(Arc::new(facts_of(
        &party, "Friday",
    )))]);
    let (page, pdf) = page_and_pdf(&season);
    let mut named = 0;
    for prize in &star.prizes {
        let PrizeOutcome::Awarded { winner, .. } = &prize.outcome else {
            continue;
        };
        let title = cinch_party::transcript::prize_title(prize.key, false);
        let who = cinch_party::transcript::winner_name(state, *winner);
        let line = format!("{title}: {who}");
        assert!(page.contains(&line), "the page says {line}:\n{page}");
        assert!(pdf.contains(&line), "the PDF says {line}:\n{pdf}");
        named += 1;
    }
    assert_eq!(named, 6, "six prizes, the boobies included");
}

#[test]
fn a_season_percentage_is_rounded_once_the_same_in_every_output() {
    // 58.125 is exact in binary: formatting it to two places without the one rounding
    // gives 58.12 (the text did), the rounding 58.13 (everything else did).
    let player = |name: &str, gave| Player {
        name: name.into(),
        side: Side::Lady,
        gave,
    };
    let facts = EveningFacts {
        title: "Duplicate".into(),
        kind: Kind::Duplicate,
        over: true,
        classic: false,
        players: vec![
            player("Ann Abbott", Gave::Percent(58.125)),
            player("Bob Baker", Gave::Percent(41.875)),
        ],
        damaged: None,
        winners: Vec::new(),
    };
    let season = season_of(vec![EveningRead::Read(Arc::new(facts))]);
    let text = cinch_party::season::report::to_text(&season, &MemberList::default());
    let (page, pdf) = page_and_pdf(&season);
    let csv = cinch_party::season::report::ladders_csv(&season).unwrap();
    let json = cinch_party::season::report::SeasonJson::of(&season).to_json();
    for (what, out, figure) in [
        ("text", &text, "58.13 %"),
        ("page", &page, "58.13 %"),
        ("PDF", &pdf, "58.13 %"),
        ("CSV", &csv, "58.13"),
        ("JSON", &json, "58.13"),
    ] {
        assert!(out.contains(figure), "the {what} says {figure}:\n{out}");
        assert!(!out.contains("58.12"), "the {what} says 58.12:\n{out}");
    }
    // And the words themselves, for any figure.
    assert_eq!(cinch_party::words::percent(58.125), "58.13 %");
    assert_eq!(cinch_party::words::plus_minus(-0.004), "0.00");
}
