club-forgotten-stays = No hay nada que deshacer: { $what }, y es para siempre (la dirección no se guarda en ningún lado).
