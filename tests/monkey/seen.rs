//! What the window showed after a frame, as the monkey reads it: the screen, the text
//! boxes on it and what each shows (the AccessKit tree, as a screen reader reads it), the
//! box with the cursor and its selection (egui's own record), what the Round screen's
//! boxes hold (the app's keyboard machine, `CinchApp::round_keys`), the messages, the
//! party's history and the files of the saves folder.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::SystemTime;

use cinch_party::app::CinchApp;
use cinch_party::rules::Entry;
use cinch_party::season::files::{self as season_files, SeasonFile};
use cinch_party::ui::round::keys::{Cursor, Typed};
use cinch_party::view::Screen;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};

/// A text box on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextBox {
    /// Its accessible name.
    pub label: String,
    /// What it shows.
    pub value: String,
    /// More than one line.
    pub multiline: bool,
}

/// The widget with the cursor.
#[derive(Debug, Clone, PartialEq)]
pub struct Focus {
    /// Its accessible name (empty when it has none).
    pub label: String,
    /// A text box, and what it shows.
    pub text: Option<TextBox>,
    /// Where it is.
    pub rect: egui::Rect,
    /// egui's selection in it, in characters (start, end; equal: the caret).
    pub selection: Option<(usize, usize)>,
}

/// What the Round screen's keyboard holds.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RoundSeen {
    /// Its cursor.
    pub cursor: Option<Cursor>,
    /// What each slot's boxes hold, by (round, slot).
    pub typed: HashMap<(u32, u32), Typed>,
    /// "Go to table …" (G) waiting for its number: the number typed so far, shown in the
    /// screen's key line (the keys are its, not a box's).
    pub going_to: Option<String>,
}

/// A file's size and time of change.
pub type Stamp = (u64, Option<SystemTime>);

/// The window after a frame.
#[derive(Debug, Clone)]
pub struct Seen {
    /// The screen on show.
    pub screen: Screen,
    /// Every text box drawn, by its name.
    pub boxes: BTreeMap<String, TextBox>,
    /// The widget with the cursor, if it is drawn.
    pub focus: Option<Focus>,
    /// egui gives the cursor to a widget that is not drawn.
    pub focus_undrawn: bool,
    /// The Round screen's boxes.
    pub round: RoundSeen,
    /// The messages on show (words, error).
    pub toasts: Vec<(String, bool)>,
    /// The open party's file.
    pub party_path: Option<PathBuf>,
    /// The party's revision (changes with every change).
    pub revision: Option<u64>,
    /// How many window commands the keys have run (`CinchApp::keyed_commands`).
    pub keyed: u64,
    /// Keys wait for the next frame (`ui::keys::keys_handed_on`): this picture is not
    /// yet what they meet.
    pub handed_on: bool,
    /// The party's history.
    pub history: Rc<Vec<Entry>>,
    /// The round in play (or the last), if any.
    pub round_number: Option<u32>,
    /// The season shown on the Season screen.
    pub season: Option<String>,
    /// The member list on disk: each member's name and other spellings.
    pub members: Rc<Vec<String>>,
    /// The shown season's file on disk.
    pub season_file: Option<Rc<SeasonFile>>,
    /// On the Season screen, every name of the tree (a member added from the list of
    /// names that match nobody is shown there, not in a box).
    pub labels: Vec<String>,
    /// Every file of the saves folder.
    pub files: BTreeMap<PathBuf, Stamp>,
    /// The window's inside.
    pub window: egui::Rect,
    /// What was drawn may be behind the app: the frame's commands changed the party, the
    /// screen, the season or a file after it was drawn (set by the driver).
    pub stale: bool,
    /// The cursor is on its way: a Tab went round the end, and egui gives the cursor to
    /// the first widget as the next frame begins, before it reads that frame's keys (set
    /// by the driver).
    pub focus_in_transit: bool,
}

