# Lo que un teléfono oye de vuelta cuando envía algo (en su propio idioma), y lo que el anfitrión oye de ello (en el de la ventana).

# Del lado del anfitrión: lo que pidió un teléfono, como lo dicen el aviso de la ventana y la línea de serve.
heard-sent = { $agreed ->
    [yes] { $title } envió su resultado desde un teléfono, aceptado por { -east-west }: { -north-south } { $ns }, { -east-west } { $ew }.
   *[no] { $title } envió su resultado desde un teléfono: { -north-south } { $ns }, { -east-west } { $ew }.
}
heard-cut-won = { $sent } { $winner } ganó el corte.
heard-to-cut = { $sent } Un empate. { $how }
heard-asked = La mesa { $table } envió { -north-south } { $ns }, { -east-west } { $ew }: se pide a { -east-west } que lo acepte en su teléfono.
heard-waits = { $agreed ->
    [yes] La mesa { $table } envió { -north-south } { $ns }, { -east-west } { $ew }, aceptado por { -east-west }: espera su visto bueno.
   *[no] La mesa { $table } envió { -north-south } { $ns }, { -east-west } { $ew }: espera su visto bueno.
}
heard-disagreed = { $call }: { -east-west } no está de acuerdo con { -north-south } { $ns }, { -east-west } { $ew }. La mesa lo llama; el resultado lo espera.
heard-call = { $call }.
heard-tray-sent = { $agreed ->
    [yes] La mesa { $table } envió la { -tray } { $tray } desde un teléfono, aceptada por { -east-west }: { $outcome }.
   *[no] La mesa { $table } envió la { -tray } { $tray } desde un teléfono: { $outcome }.
}
heard-tray-asked = La mesa { $table } envió la { -tray } { $tray } desde un teléfono: se pide a { -east-west } que la acepte.
heard-tray-disagreed = { $call }: { -east-west } no está de acuerdo con la { -tray } { $tray } ({ $outcome }). Ingrese la { -tray } en el escritorio cuando esté resuelto.
heard-mail-address = { $name } dio su dirección en la puerta, para recibir su noche por correo.
heard-result-not-saved = El resultado de la mesa { $table } desde su teléfono no se pudo guardar, así que no se tomó (se pidió al teléfono que lo envíe de nuevo): { $error }
heard-phone-not-saved = No se pudo atender al teléfono de la mesa { $table } porque la fiesta no se pudo guardar (se pidió al teléfono que envíe de nuevo): { $error }
heard-tray-answer-not-saved = La respuesta de la mesa { $table } para la { -tray } { $tray } no se pudo guardar (se pidió al teléfono que la envíe de nuevo): { $error }
heard-tray-not-saved = La { -tray } { $tray } de la mesa { $table } desde su teléfono no se pudo guardar, así que no se tomó (se pidió al teléfono que la envíe de nuevo): { $error }
heard-check-in-not-saved = El registro de un invitado en la puerta no se pudo guardar: { $error }

