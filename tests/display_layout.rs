//! The guest display's lists at 4, 40 and 200 guests with long names, at a television's
//! 1920×1080 and a projector's 1280×720: nothing drawn over anything else, nothing off
//! the screen, no text under the smallest size, as few pages as that size allows; and
//! the fitting itself, for every list and screen.

use cinch_party::rules::{Party, Seat};
use cinch_party::ui::guest_display_ui;
use cinch_party::view::Desk;
use cinch_party::view::display::{DisplayMode, DisplayState};
use cinch_party::view::display_layout::{ListMeasure, SHORTEST_NAME, SMALLEST_TEXT, fit_list};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use proptest::prelude::*;

use crate::common::{at, play, seated_named, stars_evening};
use crate::support::display::{desk_of, snapshot_sized};

const LONGEST: &str = "Maximiliana Featherstonehaugh-Cholmondeley";

/// Names as at a real party: mostly ordinary, some long, one very long.
fn name(table: u32, seat: Seat) -> String {
    const FIRST: [&str; 8] = [
        "Ada",
        "Bartholomew",
        "Constance",
        "Dev",
        "Eleanora",
        "Fitz",
        "Georgiana",
        "Hal",
    ];
    const LAST: [&str; 6] = [
        "Lee",
        "Montgomery-Smythe",
        "Okonkwo",
        "Vanderbilt",
        "Ng",
        "Castellanos",
    ];
    let i = table as usize * 4 + seat as usize;
    if i == 7 {
        return LONGEST.to_owned();
    }
    format!(
        "{} {} {table}{}",
        FIRST[i % 8],
        LAST[(i / 8) % 6],
        seat.letter()
    )
}

pub fn party(tables: u32) -> Party {
    let mut party = seated_named(tables, stars_evening(3), name);
    let scores: Vec<(i64, i64)> = (0..tables).map(|t| (20 + i64::from(t % 7), 11)).collect();
    play(&mut party, &scores);
    party
}

fn harness(desk: &Desk, mode: DisplayMode, size: [f32; 2]) -> Harness<'_> {
    let state = DisplayState {
        mode,
        ..DisplayState::default()
    };
    let mut h = Harness::builder()
        .with_size(size)
        .with_context_setup(cinch_party::app::CinchApp::set_style)
        .build_ui(move |ui| guest_display_ui(ui, desk, &state, None, at(0)));
    h.run_steps(2);
    h
}

/// Every label's rectangle, with its words.
fn labels(h: &Harness<'_>) -> Vec<(String, egui::Rect)> {
    h.query_all_by_role(egui::accesskit::Role::Label)
        .map(|n| {
            // A label's words are its value in AccessKit.
            let label = n.accesskit_node().value().unwrap_or_default().to_string();
            (label, n.rect())
        })
        .collect()
}

fn check_layout(h: &Harness<'_>, size: [f32; 2], what: &str) {
    let all = labels(h);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    for (i, (a, ra)) in all.iter().enumerate() {
        assert!(
            screen.contains_rect(*ra),
            "{what}: {a:?} ({ra:?}) is off the screen"
        );
        assert!(
            ra.height() >= size[1] * SMALLEST_TEXT,
            "{what}: {a:?} is smaller than the smallest text"
        );
        for (b, rb) in all.iter().skip(i + 1) {
            let overlap = ra.intersect(*rb);
            assert!(
                overlap.width() <= 0.5 || overlap.height() <= 0.5,
                "{what}: {a:?} ({ra:?}) is drawn over {b:?} ({rb:?})"
            );
        }
    }
}

