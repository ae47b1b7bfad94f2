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
door-page-title = { -cinch }: check in
door-heading = Check in
door-how = Type your name as you would like it on the score cards. The host lets you in from the laptop; then "Where do I sit?" shows your table.
door-name-hint = First name and surname
door-sit-as = You sit as
door-a-lady = a lady
door-a-gentleman = a gentleman
door-over = The evening is over. Thank you for coming!
door-no-name = Type your name first.
door-no-side = Say whether you sit as a lady or a gentleman.
door-checking = Checking in…
