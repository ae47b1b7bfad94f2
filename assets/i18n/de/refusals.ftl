# Die Ablehnungen der Regeln (issue 51 §2): warum eine Aktion abgelehnt wurde, in Worten, die der Gastgeber vorlesen kann.

refusal-already-held = Ein Ergebnis von Tisch { $table } wartet bereits auf das OK des Gastgebers.
refusal-nothing-held = Von Tisch { $table } wartet nichts auf das OK des Gastgebers.
refusal-held-no-longer-fits = Der Block von Tisch { $table } wurde geändert, seit sein Telefon das Ergebnis geschickt hat: Lehnen Sie das Ergebnis ab und bitten Sie den Tisch, es erneut zu senden.
refusal-not-asked-to-agree = Das Ergebnis von Tisch { $table } wartet nicht auf die Zustimmung von { -east-west }.
refusal-already-at-the-door = { $name } wartet bereits an der Tür: Der Gastgeber lässt sie herein.
refusal-not-at-the-door = Niemand namens { $name } wartet an der Tür.
refusal-side-needed = Geben Sie an, ob { $name } als Dame oder als Herr spielt.
refusal-door-full = Bereits { $waiting } Gäste warten an der Tür: Der Gastgeber muss sie zuerst hereinlassen.
refusal-why-too-long = Nennen Sie den Grund in höchstens { $max } Zeichen.
refusal-why-has-control = Der Grund enthält ein unsichtbares oder Steuerzeichen ({ $code }): Bitte neu eingeben.
refusal-already-calling = Tisch { $table } hat den Gastgeber bereits gerufen.
refusal-no-call = Tisch { $table } ruft den Gastgeber nicht.
refusal-not-a-table-result = Nur das eigene Ergebnis, die Spiele und der Schnitt von Tisch { $table } können auf das OK des Gastgebers warten.
refusal-time-not-understood = „{ $text }“ ist keine Uhrzeit: Geben Sie sie wie 23:15 ein.
refusal-time-does-not-exist = Diese Uhrzeit gibt es { $day ->
    [tomorrow] morgen
   *[today] heute
} nicht (eine Zeitumstellung).
refusal-empty-name = Ein Gast braucht einen Namen: Der Name war leer.
refusal-name-too-long = Dieser Name ist zu lang (höchstens { $max } Buchstaben).
refusal-title-too-long = Dieser Titel ist zu lang (höchstens { $max } Buchstaben).
refusal-name-has-control = Ein Name darf keine Steuerzeichen oder unsichtbaren Zeichen enthalten (gefunden: { $code }): Bitte neu eingeben.
refusal-duplicate-name = Es gibt bereits einen Gast namens „{ $name }“{ $removed ->
    [yes] {" "}(früher von der Liste genommen, aber noch in den Aufzeichnungen des Festes)
   *[no] {""}
}. Fügen Sie eine Initiale oder einen Nachnamen hinzu, um sie zu unterscheiden.
refusal-guest-removed = { $name } wurde von der Liste genommen.
refusal-unknown-guest = Es gibt keinen Gast mit der Nummer { $id } auf diesem Fest.
refusal-too-few-guests = Ein Tisch braucht vier Spieler, und es gibt nur { $count ->
    [one] { $count } Gast
   *[other] { $count } Gäste
}.
refusal-side-too-small = Jeder Tisch braucht zwei { $side }, und es { $count ->
    [one] gibt
   *[other] gibt
} nur { $count }.
refusal-card-not-understood = „{ $text }“ ist keine Karte der Auslosung. Geben Sie den Wert und eine schwarze Farbe ein, z. B. 7P, 7♠, AK oder 10♣.
refusal-card-back-mismatch = Diese Karte hat eine { $typed ->
    [red] rote
   *[blue] blaue
} Rückseite, aber dieser Gast zieht aus dem Spiel mit { $back ->
    [red] roter
   *[blue] blauer
} Rückseite.
refusal-card-wrong-back = { $name } ist { $side } und zieht aus dem Spiel mit { $back ->
    [red] roter
   *[blue] blauer
} Rückseite, nicht diese Karte.
refusal-card-outside-pack = { $card } ist nicht im Auslosungsspiel: Bei { $tables } Tischen reicht das Spiel vom Ass bis { $highest }.
refusal-card-drawn-twice = { $card } wurde bereits von { $holder } gezogen: Jede Karte wird nur einmal gezogen.
refusal-card = { $face } ({ $back ->
    [red] rote
   *[blue] blaue
} Rückseite)
refusal-ticket = Los { $number }
refusal-rank = { $rank ->
    [1] Ass
    [11] Bube
    [12] Dame
    [13] König
   *[other] { $rank }
}
refusal-draw-incomplete = Die Auslosung ist nicht vollständig. Noch nicht gezogen: { $undrawn }. Gäste ohne Karte: { $without }.
refusal-and-more = { $shown } und { $more } weitere
refusal-nobody = keine
refusal-play-started = Das Spiel hat begonnen, daher { $what ->
    [seating] können die Sitzordnung und die Zählweisen
    [draw] kann die Auslosung
    [packs] können die Spiele
    [trays] können die Boards
    [pairs] können die Paare
   *[start] kann der Beginn
} nicht mehr geändert werden.
refusal-not-started = Die Tische sind noch nicht besetzt: Losen Sie zuerst aus und setzen Sie die Tische.
refusal-evening-finished = Der Abend ist vorbei: Es werden keine Runden mehr gespielt. Machen Sie die letzte { -bell } rückgängig, um ihn wieder zu öffnen.
refusal-score-negative = Ein Ergebnis kann nicht negativ sein ({ $score }).
refusal-score-too-low = { $score } Punkte können in vier Spielen nicht verloren werden (mindestens { $min }). Prüfen Sie den Block.
refusal-score-too-large = { $score } Punkte können in vier Spielen nicht erzielt werden (höchstens { $max }). Prüfen Sie den Block.
refusal-score-not-a-number = „{ $text }“ ist kein Ergebnis: Geben Sie eine ganze Punktzahl ein, z. B. 23.
refusal-no-such-table = Es gibt keinen Tisch { $table }: Diese Runde hat die Tische 1 bis { $tables }.
refusal-no-such-round = Es gibt noch keine Runde { $round }.
refusal-result-already-entered = Tisch { $table } hat bereits ein Ergebnis für Runde { $round }. Berichtigen Sie es, statt es erneut einzugeben.
refusal-no-result-to-correct = Tisch { $table } hat in Runde { $round } kein Ergebnis zum Berichtigen.
refusal-no-tie-to-cut = Tisch { $table } hat keinen Gleichstand, der auf einen Schnitt wartet.
refusal-bell-held = Die { -bell } wartet auf { $missing }.
refusal-waits-unreported = { $tables } (noch kein Ergebnis)
refusal-waits-held = { $tables } (vom Telefon geschickt, noch nicht gezählt)
refusal-waits-uncut = { $tables } (ein Gleichstand wartet auf den Schnitt der { $cutters })
refusal-waits-trays = Tisch { $table } ({ $trays })
refusal-trays-list = { $count ->
    [one] Board { $names }
   *[other] Boards { $names }
}
refusal-cut-does-not-fit = Dieser Schnitt passt nicht zum Gleichstand: Die Spieler oder die Karten stimmen nicht.
refusal-no-cut-needed = Der { $prize ->
    [gold] Gold-
    [red] Rot-
    [green] Grün-
    [pair] Paar-
   *[score] Punkte-
}Preis braucht keinen Schnitt.
refusal-already-balanced = Die beiden Spiele sind bereits so ausgeglichen wie möglich.
refusal-not-open-seating = Seiten werden nur bei freier Sitzordnung ausgeglichen; Damen und Herren behalten ihre Seite.
refusal-guest-in-play = { $name } sitzt oder hat gespielt, daher { $what ->
    [side] kann die Seite nicht mehr wechseln
   *[removal] bleibt auf der Liste
}.
refusal-round-started = Runde { $round } hat bereits begonnen.
refusal-round-not-started = Runde { $round } hat noch nicht begonnen: Starten Sie sie zuerst.
refusal-clock-already-paused = Die Uhr ist bereits angehalten.
refusal-clock-not-paused = Die Uhr läuft: Es gibt keine Pause zu beenden.
refusal-round-underway = Runde { $round } hat begonnen (ein Tisch hat gemeldet), daher können { $what ->
    [tables] ihre Tische
   *[chairs] ihre Plätze
} nicht mehr geändert werden.
refusal-already-leaving = { $name } geht bereits.
refusal-already-withdrawn = { $name } ist bereits aus der Preisliste genommen.
refusal-chair-not-empty = Der Platz { $seat } an Tisch { $table } ist nicht frei: Dort sitzt { $name }.
refusal-wrong-side-for-chair = { $name } kann nicht auf { $seat } sitzen: Diese Plätze sind für die { $side }.
refusal-chairs-of = { $side ->
    [lady] Nord oder Ost
   *[gentleman] Süd oder West
}
refusal-not-waiting = { $name } wartet nicht: Nur ein wartender Gast kann sich hier setzen.
refusal-last-table = Ein Fest behält immer einen Tisch: Der letzte kann nicht geschlossen werden.
refusal-too-few-waiting = Ein neuer Tisch braucht zwei wartende { $first_side } und zwei wartende { $second_side }; es warten { $ladies } und { $gentlemen }.
refusal-swap-with-self = { $name } kann nicht mit sich selbst den Platz tauschen.
refusal-swap-across-sides = { $a } und { $b } sind nicht auf derselben Seite: Nur zwei { $first_side } oder zwei { $second_side } können Plätze tauschen.
refusal-empty-chairs = Runde { $round } hat freie Plätze ({ $tables }): Besetzen Sie sie aus der Warteliste oder schließen Sie zuerst einen Tisch.
refusal-round-minutes = Eine Runde dauert zwischen 1 und { $max } Minuten.
refusal-warning-after-end = Die Warnung muss vor dem Ende der Runde kommen.
refusal-volume = Die Lautstärke reicht von 0 bis 100.
refusal-trays-per-table = Ein Tisch beginnt mit 1 bis { $max } Boards.
refusal-rounds = Ein Abend dauert zwischen 1 und { $max } Runden.
refusal-twice-in-list = zweimal in der Liste
refusal-replay-settings = seine Einstellungen liegen außerhalb des Bereichs: { $why }
refusal-replay-step = Schritt { $step } seines Verlaufs wird abgelehnt: { $why }

