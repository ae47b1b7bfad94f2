//! The season's N and M boxes (R-SEASON-2): they show the season on screen, and change it
//! only when a value typed in them is applied (Enter, or leaving the box), saying which
//! season it changed (issue 49: with "Check" picked after "Autumn" the boxes still
//! showed Autumn's 4 and 2, and Tab through them wrote 4 and 2 into Check without a
//! word). Esc puts the season's own value back without applying anything.

use egui::Key;

use crate::season::Season;
use crate::ui::{keys, widgets};
use crate::view::Command;
use crate::view::season::{CountError, SeasonCommand, read_best, read_min_evenings};
use crate::words::msg;

/// One box: the text in it, the text it was filled with, and the season's value seen
/// last.
#[derive(Default)]
struct CountBox<T> {
    text: String,
    filled: String,
    seen: Option<T>,
}

/// What the two boxes keep between frames, and whose values they show.
#[derive(Default)]
pub struct CountingBoxes {
    season: Option<String>,
    best: CountBox<Option<u32>>,
    min: CountBox<u32>,
}

/// A box's outcome this frame.
enum Typed<T> {
    /// Nothing to do.
    Nothing,
    /// Apply this value to the season.
    Apply(T),
    /// Not a value: refused, in words.
    Refused(CountError),
}

impl<T: PartialEq + Copy> CountBox<T> {
    fn fill(&mut self, text: String) {
        self.filled.clone_from(&text);
        self.text = text;
    }

    /// The season's value when it changes (read, changed elsewhere, taken back), unless
    /// the host is typing in the box.
    fn follow(&mut self, value: T, focused: bool, shown: impl Fn(T) -> String) {
        if self.seen != Some(value) {
            self.seen = Some(value);
            if !focused {
                self.fill(shown(value));
            }
        }
    }

    /// Draws the box; what the host did with it this frame: a value applied on leaving
    /// the box (Enter, Tab, a click elsewhere) only when it was typed and is not the
    /// season's; Esc, or a box left as it was filled, puts the season's value back.
    fn box_ui(&mut self, ui: &mut egui::Ui, name: &str, value: T, reader: Reader<T>) -> Typed<T> {
        let (read, shown) = reader;
        let id = egui::Id::unique(("season_counting", name));
        self.follow(value, ui.memory(|m| m.has_focus(id)), shown);
        let field = widgets::text_field_with_focus(ui, &mut self.text, name, 40.0, id, false);
        if !field.lost_focus() {
            return Typed::Nothing;
        }
        let untouched = self.text.trim() == self.filled.trim();
        if untouched || keys::seen(ui.ctx(), Key::Escape) {
            self.fill(shown(value));
            return Typed::Nothing;
        }
        match read(&self.text) {
            Ok(typed) if typed != value => Typed::Apply(typed),
            Ok(_) => {
                self.fill(shown(value));
                Typed::Nothing
            }
            Err(why) => {
                self.fill(shown(value));
                Typed::Refused(why)
            }
        }
    }
}

/// How a box reads what is typed, and shows a value.
type Reader<T> = (fn(&str) -> Result<T, CountError>, fn(T) -> String);

fn best_text(best: Option<u32>) -> String {
    best.map(|n| n.to_string()).unwrap_or_default()
}

fn min_text(min: u32) -> String {
    min.to_string()
}

/// N and M of the season on screen.
pub fn counting_ui(
    ui: &mut egui::Ui,
    season: &Season,
    boxes: &mut CountingBoxes,
    out: &mut Vec<Command>,
) {
    if boxes.season.as_deref() != Some(season.name.as_str()) {
        // Another season: the boxes are its own, whatever was typed for the last one.
        *boxes = CountingBoxes {
            season: Some(season.name.clone()),
            ..CountingBoxes::default()
        };
    }
    let name = season.name.clone();
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::desk_season_best());
        let reader: Reader<Option<u32>> = (read_best, best_text);
        let hint = msg::desk_season_best_box();
        let typed = boxes.best.box_ui(ui, &hint, season.file.best, reader);
        push(out, typed, |best| SeasonCommand::SetBest {
            season: name.clone(),
            best,
        });
        ui.label(msg::desk_season_placed());
        let reader: Reader<u32> = (read_min_evenings, min_text);
        let min = season.file.min_evenings;
        let hint = msg::desk_season_placed_box();
        let typed = boxes.min.box_ui(ui, &hint, min, reader);
        push(out, typed, |min| SeasonCommand::SetMinEvenings {
            season: name.clone(),
            min,
        });
    });
}

fn push<T>(out: &mut Vec<Command>, typed: Typed<T>, command: impl FnOnce(T) -> SeasonCommand) {
    match typed {
        Typed::Nothing => {}
        Typed::Apply(value) => out.push(Command::Season(command(value))),
        Typed::Refused(why) => out.push(Command::Notify(why.to_string())),
    }
}
