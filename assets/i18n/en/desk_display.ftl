# The window's Display screen (issue 51): the host's controls for the guest display, the prize ceremony, and its link for a browser.

desk-display-not-over = The evening is not over: the ceremony shows each prize as it stands { $far }.
desk-display-preview = Preview: { $mode }
desk-display-guest-display = Guest display
desk-display-second-window = A second window for the TV or projector: drag it there, then make it full screen.
desk-display-close = Close the guest display
desk-display-open = Open the guest display
desk-display-leave-full-screen = Leave full screen
desk-display-full-screen = Full screen
desk-display-it-shows = It shows
desk-display-prize-ceremony = Prize ceremony
desk-display-prize-ceremony-about = Reveal the prizes one at a time: the booby prize first and the first prize last, or any one you pick.
desk-display-hide-all = Hide them all
desk-display-reveal = Reveal
desk-display-reveal-the = Reveal the { $title }
desk-display-waits-for-cut = This prize waits for a cut (Prizes screen).
desk-display-look = The guest display's look
desk-display-winners-ceremony = Winners ceremony
desk-display-winners-ceremony-about = Reveal the winners of each direction in turn: { -north-south }, then { -east-west }.
desk-display-reveal-next-winners = Reveal the next winners
desk-display-winners = winners
desk-display-group-winners = { $group } winners
desk-display-level-at-top = (level at the top: a cut on the Prizes screen settles it)
desk-display-on-tv = On a television's browser
desk-display-on-tv-about = Open this link on a smart TV, a tablet or a second laptop on the party's Wi-Fi: it follows this screen, and shows no table's link.
desk-display-phones-off = Turn the phones on (Phones screen) to show the guest display in any browser on the party's Wi-Fi.
