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
