# Der Klang der Glocke: warum der Computer sie nicht läuten kann (die Glocke erscheint dann nur auf dem Bildschirm).

bell-failed-playing = das Tonsystem versagte beim Abspielen
bell-failed-starting = das Tonsystem versagte beim Starten
bell-no-speaker = Ton aus: kein Lautsprecher und keine Soundkarte hat geantwortet. Die { -bell } erscheint nur auf dem Bildschirm; schließen Sie Lautsprecher an und starten Sie cinch-party neu, um sie zu hören.
bell-no-thread = Ton aus: der Computer konnte den Klang der { -bell } nicht starten. Die { -bell } erscheint nur auf dem Bildschirm.
bell-sound-stopped = Ton aus: das Tonsystem funktioniert nicht mehr. Die { -bell } erscheint nur auf dem Bildschirm; starten Sie cinch-party neu, um den Ton zu versuchen.
bell-sound-off = Ton aus ({ $why }): die { -bell } erscheint nur auf dem Bildschirm.
