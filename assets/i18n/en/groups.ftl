# A duplicate evening's groups of pairs (issue 51): a ranking's title, the pairs in a
# sentence, and the short form before a pair's number.
pair-group = { $group ->
    [ns] { -north-south }
    [ew] { -east-west }
   *[all] All pairs
}
pair-group-pairs = { $group ->
    [ns] { -north-south } pairs
    [ew] { -east-west } pairs
   *[all] pairs
}
pair-group-short = { $group ->
    [ns] { -ns }
    [ew] { -ew }
   *[all] Pair
}
# A duplicate evening's movement by name (issue 51).
movement-name = { $kind ->
    [skip] the compass movement with a skip
    [foster] Foster's movement (trays carried under)
    [howell] the two-table Howell
   *[mitchell] the compass movement
}
