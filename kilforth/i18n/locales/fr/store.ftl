# Ce que le stockage refuse à propos de la partie d'un salon, de son salon d'attente et de son
# journal (kilforth/store/sessions.py, transfer.py).


store-no-game-create = Il n'y a pas de partie dans ce salon : créez-en une d'abord.
store-no-game = Il n'y a pas de partie dans ce salon.
store-never-had-game = Ce salon n'a jamais eu de partie.
store-no-such-session = La session { $session } n'existe pas.
store-not-started = La partie n'a pas encore commencé.
store-never-started = Rien à exporter : la partie n'a jamais commencé.
store-hero-count = Une partie compte de 1 à { $most } héros.
store-game-exists = Ce salon a déjà une partie ({ $status ->
        [lobby] en attente de joueurs
        [running] en cours
        [finished] terminée
       *[abandoned] abandonnée
    }) : terminez-la ou abandonnez-la d'abord.
store-started-no-join = La partie a déjà commencé : plus personne ne peut la rejoindre.
store-started-seats-fixed = La partie a déjà commencé : les places sont désormais fixées.
store-started = La partie a déjà commencé.
store-full = La partie est complète ({ $heroes } héros).
store-solo = Une partie solo n'a qu'un seul joueur.
store-already-seated = Vous avez déjà une place dans cette partie.
store-new-player-seated = Le nouveau joueur a déjà une place dans cette partie.
store-no-such-seat = Vous n'avez pas cette place dans cette partie.
store-player-not-seated = Ce joueur n'a pas de place dans cette partie.
store-waiting = Il manque encore { $missing } { $missing ->
        [one] héros
       *[other] héros
    } avant que la partie puisse commencer.
store-wrong-player = Une commande doit nommer le joueur qui l'envoie.
store-game-over = La partie de ce salon est terminée : lancez-en une nouvelle.
store-undo-count = Annulez au moins une commande.
store-not-undoable = La partie de ce salon est { $status ->
        [lobby] en attente de joueurs
        [running] en cours
        [finished] terminée
       *[abandoned] abandonnée
    }.
store-nothing-to-undo = { $undoable ->
        [one] Seule { $undoable } commande peut être annulée
       *[other] Seules { $undoable } commandes peuvent être annulées
    }{ $handovers ->
        [yes] {" "}depuis qu'un héros a changé de mains
       *[no] {""}
    }.
# Pourquoi une ancienne entrée se rejoue autrement : $written est la version des règles qui l'a
# écrite (« none » : avant qu'on les enregistre), $running celle de ce bot.
store-rules-changed = { $what ->
        [rebuild] La version { $version } ne peut pas être reconstruite : la version { $version }
       *[export] Cette partie ne peut pas être exportée : la version { $version }
    } a été jouée selon { $written ->
        [none] des règles antérieures aux versions de règles
       *[other] la version de règles { $written }
    }, et ce bot applique la version { $running }, qui la joue autrement : c'est une mise à jour des règles, pas une corruption (les états conservés en instantanés restent valables). Les versions qui ont gardé un instantané restent accessibles (annulez moins de commandes).

# Revenir sur une partie (kilforth/store/chronicles.py) : son récapitulatif et l'Aube d'un Jour.
store-not-looked-back = Cette partie { $status ->
        [lobby] n'a pas commencé : elle n'a aucun { -day } sur lequel revenir
       *[abandoned] a été abandonnée : on ne peut revenir que sur une partie en cours ou terminée
    }.
store-no-such-day = Cette partie n'a pas de { -day } { $day } : elle n'a connu { $days ->
        [one] que le { -day } 1
       *[other] que les Jours 1 à { $days }
    }.
