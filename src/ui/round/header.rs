//! The Round screen's header: the round, the clock (R-ROUND-4) with start, pause and
//! resume, how many tables are still to report, the bell (R-ROUND-5) with its confirmed
//! override, and one line for the clock's banners or, when there is none, the keys.
//! Every line keeps its height, so the cards below never jump while the host types.

use chrono::{DateTime, Utc};
use egui::{Color32, RichText};

use crate::rules::{Action, Round, Star};
use crate::ui::round::RoundScreen;
use crate::ui::widgets;
use crate::view::{Command, Desk, UiCommand, View};
use crate::words::{self, msg};

/// The height of the banner line.
const BANNER_HEIGHT: f32 = 40.0;
/// The height of the header's first line (the round's title, 30 points).
const TITLE_ROW: f32 = 36.0;
/// The height of the bell's line (its button, 24 points).
const BELL_ROW: f32 = 40.0;

/// `text` in the room left on this row, whole whenever two lines can hold it: on one
/// line at `size`; else over two lines in type just small enough that the two keep to
/// the row's `height` (the rows below never move); only past two lines cut short, whole
/// on hover.
fn whole_line_ui(
    ui: &mut egui::Ui,
    (text, short): (&str, Option<&str>),
    colour: Color32,
    (size, height): (f32, f32),
) {
    let room = ui.available_width().max(1.0);
    let one = layout(ui, text, (size, room, 1), colour);
    let galley = if one.elided {
        // The largest type whose two rows keep to the height.
        let mut two = size;
        while two > 10.0
            && 2.0 * ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(two))) > height
        {
            two -= 0.5;
        }
        let both = layout(ui, text, (two, room, 2), colour);
        // Still too long (a German bell's waits beside its buttons): the short words,
        // whole, and the long ones on hover.
        match short {
            Some(short) if both.elided => layout(ui, short, (two, room, 2), colour),
            _ => both,
        }
    } else {
        one
    };
    ui.add(egui::Label::new(galley)).on_hover_text(text);
}

pub fn header_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    (desk, star): (&Desk, Star<'_>),
    round: &Round,
    now: DateTime<Utc>,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let state = star.state;
    let finished = state.phase() == crate::rules::Phase::Finished;
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(crate::words::round_of(state, round.number))
                .size(30.0)
                .strong(),
        );
        ui.separator();
        if finished {
            ui.label(RichText::new(crate::words::evening_ended(state)).size(22.0));
            return;
        }
        clock_ui(ui, desk, now, out);
        ui.separator();
        let missing = round.unreported().len() + round.uncut_ties().len();
        let status = match missing {
            0 => RichText::new(msg::play_all_reported()).color(widgets::good(ui)),
            n => RichText::new(msg::play_tables_to_report(n)).color(widgets::wait(ui)),
        };
        ui.label(status.size(22.0));
        if let Some(waiting) = words::waiting_line(star) {
            ui.separator();
            let colour = ui.visuals().text_color();
            whole_line_ui(ui, (&waiting, None), colour, (18.0, TITLE_ROW));
        }
    });
    if finished {
        return;
    }
    bell_ui(ui, view, star, round, now, screen, out);
    banner_ui(ui, desk, round, now, screen.keys.go_to_table.as_deref());
    if screen.confirm_override {
        override_dialog_ui(ui.ctx(), desk, round, screen, out);
    }
}

