//! Issue 51: each phone in its own guest's language. The guests' page follows the
//! browser's `Accept-Language` when the program speaks one of its languages, else the
//! party's; the page's switch (`?lang=`) is kept by the phone (a cookie) and wins over
//! the browser; what the page reads from the host (`/seats`) speaks the same.

use crate::support::phones::{client, open_round, serve};

/// The guests' page as a phone with these headers gets it: status, body, Set-Cookie.
fn page(url: &str, headers: &[(&str, &str)]) -> (u16, String, Option<String>) {
    let agent = client();
    let mut request = agent.get(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let mut response = request.call().unwrap();
    let cookie = response
        .headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let status = response.status().as_u16();
    (
        status,
        response.body_mut().read_to_string().unwrap(),
        cookie,
    )
}

#[test]
fn a_phone_gets_the_guests_page_in_its_browsers_language_and_keeps_the_one_it_picks() {
    let dir = tempfile::tempdir().unwrap();
    let party = open_round(dir.path(), 4, &[]);
    let served = serve(&party);
    let seats = served.seats.clone();
    // A Mexican phone: Latin American Spanish, the switch on top, the html tagged.
    let (status, body, cookie) = page(&seats, &[("Accept-Language", "es-MX,es;q=0.9,en;q=0.5")]);
    assert_eq!(status, 200);
    assert!(body.contains("¿Dónde me siento?"), "{body}");
    assert!(body.contains(r#"<html lang="es-419">"#), "{body}");
    assert!(body.contains(r#"<a href="?lang=de" hreflang="de" lang="de">Deutsch</a>"#));
    assert!(!body.contains("{{"), "a message left unrendered: {body}");
    assert_eq!(cookie, None, "only the switch keeps a language");
    // A French phone: none of ours, so the party's (English: a party from before).
    let (_, body, _) = page(&seats, &[("Accept-Language", "fr-FR,fr;q=0.9")]);
    assert!(
        body.contains("Where do I sit?") && body.contains(r#"lang="en""#),
        "{body}"
    );
    // The switch: German now, kept for the next visit, over the browser's Spanish.
    let (_, body, cookie) = page(&format!("{seats}?lang=de"), &[("Accept-Language", "es")]);
    assert!(body.contains("Wo sitze ich?"), "{body}");
    let cookie = cookie.expect("the switch keeps the language");
    assert!(cookie.starts_with("cinch-lang=de;"), "{cookie}");
    let kept = cookie.split(';').next().unwrap();
    let (_, body, _) = page(&seats, &[("Accept-Language", "es"), ("Cookie", kept)]);
    assert!(body.contains("Wo sitze ich?"), "{body}");
    // What the page reads from the host speaks the phone's language too.
    let (_, json, _) = page(&format!("{seats}seats"), &[("Accept-Language", "es")]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["headline"], "La noche terminó.", "{json}");
    let (_, json, _) = page(&format!("{seats}seats"), &[("Accept-Language", "de")]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["headline"], "Der Abend ist vorbei.", "{json}");
    let places: Vec<&str> = json["guests"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|g| g["place"].as_str())
        .collect();
    assert!(places.iter().all(|p| p.contains("Partner")), "{places:?}");
    // The door's page too, with its own words for what its script says.
    let (_, body, _) = page(&format!("{seats}check-in"), &[("Accept-Language", "de-CH")]);
    assert!(
        body.contains("<h1>Anmelden</h1>") && body.contains(r#"lang="de""#),
        "{body}"
    );
    assert!(
        body.contains(r#"data-no-name="Geben Sie zuerst Ihren Namen ein.""#),
        "{body}"
    );
    // A bad tag asked for is no language: the browser's then.
    let (_, body, cookie) = page(&format!("{seats}?lang=xx"), &[("Accept-Language", "de")]);
    assert!(body.contains("Wo sitze ich?") && cookie.is_none(), "{body}");
}
