//! The bar at the top of the window: the party's title, a tab per screen (folding into
//! "More ▾" when the window is narrow), undo and redo, whether all is saved, the sound,
//! the last print job's progress;
//! and the frame-time strip along the bottom (F12).

use crate::words::msg;
use egui::{Align, Layout, RichText};

use super::widgets;
use crate::view::{Command, Screen, UiCommand, View};

/// The bar at the top: the party, the screens, undo and redo, and whether all is saved.
/// Each button's label, tooltip and shortcut come from its `UiCommand`.
pub fn top_bar_ui(ui: &mut egui::Ui, screen: Screen, view: &View<'_>, out: &mut Vec<Command>) {
    egui::Panel::top("top_bar").show(ui, |ui| {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let row = ui.available_rect_before_wrap();
            // The right-hand group first (undo, redo, saved, sound), so the screens'
            // tabs know how much room is left and never run under it.
            let right = ui
                .scope_builder(
                    egui::UiBuilder::new()
                        .max_rect(row)
                        .layout(Layout::right_to_left(Align::Center)),
                    |ui| status_ui(ui, screen, view, out),
                )
                .response
                .rect;
            let room = egui::Rect::from_min_max(
                row.min,
                egui::pos2((right.left() - 12.0).max(row.left()), row.bottom()),
            );
            ui.scope_builder(
                egui::UiBuilder::new()
                    .max_rect(room)
                    .layout(Layout::left_to_right(Align::Center)),
                |ui| tabs_ui(ui, screen, view, out),
            );
        });
        messages_ui(ui, screen, view);
        calls_ui(ui, view, out);
        ui.add_space(4.0);
    });
}

/// The bar's messages (the last print job's progress, what Undo takes back in the
/// season) each on a line of its own under the tabs, cut to the window's width with the
/// whole on hover: beside the tabs a long one took their room, and every tab folded into
/// "More ▾" (issue 54).
fn messages_ui(ui: &mut egui::Ui, screen: Screen, view: &View<'_>) {
    let club = (screen == Screen::Season)
        .then(|| crate::words::club_undo_line(view.season.undo.as_deref()))
        .flatten();
    let status = view.printers.status.as_ref();
    let mailing = view
        .mail
        .sending
        .then(|| crate::words::mailing(view.mail.progress));
    let awake = view.not_kept_awake;
    if club.is_none() && status.is_none() && mailing.is_none() && awake.is_none() {
        return;
    }
    // Each on a line of its own: side by side, the last was cut to what the others left
    // ("Rückgängig in der Saison: 28 neue Nam…" beside a warning, a German trial).
    ui.vertical(|ui| {
        ui.set_max_width(ui.available_width());
        if let Some(status) = status {
            print_status_ui(ui, status);
        }
        if let Some(line) = &mailing {
            // A cut line shows itself whole on hover (egui's own tooltip for an elided
            // label; a second one of ours showed it twice).
            ui.add(egui::Label::new(RichText::new(line).strong()).truncate());
        }
        if let Some(why) = awake {
            let line = format!("⚠ {}", crate::words::laptop_may_sleep());
            ui.add(
                egui::Label::new(RichText::new(line).color(super::widgets::wait(ui))).truncate(),
            )
            .on_hover_text(why);
        }
        if let Some(line) = &club {
            ui.add(egui::Label::new(RichText::new(line).weak()).truncate());
        }
    });
}

