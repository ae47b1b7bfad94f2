//! A real mail server for the tests (issue 53): `smtp_server.py` beside this file, on
//! Debian's aiosmtpd, on a free port of 127.0.0.1, keeping every message it accepts in a
//! temporary folder, where the test reads each back and parses it (mail-parser). Every
//! wait is bounded; the server is stopped when dropped.

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use super::cups::free_port;

/// How the server speaks.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Plain,
    Starttls,
    Tls,
    /// STARTTLS, and AUTH required: only [`LOGIN`] is taken.
    StarttlsLogin,
}

/// The one user name and password a [`Mode::StarttlsLogin`] server takes.
pub const LOGIN: (&str, &str) = ("host@example.org", "correct horse: battery staple");

/// A certificate for 127.0.0.1, made by the test: its PEM, and the key's.
pub struct TestCert {
    pub dir: tempfile::TempDir,
}

impl TestCert {
    pub fn new() -> TestCert {
        let made = rcgen::generate_simple_self_signed(vec![
            "127.0.0.1".to_owned(),
            "localhost".to_owned(),
        ])
        .unwrap();
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("cert.pem"), made.cert.pem()).unwrap();
        std::fs::write(dir.path().join("key.pem"), made.signing_key.serialize_pem()).unwrap();
        TestCert { dir }
    }

    pub fn cert(&self) -> PathBuf {
        self.dir.path().join("cert.pem")
    }

    pub fn key(&self) -> PathBuf {
        self.dir.path().join("key.pem")
    }
}

/// A mail server of the test's own.
pub struct Smtp {
    pub out: tempfile::TempDir,
    pub port: u16,
    child: Child,
}

/// A message the server accepted, parsed back.
pub struct Received {
    /// The envelope's sender.
    pub mail_from: String,
    /// The envelope's recipients.
    pub rcpt_to: Vec<String>,
    /// The raw message.
    pub raw: Vec<u8>,
    /// The user name it was sent with (AUTH), if any.
    pub login: Option<String>,
}

impl Received {
    pub fn parsed(&self) -> mail_parser::Message<'_> {
        mail_parser::MessageParser::default()
            .parse(&self.raw)
            .expect("a message that parses")
    }

    /// The plain-text body.
    pub fn text(&self) -> String {
        self.parsed()
            .body_text(0)
            .map(|t| t.into_owned())
            .unwrap_or_default()
    }

    /// The HTML body.
    pub fn html(&self) -> String {
        self.parsed()
            .body_html(0)
            .map(|t| t.into_owned())
            .unwrap_or_default()
    }
}

/// Debian's Python, which has Debian's aiosmtpd (a python3 earlier on the PATH, such as
/// pyenv's, does not).
fn python() -> &'static str {
    if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

/// Whether Debian's aiosmtpd is installed; a failure that says what to install if not.
pub fn require_aiosmtpd() {
    let ok = Command::new(python())
        .args(["-c", "import aiosmtpd"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        ok,
        "aiosmtpd is missing: install it (apt-get install -y python3-aiosmtpd) to run the mail tests"
    );
}

impl Smtp {
    /// A plain server that takes everything at once.
    pub fn start() -> Smtp {
        Smtp::start_with(Mode::Plain, None, 0.0, &[])
    }

    /// A server in `mode` (with `cert` for TLS), `delay` seconds over each message,
    /// refusing recipients that contain any of `refuse`.
    pub fn start_with(mode: Mode, cert: Option<&TestCert>, delay: f64, refuse: &[&str]) -> Smtp {
        Smtp::start_at(
            free_port(),
            mode,
            cert,
            delay,
            refuse,
            tempfile::tempdir().unwrap(),
        )
    }

    /// The same, on `port`, keeping messages in `out` (a restart keeps what came before).
    pub fn start_at(
        port: u16,
        mode: Mode,
        cert: Option<&TestCert>,
        delay: f64,
        refuse: &[&str],
        out: tempfile::TempDir,
    ) -> Smtp {
        require_aiosmtpd();
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/smtp_server.py");
        let mut command = Command::new(python());
        command
            .arg(script)
            .arg("--port")
            .arg(port.to_string())
            .arg("--out")
            .arg(out.path())
            .arg("--delay")
            .arg(delay.to_string())
            .arg("--mode")
            .arg(match mode {
                Mode::Plain => "plain",
                Mode::Starttls | Mode::StarttlsLogin => "starttls",
                Mode::Tls => "tls",
            });
        if matches!(mode, Mode::StarttlsLogin) {
            command
                .arg("--login")
                .arg(format!("{}:{}", LOGIN.0, LOGIN.1));
        }
        for r in refuse {
            command.arg("--refuse").arg(r);
        }
        if let Some(cert) = cert {
            command
                .arg("--cert")
                .arg(cert.cert())
                .arg("--key")
                .arg(cert.key());
        }
        let child = command
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("python3 starts");
        let server = Smtp { out, port, child };
        for _ in 0..200 {
            if TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return server;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("the test mail server did not start on port {port} within ten seconds");
    }

    /// `smtp://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Every message kept so far.
    pub fn messages(&self) -> Vec<Received> {
        let mut found: Vec<PathBuf> = std::fs::read_dir(self.out.path())
            .unwrap()
            .filter_map(|e| Some(e.ok()?.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "eml"))
            .collect();
        found.sort();
        found
            .into_iter()
            .map(|eml| {
                let envelope: serde_json::Value = serde_json::from_str(
                    &std::fs::read_to_string(eml.with_extension("json")).unwrap(),
                )
                .unwrap();
                Received {
                    mail_from: envelope["from"].as_str().unwrap_or_default().to_owned(),
                    rcpt_to: envelope["to"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|v| v.as_str().unwrap().to_owned())
                        .collect(),
                    raw: std::fs::read(&eml).unwrap(),
                    login: envelope["login"].as_str().map(str::to_owned),
                }
            })
            .collect()
    }

    /// How many messages' data have arrived (kept or not).
    pub fn started(&self) -> usize {
        std::fs::read_dir(self.out.path())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with("started-"))
            .count()
    }

    /// Stops the server, keeping its messages' folder.
    pub fn stop(mut self) -> tempfile::TempDir {
        let _ = self.child.kill();
        let _ = self.child.wait();
        std::mem::replace(&mut self.out, tempfile::tempdir().unwrap())
    }
}

impl Drop for Smtp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
