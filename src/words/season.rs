//! The club season's words: what the host is told about names and members (R-SEASON-1).

/// A spelling joined to a member who played the same evening under another name: what
/// the season did, and how to mend it.
pub fn season_clash(spelling: &str, member: &str, evening: &str) -> String {
    format!(
        "{spelling} is joined to {member}, but both played {evening}: one person cannot sit \
         twice in one evening, so {spelling} counts apart there. If they are two people, \
         take {spelling} from {member}'s other spellings (✕)."
    )
}

/// The member list cannot be used: what is wrong (`problem`, the file's own words), that
/// the list shown is the one read before (when there was one), and how to put back its
/// previous version when there is one.
pub fn members_unusable(problem: &str, kept: usize, backup: Option<&std::path::Path>) -> String {
    let mut words = problem.to_owned();
    if kept > 0 {
        words.push_str(&format!(
            " The {} shown here are the list as it was read before; nothing can be changed \
             until the file is mended.",
            crate::words::count(kept, "member", "members")
        ));
    }
    if let Some(backup) = backup {
        let name = backup.file_name().map_or_else(
            || backup.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        words.push_str(&format!(
            " Its previous version is kept as {name}: \"Put back the previous version\" below \
             (or `cinch-party restore members.ron`) puts it back, and keeps the damaged file \
             aside."
        ));
    }
    words
}

/// The heading of an evening's winners in the season table: "Winners" once it is over,
/// "Leading so far" while it is still in play (its places may change).
pub fn season_winners_heading(over: bool) -> &'static str {
    if over { "Winners" } else { "Leading so far" }
}

/// Ctrl+Z (or Ctrl+Shift+Z) on the Season screen: the club's changes are saved as they are
/// made, and the party's last change is for the party's screens.
pub const SEASON_NO_UNDO: &str = "The Season screen's changes are saved as they are made: undo \
     and redo take back the party's own changes, on the party's screens (Ctrl+4 goes back to \
     the Round screen).";
