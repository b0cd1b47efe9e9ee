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
