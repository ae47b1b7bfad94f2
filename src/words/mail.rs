//! The words of the mail server's password (issue 53 §4): where it is kept, said once.

/// Said when the password typed is put in the system's keyring.
pub const PASSWORD_IN_KEYRING: &str =
    "The password is kept in this computer's keyring, for this server and user name.";

/// Said when a password is forgotten.
pub const PASSWORD_FORGOTTEN: &str =
    "The password is forgotten, here and in this computer's keyring.";

/// The password field's hover text.
pub const PASSWORD_WHERE: &str = "Kept in this computer's keyring (Keychain, Credential Manager, \
    GNOME Keyring or KWallet) where there is one; otherwise in memory until the window \
    closes. Never written to a file.";

/// Beside the password field: where the password known now is kept.
pub fn password_kept(in_keyring: bool) -> &'static str {
    if in_keyring {
        "kept in the keyring"
    } else {
        "for this run only"
    }
}

/// Said once a run when there is no keyring to keep the password in: `why`, the
/// keyring's own words.
pub fn password_for_this_run(why: &str) -> String {
    format!(
        "The password is kept only until the window closes, never written down: {why}. \
         You will be asked for it again next time."
    )
}
