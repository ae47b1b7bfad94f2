command-label = { $command ->
    [show-party] Fiesta
    [show-guests] Invitados
    [show-draw] Sorteo
    [show-round] Ronda
    [show-standings] Clasificación
    [show-prizes] Premios
    [show-display] Pantalla
    [show-print] Imprimir
    [show-phones] Teléfonos
    [show-rules] Reglas
    [show-season] Temporada
    [undo] Deshacer
    [redo] Rehacer
    [ring-bell] 🔔 Tocar la campana
    [ring-anyway] Tocar de todos modos…
    [start-round] ▶ Empezar la ronda
    [pause-clock] Pausar o seguir el reloj
    [frame-times] Tiempos de cuadro
    [next-language] Siguiente idioma
    [arrive-late] Llega tarde…
    [find-guest] Buscar un invitado…
    [correct-past] Corregir un resultado pasado…
    [open-dialog] Abrir una fiesta…
    [save-copy-dialog] Guardar una copia como…
    [guest-display-window] Abrir o cerrar la pantalla para los invitados
    [draw-for-everyone] Sortear para todos
    [seat-tables] Asignar las mesas
    [pairs-next] Agregar las parejas, o empezar la noche
    [end-with-this-bell] Terminar la noche con esta campana
    [reveal-next-prize] Mostrar el próximo premio
    [preview-zoom-in] Página más grande
    [preview-zoom-out] Página más chica
    [preview-fit] Página entera
    [preview-next-page] Página siguiente
    [preview-previous-page] Página anterior
    [preview-first-page] Primera página
    [preview-last-page] Última página
    [cut-prize] El programa corta
    [cut-prize-won-by] Ganó un corte real
    [take-proposal] Aceptar la propuesta
    [guest-rename] Cambiar el nombre
    [member-rename] Cambiar el nombre
    [guest-side] Cambiar de lado
    [guest-remove] Quitar
    [member-remove] Quitar
    [guest-leaves] Se va
    [guest-out-of-prizes] Fuera de los premios
    [guest-swap] Cambiar de silla
    [season-pick] Temporadas
    [season-add-evening] Agregar una noche
    [season-ladder] Escalera
    [season-members] Socios
    [season-names] Nombres por unir
    [member-side] Lado
    [join-to-closest] Unir
    [new-member] Socio nuevo
    [print-now] Imprimir
    [mail-evenings] Enviar a cada invitado su noche
    [answer-call] Voy para allá
    [door-let-in] Hacer pasar
    [door-let-all-in] Hacer pasar a todos
   *[door-turn-away] Rechazar
}
command-about = { $command ->
    [show-party] Fiesta nueva, abrir una fiesta, la configuración
    [show-guests] La lista de invitados: llegadas, nombres, lados
    [show-draw] Las cartas negras y el plano de mesas
    [show-round] Las mesas de la ronda: anote los resultados
    [show-standings] Estrellas por invitado, y los resultados de cada ronda
    [show-prizes] Los premios tal como están, con sus desempates
    [show-display] La pantalla para los invitados y la entrega de premios
    [show-print] Tarjetas de mesa, anotadores, tarjetas de estrellas, la hoja de control y los resultados en PDF; exportar para una hoja de cálculo
    [show-phones] Teléfonos en las mesas: el enlace y el código QR de cada mesa, resultados que esperan su visto bueno
    [show-rules] Cómo juega este programa, las leyes del Cinch y las teclas
    [show-season] La temporada del club: los socios y las escaleras de sus noches
    [undo] Deshace la última acción de la fiesta (en la pantalla Temporada: el último cambio de la temporada o de los socios)
    [redo] Vuelve a poner lo deshecho (de la fiesta o de la temporada)
    [ring-bell] Todos se mueven (solo cuando cada mesa ha dado su resultado)
    [ring-anyway] Tocar antes de que cada mesa dé su resultado: pregunta primero, luego corta por las que faltan
    [start-round] Empieza la ronda y su reloj, cuando los invitados están en sus mesas
    [pause-clock] Detiene el reloj de la ronda, o lo vuelve a poner en marcha
    [frame-times] Muestra cuánto tarda en dibujarse cada cuadro de la ventana
    [next-language] El idioma de la ventana: el siguiente de los idiomas del programa, al instante y recordado (como en la pantalla Fiesta)
    [arrive-late] Un invitado llega tarde: se suma a la lista de espera
    [find-guest] La noche de un invitado: cada ronda, cada estrella y los premios
    [correct-past] Escriba la ronda y la mesa (2 3), Enter, y luego los dos puntajes como en la pantalla Ronda
    [open-dialog] Elija un archivo de fiesta en cualquier lugar, con el diálogo de la computadora
    [save-copy-dialog] Una copia del archivo de la fiesta donde usted elija (una memoria USB, otra carpeta)
    [guest-display-window] La ventana de la pantalla para los invitados, para la TV o el proyector, abierta o cerrada desde cualquier pantalla
    [draw-for-everyone] Pantalla Sorteo: el programa baraja y da a cada invitado una carta negra
    [seat-tables] Pantalla Sorteo: asigna las mesas según las cartas sorteadas
    [pairs-next] Pantalla Parejas: agrega las parejas escritas en el cuadro; sin ninguna escrita, empieza la noche
    [end-with-this-bell] Pantalla Ronda: la próxima campana termina la noche (pulse otra vez para seguir)
    [reveal-next-prize] Pantalla Pantalla: pone el próximo premio en la pantalla para los invitados (mientras ningún cuadro tenga las teclas)
    [preview-zoom-in] Pantalla Imprimir: acerca la página
    [preview-zoom-out] Pantalla Imprimir: aleja la página
    [preview-fit] Pantalla Imprimir: muestra la página entera
    [preview-next-page] Pantalla Imprimir: la página siguiente de la vista previa
    [preview-previous-page] Pantalla Imprimir: la página anterior de la vista previa
    [preview-first-page] Pantalla Imprimir: la primera página de la vista previa
    [preview-last-page] Pantalla Imprimir: la última página de la vista previa
    [cut-prize] Pantalla Premios: un empate que espera su corte: el programa corta
    [cut-prize-won-by] Pantalla Premios: un empate que espera su corte: el invitado de ese número (según la lista) ganó un corte real
    [take-proposal] Tras una campana: las sillas a asignar como propone el programa
    [guest-rename] Pantalla Invitados, un invitado elegido (↓): cambiarle el nombre
    [member-rename] Pantalla Temporada, un socio elegido: cambiarle el nombre
    [guest-side] Pantalla Invitados, un invitado elegido: el otro lado (antes del sorteo)
    [guest-remove] Pantalla Invitados, un invitado elegido: sacarlo de la lista (antes del sorteo; pregunta primero)
    [member-remove] Pantalla Temporada, un socio elegido: fuera de la lista
    [guest-leaves] Pantalla Invitados, un invitado elegido: se va en la próxima campana (pregunta primero)
    [guest-out-of-prizes] Pantalla Invitados, un invitado elegido que se va: fuera de los premios (pregunta primero)
    [guest-swap] Pantalla Invitados, un invitado elegido: cambiar de silla, luego elegir al otro invitado (S)
    [season-pick] Pantalla Temporada: elegir una temporada (↑ ↓, Enter)
    [season-add-evening] Pantalla Temporada: agregar una fiesta terminada, la más nueva primero (↑ ↓, Enter)
    [season-ladder] Pantalla Temporada: la escalera; Enter muestra la temporada de un socio
    [season-members] Pantalla Temporada: la lista de socios
    [season-names] Pantalla Temporada: los nombres que no coinciden con ningún socio
    [member-side] Pantalla Temporada, un socio elegido: el lado en que suele jugar (dama, caballero, sin decir)
    [join-to-closest] Pantalla Temporada, un nombre elegido: es el socio ofrecido con ese número (1 a 3)
    [new-member] Pantalla Temporada, un nombre elegido: hacerlo socio
    [print-now] Pantalla Imprimir: manda el documento elegido directo a la impresora elegida
    [mail-evenings] Pantalla Imprimir, terminada la noche: envía por correo a cada invitado que lo pidió su propia noche
    [answer-call] Una mesa llamó al anfitrión: responde la primera llamada, y su teléfono dice que usted va en camino
    [door-let-in] Hace pasar al primer invitado que se registró en la puerta
    [door-let-all-in] Hace pasar a todos los que se registraron en la puerta
   *[door-turn-away] Rechaza al primer invitado que espera en la puerta
}
ring-last-bell = 🔔 Tocar la última campana
tab-pairs = Parejas

# A key's name as this language's keyboards print it: { $key } is egui's name for it
# (Ctrl, Shift, PageUp, Home, End, Delete, Esc, …); any other key keeps its own.
key-name = { $key ->
    [Escape] Esc
    [Ctrl] Ctrl
    [Shift] Mayús
    [PageUp] RePág
    [PageDown] AvPág
    [Home] Inicio
    [End] Fin
    [Delete] Supr
    [Insert] Insert
    [Enter] Intro
    [Space] Espacio
    [Backspace] Retroceso
   *[other] { $key }
}
