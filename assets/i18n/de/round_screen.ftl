# Der Bildschirm Runde (issue 51): der Kopf, die Uhr und die Glocke, die Karten der Tische, der Spielblock, die Tasten, die Wechsel nach der Glocke.

play-no-round = Noch keine Runde
play-no-draw = Zuerst auslosen und die Tische besetzen (Bildschirm Auslosung).
play-no-pairs = Zuerst die Paare bilden und den Abend beginnen (Bildschirm Paare).
play-all-reported = Alle Tische haben gemeldet
play-tables-to-report = { $count ->
    [one] { $count } Tisch muss noch melden
   *[other] { $count } Tische müssen noch melden
}
play-start-round = ▶ Runde { $round } beginnen
play-clock-starts = dann läuft die Uhr
play-played = { $time } gespielt
play-left = noch { $time }
play-time-up = Die Zeit ist um
play-paused = ANGEHALTEN
play-resume-clock = Uhr weiterlaufen lassen
play-pause-clock = Uhr anhalten
play-bell-waits = Die { -bell } wartet auf { $missing }.
# The same, short, where the whole does not fit beside the bell: { $count } tables wait.
play-bell-waits-count = Die { -bell } wartet auf { $count ->
    [one] einen Tisch
   *[other] { $count } Tische
} (welche: auf diese Zeile zeigen).
play-keys-line = Tasten: Punkte, Tab, Punkte, Enter · Gleichstand: C, N oder O · D der Block · ↑ ↓ andere Tische · G und eine Nummer: zu diesem Tisch · Enter auf einem gemeldeten Tisch berichtigt ihn · Esc verlässt die Tische
# { $tables } is "Table 3" or "Tables 3 and 7".
play-time-up-playing = Die Zeit ist um. { $tables } { $count ->
    [one] spielt
   *[other] spielen
} noch: Die { -bell } wartet, bis jeder Tisch seine vier Spiele gespielt hat.
play-minutes-left = Noch { $time } in dieser Runde: Bitten Sie die Tische, zügig zu spielen.
play-last-round = Dies ist die letzte Runde des Abends.
play-ring-before = Läuten, bevor jeder Tisch gemeldet hat?
play-typed-first = Getippt, aber noch nicht eingetragen: { $tables }. Das wird zuerst eingetragen.
play-typed-table = Tisch { $table } ({ $ns }–{ $ew })
play-only-one = Bei { $tables } ist nur ein Ergebnis getippt: Ergänzen Sie es, sonst entscheidet ein Abheben.
play-still-waiting = Es fehlt noch { $missing }. Wenn Sie jetzt läuten, hebt das Programm für jeden davon ab ({ $cuts }), um zu entscheiden, wer wechselt; Sie können das echte Ergebnis später als Berichtigung eintragen, und die Sterne folgen.
# What the bell waits for: { $tables } is "table 3" or "tables 3 and 7"; { $cutters } is "ladies" or "red-pack guests".
play-missing = { $why ->
    [none] { $tables } (noch kein Ergebnis)
    [held] { $tables } (vom Telefon gesendet, noch nicht gezählt)
   *[tie] { $tables } (ein Gleichstand wartet auf das Abheben der { $cutters })
}
# A Duplicate table's trays still to report: { $trays } is "5" or "5 and 6".
play-missing-trays = Tisch { $table } ({ $count ->
    [one] Board
   *[other] Boards
} { $trays })
play-ring-anyway = Trotzdem läuten
play-wait = Warten

