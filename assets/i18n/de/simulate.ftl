# Die Proben (simulate): ihr Titel und warum eine nicht wie verlangt gespielt werden kann.

sim-rehearsal-title = Probe, Startwert { $seed }
sim-star-rounds-most = Eine Probe des Sternspiels dauert höchstens { $most } Runden.
sim-pairs-range = Eine Duplicate-Probe nimmt { $min } bis { $max } Paare.
sim-needs-a-round = Der Abend braucht mindestens eine Runde.
sim-too-few-names-for-pairs = Die Namensliste hat { $names ->
        [one] 1 Namen
       *[other] { $names } Namen
    }: zu wenige für { $pairs } Paare.
sim-too-few-names = Die Namensliste hat { $ladies } Damen, { $gentlemen } Herren und { $either } ohne Seite: zu wenige für { $want-ladies } Damen und { $want-gentlemen } Herren.
sim-names-line = Zeile { $line } der Namen: { $why }
sim-names-empty = die Namensliste ist leer
sim-names-unreadable = Die Namensliste { $path } kann nicht gelesen werden: { $why }.
sim-not-a-side = „{ $side }“ ist keine Seite (lady oder gentleman)
sim-name-twice = { $name } steht zweimal in der Liste
sim-pad-no-result = Tisch { $table } der Runde { $number } hat { $pad } Spiele auf seinem Block und noch kein Ergebnis.