/// The tables calling the host (issue 52), each on a line of its own until the host
/// answers: "Table 7 calls the host", and "On my way (Ctrl+J)" for the first.
fn calls_ui(ui: &mut egui::Ui, view: &View<'_>, out: &mut Vec<Command>) {
    let Some(desk) = view.desk else { return };
    let state = desk.state();
    let door = state.at_the_door().len();
    if let Some(first) = state.at_the_door().first() {
        ui.horizontal(|ui| {
            let line = format!("🚪 {}", crate::words::waiting_at_the_door(door));
            ui.add(
                egui::Label::new(
                    RichText::new(&line)
                        .strong()
                        .color(super::widgets::wait(ui)),
                )
                .truncate(),
            );
            let command = UiCommand::DoorLetIn;
            if ui
                .button(format!(
                    "{} {} ({})",
                    command.label(),
                    first.name,
                    command.key_words(ui.ctx())
                ))
                .on_hover_text(command.tooltip(ui.ctx()))
                .clicked()
            {
                out.push(command.into());
            }
        });
    }
    let calls = state.open_calls();
    for (i, call) in calls.iter().enumerate() {
        let disputed = state
            .star()
            .and_then(|star| star.held_for(call.table))
            .is_some_and(|held| held.agreement == crate::rules::held::Agreement::Disputed);
        ui.horizontal(|ui| {
            let line = format!("📣 {}", crate::words::desk_call(call.table, disputed));
            ui.add(
                egui::Label::new(
                    RichText::new(&line)
                        .strong()
                        .color(super::widgets::wait(ui)),
                )
                .truncate(),
            )
            .on_hover_text(&line);
            if i == 0 {
                let command = UiCommand::AnswerCall;
                if ui
                    .button(command.label_with_key(ui.ctx()))
                    .on_hover_text(command.tooltip(ui.ctx()))
                    .clicked()
                {
                    out.push(command.into());
                }
            }
        });
    }
}

/// The party's title and a tab per screen; the tabs that do not fit fold into a "More"
/// menu at the end (a narrow window, a projector's 1280 pixels).
fn tabs_ui(ui: &mut egui::Ui, screen: Screen, view: &View<'_>, out: &mut Vec<Command>) {
    let desk = view.desk;
    let title = desk.map_or("cinch-party", |d| d.file.title());
    let duplicate = desk.is_some_and(|d| d.duplicate().is_some());
    // A duplicate evening makes pairs where the star game draws.
    let label = |s: Screen| match s {
        Screen::Draw if duplicate => crate::words::msg::tab_pairs(),
        _ => UiCommand::Show(s).label(),
    };
    let width_of = |ui: &egui::Ui, text: &str| {
        let galley = ui.painter().layout_no_wrap(
            text.to_owned(),
            egui::TextStyle::Button.resolve(ui.style()),
            egui::Color32::WHITE,
        );
        galley.size().x + 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x
    };
    let tabs: f32 = Screen::ALL.iter().map(|&s| width_of(ui, &label(s))).sum();
    title_ui(ui, title, tabs);
    ui.separator();
    let widths: Vec<(Screen, f32)> = Screen::ALL
        .iter()
        .map(|&s| (s, width_of(ui, &label(s))))
        .collect();
    let fold = |more: f32| {
        fold_tabs(
            &widths,
            ui.available_width(),
            more,
            ui.spacing().item_spacing.x,
        )
    };
    let (mut shown, mut folded) = fold(width_of(ui, &msg::top_more()));
    if folded.contains(&screen) {
        // The menu then names the screen in view ("Temporada ▾"), wider than "More ▾":
        // folded for that width, so it never runs under Undo (a Spanish window).
        (shown, folded) = fold(width_of(ui, &format!("{} ▾", label(screen))));
    }
    let tab = |ui: &mut egui::Ui, s: Screen, out: &mut Vec<Command>| {
        let command = UiCommand::Show(s);
        if ui
            .selectable_label(screen == s, label(s))
            .on_hover_text(command.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(command.into());
        }
    };
    for s in shown {
        tab(ui, s, out);
    }
    if !folded.is_empty() {
        let here = folded.contains(&screen);
        let title = if here {
            format!("{} ▾", label(screen))
        } else {
            msg::top_more()
        };
        ui.menu_button(RichText::new(title).strong(), |ui| {
            for s in folded {
                tab(ui, s, out);
            }
        })
        .response
        .accessible_name(if here {
            msg::top_more_screens_shown(label(screen))
        } else {
            msg::top_more_screens()
        });
    }
}

