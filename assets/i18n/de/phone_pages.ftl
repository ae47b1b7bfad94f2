# Die eigenen Seiten der Telefone (issue 51): der Block eines Tisches, die Boards eines Duplicate-Tisches, die Seite eines Paares, der Stand, und was ihr Skript sagt.

# Was die Seiten eines Duplicate-Tisches und eines Paares vom Gastgeber lesen.
phonepage-ns-sits-out = { -north-south } setzt diese Runde aus: keine Gegner. Geben Sie { $trays } ungespielt weiter.
phonepage-play-trays = Spielen Sie { $trays }. { -north-south }: Senden Sie das Ergebnis jedes { -tray }s, sobald es gespielt ist.
phonepage-play-trays-exchange = Spielen Sie { $trays }. { $exchange } { -north-south }: Senden Sie das Ergebnis jedes { -tray }s, sobald es gespielt ist.
phonepage-all-trays-in = Alle Boards dieser Runde hat der Gastgeber. Warten Sie auf die { -bell }.
phonepage-after-round = Nach der Runde: { $move }.
phonepage-after-round-to = Nach der Runde geht { $pair } an Tisch { $table }.
phonepage-pair-place = Runde { $round }: Tisch { $table }, Sie sitzen { $side }, gegen { $against }: { $trays }.
phonepage-pair-sits-out = Runde { $round }: Sie setzen an Tisch { $table } aus (keine Gegner).
phonepage-no-results = Noch keine Ergebnisse für Ihr { -pair }.
phonepage-pair-won = Der Abend ist vorbei, und Ihr { -pair } hat seine Richtung gewonnen. Herzlichen Glückwunsch!
phonepage-pair-score = Ihr { $measure ->
    [matchpoints] Matchpoint-Ergebnis
   *[plus-minus] Plus/Minus
} nach { $trays ->
    [one] { $trays } { -tray }
   *[other] { $trays } Boards
}: { $score }, { $place }{ $level ->
    [0] {""}
    [one] {" "}(gleichauf mit einem anderen { -pair })
   *[other] {" "}(gleichauf mit { $level } anderen Paaren)
} von { $of } { $pairs }.
phonepage-tray-disputed = { -east-west } ist mit { $outcome } nicht einverstanden. Der Gastgeber ist gerufen, um es zu klären.
phonepage-tray-asked = { -east-west }: Sind Sie einverstanden? { $outcome }

# Jede Adresse, die der Server der Telefone nicht kennt.
phonepage-not-found = Nicht gefunden
phonepage-not-known = Dieser Link ist hier nicht bekannt. Bitten Sie den Gastgeber um den Link Ihres Tisches.

# Die eigenen Wörter der Seiten.
phonepage-table-title = { -cinch }: Ihr Tisch
phonepage-your-table = Ihr Tisch
phonepage-chairs = Stühle
phonepage-north-chair = Nord
phonepage-south-chair = Süd (Partner von Nord)
phonepage-east-chair = Ost
phonepage-west-chair = West (Partner von Ost)
phonepage-moves = Wohin alle gehen
phonepage-moves-heading = Die { -bell } hat geläutet: wohin die Spieler der letzten Runde gehen
phonepage-reload = Neu laden
phonepage-recorded = Eingetragen
phonepage-agree-box = Zustimmen
phonepage-agree-question = { -east-west }: Sind Sie einverstanden?
phonepage-agree-how = Geben Sie das Telefon an Ost oder West. Wenn Sie einverstanden sind, zählt das Ergebnis; wenn nicht, wird der Gastgeber gerufen, um es zu klären.
phonepage-tie = Gleichstand
phonepage-a-tie = Ein Gleichstand.
phonepage-tie-how = Die beiden Damen heben ab; die höhere Karte gewinnt für ihre Seite (Ass hoch).
phonepage-cut-program = Hier abheben (das Programm zieht beide Karten)
phonepage-real-cut = Oder, nach echtem Abheben: Wer hat gewonnen?
phonepage-cut-ns = Die Dame von { -north-south }
phonepage-cut-ew = Die Dame von { -east-west }
phonepage-score-pad = Block
phonepage-col-deal = Spiel
phonepage-col-dealer = Geber
phonepage-col-bid = Reizung
phonepage-col-ns-took = { -ns } bekam
phonepage-col-ew-took = { -ew } bekam
phonepage-col-ns = { -ns }
phonepage-col-ew = { -ew }
phonepage-running-totals = Laufende Summen
phonepage-deal-one = Spiel 1
phonepage-dealt-by = Geber:
phonepage-take-back = Das letzte Spiel zurücknehmen
phonepage-four-played = Vier Spiele gespielt. Summen:
phonepage-send = An den Gastgeber senden
phonepage-totals-only = Auf Papier geschrieben? Nur die Summen senden
phonepage-ns-total = Summe von { -north-south }
phonepage-ew-total = Summe von { -east-west }
phonepage-send-totals = Diese Summen an den Gastgeber senden
phonepage-the-host = Der Gastgeber
phonepage-where-everyone = Wo sitzen alle?
phonepage-trays-title = { -cinch }: die Boards Ihres Tisches
phonepage-pairs = Paare
phonepage-ns-stays = { -north-south } (bleibt an diesem Tisch)
phonepage-ew-this-round = { -east-west } (diese Runde)
phonepage-trays = Boards
phonepage-after-the-round = Nach der Runde
phonepage-pair-title = { -cinch }: Ihr { -pair }
phonepage-your-pair = Ihr { -pair }
phonepage-now = Jetzt
phonepage-this-round = Diese Runde
phonepage-next-round = Nächste Runde
phonepage-score = Ergebnis
phonepage-your-score = Ihr Ergebnis
phonepage-standings-title = { -cinch }: Stand
phonepage-standings = Stand
phonepage-standings-waiting = Warten auf den Laptop des Gastgebers…

