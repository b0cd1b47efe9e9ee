# The turn banner, the Map as text and a Region's contents (kilforth/render/text.py).

board-over = The game is over ({ $outcome }).
board-waiting = Waiting for { $hero } to choose.
board-day = Day { $day }.
board-turn = Day { $day } — { $hero }'s turn ({ $ap } AP) in { $region }.
board-status = HP { $hp }/{ $max_hp } · AP { $ap } · Fate { $fate } · Gold { $gold } · at { $region }{ $hidden ->
        [yes] { " " }· Hidden
       *[no] {""}
    }
# A Map cell's terrain, in two letters.
board-terrain-mark = { $terrain ->
        [plains] Pl
        [forests] Fo
        [wastes] Wa
        [mountains] Mo
       *[city] City
    }
board-encounters-mark = E{ $count }
board-obstacles-mark = O{ $count }
board-plots-mark = P{ $count }
board-ancient-mark = A!
board-legend =
    @n hero n · E encounters · O obstacles · P plots
    A! Ancient · ☾ Gloom · ⇄n shortcut n
board-region = { $region } ({ $terrain ->
        [plains] Plains
        [forests] Forests
        [wastes] Wastes
        [mountains] Mountains
       *[city] The City
    }{ $gloom ->
        [yes] , Gloom
       *[no] {""}
    })
board-heroes-here = { "  " }Heroes here: { $heroes }
board-shortcut = { "  " }Shortcut to { $regions }
board-obstacles = { "  " }Obstacles: { $count }
board-plot = { "  " }Plot: { $plot }
board-ancient = { "  " }{ -ancient }: { $ancient }, { $hp } { -hp }{ $count ->
        [0] {""}
       *[other] , strengthened by { $plots }
    }
board-encounter = { $card } [{ $kind }] { $values }{ $skull }{ $health }{ " " }· { $gold } Gold{ $weakness }{ $hostile }
board-encounter-kind = { $type }/{ $subtype }
board-skull = { " " }({ $values })
board-health = { " " }· Health { $health }
board-weakness = { " " }· Weakness: { $keywords }
board-hostile = { " " }· hostile to { $heroes }

# What lies face up beside the Map (kilforth/render/overview.py): the Weather, the Ancients.
board-weather = Weather: { $card }{ $doing }
board-no-weather = Weather: none yet (the first Night brings it).
board-ancient-line = { -ancient }: { $ancient } — { $hp } HP · { $fight_word } { $fight } · { $where ->
        [map] on the Map in { $region }
       *[waiting] will appear in { $region }
    } · { $plots_on } { $terrains }{ $plots ->
        [0] {""}
       *[other] { " " }({ $plots } in play)
    } · { $count ->
        [0] no Ability card
       *[other] abilities: { $abilities }
    }
board-ancient-defeated = { -ancient }: { $ancient } — defeated.
