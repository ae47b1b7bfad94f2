# Die Gruppen der Paare eines Duplicate-Abends.
pair-group = { $group ->
    [ns] { -north-south }
    [ew] { -east-west }
   *[all] Alle Paare
}
pair-group-pairs = { $group ->
    [ns] { -north-south }-Paare
    [ew] { -east-west }-Paare
   *[all] Paare
}
pair-group-short = { $group ->
    [ns] { -ns }
    [ew] { -ew }
   *[all] Paar
}
movement-name = { $kind ->
    [skip] die Kompass-Bewegung mit Sprung
    [foster] Fosters Bewegung (Boards werden unter dem Tisch weitergereicht)
    [howell] der Howell für zwei Tische
   *[mitchell] die Kompass-Bewegung
}
