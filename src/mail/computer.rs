//! The computer's own mail server (issue 53 §4): kept in the program's folder of the
//! user's (the window and the command line say which), never in a party file, and
//! never with its password.

use super::server::MailServer;

/// The file of the computer's mail server, in the program's own folder.
pub const SERVER_FILE: &str = "mail-server.ron";

/// The mail server kept in `dir`, if any.
pub fn server_in(dir: &std::path::Path) -> Option<MailServer> {
    let path = dir.join(SERVER_FILE);
    let text = std::fs::read_to_string(path).ok()?;
    ron::from_str(&text).ok()
}

/// Keeps the computer's mail server in `dir` (no password: that is never written).
pub fn keep_server(dir: &std::path::Path, server: &MailServer) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let text = ron::ser::to_string_pretty(server, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    crate::store::replace_atomically(
        &crate::store::RealDisk,
        &dir.join(SERVER_FILE),
        text.as_bytes(),
    )
}