# A table's card.
play-no-result = Kein Ergebnis.
play-table = Tisch { $table }
play-empty-chair = (leer: { $name } ist gegangen)
play-leaving = { $name } (geht)
play-cut-decided = Kein Ergebnis: ein Abheben entschied
play-corrected = berichtigt
play-correct-table = Tisch { $table } berichtigen
play-real-cut = ein echtes Abheben
play-tie-won = Gleichstand: { $side } gewann das Abheben ({ $cut })
play-correct = Berichtigen
play-reopen = { $what ->
    [tray] Das Ergebnis dieses { -tray }s wieder öffnen (Enter darauf)
   *[table] Das Ergebnis dieses Tisches wieder öffnen (Enter darauf)
}
play-pad-line = Block: { $played } von 4 Spielen, { -ns } { $ns } · { -ew } { $ew } (D macht weiter)
play-score-box = Tisch { $table }, Punkte { $side }
play-pad = Block
play-pad-tip = Die Runde Spiel für Spiel eintragen (D)
play-pad-name = Spielblock von Tisch { $table }
play-save = Speichern
play-enter = Eintragen
play-enter-table = Tisch { $table } eintragen
play-cancel = Abbrechen
play-from-phone = Vom Telefon: { $ns }–{ $ew } ({ $status })
play-ok-table = OK Tisch { $table }
play-turn-down = Tisch { $table } ablehnen
play-cut = C: abheben
play-cut-for = Für Tisch { $table } abheben
# The buttons of a real cut: { $key } is the key that presses it (North's letter, East's).
play-cut-won = { $side ->
    [ns] { $key }: { -ns } gewann
   *[ew] { $key }: { -ew } gewann
}
play-cut-won-name = Tisch { $table }: { $side } gewann das Abheben
play-type-ns = Tisch { $table }: Tippen Sie die Punkte von { -north-south }.
play-type-ew = Tisch { $table }: Tippen Sie die Punkte von { -east-west }.
play-table-error = Tisch { $table }: { $error }
play-tray-error = Tisch { $table }, { -tray } { $tray }: { $error }

# A guest arrives late.
play-late-title = Ein Gast kommt später
play-late-explain = Er kommt auf die Warteliste und setzt sich, sobald ein Stuhl frei wird oder ein Tisch öffnet.
play-late-name = Name des späten Gastes
play-late-add = Auf die Warteliste setzen

# After the bell: the chairs to settle and who goes where.
play-who-goes = Wer wohin geht in Runde { $round }
play-settle-first = Regeln Sie zuerst die leeren Stühle unten.
play-see-tables = Erst die Tische ansehen
play-see-tables-tip = Die Uhr der Runde wartet, bis Sie sie beginnen
play-by-guest = Nach Gast
play-by-table = Nach Tisch
play-waiting = Wartend
play-chairs-to-settle = Stühle zu regeln
play-close-table = Tisch { $table } schließen
play-close-table-tip = Seine Spieler besetzen die leeren Stühle; die übrigen warten
play-open-table = Tisch { $table } öffnen
play-has-left = Tisch { $table }, { $seat }: { $name } ist gegangen.
# { $side } is "lady", "gentleman", "red-pack guest" or "blue-pack guest".
play-none-waits = Niemand wartet für diesen Stuhl ({ $side }): Schließen Sie den untersten Tisch.
play-sits-here = { $name } setzt sich hierher
play-takes-chair = { $name } nimmt den Stuhl { $seat } an Tisch { $table } (wartet am längsten)
play-propose-close = Tisch { $table } schließen: Seine Spieler besetzen die leeren Stühle, die übrigen warten
play-propose-open = Tisch { $table } für die vier öffnen, die am längsten warten

# The score pad, deal by deal.
play-pad-dealer = Geber
play-pad-bid = Reizung
play-pad-points = Punkte { -ns } : { -ew }
play-pad-score = Wertung
play-pad-totals = Summen
play-pad-misdeal = Fehlgeben
play-pad-passed = alle passten
play-pad-revoke = (Regelverstoß: { $side })
play-pad-take-out = Spiel { $deal } herausnehmen
play-pad-title = Tisch { $table } · Runde { $round } · Spielblock{ $correcting ->
    [yes] { " " }(Berichtigung)
   *[no] {""}
}
# The chairs' letters: N, S, E, W.
play-pad-against = N { $north } · S { $south }   gegen   O { $east } · W { $west }
play-pad-done = Vier Spiele gespielt: { $ns } zu { $ew }, das Ergebnis des Tisches. Enter schließt den Block.
# N9 10, P 8, M, RN and RE are the keys typed, with the chairs' letters of this language's
# seat-letter (the pad reads them, and the English ones too).
play-pad-deal = Spiel { $deal }: { $dealer } gibt. Tippen Sie den Stuhl des Reizenden, die Reizung und die Punkte seiner Seite (N9 10), P und die Punkte der Seite des Gebers, wenn alle passten (P 8), M für ein Fehlgeben; ein Regelverstoß: R und die schuldige Seite anhängen (RN, RO). Enter.
play-pad-next-deal = Tisch { $table }, nächstes Spiel
play-pad-scores = ergibt { $ns } : { $ew }
play-pad-save = Berichtigung speichern
play-pad-save-tip = Eine Runde sind vier gespielte Spiele
play-pad-correct = Block berichtigen
play-pad-take-back = Letztes Spiel zurücknehmen
play-close = Schließen

