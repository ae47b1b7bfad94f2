//! The Print screen's ways out (issue 45): the computer's printers, the default marked
//! and the one chosen remembered, the paper (the printer's own unless the host chooses),
//! "Print" (P or Ctrl+Enter) beside "Save PDF" and "Save and open", the option to print
//! the next round's score pads at each bell; the spreadsheet export and the results
//! page. With no printer the screen says so, and "Save PDF" is there as ever.

use egui::RichText;

use crate::print::{Document, Paper};
use crate::view::printers::{PrinterList, PrintersView};
use crate::view::{Command, PrinterCommand, UiCommand};
use crate::words::msg;

/// The printers the system offers, one to choose; or why there are none.
pub fn printers_ui(ui: &mut egui::Ui, printers: &PrintersView, out: &mut Vec<Command>) {
    ui.add_space(10.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new(msg::desk_print_printer()).strong());
        if printers.list != PrinterList::SystemPrinting
            && ui
                .small_button(msg::party_look_again())
                .on_hover_text(msg::desk_print_look_again_tip())
                .clicked()
        {
            out.push(Command::Printer(PrinterCommand::LookAgain));
        }
    });
    let found = match &printers.list {
        PrinterList::NotAsked | PrinterList::Looking => {
            ui.label(RichText::new(msg::desk_print_looking()).weak());
            return;
        }
        PrinterList::Failed(why) => {
            ui.add(egui::Label::new(RichText::new(why).weak()).wrap());
            return;
        }
        PrinterList::SystemPrinting => {
            ui.add(
                egui::Label::new(RichText::new(msg::desk_print_system_printing()).weak()).wrap(),
            );
            return;
        }
        PrinterList::Found(found) => found,
    };
    if found.all.is_empty() {
        ui.add(egui::Label::new(crate::words::no_printers()).wrap());
        return;
    }
    let target = printers.target().map(|p| p.name.as_str());
    for printer in &found.all {
        let chosen = target == Some(printer.name.as_str());
        if ui.radio(chosen, printer.label()).clicked() && !chosen {
            out.push(Command::Printer(PrinterCommand::Choose(
                printer.name.clone(),
            )));
        }
    }
    if let Some(gone) = printers
        .chosen
        .as_deref()
        .filter(|c| found.named(c).is_none())
    {
        let instead = printers.target().map(|p| p.name.as_str());
        let text = crate::words::chosen_printer_gone(gone, instead);
        ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
    }
}

/// The paper: the printer's own (when there is a printer), A4 or US Letter.
pub fn paper_ui(ui: &mut egui::Ui, printers: &PrintersView, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::desk_print_paper());
        let now = printers.paper_now();
        let target = printers.target();
        if target.is_some() {
            let label = msg::desk_print_printers_paper(now.words());
            if ui.radio(printers.paper.is_none(), label).clicked() {
                out.push(Command::Printer(PrinterCommand::Paper(None)));
            }
        }
        for paper in Paper::ALL {
            let chosen = printers.paper == Some(paper) || (target.is_none() && now == paper);
            if ui.radio(chosen, paper.words()).clicked() {
                out.push(Command::Printer(PrinterCommand::Paper(Some(paper))));
            }
        }
    });
}

/// "Print (P)": the document straight to the printer chosen; P or Ctrl+Enter on the
/// screen, while no box has the keys.
fn print_button_ui(
    ui: &mut egui::Ui,
    document: Document,
    printers: &PrintersView,
    out: &mut Vec<Command>,
) {
    let command = UiCommand::PrintNow;
    let can = printers.can_print();
    let hover = match printers.target() {
        Some(printer) => msg::DeskPrintOnPrinter {
            printer: printer.name.as_str(),
            tip: command.tooltip(ui.ctx()),
        }
        .say(),
        None => command.tooltip(ui.ctx()),
    };
    let clicked = ui
        .add_enabled(
            can,
            egui::Button::new(RichText::new(command.label_with_key(ui.ctx())).strong()),
        )
        .on_hover_text(hover)
        .on_disabled_hover_text(msg::desk_print_no_printer())
        .clicked();
    // Each press a job, as pressed.
    for _ in 0..(usize::from(clicked) + print_keys(ui, can)) {
        out.push(Command::Printer(PrinterCommand::Print(document)));
    }
}

