# The questions the engine asks and their answers (kilforth/rules, said by
# kilforth/render/prompts.py). A question is said to its hero: "Ana: Use the Lantern?".

prompt-to-hero = { $hero }: { $question }
# A card answer's detail after the zone it is in.
prompt-card-in-zone = { $zone ->
        [asset] { -asset }
       *[rumour] { -rumour }
    } · { $summary }
prompt-card = { $card }
prompt-keyword = { $word }
prompt-ability = { $ability }
prompt-yes = Yes
prompt-no = No

## Tests and their dice (kilforth/rules/dice.py)

prompt-boost = Pay for +{ $count } { $count ->
        [one] die
       *[other] dice
    } on this test with { $card }?
prompt-roll-ability = { $own ->
        [yes] You
       *[no] { $hero }
    } rolled { $dice } ({ $count } of { $need } successes). Use { $card }?
prompt-fate = You rolled { $dice }: { $count } of { $need } successes. Call on { -fate } for +1 success? (once per { -day })
prompt-fate-because = You rolled { $dice }: { $count } of { $need } successes ({ $why }). Call on { -fate } for +1 success? (once per { -day })
prompt-fate-marker = Spend a { -fate } marker
prompt-fate-left = { $count } left
prompt-kept-accumulated = kept as accumulated successes
prompt-kept-damage = one more damage
prompt-kept-later = kept for a later attempt today
prompt-stake-hostile = with none, you make a foe of { $card }

## Cards given up, kept or chosen

prompt-discard-card = Discard { $card }
prompt-sacrifice-card = Sacrifice { $card }
prompt-select-card = Select { $card }
prompt-keep-card = Keep { $card }
prompt-gold = { $gold } { -gold }
prompt-nothing = nothing
prompt-limit = You hold more than { $count } { $zone ->
        [rumours] { -rumour }s
        [assets] { -asset }s
       *[loot] { -loot } tokens
    }: choose one to discard.
prompt-defeat-penalty = You were defeated: sacrifice an { -asset } or discard a { -rumour }.
prompt-discard-cost = Discard which { $type }?
prompt-ready-card = Ready which { $type }?
prompt-discard-rumour = Discard { $own ->
        [yes] a { -rumour }
       *[no] one of { $hero }'s { -rumour }s
    }.
prompt-use-ability = Use { $card }?
prompt-peek-deck = Look at the top card of which { -encounter } deck?
prompt-defeat-which = Defeat which { -encounter }?

## Setting out (kilforth/rules/setup.py) and the Actions (kilforth/rules/actions.py)

prompt-starting-deck = { $hero }: draw your starting { -reward } from which deck?
prompt-starting-reward = { $hero }: keep which card as your starting { -rumour }?
prompt-exhaust-talent = Exhaust which { -talent }?
prompt-plot-payment = Give up which card with '{ $keyword }'?
prompt-buy = Buy which card? You must buy one you can afford.

## Engagements and Battles (kilforth/rules/engagement.py)

prompt-engage-order = Several enemies are here: which do you engage first?
prompt-hidden = You are { -hidden }. Here: { $card }.
prompt-reveal = Reveal yourself and attack with Surprise
prompt-reveal-detail = +1 die in round 1
prompt-auto-evade = Evade automatically
prompt-auto-evade-ability = an ability of yours lets you
prompt-auto-evade-sneak = your Sneak is higher than its own
prompt-evade = Try to evade (Sneak test, { $count } successes needed)
prompt-prevent-damage = You are about to lose { $count } { -hp }. Use { $card }?
prompt-battle = Round { $round }: { $foe } has { $hp } { -hp } left, you have { $own }. Fight on or flee?
prompt-gift-window-engage = { $foe } is about to engage you. A Gift first (Team Up, Resolve, Exchange…), or go on?
prompt-gift-window-round = Round { $round }: { $foe } has { $hp } { -hp } left, you have { $own }. A Gift before the next round (Resolve, Exchange…), or go on?
prompt-go-on = Go on
prompt-fight-on = Fight on
prompt-flee = Flee
prompt-flee-to = Flee to which { -region }? They are equally near.

## Rewards (kilforth/rules/rewards.py)

prompt-recipient-loot = Who receives the { -loot } of { $card }?
prompt-recipient-rumour = Who receives the { -rumour } of { $card }?
prompt-loot = { -loot } of { $card }: take { $gold } { -gold } or draw a { -loot } token?
prompt-loot-token = Draw a { -loot } token
prompt-rumour = { -rumour }: keep { $card } in hand, or discard it and draw the top { $type ->
        [ally] Ally
        [item] Item
        [spell] Spell
       *[title] Title
    } card?
prompt-draw-reward = Draw { $type ->
        [ally] an Ally
        [item] an Item
        [spell] a Spell
       *[title] a Title
    }
prompt-trophy = Take the { -trophy } of { $card }?
prompt-trophy-detail = { $trophy }
prompt-take-it = Take it
prompt-refuse = Refuse

## Sagas (kilforth/rules/saga.py)

prompt-payer-rumour = { -rumour }
prompt-payer-asset = { -asset }, worth { $gold } { -gold }
prompt-payer-talent = { -talent }, stays in play
prompt-feat-keyword = { -chapter } { ROMAN($chapter) } ({ $gold } { -gold }): which card pays '{ $keyword }'? (keyword { $nth } of { $of })
prompt-feat-sacrifice = { $card } pays '{ $keyword }': keep it in play, or sacrifice it for its { $gold } { -gold }?
prompt-sacrifice-for = Sacrifice it for { $gold } { -gold }
prompt-keep-in-play = Keep it in play
prompt-talent = { -chapter } { ROMAN($chapter) } complete: choose your level { $level } { -talent }.
prompt-pressure = { $hero } completed { -chapter } { ROMAN($done) }: complete your { -chapter } { ROMAN($chapter) } now, free of { -ap }, keywords and { -gold }?
prompt-complete-it = Complete it
prompt-not-now = Not now
prompt-totem = { -saga } complete! Keep { $totem } as an { -asset }, or discard it for { $gold } { -gold }?
prompt-take-gold = Take { $gold } { -gold }

## Gifts (kilforth/rules/gifts.py)

prompt-exchange = { $hero } offers an exchange: you receive { $give }; you give { $take }. Accept?
prompt-accept = Accept
prompt-decline = Decline
prompt-team-invite = { $hero } invites you to team up for their next { -engagement }, Confront or { -finale } test.
prompt-join = Join
