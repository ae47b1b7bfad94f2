# Dates and times (issue 51 §3): chrono's patterns (%a the day, %d its number, %b the
# month, %Y the year, %H:%M the time) and the locale whose names of days and months they
# take. Keep the % codes; change their order and the words and marks between them.

date-locale = en_GB
# A party's row in the list of parties: "Fri 27 Nov 2026, 14:05".
date-saved = %a %d %b %Y, %H:%M
# Since when another program has had a party open: "14:05 on Fri 27 Nov".
date-since = %H:%M on %a %d %b
