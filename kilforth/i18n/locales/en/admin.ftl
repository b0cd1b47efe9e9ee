# /kilforth-admin: what moderators read when they inspect, repair and end a channel's game.

admin-status = { $status ->
        [lobby] lobby
        [running] running
        [finished] finished
       *[abandoned] abandoned
    }
admin-no-game = There is no game in progress in this channel. Open one with /kilforth new, or bring a saved one back with /kilforth-admin import.
admin-nothing-to-reset = Nothing to reset. There is no game in progress in this channel. Open one with /kilforth new, or bring a saved one back with /kilforth-admin import.
admin-not-undoable = The channel's last game has not started or was abandoned: there is nothing to undo.
# A store's refusal ($reason, already in the reader's words) and what a moderator can do.
admin-advice-not-started = { $reason } Wait for the players to /kilforth start it.
admin-advice-nothing-to-undo = { $reason } Undo fewer commands, or end the game with /kilforth-admin reset.
admin-advice-game-exists = { $reason } End it first with /kilforth-admin reset, or import into another channel.
admin-advice-not-seated = { $reason } /kilforth-admin inspect lists who has a seat.
admin-advice-already-seated = { $reason } Choose someone who has no seat in this game.
admin-import-refused = The file was refused: { $reason }. Attach a file made by /kilforth-admin export.
admin-not-text-channel = Use this command in the text channel or thread of the game.
admin-never-played = This channel has never had a game. Open one with /kilforth new, or bring a saved one back with /kilforth-admin import.

# Inspect.
admin-entry = { $kind ->
        [undo] undid back to v{ $restored }
        [start] dealt the game
        [import] imported the game
        [abandon] ended the game
        [reset] reset the game and cleared its state
        [reassign] handed a hero to another player
       *[other] { $kind }
    }
admin-session-text = Game { $game } · { $status } · { $mode ->
        [solo] solo
        [coop] coop
       *[competitive] competitive
    } · { $count ->
        [one] { $count } hero
       *[other] { $count } heroes
    }
    Version { $version }
    Created { $created } by { $creator }
    Updated { $updated }
admin-seat = { $name } ({ $race } { $hero_class }) — { $player }
admin-no-seat = No seat taken yet.
admin-integrity-ok = ✅ The state validates and every invariant holds.
admin-integrity-failed = ⚠ The state validates, but { $count ->
        [one] { $count } invariant fails
       *[other] { $count } invariants fail
    }:
    { $shown }
admin-integrity-more = … and { $count } more
admin-damaged = Game { $game } is damaged
admin-damaged-body = Its saved { $what } is damaged: { $error }
admin-what-now = What now
admin-damaged-advice = End it with /kilforth-admin reset so the channel can start anew; /kilforth-admin export may still save its log for a bug report.
admin-inspect-title = Game { $game } — { $status }
admin-session = Session
admin-seats = Seats
admin-not-started-yet = The game has not started: nothing to check yet.
admin-reset-cleared = A reset cleared the state.
admin-state-damaged = ❌ The saved { $what } is damaged: { $error }
    End the game with /kilforth-admin reset.
admin-log-damaged = ❌ The log is damaged at { $what }: { $error }
admin-players-heroes = Players and heroes
admin-last-commands = Last commands
admin-none-yet = None yet.
admin-integrity = Integrity

# Reset.
admin-reset-button = Reset the game
admin-cancel-button = Cancel
admin-not-your-confirmation = Only the moderator who asked for this reset can confirm it. Run /kilforth-admin reset yourself.
admin-reset-cancelled = Reset cancelled
admin-game-goes-on = The game goes on.
admin-nothing-to-reset-title = Nothing to reset
admin-no-longer-running = Game { $game } is no longer in progress here.
admin-reset-done = Reset done
admin-reset-done-body = Game { $game } has ended; its log stays readable with /kilforth-admin export.
admin-game-ended = This channel's game has ended
admin-game-ended-body = { $moderator } ended it. Open a new one with /kilforth new.
admin-reset-ask = Reset this channel's game?
admin-reset-ask-body = This ends { $damaged ->
        [yes] game { $game }, whose saved data is damaged,
       *[no] game { $game }
    } for every player. Its log stays readable with /kilforth-admin export.
