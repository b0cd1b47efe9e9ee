# Les mots de l'image du Plan (kilforth/render/picture/layout.py) : son en-tête, le terrain
# des Régions et la légende.

picture-day = { -day } { $day } sur { $last }
picture-phase = { $phase ->
        [setup] Mise en place
        [day] Phase de { -day }
        [night] Phase de Nuit
       *[over] Partie terminée
    }
picture-weather = Météo : { $weather }
picture-clear = dégagée
picture-over = La partie est terminée : { $outcome }
picture-turn = Au tour { DE($hero) }
# Un héros sans nom, désigné par sa place.
picture-hero = Héros { $seat }
# À côté d'un héros dans la légende : qui joue sa place, si c'est son tour, son état.
picture-status = { $status ->
        [computer] ordinateur
        [autopilot] pilote automatique
        [turn] à son tour
        [hidden] { -hidden }
        [defeated] à terre
       *[removed] hors du jeu
    }
picture-token = { $kind ->
        [hero] Héros
        [ancient] { -ancient }
        [enemy] { -enemy }
        [quest] Quête
        [place] Lieu
        [stranger] Inconnu
        [obstacle] { -obstacle }
       *[plot] Intrigue
    }
picture-ancient = { $ancient } ({ $hp } { -hp })
picture-gloom = { -gloom }
picture-shortcut = Raccourci n
picture-terrain = { $terrain ->
        [plains] Plaines
        [forests] Forêt
        [wastes] Landes
        [mountains] Montagnes
       *[city] Cité
    }
