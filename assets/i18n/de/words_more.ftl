# Die eigenen Sätze des Wörter-Moduls (issue 51): eine Aktion, der Wechsel eines Gastes bei der Glocke, der Stand eines Festes, die Drucker, die Saison, Plan und Wechsel eines Duplicate-Abends.

say-source-desk = Empfang
say-source-table = von Tisch { $table } gesendet
say-source-door = vom Telefon eines Gastes an der Tür
say-progress-setup-pairs = nicht begonnen: { $count ->
    [one] 1 Paar
   *[other] { $count } Paare
}
say-progress-setup = nicht begonnen: { $count ->
    [one] 1 Gast
   *[other] { $count } Gäste
}
say-progress-playing = Runde { $round }, im Spiel
say-progress-playing-of = Runde { $round } von { $rounds }, im Spiel
say-progress-finished = beendet nach { $count ->
    [one] 1 Runde
   *[other] { $count } Runden
}
say-action-settings = die Änderung der Einstellungen
say-action-arrival = die Ankunft von { $name }
say-action-list = die Liste von { $count ->
    [one] 1 Gast
   *[other] { $count } Gästen
}
say-action-rename = die Umbenennung von { $name } in { $new }
say-action-side = der Seitenwechsel von { $name }
say-action-remove = { $name } von der Liste nehmen
say-action-balance = das Ausgleichen der Kartenspiele
say-action-card = die Karte { $card } von { $name }
say-action-clear-card = die Karte von { $name } löschen
say-action-draw = die Auslosung für alle
say-action-seat = das Besetzen der Tische
say-action-result = das Ergebnis { $ns }–{ $ew } von Tisch { $table }
say-action-cut = das Abheben an Tisch { $table } in Runde { $round }
say-action-correct = die Korrektur von Runde { $round }, Tisch { $table } auf { $ns }–{ $ew }
say-action-bell-of = die { -bell } von Runde { $round }
say-action-bell = die { -bell }
say-action-start-of = der Beginn von Runde { $round }
say-action-start = der Beginn der Runde
say-action-pause = das Anhalten der Uhr
say-action-resume = das Weiterlaufen der Uhr
say-action-cut-prize = das Abheben um den { $prize ->
    [gold] goldenen Preis
    [red] roten Preis
    [green] grünen Preis
    [pair] Paarpreis
   *[score] Punktepreis
}
say-action-leave = das Gehen von { $name }
say-action-deal = ein Spiel an Tisch { $table }
say-action-drop-deal = das Zurücknehmen eines Spiels an Tisch { $table }
say-action-correct-deals = die Korrektur der Spiele von Runde { $round }, Tisch { $table }
say-action-withdraw = { $name } aus der Preisliste nehmen
say-action-fill = { $name } setzt sich an Tisch { $table }, { $seat }
say-action-close-table = das Schließen von Tisch { $table }
say-action-close-bottom = das Schließen des letzten Tisches
say-action-open-table = das Öffnen von Tisch { $table }
say-action-open-a-table = das Öffnen eines Tisches
say-action-swap = der Tausch von { $first } und { $second }
say-partner-waits = der Stuhl Ihres Partners wartet auf jemanden ({ $name } ist gegangen)
say-partner-same = gleicher Partner
say-partner-new = neuer Partner { $name }
say-move-left = hat das Fest verlassen: kein Stuhl
say-move-wait = warten Sie auf einen Stuhl (Sie stehen auf der Warteliste)
say-move-sit-partner = setzen Sie sich an Tisch { $table }, { $seat } (von der Warteliste), Partner { $name }
say-move-sit = setzen Sie sich an Tisch { $table }, { $seat } (von der Warteliste), { $partner }
say-move-stay = bleiben Sie auf Ihrem Stuhl ({ $seat } an Tisch { $table }), { $partner }
say-move-stay-table = bleiben Sie an Tisch { $table } und wechseln Sie nach { $seat }, { $partner }
say-move-go = gehen Sie an Tisch { $table }, { $seat }, { $partner }
say-chair-empty = leer ({ $name } ist gegangen)
say-waiting-line = Warten auf einen Stuhl: { $names }
say-arrival-confirmed = { $name } steht auf der Warteliste ({ $place } warten) und setzt sich bei einer { -bell }, wenn ein Stuhl frei wird oder ein Tisch öffnet.
say-mailing = ✉ Die Abende der Gäste werden verschickt: { $sent } verschickt{ $refused ->
    [0] {""}
   *[other] , { $refused } abgelehnt
} bisher…
say-reason-out-of-paper = kein Papier
say-reason-paper-low = wenig Papier
say-reason-paper-jam = Papierstau
say-reason-out-of-toner = kein Toner oder keine Tinte
say-reason-toner-low = wenig Toner oder Tinte
say-reason-door-open = eine Klappe oder Abdeckung ist offen
say-reason-tray-missing = ein Papierfach fehlt
say-reason-output-full = das Ausgabefach ist voll oder fehlt
say-reason-unreachable = er ist nicht erreichbar (ausgeschaltet oder nicht verbunden?)
say-reason-paused = angehalten in den Druckereinstellungen des Computers
say-reason-queue-full = seine Warteschlange ist voll
say-printer-message = „{ $message }“
say-print-pads = die Spielblöcke für Runde { $round }
say-print-document = „{ $document }“
say-printing-on = { $what } wird auf { $printer } gedruckt…
say-printing-sent = { $what } wird auf { $printer } gedruckt… gesendet
say-printing-done = { $what } wird auf { $printer } gedruckt… gedruckt
say-printing-waits = { $what } wird auf { $printer } gedruckt… der Drucker meldet: { $says }
say-printing-given-up = { $what } wird auf { $printer } gedruckt… der Drucker hat aufgegeben: drucken Sie erneut oder nehmen Sie das PDF
say-printing-no-news = { $what } wird auf { $printer } gedruckt… gesendet; der Drucker hat seitdem nichts gemeldet
say-handed-to-system = Das PDF von { $what } ist als { $path } gespeichert und an den Druck des Computers übergeben.
say-saved-instead = { $why }: stattdessen als PDF in { $folder }/ gespeichert
say-saved-instead-long = { $why }. Nichts geht verloren: stattdessen ist das PDF von { $what } gespeichert, als { $path }.
say-not-printed-nor-saved = { $why }, und das PDF von { $what } ließ sich auch nicht speichern: { $save }
say-no-printer-answered = kein Drucker hat geantwortet
say-no-printer-set-up = auf diesem Computer ist kein Drucker eingerichtet
say-no-printer-called = es gibt keinen Drucker namens „{ $name }“
say-no-default-printer = kein Drucker ist als Standard eingestellt: nennen Sie einen von { $printers }
say-printer-stopped-says = { $name } ist angehalten (der Drucker meldet: { $says })
say-printer-stopped = { $name } ist angehalten
say-printer-not-accepting = { $name } nimmt gerade keine Aufträge an
say-printer-refused = { $name } hat ihn abgelehnt ({ $why })
say-refusal-not-accepting = er nimmt gerade keine Aufträge an
say-refusal-format = er nimmt keine PDF-Dateien an
say-refusal-forbidden = dieser Benutzer darf dort nicht drucken
say-refusal-password = er verlangt ein Passwort
say-refusal-gone = er ist nicht mehr da
say-refusal-busy = er ist beschäftigt: versuchen Sie es gleich noch einmal
say-refusal-other = er antwortete { $status }
say-unknown-printer-none = Es gibt keinen Drucker namens „{ $name }“: auf diesem Computer ist kein Drucker eingerichtet.
say-unknown-printer = Es gibt keinen Drucker namens „{ $name }“. Die Drucker hier: { $printers }.
say-printer-default = { $name } (Standard)
say-printer-gone-instead = Der zuvor gewählte Drucker „{ $chosen }“ ist jetzt nicht da: stattdessen wird auf { $printer } gedruckt.
say-printer-gone = Der zuvor gewählte Drucker „{ $chosen }“ ist jetzt nicht da.
say-pads-wait = Die Spielblöcke für Runde { $round } werden gedruckt, sobald der Drucker wieder da ist (solange Runde { $round } läuft).
say-no-printers = Auf diesem Computer ist kein Drucker eingerichtet. Speichern Sie ein PDF, um es anderswo zu drucken, oder fügen Sie in den Druckereinstellungen des Computers einen Drucker hinzu und suchen Sie erneut.
say-no-print-service = Unter { $server } hat kein Druckdienst geantwortet ({ $why }), daher gibt es keine Drucker aufzulisten. Speichern Sie stattdessen ein PDF oder starten Sie den Druckdienst (CUPS) und suchen Sie erneut.
say-nothing-at-duplicate-bell = An einem Duplicate-{ -cinch }-Abend dienen die Leitkarten, Laufzettel und Paarkarten für jede Runde: bei der { -bell } wird nichts Neues gedruckt.
