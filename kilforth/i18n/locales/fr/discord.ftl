# La partie sur Discord (commands/) : refus, bannière du tour, composants des questions,
# titres et bilans de ce qui s'est passé.

discord-refused = Impossible
discord-rule = Règle { $rule }
discord-sorry = Désolé
discord-apology = Un problème est survenu de notre côté. Il a été consigné ; réessayez dans un instant.
discord-corrupt-state = La partie enregistrée de ce salon est endommagée. Un modérateur peut la réinitialiser avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }.
# Un historique endommagé (un instantané, une entrée du journal), pas l'état actuel de la
# partie (issue 37.5) : la réinitialiser mettrait fin à une partie qui continue.
discord-damaged-history = Partie { $game } : son historique enregistré est endommagé à la version { $version } : { $error }. L'état actuel de la partie est enregistré à part et intact : la partie continue, et une réinitialisation mettrait fin à une partie qui va bien. Sans risque : jouer, /{ cmd-kilforth-admin } { cmd-kilforth-admin-inspect }, passer un tour et confier un héros à un autre joueur. Ce qui lit cette partie de l'historique échoue tant qu'elle n'est pas restaurée depuis une sauvegarde : la vérification par rejeu, l'export, une annulation qui doit reconstruire un état à partir d'elle, et le journal consulté aussi loin.
discord-not-moderator = Seuls les modérateurs le peuvent : il vous faut la permission Gérer les salons ou le rôle de modérateur.
# Une option libre qui sort de ce que le jeu permet ; $what est la sorte de chose nommée.
discord-bad-option = { $what ->
        [region] Cette { -region }
        [card] Cette carte
        [encounter] Cette { -encounter }
        [hero] Ce héros
        [hero-name] Ce nom de héros
        [attribute] Cet attribut
        [obstacle-or-plot] Cet { -obstacle } ou cette Intrigue
        [ancient] Cet { -ancient }
        [time-of-day] Cette heure
        [time-zone] Ce fuseau horaire
       *[other] Cette valeur ({ $shown })
    } { $problem ->
        [empty] est vide
        [long] fait { $length } caractères, et aucun n'en dépasse { $limit }
       *[control] contient des retours à la ligne ou des caractères de contrôle
    } : choisissez l'une des suggestions que Discord affiche pendant la saisie.

discord-stale = On a déjà répondu à cette question, ou elle a changé : ce bouton ne fait plus rien.
discord-stale-game = Ce bouton appartient à une partie précédente de ce salon : il ne fait plus rien. Utilisez les boutons du dernier message.
discord-question-for = Cette question s'adresse à { $hero }.
discord-question-for-player = Cette question s'adresse à { $hero } ({ $mention }).

# Le titre d'une commande : qui a fait quoi.
discord-headline = { $player } · { $kind ->
        [move] Se Déplacer
        [clear] Nettoyer
        [search] Fouiller
        [hide] Se Cacher
        [confront] Confronter
        [rest] Se Reposer
        [discover] Découvrir
        [trade] Commercer
        [feat] Coup d'Éclat
        [camp] Campement
        [assault] { -assault }
        [exchange] Échange
        [overcome] Surpasser
        [resolve] Résoudre
        [team_up] Faire Équipe
        [use] Utiliser
        [unhide] Se montrer
        [preferences] Préférences
       *[choose] Choisir
    }
discord-saved = Enregistré.
discord-done = C'est fait.
discord-awaits-answer = La suite attend une réponse.
discord-answered = Répondu
discord-chose = { $hero } a choisi : { $label }
discord-choice-made = Choix fait
discord-battle-goes-on = La { -battle } continue dans son message, plus haut.
discord-what-happened = Ce qui s'est passé
discord-only-you = Ceci n'est visible que par vous
discord-skip-game-over = La partie de ce salon est finie : il n'y a aucun tour à passer. Ouvrez-en une nouvelle avec /{ cmd-kilforth } { cmd-kilforth-new }.
discord-skip-prompt-open = La partie attend que { $hero } ({ $player }) réponde : { $question } Un modérateur ne peut pas répondre à la place d'un joueur : demandez-lui de choisir, ou confiez son héros à quelqu'un d'autre avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-replace }.
discord-skip-no-turn = Aucun héros ne joue son tour en ce moment ({ $banner }). Passez une fois le tour d'un héros commencé.

