//! Issue 34 §2: what a careful probe of the phones' server still found, one test per
//! finding, over HTTP on 127.0.0.1, each leaving the party file as it should be: a tray
//! both "not played" and bid (D1), a tie's cut sent for the other side, alone and in a
//! race of six (D2), an unknown token on a JSON address (D4), a Host with a port that is
//! not ours or two Hosts (D5), a deal's unknown fields (D6), a charset or a compression
//! the server cannot read (D7), and errors that showed the parser's insides, with the
//! pages' script policy (D8). D3 (the host's OK lost) is in `phones_stop`.

use std::sync::{Arc, Barrier};

use crate::support::phones::{client, get, open_round, post, serve};
use crate::support::raw_http::{addr_of, raw, status_and_json};

/// "/t/TOKEN" of a link.
fn path_of(link: &str) -> String {
    let rest = link.trim_start_matches("http://");
    rest[rest.find('/').unwrap()..].to_owned()
}

/// A raw POST of `body` to `path`, with these extra header lines.
fn raw_post(to: std::net::SocketAddr, path: &str, headers: &str, body: &str) -> String {
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{headers}\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    raw(to, request.as_bytes())
}

/// A duplicate evening in round 2 (10 pairs, 2 trays a table) served; table 3's link
/// and its trays.
fn duplicate_served(
    dir: &std::path::Path,
) -> (std::path::PathBuf, crate::support::phones::Served, Vec<u32>) {
    let path = dir.join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&path, 10, 2, 2, true);
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let trays = party
        .state()
        .duplicate()
        .unwrap()
        .dup
        .fixed_movement()
        .unwrap()
        .trays_at(2, 3);
    let served = serve(&path);
    (path, served, trays)
}

