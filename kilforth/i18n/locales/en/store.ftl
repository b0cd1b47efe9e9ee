# What the store refuses about a channel's game, its lobby and its log
# (kilforth/store/sessions.py, transfer.py).


store-no-game-create = There is no game in this channel: create one first.
store-no-game = There is no game in this channel.
store-never-had-game = This channel has never had a game.
store-no-such-session = There is no session { $session }.
store-not-started = The game has not started yet.
store-never-started = Nothing to export: the game never started.
store-hero-count = A game has 1 to { $most } heroes.
store-game-exists = This channel already has a game ({ $status ->
        [lobby] waiting for players
        [running] running
        [finished] finished
       *[abandoned] abandoned
    }): finish or abandon it first.
store-started-no-join = The game has already started: nobody can join it now.
store-started-seats-fixed = The game has already started: seats are fixed now.
store-started = The game has already started.
store-full = The game is full ({ $heroes } heroes).
store-solo = A solo game has a single player.
store-already-seated = You already have a seat in this game.
store-new-player-seated = The new player already has a seat in this game.
store-no-such-seat = You have no such seat in this game.
store-player-not-seated = That player has no seat in this game.
store-waiting = Waiting for { $missing } more { $missing ->
        [one] hero
       *[other] heroes
    } before the game can start.
store-wrong-player = A command must name the player who sends it.
store-game-over = This channel's game is over: start a new one.
store-undo-count = Undo at least one command.
store-not-undoable = The channel's game is { $status ->
        [lobby] waiting for players
        [running] running
        [finished] finished
       *[abandoned] abandoned
    }.
store-nothing-to-undo = Only { $undoable } { $undoable ->
        [one] command
       *[other] commands
    } can be undone{ $handovers ->
        [yes] {" "}since a hero changed hands
       *[no] {""}
    }.
# Why an old entry replays differently: $written is the rules version that wrote it ("none":
# written before rules versions were recorded), $running this bot's.
store-rules-changed = { $what ->
        [rebuild] Version { $version } cannot be rebuilt: version { $version }
       *[export] This game cannot be exported: version { $version }
    } was played under { $written ->
        [none] rules older than rules versions
       *[other] rules version { $written }
    }, and this bot runs rules version { $running }, which plays it differently: a rules upgrade, not damage (the states kept as snapshots stand). Versions that kept a snapshot can still be reached (undo fewer commands).

# Looking back on a game (kilforth/store/chronicles.py): its recap and a Day's Dawn.
store-not-looked-back = That game { $status ->
        [lobby] has not started: it has no Days to look back on
       *[abandoned] was abandoned: only a running or finished game can be looked back on
    }.
store-no-such-day = That game has no Day { $day }: it has seen { $days ->
        [one] only Day 1
       *[other] Days 1 to { $days }
    }.