/// The frame-time readout (F12), on a strip of its own along the bottom, so it never
/// crowds the bar or covers a screen.
pub fn frame_times_ui(ui: &mut egui::Ui, view: &View<'_>) {
    let Some(times) = &view.frame_times else {
        return;
    };
    egui::Panel::bottom("frame_times")
        .resizable(false)
        .show(ui, |ui| {
            ui.add(egui::Label::new(RichText::new(times).small().monospace()).truncate());
        });
}

/// Undo, redo, whether the party is saved, the sound, and a member list that cannot be
/// used: at the bar's right end. Undo and Redo are the party's on its screens, the
/// season's on the Season screen, and the bar says which (issue 49).
fn status_ui(ui: &mut egui::Ui, screen: Screen, view: &View<'_>, out: &mut Vec<Command>) {
    if let Some(off) = view.sound_off {
        let why = match &off.detail {
            Some(detail) => msg::TopSystemSaid {
                message: off.message.as_str(),
                detail: detail.as_str(),
            }
            .say(),
            None => off.message.clone(),
        };
        // The sign alone, its words on hover and for a screen reader: the tabs need the
        // room at 1000 pixels.
        ui.label(RichText::new("🔇").color(widgets::wait(ui)))
            .on_hover_text(why)
            .accessible_name(msg::top_sound_off());
    }
    if let Some(problem) = &view.season.members_problem {
        let damaged = egui::Button::new(
            RichText::new(crate::words::members_damaged())
                .strong()
                .color(widgets::bad(ui)),
        );
        if ui.add(damaged).on_hover_text(problem).clicked() {
            out.push(UiCommand::Show(Screen::Season).into());
        }
    }
    if let Some(desk) = view.desk {
        saved_ui(ui, desk, out);
    }
    if screen == Screen::Season {
        club_undo_ui(ui, view, out);
    } else if let Some(desk) = view.desk {
        let last = desk
            .party()
            .history()
            .last()
            .map(|entry| crate::words::action(desk.state(), &entry.action));
        for (command, enabled, what) in [
            (UiCommand::Redo, desk.file.can_redo(), None),
            (UiCommand::Undo, last.is_some(), last.as_deref()),
        ] {
            let hint = match what {
                Some(what) => msg::TopTakesBack {
                    tip: command.tooltip(ui.ctx()),
                    what,
                }
                .say(),
                None => command.tooltip(ui.ctx()),
            };
            if undo_button(ui, command, enabled)
                .on_hover_text(hint)
                .clicked()
            {
                out.push(command.into());
            }
        }
    }
}

/// Below this width the bar's right end shows signs instead of words (Undo, Redo,
/// Saved), so the main screens' tabs keep their place on the bar (issue 54: at 1000
/// pixels every tab but four folded into "More ▾").
const WORDS_FROM: f32 = 1200.0;

fn narrow(ui: &egui::Ui) -> bool {
    ui.ctx().content_rect().width() < WORDS_FROM
}

/// Undo or Redo: its words, or in a narrow window its sign (its words still its name
/// for a screen reader, and in its tip).
fn undo_button(ui: &mut egui::Ui, command: UiCommand, enabled: bool) -> egui::Response {
    let sign = match command {
        UiCommand::Undo => "↩",
        _ => "↪",
    };
    let text = if narrow(ui) {
        sign.to_owned()
    } else {
        command.label()
    };
    ui.add_enabled(enabled, egui::Button::new(text))
        .accessible_name(command.label())
}

