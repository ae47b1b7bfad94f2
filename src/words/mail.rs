//! The words of the mail server's password (issue 53 §4): where it is kept, said once.

/// Said when the password typed is put in the system's keyring.
pub fn password_in_keyring() -> String {
    super::msg::tell_password_in_keyring()
}

/// Said when a password is forgotten.
pub fn password_forgotten() -> String {
    super::msg::tell_password_forgotten()
}

/// The password field's hover text.
pub fn password_where() -> String {
    super::msg::tell_password_where()
}

/// Beside the password field: where the password known now is kept.
pub fn password_kept(in_keyring: bool) -> String {
    if in_keyring {
        super::msg::tell_password_kept_keyring()
    } else {
        super::msg::tell_password_kept_run()
    }
}

/// Said once a run when there is no keyring to keep the password in: `why`, the
/// keyring's own words.
pub fn password_for_this_run(why: &str) -> String {
    super::msg::tell_password_for_this_run(why)
}
