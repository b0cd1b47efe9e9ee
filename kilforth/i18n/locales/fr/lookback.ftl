# Les parties revues, sur Discord (commands/lookback.py) : le récapitulatif d'une partie,
# l'Aube d'un Jour, l'historique et les records du serveur.

lookback-no-game = Ce salon n'a jamais eu de partie.
lookback-no-such-game = Ce serveur n'a pas de partie { $game } : choisissez-en une dans la liste que propose l'option.
# Une partie proposée par l'option [partie] : son numéro, quand elle a été jouée pour la dernière fois, son mode et son état.
lookback-game-choice = Partie { $game } · { $date } · { $mode ->
        [solo] solo
        [coop] coopératif
       *[competitive] compétitif
    } · { $status ->
        [running] en cours
       *[finished] terminée
    }
lookback-recap-title = Récapitulatif de la partie { $game }
lookback-recap-running = La partie continue : voici où elle en est au { -day } { $day }.

lookback-replay-title = Partie { $game } : { -day } { $day } à l'{ -dawn }
lookback-replay-first-day = Le premier { -day } se lève sur le { -map } tout juste installé : aucune Nuit ne l'a précédé.

# Le « pendant votre absence » de /journal (kilforth/render/away.py) : par Jour, une ligne par héros.
away-title = Pendant votre absence
away-day = **{ -day } { $day }**
away-hero = { $hero } : { $deeds }
away-nothing = rien de notable
away-moved = s'est rendu à { $regions }
away-defeated = a vaincu { $encounters }
away-chapters = a accompli { $count ->
        [one] le { -chapter }
       *[other] les { -chapter }s
    } { $chapters }
away-saga = a accompli sa { -saga }
away-falls = { $count ->
        [one] est tombé à terre
       *[other] est tombé à terre { $count } fois
    }
away-gold = { $gold } { -gold }
away-camped = a établi son campement
away-gloomed = { $regions } { $count ->
        [one] tombe
       *[other] tombent
    } dans l'{ -gloom }
away-ancient = { $ancient } est arrivé
away-board = Sur le { -map } : { $deeds }
