//! The guests' screens over HTTP on 127.0.0.1 (issue 36): the guest display's state at
//! every stage the host's Display screen has, as the window's own plan lays it out for
//! the page's screen; the standings; no secret in any of them (no table's or pair's
//! token, no phone's link); a duplicate evening's results withheld until its last round is
//! over (R-DUP-13); the live feed hears the host's action within a second. Every wait is
//! bounded.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use cinch_party::app::{CinchApp, FakeClock};
use egui_kittest::Harness;
use serde_json::Value;

use crate::common::at;
use crate::support::phones::{client, get, open_round, post, serve};
use crate::support::screens::*;
use crate::support::ui::click;

/// Every text the display's state shows, in order.
pub fn texts(state: &Value) -> Vec<String> {
    state["texts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["text"].as_str().unwrap().to_owned())
        .collect()
}

/// GET from another thread while the window runs its frames (it answers the phones'
/// server between frames), at most about ten seconds.
pub fn get_while_running(h: &mut Harness<'_, CinchApp>, url: &str) -> (u16, Value) {
    let url = url.to_owned();
    let asked = std::thread::spawn(move || get(&client(), &url));
    for _ in 0..500 {
        h.run_steps(1);
        if asked.is_finished() {
            return asked.join().unwrap();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("no answer from the window");
}

/// The stage the display shows now, and its state.
fn stage(h: &mut Harness<'_, CinchApp>, base: &str) -> (String, Value) {
    let (status, body) = get_while_running(h, &format!("{base}/display/state?w=1280&h=720"));
    assert_eq!(status, 200, "{body}");
    let state = body["state"].clone();
    (state["stage"].as_str().unwrap().to_owned(), state)
}

#[test]
fn the_display_state_follows_the_hosts_display_screen_through_every_stage() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, base) = sample_served(saves.path(), &clock);
    // The evening is over: following the evening, the ceremony waits for its first prize.
    let (shown, state) = stage(&mut h, &base);
    assert_eq!(
        (shown.as_str(), state["kind"].as_str()),
        ("ceremony", Some("star"))
    );
    assert!(texts(&state).contains(&"And now, the prizes…".to_owned()));
    // Revealed prize by prize: the latest large, the earlier below it.
    click(&mut h, "Reveal the next prize (N)");
    let (_, one) = stage(&mut h, &base);
    click(&mut h, "Reveal the next prize (N)");
    let (_, two) = stage(&mut h, &base);
    let desk = h.state().desk().unwrap();
    let revealed = h.state().display().revealed.clone();
    let title = |i: usize| desk.star().unwrap().prize_titles()[i].clone();
    assert_eq!(texts(&one)[0], title(revealed[0]));
    assert_eq!(texts(&two)[0], title(revealed[1]));
    assert!(
        texts(&two)
            .iter()
            .any(|t| t.starts_with(&format!("{}: ", title(revealed[0])))),
        "{:?}",
        texts(&two)
    );
    let names: Vec<String> = desk
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    for (label, expected) in [
        ("Find your seat", "seats"),
        ("Round and clock", "over"),
        ("Standings", "standings"),
        ("The season so far", "season"),
        ("Prize ceremony", "ceremony"),
    ] {
        radio(&h, label).click();
        h.run_steps(3);
        let (shown, state) = stage(&mut h, &base);
        assert_eq!(shown, expected, "{label}");
        assert_eq!(state["screen"], serde_json::json!([1280, 720]));
        if expected == "standings" || expected == "seats" {
            // Every guest on some page, every text inside the screen, none too small.
            let all = texts(&state);
            for name in &names {
                assert!(all.contains(name), "{label}: {name} missing");
            }
            for t in state["texts"].as_array().unwrap() {
                let (x, w) = (t["x"].as_f64().unwrap(), t["w"].as_f64().unwrap());
                let (y, hh) = (t["y"].as_f64().unwrap(), t["h"].as_f64().unwrap());
                assert!(
                    x >= 0.0 && x + w <= 1280.5 && y >= 0.0 && y + hh <= 720.5,
                    "{t}"
                );
                assert!(t["size"].as_f64().unwrap() >= 720.0 / 36.0 - 0.1, "{t}");
            }
        }
    }
}

/// The tokens of every link `serve` printed.
fn tokens(served: &crate::support::phones::Served) -> Vec<String> {
    let pairs = served
        .before_ready
        .iter()
        .filter(|l| l.starts_with("pair "))
        .filter_map(|l| l.split_once(": ").map(|(_, url)| url.to_owned()));
    served
        .links
        .iter()
        .cloned()
        .chain(pairs)
        .map(|link| link.rsplit('/').next().unwrap().to_owned())
        .collect()
}

/// What each guests' screen address answers, as text, with its headers' policy.
fn screens(base: &str) -> Vec<(String, String, String)> {
    let agent = client();
    [
        "/display",
        "/display/state?w=1920&h=1080",
        "/display/state?w=390&h=844",
        "/standings",
        "/standings/state",
        "/display.js",
        "/display.css",
    ]
    .iter()
    .map(|path| {
        let mut response = agent.get(&format!("{base}{path}")).call().unwrap();
        assert_eq!(response.status().as_u16(), 200, "{path}");
        let csp = response
            .headers()
            .get("content-security-policy")
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default();
        let body = response.body_mut().read_to_string().unwrap();
        (path.to_string(), body, csp)
    })
    .collect()
}

#[test]
fn the_display_and_the_standings_carry_no_secret_and_run_no_inline_script() {
    let dir = tempfile::tempdir().unwrap();
    let star = open_round(dir.path(), 8, &["--open-round"]);
    let duplicate = dir.path().join("duplicate.ron");
    crate::support::duplicate::saved_duplicate(&duplicate, 9, 2, 2, true);
    for path in [star, duplicate] {
        let served = serve(&path);
        let secrets = tokens(&served);
        assert!(secrets.len() >= 4, "{secrets:?}");
        for (address, body, csp) in screens(&crate::support::phones::base_of(&served.seats)) {
            for secret in &secrets {
                assert!(!body.contains(secret.as_str()), "{address} shows a token");
            }
            assert!(
                !body.contains("/t/") && !body.contains("/p/"),
                "{address}: a link"
            );
            assert!(csp.contains("script-src 'self'"), "{address}: {csp}");
            assert!(!csp.contains("unsafe-inline"), "{address}: {csp}");
            if address == "/display" || address == "/standings" {
                assert!(
                    !body.contains("<script>") && !body.contains("style="),
                    "{address}"
                );
            }
        }
    }
}

/// A duplicate tray's body as a phone sends it: N–S take `ns` of 14.
fn tray(round: u64, tray: u64, ns: u8) -> String {
    format!(
        r#"{{"round":{round},"tray":{tray},"bidder":"north","bid":2,"ns_points":{ns},"ew_points":{}}}"#,
        14 - ns
    )
}

/// Each pair's score words on the standings, in order.
fn scores(base: &str) -> Vec<String> {
    let (status, body) = get(&client(), &format!("{base}/standings/state"));
    assert_eq!(status, 200, "{body}");
    body["state"]["groups"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["rows"].as_array().unwrap().clone())
        .map(|row| {
            let cells: Vec<&str> = row
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["text"].as_str().unwrap())
                .collect();
            cells.join(" ")
        })
        .collect()
}

