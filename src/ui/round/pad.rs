//! A table's score pad (R-DEAL): the deals of the round one by one, each with its
//! dealer and its score as the rules work it out, and the running totals. A deal is
//! typed in a few keys (`N9 10` Enter: North bid nine, North–South took ten), saved the
//! moment it is entered; the fourth deal played makes the pad the table's result, shown
//! on the pad's last line until the host closes it (Enter). A finished pad can be
//! corrected as a whole.

use egui::RichText;

use crate::rules::deal::{Deal, DealScoring, Pad};
use crate::rules::{Action, Seat, Star};
use crate::ui::widgets;
use crate::view::Command;
use crate::words::msg;
use crate::words::read_deal as parse;

/// A pad open on the Round screen.
#[derive(Debug, Clone, PartialEq)]
pub struct PadEdit {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The deal being typed.
    pub typed: String,
    /// A finished pad being corrected: its deals as they will be saved.
    pub correcting: Option<Vec<Deal>>,
}

/// What the pad asks of the Round screen when it closes.
pub enum PadOutcome {
    /// Still open.
    Open,
    /// Closed by the host.
    Closed,
}

/// One line per deal: number, dealer, bid, points, score, running totals.
fn rows_ui(ui: &mut egui::Ui, pad: &Pad, mut remove: Option<&mut Option<usize>>) {
    // Columns wide enough for what they hold from the first frame a row appears ("all
    // passed", "6 : 8"): a grid sized by the frame before would overlap them for a frame.
    egui::Grid::new("pad_rows")
        .num_columns(7)
        .striped(true)
        .min_col_width(24.0)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for head in [
                String::new(),
                msg::play_pad_dealer(),
                msg::play_pad_bid(),
                msg::play_pad_points(),
                msg::play_pad_score(),
                msg::play_pad_totals(),
                String::new(),
            ] {
                ui.label(RichText::new(head).strong());
            }
            ui.end_row();
            let (mut ns_total, mut ew_total) = (0i64, 0i64);
            let mut played = 0;
            for (i, (deal, dealer, (ns, ew))) in pad.rows.iter().enumerate() {
                ns_total += ns;
                ew_total += ew;
                if deal.misdeal {
                    ui.label("—");
                } else {
                    played += 1;
                    ui.label(format!("{played}"));
                }
                ui.label(crate::words::seat(*dealer));
                let bid = match (deal.misdeal, deal.bid) {
                    (true, _) => msg::play_pad_misdeal(),
                    (false, Some(b)) => {
                        format!("{} {}", crate::words::seat_letter(b.bidder), b.amount)
                    }
                    (false, None) => msg::play_pad_passed(),
                };
                widgets::column(ui, 90.0, |ui| ui.label(bid));
                let revoke = match deal.revoke {
                    Some(side) => format!("  {}", msg::play_pad_revoke(crate::words::side(side))),
                    None => String::new(),
                };
                ui.label(format!("{} : {}{revoke}", deal.ns_points, deal.ew_points));
                ui.label(format!("{ns} : {ew}"));
                ui.label(RichText::new(format!("{ns_total} : {ew_total}")).strong());
                if let Some(remove) = remove.as_deref_mut() {
                    if ui
                        .small_button("×")
                        .accessible_name(msg::play_pad_take_out(i + 1))
                        .clicked()
                    {
                        *remove = Some(i);
                    }
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
}

/// The pad, as a window over the Round screen.
pub fn pad_ui(
    ctx: &egui::Context,
    star: Star<'_>,
    edit: &mut PadEdit,
    out: &mut Vec<Command>,
) -> PadOutcome {
    let state = star.state;
    let method = state.settings.deal_scoring;
    let Ok(round) = star.round(edit.round) else {
        return PadOutcome::Closed;
    };
    let Ok((seats, result)) = round.table(edit.table) else {
        return PadOutcome::Closed;
    };
    let deals: Vec<Deal> = match (&edit.correcting, result) {
        (Some(deals), _) => deals.clone(),
        (None, Some(r)) => r.deals.clone().unwrap_or_default(),
        (None, None) => round.pad(edit.table).to_vec(),
    };
    let pad = Pad::of(method, &deals).unwrap_or(Pad {
        rows: Vec::new(),
        totals: (0, 0),
        played: 0,
    });
    let mut outcome = PadOutcome::Open;
    let mut remove = None;
    egui::Modal::new(egui::Id::unique(("pad", edit.round, edit.table))).show(ctx, |ui| {
        ui.set_min_width(640.0);
        ui.heading(
            msg::PlayPadTitle {
                table: edit.table,
                round: edit.round,
                correcting: if edit.correcting.is_some() {
                    "yes"
                } else {
                    "no"
                },
            }
            .say(),
        );
        ui.label(
            msg::PlayPadAgainst {
                north: state.name(seats.north),
                south: state.name(seats.south),
                east: state.name(seats.east),
                west: state.name(seats.west),
            }
            .say(),
        );
        ui.label(RichText::new(crate::words::deal_rule(method)).italics());
        ui.add_space(6.0);
        let removing = edit.correcting.is_some().then_some(&mut remove);
        rows_ui(ui, &pad, removing);
        ui.add_space(6.0);
        let open_for_deals = edit.correcting.is_some() || (result.is_none() && !pad.is_complete());
        if open_for_deals && !pad.is_complete() {
            deal_entry_ui(ui, star, method, &pad, edit, out);
        } else if result.is_some() && edit.correcting.is_none() {
            ui.label(
                RichText::new(
                    msg::PlayPadDone {
                        ns: pad.totals.0,
                        ew: pad.totals.1,
                    }
                    .say(),
                )
                .strong(),
            );
            // Enter closes a finished pad, unless it presses one of the pad's buttons.
            let on_button = ui.memory(|m| m.focused().is_some());
            if !on_button && crate::ui::keys::enter(ui.ctx()) {
                outcome = PadOutcome::Closed;
            }
        }
        buttons_ui(ui, &pad, result.is_some(), edit, out, &mut outcome);
    });
    if let (Some(i), Some(deals)) = (remove, edit.correcting.as_mut())
        && i < deals.len()
    {
        deals.remove(i);
    }
    outcome
}

/// The line where the next deal is typed, read as it is typed.
fn deal_entry_ui(
    ui: &mut egui::Ui,
    star: Star<'_>,
    method: DealScoring,
    pad: &Pad,
    edit: &mut PadEdit,
    out: &mut Vec<Command>,
) {
    let dealer: Seat = pad.next_dealer();
    ui.label(
        msg::PlayPadDeal {
            deal: pad.played + 1,
            dealer: star.state.name(
                star.round(edit.round)
                    .ok()
                    .and_then(|r| r.seats(edit.table))
                    .map_or(crate::rules::GuestId(0), |t| t.at(dealer)),
            ),
        }
        .say(),
    );
    let field = widgets::text_field_with_focus(
        ui,
        &mut edit.typed,
        &msg::play_pad_next_deal(edit.table),
        220.0,
        egui::Id::unique(("pad_entry", edit.round, edit.table)),
        true,
    );
    let reading = (!edit.typed.trim().is_empty()).then(|| parse(&edit.typed, dealer));
    match &reading {
        Some(Ok(deal)) => {
            let scored = crate::rules::deal::score(method, deal, dealer)
                .map(|(ns, ew)| msg::PlayPadScores { ns, ew }.say())
                .unwrap_or_default();
            ui.label(RichText::new(format!("✔ {}", scored)).color(widgets::good(ui)));
        }
        Some(Err(error)) => {
            ui.label(RichText::new(crate::words::deal_refusal(error)).color(widgets::wait(ui)));
        }
        None => {}
    }
    if widgets::submitted(ui, &field) {
        match reading {
            Some(Ok(deal)) => {
                match &mut edit.correcting {
                    Some(deals) => deals.push(deal),
                    None => out.push(Command::Apply(Action::RecordDeal {
                        table: edit.table,
                        deal,
                    })),
                }
                edit.typed.clear();
            }
            Some(Err(error)) => out.push(Command::Notify(
                msg::PlayTableError {
                    table: edit.table,
                    error: crate::words::deal_refusal(&error),
                }
                .say(),
            )),
            None => {}
        }
    }
}

fn buttons_ui(
    ui: &mut egui::Ui,
    pad: &Pad,
    reported: bool,
    edit: &mut PadEdit,
    out: &mut Vec<Command>,
    outcome: &mut PadOutcome,
) {
    ui.horizontal(|ui| {
        match &edit.correcting {
            Some(deals) => {
                if ui
                    .add_enabled(pad.is_complete(), egui::Button::new(msg::play_pad_save()))
                    .on_disabled_hover_text(msg::play_pad_save_tip())
                    .clicked()
                {
                    out.push(Command::Apply(Action::CorrectDeals {
                        round: edit.round,
                        table: edit.table,
                        deals: deals.clone(),
                    }));
                    *outcome = PadOutcome::Closed;
                }
            }
            None if reported => {
                if ui.button(msg::play_pad_correct()).clicked() {
                    edit.correcting = Some(pad.rows.iter().map(|(d, _, _)| *d).collect());
                }
            }
            None => {
                if ui
                    .add_enabled(
                        !pad.rows.is_empty(),
                        egui::Button::new(msg::play_pad_take_back()),
                    )
                    .clicked()
                {
                    out.push(Command::Apply(Action::DropDeal { table: edit.table }));
                }
            }
        }
        if ui.button(msg::play_close()).clicked() || crate::ui::keys::escape(ui.ctx()) {
            *outcome = PadOutcome::Closed;
        }
    });
}
