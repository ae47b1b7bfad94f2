# Lo que la ventana le dice al anfitrión mientras trabaja (issue 51): avisos, preguntas antes de deshacer, el estado de los archivos, las impresiones y la temporada, los títulos de la propia ventana.

app-undo-bell-trays = ¿Deshacer la { -bell }? Todos vuelven a las mesas y bandejas de la ronda anterior; los resultados ya anotados se mantienen.
app-undo-bell = ¿Deshacer la { -bell } de la ronda { $round }? Todos vuelven a los asientos de la ronda { $round }; los resultados ya anotados se mantienen.
app-undo-start = ¿Deshacer el inicio? Las parejas se pueden cambiar de nuevo, y la ronda 1 desaparece.
app-undo-seating = ¿Deshacer la ubicación en las mesas? Las mesas vuelven al sorteo, y la ronda 1 desaparece.
app-undo-draw = ¿Deshacer el sorteo? Se borra la carta de cada invitado.
app-undo-cut = ¿Deshacer el último corte por un premio? El premio vuelve a estar empatado, y su corte se olvida.
app-nothing-to-undo = No hay nada que deshacer.
app-undid = Deshecho: { $what }.
app-nothing-to-redo = No hay nada que rehacer.
app-redid = Rehecho: { $what }.

app-no-round = No hay ninguna ronda en juego.
app-no-cut = Ese premio no necesita corte.
app-open-first = Primero abra o cree una fiesta.
app-seated-begun = Las mesas están ocupadas: la ronda 1 ha comenzado.
app-seated = Las mesas están ocupadas. La ronda 1 y su reloj empiezan cuando usted la inicie ({ $key }).
app-pairs-seated = Las parejas están sentadas: inicie la ronda 1 cuando estén listas ({ $key }).
app-no-names = La lista no tiene nombres: pegue un nombre por línea.
app-no-pairs = La lista no tiene parejas: escriba una pareja por línea, como Ann & Bob.
app-added-guests = { $count ->
    [one] Se agregó { $count } invitado.
   *[other] Se agregaron { $count } invitados.
}
app-added-pairs = { $count ->
    [one] Se agregó { $count } pareja.
   *[other] Se agregaron { $count } parejas.
}
app-not-added = No se agregaron: { $refused }.
app-added-not-added = { $done } No se agregaron: { $refused }.

app-warning = Ronda { $round }: { $minutes ->
    [one] queda { $minutes } minuto
   *[other] quedan { $minutes } minutos
}. Las mesas siguen jugando con agilidad.
app-time-up = Ronda { $round }: se acabó el tiempo. Cada mesa igual juega sus cuatro manos; la { -bell } espera a la última.
app-last-round = Llegó el final de la velada: la ronda { $round } es la última.

app-saved = Guardado.
app-default-title = Fiesta de { -cinch }
app-opened-backup = Se abrió la copia de seguridad. El archivo que reemplazó se guarda como { $path }.
app-copy-title = { $title } (copia)
app-sample-copy = Esta es una copia de la fiesta de ejemplo, guardada como { $path }; el ejemplo queda como está.
app-saves-unread = No se pudo leer la carpeta de fiestas guardadas (la lectura se detuvo).
app-record-unwritten = No se pudo escribir el registro de las casillas (--record-boxes).

