//! A guest at the door gives their address on the guests' page (issue 53 §1): their
//! name found among tonight's guests (the whole name, or enough of it to name one), the
//! address checked, and both kept in the mail file beside the party — never in the
//! party file, and only for this guest's own evening.

use super::reply::{Heard, Reply};
use crate::mail::{MailBook, check_address};
use crate::rules::GuestId;
use crate::rules::guests::name_key;
use crate::store::PartyFile;
use crate::transcript::guest::find_guests;

use super::wire::MailMeBody;

/// The answer to `POST /mail-me`.
pub(super) fn answer(file: &PartyFile, body: &MailMeBody) -> (Reply, Option<Heard>) {
    let refuse = |status: u16, words: String| (Reply::refuse(status, words, None), None);
    if !body.consent {
        return refuse(
            422,
            "Nothing was kept: tick \"Mail me my evening\" to have it mailed to you.".to_owned(),
        );
    }
    let state = file.party().state();
    let guest = match guest_named(state, body.name.trim()) {
        Ok(guest) => guest,
        Err((status, words)) => return refuse(status, words),
    };
    let address = match check_address(&body.address) {
        Ok(address) => address,
        Err(error) => {
            return refuse(
                422,
                format!("{}.", crate::words::capitalised(&error.to_string())),
            );
        }
    };
    let name = state.name(guest).to_owned();
    let cannot = |error: crate::mail::MailFileError| {
        refuse(
            503,
            format!("The host's laptop could not keep it ({error}): ask the host."),
        )
    };
    let mut book = match MailBook::open(file.path()) {
        Ok(book) => book,
        Err(error) => return cannot(error),
    };
    // An address already given is never replaced from the door, where anyone could type
    // another guest's name: the host changes it (trial).
    if book.contact(guest).is_some_and(|c| c.address != address) {
        return refuse(
            409,
            format!("The host already has an address for {name}: ask the host to change it."),
        );
    }
    // Nor a club member's kept address (by any of their spellings, R-SEASON-1): a
    // host's trial sent a member's evening to whatever the door was told.
    let members = super::door::members_beside(file);
    let kept = members
        .find(&name)
        .and_then(|m| members.members.get(m)?.address.clone());
    if kept.is_some_and(|kept| kept != address) {
        return refuse(
            409,
            format!("The club already has an address for {name}: ask the host to change it."),
        );
    }
    if let Err(error) = book.set_address(guest, &address, true) {
        return cannot(error);
    }
    let when = if state.phase() == crate::rules::Phase::Finished {
        "when the host sends the evenings"
    } else {
        "after the last bell"
    };
    let said = format!("Thank you, {name}: your own evening will be mailed to {address} {when}.");
    (
        Reply::ok(serde_json::json!({ "said": said })),
        Some(Heard::MailAddress {
            words: format!("{name} gave their address at the door, to be mailed their evening."),
        }),
    )
}

/// The guest a name typed at the door is: the whole name, enough of it to name one, or
/// the name without its accents; else the status and words of the refusal.
fn guest_named(state: &crate::rules::State, typed: &str) -> Result<GuestId, (u16, String)> {
    let mut found = find_guests(state, typed);
    if found.is_empty() {
        // Phones often type without accents: "Zoe Angstrom" is Zoë Ångström (trial).
        let plain = crate::publish::slug(typed);
        found = state
            .guests()
            .iter()
            .filter(|g| !g.removed && crate::publish::slug(&g.name) == plain)
            .map(|g| g.id)
            .collect();
    }
    let exact = found
        .iter()
        .copied()
        .find(|&g| name_key(state.name(g)) == name_key(typed));
    match (exact, found.as_slice()) {
        (Some(guest), _) | (None, &[guest]) => Ok(guest),
        (None, []) => Err((
            404,
            format!(
                "No guest of tonight's party is called {}: check the spelling, or ask the host.",
                crate::words::quote(typed, 40)
            ),
        )),
        (None, _) => Err((
            409,
            "More than one guest has that name: type your whole name.".to_owned(),
        )),
    }
}
