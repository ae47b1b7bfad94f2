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

/// A POST with the phone's languages: status and body.
fn post_as(url: &str, languages: &str, body: &str) -> (u16, serde_json::Value) {
    let mut response = client()
        .post(url)
        .header("Content-Type", "application/json")
        .header("Accept-Language", languages)
        .send(body)
        .unwrap();
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap();
    (status, serde_json::from_str(&text).unwrap())
}

#[test]
fn a_tables_pad_and_its_answers_speak_the_phones_language_and_the_host_hears_in_the_hosts() {
    let dir = tempfile::tempdir().unwrap();
    let party = open_round(dir.path(), 4, &["--open-round"]);
    let served = serve(&party);
    let link = served.links[0].clone();
    // The pad's page in Spanish, with the words its script needs and the switch.
    let (status, body, _) = page(&link, &[("Accept-Language", "es-MX,es;q=0.9")]);
    assert_eq!(status, 200);
    assert!(body.contains(r#"<html lang="es-419">"#), "{body}");
    assert!(body.contains("<h2>Planilla</h2>"), "{body}");
    assert!(
        body.contains(r#"data-w-who-bid="¿Quién apostó?""#),
        "{body}"
    );
    assert!(body.contains(r#"hreflang="de""#), "{body}");
    assert!(!body.contains("{{"), "a message left unrendered: {body}");
    // In German through the switch.
    let (_, body, _) = page(&format!("{link}?lang=de"), &[]);
    assert!(body.contains("<h2>Block</h2>"), "{body}");
    // A result sent from the Spanish phone: its answer in Spanish, the host's line in the
    // host's English.
    let (_, state, _) = page(&format!("{link}/state"), &[]);
    let state: serde_json::Value = serde_json::from_str(&state).unwrap();
    let round = state["round"].as_u64().unwrap();
    let (status, answer) = post_as(
        &format!("{link}/result"),
        "es",
        &format!(r#"{{"round":{round},"ns":30,"ew":20}}"#),
    );
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["title"], "Mesa 1 (principal)", "{answer}");
    served.wait_for_line(
        "Table 1 (head) sent its result from a phone: North–South 30, East–West 20.",
    );
    // A host's trial: the pad then said "Enviado desde table 1." (the table in English).
    let (_, state, _) = page(&format!("{link}/state"), &[("Accept-Language", "es")]);
    assert!(state.contains("Enviado desde mesa 1."), "{state}");
    assert!(!state.contains("table 1"), "{state}");
    // Another result for the same table: refused in the phone's own words.
    let (status, answer) = post_as(
        &format!("{link}/result"),
        "de-AT,de;q=0.9",
        &format!(r#"{{"round":{round},"ns":20,"ew":30}}"#),
    );
    assert_eq!(status, 409, "{answer}");
    assert_eq!(
        answer["error"],
        "Tisch 1 hat schon gemeldet: Nord–Süd 30, Ost–West 20. Wenn das falsch ist, bitten \
         Sie den Gastgeber, es zu korrigieren.",
        "{answer}"
    );
    // A body the host cannot read, refused before the host is asked: the phone's words.
    let (status, answer) = post_as(&format!("{link}/result"), "es", "[1]");
    assert_eq!(status, 400, "{answer}");
    assert_eq!(
        answer["error"], "No se entiende el pedido: envíe un objeto JSON.",
        "{answer}"
    );
}
