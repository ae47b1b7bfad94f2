//! The club season's words: what the host is told about names and members (R-SEASON-1),
//! the season's changes and the member list's damage (issue 49).

use crate::rules::Side;

/// The side a member usually plays, as the member list says it.
pub fn member_side(side: Option<Side>) -> String {
    match side {
        Some(side) => super::side_of(side, false),
        None => super::msg::tell_side_not_said(),
    }
}

/// A spelling joined to a member who played the same evening under another name: what
/// the season did, and how to mend it.
pub fn season_clash(spelling: &str, member: &str, evening: &str) -> String {
    super::msg::TellSeasonClash {
        spelling,
        member,
        evening,
    }
    .say()
}

/// How a member list that cannot be used can be put back (issue 49: say what a restore
/// loses, or lose nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PutBack {
    /// The list as the window last read it whole: nothing saved is lost.
    AsRead {
        /// Its members.
        members: usize,
    },
    /// Only the backup, one save older than the damaged file.
    Backup {
        /// Its members, when it can be read.
        members: Option<usize>,
    },
}

/// The button that puts a member list back.
pub fn put_back_button(put_back: PutBack) -> String {
    match put_back {
        PutBack::AsRead { .. } => super::msg::tell_put_back_as_read(),
        PutBack::Backup { .. } => super::msg::tell_put_back_backup(),
    }
}

/// The member list cannot be used: what is wrong (`problem`, the file's own words), that
/// the list shown is the one read before (when there was one), and what putting it back
/// does and loses.
pub fn members_unusable(problem: &str, kept: usize, put_back: Option<PutBack>) -> String {
    use super::msg;
    let words = if kept > 0 {
        msg::TellUnusableKept {
            problem,
            count: kept,
        }
        .say()
    } else {
        msg::tell_unusable_none(problem)
    };
    match put_back {
        Some(PutBack::AsRead { members }) => msg::TellUnusableAsRead {
            words,
            count: members,
        }
        .say(),
        Some(PutBack::Backup {
            members: Some(count),
        }) => msg::TellUnusableBackupCount { words, count }.say(),
        Some(PutBack::Backup { members: None }) => msg::tell_unusable_backup(words),
        None => words,
    }
}

/// The top bar's word for a member list that cannot be used (the whole problem on hover).
pub fn members_damaged() -> String {
    super::msg::tell_members_damaged()
}

/// A print-out or export of the season refused while the member list cannot be used.
pub fn season_output_refused(what: &str) -> String {
    super::msg::tell_season_output_refused(what)
}

/// What the ladders' prizes column counts (R-SEASON-3's interpretation): every star
/// evening's prizes, counted among the best N or not.
pub fn season_prizes_heading() -> String {
    super::msg::tell_season_prizes_heading()
}

/// The same column's name in the ladders' CSV (lowercased there): a CSV column's name is
/// data, the same in every language, like the file's other column names.
pub const SEASON_PRIZES_COLUMN: &str = "Prizes, all evenings";

/// N in words: "the best 3 evenings count", "every evening counts".
pub fn best_words(best: Option<u32>) -> String {
    super::msg::tell_best(best.unwrap_or(0))
}

/// M in words: "2 evenings to be placed".
pub fn min_evenings_words(min: u32) -> String {
    super::msg::tell_min_evenings(min)
}