## Ein auf dem Block eingetragenes Spiel (R-DEAL).

refusal-bid-out-of-range = Ein Gebot reicht von 1 bis 14, nicht { $bid }.
refusal-points-out-of-range = Eine Seite macht in einem Spiel zwischen 0 und 14 Punkte, nicht { $points }.
refusal-points-not-fourteen = Die Punkte beider Seiten ergeben in jedem Spiel 14, nicht { $ns } und { $ew }.
refusal-misdeal-with-points = Ein Fehlgeben ist verloren: Es hat kein Gebot, keine Punkte und keinen Revoke.
refusal-no-deal-to-drop = Tisch { $table } hat kein Spiel, das zurückgenommen werden kann.
refusal-pad-incomplete = Der Block von Tisch { $table } hat { $played ->
    [one] { $played } gespieltes Spiel
   *[other] { $played } gespielte Spiele
}: Eine Runde sind vier.
refusal-fifth-deal = Das wäre ein fünftes Spiel: Eine Runde sind vier Spiele an jedem Tisch.
refusal-too-many-misdeals = Mehr als { $most } Fehlgeben in einer Runde an einem Tisch: Prüfen Sie den Block.
refusal-deal-not-understood = „{ $text }“ ist kein Spiel. Geben Sie den Platz des Bieters, das Gebot und die Punkte seiner Seite ein, z. B. N9 10; P 8, wenn alle gepasst haben; M für ein Fehlgeben.

