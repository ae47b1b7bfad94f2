//! The door's QR code on the guest display before the draw (issue 52): beside the welcome
//! on a wide screen, under it on an upright one, clear of every text and inside the
//! screen; a camera (rqrr, reading the window's own pixels) finds the check-in link in
//! it; the browser's display draws the same code; and it is gone once guests are seated.

use cinch_party::rules::Party;
use cinch_party::ui::guest_display_ui;
use cinch_party::view::Desk;
use cinch_party::view::display::DisplayState;
use cinch_party::view::stage::{Source, Stage, StageName, frame, stage};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

use crate::common::{at, seated, stars_evening};
use crate::support::display::desk_of;

const LINK: &str = "http://192.168.178.23:49152/check-in";

/// A party of `guests` guests, nobody seated yet.
fn before_the_draw(guests: u32) -> Party {
    let mut party = Party::new(stars_evening(3));
    crate::common::guests(&mut party, guests / 2, guests - guests / 2);
    party
}

fn door(link: Option<&str>) -> DisplayState {
    DisplayState {
        door: link.map(str::to_owned),
        ..DisplayState::default()
    }
}

fn window(desk: &Desk, shown: DisplayState, size: [f32; 2], wgpu: bool) -> Harness<'_> {
    let builder = Harness::builder()
        .with_size(size)
        .with_context_setup(cinch_party::app::CinchApp::set_style);
    let builder = if wgpu { builder.wgpu() } else { builder };
    let mut h = builder.build_ui(move |ui| guest_display_ui(ui, desk, &shown, None, at(0)));
    h.run_steps(2);
    h
}

/// The code the window shows, by what it is heard as.
fn the_code(h: &Harness<'_>) -> Option<egui::Rect> {
    let heard = format!("QR code to check in: {LINK}");
    h.query_all_by_role(Role::Image)
        .find(|n| n.accesskit_node().label().as_deref() == Some(heard.as_str()))
        .map(|n| n.rect())
}

#[test]
fn before_the_draw_the_welcome_shows_the_doors_code_clear_of_every_text_on_four_screens() {
    let desk = desk_of(before_the_draw(12));
    for size in [
        [1920.0, 1080.0],
        [1280.0, 720.0],
        [1080.0, 1920.0],
        [390.0, 844.0],
    ] {
        let h = window(&desk, door(Some(LINK)), size, false);
        let what = format!("{}×{}", size[0], size[1]);
        assert!(h.query_by_label("Welcome!").is_some(), "{what}");
        assert!(h.query_by_label("Check in here").is_some(), "{what}");
        // The link written whole, on one row or as its host over its path.
        let (host, path) = LINK.split_at(LINK.rfind('/').unwrap());
        assert!(
            h.query_by_label(LINK).is_some()
                || (h.query_by_label(host).is_some() && h.query_by_label(path).is_some()),
            "{what}: the link is written whole"
        );
        let code = the_code(&h).unwrap_or_else(|| panic!("{what}: no code"));
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
        assert!(
            screen.contains_rect(code),
            "{what}: {code:?} off the screen"
        );
        assert!((code.width() - code.height()).abs() < 1.0, "{what}: square");
        // Large enough to scan from a few steps away: a third of the shorter side.
        assert!(
            code.width() >= size[0].min(size[1]) / 3.0,
            "{what}: {code:?} too small"
        );
        for n in h.query_all_by_role(Role::Label) {
            let words = n.accesskit_node().value().unwrap_or_default().to_string();
            let overlap = n.rect().intersect(code);
            assert!(
                overlap.width() <= 0.5 || overlap.height() <= 0.5,
                "{what}: {words:?} ({:?}) is drawn over the code {code:?}",
                n.rect()
            );
        }
        // Wide: beside the words; upright: under them.
        let welcome = h.get_by_label("Welcome!").rect();
        if size[0] > size[1] {
            assert!(code.left() >= welcome.right() - 0.5, "{what}: beside");
        } else {
            assert!(code.top() >= welcome.bottom() - 0.5, "{what}: under");
        }
    }
}

#[test]
fn a_camera_reads_the_check_in_link_from_the_displays_own_pixels() {
    let desk = desk_of(before_the_draw(8));
    for size in [[1280.0, 720.0], [390.0, 844.0]] {
        let mut h = window(&desk, door(Some(LINK)), size, true);
        let image = h.render().expect("the display drawn");
        let codes = read_codes(&image::DynamicImage::ImageRgba8(image));
        assert_eq!(
            codes,
            [LINK],
            "{size:?}: one code on the screen, holding the link"
        );
    }
}

/// What a camera reads from every QR code in `image`.
fn read_codes(image: &image::DynamicImage) -> Vec<String> {
    let grey = image.to_luma8();
    let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(
        grey.width() as usize,
        grey.height() as usize,
        |x, y| grey.get_pixel(x as u32, y as u32).0[0],
    );
    prepared
        .detect_grids()
        .iter()
        .map(|grid| grid.decode().expect("the code decodes").1)
        .collect()
}

#[test]
fn no_code_without_the_phones_nor_once_the_guests_are_seated() {
    let desk = desk_of(before_the_draw(8));
    let h = window(&desk, door(None), [1920.0, 1080.0], false);
    assert!(h.query_by_label("Welcome!").is_some());
    assert!(h.query_by_label("Check in here").is_none());
    assert_eq!(h.query_all_by_role(Role::Image).count(), 0);

    let desk = desk_of(seated(2, stars_evening(3)));
    let h = window(&desk, door(Some(LINK)), [1920.0, 1080.0], false);
    assert!(h.query_by_label("Find your seat — round 1").is_some());
    assert!(the_code(&h).is_none(), "the draw is done: no door's code");
}

