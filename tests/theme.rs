//! The two looks (issue 26): every text the host's screens draw reads at WCAG AA (4.5:1)
//! against every background it sits on, in the light look and the dark one.

use cinch_party::app::CinchApp;
use cinch_party::rules::StarColour;
use cinch_party::ui::widgets;
use egui::{Color32, Theme};

use crate::support::ui::Memory;

/// WCAG's relative luminance of an sRGB colour.
fn luminance(c: Color32) -> f64 {
    let channel = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

/// WCAG's contrast ratio of two colours (1 to 21).
pub fn contrast(a: Color32, b: Color32) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn contrast_is_measured_as_wcag_says() {
    assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
    assert!((contrast(Color32::WHITE, Color32::WHITE) - 1.0).abs() < 0.01);
    // #767676 on white is the classic 4.54:1.
    assert!((contrast(Color32::from_gray(0x76), Color32::WHITE) - 4.54).abs() < 0.01);
}

#[test]
fn every_text_of_both_looks_reads_at_aa_contrast_on_every_background() {
    let ctx = egui::Context::default();
    CinchApp::set_style(&ctx);
    let mut failures = Vec::new();
    for theme in [Theme::Light, Theme::Dark] {
        let dark = theme == Theme::Dark;
        let v = ctx.style_of(theme).visuals.clone();
        assert_eq!(v.dark_mode, dark);
        let mut texts = vec![
            ("text", v.text_color()),
            ("weak text", v.weak_text_color()),
            ("warning", v.warn_fg_color),
            ("error", v.error_fg_color),
            ("link", v.hyperlink_color),
            ("good", widgets::good_for(dark)),
        ];
        for colour in StarColour::ALL {
            texts.push((
                cinch_party::words::colour_code(colour),
                widgets::star_colour_for(dark, colour),
            ));
        }
        let grounds = [
            ("panel", v.panel_fill),
            ("window", v.window_fill),
            ("striped row", v.faint_bg_color),
            ("text box", v.extreme_bg_color),
        ];
        for (what, ink) in &texts {
            for (on, ground) in grounds {
                let ratio = contrast(*ink, ground);
                if ratio < 4.5 {
                    failures.push(format!(
                        "{theme:?}: {what} {ink:?} on {on} {ground:?}: {ratio:.2}"
                    ));
                }
            }
        }
        // A button's words on the button.
        for (state, w) in [
            ("button", v.widgets.inactive),
            ("hovered button", v.widgets.hovered),
        ] {
            let ratio = contrast(w.fg_stroke.color, w.weak_bg_fill);
            if ratio < 4.5 {
                failures.push(format!("{theme:?}: {state} text: {ratio:.2}"));
            }
        }
        // A control's outline (an unticked box or radio) stands out from the panel.
        if !dark {
            let edge = contrast(v.widgets.inactive.bg_stroke.color, v.panel_fill);
            if edge < 3.0 {
                failures.push(format!("{theme:?}: a control's outline {edge:.2}"));
            }
        }
        // The focus ring stands out from the panel (3:1 for a non-text mark).
        let ring = contrast(widgets::focus_colour(dark), v.panel_fill);
        if ring < 3.0 {
            failures.push(format!("{theme:?}: focus ring {ring:.2}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Issue 38: the guest display's own looks, dark and light, at the same contrast.
#[test]
fn every_ink_of_the_guest_displays_two_looks_reads_at_aa_contrast() {
    use cinch_party::ui::display::look::inks;
    use cinch_party::view::display::DisplayLook;
    let mut failures = Vec::new();
    for look in DisplayLook::ALL {
        let inks = inks(look);
        for (what, ink) in inks.texts() {
            let ratio = contrast(ink, inks.ground);
            if ratio < 4.5 {
                failures.push(format!("{look:?}: {what} {ink:?}: {ratio:.2}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The two are not the same look.
    assert!(
        contrast(
            inks(DisplayLook::Dark).ground,
            inks(DisplayLook::Light).ground
        ) > 10.0
    );
}

/// Issue 38: the guest display's look is chosen on the Display screen, apart from the
/// host's, saved with eframe's storage and put back at the next start.
#[test]
fn the_guest_displays_look_is_chosen_on_the_display_screen_and_remembered() {
    use cinch_party::view::display::DisplayLook;
    use egui_kittest::kittest::Queryable;
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let path = saves.path().join("look.ron");
    let party = crate::common::seated(2, crate::common::stars_evening(3));
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Look", party).unwrap();
    assert_eq!(
        file.save_now(crate::common::at(0)),
        cinch_party::store::Saved::Yes
    );
    drop(file);
    let mut h = crate::support::ui::harness(saves.path(), &clock, Some(path.clone()));
    h.run_steps(3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num7);
    h.run_steps(3);
    assert_eq!(h.state().display().look, DisplayLook::Dark);
    h.get_by_label("light (a bright room or a washed-out projector)")
        .click_accesskit();
    h.run_steps(3);
    assert_eq!(h.state().display().look, DisplayLook::Light);
    // The host's own look is untouched.
    assert_eq!(h.ctx.theme(), egui::Theme::Dark);
    let mut memory = Memory::default();
    eframe::App::save(h.state_mut(), &mut memory);
    assert_eq!(
        cinch_party::app::Preferences::read(&memory).display_look,
        Some(DisplayLook::Light)
    );
    let mut next = crate::support::ui::test_app(saves.path(), &clock, None);
    assert_eq!(next.display().look, DisplayLook::Dark);
    next.restore_display(&memory);
    assert_eq!(next.display().look, DisplayLook::Light);
    assert!(!next.display().open, "it was not open");
    // Its window open when the program stopped (a crash, a host's trial): open again.
    h.state_mut().execute(
        cinch_party::view::Command::Display(cinch_party::view::DisplayCommand::Open(true)),
        0.0,
    );
    let mut memory = Memory::default();
    eframe::App::save(h.state_mut(), &mut memory);
    assert!(cinch_party::app::Preferences::read(&memory).display_open);
    // The party given on the command line: open at once (carrying on is in
    // regressions::guest_display).
    drop(h);
    let mut next = crate::support::ui::test_app(saves.path(), &clock, Some(path.clone()));
    next.restore_display(&memory);
    let mut next = crate::support::ui::harness_of(next, [1366.0, 768.0], false);
    next.run_steps(3);
    assert!(next.state().display().open);
    for word in ["sepia", ""] {
        assert_eq!(DisplayLook::from_word(word), None);
    }
}

#[test]
fn the_look_is_switched_on_the_party_screen_and_remembered_by_name() {
    use cinch_party::app::style::{theme_from_word, theme_word};
    use egui::ThemePreference;
    use egui_kittest::kittest::Queryable;
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(3);
    h.get_by_label("light (a bright room)").click_accesskit();
    h.run_steps(3);
    assert_eq!(h.ctx.theme(), Theme::Light);
    assert!(!h.ctx.style_of(Theme::Light).visuals.dark_mode);
    h.get_by_label("dark (a dim room)").click_accesskit();
    h.run_steps(3);
    assert_eq!(h.ctx.theme(), Theme::Dark);
    for look in [
        ThemePreference::System,
        ThemePreference::Light,
        ThemePreference::Dark,
    ] {
        assert_eq!(theme_from_word(theme_word(look)), look);
    }
    assert_eq!(theme_from_word("sepia"), ThemePreference::System);
}

#[test]
fn a_remembered_zoom_is_read_back_only_when_sensible() {
    use cinch_party::app::style::zoom_from_word;
    assert_eq!(zoom_from_word("1.25"), Some(1.25));
    assert_eq!(zoom_from_word(" 2 "), Some(2.0));
    for bad in ["", "NaN", "inf", "0", "-1", "40", "big"] {
        assert_eq!(zoom_from_word(bad), None, "{bad:?}");
    }
}

#[test]
fn the_look_and_the_zoom_chosen_are_saved_and_put_back_at_the_next_start() {
    use egui_kittest::kittest::Queryable;
    let saves = tempfile::tempdir().unwrap();
    let clock = cinch_party::app::FakeClock::at(crate::common::at(0));
    let mut h = crate::support::ui::harness(saves.path(), &clock, None);
    h.run_steps(3);
    h.get_by_label("light (a bright room)").click_accesskit();
    h.run_steps(3);
    // Ctrl+Plus twice: the whole window larger.
    for _ in 0..2 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
        h.run_steps(3);
    }
    let zoom = h.ctx.zoom_factor();
    assert!(zoom > 1.0, "{zoom}");
    let mut memory = Memory::default();
    eframe::App::save(h.state_mut(), &mut memory);
    assert_eq!(
        cinch_party::app::Preferences::read(&memory).theme,
        Some(egui::ThemePreference::Light)
    );
    // The next start.
    let ctx = egui::Context::default();
    cinch_party::app::style::apply_remembered(&ctx, &memory);
    assert_eq!(
        ctx.options(|o| o.theme_preference),
        egui::ThemePreference::Light
    );
    // The zoom as saved (egui applies a zoom set before the first frame at that frame).
    let saved = cinch_party::app::Preferences::read(&memory).zoom.unwrap();
    assert!((saved - zoom).abs() < 1e-4);
}

/// What the window keeps is one record (issue 50 §5), under one key: written whole and
/// read back whole; a record from another version (a field it lacks, one no longer
/// known) still reads; a damaged one, or none, gives the defaults; the keys of one string
/// each that came before it are read when there is no record.
#[test]
fn what_the_window_keeps_is_one_record_that_reads_across_versions() {
    use cinch_party::app::{PREFERENCES_KEY, Preferences};
    use cinch_party::view::display::DisplayLook;
    let kept = Preferences {
        last_party: Some("/home/host/Cinch/Nov.ron".into()),
        theme: Some(egui::ThemePreference::Dark),
        zoom: Some(1.5),
        display_look: Some(DisplayLook::Light),
        printer: Some("Office-Laser".into()),
        pads_at_bell: true,
        display_open: true,
        language: cinch_party::words::Lang::from_tag("de"),
    };
    let mut memory = Memory::default();
    kept.write(&mut memory);
    assert_eq!(memory.0.len(), 1, "one key: {:?}", memory.0.keys());
    assert_eq!(Preferences::read(&memory), kept);
    // Another version's record: a field it lacks, one it does not know.
    let mut other = Memory::default();
    other.0.insert(
        PREFERENCES_KEY.into(),
        "(printer: Some(\"Hall\"), sound: Some(false))".into(),
    );
    let read = Preferences::read(&other);
    assert_eq!(read.printer.as_deref(), Some("Hall"));
    assert_eq!(read.last_party, None);
    // Damaged: the defaults, never a crash; a zoom egui cannot draw is left out.
    for bad in ["(printer: ", "[1, 2", "\u{0}", "(zoom: Some(40.0))"] {
        let mut damaged = Memory::default();
        damaged.0.insert(PREFERENCES_KEY.into(), bad.into());
        assert_eq!(
            Preferences::read(&damaged),
            Preferences::default(),
            "{bad:?}"
        );
    }
    // The keys of before.
    let mut before = Memory::default();
    for (key, value) in [
        ("last_party", "/home/host/Cinch/Oct.ron"),
        ("theme", "light"),
        ("zoom", "1.25"),
        ("display_look", "light"),
        ("printer", "Office-Laser"),
        ("print_pads_at_bell", "yes"),
    ] {
        before.0.insert(key.into(), value.into());
    }
    let read = Preferences::read(&before);
    assert_eq!(
        read,
        Preferences {
            last_party: Some("/home/host/Cinch/Oct.ron".into()),
            theme: Some(egui::ThemePreference::Light),
            zoom: Some(1.25),
            display_look: Some(DisplayLook::Light),
            printer: Some("Office-Laser".into()),
            pads_at_bell: true,
            display_open: false,
            language: None,
        }
    );
}
