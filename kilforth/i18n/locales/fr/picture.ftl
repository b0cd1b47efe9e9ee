# Les mots de l'image du Plan (kilforth/render/picture/layout.py) : son en-tête, le terrain
# des Régions et la légende.

picture-day = { -day } { $day } sur { $last }
picture-phase = { $phase ->
        [setup] Mise en place
        [day] Phase de { -day }
        [night] Phase de Nuit
       *[over] Partie terminée
    }
picture-weather = Météo : { $weather }
picture-clear = dégagée
picture-over = La partie est terminée : { $outcome }
picture-turn = Au tour { DE($hero) }
# Un héros sans nom, désigné par sa place.
picture-hero = Héros { $seat }
# À côté d'un héros dans la légende : qui joue sa place, si c'est son tour, son état.
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

# Les mots de l'image du récapitulatif (kilforth/render/picture/recap.py) : son graphique au
# fil des Jours et la ligne de chaque héros. Son titre, une fois la partie finie, est picture-over.
recap-title-running = La partie jusqu'ici, { -day } { $day }
recap-subtitle = { $mode ->
        [solo] Solo
        [coop] Coopératif
       *[competitive] Compétitif
    } · { $days ->
        [one] { $days } { -day }
       *[other] { $days } Jours
    } · { $heroes ->
        [one] { $heroes } héros
       *[other] { $heroes } héros
    }
recap-panel = { $kind ->
        [chapters] { -chapter }s accomplis
        [vp] Points de victoire
        [hp] { -hp } à l'{ -dawn }
        [gloom] { -region }s dans l'{ -gloom }
       *[ancient] { -hp } de l'{ -ancient }
    }
# Le haut de l'échelle des Chapitres : la Saga accomplie.
recap-saga-done = { -saga }
# Le dernier point de l'axe des Jours : la fin de la partie.
recap-end = Fin
recap-mark = { $kind ->
        [assault] { -assault }, { -day } { $day }
       *[ancient] L'{ -ancient } arrive, { -day } { $day }
    }
recap-hero-player = { $hero } ({ $player })
recap-hero-who = { $race } · { $hero_class }
recap-hero-saga = { $saga } : { $done ->
        [yes] accomplie
       *[no] { $chapters } { -chapter }s sur 4
    }
recap-hero-tally = { $encounters ->
        [one] { $encounters } { -encounter } vaincue
       *[other] { $encounters } { -encounter }s vaincues
    } · { $gold } { -gold } gagné · { $defeats ->
        [one] { $defeats } défaite
       *[other] { $defeats } défaites
    } · { $vp } points de victoire
# La légende de l'axe des Jours du graphique.
recap-day-axis = { -day }
