# A card's abilities in words (kilforth/render/abilities.py): when, then at what cost.

timing-activated = On your turn
timing-gift = { -gift }
timing-boost = Before you roll
timing-roll = After you roll
timing-damage = When you would lose { -hp } in a { -battle }

trigger-break-camp = At { -break-camp }
trigger-make-camp = When you make camp
trigger-enter-region = When you enter a { -region }
trigger-engagement-start = At the start of an { -engagement }
trigger-defeat-foe = When you defeat a { -foe } in { -battle }
trigger-defeat-enemy = When you defeat an { -enemy }
trigger-dawn = At { -dawn }
trigger-enter-play = When this card enters play
trigger-leave-play = When this card leaves play
trigger-after-assault = After an { -assault } that leaves the { -ancient } standing

# $uses: how many times; $per: day, game or battle.
limit = { $uses ->
        [one] once
       *[other] up to { $uses } times
    } per { $per ->
        [day] { -day }
        [battle] { -battle }
       *[game] game
    }

cost-exhaust = exhaust this card
cost-sacrifice = sacrifice this card
cost-pay-gold = pay { $amount } { -gold }
cost-spend-ap = spend { $amount } { -ap }
cost-discard-rumour = discard { $type ->
        [ally] an Ally
        [item] an Item
        [spell] a Spell
       *[title] a Title
    } { -rumour }
cost-sacrifice-asset = sacrifice { $type ->
        [ally] an Ally
        [item] an Item
        [spell] a Spell
       *[title] a Title
    } { -asset }
