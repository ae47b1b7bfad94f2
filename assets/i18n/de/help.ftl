# Der Bildschirm Regeln (issue 51): wie dieses Programm den Abend spielt, und die Gesetze des Cinch mit ihren Seiten in Fosters *Cinch* (1897).

# Die Quelle eines Gesetzes: seine Seite oder Seiten bei Foster ("S. 26", "S. 26–27").
help-pages = S. { $pages }
# Die Quelle des Eintrags über das Läuten, bevor jeder Tisch gemeldet hat.
help-overriding-bell = Trotzdem läuten

# Wie dieses Programm den Abend spielt.
help-more-tables = Mehr als 13 Tische
help-more-tables-text = Eine Farbe hat nur dreizehn Karten, daher nutzt die Auslosung ab Tisch 14 nummerierte Lose (14, 15, …) mit denselben Regeln für Farbe und Rückseite. Tippen Sie sie als „Los 14♠“ oder „14P“.
help-table-tie = Gleichstand an einem Tisch
help-table-tie-text = Gleiche Summen entscheiden die beiden Damen durch Abheben (bei freier Platzwahl die beiden Gäste vom roten Spiel): die höhere Karte gewinnt für ihr { -pair } (drücken Sie C, und das Programm hebt ab, oder N / O für die, die ein echtes Abheben gewann).
help-fourth-deal = Die Zeit und das vierte Spiel
help-fourth-deal-text = Die Uhr läuft, wenn der Gastgeber die Runde beginnt. Warnungen bitten nur um zügiges Spiel: jeder Tisch spielt alle vier Spiele, und die { -bell } wartet auf das letzte.
help-chairs = Wer welchen Stuhl behält
help-chairs-text = Niemand geht, der nicht muss. Am { -head-table } behalten beide Sieger genau ihre Stühle. An den anderen Tischen behält die gebliebene Dame ihren Stuhl, der ankommende Herr setzt sich ihr gegenüber, die ankommende Dame nimmt den Stuhl der anderen Dame, und der gebliebene Herr setzt sich der ankommenden Dame gegenüber.
help-one-two-tables = Ein oder zwei Tische
help-one-two-tables-text = Bei einem Tisch bewegt sich den ganzen Abend niemand: dieselben Stühle, dieselben Partner. Bei zwei gehen die Sieger von Tisch 2 so hinauf, wie sie sind, und die beiden Verliererpaare tauschen die Partner.
help-one-prize = Niemand gewinnt zwei Preise
help-one-prize-text = Die Preise gehen in der Reihenfolge Gold, Rot, Grün; wer schon einen hat, wird bei den späteren übergangen, und der Preis geht an den Nächsten in der Reihe.
help-booby-tie = Gleichstand beim Trostpreis
help-booby-tie-text = Gleich viele grüne Sterne: weniger rote Sterne gewinnen den Trostpreis; noch immer gleich, weniger goldene Sterne; noch immer gleich, ein Abheben.
help-prize-unwon = Ein Preis, den niemand gewinnen kann
help-prize-unwon-text = Hat niemand, der einen Preis bekommen könnte, einen einzigen Stern seiner Farbe, wird er nicht vergeben, und der Bildschirm Preise sagt es.
help-pairs-evening = Feste Paare den ganzen Abend
help-pairs-evening-text = An jedem Tisch schreibt das siegreiche { -pair } die Differenz der beiden Ergebnisse an; die Verlierer schreiben nichts. Es gibt keinen { -head-table } und keinen { -booby-table } und keine Sterne.
help-set-back = Set-back-Wertung
help-set-back-text = Bei Set-back bringt ein erfülltes Gebot beiden Seiten, was sie gemacht haben, und ein verfehltes Gebot wird den Reizenden abgezogen, sodass eine Summe unter null fallen kann.
help-leavers-chair = Den Stuhl eines Gehenden besetzen
help-leavers-chair-text = Der Stuhl geht an den Gast derselben Seite, der am längsten wartet; der Gastgeber kann jemand anderen wählen.
help-bottom-table = Den letzten Tisch schließen
help-bottom-table-text = Kann ein Stuhl nicht besetzt werden, schließt der letzte Tisch, und seine Spieler nehmen die leeren Stühle; wer übrig bleibt, wartet.
help-lost-card = Ein verlorener Spielblock
help-lost-card-text = "Trotzdem läuten" entscheidet einen Tisch ohne Ergebnis durch Abheben der beiden Damen (bei freier Platzwahl der Gäste vom roten Spiel) und markiert ihn "kein Ergebnis"; sein echtes Ergebnis kann später eingetragen werden, und die Sterne folgen.
help-member-side = Die Seite eines Mitglieds in der Saison
help-member-side-text = Die beiden Sternranglisten einer Saison ordnen ein Mitglied nach der Seite ein, die ihm die Mitgliederliste gibt; ein Name ohne Seite dort zählt nach der Seite, die er an seinem letzten Abend mit Damen und Herren hatte (in der Reihenfolge der Saison).
help-season-prizes = Preise in der Saison
help-season-prizes-text = Neben den Sternen eines Mitglieds zählt die Rangliste die Preise, die es an einem der Sternabende der Saison gewann, ob unter seinen besten Abenden oder nicht ("Preise, alle Abende"); Preise ändern die Rangfolge nie.
help-on-ladder = Wer auf einer Rangliste steht
help-on-ladder-text = Eine Rangliste führt alle, die mindestens einen beendeten Abend ihrer Art gespielt haben; wer weniger Abende hat, als die Saison verlangt, steht ohne Platz darauf. Ein Duplicate-Abend zählt für einen Spieler nur, wo sein { -pair } ein { -tray } gespielt hat.

