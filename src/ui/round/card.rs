//! One table's card on the Round screen: the table (head or booby), the two pairs by
//! seat with the winners marked, and below them the score boxes, the result, or the
//! tie's choice of cut. Every card has the same size, so the grid never jumps.

use egui::{Color32, RichText};

use crate::rules::{Action, Cut, PairSide, Round, Seat, Star, TableResult, TableSeats};
use crate::ui::round::keys::{Cursor, Keys, RoundView, Spot, Typed};
use crate::ui::widgets::{self, focus_once, hold_keys};
use crate::view::{Command, Desk};
use crate::words::{self, msg};

mod correct;
mod held;
mod tie;
pub(in crate::ui) use correct::correct_button_ui;
use held::held_ui;
use tie::*;

/// A card's least width on screen, frame included: the cards of a row share the window's
/// width, each at least this wide and wide enough for the longest name.
pub const MIN_CARD_WIDTH: f32 = 316.0;
/// A card's height on screen, frame included: the title, a line per player, the result
/// and one more line (a cut's cards, a pad under way).
pub const CARD_HEIGHT: f32 = 226.0;
/// A score box: room for "112" or "-56".
const SCORE_BOX_WIDTH: f32 = 40.0;
/// The space inside a card's frame.
const MARGIN: f32 = 10.0;

/// The id of a spot of a table (a score box, the tie's choice, a reported result), so
/// the keyboard can tell its own focus from another widget's.
pub fn spot_id(round: u32, table: u32, spot: Spot) -> egui::Id {
    egui::Id::unique(("round_spot", round, table, spot))
}

/// Which card: the open party, the round, the table and the screen's view of them.
pub struct CardAt<'a> {
    /// The open party.
    pub desk: &'a Desk,
    /// Its star evening.
    pub star: Star<'a>,
    /// The round in play (or the last).
    pub round: &'a Round,
    /// The table.
    pub table: u32,
    /// The Round screen's slots and what flashes.
    pub view: &'a RoundView,
}

/// Draws the card `at` says in `rect`; gives the height its contents took (the cards
/// are sized to the tallest next frame, so nothing is ever cut).
pub fn card_ui(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    at: CardAt<'_>,
    keys: &mut Keys,
    out: &mut Vec<Command>,
) -> f32 {
    let CardAt {
        desk,
        star,
        round,
        table,
        view,
    } = at;
    let editable = desk.state().phase() == crate::rules::Phase::Playing;
    let Ok((seats, result)) = round.table(table) else {
        return 0.0;
    };
    let result = result.as_ref();
    let winner = result.and_then(|r| r.winner(seats));
    let here = keys
        .cursor
        .filter(|c| c.round == round.number && c.slot == table);
    let flashing = view.flash.contains(&table);
    let frame_colour = match (result, winner, here) {
        _ if flashing => Color32::from_rgb(250, 200, 40),
        (_, _, Some(_)) => Color32::from_rgb(120, 170, 250),
        (None, _, _) => widgets::wait(ui),
        (Some(_), None, _) => widgets::bad(ui),
        (Some(_), Some(_), _) => Color32::from_gray(90),
    };
    let card = CardFacts {
        desk,
        view,
        round,
        table,
        seats,
        result,
        editable,
    };
    let builder = egui::UiBuilder::new()
        .max_rect(rect)
        .id_salt(("card", round.number, table));
    let mut content = 0.0;
    ui.scope_builder(builder, |ui| {
        // Nothing a card holds may spill onto its neighbour.
        ui.set_clip_rect(rect.expand(2.0).intersect(ui.clip_rect()));
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(
                if here.is_some() || flashing { 3.0 } else { 2.0 },
                frame_colour,
            ))
            .fill(if flashing {
                Color32::from_rgba_unmultiplied(120, 90, 10, 90)
            } else {
                Color32::TRANSPARENT
            })
            .inner_margin(MARGIN)
            .show(ui, |ui| {
                ui.set_width(rect.width() - 2.0 * (MARGIN + 3.0));
                ui.set_height(rect.height() - 2.0 * (MARGIN + 3.0));
                let top = ui.cursor().top();
                title_ui(ui, desk, round, table);
                ui.spacing_mut().item_spacing.y = 2.0;
                for side in [PairSide::NorthSouth, PairSide::EastWest] {
                    pair_lines_ui(ui, star, seats, side, winner == Some(side));
                }
                // The focus ring around a score box or a button under the players'
                // lines leaves the last of them clear.
                ui.add_space(widgets::RING_REACH);
                ui.spacing_mut().item_spacing.y = 6.0;
                result_ui(ui, &card, keys, out);
                content = ui.cursor().top() - top + 2.0 * (MARGIN + 3.0);
            });
    });
    content
}

