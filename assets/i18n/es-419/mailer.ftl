# Las noches de los invitados por correo: las direcciones escritas, el servidor de correo, el envío y lo que hizo cada carta (la pantalla Imprimir, el comando mail).

mailer-no-address = no se escribió ninguna dirección
mailer-not-one-address = «{ $typed }» es más de una dirección: escriba una sola, como ann@example.org
mailer-not-an-address = «{ $typed }» no es una dirección de correo: debería verse como ann@example.org
mailer-no-name-before = «{ $typed }» no tiene ningún nombre antes
mailer-unclosed = a la dirección después de «{ $typed }» le falta el > de cierre

mailer-file-error = Las direcciones y el correo de los invitados ({ $path }) { $verb ->
    [read] no se pueden leer
   *[write] no se pueden escribir
}: { $why }.

mailer-keyring-no-user = el servidor de correo no tiene nombre de usuario, así que no hay contraseña que guardar
mailer-no-keyring = esta computadora no tiene un llavero que el programa pueda usar ({ $why })
mailer-keyring-refused = el llavero del sistema lo rechazó ({ $why })

mailer-sent = Enviado (el servidor dijo { $answer }).
mailer-refused = Rechazado: { $words }.
mailer-queued = En espera: sale en el próximo envío.

mailer-line-sent = Enviado a { $name } <{ $to }>: { $answer }
mailer-line-refused = Rechazado { $name } <{ $to }>: { $words }
mailer-line-waiting = En espera { $name }: { $words }
mailer-tally = Enviados { $sent } de { $all }{ $waiting ->
        [0] {""}
       *[other] ; { $waiting } en espera
    }{ $refused ->
        [0] {""}
        [one] ; 1 rechazado
       *[other] ; { $refused } rechazados
    }.
mailer-nobody-asked = Ningún invitado de esta fiesta dio una dirección y pidió su noche.
mailer-nothing-new = Nada nuevo que enviar: { $mailed } de { $asked } ya enviados{ $refused ->
        [0] {""}
        [one] ; 1 rechazado: { $who }: corrija la dirección y envíe de nuevo
       *[other] ; { $refused } rechazados: { $who }: corrija las direcciones y envíe de nuevo
    }.
mailer-changed-since = Una corrección cambió la noche de { $names } después de enviarla: envíe la corrección.

mailer-not-finished = La noche todavía no terminó: las noches de los invitados se envían después de la última { -bell }.
mailer-prize-uncut = Un premio todavía espera su corte: córtelo primero en la pantalla Premios, para que cada carta nombre a todos los ganadores. No se envió nada.
mailer-no-server = No hay ningún servidor de correo: indique uno (--server smtp://HOST:PORT), o configúrelo en la pantalla Imprimir.
mailer-bad-from = La dirección del anfitrión { $typed } no es una dirección de correo: las cartas salen de ella (--from ADDRESS).
mailer-plain-not-local = El correo sin cifrado solo va a un servidor en esta computadora, no a { $server }: elija STARTTLS o TLS.
mailer-password-in-clear = Una contraseña nunca se envía sin cifrado: elija STARTTLS o TLS.
mailer-bad-certificate = No se puede usar el certificado { $path }: { $why }.
mailer-connection = No se puede usar el servidor de correo { $server }: { $words }. No se envió nada.
mailer-no-party = Abra primero una fiesta.
mailer-busy = Las cartas se están enviando: espere a que termine.
mailer-bad-port = «{ $typed }» no es un puerto: escriba el servidor como nombre:puerto, por ejemplo mail.example.org:587.
mailer-not-kept = El servidor de correo quedó configurado por ahora, pero no se pudo guardar para la próxima vez: { $why }.
mailer-stopped = El envío se detuvo sin decir nada; las cartas no enviadas esperan el próximo intento.
mailer-folder = No se pueden escribir las cartas en { $path }: { $why }.

mailer-answers = El servidor de correo { $server } responde y acepta correo de { $from }.
mailer-no-answer = no responde
mailer-server-says = el servidor dice { $code } { $words }
mailer-server-says-code = el servidor dice { $code }
mailer-untrusted = el certificado del servidor no es uno en que esta computadora confíe ({ $words }); si es el servidor propio de un club, indique su archivo de certificado (el cuadro Certificado de la pantalla Imprimir, o --ca-file)
mailer-tls-failed = falló la conexión segura ({ $words })
mailer-nothing-at-port = nada responde en ese puerto
mailer-too-slow = no respondió a tiempo
mailer-connection-lost = se perdió la conexión
mailer-no-such-computer = no se conoce ninguna computadora con ese nombre