# Del lado del teléfono: lo que oye de vuelta.
heard-not-saved = La computadora del anfitrión no pudo guardarlo: envíelo de nuevo en un momento. Su planilla se conserva aquí.
heard-already-reported = La mesa { $table } ya informó: { -north-south } { $ns }, { -east-west } { $ew }. Si no es correcto, pida al anfitrión que lo corrija.
heard-already-cut = El empate de la mesa { $table } ya se cortó. Si no es correcto, pida al anfitrión que lo corrija.
heard-already-cut-by = El empate de la mesa { $table } ya se cortó. Lo ganó { $winner }. Si no es correcto, pida al anfitrión que lo corrija.
heard-not-a-side = «{ $side }» no es un lado: envíe "lady" o "gentleman".
heard-known-by-both = { $name } ya está en la lista de esta noche (el club lo conoce por ambos nombres).
heard-checked-in = Gracias, { $name }: el anfitrión lo hace pasar en un momento. Luego «¿Dónde me siento?» muestra su mesa.
heard-already-in = { $name } ya está en la lista de esta noche: el anfitrión ya lo hizo pasar. «¿Dónde me siento?» muestra su mesa cuando se sorteen las mesas.
heard-mail-no-consent = No se guardó nada: marque «Envíeme mi noche por correo» para recibirla por correo.
heard-mail-cannot-keep = La computadora del anfitrión no pudo guardarlo ({ $error }): consulte al anfitrión.
heard-mail-host-has = El anfitrión ya tiene una dirección para { $name }: pídale que la cambie.
heard-mail-club-has = El club ya tiene una dirección para { $name }: pida al anfitrión que la cambie.
heard-mail-thanks = { $over ->
    [yes] Gracias, { $name }: su propia noche se enviará a { $address } cuando el anfitrión envíe las noches.
   *[no] Gracias, { $name }: su propia noche se enviará a { $address } después de la última { -bell }.
}
heard-mail-no-guest = Ningún invitado de la fiesta de esta noche se llama { $name }: revise cómo lo escribió, o consulte al anfitrión.
heard-mail-many = Más de un invitado tiene ese nombre: escriba su nombre completo.
heard-pair-unknown = El anfitrión no conoce esta { -pair }.
heard-duplicate-party = Esta es una fiesta de { -cinch } duplicado: envíe el resultado de cada { -tray } por separado (recargue la página).
heard-no-screens = Aquí no se muestran las pantallas de los invitados.
heard-over = La noche terminó: no hay más resultados.
heard-not-seated = El juego aún no empezó: las mesas no están asignadas.
heard-not-started = El juego aún no empezó.
heard-table-not-playing = La mesa { $table } no juega esta ronda.
heard-only-tie-cut = Solo se corta un empate: estos puntajes no están igualados.
heard-result-already = Este resultado ya lo tenía el anfitrión.
heard-pad-not-complete = Una planilla se envía cuando se jugaron sus cuatro manos; esta tiene { $played }.
heard-deals-already = Estas manos ya las tenía el anfitrión.
heard-host-began-pad = El anfitrión empezó la planilla de esta mesa con otras manos ({ $count } hasta ahora): pídale que la termine o que retire esas manos.
heard-already-waits = { $asked ->
    [yes] Este resultado ya espera que { -east-west } lo acepte.
   *[no] Este resultado ya espera el visto bueno del anfitrión.
}
heard-another-phone = { $asked ->
    [yes] Otro teléfono ya envió el resultado de esta mesa ({ -north-south } { $ns }, { -east-west } { $ew }); espera que { -east-west } lo acepte en el teléfono que lo envió.
   *[no] Otro teléfono ya envió el resultado de esta mesa ({ -north-south } { $ns }, { -east-west } { $ew }); espera el visto bueno del anfitrión.
}
heard-nothing-waits-recorded = El resultado de esta mesa ya está registrado: nada espera a { -east-west }.
heard-nothing-waits = Nada espera que { -east-west } lo acepte: el resultado no se envió, o el anfitrión ya lo resolvió.
heard-put-to-ew = El resultado presentado a { -east-west } es { -north-south } { $ns }, { -east-west } { $ew }: mírelo de nuevo y responda a ese.
heard-call-shown = La computadora del anfitrión ya muestra su llamado.
heard-pair-no-table = Su { -pair } no está en ninguna mesa ahora: busque al anfitrión.
heard-sits-out = La mesa { $table } descansa esta ronda: no tiene bandejas que informar.
heard-tray-not-here = La bandeja { $tray } no se juega en la mesa { $table } esta ronda: sus bandejas son { $trays }.
heard-tray-already = La bandeja { $tray } ya la tenía el anfitrión.
heard-tray-recorded = La bandeja { $tray } en la mesa { $table } ya está registrada ({ $outcome }). Si no es correcto, pida al anfitrión que la corrija.
heard-which-tray = Diga para qué { -tray } responde { -east-west }.
heard-tray-not-asked = La bandeja { $tray } no espera que { -east-west } la acepte.
heard-tray-waits = La bandeja { $tray } ya espera que { -east-west } la acepte en este teléfono.
heard-not-duplicate = Esta fiesta no es de { -cinch } duplicado: no hay bandejas.
heard-tray-fault = Bandeja { $tray }: { $why }

# Del lado del anfitrión: el servidor de los teléfonos y sus enlaces.
heard-no-network = Esta computadora no parece estar en una red, así que los teléfonos no pueden alcanzarla. Conéctese al Wi-Fi de la fiesta (o inicie un punto de acceso) y luego apague y vuelva a encender los teléfonos.

