# The window's Season screen (issue 51): the seasons, their evenings, the ladders, a member's season and the member list.

desk-season-reading = Reading the season's evenings…
desk-season-pick-or-make = Pick a season, or make one: then add its evenings.
desk-season-new = New season:
desk-season-new-box = New season's name
desk-season-make = Make a new season
desk-season-its-evenings = { $season }: its evenings
desk-season-no-evenings = No evenings yet: add the finished parties below (A).
desk-season-take-out = Take out
desk-season-take-out-tip = Take this evening out of the season (its file stays)
desk-season-add-evening = Add an evening
desk-season-reading-saves = Reading the saves folder…
desk-season-none-to-add = No finished party in the saves folder is left to add.
desk-season-add-tip = Add to the season
desk-season-table-pdf = Season table PDF ({ $paper })
desk-season-export-csv = Export for a spreadsheet (CSV)
desk-season-stars = Stars: { $group }
desk-season-gold = Gold
desk-season-red = Red
desk-season-green = Green
desk-season-counted = Counted
desk-season-counted-of = { $counted } of { $evenings }
desk-season-duplicate = Duplicate (matchpoints)
desk-season-per-cent = Per cent

desk-season-members = Members ({ $count })
desk-season-members-damaged = The member list cannot be used: see the top of the screen.
desk-season-new-names-join = New names join the list when a party starts
desk-season-side-tip = The side they usually play (G)
desk-season-also-written = also written
desk-season-unjoin-tip = Not { $name }: take this spelling from them (it becomes a name of its own)
desk-season-new-member = New member:
desk-season-new-member-box = New member's name
desk-season-add-member = Add the member
desk-season-rename-to = Rename to
desk-season-rename-box = Member's new name
desk-season-cancel = Cancel
desk-season-unmatched = Names that match no member
desk-season-unmatched-about = Join a name to the member it is (another spelling), or make it a member.
desk-season-none-close = no member's name is close
desk-season-is-member = { $key }: is { $name }
desk-season-join-tip = Join { $spelling } to { $name }
desk-season-make-member = N: a new member
desk-season-a-member = a member

desk-season-find = Find a member
desk-season-find-box = Member to find
desk-season-find-how = Type a few letters of a name; ↑ ↓ choose, Enter shows their season.
desk-season-find-nobody = Nobody of that name in this season.
desk-season-whose = { $name }'s season
desk-season-not-member = Not on the member list.
desk-season-in-play = in play: counts nothing
desk-season-no-score = no season score
desk-season-counted-tick = ✔ counted
desk-season-not-best = not among the best
desk-season-close = Close (Esc)

desk-season-address = address
desk-season-mail-me-tip = They asked to be mailed each evening they play
desk-season-forget-tip = Take { $name }'s address off this computer for good

desk-season-keys = { $seasons } seasons · { $add } add an evening · { $ladders } ladders · { $members } members · { $names } names to join · { $find } a member
desk-season-keys-seasons = ↑ ↓ choose a season, Enter shows it, Esc back
desk-season-keys-add = ↑ ↓ choose a party, Enter adds it to the season, Esc back
desk-season-keys-ladder = ↑ ↓ choose a member, Enter shows their season, Esc back
desk-season-keys-members = ↑ ↓ choose, { $rename } rename, { $side } side, { $remove } remove, Enter their season, Esc back
desk-season-keys-unmatched = ↑ ↓ choose a name, { $join } join it to a closest member, { $new } a new member, Esc back

desk-season-best = Best evenings that count (empty: all):
desk-season-best-box = Best evenings that count
desk-season-placed = Evenings to be placed:
desk-season-placed-box = Evenings to be placed
