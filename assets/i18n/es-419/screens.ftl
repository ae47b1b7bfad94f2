# Las pantallas menores (issue 51): Premios, Reglas y teclas, las preguntas de la ventana, los ajustes de duplicado en la pantalla Fiesta, sugerencias de socios.

screen-close = Cerrar
screen-prizes-so-far = La noche no terminó: así están los premios ahora.
screen-every-round = Cada ronda y cada estrella ({ $key } encuentra a cualquiera)
screen-cut-for-them = Cortar por ellos
screen-cut-for = Cortar por: { $title }
screen-real-cut = o un corte real, ganado por:
screen-won-cut = { $name } ganó el corte por: { $title }
screen-cut-waits = «{ $title }» espera un corte. Presione { $key } y el programa corta, o el número de quien ganó un corte real: { $choices }.
screen-rules = Reglas y teclas
screen-rules-box = Buscar en las reglas
screen-clear = Borrar
screen-rules-how = Escriba una palabra (renuncio, mal reparto, empate, consuelo…) para encontrar lo que pregunta un invitado.
screen-rules-none = Nada coincide con eso.
screen-rules-program = Cómo juega la noche este programa
screen-rules-laws = Las leyes del { -cinch } (Foster, 1897)
screen-keys = Teclas
screen-list-keys = En cada lista (documentos, invitados, socios, temporadas, nombres sugeridos): { $keys }
screen-list-keys-words = ↑ ↓ una fila · Page Up / Down una pantalla · Home / End los extremos · Enter la fila · Esc volver
screen-list-keys-names = ↑ ↓ · Page Up / Down · Home / End · Enter · Esc
screen-round-key = Pantalla Ronda: { $what }
screen-members = Socios (↓ y Enter):
screen-member-tip = Un socio del club
screen-no-party = No hay ninguna fiesta abierta
screen-no-party-how = Primero cree una fiesta nueva o abra una guardada.
screen-go-party = Ir a Fiesta
screen-cannot-open = Esta fiesta no se puede abrir
screen-file-unchanged = El archivo no se modificó.
screen-open-backup = Abrir la copia de seguridad
screen-undo-q = ¿Deshacer esto?
screen-take-back = Deshacerlo (Enter)
screen-keep-it = Dejarlo (Esc)
screen-bell-over = ¡La noche terminó!
screen-bell-move = ¡Todos cambian de mesa!
screen-trays-a-table = { -tray }s por mesa
screen-for-example = Por ejemplo: { $plan } Forme las parejas en la pantalla Parejas.
screen-the-trays = Las { -tray }s
screen-deal-trays = Repartir las { -tray }s por mí
screen-deal-trays-tip = El programa reparte cada { -tray } cuando empieza la noche; imprima las manos para armar las { -tray }s antes de que lleguen los invitados
screen-two-tables = Con dos mesas
screen-howell = El Howell de dos mesas
screen-howell-tip = Cuatro parejas: cada { -pair } se enfrenta una vez con cada una de las otras
screen-book-movement = El movimiento del libro
screen-book-movement-tip = La regla de Foster con 2 o 4 { -tray }s, el Mitchell con salto con 1 o 3: cada { -pair } se enfrenta solo con una o dos otras
screen-compared-by = Comparado por
screen-plus-minus = Más y menos
screen-plus-minus-tip = Cada resultado contra el promedio en la misma { -tray } (Foster)
screen-matchpoints = Puntos de match
screen-matchpoints-tip = 2 por cada resultado superado en una { -tray }, 1 por cada empate, como porcentaje (como en los clubes)
screen-progress-saved = { $progress } · guardada { $saved }
screen-card-back = { $card }  (dorso { $back ->
    [red] rojo
   *[blue] azul
})
screen-minutes-suffix = {" "}min
