//! The party's settings: each game's in its own variant (issue 50), and the record of
//! them that files hold and the Party screen's form edits.

#[allow(unused_imports)]
use crate::prelude::*;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::deal::DealScoring;

/// How a star-game evening is scored (R-STAR, R-ALT): the game of changing partners and
/// its two score-card methods. Duplicate Cinch is a game of its own, with settings of
/// its own ([`GameSettings::Duplicate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Scoring {
    /// The star game: gold, red and green stars, six prizes (R-STAR, R-PRIZE).
    #[default]
    Stars,
    /// The same partners all evening; winners put down the difference (R-ALT-1).
    PairsAllEvening,
    /// Every player keeps a score card; partners change as in the star game (R-ALT-2).
    IndividualCards,
}

/// Which game a party plays, as a form offers it and a file names it: the star game's
/// three ways of scoring, or duplicate Cinch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum GameKind {
    /// The star game (R-STAR).
    #[default]
    Stars,
    /// Pairs all evening (R-ALT-1).
    PairsAllEvening,
    /// Individual score cards (R-ALT-2).
    IndividualCards,
    /// Duplicate Cinch (R-DUP).
    Duplicate,
}

impl GameKind {
    /// The star game's scoring of this kind; `None` for duplicate Cinch.
    pub fn star(self) -> Option<Scoring> {
        match self {
            GameKind::Stars => Some(Scoring::Stars),
            GameKind::PairsAllEvening => Some(Scoring::PairsAllEvening),
            GameKind::IndividualCards => Some(Scoring::IndividualCards),
            GameKind::Duplicate => None,
        }
    }
}

impl From<Scoring> for GameKind {
    fn from(scoring: Scoring) -> GameKind {
        match scoring {
            Scoring::Stars => GameKind::Stars,
            Scoring::PairsAllEvening => GameKind::PairsAllEvening,
            Scoring::IndividualCards => GameKind::IndividualCards,
        }
    }
}

/// The star game's own settings (R-SIDE-1, R-STAR, R-ALT).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StarSettings {
    /// How the evening is scored.
    pub scoring: Scoring,
    /// Open seating: red pack and blue pack instead of ladies and gentlemen (R-SIDE-1).
    pub open_seating: bool,
}

/// Each game's settings in its own variant (issue 50): a duplicate evening has no star
/// scoring and no seating by sides to set, a star evening no trays, so neither can be
/// written for the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameSettings {
    /// The star game and its score-card methods.
    Star(StarSettings),
    /// Duplicate Cinch (R-DUP-2, R-DUP-8, R-DUP-9, R-DUP-12).
    Duplicate(DupSettings),
}

impl Default for GameSettings {
    fn default() -> Self {
        GameSettings::Star(StarSettings::default())
    }
}

impl GameSettings {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            GameSettings::Star(star) => star.scoring.into(),
            GameSettings::Duplicate(_) => GameKind::Duplicate,
        }
    }
}

/// When the evening ends (R-ROUND-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EveningEnd {
    /// After this many rounds.
    AfterRounds(u32),
    /// The round in progress at this instant is the last one.
    AtTime(DateTime<Utc>),
    /// When the host rings the last bell.
    HostDecides,
}

/// The party's settings. The game and the deals' scoring are locked once play starts,
/// because they would change the history already played. Written to a file as a
/// [`SettingsRecord`], every game's fields side by side, as files have always held them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SettingsRecord", into = "SettingsRecord")]
pub struct Settings {
    /// The game played and its own settings.
    pub game: GameSettings,
    /// How each deal is scored on the pads (R-DEAL-3, R-DEAL-5).
    pub deal_scoring: DealScoring,
    /// Round length in minutes (R-ROUND-4).
    pub round_minutes: u32,
    /// Minutes before the end of a round at which the host is warned.
    pub warning_minutes: u32,
    /// When the evening ends (R-ROUND-6).
    pub end: EveningEnd,
    /// Bell volume, 0..=100 percent.
    pub bell_volume: u8,
    /// The edition of the rule book the party is played under (R-PROG-5's chairs,
    /// R-ROUND-4's clock, R-DUP-1's four pairs). Fixed for the life of a party: files of
    /// earlier editions replay as they were played, and a file without it was saved
    /// under the revised one.
    pub edition: Edition,
    /// The language the guests are spoken to in (the display, the print-outs, the
    /// phones' default), as a BCP 47 tag: "en", "es-419", "de" (issue 51). The rules
    /// never read it; `None` (a file from before) is English.
    pub language: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        SettingsRecord::default().into()
    }
}

