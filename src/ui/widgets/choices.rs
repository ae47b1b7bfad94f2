//! Groups of options (radio buttons) that the keyboard treats as one: one Tab stop, the
//! arrows choosing inside it (issue 54: every option was a Tab stop, and a new party's
//! rounds box was 14 Tabs away).

use crate::ui::keys;

/// A row of radio buttons that the keys walk as one: one Tab stop (the chosen option;
/// issue 54: every option was a stop, 14 Tabs to the rounds box), and with it focused,
/// ← ↑ and → ↓ choose the previous or next option (round the ends), the cursor going
/// with the choice; Enter on one says so (`true`), for a form that Enter completes.
pub fn radio_group<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    current: &mut T,
    options: &[(T, &str)],
) -> bool {
    let mut responses = Vec::with_capacity(options.len());
    for (value, label) in options {
        let response = choice(ui, *current == *value, label);
        if response.clicked() {
            *current = *value;
        }
        responses.push(response);
    }
    group_keys(ui, current, options, &responses)
}

/// `radio_group`, each option with its words on hover.
pub fn radio_group_explained<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    current: &mut T,
    options: &[(T, &str, &str)],
) -> bool {
    let plain: Vec<(T, &str)> = options.iter().map(|(v, l, _)| (*v, *l)).collect();
    let mut responses = Vec::with_capacity(options.len());
    for (value, label, hover) in options {
        let response = choice(ui, *current == *value, label).on_hover_text(*hover);
        if response.clicked() {
            *current = *value;
        }
        responses.push(response);
    }
    group_keys(ui, current, &plain, &responses)
}

/// One option of a group of radio buttons: drawn as egui draws a radio button, but a
/// Tab stop only when it is the chosen one, so Tab goes past the group in one step.
pub fn choice(ui: &mut egui::Ui, checked: bool, label: &str) -> egui::Response {
    let spacing = ui.spacing();
    let icon_width = spacing.icon_width;
    let mut min_size = egui::Vec2::splat(spacing.interact_size.y);
    min_size.y = min_size.y.max(icon_width);
    let mut icon_size = egui::Vec2::splat(icon_width);
    icon_size.y = icon_size.y.max(min_size.y);
    let rect_id = egui::IdSalt::new("choice_icon");
    let mut atoms = egui::IntoAtoms::into_atoms(label);
    atoms.push_left(egui::Atom::custom(rect_id, icon_size));
    let sense = if checked {
        egui::Sense::click()
    } else {
        egui::Sense::CLICK
    };
    let mut prepared = egui::WidgetAtom::new(atoms)
        .sense(sense)
        .min_size(min_size)
        .allocate(ui);
    prepared.response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::RadioButton, ui.is_enabled(), checked, label)
    });
    if !ui.is_rect_visible(prepared.response.rect) {
        return prepared.response;
    }
    let visuals = *ui.style().interact(&prepared.response);
    prepared.fallback_text_color = visuals.text_color();
    let painted = prepared.paint(ui);
    if let Some(rect) = painted.rect(rect_id) {
        let (small, big) = ui.spacing().icon_rectangles(rect);
        let painter = ui.painter();
        painter.circle(
            big.center(),
            big.width() * 0.5 + visuals.expansion,
            visuals.bg_fill,
            visuals.bg_stroke,
        );
        if checked {
            painter.circle_filled(small.center(), small.width() / 3.0, visuals.fg_stroke.color);
        }
    }
    painted.response
}

/// The keys of a group of options drawn as `responses` (in the order of `options`): the
/// arrows choose, Enter says so (`true`).
pub fn group_keys<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    current: &mut T,
    options: &[(T, &str)],
    responses: &[egui::Response],
) -> bool {
    let Some(focused) = responses.iter().position(egui::Response::has_focus) else {
        return false;
    };
    if let Some(response) = responses.get(focused) {
        // The arrows are the group's: egui would otherwise move the cursor to whatever
        // widget lies that way on the screen.
        ui.memory_mut(|m| {
            m.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    ..Default::default()
                },
            );
        });
    }
    // Each arrow a step: → → in one frame is two options on.
    let steps = keys::take(ui.ctx(), |p| {
        if p.is(egui::Key::ArrowLeft) || p.is(egui::Key::ArrowUp) {
            Some(options.len() - 1)
        } else if p.is(egui::Key::ArrowRight) || p.is(egui::Key::ArrowDown) {
            Some(1)
        } else {
            None
        }
    });
    if !steps.is_empty() {
        let next = steps
            .into_iter()
            .fold(focused, |at, step| (at + step) % options.len());
        if let (Some((value, _)), Some(response)) = (options.get(next), responses.get(next)) {
            *current = *value;
            response.request_focus();
        }
    }
    keys::seen(ui.ctx(), egui::Key::Enter)
}
