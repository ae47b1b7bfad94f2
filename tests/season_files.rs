//! The season's files and what it makes: the member list saved as safely as a party
//! (a backup, a lock, a version; a file it cannot read left alone), renaming and joining
//! that never touch an evening's file, the season table's PDF for two hundred members on
//! both papers, its CSV files, and the guest display's "season so far".

use std::path::Path;
use std::sync::Arc;

use cinch_party::rules::{Side, Stars};
use cinch_party::season::evening::{EveningFacts, Gave, Kind, Player};
use cinch_party::season::files::{self, FileError};
use cinch_party::season::members::MemberList;
use cinch_party::season::{EveningRead, Season, SeasonFile, derive};
use cinch_party::simulate::Options;
use proptest::prelude::*;

fn add(saves: &Path, name: &str) -> Result<MemberList, FileError> {
    files::update_members(saves, |list| {
        list.add(name, None).map(|_| ()).map_err(FileError::from)
    })
    .map(|(list, ())| list)
}

#[test]
fn the_member_list_is_kept_with_a_backup_versioned_and_locked() {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    assert_eq!(
        files::read_members(dir).unwrap(),
        MemberList::default(),
        "none yet: empty"
    );
    add(dir, "Ada").unwrap();
    add(dir, "Bea").unwrap();
    let text = std::fs::read_to_string(dir.join("members.ron")).unwrap();
    assert!(
        text.trim_start().starts_with("(\n    version: 1,") || text.starts_with("(version: 1"),
        "{text}"
    );
    let backup = std::fs::read_to_string(dir.join("members.ron.bak")).unwrap();
    assert!(
        backup.contains("Ada") && !backup.contains("Bea"),
        "the previous version"
    );
    // A refused change writes nothing.
    let error = add(dir, " ada ").unwrap_err();
    assert!(
        error.to_string().contains("already on the member list"),
        "{error}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("members.ron")).unwrap(),
        text
    );
    // Another program changing it now: refused in words, nothing written.
    let lock = cinch_party::store::Lock::acquire(&dir.join("members.ron")).unwrap();
    assert!(lock.is_some());
    let error = add(dir, "Cleo").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("being changed by another cinch-party"),
        "{error}"
    );
    drop(lock);
    add(dir, "Cleo").unwrap();
    assert!(!dir.join("members.ron.tmp").exists());
}

#[test]
fn a_member_list_it_cannot_read_is_named_and_never_overwritten() {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    for (text, words) in [
        ("(version: 9, members: [])", "newer cinch-party"),
        ("(version: 1, members: [(name: 3)])", "cannot be used"),
        ("my shopping list", "cannot be used"),
    ] {
        std::fs::write(dir.join("members.ron"), text).unwrap();
        let error = files::read_members(dir).unwrap_err();
        assert!(error.to_string().contains(words), "{error}");
        assert!(error.to_string().contains("members.ron"), "{error}");
        assert!(add(dir, "Ada").is_err());
        assert_eq!(
            std::fs::read_to_string(dir.join("members.ron")).unwrap(),
            text,
            "left alone"
        );
    }
    // The same for a season.
    std::fs::write(dir.join("Winter.season.ron"), "(version: 1, evenings: [3])").unwrap();
    assert!(files::read_season(dir, "Winter").is_err());
    let change = files::update_season(dir, "Winter", |s| {
        s.best = Some(2);
        Ok::<(), FileError>(())
    });
    assert!(change.is_err());
    assert!(
        files::check_season_name("../x").is_err()
            && files::check_season_name("Winter 2026").is_ok()
    );
}

