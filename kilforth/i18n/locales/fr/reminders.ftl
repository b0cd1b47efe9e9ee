# L'horloge des tours : rappels, report, partie bloquée, temps écoulé ; et les places que joue
# l'ordinateur (compagnons et pilote automatique).

reminders-your-turn = votre tour
reminders-your-answer = votre réponse : { $asked }
reminders-their-turn = son tour
reminders-their-answer = sa réponse : { $asked }
# Le rappel n° $n, plus pressant à chaque fois (le cinquième est le dernier).
reminders-title = { $n ->
        [1] ⏳ La moitié de votre temps est écoulée
        [2] ⌛ Votre temps est écoulé
        [3] 🔔 On vous attend toujours
        [4] 🔔 Toute la tablée vous attend encore
       *[other] 🚨 Dernier rappel
    }
reminders-body = { $n ->
        [1] { $hero }, la partie attend { $what }
            Votre temps s'achève { $ends }.
        [2] { $hero }, la partie attend { $what } depuis { $began }. La tablée vous attend : jouez dès que possible.
        [3] { $hero }, la partie attend { $what } depuis { $began }.
        [4] { $hero }, la partie attend { $what } depuis { $began }. Si vous ne pouvez pas jouer pendant un moment, dites-le dans le salon : un modérateur peut confier votre héros au pilote automatique ou à un autre joueur.
       *[other] { $hero }, la partie attend { $what } depuis { $began }. Sans geste de votre part, les modérateurs apprendront { $stall } que la partie est bloquée.
    }
reminders-footer = Reporter retarde le prochain rappel, pas l'horloge.
reminders-anyone = toute personne autorisée à gérer les salons
reminders-stalled = 🛑 La partie est bloquée
reminders-stalled-body = { $hero } ({ $player }) n'a répondu à aucun des { $count } rappels : la partie attend { $what } depuis { $began }.
    Modérateurs ({ $named }) : /{ cmd-kilforth-admin } { cmd-kilforth-admin-skip } fait camper le héros, /{ cmd-kilforth-admin } { cmd-kilforth-admin-replace } confie le héros à un autre joueur, et /{ cmd-kilforth-admin } { cmd-kilforth-admin-clock } règle ce qui arrive quand le temps s'écoule.
reminders-time-ran-out = ⌛ Le temps { DE($hero) } est écoulé : { $hero } établit son Campement.
reminders-snooze = Reporter de 2 h
reminders-snoozed = 😴 Rappel reporté
reminders-snoozed-body = Aucun rappel avant { $sooner }. Votre temps s'achève toujours { $ends }.
reminders-stale-game = Ce rappel appartient à une partie terminée : il n'y a rien à reporter.
reminders-not-yours = Ce rappel s'adresse à { $whose } : seule cette personne peut le reporter.
reminders-stale-turn = La partie a avancé depuis ce rappel : il n'y a rien à reporter.
reminders-bad-time = « { $value } » n'est pas une heure : écrivez-la sur 24 heures, sous la forme HH:MM, par exemple 22:30 ou 7:00.
reminders-no-clock = Pas d'horloge : les joueurs prennent le temps qu'il leur faut, sans rappel.
reminders-clock = { $hours } h pour agir, avec un rappel à mi-temps ; une fois le temps écoulé, { $policy ->
        [remind] les rappels continuent
        [skip] le héros établit son Campement
       *[autopilot] le pilote automatique joue le tour
    }.
reminders-quiet = De { $start } à { $end } ({ $zone }), les rappels attendent la fin de vos heures calmes. Votre horloge, elle, continue de tourner.

# Les places que joue l'ordinateur.
reminders-computer-plays = 🤖 L'ordinateur joue
reminders-computer-level = ordinateur, { $level ->
        [heuristic] heuristique
        [search] recherche
       *[other] { $level }
    }
reminders-autopilot-until = pilote automatique jusqu'à { $until }
reminders-autopilot = pilote automatique
reminders-computer = ordinateur
reminders-back-title = Fin du pilote automatique
reminders-back-body = Votre absence est terminée : vous jouez de nouveau votre héros.
reminders-computer-stops = L'ordinateur s'arrête après { $count } commandes ; il reprendra à la prochaine commande.
reminders-not-started = La partie n'a pas encore commencé : le pilote automatique ne joue qu'une partie en cours. /{ cmd-kilforth } { cmd-kilforth-start } la distribue.
reminders-not-seated = { $player } n'a pas de place dans cette partie : le pilote automatique ne peut jouer que le héros d'un joueur assis à la table.
reminders-companion = Cette place est celle d'un compagnon joué par l'ordinateur : l'ordinateur la joue déjà.
reminders-away-alone = Personne d'autre ne joue cette partie pour l'instant : elle vous attend, tout simplement, et rien n'est perdu pendant votre absence.
# Où se tient le héros attendu, et le lien vers la bannière du tour.
reminders-where = { $hero } est { A($region) } avec { $ap } { -ap }.
reminders-jump = [Aller à la bannière du tour]({ $url })
reminders-computer-alone = Plus personne ne joue cette partie en personne : l'ordinateur s'arrête à la fin de ce tour et la partie attend. { $players } : /{ cmd-kilforth } { cmd-kilforth-back } vous rend votre héros (un modérateur peut aussi arrêter le pilote automatique avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-autopilot }).
