//! Each stage of the guest display, as the web page draws it (issue 36), in the window's
//! words and sizes: "Find your seat", the round and its clock, the stars board or the
//! leader boards, the prize ceremony revealed prize by prize, a guest's evening, the
//! season so far, and the evening's last word.

use chrono::{DateTime, Utc};

use super::page::{DisplayPage, Ladder, Line, Part, WebClock, plan, width_at_one};
use super::source::Evening;
use crate::rules::{GuestId, Phase, StarColour, Stars};
use crate::transcript::dup_view::DupView;
use crate::view::display::{DisplayMode, DisplayState};
use crate::view::display_plan::{Columns, Frame, legend_cells, legend_fits, page_at};
use crate::view::display_rows::{self as rows, Ink, Row, page_words};
use crate::view::season::SeasonBoard;
use crate::words::{capitalised, evening_ended, round_of, so_far, star_symbol};

/// The guest display for a screen of `f`'s size, as the host has set it.
pub fn display(
    evening: &Evening<'_>,
    shown: &DisplayState,
    moves_into: Option<u32>,
    f: &Frame,
    now: DateTime<Utc>,
) -> DisplayPage {
    let state = evening.state;
    let kind = if evening.dup().is_some() {
        "duplicate"
    } else {
        "star"
    };
    let look = shown.look.word();
    let mode = rows::shown_mode(shown, state, moves_into);
    let page = |stage| DisplayPage::new(kind, stage, look, f);
    if mode == DisplayMode::Season {
        return season(page("season"), shown.season.as_deref());
    }
    let over = state.phase() == Phase::Finished;
    match (&evening.dup(), mode) {
        (_, DisplayMode::Round) if over => evening_over(page("over"), evening),
        (Some(dup), DisplayMode::Round) => dup_round(page("round"), evening, dup, now),
        (Some(dup), DisplayMode::Standings) => dup_boards(page("standings"), evening, dup),
        (Some(dup), DisplayMode::Ceremony) => dup_ceremony(page("ceremony"), evening, dup, shown),
        (None, DisplayMode::Round) => star_round(page("round"), evening, now),
        (None, DisplayMode::Standings) => stars_board(page("standings"), evening),
        (None, DisplayMode::Ceremony) => {
            super::ceremony::ceremony(page("ceremony"), evening, shown)
        }
        (None, DisplayMode::Guest(guest)) => guest_evening(page("guest"), evening, guest),
        _ => match rows::seats(state, evening.seating()) {
            Some((round, seats)) => seat_list(page("seats"), &seats, round),
            None => welcome(page("welcome"), evening),
        },
    }
}

fn frame_of(page: &DisplayPage) -> Frame {
    crate::view::display_plan::frame(page.screen[0] as f32, page.screen[1] as f32)
}

/// A welcome before anyone is seated.
fn welcome(mut page: DisplayPage, evening: &Evening<'_>) -> DisplayPage {
    let unit = page.unit;
    page.lines.push(Line {
        left: true,
        ..Line::one("Welcome!", unit, Ink::Title).strong()
    });
    page.lines.push(Line {
        left: true,
        ..Line::one(rows::welcome_words(evening.state), unit * 0.6, Ink::Text)
    });
    page
}

/// "Find your seat": every name with its table and chair, page by page.
fn seat_list(mut page: DisplayPage, seats: &[(String, String)], round: u32) -> DisplayPage {
    let f = frame_of(&page);
    let board = rows::seat_list_rows(seats);
    let plan = plan(&f, &[&board], (Columns::GUEST, false), &[]);
    for p in 0..plan.fit.pages.max(1) {
        let title = rows::seats_title(seats, round, &plan, p);
        page.put(Some(p), f.title, &title, (f.title_size, Ink::Title));
        let legend = rows::SEATS_LEGEND;
        if legend_fits(&f, width_at_one(&title), width_at_one(legend)) {
            page.put_right(Some(p), f.title, legend, (f.smallest, Ink::Quiet));
        }
    }
    page.boards(&plan, &[&board]);
    page
}

