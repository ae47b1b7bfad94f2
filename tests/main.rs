//! The integration tests, one binary: the rules by id, properties over random parties,
//! and the command line.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs,
    // The size rule is for the crates' code: a test reads best as the story of one evening.
    clippy::too_many_lines
)]

mod architecture;
mod awake;
mod bad_input;
mod bell;
mod catalogues;
mod cli;
mod clock;
#[path = "../src/rules/tests/rules/common.rs"]
mod common;
mod display;
mod display_browser;
mod display_door;
mod display_languages;
mod display_layout;
mod display_room;
mod door;
mod dup_room;
mod duplicate;
mod duplicate_howell;
mod english_left;
mod every_output_agrees;
mod export;
mod game_settings;
mod icon;
mod mail;
mod mail_door;
mod mail_faults;
mod mail_keyring;
mod monkey;
mod phones;
mod phones_browser;
mod phones_browser_languages;
mod phones_duplicate;
mod phones_durable;
mod phones_fuzz;
mod phones_guard;
mod phones_languages;
mod phones_pads;
mod phones_probe;
mod phones_screens;
mod phones_stop;
mod print;
mod print_cli;
mod print_duplicate;
mod print_duplicate_howell;
mod print_languages;
mod print_names;
mod printers;
mod printers_cli;
mod props;
mod pseudo_language;
mod pseudo_pages;
mod publish;
mod regressions;
mod report_late;
mod room;
mod room_browser;
mod room_trays;
mod rules_prizes;
mod season;
mod season_addresses;
mod season_cli;
mod season_files;
mod standings_agree;
mod store;
mod store_crash;
mod store_disk;
mod store_fuzz;
mod store_hostile;
mod support;
mod theme;
mod ui;
mod ui_cursor;
mod ui_dialogs;
mod ui_duplicate;
mod ui_duplicate_howell;
mod ui_keyboard;
mod ui_keys;
mod ui_late;
mod ui_layout;
mod ui_mail;
mod ui_phones;
mod ui_print;
mod ui_printers;
mod ui_room;
mod ui_round;
mod ui_season;
mod ui_walk;
mod ui_walk_tasks;
mod words;
