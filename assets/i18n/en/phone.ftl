# The phones' pages (issue 51): each speaks its guest's language, picked with the
# switch at its top, else the browser's, else the party's.

phone-languages = Languages
phone-loading = Loading…
phone-sending = Sending…
seats-page-title = { -cinch }: where do I sit?
seats-heading = Where do I sit?
seats-your-name = Your name
seats-start-typing = Start typing your name
seats-guests = Guests
seats-not-on-list = Just arrived and not on the list?
seats-check-in = Check in
mail-me-title = Your evening by mail
mail-me-about = After the last { -bell }, the host can mail you your own evening: your rounds, your stars and the winners. Your address is used for that only.
mail-me-name-hint = As the host has it
mail-me-address = Your mail address
mail-me-consent = Mail me my evening
mail-me-send = Send my address to the host
mail-me-no-name = Type your name as the host has it.
mail-me-no-address = Type your mail address.
seats-not-seated = The tables are not seated yet.
seats-over = The evening is over.
seat-place = { $title }, { seat-name } — partner { $partner }
seat-waiting = Waiting for a chair
seat-sitting-out = { " " }(sitting out this round)
