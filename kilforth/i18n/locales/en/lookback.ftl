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

# /log's "while you were away" (kilforth/render/away.py): per Day, one line per hero.
away-title = While you were away
away-day = **{ -day } { $day }**
away-hero = { $hero }: { $deeds }
away-nothing = nothing of note
away-moved = went to { $regions }
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
