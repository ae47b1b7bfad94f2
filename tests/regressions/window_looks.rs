//! Issue 54 §4, the window's looks: the guest display's type with one long name among
//! the guests, the Round screen's instruction line, score boxes, names and Cancel button,
//! the move list after the bell, the Season screen's scroll bar.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Party, Seat};
use cinch_party::view::display::{DisplayMode, DisplayState};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::{at, play, seated_named, stars_evening};
use crate::support::room::{Shown, labels, text_size};

/// A long name, longer than an everyday one (24 characters).
const LONG: &str = "Maximiliana Featherstonehaugh-Cholmondeley";

/// Six tables of everyday names, one round played; North at table 1 is `first`.
fn six_tables(first: &str) -> Party {
    let mut party = seated_named(6, stars_evening(3), |table, seat| {
        if (table, seat) == (1, Seat::North) {
            first.to_owned()
        } else {
            format!("Guest {table}{}", seat.letter())
        }
    });
    play(
        &mut party,
        &[(21, 11), (22, 11), (23, 11), (24, 11), (25, 11), (26, 11)],
    );
    party
}

/// The guest display's standings on a 1920×1080 television: every label shown.
fn standings_on_a_television(party: Party) -> (Vec<Shown>, egui::Context) {
    let desk = crate::support::display::desk_of(party);
    let state = DisplayState {
        mode: DisplayMode::Standings,
        ..DisplayState::default()
    };
    let mut h = Harness::builder()
        .with_size([1920.0, 1080.0])
        .with_context_setup(CinchApp::set_style)
        .build_ui(|ui| cinch_party::ui::guest_display_ui(ui, &desk, &state, None, at(0)));
    h.run_steps(2);
    (labels(&h), h.ctx.clone())
}

/// Bug: one long name among the guests dropped every row of the display's standings to
/// the floor's type (30 pixels at 1080 lines) so that the long name could be whole: six
/// tables' standings took the top 57 % of a television, the rest empty.
#[test]
fn one_long_name_leaves_the_standings_at_the_everyday_names_size() {
    let (plain, ctx) = standings_on_a_television(six_tables("Guest 1N"));
    let (with_long, _) = standings_on_a_television(six_tables(LONG));
    let find = |shown: &[Shown], words: &str| {
        shown
            .iter()
            .find(|s| s.words == words)
            .cloned()
            .unwrap_or_else(|| panic!("{words} not shown: {shown:?}"))
    };
    let everyday = text_size(&ctx, find(&plain, "Guest 2N").rect.height());
    let beside_long = text_size(&ctx, find(&with_long, "Guest 2N").rect.height());
    assert!(
        (everyday - beside_long).abs() < 0.5,
        "the everyday names at {beside_long:.1} px beside the long name, {everyday:.1} px without it"
    );
    assert!(everyday > 40.0, "six tables' standings at {everyday:.1} px");
    let foot = with_long
        .iter()
        .map(|s| s.rect.bottom())
        .fold(0.0_f32, f32::max);
    assert!(
        foot > 0.8 * 1080.0,
        "the rows end {foot:.0} px down a 1080-line screen"
    );
    // The long name at the same size, on its row's one line, cut there with "…".
    let long = with_long
        .iter()
        .find(|s| s.words.starts_with("Maximiliana"))
        .unwrap_or_else(|| panic!("the long name not shown: {with_long:?}"));
    let row = find(&with_long, "Guest 2N").rect.height();
    assert!(
        (long.rect.height() - row).abs() < 1.0 && long.words.ends_with('…'),
        "the long name: {long:?}"
    );
    // Where its column has lines to spare, a long name of short words takes more
    // lines, whole, at the everyday names' size.
    let spanish = "Anna Maria Louisa de la Cruz";
    let mut three = seated_named(3, stars_evening(3), |table, seat| {
        if (table, seat) == (1, Seat::North) {
            spanish.to_owned()
        } else {
            format!("Guest {table}{}", seat.letter())
        }
    });
    play(&mut three, &[(21, 11), (22, 11), (23, 11)]);
    let (shown, _) = standings_on_a_television(three);
    let long = find(&shown, spanish);
    let row = find(&shown, "Guest 2N").rect.height();
    assert!(
        long.rect.height() > 1.5 * row && text_size(&ctx, row) > 60.0,
        "{spanish} in rows of {row:.0} px: {long:?}"
    );
}

