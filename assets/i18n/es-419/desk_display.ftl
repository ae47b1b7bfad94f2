# La pantalla Pantalla de la ventana (issue 51): los controles del anfitrión para la pantalla de los invitados, la entrega de premios y su enlace para un navegador.

desk-display-not-over = La noche no terminó: la entrega muestra cada premio tal como está { $far }.
desk-display-preview = Vista previa: { $mode }
desk-display-guest-display = Pantalla de invitados
desk-display-second-window = Una segunda ventana para el televisor o el proyector: arrástrela allí y póngala en pantalla completa.
desk-display-close = Cerrar la pantalla de invitados
desk-display-open = Abrir la pantalla de invitados
desk-display-leave-full-screen = Salir de pantalla completa
desk-display-full-screen = Pantalla completa
desk-display-it-shows = Muestra
desk-display-prize-ceremony = Entrega de premios
desk-display-prize-ceremony-about = Revele los premios uno a uno: primero el premio de consuelo y el primer premio al final, o el que usted elija.
desk-display-hide-all = Ocultarlos todos
desk-display-reveal = Revelar
desk-display-reveal-the = Revelar: { $title }
desk-display-waits-for-cut = Este premio espera un corte (pantalla Premios).
desk-display-look = El aspecto de la pantalla de invitados
desk-display-winners-ceremony = Entrega a los ganadores
desk-display-winners-ceremony-about = Revele los ganadores de cada dirección por turno: { -north-south }, luego { -east-west }.
desk-display-reveal-next-winners = Revelar los ganadores siguientes
desk-display-winners = ganadores
desk-display-group-winners = ganadores { $group }
desk-display-level-at-top = (empate en la cima: lo decide un corte en la pantalla Premios)
desk-display-on-tv = En el navegador de un televisor
desk-display-on-tv-about = Abra este enlace en un Smart TV, una tableta o una segunda computadora en el Wi-Fi de la fiesta: sigue esta pantalla y no muestra el enlace de ninguna mesa.
desk-display-phones-off = Encienda los teléfonos (pantalla Teléfonos) para mostrar la pantalla de invitados en cualquier navegador del Wi-Fi de la fiesta.