# La bannière du tour et les composants des questions.
discord-clock = ⏳ Horloge
discord-clock-ends = Le temps imparti prend fin { $ends }.
discord-computer-seats = 🤖 Joués par l'ordinateur
discord-thanks = Merci d'avoir joué !
discord-choice-for = { $mentions }, un choix vous attend.
discord-your-turn = { $mentions }, à vous de jouer.
discord-secret-choice = { $hero } a un choix à faire ; personne d'autre ne le voit.
discord-secret-chosen = { $hero } a fait son choix.
discord-here = Ici
discord-waiting-for = En attente du choix { DE($hero) }.
discord-gifts-too = Vous pouvez aussi faire un { -gift } maintenant (/{ cmd-gift }).
discord-choose = Choisissez…
discord-more-choices = Autres choix ({ $page })
discord-show-choice = Voir mon choix

# Ce qui s'est passé.
discord-battle = ⚔ { $hero } contre { LE($foe) }
discord-battle-continued = ⚔ { $hero } contre { LE($foe) } (suite)
discord-assault = ⚔ { $hero } donne l'{ -assault } { A($ancient) }
discord-roll = 🎲 { LE($who, start: "yes") } { NUMBER($who) ->
        [plural] testent
       *[singular] teste
    } { $attribute }
discord-roll-for = 🎲 { LE($who, start: "yes") } { NUMBER($who) ->
        [plural] testent
       *[singular] teste
    } { $attribute } — { $purpose ->
        [battle] { -battle }
        [confront] Confronter
        [evasion] Évasion
        [event] Événement
        [finale] Final
       *[plot] Intrigue
    }
discord-modifiers = Modificateurs
discord-night = ☾ Nuit { $day }
discord-day = ☀ { -day } { $day }
discord-game-over = 🏁 La partie est finie — { $outcome ->
        [won] victoire
        [lost] défaite
       *[finished] terminée
    }
discord-days-played = { $days ->
        [one] { $days } { -day } joué
       *[other] { $days } Jours joués
    }
discord-winners = Vainqueurs
discord-nobody = personne
discord-victory-points = Points de Victoire
discord-team-score = Score de l'équipe
discord-ancients-defeated = Anciens vaincus
discord-page = Page { $number }/{ $total }

# Les libellés de l'autocomplétion, dans les mots du joueur qui tape.
discord-choice-city = L'{ -city }
discord-choice-shortcut = raccourci
discord-choice-encounters = { $count ->
        [one] { $count } { -encounter }
       *[other] { $count } Rencontres
    }
discord-choice-obstacles = { $count ->
        [one] { $count } { -obstacle }
       *[other] { $count } Obstacles
    }
discord-choice-gloom = { -gloom }
discord-choice-obstacle = Un { -obstacle }
discord-choice-plot = Intrigue : { $plot }
discord-choice-needs = { $attribute } (il faut { $value })
discord-choice-hurt = { $hero } ({ $hp }/{ $max } { -hp })
discord-no-such-attribute = « { $value } » n'est pas un attribut : utilisez Combat, Savoir, Furtivité ou Influence.
discord-choice-held = { $card } ({ $zone ->
        [rumour] { -rumour }
        [asset] { -asset }
       *[loot] { -loot }
    })

# Les champs d'une fiche de héros.
discord-sheet-attributes = Attributs
discord-sheet-hp = { -hp }
discord-sheet-ap = { -ap }
discord-sheet-region = { -region }
discord-sheet-gold = { -gold }
discord-sheet-fate = { -fate }
discord-sheet-saga = Saga
discord-sheet-next = Ensuite
discord-sheet-successes = { -success } gardés
discord-continued = { $title } (suite)

# Une permission de Discord, par son nom dans discord.py, telle que les réglages du serveur
# la montrent.
discord-permission = { $word ->
        [create_public_threads] **Créer des fils publics**
       *[send_messages_in_threads] **Envoyer des messages dans les fils**
    }