#[test]
fn find_your_seat_fits_4_40_and_200_guests_with_long_names_on_two_screen_sizes() {
    for tables in [1, 10, 50] {
        let desk = desk_of(party(tables));
        for size in [[1920.0, 1080.0], [1280.0, 720.0]] {
            let h = harness(&desk, DisplayMode::Seats, size);
            let what = format!("seats, {} guests at {size:?}", tables * 4);
            check_layout(&h, size, &what);
            let title = labels(&h)
                .into_iter()
                .find(|(l, _)| l.starts_with("Find your seat"))
                .unwrap()
                .0;
            match tables {
                // At most two pages at 200 guests: the longest wait for one's own page
                // is one page.
                50 => assert!(title.contains("(page 1 of 2, A to "), "{what}: {title}"),
                _ => assert_eq!(title, "Find your seat — round 2", "{what}"),
            }
            // The page shows whole rows: every name with its table and chair.
            if tables < 50 {
                for t in 1..=tables {
                    for seat in Seat::ALL {
                        assert!(h.query_by_label(&name(t, seat)).is_some(), "{what}");
                    }
                }
            }
            if tables < 50 {
                assert!(h.query_by_label(LONGEST).is_some(), "{what}: the long name");
            }
        }
    }
}

#[test]
fn the_standings_fit_200_guests_with_both_sides_and_every_count_clear() {
    for tables in [1, 10, 50] {
        let desk = desk_of(party(tables));
        for size in [[1920.0, 1080.0], [1280.0, 720.0]] {
            let h = harness(&desk, DisplayMode::Standings, size);
            let what = format!("standings, {} guests at {size:?}", tables * 4);
            check_layout(&h, size, &what);
            assert!(h.query_by_label_contains("Ladies").is_some(), "{what}");
            assert!(h.query_by_label_contains("Gentlemen").is_some(), "{what}");
            assert_eq!(
                h.query_all_by_label("1.").count(),
                2,
                "{what}: each side's first place"
            );
        }
    }
}

fn snapshot(
    name: &str,
    desk: &Desk,
    mode: DisplayMode,
    size: [f32; 2],
) -> egui_kittest::SnapshotResults {
    let state = DisplayState {
        mode,
        ..DisplayState::default()
    };
    snapshot_sized(name, desk, state, size, 600)
}

