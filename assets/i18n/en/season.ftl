# Ctrl+Z (or Ctrl+Shift+Z) on the Season screen over a mail address forgotten for good.
club-forgotten-stays = Nothing to take back: { $what }, and that is for good (the address is not kept anywhere).
