//! The table's page in a real browser: headless Chromium driven through chromedriver
//! (Debian's `chromium` and `chromium-driver`, installed by .ci/run) opens a table's
//! link, enters four deals as a guest would, sends them, and the party file has them.
//! Every wait is bounded.

use fantoccini::Locator;

use crate::support::browser::*;
use crate::support::phones::{open_round, serve};

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
        let client = browser(port, &profile).await;
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
    let round = party.state().star().unwrap().current_round().unwrap();
    let (_, result) = round.table(2).unwrap();
    let result = result.as_ref().expect("table 2 reported");
    assert_eq!((result.ns, result.ew), (10, 14));
    assert_eq!(result.deals.as_ref().map(Vec::len), Some(4));
    assert!(shot.starts_with(b"\x89PNG"));
    crate::support::browser::keep_screenshot("phone-table.png", &shot);
}

#[test]
fn a_duplicate_tables_phone_sends_its_trays_one_by_one_in_a_real_browser() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let (_, before) = cinch_party::store::load(&path).unwrap();
    let m = *before
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    let trays = m.trays_at(2, 3);
    let served = serve(&path);
    let link = served.links[2].clone();
    let (_driver, port) = chromedriver();
    let profile = dir.path().join("chromium");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let shot = runtime.block_on(async {
        let client = browser(port, &profile).await;
        client.goto(&link).await.unwrap();
        let first = trays[0];
        wait_for("the trays", || async {
            client
                .find(Locator::Id(&format!("bidder-{first}")))
                .await
                .is_ok()
        })
        .await;
        let title = client.find(Locator::Id("title")).await.unwrap();
        assert_eq!(title.text().await.unwrap(), "Table 3");
        let ew = client.find(Locator::Id("ew")).await.unwrap();
        let expected = format!("E–W {} (", m.ew_at(2, 3).unwrap().number);
        assert!(ew.text().await.unwrap().starts_with(&expected));
        // The first tray: West bid 5, North–South took 4 (East–West's 10 fill themselves).
        client
            .find(Locator::Id(&format!("bidder-{first}")))
            .await
            .unwrap()
            .select_by_value("west")
            .await
            .unwrap();
        client
            .find(Locator::Id(&format!("bid-{first}")))
            .await
            .unwrap()
            .select_by_value("5")
            .await
            .unwrap();
        let points = client
            .find(Locator::Id(&format!("ns-points-{first}")))
            .await
            .unwrap();
        points.clear().await.unwrap();
        points.send_keys("4").await.unwrap();
        let other = client
            .find(Locator::Id(&format!("ew-points-{first}")))
            .await
            .unwrap();
        assert_eq!(other.prop("value").await.unwrap().as_deref(), Some("10"));
        client
            .find(Locator::Css(&format!("#form-{first} button.main")))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let outcome = format!("outcome-{first}");
        wait_for("the first tray with the host", || async {
            match client.find(Locator::Id(&outcome)).await {
                Ok(e) => e
                    .text()
                    .await
                    .is_ok_and(|t| t.starts_with("✓ With the host")),
                Err(_) => false,
            }
        })
        .await;
        let said = client.find(Locator::Id(&outcome)).await.unwrap();
        assert_eq!(
            said.text().await.unwrap(),
            "✓ With the host: West bid 5 and made it: N–S 0, E–W 6"
        );
        // The second tray was not played.
        let second = trays[1];
        client
            .find(Locator::Css(&format!("#form-{second} button[type=button]")))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        wait_for("every tray with the host", || async {
            match client.find(Locator::Id("message")).await {
                Ok(e) => e
                    .text()
                    .await
                    .is_ok_and(|t| t.contains("Wait for the bell")),
                Err(_) => false,
            }
        })
        .await;
        let shot = client.screenshot().await.unwrap();
        client.close().await.unwrap();
        shot
    });
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let dup = party.state().duplicate().unwrap().dup;
    match dup.outcome(2, 3, trays[0]) {
        Some(cinch_party::rules::duplicate::TrayPlay::Played(deal)) => {
            assert_eq!((deal.ns_points, deal.ew_points), (4, 10));
            assert_eq!(deal.bid.map(|b| b.amount), Some(5));
        }
        other => panic!("tray {} at table 3: {other:?}", trays[0]),
    }
    assert_eq!(
        dup.outcome(2, 3, trays[1]),
        Some(cinch_party::rules::duplicate::TrayPlay::NotPlayed)
    );
    assert!(shot.starts_with(b"\x89PNG"));
    crate::support::browser::keep_screenshot("phone-duplicate.png", &shot);
}
