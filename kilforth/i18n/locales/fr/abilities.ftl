# Les capacités d'une carte en toutes lettres (kilforth/render/abilities.py) : quand, puis à
# quel coût.

timing-activated = Pendant votre tour
timing-gift = { -gift }
timing-boost = Avant de lancer les dés
timing-roll = Après avoir lancé les dés
timing-damage = Quand vous devriez perdre des { -hp } lors d'une { -battle }

trigger-break-camp = Au { -break-camp }
trigger-make-camp = Quand vous établissez votre campement
trigger-enter-region = Quand vous entrez dans une { -region }
trigger-engagement-start = Au début d'un { -engagement }
trigger-defeat-foe = Quand vous vainquez un { -foe } lors d'une { -battle }
trigger-defeat-enemy = Quand vous vainquez un { -enemy }
trigger-dawn = À l'{ -dawn }
trigger-enter-play = Quand cette carte entre en jeu
trigger-leave-play = Quand cette carte quitte le jeu
trigger-after-assault = Après un { -assault } qui laisse l'{ -ancient } debout

# $uses : combien de fois ; $per : day, game ou battle.
limit = { $uses ->
        [one] une fois
       *[other] jusqu'à { $uses } fois
    } par { $per ->
        [day] { -day }
        [battle] { -battle }
       *[game] partie
    }

cost-exhaust = voilez cette carte
cost-sacrifice = sacrifiez cette carte
cost-pay-gold = payez { $amount } { -gold }
cost-spend-ap = dépensez { $amount } { -ap }
cost-discard-rumour = défaussez une { -rumour } { $type ->
        [ally] d'Allié
        [item] d'Objet
        [spell] de Sort
       *[title] de Titre
    }
cost-sacrifice-asset = sacrifiez un { -asset } { $type ->
        [ally] Allié
        [item] Objet
        [spell] Sort
       *[title] Titre
    }

condition-terrain = { $terrain ->
        [city] dans l'{ -city }
        [plains] dans une { -region } de Plaines
        [forests] dans une { -region } de Forêts
        [wastes] dans une { -region } de Landes
       *[mountains] dans une { -region } de Montagnes
    }
condition-against = contre { $types }
condition-against-keyword = contre une carte portant le mot-clé { $keywords }
condition-in-combat = lors d'une { -battle }
condition-test-attribute = lors d'un test { $attributes }
condition-has-surprise = quand vous avez la Surprise
condition-hidden = { $hidden ->
        [yes] tant que vous êtes { -hidden }
       *[no] tant que vous n'êtes pas { -hidden }
    }
condition-self-exhausted = tant que cette carte est voilée
condition-region-gloom = { $gloom ->
        [yes] dans une { -region } à l'{ -gloom }
       *[no] dans une { -region } qui n'est pas à l'{ -gloom }
    }

# Qui subit un effet quand ce n'est pas le héros lui-même.
subject = { $target ->
        [foe] l'{ -foe }
        [heroes_here] chaque héros de votre { -region }
        [unhidden_heroes_here] chaque héros de votre { -region } qui n'est pas { -hidden }
       *[all_heroes] chaque héros
    }

effect-attribute-bonus = { $attribute } { $signed }
effect-attribute-bonus-per = { $attribute } { $signed } pour chaque { $type } que vous avez en jeu
effect-bonus-used = l'attribut utilisé par le test
effect-extra-dice = lancez { $amount ->
        [one] { $amount } dé supplémentaire
       *[other] { $amount } dés supplémentaires
    }
effect-substitute-attribute = vous pouvez utiliser votre { $use } pour les tests { $instead }
effect-auto-evade = échappez à l'{ -foe } sans test
effect-no-counterattack = un { -foe } que vous vainquez pendant cette manche ne vous inflige aucun dégât
effect-forbid-action = aucune Action « { $action } » ne peut être entreprise
# Une suite de bonus de l'Adversaire n'a qu'un sujet : « l'Adversaire reçoit Combat +1 et Santé +1 ».
effect-foe-gets = l'{ -foe } reçoit { $bonuses }
effect-foe-bonus = { $attribute } { $signed }
effect-reroll-up-to = relancez jusqu'à { $count ->
        [one] { $count } dé qui montre
       *[other] { $count } dés qui montrent
    } { $faces }
