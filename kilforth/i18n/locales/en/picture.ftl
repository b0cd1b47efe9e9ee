# The map picture's words (kilforth/render/picture/layout.py): its header, the Regions'
# terrain and the legend.

picture-day = Day { $day } of { $last }
picture-phase = { $phase ->
        [setup] Setting up
        [day] Day phase
        [night] Night phase
       *[over] Game over
    }
picture-weather = Weather: { $weather }
picture-clear = clear
picture-over = The game is over: { $outcome }
picture-turn = { $hero }'s turn
# A hero with no name, by seat.
picture-hero = Hero { $seat }
# Beside a hero in the legend: how the computer plays the seat, whose turn it is, the hero's state.
picture-status = { $status ->
        [computer] computer
        [autopilot] autopilot
        [turn] their turn
        [hidden] { -hidden }
        [defeated] Defeated
       *[removed] out of the game
    }
picture-token = { $kind ->
        [hero] Hero
        [ancient] { -ancient }
        [enemy] { -enemy }
        [quest] Quest
        [place] Place
        [stranger] Stranger
        [obstacle] { -obstacle }
       *[plot] Plot
    }
picture-ancient = { $ancient } ({ $hp } { -hp })
picture-gloom = { -gloom }
picture-shortcut = Shortcut n
picture-terrain = { $terrain ->
        [plains] Plains
        [forests] Forest
        [wastes] Wastes
        [mountains] Mountains
       *[city] { -city }
    }