/// What a card shows of its table, worked out once for its parts.
struct CardFacts<'a> {
    desk: &'a Desk,
    view: &'a RoundView,
    round: &'a Round,
    table: u32,
    seats: &'a crate::rules::TableSeats,
    result: Option<&'a crate::rules::TableResult>,
    editable: bool,
}

/// The card's lower half: the result as reported, or the boxes to type it (with the
/// reported score in them while it is corrected), or the pad under way.
fn result_ui(ui: &mut egui::Ui, card: &CardFacts<'_>, keys: &mut Keys, out: &mut Vec<Command>) {
    let CardFacts {
        desk,
        view,
        round,
        table,
        result,
        editable,
        ..
    } = *card;
    let mut correcting = keys.correcting == Some((round.number, table));
    // Its result taken back (Ctrl+Z) while it was being corrected: what the boxes show is
    // entered afresh (Enter tried to correct a result no longer there, was refused, and
    // the scores shown were lost: key monkey, issue 55).
    if correcting && result.is_none() {
        keys.correcting = None;
        correcting = false;
    }
    // A table scored deal by deal is corrected on its pad.
    if correcting && result.is_some_and(|r| r.deals.is_some()) {
        keys.correcting = None;
        keys.open_pad = Some(table);
        correcting = false;
    }
    match result {
        Some(r) if !correcting => reported_ui(ui, card, r, keys, out),
        _ if editable => {
            if correcting
                && !keys.typed.contains_key(&(round.number, table))
                && let Some(r) = result
            {
                keys.typed.insert(
                    (round.number, table),
                    Typed {
                        ns: r.ns.to_string(),
                        ew: r.ew.to_string(),
                        replace: true,
                    },
                );
            }
            held_ui(ui, desk, table, out);
            scores_ui(ui, view, table, correcting, keys, out);
            pad_line_ui(ui, desk, round, table, keys);
        }
        _ => {
            ui.label(msg::play_no_result());
        }
    }
}

fn title_ui(ui: &mut egui::Ui, desk: &Desk, round: &Round, table: u32) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(msg::play_table(table)).size(22.0).strong());
        ui.label(words::table_tag(
            round.role(table, desk.state().settings.scoring()),
        ));
    });
}

/// The width a card needs for this name on a line of its own ("✔ N " before it).
pub fn card_width_for(ui: &egui::Ui, name: &str) -> f32 {
    let galley = ui.painter().layout_no_wrap(
        format!("✔ N {name}"),
        egui::TextStyle::Body.resolve(ui.style()),
        Color32::WHITE,
    );
    (galley.size().x + 2.0 * (MARGIN + 3.0) + 12.0).max(MIN_CARD_WIDTH)
}

