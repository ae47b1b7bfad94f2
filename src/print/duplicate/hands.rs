//! Hand records (R-DUP-2, the program's deal): a block per tray with the four hands in
//! suits round a compass, the dealer marked, six trays to a page, to make the trays up
//! from before the guests arrive. The results sheet prints the same blocks, so a pair
//! can see the cards of a tray it wants to talk about.

use super::super::page::{Ink, MM, Page, Paper, Style};
use super::PrintError;
use crate::fonts;
use crate::rules::Dup;
use crate::rules::cut::{Card, Suit};
use crate::rules::duplicate::hands::{TrayHands, deal_tray};
use crate::rules::seating::Seat;
use crate::transcript::dup_view::DupView;

/// The height of one tray's block.
pub const BLOCK: f32 = 210.0;

/// Every tray's hands, in tray order.
pub fn hand_records(
    dup: Dup<'_>,
    view: &DupView,
    title: &str,
    paper: Paper,
) -> Result<Vec<Page>, PrintError> {
    let trays = dealt(dup, view)?;
    let size = paper.size();
    let margin = 14.0 * MM;
    let room = size.0 - 2.0 * margin;
    let gap = 12.0;
    let width = (room - gap) / 2.0;
    let top = margin + 22.0;
    let per_column = (((size.1 - margin - 16.0 - top) / BLOCK).floor() as usize).max(1);
    Ok(trays
        .chunks(per_column * 2)
        .map(|chunk| {
            let mut page = Page::new(size);
            super::running_head(
                &mut page,
                margin,
                title,
                &crate::words::msg::document_name("hands"),
            );
            for (i, hands) in chunk.iter().enumerate() {
                let (col, row) = (i % 2, i / 2);
                let x = margin + col as f32 * (width + gap);
                block(&mut page, (x, top + row as f32 * BLOCK, width), hands);
            }
            page
        })
        .collect())
}

/// The hands of every tray of the evening, or why there are none.
pub fn dealt(dup: Dup<'_>, view: &DupView) -> Result<Vec<TrayHands>, PrintError> {
    let view = super::view(dup, view)?;
    if !dup.settings().deal_trays && dup.hands_seed().is_none() {
        return Err(PrintError::GuestsDeal);
    }
    let seed = dup.hands_seed().ok_or(PrintError::NotDealtYet)?;
    Ok((1..=view.movement.trays())
        .map(|tray| deal_tray(seed, tray))
        .collect())
}

/// "A K 10 7", or a dash for a void.
fn ranks(cards: &[Card], suit: Suit) -> String {
    let ranks: Vec<String> = cards
        .iter()
        .filter(|c| c.suit == suit)
        .map(|c| match c.rank {
            14 => "A".to_owned(),
            r => crate::words::rank_letter(u32::from(r)),
        })
        .collect();
    if ranks.is_empty() {
        "—".to_owned()
    } else {
        ranks.join(" ")
    }
}

/// One chair's hand: its name (the dealer marked), then a line per suit.
fn hand(page: &mut Page, (x, y, width): (f32, f32, f32), seat: Seat, tray: &TrayHands) {
    let label = if seat == tray.dealer {
        crate::words::msg::print_hand_dealer(crate::words::seat(seat))
    } else {
        crate::words::seat(seat).to_owned()
    };
    let mut baseline = y + fonts::ascent(8.5);
    page.text(
        (x, baseline),
        Style::bold(8.5).ink(Ink::Grey),
        width,
        &label,
    );
    for suit in Suit::ALL {
        baseline += 11.5;
        let ink = match suit {
            Suit::Hearts | Suit::Diamonds => Ink::Red,
            Suit::Spades | Suit::Clubs => Ink::Black,
        };
        page.text(
            (x, baseline),
            Style::plain(9.5).ink(ink),
            12.0,
            &suit.symbol().to_string(),
        );
        page.text_shrinking(
            (x + 12.0, baseline),
            Style::plain(9.5),
            7.0,
            width - 14.0,
            &ranks(tray.of(seat), suit),
        );
    }
}

/// A tray's block at (left, top, width): its number and dealer, the hands round a
/// compass; `BLOCK` points tall.
pub fn block(page: &mut Page, (x, y, width): (f32, f32, f32), tray: &TrayHands) {
    page.frame((x, y + 2.0, width, BLOCK - 8.0), 0.6, Ink::Light);
    let head = y + 4.0 + fonts::ascent(12.0);
    page.text(
        (x + 6.0, head),
        Style::bold(12.0),
        width * 0.45,
        &crate::words::msg::sheet_tray(tray.tray),
    );
    page.right(
        x + width - 6.0,
        head,
        Style::plain(9.0).ink(Ink::Grey),
        width * 0.5,
        &crate::words::msg::print_tray_dealer(crate::words::seat(tray.dealer)),
    );
    let third = (width - 12.0) / 3.0;
    let hand_height = 58.0;
    let left = x + 6.0;
    let top = y + 24.0;
    hand(page, (left + third, top, third), Seat::North, tray);
    hand(page, (left, top + hand_height, third), Seat::West, tray);
    hand(
        page,
        (left + 2.0 * third, top + hand_height, third),
        Seat::East,
        tray,
    );
    hand(
        page,
        (left + third, top + 2.0 * hand_height, third),
        Seat::South,
        tray,
    );
    // The compass in the middle, the tray's number in it.
    let side = 44.0;
    let (cx, cy) = (left + 1.5 * third, top + 1.5 * hand_height);
    page.frame(
        (cx - side / 2.0, cy - side / 2.0, side, side),
        0.6,
        Ink::Grey,
    );
    let letter = Style::bold(7.0).ink(Ink::Grey);
    // The compass's letters in the party's language (Ost is O in German).
    let chair = |seat| crate::words::seat_letter(seat);
    page.centred(cx, cy - side / 2.0 + 8.0, letter, 10.0, &chair(Seat::North));
    page.centred(cx, cy + side / 2.0 - 2.5, letter, 10.0, &chair(Seat::South));
    page.text(
        (cx - side / 2.0 + 2.5, cy + 2.5),
        letter,
        8.0,
        &chair(Seat::West),
    );
    page.right(
        cx + side / 2.0 - 2.5,
        cy + 2.5,
        letter,
        8.0,
        &chair(Seat::East),
    );
    page.centred(
        cx,
        cy + 4.0,
        Style::bold(10.0),
        side - 22.0,
        &tray.tray.to_string(),
    );
}
