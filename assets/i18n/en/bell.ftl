# The bell's sound: why the computer cannot ring it (the bell then shows on screen only).

bell-failed-playing = the sound system failed while playing
bell-failed-starting = the sound system failed as it started
bell-no-speaker = Sound is off: no speaker or sound card answered. The { -bell } shows on screen only; connect speakers and start cinch-party again to hear it.
bell-no-thread = Sound is off: the computer could not start the { -bell }'s sound. The { -bell } shows on screen only.
bell-sound-stopped = Sound is off: the sound system stopped working. The { -bell } shows on screen only; start cinch-party again to try the sound.
bell-sound-off = Sound is off ({ $why }): the { -bell } shows on screen only.
