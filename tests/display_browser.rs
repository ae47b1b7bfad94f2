//! The guest display and the standings in a real browser (issue 36): headless Chromium
//! through chromedriver opens `/display` at a television's size while the host's window
//! runs, and the page moves to the next stage when the host picks it on the Display
//! screen, without reloading; `/standings` at a phone's size lists every guest; and (issue
//! 44) at a television's, a laptop's, a projector's and a phone's size every text of the
//! seats, the standings and the ceremony lies inside its box and the screen, as Chromium
//! measures it in the font the page is served. Every wait is bounded.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use cinch_party::app::FakeClock;
use fantoccini::{Client, Locator};

use crate::common::at;
use crate::support::browser::{browser_sized, chromedriver, wait_for};
use crate::support::screens::{radio, sample_served};

/// The stage the page shows now (`#screen`'s `data-stage`), if it has drawn one.
async fn shown_stage(client: &Client) -> Option<String> {
    let screen = client.find(Locator::Id("screen")).await.ok()?;
    screen.attr("data-stage").await.ok().flatten()
}

/// Waits (bounded) until the page shows `stage`.
async fn until_stage(client: &Client, stage: &str) {
    wait_for(&format!("the display shows {stage}"), || async {
        shown_stage(client).await.as_deref() == Some(stage)
    })
    .await;
}

/// Runs `browse` on a thread of its own with a browser, while the window runs its
/// frames here; `act` is called (once) on the window when the browser asks for it.
fn with_browser<F>(
    h: &mut egui_kittest::Harness<'_, cinch_party::app::CinchApp>,
    browse: F,
    act: impl FnOnce(&mut egui_kittest::Harness<'_, cinch_party::app::CinchApp>),
) where
    F: FnOnce(mpsc::Sender<()>, mpsc::Receiver<()>) + Send + 'static,
{
    let (ask, asked) = mpsc::channel();
    let (done, acted) = mpsc::channel();
    let browsing = std::thread::spawn(move || browse(ask, acted));
    let mut act = Some(act);
    let start = Instant::now();
    while !browsing.is_finished() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the browser hung"
        );
        h.run_steps(1);
        if asked.try_recv().is_ok()
            && let Some(act) = act.take()
        {
            act(h);
            h.run_steps(1);
            let _ = done.send(());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    browsing.join().unwrap();
}

#[test]
fn the_display_page_moves_to_the_stage_the_host_picks_without_reloading() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, base) = sample_served(saves.path(), &clock);
    let (driver, port) = chromedriver();
    let profile = saves.path().join("chromium");
    let url = format!("{base}/display");
    let browse = move |ask: mpsc::Sender<()>, acted: mpsc::Receiver<()>| {
        let _driver = driver;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let client = browser_sized(port, &profile, (1280, 720)).await;
            client.goto(&url).await.unwrap();
            // The evening is over: the display follows it to the ceremony.
            until_stage(&client, "ceremony").await;
            // A mark on the page that a reload would wipe.
            client
                .execute("window.cinchMark = 1; return null;", vec![])
                .await
                .unwrap();
            ask.send(()).unwrap();
            acted.recv_timeout(Duration::from_secs(30)).unwrap();
            until_stage(&client, "standings").await;
            let kept = client
                .execute("return window.cinchMark === 1;", vec![])
                .await
                .unwrap();
            assert_eq!(kept, serde_json::json!(true), "the page reloaded");
            let texts = client.find_all(Locator::Css("#screen .t")).await.unwrap();
            assert!(texts.len() > 10, "{} texts", texts.len());
            crate::support::browser::keep_screenshot(
                "display-standings-1280x720.png",
                &client.screenshot().await.unwrap(),
            );
            client.close().await.unwrap();
        });
    };
    with_browser(&mut h, browse, |h| radio(h, "Standings").click());
    assert_eq!(h.state().display().mode.label(), "Standings");
}

#[test]
fn the_standings_page_lists_every_guest_on_a_phone() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, base) = sample_served(saves.path(), &clock);
    let names: Vec<String> = h
        .state()
        .desk()
        .unwrap()
        .state()
        .guests()
        .iter()
        .map(|g| g.name.clone())
        .collect();
    let (driver, port) = chromedriver();
    let profile = saves.path().join("chromium");
    let url = format!("{base}/standings");
    let browse = move |_: mpsc::Sender<()>, _: mpsc::Receiver<()>| {
        let _driver = driver;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let client = browser_sized(port, &profile, (390, 844)).await;
            client.goto(&url).await.unwrap();
            wait_for("the standings", || async {
                client
                    .find_all(Locator::Css("#groups tr"))
                    .await
                    .is_ok_and(|rows| rows.len() > 1)
            })
            .await;
            let shown = client
                .find(Locator::Id("groups"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            for name in &names {
                assert!(shown.contains(name.as_str()), "{name} missing");
            }
            // Nothing wider than the phone: no sideways scrolling.
            let wide = client
                .execute(
                    "return document.documentElement.scrollWidth <= window.innerWidth;",
                    vec![],
                )
                .await
                .unwrap();
            assert_eq!(wide, serde_json::json!(true), "wider than the phone");
            crate::support::browser::keep_screenshot(
                "standings-390x844.png",
                &client.screenshot().await.unwrap(),
            );
            client.close().await.unwrap();
        });
    };
    with_browser(&mut h, browse, |_| {});
}

