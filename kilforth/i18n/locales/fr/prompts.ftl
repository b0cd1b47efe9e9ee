# Les questions que pose le moteur et leurs réponses (kilforth/rules, dites par
# kilforth/render/prompts.py). Une question s'adresse à son héros : « Ana : Utiliser la Lanterne ? ».
#
# Comme dans events.ftl, rien ne s'accorde avec le nom d'une carte (il peut être féminin ou
# pluriel) ni avec celui d'un héros (son joueur lui donne le genre qu'il veut) : le nom vient
# après un deux-points, après « de » ou en complément d'un verbe.

prompt-to-hero = { $hero } : { $question }
# Le détail d'une carte proposée en réponse, après la zone où elle se trouve.
prompt-card-in-zone = { $zone ->
        [asset] { -asset }
       *[rumour] { -rumour }
    } · { $summary }
prompt-card = { $card }
prompt-keyword = { $word ->
       *[other] { keyword }
    }
prompt-ability = { $ability }
prompt-yes = Oui
prompt-no = Non

## Les tests et leurs dés (kilforth/rules/dice.py)

prompt-boost = Payer pour { $count ->
        [one] +{ $count } dé
       *[other] +{ $count } dés
    } à ce test avec { LE($card) } ?
prompt-roll-ability = { $own ->
        [yes] Vous avez obtenu
       *[no] { $hero } a obtenu
    } { $dice } ({ $count } { -success } sur { $need }). Utiliser { LE($card) } ?
prompt-fate = Vous avez obtenu { $dice } : { $count } { -success } sur { $need }. Faire appel au { -fate } pour +1 { -success } ? (une fois par { -day })
prompt-fate-because = Vous avez obtenu { $dice } : { $count } { -success } sur { $need } ({ $why }). Faire appel au { -fate } pour +1 { -success } ? (une fois par { -day })
prompt-fate-marker = Dépenser un marqueur de { -fate }
prompt-fate-left = il vous en reste { $count }
prompt-kept-accumulated = ils restent acquis sur la carte
prompt-kept-damage = un dégât de plus
prompt-kept-later = ils restent acquis pour une nouvelle tentative aujourd'hui
prompt-stake-hostile = à zéro, vous vous attirez l'hostilité { DE($card) }

## Les cartes dont on se défait, que l'on garde ou que l'on choisit

prompt-discard-card = Défausser { LE($card) }
prompt-sacrifice-card = Sacrifier { LE($card) }
prompt-select-card = Choisir { LE($card) }
prompt-keep-card = Garder { LE($card) }
prompt-gold = { $gold } { -gold }
prompt-nothing = rien
prompt-limit = { $zone ->
        [rumours] Vous avez plus de { $count } { -rumour }s : choisissez-en une à défausser.
        [assets] Vous avez plus de { $count } { -asset }s : choisissez-en un à défausser.
       *[loot] Vous avez plus de { $count } jetons de { -loot } : choisissez-en un à défausser.
    }
prompt-defeat-penalty = Défaite : sacrifiez un { -asset } ou défaussez une { -rumour }.
prompt-discard-cost = Défausser quel { $type ->
        [ally] Allié
        [item] Objet
        [spell] Sort
       *[title] Titre
    } ?
prompt-ready-card = Dévoiler quel { $type ->
        [ally] Allié
        [item] Objet
        [spell] Sort
       *[title] Titre
    } ?
prompt-discard-rumour = { $own ->
        [yes] Défaussez une { -rumour }.
       *[no] Défaussez une des { -rumour }s { DE($hero) }.
    }
prompt-use-ability = Utiliser { LE($card) } ?
prompt-peek-deck = Regarder la carte du dessus de quel paquet de { -encounter }s ?
prompt-defeat-which = Vaincre quelle { -encounter } ?

## Le départ (kilforth/rules/setup.py) et les Actions (kilforth/rules/actions.py)

prompt-starting-deck = { $hero } : dans quel paquet piochez-vous votre { -reward } de départ ?
prompt-starting-reward = { $hero } : quelle carte gardez-vous comme { -rumour } de départ ?
prompt-exhaust-talent = Voiler quel { -talent } ?
prompt-plot-payment = De quelle carte portant « { $keyword } » vous défaites-vous ?
prompt-buy = Quelle carte achetez-vous ? Vous devez en acheter une que vous pouvez payer.

## Engagements et Batailles (kilforth/rules/engagement.py)

