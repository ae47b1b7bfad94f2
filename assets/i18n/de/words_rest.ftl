# Die eigenen Sätze des Wörter-Moduls, der Rest (issue 51): die Seiten der Telefone und was der Laptop des Gastgebers über sie sagt, die Saison, ein Duplicate-Abend, die Gleichstände.

tell-phone-score = { -north-south } { $ns }, { -east-west } { $ew }
tell-heard = Tisch { $table }: { $score }, { $outcome }; { $count ->
    [0] alle Tische haben gemeldet
    [one] 1 Tisch muss noch melden
   *[other] { $count } Tische müssen noch melden
}.
tell-heard-unreported = kein Ergebnis, ein Abheben hat entschieden
tell-heard-win = { $side } gewinnt
tell-heard-tie-won = Gleichstand, { $side } hat das Abheben gewonnen
tell-heard-tie = Gleichstand: die { $cutters } heben ab
tell-headline-setup = Das Spiel hat noch nicht begonnen.
tell-headline-round = Runde { $round }
tell-headline-round-of = Runde { $round } von { $of }
tell-headline-over = Der Abend ist vorbei.
# Ein Platz: { $suffix } ist st, nd, rd oder th (fürs Englische); auf Deutsch immer „1.“.
tell-ordinal = { $suffix ->
    [st] { $n }.
    [nd] { $n }.
    [rd] { $n }.
   *[th] { $n }.
}
tell-trays-dealt = Die Boards sind verteilt: Drucken Sie die Handverteilungen und legen Sie die Boards danach auf.
tell-phone-waiting = Gesendet: { $score }. Wartet auf das OK des Gastgebers.
tell-pending-asked = Gesendet. Es zählt, wenn { -east-west } unten zustimmt.
tell-pending-agreed = Von { -east-west } bestätigt: { $score }. Wartet auf das OK des Gastgebers.
tell-pending-disputed = { -east-west } ist mit { $score } nicht einverstanden. Der Gastgeber wird gerufen, um es zu klären: Spielen Sie nicht weiter, bis er kommt.
tell-at-the-door = { $waiting ->
    [0] { $name } ist am Eingang: Lassen Sie den Gast auf dem Bildschirm Gäste herein.
    [1] { $name } ist am Eingang: Lassen Sie den Gast auf dem Bildschirm Gäste herein.
   *[other] { $name } ist am Eingang ({ $waiting } warten): Lassen Sie die Gäste auf dem Bildschirm Gäste herein.
}
tell-door-waiting = { $name }, Sie sind am Eingang: Der Gastgeber lässt Sie gleich herein.
tell-door-let-in = Willkommen, { $name }: Der Gastgeber hat Sie hereingelassen. „Wo sitze ich?“ zeigt Ihren Tisch, sobald die Tische ausgelost sind.
tell-door-turned-away = Der Gastgeber konnte Sie mit diesem Namen nicht hereinlassen: Bitte wenden Sie sich an den Gastgeber.
tell-waiting-at-the-door = { $count ->
    [one] 1 Gast wartet am Eingang
   *[other] { $count } Gäste warten am Eingang
}
tell-pending-for-ok = wartet auf Ihr OK
tell-pending-for-asked = { -east-west } wird um Zustimmung gebeten; Ihr OK zählt es sofort
tell-pending-for-agreed = von { -east-west } bestätigt; wartet auf Ihr OK
tell-pending-for-disputed = { -east-west } ist nicht einverstanden: Klären Sie es am Tisch
tell-held-set-aside = Das Ergebnis von Tisch { $table } von seinem Telefon ({ $ns }–{ $ew }) wird beiseitegelegt: Ihres zählt.
tell-phone-turned-down = Der Gastgeber hat das Ergebnis dieses Telefons abgelehnt: Einigen Sie sich am Tisch und senden Sie es erneut.
tell-agree-question = { -east-west }: Sind Sie einverstanden? { $score }
tell-agree-question-cut = { -east-west }: Sind Sie einverstanden? { $score }, Gleichstand: { $name } hat das Abheben gewonnen
tell-call-answered = Der Gastgeber hat Ihren Ruf gesehen und ist unterwegs.
tell-call-calling = Sie haben den Gastgeber gerufen. Der Laptop des Gastgebers zeigt Ihren Ruf.
tell-laptop-may-sleep = Dieser Laptop kann während der Runden abdunkeln oder schlafen: Stellen Sie die Energieoptionen so ein, dass er anbleibt.
tell-cannot-keep-awake = Das System ließ cinch-party den Bildschirm nicht anlassen: { $why }
tell-desk-call = Tisch { $table } ruft den Gastgeber
tell-desk-call-disputed = Tisch { $table } ruft den Gastgeber: { -east-west } ist mit dem Ergebnis nicht einverstanden
tell-thanks = Danke fürs Mitspielen!
tell-phone-over = Der Abend ist vorbei. { tell-thanks }
tell-source-sent = Gesendet von { $from }.
tell-source-host = Vom Gastgeber eingegeben.
tell-source-corrected = { $from } Seitdem vom Gastgeber korrigiert.
tell-source-corrected-why = { $from } Seitdem vom Gastgeber korrigiert: { $reasons }.
tell-cut-won = { $winner } hat das Abheben gewonnen.
tell-cut-won-cards = { $winner } hat das Abheben gewonnen ({ $cards }).
tell-cut-then = { $first }; dann { $next }
tell-phones-back-on = Die Telefone an den Tischen sind wieder an unter { $address }, wie beim letzten Öffnen dieser Party: Die gedruckten Tischkarten und QR-Codes funktionieren wie zuvor.
tell-phones-port-taken = Die Telefone an den Tischen liefen beim letzten Öffnen dieser Party auf Port { $port }, und die Tischkarten und QR-Codes zeigen dorthin, aber sie können nicht wieder an: { $why } Neuer Versuch alle { $seconds } Sekunden. (Sie können sie auch auf dem Bildschirm Telefone an einem anderen Port einschalten; drucken Sie dann die Tischkarten neu.)
tell-last-round-sat-out = Der Abend ist vorbei. Dieser Tisch hat die letzte Runde ausgesetzt (er hat { $trays } ungespielt weitergegeben): nichts mehr zu spielen oder zu senden.
tell-last-round = Der Abend ist vorbei. Die letzte Runde dieses Tisches war { $trays }: nichts mehr zu spielen oder zu senden.
tell-round-not-begun = Runde { $sent } hat noch nicht begonnen: Jetzt läuft Runde { $now }. Laden Sie die Seite neu.
tell-round-moved-on = Die Runde ist vorbei: Jetzt läuft Runde { $now }, nicht Runde { $sent }. Laden Sie die Seite neu.
tell-action-hold = das Ergebnis von Tisch { $table } von seinem Telefon, zurückgehalten für Ihr OK
tell-action-accept = das Ergebnis von Tisch { $table } von seinem Telefon eintragen
tell-action-ask = das Ergebnis von Tisch { $table } von seinem Telefon, { -east-west } vorgelegt
tell-action-agree = die Zustimmung von { -east-west } an Tisch { $table }
tell-action-disagree = der Widerspruch von { -east-west } an Tisch { $table }
tell-action-call = der Ruf von Tisch { $table } nach dem Gastgeber
tell-action-answer = den Ruf von Tisch { $table } beantworten
tell-action-at-door = { $name } meldet sich am Eingang an
tell-action-ask-tray = das Ergebnis von { -tray } { $tray } vom Telefon an Tisch { $table }, { -east-west } vorgelegt
tell-action-agree-tray = die Zustimmung von { -east-west } zu { -tray } { $tray } an Tisch { $table }
tell-action-disagree-tray = der Widerspruch von { -east-west } gegen { -tray } { $tray } an Tisch { $table }
tell-action-let-in = { $name } hereinlassen
tell-action-turn-away = { $name } am Eingang abweisen
tell-action-turn-down = das Ergebnis von Tisch { $table } von seinem Telefon ablehnen
tell-action-pairs = die Liste mit { $count ->
    [one] 1 Paar
   *[other] { $count } Paaren
}
tell-action-deal-trays = die Verteilung der Boards durch das Programm
tell-action-start-duplicate = der Beginn des Duplicate-Abends
tell-action-tray-result = das Ergebnis von { -tray } { $tray } an Tisch { $table }
tell-action-correct-tray = die Korrektur von { -tray } { $tray } an Tisch { $table } in Runde { $round }
tell-action-cut-duplicate = das Abheben um den ersten Platz unter den Paaren { $group }

