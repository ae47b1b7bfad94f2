# The smaller screens (issue 51): Prizes, Rules and keys, the window's questions, the Party screen's duplicate settings, member suggestions.

screen-close = Close
screen-prizes-so-far = The evening is not over: these are the prizes as they stand now.
screen-every-round = Every round and star ({ $key } finds anyone)
screen-cut-for-them = Cut for them
# A button's name for a screen reader: { $title } is the prize's ("first prize for ladies").
screen-cut-for = Cut for the { $title }
screen-real-cut = or a real cut, won by:
screen-won-cut = { $name } won the cut for the { $title }
screen-cut-waits = The { $title } waits for a cut. Press { $key } and the program cuts, or the number of whoever won a real cut: { $choices }.
screen-rules = Rules and keys
screen-rules-box = Search the rules
screen-clear = Clear
screen-rules-how = Type a word (revoke, misdeal, tie, booby…) to find what a guest is asking.
screen-rules-none = Nothing matches that.
screen-rules-program = How this program plays the evening
screen-rules-laws = The laws of Cinch (Foster, 1897)
screen-keys = Keys
screen-list-keys = In every list (documents, guests, members, seasons, names offered): { $keys }
screen-list-keys-words = ↑ ↓ a row · Page Up / Down a screenful · Home / End the ends · Enter the row · Esc back
# The keys of every list, by their names on the keyboard.
screen-list-keys-names = ↑ ↓ · Page Up / Down · Home / End · Enter · Esc
screen-round-key = Round screen: { $what }
screen-members = Members (↓ and Enter):
screen-member-tip = A member of the club
screen-no-party = No party is open
screen-no-party-how = Create a new party or open a saved one first.
screen-go-party = Go to Party
screen-cannot-open = This party cannot be opened
screen-file-unchanged = The file has not been changed.
screen-open-backup = Open the backup
screen-undo-q = Undo this?
screen-take-back = Take it back (Enter)
screen-keep-it = Keep it (Esc)
# The bell's banner, over the whole window.
screen-bell-over = The evening is over!
screen-bell-move = Everyone moves!
screen-trays-a-table = Trays a table
screen-for-example = For example, { $plan } Make the pairs on the Pairs screen.
screen-the-trays = The trays
screen-deal-trays = Deal the trays for me
screen-deal-trays-tip = The program deals every tray when the evening starts; print the hand records to make the trays up before the guests arrive
screen-two-tables = At two tables
screen-howell = The two-table Howell
screen-howell-tip = Four pairs: every pair meets every other pair once
screen-book-movement = The book's movement
screen-book-movement-tip = Foster's rule with 2 or 4 trays, the skip Mitchell with 1 or 3: each pair meets only one or two others
screen-compared-by = Compared by
screen-plus-minus = Plus and minus
screen-plus-minus-tip = Each result against the average on the same tray (Foster)
screen-matchpoints = Matchpoints
screen-matchpoints-tip = 2 for each result beaten on a tray, 1 for each tied, as a percentage (the clubs' way)
# A party offered to carry on: how far it got, then when it was saved.
screen-progress-saved = { $progress } · saved { $saved }
# A drawn card as the host reads it out: { $back } is its back's colour (red or blue).
screen-card-back = { $card }  ({ $back ->
    [red] red
   *[blue] blue
} back)
# After a number of minutes in a box ("20 min").
screen-minutes-suffix = {" "}min
