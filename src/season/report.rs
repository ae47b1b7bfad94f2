//! The season as the command line and the files show it: the JSON of
//! `cinch-party season NAME --json` (the shape the issue and the README give), the text
//! a host reads in a terminal, and the CSV files for a spreadsheet (the ladders, and
//! every member by every evening).

use serde::Serialize;

use super::evening::{Gave, Kind};
use super::table::{EveningRead, Group, Who};
use super::{Season, members::MemberList};
use crate::transcript::export::safe;
use crate::words;
use crate::words::msg;

/// The JSON of a season.
#[derive(Debug, Serialize)]
pub struct SeasonJson {
    season: String,
    best: Option<u32>,
    min_evenings: u32,
    evenings: Vec<EveningJson>,
    star_ladders: Vec<LadderJson>,
    duplicate_ladder: Vec<DupRowJson>,
    unmatched: Vec<String>,
}

#[derive(Debug, Serialize)]
struct EveningJson {
    file: String,
    title: String,
    /// `null` for a file that cannot be read (its problem goes to standard error).
    kind: Option<&'static str>,
    over: bool,
}

#[derive(Debug, Serialize)]
struct LadderJson {
    group: &'static str,
    rows: Vec<StarRowJson>,
}

#[derive(Debug, Serialize)]
struct StarRowJson {
    member: String,
    place: Option<u32>,
    gold: u32,
    red: u32,
    green: u32,
    evenings: u32,
    counted: Vec<String>,
    prizes: u32,
}

#[derive(Debug, Serialize)]
struct DupRowJson {
    member: String,
    place: Option<u32>,
    percent: Option<f64>,
    evenings: u32,
    counted: Vec<String>,
}

impl SeasonJson {
    /// The JSON of a season.
    pub fn of(season: &Season) -> SeasonJson {
        let files = |counted: &[usize]| -> Vec<String> {
            counted
                .iter()
                .filter_map(|&i| season.file.evenings.get(i).cloned())
                .collect()
        };
        SeasonJson {
            season: season.name.clone(),
            best: season.file.best.filter(|&n| n > 0),
            min_evenings: season.file.min_evenings,
            evenings: season
                .file
                .evenings
                .iter()
                .zip(&season.evenings)
                .map(|(file, read)| match read {
                    EveningRead::Read(facts) => EveningJson {
                        file: file.clone(),
                        title: facts.title.clone(),
                        kind: Some(facts.kind.code()),
                        over: facts.over,
                    },
                    EveningRead::Unreadable(_) => EveningJson {
                        file: file.clone(),
                        title: file.clone(),
                        kind: None,
                        over: false,
                    },
                })
                .collect(),
            star_ladders: season
                .table
                .star_ladders
                .iter()
                .map(|ladder| LadderJson {
                    group: ladder.group.code(),
                    rows: ladder
                        .rows
                        .iter()
                        .map(|r| StarRowJson {
                            member: r.name.clone(),
                            place: r.place,
                            gold: r.stars.gold,
                            red: r.stars.red,
                            green: r.stars.green,
                            evenings: r.evenings,
                            counted: files(&r.counted),
                            prizes: r.prizes,
                        })
                        .collect(),
                })
                .collect(),
            duplicate_ladder: season
                .table
                .duplicate_ladder
                .iter()
                .map(|r| DupRowJson {
                    member: r.name.clone(),
                    place: r.place,
                    percent: r.percent.map(crate::words::two_places),
                    evenings: r.evenings,
                    counted: files(&r.counted),
                })
                .collect(),
            unmatched: season.table.unmatched.clone(),
        }
    }

