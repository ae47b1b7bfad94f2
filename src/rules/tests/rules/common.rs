//! Helpers that build parties the way a host would, with seats known in advance.

use chrono::{DateTime, Duration, Utc};
use cinch_rules::{
    Action, Back, BlackSuit, DrawCard, GuestId, Party, RuleError, Seat, Settings, Side,
};

/// A fixed instant plus `minutes`.
pub fn at(minutes: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000, 0).unwrap() + Duration::minutes(minutes)
}

/// Applies an action at a fixed time, panicking with the engine's message on refusal.
pub fn apply(party: &mut Party, action: Action) {
    let step = party.history().len() as i64;
    if let Err(e) = party.apply(action.clone(), at(step)) {
        panic!("refused {action:?}: {e:?}");
    }
}

/// Tries an action, returning the engine's answer.
pub fn try_apply(party: &mut Party, action: Action) -> Result<(), RuleError> {
    let step = party.history().len() as i64;
    party.apply(action, at(step))
}

/// Adds a guest and returns their number.
pub fn add(party: &mut Party, name: &str, side: Side) -> GuestId {
    apply(
        party,
        Action::AddGuest {
            name: name.to_owned(),
            side,
        },
    );
    party.state().guests().last().unwrap().id
}

/// The card that seats a guest at `table` in `seat` (R-DRAW-3).
pub fn card_for(table: u32, seat: Seat) -> DrawCard {
    let (suit, back) = match seat {
        Seat::North => (BlackSuit::Spades, Back::Red),
        Seat::South => (BlackSuit::Spades, Back::Blue),
        Seat::East => (BlackSuit::Clubs, Back::Red),
        Seat::West => (BlackSuit::Clubs, Back::Blue),
    };
    DrawCard { table, suit, back }
}

/// A party of `tables` tables whose guests are named after their first seat: "N1" sits
/// North at table 1, "W3" West at table 3. Ladies are N and E, gentlemen S and W.
pub fn seated(tables: u32, settings: Settings) -> Party {
    seated_named(tables, settings, |t, seat| format!("{}{t}", seat.letter()))
}

/// Like `seated`, each guest named by `name(table, seat)` (names must differ).
pub fn seated_named(tables: u32, settings: Settings, name: impl Fn(u32, Seat) -> String) -> Party {
    let mut party = Party::new(settings);
    let mut cards = Vec::new();
    for t in 1..=tables {
        for seat in Seat::ALL {
            let side = match seat {
                Seat::North | Seat::East => Side::Lady,
                Seat::South | Seat::West => Side::Gentleman,
            };
            let id = add(&mut party, &name(t, seat), side);
            cards.push((id, card_for(t, seat)));
        }
    }
    // The real pack is drawn once everyone has arrived.
    for (guest, card) in cards {
        apply(&mut party, Action::RecordCard { guest, card });
    }
    apply(&mut party, Action::SeatTables);
    party
}

/// The star game with the evening ending after `rounds` rounds.
pub fn stars_evening(rounds: u32) -> Settings {
    Settings {
        end: cinch_rules::EveningEnd::AfterRounds(rounds),
        ..Settings::default()
    }
}

/// Enters every table's result for the current round (`(ns, ew)` per table, no ties).
pub fn report_all(party: &mut Party, scores: &[(i64, i64)]) {
    for (table, &(ns, ew)) in (1..).zip(scores) {
        apply(party, Action::EnterResult { table, ns, ew });
    }
}

/// Rings the bell with every table reported.
pub fn bell(party: &mut Party) {
    apply(
        party,
        Action::RingBell {
            override_missing: false,
            cuts: Vec::new(),
            last: false,
        },
    );
}

/// Plays a round: results then the bell.
pub fn play(party: &mut Party, scores: &[(i64, i64)]) {
    report_all(party, scores);
    bell(party);
}

/// The current round's seating by name, "N E S W" per table.
pub fn seating(party: &Party) -> Vec<String> {
    let state = party.state();
    state
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables
        .iter()
        .map(|t| {
            t.players()
                .iter()
                .map(|&g| state.name(g))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// A guest's number by name.
pub fn id(party: &Party, name: &str) -> GuestId {
    party
        .state()
        .guests()
        .iter()
        .find(|g| g.name == name)
        .unwrap_or_else(|| panic!("no guest {name}"))
        .id
}

/// A guest's stars as (gold, red, green).
pub fn stars(party: &Party, name: &str) -> (u32, u32, u32) {
    let s = party.stars().unwrap()[id(party, name).0 as usize];
    (s.gold, s.red, s.green)
}

/// `n` ladies and `n` gentlemen on the list, named L1.., G1...
pub fn guests(party: &mut Party, ladies: u32, gentlemen: u32) {
    for i in 1..=ladies {
        add(party, &format!("L{i}"), Side::Lady);
    }
    for i in 1..=gentlemen {
        add(party, &format!("G{i}"), Side::Gentleman);
    }
}

/// A guest arrives late and waits (R-LATE-1).
pub fn arrive(party: &mut Party, name: &str, side: Side) -> GuestId {
    add(party, name, side)
}
