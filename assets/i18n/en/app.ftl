# What the window tells the host as it works (issue 51): toasts, questions before an undo, the status of files, print-outs and the season, the window's own titles.

# Asked before an undo that moves everyone.
app-undo-bell-trays = Take back the bell? Everyone goes back to the tables and trays of the round before; the results already entered stay.
app-undo-bell = Take back the bell of round { $round }? Everyone goes back to the seats of round { $round }; the results already entered stay.
app-undo-start = Take back the start? The pairs can be changed again, and round 1 is gone.
app-undo-seating = Take back the seating? The tables go back to the draw, and round 1 is gone.
app-undo-draw = Take back the draw? Every guest's card is cleared.
app-undo-cut = Take back the last cut for a prize? The prize is level again, and its cut is forgotten.
# Undo and redo, of the party or of the season: { $what } is what was taken or put back.
app-nothing-to-undo = There is nothing to undo.
app-undid = Undid: { $what }.
app-nothing-to-redo = There is nothing to redo.
app-redid = Redid: { $what }.

# The party's actions.
app-no-round = There is no round in play.
app-no-cut = That prize needs no cut.
app-open-first = Open or create a party first.
app-seated-begun = The tables are seated: round 1 has begun.
# { $key } is the key that starts the round.
app-seated = The tables are seated. Round 1 and its clock begin when you start it ({ $key }).
app-pairs-seated = The pairs are seated: start round 1 when they are ready ({ $key }).
# A pasted list of guests or pairs.
app-no-names = The list has no names: paste one name per line.
app-no-pairs = The list has no pairs: write a pair a line, like Ann & Bob.
app-added-guests = { $count ->
    [one] Added { $count } guest.
   *[other] Added { $count } guests.
}
app-added-pairs = { $count ->
    [one] Added { $count } pair.
   *[other] Added { $count } pairs.
}
# { $refused } lists the lines refused, each with why.
app-not-added = Not added: { $refused }.
app-added-not-added = { $done } Not added: { $refused }.

# The clock: { $minutes } is the warning's minutes.
app-warning = Round { $round }: { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} left. Tables play on briskly.
app-time-up = Round { $round }: time is up. Every table still plays all four deals; the { -bell } waits for the last one.
app-last-round = The evening's end has come: round { $round } is the last one.

# The party's file.
app-saved = Saved.
# A new party's title when none was typed, and a party file's kind in the file dialog.
app-default-title = { -cinch } party
app-opened-backup = Opened the backup. The file it replaced is kept as { $path }.
# A copy's title, and the name offered for a copy's file.
app-copy-title = { $title } (copy)
app-sample-copy = This is a copy of the sample party, saved as { $path }; the sample itself stays as it is.
app-saves-unread = The saves folder could not be read (the reading stopped).
app-record-unwritten = The record of the boxes (--record-boxes) could not be written.

# Print-outs, the results page, the exports. { $saved } says what was saved and where.
app-not-printed = Nothing was printed: { $why }
app-pdf-not-saved = The PDF was not saved: { $why }
# { $how } is pdf or page.
app-opening = { $saved } It is opening in { $how ->
    [pdf] the PDF viewer
   *[page] the browser
}.
app-not-opened = { $saved } It did not open: { $why }. { $how ->
    [pdf] Open it from that folder to print.
   *[page] Open it from that folder.
}
app-no-program = no program on this computer opened it
app-no-program-said = no program on this computer opened it ({ $said })
app-folder-not-opened = The folder { $folder } could not be opened: { $why }.
app-printout-stopped = The print-out stopped before it was saved.
app-page-not-saved = The results page could not be saved: { $why }
app-page-saved = Saved the results page as { $path }.
app-exported = Exported the standings, results and history (CSV) and the transcript (JSON) to { $folder }.
app-not-exported = Nothing could be exported: { $why }
app-copy-is-own = That is the party's own file: choose another name or folder for the copy.
app-copy-saved = Saved a copy of the party as { $path }.
app-copy-not-saved = The copy was not saved in { $path }: { $why }.
# The file dialogs' titles.
app-dialog-save-copy = Save a copy of the party
app-dialog-export = Export the standings and results to
app-dialog-busy = A file dialog is already open: answer it first (it may be behind this window).
app-default-printer = the default printer
app-pads-not-noted = The pads of round { $round } went to the printer, but that could not be noted beside the party ({ $why }): an undo and redo of the { -bell } may print them again.

# The season.
app-season-unread = The season could not be read (the reading stopped).
# What was not made while the member list cannot be used: { $what } is pdf or csv.
app-season-output = { $what ->
    [pdf] season table PDF
   *[csv] season's spreadsheet (CSV)
}
app-season-saved = Saved the season table ({ $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}, { $paper }) as { $path }.
# { $files } lists the files written.
app-wrote = Wrote { $files }.
app-names-joined = { $count ->
    [one] { $count } new name joined the member list (Season screen).
   *[other] { $count } new names joined the member list (Season screen).
}
app-csv-not-made = The CSV file could not be made: { $why }.
app-no-season = Pick or make a season first.
app-season-there = The season { $name } is there already: here it is.
app-season-made = Made the season { $name }: add its evenings.
app-evening-in-season = { $title } is in the season { $season } already.
# The member list put back: { $how } is read (as this window last read it) or previous.
app-members-put-back = Put back { $how ->
    [read] the member list as it was last read
   *[previous] the member list's previous version (the last change saved before the damage is lost: make it again)
} ({ $count ->
    [one] { $count } member
   *[other] { $count } members
}). The damaged file is kept as { $path }.
app-season-nothing-to-undo = There is nothing to undo in the season.
app-season-nothing-to-redo = There is nothing to redo in the season.
app-season-not-undone = Nothing was undone: { $why }
app-season-not-redone = Nothing was redone: { $why }
app-joined = { $spelling } is now { $member }.
app-unjoined = { $spelling } is no longer { $member }: it counts as a name of its own.
app-member-off = { $name } is off the member list.
app-address-forgotten = { $name }'s address is forgotten, for good.
app-address-refused = { $name }'s address is refused: { $why }.

# Mail.
app-no-settings-folder = this computer has no folder for the program's settings
app-mail-server-kept = The mail server is kept on this computer (its password never in that file).

# The window: the frame times (F12), the dialog when the party could not be saved at the end, the guest display's window, what the computer is told while rounds run.
app-frame-times = UI pass: median { $median } ms · 99th { $high } ms · max { $max } ms ({ $frames } frames)
app-frame-times-painting = UI pass: median { $median } ms · 99th { $high } ms · max { $max } ms ({ $frames } frames); with painting: median { $painted_median } ms · 99th { $painted_high } ms
app-stop-heading = The party could not be saved
app-stop-close = Close the program
app-stop-keep = Keep it open
app-guest-window = cinch-party: for the guests
app-awake-reason = A progressive { -cinch } party's rounds are running
