//! The system's file dialogs (issue 26), driven through their seam: the test answers each
//! dialog as a host would (a file, a folder, or Cancel) and everything after the answer
//! runs for real — opening, copying, printing, exporting — without the window stopping.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use cinch_party::app::dialogs::{Kind, Picker, Request};
use cinch_party::app::{CinchApp, FakeClock};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::at;

/// A picker that gives `answers` in turn (`None`: Cancel) and keeps every request.
fn answering(answers: Vec<Option<PathBuf>>) -> (Picker, Arc<Mutex<Vec<Request>>>) {
    let asked = Arc::new(Mutex::new(Vec::new()));
    let answers = Arc::new(Mutex::new(answers.into_iter()));
    let seen = asked.clone();
    let picker: Picker = Arc::new(move |request| {
        seen.lock().unwrap().push(request);
        answers.lock().unwrap().next().flatten()
    });
    (picker, asked)
}

fn window<'a>(
    saves: &std::path::Path,
    clock: &FakeClock,
    open: Option<PathBuf>,
    picker: Picker,
) -> Harness<'a, CinchApp> {
    let app = CinchApp::new(crate::support::ui::options(saves, clock, open, picker));
    let mut h = crate::support::ui::harness_of(app, [1366.0, 768.0], false);
    h.run_steps(3);
    h
}

/// Runs frames until `done` (the dialog's answer comes from another thread), boundedly.
fn until(h: &mut Harness<'_, CinchApp>, done: impl Fn(&Harness<'_, CinchApp>) -> bool) {
    // A print-out in a debug build takes a few seconds: up to 30 s.
    for _ in 0..3000 {
        h.run_steps(1);
        if done(h) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let said: Vec<String> = h
        .state()
        .toasts()
        .items()
        .iter()
        .map(|t| t.text.clone())
        .collect();
    panic!("the dialog's answer never arrived; said: {said:?}");
}

/// A saved party of two tables, seated.
fn saved_party(dir: &std::path::Path) -> PathBuf {
    let party = crate::common::seated(2, crate::common::stars_evening(3));
    let path = dir.join("friday.ron");
    let mut file = cinch_party::store::PartyFile::adopt(&path, "Friday", party).unwrap();
    assert_eq!(file.save_now(at(0)), cinch_party::store::Saved::Yes);
    path
}

#[test]
fn ctrl_o_opens_the_party_chosen_and_a_cancel_changes_nothing() {
    let saves = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let party = saved_party(elsewhere.path());
    let clock = FakeClock::at(at(0));
    let (picker, asked) = answering(vec![None, Some(party.clone())]);
    let mut h = window(saves.path(), &clock, None, picker);
    // Cancelled: still no party, and nothing said.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    until(&mut h, |_| asked.lock().unwrap().len() == 1);
    h.run_steps(5);
    assert!(h.state().desk().is_none());
    assert!(h.state().toasts().items().is_empty());
    // Chosen: opened, from anywhere.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    until(&mut h, |h| h.state().desk().is_some());
    assert_eq!(h.state().desk().unwrap().file.path(), party.as_path());
    let first = asked.lock().unwrap()[0].clone();
    assert_eq!(first.kind, Kind::Open);
    assert_eq!(first.folder, saves.path());
    assert_eq!(
        first.filter,
        Some(("Cinch party".to_owned(), "ron".to_owned()))
    );
}

#[test]
fn a_file_that_is_not_a_party_is_refused_in_words_and_changes_nothing() {
    let saves = tempfile::tempdir().unwrap();
    let notes = saves.path().join("shopping.ron");
    std::fs::write(&notes, "eggs, flour, a pack of cards").unwrap();
    let clock = FakeClock::at(at(0));
    let (picker, _) = answering(vec![Some(notes.clone())]);
    let mut h = window(saves.path(), &clock, None, picker);
    h.get_by_label("Open a party…").click();
    until(&mut h, |h| {
        h.query_by_label("This party cannot be opened").is_some()
    });
    assert!(h.state().desk().is_none());
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "eggs, flour, a pack of cards"
    );
}

#[test]
fn save_a_copy_as_puts_the_whole_party_where_the_host_chose() {
    let saves = tempfile::tempdir().unwrap();
    let stick = tempfile::tempdir().unwrap();
    let party = saved_party(saves.path());
    let clock = FakeClock::at(at(0));
    let chosen = stick.path().join("friday backup");
    let (picker, asked) = answering(vec![Some(chosen.clone()), Some(party.clone())]);
    let mut h = window(saves.path(), &clock, Some(party.clone()), picker);
    h.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
    let copy = stick.path().join("friday backup.ron");
    until(&mut h, |_| copy.is_file());
    let (_, copied) = cinch_party::store::load(&copy).unwrap();
    assert_eq!(&copied, h.state().desk().unwrap().file.party());
    let request = asked.lock().unwrap()[0].clone();
    assert_eq!(request.kind, Kind::Save);
    assert_eq!(request.file_name.as_deref(), Some("friday (copy).ron"));
    // The party's own file is never overwritten by its copy.
    h.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
    until(&mut h, |h| {
        h.query_by_label_contains("That is the party's own file")
            .is_some()
    });
}

#[test]
fn save_pdf_as_and_export_to_write_where_the_host_chose() {
    let saves = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let party = saved_party(saves.path());
    let clock = FakeClock::at(at(0));
    let pdf = out.path().join("cards for the tables");
    let (picker, asked) = answering(vec![Some(pdf.clone()), Some(out.path().to_path_buf())]);
    let mut h = window(saves.path(), &clock, Some(party), picker);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run_steps(3);
    h.get_by_label("Save PDF as…").click();
    let written = out.path().join("cards for the tables.pdf");
    until(&mut h, |_| written.is_file());
    assert!(std::fs::read(&written).unwrap().starts_with(b"%PDF-"));
    // (Low in the Print screen's left column: pressed by accessibility.)
    h.get_by_label("Export to…").click_accesskit();
    until(&mut h, |_| out.path().join("friday.json").is_file());
    assert!(out.path().join("friday-standings.csv").is_file());
    let asked = asked.lock().unwrap();
    assert_eq!(asked[0].file_name.as_deref(), Some("friday-tables-a4.pdf"));
    assert_eq!(asked[1].kind, Kind::Folder);
}
