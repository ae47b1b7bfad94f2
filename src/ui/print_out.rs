//! The Print screen's ways out (issue 45): the computer's printers, the default marked
//! and the one chosen remembered, the paper (the printer's own unless the host chooses),
//! "Print" (P or Ctrl+Enter) beside "Save PDF" and "Save and open", the option to print
//! the next round's score pads at each bell; the spreadsheet export and the results
//! page. With no printer the screen says so, and "Save PDF" is there as ever.

use egui::RichText;

use crate::print::{Document, Paper};
use crate::view::printers::{PrinterList, PrintersView};
use crate::view::{Command, PrinterCommand, UiCommand};

/// The printers the system offers, one to choose; or why there are none.
pub fn printers_ui(ui: &mut egui::Ui, printers: &PrintersView, out: &mut Vec<Command>) {
    ui.add_space(10.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new("Printer").strong());
        if printers.list != PrinterList::SystemPrinting
            && ui
                .small_button("Look again")
                .on_hover_text("Ask the computer for its printers again")
                .clicked()
        {
            out.push(Command::Printer(PrinterCommand::LookAgain));
        }
    });
    let found = match &printers.list {
        PrinterList::NotAsked | PrinterList::Looking => {
            ui.label(RichText::new("Looking for the computer's printers…").weak());
            return;
        }
        PrinterList::Failed(why) => {
            ui.add(egui::Label::new(RichText::new(why).weak()).wrap());
            return;
        }
        PrinterList::SystemPrinting => {
            ui.add(
                egui::Label::new(
                    RichText::new(
                        "Print saves the PDF in the exports folder and hands it to the \
                         computer's own printing (its default printer).",
                    )
                    .weak(),
                )
                .wrap(),
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
        ui.label("Paper:");
        let now = printers.paper_now();
        let target = printers.target();
        if target.is_some() {
            let label = format!("The printer's ({})", now.words());
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
        Some(printer) => format!("On {}. {}", printer.name, command.tooltip(ui.ctx())),
        None => command.tooltip(ui.ctx()),
    };
    let clicked = ui
        .add_enabled(
            can,
            egui::Button::new(RichText::new(command.label_with_key(ui.ctx())).strong()),
        )
        .on_hover_text(hover)
        .on_disabled_hover_text("There is no printer to print on: save the PDF instead.")
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
        .checkbox(&mut on, "Print the next round's score pads at the bell")
        .changed()
    {
        out.push(Command::Printer(PrinterCommand::PadsAtTheBell(on)));
    }
    let note = if duplicate {
        crate::words::nothing_at_a_duplicate_bell()
    } else {
        let on_what = printers
            .target()
            .map_or_else(|| "the default printer".to_owned(), |p| p.name.clone());
        format!(
            "On {on_what}, once the next round's chairs are settled: once a round, \
             never again after an undo and redo of the bell."
        )
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
            .button(RichText::new("Save PDF").strong())
            .on_hover_text("Into the exports folder beside the party's save")
            .clicked()
        {
            out.push(save);
        }
        if ui
            .button("Save PDF as…")
            .on_hover_text("Choose the folder and the name, in the computer's own dialog")
            .clicked()
        {
            out.push(Command::Ask(crate::view::FileAsk::SavePdf(document, paper)));
        }
        if ui
            .button("Save and open (Enter)")
            .on_hover_text("Save the PDF, then open it in the computer's PDF viewer to print")
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
    ui.label(RichText::new("For a spreadsheet").strong());
    // Three buttons on as few lines as the column allows.
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Export for a spreadsheet")
            .on_hover_text(
                "Standings, results and history as CSV files, and the transcript as JSON, in \
                 the exports folder beside the party's save",
            )
            .clicked()
        {
            out.push(Command::ExportForSpreadsheet);
        }
        if ui
            .button("Export to…")
            .on_hover_text("The same files, into a folder you choose (a USB stick)")
            .clicked()
        {
            out.push(Command::Ask(crate::view::FileAsk::ExportTo));
        }
        if ui
            .button("Open the exports folder")
            .on_hover_text("Where the PDFs and the spreadsheet files are saved")
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
    ui.label(RichText::new("Results page (HTML)").strong());
    ui.label(
        RichText::new(
            "The whole evening as one web page to e-mail or put online: prizes, standings, \
             results, and each guest's own evening at a link of its own.",
        )
        .weak(),
    );
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Save the results page")
            .on_hover_text("Into the exports folder beside the party's save")
            .clicked()
        {
            out.push(Command::SaveResultsPage { open: false });
        }
        if ui
            .button("Save and open it in the browser")
            .on_hover_text("Save the page, then open it in the computer's web browser")
            .clicked()
        {
            out.push(Command::SaveResultsPage { open: true });
        }
    });
}
