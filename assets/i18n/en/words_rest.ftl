# The words module's own sentences, the rest (issue 51): the phones' pages and the desk's words about them, the season, a duplicate evening, the ties.

tell-phone-score = { -north-south } { $ns }, { -east-west } { $ew }
tell-heard = Table { $table }: { $score }, { $outcome }; { $count ->
    [0] every table has reported
    [one] 1 table to report
   *[other] { $count } tables to report
}.
tell-heard-unreported = no result, a cut decided
tell-heard-win = { $side } win
tell-heard-tie-won = a tie, { $side } won the cut
tell-heard-tie = a tie: the { $cutters } cut
tell-headline-setup = Play has not started yet.
tell-headline-round = Round { $round }
tell-headline-round-of = Round { $round } of { $of }
tell-headline-over = The evening is over.
# A place: { $suffix } is st, nd, rd or th, by the number's last digits in English.
tell-ordinal = { $suffix ->
    [st] { $n }st
    [nd] { $n }nd
    [rd] { $n }rd
   *[th] { $n }th
}
tell-trays-dealt = The trays are dealt: print the hand records and make the trays up from them.
tell-phone-waiting = Sent: { $score }. Waiting for the host's OK.
tell-pending-asked = Sent. It counts when { -east-west } agree, below.
tell-pending-agreed = Agreed by { -east-west }: { $score }. Waiting for the host's OK.
tell-pending-disputed = { -east-west } do not agree with { $score }. The host is called to settle it: play nothing more until the host comes.
tell-at-the-door = { $waiting ->
    [0] { $name } is at the door: let them in on the Guests screen.
    [1] { $name } is at the door: let them in on the Guests screen.
   *[other] { $name } is at the door ({ $waiting } waiting): let them in on the Guests screen.
}
tell-door-waiting = { $name }, you are at the door: the host lets you in in a moment.
tell-door-let-in = Welcome, { $name }: the host has let you in. "Where do I sit?" shows your table once the tables are drawn.
tell-door-turned-away = The host could not let you in with this name: please see the host.
tell-waiting-at-the-door = { $count ->
    [one] 1 guest waiting at the door
   *[other] { $count } guests waiting at the door
}
tell-pending-for-ok = waits for your OK
tell-pending-for-asked = { -east-west } are asked to agree; your OK counts it now
tell-pending-for-agreed = agreed by { -east-west }; waits for your OK
tell-pending-for-disputed = { -east-west } do not agree: settle it at the table
tell-held-set-aside = Table { $table }'s result from its phone ({ $ns }–{ $ew }) is set aside: yours counts.
tell-phone-turned-down = The host turned down the result this phone sent: agree on it at the table, then send it again.
tell-agree-question = { -east-west }: do you agree? { $score }
tell-agree-question-cut = { -east-west }: do you agree? { $score }, a tie: { $name } won the cut
tell-call-answered = The host has seen your call and is on the way.
tell-call-calling = You have called the host. The host's laptop shows your call.
tell-laptop-may-sleep = This laptop may dim or sleep during the rounds: set its power settings so that it stays on
tell-cannot-keep-awake = The desktop did not let cinch-party keep the screen on: { $why }
tell-desk-call = Table { $table } calls the host
tell-desk-call-disputed = Table { $table } calls the host: { -east-west } do not agree with the result
tell-thanks = Thank you for playing!
tell-phone-over = The evening is over. { tell-thanks }
tell-source-sent = Sent from { $from }.
tell-source-host = Entered by the host.
tell-source-corrected = { $from } Corrected by the host since.
tell-source-corrected-why = { $from } Corrected by the host since: { $reasons }.
tell-cut-won = { $winner } won the cut.
tell-cut-won-cards = { $winner } won the cut ({ $cards }).
tell-cut-then = { $first }; then { $next }
tell-phones-back-on = The phones at the tables are back on at { $address }, as they were when this party was last open: the printed table cards and QR codes work as before.
tell-phones-port-taken = The phones at the tables were on at port { $port } when this party was last open, and the table cards and QR codes point there, but they cannot come back on: { $why } Trying again every { $seconds } seconds. (Turning them on at another port on the Phones screen works too; then print the table cards again.)
tell-last-round-sat-out = The evening is over. This table sat out the last round (it passed { $trays } on unplayed): nothing more to play or send.
tell-last-round = The evening is over. This table's last round was { $trays }: nothing more to play or send.
tell-round-not-begun = Round { $sent } has not begun: this is round { $now } now. Reload the page.
tell-round-moved-on = The round has moved on: this is round { $now } now, not round { $sent }. Reload the page.
tell-action-hold = table { $table }'s result from its phone, held for your OK
tell-action-accept = recording table { $table }'s result from its phone
tell-action-ask = table { $table }'s result from its phone, put to { -east-west }
tell-action-agree = { -east-west }'s agreement at table { $table }
tell-action-disagree = { -east-west }'s disagreement at table { $table }
tell-action-call = table { $table }'s call for the host
tell-action-answer = answering table { $table }'s call
tell-action-at-door = { $name } checking in at the door
tell-action-ask-tray = tray { $tray }'s result from table { $table }'s phone, put to { -east-west }
tell-action-agree-tray = { -east-west }'s agreement to tray { $tray } at table { $table }
tell-action-disagree-tray = { -east-west }'s disagreement with tray { $tray } at table { $table }
tell-action-let-in = letting { $name } in
tell-action-turn-away = turning { $name } away at the door
tell-action-turn-down = turning down table { $table }'s result from its phone
tell-action-pairs = the list of { $count ->
    [one] 1 pair
   *[other] { $count } pairs
}
tell-action-deal-trays = the program's deal of the trays
tell-action-start-duplicate = the start of the duplicate evening
tell-action-tray-result = tray { $tray }'s result at table { $table }
tell-action-correct-tray = the correction of tray { $tray } at table { $table } in round { $round }
tell-action-cut-duplicate = the cut for first place among the { $group } pairs

