# Die Saisonaufzeichnungen des Clubs: die Saison als Text (cinch-party season), was jeder Abend brachte, und warum eine Saison oder die Mitgliederliste nicht gelesen, geändert oder verwendet werden kann.

season-heading = Saison { $name }
season-counts = { $best ->
        [0] Jeder Abend zählt
        [one] Der beste Abend zählt
       *[other] Die besten { $best } Abende zählen
    }; { $min ->
        [one] 1 Abend
       *[other] { $min } Abende
    } für einen Platz.
season-evenings-heading = Abende:
season-stars-heading = Sterne: { $group }
season-duplicate-heading = Duplicate (Matchpoints)
season-star-row = { $gold } goldene { $red } rote { $green } grüne  { $counted } von { $evenings } gezählt, { $prizes ->
        [one] 1 Preis
       *[other] { $prizes } Preise
    } (alle Abende)
season-counted = { $counted } von { $evenings } gezählt
season-unmatched-heading = Namen, die zu keinem Mitglied passen (verbinden Sie sie auf dem Bildschirm Saison):
season-closest = { $name } (am nächsten: { $closest })

season-gave-stars = { $gold } goldene, { $red } rote, { $green } grüne{ $prizes ->
        [0] {""}
        [one] , 1 Preis
       *[other] , { $prizes } Preise
    }
season-gave-no-tray = kein { -tray } gespielt: nichts
season-gave-place = Platz { $place } von { $of } (keine Saisonwertung)

season-damaged = beschädigt: { $why }; { $over ->
        [yes] er zählt, soweit er reicht
       *[no] gelesen, soweit er reicht, er ist noch im Spiel und zählt noch nichts
    }
season-in-play = im Spiel: zählt noch nichts
season-kind = { $kind ->
        [stars] Sternspiel
        [duplicate] Duplicate
        [pairs] Paare den ganzen Abend (keine Saisonwertung)
       *[individual] Einzelkarten (keine Saisonwertung)
    }
season-unreadable = kann nicht gelesen werden: { $why }

season-file-unreadable = { $file } kann nicht gelesen werden: { $why }; der Abend zählt nichts.
season-no-such-season = Es gibt keine Saison „{ $name }“ in { $dir }: legen Sie sie mit --add PARTY an.
season-already-in = { $evening } ist schon in der Saison.
season-not-in = { $evening } ist keiner der Abende der Saison.
season-no-evenings = Ein Mitglied braucht mindestens einen Abend für einen Platz (--min-evenings 1 oder mehr).
season-file-unusable = { $path } kann nicht verwendet werden: { $why }. Die Datei bleibt, wie sie ist.
season-file-in-use = { $path } wird gerade von einem anderen cinch-party geändert ({ $holder }): versuchen Sie es erneut.
season-bad-name = „{ $name }“ kann nicht der Name einer Saison sein: verwenden Sie Buchstaben, Ziffern, Leerzeichen, - oder _, höchstens 60.
season-not-as-left = { $path } wurde inzwischen geändert (in einem anderen Fenster, in der Befehlszeile oder von Hand): die Datei bleibt, wie sie ist.
season-newer-format = sie wurde im Dateiformat Version { $found } von einem neueren cinch-party gespeichert; dieses liest bis Version { $reads }

season-bad-name-of-member = der Name von Mitglied { $number } kann nicht verwendet werden: { $why }
season-bad-alias = eine der anderen Schreibweisen von { $member } kann nicht verwendet werden: { $why }
season-name-twice = „{ $name }“ steht zweimal da, als Mitglieder { $first } und { $second }
season-two-people = „{ $spelling }“ ist sowohl { $first } als auch eine andere Schreibweise von { $second }
season-name-empty = er ist leer
season-a-member = ein Mitglied (Nummer { $number })
season-another-spelling = eine andere Schreibweise von { $name }
season-taken = „{ $typed }“ steht schon auf der Mitgliederliste, als { $member }.
season-no-such-member = Dieses Mitglied steht nicht mehr auf der Liste.
season-same-evening = { $spelling } und { $member } haben beide { $evening } gespielt: eine Person kann an einem Abend nicht zweimal sitzen, daher wurde { $spelling } nicht mit { $member } verbunden.
season-not-joined = { $spelling } ist keine der anderen Schreibweisen von { $member }.
season-file-line = Zeile { $line }: { $why }
season-winners-level = { $what }: { $names }, gleichauf