/// A pair, a line per player: "✔ N Ada Abbott" then "✔ S Albert Knight" (the mark first,
/// so it is never pushed off; a name too long for the card goes on to a second line, and
/// only past that is it cut with "…", the whole name on hover).
fn pair_lines_ui(ui: &mut egui::Ui, star: Star<'_>, seats: &TableSeats, side: PairSide, won: bool) {
    let state = star.state;
    let (a, b) = match side {
        PairSide::NorthSouth => (Seat::North, Seat::South),
        PairSide::EastWest => (Seat::East, Seat::West),
    };
    // A guest who has left leaves an empty chair; one leaving is marked.
    let who = |seat: Seat| {
        let guest = seats.at(seat);
        if star.has_left(guest) {
            msg::play_empty_chair(state.name(guest))
        } else if star.is_leaving(guest) {
            msg::play_leaving(state.name(guest))
        } else {
            state.name(guest).to_owned()
        }
    };
    for seat in [a, b] {
        let text = format!(
            "{} {} {}",
            if won { "✔" } else { "  " },
            crate::words::seat_letter(seat),
            who(seat)
        );
        let text = if won {
            RichText::new(text).color(widgets::good(ui)).strong()
        } else {
            RichText::new(text)
        };
        widgets::two_lines(ui, text);
    }
}

fn reported_ui(
    ui: &mut egui::Ui,
    card: &CardFacts<'_>,
    result: &TableResult,
    keys: &mut Keys,
    out: &mut Vec<Command>,
) {
    let CardFacts {
        desk,
        view,
        table,
        seats,
        editable,
        ..
    } = *card;
    let round = view.round;
    let waiting_cut = result.winner(seats).is_none();
    if waiting_cut && editable {
        let open_seating = desk.state().settings.open_seating();
        tie_ui(ui, (round, table, open_seating), seats, keys, out);
        return;
    }
    ui.horizontal(|ui| {
        let score = if result.unreported {
            msg::play_cut_decided()
        } else {
            format!("{} – {}", result.ns, result.ew)
        };
        ui.label(RichText::new(score).size(22.0).strong());
        if result.corrections > 0 {
            ui.label(RichText::new(msg::play_corrected()).italics());
        }
        let here = keys.cursor
            == Some(Cursor {
                round,
                slot: table,
                spot: Spot::Done,
            });
        let id = spot_id(round, table, Spot::Done);
        if editable && correct_button_ui(ui, id, here, "table", msg::play_correct_table(table)) {
            keys.correct(view, table, &result.ns.to_string(), &result.ew.to_string());
        }
    });
    if result.is_tie() && !result.unreported {
        cut_line_ui(ui, desk, result, seats);
    }
}

/// A tie settled by a cut: who won it and the cards drawn (a second line if need be);
/// the whole cut on hover.
fn cut_line_ui(ui: &mut egui::Ui, desk: &Desk, result: &TableResult, seats: &TableSeats) {
    let won = result
        .cut_won_by(seats)
        .map_or_else(String::new, crate::words::side);
    let (short, long) = match &result.cut {
        Some(cut) if !cut.attempts().is_empty() => {
            let faces: Vec<String> = cut
                .attempts()
                .iter()
                .map(|a| {
                    let cards: Vec<String> =
                        a.iter().map(|c| crate::words::cut_face(&c.card)).collect();
                    cards.join(&format!(" {} ", crate::words::msg::versus()))
                })
                .collect();
            (
                faces.join(", "),
                crate::transcript::cut_words(desk.state(), cut),
            )
        }
        _ => (msg::play_real_cut(), msg::play_real_cut()),
    };
    ui.add(
        egui::Label::new(
            msg::PlayTieWon {
                side: won,
                cut: short,
            }
            .say(),
        )
        .wrap(),
    )
    .on_hover_text(long);
}

/// A pad begun at this table: how far it has gone.
fn pad_line_ui(ui: &mut egui::Ui, desk: &Desk, round: &Round, table: u32, keys: &Keys) {
    let deals = round.pad(table);
    if deals.is_empty() {
        return;
    };
    let Ok(pad) = crate::rules::deal::Pad::of(desk.state().settings.deal_scoring, deals) else {
        return;
    };
    let _ = keys;
    ui.add(
        egui::Label::new(
            RichText::new(
                msg::PlayPadLine {
                    played: pad.played,
                    ns: pad.totals.0,
                    ew: pad.totals.1,
                }
                .say(),
            )
            .color(widgets::wait(ui)),
        )
        // Wrapped, whole: the card grows to it ("Block: 2 von 4 Spielen, N–S 2 · O–W 2
        // (D macht weiter)" was cut on a German card at 1280×720).
        .wrap(),
    );
}

