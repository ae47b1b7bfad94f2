//! Every bug we fixed, pinned by a test named after it; the line above each says what
//! went wrong.

mod after_a_crash;
mod chairs_and_clock;
mod display_on_a_phone;
mod fourth_trial;
mod guest_display;
mod keys_round;
mod keys_trays;
mod languages_found;
mod layout;
mod lock_let_go;
mod mail_found;
mod monkey_found;
mod paper_and_lists;
mod paper_and_pages;
mod phones_and_readers;
mod printer_at_the_bell;
mod room_found;
mod round_keys;
mod rules_and_words;
mod season_commands;
mod season_data;
mod season_files;
mod season_join;
mod season_winners;
mod true_words;
mod typing_speed;
mod window_looks;
mod window_small_things;
