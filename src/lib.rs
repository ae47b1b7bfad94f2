//! cinch-party: the host's desk for a progressive Cinch party.
//!
//! The layers, each using only those above it (the order `tests/architecture.rs`
//! checks, file by file, and inside each layer no folder's files use each other in a
//! ring):
//!
//! - [`rules`] (the `cinch-rules` crate, `src/rules`): the rule book as a pure,
//!   replayable model (a party is its history). `no_std`: no files, clock or window.
//! - [`words`]: the host's words for the rules' facts, each decided once.
//! - [`fonts`]: the one font (DejaVu Sans) and the widths of text set in it, for every
//!   layout made before it is drawn: the print-outs and the guest display alike.
//! - [`transcript`]: the evening derived once (`transcript::evening::Evening`), the star
//!   game's or a duplicate evening's, which every view, print-out and file reads; and the
//!   evening as a report, in words or JSON.
//! - [`store`]: party files: a journal saved as each action happens, a backup at each bell.
//! - [`season`]: the club's member list and seasons, the season table derived from the
//!   party files (R-SEASON).
//! - [`print`]: the print-outs as PDF.
//! - [`publish`]: the evening and the season as one self-contained web page.
//! - [`output`]: the files written for the host (CSV, JSON, the page).
//! - [`printers`]: the computer's printers (CUPS over IPP): the list, a print-out sent
//!   and watched, or kept as a PDF when no printer takes it.
//! - [`mail`]: each guest's evening to their mailbox: addresses, the outbox journal
//!   beside the party, and the sending over the host's own mail server.
//! - [`phones`]: the phones at the tables: a web server on its own thread, each
//!   table's secret link, and the host's side that answers them against the party file.
//! - [`bell`]: the bell's sound.
//! - [`simulate`]: seeded rehearsals of whole evenings.
//! - [`headless`]: the command line's commands that need no window.
//! - [`view`]: the view model: commands with their labels and shortcuts, the open party
//!   and its derived views, the guest display's stages as one model.
//! - [`ui`]: the screens, one folder each; they draw the view and emit commands.
//! - [`icon`]: the program's icon, drawn for the windows, the package and the phones.
//! - [`app`]: the window: runs the commands, saves, rings, tells the host.
//! - [`cli`]: the command line itself.

pub use cinch_rules as rules;

pub mod app;
pub mod bell;
pub mod cli;
pub mod fonts;
pub mod headless;
pub mod icon;
pub mod mail;
pub mod output;
pub mod phones;
pub mod print;
pub mod printers;
pub mod publish;
pub mod season;
pub mod simulate;
pub mod store;
pub mod transcript;
pub mod ui;
pub mod view;
pub mod words;