/// A party of three tables in play, table 1 reported when `reported`, saved and opened
/// in a window of `size` at the Round screen.
fn round_screen<'a>(
    size: [f32; 2],
    reported: bool,
    saves: &std::path::Path,
    clock: &FakeClock,
) -> Harness<'a, CinchApp> {
    let mut party = crate::common::seated(3, stars_evening(4));
    if reported {
        crate::common::apply(
            &mut party,
            Action::EnterResult {
                table: 1,
                ns: 21,
                ew: 11,
            },
        );
    }
    opened_in(party, size, saves, clock)
}

/// `party` saved and opened in a window of `size` (at the Round screen when in play).
fn opened_in<'a>(
    party: Party,
    size: [f32; 2],
    saves: &std::path::Path,
    clock: &FakeClock,
) -> Harness<'a, CinchApp> {
    let path = saves.join("evening.ron");
    crate::support::evenings::saved(party, &path);
    let app = crate::support::ui::test_app(saves, clock, Some(path));
    let mut h = crate::support::ui::harness_of(app, size, false);
    h.run_steps(4);
    h
}

/// The height of a row of the window's text at `size`.
fn row_at(ctx: &egui::Context, size: f32) -> f32 {
    ctx.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)))
}

/// How many rows `words` take at `size` broken between words within `width`.
fn rows_within(ctx: &egui::Context, words: &str, size: f32, width: f32) -> usize {
    let mut job = egui::text::LayoutJob::simple(
        words.to_owned(),
        egui::FontId::proportional(size),
        egui::Color32::WHITE,
        width + 0.5,
    );
    job.wrap.break_anywhere = false;
    ctx.fonts_mut(|f| f.layout_job(job)).rows.len()
}

/// Bug: the Round screen's line of keys ("Keys: score, Tab, score, Enter · …") was in
/// 16-point type (about 12 pixels high on the screen), smaller than everything else.
#[test]
fn the_round_screens_keys_are_said_at_the_body_size_and_whole() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    for width in [1366.0, 1000.0] {
        let h = round_screen([width, 768.0], false, saves.path(), &clock);
        let keys = labels(&h)
            .into_iter()
            .find(|s| s.words.starts_with("Keys: score, Tab"))
            .expect("the keys' line");
        let body = 18.0;
        let rows = rows_within(&h.ctx, &keys.words, body, keys.rect.width());
        assert!(
            keys.rect.height() + 0.5 >= rows as f32 * row_at(&h.ctx, body),
            "at {width} px the keys take {rows} rows of the body's size, shown in {:?}",
            keys.rect
        );
        assert!(rows <= 2, "at {width} px: {rows} rows");
    }
}

/// Bug: the thick focus ring around a score box covered the "N–S" label before it and
/// the "E–W" label after it.
#[test]
fn the_focus_ring_of_a_score_box_leaves_its_labels_clear() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut h = round_screen([1366.0, 768.0], false, saves.path(), &clock);
    for (box_name, tab) in [("North–South", false), ("East–West", true)] {
        if tab {
            crate::support::keys::key(&mut h, Key::Tab);
        }
        let score = h.get_by_label(&format!("Table 1 {box_name} score")).rect();
        assert!(
            h.get_by_label(&format!("Table 1 {box_name} score"))
                .is_focused()
        );
        let (_, ring) = cinch_party::ui::widgets::focus_ring(&h.ctx).expect("a ring");
        let outer = ring.expand(3.0);
        assert!(
            outer.contains_rect(score.expand(5.5)),
            "{outer:?} round {score:?}"
        );
        // Its neighbours: the labels beside the box, and the player's line above it.
        let near: Vec<Shown> = labels(&h)
            .into_iter()
            .filter(|s| {
                s.rect.left() < score.right() + 150.0 && s.rect.right() > score.left() - 150.0
            })
            .filter(|s| s.rect.top() < score.bottom() && s.rect.bottom() > score.top() - 40.0)
            .collect();
        for side in ["N–S", "E–W"] {
            assert!(
                near.iter().any(|s| s.words == side),
                "{side} beside the boxes: {near:?}"
            );
        }
        for label in &near {
            assert!(
                !label.rect.intersects(outer),
                "the ring {outer:?} round the {box_name} box covers {label:?}"
            );
        }
    }
}

/// Whether `shown` is whole in its box: its words, broken between words at its width in
/// the body's type, take no more rows than its height holds.
fn whole_in_its_box(ctx: &egui::Context, shown: &Shown) -> bool {
    let rows = rows_within(ctx, &shown.words, 18.0, shown.rect.width());
    rows as f32 * row_at(ctx, 18.0) <= shown.rect.height() + 0.5
}

