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