/// The clock: not started yet (with the button that starts it), or time played and
/// left, with pause and resume.
pub(in crate::ui) fn clock_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    now: DateTime<Utc>,
    out: &mut Vec<Command>,
) {
    let Some(clock) = desk.state().round_clock() else {
        return;
    };
    if !clock.is_started() {
        let start = UiCommand::StartRound;
        let round = desk.state().round_number().unwrap_or(0);
        let button = egui::Button::new(
            RichText::new(msg::play_start_round(round))
                .size(22.0)
                .strong(),
        );
        if ui
            .add(button)
            .on_hover_text(start.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(start.into());
        }
        ui.label(RichText::new(msg::play_clock_starts()).size(18.0).italics());
        return;
    }
    let elapsed = clock.elapsed(now).num_seconds();
    let left = clock.left(now).num_seconds();
    ui.label(RichText::new(msg::play_played(words::clock(elapsed))).size(22.0));
    let left_text = if left > 0 {
        RichText::new(msg::play_left(words::clock(left))).size(22.0)
    } else {
        RichText::new(msg::play_time_up())
            .size(22.0)
            .color(widgets::wait(ui))
    };
    ui.label(left_text);
    let pause = UiCommand::PauseClock;
    if clock.is_paused() {
        ui.label(
            RichText::new(msg::play_paused())
                .size(22.0)
                .strong()
                .color(widgets::wait(ui)),
        );
        if ui
            .button(msg::play_resume_clock())
            .on_hover_text(pause.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(Command::Apply(Action::ResumeClock));
        }
    } else if ui
        .button(msg::play_pause_clock())
        .on_hover_text(pause.tooltip(ui.ctx()))
        .clicked()
    {
        out.push(Command::Apply(Action::PauseClock));
    }
}

/// The bell: ready (yellow), or held with the tables it waits for on one line.
fn bell_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    star: Star<'_>,
    round: &Round,
    now: DateTime<Utc>,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let state = star.state;
    ui.horizontal(|ui| {
        let ends_by_settings = state.bell_ends_evening(now);
        let last = ends_by_settings || view.end_with_this_bell;
        let command = UiCommand::RingBell;
        let label = if last {
            crate::words::msg::ring_last_bell()
        } else {
            command.label()
        };
        let unreported = round.unreported();
        let uncut = round.uncut_ties();
        if unreported.is_empty() && uncut.is_empty() {
            let bell = egui::Button::new(
                RichText::new(label)
                    .size(24.0)
                    .strong()
                    .color(Color32::BLACK),
            )
            .fill(Color32::from_rgb(250, 200, 40));
            if ui
                .add(bell)
                .on_hover_text(command.tooltip(ui.ctx()))
                .clicked()
            {
                out.push(command.into());
            }
        } else {
            ui.add_enabled(false, egui::Button::new(RichText::new(label).size(24.0)));
            let anyway = UiCommand::RingAnyway;
            if ui
                .button(anyway.label())
                .on_hover_text(anyway.tooltip(ui.ctx()))
                .clicked()
            {
                screen.ask_ring_anyway();
            }
        }
        if !ends_by_settings {
            end_with_this_bell_ui(ui, view.end_with_this_bell, out);
        }
        if !(unreported.is_empty() && uncut.is_empty()) {
            // Those whose phone's result waits for the host's OK apart (issue 52).
            let (held, unreported): (Vec<u32>, Vec<u32>) = unreported
                .iter()
                .partition(|&&t| star.held_for(t).is_some());
            let waits = msg::play_bell_waits(missing_tables(
                (&unreported, &uncut, &held),
                star.state.settings.open_seating(),
            ));
            let count = unreported.len() + uncut.len() + held.len();
            let short = msg::play_bell_waits_count(count);
            // Within the bell's own height: the cards below must not move.
            let colour = widgets::wait(ui);
            whole_line_ui(ui, (&waits, Some(&short)), colour, (18.0, BELL_ROW));
        }
    });
}

/// What the bell waits for, in the language spoken (R-ROUND-5, as
/// `rules::bell::missing_words` says it): the tables with no result, those whose phone's
/// result waits for the host's OK, and the ties still to cut.
fn missing_tables(
    (unreported, uncut, held): (&[u32], &[u32], &[u32]),
    open_seating: bool,
) -> String {
    let cutters = words::sides_of(crate::rules::Side::Lady, open_seating);
    let parts: Vec<String> = [(unreported, "none"), (held, "held"), (uncut, "tie")]
        .into_iter()
        .filter(|(tables, _)| !tables.is_empty())
        .map(|(tables, why)| {
            msg::PlayMissing {
                tables: words::tables_list(tables, 8),
                why,
                cutters: cutters.as_str(),
            }
            .say()
        })
        .collect();
    words::and_list(&parts)
}

