# Le panneau du tour (kilforth/render/panel.py) : les commandes permises du héros, en
# boutons et en menus sous la bannière du tour, et les mêmes en mots.

# Une sorte de commande, comme un bouton ou une liste la nomme.
panel-kind = { $kind ->
        [search] Fouiller
        [hide] Se cacher
        [rest] Se reposer
        [feat] Coup d'Éclat
        [unhide] Ne plus être { -hidden }
        [camp] Établir le campement
        [move] Se déplacer
        [confront] Confronter
        [clear] Nettoyer
        [discover] Découvrir
        [trade] Commercer
        [use] Utiliser une capacité
        [resolve] Résoudre
        [overcome] Surpasser
        [assault] { -assault }
        [team_up] Faire équipe
       *[exchange] Échanger
    }
panel-button-ap = { $action } (1 { -ap })
panel-move = Aller { A($region) }
panel-move-shortcut = Aller { A($region) } (raccourci)
panel-confront = { $encounter } : { $attribute } { $value }
panel-confront-hostile = { $encounter } : provoquer son hostilité et combattre
panel-confront-odds = Vos dés : { $dice } · succès requis : { $need } · { $chance } % de chances
panel-clear-obstacle = Nettoyer un { -obstacle }
panel-clear-plot = Vaincre { LE($plot) }
panel-discover = Découvrir { LE($card) }
panel-trade-buy = Commercer : acheter un { $deck }
panel-trade-sell = Commercer : vendre { LE($card) }
panel-trade-gold = Pour { $gold } { -gold }
panel-trade-heal = Commercer : acheter { $hp } { -hp }
panel-use = Utiliser { LE($card) }
panel-resolve = { -gift } : { $card }
panel-overcome = { -gift } : surpasser { LE($encounter) }
panel-assault = { -gift } : donner l'{ -assault } { A($ancient) }
panel-team-up = { -gift } : faire équipe avec { $heroes }
panel-exchange-card = { -gift } : donner { LE($card) } à { $hero }
panel-exchange-gold = { -gift } : donner { $gold } { -gold } à { $hero }
# L'invite d'un menu, selon son groupe ; une page d'une longue liste.
panel-menu = { $group ->
        [move] Aller à…
        [confront] Confronter…
        [clear] Nettoyer, Découvrir, Commercer, Utiliser…
       *[resolve] { -gift }s (gratuits)…
    }
panel-menu-page = { -action }s et { -gift }s ({ $page }/{ $pages })…
# Ce que le héros peut faire maintenant, en mots.
panel-open-actions = { $count ->
        [0] Aucune { -action } possible ({ $ap } { -ap } restants).
       *[other] { -action }s possibles à 1 { -ap } chacune ({ $ap } { -ap } restants) : { $actions }.
    }
panel-open-free = Gratuit : { $actions }.
panel-what-now = Ce que vous pouvez faire
panel-show = Voir mes actions
panel-turn-for = C'est au tour { DE($hero) }.
panel-turn-for-player = C'est au tour { DE($hero) } ({ $mention }).
panel-stale = La partie a avancé depuis l'affichage de ce panneau : il ne fait plus rien. Utilisez la dernière bannière du tour.
