# Datum und Uhrzeit (Issue 51 §3): Muster von chrono (%a Wochentag, %d Tag, %b Monat,
# %Y Jahr, %H:%M Uhrzeit) und das Gebietsschema für die Namen der Tage und Monate.

date-locale = de_DE
date-saved = %a, %d. %b %Y, %H:%M
date-since = %H:%M am %a, %d. %b
