//! The prize ceremony on the web page's guest display (issue 36), as the window shows
//! it: the prize just revealed, large (its winner, their stars, how a tie was settled),
//! the prizes already given below it as large as the room left allows; a duplicate
//! evening's winners of each ranking. Mid-evening every card says it is not final.

use super::page::{DisplayPage, Line};
use super::source::Evening;
use super::stages::stars_line;
use crate::rules::duplicate::PairId;
use crate::transcript::dup_view::DupView;
use crate::view::display::DisplayState;
use crate::view::display_rows::{Ink, dup_ceremony, not_final, prize_winner};
use crate::words::so_far;

/// The star game's ceremony.
pub(super) fn ceremony(
    mut page: DisplayPage,
    evening: &Evening<'_>,
    shown: &DisplayState,
) -> DisplayPage {
    let unit = page.unit;
    let far = so_far(evening.state);
    let Some(star) = evening.star() else {
        return page;
    };
    let Some(&latest) = shown.revealed.last() else {
        let line = Line::one("And now, the prizes…", unit * 1.3, Ink::Title);
        page.lines.push(line.strong().after(unit * 3.0));
        if let Some(far) = &far {
            page.lines
                .push(Line::one(not_final(far), unit * 0.7, Ink::Waiting));
        }
        return page;
    };
    let (Some(prize), Some((title, words))) =
        (star.prizes.get(latest), star.prize_words.get(latest))
    else {
        return page;
    };
    page.lines.push(Line::one(title, unit, Ink::Title).strong());
    if let Some(far) = &far {
        page.lines
            .push(Line::one(not_final(far), unit * 0.6, Ink::Waiting));
    }
    match prize_winner(evening.state, prize) {
        Some((name, guest)) => {
            let line = Line::one(name, unit * 1.8, Ink::Good);
            page.lines.push(line.strong().after(unit * 0.2));
            if let Some(stars) = guest.and_then(|g| evening.stars_of(g)) {
                page.lines.push(stars_line(stars, unit * 0.9));
            }
        }
        None => {
            let line = Line::one("Not awarded", unit * 1.2, Ink::Quiet);
            page.lines.push(line.after(unit * 0.2));
        }
    }
    page.lines
        .push(Line::one(words, unit * 0.5, Ink::Quiet).after(unit * 0.2));
    earlier(&mut page, (evening, star), shown, far.is_some());
    page
}

/// The height the lines so far take, about as the window lays them out.
fn used(page: &DisplayPage) -> f32 {
    page.lines.iter().map(|l| l.space + l.size * 1.3).sum()
}

/// The prizes already given, latest first, as large as the room left allows (never under
/// the promised smallest size: the oldest give way when they do not all fit).
fn earlier(
    page: &mut DisplayPage,
    (evening, star): (&Evening<'_>, &crate::transcript::evening::StarEvening),
    shown: &DisplayState,
    mid: bool,
) {
    let earlier: Vec<usize> = shown.revealed.iter().rev().skip(1).copied().collect();
    if earlier.is_empty() {
        return;
    }
    let unit = page.unit;
    let room = page.screen[1] as f32 - page.top - used(page) - unit * 0.7;
    let size = (room / (earlier.len() as f32 * 1.3))
        .min(unit * 0.65)
        .max(page.smallest);
    let fits = ((room / (size * 1.3)).floor().max(0.0) as usize).min(earlier.len());
    for (n, &i) in earlier.iter().take(fits).enumerate() {
        let (Some(p), Some((t, _))) = (star.prizes.get(i), star.prize_words.get(i)) else {
            continue;
        };
        let who = prize_winner(evening.state, p).map_or_else(|| "not awarded".to_owned(), |w| w.0);
        let title = if mid {
            format!("{t} (so far): ")
        } else {
            format!("{t}: ")
        };
        let mut line = Line::one(title, size, Ink::Text);
        line.parts.push(super::page::Part {
            text: who,
            ink: Ink::Good.word(),
        });
        page.lines
            .push(line.after(if n == 0 { unit * 0.4 } else { 0.0 }));
    }
}

/// A ranking's winners, once revealed (`i`: its place in the ceremony's order).
pub(super) fn dup_winners(page: &mut DisplayPage, dup: &DupView, i: usize) {
    let unit = page.unit;
    let Some(&direction) = dup_ceremony(dup).get(i) else {
        return;
    };
    let Some((_, pairs)) = dup.standings.winners.iter().find(|(d, _)| *d == direction) else {
        return;
    };
    let heading = Line::one(crate::words::group(direction), unit * 0.8, Ink::Accent);
    page.lines.push(heading.after(unit * 0.4));
    match pairs.as_slice() {
        [] => page.lines.push(Line::one("No result", unit, Ink::Quiet)),
        [one] => {
            let pair = PairId::new(direction, *one);
            let names = Line::one(dup.names(pair), unit * 1.4, Ink::Good).strong();
            page.lines.push(names);
            let score = Line::one(dup.score_words(pair), unit * 0.7, Ink::Text);
            page.lines.push(score);
        }
        many => {
            let names: Vec<&str> = many
                .iter()
                .map(|&p| dup.names(PairId::new(direction, p)))
                .collect();
            let words = format!("Level at the top: {}", names.join("; "));
            page.lines.push(Line::one(words, unit * 0.9, Ink::Good));
        }
    }
}
