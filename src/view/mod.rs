//! The view model: what the screens read and what they emit, between the rules and the
//! screens. Arrows point down only: rules ← store ← view ← ui ← app.
//!
//! - [`command`]: `UiCommand` (the named, shortcut commands, each with its label,
//!   tooltip and keys in one place) and `Command` (everything a screen can ask for).
//! - [`desk`]: the open party and its derived views, worked out once per change.
//! - [`display`]: what the guest display shows, and its look.
//! - [`stage`]: the guest display's stages as one model (issue 44): every text with its
//!   ink, type and place, laid out once from the derived evening for a screen's size and
//!   drawn by the window and the web page alike.
//! - [`web`]: the guest display and the standings as the phones' server serves them
//!   to a browser (issue 36), from the same stage model and rows.
//! - [`alerts`]: what the round clock tells the host.
//! - [`heard`]: what a screen reader says when a result is recorded.
//! - [`season`]: the club's member list and season, and what the host asks of them.
//! - [`printers`]: the computer's printers, the bell's option and a print job's progress.

pub mod alerts;
pub mod command;
pub mod desk;
pub mod display;
pub mod duplicate;
pub mod heard;
pub mod help;
mod kept;
pub mod mail;
pub mod printers;
pub mod season;
pub mod stage;
pub mod web;

use std::path::Path;

use chrono::{DateTime, Utc};

pub use command::{
    Command, DisplayCommand, FileAsk, PhonesCommand, PrinterCommand, Screen, UiCommand,
};
pub use desk::Desk;
pub use display::{DisplayMode, DisplayState};

use crate::store::PartySummary;

/// The parties in the saves folder, as the Party screen lists them (read off the
/// window's thread).
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Recent {
    /// Being read.
    #[default]
    Reading,
    /// Read, most recently saved first.
    Ready(Vec<PartySummary>),
    /// The folder cannot be read: why.
    Failed(String),
}

/// What the screens see of the app this frame.
pub struct View<'a> {
    /// The open party.
    pub desk: Option<&'a Desk>,
    /// The time now (from the app's clock).
    pub now: DateTime<Utc>,
    /// Where party files go.
    pub saves_dir: &'a Path,
    /// The parties found in the saves folder.
    pub recent: &'a Recent,
    /// After a bell: show who goes where into this round.
    pub moves_into: Option<u32>,
    /// The guest display's settings.
    pub display: &'a DisplayState,
    /// The host has ticked "End the evening with this bell".
    pub end_with_this_bell: bool,
    /// Why there is no sound, when that is known.
    pub sound_off: Option<&'a crate::bell::SoundOff>,
    /// The frame-time readout, when the host has turned it on (F12).
    pub frame_times: Option<String>,
    /// The party opened last (this run or the one before), to offer again.
    pub last_party: Option<&'a Path>,
    /// The phones at the tables.
    pub phones: PhonesView,
    /// Tables whose phone reported a moment ago: their cards flash.
    pub phone_flash: Vec<u32>,
    /// The club's member list and the season picked (R-SEASON).
    pub season: &'a season::SeasonView,
    /// The computer's printers and the print jobs (issue 45).
    pub printers: &'a printers::PrintersView,
    /// The guests' mail: addresses, the server, the sending.
    pub mail: mail::MailView<'a>,
    /// While the rounds run: why the laptop could not be kept awake, if it could not
    /// (issue 52).
    pub not_kept_awake: Option<&'a str>,
}

/// The phones at the tables, as the screens show them.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PhonesView {
    /// Serving now.
    pub on: bool,
    /// "http://192.168.1.20:8765".
    pub address: Option<String>,
    /// The door's page (issue 52).
    pub check_in_link: Option<String>,
    /// The guests' page.
    pub seats_link: Option<String>,
    /// The guest display for a television's browser (issue 36).
    pub display_link: Option<String>,
    /// The standings for a phone (issue 36).
    pub standings_link: Option<String>,
    /// Each table's link.
    pub links: Vec<(u32, String)>,
    /// Each duplicate pair's link.
    pub pair_links: Vec<(crate::rules::duplicate::PairId, String)>,
    /// Something to know (no network).
    pub warning: Option<String>,
    /// Why the last start failed.
    pub error: Option<String>,
    /// The open party's phones were on when it was last open and cannot come back on
    /// yet (`error` says why): the window keeps trying (issue 41).
    pub retrying: bool,
    /// The port for the next start.
    pub port: u16,
    /// Direct, or with the host's OK.
    pub intake: crate::phones::Intake,
    /// Results from the phones not yet recorded: (table, N–S, E–W, what they wait for).
    pub pending: Vec<(u32, i64, i64, crate::rules::held::Agreement)>,
}

impl PhonesView {
    /// The links a print-out carries.
    pub fn print_links(&self) -> crate::print::Links {
        crate::print::Links {
            tables: self.links.clone(),
            pairs: self.pair_links.clone(),
            door: self.check_in_link.clone(),
        }
    }
}