# A Duplicate evening's round.
play-ring-bell = 🔔 Die { -bell } läuten
play-trays-not-played = Die noch fehlenden Boards zählen dort als nicht gespielt
# E6 3, P 8, N4 9 RE and X are the keys typed, with the chairs' letters of this language's
# seat-letter (the pad reads them, and the English ones too).
play-tray-keys = Ein { -tray }: der Stuhl des Reizenden, die Reizung und die Punkte der reizenden Seite (O6 3), P und die Punkte der Seite des Gebers, wenn alle passten (P 8), R und die schuldige Seite bei einem Regelverstoß (N4 9 RO), X, wenn es nicht gespielt wurde. Enter speichert es; ↑ ↓ gehen von { -tray } zu { -tray }; G und eine Nummer gehen zu diesem Tisch; Enter auf einem gemeldeten { -tray } berichtigt es.
play-all-trays = Jedes { -tray } hat sein Ergebnis
play-trays-to-report = { $count ->
    [one] { $count } { -tray } muss noch gemeldet werden
   *[other] { $count } Boards müssen noch gemeldet werden
}
play-round-over = Runde { $round } ist vorbei: Alle wechseln
play-show-tables = Die Tische zeigen
play-sits-out = Setzt diese Runde aus (das Phantom)
# { $trays } is "5" or "5 and 6".
play-pass-unplayed = { $count ->
    [one] Board { $trays } geht ungespielt weiter.
   *[other] Boards { $trays } gehen ungespielt weiter.
}
play-exchange = ↔ dann Boards mit Tisch { $table } tauschen
play-tray = Board { $tray }
play-dealt-by = Gegeben von { $seat }
play-no-tray-result = kein Ergebnis
play-tray-box = Tisch { $table }, { -tray } { $tray }
play-correct-tray = Tisch { $table }, { -tray } { $tray } berichtigen

# The Round screen's keys, for the help on the Rules screen: the keys (the key names
# stay as the keyboard shows them), then what they do.
play-key-go-keys = G, eine Nummer, Enter
play-key-go = zu diesem Tisch gehen
play-key-tray-keys = die Tasten eines { -tray }s, Enter
play-key-tray = das Ergebnis eines Duplicate-{ -tray }s: O6 3 (Ost reizte 6, { -east-west } machte 3), P 8, N4 9 RO, X nicht gespielt
play-key-digits-keys = Ziffern, Tab, Enter
play-key-digits = die zwei Ergebnisse eines Tisches tippen und eintragen
play-key-reopen-keys = Enter auf einem gemeldeten Tisch
play-key-reopen = ihn berichtigen (das Ergebnis ist ausgewählt: tippen ersetzt es)
play-key-reopen-tray-keys = Enter auf einem gemeldeten { -tray }
play-key-reopen-tray = es berichtigen (sein Ergebnis steht ausgewählt im Feld: tippen ersetzt es)
play-key-arrows = der Tisch (oder das { -tray }) darüber oder darunter
play-key-page = eine Bildschirmseite Tische hinauf oder hinunter
play-key-home = der erste oder der letzte Tisch
play-key-cut = Gleichstand: Das Programm hebt für die beiden Damen ab (bei freier Platzwahl die Gäste vom roten Spiel)
play-key-real-cut = Gleichstand: Die Dame (der Gast vom roten Spiel) von { -north-south } oder von { -east-west } gewann ein echtes Abheben
play-key-pad = den Spielblock des Tisches öffnen, Spiel für Spiel
play-key-escape = einen Gleichstand für später lassen oder den Cursor wegnehmen
play-key-back-keys = ↓ ↑ Enter oder eine Ziffer, nach Esc
play-key-back = den Cursor zurück zu den Tischen bringen
play-key-on-pad = Im Block: { $keys }
play-key-pad-bid = Nord reizte 9 und { -north-south } machte 10 (die anderen den Rest von 14)
play-key-pad-passed = alle passten; die Seite des Gebers machte 8
play-key-pad-misdeal = ein Fehlgeben: Der nächste Spieler gibt
play-key-pad-revoke = { -north-south } oder { -east-west } beging einen Regelverstoß oder hatte ein fehlerhaftes Blatt
