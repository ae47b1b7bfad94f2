# Las palabras propias de la línea de comandos (los comandos de cinch-party): lo que dicen que hicieron y por qué uno no pudo hacer lo que se le pidió. El --help de las opciones queda en inglés.

cli-file-then-command = { $file } es un archivo de fiesta para abrir en la ventana, pero le sigue un comando: ponga el archivo después del comando (cinch-party report FILE), o ábralo solo
cli-wrote = Escrito: { $path }
cli-wrote-bell = Se escribió la { -bell } en { $path }
cli-bell-failed = no se pudo crear el sonido de la { -bell }: { $why }
cli-window-failed = no se pudo abrir la ventana: { $why }
cli-stop-not-saved = una orden de detener del sistema no guardará antes: { $error }
cli-export-what = Diga qué exportar: --csv FOLDER para una hoja de cálculo, --json FILE para la transcripción, --html FILE para la página de resultados.
cli-no-guest-called = Ningún invitado de esta fiesta se llama { $typed }.
cli-more-names = { $count } más
cli-names-match = { $names } coinciden con { $typed }: escriba más del nombre.
cli-guest-plays-duplicate = { $name } juega { -cinch } dúplex esta noche, con la misma pareja toda la noche: la noche de su pareja está en la página de resultados (export --html FILE).
cli-restored = Se restauró { $path } desde su copia de seguridad ({ $noun ->
    [members] { $count ->
        [one] 1 socio
       *[other] { $count } socios
    }
    [evenings] { $count ->
        [one] 1 noche
       *[other] { $count } noches
    }
   *[actions] { $count ->
        [one] 1 acción
       *[other] { $count } acciones
    }
}). El archivo que reemplazó se guarda como { $kept }.
cli-not-the-start = { $path } no contiene el comienzo de esta noche

cli-printer-sent = Se envió { $what } ({ count-pages }, { $paper }) a { $printer }: trabajo { $job }.
cli-printer-not-reached = No se imprimió nada: { $what } no llegó a ninguna impresora.

cli-not-a-mail-server = { $typed } no es un servidor de correo: escríbalo como smtp://HOST:PORT, por ejemplo smtp://mail.example.org:587.
cli-no-password-kept = no hay ninguna guardada para él en el llavero de esta computadora
cli-password-wanted = El servidor de correo pide una contraseña para { $account }, y { $why }: defina ${ $env }, o escríbala una vez en la pantalla Imprimir, que la guarda en el llavero. No se envió nada.

cli-serving = Sirviendo «{ $title }» en { $address }
cli-serve-door = registro en la puerta: { $link }
cli-serve-seats = dónde me siento: { $link }
cli-serve-display = pantalla de invitados: { $link }
cli-serve-standings = posiciones: { $link }
cli-serve-table = mesa { $table }: { $link }
cli-serve-pair = pareja { $pair }: { $link }
cli-serve-no-last-save = Ctrl+C detendrá serve sin un último guardado: { $error }
cli-serve-ready = Listo: { count-tables }. Detenga con Ctrl+C.
cli-serve-stopped = Detenido. { $said }
cli-serve-type-ok = { $words } Escriba: ok { $table }, o no { $table }.
cli-serve-type-door = { $words } Escriba: in NAME (o all), o away NAME.
cli-serve-type-coming = { $words } Escriba: coming { $table }, cuando vaya en camino.
cli-not-saved = NO GUARDADO: { $words }
cli-serve-no-input = el OK del anfitrión no se puede leer desde la terminal
cli-serve-nothing-waits = Nada espera su OK.
cli-serve-held = Esperando su OK: la mesa { $table } envió { -north-south } { $north-south }, { -east-west } { $east-west } a las { $at }. Escriba: ok { $table }, o no { $table }.
cli-serve-nobody-at-door = Nadie espera en la puerta.
cli-serve-guests-done = Hecho: { count-guests }.
cli-serve-door-not-saved = NO GUARDADO: { $error } Así que no se hizo nada: escríbalo de nuevo cuando el disco lo acepte.
cli-serve-not-a-table = «{ $typed }» no es un número de mesa.
cli-serve-what-to-type = Escriba ok N para tomar el resultado de la mesa N, no N para rechazarlo, coming N para responder al llamado de la mesa N, o waiting.
cli-serve-call-answered = Llamado de la mesa { $table }: respondido; su teléfono dice que usted va en camino.
cli-serve-result-done = Resultado de la mesa { $table } desde su teléfono: { $done ->
    [recorded] anotado
   *[turned-down] rechazado; su teléfono puede enviarlo de nuevo
}.
cli-serve-not-saved = NO GUARDADO: { $error } Así que no se hizo nada: { $what ->
    [call] el llamado de la mesa { $table } todavía espera su respuesta
   *[result] el resultado de la mesa { $table } todavía espera su OK
}. Escriba { $typed } { $table } de nuevo cuando el disco lo acepte.

# A line the program writes to its standard error: its name, then what it says.
cli-program-says = cinch-party: { $said }
# The phones' server's thread stopped on a fault (every answer had waited for its save).
cli-phones-server-stopped = el servidor de los teléfonos se detuvo por un error interno; no se perdió nada de la fiesta
# The title of the party file `save-stress` writes (a developers' command).
cli-stress-title = Prueba de guardado
