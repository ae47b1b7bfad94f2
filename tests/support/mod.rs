//! What the tests share: each helper written once here, and no test file imports
//! another.

pub mod browser;
pub mod bus;
pub mod cli;
pub mod cups;
pub mod display;
pub mod duplicate;
pub mod duplicate_ui;
pub mod evenings;
pub mod fs;
pub mod keys;
pub mod messages;
pub mod phones;
pub mod print;
pub mod print_duplicate;
pub mod prizes;
pub mod raw_http;
pub mod room;
pub mod screens;
pub mod season;
pub mod served;
pub mod smtp;
pub mod store;
pub mod ui;