effect-reroll = relancez vos { $faces }
die-face = { $face }
effect-faces-succeed = vos { $faces } comptent aussi comme des { -success }
effect-double-face = chacun de vos { $face } compte comme deux { -success }
effect-extra-successes = ajoutez { $amount } { -success }
effect-prevent-hp-loss = évitez la perte de { $amount } { -hp }
effect-gain-gold = { $target ->
        [self] gagnez { $amount } { -gold }
       *[other] { $subject } gagne { $amount } { -gold }
    }
effect-lose-gold = { $target ->
        [self] perdez { $amount } { -gold }
       *[other] { $subject } perd { $amount } { -gold }
    }
effect-heal = { $target ->
        [self] récupérez { $amount } { -hp }
       *[other] { $subject } récupère { $amount } { -hp }
    }
effect-lose-hp = { $target ->
        [self] perdez { $amount } { -hp }
       *[other] { $subject } perd { $amount } { -hp }
    }
effect-gain-ap = gagnez { $amount } { -ap }
effect-gain-ap-for = gagnez { $amount } { -ap }, à dépenser uniquement pour l'Action « { $action } »
effect-gain-fate = gagnez { $amount } { -fate }
effect-lose-fate = { $target ->
        [self] perdez { $amount } { -fate }
       *[other] { $subject } perd { $amount } { -fate }
    }
effect-become-hidden = devenez { -hidden }
effect-lose-hidden = { $target ->
        [self] vous n'êtes plus { -hidden }
       *[other] { $subject } n'est plus { -hidden }
    }
effect-gain-reward-asset = mettez en jeu la première carte du { $deck }
effect-gain-reward = piochez la première carte du { $deck }
effect-gain-loot = prenez { $count ->
        [one] { $count } jeton { -loot }
       *[other] { $count } jetons { -loot }
    }
effect-discard-rumour = { $target ->
        [self] défaussez une { -rumour } de votre choix
       *[other] { $subject } défausse une { -rumour } de son choix
    }
effect-place-obstacle = placez { $count ->
        [one] { $count } { -obstacle }
       *[other] { $count } Obstacles
    } dans cette { -region }
effect-remove-obstacle = retirez un { -obstacle } de votre { -region }
effect-ready-card = dévoilez une de vos cartes { $type } voilées
effect-peek-encounter = regardez la première carte d'un paquet de { -encounter }s de votre choix
effect-defeat-encounter = vainquez { $type } de votre { -region } et prenez ses Récompenses
effect-spawn-encounter = piochez dans { $terrain ->
        [region] le paquet de { -encounter }s de cette { -region }
        [plains] le paquet de { -encounter }s des Plaines
        [forests] le paquet de { -encounter }s des Forêts
        [wastes] le paquet de { -encounter }s des Landes
       *[mountains] le paquet de { -encounter }s des Montagnes
    } jusqu'à tomber sur { $type }, et placez cette carte dans cette { -region }
grant-discover-anywhere = votre prochaine Action Découvrir de ce { -day } peut se faire dans n'importe quelle { -region }
grant-diagonal-move = votre prochain Déplacement de ce { -day } peut se faire en diagonale
grant-trade-here = vous pouvez Commercer ici, hors de l'{ -city }, une fois ce { -day }
effect-send-to-city = { $target ->
        [self] rendez-vous dans l'{ -city }
       *[other] { $subject } se rend dans l'{ -city }
    }

# Une capacité en une phrase : quand, à quelle condition, à quel coût, puis quoi.
lead = { $lead } : { $what }
ability-for-team = { "\u202F" }; vous pouvez aussi l'utiliser pour le test d'un coéquipier de votre { -region }, en payant son coût
event-test = Test { $attribute } { $value }.
event-on-success = en cas de succès, { $effects }
event-on-failure = en cas d'échec, { $effects }
event-spares-hidden = Les héros { -hidden }s sont épargnés.
trophy = { $forced ->
        [yes] { -trophy } Forcé
       *[no] { -trophy }
    }
trophy-with = { $forced ->
        [yes] { -trophy } Forcé
       *[no] { -trophy }
    } (pour une victoire par un test { $attribute })
requirement-test = réussissez un test { $attribute } { $value }
requirement-exhaust-talents = voilez { $count ->
        [one] { $count } { -talent }
       *[other] { $count } Talents
    }
requirement-discard-keyword = défaussez une { -rumour } ou sacrifiez un { -asset } portant le mot-clé { $keyword }

# An Ancient or a Plot at Night strikes the heroes of its own Region (C-5, C-6).
night-your-region = de votre { -region }
night-its-region = de sa { -region }
