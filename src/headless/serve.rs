//! `serve`: the phones' server without the window, for a party file, with the host's
//! OK typed on standard input when results wait for it.

use super::*;
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
        eprintln!("cinch-party: {}", terminal_safe(&notice));
    }
    let wait_for_ok = intake == Intake::HostOk;
    let desk = PhoneDesk::new(intake, crate::rules::shuffler(rand::random()));
    let mut phones = Phones::start(&file, bind, port, desk, std::sync::Arc::new(|| {}))?;
    say(
        out,
        format!("Serving \"{}\" at {}", file.title(), phones.address()),
    );
    if let Some(warning) = phones.warning.take() {
        say(out, warning);
    }
    let door = phones.check_in_link();
    say(out, format!("check in at the door: {door}"));
    let showing = showing(door);
    say(out, format!("where do I sit: {}", phones.seats_link()));
    say(out, format!("guest display: {}", phones.display_link()));
    say(out, format!("standings: {}", phones.standings_link()));
    let links = phones.links();
    for (table, link) in &links {
        say(out, format!("table {table}: {link}"));
    }
    for (pair, link) in phones.pair_links() {
        say(
            out,
            format!("pair {}: {link}", crate::words::pair_tag(pair)),
        );
    }
    let (stop, stopped) = std::sync::mpsc::channel();
    if let Err(error) = store::stop_requests(move || {
        let _ = stop.send(());
    }) {
        eprintln!("cinch-party: Ctrl+C will stop serve without a last save: {error}");
    }
    // The host's lines: OKs, and answers to the tables' calls (issue 52).
    let host = Some(host_lines());
    if wait_for_ok {
        say_waiting(out, &file);
    }
    say(
        out,
        format!(
            "Ready: {}. Stop with Ctrl+C.",
            crate::words::count(links.len(), "table", "tables")
        ),
    );
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
    say(out, format!("Stopped. {at_stop}"));
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
            Heard::Recorded { words, .. } => say(out, words),
            Heard::Waiting { words, table } => {
                say(out, format!("{words} Type: ok {table}, or no {table}."));
            }
            Heard::Asked { words, .. } => say(out, words),
            Heard::AtTheDoor { words } => {
                say(
                    out,
                    format!("{words} Type: in NAME (or all), or away NAME."),
                );
            }
            Heard::Called { words, table } => {
                say(
                    out,
                    format!("{words} Type: coming {table}, when you are on the way."),
                );
            }
            Heard::NotSaved { words } => say(out, format!("NOT SAVED: {words}")),
            Heard::MailAddress { words } => say(out, words),
        }
    }
    for table in phones.cover_tables(file) {
        if let Some(link) = phones.link(table) {
            say(out, format!("table {table}: {link}"));
        }
    }
}

/// The host's lines from standard input, read on a thread of their own.
fn host_lines() -> std::sync::mpsc::Receiver<String> {
    let (send, lines) = std::sync::mpsc::channel();
    let reader = std::thread::Builder::new()
        .name("host input".into())
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
        eprintln!("cinch-party: the host's OK cannot be read from the terminal");
    }
    lines
}

/// The results waiting for the host's OK, a line each.
fn say_waiting(out: &mut dyn Write, file: &PartyFile) {
    // Only the star game's results wait for the host's OK.
    let Some(star) = file.party().state().star() else {
        say(out, "Nothing waits for your OK.".to_owned());
        return;
    };
    if star.held().next().is_none() {
        say(out, "Nothing waits for your OK.".to_owned());
    }
    for held in star.held() {
        say(
            out,
            format!(
                "Waiting for your OK: table {} sent North–South {}, East–West {} at {}. Type: ok {}, \
                 or no {}.",
                held.table,
                held.score.0,
                held.score.1,
                held.at.format("%H:%M:%S UTC"),
                held.table,
                held.table
            ),
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
        say(out, "Nobody waits at the door.".to_owned());
        return true;
    }
    let done = format!(
        "{} done.",
        crate::words::count(actions.len(), "guest", "guests")
    );
    match file.apply_all_durably(actions, chrono::Utc::now(), crate::rules::Source::Desk) {
        Ok(()) => say(out, done),
        Err(store::DurableError::NotSaved(error)) => say(
            out,
            format!(
                "NOT SAVED: {error} So nothing was done: type it again once the disk takes it."
            ),
        ),
        Err(store::DurableError::Rule(error)) => say(out, crate::words::rule_refusal(&error)),
    }
    true
}

/// The table number the host typed, or `None` having said why not.
fn table_number(typed: &str, out: &mut dyn Write) -> Option<u32> {
    let number = typed.parse().ok();
    if number.is_none() {
        say(
            out,
            format!("\"{}\" is not a table number.", words::quote(typed, 8)),
        );
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
            Some(table) => (
                Action::TurnDownHeld { table },
                "turned down; its phone may send again",
            ),
            None => return,
        },
        [] => return,
        _ => {
            return say(
                out,
                "Type ok N to take table N's result, no N to turn it down, coming N to answer \
                 table N's call, or waiting."
                    .to_owned(),
            );
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
        Action::AcceptHeld { .. } => ("ok", "result still waits for your OK"),
        Action::AnswerCall { .. } => ("coming", "call still waits for your answer"),
        _ => ("no", "result still waits for your OK"),
    };
    let call = matches!(action, Action::AnswerCall { .. });
    match file.apply_all_durably(vec![action], chrono::Utc::now(), crate::rules::Source::Desk) {
        Ok(()) if call => say(
            out,
            format!("Table {table}'s call: {done}; its phone says you are on the way."),
        ),
        Ok(()) => say(
            out,
            format!("Table {table}'s result from its phone: {done}."),
        ),
        Err(store::DurableError::NotSaved(error)) => say(
            out,
            format!(
                "NOT SAVED: {} So nothing was done: table {table}'s {what}. Type {typed} \
                 {table} again once the disk takes it.",
                SaveError {
                    retried: false,
                    ..error
                }
            ),
        ),
        Err(store::DurableError::Rule(error)) => say(out, crate::words::rule_refusal(&error)),
    }
}
