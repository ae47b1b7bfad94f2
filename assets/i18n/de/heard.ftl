# Was ein Telefon zurückhört, wenn es etwas sendet (in seiner eigenen Sprache), und was der Gastgeber davon hört (in der des Fensters).

# Die Seite des Gastgebers: die Anfrage eines Telefons, wie die Meldung des Fensters und die Zeile von serve sie sagen.
heard-sent = { $agreed ->
    [yes] { $title } hat sein Ergebnis von einem Telefon gesendet, von { -east-west } bestätigt: { -north-south } { $ns }, { -east-west } { $ew }.
   *[no] { $title } hat sein Ergebnis von einem Telefon gesendet: { -north-south } { $ns }, { -east-west } { $ew }.
}
heard-cut-won = { $sent } { $winner } hat beim Abheben gewonnen.
heard-to-cut = { $sent } Ein Gleichstand. { $how }
heard-asked = Tisch { $table } hat { -north-south } { $ns }, { -east-west } { $ew } gesendet: { -east-west } wird auf seinem Telefon um Zustimmung gebeten.
heard-waits = { $agreed ->
    [yes] Tisch { $table } hat { -north-south } { $ns }, { -east-west } { $ew } gesendet, von { -east-west } bestätigt: es wartet auf Ihr OK.
   *[no] Tisch { $table } hat { -north-south } { $ns }, { -east-west } { $ew } gesendet: es wartet auf Ihr OK.
}
heard-disagreed = { $call }: { -east-west } ist mit { -north-south } { $ns }, { -east-west } { $ew } nicht einverstanden. Der Tisch ruft Sie; das Ergebnis wartet auf Sie.
heard-call = { $call }.
heard-tray-sent = { $agreed ->
    [yes] Tisch { $table } hat { -tray } { $tray } von einem Telefon gesendet, von { -east-west } bestätigt: { $outcome }.
   *[no] Tisch { $table } hat { -tray } { $tray } von einem Telefon gesendet: { $outcome }.
}
heard-tray-asked = Tisch { $table } hat { -tray } { $tray } von einem Telefon gesendet: { -east-west } wird um Zustimmung gebeten.
heard-tray-disagreed = { $call }: { -east-west } ist mit { -tray } { $tray } ({ $outcome }) nicht einverstanden. Tragen Sie das { -tray } am Laptop ein, sobald es geklärt ist.
heard-mail-address = { $name } hat an der Tür die Adresse angegeben, um den Abend per Mail zu bekommen.
heard-result-not-saved = Das Ergebnis von Tisch { $table } von seinem Telefon konnte nicht gespeichert werden und wurde nicht übernommen (das Telefon soll es erneut senden): { $error }
heard-phone-not-saved = Das Telefon von Tisch { $table } konnte nicht gehört werden, weil das Fest nicht gespeichert werden konnte (das Telefon soll erneut senden): { $error }
heard-tray-answer-not-saved = Die Antwort von Tisch { $table } zu { -tray } { $tray } konnte nicht gespeichert werden (das Telefon soll sie erneut senden): { $error }
heard-tray-not-saved = { -tray } { $tray } von Tisch { $table } konnte von seinem Telefon nicht gespeichert werden und wurde nicht übernommen (das Telefon soll es erneut senden): { $error }
heard-check-in-not-saved = Die Anmeldung eines Gastes an der Tür konnte nicht gespeichert werden: { $error }

