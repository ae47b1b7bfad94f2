//! A real print service for the tests (issue 45): a CUPS scheduler of the test's own,
//! on a free port of 127.0.0.1, in a temporary folder, with the queues the test asks for.
//! Each queue prints to /dev/null, and CUPS keeps every job's document in its spool
//! (`PreserveJobFiles`), so a test reads back exactly the PDF each job sent. Nothing of
//! the computer's own printing is touched. Every wait is bounded.
//!
//! (CUPS's IPP Everywhere simulator, `ippeveprinter`, would do as well, but Debian 12's
//! will not start without Avahi running, even with `-r off`.)

use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A queue to set up: its name, whether it is the default, its paper (IPP media name).
pub struct Queue {
    pub name: &'static str,
    pub default: bool,
    pub media: &'static str,
}

pub const A4: &str = "iso_a4_210x297mm";
pub const LETTER: &str = "na_letter_8.5x11in";

/// A CUPS scheduler of the test's own; stopped when dropped.
pub struct Cups {
    dir: tempfile::TempDir,
    child: Child,
    port: u16,
}

/// `cupsd`, wherever the system keeps it, or a failure that says what to install.
fn cupsd() -> PathBuf {
    let mut places: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    places.extend(["/usr/sbin", "/usr/local/sbin", "/sbin"].map(PathBuf::from));
    places
        .into_iter()
        .map(|dir| dir.join("cupsd"))
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            panic!(
                "cupsd is missing: install CUPS (apt-get install -y cups) to run the printing tests"
            )
        })
}

