//! The rules' typed errors: every refusal the engine can make, as facts. The rules
//! speak no language: each refusal is worded in the app's `words::rule_refusal`, in the
//! language spoken, so a host can read it aloud without knowing the code.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::nouns::{Back, DrawCard, PrizeKind, Seat, Side};

mod deal;
mod duplicate;
mod what;
pub use deal::DealRefusal;
pub use duplicate::DupRefusal;
pub use what::{BellWaits, GuestChange, LateChange, SettingRefusal, Setup, StarOnly};

/// Why the engine refused an action. Nothing is changed when an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// A phone's result held while another waits for the host's OK.
    AlreadyHeld {
        /// The table.
        table: u32,
    },
    /// The host's OK (or turning down) for a table with nothing held.
    NothingHeld {
        /// The table.
        table: u32,
    },
    /// The host's OK for a phone's pad after the host changed the table's pad.
    HeldNoLongerFits {
        /// The table.
        table: u32,
    },
    /// Agreement (or disagreement) with a result nobody asked the table to agree to.
    NotAskedToAgree {
        /// The table.
        table: u32,
    },
    /// A name checked in at the door twice before the host let them in.
    AlreadyAtTheDoor {
        /// The name.
        name: String,
    },
    /// A door key for a name nobody checked in with.
    NotAtTheDoor {
        /// The name.
        name: String,
    },
    /// A check-in without a side where the party seats by sides.
    SideNeeded {
        /// The name.
        name: String,
    },
    /// More waiting at the door than any party holds (a page sent again and again).
    DoorFull {
        /// How many wait.
        waiting: usize,
    },
    /// A correction's reason longer than a line.
    WhyTooLong {
        /// The most.
        max: usize,
    },
    /// A correction's reason with a control character or an invisible mark.
    WhyHasControl {
        /// The character, as U+XXXX.
        code: String,
    },
    /// A second call from a table the host has not yet answered.
    AlreadyCalling {
        /// The table.
        table: u32,
    },
    /// An answer to a call nobody made.
    NoCall {
        /// The table.
        table: u32,
    },
    /// A held result holding something other than the table's own result.
    NotATableResult {
        /// The table.
        table: u32,
    },
    /// An evening's end time that is not a time.
    TimeNotUnderstood {
        /// What was typed (quoted safely).
        text: String,
    },
    /// An end time that does not exist on the day it falls (a clock change), or a date
    /// out of range.
    TimeDoesNotExist {
        /// Tomorrow's day (else today's).
        tomorrow: bool,
    },
    /// A name that is empty after trimming.
    EmptyName,
    /// A name longer than the limit.
    NameTooLong {
        /// The limit.
        max: usize,
    },
    /// A party title longer than the limit.
    TitleTooLong {
        /// The limit.
        max: usize,
    },
    /// A name holding a control character or an invisible reordering mark.
    NameHasControl {
        /// The character's code, "U+202E".
        code: String,
    },
    /// Two guests with the same name (ignoring case).
    DuplicateName {
        /// The name that clashes.
        name: String,
        /// The guest with that name was taken off the list.
        removed: bool,
    },
    /// A guest who was taken off the list.
    GuestRemoved {
        /// The guest.
        name: String,
    },
    /// A guest number that the party does not know (a damaged file, or a stale screen).
    UnknownGuest {
        /// The number.
        id: u32,
    },
    /// Fewer than four guests at the draw.
    TooFewGuests {
        /// How many guests there are.
        count: usize,
    },
    /// One side cannot fill a table.
    SideTooSmall {
        /// The side.
        side: Side,
        /// The party's seating, for its words.
        open_seating: bool,
        /// How many there are.
        count: usize,
    },
    /// A card the host typed that is not a black card.
    CardNotUnderstood {
        /// What was typed.
        text: String,
    },
    /// A card typed with a back that is not the guest's pack.
    CardBackMismatch {
        /// The back typed.
        typed: Back,
        /// The guest's back.
        back: Back,
    },
    /// A card from the other side's pack.
    CardWrongBack {
        /// The guest.
        name: String,
        /// Their side (their pack's back is their side's).
        side: Side,
        /// The party's seating, for its words.
        open_seating: bool,
    },
    /// A card above the number of tables.
    CardOutsidePack {
        /// The card.
        card: DrawCard,
        /// How many tables (the pack's highest card is theirs).
        tables: u32,
    },
    /// The same card recorded for two guests.
    CardDrawnTwice {
        /// The card.
        card: DrawCard,
        /// Who has it already.
        holder: String,
    },
    /// The draw is not complete: cards not drawn, guests without a card.
    DrawIncomplete {
        /// The cards not drawn yet.
        undrawn: Vec<DrawCard>,
        /// The guests with no card.
        without: Vec<String>,
    },
    /// Something that can only be done before play starts.
    PlayStarted {
        /// What the host tried to change.
        what: Setup,
    },
    /// Something that needs the tables to be seated first.
    NotStarted,
    /// The evening is over.
    EveningFinished,
    /// A negative score.
    ScoreNegative {
        /// The score.
        score: i64,
    },
    /// A set-back total below what four deals can give.
    ScoreTooLow {
        /// The score.
        score: i64,
        /// The least four deals can give.
        min: i64,
    },
    /// A score that four deals cannot make.
    ScoreTooLarge {
        /// The score.
        score: i64,
        /// The most four deals can give.
        max: i64,
    },
    /// A score that is not a number.
    ScoreNotANumber {
        /// What was typed.
        text: String,
    },
    /// A table number out of range.
    NoSuchTable {
        /// The table asked for.
        table: u32,
        /// How many tables there are.
        tables: u32,
    },
    /// A round number out of range.
    NoSuchRound {
        /// The round asked for.
        round: u32,
    },
    /// A second result for the same table and round.
    ResultAlreadyEntered {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A correction of a result that was never entered.
    NoResultToCorrect {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A cut for a table that is not tied, or already settled.
    NoTieToCut {
        /// The table.
        table: u32,
    },
    /// The bell is held until every table has reported (R-ROUND-5).
    BellHeld {
        /// What it waits for.
        missing: BellWaits,
    },
    /// A cut that does not match the tie it claims to settle.
    CutDoesNotFit,
    /// A prize cut when the prize needs none.
    NoCutNeeded {
        /// The prize.
        prize: PrizeKind,
    },
    /// Balancing packs that are already even.
    AlreadyBalanced,
    /// Balancing asked for in the classic evening.
    NotOpenSeating,
    /// A guest who has played (or is seated) cannot be removed or change side.
    GuestInPlay {
        /// The guest.
        name: String,
        /// What cannot be done.
        what: GuestChange,
    },
    /// A round started twice.
    RoundStarted {
        /// The round.
        round: u32,
    },
    /// The clock of a round not started yet.
    RoundNotStarted {
        /// The round.
        round: u32,
    },
    /// Pause asked for while paused.
    ClockAlreadyPaused,
    /// Resume asked for while running.
    ClockNotPaused,
    /// Chairs changed after the round's first result (R-LATE-6).
    RoundUnderway {
        /// The round.
        round: u32,
        /// What the host tried to change.
        what: LateChange,
    },
    /// A guest leaving twice.
    AlreadyLeaving {
        /// The guest.
        name: String,
    },
    /// A guest taken out of the prize list twice.
    AlreadyWithdrawn {
        /// The guest.
        name: String,
    },
    /// A fill for a chair whose guest is still there.
    ChairNotEmpty {
        /// The table.
        table: u32,
        /// The chair.
        seat: Seat,
        /// Who sits there.
        name: String,
    },
    /// A guest of the wrong side for a chair.
    WrongSideForChair {
        /// The guest.
        name: String,
        /// The chair, or none for a new table's chairs of the side.
        seat: Option<Seat>,
        /// The side the chair is for.
        side: Side,
        /// The party's seating, for its words.
        open_seating: bool,
    },
    /// A guest who is not on the waiting list.
    NotWaiting {
        /// The guest.
        name: String,
    },
    /// Closing the only table.
    LastTable,
    /// Opening a table without two of each side waiting.
    TooFewWaiting {
        /// Ladies (red pack) waiting.
        ladies: usize,
        /// Gentlemen (blue pack) waiting.
        gentlemen: usize,
        /// The party's seating, for its words.
        open_seating: bool,
    },
    /// A swap of a guest with themselves.
    SwapWithSelf {
        /// The guest.
        name: String,
    },
    /// A swap across the sides.
    SwapAcrossSides {
        /// The party's seating, for its words.
        open_seating: bool,
        /// One.
        a: String,
        /// The other.
        b: String,
    },
    /// Play while chairs are empty.
    EmptyChairs {
        /// The round.
        round: u32,
        /// Which tables.
        tables: Vec<u32>,
    },
    /// A setting out of range.
    Setting(SettingRefusal),
    /// A setting refused by a caller outside the rules (the simulator's options),
    /// already in the words of the language spoken.
    BadSetting(String),
    /// A refusal of Duplicate Cinch (R-DUP).
    Duplicate(DupRefusal),
    /// A refusal of a deal or a score pad (R-DEAL).
    Deal(DealRefusal),
}

impl From<DupRefusal> for RuleError {
    fn from(refusal: DupRefusal) -> Self {
        RuleError::Duplicate(refusal)
    }
}

impl From<DealRefusal> for RuleError {
    fn from(refusal: DealRefusal) -> Self {
        RuleError::Deal(refusal)
    }
}

impl From<SettingRefusal> for RuleError {
    fn from(refusal: SettingRefusal) -> Self {
        RuleError::Setting(refusal)
    }
}
