language-name = Español
language-unknown = cinch-party no habla «{ $asked }»: elija uno de { $known }.
window-language = Idioma de la ventana
guests-language = Idioma de los invitados
guests-language-hint = Lo hablan la pantalla para los invitados, los impresos, la página publicada y los teléfonos (hasta que un invitado elija el suyo).