    /// As pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}

/// The host's words for a ladder's group.
pub fn group_title(group: Group) -> String {
    words::group_title(match group {
        Group::Ladies => Some(crate::rules::Side::Lady),
        Group::Gentlemen => Some(crate::rules::Side::Gentleman),
        Group::Everyone => None,
    })
}

/// "1." or "–" for an unplaced row.
pub fn place_words(place: Option<u32>) -> String {
    place.map_or_else(|| "–".to_owned(), |p| format!("{p}."))
}

/// What an evening gave, in words ("2 gold, 3 red, 1 green, 1 prize", "55.21 %").
pub fn gave_words(gave: &Gave) -> String {
    match gave {
        Gave::Stars { stars, prizes } => msg::SeasonGaveStars {
            gold: stars.gold,
            red: stars.red,
            green: stars.green,
            prizes: *prizes,
        }
        .say(),
        Gave::Percent(p) => words::percent(*p),
        Gave::NoTray => msg::season_gave_no_tray(),
        Gave::Place { place, of } => msg::SeasonGavePlace {
            place: *place,
            of: *of,
        }
        .say(),
    }
}

/// An evening's state in words: "in play, counts nothing", "cannot be read: …".
pub fn evening_state_words(read: &EveningRead) -> String {
    match read {
        EveningRead::Read(f) if f.damaged.is_some() => msg::SeasonDamaged {
            why: f.damaged.as_deref().unwrap_or_default(),
            over: if f.over { "yes" } else { "no" },
        }
        .say(),
        EveningRead::Read(f) if !f.over => msg::season_in_play(),
        EveningRead::Read(f) => msg::season_kind(match f.kind {
            Kind::Stars => "stars",
            Kind::Duplicate => "duplicate",
            Kind::Pairs => "pairs",
            Kind::Individual => "individual",
        }),
        EveningRead::Unreadable(why) => msg::season_unreadable(why.as_str()),
    }
}

/// The season as text for a terminal.
pub fn to_text(season: &Season, members: &MemberList) -> String {
    let mut out = format!("{}\n", msg::season_heading(season.name.as_str()));
    let counts = msg::SeasonCounts {
        best: season.file.best.unwrap_or(0),
        min: season.file.min_evenings,
    }
    .say();
    out.push_str(&format!("{counts}\n\n{}\n", msg::season_evenings_heading()));
    for (i, (file, read)) in season
        .file
        .evenings
        .iter()
        .zip(&season.evenings)
        .enumerate()
    {
        let title = match read {
            EveningRead::Read(f) => f.title.clone(),
            EveningRead::Unreadable(_) => String::new(),
        };
        out.push_str(&format!(
            "  {:>2}. {file}  {title} ({})\n",
            i + 1,
            evening_state_words(read)
        ));
    }
    for ladder in &season.table.star_ladders {
        out.push_str(&format!(
            "\n{}\n",
            msg::season_stars_heading(group_title(ladder.group))
        ));
        for r in &ladder.rows {
            let row = msg::SeasonStarRow {
                gold: format!("{:>3}", r.stars.gold),
                red: format!("{:>3}", r.stars.red),
                green: format!("{:>3}", r.stars.green),
                counted: r.counted.len(),
                evenings: r.evenings,
                prizes: r.prizes,
            }
            .say();
            out.push_str(&format!(
                "  {:>4} {:<32} {row}\n",
                place_words(r.place),
                r.name,
            ));
        }
    }
    if !season.table.duplicate_ladder.is_empty() {
        out.push_str(&format!("\n{}\n", msg::season_duplicate_heading()));
        for r in &season.table.duplicate_ladder {
            let counted = msg::SeasonCounted {
                counted: r.counted.len(),
                evenings: r.evenings,
            }
            .say();
            out.push_str(&format!(
                "  {:>4} {:<32} {:>8}  {counted}\n",
                place_words(r.place),
                r.name,
                r.percent.map(words::percent).unwrap_or_default(),
            ));
        }
    }
    if !season.table.unmatched.is_empty() {
        out.push_str(&format!("\n{}\n", msg::season_unmatched_heading()));
        for name in &season.table.unmatched {
            out.push_str(&format!("  {}\n", unmatched_line(name, members)));
        }
    }
    out
}

/// A name that matches no member, with the closest members offered.
fn unmatched_line(name: &str, members: &MemberList) -> String {
    let closest: Vec<String> = members
        .closest(name, 3)
        .into_iter()
        .filter_map(|i| members.members.get(i).map(|m| m.name.clone()))
        .collect();
    if closest.is_empty() {
        name.to_owned()
    } else {
        msg::SeasonClosest {
            name,
            closest: closest.join(", "),
        }
        .say()
    }
}

/// The ladders as CSV: one line per row of every ladder.
pub fn ladders_csv(season: &Season) -> Result<String, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let prizes = words::SEASON_PRIZES_COLUMN.to_lowercase();
    w.write_record([
        "ladder", "place", "member", "gold", "red", "green", "percent", "evenings", "counted",
        &prizes,
    ])?;
    let counted = |c: &[usize]| -> String {
        c.iter()
            .filter_map(|&i| season.file.evenings.get(i).cloned())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let place = |p: Option<u32>| p.map(|p| p.to_string()).unwrap_or_default();
    for ladder in &season.table.star_ladders {
        for r in &ladder.rows {
            w.write_record([
                ladder.group.code().to_owned(),
                place(r.place),
                safe(&r.name),
                r.stars.gold.to_string(),
                r.stars.red.to_string(),
                r.stars.green.to_string(),
                String::new(),
                r.evenings.to_string(),
                counted(&r.counted),
                r.prizes.to_string(),
            ])?;
        }
    }
    for r in &season.table.duplicate_ladder {
        w.write_record([
            "duplicate".to_owned(),
            place(r.place),
            safe(&r.name),
            String::new(),
            String::new(),
            String::new(),
            r.percent.map(crate::words::decimals).unwrap_or_default(),
            r.evenings.to_string(),
            counted(&r.counted),
            String::new(),
        ])?;
    }
    finish(w)
}

/// Every member by every evening: what it gave them and whether it counted.
pub fn evenings_csv(season: &Season) -> Result<String, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "member", "evening", "title", "kind", "over", "gave", "counted",
    ])?;
    for trace in season.table.traces.values() {
        for line in &trace.lines {
            let (title, kind, over) = match season.evenings.get(line.evening) {
                Some(EveningRead::Read(f)) => (f.title.clone(), f.kind.code(), f.over),
                _ => (String::new(), "", false),
            };
            w.write_record([
                safe(&trace.name),
                season
                    .file
                    .evenings
                    .get(line.evening)
                    .cloned()
                    .unwrap_or_default(),
                safe(&title),
                kind.to_owned(),
                if over { "yes" } else { "no" }.to_owned(),
                gave_words(&line.gave),
                if line.counted { "yes" } else { "no" }.to_owned(),
            ])?;
        }
    }
    finish(w)
}