/// Whether `text` holds a score: a plus/minus or a percentage ("+3.25", "−1.50",
/// "48.60 %", "0.00").
fn has_figure(text: &str) -> bool {
    text.contains('%')
        || text.split_whitespace().any(|word| {
            let bare = word.trim_start_matches(['+', '−', '-']);
            bare.contains('.') && bare.trim_end_matches('.').parse::<f64>().is_ok()
        })
}

/// R-DUP-13, the hold-out check: the served standings and display of a duplicate
/// evening in play show no ranking, plus/minus or percentage, whatever trays come in,
/// only how many trays are in; the same evening played to its end shows them.
#[test]
fn r_dup_13_the_served_standings_show_no_score_until_the_last_round_is_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("howell.ron");
    // Four pairs: the two-table Howell, both tables playing round 2's trays.
    crate::support::duplicate::saved_duplicate(&path, 4, 1, 2, true);
    let served = serve(&path);
    let base = crate::support::phones::base_of(&served.seats);
    let agent = client();
    let withheld = |why: &str| {
        let (status, body) = get(&client(), &format!("{base}/standings/state"));
        assert_eq!(status, 200, "{body}");
        assert!(
            body["state"]["groups"].as_array().unwrap().is_empty(),
            "{why}: {body}"
        );
        let note = body["state"]["note"].as_str().unwrap().to_owned();
        assert!(note.contains("trays in"), "{why}: {note}");
        let (_, display) = get(&client(), &format!("{base}/display/state?w=1920&h=1080"));
        for text in texts(&display["state"]) {
            assert!(!has_figure(&text), "{why}: the display shows {text:?}");
        }
        note
    };
    let before = withheld("round 2, no tray in yet");
    let (_, table) = get(&agent, &format!("{}/state", served.links[0]));
    let round = table["round"].as_u64().unwrap();
    let first = table["trays"][0]["tray"].as_u64().unwrap();
    for (link, ns) in [(&served.links[0], 11), (&served.links[1], 4)] {
        let (status, _) = post(&agent, &format!("{link}/tray"), &tray(round, first, ns));
        assert_eq!(status, 200);
    }
    let after = withheld("a tray played at both tables");
    assert_ne!(before, after, "the count of trays in moves on");
    // The same evening played to its end: everything released.
    let done = dir.path().join("done.ron");
    crate::support::duplicate::saved_duplicate(&done, 4, 1, 3, false);
    let served = serve(&done);
    let base = crate::support::phones::base_of(&served.seats);
    let shown = scores(&base);
    assert_eq!(shown.len(), 4, "{shown:?}");
    assert!(shown.iter().all(|row| has_figure(row)), "{shown:?}");
}