## Die Saison
tell-side-not-said = Seite nicht angegeben
tell-season-clash = { $spelling } ist mit { $member } verbunden, aber beide haben { $evening } gespielt: Eine Person kann nicht zweimal an einem Abend sitzen, also zählt { $spelling } dort getrennt. Wenn es zwei Personen sind, nehmen Sie { $spelling } aus den anderen Schreibweisen von { $member } (✕).
tell-put-back-as-read = Liste wie zuletzt gelesen zurückholen
tell-put-back-backup = Vorige Fassung zurückholen
tell-unusable-kept = { $problem } { $count ->
    [one] Das hier gezeigte Mitglied ist
   *[other] Die { $count } hier gezeigten Mitglieder sind
} die Liste, wie sie zuvor gelesen wurde; bis die Datei repariert ist, kann daran nichts geändert, gedruckt oder exportiert werden.
tell-unusable-none = { $problem } Bis sie repariert ist, kann aus der Saison nichts gedruckt oder exportiert werden.
tell-unusable-as-read = { $words } „{ tell-put-back-as-read }“ schreibt die gezeigte Liste ({ $count ->
    [one] 1 Mitglied
   *[other] { $count } Mitglieder
}) als members.ron zurück und legt die beschädigte Datei beiseite: Nichts, was vor dem Schaden gespeichert wurde, geht verloren.
tell-unusable-backup = { $words } Ihre vorige Fassung liegt als members.ron.bak vor: „{ tell-put-back-backup }“ (oder `cinch-party restore members.ron`) holt sie zurück und legt die beschädigte Datei beiseite. Sie ist eine Speicherung älter als die beschädigte Datei: Die letzte vor dem Schaden gespeicherte Änderung geht verloren und muss neu gemacht werden.
tell-unusable-backup-count = { $words } Ihre vorige Fassung liegt als members.ron.bak vor ({ $count ->
    [one] 1 Mitglied
   *[other] { $count } Mitglieder
}): „{ tell-put-back-backup }“ (oder `cinch-party restore members.ron`) holt sie zurück und legt die beschädigte Datei beiseite. Sie ist eine Speicherung älter als die beschädigte Datei: Die letzte vor dem Schaden gespeicherte Änderung geht verloren und muss neu gemacht werden.
tell-members-damaged = ⚠ members.ron beschädigt
tell-season-output-refused = { $what } wurde nicht erstellt: members.ron ist nicht lesbar, also würden die Ranglisten die Mitglieder falsch zählen (andere Schreibweisen eines Mitglieds als andere Personen). Reparieren Sie zuerst die Mitgliederliste (Bildschirm Saison, oben).
tell-season-prizes-heading = Preise, alle Abende
tell-best = { $best ->
    [0] jeder Abend zählt
    [1] nur der beste Abend zählt
   *[other] die besten { $best } Abende zählen
}
tell-min-evenings = { $count ->
    [one] 1 Abend
   *[other] { $count } Abende
} für eine Platzierung
tell-change-season-made = die Saison { $season } angelegt
tell-change-evening-added = { $title } zu { $season } hinzugefügt
tell-change-evening-taken-out = { $title } aus { $season } genommen
tell-change-in-season = { $what } in { $season }
tell-change-member-added = { $name } als Mitglied aufgenommen
tell-change-renamed = { $old } umbenannt in { $new }
tell-change-side = Seite von { $name } auf { $side } gesetzt
tell-change-joined = { $spelling } mit { $member } verbunden
tell-change-unjoined = { $spelling } von { $member } genommen
tell-change-member-removed = { $name } von der Mitgliederliste genommen
tell-change-address-mailed = Mailadresse von { $name } gespeichert, Abende werden gemailt
tell-change-address = Mailadresse von { $name } gespeichert, nicht gemailt
tell-change-address-forgotten = Mailadresse von { $name } vergessen
tell-change-new-names-join = neue Namen kommen auf die Liste, wenn eine Party beginnt
tell-change-new-names-off = neue Namen bleiben von der Liste
tell-change-new-names-joined = { $count ->
    [one] 1 neuer Name kam
   *[other] { $count } neue Namen kamen
} auf die Mitgliederliste
tell-club-undo-hint = { $key } auf dem Bildschirm Saison nimmt die letzte Änderung der Saison zurück: { $what }.
tell-club-undo-nothing = In der Saison gibt es nichts zurückzunehmen. { $key } auf den Bildschirmen der Party nimmt die Aktionen der Party zurück.
tell-club-undo-line = Rückgängig in der Saison: { $what }
tell-season-winners = Sieger
tell-season-leading = Bisher vorn
tell-evening-keys-wait = { $key } ändert den Abend, und die Tasten des Bildschirms Saison lassen ihn in Ruhe: { $round } führt zum Bildschirm Runde, wo { $key } funktioniert.
tell-no-finished-evening = Noch kein beendeter Abend: Die Ranglisten füllen sich, sobald Abende hinzugefügt werden.
tell-only-score-card-evenings = Die bisher beendeten Abende wurden mit Punktekarten gewertet: Sie geben jedem Spieler einen Platz (in seinen Abenden und in der Abende-CSV), nicht die Sterne oder Matchpunkte, die eine Rangliste zählt.

