//! What a host can do to a party: the settings and the recorded actions that make up
//! its history.

#[allow(unused_imports)]
use crate::prelude::*;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::cards::{Cut, DrawCard};
use super::deal::Deal;
use super::guests::{GuestId, Side};
use super::nouns::PrizeKey;
use super::seating::Seat;
use super::settings::Settings;

/// One recorded action. A party is its list of these (see `Party`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// New settings (seating and scoring only before play).
    ChangeSettings(Settings),
    /// A guest arrives.
    AddGuest {
        /// The name.
        name: String,
        /// Lady or gentleman (red or blue pack).
        side: Side,
    },
    /// Several guests arrive at once (a pasted list); all or none are added.
    AddGuests {
        /// Names and sides, in order.
        guests: Vec<(String, Side)>,
    },
    /// A guest's name is corrected.
    RenameGuest {
        /// Who.
        guest: GuestId,
        /// The new name.
        name: String,
    },
    /// A guest's side changes (before they are seated).
    SetSide {
        /// Who.
        guest: GuestId,
        /// The new side.
        side: Side,
    },
    /// A guest is taken off the list (before they are seated).
    RemoveGuest {
        /// Who.
        guest: GuestId,
    },
    /// Open seating: even out the two packs (R-SIDE-1).
    BalanceSides,
    /// The card a guest drew from a real pack (R-DRAW-4).
    RecordCard {
        /// Who drew.
        guest: GuestId,
        /// What they drew.
        card: DrawCard,
    },
    /// A recorded card is taken back (typed by mistake).
    ClearCard {
        /// Whose card.
        guest: GuestId,
    },
    /// The program's draw for everyone (R-DRAW-4): replaces any cards recorded so far.
    DrawAll {
        /// Each guest's card; guests left out wait.
        cards: Vec<(GuestId, DrawCard)>,
    },
    /// The draw is complete: seat the tables and start round 1 (R-DRAW-3).
    SeatTables,
    /// A table's totals for the current round (R-ROUND-2).
    EnterResult {
        /// The table.
        table: u32,
        /// North–South's points.
        ns: i64,
        /// East–West's points.
        ew: i64,
    },
    /// The ladies' cut that settles a tied table (R-ROUND-3).
    CutTie {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The cut.
        cut: Cut,
    },
    /// One deal of a table's pad for the current round (R-DEAL); with the fourth deal
    /// played, the pad becomes the table's result.
    RecordDeal {
        /// The table.
        table: u32,
        /// The deal as reported (its score is worked out by the rules).
        deal: Deal,
    },
    /// Takes back the last deal of a table's pad still being kept.
    DropDeal {
        /// The table.
        table: u32,
    },
    /// A table's deals, of this round or a past one, corrected as a whole: the result
    /// becomes their sum (R-STAR-3: the stars follow).
    CorrectDeals {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// All its deals, four played.
        deals: Vec<Deal>,
    },
    /// A result, of this round or a past one, is corrected (R-STAR-3).
    CorrectResult {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// North–South's points.
        ns: i64,
        /// East–West's points.
        ew: i64,
    },
    /// The bell: everyone moves (R-ROUND-5, R-PROG).
    RingBell {
        /// Ring although some tables have not reported. Each such table (and each tie
        /// still uncut) is settled by the cut given here, one per table.
        override_missing: bool,
        /// The cuts for the override, by table.
        cuts: Vec<(u32, Cut)>,
        /// The host ends the evening with this bell (R-ROUND-6).
        last: bool,
    },
    /// The host starts the round in play, and its clock (R-ROUND-4).
    StartRound,
    /// The host stops the round clock (R-ROUND-4).
    PauseClock,
    /// The host starts the round clock again.
    ResumeClock,
    /// A guest leaves: a seated one at the next bell, a waiting one at once (R-LATE-2).
    Leave {
        /// Who.
        guest: GuestId,
    },
    /// A guest is taken out of the prize list; their stars stay in the record (R-LATE-2).
    WithdrawFromPrizes {
        /// Who.
        guest: GuestId,
    },
    /// A waiting guest takes the chair of one who left (R-LATE-3).
    Fill {
        /// The waiting guest.
        guest: GuestId,
        /// The table.
        table: u32,
        /// The chair.
        seat: Seat,
    },
    /// The bottom table closes (R-LATE-4).
    CloseTable,
    /// A new bottom table opens for four who wait (R-LATE-5): the two of each side
    /// waiting longest, or these (two ladies, then two gentlemen).
    OpenTable {
        /// The host's choice, if any.
        guests: Option<[GuestId; 4]>,
    },
    /// Two guests of one side swap chairs (R-LATE-6).
    Swap {
        /// One.
        a: GuestId,
        /// The other.
        b: GuestId,
    },
    /// A result sent from a phone at `table`, held for the host's OK: what the OK would
    /// record (the table's totals or its deals, and a tie's cut), checked now.
    HoldForOk {
        /// The table that sent it.
        table: u32,
        /// `EnterResult`, `RecordDeal` and `CutTie` for that table only.
        actions: Vec<Action>,
    },
    /// The host's OK: the result held for `table` is recorded.
    AcceptHeld {
        /// The table.
        table: u32,
    },
    /// The host turns down the result held for `table`; its phone may send again.
    TurnDownHeld {
        /// The table.
        table: u32,
    },
    /// A result sent from a phone at `table`, held until the table's other side
    /// (East–West) agrees to it on the same phone (issue 52): what the agreement would
    /// record, checked now, as for [`Action::HoldForOk`].
    AskAgreement {
        /// The table that sent it.
        table: u32,
        /// `EnterResult`, `RecordDeal` and `CutTie` for that table only.
        actions: Vec<Action>,
    },
    /// East–West at `table` agree to the result North–South sent: it may be recorded.
    Agree {
        /// The table.
        table: u32,
    },
    /// East–West at `table` do not agree: the result waits at the desk for the host.
    Disagree {
        /// The table.
        table: u32,
    },
    /// A table calls the host (its phone's "Call the host").
    CallHost {
        /// The table.
        table: u32,
    },
    /// The host answers a table's call (on the way).
    AnswerCall {
        /// The table.
        table: u32,
    },
    /// A duplicate tray's result sent from a table's phone, held until the table's
    /// East–West pair agree on the same phone (issue 52): checked now as `TrayResult`.
    AskTrayAgreement {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
        /// What North–South sent.
        play: super::deal::TrayPlay,
    },
    /// East–West agree to the tray held at `table`: its result is recorded, as
    /// `TrayResult` records it.
    AgreeTray {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
    },
    /// East–West do not agree: the tray waits for the host, who enters it at the desk.
    DisagreeTray {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
    },
    /// A guest checks in at the door from their phone (issue 52): they wait there until
    /// the host lets them in; nobody joins without the host's key.
    AtTheDoor {
        /// The name as typed.
        name: String,
        /// Lady or gentleman, where the party seats by sides; the pack is chosen for
        /// them at open seating and at a duplicate evening.
        side: Option<Side>,
    },
    /// The host lets in the guest waiting at the door under this name: they join the
    /// party (after the draw, as a late arrival: R-LATE-1).
    LetIn {
        /// The name they checked in with.
        name: String,
    },
    /// The host turns away the one waiting at the door under this name.
    TurnAway {
        /// The name they checked in with.
        name: String,
    },
    /// R-DUP-1: the pairs of a duplicate evening, replacing any made before (before play).
    SetPairs {
        /// Two guests each, with their direction.
        pairs: Vec<super::nouns::DupPair>,
    },
    /// The program deals every tray from this seed (hand records), before play.
    DealTrays {
        /// The seed.
        seed: u64,
    },
    /// R-DUP-3/4/5: the pairs sit down and round 1 of the duplicate evening begins.
    StartDuplicate,
    /// R-DUP-7: a tray's outcome at a table of the round in play.
    TrayResult {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
        /// Played (and how), or not played.
        play: super::deal::TrayPlay,
    },
    /// R-DUP-11: a tray's outcome corrected, of this round or a past one.
    CorrectTray {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The tray.
        tray: u32,
        /// The outcome as it should be.
        play: super::deal::TrayPlay,
    },
    /// R-DUP-8: a cut that settles a tie for first place among one group's pairs.
    CutDuplicateTie {
        /// North–South, East–West, or all four pairs of the Howell (R-DUP-12). Named as
        /// the `PairSide` it was before the Howell, so older files read.
        direction: super::nouns::PairGroup,
        /// The cut, between each tied pair's first player.
        cut: Cut,
    },
    /// A cut that settles a prize tie (R-PRIZE-7).
    CutForPrize {
        /// Which prize.
        prize: PrizeKey,
        /// The cut.
        cut: Cut,
    },
}

/// Where an action came from: the host's desk, or a phone at a table (sent with that
/// table's link).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Source {
    /// Entered by the host.
    #[default]
    Desk,
    /// Sent from a phone at this table.
    Table(u32),
    /// Sent from a guest's phone at the door (a check-in, issue 52).
    Door,
}

impl Source {
    /// Whether the host entered it (the usual case, left out of the file).
    pub fn is_desk(&self) -> bool {
        *self == Source::Desk
    }
}

/// An action with the moment it was recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// When.
    pub at: DateTime<Utc>,
    /// What.
    pub action: Action,
    /// Where it came from (the desk unless a phone sent it).
    #[serde(default, skip_serializing_if = "Source::is_desk")]
    pub from: Source,
    /// Why, in the host's few words: "scores swapped" for a correction (issue 52).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}