# Die Seite des Telefons: was es zurückhört.
heard-not-saved = Der Laptop des Gastgebers konnte es nicht speichern: Senden Sie es gleich noch einmal. Ihr Block bleibt hier erhalten.
heard-already-reported = Tisch { $table } hat schon gemeldet: { -north-south } { $ns }, { -east-west } { $ew }. Wenn das falsch ist, bitten Sie den Gastgeber, es zu korrigieren.
heard-already-cut = Der Gleichstand von Tisch { $table } wurde schon durch Abheben entschieden. Wenn das falsch ist, bitten Sie den Gastgeber, es zu korrigieren.
heard-already-cut-by = Der Gleichstand von Tisch { $table } wurde schon durch Abheben entschieden. { $winner } hat gewonnen. Wenn das falsch ist, bitten Sie den Gastgeber, es zu korrigieren.
heard-not-a-side = „{ $side }“ ist keine Seite: Senden Sie "lady" oder "gentleman".
heard-known-by-both = { $name } steht schon auf der Liste des Abends (der Klub kennt beide Namen).
heard-checked-in = Danke, { $name }: Der Gastgeber lässt Sie gleich herein. Dann zeigt „Wo sitze ich?“ Ihren Tisch.
heard-already-in = { $name } steht schon auf der Liste des Abends: Der Gastgeber hat Sie hereingelassen. „Wo sitze ich?“ zeigt Ihren Tisch, sobald die Tische ausgelost sind.
heard-mail-no-consent = Nichts wurde gespeichert: Kreuzen Sie „Schicken Sie mir meinen Abend“ an, um ihn per Mail zu bekommen.
heard-mail-cannot-keep = Der Laptop des Gastgebers konnte es nicht speichern ({ $error }): Fragen Sie den Gastgeber.
heard-mail-host-has = Der Gastgeber hat schon eine Adresse für { $name }: Bitten Sie ihn, sie zu ändern.
heard-mail-club-has = Der Klub hat schon eine Adresse für { $name }: Bitten Sie den Gastgeber, sie zu ändern.
heard-mail-thanks = { $over ->
    [yes] Danke, { $name }: Ihr eigener Abend wird an { $address } geschickt, wenn der Gastgeber die Abende verschickt.
   *[no] Danke, { $name }: Ihr eigener Abend wird nach der letzten { -bell } an { $address } geschickt.
}
heard-mail-no-guest = Kein Gast des heutigen Festes heißt { $name }: Prüfen Sie die Schreibweise, oder fragen Sie den Gastgeber.
heard-mail-many = Mehr als ein Gast hat diesen Namen: Geben Sie Ihren ganzen Namen ein.
heard-pair-unknown = Dieses { -pair } kennt der Gastgeber nicht.
heard-duplicate-party = Dies ist ein Fest mit Duplicate-{ -cinch }: Senden Sie das Ergebnis jedes { -tray }s einzeln (laden Sie die Seite neu).
heard-no-screens = Die Anzeigen für die Gäste werden hier nicht gezeigt.
heard-over = Der Abend ist vorbei: keine Ergebnisse mehr.
heard-not-seated = Das Spiel hat noch nicht begonnen: Die Tische sind nicht besetzt.
heard-not-started = Das Spiel hat noch nicht begonnen.
heard-table-not-playing = Tisch { $table } spielt diese Runde nicht.
heard-only-tie-cut = Abgehoben wird nur bei Gleichstand: Diese Punkte sind nicht gleich.
heard-result-already = Dieses Ergebnis hatte der Gastgeber schon.
heard-pad-not-complete = Ein Block wird gesendet, wenn seine vier Spiele gespielt sind; dieser hat { $played }.
heard-deals-already = Diese Spiele hatte der Gastgeber schon.
heard-host-began-pad = Der Gastgeber hat den Block dieses Tisches mit anderen Spielen begonnen (bisher { $count }): Bitten Sie ihn, ihn fertigzustellen oder diese Spiele zurückzunehmen.
heard-already-waits = { $asked ->
    [yes] Dieses Ergebnis wartet schon auf die Zustimmung von { -east-west }.
   *[no] Dieses Ergebnis wartet schon auf das OK des Gastgebers.
}
heard-another-phone = { $asked ->
    [yes] Ein anderes Telefon hat das Ergebnis dieses Tisches schon gesendet ({ -north-south } { $ns }, { -east-west } { $ew }); es wartet auf die Zustimmung von { -east-west } auf dem Telefon, das es gesendet hat.
   *[no] Ein anderes Telefon hat das Ergebnis dieses Tisches schon gesendet ({ -north-south } { $ns }, { -east-west } { $ew }); es wartet auf das OK des Gastgebers.
}
heard-nothing-waits-recorded = Das Ergebnis dieses Tisches ist schon eingetragen: Nichts wartet auf { -east-west }.
heard-nothing-waits = Nichts wartet auf die Zustimmung von { -east-west }: Das Ergebnis wurde nicht gesendet, oder der Gastgeber hat es geklärt.
heard-put-to-ew = Das { -east-west } vorgelegte Ergebnis ist { -north-south } { $ns }, { -east-west } { $ew }: Sehen Sie noch einmal hin und beantworten Sie dieses.
heard-call-shown = Der Laptop des Gastgebers zeigt Ihren Ruf schon.
heard-pair-no-table = Ihr { -pair } sitzt gerade an keinem Tisch: Suchen Sie den Gastgeber.
heard-sits-out = Tisch { $table } setzt diese Runde aus: Er hat keine Boards zu melden.
heard-tray-not-here = Board { $tray } wird diese Runde nicht an Tisch { $table } gespielt: Seine Boards sind { $trays }.
heard-tray-already = Board { $tray } hatte der Gastgeber schon.
heard-tray-recorded = Board { $tray } an Tisch { $table } ist schon eingetragen ({ $outcome }). Wenn das falsch ist, bitten Sie den Gastgeber, es zu korrigieren.
heard-which-tray = Sagen Sie, für welches { -tray } { -east-west } antwortet.
heard-tray-not-asked = Board { $tray } wartet nicht auf die Zustimmung von { -east-west }.
heard-tray-waits = Board { $tray } wartet schon auf die Zustimmung von { -east-west } auf diesem Telefon.
heard-not-duplicate = Dieses Fest ist kein Duplicate-{ -cinch }: Es gibt keine Boards.
heard-tray-fault = Board { $tray }: { $why }

