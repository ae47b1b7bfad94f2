# El sonido de la campana: por qué la computadora no puede tocarla (entonces la campana solo se ve en pantalla).

bell-failed-playing = el sistema de sonido falló mientras sonaba
bell-failed-starting = el sistema de sonido falló al arrancar
bell-no-speaker = Sonido apagado: no respondió ningún parlante ni tarjeta de sonido. La { -bell } solo se ve en pantalla; conecte parlantes y vuelva a abrir cinch-party para oírla.
bell-no-thread = Sonido apagado: la computadora no pudo iniciar el sonido de la { -bell }. La { -bell } solo se ve en pantalla.
bell-sound-stopped = Sonido apagado: el sistema de sonido dejó de funcionar. La { -bell } solo se ve en pantalla; vuelva a abrir cinch-party para probar el sonido.
bell-sound-off = Sonido apagado ({ $why }): la { -bell } solo se ve en pantalla.