/// "End the evening with this bell": the host stops the evening (R-ROUND-6, R-DUP-6).
pub(in crate::ui) fn end_with_this_bell_ui(
    ui: &mut egui::Ui,
    ticked: bool,
    out: &mut Vec<Command>,
) {
    let end = UiCommand::EndWithThisBell;
    let mut tick = ticked;
    // Pressed twice in a frame, twice toggled.
    let by_key = crate::ui::keys::screen_commands(ui.ctx(), &[end]).len() % 2 == 1;
    if ui
        .checkbox(&mut tick, end.label_with_key(ui.ctx()))
        .on_hover_text(end.description())
        .changed()
    {
        out.push(Command::EndWithThisBell(tick));
    } else if by_key {
        out.push(Command::EndWithThisBell(!tick));
    }
}

/// One line of constant height: "go to table" while it waits for its number, the
/// clock's banner when there is one (R-ROUND-4: never telling a table to stop early),
/// else the keys of the Round screen. The keys are said at the body's size (issue 54:
/// at 16 points they read as 12 pixels), on two lines when the window is too narrow for
/// one; the line is as tall as the keys need at this width, whatever it says, so the
/// cards below never move when a banner comes or goes.
fn banner_ui(
    ui: &mut egui::Ui,
    desk: &Desk,
    round: &Round,
    now: DateTime<Utc>,
    going_to: Option<&str>,
) {
    // The keys of the Round screen, said on the banner line when it has nothing else to say.
    let keys_line = msg::play_keys_line();
    let going = going_to.map(|typed| (words::going_to_table(typed), Color32::TRANSPARENT));
    let (text, fill) = going
        .or_else(|| banner_text(desk, round, now))
        .unwrap_or_else(|| (keys_line.clone(), Color32::TRANSPARENT));
    let body = egui::TextStyle::Body.resolve(ui.style()).size;
    let margin = egui::vec2(8.0, 6.0);
    let room = (ui.available_width() - 2.0 * margin.x).max(1.0);
    let keys = layout(ui, &keys_line, (body, room, 2), Color32::WHITE);
    let height = (keys.size().y + 2.0 * margin.y).max(BANNER_HEIGHT);
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::hover(),
    );
    ui.painter().rect_filled(rect, 6.0, fill);
    let (colour, size) = if fill == Color32::TRANSPARENT {
        (ui.visuals().weak_text_color(), body)
    } else {
        (Color32::BLACK, 22.0)
    };
    let inner = rect.shrink2(margin);
    // The largest type, down to the body's, in which the words are whole in the line's
    // rows; else the body's, cut short (whole on hover).
    let fitted = |size: f32| {
        let row = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)));
        let rows = ((inner.height() + 0.5) / row).floor().max(1.0) as usize;
        layout(ui, &text, (size, inner.width(), rows), colour)
    };
    let mut size = size.max(body);
    let mut galley = fitted(size);
    while galley.elided && size > body {
        size = (size - 1.0).max(body);
        galley = fitted(size);
    }
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(inner));
    child
        .add(egui::Label::new(galley))
        .on_hover_text(text.as_str());
}

/// `text` at `size` in `colour`, broken between words into at most `rows` rows of
/// `width` (cut with "…" past them).
fn layout(
    ui: &egui::Ui,
    text: &str,
    (size, width, rows): (f32, f32, usize),
    colour: Color32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple(
        text.to_owned(),
        egui::FontId::proportional(size),
        colour,
        width,
    );
    job.wrap.max_rows = rows;
    job.wrap.break_anywhere = false;
    ui.painter().layout_job(job)
}