## Ein Duplicate-Abend
tell-latecomer-setup = Duplicate Cinch wird paarweise gespielt: Tragen Sie einen Nachzügler mit Partner auf dem Bildschirm Paare ein (zwei Namen in einer Zeile), oder bilden Sie ein Paar mit einem Gast auf der Liste.
tell-latecomer-playing = Duplicate Cinch läuft: Tische und Boards jedes Paars stehen für den Abend fest, also kann ein Nachzügler nicht in die Bewegung einsteigen. Er kann für einen Spieler einspringen, der gehen muss: Das Paar spielt unter seiner Nummer mit seinen Ergebnissen weiter.
tell-evening-length = { $hours ->
    [0] etwa { $minutes } Min.
   *[other] { $minutes ->
        [0] etwa { $hours } Std.
       *[other] etwa { $hours } Std. { $minutes } Min.
    }
}
tell-not-played = nicht gespielt
tell-all-passed = alle gepasst
tell-bid-made = { $seat } reizte { $amount } und erfüllte
tell-bid-failed = { $seat } reizte { $amount } und fiel
tell-revoked = { $contract }, { $side } hat nicht bedient
tell-points-ns = { -ns } { $points }
tell-points-ew = { -ew } { $points }
# { $note }: phantom, howell, foster, skip oder none.
tell-plan = { $pairs ->
    [one] 1 Paar
   *[other] { $pairs } Paare
} an { $tables ->
    [one] 1 Tisch
   *[other] { $tables } Tischen
}{ $note ->
    [phantom] { " " }({ -east-west } hat ein Phantom: Jedes Paar { -north-south } setzt eine Runde aus)
    [howell] { " " }(der Howell an zwei Tischen: Jedes Paar trifft jedes andere Paar)
    [foster] { " " }(die Bewegung aus dem Buch, Fosters Regel: Jedes Paar trifft nur die zwei Paare der anderen Richtung)
    [skip] { " " }(die Bewegung aus dem Buch, der Skip-Mitchell: Jedes Paar trifft den ganzen Abend einen Gegner)
   *[none] {""}
}; { $trays ->
    [one] 1 { -tray }
   *[other] { $trays } Boards
}: { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
} zu { $hands ->
    [one] 1 Spiel
   *[other] { $hands } Spielen
}, { $length } bei 5 Minuten pro Spiel.
tell-ew-move-skip = Die Paare { -east-west } rücken diesmal ZWEI Tische vor (zur Hälfte: der Sprung), die letzten zu den ersten:
tell-ew-move = Die Paare { -east-west } rücken einen Tisch vor, das letzte an Tisch 1:
tell-trays-move-foster = Boards: Jedes Paar { -ew } nimmt die eben gespielten Boards mit und legt sie an seinem nächsten Tisch unter die Boards:
tell-trays-move = Die Boards gehen einen Tisch hinunter, die von Tisch 1 an den letzten Tisch:
tell-sitting-out-pair = Das Paar { -ns } an Tisch { $table } (setzt aus)
tell-trays-carried = { $who } nimmt { $trays } von Tisch { $from } an Tisch { $to } und legt { $count ->
    [one] es
   *[other] sie
} darunter.
tell-trays-carried-waiting = { $who } nimmt { $trays } von Tisch { $from } an Tisch { $to } und legt { $count ->
    [one] es
   *[other] sie
} darunter; { $waiting } { $staying ->
    [one] bleibt
   *[other] bleiben
} an Tisch { $from }.
tell-trays-go = { $trays } { $count ->
    [one] geht
   *[other] gehen
} von Tisch { $from } an Tisch { $to }.
tell-trays-in = { $recorded } von { $due ->
    [one] 1 { -tray }
   *[other] { $due } Boards
} eingetragen
tell-standings-after-last-round = Der Stand kommt nach der letzten Runde
tell-no-hand-given-away = Bis dahin wird kein Board-Ergebnis gezeigt: Andere Tische müssen es noch spielen.
tell-not-for-the-room = Nur für Sie: Der Saal sieht keinen Stand, keine Punkte und keine Laufzettel, bis die letzte Runde vorbei ist ({ $trays }).
tell-paper-waits = { $what } wird gedruckt, sobald die letzte Runde vorbei ist: Bis dahin darf kein Board-Ergebnis in den Saal gelangen, weil andere Tische es noch spielen müssen ({ $trays }).
tell-own-tray = Runde { $round }, { -tray } { $tray }: { $outcome } — Ihr Ergebnis { $result }
tell-own-trays-none = Noch keine Ergebnisse für Ihr Paar.
tell-own-trays = { $count ->
    [one] Ihr Board
   *[other] Ihre { $count } Boards
} bisher, unten. Wie sie im Vergleich zu den anderen Paaren stehen, zeigt sich nach der letzten Runde: Andere Tische müssen sie noch spielen.

