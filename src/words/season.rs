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
