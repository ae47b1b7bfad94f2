//! `serve`: the phones' server without the window, for a party file, with the host's
//! OK typed on standard input when results wait for it.

use super::*;
use crate::words::msg;
/// What the guests' screens show, made once the server knows its check-in link (the
/// display's welcome shows its code).
pub type ShowingFor = dyn Fn(String) -> Box<dyn crate::phones::Showing>;

/// `serve`: the phones' server without the window, for a party file (one writer: a
/// party open elsewhere is refused). Prints the guests' page and one line per table,
/// `table N: URL`, then a line for each result that arrives; runs until stopped (Ctrl+C,
/// SIGTERM), and then makes sure the party is on the disk, or in a rescue file it names
/// (issue 34, D3). With `Intake::HostOk`, results wait for the host's OK, given on
/// standard input: `ok N` takes table N's result, `no N` turns it down, `waiting` lists
/// what waits; an OK the disk refuses is not taken, and said so. With `Intake::Agreed`
/// (the default), a result counts when East–West agree on the table's phone; a table's
/// call for the host is answered with `coming N` (issue 52).
pub fn serve_command(
    path: &Path,
    bind: crate::phones::Bind,
    port: u16,
    (intake, showing): (crate::phones::Intake, &ShowingFor),
    out: &mut dyn Write,
) -> Result<String, CommandError> {
    use crate::phones::{Intake, PhoneDesk, Phones};
    let mut file = PartyFile::open(path)?;
    if let Some(notice) = file.take_notice() {
        eprintln!("{}", crate::words::program_says(terminal_safe(&notice)));
    }
    let wait_for_ok = intake == Intake::HostOk;
    let desk = PhoneDesk::new(intake, crate::rules::shuffler(rand::random()));
    let mut phones = Phones::start(&file, bind, port, desk, std::sync::Arc::new(|| {}))?;
    say(
        out,
        msg::CliServing {
            title: file.title(),
            address: phones.address().to_string(),
        }
        .say(),
    );
    if let Some(warning) = phones.warning.take() {
        say(out, warning);
    }
    let door = phones.check_in_link();
    say(out, msg::cli_serve_door(door.as_str()));
    let showing = showing(door);
    say(out, msg::cli_serve_seats(phones.seats_link()));
    say(out, msg::cli_serve_display(phones.display_link()));
    say(out, msg::cli_serve_standings(phones.standings_link()));
    let links = phones.links();
    for (table, link) in &links {
        say(
            out,
            msg::CliServeTable {
                table: *table,
                link: link.as_str(),
            }
            .say(),
        );
    }
    for (pair, link) in phones.pair_links() {
        say(
            out,
            msg::CliServePair {
                pair: crate::words::pair_tag(pair),
                link,
            }
            .say(),
        );
    }
    let (stop, stopped) = std::sync::mpsc::channel();
    if let Err(error) = store::stop_requests(move || {
        let _ = stop.send(());
    }) {
        eprintln!(
            "{}",
            crate::words::program_says(msg::cli_serve_no_last_save(error.to_string()))
        );
    }
    // The host's lines: OKs, and answers to the tables' calls (issue 52).
    let host = Some(host_lines());
    if wait_for_ok {
        say_waiting(out, &file);
    }
    say(out, msg::cli_serve_ready(links.len()));
    while stopped.try_recv().is_err() {
        serve_once(&mut phones, &mut file, out);
        // A few sizes of display a turn, a phone's result between them.
        phones.answer_some_shows(
            &file,
            showing.as_ref(),
            chrono::Utc::now(),
            crate::phones::SIZES_PER_TURN,
        );
        for line in host.iter().flat_map(|lines| lines.try_iter()) {
            host_says(&line, &mut file, out);
        }
    }
    drop(phones);
    let at_stop = file.save_at_stop(chrono::Utc::now());
    say(out, msg::cli_serve_stopped(at_stop.to_string()));
    if at_stop.is_lost() {
        return Err(CommandError::Asked(at_stop.to_string()));
    }
    Ok(String::new())
}

/// One line to standard output, made safe and flushed at once (a reader waits on it).
fn say(out: &mut dyn Write, line: String) {
    let _ = writeln!(out, "{}", terminal_safe(&line));
    let _ = out.flush();
}

/// Answers what the phones sent (waiting at most a quarter of a second for the first),
/// and prints links for tables opened meanwhile.
fn serve_once(phones: &mut crate::phones::Phones, file: &mut PartyFile, out: &mut dyn Write) {
    use crate::phones::Heard;
    // No wait while guests' screens wait for their answers.
    let wait = if phones.shows_waiting() {
        std::time::Duration::ZERO
    } else {
        std::time::Duration::from_millis(250)
    };
    let heard = phones.answer_turn(file, chrono::Utc::now, wait);
    if !heard.is_empty() {
        // The guests' screens hear the results now.
        phones.changed();
    }
    for said in heard {
        match said {
            Heard::Recorded { words, .. } => say(out, words.to_string()),
            Heard::Waiting { words, table } => {
                say(
                    out,
                    msg::CliServeTypeOk {
                        words: words.to_string(),
                        table,
                    }
                    .say(),
                );
            }
            Heard::Asked { words, .. } => say(out, words.to_string()),
            Heard::AtTheDoor { words } => {
                say(out, msg::cli_serve_type_door(words.to_string()));
            }
            Heard::Called { words, table } => {
                say(
                    out,
                    msg::CliServeTypeComing {
                        words: words.to_string(),
                        table,
                    }
                    .say(),
                );
            }
            Heard::NotSaved { words } => say(out, msg::cli_not_saved(words.to_string())),
            Heard::MailAddress { words } => say(out, words.to_string()),
        }
    }
    for table in phones.cover_tables(file) {
        if let Some(link) = phones.link(table) {
            say(out, msg::CliServeTable { table, link }.say());
        }
    }
}