## Wie weit ein Abend ist
tell-top-winner = Sieger
tell-top-leading = Vorn
tell-leaders-winners = Sieger
tell-leaders-after-of = Vorn nach { $ended } von { $count ->
    [one] 1 Runde
   *[other] { $count } Runden
}
tell-leaders-after = Vorn nach { $count ->
    [one] 1 Runde
   *[other] { $count } Runden
}
# { $foster } ist yes nach Fosters Regel.
tell-trays-part-round = { $now } der { $all } Boards an jedem Tisch in dieser Runde{ $foster ->
    [yes] { " " }(Fosters Regel)
   *[no] {""}
}
tell-trays-round = { $count ->
    [one] 1 { -tray }
   *[other] { $count } Boards
} an jedem Tisch in dieser Runde{ $foster ->
    [yes] { " " }(Fosters Regel)
   *[no] {""}
}
tell-evening-not-this-partys = Der gezeigte Abend gehört nicht zu dieser Party: Öffnen Sie ihn erneut.

## Stühle und Felder des Bildschirms Runde
tell-chairs-hold = die leeren Stühle der Runde { $round } ({ $tables }) sind noch nicht geregelt: Regeln Sie sie zuerst, oben (Esc, dann F, übernimmt den Vorschlag des Programms)
tell-score-kept = Die Punkte von Tisch { $table } bleiben in ihren Feldern: { $why }. Drücken Sie dann noch einmal Enter.
tell-round-started-by-result = Runde { $round } war nicht gestartet: Ihre Uhr lief mit diesem ersten Ergebnis an (die Tische spielen ja schon).
tell-type-score-first = Tisch { $table }: Geben Sie zuerst die Punkte von { -north-south } ein, dann Tab und die von { -east-west }.
tell-go-to-table-how = Zu Tisch: Geben Sie eine Tischnummer ein (1 bis { $last }), dann Enter.
tell-no-such-table = In dieser Runde gibt es keinen Tisch { $typed }: Die Tische sind 1 bis { $last }.
tell-going-to-table = Zu Tisch { $shown } — Nummer eingeben, Enter geht hin, Esc bleibt hier

