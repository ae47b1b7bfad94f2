//! The keys of the named commands ([`UiCommand`]): the window's, read once the screen has
//! had its keys, and each screen's own, taken by the screen as it is drawn. Each press
//! is one command, in the order pressed: Ctrl+Z twice in one frame undoes twice.

use egui::KeyboardShortcut;

use super::{Press, take};
use crate::view::UiCommand;

/// A command whose key was pressed, and which of its keys: a numbered command's number
/// is `key + 1` (the Prizes screen's 1 to 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pressed {
    /// The command.
    pub command: UiCommand,
    /// The place of the key pressed among the command's keys.
    pub key: usize,
}

impl Pressed {
    /// The number of a numbered command's key (1 for its first).
    pub fn number(self) -> usize {
        self.key + 1
    }
}

/// The command (of `commands`) a press is, the most specific combination first: Ctrl+
/// Shift+Z is Redo even though Ctrl+Z would match it with Shift ignored.
pub fn command_of(press: Press, commands: &[UiCommand]) -> Option<Pressed> {
    let specificity = |k: &KeyboardShortcut| {
        let m = k.modifiers;
        u8::from(m.shift) + u8::from(m.alt) + u8::from(m.command || m.ctrl)
    };
    let mut best: Option<(u8, bool, Pressed)> = None;
    for &command in commands {
        for (key, shortcut) in command.shortcuts().iter().enumerate() {
            if !press.matches(shortcut) {
                continue;
            }
            let exact = press.modifiers == shortcut.modifiers;
            let rank = (specificity(shortcut), exact);
            if best.is_none_or(|(s, e, _)| rank > (s, e)) {
                best = Some((rank.0, rank.1, Pressed { command, key }));
            }
        }
    }
    best.map(|(_, _, pressed)| pressed)
}

/// A screen's own commands pressed this frame (of those it offers now), in order, each
/// press taken.
pub fn screen_commands(ctx: &egui::Context, commands: &[UiCommand]) -> Vec<Pressed> {
    take(ctx, |press| command_of(press, commands))
}

/// Whether a screen's own command was pressed this frame (each press taken; for a
/// command that does the same however often it is pressed in one frame).
pub fn pressed(ctx: &egui::Context, command: UiCommand) -> bool {
    !screen_commands(ctx, &[command]).is_empty()
}

/// The window's commands pressed this frame, in order, read after the screen has had
/// its keys. `typing`: a focused field holds text, so Ctrl+Z and its kin are the field's.
pub fn window_commands(ctx: &egui::Context, typing: bool) -> Vec<UiCommand> {
    let everywhere: Vec<UiCommand> = UiCommand::ALL
        .iter()
        .copied()
        .filter(|c| c.screen().is_none())
        .filter(|c| !(typing && c.belongs_to_a_field()))
        .collect();
    take(ctx, |press| command_of(press, &everywhere))
        .into_iter()
        .map(|p| p.command)
        .collect()
}
