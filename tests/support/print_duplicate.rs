//! A duplicate evening's print-outs read back: names, slips, trays.

use cinch_party::rules::duplicate::PairId;
use cinch_party::rules::{Action, GuestId, Party};

/// The pair's two names as the documents print them.
pub fn names(party: &Party, pair: PairId) -> String {
    let state = party.state();
    let p = state.duplicate().unwrap().dup.pair(pair).unwrap();
    format!(
        "{} & {}",
        state.name(p.players[0]),
        state.name(p.players[1])
    )
}

/// Trays as the documents print them: "5", "5, 6", a run of three or more "9–12".
pub fn trays_words(trays: &[u32]) -> String {
    if trays.len() >= 3 {
        assert!(
            trays.windows(2).all(|w| w[1] == w[0] + 1),
            "{trays:?} run on"
        );
        format!("{}–{}", trays[0], trays[trays.len() - 1])
    } else {
        trays
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The whitespace-separated words of a line.
pub fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// The rows of each tray's slip, read from the PDF's text: (round, table, N–S, E–W or 0).
pub fn slip_rows(pages: &[String]) -> std::collections::BTreeMap<u32, Vec<(u32, u32, u32, u32)>> {
    let mut slips = std::collections::BTreeMap::new();
    let mut tray = 0;
    for line in pages.iter().flat_map(|p| p.lines()) {
        let w = words(line);
        if w.first() == Some(&"Tray")
            && let Some(n) = w.get(1).and_then(|n| n.parse::<u32>().ok())
        {
            tray = n;
            continue;
        }
        let numbers: Vec<u32> = w.iter().map_while(|x| x.parse().ok()).collect();
        match (numbers.as_slice(), w.get(3)) {
            ([r, t, ns, ew], _) => slips
                .entry(tray)
                .or_insert_with(Vec::new)
                .push((*r, *t, *ns, *ew)),
            ([r, t, ns], Some(&"sits")) => slips
                .entry(tray)
                .or_insert_with(Vec::new)
                .push((*r, *t, *ns, 0)),
            _ => {}
        }
    }
    slips
}

pub fn long_names(mut party: Party) -> Party {
    let ids: Vec<GuestId> = party.state().guests().iter().map(|g| g.id).collect();
    for id in ids {
        let name = format!(
            "Wilhelmina Henrietta Fotheringay-Smythe-Montmorency {}",
            id.0
        );
        party
            .apply(
                Action::RenameGuest { guest: id, name },
                chrono::DateTime::from_timestamp(2_000_000_000, 0).unwrap(),
            )
            .unwrap();
    }
    party
}
