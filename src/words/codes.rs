//! The rules' facts as the catalogues select on them ("gold", "north", "ns", "head"),
//! and the everyday words made from them in the language spoken: a star's colour, a
//! seat, a side, a list of names (issue 51).

use crate::rules::{GameKind, Side, StarColour, TableRole};

use super::msg;

/// "Ada", "Ada and Bea", "Ada, Bea and Cy", in the language spoken.
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [init @ .., last] => {
            let first = init
                .iter()
                .map(|i| i.as_ref().to_owned())
                .reduce(|first, next| msg::ListComma { first, next }.say())
                .unwrap_or_default();
            msg::ListAnd {
                first,
                last: last.as_ref(),
            }
            .say()
        }
    }
}

/// "gold", "red" or "green", in the language spoken.
pub fn star(colour: StarColour) -> String {
    msg::star_colour(colour_code(colour))
}

/// A star's colour as the catalogues select on it.
pub fn colour_code(colour: StarColour) -> &'static str {
    match colour {
        StarColour::Gold => "gold",
        StarColour::Red => "red",
        StarColour::Green => "green",
    }
}

/// "North", "East", "South" or "West".
pub fn seat(seat: crate::rules::Seat) -> String {
    msg::seat_name(seat_code(seat))
}

/// A seat as the catalogues select on it.
pub fn seat_code(seat: crate::rules::Seat) -> &'static str {
    use crate::rules::Seat;
    match seat {
        Seat::North => "north",
        Seat::East => "east",
        Seat::South => "south",
        Seat::West => "west",
    }
}

/// A side as the catalogues select on it.
fn side_code(side: crate::rules::PairSide) -> &'static str {
    match side {
        crate::rules::PairSide::NorthSouth => "ns",
        crate::rules::PairSide::EastWest => "ew",
    }
}

/// "North–South" or "East–West".
pub fn side(side: crate::rules::PairSide) -> String {
    msg::side_name(side_code(side))
}

/// "N–S" or "E–W": a side in a narrow column or before a figure.
pub fn side_short(side: crate::rules::PairSide) -> String {
    msg::side_short(side_code(side))
}

/// A table's role as the catalogues select on it.
pub fn role_code(role: TableRole) -> &'static str {
    match role {
        TableRole::Head => "head",
        TableRole::Booby => "booby",
        TableRole::HeadAndBooby => "both",
        TableRole::Plain => "plain",
    }
}

/// The kind of evening as the catalogues select on it.
pub fn game_code(game: GameKind) -> &'static str {
    match game {
        GameKind::Stars => "stars",
        GameKind::PairsAllEvening => "pairs",
        GameKind::IndividualCards => "individual",
        GameKind::Duplicate => "duplicate",
    }
}

/// One guest's side as the party seats them: "lady", or "red-pack guest" in open
/// seating.
pub fn side_of(side: Side, open_seating: bool) -> String {
    msg::SideOf {
        side: side_word(side),
        open: if open_seating { "yes" } else { "no" },
    }
    .say()
}

/// A side's guests: "ladies", or "red-pack guests" in open seating.
pub fn sides_of(side: Side, open_seating: bool) -> String {
    msg::SidesOf {
        side: side_word(side),
        open: if open_seating { "yes" } else { "no" },
    }
    .say()
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Lady => "lady",
        Side::Gentleman => "gentleman",
    }
}

/// A side of the company in a sentence ("lady", "gentleman"), from its code.
pub fn side_noun(code: &str) -> String {
    msg::side_noun(code.to_owned())
}

/// "table 3", "tables 3 and 7", "tables 2, 5 and 9"; past `most`, just "12 tables".
pub fn tables_list(tables: &[u32], most: usize) -> String {
    let names: Vec<String> = tables.iter().map(u32::to_string).collect();
    match names.len() {
        0 => String::new(),
        n if n > most => msg::count_tables(n),
        n => msg::TablesList {
            count: n,
            names: and_list(&names),
        }
        .say(),
    }
}
