# The window's top bar: the tabs that do not fit, whether the party is saved, the sound.
top-more = More ▾
top-more-screens-shown = More screens ({ $screen } shown)
top-more-screens = More screens
top-system-said = { $message }{"\u000A"}{"\u000A"}(The system said: { $detail })
top-sound-off = Sound off
top-takes-back = { $tip }{"\u000A"}Takes back: { $what }.
top-saved = ✔ Saved
top-saved-in = Saved in { $path }
top-save-again = Save again
top-not-saved = ⚠ NOT SAVED
top-club-redo = { $key } puts back the season's change: { $what }.
top-club-nothing = Nothing to put back in the season.
