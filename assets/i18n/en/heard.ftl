# What a phone hears back when it sends something (in its own language), and what the host hears of it (in the window's).

# The host's side: a phone's request, as the window's toast and serve's line say it.
heard-sent = { $agreed ->
    [yes] { $title } sent its result from a phone, agreed by { -east-west }: { -north-south } { $ns }, { -east-west } { $ew }.
   *[no] { $title } sent its result from a phone: { -north-south } { $ns }, { -east-west } { $ew }.
}
heard-cut-won = { $sent } { $winner } won the cut.
heard-to-cut = { $sent } A tie. { $how }
heard-asked = Table { $table } sent { -north-south } { $ns }, { -east-west } { $ew }: { -east-west } are asked to agree on its phone.
heard-waits = { $agreed ->
    [yes] Table { $table } sent { -north-south } { $ns }, { -east-west } { $ew }, agreed by { -east-west }: it waits for your OK.
   *[no] Table { $table } sent { -north-south } { $ns }, { -east-west } { $ew }: it waits for your OK.
}
heard-disagreed = { $call }: { -east-west } do not agree with { -north-south } { $ns }, { -east-west } { $ew }. The table calls you; the result waits for you.
heard-call = { $call }.
heard-tray-sent = { $agreed ->
    [yes] Table { $table } sent { -tray } { $tray } from a phone, agreed by { -east-west }: { $outcome }.
   *[no] Table { $table } sent { -tray } { $tray } from a phone: { $outcome }.
}
heard-tray-asked = Table { $table } sent { -tray } { $tray } from a phone: { -east-west } are asked to agree.
heard-tray-disagreed = { $call }: { -east-west } do not agree with { -tray } { $tray } ({ $outcome }). Enter the { -tray } at the desk once it is settled.
heard-mail-address = { $name } gave their address at the door, to be mailed their evening.
heard-result-not-saved = Table { $table }'s result from its phone could not be saved, so it was not taken (the phone was told to send it again): { $error }
heard-phone-not-saved = Table { $table }'s phone could not be heard because the party could not be saved (the phone was told to send again): { $error }
heard-tray-answer-not-saved = Table { $table }'s answer for { -tray } { $tray } could not be saved (the phone was told to send it again): { $error }
heard-tray-not-saved = Table { $table }'s { -tray } { $tray } from its phone could not be saved, so it was not taken (the phone was told to send it again): { $error }
heard-check-in-not-saved = A guest's check-in at the door could not be saved: { $error }

# The phone's side: what it hears back.
heard-not-saved = The host's laptop could not save it: send again in a moment. Your pad is kept here.
heard-already-reported = Table { $table } has already reported: { -north-south } { $ns }, { -east-west } { $ew }. If that is wrong, ask the host to correct it.
heard-already-cut = Table { $table }'s tie is already cut. If that is wrong, ask the host to correct it.
heard-already-cut-by = Table { $table }'s tie is already cut. { $winner } won it. If that is wrong, ask the host to correct it.
heard-not-a-side = "{ $side }" is not a side: send "lady" or "gentleman".
heard-known-by-both = { $name } is already on tonight's list (the club knows them by both names).
heard-checked-in = Thank you, { $name }: the host lets you in in a moment. Then "Where do I sit?" shows your table.
heard-already-in = { $name } is already on tonight's list: the host has let you in. "Where do I sit?" shows your table once the tables are drawn.
heard-mail-no-consent = Nothing was kept: tick "Mail me my evening" to have it mailed to you.
heard-mail-cannot-keep = The host's laptop could not keep it ({ $error }): ask the host.
heard-mail-host-has = The host already has an address for { $name }: ask the host to change it.
heard-mail-club-has = The club already has an address for { $name }: ask the host to change it.
heard-mail-thanks = { $over ->
    [yes] Thank you, { $name }: your own evening will be mailed to { $address } when the host sends the evenings.
   *[no] Thank you, { $name }: your own evening will be mailed to { $address } after the last { -bell }.
}
heard-mail-no-guest = No guest of tonight's party is called { $name }: check the spelling, or ask the host.
heard-mail-many = More than one guest has that name: type your whole name.
heard-pair-unknown = This { -pair } is not known to the host.
heard-duplicate-party = This is a Duplicate { -cinch } party: send each { -tray }'s result on its own (reload the page).
heard-no-screens = The guests' screens are not shown here.
heard-over = The evening is over: no more results.
heard-not-seated = Play has not started yet: the tables are not seated.
heard-not-started = Play has not started yet.
heard-table-not-playing = Table { $table } does not play this round.
heard-only-tie-cut = Only a tie is cut: these scores are not level.
heard-result-already = This result was already with the host.
heard-pad-not-complete = A pad is sent when its four deals are played; this one has { $played }.
heard-deals-already = These deals were already with the host.
heard-host-began-pad = The host has begun this table's pad with other deals ({ $count } so far): ask the host to finish it, or to take those deals back.
heard-already-waits = { $asked ->
    [yes] This result already waits for { -east-west } to agree.
   *[no] This result already waits for the host's OK.
}
heard-another-phone = { $asked ->
    [yes] Another phone has already sent this table's result ({ -north-south } { $ns }, { -east-west } { $ew }); it waits for { -east-west } to agree on the phone that sent it.
   *[no] Another phone has already sent this table's result ({ -north-south } { $ns }, { -east-west } { $ew }); it waits for the host's OK.
}
heard-nothing-waits-recorded = This table's result is already recorded: nothing waits for { -east-west }.
heard-nothing-waits = Nothing waits for { -east-west } to agree: the result was not sent, or the host has settled it.
heard-put-to-ew = The result put to { -east-west } is { -north-south } { $ns }, { -east-west } { $ew }: look again and answer that.
heard-call-shown = The host's laptop already shows your call.
heard-pair-no-table = Your { -pair } sits at no table now: find the host.
heard-sits-out = Table { $table } sits out this round: it has no trays to report.
heard-tray-not-here = Tray { $tray } is not played at table { $table } this round: its trays are { $trays }.
heard-tray-already = Tray { $tray } was already with the host.
heard-tray-recorded = Tray { $tray } at table { $table } is already recorded ({ $outcome }). If that is wrong, ask the host to correct it.
heard-which-tray = Say which { -tray } { -east-west } answer for.
heard-tray-not-asked = Tray { $tray } is not waiting for { -east-west } to agree.
heard-tray-waits = Tray { $tray } already waits for { -east-west } to agree on this phone.
heard-not-duplicate = This party is not a Duplicate { -cinch } one: there are no trays.
heard-tray-fault = Tray { $tray }: { $why }

