//! Issue 37, in a real browser (headless Chromium through chromedriver, at a phone's
//! 390×844): nothing a phone did not type is ever sent. A fresh star table's page and a
//! fresh duplicate table's page show every pad field empty and every send button
//! disabled, saying what is missing; a tray filled field by field enables its button only
//! once complete, and the host records exactly what was typed; taps on the disabled
//! buttons of a fresh page leave the party file byte for byte as it was. Every wait is
//! bounded. With `PHONE_SCREENSHOT=DIR` the pages are saved there, before and after.

use std::path::Path;
use std::time::Duration;

use fantoccini::{Client, Locator};

use crate::support::browser::{browser, chromedriver, wait_for};
use crate::support::phones::{open_round, serve};

/// A field's value as the page holds it.
async fn value(client: &Client, id: &str) -> String {
    let field = client.find(Locator::Id(id)).await.unwrap();
    field.prop("value").await.unwrap().unwrap_or_default()
}

/// Whether a button is disabled.
async fn disabled(client: &Client, id: &str) -> bool {
    let button = client.find(Locator::Id(id)).await.unwrap();
    button.prop("disabled").await.unwrap().as_deref() == Some("true")
}

async fn text(client: &Client, id: &str) -> String {
    let found = client.find(Locator::Id(id)).await.unwrap();
    found.text().await.unwrap()
}

/// Saves a screenshot as DIR/name.png when PHONE_SCREENSHOT names a folder.
async fn shoot(client: &Client, name: &str) {
    let shot = client.screenshot().await.unwrap();
    assert!(shot.starts_with(b"\x89PNG"));
    crate::support::browser::keep_screenshot(&format!("{name}.png"), &shot);
}

async fn select(client: &Client, id: &str, value: &str) {
    let field = client.find(Locator::Id(id)).await.unwrap();
    field.select_by_value(value).await.unwrap();
}

async fn type_in(client: &Client, id: &str, keys: &str) {
    let field = client.find(Locator::Id(id)).await.unwrap();
    field.send_keys(keys).await.unwrap();
}

async fn tap(client: &Client, id: &str) {
    tap_css(client, &format!("#{id}")).await;
}

async fn tap_css(client: &Client, css: &str) {
    let button = client.find(Locator::Css(css)).await.unwrap();
    // A disabled button takes the tap and does nothing; that is what is tested.
    let _ = button.click().await;
}

/// Runs `body` against a phone-sized browser with a profile in `dir`.
fn in_browser<F, Fut>(dir: &Path, body: F)
where
    F: FnOnce(Client) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let (_driver, port) = chromedriver();
    let profile = dir.join("chromium");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let client = browser(port, &profile).await;
        body(client).await;
    });
}

/// A duplicate evening's file (10 pairs, 2 trays a table, round 2 open) and table 3's
/// trays this round.
fn duplicate_party(dir: &Path) -> (std::path::PathBuf, Vec<u32>) {
    let path = dir.join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let movement = *party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap();
    (path, movement.trays_at(2, 3))
}

#[test]
fn r_37_a_fresh_duplicate_tray_is_empty_enables_send_only_when_complete_and_records_what_was_typed()
{
    let dir = tempfile::tempdir().unwrap();
    let (path, trays) = duplicate_party(dir.path());
    let served = serve(&path);
    let link = served.links[2].clone();
    let (n, other) = (trays[0], trays[1]);
    in_browser(dir.path(), |client| async move {
        client.goto(&link).await.unwrap();
        wait_for("the trays", || async {
            client.find(Locator::Id(&format!("send-{n}"))).await.is_ok()
        })
        .await;
        for tray in &trays {
            for field in ["bidder", "bid", "ns-points", "ew-points", "revoke"] {
                let id = format!("{field}-{tray}");
                assert_eq!(value(&client, &id).await, "", "{id} starts empty");
            }
            assert!(disabled(&client, &format!("send-{tray}")).await);
            assert_eq!(
                text(&client, &format!("why-{tray}")).await,
                "To send: choose who bid (or All passed)."
            );
        }
        shoot(&client, "duplicate-fresh").await;
        // Field by field: the button stays disabled, saying what is still missing.
        let (send, why) = (format!("send-{n}"), format!("why-{n}"));
        select(&client, &format!("bidder-{n}"), "east").await;
        assert!(disabled(&client, &send).await);
        assert_eq!(text(&client, &why).await, "To send: choose the bid.");
        select(&client, &format!("bid-{n}"), "6").await;
        assert!(disabled(&client, &send).await);
        assert_eq!(
            text(&client, &why).await,
            "To send: type the points North–South took."
        );
        select(&client, &format!("revoke-{n}"), "ns").await;
        assert!(disabled(&client, &send).await);
        type_in(&client, &format!("ns-points-{n}"), "15").await;
        assert!(disabled(&client, &send).await);
        assert_eq!(
            text(&client, &why).await,
            "To send: North–South's points are a whole number from 0 to 14."
        );
        let field = client
            .find(Locator::Id(&format!("ns-points-{n}")))
            .await
            .unwrap();
        field.clear().await.unwrap();
        type_in(&client, &format!("ns-points-{n}"), "9").await;
        // East–West's points fill themselves; only now may the tray go.
        assert_eq!(value(&client, &format!("ew-points-{n}")).await, "5");
        assert!(!disabled(&client, &send).await);
        assert_eq!(text(&client, &why).await, "");
        shoot(&client, "duplicate-filled").await;
        tap(&client, &send).await;
        let outcome = format!("outcome-{n}");
        wait_for("the tray with the host", || async {
            client
                .find(Locator::Id(&outcome))
                .await
                .unwrap()
                .text()
                .await
                .is_ok_and(|t| t.starts_with("✓ With the host"))
        })
        .await;
        assert_eq!(
            text(&client, &format!("fix-{n}")).await,
            "If that is wrong, ask the host to correct it."
        );
        shoot(&client, "duplicate-sent").await;
        client.close().await.unwrap();
    });
    use cinch_party::rules::deal::{Bid, Deal};
    use cinch_party::rules::duplicate::TrayPlay;
    use cinch_party::rules::{PairSide, Seat};
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let typed = Deal {
        bid: Some(Bid {
            bidder: Seat::East,
            amount: 6,
        }),
        ns_points: 9,
        ew_points: 5,
        revoke: Some(PairSide::NorthSouth),
        misdeal: false,
    };
    let dup = party.state().duplicate().unwrap().dup;
    assert_eq!(dup.outcome(2, 3, n), Some(TrayPlay::Played(typed)));
    assert_eq!(dup.outcome(2, 3, other), None, "the other tray untouched");
}

