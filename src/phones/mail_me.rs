//! A guest at the door gives their address on the guests' page (issue 53 §1): their
//! name found among tonight's guests (the whole name, or enough of it to name one), the
//! address checked, and both kept in the mail file beside the party — never in the
//! party file, and only for this guest's own evening.

use super::reply::{Heard, Reply, Said};
use crate::mail::{MailBook, check_address};
use crate::rules::GuestId;
use crate::rules::guests::name_key;
use crate::store::PartyFile;
use crate::transcript::guest::find_guests;
use crate::words::msg;

use super::wire::MailMeBody;

/// The answer to `POST /mail-me`.
pub(super) fn answer(file: &PartyFile, body: &MailMeBody) -> (Reply, Option<Heard>) {
    let refuse = |status: u16, words: String| (Reply::refuse(status, words, None), None);
    if !body.consent {
        return refuse(422, msg::heard_mail_no_consent());
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
        refuse(503, msg::heard_mail_cannot_keep(error.to_string()))
    };
    let mut book = match MailBook::open(file.path()) {
        Ok(book) => book,
        Err(error) => return cannot(error),
    };
    // An address already given is never replaced from the door, where anyone could type
    // another guest's name: the host changes it (trial).
    if book.contact(guest).is_some_and(|c| c.address != address) {
        return refuse(409, msg::heard_mail_host_has(name.as_str()));
    }
    // Nor a club member's kept address (by any of their spellings, R-SEASON-1): a
    // host's trial sent a member's evening to whatever the door was told.
    let members = super::door::members_beside(file);
    let kept = members
        .find(&name)
        .and_then(|m| members.members.get(m)?.address.clone());
    if kept.is_some_and(|kept| kept != address) {
        return refuse(409, msg::heard_mail_club_has(name.as_str()));
    }
    if let Err(error) = book.set_address(guest, &address, true) {
        return cannot(error);
    }
    let over = state.phase() == crate::rules::Phase::Finished;
    let said = msg::HeardMailThanks {
        over: super::heard::yes(over),
        name: name.as_str(),
        address: address.to_string(),
    }
    .say();
    (
        Reply::ok(serde_json::json!({ "said": said })),
        Some(Heard::MailAddress {
            words: Said::MailAddress { name },
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
            msg::heard_mail_no_guest(crate::words::quote(typed, 40)),
        )),
        (None, _) => Err((409, msg::heard_mail_many())),
    }
}
