# The computer's printers: what the program says of a printer, and of a job sent to one.

printer-system-printing = the system's printing
printer-stopped = stopped
printer-stopped-says = stopped: { $says }
printer-not-taking-jobs = not taking jobs
printer-holding-job = it is holding the job
printer-nothing-printed = Nothing was printed: { $why }
printer-pdf-not-saved = the PDF could not be saved first
printer-request-not-made = the request could not be made
printer-verb-failed = the system's printing could not start ({ $why })
printer-verb-ended = it ended with { $status }
# Why a print server did not answer, from the system's words for it: { $kind } is
# refused, timed-out, unreachable or broken.
printers-no-answer-why = { $kind ->
    [refused] nothing answers there: is the print server on?
    [timed-out] no answer in time
    [unreachable] that address cannot be reached from here
   *[broken] the connection broke off
}