/// Bug: on the duplicate Round screen a pair's long names were cut on its card
/// ("N–S 1 (Mary-Katherine Van der Westhu…") with room on the card for a second line; so
/// was a long name on a star card in a narrow window.
#[test]
fn a_long_pair_name_takes_a_second_line_on_its_card() {
    use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
    use cinch_party::simulate::names::NamedGuest;
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut names: Vec<NamedGuest> = (1..=14)
        .map(|i| NamedGuest {
            name: format!("Player {i}"),
            side: None,
            address: None,
        })
        .collect();
    for long in [
        "Mary-Katherine Van der Westhuizen",
        "Howard Bancroft-Fotheringay",
    ] {
        names.push(NamedGuest {
            name: long.to_owned(),
            side: None,
            address: None,
        });
    }
    let party = simulate_duplicate(&DuplicateOptions {
        pairs: 8,
        rounds: Some(2),
        open_round: true,
        names,
        ..DuplicateOptions::default()
    })
    .unwrap();
    let h = opened_in(party, [1366.0, 768.0], saves.path(), &clock);
    let shown = labels(&h);
    let long: Vec<&Shown> = shown
        .iter()
        .filter(|s| s.words.contains("Van der Westhuizen") || s.words.contains("Bancroft"))
        .collect();
    assert!(!long.is_empty(), "the long names on the cards: {shown:?}");
    for pair in long {
        assert!(whole_in_its_box(&h.ctx, pair), "{pair:?} cut on its card");
    }
    // A star card in a window narrower than a guest's long name.
    let name = "Maximiliana Theodora Fitzgerald-Wolstenholme of Snoring";
    let party = seated_named(2, stars_evening(4), |table, seat| {
        if (table, seat) == (1, Seat::North) {
            name.to_owned()
        } else {
            format!("Guest {table}{}", seat.letter())
        }
    });
    let saves = tempfile::tempdir().unwrap();
    let h = opened_in(party, [450.0, 700.0], saves.path(), &clock);
    let line = labels(&h)
        .into_iter()
        .find(|s| s.words.contains("Maximiliana"))
        .expect("the long name on its card");
    assert!(whole_in_its_box(&h.ctx, &line), "{line:?} cut on its card");
}

/// Bug: correcting a table on a card of the least width, its Cancel button ran over
/// the card's right edge into the next card.
#[test]
fn cancel_stays_on_its_card_while_correcting() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut h = round_screen([1366.0, 768.0], true, saves.path(), &clock);
    // The cursor waits at table 2; ↑ to table 1's result, Enter corrects it.
    crate::support::keys::key(&mut h, Key::ArrowUp);
    crate::support::keys::key(&mut h, Key::Enter);
    h.run_steps(3);
    let cancel = h.get_by_label("Cancel").rect();
    let save = h.get_by_label("Enter table 1").rect();
    // The next card begins a gap (12 pixels) before its frame, which is its margin and
    // stroke (13 pixels) before its title.
    let next_card = h.get_by_label("Table 2").rect().left() - 13.0 - 12.0;
    for (what, rect) in [("Cancel", cancel), ("Save", save)] {
        assert!(
            rect.right() <= next_card,
            "{what} ends at {}, table 1's card at {next_card}",
            rect.right()
        );
    }
}

/// The width of `words` on one line at `size`.
fn one_line_width(ctx: &egui::Context, words: &str, size: f32) -> f32 {
    ctx.fonts_mut(|f| {
        f.layout_no_wrap(
            words.to_owned(),
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
        )
        .size()
        .x
    })
}

