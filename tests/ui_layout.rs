//! Every screen of the host's window at a laptop's 1366×768 and a projector's 1280×720,
//! with 40-character names (issue 27): nothing runs off the window's edge and no two
//! controls are drawn over each other. With `CINCH_SHOTS=dir` set, each screen is also
//! saved as a picture there, to look at.

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::rules::{Action, Party, Seat};
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::{apply, at, seated_named, stars_evening};

/// A name of exactly 40 characters, different for every chair.
fn long_name(table: u32, seat: Seat) -> String {
    let name = format!(
        "{} Featherstonehaugh-Montgomery {}{table}",
        ["Maximiliana", "Bartholomew", "Georgiana", "Constantin"][seat as usize],
        seat.letter()
    );
    format!("{name:-<40}")
}

/// Four tables of long names, round 1 under way: two results, a tie waiting for its
/// cut, a guest leaving at the bell, a late arrival waiting.
fn party() -> Party {
    let mut party = seated_named(4, stars_evening(3), long_name);
    apply(&mut party, Action::StartRound);
    crate::common::report_all(&mut party, &[(14, 6), (10, 10)]);
    let leaver = party
        .state()
        .star()
        .unwrap()
        .current_round()
        .unwrap()
        .tables[2]
        .north;
    apply(&mut party, Action::Leave { guest: leaver });
    apply(
        &mut party,
        Action::AddGuest {
            name: format!("{:-<40}", "Wilhelmina Late-Arrival"),
            side: cinch_party::rules::Side::Lady,
        },
    );
    party
}

/// The interactive nodes and labels with their rectangles.
fn nodes(h: &Harness<'_, CinchApp>) -> Vec<(Role, String, egui::Rect)> {
    h.query_all_by(|_| true)
        .filter(|n| {
            matches!(
                n.accesskit_node().role(),
                Role::Label
                    | Role::Button
                    | Role::TextInput
                    | Role::CheckBox
                    | Role::RadioButton
                    | Role::SpinButton
                    | Role::Slider
                    | Role::Link
            )
        })
        .map(|n| {
            let node = n.accesskit_node();
            let words = node
                .label()
                .or_else(|| node.value())
                .unwrap_or_default()
                .to_string();
            (node.role(), words, n.rect())
        })
        .collect()
}

/// What is wrong with the screen in view, in words (nothing when it fits).
fn check(h: &Harness<'_, CinchApp>, size: [f32; 2], what: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    let all = nodes(h);
    if all.len() <= 5 {
        wrong.push(format!("{what}: hardly anything drawn"));
    }
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    // Only what is in view (a scrolled list lays out rows above and below it).
    let shown: Vec<_> = all
        .iter()
        .filter(|(_, _, r)| r.top() >= 0.0 && r.bottom() <= size[1] && r.width() > 0.5)
        .collect();
    for (role, words, rect) in &shown {
        if rect.left() < window.left() - 0.5 || rect.right() > window.right() + 0.5 {
            wrong.push(format!(
                "{what}: {role:?} {words:?} ({rect:?}) runs off the window"
            ));
        }
    }
    let controls: Vec<_> = shown
        .iter()
        .filter(|(role, _, _)| *role != Role::Label)
        .collect();
    for (i, (ra, a, rect_a)) in controls.iter().enumerate() {
        for (rb, b, rect_b) in controls.iter().skip(i + 1) {
            let overlap = rect_a.intersect(*rect_b);
            if overlap.width() > 1.0 && overlap.height() > 1.0 {
                wrong.push(format!(
                    "{what}: {ra:?} {a:?} ({rect_a:?}) is drawn over {rb:?} {b:?} ({rect_b:?})"
                ));
            }
        }
    }
    wrong
}

/// The everyday texts drawn cut short (issue 51 §6): a guest's 40-character name may be
/// cut to its column, and the party's title to the room the tabs leave it (each whole on
/// hover), nothing else.
fn cut(h: &Harness<'_, CinchApp>, size: [f32; 2], what: &str) -> Vec<String> {
    let title = h.state().desk().map(|d| d.file.title().to_owned());
    crate::support::ui::cut_texts(h, size)
        .into_iter()
        .filter(|(text, _)| !text.contains("Featherstonehaugh") && !text.contains("Wilhelmina"))
        .filter(|(text, _)| Some(text) != title.as_ref())
        .map(|(text, rect)| format!("{what}: {text:?} ({rect:?}) is cut short"))
        .collect()
}

fn shoot(h: &mut Harness<'_, CinchApp>, name: &str) {
    let Ok(dir) = std::env::var("CINCH_SHOTS") else {
        return;
    };
    let image = h.render().expect("rendered");
    image
        .save(std::path::Path::new(&dir).join(format!("{name}.png")))
        .unwrap();
}

fn every_screen(size: [f32; 2]) {
    every_screen_in(size, egui::ThemePreference::Dark);
}

fn every_screen_in(size: [f32; 2], look: egui::ThemePreference) {
    every_screen_speaking(size, look, None);
}