/// A port of 127.0.0.1 that nothing listens on now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Cups {
    /// Starts a scheduler with `queues`, and waits (at most ten seconds) until it answers
    /// with all of them.
    pub fn start(queues: &[Queue]) -> Cups {
        Cups::start_at(free_port(), queues)
    }

    /// `start`, on `port`.
    pub fn start_at(port: u16, queues: &[Queue]) -> Cups {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        for sub in ["conf", "spool", "cache", "state", "log", "tmp"] {
            std::fs::create_dir_all(root.join(sub)).unwrap();
        }
        std::fs::write(root.join("conf/cupsd.conf"), cupsd_conf(port)).unwrap();
        std::fs::write(root.join("conf/cups-files.conf"), files_conf(root)).unwrap();
        std::fs::write(root.join("conf/printers.conf"), printers_conf(queues)).unwrap();
        let child = Command::new(cupsd())
            .arg("-f")
            .arg("-c")
            .arg(root.join("conf/cupsd.conf"))
            .arg("-s")
            .arg(root.join("conf/cups-files.conf"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let cups = Cups { dir, child, port };
        cups.wait_until_ready(queues.len());
        cups
    }

    fn wait_until_ready(&self, queues: usize) {
        let service = self.service();
        for _ in 0..400 {
            if TcpStream::connect(("127.0.0.1", self.port)).is_ok()
                && cinch_party::printers::list(&service).is_ok_and(|p| p.all.len() == queues)
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        let log = std::fs::read_to_string(self.dir.path().join("log/error_log"));
        panic!(
            "the test's CUPS did not answer on port {}: {log:?}",
            self.port
        );
    }

    /// "127.0.0.1:PORT", as `CUPS_SERVER` takes it.
    pub fn server(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// The print service the program is pointed at.
    pub fn service(&self) -> cinch_party::printers::PrintService {
        cinch_party::printers::PrintService::Cups(self.server())
    }

    /// The documents of the jobs so far, oldest first (CUPS keeps each as `dNNNNN-001`).
    pub fn jobs(&self) -> Vec<PathBuf> {
        let mut jobs: Vec<PathBuf> = std::fs::read_dir(self.dir.path().join("spool"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                name.starts_with('d') && name.ends_with("-001")
            })
            .collect();
        jobs.sort();
        jobs
    }

    /// Waits (at most ten seconds) until `count` jobs are in the spool; their documents.
    pub fn wait_for_jobs(&self, count: usize) -> Vec<PathBuf> {
        for _ in 0..400 {
            let jobs = self.jobs();
            if jobs.len() >= count {
                return jobs;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        panic!("expected {count} print jobs, found {:?}", self.jobs());
    }

    /// Each job of queue `name` (done or not, oldest first): the user it was printed for
    /// (IPP `job-originating-user-name`), as `lpstat -W all -o` lists it.
    pub fn job_users(&self, name: &str) -> Vec<String> {
        use ipp::prelude::*;
        let uri: Uri = format!("ipp://{}/printers/{name}", self.server())
            .parse()
            .unwrap();
        let mut request =
            IppRequestResponse::new(IppVersion::v1_1(), Operation::GetJobs, Some(uri.clone()))
                .unwrap();
        // Asked as root: CUPS tells a job's user only to its owner or an administrator.
        let attributes = [
            (
                "requesting-user-name",
                IppValue::new_name_without_language("root").unwrap(),
            ),
            ("which-jobs", IppValue::new_keyword("all").unwrap()),
            (
                "requested-attributes",
                IppValue::Array(vec![
                    IppValue::new_keyword("job-id").unwrap(),
                    IppValue::new_keyword("job-originating-user-name").unwrap(),
                ]),
            ),
        ];
        for (key, value) in attributes {
            request.attributes_mut().add(
                DelimiterTag::OperationAttributes,
                IppAttribute::with_name(key, value).unwrap(),
            );
        }
        let answer = IppClient::new(uri).send(request).unwrap();
        assert!(answer.header().status_code().is_success());
        answer
            .attributes()
            .groups_of(DelimiterTag::JobAttributes)
            .filter_map(|g| {
                g.get("job-originating-user-name")
                    .map(|a| a.value().to_string())
            })
            .collect()
    }

    /// Starts a stopped queue again, the way `cupsenable` does (IPP Resume-Printer).
    pub fn resume(&self, name: &str) {
        self.printer_operation(name, ipp::prelude::Operation::ResumePrinter);
    }

    /// Stops a queue the way `cupsdisable` does (IPP Pause-Printer), with a message.
    pub fn stop(&self, name: &str) {
        self.printer_operation(name, ipp::prelude::Operation::PausePrinter);
    }

    /// Asks CUPS, as root, for `operation` on queue `name`.
    fn printer_operation(&self, name: &str, operation: ipp::prelude::Operation) {
        use ipp::prelude::*;
        let uri: Uri = format!("ipp://{}/printers/{name}", self.server())
            .parse()
            .unwrap();
        let mut request =
            IppRequestResponse::new(IppVersion::v1_1(), operation, Some(uri.clone())).unwrap();
        request.attributes_mut().add(
            DelimiterTag::OperationAttributes,
            IppAttribute::with_name(
                "requesting-user-name",
                IppValue::new_name_without_language("root").unwrap(),
            )
            .unwrap(),
        );
        let answer = IppClient::new(uri).send(request).unwrap();
        assert!(answer.header().status_code().is_success());
    }
}

impl Drop for Cups {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn cupsd_conf(port: u16) -> String {
    format!(
        "Listen 127.0.0.1:{port}\nLogLevel warn\nWebInterface No\nBrowsing No\n\
         DefaultAuthType None\nPreserveJobFiles Yes\nPreserveJobHistory Yes\n\
         <Location />\nOrder allow,deny\nAllow all\n</Location>\n\
         <Policy default>\n<Limit All>\nOrder deny,allow\n</Limit>\n</Policy>\n"
    )
}

fn files_conf(root: &Path) -> String {
    let bin = ["/usr/lib/cups", "/usr/libexec/cups"]
        .into_iter()
        .find(|p| Path::new(p).is_dir())
        .unwrap_or("/usr/lib/cups");
    let at = |sub: &str| root.join(sub).display().to_string();
    format!(
        "ServerRoot {}\nRequestRoot {}\nCacheDir {}\nStateDir {}\nTempDir {}\n\
         ErrorLog {}\nAccessLog {}\nPageLog {}\nServerBin {bin}\nDataDir /usr/share/cups\n\
         FileDevice Yes\n",
        at("conf"),
        at("spool"),
        at("cache"),
        at("state"),
        at("tmp"),
        at("log/error_log"),
        at("log/access_log"),
        at("log/page_log"),
    )
}

fn printers_conf(queues: &[Queue]) -> String {
    let mut text = String::new();
    for queue in queues {
        let tag = if queue.default {
            "DefaultPrinter"
        } else {
            "Printer"
        };
        text.push_str(&format!(
            "<{tag} {}>\nInfo {}\nDeviceURI file:///dev/null\nState Idle\nType 4\n\
             Accepting Yes\nShared No\nJobSheets none none\nOpPolicy default\n\
             ErrorPolicy retry-job\nOption media {}\n</{tag}>\n",
            queue.name, queue.name, queue.media
        ));
    }
    text
}
