//! The rules' typed errors: every refusal the engine can make, each with a message a
//! host can read aloud without knowing the code.

#[allow(unused_imports)]
use crate::prelude::*;

use thiserror::Error;

use crate::nouns::Side;

mod deal;
mod duplicate;
pub use deal::DealRefusal;
pub use duplicate::DupRefusal;

/// Why the engine refused an action. Nothing is changed when an action is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
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
    /// Agreement (or disagreement) with a result nobody asked the table to agree to.
    #[error("Table {table}'s result is not waiting for East–West to agree.")]
    NotAskedToAgree {
        /// The table.
        table: u32,
    },
    /// A name checked in at the door twice before the host let them in.
    #[error("{name} is already waiting at the door: the host will let them in.")]
    AlreadyAtTheDoor {
        /// The name.
        name: String,
    },
    /// A door key for a name nobody checked in with.
    #[error("Nobody called {name} is waiting at the door.")]
    NotAtTheDoor {
        /// The name.
        name: String,
    },
    /// A check-in without a side where the party seats by sides.
    #[error("Say whether {name} sits as a lady or a gentleman.")]
    SideNeeded {
        /// The name.
        name: String,
    },
    /// More waiting at the door than any party holds (a page sent again and again).
    #[error("{waiting} guests are already waiting at the door: the host must let them in first.")]
    DoorFull {
        /// How many wait.
        waiting: usize,
    },
    /// A correction's reason longer than a line.
    #[error("Say why in at most {max} characters.")]
    WhyTooLong {
        /// The most.
        max: usize,
    },
    /// A correction's reason with a control character or an invisible mark.
    #[error("The reason has an invisible or control character ({code}): type it again.")]
    WhyHasControl {
        /// The character, as U+XXXX.
        code: String,
    },
    /// A second call from a table the host has not yet answered.
    #[error("Table {table} has already called the host.")]
    AlreadyCalling {
        /// The table.
        table: u32,
    },
    /// An answer to a call nobody made.
    #[error("Table {table} is not calling the host.")]
    NoCall {
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
        "A new table needs two {} and two {} waiting; {ladies} and {gentlemen} wait.",
        Side::Lady.plural(*.open_seating),
        Side::Gentleman.plural(*.open_seating)
    )]
    TooFewWaiting {
        /// Ladies (red pack) waiting.
        ladies: usize,
        /// Gentlemen (blue pack) waiting.
        gentlemen: usize,
        /// The party's seating, for its words.
        open_seating: bool,
    },
    /// A swap of a guest with themselves.
    #[error("{name} cannot swap chairs with themselves.")]
    SwapWithSelf {
        /// The guest.
        name: String,
    },
    /// A swap across the sides.
    #[error(
        "{a} and {b} are not of the same side: only two {} or two {} can swap chairs.",
        Side::Lady.plural(*.open_seating),
        Side::Gentleman.plural(*.open_seating)
    )]
    SwapAcrossSides {
        /// The party's seating, for its words.
        open_seating: bool,
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
    /// A setting out of range.
    #[error("{0}")]
    BadSetting(String),
    /// A refusal of Duplicate Cinch (R-DUP).
    #[error(transparent)]
    Duplicate(#[from] DupRefusal),
    /// A refusal of a deal or a score pad (R-DEAL).
    #[error(transparent)]
    Deal(#[from] DealRefusal),
}