fn every_screen_speaking(
    size: [f32; 2],
    look: egui::ThemePreference,
    lang: Option<cinch_party::words::Lang>,
) {
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("long-names.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Long names", party()).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    every_screen_of(saves.path(), path, size, look, lang);
}

/// Every screen of the party saved at `path` (the window's tabs, the Season and the
/// Rules), checked at `size`, in `look` and `lang`.
fn every_screen_of(
    saves: &std::path::Path,
    path: std::path::PathBuf,
    size: [f32; 2],
    look: egui::ThemePreference,
    lang: Option<cinch_party::words::Lang>,
) {
    let clock = FakeClock::at(at(0));
    let render = std::env::var("CINCH_SHOTS").is_ok();
    let app = crate::support::ui::test_app(saves, &clock, Some(path));
    let mut h = crate::support::ui::harness_of(app, size, render);
    h.ctx.set_theme(look);
    if let Some(lang) = lang {
        h.state_mut()
            .execute(cinch_party::view::Command::WindowLanguage(lang), 0.0);
    }
    h.run_steps(3);
    let tag = format!(
        "{}x{}{}{}",
        size[0],
        size[1],
        if look == egui::ThemePreference::Light {
            "-light"
        } else {
            ""
        },
        lang.map(|l| format!("-{l}")).unwrap_or_default()
    );
    let mut wrong = Vec::new();
    if size[0] < 1300.0 {
        // The frame-time readout (F12) on: it takes its place on the bar too.
        h.key_press(Key::F12);
        h.run_steps(3);
        assert!(h.state().frame_times_shown());
    }
    for (key, name) in crate::support::ui::SCREEN_KEYS {
        h.key_press_modifiers(Modifiers::COMMAND, key);
        h.run_steps(4);
        wrong.extend(check(&h, size, &format!("{name} at {tag}")));
        wrong.extend(cut(&h, size, &format!("{name} at {tag}")));
        shoot(&mut h, &format!("{name}-{tag}"));
    }
    h.key_press(Key::F1);
    h.run_steps(4);
    wrong.extend(check(&h, size, &format!("rules at {tag}")));
    shoot(&mut h, &format!("rules-{tag}"));
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_screen_fits_a_laptop_at_1366_by_768_with_40_character_names() {
    every_screen([1366.0, 768.0]);
}

#[test]
fn every_screen_fits_a_projector_at_1280_by_720_with_40_character_names() {
    every_screen([1280.0, 720.0]);
}

/// Issue 51: German runs about a third longer than English; every screen still fits a
/// projector's 1280×720, nothing drawn over anything, nothing off the window.
#[test]
fn every_screen_fits_a_projector_at_1280_by_720_in_german_and_spanish() {
    for tag in ["de", "es"] {
        let lang = cinch_party::words::Lang::from_tag(tag);
        every_screen_speaking([1280.0, 720.0], egui::ThemePreference::Dark, lang);
    }
}

/// Issue 51 §6: a duplicate evening's screens (its trays, the pairs' standings, the
/// movement) in German and Spanish at 1280×720: nothing cut, over, or off the window.
#[test]
fn every_duplicate_screen_fits_a_projector_at_1280_by_720_in_german_and_spanish() {
    for tag in ["de", "es"] {
        let saves = tempfile::tempdir().unwrap();
        let path = saves.path().join("duplicate.ron");
        crate::support::duplicate::saved_duplicate(&path, 10, 4, 2, true);
        let lang = cinch_party::words::Lang::from_tag(tag);
        every_screen_of(
            saves.path(),
            path,
            [1280.0, 720.0],
            egui::ThemePreference::Dark,
            lang,
        );
    }
}

#[test]
fn a_window_remembered_from_a_larger_screen_is_maximised_on_a_smaller_one() {
    use cinch_party::app::outgrows_screen;
    let rect = |w, h| {
        Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(w, h),
        ))
    };
    let laptop = Some(egui::vec2(1366.0, 768.0));
    assert!(outgrows_screen(rect(1900.0, 1000.0), laptop));
    assert!(!outgrows_screen(rect(1360.0, 740.0), laptop));
    assert!(!outgrows_screen(rect(1900.0, 1000.0), None));
}

#[test]
fn a_narrow_window_folds_the_last_tabs_into_more_and_they_still_work() {
    let saves = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(at(0));
    let path = saves.path().join("long-names.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Long names", party()).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    drop(file);
    let app = crate::support::ui::test_app(saves.path(), &clock, Some(path));
    let mut h = crate::support::ui::harness_of(app, [1280.0, 720.0], false);
    h.run_steps(3);
    // At 1280 pixels the last tabs are in "More ▾"; at 1366 every tab is on the bar.
    assert!(h.query_by_role_and_label(Role::Button, "Rules").is_none());
    h.get_by_label("More screens").click();
    h.run_steps(3);
    h.get_by_label("Rules").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), cinch_party::view::Screen::Rules);
    // The screen shown from the menu names it on the bar.
    assert!(h.query_by_label("More screens (Rules shown)").is_some());
}

#[test]
fn every_screen_fits_in_the_light_look_too() {
    every_screen_in([1366.0, 768.0], egui::ThemePreference::Light);
}
