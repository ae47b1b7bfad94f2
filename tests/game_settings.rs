//! Each game its own settings (issue 50 §2): a star evening holds its scoring and its
//! seating, a duplicate evening its trays and its method, and neither can hold the
//! other's; the party files of every version open as the game they were, and are written
//! as they always were.

use cinch_party::rules::duplicate::{DupMethod, DupSettings, TwoTables};
use cinch_party::rules::{
    Action, GameKind, GameSettings, Party, Scoring, Settings, SettingsRecord, StarSettings,
};
use cinch_party::store::SaveFile;
use proptest::prelude::*;

use crate::support::store::{SAMPLE, load_text};

const SAMPLE_V1: &str = include_str!("fixtures/v1-sample-ten-tables.ron");
const DUPLICATE_V2: [&str; 4] = [
    include_str!("fixtures/v2-duplicate-four-pairs-foster.ron"),
    include_str!("fixtures/v2-duplicate-four-pairs-skip-mitchell.ron"),
    include_str!("fixtures/v2-duplicate-three-pairs-cut.ron"),
    include_str!("fixtures/v2-duplicate-two-pairs.ron"),
];

/// The first line of a saved party: its header, with its settings.
fn header(party: &Party) -> String {
    let file = SaveFile::of("T", party, cinch_party::simulate::start_time());
    let text = file.to_text().unwrap();
    text.lines().next().unwrap().to_owned()
}

#[test]
fn each_versions_file_opens_as_the_game_it_was() {
    for (what, text) in [("version 1", SAMPLE_V1), ("version 2", SAMPLE)] {
        let (saved, party) = load_text(text.as_bytes()).unwrap();
        assert_eq!(
            saved.settings.game,
            GameSettings::Star(StarSettings {
                scoring: Scoring::Stars,
                open_seating: false,
            }),
            "{what}"
        );
        assert!(
            party.state().star().is_some(),
            "{what}: plays the star game"
        );
    }
    for text in DUPLICATE_V2 {
        let (saved, party) = load_text(text.as_bytes()).unwrap();
        assert!(
            matches!(saved.settings.game, GameSettings::Duplicate(_)),
            "{:?}",
            saved.settings
        );
        assert_eq!(saved.settings.star(), None);
        assert!(party.state().duplicate().is_some());
    }
}

#[test]
fn a_file_is_written_as_files_always_were() {
    // The header of the sample, read and written again, is the same text.
    let (_, party) = load_text(SAMPLE.as_bytes()).unwrap();
    let written = header(&party);
    assert!(
        written.contains("settings:(open_seating:false,scoring:Stars,"),
        "{written}"
    );
    // A duplicate party names its game and its trays where it always did.
    let (_, party) = load_text(DUPLICATE_V2[0].as_bytes()).unwrap();
    let written = header(&party);
    assert!(written.contains("scoring:Duplicate,"), "{written}");
    assert!(written.contains("duplicate:(trays_per_table:"), "{written}");
}

/// A file that holds a setting its game has no use for (an old or hand-made one): the
/// party opens, and the setting is not the party's.
#[test]
fn a_setting_of_the_other_game_is_not_kept() {
    let (_, base) = load_text(DUPLICATE_V2[0].as_bytes()).unwrap();
    let text = DUPLICATE_V2[0].replacen("open_seating:false", "open_seating:true", 1);
    assert_ne!(text, DUPLICATE_V2[0], "the fixture names its seating");
    let (saved, party) = load_text(text.as_bytes()).unwrap();
    assert!(
        !saved.settings.open_seating(),
        "a duplicate evening has pairs"
    );
    assert_eq!(party.state().settings, base.state().settings);

    let text = SAMPLE.replacen(
        "scoring:Stars,",
        "scoring:Stars,duplicate:(trays_per_table:2,method:Matchpoints),",
        1,
    );
    assert_ne!(text, SAMPLE);
    let (saved, _) = load_text(text.as_bytes()).unwrap();
    assert_eq!(
        saved.settings.duplicate(),
        None,
        "a star evening has no trays"
    );
    assert!(!header(&Party::new(saved.settings)).contains("Matchpoints"));
}

/// The game changed before play: a star party becomes a duplicate one with the trays
/// chosen, and back; once play starts the game is locked.
#[test]
fn the_game_and_its_settings_change_together_before_play() {
    let mut party = Party::new(Settings::default());
    let dup = DupSettings {
        trays_per_table: 2,
        method: DupMethod::Matchpoints,
        deal_trays: false,
        two_tables: TwoTables::Book,
    };
    let duplicate = Settings {
        game: GameSettings::Duplicate(dup),
        ..Settings::default()
    };
    party
        .apply(
            Action::ChangeSettings(duplicate),
            cinch_party::simulate::start_time(),
        )
        .unwrap();
    assert!(party.state().duplicate().is_some());
    assert_eq!(party.state().settings.duplicate(), Some(&dup));
    let cards = Settings {
        game: GameSettings::Star(StarSettings {
            scoring: Scoring::IndividualCards,
            open_seating: true,
        }),
        ..Settings::default()
    };
    party
        .apply(
            Action::ChangeSettings(cards),
            cinch_party::simulate::start_time(),
        )
        .unwrap();
    assert!(party.state().star().is_some());
    assert_eq!(party.state().settings.duplicate(), None);
    assert!(party.state().settings.open_seating());
    // The replay of that history gives the same party.
    let (_, again) = load_text(
        SaveFile::of("T", &party, cinch_party::simulate::start_time())
            .to_text()
            .unwrap()
            .as_bytes(),
    )
    .unwrap();
    assert_eq!(again.state().settings, party.state().settings);
}

fn any_game() -> impl Strategy<Value = GameSettings> {
    prop_oneof![
        (
            prop_oneof![
                Just(Scoring::Stars),
                Just(Scoring::PairsAllEvening),
                Just(Scoring::IndividualCards)
            ],
            any::<bool>()
        )
            .prop_map(|(scoring, open_seating)| GameSettings::Star(StarSettings {
                scoring,
                open_seating
            })),
        (1u8..=4, any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
            |(trays, matchpoints, deal_trays, book)| {
                GameSettings::Duplicate(DupSettings {
                    trays_per_table: trays,
                    method: if matchpoints {
                        DupMethod::Matchpoints
                    } else {
                        DupMethod::PlusMinus
                    },
                    deal_trays,
                    two_tables: if book {
                        TwoTables::Book
                    } else {
                        TwoTables::Howell
                    },
                })
            }
        ),
    ]
}

proptest! {
    /// Every game's settings are written and read back as they were, and the form's
    /// record of them names the same game.
    #[test]
    fn every_games_settings_survive_the_file(game in any_game(), minutes in 5u32..120) {
        let settings = Settings { game, round_minutes: minutes, ..Settings::default() };
        let party = Party::new(settings.clone());
        let text = SaveFile::of("T", &party, cinch_party::simulate::start_time())
            .to_text()
            .unwrap();
        let (saved, _) = load_text(text.as_bytes()).unwrap();
        prop_assert_eq!(&saved.settings, &settings);
        let record = SettingsRecord::from(settings.clone());
        prop_assert_eq!(record.scoring, game.kind());
        prop_assert_eq!(record.scoring == GameKind::Duplicate, settings.is_duplicate());
        prop_assert_eq!(Settings::from(record), settings);
    }
}
