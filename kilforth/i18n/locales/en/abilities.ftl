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

condition-terrain = { $terrain ->
        [city] in the { -city }
        [plains] in a Plains { -region }
        [forests] in a Forests { -region }
        [wastes] in a Wastes { -region }
       *[mountains] in a Mountains { -region }
    }
condition-against = against { $types }
condition-against-keyword = against a card with the keyword { $keywords }
condition-in-combat = in a { -battle }
condition-test-attribute = in { $attributes } test
condition-has-surprise = when you have Surprise
condition-hidden = { $hidden ->
        [yes] while { -hidden }
       *[no] while not { -hidden }
    }
condition-self-exhausted = while this card is exhausted
condition-region-gloom = { $gloom ->
        [yes] in a { -region } in { -gloom }
       *[no] in a { -region } not in { -gloom }
    }

# Who an effect befalls when it is not the hero themselves.
subject = { $target ->
        [foe] the { -foe }
        [heroes_here] every hero in your { -region }
        [unhidden_heroes_here] every hero in your { -region } who is not { -hidden }
       *[all_heroes] every hero
    }

effect-attribute-bonus = { $attribute } { $signed }
effect-attribute-bonus-per = { $attribute } { $signed } for each { $type } you have in play
effect-bonus-used = the attribute the test uses
effect-extra-dice = roll { $amount ->
        [one] { $amount } extra die
       *[other] { $amount } extra dice
    }
effect-substitute-attribute = you may use { $use } for { $instead } tests
effect-auto-evade = evade the { -foe } without a test
effect-no-counterattack = a { -foe } you defeat this round deals you no damage
effect-forbid-action = no { $action } Action may be taken
# A run of bonuses to the Foe shares one subject: "the Foe gets Fight +1 and Health +1".
effect-foe-gets = the { -foe } gets { $bonuses }
effect-foe-bonus = { $attribute } { $signed }
effect-reroll-up-to = reroll up to { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } showing { $faces }
effect-reroll = reroll your { $faces }
die-face = { $face }s
effect-faces-succeed = your { $faces } also count as successes
effect-double-face = each of your { $face }s counts as two successes
effect-extra-successes = add { $amount ->
        [one] { $amount } { -success }
       *[other] { $amount } successes
    }
effect-prevent-hp-loss = prevent the loss of { $amount } { -hp }
effect-gain-gold = { $target ->
        [self] gain { $amount } { -gold }
       *[other] { $subject } gains { $amount } { -gold }
    }
effect-lose-gold = { $target ->
        [self] lose { $amount } { -gold }
       *[other] { $subject } loses { $amount } { -gold }
    }
effect-heal = { $target ->
        [self] heal { $amount } { -hp }
       *[other] { $subject } heals { $amount } { -hp }
    }
effect-lose-hp = { $target ->
        [self] lose { $amount } { -hp }
       *[other] { $subject } loses { $amount } { -hp }
    }
effect-gain-ap = gain { $amount } { -ap }
effect-gain-ap-for = gain { $amount } { -ap }, to spend only on the { $action } Action
effect-gain-fate = gain { $amount } { -fate }
effect-lose-fate = { $target ->
        [self] lose { $amount } { -fate }
       *[other] { $subject } loses { $amount } { -fate }
    }
effect-become-hidden = become { -hidden }
effect-lose-hidden = { $target ->
        [self] lose { -hidden }
       *[other] { $subject } loses { -hidden }
    }
effect-gain-reward-asset = put the top card of { $deck } into play
effect-gain-reward = draw the top card of { $deck } into your hand
effect-gain-loot = take { $count ->
        [one] { $count } { -loot } token
       *[other] { $count } { -loot } tokens
    }
effect-discard-rumour = { $target ->
        [self] discard a { -rumour } of your choice
       *[other] { $subject } discards a { -rumour } of their choice
    }
effect-place-obstacle = place { $count ->
        [one] { $count } { -obstacle }
       *[other] { $count } Obstacles
    } in this { -region }
effect-remove-obstacle = remove an { -obstacle } from your { -region }
effect-ready-card = ready one of your exhausted { $type } cards
effect-peek-encounter = look at the top card of an { -encounter } deck of your choice
effect-defeat-encounter = defeat { $type } in your { -region } and take its Rewards
effect-spawn-encounter = draw from { $terrain ->
        [region] this { -region }'s { -encounter } deck
        [plains] the Plains { -encounter } deck
        [forests] the Forests { -encounter } deck
        [wastes] the Wastes { -encounter } deck
       *[mountains] the Mountains { -encounter } deck
    } until { $type } comes up and place it in this { -region }
grant-discover-anywhere = your next Discover this { -day } may be made in any { -region }
grant-diagonal-move = your next Move this { -day } may be diagonal
grant-trade-here = you may Trade here, outside the { -city }, once this { -day }
effect-send-to-city = { $target ->
        [self] go to the { -city }
       *[other] { $subject } goes to the { -city }
    }

# An ability as one sentence: when, on what condition, at what cost, then what.
lead = { $lead }: { $what }
ability-for-team = ; you may use it on a team-mate's test in your { -region } too, paying its cost
event-test = Test { $attribute } { $value }.
event-on-success = on a success, { $effects }
event-on-failure = on a failure, { $effects }
event-spares-hidden = { -hidden } heroes are spared.
trophy = { $forced ->
        [yes] Forced { -trophy }
       *[no] { -trophy }
    }
trophy-with = { $forced ->
        [yes] Forced { -trophy }
       *[no] { -trophy }
    } (if you defeated it with { $attribute })
requirement-test = pass { $attribute } { $value } test
requirement-exhaust-talents = exhaust { $count ->
        [one] { $count } { -talent }
       *[other] { $count } Talents
    }
requirement-discard-keyword = discard a { -rumour } or sacrifice an { -asset } with the keyword { $keyword }

# An Ancient or a Plot at Night strikes the heroes of its own Region (C-5, C-6).
night-your-region = in your { -region }
night-its-region = in its { -region }
