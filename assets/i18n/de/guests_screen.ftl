# Der Bildschirm Gäste (issue 51): Gäste aufnehmen, die Tür, die Liste und ihre Tasten, der Abend eines Gastes.

roster-all-side = { $open ->
    [yes] { $side ->
        [lady] alle Gäste vom roten Spiel
       *[gentleman] alle Gäste vom blauen Spiel
    }
   *[no] { $side ->
        [lady] alle Damen
       *[gentleman] alle Herren
    }
}
roster-let-in = { $name } einlassen
roster-turn-away = { $name } abweisen
roster-door-more = … und { $count } weitere danach.
roster-arrives-late = Ein Gast kommt spät
roster-add-one = Einen Gast aufnehmen
roster-join-waiting = Er kommt auf die Warteliste und setzt sich, sobald ein Platz frei wird oder ein Tisch öffnet.
roster-paste = Eine Liste einfügen
roster-paste-how = Ein Name pro Zeile; die Adresse eines Gastes darf folgen, etwa Zoë Ångström <zoe@example.org>.
roster-list-box = Liste der Namen
roster-add-these = Diese Gäste aufnehmen
roster-name = Name
roster-name-box = Name des Gastes
roster-add = Aufnehmen
roster-gone = { $count ->
    [one] { $count } Gast ist gegangen
   *[other] { $count } Gäste sind gegangen
}
roster-nobody-waits = niemand wartet
roster-would-wait = { $count ->
    [one] { $who } würde warten
   *[other] { $who } würden warten
}
roster-both-would-wait = { $first } und { $second } würden warten
roster-can-fill = { $tables ->
    [one] { $tables } Tisch kann besetzt werden
   *[other] { $tables } Tische können besetzt werden
}; { $waiting }.
roster-balance = Die Spiele ausgleichen
roster-go-draw = Zur Auslosung
roster-nobody-waiting = Niemand wartet.
roster-waiting = Es warten: { $ladies } und { $gentlemen }
roster-arrival-order = In der Reihenfolge der Ankunft: { $names }
roster-rename = Umbenennen
roster-make-side = { $open ->
    [yes] { $side ->
        [lady] Zum Gast vom roten Spiel machen
       *[gentleman] Zum Gast vom blauen Spiel machen
    }
   *[no] { $side ->
        [lady] Zur Dame machen
       *[gentleman] Zum Herrn machen
    }
}
roster-remove = Von der Liste streichen…
roster-leave = Geht bei der nächsten Glocke…
roster-out = Aus den Preisen nehmen…
roster-swap-with = Plätze tauschen mit { $name }
roster-swap-with-whom = Plätze tauschen mit…
roster-leave-now-q = { $name } verlässt die Warteliste jetzt?
roster-leave-now = Kein Platz ist zu besetzen, also geht der Gast sofort. { $undo } nimmt es zurück.
roster-remove-q = { $name } von der Liste streichen?
roster-remove-detail = Der Gast wird für keinen Tisch gezogen. { $undo } holt ihn zurück.
roster-leave-q = { $name } geht bei der nächsten Glocke?
roster-leave-detail = Der Gast spielt diese Runde zu Ende; bei der Glocke geht sein Platz an einen wartenden Gast (oder der letzte Tisch schließt). Seine Sterne bleiben in der Aufzeichnung. { $undo } nimmt es zurück.
roster-out-q = { $name } aus den Preisen nehmen?
roster-out-detail = Die Sterne bleiben in der Aufzeichnung und im Bericht; die Preise gehen an andere. { $undo } nimmt es zurück.
roster-keys-none = ↓ im Namensfeld wählt einen Gast; dann wirkt ein Buchstabe auf ihn.
roster-keys-another = ↑ ↓ anderer Gast
roster-key-rename = umbenennen
roster-key-side = Seite wechseln
roster-key-remove = streichen
roster-key-leaves = geht
roster-key-out = aus den Preisen
roster-key-swap = tauschen
roster-keys-back = Esc zurück zum Namensfeld
roster-yes = Ja (Enter)
roster-no = Nein (Esc)
roster-swap-whom = { $name } mit wem tauschen? Wählen Sie einen anderen Gast derselben Seite (S).
roster-swap-cancel = Tausch abbrechen
roster-has-left = { $side } · gegangen
roster-waiting-row = { $side } · wartet
roster-at-table = Tisch { $table } { $chair }
roster-leaving = geht
roster-out-row = ohne Preise
roster-rename-box = Neuer Name für { $name }
roster-menu = Was tun mit { $name }
roster-menu-tip = Was möglich ist (oder die Zeile wählen und ihren Buchstaben drücken)
roster-find = Einen Gast finden
roster-find-box = Gesuchter Gast
roster-find-how = Tippen Sie einige Buchstaben eines Namens; ↑ ↓ wählen, Enter zeigt den Abend.
roster-find-none = Niemand dieses Namens.
roster-find-more = … und { $count } weitere: tippen Sie mehr vom Namen.
roster-prizes = Die Preise
roster-out-of-prizes = Aus den Preisen genommen: die Sterne bleiben in der Aufzeichnung.
roster-show-display = Auf der Gästeanzeige zeigen
roster-find-another = Einen anderen Gast finden
roster-col-round = Runde
roster-col-star = Stern
roster-col-so-far = Bisher
roster-tally = { $gold } Gold, { $red } Rot, { $green } Grün
roster-not-in-pair = In keinem { -pair }: bilden Sie die Paare auf dem Bildschirm Paare.
roster-no-place = noch kein Platz
roster-place = Platz { $place } { $group ->
    [ns] der { -north-south }-Paare
    [ew] der { -east-west }-Paare
   *[all] aller Paare
}
roster-pair-line = { $score }, { $place }, { $trays ->
    [one] { $trays } { -tray }
   *[other] { $trays } { -tray }s
}
roster-find-pair = Ein anderes Paar oder einen Gast finden
roster-sat-out = ausgesetzt (keine Gegner)
roster-pair-round = Runde { $round }, Tisch { $table }: gegen { $against }
roster-tray = { -tray } { $tray }:
roster-elsewhere-table = Tisch { $table } { $result }
roster-elsewhere = anderswo: { $tables }
