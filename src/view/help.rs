//! The Rules screen's text (issue 14): how this program plays the evening where the
//! sources leave a choice (each Interpretation of the rule book, with its id), and the
//! laws of Cinch a host is asked to rule on, written anew, short, each with the page of
//! Foster's *Cinch* (1897) it comes from. The keyboard's shortcuts are not listed here:
//! the screen reads them from `UiCommand`, so the two cannot disagree. The words are in
//! the catalogues (`help.ftl`), in the window's language.

use std::sync::{Mutex, PoisonError};

use crate::words::{Lang, is_unsafe_char, lang, msg};

/// Which part of the Rules screen an entry belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// How this program plays the evening.
    Program,
    /// The laws of the game at the table.
    Laws,
}

/// One entry of the Rules screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Which part.
    pub part: Part,
    /// The rule id ("R-PROG-5") or, for a law, the page in Foster ("p. 42").
    pub source: &'static str,
    /// A heading, a few words.
    pub title: &'static str,
    /// What it says, for a host with a guest waiting.
    pub text: &'static str,
}

/// Where an entry comes from, as the screen shows it beside the title.
#[derive(Debug, Clone, Copy)]
enum Source {
    /// A rule id of the rule book ("R-PROG-5"), the same in every language.
    Rule(&'static str),
    /// The page or pages in Foster ("26–27").
    Pages(&'static str),
    /// The entry on ringing before every table has reported.
    Bell,
}

/// One entry as it is written: its words are asked for in the language spoken.
struct Plan {
    part: Part,
    source: Source,
    title: fn() -> String,
    text: fn() -> String,
}

const fn program(rule: &'static str, title: fn() -> String, text: fn() -> String) -> Plan {
    Plan {
        part: Part::Program,
        source: Source::Rule(rule),
        title,
        text,
    }
}

const fn law(pages: &'static str, title: fn() -> String, text: fn() -> String) -> Plan {
    Plan {
        part: Part::Laws,
        source: Source::Pages(pages),
        title,
        text,
    }
}

/// Every entry, the program's choices first.
const PLANS: &[Plan] = &[
    program(
        "R-DRAW-5",
        msg::help_more_tables,
        msg::help_more_tables_text,
    ),
    program("R-ROUND-3", msg::help_table_tie, msg::help_table_tie_text),
    program(
        "R-ROUND-4",
        msg::help_fourth_deal,
        msg::help_fourth_deal_text,
    ),
    program("R-PROG-5", msg::help_chairs, msg::help_chairs_text),
    program(
        "R-PROG-6",
        msg::help_one_two_tables,
        msg::help_one_two_tables_text,
    ),
    program("R-PRIZE-2", msg::help_one_prize, msg::help_one_prize_text),
    program("R-PRIZE-5", msg::help_booby_tie, msg::help_booby_tie_text),
    program(
        "R-PRIZE-6",
        msg::help_prize_unwon,
        msg::help_prize_unwon_text,
    ),
    program(
        "R-ALT-1",
        msg::help_pairs_evening,
        msg::help_pairs_evening_text,
    ),
    program("R-DEAL-5", msg::help_set_back, msg::help_set_back_text),
    program(
        "R-LATE-3",
        msg::help_leavers_chair,
        msg::help_leavers_chair_text,
    ),
    program(
        "R-LATE-4",
        msg::help_bottom_table,
        msg::help_bottom_table_text,
    ),
    Plan {
        part: Part::Program,
        source: Source::Bell,
        title: msg::help_lost_card,
        text: msg::help_lost_card_text,
    },
    program(
        "R-SEASON-3",
        msg::help_member_side,
        msg::help_member_side_text,
    ),
    program(
        "R-SEASON-3",
        msg::help_season_prizes,
        msg::help_season_prizes_text,
    ),
    program("R-SEASON-5", msg::help_on_ladder, msg::help_on_ladder_text),
    law("26", msg::help_dealing, msg::help_dealing_text),
    law("26–27", msg::help_deal_wrong, msg::help_deal_wrong_text),
    law("27–28", msg::help_deal_exposed, msg::help_deal_exposed_text),
    law("28–29", msg::help_misdeal, msg::help_misdeal_text),
    law("29–30", msg::help_points, msg::help_points_text),
    law("31–32", msg::help_bidding, msg::help_bidding_text),
    law(
        "32–33",
        msg::help_bid_out_of_turn,
        msg::help_bid_out_of_turn_text,
    ),
    law("34", msg::help_cards_shown, msg::help_cards_shown_text),
    law("34–35", msg::help_discarding, msg::help_discarding_text),
    law("35–37", msg::help_drawing, msg::help_drawing_text),
    law("38–39", msg::help_play, msg::help_play_text),
    law("40", msg::help_foul_hand, msg::help_foul_hand_text),
    law(
        "40–41",
        msg::help_lead_out_of_turn,
        msg::help_lead_out_of_turn_text,
    ),
    law("42", msg::help_revoke, msg::help_revoke_text),
    law("42–44", msg::help_exposed, msg::help_exposed_text),
    law("45–47", msg::help_scoring, msg::help_scoring_text),
    law("48", msg::help_scoring_both, msg::help_scoring_both_text),
];

impl Plan {
    /// The entry in the language spoken now. Its words are kept for the program's life
    /// (a few kilobytes a language, written once: see [`entries`]).
    fn write(&self) -> Entry {
        let source = match self.source {
            Source::Rule(rule) => rule.to_owned(),
            Source::Pages(pages) => msg::help_pages(pages),
            Source::Bell => msg::help_overriding_bell(),
        };
        Entry {
            part: self.part,
            source: source.leak(),
            title: (self.title)().leak(),
            text: (self.text)().leak(),
        }
    }
}

/// Every entry in the language spoken now, the program's choices first: written once a
/// language, then kept.
pub fn entries() -> &'static [Entry] {
    static WRITTEN: Mutex<Vec<(Lang, &'static [Entry])>> = Mutex::new(Vec::new());
    let spoken = lang::current();
    let mut written = WRITTEN.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, entries)) = written.iter().find(|(l, _)| *l == spoken) {
        return entries;
    }
    let entries: &'static [Entry] = PLANS.iter().map(Plan::write).collect::<Vec<_>>().leak();
    written.push((spoken, entries));
    entries
}
/// The entries that match what the host typed: every word typed must appear in the
/// entry's source, title or text (case ignored). Nothing typed: every entry.
pub fn search(typed: &str) -> Vec<&'static Entry> {
    let typed: String = typed.chars().filter(|c| !is_unsafe_char(*c)).collect();
    let words: Vec<String> = typed.split_whitespace().map(str::to_lowercase).collect();
    entries()
        .iter()
        .filter(|entry| {
            let haystack =
                format!("{} {} {}", entry.source, entry.title, entry.text).to_lowercase();
            words.iter().all(|w| haystack.contains(w.as_str()))
        })
        .collect()
}