# The host's side: the phones' server and its links.
heard-no-network = This computer does not seem to be on a network, so the phones cannot reach it. Join the party's Wi-Fi (or start a hotspot), then turn the phones off and on again.

# The phone's side: a request the host's laptop could not read.
heard-not-a-chair = "{ $chair }" is not a chair: north, east, south or west.
heard-no-bid = A bidder needs a bid.
heard-no-bidder = A bid needs a bidder.
heard-not-a-revoke = "{ $side }" is not a side: a revoke is "ns" or "ew".
heard-tray-misdeal = A { -tray } is dealt before play and cannot be misdealt.
heard-too-many-deals = That is more deals than a round has.
heard-deal-fault = Deal { $number }: { $why }
heard-not-json = The request is not understood: its body is not JSON.
heard-not-an-object = The request is not understood: send a JSON object.
heard-unknown-field = The request is not understood: "{ $field }" is not something this address takes.
heard-field-twice = The request is not understood: "{ $field }" is sent twice.
heard-field-missing = The request is not understood: "{ $field }" is missing.
heard-wrong-kind = The request is not understood: "{ $field }" is of the wrong kind (the round, the tray, the bid and the points are whole numbers; a bidder is a chair; a yes or no is true or false).
heard-not-played-with-deal = Tray { $tray }: a { -tray } not played has no bidder, bid or points. Send either "not played" or the deal.

# The phone's side: refusals made before the host's laptop is asked.
heard-two-hosts = The request names two hosts: send one Host header.
heard-foreign-host = This address is not the host's laptop: open the link the host gave you (its numbers, or this computer's name).
heard-wrong-method = That address does not take this kind of request.
heard-too-slow = The request came too slowly and was given up.
heard-too-large = The request is too large.
heard-send-json = Send JSON, with Content-Type: application/json.
heard-not-understood = The request is not understood.
heard-no-such-address = The host's laptop has no such address.
heard-send-utf8 = Send the JSON in UTF-8 (charset=utf-8, or none).
heard-no-compression = Send the body as it is: compressed bodies (Content-Encoding) are not taken.
heard-too-large-at-most = The request is too large (at most { $bytes } bytes).
heard-too-slow-again = The request came too slowly and was given up: send it again.
heard-body-broken = The request's body is broken (cut short, or badly chunked): send it again.
heard-party-closed = The host has closed the party.
heard-no-answer = The host's laptop did not answer in time. Try again in a moment.
heard-headers-too-large = The request's headers are too large.
heard-address-too-long = The address asked for is too long.
heard-malformed = The request is not understood: its first line or its headers are malformed.
heard-too-many-connections = The host's laptop is answering too many connections: try again in a moment.

# The host's side: the phones' server.
heard-port-taken = Port { $port } is taken by another program (perhaps another cinch-party). Choose another port, such as { $other }.
heard-port-refused = The system does not let cinch-party use port { $port }. Choose a port above 1024, such as { $default }.
heard-not-this-computer = That network address is not this computer's.
heard-server-failed = The phones' server could not start on port { $port }: { $why }.
heard-links-unreadable = The tables' links kept in { $path } could not be read; new links were made (print the table cards again).
heard-server-system = The phones' server could not start: { $why }.

# The host's side: the window's phones.
heard-phones-off = The phones at the tables are off.
heard-new-links = Every table has a new link; the old ones no longer work. Print the table cards again.
heard-accepted = Table { $table }'s result from its phone is in.
heard-turned-down = Table { $table }'s result was turned down; its phone may send again.
heard-on-the-way = Table { $table }'s phone now says you are on the way.
heard-nobody-calling = No table is calling the host.
heard-nobody-at-the-door = Nobody is waiting at the door.
heard-let-in = { $name } is on the list.
heard-turned-away = { $name } was turned away at the door.
heard-all-let-in = { $count ->
    [one] { $count } guest let in from the door.
   *[other] { $count } guests let in from the door.
}
heard-open-a-party = Open a party first: the phones serve the party that is open.
heard-phones-on = The phones at the tables are on at { $address }. Each table's link and QR code are on the Phones screen.
