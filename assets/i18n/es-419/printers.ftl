# Las impresoras de la computadora: lo que el programa dice de una impresora y de un trabajo enviado a ella.

printer-system-printing = la impresión del sistema
printer-stopped = detenida
printer-stopped-says = detenida: { $says }
printer-not-taking-jobs = no acepta trabajos
printer-holding-job = está reteniendo el trabajo
printer-nothing-printed = No se imprimió nada: { $why }
printer-pdf-not-saved = no se pudo guardar antes el PDF
printer-request-not-made = no se pudo armar la solicitud
printer-verb-failed = la impresión del sistema no pudo empezar ({ $why })
printer-verb-ended = terminó con { $status }
# Why a print server did not answer, from the system's words for it: { $kind } is
# refused, timed-out, unreachable or broken.
printers-no-answer-why = { $kind ->
    [refused] nada responde allí: ¿está encendido el servidor de impresión?
    [timed-out] no hubo respuesta a tiempo
    [unreachable] no se puede llegar a esa dirección desde aquí
   *[broken] la conexión se cortó
}
