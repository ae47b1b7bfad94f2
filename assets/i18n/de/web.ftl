# Die eigenen Wörter der veröffentlichten Ergebnisseite (Sternspiel und Duplicate-Cinch) und des Briefs als Seite.

web-not-over = Der Abend war noch nicht vorbei, als diese Seite erstellt wurde: Tabelle und Preise sind so, wie sie damals standen.
web-find-evening = Finden Sie Ihren eigenen Abend
web-to-top = Nach oben
web-prize-status = { $status ->
    [awarded] vergeben
    [awaiting-cut] wartet auf das Abheben
    [awaiting-earlier] wartet auf ein früheres Abheben
   *[not-awarded] nicht vergeben
}
web-pair-evenings = Der Abend jedes Paares
web-round-against-trays = Tisch { $table }, gegen { $against }: { $trays }
web-round-against = Tisch { $table }, gegen { $against }
web-round-sat-out = Tisch { $table }, ausgesetzt
web-elsewhere = anderswo:
web-table-result = Tisch { $table } { $result }
web-no-pair = An diesem Abend in keinem Paar.