#[test]
fn snapshots_of_the_display_at_4_40_and_200_guests() {
    let four = desk_of(party(1));
    let forty = desk_of(party(10));
    let two_hundred = desk_of(party(50));
    let hd = [1920.0, 1080.0];
    let small = [1280.0, 720.0];
    let mut results = snapshot("display_seats_4", &four, DisplayMode::Seats, hd);
    for (name, desk, mode, size) in [
        ("display_seats_40", &forty, DisplayMode::Seats, small),
        ("display_seats_200", &two_hundred, DisplayMode::Seats, hd),
        (
            "display_seats_200_720",
            &two_hundred,
            DisplayMode::Seats,
            small,
        ),
        ("display_stars_40", &forty, DisplayMode::Standings, small),
        (
            "display_stars_200",
            &two_hundred,
            DisplayMode::Standings,
            hd,
        ),
    ] {
        results.extend(snapshot(name, desk, mode, size));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// For any list and any screen: every row has a place on some page, the columns stay
    /// inside the width and the rows inside the height, the text is never below the
    /// smallest size, and a second column never squeezes names below the shortest cut.
    #[test]
    fn every_list_fits_its_screen(
        count in 0usize..600,
        widest in 1.0f32..30.0,
        fixed in 0.5f32..12.0,
        width in 300.0f32..4000.0,
        height in 200.0f32..2200.0,
    ) {
        let screen = height * 1.15;
        let fit = fit_list(ListMeasure { count, widest_name: widest, typical_name: widest * 0.7, fixed, shortest_name: SHORTEST_NAME }, width, height, screen);
        prop_assert!(fit.per_page() * fit.pages >= count);
        prop_assert!(fit.size >= screen * SMALLEST_TEXT - 1e-3);
        prop_assert!(fit.rows as f32 * fit.row_height() <= height + 1e-2);
        let used = fit.columns as f32 * fit.column_width + (fit.columns - 1) as f32 * fit.gap();
        prop_assert!(used <= width + 1e-2);
        if fit.columns > 1 {
            prop_assert!(fit.name_width + 1e-3 >= (widest * fit.size).min(SHORTEST_NAME * fit.size));
        }
        // No page is wasted: one page fewer could not hold the list.
        prop_assert!(fit.pages == 1 || fit.per_page() * (fit.pages - 1) < count);
    }
}

/// Issue 27: a short list in large type cut its names ("Beatrice Br…") while half the
/// screen stood empty. The type now gives way a little for whole names.
#[test]
fn a_short_list_shows_its_names_whole_in_a_little_smaller_type_when_the_screen_has_room() {
    // Nine rows a side, half of a 1920×1080 screen each; names up to 20 text-heights
    // wide, three in four within 14; place and stars take 6.
    let list = ListMeasure {
        count: 9,
        widest_name: 20.0,
        typical_name: 14.0,
        fixed: 6.0,
        shortest_name: SHORTEST_NAME,
    };
    let fit = fit_list(list, 900.0, 900.0, 1080.0);
    assert_eq!(fit.pages, 1);
    assert!(
        fit.name_width >= list.typical_name * fit.size,
        "three names in four whole: {fit:?}"
    );
    // When even the longest fits at the largest type, nothing gives way.
    let short = ListMeasure {
        widest_name: 6.0,
        typical_name: 5.0,
        ..list
    };
    let roomy = fit_list(short, 900.0, 900.0, 1080.0);
    assert!(roomy.size >= fit.size);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Issue 38: for any boards side by side on any screen, the plan puts every row of
    /// every board on some page, each of its cells inside the screen, the cells of a
    /// row apart in order, no two rows of a page over each other, in type no smaller
    /// than promised; and a name it says is whole has the room for it.
    #[test]
    fn every_boards_plan_keeps_its_rows_on_the_screen_and_apart(
        boards in proptest::collection::vec(proptest::collection::vec(1.0f32..25.0, 0..120), 1..3),
        lead in proptest::collection::vec(0.5f32..3.0, 0..3),
        trail in proptest::collection::vec(0.5f32..4.0, 0..4),
        never_cut in any::<bool>(),
        titled in any::<bool>(),
        width in 640.0f32..3840.0,
        height in 360.0f32..2160.0,
    ) {
        use cinch_party::view::display_plan::{Area, Columns, RowsMeasure, frame, plan_boards};
        let f = frame(width, height);
        let measures: Vec<RowsMeasure> = boards.iter().map(|b| RowsMeasure { names: b.clone() }).collect();
        let columns = Columns {
            lead,
            trail,
            shortest_name: if never_cut { Columns::NEVER_CUT } else { Columns::GUEST },
            titled,
        };
        let plan = plan_boards(&f, f.body, &measures, &columns);
        prop_assert!(plan.fit.size >= height * SMALLEST_TEXT - 1e-3);
        // A screen too narrow for even the numbers of a row at the smallest type (a
        // phone on its side) has no plan without overlap: not asked of it.
        prop_assume!(plan.fit.name_width > 0.0);
        let inside = |a: &Area| a.x >= -0.01 && a.y >= -0.01 && a.right() <= width + 0.01 && a.bottom() <= height + 0.01;
        for (b, names) in boards.iter().enumerate() {
            let mut seen = 0;
            for page in 0..plan.fit.pages {
                let rows = plan.page_rows(b, page);
                seen += rows.len();
                let mut taken: Vec<Area> = Vec::new();
                for i in rows {
                    let row = plan.row(b, i).unwrap();
                    let all: Vec<Area> = row.lead.iter().chain([&row.name]).chain(&row.trail).copied().collect();
                    for pair in all.windows(2) {
                        prop_assert!(pair[0].right() <= pair[1].x + 0.01, "{:?}", pair);
                    }
                    let whole = Area { x: all[0].x, w: all[all.len() - 1].right() - all[0].x, ..row.name };
                    if row.name.w > 0.0 {
                        prop_assert!(inside(&whole), "{whole:?} off {width}x{height}");
                    }
                    for t in &taken {
                        let apart = t.right() <= whole.x + 0.01 || whole.right() <= t.x + 0.01
                            || t.bottom() <= whole.y + 0.01 || whole.bottom() <= t.y + 0.01;
                        prop_assert!(apart, "{t:?} and {whole:?}");
                    }
                    taken.push(whole);
                    if row.whole {
                        prop_assert!(names[i] * plan.fit.size <= row.name.w + 0.5);
                    }
                }
            }
            prop_assert_eq!(seen, names.len());
        }
    }
}
