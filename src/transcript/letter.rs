//! Each guest's own evening as a letter (issue 53 §2): their place and stars (or their
//! pair's score, at a duplicate evening), every round, the prize they won, the evening's
//! winners and the host's thanks — in words from the same derived evening as every
//! other view, so the mail can never disagree with the Standings screen or the page.

use crate::rules::duplicate::PairGroup;
use crate::rules::duplicate_score::PairStanding;
use crate::rules::{GuestId, Party, StarColour};
use crate::transcript::dup_view::DupView;
use crate::transcript::evening::{Evening, Game, StarEvening};
use crate::transcript::guest::GuestEvening;
use crate::transcript::stars_words;
use crate::words::{self, msg, ordinal};

/// A guest's letter, before it is given its address and sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    /// Who it is for.
    pub guest: GuestId,
    /// Their name, as the party has it.
    pub name: String,
    /// The subject line.
    pub subject: String,
    /// "Your evening: …" — their place and stars or score.
    pub summary: String,
    /// The prize they won, in a sentence, if any.
    pub prize: Option<String>,
    /// A line a round.
    pub rounds: Vec<String>,
    /// The evening's winners, a line a prize or group.
    pub winners: Vec<String>,
    /// It replaces a letter mailed before a result was corrected.
    pub correction: bool,
}

impl Letter {
    /// The guest's own evening in words — their place, stars, prize and rounds: what a
    /// correction may change, compared with what was mailed (the greeting, the thanks
    /// and the other guests' prizes are not part of it).
    pub fn evening(&self) -> String {
        let mut out = format!("{}\n", self.summary);
        if let Some(prize) = &self.prize {
            out.push_str(&format!("{prize}\n"));
        }
        for line in &self.rounds {
            out.push_str(&format!("{line}\n"));
        }
        out
    }

    /// The same letter as a correction of the one mailed before: its subject and its
    /// first words say so.
    pub fn as_correction(mut self) -> Letter {
        self.subject = msg::transcript_subject_corrected(self.subject);
        self.correction = true;
        self
    }

    /// Why a correction comes, in a sentence.
    pub fn correction_words() -> String {
        msg::transcript_correction()
    }

    /// The letter as plain text, with the host's thanks.
    pub fn text(&self, title: &str, thanks: &str) -> String {
        let mut out = format!("{}\n\n", msg::transcript_dear(self.name.as_str()));
        if self.correction {
            out.push_str(&format!("{}\n\n", Letter::correction_words()));
        }
        out.push_str(&msg::transcript_thanks(title));
        if !thanks.trim().is_empty() {
            out.push_str(&format!(" {}", thanks.trim()));
        }
        out.push_str("\n\n");
        out.push_str(&format!("{}\n", self.summary));
        if let Some(prize) = &self.prize {
            out.push_str(&format!("{prize}\n"));
        }
        out.push_str(&format!("\n{}\n", msg::transcript_your_rounds()));
        for line in &self.rounds {
            out.push_str(&format!("  {line}\n"));
        }
        out.push_str(&format!("\n{}:\n", msg::transcript_winners()));
        for line in &self.winners {
            out.push_str(&format!("  {line}\n"));
        }
        out.push_str(&format!("\n{}\n", msg::transcript_attached()));
        out
    }
}

/// The letter of `guest`, from the evening derived from `party`; `None` for a guest who
/// never played (removed, or at a duplicate evening in no pair).
pub fn letter(party: &Party, evening: &Evening, title: &str, guest: GuestId) -> Option<Letter> {
    let state = party.state();
    let name = state.guest(guest).ok().filter(|g| !g.removed)?.name.clone();
    let subject = msg::transcript_subject(title);
    match evening.game(party)? {
        Game::Star(play, star) => {
            let own = GuestEvening::from_parts(play, &star.stars, &star.prizes, guest);
            Some(Letter {
                guest,
                name,
                subject,
                summary: star_summary(star, &own, state.settings.open_seating()),
                prize: own
                    .prize
                    .as_ref()
                    .map(|p| msg::transcript_you_won(p.title.as_str())),
                rounds: own
                    .rounds
                    .iter()
                    .map(|r| {
                        msg::ResultsRoundLine {
                            round: r.round,
                            words: r.words(),
                        }
                        .say()
                    })
                    .collect(),
                correction: false,
                winners: star
                    .prize_words(play.state)
                    .iter()
                    .map(|(title, story)| format!("{title}: {story}"))
                    .collect(),
            })
        }
        Game::Duplicate(_, view) => {
            let view = view.for_the_room();
            let pair = view.pair_of(guest)?;
            let standing = view.standings.of(pair)?;
            Some(Letter {
                guest,
                name,
                subject,
                summary: pair_summary(view, standing, guest),
                prize: None,
                rounds: pair_rounds(view, pair),
                winners: dup_winners(view),
                correction: false,
            })
        }
    }
}

