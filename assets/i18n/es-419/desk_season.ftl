# La pantalla Temporada de la ventana (issue 51): las temporadas, sus noches, las escaleras, la temporada de un socio y la lista de socios.

desk-season-reading = Leyendo las noches de la temporada…
desk-season-pick-or-make = Elija una temporada, o cree una: luego agregue sus noches.
desk-season-new = Temporada nueva:
desk-season-new-box = Nombre de la temporada nueva
desk-season-make = Crear una temporada nueva
desk-season-its-evenings = { $season }: sus noches
desk-season-no-evenings = Todavía no hay noches: agregue abajo las fiestas terminadas (A).
desk-season-take-out = Quitar
desk-season-take-out-tip = Quitar esta noche de la temporada (su archivo se queda)
desk-season-add-evening = Agregar una noche
desk-season-reading-saves = Leyendo la carpeta de fiestas…
desk-season-none-to-add = No queda ninguna fiesta terminada en la carpeta de fiestas para agregar.
desk-season-add-tip = Agregar a la temporada
desk-season-table-pdf = Tabla de la temporada en PDF ({ $paper })
desk-season-export-csv = Exportar para una planilla (CSV)
desk-season-stars = Estrellas: { $group }
desk-season-gold = Doradas
desk-season-red = Rojas
desk-season-green = Verdes
desk-season-counted = Contadas
desk-season-counted-of = { $counted } de { $evenings }
desk-season-duplicate = Duplicado (puntos de match)
desk-season-per-cent = Porcentaje

desk-season-members = Socios ({ $count })
desk-season-members-damaged = La lista de socios no se puede usar: vea arriba en la pantalla.
desk-season-new-names-join = Los nombres nuevos se suman a la lista cuando empieza una fiesta
desk-season-side-tip = El lado en que suele jugar (G)
desk-season-also-written = también escrito
desk-season-unjoin-tip = No es { $name }: quitarle esta grafía (pasa a ser un nombre propio)
desk-season-new-member = Socio nuevo:
desk-season-new-member-box = Nombre del socio nuevo
desk-season-add-member = Agregar el socio
desk-season-rename-to = Cambiar el nombre a
desk-season-rename-box = Nombre nuevo del socio
desk-season-cancel = Cancelar
desk-season-unmatched = Nombres que no coinciden con ningún socio
desk-season-unmatched-about = Una cada nombre al socio que es (otra grafía), o hágalo socio.
desk-season-none-close = ningún nombre de socio se parece
desk-season-is-member = { $key }: es { $name }
desk-season-join-tip = Unir { $spelling } a { $name }
desk-season-make-member = N: un socio nuevo
desk-season-a-member = un socio

desk-season-find = Buscar un socio
desk-season-find-box = Socio que buscar
desk-season-find-how = Escriba unas letras de un nombre; ↑ ↓ elegir, Enter muestra su temporada.
desk-season-find-nobody = Nadie con ese nombre en esta temporada.
desk-season-whose = La temporada de { $name }
desk-season-not-member = No está en la lista de socios.
desk-season-in-play = en juego: no cuenta nada
desk-season-no-score = sin puntaje de temporada
desk-season-counted-tick = ✔ contada
desk-season-not-best = no está entre las mejores
desk-season-close = Cerrar (Esc)

desk-season-address = dirección
desk-season-mail-me-tip = Pidió que le envíen cada noche que juega
desk-season-forget-tip = Borrar de esta computadora para siempre la dirección de { $name }

desk-season-keys = { $seasons } temporadas · { $add } agregar una noche · { $ladders } escaleras · { $members } socios · { $names } nombres por unir · { $find } un socio
desk-season-keys-seasons = ↑ ↓ elegir una temporada, Enter la muestra, Esc volver
desk-season-keys-add = ↑ ↓ elegir una fiesta, Enter la agrega a la temporada, Esc volver
desk-season-keys-ladder = ↑ ↓ elegir un socio, Enter muestra su temporada, Esc volver
desk-season-keys-members = ↑ ↓ elegir, { $rename } renombrar, { $side } lado, { $remove } quitar, Enter su temporada, Esc volver
desk-season-keys-unmatched = ↑ ↓ elegir un nombre, { $join } unirlo a un socio cercano, { $new } un socio nuevo, Esc volver

desk-season-best = Mejores noches que cuentan (vacío: todas):
desk-season-best-box = Mejores noches que cuentan
desk-season-placed = Noches para figurar:
desk-season-placed-box = Noches para figurar