/// The welcome's stage with the door's code, at `size`.
fn welcome(party: &Party, link: &str, size: (f32, f32)) -> Stage {
    let desk = desk_of(party.clone());
    let source = Source::of_desk(&desk);
    let shown = DisplayState {
        door: Some(link.to_owned()),
        ..DisplayState::default()
    };
    stage(&source, (&shown, None), &frame(size.0, size.1), at(0))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 96,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..ProptestConfig::default()
    })]

    /// On any screen from a phone's to a wall's, with any link a network gives, in any of
    /// the program's languages, the code is a square inside the screen, large enough to scan, that no text touches.
    #[test]
    fn on_any_screen_the_code_is_a_square_inside_it_that_no_text_touches(
        w in 320.0f32..3840.0,
        // From a cinema's 2.4:1 to a tall phone's 1:2.4.
        shape in 0.42f32..2.4,
        host in "[a-z0-9.-]{7,40}",
        guests in 0u32..30,
        // Issue 51: in each language (German's welcome runs a third longer).
        lang in 0usize..3,
    ) {
        let h = w * shape;
        let link = format!("http://{host}:8080/check-in");
        let lang = cinch_party::words::Lang::from_tag(["en", "de", "es-419"][lang]).unwrap();
        let shown = cinch_party::words::speaking(lang, || {
            welcome(&before_the_draw(guests), &link, (w, h))
        });
        prop_assert_eq!(shown.name, StageName::Welcome);
        let code = shown.code.clone().expect("a code on the welcome");
        prop_assert_eq!(&code.link, &link);
        let a = code.area;
        prop_assert!((a.w - a.h).abs() < 0.01, "square: {:?}", a);
        prop_assert!(a.x >= 0.0 && a.y >= 0.0 && a.right() <= w + 0.01 && a.bottom() <= h + 0.01,
            "inside the screen: {:?}", a);
        prop_assert!(a.w >= w.min(h) / 5.0, "large enough to scan: {:?} on {}×{}", a, w, h);
        for t in &shown.texts {
            let b = t.area;
            let apart = b.right() <= a.x + 0.5 || a.right() <= b.x + 0.5
                || b.bottom() <= a.y + 0.5 || a.bottom() <= b.y + 0.5;
            prop_assert!(apart, "{:?} at {:?} touches the code at {:?}", t.lines, b, a);
        }
    }
}

/// `serve` for a party nobody is seated at yet: it prints the door's link, and the
/// display page in Chromium draws the code beside the welcome, clear of every text, and
/// a camera reads the link from the browser's own screenshot.
#[test]
fn serve_prints_the_doors_link_and_the_browsers_display_shows_its_code() {
    use crate::support::browser::{browser_sized, chromedriver, keep_screenshot, wait_for};
    use fantoccini::Locator;

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("door.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Door", before_the_draw(8)).unwrap();
    file.save_now(at(0));
    drop(file);
    let served = crate::support::phones::serve(&path);
    let door = served
        .before_ready
        .iter()
        .find_map(|l| l.strip_prefix("check in at the door: "))
        .expect("serve prints the door's link")
        .to_owned();
    assert!(door.ends_with("/check-in"), "{door}");
    let url = format!("{}/display", crate::support::phones::base_of(&served.seats));
    let (_driver, port) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    for (width, height) in [(1280, 720), (390, 844)] {
        let profile = dir.path().join(format!("chromium-{width}"));
        runtime.block_on(async {
            let client = browser_sized(port, &profile, (width, height)).await;
            client.goto(&url).await.unwrap();
            wait_for("the display draws the door's code", || async {
                client.find(Locator::Css("#screen svg.code")).await.is_ok()
            })
            .await;
            let found = client
                .execute(
                    "const c = document.querySelector('#screen svg.code').getBoundingClientRect();
                     const over = [];
                     for (const t of document.querySelectorAll('#screen .t')) {
                       const r = t.getBoundingClientRect();
                       if (r.right > c.left + 1 && c.right > r.left + 1
                           && r.bottom > c.top + 1 && c.bottom > r.top + 1)
                         over.push(t.textContent);
                     }
                     return {
                       heard: document.querySelector('#screen svg.code').getAttribute('aria-label'),
                       box: [c.left, c.top, c.right, c.bottom],
                       over,
                       screen: [window.innerWidth, window.innerHeight],
                     };",
                    vec![],
                )
                .await
                .unwrap();
            assert_eq!(
                found["heard"].as_str(),
                Some(format!("QR code to check in: {door}").as_str())
            );
            assert_eq!(found["over"], serde_json::json!([]), "{found}");
            let b: Vec<f64> = serde_json::from_value(found["box"].clone()).unwrap();
            assert!(b[0] >= 0.0 && b[1] >= 0.0, "{found}");
            assert!(
                b[2] <= f64::from(width) && b[3] <= f64::from(height),
                "{found}"
            );
            let shot = client.screenshot().await.unwrap();
            keep_screenshot(&format!("display-door-{width}x{height}.png"), &shot);
            let codes = read_codes(&image::load_from_memory(&shot).unwrap());
            assert_eq!(codes, vec![door.as_str()], "{width}×{height}: one code");
            client.close().await.unwrap();
        });
    }
}
