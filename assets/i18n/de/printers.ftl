# Die Drucker des Computers: was das Programm über einen Drucker sagt und über einen Auftrag an ihn.

printer-system-printing = der Druck des Systems
printer-stopped = angehalten
printer-stopped-says = angehalten: { $says }
printer-not-taking-jobs = nimmt keine Aufträge an
printer-holding-job = er hält den Auftrag zurück
printer-nothing-printed = Nichts wurde gedruckt: { $why }
printer-pdf-not-saved = das PDF konnte nicht zuerst gespeichert werden
printer-request-not-made = die Anfrage konnte nicht erstellt werden
printer-verb-failed = der Druck des Systems konnte nicht starten ({ $why })
printer-verb-ended = er endete mit { $status }
# Why a print server did not answer, from the system's words for it: { $kind } is
# refused, timed-out, unreachable or broken.
printers-no-answer-why = { $kind ->
    [refused] dort antwortet nichts: Ist der Druckserver eingeschaltet?
    [timed-out] keine Antwort in der Zeit
    [unreachable] diese Adresse ist von hier aus nicht erreichbar
   *[broken] die Verbindung brach ab
}
