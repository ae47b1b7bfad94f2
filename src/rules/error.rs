//! The rules' typed errors: every refusal the engine can make, each with a message a
//! host can read aloud without knowing the code.

#[allow(unused_imports)]
use crate::prelude::*;

use thiserror::Error;

/// Why the engine refused an action. Nothing is changed when an action is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// A duplicate action in a party that is not a duplicate one.
    #[error("This party is not a Duplicate Cinch party: choose Duplicate before play.")]
    NotDuplicate,
    /// A star-game action in a duplicate party.
    #[error("Duplicate Cinch has no {what}: the same pairs play all evening.")]
    NotInDuplicate {
        /// What it is, in words.
        what: String,
    },
    /// A pair of one guest twice.
    #[error("A pair is two different guests: {name} cannot partner themselves.")]
    PairNeedsTwo {
        /// The guest.
        name: String,
    },
    /// A guest in two pairs.
    #[error("{name} is in two pairs: a guest plays in one pair all evening.")]
    GuestInTwoPairs {
        /// The guest.
        name: String,
    },
    /// A guest in a pair cannot be taken off the list.
    #[error("{name} is in a pair: take the pair apart first.")]
    GuestInAPair {
        /// The guest.
        name: String,
    },
    /// N–S and E–W out of balance.
    #[error(
        "Half the pairs sit North–South and half East–West (one more North–South when the \
         pairs are odd); here {ns} sit North–South and {ew} East–West."
    )]
    PairsUnbalanced {
        /// N–S pairs.
        ns: usize,
        /// E–W pairs.
        ew: usize,
    },
    /// Fewer than four pairs (R-DUP-1).
    #[error(
        "Duplicate Cinch needs at least four pairs; {count_words}. With fewer, no tray \
         could be compared with another: play the star game, or pairs all evening, instead.",
        count_words = match *count {
            0 => "there are none yet".to_owned(),
            1 => "there is one".to_owned(),
            n => alloc::format!("there are {n}"),
        }
    )]
    TooFewPairs {
        /// How many.
        count: usize,
    },
    /// More pairs than the program takes.
    #[error("That is more than {max} pairs.")]
    TooManyPairs {
        /// The limit.
        max: usize,
    },
    /// A tray reported at a table that does not have it this round.
    #[error("Tray {tray} is not at table {table} in round {round}: its trays are {trays}.")]
    TrayNotHere {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
        /// The round.
        round: u32,
        /// The table's trays, in words.
        trays: String,
    },
    /// A tray reported twice.
    #[error("Tray {tray} at table {table} has its result already: correct it instead.")]
    TrayAlreadyReported {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
    },
    /// A correction of a tray with no result.
    #[error("Tray {tray} at table {table} in round {round} has no result to correct.")]
    NoTrayResult {
        /// The tray.
        tray: u32,
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A result for a table whose N–S pair sits out.
    #[error(
        "Table {table} sits out round {round} (its North–South pair meets the phantom): no \
         trays are played there."
    )]
    SitsOut {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A result for a round that is not the one in play.
    #[error("Round {round} is not the round in play (round {now} is): correct it instead.")]
    RoundOver {
        /// The round given.
        round: u32,
        /// The round in play.
        now: u32,
    },
    /// A misdeal entered for a tray.
    #[error("A tray's hands are dealt once: a misdeal cannot be entered for a tray.")]
    MisdealOnTray,
    /// A cut for first place with no tie.
    #[error("There is no tie for first place among the {pairs} to cut.")]
    NoPairTie {
        /// "North–South pairs", "East–West pairs" or "pairs".
        pairs: String,
    },
    /// A phone's result held while another waits for the host's OK.
    #[error("A result from table {table} already waits for the host's OK.")]
    AlreadyHeld {
        /// The table.
        table: u32,
    },
    /// The host's OK (or turning down) for a table with nothing held.
    #[error("Nothing from table {table} waits for the host's OK.")]
    NothingHeld {
        /// The table.
        table: u32,
    },
    /// The host's OK for a phone's pad after the host changed the table's pad.
    #[error(
        "Table {table}'s pad has changed since its phone sent its result: turn the result \
         down and ask the table to send again."
    )]
    HeldNoLongerFits {
        /// The table.
        table: u32,
    },
    /// A held result holding something other than the table's own result.
    #[error("Only table {table}'s own result, deals and cut can wait for the host's OK.")]
    NotATableResult {
        /// The table.
        table: u32,
    },
    /// An evening's end time that is not a time.
    #[error("\"{text}\" is not a time: type it like 23:15.")]
    TimeNotUnderstood {
        /// What was typed (quoted safely).
        text: String,
    },
    /// An end time that does not exist on the day it falls (a clock change), or a date
    /// out of range.
    #[error("That time does not exist {day} (a clock change).")]
    TimeDoesNotExist {
        /// "today" or "tomorrow".
        day: &'static str,
    },
    /// A name that is empty after trimming.
    #[error("A guest needs a name: the name was empty.")]
    EmptyName,
    /// A name longer than the limit.
    #[error("That name is too long (at most {max} letters).")]
    NameTooLong {
        /// The limit.
        max: usize,
    },
    /// A party title longer than the limit.
    #[error("That title is too long (at most {max} letters).")]
    TitleTooLong {
        /// The limit.
        max: usize,
    },
    /// A name holding a control character or an invisible reordering mark.
    #[error(
        "A name cannot hold control characters or invisible marks (found {code}): type it again."
    )]
    NameHasControl {
        /// The character's code, "U+202E".
        code: String,
    },
    /// Two guests with the same name (ignoring case).
    #[error(
        "There is already a guest called \"{name}\"{}. Add an initial or a surname to tell them apart.",
        if *removed { " (taken off the list earlier, but still in the party's record)" } else { "" }
    )]
    DuplicateName {
        /// The name that clashes.
        name: String,
        /// The guest with that name was taken off the list.
        removed: bool,
    },
    /// A guest who was taken off the list.
    #[error("{name} was taken off the list.")]
    GuestRemoved {
        /// The guest.
        name: String,
    },
    /// A guest number that the party does not know (a damaged file, or a stale screen).
    #[error("There is no guest number {id} in this party.")]
    UnknownGuest {
        /// The number.
        id: u32,
    },
    /// Fewer than four guests at the draw.
    #[error("A table needs four players, and there are only {count} guests.")]
    TooFewGuests {
        /// How many guests there are.
        count: usize,
    },
    /// One side cannot fill a table.
    #[error("Every table needs two {side}, and there {verb} only {count}.", verb = if *count == 1 { "is" } else { "are" })]
    SideTooSmall {
        /// "ladies", "gentlemen", "red-pack guests" or "blue-pack guests".
        side: String,
        /// How many there are.
        count: usize,
    },
    /// A card the host typed that is not a black card.
    #[error(
        "\"{text}\" is not a card of the draw. Type the pips and a black suit, like 7S, 7♠, AC or 10♣."
    )]
    CardNotUnderstood {
        /// What was typed.
        text: String,
    },
    /// A card typed with a back that is not the guest's pack.
    #[error("That card has a {typed} back, but this guest draws from the {back}-backed pack.")]
    CardBackMismatch {
        /// The back typed.
        typed: String,
        /// The guest's back.
        back: String,
    },
    /// A card from the other side's pack.
    #[error("{name} is a {side} and draws from the {back}-backed pack, not this card.")]
    CardWrongBack {
        /// The guest.
        name: String,
        /// Their side.
        side: String,
        /// The back colour they should have.
        back: String,
    },
    /// A card above the number of tables.
    #[error(
        "{card} is not in the draw pack: with {tables} tables the pack runs from Ace to {highest}."
    )]
    CardOutsidePack {
        /// The card.
        card: String,
        /// How many tables.
        tables: u32,
        /// The highest card in the pack.
        highest: String,
    },
    /// The same card recorded for two guests.
    #[error("{card} was already drawn by {holder}: each card is drawn once.")]
    CardDrawnTwice {
        /// The card.
        card: String,
        /// Who has it already.
        holder: String,
    },
    /// The draw is not complete: cards not drawn, guests without a card.
    #[error("The draw is not complete. {detail}")]
    DrawIncomplete {
        /// Which cards are missing and who has none.
        detail: String,
    },
    /// Something that can only be done before play starts.
    #[error("Play has started, so {what} can no longer be changed.")]
    PlayStarted {
        /// What the host tried to change.
        what: String,
    },
    /// Something that needs the tables to be seated first.
    #[error("The tables are not seated yet: make the draw and seat the tables first.")]
    NotStarted,
    /// The evening is over.
    #[error("The evening is over: no more rounds are played. Undo the last bell to reopen it.")]
    EveningFinished,
    /// A negative score.
    #[error("A score cannot be negative ({score}).")]
    ScoreNegative {
        /// The score.
        score: i64,
    },
    /// A set-back total below what four deals can give.
    #[error("{score} points cannot be lost in four deals (at least {min}). Check the score card.")]
    ScoreTooLow {
        /// The score.
        score: i64,
        /// The least four deals can give.
        min: i64,
    },
    /// A score that four deals cannot make.
    #[error("{score} points cannot be made in four deals (at most {max}). Check the score card.")]
    ScoreTooLarge {
        /// The score.
        score: i64,
        /// The most four deals can give.
        max: i64,
    },
    /// A score that is not a number.
    #[error("\"{text}\" is not a score: type a whole number of points, like 23.")]
    ScoreNotANumber {
        /// What was typed.
        text: String,
    },
    /// A table number out of range.
    #[error("There is no table {table}: this round has tables 1 to {tables}.")]
    NoSuchTable {
        /// The table asked for.
        table: u32,
        /// How many tables there are.
        tables: u32,
    },
    /// A round number out of range.
    #[error("There is no round {round} yet.")]
    NoSuchRound {
        /// The round asked for.
        round: u32,
    },
    /// A second result for the same table and round.
    #[error(
        "Table {table} already has a result for round {round}. Correct it instead of entering it again."
    )]
    ResultAlreadyEntered {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A correction of a result that was never entered.
    #[error("Table {table} has no result in round {round} to correct.")]
    NoResultToCorrect {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A cut for a table that is not tied, or already settled.
    #[error("Table {table} has no tie waiting for a cut.")]
    NoTieToCut {
        /// The table.
        table: u32,
    },
    /// The bell is held until every table has reported (R-ROUND-5).
    #[error("The bell waits for {missing}.")]
    BellHeld {
        /// Which tables are missing, in words.
        missing: String,
    },
    /// A cut that does not match the tie it claims to settle.
    #[error("That cut does not fit the tie: the players or the cards do not match.")]
    CutDoesNotFit,
    /// A prize cut when the prize needs none.
    #[error("The {prize} prize needs no cut.")]
    NoCutNeeded {
        /// The prize, in words.
        prize: String,
    },
    /// Balancing packs that are already even.
    #[error("The two packs are already as even as they can be.")]
    AlreadyBalanced,
    /// Balancing asked for in the classic evening.
    #[error("Sides are balanced only in open seating; ladies and gentlemen keep their side.")]
    NotOpenSeating,
    /// A guest who has played (or is seated) cannot be removed or change side.
    #[error("{name} is seated or has played, so {what}.")]
    GuestInPlay {
        /// The guest.
        name: String,
        /// What cannot be done.
        what: String,
    },
    /// A round started twice.
    #[error("Round {round} has already started.")]
    RoundStarted {
        /// The round.
        round: u32,
    },
    /// The clock of a round not started yet.
    #[error("Round {round} has not started yet: start it first.")]
    RoundNotStarted {
        /// The round.
        round: u32,
    },
    /// Pause asked for while paused.
    #[error("The clock is already paused.")]
    ClockAlreadyPaused,
    /// Resume asked for while running.
    #[error("The clock is running: there is no pause to end.")]
    ClockNotPaused,
    /// Chairs changed after the round's first result (R-LATE-6).
    #[error("Round {round} has begun (a table has reported), so {what} can no longer change.")]
    RoundUnderway {
        /// The round.
        round: u32,
        /// What the host tried to change.
        what: String,
    },
    /// A guest leaving twice.
    #[error("{name} is already leaving.")]
    AlreadyLeaving {
        /// The guest.
        name: String,
    },
    /// A guest taken out of the prize list twice.
    #[error("{name} is already out of the prize list.")]
    AlreadyWithdrawn {
        /// The guest.
        name: String,
    },
    /// A fill for a chair whose guest is still there.
    #[error("The {seat} chair at table {table} is not empty: {name} sits there.")]
    ChairNotEmpty {
        /// The table.
        table: u32,
        /// The chair.
        seat: String,
        /// Who sits there.
        name: String,
    },
    /// A guest of the wrong side for a chair.
    #[error("{name} cannot sit {seat}: those chairs are for the {side}.")]
    WrongSideForChair {
        /// The guest.
        name: String,
        /// The chair.
        seat: String,
        /// The side the chair is for.
        side: String,
    },
    /// A guest who is not on the waiting list.
    #[error("{name} is not waiting: only a waiting guest can sit down here.")]
    NotWaiting {
        /// The guest.
        name: String,
    },
    /// Closing the only table.
    #[error("A party always keeps one table: the last one cannot close.")]
    LastTable,
    /// Opening a table without two of each side waiting.
    #[error(
        "A new table needs two ladies and two gentlemen waiting; {ladies} and {gentlemen} wait."
    )]
    TooFewWaiting {
        /// Ladies waiting.
        ladies: usize,
        /// Gentlemen waiting.
        gentlemen: usize,
    },
    /// A swap of a guest with themselves.
    #[error("{name} cannot swap chairs with themselves.")]
    SwapWithSelf {
        /// The guest.
        name: String,
    },
    /// A swap across the sides.
    #[error(
        "{a} and {b} are not of the same side: only two ladies or two gentlemen can swap chairs."
    )]
    SwapAcrossSides {
        /// One.
        a: String,
        /// The other.
        b: String,
    },
    /// Play while chairs are empty.
    #[error(
        "Round {round} has empty chairs ({tables}): fill them from the waiting list or close a table first."
    )]
    EmptyChairs {
        /// The round.
        round: u32,
        /// Which tables, in words.
        tables: String,
    },
    /// A bid outside 1..14 (R-DEAL-6).
    #[error("A bid runs from 1 to 14, not {bid}.")]
    BidOutOfRange {
        /// The bid.
        bid: u32,
    },
    /// Points outside 0..14 (R-DEAL-6).
    #[error("A side takes between 0 and 14 points in a deal, not {points}.")]
    PointsOutOfRange {
        /// The points.
        points: u32,
    },
    /// Points not adding up to 14 (R-DEAL-6).
    #[error("The two sides' points make 14 in every deal, not {ns} and {ew}.")]
    PointsNotFourteen {
        /// North–South's points.
        ns: u32,
        /// East–West's points.
        ew: u32,
    },
    /// A misdeal with points, a bid or a revoke.
    #[error("A misdeal is lost: it has no bid, no points and no revoke.")]
    MisdealWithPoints,
    /// Taking back a deal from an empty pad.
    #[error("Table {table} has no deal to take back.")]
    NoDealToDrop {
        /// The table.
        table: u32,
    },
    /// A pad correction without four deals played.
    #[error("Table {table}'s pad has {played} deals played: a round is four.")]
    PadIncomplete {
        /// The table.
        table: u32,
        /// Deals played.
        played: usize,
    },
    /// A fifth deal (R-DEAL-6).
    #[error("That would be a fifth deal: a round is four deals at every table.")]
    FifthDeal,
    /// Too many misdeals.
    #[error("More than {most} misdeals in one round at one table: check the pad.")]
    TooManyMisdeals {
        /// The most allowed.
        most: usize,
    },
    /// A deal typed on the pad that cannot be read.
    #[error(
        "\"{text}\" is not a deal. Type the bidder's chair, the bid and their side's points, like N9 10; P 8 when all passed; M for a misdeal."
    )]
    DealNotUnderstood {
        /// What was typed.
        text: String,
    },
    /// A setting out of range.
    #[error("{0}")]
    BadSetting(String),
}