# Was das Skript der Seiten sagt, von der Seite übergeben (data-w-…); %name füllt das Skript aus.
phonepage-js-unreachable = Der Laptop des Gastgebers ist nicht erreichbar. Prüfen Sie, ob dieses Telefon im WLAN des Festes ist, und versuchen Sie es erneut.
phonepage-js-strange = Der Laptop des Gastgebers hat seltsam geantwortet (%status).
phonepage-js-unknown-link = Dieser Link ist dem Gastgeber nicht bekannt. Bitten Sie den Gastgeber um Ihren Link.
phonepage-js-host-called = Der Gastgeber ist gerufen
phonepage-js-call-host = Den Gastgeber rufen
phonepage-js-north = Nord
phonepage-js-east = Ost
phonepage-js-south = Süd
phonepage-js-west = West
phonepage-js-who-bid = Wer hat gereizt?
phonepage-js-all-passed = Alle gepasst
phonepage-js-no-revoke = Keine
phonepage-js-by-ns = von { -north-south }
phonepage-js-by-ew = von { -east-west }
phonepage-js-bidder = Reizender
phonepage-js-bid = Reizung
phonepage-js-ns-took = { -north-south } bekam
phonepage-js-ew-took = { -east-west } bekam
phonepage-js-revoke = Renonce oder falsche Hand
phonepage-js-misdeal = Fehlgeben
phonepage-js-ns = { -north-south }
phonepage-js-ew = { -east-west }
phonepage-js-type-points = die Punkte eingeben, die %side bekam
phonepage-js-points-range = die Punkte von %side sind eine ganze Zahl von 0 bis %all
phonepage-js-choose-bidder = wählen, wer gereizt hat (oder Alle gepasst)
phonepage-js-choose-bid = die Reizung wählen
phonepage-js-points-sum = die Punkte beider Seiten ergeben zusammen %all
phonepage-js-to-send = Zum Senden: %why.
phonepage-js-type-total = die Summe von %side eingeben
phonepage-js-total-whole = die Summe von %side ist eine ganze Zahl
phonepage-js-has-result = Der Gastgeber hat das Ergebnis dieses Tisches:
phonepage-js-sent-waiting = An den Gastgeber gesendet, wartet auf sein OK:
phonepage-js-pad-misdeal = Fehlgeben
phonepage-js-pad-passed = gepasst
phonepage-js-deal-n = Spiel %n
phonepage-js-add-deal = Spiel hinzufügen
phonepage-js-has-it = Der Gastgeber hat es. Danke!
phonepage-js-sent-wait-ok = Gesendet. Wartet auf das OK des Gastgebers.
phonepage-js-tray-n = Board %n
phonepage-js-seat-deals = %seat gibt
phonepage-js-fix = Wenn das falsch ist, bitten Sie den Gastgeber, es zu korrigieren.
phonepage-js-send-tray = Board %n senden
phonepage-js-tray-not-played = Board %n nicht gespielt
phonepage-js-agree = Zustimmen
phonepage-js-disagree = Ablehnen
phonepage-js-has-tray = Der Gastgeber hat Board %n. Danke!
phonepage-js-host-settles = Der Gastgeber ist gerufen, um es zu klären.
phonepage-js-sits-out = Setzt diese Runde aus (keine Gegner)
phonepage-js-with-host = ✓ Beim Gastgeber: %words
phonepage-js-sending-tray = Board %n wird gesendet…
phonepage-js-tray-sent = Board %n gesendet. Es zählt, wenn { -east-west } unten zustimmt.
phonepage-display-title = Cinch: für die Gäste
phonepage-display-looking = Suche den Laptop des Gastgebers…
