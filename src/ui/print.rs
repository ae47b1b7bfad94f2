//! The Print screen (Ctrl+P): pick a document and the paper, see its pages as they will
//! print (the very pages the PDF is made from, drawn in the same font), then "Save PDF"
//! into the exports folder beside the party's save, "Save and open" it in the system's
//! viewer, or "Print" it straight to the printer chosen (`print_out`, with the results
//! page and the spreadsheet export).

use egui::{Color32, FontFamily, FontId, Pos2, Rect, RichText, Stroke, Vec2};

use crate::fonts::{self, Weight};
use crate::print::{Document, Ink, Item, Links, Paper, PrintError, Printout};
use crate::ui::keys::{self, ListStep};
use crate::view::printers::PrintersView;
use crate::view::{Command, Desk, Screen, UiCommand};
use crate::words::msg;

/// The font families the preview draws with: the print-outs' own.
pub const PRINT_REGULAR: &str = "print-regular";
/// Bold.
pub const PRINT_BOLD: &str = "print-bold";

/// How big the preview's page is drawn.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
enum Zoom {
    /// The whole page in view.
    #[default]
    FitPage,
    /// The page as wide as the preview, scrolled down.
    FitWidth,
    /// Screen points per point of paper, scrolled both ways.
    Scale(f32),
}

/// The closest and farthest zoom (screen points per point of paper).
const ZOOM_RANGE: (f32, f32) = (0.2, 4.0);

/// What the Print screen keeps between frames.
#[derive(Default)]
pub struct PrintScreen {
    document: Document,
    paper: Paper,
    page: usize,
    zoom: Zoom,
    /// The scale the page was last drawn at (the start for Ctrl+Plus and Minus).
    scale: f32,
    /// The last layout, and what it was made from (so it is not made again each frame).
    laid_out: Option<(LayoutKey, Result<Printout, PrintError>)>,
    /// The guests' mail (issue 53).
    mail: super::print_mail::MailScreen,
}

/// What a layout depends on: the document, the paper, the party's title and its
/// history (its length and the time of its last action).
type LayoutKey = (Document, Paper, String, usize, Option<i64>, Links);

impl PrintScreen {
    /// Lays the document out again if the party, the choice or the paper has changed.
    fn lay_out(&mut self, desk: &Desk, links: &Links) {
        let history = desk.party().history();
        let key: LayoutKey = (
            self.document,
            self.paper,
            desk.file.title().to_owned(),
            history.len(),
            history.last().map(|e| e.at.timestamp_micros()),
            links.clone(),
        );
        if self.laid_out.as_ref().is_none_or(|(k, _)| *k != key) {
            let printout = Printout::with_links(
                desk.party(),
                desk.evening(),
                desk.file.title(),
                self.document,
                self.paper,
                links,
            );
            self.laid_out = Some((key, printout));
        }
    }
}

/// The Print screen.
pub fn print_ui(
    ui: &mut egui::Ui,
    (desk, printers, mail): (&Desk, &PrintersView, &crate::view::mail::MailView<'_>),
    links: &Links,
    screen: &mut PrintScreen,
    out: &mut Vec<Command>,
) {
    // The paper the host chose, else the printer's (issue 45).
    screen.paper = printers.paper_now();
    ui.horizontal_top(|ui| {
        ui.allocate_ui_with_layout(
            Vec2::new(470.0, ui.available_height()),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                // A low window scrolls the choices rather than hiding the last ones.
                egui::ScrollArea::vertical()
                    .id_salt("print_choices")
                    .show(ui, |ui| {
                        choices_ui(ui, (desk, printers), screen, out);
                        super::print_mail::mail_ui(ui, desk, mail, &mut screen.mail, out);
                        // Tab and Shift+Tab bring what they reach into view (key
                        // monkey, issue 55: "Export to…" had the cursor 884 px down).
                        crate::ui::widgets::keep_focus_in_view(ui);
                    });
            },
        );
        ui.separator();
        ui.vertical(|ui| {
            // The preview's column is what is left of the window, never wider.
            ui.set_max_width(ui.available_width());
            preview_ui(ui, desk, links, screen);
        });
    });
}

fn choices_ui(
    ui: &mut egui::Ui,
    (desk, printers): (&Desk, &PrintersView),
    screen: &mut PrintScreen,
    out: &mut Vec<Command>,
) {
    ui.heading(UiCommand::Show(Screen::Print).label());
    ui.add_space(4.0);
    let offered = Document::offered(desk.state());
    if !offered.contains(&screen.document) {
        screen.document = offered.first().copied().unwrap_or_default();
        screen.page = 0;
    }
    document_keys(ui, offered, screen, out);
    for &document in offered {
        let chosen = screen.document == document;
        let response = ui.radio(chosen, document.words());
        if response.clicked() && !chosen {
            screen.document = document;
            screen.page = 0;
        }
    }
    ui.label(RichText::new(msg::desk_print_keys()).weak());
    ui.add_space(4.0);
    ui.label(RichText::new(screen.document.description()).weak());
    if screen
        .laid_out
        .as_ref()
        .is_some_and(|(_, laid)| matches!(laid, Err(PrintError::NotDealtYet)))
    {
        ui.add_space(6.0);
        if ui
            .button(RichText::new(msg::desk_print_deal_now()).strong())
            .on_hover_text(msg::desk_print_deal_now_tip())
            .clicked()
        {
            out.push(Command::DealTrays);
        }
    }
    super::print_out::printers_ui(ui, printers, out);
    ui.add_space(6.0);
    super::print_out::paper_ui(ui, printers, out);
    super::print_out::save_buttons_ui(ui, (screen.document, screen.paper), printers, out);
    super::print_out::bell_option_ui(ui, printers, desk.duplicate().is_some(), out);
    super::print_out::spreadsheet_ui(ui, out);
}

