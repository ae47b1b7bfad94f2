club-forgotten-stays = Nichts zurückzunehmen: { $what }, und zwar endgültig (die Adresse wird nirgends aufbewahrt).