impl Seen {
    /// Reads the window `h` (its saves folder `saves`); `last`: what was read after the
    /// frame before, whose history is kept when the party has not changed.
    pub fn of(h: &Harness<'_, CinchApp>, saves: &Path, last: Option<&Seen>) -> Seen {
        let app = h.state();
        let mut boxes = BTreeMap::new();
        let mut focus = None;
        let mut labels = Vec::new();
        let season_screen = app.screen() == Screen::Season;
        for node in h.query_all(by()) {
            let ak = node.accesskit_node();
            let label = ak.label().unwrap_or_default();
            if season_screen && !label.is_empty() {
                labels.push(label.clone());
            }
            let text = ak.is_text_input().then(|| TextBox {
                label: label.clone(),
                value: node.value().unwrap_or_default(),
                multiline: ak.is_multiline(),
            });
            if let Some(text) = &text {
                boxes.insert(label.clone(), text.clone());
            }
            if node.is_focused() {
                focus = Some(Focus {
                    label,
                    text,
                    rect: node.rect(),
                    selection: None,
                });
            }
        }
        let focused_id = h.ctx.memory(|m| m.focused());
        if let (Some(focus), Some(id)) = (&mut focus, focused_id) {
            focus.selection = egui::TextEdit::load_state(&h.ctx, id)
                .and_then(|s| s.cursor.char_range())
                .map(|r| {
                    let (a, b) = (r.primary.index.0, r.secondary.index.0);
                    (a.min(b), a.max(b))
                });
        }
        let keys = app.round_keys();
        let desk = app.desk();
        let revision = desk.map(|d| d.file.revision());
        let history = match last {
            Some(last) if last.revision == revision => last.history.clone(),
            _ => Rc::new(
                desk.map(|d| d.party().history().to_vec())
                    .unwrap_or_default(),
            ),
        };
        let files = files(saves);
        let season = app.season().season.as_ref().map(|s| s.name.clone());
        let (members, season_file) = season_files_read(saves, season.as_deref(), &files, last);
        Seen {
            screen: app.screen(),
            boxes,
            focus_undrawn: focus.is_none() && focused_id.is_some(),
            focus,
            round: RoundSeen {
                cursor: keys.cursor,
                typed: keys.typed.clone(),
                going_to: keys.go_to_table.clone(),
            },
            toasts: app
                .toasts()
                .items()
                .iter()
                .map(|t| (t.text.clone(), t.error))
                .collect(),
            party_path: desk.map(|d| d.file.path().to_path_buf()),
            revision,
            keyed: app.keyed_commands(),
            handed_on: cinch_party::ui::keys::keys_handed_on(&h.ctx),
            history,
            round_number: desk.and_then(|d| d.state().round_number()),
            season,
            members,
            season_file,
            labels,
            files,
            window: h.ctx.content_rect(),
            stale: false,
            focus_in_transit: false,
        }
    }

    /// A window showing `screen` with nothing on it (for the properties' own tests).
    pub fn blank(screen: Screen) -> Seen {
        Seen {
            screen,
            boxes: BTreeMap::new(),
            focus: None,
            focus_undrawn: false,
            round: RoundSeen::default(),
            toasts: Vec::new(),
            party_path: None,
            revision: Some(1),
            keyed: 0,
            handed_on: false,
            history: Rc::new(Vec::new()),
            round_number: Some(1),
            season: None,
            members: Rc::new(Vec::new()),
            season_file: None,
            labels: Vec::new(),
            files: BTreeMap::new(),
            window: egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1366.0, 768.0)),
            stale: false,
            focus_in_transit: false,
        }
    }

    /// The same, with a text box `label` showing `value`, the cursor in it when `focused`
    /// (its text selected from `selected.0` to `selected.1`).
    pub fn with_box(mut self, label: &str, value: &str, focused: Option<(usize, usize)>) -> Seen {
        let text = TextBox {
            label: label.to_owned(),
            value: value.to_owned(),
            multiline: false,
        };
        self.boxes.insert(label.to_owned(), text.clone());
        if let Some(selection) = focused {
            self.focus = Some(Focus {
                label: label.to_owned(),
                text: Some(text),
                rect: egui::Rect::from_min_size(egui::pos2(100.0, 100.0), egui::vec2(40.0, 20.0)),
                selection: Some(selection),
            });
        }
        self
    }

    /// The text box with the cursor.
    pub fn focused_box(&self) -> Option<&TextBox> {
        self.focus.as_ref().and_then(|f| f.text.as_ref())
    }

    /// The name of the widget with the cursor.
    pub fn focus_label(&self) -> Option<&str> {
        self.focus.as_ref().map(|f| f.label.as_str())
    }
}

/// The member list and the shown season's file as on disk, read again only when their
/// files changed since `last`.
fn season_files_read(
    saves: &Path,
    season: Option<&str>,
    files: &BTreeMap<PathBuf, Stamp>,
    last: Option<&Seen>,
) -> (Rc<Vec<String>>, Option<Rc<SeasonFile>>) {
    let stamp = |path: &Path| files.get(path).copied();
    let same = |l: &Seen, path: &Path| l.files.get(path).copied() == stamp(path);
    let members_path = season_files::members_path(saves);
    let members = match last {
        Some(l) if same(l, &members_path) => l.members.clone(),
        _ => Rc::new(
            season_files::read_members(saves)
                .map(|list| {
                    list.members
                        .iter()
                        .flat_map(|m| std::iter::once(m.name.clone()).chain(m.aliases.clone()))
                        .collect()
                })
                .unwrap_or_default(),
        ),
    };
    let season_file = season.and_then(|name| {
        let path = season_files::season_path(saves, name).ok()?;
        match last {
            Some(l) if l.season.as_deref() == Some(name) && same(l, &path) => l.season_file.clone(),
            _ => season_files::read_season(saves, name)
                .ok()
                .flatten()
                .map(Rc::new),
        }
    });
    (members, season_file)
}

/// Every file under `dir`, with its size and time of change (lock files left out:
/// they say a party is open, nothing of what it holds).
pub fn files(dir: &Path) -> BTreeMap<PathBuf, Stamp> {
    let mut out = BTreeMap::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(meta) = entry.metadata() else { continue };
            if meta.is_dir() {
                folders.push(path);
            } else if !path.to_string_lossy().ends_with(".lock") {
                out.insert(path, (meta.len(), meta.modified().ok()));
            }
        }
    }
    out
}
