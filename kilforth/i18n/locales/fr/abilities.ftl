# Les capacités d'une carte en toutes lettres (kilforth/render/abilities.py) : quand, puis à
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

# $uses : combien de fois ; $per : day, game ou battle.
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
