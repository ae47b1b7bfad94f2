# Los problemas del archivo de la fiesta: abrir, guardar, el bloqueo, restaurar, el rescate al cerrar.

store-kind = { $kind ->
    [folder] una carpeta
    [pipe] una tubería con nombre
    [socket] un socket
    [device] un dispositivo
   *[other] no un archivo común
}
store-missing = ese archivo no existe
store-not-a-party-file-kind = es { store-kind }, no un archivo de fiesta
store-in-use = { $holder }: ciérrelo allí primero
store-not-overwritten = no es un archivo de fiesta, así que no se sobrescribe
store-cannot-read = no se puede leer ({ $why })
store-too-large = tiene { $size } bytes, mucho más que cualquier archivo de fiesta (como máximo { $max })
store-not-text = no es un archivo de texto
store-empty = está vacío
store-damaged = no es un archivo de fiesta, o está dañado en la línea { $line }: { $detail }
store-line-too-long = la línea { $line } es mucho más larga que cualquier acción de una fiesta
store-bad-title = su título se rechaza: { $why }
store-no-version = no dice en qué versión de formato está
store-version-not-number = su versión de formato no es un número
store-newer-version = se guardó en la versión de formato { $found }, con un cinch-party más nuevo; este lee hasta la versión { $supported }
store-unknown-version = dice estar en la versión de formato { $found }, que no existe
store-no-start = no empieza como un archivo de fiesta
store-cannot-open = No se puede abrir { $path }: { $problem }.
store-backup-kept = El guardado anterior se conserva como { $path }; se puede abrir en su lugar.
store-cannot-save = No se puede guardar en { $path }: { $reason }.
store-nothing-lost = No se pierde nada: la fiesta queda en memoria y se guarda de nuevo con la próxima acción.
store-io = { $kind ->
    [full] el disco está lleno (libere espacio)
    [denied] el sistema no permite escribir allí
    [read-only] el disco es de solo lectura
    [not-found] la carpeta no está (¿se quitó una memoria USB?)
    [not-a-directory] parte de la ruta es un archivo, no una carpeta
    [is-a-directory] una carpeta tiene ese nombre
   *[quota] la cuota de disco está agotada
}
store-ron = { $kind ->
    [eof] el archivo termina demasiado pronto (¿cortado?)
    [deep] está anidado mucho más hondo que cualquier archivo de fiesta
    [trailing] hay más después del final de la fiesta
    [bytes] contiene bytes que no son texto
    [string] se esperaba un texto entre comillas
    [integer] se esperaba un número entero, o uno está fuera de rango
   *[punctuation] la puntuación está mal (un paréntesis, una coma o unas comillas fuera de lugar)
}
store-ron-not-held = «{ $found }» no es algo que tenga un archivo de fiesta
store-ron-not-field = «{ $found }» no es un campo de un archivo de fiesta
store-ron-missing-field = falta el campo «{ $field }»
store-ron-field-twice = el campo «{ $field }» está dos veces
store-ron-not-fitting = «{ $found }» no es un valor que quepa allí
store-ron-value = un valor no cabe ({ $text })
store-ron-char = un carácter inesperado { $char }
store-write-not-a-file = { $path } es { store-kind }, no un archivo: no se escribió nada allí.
store-write-no-folder = No se puede crear la carpeta { $folder }: { $why }.
store-write-refused = No se puede escribir { $path }: { $why }.
store-not-a-file = es { store-kind }, no un archivo
store-not-regular = no es un archivo común
store-lock-holder = proceso { $pid } desde { $since }
store-lock-other = otro cinch-party lo tiene abierto
store-lock-other-holder = otro cinch-party lo tiene abierto ({ $holder })
store-older-format = { $path } se guardó con un cinch-party anterior; desde ahora se lleva en el formato nuevo (la velada no cambia).
store-too-big = la fiesta pasaría de { $mb } MB, lo máximo que puede tener un archivo de fiesta
store-saved-in = Todo está guardado en { $path }.
store-rescued = { $error } La fiesta entera se escribió en { $rescue } en su lugar: abra ese archivo la próxima vez y no se pierde nada.
store-lost = { $error } Tampoco se pudo escribir un archivo de rescate ({ $why }): los últimos cambios se perdieron.
store-no-backup = No hay copia de seguridad que restaurar: { $path } no existe.
store-bad-backup = La copia de seguridad { $path } tampoco sirve: { $problem }.
store-readable = { $path } se puede leer: tiene { $current } { $noun ->
         [members] { $current ->
            [one] socio
           *[other] socios
        }
         [evenings] { $current ->
            [one] velada
           *[other] veladas
        }
        *[actions] { $current ->
            [one] acción
           *[other] acciones
        }
    }, y su copia { $backup }. Restaurar la reemplazaría por la copia más antigua{ $lost ->
    [0] {""}
   *[other] {" "}y perdería { $lost } { $noun ->
         [members] { $lost ->
            [one] socio
           *[other] socios
        }
         [evenings] { $lost ->
            [one] velada
           *[other] veladas
        }
        *[actions] { $lost ->
            [one] acción
           *[other] acciones
        }
    } recientes
}. No se cambió nada; para restaurar de todos modos, use --force.
store-cannot-write-back = no se puede volver a escribir: { $why }
store-no-folder-written = no se pudo escribir en ninguna carpeta
store-torn-tail = la última línea de { $path } quedó cortada — el programa se detuvo mientras guardaba; la acción en ella nunca se confirmó y queda fuera
store-untitled = Fiesta de Cinch
store-listed-unreadable = no se puede abrir: { $problem }
