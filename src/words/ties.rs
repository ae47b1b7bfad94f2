//! The words for a tie and its cut (R-ROUND-3), by the party's seating: the two ladies
//! cut in the classic evening, the two red-pack guests in open seating (issue 54: an
//! open-seating party's Round screen said "The ladies cut" while its pads said
//! "red-pack guests").

use crate::rules::Side;

/// Who cuts for a tie: "ladies", or "red-pack guests" in open seating.
pub fn cutters(open_seating: bool) -> String {
    super::sides_of(Side::Lady, open_seating)
}

/// One of them: "lady", or "red-pack guest".
pub fn cutter(open_seating: bool) -> String {
    super::side_of(Side::Lady, open_seating)
}

/// A tied table's line on its card: with the cursor on it, the keys ("A tie! The
/// ladies cut: press C, N or E."), else how a cut goes.
pub fn tie_waits(open_seating: bool, here: bool) -> String {
    let who = cutters(open_seating);
    if here {
        super::msg::tell_tie_keys(who)
    } else {
        super::msg::tell_tie_how(who)
    }
}

/// The C button's tip: the program cuts for the two who would.
pub fn program_cuts_for(open_seating: bool) -> String {
    super::msg::tell_program_cuts_for(cutters(open_seating))
}

/// An N or E button's tip: "A real cut: the North–South lady drew the higher card".
pub fn real_cut_won_by(open_seating: bool, pair: &str) -> String {
    super::msg::TellRealCutWonBy {
        pair,
        cutter: cutter(open_seating),
    }
    .say()
}

/// A tie settled by a cut in a guest's evening: "the ladies' cut won".
pub fn cut_outcome(open_seating: bool, won: bool) -> String {
    super::msg::CutOutcome {
        open: if open_seating { "yes" } else { "no" },
        won: if won { "yes" } else { "no" },
    }
    .say()
}

/// The "Open table N" button's tip: who sits there (R-LATE-5).
pub fn open_table_for(open_seating: bool) -> String {
    super::msg::TellOpenTableFor {
        ladies: super::sides_of(Side::Lady, open_seating),
        gentlemen: super::sides_of(Side::Gentleman, open_seating),
    }
    .say()
}

/// Ringing over missing tables: how their winners are found.
pub fn ring_anyway_cuts(open_seating: bool) -> String {
    super::msg::tell_ring_anyway_cuts(cutters(open_seating))
}

/// A tie on a table's phone: how the cut goes.
pub fn phone_tie(open_seating: bool) -> String {
    super::msg::TellPhoneTie {
        cutters: cutters(open_seating),
        open: if open_seating { "yes" } else { "no" },
    }
    .say()
}

/// A phone's button for a real cut's winner: "North–South's lady".
pub fn phone_cut_winner(open_seating: bool, pair: &str) -> String {
    super::msg::TellPhoneCutWinner {
        pair,
        cutter: cutter(open_seating),
    }
    .say()
}