#[test]
fn d1_a_tray_not_played_and_bid_is_refused_in_words_and_nothing_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let (path, served, trays) = duplicate_served(dir.path());
    let before = std::fs::read(&path).unwrap();
    let url = format!("{}/tray", served.links[2]);
    let tray = trays[0];
    for body in [
        format!(
            r#"{{"round":2,"tray":{tray},"not_played":true,"bidder":"north","bid":3,"ns_points":10,"ew_points":4}}"#
        ),
        format!(r#"{{"round":2,"tray":{tray},"not_played":true,"ns_points":0}}"#),
        format!(r#"{{"round":2,"tray":{tray},"not_played":true,"bidder":null}}"#),
    ] {
        let (status, answer) = post(&client(), &url, &body);
        assert_eq!(status, 400, "{body}: {answer}");
        assert_eq!(
            answer["error"],
            format!(
                "Tray {tray}: a tray not played has no bidder, bid or points. Send either \
                 \"not played\" or the deal."
            )
        );
    }
    assert_eq!(std::fs::read(&path).unwrap(), before);
    // "Not played" alone still goes in.
    let body = format!(r#"{{"round":2,"tray":{tray},"not_played":true}}"#);
    assert_eq!(post(&client(), &url, &body).0, 200);
}

#[test]
fn d2_a_cut_tie_sent_again_for_the_other_side_is_a_409_even_in_a_race_of_six() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let link = served.links[0].clone();
    let round = get(&client(), &format!("{link}/state")).1["round"]
        .as_u64()
        .unwrap();
    let tie = format!(r#"{{"round":{round},"ns":20,"ew":20}}"#);
    let (status, answer) = post(&client(), &format!("{link}/result"), &tie);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["needs_cut"], true);
    // Six phones send the cut at once, three for each lady.
    let barrier = Arc::new(Barrier::new(6));
    let answers: Vec<(String, u16, serde_json::Value)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..6)
            .map(|i| {
                let (barrier, link) = (barrier.clone(), link.clone());
                scope.spawn(move || {
                    let side = if i % 2 == 0 { "ns" } else { "ew" };
                    let body = format!(r#"{{"round":{round},"ns":20,"ew":20,"cut":"{side}"}}"#);
                    barrier.wait();
                    let (status, answer) = post(&client(), &format!("{link}/result"), &body);
                    (side.to_owned(), status, answer)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let (_, party) = cinch_party::store::load(&path).unwrap();
    let cuts = party
        .history()
        .iter()
        .filter(|e| {
            matches!(
                e.action,
                cinch_party::rules::Action::CutTie { table: 1, .. }
            )
        })
        .count();
    assert_eq!(cuts, 1, "one cut recorded");
    let state = get(&client(), &format!("{link}/state")).1;
    let winner = state["cut"]["winner"].as_str().unwrap().to_owned();
    for (side, status, answer) in &answers {
        if *side == winner {
            assert_eq!(*status, 200, "{answer}");
        } else {
            assert_eq!(*status, 409, "{answer}");
            let error = answer["error"].as_str().unwrap();
            assert!(
                error.starts_with("Table 1's tie is already cut."),
                "{error}"
            );
            assert!(error.ends_with("If that is wrong, ask the host to correct it."));
        }
    }
    // Alone, later: the same.
    let other = if winner == "ns" { "ew" } else { "ns" };
    let body = format!(r#"{{"round":{round},"ns":20,"ew":20,"cut":"{other}"}}"#);
    let before = std::fs::read(&path).unwrap();
    assert_eq!(post(&client(), &format!("{link}/result"), &body).0, 409);
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn d4_an_unknown_token_on_a_json_address_hears_json_words() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let to = addr_of(&served.seats);
    let unknown = "0123456789abcdef0123456789abcdef";
    for token in [unknown, "nonsense"] {
        for (method, address) in [
            ("GET", format!("/t/{token}/state")),
            ("POST", format!("/t/{token}/result")),
            ("POST", format!("/t/{token}/deals")),
            ("POST", format!("/t/{token}/score")),
            ("POST", format!("/t/{token}/tray")),
            ("GET", format!("/p/{token}/state")),
        ] {
            let answer = if method == "GET" {
                raw(
                    to,
                    format!(
                        "GET {address} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                    )
                    .as_bytes(),
                )
            } else {
                raw_post(to, &address, "Content-Type: application/json\r\n", "{}")
            };
            let (status, json) = status_and_json(&answer);
            assert_eq!(status, 404, "{address}");
            assert!(
                answer.contains("content-type: application/json"),
                "{address}: {answer}"
            );
            assert_eq!(
                json["error"],
                "This link is not known here. Ask the host for your table's link."
            );
        }
        // A page's address still answers with a page.
        let answer = raw(
            to,
            format!("GET /t/{token} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        );
        assert!(answer.starts_with("HTTP/1.1 404"));
        assert!(answer.contains("content-type: text/html"), "{answer}");
    }
}

#[test]
fn d5_a_host_with_a_port_not_ours_or_two_hosts_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let to = addr_of(&served.seats);
    let port = to.port();
    let state = format!("{}/state", path_of(&served.links[0]));
    let ask = |hosts: &[String]| {
        let lines: String = hosts.iter().map(|h| format!("Host: {h}\r\n")).collect();
        raw(
            to,
            format!("GET {state} HTTP/1.1\r\n{lines}Connection: close\r\n\r\n").as_bytes(),
        )
    };
    for refused in [
        format!("127.0.0.1:{port}@evil.com"),
        "localhost:abc".to_owned(),
        "127.0.0.1:99999".to_owned(),
        format!("127.0.0.1:{}", port.wrapping_add(1)),
        format!("localhost:{port}:{port}"),
    ] {
        let (status, json) = status_and_json(&ask(std::slice::from_ref(&refused)));
        assert_eq!(status, 421, "{refused}");
        assert!(
            json["error"]
                .as_str()
                .unwrap()
                .starts_with("This address is not the host's")
        );
    }
    for ours in [
        format!("127.0.0.1:{port}"),
        "127.0.0.1".to_owned(),
        format!("localhost:{port}"),
    ] {
        assert_eq!(
            status_and_json(&ask(std::slice::from_ref(&ours))).0,
            200,
            "{ours}"
        );
    }
    let two = [format!("127.0.0.1:{port}"), format!("127.0.0.1:{port}")];
    let (status, json) = status_and_json(&ask(&two));
    assert_eq!(status, 400);
    assert_eq!(
        json["error"],
        "The request names two hosts: send one Host header."
    );
}

#[test]
fn d6_a_deals_unknown_fields_are_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let link = &served.links[0];
    let round = get(&client(), &format!("{link}/state")).1["round"]
        .as_u64()
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    let deal = r#"{"bidder":"north","bid":3,"ns_points":10,"ew_points":4"#;
    for (field, extra) in [
        ("dealer", r#","dealer":"east"}"#),
        ("ns_score", r#","ns_score":99}"#),
        ("ew_score", r#","ew_score":1}"#),
    ] {
        for address in ["deals", "score"] {
            let body = format!(r#"{{"round":{round},"deals":[{deal}{extra}]}}"#);
            let (status, answer) = post(&client(), &format!("{link}/{address}"), &body);
            assert_eq!(status, 400, "{address} {field}: {answer}");
            assert_eq!(
                answer["error"],
                format!(
                    "The request is not understood: \"{field}\" is not something this address takes."
                )
            );
        }
    }
    assert_eq!(std::fs::read(&path).unwrap(), before);
    // On a duplicate tray too.
    let (dup, served, trays) = duplicate_served(dir.path());
    let before = std::fs::read(&dup).unwrap();
    let body = format!(
        r#"{{"round":2,"tray":{},"bidder":"north","bid":3,"ns_points":10,"ew_points":4,"ns_score":7}}"#,
        trays[0]
    );
    let (status, answer) = post(&client(), &format!("{}/tray", served.links[2]), &body);
    assert_eq!(status, 400, "{answer}");
    assert_eq!(std::fs::read(&dup).unwrap(), before);
}

#[test]
fn d7_a_charset_not_utf8_or_any_content_encoding_is_refused_with_415() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let to = addr_of(&served.seats);
    let result = format!("{}/result", path_of(&served.links[0]));
    let before = std::fs::read(&path).unwrap();
    let round = get(&client(), &format!("{}/state", served.links[0])).1["round"]
        .as_u64()
        .unwrap();
    let body = format!(r#"{{"round":{round},"ns":20,"ew":10}}"#);
    for headers in [
        "Content-Type: application/json; charset=utf-16\r\n",
        "Content-Type: application/json; charset=\"latin1\"\r\n",
        "Content-Type: application/json\r\nContent-Encoding: gzip\r\n",
        "Content-Type: application/json\r\nContent-Encoding: identity\r\n",
    ] {
        let (status, json) = status_and_json(&raw_post(to, &result, headers, &body));
        assert_eq!(status, 415, "{headers}");
        assert!(
            json["error"].as_str().unwrap().starts_with("Send the "),
            "{json}"
        );
    }
    assert_eq!(std::fs::read(&path).unwrap(), before);
    // UTF-8, named in any case, is read.
    let headers = "Content-Type: application/json; Charset=\"UTF-8\"\r\n";
    let (status, json) = status_and_json(&raw_post(to, &result, headers, &body));
    assert_eq!(status, 200, "{json}");
}

#[test]
fn d8_refusals_are_in_plain_words_and_the_pages_run_no_inline_script() {
    let dir = tempfile::tempdir().unwrap();
    let path = open_round(dir.path(), 8, &["--open-round"]);
    let served = serve(&path);
    let link = &served.links[0];
    for (body, words) in [
        // The value of the wrong kind is named (issue 50 §5: read by type, not from
        // the parser's English).
        (r#"{"round":"x","ns":[],"ew":{}}"#, "is of the wrong kind"),
        (r#"{"round":1,"ns":1}"#, "\"ew\" is missing"),
        (
            r#"{"round":1,"ns":1,"ew":2,"x":0}"#,
            "\"x\" is not something this address takes",
        ),
        (r#"{"round":1,"#, "its body is not JSON"),
        (
            r#"{"round":1,"ns":1,"ew":2,"cut":"left"}"#,
            "\"cut\" is of the wrong kind",
        ),
    ] {
        let (status, answer) = post(&client(), &format!("{link}/result"), body);
        assert_eq!(status, 400, "{body}");
        let error = answer["error"].as_str().unwrap();
        assert!(error.contains(words), "{body}: {error}");
        for internal in [
            "expected",
            "`",
            "line ",
            "column",
            "u32",
            "i64",
            "invalid type",
            "variant",
        ] {
            assert!(!error.contains(internal), "{body}: {error}");
        }
    }
    // No script but the served one may run, and the pages need no other.
    let agent = client();
    let base = served.seats.trim_end_matches('/').to_owned();
    for page in [format!("{base}/"), link.clone()] {
        let mut answer = agent.get(&page).call().unwrap();
        let policy = answer
            .headers()
            .get("content-security-policy")
            .unwrap()
            .to_str()
            .unwrap()
            .to_owned();
        assert!(policy.contains("script-src 'self';"), "{policy}");
        assert!(!policy.contains("unsafe-inline"), "{policy}");
        let html = answer.body_mut().read_to_string().unwrap();
        assert_eq!(
            html.matches("<script").count(),
            html.matches("<script src=\"/phone.js\"></script>").count(),
            "{page}"
        );
        let handler = html.split(" on").skip(1).any(|rest| {
            let name: String = rest.chars().take_while(char::is_ascii_lowercase).collect();
            !name.is_empty() && rest[name.len()..].starts_with('=')
        });
        assert!(!handler, "no inline handlers on {page}");
    }
}
