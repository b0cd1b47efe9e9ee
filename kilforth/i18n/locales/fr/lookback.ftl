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