/// Three saved evenings with the same guests.
fn saved_evenings(dir: &Path) -> Vec<std::path::PathBuf> {
    (1..=3u64)
        .map(|seed| {
            let path = dir.join(format!("e{seed}.ron"));
            let options = Options {
                seed,
                ladies: 4,
                gentlemen: 4,
                rounds: 2,
                ..Options::default()
            };
            cinch_party::headless::simulate_command(&options, false, Some((&path, "Evening")))
                .unwrap();
            path
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn renaming_a_member_or_joining_a_spelling_never_changes_an_evenings_file(
        ops in proptest::collection::vec((0usize..3, 0usize..8, "[A-Z][a-z]{2,6}"), 1..6)
    ) {
        let saves = tempfile::tempdir().unwrap();
        let dir = saves.path();
        let paths = saved_evenings(dir);
        let before: Vec<Vec<u8>> = paths.iter().map(|p| std::fs::read(p).unwrap()).collect();
        let party = cinch_party::store::load(&paths[0]).unwrap().1;
        let names: Vec<String> = party.state().guests().iter().map(|g| g.name.clone()).collect();
        files::update_members(dir, |list| {
            for name in &names[..4] {
                list.add(name, None)?;
            }
            Ok::<(), FileError>(())
        }).unwrap();
        for (op, at, new) in ops {
            let _ = files::update_members(dir, |list| {
                match op {
                    0 => list.rename(at % 4, &new)?,
                    1 => list.join(&names[at], at % 4)?,
                    _ => list.set_side(at % 4, Some(Side::Lady))?,
                }
                Ok::<(), FileError>(())
            });
        }
        for (path, was) in paths.iter().zip(&before) {
            prop_assert_eq!(&std::fs::read(path).unwrap(), was);
        }
    }
}

/// A season of `members` players over four evenings, two of each kind.
fn big_season(members: usize) -> Season {
    let player = |i: usize, gave: Gave| Player {
        name: format!("Member number {i:03} with a long surname"),
        side: if i.is_multiple_of(2) {
            Side::Lady
        } else {
            Side::Gentleman
        },
        gave,
    };
    let star = |seed: u32| {
        EveningRead::Read(Arc::new(EveningFacts {
            title: format!("Star evening {seed}"),
            kind: Kind::Stars,
            over: true,
            classic: true,
            players: (0..members)
                .map(|i| {
                    let n = u32::try_from(i).unwrap() + seed;
                    player(
                        i,
                        Gave::Stars {
                            stars: Stars {
                                gold: n % 3,
                                red: n % 5,
                                green: n % 2,
                            },
                            prizes: u32::from(n.is_multiple_of(17)),
                        },
                    )
                })
                .collect(),
            damaged: None,
            winners: Vec::new(),
        }))
    };
    let dup = |seed: usize| {
        EveningRead::Read(Arc::new(EveningFacts {
            title: format!("Duplicate {seed}"),
            kind: Kind::Duplicate,
            over: true,
            classic: false,
            players: (0..members)
                .map(|i| player(i, Gave::Percent(((i * 7 + seed) % 100) as f64)))
                .collect(),
            damaged: None,
            winners: vec![cinch_party::season::evening::Won {
                what: "North–South".to_owned(),
                by: vec![format!(
                    "N–S 1 (Member number {seed:03} with a long surname)"
                )],
            }],
        }))
    };
    let evenings = vec![star(1), dup(2), star(3), dup(4)];
    let file = SeasonFile {
        evenings: (1..=4).map(|i| format!("evening-{i}.ron")).collect(),
        best: Some(3),
        ..SeasonFile::default()
    };
    let table = derive(file.counting(), &MemberList::default(), &evenings);
    Season {
        name: "Winter 2026".into(),
        file,
        evenings,
        table,
    }
}

#[test]
fn the_season_table_prints_two_hundred_members_on_a4_and_letter() {
    let season = big_season(200);
    for paper in [
        cinch_party::print::Paper::A4,
        cinch_party::print::Paper::Letter,
    ] {
        let (pages, bytes) = cinch_party::print::season::season_pdf(&season, paper).unwrap();
        assert!(bytes.starts_with(b"%PDF"));
        assert!(pages.len() >= 6, "{} pages", pages.len());
        let text: Vec<&str> = pages.iter().flat_map(|p| p.texts()).collect();
        for i in 0..200 {
            let name = format!("Member number {i:03} with a long surname");
            // Each member in both star ladders' union and in the duplicate ladder.
            assert!(text.iter().filter(|t| **t == name).count() >= 2, "{name}");
        }
        assert!(
            text.iter().any(
                |t| t.contains("Ladies (continued)") || t.contains("Stars: Ladies (continued)")
            )
        );
        assert!(text.iter().any(|t| t.starts_with("Winners:")));
        for page in &pages {
            for item in page.texts() {
                assert!(!item.is_empty());
            }
        }
        let name = cinch_party::print::season::season_file_name(&season, paper);
        assert!(name.starts_with("winter-2026-season-"), "{name}");
    }
}

#[test]
fn the_season_csv_files_have_a_row_per_ladder_row_and_per_member_and_evening() {
    let season = big_season(12);
    let ladders = cinch_party::season::report::ladders_csv(&season).unwrap();
    let rows = season
        .table
        .star_ladders
        .iter()
        .map(|l| l.rows.len())
        .sum::<usize>()
        + season.table.duplicate_ladder.len();
    assert_eq!(ladders.lines().count(), rows + 1);
    // UTF-8 with a byte-order mark, as the evening's CSV files (issue 49); the prizes
    // column says it counts every evening's (R-SEASON-3).
    assert!(ladders.starts_with(
        "\u{feff}ladder,place,member,gold,red,green,percent,evenings,counted,\"prizes, all evenings\""
    ));
    let evenings = cinch_party::season::report::evenings_csv(&season).unwrap();
    assert_eq!(evenings.lines().count(), 12 * 4 + 1);
    assert!(evenings.starts_with("\u{feff}member,evening"));
    assert!(evenings.contains("evening-1.ron,Star evening 1,stars,yes"));
}

#[test]
fn the_guest_display_shows_the_season_so_far_before_the_first_round() {
    use cinch_party::view::display::{DisplayMode, DisplayState};
    let saves = tempfile::tempdir().unwrap();
    let path = saves.path().join("tonight.ron");
    let (file, _) = cinch_party::store::PartyFile::create(
        &path,
        "Tonight",
        Default::default(),
        crate::common::at(0),
    )
    .unwrap();
    let desk = cinch_party::view::Desk::new(file);
    let board = cinch_party::view::season::SeasonBoard::of(&big_season(30)).unwrap();
    assert_eq!(board.ladders.len(), 3);
    assert!(board.ladders.iter().all(|(_, rows)| rows.len() == 10));
    let mut state = DisplayState::default();
    assert_eq!(
        cinch_party::ui::shown_mode(&state, &desk, None),
        DisplayMode::Seats
    );
    state.season = Some(Arc::new(board));
    assert_eq!(
        cinch_party::ui::shown_mode(&state, &desk, None),
        DisplayMode::Season
    );
    // Drawn in a window of its own, headless.
    let mut h = egui_kittest::Harness::builder()
        .with_size([1280.0, 720.0])
        .build_ui(|ui| {
            cinch_party::ui::guest_display_ui(ui, &desk, &state, None, crate::common::at(0));
        });
    h.run();
    use egui_kittest::kittest::Queryable;
    assert!(h.query_by_label("The season so far: Winter 2026").is_some());
    assert!(h.query_by_label("Ladies").is_some() && h.query_by_label("Duplicate").is_some());
}

#[test]
fn the_saves_list_leaves_out_the_member_list_and_the_seasons_and_says_which_evenings_are_over() {
    let saves = tempfile::tempdir().unwrap();
    let dir = saves.path();
    let paths = saved_evenings(dir);
    let open = dir.join("open.ron");
    let options = Options {
        ladies: 4,
        gentlemen: 4,
        rounds: 2,
        open_round: true,
        ..Options::default()
    };
    cinch_party::headless::simulate_command(&options, false, Some((&open, "In play"))).unwrap();
    add(dir, "Ada").unwrap();
    files::update_season(dir, "Winter", |s| {
        s.evenings = vec!["e1.ron".into()];
        Ok::<(), FileError>(())
    })
    .unwrap();
    let listed = cinch_party::store::list_parties(dir, 40).unwrap();
    assert_eq!(listed.len(), paths.len() + 1, "{listed:?}");
    assert!(listed.iter().all(|p| p.readable));
    for party in &listed {
        assert_eq!(party.over, party.path != open, "{}", party.path.display());
    }
}