admin-not-announced = Done, but not announced
admin-not-announced-body = I could not post in this channel ({ $error }): check that I may send messages and embeds here.

# Undo, skip, autopilot, clock.
admin-undone = Undone
admin-undone-body = Took back { $count ->
        [one] { $count } command
       *[other] { $count } commands
    }: the game is at version { $version }.
admin-undone-note = ↩ { $moderator } took back the last { $count ->
        [one] command
       *[other] { $count } commands
    }.
admin-skipped = Turn skipped
admin-skipped-body = { $hero } makes camp.
admin-skipped-note = ⏭ { $moderator } skipped { $hero }'s turn: { $hero } makes camp.
admin-autopilot-on = 🤖 { $moderator } puts { $player }'s hero on autopilot
admin-autopilot-on-note = The computer plays it until { $who } acts or runs /kilforth back, or a moderator turns it off.
admin-not-on-autopilot = The autopilot is not playing { $who }'s hero: there is nothing to turn off. /kilforth status shows the seats the computer plays.
admin-autopilot-off = { $player }'s hero is theirs again
admin-autopilot-off-body = { $moderator } turned the autopilot off: { $who } plays again.
admin-clock-changed = ⏳ { $moderator } changed the turn clock
admin-clock-changed-body = { $clock } The clock starts again from now.
admin-language-changed = 🌐 { $moderator } changed the game's language
admin-language-changed-body = From now on, this game's messages are in English.

# Kick and replace.
admin-not-seated = { $who } has no seat in this game. /kilforth-admin inspect lists who has one.
admin-game-running = The game has started, and the rules have no way to take a hero out of play. Hand { $who }'s hero to someone else with /kilforth-admin replace, or end the game with /kilforth-admin reset.
admin-seat-removed = Seat removed
admin-seat-removed-body = { $moderator } removed { $who }'s seat: { $seated } of { $count ->
        [one] { $count } hero
       *[other] { $count } heroes
    } seated. /kilforth join takes the free seat.
admin-bot-player = { $who } is a bot, and bots cannot play. Choose a person.
admin-already-seated = { $who } already has a seat in this game, and a player holds one seat. Choose someone without one.
admin-seat-handed = Seat handed over
admin-seat-handed-body = { $new } takes { $old }'s seat ({ $heroes }).
admin-hero-handed = Hero handed over
admin-hero-handed-body = { $new } now plays { $heroes } in place of { $old }.
admin-hero-handed-note = 🔁 { $new } now plays { $heroes } in place of { $old }.

# Export, import, check.
admin-export-too-large = The export is { $size } MiB, more than the { $limit } MiB Discord accepts here. Ask whoever hosts the bot to copy the game from its database.
admin-export = Export of game { $game }
admin-export-body = { $status }, version { $version }, { $entries } log entries. Bring it back with /kilforth-admin import in a channel without a game.
admin-export-footer = It holds every hand and the random seed: keep it among moderators.
admin-import-too-large = The file is { $size } MiB; an export is far smaller. Attach a file made by /kilforth-admin export.
admin-game-exists = This channel already has a game ({ $status }). End it with /kilforth-admin reset first, or import into another channel.
admin-download-failed = I could not download the file from Discord ({ $status }). Attach it again and retry.
admin-imported = Game imported
admin-imported-body = Game { $game } is back, { $status } at version { $version }. Players: { $players }.
admin-imported-note = 📥 { $moderator } brought a saved game back into this channel.
admin-check-not-started = Game { $game } has not started: there is nothing to replay yet.
admin-consistent = ✅ Game { $game } is consistent
admin-consistent-body = Replaying its { $checked } log entries from the seed reproduces every stored state and event, and the seats match the heroes.
admin-differs = ❌ Game { $game } differs from its log
admin-differs-body = First difference at version { $mismatch }, after { $checked } matching entries: { $reason }
admin-differs-advice = Take the game back before that version with /kilforth-admin undo, save it for a bug report with /kilforth-admin export, or end it with /kilforth-admin reset.