#[test]
fn r_37_a_fresh_star_pad_is_empty_and_adds_a_deal_only_once_it_is_complete() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let link = served.links[0].clone();
    in_browser(dir.path(), |client| async move {
        client.goto(&link).await.unwrap();
        wait_for("the pad", || async {
            client.find(Locator::Id("add")).await.is_ok()
        })
        .await;
        for id in ["bidder", "bid", "ns-points", "ew-points", "revoke"] {
            assert_eq!(value(&client, id).await, "", "{id} starts empty");
        }
        let misdeal = client.find(Locator::Id("misdeal")).await.unwrap();
        assert_eq!(
            misdeal.prop("checked").await.unwrap().as_deref(),
            Some("false")
        );
        assert!(disabled(&client, "add").await);
        assert_eq!(
            text(&client, "why").await,
            "To send: choose who bid (or All passed)."
        );
        // The totals of a paper pad: both empty, their button disabled too.
        tap(&client, "totals-summary").await;
        assert_eq!(value(&client, "ns-total").await, "");
        assert_eq!(value(&client, "ew-total").await, "");
        assert!(disabled(&client, "send-totals").await);
        assert_eq!(
            text(&client, "totals-why").await,
            "To send: type North–South's total."
        );
        shoot(&client, "star-fresh").await;
        // All passed: no bid to choose; the points still to type.
        select(&client, "bidder", "passed").await;
        assert!(disabled(&client, "bid").await);
        assert_eq!(
            text(&client, "why").await,
            "To send: type the points North–South took."
        );
        type_in(&client, "ew-points", "8").await;
        assert_eq!(value(&client, "ns-points").await, "6");
        assert!(!disabled(&client, "add").await);
        type_in(&client, "ns-total", "31").await;
        assert!(disabled(&client, "send-totals").await);
        assert_eq!(
            text(&client, "totals-why").await,
            "To send: type East–West's total."
        );
        type_in(&client, "ew-total", "-4").await;
        assert!(!disabled(&client, "send-totals").await);
        shoot(&client, "star-filled").await;
        tap(&client, "add").await;
        wait_for("the deal on the pad", || async {
            client
                .find_all(Locator::Css("#deals tr"))
                .await
                .is_ok_and(|rows| rows.len() == 1)
        })
        .await;
        // The next deal starts empty again.
        for id in ["bidder", "bid", "ns-points", "ew-points"] {
            assert_eq!(value(&client, id).await, "", "{id} empty again");
        }
        assert!(disabled(&client, "add").await);
        client.close().await.unwrap();
    });
}

#[test]
fn r_37_taps_on_a_fresh_pages_send_buttons_record_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let star = open_round(dir.path(), 8, &["--open-round"]);
    let (dup, trays) = duplicate_party(dir.path());
    let before = (std::fs::read(&star).unwrap(), std::fs::read(&dup).unwrap());
    let star_served = serve(&star);
    let dup_served = serve(&dup);
    let star_link = star_served.links[0].clone();
    let dup_link = dup_served.links[2].clone();
    in_browser(dir.path(), |client| async move {
        client.goto(&star_link).await.unwrap();
        wait_for("the pad", || async {
            client.find(Locator::Id("add")).await.is_ok()
        })
        .await;
        tap(&client, "add").await;
        tap_css(&client, "#totals-only summary").await;
        tap(&client, "send-totals").await;
        // Enter in an empty field submits nothing either.
        type_in(&client, "ns-points", "\u{E007}").await;
        client.goto(&dup_link).await.unwrap();
        let first = format!("#form-{} button.main", trays[0]);
        wait_for("the trays", || async {
            client.find(Locator::Css(&first)).await.is_ok()
        })
        .await;
        for tray in &trays {
            tap_css(&client, &format!("#form-{tray} button.main")).await;
        }
        // Long enough for any request a tap made to be answered and saved.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(
            client
                .find(Locator::Id("message"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap(),
            ""
        );
        client.close().await.unwrap();
    });
    drop((star_served, dup_served));
    assert_eq!(
        std::fs::read(&star).unwrap(),
        before.0,
        "star file unchanged"
    );
    assert_eq!(
        std::fs::read(&dup).unwrap(),
        before.1,
        "duplicate file unchanged"
    );
}