# Die Seite des Gastgebers: der Server der Telefone und ihre Links.
heard-no-network = Dieser Computer scheint in keinem Netzwerk zu sein, daher erreichen ihn die Telefone nicht. Verbinden Sie sich mit dem WLAN des Festes (oder starten Sie einen Hotspot), dann schalten Sie die Telefone aus und wieder ein.

# Die Seite des Telefons: eine Anfrage, die der Laptop des Gastgebers nicht lesen konnte.
heard-not-a-chair = „{ $chair }“ ist kein Stuhl: north, east, south oder west.
heard-no-bid = Wer reizt, braucht eine Reizung.
heard-no-bidder = Eine Reizung braucht jemanden, der reizt.
heard-not-a-revoke = „{ $side }“ ist keine Seite: Eine Renonce ist "ns" oder "ew".
heard-tray-misdeal = Ein { -tray } wird vor dem Spiel gegeben und kann nicht fehlgegeben werden.
heard-too-many-deals = Das sind mehr Spiele, als eine Runde hat.
heard-deal-fault = Spiel { $number }: { $why }
heard-not-json = Die Anfrage wird nicht verstanden: Ihr Inhalt ist kein JSON.
heard-not-an-object = Die Anfrage wird nicht verstanden: Senden Sie ein JSON-Objekt.
heard-unknown-field = Die Anfrage wird nicht verstanden: „{ $field }“ nimmt diese Adresse nicht an.
heard-field-twice = Die Anfrage wird nicht verstanden: „{ $field }“ wurde zweimal gesendet.
heard-field-missing = Die Anfrage wird nicht verstanden: „{ $field }“ fehlt.
heard-wrong-kind = Die Anfrage wird nicht verstanden: „{ $field }“ hat die falsche Art (Runde, Board, Reizung und Punkte sind ganze Zahlen; wer reizt, ist ein Stuhl; ein Ja oder Nein ist true oder false).
heard-not-played-with-deal = Board { $tray }: Ein nicht gespieltes { -tray } hat keinen Reizenden, keine Reizung und keine Punkte. Senden Sie entweder "not played" oder das Spiel.

