# The party file's troubles (the store): opening, saving, the lock, restoring, the rescue at a stop.

store-kind = { $kind ->
    [folder] a folder
    [pipe] a named pipe
    [socket] a socket
    [device] a device
   *[other] not a regular file
}
store-missing = there is no such file
store-not-a-party-file-kind = it is { store-kind }, not a party file
store-in-use = { $holder }: close it there first
store-not-overwritten = it is not a party file, so it is not overwritten
store-cannot-read = it cannot be read ({ $why })
store-too-large = it is { $size } bytes, far larger than any party file (at most { $max })
store-not-text = it is not a text file
store-empty = it is empty
store-damaged = it is not a party file, or it is damaged at line { $line }: { $detail }
store-line-too-long = line { $line } is far longer than any action of a party
store-bad-title = its title is refused: { $why }
store-no-version = it does not say which format version it is in
store-version-not-number = its format version is not a number
store-newer-version = it was saved in format version { $found }, by a newer cinch-party; this one reads up to version { $supported }
store-unknown-version = it says it is in format version { $found }, which does not exist
store-no-start = it does not start the way a party file does
store-cannot-open = Cannot open { $path }: { $problem }.
store-backup-kept = The previous save is kept as { $path }; it can be opened instead.
store-cannot-save = Cannot save to { $path }: { $reason }.
store-nothing-lost = Nothing is lost: the party is kept in memory and saved again with the next action.
store-io = { $kind ->
    [full] the disk is full (free some space)
    [denied] the system does not allow writing there
    [read-only] the disk is read-only
    [not-found] the folder is not there (a USB stick pulled out?)
    [not-a-directory] part of the path is a file, not a folder
    [is-a-directory] a folder has that name
   *[quota] the disk quota is used up
}
store-ron = { $kind ->
    [eof] the file ends too early (cut short?)
    [deep] it is nested far more deeply than any party file
    [trailing] there is more after the end of the party
    [bytes] it holds bytes that are not text
    [string] a text in quotes was expected
    [integer] a whole number was expected, or one is out of range
   *[punctuation] the punctuation is wrong (a bracket, comma or quote out of place)
}
store-ron-not-held = "{ $found }" is not something a party file holds
store-ron-not-field = "{ $found }" is not a field of a party file
store-ron-missing-field = the field "{ $field }" is missing
store-ron-field-twice = the field "{ $field }" is there twice
store-ron-not-fitting = "{ $found }" is not a value that fits there
store-ron-value = a value does not fit ({ $text })
store-ron-char = an unexpected character { $char }
store-write-not-a-file = { $path } is { store-kind }, not a file: nothing was written there.
store-write-no-folder = The folder { $folder } cannot be made: { $why }.
store-write-refused = { $path } cannot be written: { $why }.
store-not-a-file = it is { store-kind }, not a file
store-not-regular = it is not a regular file
store-lock-holder = process { $pid } since { $since }
store-lock-other = another cinch-party has it open
store-lock-other-holder = another cinch-party has it open ({ $holder })
store-older-format = { $path } was saved by an earlier cinch-party; it is kept in the new format from now on (the evening is unchanged).
store-too-big = the party would pass { $mb } MB, the most a party file may hold
store-saved-in = Everything is saved in { $path }.
store-rescued = { $error } The whole party was written to { $rescue } instead: open that file next time, and nothing is lost.
store-lost = { $error } No rescue file could be written either ({ $why }): the last changes are lost.
store-no-backup = There is no backup to restore: { $path } does not exist.
store-bad-backup = The backup { $path } cannot be used either: { $problem }.
store-readable = { $path } can be read: it holds { $current } { $noun ->
         [members] { $current ->
            [one] member
           *[other] members
        }
         [evenings] { $current ->
            [one] evening
           *[other] evenings
        }
        *[actions] { $current ->
            [one] action
           *[other] actions
        }
    }, and its backup { $backup }. Restoring would replace it with the older backup{ $lost ->
    [0] {""}
   *[other] {" "}and lose the last { $lost } { $noun ->
         [members] { $lost ->
            [one] member
           *[other] members
        }
         [evenings] { $lost ->
            [one] evening
           *[other] evenings
        }
        *[actions] { $lost ->
            [one] action
           *[other] actions
        }
    }
}. Nothing was changed; to restore anyway, use --force.
store-cannot-write-back = it cannot be written back: { $why }
store-no-folder-written = no folder could be written
store-torn-tail = the last line of { $path } was cut short — the program was stopped while saving; the action on it was never confirmed and is left out
# A party file with no title of its own.
store-untitled = Cinch party
# A party in the list of parties that cannot be opened.
store-listed-unreadable = cannot be opened: { $problem }