/// "Your evening: 3 gold stars, 2 red stars and 1 green star; 2nd of the ladies."
fn star_summary(star: &StarEvening, own: &GuestEvening, open: bool) -> String {
    if let Some(stars) = own.stars {
        let place = star.standings.iter().find_map(|group| {
            let row = group.rows.iter().find(|r| r.guest == own.guest)?;
            let of = group
                .side
                .map_or_else(msg::transcript_everyone, |s| words::sides_of(s, open));
            Some(
                msg::TranscriptPlaceOfGroup {
                    place: ordinal(row.place as u32),
                    count: group.rows.len(),
                    group: of,
                }
                .say(),
            )
        });
        return msg::TranscriptSummaryStars {
            gold: stars_words(stars.gold, StarColour::Gold),
            red: stars_words(stars.red, StarColour::Red),
            green: stars_words(stars.green, StarColour::Green),
            place: place.unwrap_or_default(),
        }
        .say();
    }
    // A score-card evening gives no stars (R-ALT-1): its place by points (R-ALT-3).
    let placed = star
        .ranking
        .iter()
        .flatten()
        .find(|p| p.players.contains(&own.guest));
    match (placed, star.ranking.as_ref()) {
        (Some(p), Some(all)) => msg::TranscriptSummaryPoints {
            points: p.points,
            place: ordinal(p.place),
            count: all.len(),
        }
        .say(),
        _ => msg::transcript_summary_no_card(),
    }
}

/// A group of pairs as the catalogues select on it.
fn group_code(group: PairGroup) -> &'static str {
    match group {
        PairGroup::NorthSouth => "ns",
        PairGroup::EastWest => "ew",
        PairGroup::All => "all",
    }
}

/// "Your pair (N–S 3, with Bob Baker): +3.25; 2nd of the North–South pairs."
fn pair_summary(view: &DupView, standing: &PairStanding, guest: GuestId) -> String {
    let partner = view
        .each_name(standing.id())
        .into_iter()
        .zip(standing.players)
        .find(|(_, g)| *g != guest)
        .map(|(name, _)| name.to_owned())
        .unwrap_or_default();
    let place = match standing.place {
        Some(place) => msg::TranscriptPairPlace {
            place: ordinal(place),
            group: group_code(standing.group),
        }
        .say(),
        None => msg::transcript_pair_no_place(),
    };
    msg::TranscriptPairSummary {
        tag: words::pair_tag(standing.id()),
        partner,
        score: view.score_words(standing.id()),
        place,
    }
    .say()
}

/// A line a round: table, opponents and each tray's outcome and score (R-DUP-13: the
/// room's view, so only trays every table has played).
fn pair_rounds(view: &DupView, pair: crate::rules::duplicate::PairId) -> Vec<String> {
    view.pair_evening(pair)
        .rounds
        .iter()
        .map(|round| {
            let Some(against) = &round.against else {
                return msg::transcript_round_sat_out(round.round);
            };
            let trays: Vec<String> = round
                .trays
                .iter()
                .map(|t| match &t.score {
                    Some(score) => msg::TranscriptTrayScore {
                        tray: t.tray,
                        outcome: t.outcome.as_str(),
                        score: score.as_str(),
                    }
                    .say(),
                    None => msg::TranscriptTray {
                        tray: t.tray,
                        outcome: t.outcome.as_str(),
                    }
                    .say(),
                })
                .collect();
            msg::TranscriptRoundAgainst {
                round: round.round,
                table: round.table,
                against: against.as_str(),
                trays: trays.join("; "),
            }
            .say()
        })
        .collect()
}

/// The winners of each group.
fn dup_winners(view: &DupView) -> Vec<String> {
    view.standings
        .winners
        .iter()
        .map(|(group, pairs)| {
            let names: Vec<String> = pairs
                .iter()
                .filter_map(|&p| {
                    let id = view
                        .standings
                        .pairs
                        .iter()
                        .find(|s| s.group == *group && s.pair == p)?
                        .id();
                    Some(format!("{} ({})", words::pair_tag(id), view.names(id)))
                })
                .collect();
            let first = msg::transcript_first_of(group_code(*group));
            format!("{first}: {}", words::and_list(&names))
        })
        .collect()
}