/// The settings as a party file holds them and as the Party screen's form edits them:
/// every game's fields side by side, `scoring` saying which game is played. A form keeps
/// the trays typed while the host tries another game; [`Settings`] keeps only the game's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SettingsRecord {
    /// Open seating: red pack and blue pack instead of ladies and gentlemen (R-SIDE-1);
    /// the star game's.
    pub open_seating: bool,
    /// Which game is played, and the star game's scoring.
    pub scoring: GameKind,
    /// How each deal is scored on the pads (R-DEAL-3, R-DEAL-5).
    pub deal_scoring: DealScoring,
    /// Round length in minutes (R-ROUND-4).
    pub round_minutes: u32,
    /// Minutes before the end of a round at which the host is warned.
    pub warning_minutes: u32,
    /// When the evening ends (R-ROUND-6).
    pub end: EveningEnd,
    /// Bell volume, 0..=100 percent.
    pub bell_volume: u8,
    /// Duplicate Cinch's settings (R-DUP-2, R-DUP-8, R-DUP-9), read when `scoring` is
    /// `Duplicate`.
    pub duplicate: DupSettings,
    /// The rule book's edition (see [`Settings::edition`]).
    #[serde(default = "Edition::revised")]
    pub edition: Edition,
    /// The guests' language (see [`Settings::language`]); left out of the file when
    /// none was chosen, as files before it have it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl Default for SettingsRecord {
    fn default() -> Self {
        SettingsRecord {
            open_seating: false,
            scoring: GameKind::Stars,
            deal_scoring: DealScoring::Standard,
            round_minutes: 20,
            warning_minutes: 3,
            end: EveningEnd::AfterRounds(8),
            bell_volume: 80,
            duplicate: DupSettings::default(),
            edition: Edition::default(),
            language: None,
        }
    }
}

impl From<SettingsRecord> for Settings {
    fn from(record: SettingsRecord) -> Settings {
        let game = match record.scoring.star() {
            Some(scoring) => GameSettings::Star(StarSettings {
                scoring,
                open_seating: record.open_seating,
            }),
            None => GameSettings::Duplicate(record.duplicate),
        };
        Settings {
            game,
            deal_scoring: record.deal_scoring,
            round_minutes: record.round_minutes,
            warning_minutes: record.warning_minutes,
            end: record.end,
            bell_volume: record.bell_volume,
            edition: record.edition,
            language: record.language,
        }
    }
}

impl From<Settings> for SettingsRecord {
    fn from(settings: Settings) -> SettingsRecord {
        let (open_seating, duplicate) = match settings.game {
            GameSettings::Star(star) => (star.open_seating, Default::default()),
            GameSettings::Duplicate(dup) => (false, dup),
        };
        SettingsRecord {
            open_seating,
            scoring: settings.game.kind(),
            deal_scoring: settings.deal_scoring,
            round_minutes: settings.round_minutes,
            warning_minutes: settings.warning_minutes,
            end: settings.end,
            bell_volume: settings.bell_volume,
            duplicate,
            edition: settings.edition,
            language: settings.language,
        }
    }
}

/// The longest round the program accepts, in minutes.
pub const MAX_ROUND_MINUTES: u32 = 240;
/// The most rounds an evening can be set to last.
pub const MAX_ROUNDS: u32 = 1000;

impl Settings {
    /// The star game's settings; `None` at a duplicate evening.
    pub fn star(&self) -> Option<StarSettings> {
        match self.game {
            GameSettings::Star(star) => Some(star),
            GameSettings::Duplicate(_) => None,
        }
    }

    /// Duplicate Cinch's settings; `None` at a star evening.
    pub fn duplicate(&self) -> Option<&DupSettings> {
        match &self.game {
            GameSettings::Star(_) => None,
            GameSettings::Duplicate(dup) => Some(dup),
        }
    }

    /// Duplicate Cinch's settings as its rules read them. A duplicate game is made only
    /// from duplicate settings (`State::new`, `change_settings`), so this is never a star
    /// evening's; if it were, it would read the defaults.
    pub(crate) fn dup_rules(&self) -> DupSettings {
        self.duplicate().copied().unwrap_or_default()
    }

    /// The star game's scoring; `None` at a duplicate evening.
    pub fn scoring(&self) -> Option<Scoring> {
        self.star().map(|star| star.scoring)
    }

    /// Open seating (R-SIDE-1): red and blue packs instead of ladies and gentlemen. A
    /// duplicate evening has pairs, not sides: never.
    pub fn open_seating(&self) -> bool {
        self.star().is_some_and(|star| star.open_seating)
    }

