//! Addresses given at the door (issue 53 §1): the guests' page ("Where do I sit?") has
//! "Your evening by mail"; a guest types their name, address and tick, and the address
//! is kept beside the party for their own evening — in a real browser (Chromium), and
//! over HTTP for every refusal: an unknown name, a bad address, no tick, a header
//! smuggled in the address.

use fantoccini::Locator;

use crate::support::browser::*;
use crate::support::phones::{client, open_round, post, serve};

fn mail_file(party: &std::path::Path) -> String {
    std::fs::read_to_string(party.with_file_name("party.mail.ron")).unwrap_or_default()
}

#[test]
fn a_guest_gives_their_address_at_the_door_and_refusals_are_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let party = open_round(dir.path(), 4, &["--open-round"]);
    let served = serve(&party);
    let base = served.seats.trim_end_matches('/').to_owned();
    let agent = client();
    let report = crate::support::cli::run(&["report", party.to_str().unwrap(), "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&report.stdout).unwrap();
    let name = json["guests"][0]["name"].as_str().unwrap().to_owned();
    let url = format!("{base}/mail-me");
    let body = |name: &str, address: &str, consent: bool| {
        serde_json::json!({ "name": name, "address": address, "consent": consent }).to_string()
    };
    // Refused, each in words, and nothing kept.
    let (status, said) = post(&agent, &url, &body("Nobody Here", "n@example.org", true));
    assert_eq!(status, 404);
    assert!(
        said["error"]
            .as_str()
            .unwrap()
            .contains("No guest of tonight's party")
    );
    let (status, said) = post(&agent, &url, &body(&name, "not an address", true));
    assert_eq!(status, 422, "{said}");
    assert!(
        said["error"]
            .as_str()
            .unwrap()
            .contains("is not a mail address"),
        "{said}"
    );
    let (status, _) = post(
        &agent,
        &url,
        &body(&name, "a@example.org\r\nBcc: eve@example.org", true),
    );
    assert_eq!(status, 422);
    let (status, said) = post(&agent, &url, &body(&name, "a@example.org", false));
    assert_eq!(status, 422);
    assert!(said["error"].as_str().unwrap().contains("tick"));
    let (status, _) = post(
        &agent,
        &url,
        r#"{"name":"x","address":"a@b.org","consent":true,"bcc":"e"}"#,
    );
    assert_eq!(status, 400, "an unknown field is refused");
    assert!(!mail_file(&party).contains("@"), "nothing kept yet");
    // Accepted: the whole name, the address kept beside the party, not in it.
    let (status, said) = post(&agent, &url, &body(&name, "guest0@example.org", true));
    assert_eq!(status, 200, "{said}");
    assert!(
        said["said"]
            .as_str()
            .unwrap()
            .contains("guest0@example.org")
    );
    assert!(mail_file(&party).contains("guest0@example.org"));
    assert!(
        !std::fs::read_to_string(&party)
            .unwrap()
            .contains("guest0@example.org")
    );

    // The same at the door in a real browser, for the second guest.
    let second = json["guests"][1]["name"].as_str().unwrap().to_owned();
    let (_driver, port) = chromedriver();
    let profile = dir.path().join("chromium");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let shot = runtime.block_on(async {
        let client = browser(port, &profile).await;
        client.goto(&served.seats).await.unwrap();
        let typed = |id: &'static str, text: String| {
            let client = client.clone();
            async move {
                let field = client.find(Locator::Id(id)).await.unwrap();
                field.send_keys(&text).await.unwrap();
            }
        };
        typed("mail-name", second.clone()).await;
        typed("mail-address", "second@example.org".to_owned()).await;
        client
            .find(Locator::Id("mail-consent"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        client
            .find(Locator::Id("mail-send"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        wait_for("the host's thanks", || async {
            match client.find(Locator::Id("message")).await {
                Ok(e) => e.text().await.is_ok_and(|t| t.contains("Thank you")),
                Err(_) => false,
            }
        })
        .await;
        let shot = client.screenshot().await.unwrap();
        client.close().await.unwrap();
        shot
    });
    keep_screenshot("mail-door", &shot);
    assert!(mail_file(&party).contains("second@example.org"));
}

/// A host's trial (issue 53): a club member's address, kept on the Season screen under
/// another spelling of tonight's name, was replaced by whatever the door was told, and
/// their evening mailed there. The door now refuses it, as it refuses to replace an
/// address of tonight's.
#[test]
fn the_door_never_replaces_a_club_members_kept_address_whatever_spelling_tonight_uses() {
    use cinch_party::season::MemberList;
    use cinch_party::season::files::{self, FileError};
    let dir = tempfile::tempdir().unwrap();
    let party = open_round(dir.path(), 4, &["--open-round"]);
    let report = crate::support::cli::run(&["report", party.to_str().unwrap(), "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&report.stdout).unwrap();
    let tonight = json["guests"][1]["name"].as_str().unwrap().to_owned();
    // The member is "Robert Q. Member", with tonight's name as another spelling.
    files::update_members(dir.path(), |list: &mut MemberList| {
        let at = list.add("Robert Q. Member", None)?;
        list.join(&tonight, at)?;
        list.set_address(at, Some("robert@club.test".into()), true)?;
        Ok::<(), FileError>(())
    })
    .unwrap();
    let served = serve(&party);
    let url = format!("{}/mail-me", served.seats.trim_end_matches('/'));
    let body = |address: &str| {
        serde_json::json!({ "name": tonight, "address": address, "consent": true }).to_string()
    };
    let (status, said) = post(&client(), &url, &body("someone.else@example.org"));
    assert_eq!(status, 409, "{said}");
    assert!(
        said["error"]
            .as_str()
            .unwrap()
            .contains("The club already has an address"),
        "{said}"
    );
    assert!(!mail_file(&party).contains("someone.else"));
    // The member's own address again is no change, and is taken.
    let (status, said) = post(&client(), &url, &body("robert@club.test"));
    assert_eq!(status, 200, "{said}");
}
