# The language itself: its name in its own words (the switches list it so), and what is
# said when a language is asked for that the program does not speak.

language-name = English
language-unknown = “{ $asked }” is not a language cinch-party speaks: choose one of { $known }.
# The Party screen: the window's own language, and the guests'.
window-language = The window's language
guests-language = Guests' language
guests-language-hint = The guest display, the print-outs, the published page and the phones (until a guest picks their own) speak it.