# Die Gesetze des Cinch.
help-dealing = Das Geben
help-dealing-text = Der Spieler rechts vom Geber hebt ab und lässt in jedem Teil mindestens vier Karten. Neun Karten für jeden, je drei auf einmal, von links; kein Trumpf wird aufgedeckt. Das Geben geht nach links weiter.
help-deal-wrong = Geben außer der Reihe oder mit dem falschen Kartenspiel
help-deal-wrong-text = Halten Sie es auf, bevor der Geber sich die letzten drei Karten gibt; danach gilt das Geben. Ein fehlerhaftes Kartenspiel (doppelte, fehlende oder markierte Karten) macht nur das Spiel ungültig, in dem es entdeckt wird.
help-deal-exposed = Eine beim Geben aufgedeckte Karte
help-deal-exposed-text = Zeigt der Geber eine Karte, wählt die andere Seite: das Geben gilt, oder derselbe Geber gibt neu. Zeigt einer von ihnen eine Karte, darf der Geber neu geben, sofern er keine andere Karte gesehen hat.
help-misdeal = Fehlgeben
help-misdeal-text = Ein Fehlgeben kostet das Geben: stattdessen gibt der nächste Spieler links. Es ist ein Fehlgeben, wenn nicht abgehoben wurde, nach dem Abheben gemischt wurde, ein Spieler die falsche Zahl Karten bekam (außer es wird vor den Karten des nächsten Spielers berichtigt) oder der Geber Karten abzählte. Wer den Geber unterbricht, verliert das Recht, es zu rügen. Auf einem Fest werden trotzdem vier Spiele gespielt (drücken Sie M auf dem Block).
help-points = Die vierzehn Punkte
help-points-text = Hoch (Trumpf-Ass), Niedrig (Trumpf-Zwei), Bube und Spiel (Trumpf-Zehn) zählen je einen; die beiden Pedros (die Trumpf-Fünf und die andere Fünf derselben Farbe) zählen je fünf. Die Punkte gehören dem, der sie in Stichen macht.
help-bidding = Das Reizen
help-bidding-text = Links vom Geber beginnend reizt jeder Spieler einmal oder passt, und jedes Gebot muss das letzte übertreffen; vierzehn ist das Höchste. Ein Gebot ist endgültig. Der Höchstbietende bestimmt Trumpf, ohne seinen Partner zu fragen; passen alle, bestimmt der Geber Trumpf ohne Gebot.
help-bid-out-of-turn = Reizen außer der Reihe
help-bid-out-of-turn-text = Ein Gebot außer der Reihe kann dem Partner zu viel verraten, daher verliert der Spieler im Fehler (und manchmal auch sein Partner) das Recht, in diesem Spiel zu reizen. Wer seine Farbe nennt, bevor der Partner gereizt hat, nimmt dem Partner das Reizen.
help-cards-shown = Beim Reizen gezeigte Karten; zu viele Karten
help-cards-shown-text = Wird nach einem Gebot und vor dem Bestimmen des Trumpfs eine Karte gezeigt, kann die andere Seite denselben Geber neu geben lassen oder es gelten lassen. Ein Gebot mit mehr als neun Karten in der Hand ist ungültig; ein Gegner zieht die überzähligen Karten verdeckt zurück ins Kartenspiel.
help-discarding = Das Ablegen
help-discarding-text = Ist Trumpf bestimmt, legt jeder offen alle Karten ab, die kein Trumpf sind (der andere Pedro zählt als Trumpf), mindestens drei, um auf sechs zu kommen. Ein abgelegter Trumpf muss genannt werden und darf keine Zählkarte sein.
help-drawing = Das Kaufen, und das Rauben aus dem Kartenspiel
help-drawing-text = Der Geber gibt jedem Spieler der Reihe nach so viele Karten, dass er sechs hat, und nimmt sich dann aus dem Rest, was er will, und sagt, wie viele. Wer zu viele verlangt: ein Gegner zieht die überzähligen zufällig aus der Hand. Zu wenige: kurz spielen oder aus den abgelegten Karten ergänzen (nie ein Trumpf). Niemand darf fragen, wie viele ein anderer gekauft hat.
help-play = Das Spiel
help-play-text = Wer Trumpf bestimmt hat, spielt aus. Wird Trumpf ausgespielt, bedienen alle, wenn sie können (der andere Pedro muss gespielt werden, wenn er der einzige Trumpf ist). Bei einer Fehlfarbe darf ein Spieler stattdessen trumpfen, muss aber, wenn er nicht trumpft, Farbe bedienen, wenn er kann. Sechs Stiche; wer einen gewinnt, spielt zum nächsten aus.
help-foul-hand = Eine falsche Hand
help-foul-hand-text = Mehr als sechs Karten in der Hand, sobald die erste Karte ausgespielt ist: diese Seite schreibt in dem Spiel nichts, spielt aber weiter, damit die andere Seite nicht alles macht. Zu wenige Karten: eine Fehlfarbenkarte aus den abgelegten ziehen oder kurz spielen, ohne Strafe.
help-lead-out-of-turn = Ausspielen oder Zugeben außer der Reihe
help-lead-out-of-turn-text = Ein Ausspiel außer der Reihe, dem alle drei folgen, gilt. Sonst liegt die Karte offen, und der richtige Spieler spielt aus. Gibt der letzte Spieler eines Stichs vor seinem Partner zu, kann die andere Seite den Stich beanspruchen.
help-revoke = Die Renonce
help-revoke-text = Nicht Farbe zu bedienen, obwohl man kann, ohne zu trumpfen, ist eine Renonce. Gerügt und bewiesen, bevor das Ergebnis des Spiels vereinbart ist, schreibt die Seite im Fehler in diesem Spiel nichts; die andere Seite schreibt alles, was sie gemacht hat, und ein verfehltes Gebot der Seite im Fehler geht trotzdem an die andere Seite (S. 47). Auf dem Block: RN oder RO nach dem Spiel.
help-exposed = Offene Karten
help-exposed-text = Eine offen fallen gelassene, genannte, außer der Reihe ausgespielte Karte oder eine zweite zu einem Stich gespielte Karte bleibt offen auf dem Tisch liegen, und die andere Seite kann verlangen, dass sie ausgespielt oder zugegeben wird. Ein offener Trumpf darf zurückgehalten werden, und sein Besitzer begeht dann keine Renonce.
help-scoring = Ein Spiel werten (Standard)
help-scoring-text = Gebot erfüllt: die Seite mit mehr Punkten schreibt die Differenz (Gebot 9, 10 gegen 4 gemacht: sechs). Gebot verfehlt: die Reizenden schreiben nichts, und die andere Seite schreibt ihre eigenen Punkte plus das Gebot (Gebot 14, 2 gemacht: die anderen schreiben 26). Gleichstand bei sieben mit erfülltem Gebot: niemand schreibt.
help-scoring-both = Ein Spiel werten (beide Seiten schreiben)
help-scoring-both-text = Eine andere Methode: ist das Gebot erfüllt, schreibt jede Seite die Punkte, die sie gemacht hat. Ein verfehltes Gebot wird wie bei der Standardwertung gewertet.