/// The banner due now, if any: the last round, time up with the tables still playing,
/// or a few minutes left.
fn banner_text(desk: &Desk, round: &Round, now: DateTime<Utc>) -> Option<(String, Color32)> {
    let state = desk.state();
    let clock = state.round_clock()?;
    let playing = round.unreported();
    if clock.time_up(now) && !playing.is_empty() {
        let which = words::tables_list(&playing, 12);
        return Some((
            msg::PlayTimeUpPlaying {
                tables: crate::words::capitalised(&which),
                count: playing.len(),
            }
            .say(),
            // A fill behind black text: the same amber in both looks.
            widgets::WAIT,
        ));
    }
    if clock.warning_due(now, state.settings.warning_minutes) && !clock.time_up(now) {
        let left = clock.left(now).num_seconds();
        return Some((
            msg::play_minutes_left(words::clock(left)),
            Color32::from_rgb(250, 220, 120),
        ));
    }
    if state.bell_ends_evening(now) {
        return Some((msg::play_last_round(), Color32::from_rgb(150, 200, 250)));
    }
    None
}

/// Asks before ringing over tables that have not reported. Scores typed in a table's
/// boxes but not yet entered are entered first, never thrown away.
fn override_dialog_ui(
    ctx: &egui::Context,
    desk: &Desk,
    round: &Round,
    screen: &mut RoundScreen,
    out: &mut Vec<Command>,
) {
    let negative = crate::ui::round::negative_scores(desk);
    let typed = screen.keys.typed_complete(round, negative);
    let half: Vec<u32> = screen.keys.typed_incomplete(round, negative);
    let entered: Vec<u32> = typed.iter().map(|(t, _, _)| *t).collect();
    let missing_after: Vec<u32> = round
        .unreported()
        .into_iter()
        .filter(|t| !entered.contains(t))
        .collect();
    let missing = missing_tables(
        (&missing_after, &round.uncut_ties(), &[]),
        desk.state().settings.open_seating(),
    );
    let mut close = false;
    egui::Modal::new(egui::Id::unique("override_bell")).show(ctx, |ui| {
        ui.set_max_width(600.0);
        ui.heading(msg::play_ring_before());
        if !typed.is_empty() {
            let list: Vec<String> = typed
                .iter()
                .map(|&(table, ns, ew)| msg::PlayTypedTable { table, ns, ew }.say())
                .collect();
            ui.label(msg::play_typed_first(words::and_list(&list)));
        }
        if !half.is_empty() {
            ui.label(
                RichText::new(msg::play_only_one(words::tables_list(&half, 12)))
                    .color(widgets::bad(ui)),
            );
        }
        if !missing.is_empty() {
            ui.label(
                msg::PlayStillWaiting {
                    missing: missing.as_str(),
                    cuts: crate::words::ring_anyway_cuts(desk.state().settings.open_seating()),
                }
                .say(),
            );
        }
        ui.horizontal(|ui| {
            let ring = ui.button(RichText::new(msg::play_ring_anyway()).strong());
            if !ui.ctx().memory(|m| m.focused().is_some()) {
                ring.request_focus();
            }
            if ring.clicked() {
                ring_anyway(&typed, out);
                close = true;
            }
            if ui.button(msg::play_wait()).clicked() || crate::ui::keys::escape(ui.ctx()) {
                close = true;
            }
        });
    });
    if close {
        screen.confirm_override = false;
        for (table, _, _) in typed {
            screen.keys.typed.remove(&(round.number, table));
        }
    }
}

/// "Ring anyway": the results typed but not yet entered go in first, then the bell.
fn ring_anyway(typed: &[(u32, i64, i64)], out: &mut Vec<Command>) {
    for &(table, ns, ew) in typed {
        out.push(Command::Apply(Action::EnterResult { table, ns, ew }));
    }
    out.push(Command::RingAnyway);
}
