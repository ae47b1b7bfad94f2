//! A guest at the door gives their address on the guests' page (issue 53 §1): their
//! name found among tonight's guests (the whole name, or enough of it to name one), the
//! address checked, and both kept in the mail file beside the party — never in the
//! party file, and only for this guest's own evening.

use super::reply::{Heard, Reply};
use crate::mail::{MailBook, check_address};
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
    let typed = body.name.trim();
    let found = find_guests(state, typed);
    let exact = found
        .iter()
        .copied()
        .find(|&g| name_key(state.name(g)) == name_key(typed));
    let guest = match (exact, found.as_slice()) {
        (Some(guest), _) | (None, &[guest]) => guest,
        (None, []) => {
            return refuse(
                404,
                format!(
                    "No guest of tonight's party is called {}: check the spelling, or ask the host.",
                    crate::words::quote(typed, 40)
                ),
            );
        }
        (None, _) => {
            return refuse(
                409,
                "More than one guest has that name: type your whole name.".to_owned(),
            );
        }
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
    let kept =
        MailBook::open(file.path()).and_then(|mut book| book.set_address(guest, &address, true));
    if let Err(error) = kept {
        return refuse(
            503,
            format!("The host's laptop could not keep it ({error}): ask the host."),
        );
    }
    let name = state.name(guest).to_owned();
    let said = format!(
        "Thank you, {name}: your own evening will be mailed to {address} after the last bell."
    );
    (
        Reply::ok(serde_json::json!({ "said": said })),
        Some(Heard::MailAddress {
            words: format!("{name} gave their address at the door, to be mailed their evening."),
        }),
    )
}