/// The CSV text, with the byte-order mark the evening's CSV files have (so accents and
/// any alphabet open right in a spreadsheet program).
fn finish(w: csv::Writer<Vec<u8>>) -> Result<String, csv::Error> {
    let bytes = w
        .into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))?;
    Ok(format!(
        "{}{}",
        crate::transcript::export::BOM,
        String::from_utf8_lossy(&bytes)
    ))
}

/// Whether `who` is a member of the list (for the words "not on the member list").
pub fn is_member(who: &Who) -> bool {
    matches!(who, Who::Member(_))
}

/// An evening's winners as the evening itself has them, each with what they took:
/// "Ladies' first prize (most gold stars): Ann Abbott; …; Booby prize …: Zed Young", or
/// "North–South: N–S 3 (Ann & Bob) and N–S 4 (Cy & Di), level; East–West: E–W 5 (…)"
/// (the season table on paper, on the web and as text).
pub fn evening_winners(read: &EveningRead) -> String {
    let EveningRead::Read(facts) = read else {
        return String::new();
    };
    facts
        .winners
        .iter()
        .map(|won| match won.by.as_slice() {
            [one] => format!("{}: {one}", won.what),
            many => msg::SeasonWinnersLevel {
                what: won.what.as_str(),
                names: crate::words::and_list(many),
            }
            .say(),
        })
        .collect::<Vec<_>>()
        .join("; ")
}