/// The stars board: each prize group side by side, paging together, each count under
/// its star's shape, the colours named in the title band.
fn stars_board(mut page: DisplayPage, evening: &Evening<'_>) -> DisplayPage {
    let f = frame_of(&page);
    let Some(star) = evening.star() else {
        return page;
    };
    let groups: Vec<Vec<Row>> = star.standings.iter().map(rows::star_rows).collect();
    let boards: Vec<&[Row]> = groups.iter().map(Vec::as_slice).collect();
    let heads = StarColour::ALL.map(star_symbol);
    let plan = plan(&f, &boards, (Columns::GUEST, true), &heads);
    let texts = StarColour::ALL.map(|c| format!("{} {}", star_symbol(c), crate::words::star(c)));
    let widths: Vec<f32> = texts.iter().map(|t| width_at_one(t)).collect();
    for (cell, (text, colour)) in legend_cells(&f, &widths)
        .into_iter()
        .zip(texts.iter().zip(StarColour::ALL))
    {
        page.put_right(None, cell, text, (f.smallest, Ink::Star(colour)));
    }
    for p in 0..plan.fit.pages.max(1) {
        let title = format!("Stars{}", page_words(&plan, p));
        page.put(Some(p), f.title, &title, (f.title_size, Ink::Title));
        for (b, group) in star.standings.iter().enumerate() {
            let Some((room, heads)) = plan.heads(b, p) else {
                continue;
            };
            for (colour, head) in heads.iter().flat_map(|c| StarColour::ALL.iter().zip(c)) {
                let style = (plan.title_size, Ink::Star(*colour));
                page.put_right(Some(p), *head, star_symbol(*colour), style);
            }
            let title = crate::words::group_title(group.side);
            page.put(Some(p), room, title, (plan.title_size, Ink::Quiet));
        }
    }
    page.boards(&plan, &boards);
    page
}

/// The two leader boards side by side (or the Howell's one), paging together; a pair's
/// two names are never cut to save a page.
fn dup_boards(mut page: DisplayPage, evening: &Evening<'_>, dup: &DupView) -> DisplayPage {
    let f = frame_of(&page);
    let title = match so_far(evening.state) {
        Some(far) => format!("Standings {far}"),
        None => "Standings".to_owned(),
    };
    page.put(None, f.title, &title, (f.title_size, Ink::Title));
    let groups = rows::dup_ceremony(dup);
    let directions: Vec<Vec<Row>> = groups
        .iter()
        .map(|g| rows::dup_board_rows(dup, *g))
        .collect();
    let boards: Vec<&[Row]> = directions.iter().map(Vec::as_slice).collect();
    let plan = plan(&f, &boards, (Columns::NEVER_CUT, true), &[]);
    for p in 0..plan.fit.pages.max(1) {
        for (direction, area) in groups.iter().zip(&plan.titles) {
            let words = format!(
                "{}{}",
                crate::words::group(*direction),
                page_words(&plan, p)
            );
            page.put(Some(p), *area, &words, (plan.title_size, Ink::Accent));
        }
    }
    page.boards(&plan, &boards);
    page
}

/// The star game's round: its number, the clock, the tables still playing.
fn star_round(mut page: DisplayPage, evening: &Evening<'_>, now: DateTime<Utc>) -> DisplayPage {
    let state = evening.state;
    let (Some(round), Some(clock)) = (
        state.star().and_then(|star| star.current_round()),
        state.round_clock(),
    ) else {
        return page;
    };
    let unit = page.unit;
    page.lines
        .push(Line::one(round_of(state, round.number), unit * 1.2, Ink::Title).strong());
    clock_lines(&mut page, &clock, now);
    let playing = rows::still_playing(&round.unreported());
    page.lines
        .push(Line::one(playing, unit, Ink::Waiting).after(unit * 0.5));
    if state.bell_ends_evening(now) {
        let last = Line::one("This is the last round.", unit * 0.8, Ink::Accent);
        page.lines.push(last);
    }
    page
}

/// A duplicate round: its number, the clock, the trays this round, the trays still out.
fn dup_round(
    mut page: DisplayPage,
    evening: &Evening<'_>,
    dup: &DupView,
    now: DateTime<Utc>,
) -> DisplayPage {
    let state = evening.state;
    let Some(round) = dup.round() else {
        return page;
    };
    let unit = page.unit;
    page.lines
        .push(Line::one(round_of(state, round.number), unit * 1.2, Ink::Title).strong());
    if let Some(clock) = state.round_clock() {
        clock_lines(&mut page, &clock, now);
    }
    let trays = crate::words::trays_this_round(&dup.movement);
    page.lines
        .push(Line::one(trays, unit * 0.7, Ink::Accent).after(unit * 0.5));
    let missing = rows::trays_still_playing(&dup.missing);
    page.lines
        .push(Line::one(missing, unit * 0.8, Ink::Waiting));
    page
}

/// The clock's line (the page ticks it) and the words under it.
fn clock_lines(page: &mut DisplayPage, clock: &crate::rules::RoundClock, now: DateTime<Utc>) {
    let unit = page.unit;
    let web = WebClock::of(clock, now, unit * 3.0);
    page.lines.push(Line {
        clock: true,
        ..Line::one("", unit * 3.0, Ink::Text).strong()
    });
    page.lines
        .push(Line::one(web.under, unit * 0.6, Ink::Quiet));
    page.clock = Some(web);
}