## Das Passwort des Mailservers
tell-password-in-keyring = Das Passwort liegt im Schlüsselbund dieses Computers, für diesen Server und Benutzernamen.
tell-password-forgotten = Das Passwort ist vergessen, hier und im Schlüsselbund dieses Computers.
tell-password-where = Liegt im Schlüsselbund dieses Computers (Schlüsselbund, Anmeldeinformationsverwaltung, GNOME Keyring oder KWallet), wo es einen gibt; sonst im Speicher, bis das Fenster schließt. Nie in eine Datei geschrieben.
tell-password-kept-keyring = im Schlüsselbund
tell-password-kept-run = nur für diese Sitzung
tell-password-for-this-run = Das Passwort bleibt nur, bis das Fenster schließt, und wird nie gespeichert: { $why }. Beim nächsten Mal werden Sie erneut danach gefragt.

## Das Namensfeld des Bildschirms Gäste
tell-no-guest-matches = Kein Gast passt zu „{ $typed }“.
tell-guests-matching = { $count ->
    [one] 1 Gast passt
   *[other] { $count } Gäste passen
} zu „{ $typed }“ (das Namensfeld sucht beim Tippen):
tell-and-more = { $list } und { $more } weitere
tell-already-here = Schon da: { $list }. Enter fügt „{ $typed }“ als weiteren Gast hinzu.