fn preview_ui(ui: &mut egui::Ui, desk: &Desk, links: &Links, screen: &mut PrintScreen) {
    screen.lay_out(desk, links);
    zoom_keys(ui, screen);
    let PrintScreen {
        laid_out,
        page,
        zoom,
        scale,
        ..
    } = screen;
    let printout = match laid_out.as_ref().map(|(_, printout)| printout) {
        Some(Ok(printout)) => printout,
        Some(Err(why)) => {
            ui.add_space(40.0);
            ui.label(RichText::new(why.to_string()).size(20.0));
            return;
        }
        None => return,
    };
    let pages = printout.pages.len();
    *page = (*page).min(pages.saturating_sub(1));
    page_keys_and_bar(ui, page, pages, zoom, scale);
    // What is shown and the keys, on a line of its own that wraps rather than cut
    // (issue 38: "Table cards, A4 · Page …" at 1360 pixels wide).
    ui.add(
        egui::Label::new(
            RichText::new(format!(
                "{}, {}  ·  {} / {} · {} / {} / {}",
                printout.document.words(),
                printout.paper.words(),
                UiCommand::PreviewPreviousPage.key_words(ui.ctx()),
                UiCommand::PreviewNextPage.key_words(ui.ctx()),
                UiCommand::PreviewZoomIn.key_words(ui.ctx()),
                UiCommand::PreviewZoomOut.key_words(ui.ctx()),
                UiCommand::PreviewFit.key_words(ui.ctx()),
            ))
            .weak(),
        )
        .wrap(),
    );
    if let Some(shown) = printout.pages.get(*page) {
        match *zoom {
            Zoom::FitPage => *scale = page_ui(ui, shown, *zoom),
            _ => {
                egui::ScrollArea::both()
                    .id_salt("print_preview")
                    .auto_shrink([false, false])
                    .show(ui, |ui| *scale = page_ui(ui, shown, *zoom));
            }
        }
    }
}

/// ↑ ↓ choose the document and Enter saves and opens it, each press in turn (↓ ×4 in one
/// frame is four documents on), while no text box has the keys; Enter is a focused
/// button's own.
fn document_keys(
    ui: &mut egui::Ui,
    offered: &[Document],
    screen: &mut PrintScreen,
    out: &mut Vec<Command>,
) {
    if keys::typing(ui.ctx()) {
        return;
    }
    let enter_free = ui.memory(|m| m.focused().is_none());
    let steps = keys::take(ui.ctx(), |p| {
        keys::list_step(p).filter(|s| match s {
            ListStep::Up | ListStep::Down => true,
            ListStep::Enter => enter_free,
            _ => false,
        })
    });
    for step in steps {
        let Some(at) = offered.iter().position(|&d| d == screen.document) else {
            return;
        };
        if step == ListStep::Enter {
            out.push(Command::SavePrint {
                document: screen.document,
                paper: screen.paper,
                open: true,
            });
        } else if let Some(document) = step
            .moved(at, offered.len(), 1)
            .and_then(|i| offered.get(i))
            && *document != screen.document
        {
            screen.document = *document;
            screen.page = 0;
        }
    }
}