prompt-engage-order = Plusieurs ennemis sont ici : lequel engagez-vous d'abord ?
prompt-hidden = Ici : { $card }. Vous vous cachez.
prompt-reveal = Vous révéler et attaquer avec l'effet de Surprise
prompt-reveal-detail = +1 dé à la première manche
prompt-auto-evade = Réussir l'Évasion sans test
prompt-auto-evade-ability = une de vos capacités vous le permet
prompt-auto-evade-sneak = votre Furtivité dépasse la sienne
prompt-evade = Tenter l'Évasion (test de Furtivité, { $count } { -success } requis)
prompt-prevent-damage = Vous allez perdre { $count } { -hp }. Utiliser { LE($card) } ?
prompt-battle = Manche { $round } : il reste { $hp } { -hp } { A($foe) }, vous en avez { $own }. Poursuivre le combat ou fuir ?
prompt-gift-window-engage = Un { -engagement } commence face { A($foe) }. D'abord un { -gift } (Faire équipe, Résoudre, Échanger…), ou continuer ?
prompt-gift-window-round = Manche { $round } : il reste { $hp } { -hp } { A($foe) }, vous en avez { $own }. Un { -gift } avant la manche suivante (Résoudre, Échanger…), ou continuer ?
prompt-go-on = Continuer
prompt-fight-on = Poursuivre le combat
prompt-flee = Fuir
prompt-flee-to = Fuir vers quelle { -region } ? Elles sont aussi proches l'une que l'autre.

## Les Récompenses (kilforth/rules/rewards.py)

prompt-recipient-loot = Qui reçoit le { -loot } { DE($card) } ?
prompt-recipient-rumour = Qui reçoit la { -rumour } { DE($card) } ?
prompt-loot = { -loot } { DE($card) } : prendre { $gold } { -gold } ou piocher un jeton de { -loot } ?
prompt-loot-token = Piocher un jeton de { -loot }
prompt-rumour = { -rumour } : garder { LE($card) } en main, ou défausser cette { -rumour } et piocher la carte du dessus du paquet { $type ->
        [ally] des Alliés
        [item] des Objets
        [spell] des Sorts
       *[title] des Titres
    } ?
prompt-draw-reward = Piocher { $type ->
        [ally] un Allié
        [item] un Objet
        [spell] un Sort
       *[title] un Titre
    }
prompt-trophy = Prendre le { -trophy } { DE($card) } ?
prompt-trophy-detail = { $trophy }
prompt-take-it = Le prendre
prompt-refuse = Refuser

## Les Sagas (kilforth/rules/saga.py)

prompt-payer-rumour = { -rumour }
prompt-payer-asset = { -asset }, vaut { $gold } { -gold }
prompt-payer-talent = { -talent }, reste en jeu
prompt-feat-keyword = { -chapter } { ROMAN($chapter) } ({ $gold } { -gold }) : quelle carte paie « { $keyword } » ? (mot-clé { $nth } sur { $of })
prompt-feat-sacrifice = Mot-clé « { $keyword } », payé par { LE($card) } : garder cette carte en jeu, ou la sacrifier pour ses { $gold } { -gold } ?
prompt-sacrifice-for = La sacrifier pour { $gold } { -gold }
prompt-keep-in-play = La garder en jeu
prompt-talent = { -chapter } { ROMAN($chapter) } accompli : choisissez votre { -talent } de niveau { $level }.
prompt-pressure = { $hero } a accompli le { -chapter } { ROMAN($done) } : accomplir maintenant votre { -chapter } { ROMAN($chapter) }, sans dépenser de { -ap }, de mots-clés ni d'{ -gold } ?
prompt-complete-it = L'accomplir
prompt-not-now = Pas maintenant
prompt-totem = { -saga } accomplie ! Garder { LE($totem) } comme { -asset }, ou défausser ce { -totem } pour { $gold } { -gold } ?
prompt-take-gold = Prendre { $gold } { -gold }

## Les Dons (kilforth/rules/gifts.py)

prompt-exchange = { $hero } vous propose un échange. Vous recevez : { $give } ; vous donnez : { $take }. Acceptez-vous ?
prompt-accept = Accepter
prompt-decline = Refuser
prompt-team-invite = { $hero } vous invite à faire équipe pour son prochain { -engagement }, sa prochaine Confrontation ou son prochain { -finale }.
prompt-join = Rejoindre
