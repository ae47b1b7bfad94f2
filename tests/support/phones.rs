//! The phones' server under test on 127.0.0.1: an HTTP client, a party served, a round
//! opened.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A `serve` process, stopped (SIGKILL) when dropped.
pub struct Served {
    child: Child,
    /// The guests' page.
    pub seats: String,
    /// Each table's link, table 1 first.
    pub links: Vec<String>,
    /// What it printed after the links, line by line.
    pub lines: mpsc::Receiver<String>,
    /// What it printed before it was ready, besides the links.
    pub before_ready: Vec<String>,
    stdin: Option<std::process::ChildStdin>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Served {
    /// The process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The process.
    pub fn child_mut(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Types a line at `serve`'s terminal.
    pub fn type_line(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Waits (at most 20 s) for `serve` to print a line starting so.
    pub fn wait_for_line_starting(&self, start: &str) {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("serve never printed a line starting {start:?}"));
            if line.starts_with(start) {
                return;
            }
        }
    }

    /// Waits (at most 20 s) for `serve` to print this line.
    pub fn wait_for_line(&self, wanted: &str) {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("serve never printed {wanted:?}"));
            if line == wanted {
                return;
            }
        }
    }
}

/// Starts `cinch-party serve FILE` on 127.0.0.1 and a free port, and reads its links.
pub fn serve(file: &Path) -> Served {
    serve_with(file, &[])
}

/// `serve` with more arguments (`--wait-for-ok`), its terminal's input kept open.
/// `--as-nobody` (the tests' own word, not serve's) runs it as the user nobody, whom file
/// permissions stop (the tests may run as root). Results count at once (`--at-once`),
/// as the phones' tests written before issue 52 expect, unless the test asks for the
/// host's OK or for East–West's agreement (`--agree`, the tests' own word: serve's
/// default).
pub fn serve_with(file: &Path, extra: &[&str]) -> Served {
    let as_nobody = extra.contains(&"--as-nobody");
    let agree = extra.contains(&"--agree");
    let mut extra: Vec<&str> = extra
        .iter()
        .copied()
        .filter(|a| *a != "--as-nobody" && *a != "--agree")
        .collect();
    if !agree && !extra.contains(&"--wait-for-ok") {
        extra.push("--at-once");
    }
    let mut command = if as_nobody {
        let mut setpriv = Command::new("setpriv");
        setpriv.args(["--reuid=65534", "--regid=65534", "--clear-groups"]);
        setpriv.arg(env!("CARGO_BIN_EXE_cinch-party"));
        setpriv
    } else {
        Command::new(env!("CARGO_BIN_EXE_cinch-party"))
    };
    let mut child = command
        .args([
            "serve",
            file.to_str().unwrap(),
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
        ])
        .args(&extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take();
    let stdout = child.stdout.take().unwrap();
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let mut served = Served {
        child,
        seats: String::new(),
        links: Vec::new(),
        lines,
        before_ready: Vec::new(),
        stdin,
    };
    loop {
        let line = served
            .lines
            .recv_timeout(Duration::from_secs(20))
            .expect("serve printed its links in time");
        if line.starts_with("Ready: ") {
            break;
        }
        if let Some(url) = line.strip_prefix("where do I sit: ") {
            served.seats = url.to_owned();
        } else if let Some((_, url)) = line
            .split_once(": ")
            .filter(|(t, _)| t.starts_with("table "))
        {
            served.links.push(url.to_owned());
        } else {
            served.before_ready.push(line);
        }
    }
    served
}

/// An HTTP client that hands back every status as it is, with a time limit.
pub fn client() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into()
}

/// GET: status and body as JSON (or text wrapped in a string).
pub fn get(agent: &ureq::Agent, url: &str) -> (u16, serde_json::Value) {
    let mut response = agent.get(url).call().unwrap();
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)),
    )
}

/// POST a JSON body: status and body.
pub fn post(agent: &ureq::Agent, url: &str, body: &str) -> (u16, serde_json::Value) {
    let mut response = agent
        .post(url)
        .header("Content-Type", "application/json")
        .send(body)
        .unwrap();
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)),
    )
}

/// A rehearsal party with its last round open, saved in `dir`.
pub fn open_round(dir: &Path, couples: u32, extra: &[&str]) -> PathBuf {
    let path = dir.join("party.ron");
    let n = (couples).to_string();
    let mut args = vec![
        "simulate",
        "--ladies",
        &n,
        "--gentlemen",
        &n,
        "--rounds",
        "2",
        "--save",
    ];
    let p = path.to_str().unwrap().to_owned();
    args.push(&p);
    args.extend_from_slice(extra);
    let out = crate::support::cli::run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

/// The server's address from a link ("http://127.0.0.1:1234/t/…" → "http://127.0.0.1:1234").
pub fn base_of(link: &str) -> String {
    let rest = link.trim_start_matches("http://");
    format!("http://{}", rest.split('/').next().unwrap())
}
