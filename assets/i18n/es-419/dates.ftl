# Fechas y horas (issue 51 §3): patrones de chrono (%a el día, %d su número, %b el mes,
# %Y el año, %H:%M la hora) y la configuración regional de los nombres de días y meses.

date-locale = es_MX
date-saved = %a %d %b %Y, %H:%M
date-since = %H:%M del %a %d %b