/// A change to the club's files, in the words the top bar and Ctrl+Z's message use: each
/// names what it changed (the season, the member).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClubChangeWords<'a> {
    /// A season made.
    SeasonMade(&'a str),
    /// An evening added to a season (its title).
    EveningAdded(&'a str, &'a str),
    /// An evening taken out of a season (its title or file).
    EveningTakenOut(&'a str, &'a str),
    /// N set for a season.
    Best(&'a str, Option<u32>),
    /// M set for a season.
    MinEvenings(&'a str, u32),
    /// A member added.
    MemberAdded(&'a str),
    /// A member renamed (old name, new name).
    Renamed(&'a str, &'a str),
    /// A member's side set (name, "lady", "gentleman" or "side not said").
    Side(&'a str, &'a str),
    /// A spelling joined to a member.
    Joined(&'a str, &'a str),
    /// A spelling taken from a member.
    Unjoined(&'a str, &'a str),
    /// A member taken off the list.
    MemberRemoved(&'a str),
    /// A member's mail address kept (their name; whether their evenings are mailed). The
    /// address itself is never in these words: they are shown and kept for undo.
    Address(&'a str, bool),
    /// A member's mail address forgotten.
    AddressForgotten(&'a str),
    /// New names join the list when a party starts, or not.
    AddNewNames(bool),
    /// New names joined the list as a party started.
    NewNamesJoined(usize),
}

/// A change to the club's files in words ("the best 3 evenings count in Autumn").
pub fn club_change(change: &ClubChangeWords<'_>) -> String {
    use super::msg;
    use ClubChangeWords as C;
    match *change {
        C::SeasonMade(season) => msg::tell_change_season_made(season),
        C::EveningAdded(title, season) => msg::TellChangeEveningAdded { title, season }.say(),
        C::EveningTakenOut(title, season) => msg::TellChangeEveningTakenOut { title, season }.say(),
        C::Best(season, best) => msg::TellChangeInSeason {
            what: best_words(best),
            season,
        }
        .say(),
        C::MinEvenings(season, min) => msg::TellChangeInSeason {
            what: min_evenings_words(min),
            season,
        }
        .say(),
        C::MemberAdded(name) => msg::tell_change_member_added(name),
        C::Renamed(old, new) => msg::TellChangeRenamed { old, new }.say(),
        C::Side(name, side) => msg::TellChangeSide { name, side }.say(),
        C::Joined(spelling, member) => msg::TellChangeJoined { spelling, member }.say(),
        C::Unjoined(spelling, member) => msg::TellChangeUnjoined { spelling, member }.say(),
        C::MemberRemoved(name) => msg::tell_change_member_removed(name),
        C::Address(name, true) => msg::tell_change_address_mailed(name),
        C::Address(name, false) => msg::tell_change_address(name),
        C::AddressForgotten(name) => msg::tell_change_address_forgotten(name),
        C::AddNewNames(true) => msg::tell_change_new_names_join(),
        C::AddNewNames(false) => msg::tell_change_new_names_off(),
        C::NewNamesJoined(n) => msg::tell_change_new_names_joined(n),
    }
}

/// What the Undo key (`key`, "Ctrl+Z") does on the Season screen, for the top bar: the
/// season's last change, never the party's.
pub fn club_undo_hint(key: &str, what: Option<&str>) -> String {
    match what {
        Some(what) => super::msg::TellClubUndoHint { key, what }.say(),
        None => super::msg::tell_club_undo_nothing(key),
    }
}

/// Beside the Season screen's Undo: what it takes back, always the season's (nothing
/// when there is nothing: the button is greyed out, and says why on hover).
pub fn club_undo_line(what: Option<&str>) -> Option<String> {
    what.map(super::msg::tell_club_undo_line)
}

/// The heading of an evening's winners in the season table: "Winners" once it is over,
/// "Leading so far" while it is still in play (its places may change).
pub fn season_winners_heading(over: bool) -> String {
    if over {
        super::msg::tell_season_winners()
    } else {
        super::msg::tell_season_leading()
    }
}

/// A party's key (the bell, the round, its clock) pressed on the Season screen, where the
/// keys leave the evening alone: `key` as typed, `round` the Round screen's key.
pub fn evening_keys_wait(key: &str, round: &str) -> String {
    super::msg::TellEveningKeysWait { key, round }.say()
}

/// The Season screen with no ladder because no evening added is finished.
pub fn no_finished_evening() -> String {
    super::msg::tell_no_finished_evening()
}

/// The Season screen with no ladder though finished evenings were added: they were
/// scored by score cards (R-ALT), which give places but no stars nor matchpoints.
pub fn only_score_card_evenings() -> String {
    super::msg::tell_only_score_card_evenings()
}