## Gleichstände und Abheben
tell-tie-keys = Gleichstand! Die { $cutters } heben ab: Drücken Sie C, N oder O.
tell-tie-how = Gleichstand: Die beiden { $cutters } heben ab, Ass hoch.
tell-program-cuts-for = Das Programm hebt für die beiden { $cutters } ab und zeigt beide Karten
tell-real-cut-won-by = Echtes Abheben: { $cutter } von { $pair } zog die höhere Karte
tell-open-table-for = Für die zwei { $ladies } und zwei { $gentlemen }, die am längsten warten
tell-ring-anyway-cuts = die Karten der beiden { $cutters }
tell-phone-tie = Die beiden { $cutters } heben ab; die höhere Karte gewinnt für { $open ->
    [yes] ihre
   *[no] ihre
} Seite (Ass hoch).
tell-phone-cut-winner = { $cutter } von { $pair }

## Die Wechselliste nach einer Duplicate-Glocke
tell-pair-goes = { $pair } geht von Tisch { $from } an Tisch { $to }.
tell-sits-out-next = { $pair } setzt Runde { $round } aus (es trifft das Phantom); seine Boards wandern trotzdem weiter.
tell-sitting-out-next = Als Nächstes setzen aus:
tell-howell-last = Das war die letzte Runde: Jedes Paar hat jedes andere getroffen.
tell-pair-move = { $move }.
tell-table-starts = Tisch { $table } beginnt mit { $trays }
tell-howell-pairs = Die Paare wechseln die Plätze (der Howell an zwei Tischen):
tell-howell-trays = Boards: Die Boards dieser Runde sind fertig (an beiden Tischen gespielt).
tell-howell-round = Runde { $round } spielt { $trays }: { $starts }, und die Tische tauschen sie zur Hälfte.
tell-seat-words = Tisch { $table }, { $side }
tell-howell-exchange = Nach { $first } jetzt die Boards mit Tisch { $with } tauschen, dann { $then } spielen.
tell-pair-stays = { $pair } bleibt an { $seat }
tell-pair-stays-sits = { $pair } bleibt an Tisch { $table } und sitzt { $side }
tell-pair-goes-to = { $pair } geht von Tisch { $table } an { $seat }