app-not-printed = No se imprimió nada: { $why }
app-pdf-not-saved = El PDF no se guardó: { $why }
app-opening = { $saved } Se está abriendo en { $how ->
    [pdf] el visor de PDF
   *[page] el navegador
}.
app-not-opened = { $saved } No se abrió: { $why }. { $how ->
    [pdf] Ábralo desde esa carpeta para imprimirlo.
   *[page] Ábralo desde esa carpeta.
}
app-no-program = ningún programa de esta computadora lo abrió
app-no-program-said = ningún programa de esta computadora lo abrió ({ $said })
app-folder-not-opened = No se pudo abrir la carpeta { $folder }: { $why }.
app-printout-stopped = La impresión se detuvo antes de guardarse.
app-page-not-saved = No se pudo guardar la página de resultados: { $why }
app-page-saved = Se guardó la página de resultados como { $path }.
app-exported = Se exportaron las posiciones, los resultados y el historial (CSV) y la transcripción (JSON) a { $folder }.
app-not-exported = No se pudo exportar nada: { $why }
app-copy-is-own = Ese es el archivo de la propia fiesta: elija otro nombre u otra carpeta para la copia.
app-copy-saved = Se guardó una copia de la fiesta como { $path }.
app-copy-not-saved = La copia no se guardó en { $path }: { $why }.
app-dialog-save-copy = Guardar una copia de la fiesta
app-dialog-export = Exportar las posiciones y los resultados a
app-dialog-busy = Ya hay un diálogo de archivos abierto: respóndalo primero (puede estar detrás de esta ventana).
app-default-printer = la impresora predeterminada
app-pads-not-noted = Los anotadores de la ronda { $round } se enviaron a la impresora, pero no se pudo anotar junto a la fiesta ({ $why }): deshacer y rehacer la { -bell } podría imprimirlos otra vez.

app-season-unread = No se pudo leer la temporada (la lectura se detuvo).
app-season-output = { $what ->
    [pdf] PDF de la tabla de la temporada
   *[csv] planilla de cálculo de la temporada (CSV)
}
app-season-saved = Se guardó la tabla de la temporada ({ $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}, { $paper }) como { $path }.
app-wrote = Se escribió { $files }.
app-names-joined = { $count ->
    [one] { $count } nombre nuevo se sumó a la lista de socios (pantalla Temporada).
   *[other] { $count } nombres nuevos se sumaron a la lista de socios (pantalla Temporada).
}
app-csv-not-made = No se pudo crear el archivo CSV: { $why }.
app-no-season = Primero elija o cree una temporada.
app-season-there = La temporada { $name } ya existe: aquí está.
app-season-made = Se creó la temporada { $name }: agregue sus noches.
app-evening-in-season = { $title } ya está en la temporada { $season }.
app-members-put-back = Se restauró { $how ->
    [read] la lista de socios tal como se leyó por última vez
   *[previous] la versión anterior de la lista de socios (el último cambio guardado antes del daño se pierde: hágalo de nuevo)
} ({ $count ->
    [one] { $count } socio
   *[other] { $count } socios
}). El archivo dañado se guarda como { $path }.
app-season-nothing-to-undo = No hay nada que deshacer en la temporada.
app-season-nothing-to-redo = No hay nada que rehacer en la temporada.
app-season-not-undone = No se deshizo nada: { $why }
app-season-not-redone = No se rehízo nada: { $why }
app-joined = { $spelling } ahora es { $member }.
app-unjoined = { $spelling } ya no es { $member }: cuenta como un nombre propio.
app-member-off = { $name } ya no está en la lista de socios.
app-address-forgotten = La dirección de { $name } se olvidó, para siempre.
app-address-refused = La dirección de { $name } no es válida: { $why }.

app-no-settings-folder = esta computadora no tiene una carpeta para la configuración del programa
app-mail-server-kept = El servidor de correo se guarda en esta computadora (su contraseña nunca en ese archivo).

app-frame-times = Pasada de la interfaz: mediana { $median } ms · percentil 99 { $high } ms · máx. { $max } ms ({ $frames ->
    [one] { $frames } cuadro
   *[other] { $frames } cuadros
})
app-frame-times-painting = Pasada de la interfaz: mediana { $median } ms · percentil 99 { $high } ms · máx. { $max } ms ({ $frames ->
    [one] { $frames } cuadro
   *[other] { $frames } cuadros
}); con el dibujo: mediana { $painted_median } ms · percentil 99 { $painted_high } ms
app-stop-heading = No se pudo guardar la fiesta
app-stop-close = Cerrar el programa
app-stop-keep = Dejarlo abierto
app-guest-window = cinch-party: para los invitados
app-awake-reason = Se están jugando las rondas de una fiesta progresiva de { -cinch }