/// Whether the open party is saved.
fn saved_ui(ui: &mut egui::Ui, desk: &crate::view::Desk, out: &mut Vec<Command>) {
    match desk.file.unsaved() {
        None => {
            let text = if narrow(ui) {
                "✔".to_owned()
            } else {
                msg::top_saved()
            };
            ui.label(RichText::new(text).color(widgets::good(ui)))
                .on_hover_text(msg::top_saved_in(desk.file.path().display().to_string()))
                .accessible_name(msg::top_saved());
        }
        Some(error) => {
            if ui.button(msg::top_save_again()).clicked() {
                out.push(Command::RetrySave);
            }
            ui.label(
                RichText::new(msg::top_not_saved())
                    .strong()
                    .color(widgets::bad(ui)),
            )
            .on_hover_text(error.to_string());
        }
    }
}

/// The Season screen's Undo and Redo: the season's and the members' changes, with what
/// Undo would take back in words beside them.
fn club_undo_ui(ui: &mut egui::Ui, view: &View<'_>, out: &mut Vec<Command>) {
    let season = view.season;
    for (command, what) in [
        (UiCommand::Redo, season.redo.as_deref()),
        (UiCommand::Undo, season.undo.as_deref()),
    ] {
        let key = command.key_words(ui.ctx());
        let hint = match command {
            UiCommand::Undo => crate::words::club_undo_hint(&key, what),
            _ => match what {
                Some(what) => msg::TopClubRedo {
                    key: key.as_str(),
                    what,
                }
                .say(),
                None => msg::top_club_nothing(),
            },
        };
        if undo_button(ui, command, what.is_some())
            .on_hover_text(hint)
            .clicked()
        {
            out.push(command.into());
        }
    }
}

/// The last print job's progress in words (issue 45): "Printing the score pads for round
/// 3 on Office-Laser… printed", red when the host must see to something; cut to its room,
/// whole (with where the PDF went) on hover.
fn print_status_ui(ui: &mut egui::Ui, status: &crate::view::printers::PrintStatus) {
    let colour = if status.trouble {
        widgets::bad(ui)
    } else if status.done {
        widgets::good(ui)
    } else {
        ui.visuals().text_color()
    };
    ui.add(
        egui::Label::new(RichText::new(&status.line).color(colour))
            .truncate()
            .show_tooltip_when_elided(false),
    )
    .on_hover_text(&status.detail);
}

/// The party's title: it gives way to the tabs (`tabs` wide), taking what they leave
/// (at least a little), cut short with the whole title on hover.
fn title_ui(ui: &mut egui::Ui, title: &str, tabs: f32) {
    let title_text = RichText::new(title).strong().size(20.0);
    // Measured as it is drawn (strong, at its size), so a title that fits is never cut.
    let title_width = egui::WidgetText::from(title_text.clone())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
        + 4.0;
    // What the tabs leave, and never less than a short title needs ("Duplicate Friday"):
    // the tabs that no longer fit fold into "More ▾".
    let spare = ui.available_width() - tabs - 3.0 * ui.spacing().item_spacing.x;
    let title_room = title_width.min(spare.max(180.0));
    ui.allocate_ui_with_layout(
        egui::vec2(title_room, ui.spacing().interact_size.y),
        Layout::left_to_right(Align::Center),
        |ui| {
            ui.set_max_width(title_room);
            // Cut, it shows itself whole on hover (egui's tooltip for an elided label).
            ui.add(egui::Label::new(title_text).truncate());
        },
    );
}

/// The tabs that fit in `room` and those folded into "More ▾" (`more` wide): all of
/// them when they fit (the last needs no `gap` after it), else as many as fit beside
/// "More ▾".
fn fold_tabs(
    widths: &[(Screen, f32)],
    room: f32,
    more: f32,
    gap: f32,
) -> (Vec<Screen>, Vec<Screen>) {
    let total: f32 = widths.iter().map(|(_, w)| w).sum::<f32>() - gap;
    let room = if total <= room {
        f32::INFINITY
    } else {
        room - more
    };
    let mut used = 0.0;
    let (mut shown, mut folded) = (Vec::new(), Vec::new());
    for &(s, w) in widths {
        used += w;
        if used <= room {
            shown.push(s);
        } else {
            folded.push(s);
        }
    }
    (shown, folded)
}