/// Page Up/Down and the arrows turn the pages (no field here takes them); the bar of
/// page buttons and zoom.
fn page_keys_and_bar(
    ui: &mut egui::Ui,
    page: &mut usize,
    pages: usize,
    zoom: &mut Zoom,
    scale: &mut f32,
) {
    // Page Up/Down and the arrows across turn the pages, each press a page (while no text
    // box has the keys).
    if !keys::typing(ui.ctx()) {
        let turns = [
            UiCommand::PreviewNextPage,
            UiCommand::PreviewPreviousPage,
            UiCommand::PreviewFirstPage,
            UiCommand::PreviewLastPage,
        ];
        let last = pages.saturating_sub(1);
        for pressed in keys::screen_commands(ui.ctx(), &turns) {
            *page = match pressed.command {
                UiCommand::PreviewNextPage => (*page + 1).min(last),
                UiCommand::PreviewPreviousPage => page.saturating_sub(1),
                UiCommand::PreviewFirstPage => 0,
                _ => last,
            };
        }
    }
    // Wrapped, so a narrow window puts the zoom on a second line rather than cutting it
    // (issue 54: "Fit wi…" at 1000 pixels).
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(*page > 0, egui::Button::new(msg::desk_print_previous()))
            .clicked()
        {
            *page -= 1;
        }
        ui.label(
            msg::DeskPrintPageOf {
                page: *page + 1,
                pages,
            }
            .say(),
        );
        if ui
            .add_enabled(*page + 1 < pages, egui::Button::new(msg::desk_print_next()))
            .clicked()
        {
            *page += 1;
        }
        ui.separator();
        for (label, to) in [
            (msg::desk_print_fit_page(), Zoom::FitPage),
            (msg::desk_print_fit_width(), Zoom::FitWidth),
        ] {
            if ui.selectable_label(*zoom == to, label).clicked() {
                *zoom = to;
            }
        }
        if ui
            .button("−")
            .on_hover_text(UiCommand::PreviewZoomOut.tooltip(ui.ctx()))
            .clicked()
        {
            *zoom = zoomed(*scale, 1.0 / 1.25);
        }
        if ui
            .button("+")
            .on_hover_text(UiCommand::PreviewZoomIn.tooltip(ui.ctx()))
            .clicked()
        {
            *zoom = zoomed(*scale, 1.25);
        }
    });
}

/// A zoom `by` times the scale now shown, within the range.
fn zoomed(scale: f32, by: f32) -> Zoom {
    let now = if scale > 0.0 { scale } else { 1.0 };
    Zoom::Scale((now * by).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1))
}

/// Ctrl+Plus and Ctrl+Minus zoom the page, Ctrl+0 fits it again (taken here, so they
/// do not zoom the whole window on this screen).
fn zoom_keys(ui: &egui::Ui, screen: &mut PrintScreen) {
    let zooms = [
        UiCommand::PreviewZoomIn,
        UiCommand::PreviewZoomOut,
        UiCommand::PreviewFit,
    ];
    // Each press a step: Ctrl+Plus twice in one frame zooms twice.
    for pressed in crate::ui::keys::screen_commands(ui.ctx(), &zooms) {
        let scale = match screen.zoom {
            Zoom::Scale(scale) => scale,
            _ => screen.scale,
        };
        screen.zoom = match pressed.command {
            UiCommand::PreviewZoomIn => zoomed(scale, 1.25),
            UiCommand::PreviewZoomOut => zoomed(scale, 1.0 / 1.25),
            _ => Zoom::FitPage,
        };
    }
}

fn colour(ink: Ink) -> Color32 {
    let (r, g, b) = ink.rgb();
    Color32::from_rgb(r, g, b)
}

/// Draws a page, white on a shadow, at the zoom asked for; returns the scale used.
fn page_ui(ui: &mut egui::Ui, page: &crate::print::Page, zoom: Zoom) -> f32 {
    let room = ui.available_size() - Vec2::splat(12.0);
    let scale = match zoom {
        Zoom::FitPage => (room.x / page.width).min(room.y / page.height),
        Zoom::FitWidth => room.x / page.width,
        Zoom::Scale(scale) => scale,
    }
    .max(0.05);
    let size = Vec2::new(page.width, page.height) * scale;
    let (rect, _) = ui.allocate_exact_size(size + Vec2::splat(8.0), egui::Sense::hover());
    let paper = Rect::from_min_size(rect.min, size);
    let painter = ui.painter_at(rect);
    painter.rect_filled(
        paper.translate(Vec2::splat(4.0)),
        2.0,
        Color32::from_black_alpha(90),
    );
    painter.rect_filled(paper, 0.0, Color32::WHITE);
    let at = |x: f32, y: f32| Pos2::new(paper.min.x + x * scale, paper.min.y + y * scale);
    for item in &page.items {
        match item {
            Item::Text {
                x,
                y,
                size,
                weight,
                ink,
                text,
            } => {
                let family = match weight {
                    Weight::Regular => PRINT_REGULAR,
                    Weight::Bold => PRINT_BOLD,
                };
                let font = FontId::new(size * scale, FontFamily::Name(family.into()));
                painter.text(
                    at(*x, y - fonts::ascent(*size)),
                    egui::Align2::LEFT_TOP,
                    text,
                    font,
                    colour(*ink),
                );
            }
            Item::Line {
                from,
                to,
                width,
                ink,
            } => {
                painter.line_segment(
                    [at(from.0, from.1), at(to.0, to.1)],
                    Stroke::new((width * scale).max(0.5), colour(*ink)),
                );
            }
            Item::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => {
                let r = Rect::from_min_max(at(*x, *y), at(x + w, y + h));
                if let Some(fill) = fill {
                    painter.rect_filled(r, 0.0, colour(*fill));
                }
                if let Some((width, ink)) = stroke {
                    painter.rect_stroke(
                        r,
                        0.0,
                        Stroke::new((width * scale).max(0.5), colour(*ink)),
                        egui::StrokeKind::Middle,
                    );
                }
            }
        }
    }
    scale
}
