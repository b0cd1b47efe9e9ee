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

# The recap picture's words (kilforth/render/picture/recap.py): its chart over the Days and
# each hero's line. Its title, once the game is over, is picture-over.
recap-title-running = The game so far, Day { $day }
recap-subtitle = { $mode ->
        [solo] Solo
        [coop] Coop
       *[competitive] Competitive
    } · { $days ->
        [one] { $days } { -day }
       *[other] { $days } Days
    } · { $heroes ->
        [one] { $heroes } hero
       *[other] { $heroes } heroes
    }
recap-panel = { $kind ->
        [chapters] { -chapter }s completed
        [vp] Victory Points
        [hp] { -hp } at { -dawn }
        [gloom] { -region }s in { -gloom }
       *[ancient] The { -ancient }'s Health
    }
# The top of the Chapters scale: the Saga complete.
recap-saga-done = { -saga }
# The last point of the Day axis: the game's end.
recap-end = End
recap-mark = { $kind ->
        [assault] { -assault }, { -day } { $day }
       *[ancient] The { -ancient } arrives, { -day } { $day }
    }
recap-hero-player = { $hero } ({ $player })
recap-hero-who = { $race } · { $hero_class }
recap-hero-saga = { $saga }: { $done ->
        [yes] complete
       *[no] { $chapters } of 4 { -chapter }s
    }
recap-hero-tally = { $encounters ->
        [one] { $encounters } { -encounter }
       *[other] { $encounters } { -encounter }s
    } defeated · { $gold } { -gold } earned · { $defeats ->
        [one] { $defeats } defeat
       *[other] { $defeats } defeats
    } · { $vp } VP
# The caption of the chart's Day axis.
recap-day-axis = { -day }