# Del lado del teléfono: un pedido que la computadora del anfitrión no pudo leer.
heard-not-a-chair = «{ $chair }» no es una silla: north, east, south o west.
heard-no-bid = Quién apuesta necesita una apuesta.
heard-no-bidder = Una apuesta necesita quien apueste.
heard-not-a-revoke = «{ $side }» no es un lado: un renuncio es "ns" o "ew".
heard-tray-misdeal = Una { -tray } se reparte antes del juego y no puede estar mal repartida.
heard-too-many-deals = Son más manos de las que tiene una ronda.
heard-deal-fault = Mano { $number }: { $why }
heard-not-json = No se entiende el pedido: su cuerpo no es JSON.
heard-not-an-object = No se entiende el pedido: envíe un objeto JSON.
heard-unknown-field = No se entiende el pedido: «{ $field }» no es algo que esta dirección acepte.
heard-field-twice = No se entiende el pedido: «{ $field }» se envió dos veces.
heard-field-missing = No se entiende el pedido: falta «{ $field }».
heard-wrong-kind = No se entiende el pedido: «{ $field }» es del tipo equivocado (la ronda, la bandeja, la apuesta y los puntos son números enteros; quien apuesta es una silla; un sí o no es true o false).
heard-not-played-with-deal = Bandeja { $tray }: una { -tray } no jugada no tiene quien apueste, apuesta ni puntos. Envíe "not played" o la mano.

# Del lado del teléfono: rechazos hechos antes de preguntar a la computadora del anfitrión.
heard-two-hosts = El pedido nombra dos hosts: envíe un solo encabezado Host.
heard-foreign-host = Esta dirección no es la computadora del anfitrión: abra el enlace que le dio el anfitrión (sus números, o el nombre de esta computadora).
heard-wrong-method = Esa dirección no acepta este tipo de pedido.
heard-too-slow = El pedido llegó demasiado lento y se abandonó.
heard-too-large = El pedido es demasiado grande.
heard-send-json = Envíe JSON, con Content-Type: application/json.
heard-not-understood = No se entiende el pedido.
heard-no-such-address = La computadora del anfitrión no tiene esa dirección.
heard-send-utf8 = Envíe el JSON en UTF-8 (charset=utf-8, o ninguno).
heard-no-compression = Envíe el cuerpo tal como es: no se aceptan cuerpos comprimidos (Content-Encoding).
heard-too-large-at-most = El pedido es demasiado grande (como máximo { $bytes } bytes).
heard-too-slow-again = El pedido llegó demasiado lento y se abandonó: envíelo de nuevo.
heard-body-broken = El cuerpo del pedido está dañado (cortado, o mal fragmentado): envíelo de nuevo.
heard-party-closed = El anfitrión cerró la fiesta.
heard-no-answer = La computadora del anfitrión no respondió a tiempo. Intente de nuevo en un momento.
heard-headers-too-large = Los encabezados del pedido son demasiado grandes.
heard-address-too-long = La dirección pedida es demasiado larga.
heard-malformed = No se entiende el pedido: su primera línea o sus encabezados están mal formados.
heard-too-many-connections = La computadora del anfitrión está atendiendo demasiadas conexiones: intente de nuevo en un momento.

# Del lado del anfitrión: el servidor de los teléfonos.
heard-port-taken = El puerto { $port } lo usa otro programa (quizás otro cinch-party). Elija otro puerto, como el { $other }.
heard-port-refused = El sistema no permite que cinch-party use el puerto { $port }. Elija un puerto mayor que 1024, como el { $default }.
heard-not-this-computer = Esa dirección de red no es de esta computadora.
heard-server-failed = El servidor de los teléfonos no pudo iniciarse en el puerto { $port }: { $why }.
heard-links-unreadable = Los enlaces de las mesas guardados en { $path } no se pudieron leer; se crearon enlaces nuevos (imprima de nuevo las tarjetas de mesa).
heard-server-system = El servidor de los teléfonos no pudo iniciarse: { $why }.

# Del lado del anfitrión: los teléfonos de la ventana.
heard-phones-off = Los teléfonos de las mesas están apagados.
heard-new-links = Cada mesa tiene un enlace nuevo; los anteriores ya no funcionan. Imprima de nuevo las tarjetas de mesa.
heard-accepted = El resultado de la mesa { $table } desde su teléfono quedó registrado.
heard-turned-down = El resultado de la mesa { $table } fue rechazado; su teléfono puede enviarlo de nuevo.
heard-on-the-way = El teléfono de la mesa { $table } ahora dice que usted va en camino.
heard-nobody-calling = Ninguna mesa está llamando al anfitrión.
heard-nobody-at-the-door = Nadie espera en la puerta.
heard-let-in = { $name } está en la lista.
heard-turned-away = { $name } no fue admitido en la puerta.
heard-all-let-in = { $count ->
    [one] { $count } invitado admitido desde la puerta.
   *[other] { $count } invitados admitidos desde la puerta.
}
heard-open-a-party = Abra primero una fiesta: los teléfonos sirven la fiesta que está abierta.
heard-phones-on = Los teléfonos de las mesas están encendidos en { $address }. El enlace y el código QR de cada mesa están en la pantalla Teléfonos.
