//! The club season's words: what the host is told about names and members (R-SEASON-1),
//! the season's changes and the member list's damage (issue 49).

use crate::rules::Side;

/// The side a member usually plays, as the member list says it.
pub fn member_side(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::Lady) => "lady",
        Some(Side::Gentleman) => "gentleman",
        None => "side not said",
    }
}

/// A spelling joined to a member who played the same evening under another name: what
/// the season did, and how to mend it.
pub fn season_clash(spelling: &str, member: &str, evening: &str) -> String {
    format!(
        "{spelling} is joined to {member}, but both played {evening}: one person cannot sit \
         twice in one evening, so {spelling} counts apart there. If they are two people, \
         take {spelling} from {member}'s other spellings (✕)."
    )
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
pub fn put_back_button(put_back: PutBack) -> &'static str {
    match put_back {
        PutBack::AsRead { .. } => "Put back the list as last read",
        PutBack::Backup { .. } => "Put back the previous version",
    }
}

/// The member list cannot be used: what is wrong (`problem`, the file's own words), that
/// the list shown is the one read before (when there was one), and what putting it back
/// does and loses.
pub fn members_unusable(problem: &str, kept: usize, put_back: Option<PutBack>) -> String {
    let mut words = problem.to_owned();
    if kept > 0 {
        words.push_str(&format!(
            " The {} shown here are the list as it was read before; nothing can be changed, \
             printed or exported from it until the file is mended.",
            crate::words::count(kept, "member", "members")
        ));
    } else {
        words.push_str(" Nothing can be printed or exported from the season until it is mended.");
    }
    match put_back {
        Some(PutBack::AsRead { members }) => words.push_str(&format!(
            " \"{}\" writes the list shown ({}) back as members.ron and keeps the damaged \
             file aside: nothing saved before the damage is lost.",
            put_back_button(PutBack::AsRead { members }),
            crate::words::count(members, "member", "members")
        )),
        Some(PutBack::Backup { members }) => {
            let held = members.map_or_else(String::new, |m| {
                format!(" ({})", crate::words::count(m, "member", "members"))
            });
            words.push_str(&format!(
                " Its previous version is kept as members.ron.bak{held}: \"{}\" (or \
                 `cinch-party restore members.ron`) puts it back and keeps the damaged file \
                 aside. It is one save older than the damaged file: the last change saved \
                 before the damage is lost, and must be made again.",
                put_back_button(PutBack::Backup { members })
            ));
        }
        None => {}
    }
    words
}

/// The top bar's word for a member list that cannot be used (the whole problem on hover).
pub const MEMBERS_DAMAGED: &str = "⚠ members.ron damaged";

/// A print-out or export of the season refused while the member list cannot be used.
pub fn season_output_refused(what: &str) -> String {
    format!(
        "The {what} was not made: members.ron cannot be used, so the ladders would count \
         the members wrongly (a member's other spellings as other people). Mend the member \
         list first (Season screen, at the top)."
    )
}

/// What the ladders' prizes column counts (R-SEASON-3's interpretation): every star
/// evening's prizes, counted among the best N or not.
pub const SEASON_PRIZES_HEADING: &str = "Prizes, all evenings";

/// N in words: "the best 3 evenings count", "every evening counts".
pub fn best_words(best: Option<u32>) -> String {
    match best.filter(|&n| n > 0) {
        Some(1) => "only the best evening counts".to_owned(),
        Some(n) => format!("the best {n} evenings count"),
        None => "every evening counts".to_owned(),
    }
}

/// M in words: "2 evenings to be placed".
pub fn min_evenings_words(min: u32) -> String {
    format!(
        "{} to be placed",
        crate::words::count(min as usize, "evening", "evenings")
    )
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
    use ClubChangeWords as C;
    match change {
        C::SeasonMade(season) => format!("the season {season} made"),
        C::EveningAdded(title, season) => format!("{title} added to {season}"),
        C::EveningTakenOut(title, season) => format!("{title} taken out of {season}"),
        C::Best(season, best) => format!("{} in {season}", best_words(*best)),
        C::MinEvenings(season, min) => format!("{} in {season}", min_evenings_words(*min)),
        C::MemberAdded(name) => format!("{name} made a member"),
        C::Renamed(old, new) => format!("{old} renamed {new}"),
        C::Side(name, side) => format!("{name}'s side set to {side}"),
        C::Joined(spelling, member) => format!("{spelling} joined to {member}"),
        C::Unjoined(spelling, member) => format!("{spelling} taken from {member}"),
        C::MemberRemoved(name) => format!("{name} taken off the member list"),
        C::Address(name, true) => format!("{name}'s mail address kept, their evenings mailed"),
        C::Address(name, false) => format!("{name}'s mail address kept, not mailed"),
        C::AddressForgotten(name) => format!("{name}'s mail address forgotten"),
        C::AddNewNames(true) => "new names join the list when a party starts".to_owned(),
        C::AddNewNames(false) => "new names stay off the list".to_owned(),
        C::NewNamesJoined(n) => format!(
            "{} joined the member list",
            crate::words::count(*n, "new name", "new names")
        ),
    }
}

/// What the Undo key (`key`, "Ctrl+Z") does on the Season screen, for the top bar: the
/// season's last change, never the party's.
pub fn club_undo_hint(key: &str, what: Option<&str>) -> String {
    match what {
        Some(what) => {
            format!("{key} on the Season screen takes back the season's last change: {what}.")
        }
        None => format!(
            "Nothing to take back in the season. {key} on the party's screens takes back the \
             party's own actions."
        ),
    }
}

/// Beside the Season screen's Undo: what it takes back, always the season's (nothing
/// when there is nothing: the button is greyed out, and says why on hover).
pub fn club_undo_line(what: Option<&str>) -> Option<String> {
    what.map(|what| format!("Undo in the season: {what}"))
}

/// The heading of an evening's winners in the season table: "Winners" once it is over,
/// "Leading so far" while it is still in play (its places may change).
pub fn season_winners_heading(over: bool) -> &'static str {
    if over { "Winners" } else { "Leading so far" }
}

/// A party's key (the bell, the round, its clock) pressed on the Season screen, where the
/// keys leave the evening alone: `key` as typed, `round` the Round screen's key.
pub fn evening_keys_wait(key: &str, round: &str) -> String {
    format!(
        "{key} changes the evening, and the Season screen's keys leave it alone: \
         {round} goes to the Round screen, where {key} works."
    )
}

/// The Season screen with no ladder because no evening added is finished.
pub const NO_FINISHED_EVENING: &str =
    "No finished evening yet: the ladders fill as evenings are added.";

/// The Season screen with no ladder though finished evenings were added: they were
/// scored by score cards (R-ALT), which give places but no stars nor matchpoints.
pub const ONLY_SCORE_CARD_EVENINGS: &str = "The finished evenings so far were scored by score \
     cards: they give each player a place (in their evenings, and the evenings CSV), not the \
     stars or matchpoints a ladder counts.";
