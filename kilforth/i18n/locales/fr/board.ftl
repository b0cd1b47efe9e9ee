# La bannière du tour, le Plan en texte et le contenu d'une Région (kilforth/render/text.py).

board-over = La partie est terminée ({ $outcome }).
board-waiting = En attente du choix { DE($hero) }.
board-day = { -day } { $day }.
board-turn = { -day } { $day } — au tour { DE($hero) } ({ $ap } { -ap }), { A($region) }.
board-status = { -hp } { $hp }/{ $max_hp } · { -ap } { $ap } · { -fate } { $fate } · { -gold } { $gold } · { A($region) }{ $hidden ->
        [yes] { " " }· { -hidden }
       *[no] {""}
    }
# Le terrain d'une case du Plan, en deux lettres.
board-terrain-mark = { $terrain ->
        [plains] Pl
        [forests] Fo
        [wastes] La
        [mountains] Mo
       *[city] Cité
    }
board-encounters-mark = R{ $count }
board-obstacles-mark = O{ $count }
board-plots-mark = I{ $count }
board-ancient-mark = A!
board-legend =
    @n héros n · R rencontres · O obstacles · I intrigues
    A! { -ancient } · ☾ { -gloom } · ⇄n raccourci n
board-region = { $region } ({ $terrain ->
        [plains] Plaines
        [forests] Forêts
        [wastes] Landes
        [mountains] Montagnes
       *[city] l'{ -city }
    }{ $gloom ->
        [yes] , { -gloom }
       *[no] {""}
    })
board-heroes-here = { "  " }Héros présents : { $heroes }
board-shortcut = { "  " }Raccourci vers { $regions }
board-obstacles = { "  " }Obstacles : { $count }
board-plot = { "  " }Intrigue : { $plot }
board-ancient = { "  " }{ -ancient } : { $ancient }, { $hp } { -hp }{ $count ->
        [0] {""}
       *[other] , en renfort : { $plots }
    }
board-encounter = { $card } [{ $kind }] { $values }{ $skull }{ $health }{ " " }· { $gold } { -gold }{ $weakness }{ $hostile }
board-encounter-kind = { $type }/{ $subtype }
board-skull = { " " }({ $values })
board-health = { " " }· Santé { $health }
board-weakness = { " " }· Faiblesse : { $keywords }
board-hostile = { " " }· hostilité envers { $heroes }

# Ce qui est face visible à côté du Plan (kilforth/render/overview.py) : la Météo, les Anciens.
board-weather = Météo : { $card }{ $doing }
board-no-weather = Météo : aucune pour l'instant (la première Nuit l'apporte).
board-ancient-line = { -ancient } : { $ancient } — { $hp } PV · { $fight_word } { $fight } · { $where ->
        [map] sur le { -map }, { A($region) }
       *[waiting] apparaîtra { A($region) }
    } · { $plots_on } { $terrains }{ $plots ->
        [0] {""}
       *[other] { " " }({ $plots } en jeu)
    } · { $count ->
        [0] aucune carte Capacité
       *[other] capacités : { $abilities }
    }
board-ancient-defeated = { -ancient } : { $ancient } — vaincu.
