//! A real browser (chromium through chromedriver, driven by fantoccini), every wait
//! bounded.

use fantoccini::ClientBuilder;
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// chromedriver, stopped when dropped.
pub struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Starts chromedriver on 127.0.0.1, waiting (bounded) until it listens.
pub fn chromedriver() -> (Driver, u16) {
    let port = free_port();
    let child = Command::new("chromedriver")
        .args([
            format!("--port={port}"),
            "--allowed-ips=127.0.0.1".to_owned(),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver runs (install chromium and chromium-driver, as the README says)");
    let driver = Driver(child);
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "chromedriver did not start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    (driver, port)
}

/// A headless Chromium session through chromedriver on `port`, a phone-sized window and
/// a profile of its own.
pub async fn browser(port: u16, profile: &std::path::Path) -> fantoccini::Client {
    browser_sized(port, profile, (390, 844)).await
}

/// A headless Chromium session through chromedriver on `port` whose page is exactly
/// `size` (width, height) — headless Chromium's window is at least 500 wide, so the
/// page's size is set as a device's — with a profile of its own.
pub async fn browser_sized(
    port: u16,
    profile: &std::path::Path,
    size: (u32, u32),
) -> fantoccini::Client {
    browser_speaking(port, profile, size, "en-US,en").await
}

/// A headless Chromium session as [`browser_sized`], whose `Accept-Language` is
/// `languages` ("es-MX,es"): a phone set to its guest's language (issue 51).
pub async fn browser_speaking(
    port: u16,
    profile: &std::path::Path,
    (width, height): (u32, u32),
    languages: &str,
) -> fantoccini::Client {
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".to_owned(),
        serde_json::json!({
            "mobileEmulation": {
                "deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0},
            },
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                format!("--window-size={width},{height}"),
                format!("--user-data-dir={}", profile.display()),
                format!("--accept-lang={languages}"),
            ],
        }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a browser session")
}

/// Polls `check` every 100 ms for at most 15 s.
pub async fn wait_for<F, Fut>(what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = Instant::now();
    while !check().await {
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "timed out: {what}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Saves a screenshot as DIR/`name` when `PHONE_SCREENSHOT` names a folder (to look at the
/// pages a test drove); does nothing otherwise.
pub fn keep_screenshot(name: &str, shot: &[u8]) {
    if let Some(dir) = std::env::var_os("PHONE_SCREENSHOT") {
        let dir = std::path::Path::new(&dir);
        std::fs::create_dir_all(dir).unwrap();
        std::fs::write(dir.join(name), shot).unwrap();
    }
}
