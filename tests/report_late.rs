//! R-LATE-7: the report of the evening — its text and its JSON — lists every arrival,
//! departure, fill, table closed or opened, swap and withdrawal at the round where it
//! happened, each with who went where. (Bug, issue 54: after a bell at which a gentleman
//! left and the booby table closed, the report said only "table 3 closed": not who took
//! the leaver's chair nor who joined the waiting list.)

use cinch_party::rules::late::proposal;
use cinch_party::rules::{Action, Party, Side};
use cinch_party::transcript::Transcript;
use serde_json::Value;

use crate::common::{add, apply, id, play, seated, stars_evening};

/// The report's text of round `round`'s changes ("  * …" lines).
fn said(party: &Party, round: u32) -> Vec<String> {
    let text = Transcript::of(party).to_string();
    let mut lines = text
        .lines()
        .skip_while(|l| *l != format!("Round {round}"))
        .skip(1)
        .take_while(|l| l.starts_with("  * "))
        .map(|l| l.trim_start_matches("  * ").to_owned())
        .collect::<Vec<_>>();
    lines.dedup();
    lines
}

/// The JSON's changes of round `round`.
fn json(party: &Party, round: u32) -> Vec<Value> {
    let value = serde_json::to_value(Transcript::of(party)).unwrap();
    value["rounds"][(round - 1) as usize]["changes"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

#[test]
fn r_late_7_the_report_names_an_arrival_and_a_departure_at_their_round() {
    let mut party = seated(2, stars_evening(4));
    add(&mut party, "Gwen Ames", Side::Lady);
    let n1 = id(&party, "N1");
    apply(&mut party, Action::Leave { guest: n1 });
    assert_eq!(
        said(&party, 1),
        ["Gwen Ames arrived (lady) and waits", "N1 leaves"]
    );
    let changes = json(&party, 1);
    assert_eq!(changes[0]["kind"], "arrive");
    assert_eq!(changes[0]["guest"], "Gwen Ames");
    assert_eq!(changes[1]["kind"], "leave");
}

#[test]
fn r_late_7_the_report_names_who_filled_a_leavers_chair() {
    let mut party = seated(2, stars_evening(4));
    let gwen = add(&mut party, "Gwen Ames", Side::Lady);
    let n1 = id(&party, "N1");
    apply(&mut party, Action::Leave { guest: n1 });
    play(&mut party, &[(10, 2), (10, 2)]);
    let step = proposal(party.state().star().unwrap()).unwrap();
    assert!(matches!(step, Action::Fill { guest, .. } if guest == gwen));
    apply(&mut party, step);
    let said = said(&party, 2);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with("Gwen Ames takes N1's chair at table "),
        "{said:?}"
    );
    let changes = json(&party, 2);
    assert_eq!(changes[0]["kind"], "fill");
    assert_eq!(changes[0]["for"], "N1");
}

#[test]
fn r_late_7_the_report_names_who_took_a_chair_and_who_waits_when_a_table_closes() {
    // Three tables; S2 leaves and nobody waits: at the bell the bottom table closes,
    // one of its gentlemen takes S2's chair and the other three join the waiting list.
    let mut party = seated(3, stars_evening(6));
    let s2 = id(&party, "S2");
    apply(&mut party, Action::Leave { guest: s2 });
    play(&mut party, &[(10, 2), (10, 2), (10, 2)]);
    let bottom = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[2];
    apply(&mut party, Action::CloseTable);
    let name = |g| party.state().name(g).to_owned();
    let waiting: Vec<String> = party
        .state()
        .star()
        .unwrap()
        .waiting()
        .iter()
        .map(|g| name(*g))
        .collect();
    assert_eq!(waiting.len(), 3);
    let said = said(&party, 2);
    assert_eq!(said.len(), 1, "{said:?}");
    let line = &said[0];
    assert!(line.starts_with("table 3 closed; "), "{line}");
    let taker = name(bottom.west);
    assert!(
        line.contains(&format!("{taker} takes S2's chair at table 1 (west)")),
        "{line}"
    );
    assert!(
        line.ends_with(&format!(
            "{}, {} and {} join the waiting list",
            waiting[0], waiting[1], waiting[2]
        )),
        "{line}"
    );
    let changes = json(&party, 2);
    assert_eq!(changes[0]["kind"], "close_table");
    assert_eq!(changes[0]["filled"][0]["guest"], taker);
    assert_eq!(changes[0]["filled"][0]["for"], "S2");
    assert_eq!(changes[0]["to_waiting"], serde_json::json!(waiting));
}

#[test]
fn r_late_7_the_report_names_the_four_at_a_new_table() {
    let mut party = seated(1, stars_evening(4));
    for (name, side) in [
        ("La", Side::Lady),
        ("Ga", Side::Gentleman),
        ("Lb", Side::Lady),
        ("Gb", Side::Gentleman),
    ] {
        add(&mut party, name, side);
    }
    play(&mut party, &[(10, 2)]);
    apply(&mut party, Action::OpenTable { guests: None });
    let said = said(&party, 2);
    assert_eq!(
        said.last().unwrap(),
        "table 2 opened: N La, E Lb, S Ga, W Gb"
    );
}

#[test]
fn r_late_7_the_report_names_a_swap_and_a_guest_out_of_the_prizes() {
    let mut party = seated(2, stars_evening(4));
    let (n1, e2) = (id(&party, "N1"), id(&party, "E2"));
    apply(&mut party, Action::Swap { a: n1, b: e2 });
    apply(&mut party, Action::WithdrawFromPrizes { guest: n1 });
    assert_eq!(
        said(&party, 1),
        ["N1 and E2 swapped chairs", "N1 taken out of the prize list"]
    );
}