    /// A duplicate evening (R-DUP).
    pub fn is_duplicate(&self) -> bool {
        matches!(self.game, GameSettings::Duplicate(_))
    }

    /// Checks the values a host can type.
    pub fn check(&self) -> Result<(), crate::error::RuleError> {
        use crate::error::SettingRefusal as Refused;
        if !(1..=MAX_ROUND_MINUTES).contains(&self.round_minutes) {
            return Err(Refused::RoundMinutes {
                max: MAX_ROUND_MINUTES,
            }
            .into());
        }
        if self.warning_minutes >= self.round_minutes {
            return Err(Refused::WarningAfterEnd.into());
        }
        if self.bell_volume > 100 {
            return Err(Refused::Volume.into());
        }
        if let GameSettings::Duplicate(dup) = &self.game
            && !(1..=MAX_TRAYS_PER_TABLE).contains(&dup.trays_per_table)
        {
            return Err(Refused::Trays {
                max: u32::from(MAX_TRAYS_PER_TABLE),
            }
            .into());
        }
        if let EveningEnd::AfterRounds(n) = self.end
            && !(1..=MAX_ROUNDS).contains(&n)
        {
            return Err(Refused::Rounds { max: MAX_ROUNDS }.into());
        }
        Ok(())
    }
}

/// The edition of the rule book a party is played under. Fixed for the life of a party,
/// so that an evening saved under an earlier edition replays exactly as it was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Edition {
    /// The rule book as revised at turn 4 (new parties): everything of `Revised`, and a
    /// duplicate evening needs at least four pairs (R-DUP-1 revised).
    #[default]
    Turn4,
    /// The rule book as revised: staying players keep their chairs (R-PROG-5; at tables
    /// 2..T the staying gentleman alone moves, to sit opposite the arriving lady), and a
    /// round's clock starts when the host starts the round (R-ROUND-4). A duplicate
    /// evening could start with two or three pairs.
    Revised,
    /// The first edition of the program (save format version 1): every table's new
    /// North–South pair was the staying lady's, the head winners took North–South, and
    /// each round's clock started at the bell before it.
    First,
}

impl Edition {
    /// What a party file of format version 2 without an edition was played under.
    pub fn revised() -> Edition {
        Edition::Revised
    }

    /// R-DUP-1 (revised, turn 4): a duplicate evening starts with four pairs or more.
    pub fn needs_four_pairs(self) -> bool {
        self == Edition::Turn4
    }
}

/// The most trays a table starts with (R-DUP-2; Foster: "never exceeding four").
pub const MAX_TRAYS_PER_TABLE: u8 = 4;

/// How a duplicate evening is scored (chosen before play, R-DUP-8, R-DUP-9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum DupMethod {
    /// Foster's plus and minus: each result against its direction's average on the tray.
    #[default]
    PlusMinus,
    /// The clubs' matchpoints: 2 for each result beaten on the tray, 1 for each tied.
    Matchpoints,
}

impl DupMethod {
    /// "plus_minus" or "matchpoints", as the transcript writes it.
    pub fn code(self) -> &'static str {
        match self {
            DupMethod::PlusMinus => "plus_minus",
            DupMethod::Matchpoints => "matchpoints",
        }
    }
}

/// A duplicate evening's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DupSettings {
    /// k: trays each table starts with, 1..=4 (R-DUP-2).
    pub trays_per_table: u8,
    /// Plus/minus or matchpoints.
    pub method: DupMethod,
    /// The program deals the trays (hand records to make them up from) at the start.
    pub deal_trays: bool,
    /// At two tables: the two-table Howell or the book's movement (R-DUP-12). A party
    /// file without it was saved before the Howell, and played with the book's.
    #[serde(default = "TwoTables::before_howell")]
    pub two_tables: TwoTables,
}

impl Default for DupSettings {
    fn default() -> Self {
        DupSettings {
            trays_per_table: MAX_TRAYS_PER_TABLE,
            method: DupMethod::PlusMinus,
            deal_trays: false,
            two_tables: TwoTables::Howell,
        }
    }
}

/// The movement at exactly two tables (four pairs), the host's choice (R-DUP-12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum TwoTables {
    /// The two-table Howell: every pair meets every other pair once (R-DUP-12).
    #[default]
    Howell,
    /// The movement of the book: Foster's rule with 2 or 4 trays a table (R-DUP-4), the
    /// skip Mitchell with 1 or 3 (R-DUP-5). Parties saved before R-DUP-12 were played
    /// with it.
    Book,
}

impl TwoTables {
    /// What a party file without the setting was played with: the book's movement.
    pub fn before_howell() -> TwoTables {
        TwoTables::Book
    }
}