/// The texts the display places that end outside the page's width: a whole text by its
/// own measure in the page's font (not the box the plan gave it), a text the plan cuts
/// (it ends in "…") by its box.
async fn all_inside(client: &Client) -> serde_json::Value {
    client
        .execute(
            "const out = [];
             for (const t of document.querySelectorAll('#screen .t:not(.off)')) {
               const r = t.getBoundingClientRect();
               const right = t.classList.contains('cut') ? r.right : r.left + t.scrollWidth;
               if (r.left < -1 || right > window.innerWidth + 2) out.push(t.textContent);
             }
             return out;",
            vec![],
        )
        .await
        .unwrap()
}

#[test]
fn the_display_page_fits_a_television_a_laptop_and_a_phone() {
    let dir = tempfile::tempdir().unwrap();
    // Fifty tables, a round in play: "Find your seat" over pages.
    let path = crate::support::phones::open_round(dir.path(), 100, &["--open-round"]);
    let served = crate::support::phones::serve(&path);
    let url = format!("{}/display", crate::support::phones::base_of(&served.seats));
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    for (width, height) in [(1920, 1080), (1280, 720), (390, 844)] {
        let profile = dir.path().join(format!("chromium-{width}"));
        runtime.block_on(async {
            let client = browser_sized(port, &profile, (width, height)).await;
            client.goto(&url).await.unwrap();
            until_stage(&client, "seats").await;
            let size = client
                .execute("return [window.innerWidth, window.innerHeight];", vec![])
                .await
                .unwrap();
            assert_eq!(size, serde_json::json!([width, height]));
            let outside = all_inside(&client).await;
            assert_eq!(outside, serde_json::json!([]), "{width}×{height}");
            let texts = client.find_all(Locator::Css("#screen .t")).await.unwrap();
            assert!(texts.len() > 20, "{width}×{height}: {} texts", texts.len());
            let shot = client.screenshot().await.unwrap();
            crate::support::browser::keep_screenshot(
                &format!("display-seats-{width}x{height}.png"),
                &shot,
            );
            client.close().await.unwrap();
        });
    }
}

/// The screens the guest display is tried on in a browser (issue 44): a television, a
/// laptop, a projector, a phone upright.
const SCREENS: [(u32, u32); 4] = [(1920, 1080), (1366, 768), (1280, 720), (390, 844)];

/// In Chromium at every size of [`SCREENS`], `party`'s display on the seats, the
/// standings and the ceremony with `revealed` prizes or rankings shown: every text inside
/// its box and inside the screen, no word broken, as the browser measures them in the
/// font it is served; and every everyday name whole on some page of the seats and the
/// standings.
fn every_text_inside_its_box_in_chromium(party: cinch_party::rules::Party, revealed: usize) {
    use crate::support::served::{
        Put, browse_while_running, page_faults, pages, put, served, until_shown,
    };
    use cinch_party::view::display::DisplayMode;
    let (guests, standings) = crate::support::evenings::everyday_rows(&party);
    let kind = if party.state().is_duplicate() {
        "duplicate"
    } else {
        "star"
    };
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let (mut h, base) = served(saves.path(), &clock, party);
    let (driver, port) = chromedriver();
    let dir = saves.path().to_path_buf();
    let url = format!("{base}/display");
    browse_while_running(&mut h, move |ask, acted| {
        let _driver = driver;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            for (width, height) in SCREENS {
                let profile = dir.join(format!("chromium-{width}"));
                let client = browser_sized(port, &profile, (width, height)).await;
                client.goto(&url).await.unwrap();
                let stages = [
                    (Put::Mode(DisplayMode::Seats), "seats", &guests),
                    (Put::Mode(DisplayMode::Standings), "standings", &standings),
                    (Put::Revealed(revealed), "ceremony", &Vec::new()),
                ];
                for (what, stage, names) in stages {
                    put(&ask, &acted, what);
                    until_shown(&client, stage, "").await;
                    let mut faults = Vec::new();
                    let mut shown = Vec::new();
                    for page in 0..pages(&client).await {
                        let (wrong, texts) = page_faults(&client, Some(page)).await;
                        faults.extend(wrong);
                        shown.extend(texts);
                    }
                    let at = format!("{stage} at {width}×{height}");
                    assert!(faults.is_empty(), "{at}: {faults:#?}");
                    for name in names {
                        assert!(shown.contains(name), "{at}: {name} not whole: {shown:?}");
                    }
                    let shot = client.screenshot().await.unwrap();
                    crate::support::browser::keep_screenshot(
                        &format!("display-{kind}-{stage}-{width}x{height}.png"),
                        &shot,
                    );
                }
                client.close().await.unwrap();
            }
        });
    });
}

/// Issue 44: a star evening of 45 guests (ten long everyday names and one very long
/// name among them), every prize revealed.
#[test]
fn forty_five_guests_keep_every_text_inside_its_box_in_chromium_at_four_sizes() {
    every_text_inside_its_box_in_chromium(crate::support::evenings::forty_five_guests(), 6);
}

/// Issue 44: 16 pairs of duplicate, the North–South winners with very long names, both
/// directions' winners revealed.
#[test]
fn sixteen_pairs_with_a_long_pair_keep_every_text_inside_its_box_in_chromium_at_four_sizes() {
    every_text_inside_its_box_in_chromium(crate::support::evenings::long_pair_duplicate(), 2);
}
