//! A member's mail address on the Season screen (issue 53 §1): typed in their row, a
//! wrong one refused in words as the box is left (nothing kept), "mail me" ticked and
//! unticked, and *Forget* taking it off the member list for good — out of the file, out
//! of the file's backup, and out of what Ctrl+Z could put back.

use cinch_party::app::FakeClock;
use cinch_party::season::MemberList;
use cinch_party::season::files::{self, FileError};
use egui::Key;
use egui_kittest::kittest::Queryable;

use crate::common::at;
use crate::support::season::{ctrl, settle};
use crate::support::ui::{click, harness, press, type_into};

fn member_list(saves: &std::path::Path) -> String {
    std::fs::read_to_string(files::members_path(saves)).unwrap()
}

#[test]
fn a_members_address_is_kept_when_it_is_one_refused_when_not_and_forgotten_for_good() {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    files::update_members(dir, |list: &mut MemberList| {
        list.add("Ann Abbott", None)?;
        list.add("Bob Baker", None)?;
        Ok::<(), FileError>(())
    })
    .unwrap();
    let clock = FakeClock::at(at(0));
    let mut h = harness(dir, &clock, None);
    h.run_steps(2);
    ctrl(&mut h, Key::E);
    settle(&mut h);

    // A wrong address: refused in words, nothing kept.
    type_into(&mut h, "Address of Ann Abbott", "ann at home");
    press(&mut h, Key::Tab);
    settle(&mut h);
    h.get_by_label_contains("Refused:");
    assert!(!member_list(dir).contains("ann at home"));
    // Mended: kept, and their evenings mailed.
    h.get_by_label("Address of Ann Abbott").click();
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.get_by_label("Address of Ann Abbott")
        .type_text("ann@example.org");
    press(&mut h, Key::Tab);
    settle(&mut h);
    assert!(h.query_all_by_label_contains("Refused:").next().is_none());
    let list = files::read_members(dir).unwrap();
    let ann = &list.members[0];
    assert_eq!(ann.address.as_deref(), Some("ann@example.org"));
    assert!(ann.mail_me);
    assert_eq!(list.members[1].address, None, "Bob untouched");
    // Unticked: kept, not mailed.
    click(&mut h, "mail me");
    settle(&mut h);
    let list = files::read_members(dir).unwrap();
    assert_eq!(list.members[0].address.as_deref(), Some("ann@example.org"));
    assert!(!list.members[0].mail_me);

    // Forgotten: out of the file, its backup, and the undo.
    click(&mut h, "Forget");
    settle(&mut h);
    let backup = cinch_party::store::backup_path(&files::members_path(dir));
    for (what, text) in [
        ("the member list", member_list(dir)),
        ("its backup", std::fs::read_to_string(&backup).unwrap()),
    ] {
        assert!(!text.contains("ann@example.org"), "{what} keeps it: {text}");
    }
    for _ in 0..3 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
        settle(&mut h);
        assert!(
            !member_list(dir).contains("ann@example.org"),
            "Ctrl+Z put it back: {}",
            member_list(dir)
        );
    }
    assert!(h.query_by_label("Address of Ann Abbott").is_some());
}