# Die Seite des Telefons: Ablehnungen, bevor der Laptop des Gastgebers gefragt wird.
heard-two-hosts = Die Anfrage nennt zwei Hosts: Senden Sie einen einzigen Host-Header.
heard-foreign-host = Diese Adresse ist nicht der Laptop des Gastgebers: Öffnen Sie den Link, den der Gastgeber Ihnen gegeben hat (seine Zahlen oder den Namen dieses Computers).
heard-wrong-method = Diese Adresse nimmt diese Art von Anfrage nicht an.
heard-too-slow = Die Anfrage kam zu langsam und wurde aufgegeben.
heard-too-large = Die Anfrage ist zu groß.
heard-send-json = Senden Sie JSON, mit Content-Type: application/json.
heard-not-understood = Die Anfrage wird nicht verstanden.
heard-no-such-address = Der Laptop des Gastgebers hat keine solche Adresse.
heard-send-utf8 = Senden Sie das JSON in UTF-8 (charset=utf-8, oder keins).
heard-no-compression = Senden Sie den Inhalt, wie er ist: Komprimierte Inhalte (Content-Encoding) werden nicht angenommen.
heard-too-large-at-most = Die Anfrage ist zu groß (höchstens { $bytes } Bytes).
heard-too-slow-again = Die Anfrage kam zu langsam und wurde aufgegeben: Senden Sie sie erneut.
heard-body-broken = Der Inhalt der Anfrage ist beschädigt (abgeschnitten oder falsch zerteilt): Senden Sie sie erneut.
heard-party-closed = Der Gastgeber hat das Fest geschlossen.
heard-no-answer = Der Laptop des Gastgebers hat nicht rechtzeitig geantwortet. Versuchen Sie es gleich noch einmal.
heard-headers-too-large = Die Header der Anfrage sind zu groß.
heard-address-too-long = Die angefragte Adresse ist zu lang.
heard-malformed = Die Anfrage wird nicht verstanden: Ihre erste Zeile oder ihre Header sind fehlerhaft.
heard-too-many-connections = Der Laptop des Gastgebers beantwortet zu viele Verbindungen: Versuchen Sie es gleich noch einmal.

# Die Seite des Gastgebers: der Server der Telefone.
heard-port-taken = Port { $port } ist von einem anderen Programm belegt (vielleicht einem anderen cinch-party). Wählen Sie einen anderen Port, etwa { $other }.
heard-port-refused = Das System lässt cinch-party Port { $port } nicht benutzen. Wählen Sie einen Port über 1024, etwa { $default }.
heard-not-this-computer = Diese Netzwerkadresse gehört nicht zu diesem Computer.
heard-server-failed = Der Server der Telefone konnte auf Port { $port } nicht starten: { $why }.
heard-links-unreadable = Die Links der Tische in { $path } konnten nicht gelesen werden; neue Links wurden erstellt (drucken Sie die Tischkarten erneut).
heard-server-system = Der Server der Telefone konnte nicht starten: { $why }.

# Die Seite des Gastgebers: die Telefone des Fensters.
heard-phones-off = Die Telefone an den Tischen sind aus.
heard-new-links = Jeder Tisch hat einen neuen Link; die alten funktionieren nicht mehr. Drucken Sie die Tischkarten erneut.
heard-accepted = Das Ergebnis von Tisch { $table } von seinem Telefon ist eingetragen.
heard-turned-down = Das Ergebnis von Tisch { $table } wurde abgelehnt; sein Telefon kann erneut senden.
heard-on-the-way = Das Telefon von Tisch { $table } sagt jetzt, dass Sie unterwegs sind.
heard-nobody-calling = Kein Tisch ruft den Gastgeber.
heard-nobody-at-the-door = Niemand wartet an der Tür.
heard-let-in = { $name } steht auf der Liste.
heard-turned-away = { $name } wurde an der Tür abgewiesen.
heard-all-let-in = { $count ->
    [one] { $count } Gast von der Tür hereingelassen.
   *[other] { $count } Gäste von der Tür hereingelassen.
}
heard-open-a-party = Öffnen Sie zuerst ein Fest: Die Telefone bedienen das geöffnete Fest.
heard-phones-on = Die Telefone an den Tischen sind an unter { $address }. Link und QR-Code jedes Tisches stehen auf dem Bildschirm Telefone.