/// Reads server-sent events from `url` until `wanted` is in one's data (bounded).
fn wait_for_event(stream: &mut BufReader<TcpStream>, wanted: &str, within: Duration) -> bool {
    let start = Instant::now();
    let mut line = String::new();
    while start.elapsed() < within {
        line.clear();
        match stream.read_line(&mut line) {
            Ok(0) => return false,
            Ok(_) if line.starts_with("data:") && line.contains(wanted) => return true,
            Ok(_) => {}
            Err(_) => {}
        }
    }
    false
}

/// Opens the display's feed at `base` for a screen of 1280 × 720.
pub fn listen(base: &str) -> BufReader<TcpStream> {
    let host = base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(host).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    write!(
        stream,
        "GET /display/events?w=1280&h=720 HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n"
    )
    .unwrap();
    BufReader::new(stream)
}

#[test]
fn the_display_feed_hears_the_hosts_choice_within_a_second() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, base) = sample_served(saves.path(), &clock);
    let feed = std::thread::spawn(move || {
        let mut feed = listen(&base);
        assert!(wait_for_event(
            &mut feed,
            "\"stage\":\"ceremony\"",
            Duration::from_secs(10)
        ));
        feed
    });
    while !feed.is_finished() {
        h.run_steps(1);
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut feed = feed.join().unwrap();
    radio(&h, "Standings").click();
    let acted = Instant::now();
    let heard = std::thread::spawn(move || {
        wait_for_event(&mut feed, "\"stage\":\"standings\"", Duration::from_secs(5))
    });
    // A debug build's frame of the standings can itself take most of a second: the
    // second asked for is what the server adds to the window's own frames.
    let mut in_frames = Duration::ZERO;
    while !heard.is_finished() {
        let frame = Instant::now();
        h.run_steps(1);
        in_frames += frame.elapsed();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(heard.join().unwrap(), "the feed never heard the change");
    let took = acted.elapsed();
    assert!(
        took.saturating_sub(in_frames) < Duration::from_secs(1),
        "heard after {took:?}, of which {in_frames:?} in the window's frames"
    );
}
