# Les parties revues, sur Discord (commands/lookback.py) : le récapitulatif d'une partie,
# l'Aube d'un Jour, l'historique et les records du serveur.

lookback-no-game = Ce salon n'a jamais eu de partie.
lookback-no-such-game = Ce serveur n'a pas de partie { $game } : choisissez-en une dans la liste que propose l'option.
# Une partie proposée par l'option [partie] : son numéro, quand elle a été jouée pour la dernière fois, son mode et son état.
lookback-game-choice = Partie { $game } · { $date } · { $mode ->
        [solo] solo
        [coop] coopératif
       *[competitive] compétitif
    } · { $status ->
        [running] en cours
       *[finished] terminée
    }
lookback-recap-title = Récapitulatif de la partie { $game }
lookback-recap-running = La partie continue : voici où elle en est au { -day } { $day }.

lookback-replay-title = Partie { $game } : { -day } { $day } à l'{ -dawn }
lookback-replay-first-day = Le premier { -day } se lève sur le { -map } tout juste installé : aucune Nuit ne l'a précédé.
lookback-no-such-page = L'historique n'a { $pages ->
        [one] qu'une page
       *[other] que { $pages } pages
    }.
lookback-history-title = Les parties achevées de ce serveur
lookback-stats-title = { $player } sur ce serveur
lookback-records = Les records du serveur

# Le « pendant votre absence » de /journal (kilforth/render/away.py) : par Jour, une ligne par héros.
away-title = Pendant votre absence
away-day = **{ -day } { $day }**
away-hero = { $hero } : { $deeds }
away-nothing = rien de notable
away-moved = a parcouru { $count ->
        [one] la { -region }
       *[other] les { -region }s
    } { $regions }
away-defeated = a vaincu { $encounters }
away-chapters = a accompli { $count ->
        [one] le { -chapter }
       *[other] les { -chapter }s
    } { $chapters }
away-saga = a accompli sa { -saga }
away-falls = { $count ->
        [one] a subi une défaite
       *[other] a subi { $count } défaites
    }
away-gold = { $gold } { -gold }
away-camped = a établi son campement
away-gloomed = { $regions } { $count ->
        [one] tombe
       *[other] tombent
    } dans l'{ -gloom }
away-ancient = arrivée en jeu : { $ancient }
away-board = Sur le { -map } : { $deeds }

# L'historique et les records d'un serveur (kilforth/render/records.py).
records-game = Partie { $game } · { $date } · { $channel } · { $mode ->
        [solo] solo
        [coop] coopératif
        [competitive] compétitif
       *[unknown] mode inconnu
    } · { $days ->
        [one] { $days } { -day }
       *[other] { $days } Jours
    } · { $ending ->
        [won] gagnée
        [lost] perdue
       *[finished] gagnée par { $winners }
    }
records-hero = { $hero }, { $hero_class } { $race } ({ $player })
records-no-games = Aucune partie de ce serveur ne s'est encore achevée sur un résultat.
records-page = Page { $page } sur { $pages } · hors des résultats : { $abandoned ->
        [one] { $abandoned } abandonnée
       *[other] { $abandoned } abandonnées
    }, { $reset ->
        [one] { $reset } réinitialisée
       *[other] { $reset } réinitialisées
    } par un modérateur
records-player-games = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } · { $sagas ->
        [one] { $sagas } { -saga } accomplie
       *[other] { $sagas } { -saga }s accomplies
    }
records-player-unfinished = Hors des résultats : { $abandoned ->
        [one] { $abandoned } abandonnée
       *[other] { $abandoned } abandonnées
    }, { $reset ->
        [one] { $reset } réinitialisée
       *[other] { $reset } réinitialisées
    } par un modérateur
records-favourite = Race et classe préférées : { $race } et { $hero_class }
records-best = Meilleure partie : { $game }
records-best-game = partie { $game } ({ $date }), { $hero }, { $hero_class } { $race }, { $won ->
        [yes] gagnée au { -day } { $days }
       *[no] { $vp } points de victoire
    }
records-server-games = { $games ->
        [one] { $games } partie achevée
       *[other] { $games } parties achevées
    } sur un résultat · { $abandoned ->
        [one] { $abandoned } abandonnée
       *[other] { $abandoned } abandonnées
    } · { $reset ->
        [one] { $reset } réinitialisée
       *[other] { $reset } réinitialisées
    } par un modérateur
records-fastest = Victoire la plus rapide : partie { $game }, au { -day } { $days }, par { $heroes }
records-most-encounters = Le plus de { -encounter }s vaincues en une partie : { $count }, par { $hero } dans la partie { $game }
records-saga-wins = Victoires par { -saga } : { $sagas }
records-saga-win = { $saga } { $wins }
