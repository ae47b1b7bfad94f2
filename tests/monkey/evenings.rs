//! The windows the monkey types at: a star evening at its Round screen, a duplicate
//! evening at its Round screen with the phones on, the club's Season screen with an
//! evening open. Every saves folder holds a club too (a member list, two seasons of
//! finished evenings), so a key that wrote to the wrong file would be seen.

use std::path::Path;
use std::sync::Arc;

use cinch_party::app::{CinchApp, FakeClock};
use cinch_party::printers::PrintService;
use cinch_party::rules::Side;
use cinch_party::season::files;
use cinch_party::simulate::duplicate::{DuplicateOptions, simulate_duplicate};
use cinch_party::view::{Command, PhonesCommand};
use egui::{Key, Modifiers};
use egui_kittest::Harness;

use super::generate::Host;
use crate::common::{at, seated, stars_evening};
use crate::support::season::{named, star_evening};
use crate::support::ui::{harness_of, options};

/// A window under the monkey, and the folder its files are in.
pub struct Window<'a> {
    /// The window.
    pub h: Harness<'a, CinchApp>,
    /// Its saves folder (removed when dropped).
    pub saves: tempfile::TempDir,
}

/// The club beside every evening: members, two seasons of finished evenings.
fn club(saves: &Path) {
    let names = named(
        &["Ann Lee", "Di Sims", "Flo Gray", "Ida Moss"],
        &["Bo Orr", "Cy Dunn", "Ed Ames", "Gus Hale"],
    );
    star_evening(saves, "spring.ron", "Spring", 3, names.clone());
    star_evening(saves, "summer.ron", "Summer", 4, names);
    files::update_members(saves, |list| {
        list.add("Ann Lee", Some(Side::Lady))?;
        list.add("Bo Orr", Some(Side::Gentleman))?;
        Ok::<_, files::FileError>(())
    })
    .unwrap();
    for (season, evenings) in [("Club 2026", vec!["spring.ron"]), ("Club 2027", vec![])] {
        files::update_season(saves, season, |s| {
            s.evenings = evenings.iter().map(|e| (*e).to_owned()).collect();
            Ok::<_, files::FileError>(())
        })
        .unwrap();
    }
}

/// The window with `file` open from `saves`, printing nowhere (a print service that is
/// not there), the phones only ever on 127.0.0.1, the clock still (the runs replay).
fn window<'a>(saves: tempfile::TempDir, clock: &FakeClock, file: &str) -> Window<'a> {
    let open = Some(saves.path().join(file));
    let app = CinchApp::new(options(saves.path(), clock, open, Arc::new(|_| None)))
        .with_print_service(PrintService::Cups("127.0.0.1:9".to_owned()));
    let mut h = harness_of(app, [1366.0, 768.0], false);
    h.state_mut()
        .phones_listen_on(std::net::Ipv4Addr::LOCALHOST.into(), 0);
    h.run_steps(3);
    Window { h, saves }
}

/// The saves folder of `host`'s window of `seed`, in `saves`: the club, and the evening
/// as `evening.ron` (its size and how far it has gone varied by the seed).
pub fn fill_saves(saves: &Path, host: Host, seed: u64) {
    club(saves);
    let party = match host {
        Host::Star | Host::Season => {
            // Two to four tables, none to all of them reported: a host opens the window
            // at any moment of a round.
            let tables = 2 + u32::try_from(seed % 3).unwrap();
            let mut party = seated(tables, stars_evening(6));
            let reported = u32::try_from(seed / 3 % 4).unwrap().min(tables);
            let scores: Vec<(i64, i64)> = (0..reported)
                .map(|t| (20 + i64::from(t), 9 + i64::from(t)))
                .collect();
            crate::common::report_all(&mut party, &scores);
            party
        }
        Host::Duplicate => simulate_duplicate(&DuplicateOptions {
            seed,
            pairs: 6 + u32::try_from(seed % 3).unwrap(),
            trays_per_table: 2,
            rounds: Some(1),
            open_round: true,
            ..DuplicateOptions::default()
        })
        .unwrap(),
    };
    crate::support::evenings::saved(party, &saves.join("evening.ron"));
}

/// The window the monkey of `host` types at; `seed` varies the evening's size.
pub fn window_for<'a>(host: Host, seed: u64) -> Window<'a> {
    let saves = tempfile::tempdir().unwrap();
    fill_saves(saves.path(), host, seed);
    let clock = FakeClock::at(at(0));
    let mut w = window(saves, &clock, "evening.ron");
    match host {
        Host::Star => {}
        Host::Season => {
            w.h.key_press_modifiers(Modifiers::COMMAND, Key::E);
            crate::support::season::settle(&mut w.h);
        }
        Host::Duplicate => {
            w.h.state_mut()
                .execute(Command::Phones(PhonesCommand::Serve(true)), 0.0);
            w.h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
            w.h.run_steps(3);
            assert!(!w.h.state().phone_links().is_empty(), "the phones are on");
        }
    }
    w
}
