# The Guests screen (issue 51): adding guests, the door, the list and its keys, a guest's evening.

roster-all-side = { $open ->
    [yes] { $side ->
        [lady] all red-pack guests
       *[gentleman] all blue-pack guests
    }
   *[no] { $side ->
        [lady] all ladies
       *[gentleman] all gentlemen
    }
}
roster-let-in = Let in { $name }
roster-turn-away = Turn away { $name }
roster-door-more = … and { $count } more after them.
roster-arrives-late = A guest arrives late
roster-add-one = Add a guest
roster-join-waiting = They join the waiting list, and sit down when a chair frees or a table opens.
roster-paste = Paste a list
roster-paste-how = One name per line; a guest's address may follow, as Zoë Ångström <zoe@example.org>.
roster-list-box = List of names
roster-add-these = Add these guests
roster-name = Name
roster-name-box = Guest name
roster-add = Add
# After the counts of the two sides: those who have gone home.
roster-gone = { $count ->
    [one] { $count } guest has left
   *[other] { $count } guests have left
}
roster-nobody-waits = nobody waits
# { $who } is a count of one side ("2 ladies"); { $count } is how many.
roster-would-wait = { $count ->
   *[other] { $who } would wait
}
roster-both-would-wait = { $first } and { $second } would wait
roster-can-fill = { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
} can be filled; { $waiting }.
roster-balance = Balance the packs
roster-go-draw = Go to the draw
roster-nobody-waiting = Nobody is waiting.
roster-waiting = Waiting: { $ladies } and { $gentlemen }
roster-arrival-order = In order of arrival: { $names }
roster-rename = Rename
# The row's menu: the guest moves to the other side, { $side } (lady or gentleman).
roster-make-side = { $open ->
    [yes] { $side ->
        [lady] Make red-pack guest
       *[gentleman] Make blue-pack guest
    }
   *[no] { $side ->
        [lady] Make lady
       *[gentleman] Make gentleman
    }
}
roster-remove = Remove from the list…
roster-leave = Leaves at the next bell…
roster-out = Out of the prizes…
roster-swap-with = Swap chairs with { $name }
roster-swap-with-whom = Swap chairs with…
roster-leave-now-q = { $name } leaves the waiting list now?
roster-leave-now = They have no chair to fill, so they go at once. { $undo } takes it back.
roster-remove-q = Remove { $name } from the list?
roster-remove-detail = They are not drawn for a table. { $undo } puts them back.
roster-leave-q = { $name } leaves at the next bell?
roster-leave-detail = They play out this round; at the bell their chair goes to a waiting guest (or the bottom table closes). Their stars stay in the record. { $undo } takes it back.
roster-out-q = Take { $name } out of the prizes?
roster-out-detail = Their stars stay in the record and the report; the prizes go to others. { $undo } takes it back.
roster-keys-none = ↓ from the name box picks a guest; then a letter acts on them.
roster-keys-another = ↑ ↓ another guest
# The keys' line: each after its key.
roster-key-rename = rename
roster-key-side = change side
roster-key-remove = remove
roster-key-leaves = leaves
roster-key-out = out of the prizes
roster-key-swap = swap
roster-keys-back = Esc back to the name box
roster-yes = Yes (Enter)
roster-no = No (Esc)
roster-swap-whom = Swap { $name } with whom? Pick another guest of the same side (S).
roster-swap-cancel = Cancel the swap
# A guest's row: their side, then where they are.
roster-has-left = { $side } · has left
roster-waiting-row = { $side } · waiting
roster-at-table = table { $table } { $chair }
roster-leaving = leaving
roster-out-row = out of prizes
roster-rename-box = New name for { $name }
roster-menu = What to do with { $name }
roster-menu-tip = What can be done (or pick the row and press its letter)
roster-find = Find a guest
roster-find-box = Guest to find
roster-find-how = Type a few letters of a name; ↑ ↓ choose, Enter shows the evening.
roster-find-none = Nobody of that name.
roster-find-more = … and { $count } more: type more of the name.
roster-prizes = The prizes
roster-out-of-prizes = Out of the prizes: the stars stay in the record.
roster-show-display = Show on the guest display
roster-find-another = Find another guest
# The columns of a guest's evening.
roster-col-round = Round
roster-col-star = Star
roster-col-so-far = So far
roster-tally = { $gold } gold, { $red } red, { $green } green
roster-not-in-pair = Not in a pair: make the pairs on the Pairs screen.
roster-no-place = no place yet
# { $group } is the pairs ranked together: ns, ew, or all (one ranking).
roster-place = place { $place } of the { $group ->
    [ns] { -north-south } pairs
    [ew] { -east-west } pairs
   *[all] pairs
}
roster-pair-line = { $score }, { $place }, { $trays ->
    [one] { $trays } tray
   *[other] { $trays } trays
}
roster-find-pair = Find another pair or guest
roster-sat-out = sat out (no opponents)
roster-pair-round = Round { $round }, table { $table }: against { $against }
roster-tray = Tray { $tray }:
roster-elsewhere-table = table { $table } { $result }
roster-elsewhere = elsewhere: { $tables }
