//! The mail server's password in the system's keyring (issue 53 §4): Keychain on a Mac,
//! the Credential Manager on Windows, the Secret Service (GNOME Keyring, KWallet) on
//! Linux, through the `keyring` crate. One entry a server and user name; nothing is
//! ever written to a file of ours. Where there is no keyring, the caller keeps the
//! password in memory for the run and says so.

use super::server::MailServer;

/// The keyring's name for our entries.
pub const SERVICE: &str = "cinch-party mail";

/// Why the keyring could not be used, in words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyringError {
    /// The server asks for no user name: there is nothing to keep.
    #[error("{}", crate::words::msg::mailer_keyring_no_user())]
    NoUser,
    /// There is no keyring here, or it cannot be reached.
    #[error("{}", crate::words::msg::mailer_no_keyring(.0.as_str()))]
    NoKeyring(String),
    /// The keyring answered, but refused or failed.
    #[error("{}", crate::words::msg::mailer_keyring_refused(.0.as_str()))]
    Refused(String),
}

impl KeyringError {
    fn of(error: &keyring::Error) -> KeyringError {
        use keyring::Error;
        match error {
            Error::NoDefaultStore | Error::NoStorageAccess(_) | Error::PlatformFailure(_) => {
                KeyringError::NoKeyring(error.to_string())
            }
            other => KeyringError::Refused(other.to_string()),
        }
    }
}

/// The entry's account: the user at the server (`host@mail.example.org:587`), so that
/// two servers, or two users of one, keep their own passwords.
pub fn account(server: &MailServer) -> Option<String> {
    let user = server.user.as_deref().filter(|u| !u.trim().is_empty())?;
    Some(format!("{user}@{}:{}", server.host, server.port))
}

fn entry(server: &MailServer) -> Result<keyring::Entry, KeyringError> {
    let account = account(server).ok_or(KeyringError::NoUser)?;
    keyring::Entry::new(SERVICE, &account).map_err(|e| KeyringError::of(&e))
}

/// The password kept for `server`, if one is.
pub fn recall(server: &MailServer) -> Result<Option<String>, KeyringError> {
    match entry(server)?.get_password() {
        Ok(password) => Ok(Some(password)),
        Err(keyring::Error::NoEntry) => Ok(None),
        Err(other) => Err(KeyringError::of(&other)),
    }
}

/// Keeps `password` for `server` in the keyring.
pub fn remember(server: &MailServer, password: &str) -> Result<(), KeyringError> {
    entry(server)?
        .set_password(password)
        .map_err(|e| KeyringError::of(&e))
}

/// Takes the password kept for `server` out of the keyring (none kept is no fault).
pub fn forget(server: &MailServer) -> Result<(), KeyringError> {
    match entry(server)?.delete_credential() {
        Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
        Err(other) => Err(KeyringError::of(&other)),
    }
}