/// The host's lines from standard input, read on a thread of their own.
fn host_lines() -> std::sync::mpsc::Receiver<String> {
    let (send, lines) = std::sync::mpsc::channel();
    let reader = std::thread::Builder::new()
        .name("host-input".into())
        .spawn(move || {
            use std::io::BufRead;
            for line in std::io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
    if reader.is_err() {
        eprintln!("{}", crate::words::program_says(msg::cli_serve_no_input()));
    }
    lines
}

/// The results waiting for the host's OK, a line each.
fn say_waiting(out: &mut dyn Write, file: &PartyFile) {
    // Only the star game's results wait for the host's OK.
    let Some(star) = file.party().state().star() else {
        say(out, msg::cli_serve_nothing_waits());
        return;
    };
    if star.held().next().is_none() {
        say(out, msg::cli_serve_nothing_waits());
    }
    for held in star.held() {
        say(
            out,
            msg::CliServeHeld {
                table: held.table,
                north_south: held.score.0,
                east_west: held.score.1,
                at: held.at.format("%H:%M:%S UTC").to_string(),
            }
            .say(),
        );
    }
}

/// The host's word on the guests at the door (issue 52): `in NAME`, `in all`,
/// `away NAME`; false for a line of another kind.
fn door_says(line: &str, file: &mut PartyFile, out: &mut dyn Write) -> bool {
    use crate::rules::Action;
    let line = line.trim();
    let (verb, rest) = line.split_once(' ').unwrap_or((line, ""));
    let rest = rest.trim();
    let actions: Vec<Action> = match (verb, rest) {
        ("in", "all") => file
            .party()
            .state()
            .at_the_door()
            .iter()
            .map(|k| Action::LetIn {
                name: k.name.clone(),
            })
            .collect(),
        ("in", name) if !name.is_empty() => vec![Action::LetIn { name: name.into() }],
        ("away", name) if !name.is_empty() => vec![Action::TurnAway { name: name.into() }],
        _ => return false,
    };
    if actions.is_empty() {
        say(out, msg::cli_serve_nobody_at_door());
        return true;
    }
    let done = msg::cli_serve_guests_done(actions.len());
    match file.apply_all_durably(actions, chrono::Utc::now(), crate::rules::Source::Desk) {
        Ok(()) => say(out, done),
        Err(store::DurableError::NotSaved(error)) => {
            say(out, msg::cli_serve_door_not_saved(error.to_string()))
        }
        Err(store::DurableError::Rule(error)) => say(out, crate::words::rule_refusal(&error)),
    }
    true
}

/// The table number the host typed, or `None` having said why not.
fn table_number(typed: &str, out: &mut dyn Write) -> Option<u32> {
    let number = typed.parse().ok();
    if number.is_none() {
        say(out, msg::cli_serve_not_a_table(words::quote(typed, 8)));
    }
    number
}

/// One line the host typed: `ok N`, `no N` or `waiting`.
fn host_says(line: &str, file: &mut PartyFile, out: &mut dyn Write) {
    use crate::rules::Action;
    if door_says(line, file, out) {
        return;
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let (action, done) = match words.as_slice() {
        ["waiting" | "list"] => return say_waiting(out, file),
        ["coming", table] => match table_number(table, out) {
            Some(table) => (Action::AnswerCall { table }, "answered"),
            None => return,
        },
        ["ok", table] => match table_number(table, out) {
            Some(table) => (Action::AcceptHeld { table }, "recorded"),
            None => return,
        },
        ["no", table] => match table_number(table, out) {
            Some(table) => (Action::TurnDownHeld { table }, "turned-down"),
            None => return,
        },
        [] => return,
        _ => {
            return say(out, msg::cli_serve_what_to_type());
        }
    };
    let table = match action {
        Action::AcceptHeld { table }
        | Action::TurnDownHeld { table }
        | Action::AnswerCall { table } => table,
        _ => 0,
    };
    // On the disk before it is said done; a refusal takes it back (issue 34, D3).
    let (typed, what) = match action {
        Action::AcceptHeld { .. } => ("ok", "result"),
        Action::AnswerCall { .. } => ("coming", "call"),
        _ => ("no", "result"),
    };
    let call = matches!(action, Action::AnswerCall { .. });
    match file.apply_all_durably(vec![action], chrono::Utc::now(), crate::rules::Source::Desk) {
        Ok(()) if call => say(out, msg::cli_serve_call_answered(table)),
        Ok(()) => say(out, msg::CliServeResultDone { table, done }.say()),
        Err(store::DurableError::NotSaved(error)) => say(
            out,
            msg::CliServeNotSaved {
                error: SaveError {
                    retried: false,
                    ..error
                }
                .to_string(),
                table,
                what,
                typed,
            }
            .say(),
        ),
        Err(store::DurableError::Rule(error)) => say(out, crate::words::rule_refusal(&error)),
    }
}
