# The rehearsals (simulate): their title and why one cannot be played as asked.

sim-rehearsal-title = Rehearsal, seed { $seed }
sim-star-rounds-most = A rehearsal of the star game lasts at most { $most } rounds.
sim-pairs-range = A duplicate rehearsal takes { $min } to { $max } pairs.
sim-needs-a-round = The evening needs at least one round.
sim-too-few-names-for-pairs = The list of names has { $names } names: too few for { $pairs } pairs.
sim-too-few-names = The list of names has { $ladies } ladies, { $gentlemen } gentlemen and { $either } without a side: too few for { $want-ladies } ladies and { $want-gentlemen } gentlemen.
sim-names-line = line { $line } of the names: { $why }
sim-names-empty = the list of names is empty
sim-names-unreadable = The list of names { $path } cannot be read: { $why }.
sim-not-a-side = "{ $side }" is not a side (lady or gentleman)
sim-name-twice = { $name } is in the list twice
sim-pad-no-result = Table { $table } of round { $number } has { $pad } deals on its pad and still no result.
