language-name = Deutsch
language-unknown = „{ $asked }“ ist keine Sprache von cinch-party: wählen Sie eine von { $known }.
window-language = Sprache des Fensters
guests-language = Sprache der Gäste
guests-language-hint = Die Anzeige für die Gäste, die Ausdrucke, die veröffentlichte Seite und die Telefone (bis ein Gast seine eigene wählt) sprechen sie.
