# Probleme mit der Festdatei: Öffnen, Speichern, die Sperre, Wiederherstellen, die Rettung beim Beenden.

store-kind = { $kind ->
    [folder] ein Ordner
    [pipe] eine benannte Pipe
    [socket] ein Socket
    [device] ein Gerät
   *[other] keine normale Datei
}
store-missing = diese Datei gibt es nicht
store-not-a-party-file-kind = es ist { store-kind }, keine Festdatei
store-in-use = { $holder }: schließen Sie es dort zuerst
store-not-overwritten = es ist keine Festdatei, daher wird sie nicht überschrieben
store-cannot-read = sie kann nicht gelesen werden ({ $why })
store-too-large = sie hat { $size } Bytes, weit mehr als jede Festdatei (höchstens { $max })
store-not-text = sie ist keine Textdatei
store-empty = sie ist leer
store-damaged = sie ist keine Festdatei oder in Zeile { $line } beschädigt: { $detail }
store-line-too-long = Zeile { $line } ist weit länger als jede Aktion eines Festes
store-bad-title = ihr Titel wird abgelehnt: { $why }
store-no-version = sie sagt nicht, in welcher Formatversion sie ist
store-version-not-number = ihre Formatversion ist keine Zahl
store-newer-version = sie wurde in Formatversion { $found } von einem neueren cinch-party gespeichert; dieses liest bis Version { $supported }
store-unknown-version = sie gibt Formatversion { $found } an, die es nicht gibt
store-no-start = sie beginnt nicht wie eine Festdatei
store-cannot-open = { $path } kann nicht geöffnet werden: { $problem }.
store-backup-kept = Der vorige Stand ist als { $path } erhalten; er kann stattdessen geöffnet werden.
store-cannot-save = In { $path } kann nicht gespeichert werden: { $reason }.
store-nothing-lost = Nichts geht verloren: das Fest bleibt im Speicher und wird mit der nächsten Aktion erneut gespeichert.
store-io = { $kind ->
    [full] der Datenträger ist voll (schaffen Sie Platz)
    [denied] das System erlaubt dort kein Schreiben
    [read-only] der Datenträger ist schreibgeschützt
    [not-found] der Ordner ist nicht da (ein USB-Stick abgezogen?)
    [not-a-directory] ein Teil des Pfads ist eine Datei, kein Ordner
    [is-a-directory] ein Ordner heißt so
   *[quota] das Speicherkontingent ist aufgebraucht
}
store-ron = { $kind ->
    [eof] die Datei endet zu früh (abgeschnitten?)
    [deep] sie ist weit tiefer verschachtelt als jede Festdatei
    [trailing] nach dem Ende des Festes steht noch mehr
    [bytes] sie enthält Bytes, die kein Text sind
    [string] ein Text in Anführungszeichen wurde erwartet
    [integer] eine ganze Zahl wurde erwartet, oder eine liegt außerhalb des Bereichs
   *[punctuation] die Zeichensetzung stimmt nicht (eine Klammer, ein Komma oder Anführungszeichen fehl am Platz)
}
store-ron-not-held = „{ $found }“ gehört in keine Festdatei
store-ron-not-field = „{ $found }“ ist kein Feld einer Festdatei
store-ron-missing-field = das Feld „{ $field }“ fehlt
store-ron-field-twice = das Feld „{ $field }“ steht zweimal da
store-ron-not-fitting = „{ $found }“ ist kein Wert, der dorthin passt
store-ron-value = ein Wert passt nicht ({ $text })
store-ron-char = ein unerwartetes Zeichen { $char }
store-write-not-a-file = { $path } ist { store-kind }, keine Datei: dort wurde nichts geschrieben.
store-write-no-folder = Der Ordner { $folder } kann nicht angelegt werden: { $why }.
store-write-refused = { $path } kann nicht geschrieben werden: { $why }.
store-not-a-file = es ist { store-kind }, keine Datei
store-not-regular = es ist keine normale Datei
store-lock-holder = Prozess { $pid } seit { $since }
store-lock-other = ein anderes cinch-party hat es geöffnet
store-lock-other-holder = ein anderes cinch-party hat es geöffnet ({ $holder })
store-older-format = { $path } wurde von einem älteren cinch-party gespeichert; ab jetzt wird es im neuen Format geführt (der Abend bleibt unverändert).
store-too-big = das Fest würde { $mb } MB überschreiten, das Höchste, was eine Festdatei fassen darf
store-saved-in = Alles ist in { $path } gespeichert.
store-rescued = { $error } Das ganze Fest wurde stattdessen in { $rescue } geschrieben: öffnen Sie nächstes Mal diese Datei, dann geht nichts verloren.
store-lost = { $error } Auch eine Rettungsdatei konnte nicht geschrieben werden ({ $why }): die letzten Änderungen sind verloren.
store-no-backup = Es gibt keine Sicherung zum Wiederherstellen: { $path } existiert nicht.
store-bad-backup = Auch die Sicherung { $path } ist nicht brauchbar: { $problem }.
store-readable = { $path } ist lesbar: sie enthält { $current } { $noun ->
         [members] { $current ->
            [one] Mitglied
           *[other] Mitglieder
        }
         [evenings] { $current ->
            [one] Abend
           *[other] Abende
        }
        *[actions] { $current ->
            [one] Aktion
           *[other] Aktionen
        }
    }, ihre Sicherung { $backup }. Wiederherstellen würde sie durch die ältere Sicherung ersetzen{ $lost ->
    [0] {""}
   *[other] {" "}und die letzten { $lost } { $noun ->
         [members] { $lost ->
            [one] Mitglied
           *[other] Mitglieder
        }
         [evenings] { $lost ->
            [one] Abend
           *[other] Abende
        }
        *[actions] { $lost ->
            [one] Aktion
           *[other] Aktionen
        }
    } verlieren
}. Nichts wurde geändert; um trotzdem wiederherzustellen, nehmen Sie --force.
store-cannot-write-back = sie kann nicht zurückgeschrieben werden: { $why }
store-no-folder-written = kein Ordner konnte beschrieben werden
store-torn-tail = die letzte Zeile von { $path } ist abgeschnitten — das Programm wurde beim Speichern beendet; die Aktion darauf wurde nie bestätigt und bleibt weg
store-untitled = Cinch-Fest
store-listed-unreadable = kann nicht geöffnet werden: { $problem }
