# The window's commands (issue 51): each one's name on its button, tab or menu entry
# (command-label), and what it does, for its tooltip and the Rules screen (command-about).

command-label = { $command ->
    [show-party] Party
    [show-guests] Guests
    [show-draw] Draw
    [show-round] Round
    [show-standings] Standings
    [show-prizes] Prizes
    [show-display] Display
    [show-print] Print
    [show-phones] Phones
    [show-rules] Rules
    [show-season] Season
    [undo] Undo
    [redo] Redo
    [ring-bell] 🔔 Ring the bell
    [ring-anyway] Ring anyway…
    [start-round] ▶ Start the round
    [pause-clock] Pause or resume the clock
    [frame-times] Frame times
    [next-language] Next language
    [arrive-late] Arrives late…
    [find-guest] Find a guest…
    [correct-past] Correct a past result…
    [open-dialog] Open a party…
    [save-copy-dialog] Save a copy as…
    [guest-display-window] Open or close the guest display
    [draw-for-everyone] Draw for everyone
    [seat-tables] Seat the tables
    [pairs-next] Add the pairs, or start the evening
    [end-with-this-bell] End the evening with this bell
    [reveal-next-prize] Reveal the next prize
    [preview-zoom-in] Larger page
    [preview-zoom-out] Smaller page
    [preview-fit] Whole page
    [preview-next-page] Next page
    [preview-previous-page] Page before
    [preview-first-page] First page
    [preview-last-page] Last page
    [cut-prize] The program cuts
    [cut-prize-won-by] Won a real cut
    [take-proposal] Take the proposal
    [guest-rename] Rename
    [member-rename] Rename
    [guest-side] Change side
    [guest-remove] Remove
    [member-remove] Remove
    [guest-leaves] Leaves
    [guest-out-of-prizes] Out of the prizes
    [guest-swap] Swap chairs
    [season-pick] Seasons
    [season-add-evening] Add an evening
    [season-ladder] Ladder
    [season-members] Members
    [season-names] Names to join
    [member-side] Side
    [join-to-closest] Join
    [new-member] New member
    [print-now] Print
    [mail-evenings] Mail each guest their evening
    [answer-call] On my way
    [door-let-in] Let in
    [door-let-all-in] Let everyone in
   *[door-turn-away] Turn away
}
command-about = { $command ->
    [show-party] New party, open a party, the settings
    [show-guests] The guest list: arrivals, names, sides
    [show-draw] The black cards and the table plan
    [show-round] The tables of the round: enter the results
    [show-standings] Stars per guest, and every round's results
    [show-prizes] The prizes as they stand, with their tie-breaks
    [show-display] The guest display and the prize ceremony
    [show-print] Table cards, score pads, star cards, the tally and the results as PDF; exports for a spreadsheet
    [show-phones] Phones at the tables: each table's link and QR code, results waiting for your OK
    [show-rules] How this program plays, the laws of Cinch, and the keys
    [show-season] The club's season: the members, and the ladders across its evenings
    [undo] Take back the party's last action (on the Season screen: the season's or the members' last change)
    [redo] Put back what was taken back (the party's, or the season's)
    [ring-bell] Everyone moves (only when every table has reported)
    [ring-anyway] Ring before every table has reported: asks first, then cuts for the missing ones
    [start-round] Start the round and its clock, once the guests are at their tables
    [pause-clock] Stop the round clock, or start it again
    [frame-times] Show how long each frame of the window takes to draw
    [next-language] The window's language: the next of the program's languages, at once and remembered (as on the Party screen)
    [arrive-late] A guest arrives late: they join the waiting list
    [find-guest] A guest's evening: every round, every star, and the prizes
    [correct-past] Type the round and the table (2 3), Enter, then the two scores as on the Round screen
    [open-dialog] Choose a party file anywhere, in the computer's own dialog
    [save-copy-dialog] A copy of the party's file where you choose (a USB stick, another folder)
    [guest-display-window] The guest display's window for the TV or projector, opened or closed from any screen
    [draw-for-everyone] Draw screen: the program shuffles and deals every guest a black card
    [seat-tables] Draw screen: seat the tables by the cards drawn
    [pairs-next] Pairs screen: add the pairs typed in the box; with none typed, start the evening
    [end-with-this-bell] Round screen: the next bell ends the evening (press again to carry on)
    [reveal-next-prize] Display screen: put the next prize on the guest display (while no box has the keys)
    [preview-zoom-in] Print screen: zoom the page in
    [preview-zoom-out] Print screen: zoom the page out
    [preview-fit] Print screen: fit the whole page in view
    [preview-next-page] Print screen: the preview's next page
    [preview-previous-page] Print screen: the preview's page before
    [preview-first-page] Print screen: the preview's first page
    [preview-last-page] Print screen: the preview's last page
    [cut-prize] Prizes screen: a tie waiting for its cut: the program cuts
    [cut-prize-won-by] Prizes screen: a tie waiting for its cut: the guest of that number (as listed) won a real cut
    [take-proposal] After a bell: the chairs to settle as the program proposes
    [guest-rename] Guests screen, a guest picked (↓): rename them
    [member-rename] Season screen, a member picked: rename them
    [guest-side] Guests screen, a guest picked: the other side (before the draw)
    [guest-remove] Guests screen, a guest picked: take them off the list (before the draw; asks first)
    [member-remove] Season screen, a member picked: off the list
    [guest-leaves] Guests screen, a guest picked: they leave at the next bell (asks first)
    [guest-out-of-prizes] Guests screen, a guest picked who leaves: out of the prizes (asks first)
    [guest-swap] Guests screen, a guest picked: swap chairs, then pick the other guest (S)
    [season-pick] Season screen: pick a season (↑ ↓, Enter)
    [season-add-evening] Season screen: add a finished party, newest first (↑ ↓, Enter)
    [season-ladder] Season screen: the ladder; Enter shows a member's season
    [season-members] Season screen: the member list
    [season-names] Season screen: the names that match no member
    [member-side] Season screen, a member picked: the side they usually play (lady, gentleman, not said)
    [join-to-closest] Season screen, a name picked: it is the member offered with that number (1 to 3)
    [new-member] Season screen, a name picked: make it a member
    [print-now] Print screen: send the document chosen straight to the printer chosen
    [mail-evenings] Print screen, the evening over: mail each guest who asked for it their own evening
    [answer-call] A table called the host: answer the first call, and its phone says you are on the way
    [door-let-in] Let in the first guest who checked in at the door
    [door-let-all-in] Let in everyone who checked in at the door
   *[door-turn-away] Turn away the first guest waiting at the door
}
# The bell button when the next bell ends the evening.
ring-last-bell = 🔔 Ring the last bell
# The Draw tab at a duplicate evening, which makes pairs.
tab-pairs = Pairs

# A key's name as this language's keyboards print it: { $key } is egui's name for it
# (Ctrl, Shift, PageUp, Home, End, Delete, Esc, …); any other key keeps its own.
key-name = { $key ->
    [Escape] Esc
    [PageUp] Page Up
    [PageDown] Page Down
   *[other] { $key }
}
