//! The headless commands: `simulate`, `report`, `export`, `print`, `serve`, `restore`,
//! and the hidden `save-stress` used by the crash test. Each returns what to print, or a
//! `CommandError` that says in words what went wrong.

use std::io::Write;
use std::path::Path;

use crate::rules::Party;
use crate::rules::guests::name_key;
use crate::simulate::{Options, simulate};
use crate::store::{self, PartyFile, SaveError, Saved};
use crate::transcript::Transcript;
use crate::transcript::guest::{GuestEvening, find_guests};
use crate::words;

mod printer;
mod serve;
pub use printer::printer_command;
pub use serve::serve_command;

/// Why a command could not do what it was asked, in the host's words (each part says
/// which file and what is wrong).
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// A party file could not be opened.
    #[error(transparent)]
    Load(#[from] store::LoadError),
    /// A party file could not be saved.
    #[error(transparent)]
    Save(#[from] SaveError),
    /// A backup could not be put back.
    #[error(transparent)]
    Restore(#[from] store::RestoreError),
    /// The rules refused (a rehearsal's settings, an action).
    #[error("{}", crate::words::rule_refusal(.0))]
    Rule(crate::rules::RuleError),
    /// A print-out could not be laid out.
    #[error(transparent)]
    Print(#[from] crate::print::PrintError),
    /// An export or a PDF could not be written.
    #[error(transparent)]
    Output(#[from] crate::output::OutputError),
    /// The phones' server could not start.
    #[error(transparent)]
    Phones(#[from] crate::phones::server::StartError),
    /// A list of names for a rehearsal cannot be used.
    #[error(transparent)]
    Names(#[from] crate::simulate::names::NamesError),
    /// The guests' addresses and mail cannot be read or written.
    #[error(transparent)]
    MailFile(#[from] crate::mail::MailFileError),
    /// The guests' evenings cannot be mailed.
    #[error(transparent)]
    Mail(#[from] crate::mail::MailError),
    /// A season could not be read, changed or shown.
    #[error(transparent)]
    Season(#[from] crate::season::command::SeasonError),
    /// The bell's sound could not be made.
    #[error("{}", crate::words::msg::cli_bell_failed(.0.to_string()))]
    Bell(#[from] hound::Error),
    /// The window could not be opened (the windowing library's own error).
    #[error("{}", crate::words::msg::cli_window_failed(.0.to_string()))]
    Window(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// What was asked cannot be done as asked (a guest not found, nothing to export).
    #[error("{0}")]
    Asked(String),
}

// By hand: the rules' refusals have no `Display` (they are worded in `words`), so
// thiserror's `#[from]` (which takes the source for an `Error`) cannot be used.
impl From<crate::rules::RuleError> for CommandError {
    fn from(refusal: crate::rules::RuleError) -> Self {
        CommandError::Rule(refusal)
    }
}

/// Text made safe to print: control characters (but line breaks and tabs) and the
/// invisible marks that reorder text become visible escapes, `\u{1b}`, so nothing read
/// from a file can clear a terminal, retitle its window or hide what follows. In JSON
/// the escape is JSON's own (`\u001b`), so the output stays valid JSON.
pub fn terminal_safe(text: &str) -> String {
    let json = text.trim_start().starts_with('{');
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\n' || c == '\t' || !crate::words::is_unsafe_char(c) {
            out.push(c);
        } else if json {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        } else {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        }
    }
    out
}

/// Reads a saved party for a command that only reads it, and says once on standard error
/// what the reader left out (a last line cut short by a crash while saving).
fn load_told(path: &Path) -> Result<(store::SaveFile, Party), CommandError> {
    let (file, party) = store::load(path)?;
    if file.torn_tail.is_some() {
        eprintln!(
            "{}",
            crate::words::program_says(terminal_safe(&store::torn_tail_words(path)))
        );
    }
    Ok((file, party))
}

/// The transcript as JSON or text.
fn render(party: &Party, json: bool) -> String {
    let evening = crate::transcript::evening::Evening::of(party, 0);
    let transcript = Transcript::of_evening(party, &evening);
    if json {
        let mut text = transcript.to_json();
        text.push('\n');
        text
    } else {
        transcript.to_string()
    }
}

/// `export`: the CSV files into a folder, the JSON transcript and/or the results page
/// (HTML) into files, named after the party file; says what it wrote.
pub fn export_command(
    path: &Path,
    csv: Option<&Path>,
    json: Option<&Path>,
    html: Option<&Path>,
) -> Result<String, CommandError> {
    if csv.is_none() && json.is_none() && html.is_none() {
        return Err(CommandError::Asked(words::msg::cli_export_what()));
    }
    let (saved, party) = load_told(path)?;
    let stem = crate::output::stem_of(path);
    let evening = crate::transcript::evening::Evening::of(&party, 0);
    let mut said = String::new();
    if let Some(dir) = csv {
        for written in crate::output::write_csv(&party, &evening, dir, &stem)? {
            said.push_str(&format!(
                "{}\n",
                words::msg::cli_wrote(written.display().to_string())
            ));
        }
    }
    if let Some(out) = json {
        crate::output::write_json(&party, &evening, out)?;
        said.push_str(&format!(
            "{}\n",
            words::msg::cli_wrote(out.display().to_string())
        ));
    }
    if let Some(out) = html {
        crate::output::write_html(&party, &evening, &saved.title, out)?;
        said.push_str(&format!(
            "{}\n",
            words::msg::cli_wrote(out.display().to_string())
        ));
    }
    Ok(said)
}

/// `print FILE --what … --paper … [--out OUT.pdf]`: a print-out of a saved party as a
/// PDF, by default into the exports folder beside it.
pub fn print_command(
    path: &Path,
    document: crate::print::Document,
    paper: crate::print::Paper,
    out: Option<&Path>,
) -> Result<String, CommandError> {
    let file = load_told(path)?;
    let (saved, party) = file;
    let printout = crate::print::Printout::of(&party, &saved.title, document, paper)?;
    let target = match out {
        Some(out) => out.to_path_buf(),
        None => crate::output::exports_dir(path).join(printout.file_name()),
    };
    crate::output::write_pdf(&printout, &target)?;
    let wrote = crate::words::msg::WrotePrintout {
        document: document.code(),
        count: printout.pages.len(),
        paper: paper.code(),
        title: saved.title.as_str(),
        path: target.display().to_string(),
    }
    .say();
    Ok(format!("{wrote}\n"))
}

/// `simulate`: plays an evening; with `save`, also writes it as a party file.
pub fn simulate_command(
    options: &Options,
    json: bool,
    save: Option<(&Path, &str)>,
) -> Result<String, CommandError> {
    let party = simulate(options)?;
    let party = if options.open_round {
        crate::simulate::moved_to(&party, chrono::Utc::now())?
    } else {
        party
    };
    save_rehearsal(&party, save, &options.names)?;
    Ok(render(&party, json))
}

/// `simulate --duplicate`: plays a duplicate evening; with `save`, also writes it.
pub fn simulate_duplicate_command(
    options: &crate::simulate::duplicate::DuplicateOptions,
    json: bool,
    save: Option<(&Path, &str)>,
) -> Result<String, CommandError> {
    let party = crate::simulate::duplicate::simulate_duplicate(options)?;
    let party = if options.open_round {
        crate::simulate::moved_to(&party, chrono::Utc::now())?
    } else {
        party
    };
    save_rehearsal(&party, save, &options.names)?;
    Ok(render(&party, json))
}

/// Writes a rehearsal as a party file, when asked, and the addresses its list of names
/// gave beside it (the mail file, issue 53).
fn save_rehearsal(
    party: &Party,
    save: Option<(&Path, &str)>,
    names: &[crate::simulate::names::NamedGuest],
) -> Result<(), CommandError> {
    let Some((path, title)) = save else {
        return Ok(());
    };
    let mut file = PartyFile::adopt(path, title, party.clone())?;
    let at = party
        .history()
        .last()
        .map_or_else(crate::simulate::start_time, |e| e.at);
    if let Saved::No(error) = file.save_now(at) {
        return Err(SaveError {
            retried: false,
            ..error
        }
        .into());
    }
    let state = party.state();
    let mut book = None;
    for named in names {
        let Some(address) = &named.address else {
            continue;
        };
        let Some(guest) = state
            .guests()
            .iter()
            .find(|g| !g.removed && name_key(&g.name) == name_key(&named.name))
        else {
            continue;
        };
        if book.is_none() {
            book = Some(crate::mail::MailBook::open(path)?);
        }
        if let Some(book) = book.as_mut() {
            book.set_address(guest.id, address, true)?;
        }
    }
    Ok(())
}

/// `season NAME …`: the season's ladders; the evenings that cannot be read are named on
/// standard error (they count nothing, and stop nothing). A command that fails changes
/// no file (issue 49): everything is read and checked first, the page (`--html`) is made
/// beside its place, the season's file is changed, and only then the page put in place.
pub fn season_command(
    saves: &Path,
    args: &crate::season::command::SeasonArgs,
) -> Result<String, CommandError> {
    use crate::season::command::{commit, plan, season_text};
    let plan = plan(saves, args)?;
    let season = plan.season(saves, &args.name);
    let (text, problems) = season_text(&season, &plan.members, args.json);
    // The season as one web page too (issue 36).
    let page = match &args.html {
        Some(out) => Some((
            out,
            crate::store::stage_file(out, crate::publish::season_page(&season).as_bytes())
                .map_err(crate::output::OutputError::from)?,
        )),
        None => None,
    };
    if let Err(error) = commit(saves, &args.name, &plan) {
        if let Some((_, staged)) = page {
            staged.discard();
        }
        return Err(error.into());
    }
    for problem in problems {
        eprintln!("{}", crate::words::program_says(terminal_safe(&problem)));
    }
    let Some((out, staged)) = page else {
        return Ok(text);
    };
    if let Err(error) = staged.finish() {
        // The page could not be put in place after all: the season goes back as it was
        // (its backup now holds the change).
        if plan.changes() {
            let _ = crate::season::history::put_season(
                saves,
                &args.name,
                Some(&plan.after),
                plan.before.as_ref(),
            );
        }
        return Err(crate::output::OutputError::from(error).into());
    }
    Ok(format!(
        "{text}{}\n",
        words::msg::cli_wrote(out.display().to_string())
    ))
}

/// `report FILE`: the transcript of a saved party.
pub fn report_command(
    path: &Path,
    json: bool,
    guest: Option<&str>,
) -> Result<String, CommandError> {
    let (file, party) = load_told(path)?;
    let Some(typed) = guest else {
        // The text names the party; the JSON is the transcript alone.
        return Ok(if json {
            render(&party, json)
        } else {
            format!("{}\n\n{}", file.title, render(&party, json))
        });
    };
    let state = party.state();
    let found = find_guests(state, typed);
    let guest = match found.as_slice() {
        [] => {
            return Err(CommandError::Asked(words::msg::cli_no_guest_called(
                words::quote(typed, 40),
            )));
        }
        [one] => *one,
        // An exact name wins even when it is also the start of others.
        [first, ..] if name_key(state.name(*first)) == name_key(typed.trim()) => *first,
        many => {
            let mut names: Vec<String> = many
                .iter()
                .take(8)
                .map(|&g| state.name(g).to_owned())
                .collect();
            if many.len() > 8 {
                names.push(words::msg::cli_more_names(many.len() - 8));
            }
            return Err(CommandError::Asked(
                words::msg::CliNamesMatch {
                    names: words::and_list(&names),
                    typed: words::quote(typed, 40),
                }
                .say(),
            ));
        }
    };
    let Some(evening) = GuestEvening::of(&party, guest) else {
        return Err(CommandError::Asked(words::msg::cli_guest_plays_duplicate(
            state.name(guest),
        )));
    };
    Ok(if json {
        evening.to_json() + "\n"
    } else {
        evening.to_text()
    })
}

/// `restore FILE [--force]`: the backup back in place; the file it replaces kept aside
/// under a name of its own. A file that can be read is replaced only with `--force`.
/// The club's member list (`members.ron`) and its seasons (`NAME.season.ron`) are
/// restored the same way, read as what they are.
pub fn restore_command(path: &Path, force: bool) -> Result<String, CommandError> {
    let now = chrono::Utc::now();
    let restored = match crate::season::restore::restoring(path) {
        Some(restoring) => store::restore_file(path, now, force, &restoring)?,
        None => store::restore_backup(path, now, force)?,
    };
    let said = words::msg::CliRestored {
        path: path.display().to_string(),
        count: restored.count,
        noun: restored.noun,
        kept: restored.set_aside.display().to_string(),
    }
    .say();
    Ok(format!("{said}\n"))
}

/// `save-stress FILE --seed S`: replays a simulated 25-table, 20-round evening into FILE
/// one action at a time, saving after each and printing `saved N` once N actions are on
/// disk. Started again on the same file, it carries on where the file ends. The crash
/// test kills it at random moments and checks the file.
pub fn save_stress_command(path: &Path, seed: u64) -> Result<String, CommandError> {
    let options = Options {
        seed,
        ladies: 50,
        gentlemen: 50,
        rounds: 20,
        ..Options::default()
    };
    let source = simulate(&options)?;
    let mut file = if path.exists() {
        PartyFile::open(path)?
    } else {
        PartyFile::adopt(
            path,
            &words::msg::cli_stress_title(),
            Party::new(source.initial_settings().clone()),
        )?
    };
    let done = file.party().history().len();
    if source.history().get(..done) != Some(file.party().history()) {
        return Err(CommandError::Asked(words::msg::cli_not_the_start(
            path.display().to_string(),
        )));
    }
    let mut out = std::io::stdout().lock();
    for entry in source.history().iter().skip(done) {
        match file.apply(entry.action.clone(), entry.at) {
            Ok(Saved::Yes) => {}
            Ok(Saved::No(error)) => return Err(error.into()),
            Err(error) => return Err(error.into()),
        }
        // Only now is the action on disk: say so.
        let _ = writeln!(out, "saved {}", file.party().history().len());
        let _ = out.flush();
    }
    Ok(String::new())
}
