//! The room on the phones in a real browser (issue 52): headless Chromium through
//! chromedriver, `serve` with its default (a result counts when East–West agree). A
//! table sends its totals, East–West agree on the same page, and it counts; another's
//! East–West disagree, the host is called, and `coming N` at serve's terminal reaches the
//! phone; a third calls the host with its key. Each page asks for the screen wake lock.
//! Every wait is bounded.

use fantoccini::{Client, Locator};

use crate::support::browser::*;
use crate::support::phones::{open_round, serve_with};

async fn text(client: &Client, id: &str) -> String {
    match client.find(Locator::Id(id)).await {
        Ok(e) => e.text().await.unwrap_or_default(),
        Err(_) => String::new(),
    }
}

async fn shown(client: &Client, id: &str) -> bool {
    match client.find(Locator::Id(id)).await {
        Ok(e) => e.is_displayed().await.unwrap_or(false),
        Err(_) => false,
    }
}

async fn click(client: &Client, id: &str) {
    client
        .find(Locator::Id(id))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Opens a table's page and sends `ns`–`ew` as totals kept on paper.
async fn send_totals(client: &Client, link: &str, ns: &str, ew: &str) {
    client.goto(link).await.unwrap();
    wait_for("the seats", || async {
        let north = text(client, "north").await;
        !north.is_empty() && north != "—"
    })
    .await;
    click(client, "totals-summary").await;
    for (id, value) in [("ns-total", ns), ("ew-total", ew)] {
        let field = client.find(Locator::Id(id)).await.unwrap();
        field.send_keys(value).await.unwrap();
    }
    click(client, "send-totals").await;
}

#[test]
fn east_west_agree_or_call_the_host_on_the_tables_phone_and_the_host_answers() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let mut served = serve_with(&path, &["--agree"]);
    let links = served.links.clone();
    let (_driver, port) = chromedriver();
    let profile = dir.path().join("chromium");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let client = runtime.block_on(browser(port, &profile));
    // Table 1: put to East–West, who agree.
    let shot = runtime.block_on(async {
        send_totals(&client, &links[0], "51", "41").await;
        wait_for("the question to East–West", || shown(&client, "agree")).await;
        assert_eq!(
            text(&client, "agree-question").await,
            "East–West: do you agree? North–South 51, East–West 41"
        );
        assert!(
            !shown(&client, "pad").await,
            "no second result while it waits"
        );
        let lock = client
            .execute("return document.body.dataset.wakeLock", vec![])
            .await
            .unwrap();
        assert!(
            lock == "held" || lock == "refused",
            "the page asked for the wake lock: {lock}"
        );
        let shot = client.screenshot().await.unwrap();
        click(&client, "agree-yes").await;
        wait_for("the recorded result", || shown(&client, "recorded")).await;
        assert_eq!(
            text(&client, "recorded-score").await,
            "North–South 51, East–West 41"
        );
        assert!(!shown(&client, "agree").await);
        shot
    });
    crate::support::browser::keep_screenshot("phone-agree.png", &shot);
    served
        .wait_for_line_starting("Table 1 (head) sent its result from a phone, agreed by East–West");
    // Table 2: East–West disagree; the host is called and says so at the terminal.
    runtime.block_on(async {
        send_totals(&client, &links[1], "30", "12").await;
        wait_for("the question to East–West", || shown(&client, "agree")).await;
        click(&client, "agree-no").await;
        wait_for("the call", || async {
            text(&client, "call-said")
                .await
                .contains("You have called the host")
        })
        .await;
        assert!(
            text(&client, "message")
                .await
                .contains("East–West do not agree")
        );
    });
    served.wait_for_line_starting("Table 2 calls the host: East–West do not agree");
    served.type_line("coming 2");
    served.wait_for_line_starting("Table 2's call: answered");
    runtime.block_on(async {
        client.refresh().await.unwrap();
        wait_for("the host on the way", || async {
            text(&client, "call-said").await.contains("on the way")
        })
        .await;
    });
    // Table 3 calls with its key.
    runtime.block_on(async {
        client.goto(&links[2]).await.unwrap();
        wait_for("the call key", || shown(&client, "call-host")).await;
        click(&client, "call-host").await;
        wait_for("the call", || async {
            text(&client, "call-said")
                .await
                .contains("You have called the host")
        })
        .await;
        client.clone().close().await.unwrap();
    });
    served.wait_for_line_starting("Table 3 calls the host.");
    drop(served);
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let state = party.state();
    let round = state.star().unwrap().current_round().unwrap();
    let result = |t| round.table(t).unwrap().1.as_ref().map(|r| (r.ns, r.ew));
    assert_eq!(result(1), Some((51, 41)));
    assert_eq!(result(2), None, "disagreed: it waits for the host");
    let open: Vec<u32> = state.open_calls().iter().map(|c| c.table).collect();
    assert_eq!(open, vec![3]);
    assert!(
        party
            .history()
            .iter()
            .any(|e| e.action == cinch_party::rules::Action::Agree { table: 1 })
    );
}

#[test]
fn a_guest_checks_in_at_the_door_in_a_real_browser_and_joins_when_the_host_lets_them_in() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 4, &["--open-round"]);
    let mut served = serve_with(&path, &["--agree"]);
    let door = format!("{}check-in", served.seats);
    let (_driver, port) = chromedriver();
    let profile = dir.path().join("chromium");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let shot = runtime.block_on(async {
        let client = browser(port, &profile).await;
        client.goto(&door).await.unwrap();
        wait_for("the party's door", || shown(&client, "sides")).await;
        // No side ticked: the page says so before anything is sent.
        let name = client.find(Locator::Id("name")).await.unwrap();
        name.send_keys("Zoë Ångström").await.unwrap();
        click(&client, "check-in").await;
        assert!(
            text(&client, "message")
                .await
                .contains("lady or a gentleman")
        );
        click(&client, "side-lady").await;
        click(&client, "check-in").await;
        wait_for("the door's answer", || async {
            text(&client, "message")
                .await
                .starts_with("Thank you, Zoë Ångström")
        })
        .await;
        let shot = client.screenshot().await.unwrap();
        served.wait_for_line_starting("Zoë Ångström is at the door");
        let (_, party) = cinch_party::store::load(&path).unwrap();
        assert!(
            !party
                .state()
                .guests()
                .iter()
                .any(|g| g.name == "Zoë Ångström"),
            "not a guest before the host's key"
        );
        served.type_line("in Zoë Ångström");
        served.wait_for_line("1 guest done.");
        // The page hears it by itself (a host's trial: it said nothing after the host
        // decided).
        wait_for("the page to say the host let her in", || async {
            text(&client, "message")
                .await
                .starts_with("Welcome, Zoë Ångström")
        })
        .await;
        client.close().await.unwrap();
        shot
    });
    crate::support::browser::keep_screenshot("phone-check-in.png", &shot);
    drop(served);
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let state = party.state();
    let zoe = state
        .guests()
        .iter()
        .find(|g| g.name == "Zoë Ångström")
        .unwrap();
    assert!(
        state.star().unwrap().waiting().contains(&zoe.id),
        "a late arrival waits"
    );
}