## The season
tell-side-not-said = side not said
tell-season-clash = { $spelling } is joined to { $member }, but both played { $evening }: one person cannot sit twice in one evening, so { $spelling } counts apart there. If they are two people, take { $spelling } from { $member }'s other spellings (✕).
tell-put-back-as-read = Put back the list as last read
tell-put-back-backup = Put back the previous version
tell-unusable-kept = { $problem } The { $count ->
    [one] 1 member
   *[other] { $count } members
} shown here are the list as it was read before; nothing can be changed, printed or exported from it until the file is mended.
tell-unusable-none = { $problem } Nothing can be printed or exported from the season until it is mended.
tell-unusable-as-read = { $words } "{ tell-put-back-as-read }" writes the list shown ({ $count ->
    [one] 1 member
   *[other] { $count } members
}) back as members.ron and keeps the damaged file aside: nothing saved before the damage is lost.
tell-unusable-backup = { $words } Its previous version is kept as members.ron.bak: "{ tell-put-back-backup }" (or `cinch-party restore members.ron`) puts it back and keeps the damaged file aside. It is one save older than the damaged file: the last change saved before the damage is lost, and must be made again.
tell-unusable-backup-count = { $words } Its previous version is kept as members.ron.bak ({ $count ->
    [one] 1 member
   *[other] { $count } members
}): "{ tell-put-back-backup }" (or `cinch-party restore members.ron`) puts it back and keeps the damaged file aside. It is one save older than the damaged file: the last change saved before the damage is lost, and must be made again.
tell-members-damaged = ⚠ members.ron damaged
tell-season-output-refused = The { $what } was not made: members.ron cannot be used, so the ladders would count the members wrongly (a member's other spellings as other people). Mend the member list first (Season screen, at the top).
tell-season-prizes-heading = Prizes, all evenings
tell-best = { $best ->
    [0] every evening counts
    [1] only the best evening counts
   *[other] the best { $best } evenings count
}
tell-min-evenings = { $count ->
    [one] 1 evening
   *[other] { $count } evenings
} to be placed
tell-change-season-made = the season { $season } made
tell-change-evening-added = { $title } added to { $season }
tell-change-evening-taken-out = { $title } taken out of { $season }
tell-change-in-season = { $what } in { $season }
tell-change-member-added = { $name } made a member
tell-change-renamed = { $old } renamed { $new }
tell-change-side = { $name }'s side set to { $side }
tell-change-joined = { $spelling } joined to { $member }
tell-change-unjoined = { $spelling } taken from { $member }
tell-change-member-removed = { $name } taken off the member list
tell-change-address-mailed = { $name }'s mail address kept, their evenings mailed
tell-change-address = { $name }'s mail address kept, not mailed
tell-change-address-forgotten = { $name }'s mail address forgotten
tell-change-new-names-join = new names join the list when a party starts
tell-change-new-names-off = new names stay off the list
tell-change-new-names-joined = { $count ->
    [one] 1 new name
   *[other] { $count } new names
} joined the member list
tell-club-undo-hint = { $key } on the Season screen takes back the season's last change: { $what }.
tell-club-undo-nothing = Nothing to take back in the season. { $key } on the party's screens takes back the party's own actions.
tell-club-undo-line = Undo in the season: { $what }
tell-season-winners = Winners
tell-season-leading = Leading so far
tell-evening-keys-wait = { $key } changes the evening, and the Season screen's keys leave it alone: { $round } goes to the Round screen, where { $key } works.
tell-no-finished-evening = No finished evening yet: the ladders fill as evenings are added.
tell-only-score-card-evenings = The finished evenings so far were scored by score cards: they give each player a place (in their evenings, and the evenings CSV), not the stars or matchpoints a ladder counts.

## A duplicate evening
tell-latecomer-setup = Duplicate Cinch is played in pairs: add a latecomer with a partner on the Pairs screen (two names on a line), or pair them with a guest already listed.
tell-latecomer-playing = Duplicate Cinch is under way: every pair's tables and trays are fixed for the evening, so a latecomer cannot join the movement. They can sit in for a player who has to leave: the pair plays on under its number, with its results.
tell-evening-length = { $hours ->
    [0] about { $minutes } min
   *[other] { $minutes ->
        [0] about { $hours } h
       *[other] about { $hours } h { $minutes } min
    }
}
tell-not-played = not played
tell-all-passed = all passed
tell-bid-made = { $seat } bid { $amount } and made it
tell-bid-failed = { $seat } bid { $amount } and failed
tell-revoked = { $contract }, { $side } revoked
tell-points-ns = { -ns } { $points }
tell-points-ew = { -ew } { $points }
# { $note }: phantom, howell, foster, skip or none.
tell-plan = { $pairs } pairs at { $tables ->
    [one] 1 table
   *[other] { $tables } tables
}{ $note ->
    [phantom] { " " }({ -east-west } has a phantom: each { -north-south } pair sits out one round)
    [howell] { " " }(the two-table Howell: every pair meets every other pair)
    [foster] { " " }(the book's movement, Foster's rule: each pair meets only the two pairs of the other direction)
    [skip] { " " }(the book's movement, the skip Mitchell: each pair meets one adversary all evening)
   *[none] {""}
}; { $trays ->
    [one] 1 tray
   *[other] { $trays } trays
}: { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} of { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
}, { $length } at 5 minutes a hand.
tell-ew-move-skip = { -east-west } pairs move up TWO tables this time (half-way: the skip), the last ones round to the first:
tell-ew-move = { -east-west } pairs move up one table, the last one to table 1:
tell-trays-move-foster = Trays: each { -ew } pair takes the trays it just played with it and puts them under the trays at its next table:
tell-trays-move = Trays go down one table, table 1's to the last table:
tell-sitting-out-pair = The { -ns } pair at table { $table } (sitting out)
tell-trays-carried = { $who } takes { $trays } from table { $from } to table { $to } and puts { $count ->
    [one] it
   *[other] them
} under.
tell-trays-carried-waiting = { $who } takes { $trays } from table { $from } to table { $to } and puts { $count ->
    [one] it
   *[other] them
} under; { $waiting } { $staying ->
    [one] stays
   *[other] stay
} at table { $from }.
tell-trays-go = { $trays } { $count ->
    [one] goes
   *[other] go
} from table { $from } to table { $to }.
tell-trays-in = { $recorded } of { $due ->
    [one] 1 tray
   *[other] { $due } trays
} in
tell-standings-after-last-round = The standings come after the last round
tell-no-hand-given-away = Until then no tray's result is shown: other tables still have it to play.
tell-not-for-the-room = For your eyes only: the room sees no standings, scores or travellers until the last round is over ({ $trays }).
tell-paper-waits = The { $what } is printed once the last round is over: until then no tray's result may reach the room, as other tables still have it to play ({ $trays }).
tell-own-tray = Round { $round }, tray { $tray }: { $outcome } — your result { $result }
tell-own-trays-none = No results for your pair yet.
tell-own-trays = Your { $count ->
    [one] 1 tray
   *[other] { $count } trays
} so far, below. How they compare with the other pairs is shown after the last round: other tables still have them to play.

## How far an evening is
tell-top-winner = Winner
tell-top-leading = Leading
tell-leaders-winners = Winners
tell-leaders-after-of = Leaders after { $ended } of { $count ->
    [one] 1 round
   *[other] { $count } rounds
}
tell-leaders-after = Leaders after { $count ->
    [one] 1 round
   *[other] { $count } rounds
}
# { $foster } is yes under Foster's rule.
tell-trays-part-round = { $now } of the { $all } trays at each table this round{ $foster ->
    [yes] { " " }(Foster's rule)
   *[no] {""}
}
tell-trays-round = { $count ->
    [one] 1 tray
   *[other] { $count } trays
} at each table this round{ $foster ->
    [yes] { " " }(Foster's rule)
   *[no] {""}
}
tell-evening-not-this-partys = The evening shown is not this party's: open it again.

## The Round screen's chairs and boxes
tell-chairs-hold = round { $round }'s empty chairs ({ $tables }) are not settled yet: settle them first, above (Esc, then F, takes the program's proposal)
tell-score-kept = Table { $table }'s score is kept in its boxes: { $why }. Then press Enter again.
tell-round-started-by-result = Round { $round } had not been started: its clock started with this first result (the tables are plainly playing).
tell-type-score-first = Table { $table }: type { -north-south }'s score first, then Tab and { -east-west }'s.
tell-go-to-table-how = Go to table: type a table's number (1 to { $last }), then Enter.
tell-no-such-table = There is no table { $typed } this round: the tables are 1 to { $last }.
tell-going-to-table = Go to table { $shown } — type its number, Enter goes, Esc stays here

## The mail server's password
tell-password-in-keyring = The password is kept in this computer's keyring, for this server and user name.
tell-password-forgotten = The password is forgotten, here and in this computer's keyring.
tell-password-where = Kept in this computer's keyring (Keychain, Credential Manager, GNOME Keyring or KWallet) where there is one; otherwise in memory until the window closes. Never written to a file.
tell-password-kept-keyring = kept in the keyring
tell-password-kept-run = for this run only
tell-password-for-this-run = The password is kept only until the window closes, never written down: { $why }. You will be asked for it again next time.

## The Guests screen's name box
tell-no-guest-matches = No guest matches “{ $typed }”.
tell-guests-matching = { $count ->
    [one] 1 guest
   *[other] { $count } guests
} matching “{ $typed }” (the name box finds as you type):
tell-and-more = { $list } and { $more } more
tell-already-here = Already here: { $list }. Enter adds “{ $typed }” as another guest.

## Ties and cuts
tell-tie-keys = A tie! The { $cutters } cut: press C, N or E.
tell-tie-how = A tie: the two { $cutters } cut, Ace high.
tell-program-cuts-for = The program cuts for the two { $cutters } and shows both cards
tell-real-cut-won-by = A real cut: the { $pair } { $cutter } drew the higher card
tell-open-table-for = For the two { $ladies } and two { $gentlemen } waiting longest
tell-ring-anyway-cuts = the two { $cutters }' cards
tell-phone-tie = The two { $cutters } cut; the higher card wins for { $open ->
    [yes] their
   *[no] her
} side (ace high).
tell-phone-cut-winner = { $pair }'s { $cutter }

## The move list after a duplicate bell
tell-pair-goes = { $pair } goes from table { $from } to table { $to }.
tell-sits-out-next = { $pair } sits out round { $round } (it meets the phantom); its trays still move on.
tell-sitting-out-next = Sitting out next:
tell-howell-last = That was the last round: every pair has met every other pair.
tell-pair-move = { $move }.
tell-table-starts = table { $table } starts with { $trays }
tell-howell-pairs = The pairs change places (the two-table Howell):
tell-howell-trays = Trays: this round's trays are done (played at both tables).
tell-howell-round = Round { $round } plays { $trays }: { $starts }, and the tables exchange them half-way.
tell-seat-words = table { $table }, { $side }
tell-howell-exchange = After { $first }, exchange trays with table { $with } now, then play { $then }.
tell-pair-stays = { $pair } stays at { $seat }
tell-pair-stays-sits = { $pair } stays at table { $table } and sits { $side }
tell-pair-goes-to = { $pair } goes from table { $table } to { $seat }
