# Der Bildschirm Anzeige im Fenster (issue 51): die Knöpfe des Gastgebers für die Gästeanzeige, die Preisverleihung und ihr Link für einen Browser.

desk-display-not-over = Der Abend ist nicht vorbei: die Verleihung zeigt jeden Preis nach dem Stand { $far }.
desk-display-preview = Vorschau: { $mode }
desk-display-guest-display = Gästeanzeige
desk-display-second-window = Ein zweites Fenster für Fernseher oder Beamer: dorthin ziehen, dann auf Vollbild stellen.
desk-display-close = Die Gästeanzeige schließen
desk-display-open = Die Gästeanzeige öffnen
desk-display-leave-full-screen = Vollbild verlassen
desk-display-full-screen = Vollbild
desk-display-it-shows = Sie zeigt
desk-display-prize-ceremony = Preisverleihung
desk-display-prize-ceremony-about = Decken Sie die Preise einzeln auf: den Trostpreis zuerst und den ersten Preis zuletzt, oder einen beliebigen.
desk-display-hide-all = Alle verbergen
desk-display-reveal = Aufdecken
desk-display-reveal-the = Aufdecken: { $title }
desk-display-waits-for-cut = Dieser Preis wartet auf ein Abheben (Bildschirm Preise).
desk-display-look = Das Aussehen der Gästeanzeige
desk-display-winners-ceremony = Siegerehrung
desk-display-winners-ceremony-about = Decken Sie die Sieger jeder Richtung nacheinander auf: { -north-south }, dann { -east-west }.
desk-display-reveal-next-winners = Die nächsten Sieger aufdecken
desk-display-winners = Sieger
desk-display-group-winners = Sieger { $group }
desk-display-level-at-top = (Gleichstand an der Spitze: ein Abheben auf dem Bildschirm Preise entscheidet)
desk-display-on-tv = Im Browser eines Fernsehers
desk-display-on-tv-about = Öffnen Sie diesen Link auf einem Smart-TV, einem Tablet oder einem zweiten Laptop im WLAN des Festes: er folgt diesem Bildschirm und zeigt keinen Link eines Tisches.
desk-display-phones-off = Schalten Sie die Telefone ein (Bildschirm Telefone), um die Gästeanzeige in jedem Browser im WLAN des Festes zu zeigen.
