# Games looked back on, on Discord (commands/lookback.py): a game's recap, a Day's Dawn, the
# server's history and records.

lookback-no-game = This channel has never had a game.
lookback-no-such-game = This server has no game { $game }: pick one from the list the option offers.
# A game offered by the [game] option: its number, when it was last played, its mode and status.
lookback-game-choice = Game { $game } · { $date } · { $mode ->
        [solo] solo
        [coop] coop
       *[competitive] competitive
    } · { $status ->
        [running] running
       *[finished] finished
    }
lookback-recap-title = Recap of game { $game }
lookback-recap-running = The game goes on: this is where it stands on { -day } { $day }.

lookback-replay-title = Game { $game }: { -day } { $day } at { -dawn }
lookback-replay-first-day = The first { -day } dawns on the new-dealt { -map }: no Night came before it.
lookback-no-such-page = The history has only { $pages ->
        [one] one page
       *[other] { $pages } pages
    }.
lookback-history-title = This server's finished games
lookback-stats-title = { $player } on this server
lookback-records = The server's records

# /log's "while you were away" (kilforth/render/away.py): per Day, one line per hero.
away-title = While you were away
away-day = **{ -day } { $day }**
away-hero = { $hero }: { $deeds }
away-nothing = nothing of note
# $count: how many Regions, which French agrees with.
away-moved = { $count ->
       *[other] went to { $regions }
    }
away-defeated = defeated { $encounters }
away-chapters = completed { $count ->
        [one] { -chapter }
       *[other] { -chapter }s
    } { $chapters }
away-saga = completed their { -saga }
away-falls = { $count ->
        [one] was defeated
       *[other] was defeated { $count } times
    }
away-gold = { $gold } { -gold }
away-camped = made camp
away-gloomed = { $count ->
        [one] the { -region } { $regions }
       *[other] the { -region }s { $regions }
    } fell into { -gloom }
away-ancient = { $ancient } arrived
away-board = On the { -map }: { $deeds }

# A server's history and records (kilforth/render/records.py).
records-game = Game { $game } · { $date } · { $channel } · { $mode ->
        [solo] solo
        [coop] coop
        [competitive] competitive
       *[unknown] mode unknown
    } · { $days ->
        [one] { $days } { -day }
       *[other] { $days } Days
    } · { $ending ->
        [won] won
        [lost] lost
       *[finished] won by { $winners }
    }
records-hero = { $hero }, { $race } { $hero_class } ({ $player })
records-no-games = No game of this server has ended with a result yet.
records-page = Page { $page } of { $pages } · not counted among the results: { $abandoned } abandoned, { $reset } reset by a moderator
records-player-games = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } · { $sagas ->
        [one] { $sagas } { -saga } completed
       *[other] { $sagas } { -saga }s completed
    }
records-player-unfinished = Not counted: { $abandoned } abandoned, { $reset } reset by a moderator
records-favourite = Favourite race and class: { $race } and { $hero_class }
records-best = Best game: { $game }
records-best-game = game { $game } ({ $date }), { $hero } the { $race } { $hero_class }, { $won ->
        [yes] won on { -day } { $days }
       *[no] { $vp } VP
    }
records-server-games = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } ended with a result · { $abandoned } abandoned · { $reset } reset by a moderator
records-fastest = Fastest win: game { $game }, on { -day } { $days }, by { $heroes }
records-most-encounters = Most { -encounter }s defeated in one game: { $count }, by { $hero } in game { $game }
records-saga-wins = Wins by { -saga }: { $sagas }
records-saga-win = { $saga } { $wins }
