//! What each command does, in the host's words, for its tooltip and the Rules screen
//! (issue 51: from the catalogues' `commands.ftl`).

use super::UiCommand;

impl UiCommand {
    /// What it does, for its tooltip (without the shortcut; see `tooltip`).
    pub fn description(self) -> String {
        crate::words::msg::command_about(self.code())
    }
}
