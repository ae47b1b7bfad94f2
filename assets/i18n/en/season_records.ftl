# The club's season records: the season as text (cinch-party season), what each evening
# gave, and why a season or the member list cannot be read, changed or used.

season-heading = Season { $name }
# { $best } is 0 when every evening counts; { $min } evenings to be placed.
season-counts = { $best ->
        [0] Every evening counts
       *[other] The best { $best } evenings count
    }; { $min ->
        [one] 1 evening
       *[other] { $min } evenings
    } to be placed.
season-evenings-heading = Evenings:
season-stars-heading = Stars: { $group }
season-duplicate-heading = Duplicate (matchpoints)
# A member's line on a ladder of stars, after their place and name.
season-star-row = { $gold } gold { $red } red { $green } green  { $counted } of { $evenings } counted, { $prizes ->
        [one] 1 prize
       *[other] { $prizes } prizes
    } (all evenings)
season-counted = { $counted } of { $evenings } counted
season-unmatched-heading = Names that match no member (join them on the Season screen):
season-closest = { $name } (closest: { $closest })

# What an evening gave a member.
season-gave-stars = { $gold } gold, { $red } red, { $green } green{ $prizes ->
        [0] {""}
        [one] , 1 prize
       *[other] , { $prizes } prizes
    }
season-gave-no-tray = played no { -tray }: nothing
season-gave-place = place { $place } of { $of } (no season score)

# An evening of the season, as read: { $over } is yes when it was played to its end.
season-damaged = damaged: { $why }; { $over ->
        [yes] it counts as far as it goes
       *[no] read as far as it goes, it is still in play and counts nothing yet
    }
season-in-play = in play: counts nothing yet
season-kind = { $kind ->
        [stars] star game
        [duplicate] duplicate
        [pairs] pairs all evening (no season score)
       *[individual] individual score cards (no season score)
    }
season-unreadable = cannot be read: { $why }

# The season command and the season's file.
season-file-unreadable = { $file } cannot be read: { $why }; it counts nothing.
season-no-such-season = There is no season called "{ $name }" in { $dir }: make it with --add PARTY.
season-already-in = { $evening } is in the season already.
season-not-in = { $evening } is not one of the season's evenings.
season-no-evenings = A member needs at least one evening to be placed (--min-evenings 1 or more).
season-file-unusable = { $path } cannot be used: { $why }. It is left as it is.
season-file-in-use = { $path } is being changed by another cinch-party ({ $holder }): try again.
season-bad-name = "{ $name }" cannot be a season's name: use letters, digits, spaces, - or _, at most 60.
season-not-as-left = { $path } has changed since (in another window, on the command line or by hand): it is left as it is.
season-newer-format = it was saved in format version { $found }, by a newer cinch-party; this one reads up to version { $reads }

# The member list (members.ron).
season-bad-name-of-member = member { $number }'s name cannot be used: { $why }
season-bad-alias = one of { $member }'s other spellings cannot be used: { $why }
season-name-twice = "{ $name }" is written twice, as members { $first } and { $second }
season-two-people = "{ $spelling }" is both { $first } and another spelling of { $second }
season-name-empty = it is empty
season-a-member = a member (number { $number })
season-another-spelling = another spelling of { $name }
season-taken = "{ $typed }" is already on the member list, as { $member }.
season-no-such-member = That member is no longer on the list.
season-same-evening = { $spelling } and { $member } both played { $evening }: one person cannot sit twice in one evening, so { $spelling } was not joined to { $member }.
season-not-joined = { $spelling } is not one of { $member }'s other spellings.
season-file-line = line { $line }: { $why }
# Winners who tied for what they took.
season-winners-level = { $what }: { $names }, level
