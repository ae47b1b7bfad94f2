# Los grupos de parejas de una velada duplicada.
pair-group = { $group ->
    [ns] { -north-south }
    [ew] { -east-west }
   *[all] Todas las parejas
}
pair-group-pairs = { $group ->
    [ns] parejas { -north-south }
    [ew] parejas { -east-west }
   *[all] parejas
}
pair-group-short = { $group ->
    [ns] { -ns }
    [ew] { -ew }
   *[all] Pareja
}
movement-name = { $kind ->
    [skip] el movimiento de brújula con salto
    [foster] el movimiento de Foster (bandejas pasadas por debajo)
    [howell] el Howell de dos mesas
   *[mitchell] el movimiento de brújula
}