## Duplicate-Cinch (R-DUP).

refusal-not-duplicate = Dieses Fest ist kein Duplicate-{ -cinch }-Fest: Wählen Sie Duplicate vor dem Spiel.
refusal-not-in-duplicate = Duplicate-{ -cinch } hat { $what ->
    [draw] keine Auslosung der Plätze
    [seating] keine Sitzordnung per Auslosung
    [totals] keine Tischsummen und keine Gleichstände zum Schneiden
    [pads] keine Blöcke mit vier Spielen
    [bell-cuts] keine Schnitte bei der { -bell }
    [prizes] keine Sternpreise
    [phone-totals] keine Tischsummen von den Telefonen
    [late] keine Nachzügler, Abgänge oder Platzwechsel
   *[star-play] kein Sternspiel
}: Dieselben Paare spielen den ganzen Abend.
refusal-pair-needs-two = Ein { -pair } sind zwei verschiedene Gäste: { $name } kann nicht mit sich selbst spielen.
refusal-guest-in-two-pairs = { $name } ist in zwei Paaren: Ein Gast spielt den ganzen Abend in einem { -pair }.
refusal-guest-in-a-pair = { $name } ist in einem { -pair }: Lösen Sie das { -pair } zuerst auf.
refusal-pairs-unbalanced = Die Hälfte der Paare sitzt { -north-south }, die andere { -east-west } (bei ungerader Zahl eines mehr { -north-south }); hier sitzen { $ns } { -north-south } und { $ew } { -east-west }.
refusal-too-few-pairs = Duplicate-{ -cinch } braucht mindestens vier Paare; { $count ->
    [0] es gibt noch keines
    [one] es gibt eines
   *[other] es gibt { $count }
}. Mit weniger ließe sich kein { -tray } mit einem anderen vergleichen: Spielen Sie stattdessen das Sternspiel oder Paare den ganzen Abend.
refusal-too-many-pairs = Das sind mehr als { $max } Paare.
refusal-tray-not-here = Board { $tray } ist in Runde { $round } nicht an Tisch { $table }: Seine Boards sind { $trays }.
refusal-tray-held = Board { $tray } an Tisch { $table } wartet bereits auf die Zustimmung von { -east-west }.
refusal-no-tray-to-agree = Board { $tray } an Tisch { $table } wartet nicht auf die Zustimmung von { -east-west }.
refusal-tray-already-reported = Board { $tray } an Tisch { $table } hat sein Ergebnis bereits: Berichtigen Sie es stattdessen.
refusal-no-tray-result = Board { $tray } an Tisch { $table } in Runde { $round } hat kein Ergebnis zum Berichtigen.
refusal-sits-out = Tisch { $table } setzt in Runde { $round } aus (sein { -north-south }-{ -pair } trifft auf das Phantom): Dort werden keine Boards gespielt.
refusal-round-over = Runde { $round } ist nicht die laufende Runde (Runde { $now } ist es): Berichtigen Sie sie stattdessen.
refusal-misdeal-on-tray = Die Hände eines { -tray }s werden einmal gegeben: Für ein { -tray } kann kein Fehlgeben eingetragen werden.
refusal-no-pair-tie = Es gibt keinen Gleichstand um den ersten Platz unter den { $pairs ->
    [ns] { -north-south }-Paaren
    [ew] { -east-west }-Paaren
   *[all] Paaren
}, der geschnitten werden müsste.