/// One score box, showing what the keyboard holds for it (selected when the next digit
/// replaces it). Whether the host clicked into it.
fn score_box_ui(ui: &mut egui::Ui, keys: &Keys, typed: &Typed, spot_at: Cursor) -> bool {
    let Cursor {
        round,
        slot: table,
        spot,
    } = spot_at;
    let side = match spot {
        Spot::Ns => crate::rules::PairSide::NorthSouth,
        _ => crate::rules::PairSide::EastWest,
    };
    let (label, name) = (words::side_short(side), words::side(side));
    ui.label(label);
    // Room for the focus ring on either side of the box, which would otherwise cover
    // the labels ("N–S" before it, "E–W" after it).
    let clear = widgets::RING_REACH + 1.0 - ui.spacing().item_spacing.x;
    ui.add_space(clear);
    let id = spot_id(round, table, spot);
    let here = keys.cursor == Some(spot_at);
    if here {
        focus_once(ui, id);
    }
    let mut shown = typed.text(spot).to_owned();
    let selected = here && typed.replace && !shown.is_empty();
    let mut edit = egui::TextEdit::singleline(&mut shown)
        .id(id)
        .desired_width(SCORE_BOX_WIDTH)
        .margin(egui::vec2(2.0, 2.0))
        .lock_focus(true);
    if selected {
        // The next digit replaces what is there: show it selected.
        edit = edit.background_color(ui.visuals().selection.bg_fill);
    }
    let response = ui
        .add(edit)
        .accessible_name(msg::PlayScoreBox { table, side: name }.say());
    ui.add_space(clear);
    if here {
        hold_keys(ui, id);
    }
    response.clicked() || (response.gained_focus() && !here)
}

/// The two score boxes: they show what the keyboard holds; a click puts the cursor in.
fn scores_ui(
    ui: &mut egui::Ui,
    view: &RoundView,
    table: u32,
    correcting: bool,
    keys: &mut Keys,
    out: &mut Vec<Command>,
) {
    let round = view.round;
    let typed = keys.typed.get(&(round, table)).cloned().unwrap_or_default();
    let mut clicked = None;
    let mut enter = false;
    // On one line when the card is wide enough, else the buttons go on to a second
    // (issue 54: Cancel ran over a narrow card's edge while correcting). Scores up to
    // 112, or -56 under set-back, fit in these boxes.
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        // Buttons a little narrower than elsewhere: the row's room went to the focus
        // ring's clearance round each box.
        ui.spacing_mut().button_padding.x = 8.0;
        for spot in [Spot::Ns, Spot::Ew] {
            if score_box_ui(
                ui,
                keys,
                &typed,
                Cursor {
                    round,
                    slot: table,
                    spot,
                },
            ) {
                clicked = Some(spot);
            }
        }
        if !correcting
            && ui
                .small_button(msg::play_pad())
                .on_hover_text(msg::play_pad_tip())
                .accessible_name(msg::play_pad_name(table))
                .clicked()
        {
            keys.open_pad = Some(table);
        }
        let label = if correcting {
            msg::play_save()
        } else {
            msg::play_enter()
        };
        if ui
            .button(label)
            .accessible_name(msg::play_enter_table(table))
            .clicked()
        {
            enter = true;
        }
        if correcting && ui.small_button(msg::play_cancel()).clicked() {
            keys.correcting = None;
            keys.typed.remove(&(round, table));
        }
    });
    if let Some(spot) = clicked {
        keys.cursor = Some(Cursor {
            round,
            slot: table,
            spot,
        });
        if let Some(typed) = keys.typed.get_mut(&(round, table)) {
            typed.replace = true;
        }
    }
    if enter {
        keys.cursor = Some(Cursor {
            round,
            slot: table,
            spot: Spot::Ew,
        });
        keys.press(view, egui::Key::Enter, out);
    }
}