/// How often P or Ctrl+Enter was pressed on the Print screen, while no text box has the
/// keys (the keys taken only when there is a printer).
fn print_keys(ui: &egui::Ui, can: bool) -> usize {
    if !can || crate::ui::keys::typing(ui.ctx()) {
        return 0;
    }
    crate::ui::keys::screen_commands(ui.ctx(), &[UiCommand::PrintNow]).len()
}

/// "Print the next round's score pads at the bell", and what it will do.
pub fn bell_option_ui(
    ui: &mut egui::Ui,
    printers: &PrintersView,
    duplicate: bool,
    out: &mut Vec<Command>,
) {
    ui.add_space(8.0);
    let mut on = printers.pads_at_bell;
    if ui
        .checkbox(&mut on, msg::desk_print_pads_at_bell())
        .changed()
    {
        out.push(Command::Printer(PrinterCommand::PadsAtTheBell(on)));
    }
    let note = if duplicate {
        crate::words::nothing_at_a_duplicate_bell()
    } else {
        printers
            .target()
            .map_or_else(msg::desk_print_pads_at_bell_default, |p| {
                msg::desk_print_pads_at_bell_on(p.name.as_str())
            })
    };
    ui.add(egui::Label::new(RichText::new(note).weak()).wrap());
    if let Some(round) = printers.pads_waiting {
        let waiting = crate::words::pads_wait_for_the_printer(round);
        ui.add(egui::Label::new(RichText::new(waiting).color(ui.visuals().warn_fg_color)).wrap());
    }
}

/// Save the PDF (beside the party, where the host chooses, or saved and opened), or
/// print it on the printer chosen.
pub fn save_buttons_ui(
    ui: &mut egui::Ui,
    (document, paper): (Document, Paper),
    printers: &PrintersView,
    out: &mut Vec<Command>,
) {
    ui.add_space(10.0);
    ui.horizontal_wrapped(|ui| {
        let save = Command::SavePrint {
            document,
            paper,
            open: false,
        };
        if ui
            .button(RichText::new(msg::desk_print_save_pdf()).strong())
            .on_hover_text(msg::desk_print_into_exports())
            .clicked()
        {
            out.push(save);
        }
        if ui
            .button(msg::desk_print_save_pdf_as())
            .on_hover_text(msg::desk_print_save_pdf_as_tip())
            .clicked()
        {
            out.push(Command::Ask(crate::view::FileAsk::SavePdf(document, paper)));
        }
        if ui
            .button(msg::desk_print_save_open())
            .on_hover_text(msg::desk_print_save_open_tip())
            .clicked()
        {
            out.push(Command::SavePrint {
                document,
                paper,
                open: true,
            });
        }
        print_button_ui(ui, document, printers, out);
    });
}

/// The exports for a spreadsheet: into the exports folder, elsewhere, or the folder
/// opened.
pub fn spreadsheet_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.add_space(16.0);
    ui.label(RichText::new(msg::desk_print_for_spreadsheet()).strong());
    // Three buttons on as few lines as the column allows.
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(msg::desk_print_export())
            .on_hover_text(msg::desk_print_export_tip())
            .clicked()
        {
            out.push(Command::ExportForSpreadsheet);
        }
        if ui
            .button(msg::desk_print_export_to())
            .on_hover_text(msg::desk_print_export_to_tip())
            .clicked()
        {
            out.push(Command::Ask(crate::view::FileAsk::ExportTo));
        }
        if ui
            .button(msg::desk_print_open_exports())
            .on_hover_text(msg::desk_print_open_exports_tip())
            .clicked()
        {
            out.push(Command::OpenExports);
        }
    });
    results_page_ui(ui, out);
}

/// "Results page (HTML)": the evening as one web page to send round or put online
/// (issue 36).
fn results_page_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.add_space(16.0);
    ui.label(RichText::new(msg::desk_print_results_page()).strong());
    ui.label(RichText::new(msg::desk_print_results_page_about()).weak());
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(msg::desk_print_save_results_page())
            .on_hover_text(msg::desk_print_into_exports())
            .clicked()
        {
            out.push(Command::SaveResultsPage { open: false });
        }
        if ui
            .button(msg::desk_print_save_open_browser())
            .on_hover_text(msg::desk_print_save_open_browser_tip())
            .clicked()
        {
            out.push(Command::SaveResultsPage { open: true });
        }
    });
}