/// The last word of the evening: when it ended, and thanks.
fn evening_over(mut page: DisplayPage, evening: &Evening<'_>) -> DisplayPage {
    let unit = page.unit;
    let ended = evening_ended(evening.state);
    page.lines.push(
        Line::one(ended, unit * 1.1, Ink::Title)
            .strong()
            .after(unit * 3.0),
    );
    page.lines
        .push(Line::one(rows::THANKS, unit * 0.9, Ink::Text));
    page
}

/// The three counts of stars on one line, each in its colour and shape.
pub(super) fn stars_line(stars: Stars, size: f32) -> Line {
    let parts = StarColour::ALL
        .iter()
        .map(|c| Part {
            text: format!(
                "{} {} {}   ",
                star_symbol(*c),
                stars.of(*c),
                crate::words::star(*c)
            ),
            ink: Ink::Star(*c).word(),
        })
        .collect();
    Line {
        parts,
        ..Line::one("", size, Ink::Text)
    }
}

/// One guest's evening, large: a line a round with the star it gave, and the totals.
fn guest_evening(mut page: DisplayPage, evening: &Evening<'_>, guest: GuestId) -> DisplayPage {
    let unit = page.unit;
    let Some(theirs) = evening.guest(guest) else {
        return page;
    };
    let title = format!("{}'s evening", theirs.name);
    page.lines.push(Line::one(title, unit, Ink::Title).strong());
    page.lines.push(stars_line(theirs.stars, unit * 0.7));
    let room = page.screen[1] as f32 - page.top - unit * 2.2;
    let fits = ((room / (unit * 0.55)).floor() as usize).max(1);
    let skip = theirs.rounds.len().saturating_sub(fits);
    for round in theirs.rounds.iter().skip(skip) {
        let star = match round.star {
            Some(c) => Part {
                text: format!("{} {}  ", star_symbol(c), crate::words::star(c)),
                ink: Ink::Star(c).word(),
            },
            None => Part {
                text: "   –   ".to_owned(),
                ink: Ink::Text.word(),
            },
        };
        let words = Part {
            text: format!("Round {}: {}", round.round, round.words()),
            ink: Ink::Text.word(),
        };
        page.lines.push(Line {
            parts: vec![star, words],
            left: true,
            ..Line::one("", unit * 0.38, Ink::Text)
        });
    }
    page
}

/// The season so far: each ladder's leaders side by side.
fn season(mut page: DisplayPage, board: Option<&SeasonBoard>) -> DisplayPage {
    let unit = page.unit;
    let Some(board) = board else {
        let soon = "Welcome! The season table comes soon.";
        page.lines
            .push(Line::one(soon, unit, Ink::Title).strong().after(unit * 3.0));
        return page;
    };
    let title = format!("The season so far: {}", board.name);
    page.lines.push(Line::one(title, unit, Ink::Title).strong());
    page.columns = board
        .ladders
        .iter()
        .map(|(title, rows)| Ladder {
            title: title.clone(),
            rows: rows.clone(),
            size: unit * 0.42,
        })
        .collect();
    page
}

/// The duplicate ceremony: the winners of each ranking revealed so far.
fn dup_ceremony(
    mut page: DisplayPage,
    evening: &Evening<'_>,
    dup: &DupView,
    shown: &DisplayState,
) -> DisplayPage {
    let unit = page.unit;
    let far = so_far(evening.state);
    if shown.revealed.is_empty() {
        let waiting = if far.is_some() {
            "And now, the leaders…"
        } else {
            "And now, the winners…"
        };
        let line = Line::one(waiting, unit * 1.3, Ink::Title);
        page.lines.push(line.strong().after(unit * 3.0));
    } else {
        let title = match &far {
            Some(far) => format!("The leaders {far}"),
            None => "The winners".to_owned(),
        };
        let line = Line::one(capitalised(&title), unit * 1.1, Ink::Title);
        page.lines.push(line.strong());
    }
    if far.is_some() {
        let line = Line::one("The evening is not over.", unit * 0.6, Ink::Waiting);
        page.lines.push(line);
    }
    for &i in &shown.revealed {
        super::ceremony::dup_winners(&mut page, dup, i);
    }
    page
}

/// Which page of the boards is up at `seconds` (the page turns them by itself; the
/// tests ask).
pub fn page_up(page: &DisplayPage, seconds: f64) -> usize {
    page_at(page.pages, seconds)
}
