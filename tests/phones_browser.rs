//! The table's page in a real browser: headless Chromium driven through chromedriver
//! (Debian's `chromium` and `chromium-driver`, installed by .ci/run) opens a table's
//! link, enters four deals as a guest would, sends them, and the party file has them.
//! Every wait is bounded.

use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{ClientBuilder, Locator};

use crate::phones::{open_round, serve};

struct Driver(Child);

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
fn chromedriver() -> (Driver, u16) {
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

/// Polls `check` every 100 ms for at most 15 s.
async fn wait_for<F, Fut>(what: &str, mut check: F)
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

#[test]
fn a_guest_enters_four_deals_in_a_real_browser_and_sends_them_to_the_host() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let link = served.links[1].clone();
    let (_driver, port) = chromedriver();
    let profile = dir.path().join("chromium");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let shot = runtime.block_on(async {
        let mut capabilities = serde_json::Map::new();
        capabilities.insert(
            "goog:chromeOptions".to_owned(),
            serde_json::json!({
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-quic", "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--window-size=390,844",
                    format!("--user-data-dir={}", profile.display()),
                ],
            }),
        );
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .expect("a browser session");
        client.goto(&link).await.unwrap();
        wait_for("the seats", || async {
            match client.find(Locator::Id("north")).await {
                Ok(e) => e.text().await.is_ok_and(|t| !t.is_empty() && t != "—"),
                Err(_) => false,
            }
        })
        .await;
        let title = client.find(Locator::Id("title")).await.unwrap();
        assert_eq!(title.text().await.unwrap(), "Table 2");
        // Bidder, bid and North–South's points; East–West's fill themselves (14 a deal).
        let deals = [
            ("north", "3", "10"),
            ("east", "5", "4"),
            ("south", "2", "9"),
            ("west", "6", "3"),
        ];
        for (n, (bidder, bid, ns)) in deals.iter().enumerate() {
            let select = client.find(Locator::Id("bidder")).await.unwrap();
            select.select_by_value(bidder).await.unwrap();
            let select = client.find(Locator::Id("bid")).await.unwrap();
            select.select_by_value(bid).await.unwrap();
            let points = client.find(Locator::Id("ns-points")).await.unwrap();
            points.clear().await.unwrap();
            points.send_keys(ns).await.unwrap();
            client
                .find(Locator::Id("add"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            wait_for("the deal on the pad", || async {
                client
                    .find_all(Locator::Css("#deals tr"))
                    .await
                    .is_ok_and(|rows| rows.len() == n + 1)
            })
            .await;
        }
        let totals = client.find(Locator::Id("review-score")).await.unwrap();
        assert_eq!(totals.text().await.unwrap(), "North–South 10, East–West 14");
        client
            .find(Locator::Id("send"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        wait_for("the host's answer", || async {
            match client.find(Locator::Id("recorded-score")).await {
                Ok(e) => e.is_displayed().await.unwrap_or(false),
                Err(_) => false,
            }
        })
        .await;
        let said = client.find(Locator::Id("message")).await.unwrap();
        assert_eq!(said.text().await.unwrap(), "The host has it. Thank you!");
        let recorded = client.find(Locator::Id("recorded-from")).await.unwrap();
        assert_eq!(recorded.text().await.unwrap(), "Sent from table 2.");
        let shot = client.screenshot().await.unwrap();
        client.close().await.unwrap();
        shot
    });
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let round = party.state().current_round().unwrap();
    let (_, result) = round.table(2).unwrap();
    let result = result.as_ref().expect("table 2 reported");
    assert_eq!((result.ns, result.ew), (10, 14));
    assert_eq!(result.deals.as_ref().map(Vec::len), Some(4));
    assert!(shot.starts_with(b"\x89PNG"));
    if std::env::var_os("PHONE_SCREENSHOT").is_some() {
        std::fs::write("target/phone-table.png", shot).unwrap();
    }
}
