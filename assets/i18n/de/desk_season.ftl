# Der Bildschirm Saison im Fenster (issue 51): die Saisons, ihre Abende, die Ranglisten, die Saison eines Mitglieds und die Mitgliederliste.

desk-season-reading = Die Abende der Saison werden gelesen…
desk-season-pick-or-make = Wählen Sie eine Saison oder legen Sie eine an: dann ihre Abende hinzufügen.
desk-season-new = Neue Saison:
desk-season-new-box = Name der neuen Saison
desk-season-make = Neue Saison anlegen
desk-season-its-evenings = { $season }: ihre Abende
desk-season-no-evenings = Noch keine Abende: fügen Sie unten die beendeten Feste hinzu (A).
desk-season-take-out = Herausnehmen
desk-season-take-out-tip = Diesen Abend aus der Saison nehmen (seine Datei bleibt)
desk-season-add-evening = Einen Abend hinzufügen
desk-season-reading-saves = Der Ordner der Feste wird gelesen…
desk-season-none-to-add = Im Ordner der Feste ist kein beendetes Fest mehr hinzuzufügen.
desk-season-add-tip = Zur Saison hinzufügen
desk-season-table-pdf = Saisontabelle als PDF ({ $paper })
desk-season-export-csv = Für Tabellenkalkulation exportieren (CSV)
desk-season-stars = Sterne: { $group }
desk-season-gold = Gold
desk-season-red = Rot
desk-season-green = Grün
desk-season-counted = Gezählt
desk-season-counted-of = { $counted } von { $evenings }
desk-season-duplicate = Duplicate (Matchpunkte)
desk-season-per-cent = Prozent

desk-season-members = Mitglieder ({ $count })
desk-season-members-damaged = Die Mitgliederliste ist nicht nutzbar: siehe oben auf dem Bildschirm.
desk-season-new-names-join = Neue Namen kommen auf die Liste, wenn ein Fest beginnt
desk-season-side-tip = Die Seite, auf der es meist spielt (G)
desk-season-also-written = auch geschrieben
desk-season-unjoin-tip = Nicht { $name }: diese Schreibweise abtrennen (sie wird ein eigener Name)
desk-season-new-member = Neues Mitglied:
desk-season-new-member-box = Name des neuen Mitglieds
desk-season-add-member = Mitglied hinzufügen
desk-season-rename-to = Umbenennen in
desk-season-rename-box = Neuer Name des Mitglieds
desk-season-cancel = Abbrechen
desk-season-unmatched = Namen ohne passendes Mitglied
desk-season-unmatched-about = Ordnen Sie einen Namen dem Mitglied zu, das er ist (andere Schreibweise), oder machen Sie ihn zum Mitglied.
desk-season-none-close = kein Mitgliedsname ist ähnlich
desk-season-is-member = { $key }: ist { $name }
desk-season-join-tip = { $spelling } zu { $name } zuordnen
desk-season-make-member = N: ein neues Mitglied
desk-season-a-member = ein Mitglied

desk-season-find = Ein Mitglied finden
desk-season-find-box = Gesuchtes Mitglied
desk-season-find-how = Tippen Sie ein paar Buchstaben eines Namens; ↑ ↓ wählen, Enter zeigt die Saison.
desk-season-find-nobody = Niemand dieses Namens in dieser Saison.
desk-season-whose = Die Saison von { $name }
desk-season-not-member = Nicht auf der Mitgliederliste.
desk-season-in-play = im Spiel: zählt nichts
desk-season-no-score = keine Saisonwertung
desk-season-counted-tick = ✔ gezählt
desk-season-not-best = nicht unter den besten
desk-season-close = Schließen (Esc)

desk-season-address = Adresse
desk-season-mail-me-tip = Möchte jeden gespielten Abend gemailt bekommen
desk-season-forget-tip = Die Adresse von { $name } endgültig von diesem Computer entfernen

desk-season-keys = { $seasons } Saisons · { $add } Abend hinzufügen · { $ladders } Ranglisten · { $members } Mitglieder · { $names } zuzuordnende Namen · { $find } ein Mitglied
desk-season-keys-seasons = ↑ ↓ eine Saison wählen, Enter zeigt sie, Esc zurück
desk-season-keys-add = ↑ ↓ ein Fest wählen, Enter fügt es der Saison hinzu, Esc zurück
desk-season-keys-ladder = ↑ ↓ ein Mitglied wählen, Enter zeigt seine Saison, Esc zurück
desk-season-keys-members = ↑ ↓ wählen, { $rename } umbenennen, { $side } Seite, { $remove } entfernen, Enter seine Saison, Esc zurück
desk-season-keys-unmatched = ↑ ↓ einen Namen wählen, { $join } einem ähnlichen Mitglied zuordnen, { $new } ein neues Mitglied, Esc zurück

desk-season-best = Beste Abende, die zählen (leer: alle):
desk-season-best-box = Beste Abende, die zählen
desk-season-placed = Abende für eine Platzierung:
desk-season-placed-box = Abende für eine Platzierung