/// Bug: after the bell the move list's two columns were justified: the spaces and
/// letters of every wrapped line stretched to the column's edge, every line as wide as
/// its column, so that when Tab stopped at the lines (a screen reader on) an empty focus
/// ring spanned the column around "By guest".
#[test]
fn the_move_lists_lines_are_ragged_and_a_focus_ring_holds_its_line() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(30));
    let mut party = crate::common::seated(3, stars_evening(4));
    crate::common::report_all(&mut party, &[(21, 11), (22, 11), (23, 11)]);
    let mut h = opened_in(party, [1366.0, 768.0], saves.path(), &clock);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::B);
    h.run_steps(4);
    h.get_by_label_contains("Who goes where for round 2");
    // Every line of the list as wide as its words, or narrower (wrapped).
    let lines: Vec<Shown> = labels(&h)
        .into_iter()
        .filter(|s| s.words.starts_with("By ") || s.words.contains(": "))
        .collect();
    assert!(lines.len() > 12, "{lines:?}");
    for line in &lines {
        let natural = one_line_width(&h.ctx, &line.words, 19.0);
        assert!(
            line.rect.width() <= natural + 1.0,
            "{line:?} stretched past its words' {natural:.0} px"
        );
    }
    // With a screen reader on, Tab stops at the lines: the ring holds the one reached.
    h.ctx.options_mut(|o| o.screen_reader = true);
    h.run_steps(2);
    for _ in 0..2 {
        crate::support::keys::key(&mut h, Key::Tab);
    }
    let focused = h
        .query_all(egui_kittest::kittest::by())
        .find(|n| n.is_focused())
        .map(|n| n.accesskit_node().value().unwrap_or_default().to_string())
        .expect("a line has the keys");
    assert_eq!(focused, "By guest");
    let (_, ring) = cinch_party::ui::widgets::focus_ring(&h.ctx).expect("a ring");
    let natural = one_line_width(&h.ctx, &focused, 19.0);
    // The ring is drawn 3 pixels out of its widget.
    assert!(
        ring.width() <= natural + 2.0 * 3.0 + 1.0,
        "a ring {:.0} px wide round {focused:?} ({natural:.0} px)",
        ring.width()
    );
}

/// The pixels of `image` in `rect` that stand out from the colour at its left edge on
/// the same row (by more than 40 in red, green and blue together).
fn standing_out(image: &image::RgbaImage, rect: egui::Rect) -> usize {
    let (w, h) = image.dimensions();
    let mut count = 0;
    for y in (rect.top().max(0.0) as u32)..(rect.bottom() as u32).min(h) {
        let ground = image.get_pixel(rect.left().max(0.0) as u32, y);
        for x in (rect.left().max(0.0) as u32)..(rect.right() as u32).min(w) {
            let p = image.get_pixel(x, y);
            let d: i32 = (0..3)
                .map(|c| (i32::from(p[c]) - i32::from(ground[c])).abs())
                .sum();
            if d > 40 {
                count += 1;
            }
        }
    }
    count
}

/// Bug: a member list longer than the Season screen had no scroll bar to be seen (egui's
/// floated unseen until the pointer came near), so the list seemed to end at the
/// window's foot; it is drawn now, beside the list, before and after a season is picked.
#[test]
fn a_long_member_list_shows_its_scroll_bar() {
    use cinch_party::season::files;
    let saves = tempfile::tempdir().unwrap();
    files::update_members(saves.path(), |list| {
        for i in 1..=60 {
            list.add(&format!("Member number {i}"), None).map(|_| ())?;
        }
        Ok::<(), files::FileError>(())
    })
    .unwrap();
    let clock = FakeClock::at(at(30));
    let app = crate::support::ui::test_app(saves.path(), &clock, None);
    let mut h = crate::support::ui::harness_of(app, [1366.0, 768.0], true);
    h.run_steps(2);
    crate::support::season::ctrl(&mut h, Key::E);
    crate::support::season::settle(&mut h);
    for season in [false, true] {
        if season {
            h.get_by_label("New season's name").click();
            h.run_steps(2);
            crate::support::ui::type_keys(&mut h, "Winter");
            crate::support::ui::press(&mut h, Key::Enter);
            crate::support::season::settle(&mut h);
        }
        let rows: Vec<Shown> = h
            .query_all(egui_kittest::kittest::by())
            .filter_map(|n| {
                let node = n.accesskit_node();
                let words = node.label().or_else(|| node.value())?;
                words.starts_with("Member number").then(|| Shown {
                    words: words.to_string(),
                    rect: n.rect(),
                })
            })
            .collect();
        assert!(
            rows.iter().any(|s| s.rect.top() > 768.0),
            "the list runs past the window's foot"
        );
        let top = rows.iter().map(|s| s.rect.top()).fold(f32::MAX, f32::min);
        let right = rows.iter().map(|s| s.rect.right()).fold(0.0_f32, f32::max);
        // The bar: anywhere right of the list's rows (a name, its side's button and its
        // stripe), beside them, inside the window's panel (its edge is drawn 8 pixels
        // in from the window's).
        let beside = egui::Rect::from_min_max(
            egui::pos2(right + 250.0, top),
            egui::pos2(1366.0 - 12.0, 760.0),
        );
        let image = h.render().expect("the window drawn");
        let bar = standing_out(&image, beside);
        assert!(
            bar > 200,
            "season picked: {season}: {bar} pixels of a scroll bar right of the list"
        );
    }
}
