# The words module's own sentences (issue 51): an action, a guest's move at the bell, a party's progress, the printers, the season, a duplicate evening's plan and moves.

say-source-desk = desk
say-source-table = sent from table { $table }
say-source-door = from a guest's phone at the door
say-progress-setup-pairs = not started: { $count ->
    [one] 1 pair
   *[other] { $count } pairs
}
say-progress-setup = not started: { $count ->
    [one] 1 guest
   *[other] { $count } guests
}
say-progress-playing = round { $round }, in play
say-progress-playing-of = round { $round } of { $rounds }, in play
say-progress-finished = finished after { $count ->
    [one] 1 round
   *[other] { $count } rounds
}
say-action-settings = the change of settings
say-action-arrival = { $name }'s arrival
say-action-list = the list of { $count ->
    [one] 1 guest
   *[other] { $count } guests
}
say-action-rename = renaming { $name } to { $new }
say-action-side = { $name }'s change of side
say-action-remove = taking { $name } off the list
say-action-balance = balancing the packs
say-action-card = { $name }'s card { $card }
say-action-clear-card = clearing { $name }'s card
say-action-draw = the draw for everyone
say-action-seat = the seating of the tables
say-action-result = table { $table }'s result { $ns }–{ $ew }
say-action-cut = the cut at table { $table } in round { $round }
say-action-correct = the correction of round { $round }, table { $table } to { $ns }–{ $ew }
say-action-bell-of = the bell of round { $round }
say-action-bell = the bell
say-action-start-of = the start of round { $round }
say-action-start = the start of the round
say-action-pause = pausing the clock
say-action-resume = starting the clock again
say-action-cut-prize = the cut for the { $prize ->
    [gold] gold
    [red] red
    [green] green
    [pair] pair
   *[score] score
} prize
say-action-leave = { $name }'s leaving
say-action-deal = a deal at table { $table }
say-action-drop-deal = taking back a deal at table { $table }
say-action-correct-deals = the correction of round { $round }, table { $table }'s deals
say-action-withdraw = taking { $name } out of the prize list
say-action-fill = { $name } sitting down at table { $table }, { $seat }
say-action-close-table = closing table { $table }
say-action-close-bottom = closing the bottom table
say-action-open-table = opening table { $table }
say-action-open-a-table = opening a table
say-action-swap = the swap of { $first } and { $second }
say-partner-waits = your partner's chair waits to be filled ({ $name } has left)
say-partner-same = same partner
say-partner-new = new partner { $name }
say-move-left = has left the party: no chair
say-move-wait = wait for a chair (you are on the waiting list)
say-move-sit-partner = sit down at table { $table }, { $seat } (from the waiting list), partner { $name }
say-move-sit = sit down at table { $table }, { $seat } (from the waiting list), { $partner }
say-move-stay = stay in your chair ({ $seat } at table { $table }), { $partner }
say-move-stay-table = stay at table { $table } and move to { $seat }, { $partner }
say-move-go = go to table { $table }, { $seat }, { $partner }
say-chair-empty = empty ({ $name } left)
say-waiting-line = Waiting for a chair: { $names }
say-arrival-confirmed = { $name } is on the waiting list ({ $place } waiting) and sits down at a bell, when a chair frees or a table opens.
say-mailing = ✉ Mailing the guests' evenings: { $sent } mailed{ $refused ->
    [0] {""}
   *[other] , { $refused } refused
} so far…
say-reason-out-of-paper = out of paper
say-reason-paper-low = paper low
say-reason-paper-jam = paper jam
say-reason-out-of-toner = out of toner or ink
say-reason-toner-low = toner or ink low
say-reason-door-open = a door or cover is open
say-reason-tray-missing = a paper tray is missing
say-reason-output-full = the output tray is full or missing
say-reason-unreachable = it cannot be reached (switched off or not connected?)
say-reason-paused = paused in the computer's printer settings
say-reason-queue-full = its queue is full
say-printer-message = “{ $message }”
say-print-pads = the score pads for round { $round }
say-print-document = the { $document }
say-printing-on = Printing { $what } on { $printer }…
say-printing-sent = Printing { $what } on { $printer }… sent
say-printing-done = Printing { $what } on { $printer }… printed
say-printing-waits = Printing { $what } on { $printer }… the printer says: { $says }
say-printing-given-up = Printing { $what } on { $printer }… the printer gave it up: print it again, or use the PDF
say-printing-no-news = Printing { $what } on { $printer }… sent; the printer has said nothing since
say-handed-to-system = The PDF of { $what } is saved as { $path } and handed to the computer's printing.
say-saved-instead = { $why }: saved as a PDF in { $folder }/ instead
say-saved-instead-long = { $why }. Nothing is lost: the PDF of { $what } is saved instead, as { $path }.
say-not-printed-nor-saved = { $why }, and the PDF of { $what } could not be saved either: { $save }
say-no-printer-answered = no printer answered
say-no-printer-set-up = no printer is set up on this computer
say-no-printer-called = there is no printer called “{ $name }”
say-no-default-printer = no printer is set as the default: name one of { $printers }
say-printer-stopped-says = { $name } is stopped (the printer says: { $says })
say-printer-stopped = { $name } is stopped
say-printer-not-accepting = { $name } is not taking jobs now
say-printer-refused = { $name } refused it ({ $why })
say-refusal-not-accepting = it is not taking jobs now
say-refusal-format = it does not take PDF files
say-refusal-forbidden = this user may not print there
say-refusal-password = it asks for a password
say-refusal-gone = it is not there any more
say-refusal-busy = it is busy: try again in a moment
say-refusal-other = it answered { $status }
say-unknown-printer-none = There is no printer called “{ $name }”: no printer is set up on this computer.
say-unknown-printer = There is no printer called “{ $name }”. The printers here: { $printers }.
say-printer-default = { $name } (default)
say-printer-gone-instead = The printer chosen before, “{ $chosen }”, is not there now: printing on { $printer } instead.
say-printer-gone = The printer chosen before, “{ $chosen }”, is not there now.
say-pads-wait = The score pads for round { $round } will print as soon as the printer is back (while round { $round } is on).
say-no-printers = No printer is set up on this computer. Save a PDF to print it elsewhere, or add a printer in the computer's printer settings and look again.
say-no-print-service = No print service answered at { $server } ({ $why }), so there is no printer to list. Save a PDF instead, or start the printing service (CUPS) and look again.
say-nothing-at-duplicate-bell = At a Duplicate Cinch evening the guide cards, traveller slips and pair cards serve every round: nothing new is printed at the bell.
