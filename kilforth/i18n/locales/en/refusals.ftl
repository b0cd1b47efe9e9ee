# The engine's refusals (kilforth/errors.py `RuleError`): why a command is illegal and what to
# do instead. A card is said by its name ($region, $card…), a list comes joined by commas.

## The engine: questions, turns, heroes (kilforth/engine.py)

refusal-game-over = This game is over; start a new one.
refusal-no-prompt = There is no open question to answer.
refusal-prompt-open = Waiting for { $hero } to answer: { $question } Nothing else can happen until then.
refusal-stale-prompt = That question has already been answered or has changed; use the latest one.
refusal-not-your-prompt = This question is for { $hero }.
refusal-no-such-option = '{ $option }' is not one of the choices ({ $choices }).
refusal-not-seated = You have no hero in this game.
refusal-not-your-hero = Hero '{ $hero }' is not yours.
refusal-which-hero = You control several heroes: name which one acts.
refusal-not-day = Heroes act only in the { -day } phase.
refusal-no-turn = It is nobody's turn; wait for yours.
refusal-not-your-turn = It is { $hero }'s turn; wait for yours.
refusal-hidden-no-gifts = { -hidden } heroes cannot perform { -gift }s: give up { -hidden } first (unhide).
refusal-no-ap = You have no { -ap } left: make camp.
refusal-action-forbidden = An ability in play forbids you to { $action } now: choose another Action.
# An Action as the verb of a sentence: "forbids you to move".
refusal-action = { $word }

## The arguments: fixed words by id (kilforth.errors.Word), a card a reader may have to type

refusal-attribute = { $word ->
       *[other] { attribute }
    }
refusal-keyword = { $word ->
       *[other] { keyword }
    }
refusal-terrain = { $word }
refusal-trade-step = { $word }
refusal-reward-deck = { $word }
refusal-card-id = { $name } ({ $id })

## The Actions (kilforth/rules/actions.py)

refusal-no-such-region = There is no { -region } '{ $region }' on the { -map }. You can move to: { $reachable }.
refusal-already-there = You are already in { $region }. You can move to: { $reachable }.
refusal-not-adjacent = You cannot move to { $region } from here: it is not next to you (no diagonals), and no { -shortcut } leads there. You can move to: { $reachable }.
refusal-nothing-to-clear = There is no { -obstacle } or { -plot } in your { -region } to clear: choose another { -action }.
refusal-no-obstacle = There is no { -obstacle } here; name a { -plot } to clear instead.
refusal-no-such-plot = There is no { -plot } '{ $plot }' in your { -region } ({ -plot }s here: { $count ->
        [0] none
       *[other] { $here }
    }; or clear an { -obstacle }).
refusal-plot-gold = Clearing this { -plot } costs { $cost } { -gold }; you have { $gold }. Come back with more { -gold }.
refusal-plot-talents = Clearing this { -plot } needs { $count } ready { -talent }s; you have { $ready }. Come back once they are readied.
refusal-plot-keyword = Clearing this { -plot } needs a { -rumour } or { -asset } with '{ $keyword }': gain one first.
refusal-search-city = The { -city } has no { -encounter } deck: nothing can be found here. Move to a { -region } with a terrain to Search.
refusal-search-not-empty = Search only where no { -encounter } is: deal with the one here first.
refusal-search-obstacle = An { -obstacle } blocks Search here: clear it first.
refusal-encounter-deck-empty = The { $terrain } { -encounter } deck and its discard pile are empty: there is nothing to find; choose another { -action }.
refusal-already-hidden = You are already { -hidden }: choose another { -action }.
refusal-rest-not-empty = You cannot rest with an { -encounter } in your { -region }: rest where there is none, such as the { -city }.
refusal-full-health = You are already at full Health: there is nothing to Rest for; choose another { -action }.
refusal-no-such-encounter-here = There is no { -encounter } '{ $encounter }' in your { -region } ({ -encounter }s here: { $count ->
        [0] none
       *[other] { $here }
    }).
refusal-confront-obstacle = An { -obstacle } blocks Confront here: clear it first.
refusal-confront-enemy = { $encounter } is an enemy: enemies are engaged, not confronted; you fight it when you are engaged. Confront a Quest, Place or { -stranger } instead.
refusal-hidden-stranger = A { -hidden } hero cannot confront a { -stranger }: give up { -hidden } first (unhide).
refusal-not-a-stranger = Only a { -stranger } can be turned hostile: confront { $encounter } with a test instead.
refusal-which-attribute = Choose the attribute to test: { $allowed }.
refusal-wrong-attribute = You cannot use { $attribute } against { $encounter }: { $why ->
        [tested] you already tested it with { $tested } (R-SUCC-2)
        [stranger] a { -stranger } is always tested with influence (R-STR-2)
       *[missing] it shows no { $attribute } value
    }. Allowed: { $allowed }.
refusal-not-in-hand = '{ $card }' is not a { -rumour } in your hand ({ -reward }s in hand: { $count ->
        [0] none
       *[other] { $hand }
    }).
refusal-not-a-reward = { $card } is not a { -reward } card: only { -reward }s can be Discovered (use it for a { -chapter }, { -fate } or sell it).
refusal-discover-region = { $card } can only be Discovered in { $region }: move there first.
refusal-not-in-city = You can only Trade in the { -city }: move there first.
refusal-nothing-to-trade = Choose at least one: sell cards, buy healing, or buy a { -reward }.
refusal-repeated-step = Each Trade option is made at most once: name each of sell, heal and buy once in the order ({ $order }).
refusal-sold-twice = Each card can be sold once: name it only once.
refusal-not-yours-to-sell = You have no { -rumour } or { -asset } '{ $card }' to sell: sell only cards in your hand or play area.
refusal-heal-not-here = Hero '{ $hero }' is not in your { -region }: you can buy healing only for { $here }.
refusal-heal-full = { $hero } is at full Health: buy no healing for them.
refusal-overheal = { $hero } is missing only { $missing } { -hp }: buy no more than that.
refusal-heal-gold = Healing { $cost } { -hp } costs { $cost } { -gold }; you would have { $gold } by then. Buy less healing{ $sold ->
        [yes] {""}
       *[no] , or sell cards first
    }.
refusal-reward-deck-empty = The { $deck } deck and its discard pile are empty: buy from another { -reward } deck.

## Abilities (kilforth/rules/abilities.py): $timing is "activated" (use) or "gift" (resolve)

refusal-no-card-in-play = You have no card '{ $card }' in play to { $timing ->
        [activated] use
       *[other] resolve
    }.
refusal-no-such-ability = { $card } has no { $timing ->
        [gift] { -gift } ability
       *[other] ability you can use on your turn
    }.
refusal-ambiguous-ability = Name which ability to use: { $abilities }.
refusal-spell-locked = Your Study is below { $card }'s padlock.
refusal-condition-unmet = { $card }: { $ability } Its condition is not met here and now.
refusal-limit-reached = { $card } has been used as often as it allows.
refusal-exhausted = { $card } is exhausted until { -dawn }.
refusal-ability-cost = You cannot pay the cost of { $card }: { $ability }

## The Assault on an Ancient (kilforth/rules/ancients.py)

refusal-ancients-not-arrived = No { -ancient } has entered play yet: the first hero to complete their { -saga } brings them.
refusal-no-such-ancient = There is no { -ancient } '{ $ancient }' in this game. { -ancient }s: { $ancients }.
refusal-ancient-defeated = { $ancient } has already been defeated.
refusal-which-ancient = Several { -ancient }s are here: name the one to { -assault } ({ $ancients }).
refusal-no-ancient-here = No { -ancient } is in your { -region }. Go to its { -region } first: { $where }.
refusal-ancient-where = { $ancient } in { $region }
refusal-saga-incomplete = You must complete your { -saga } ({ -chapter }s I–IV, then the { -finale }) before you can { -assault } { $ancient }.
refusal-sagas-incomplete = In a cooperative game every hero still in play must complete their { -saga } before anyone { -assault }s an { -ancient }; still to finish: { $heroes }.
refusal-not-in-ancient-region = { $ancient } is in { $region }: go there to { -assault } it.
refusal-encounters-present = Defeat or clear every { -encounter } in { $region } before you { -assault } { $ancient }.
refusal-teammate-saga-incomplete = { $hero } has not completed their { -saga }, so your team cannot { -assault } { $ancient }; leave them out of the team.

## The Gifts (kilforth/rules/gifts.py, kilforth/rules/free.py)

refusal-no-such-hero = There is no hero '{ $hero }' in this game.
refusal-yourself = Name another hero, not yourself.
refusal-not-in-play = { $hero } has been removed from the game.
refusal-not-enough-gold = { $hero } has only { $gold } { -gold }, not { $asked }.
refusal-card-named-twice = { $card } is named twice.
refusal-not-theirs = { $hero } has no { -rumour }, { -loot } token or { -asset } '{ $card }'.
# $kind: the Reward type of the Asset (ally, item, spell, title), or Totem.
refusal-not-exchangeable = { $card } is { $kind ->
        [ally] an
       *[other] a
    } { $kind } { -asset }: only Item and Spell { -asset }s change hands; Allies, Titles and { -totem }s stay with their hero.
refusal-exchange-not-here = { $hero } is not in your { -region }: exchanges are made face to face.
refusal-nothing-to-exchange = Name { -gold } or cards to give and/or to take.
refusal-no-such-encounter = There is no { -encounter } '{ $encounter }' in your { -region }.
refusal-no-weakness = { $encounter } has no { -weakness } to overcome it by.
# $source: where the keyword may come from (options.overcome_keyword_source).
refusal-no-matching-keyword = { $encounter }'s { -weakness } is { $weakness }, and none of { $source ->
        [assets] your { -asset }s in play
       *[other] your cards in play
    } has it (cards in hand do not count).
refusal-not-an-asset = { $card } is not an { -asset } or a { -loot } token; only those carry { -gift } abilities.
refusal-hero-named-twice = { $hero } is named twice.
refusal-assault-in-battle = You are in a { -battle } with { $foe }: { -assault } { $ancient } once it is over.
refusal-team-in-battle = You are in a { -battle } with { $foe }: a team is formed before an { -engagement }, not during one.
refusal-already-in-team = { $hero } is already in your team.
refusal-team-not-here = { $hero } is not in your { -region }: a team forms in one { -region }.
refusal-member-hidden = { $hero } is { -hidden }, and team members must not be.
refusal-member-defeated = { $hero } was defeated and is out of play until { -dawn }.
refusal-not-hidden = You are not { -hidden }: there is nothing to give up.
refusal-unhide-own-turn = In this game you may give up { -hidden } only on your own turn.
refusal-test-attribute = { $word }

## The Feat: Chapters and the Finale (kilforth/rules/saga.py)

# $why: how the Gold is out of reach.
refusal-chapter-gold = { -chapter } { ROMAN($chapter) } costs { $cost } { -gold } and you have { $gold }{ $why ->
        [unsacrificed] ; in this game { -gold } from sacrifices cannot pay it.
        [even_sacrificing] , even after sacrificing every { -asset } that could pay a keyword.
       *[named] {" "}(+{ $sacrificed } from the sacrifices named): sacrifice more { -asset }s or gather { -gold } first.
    }
refusal-saga-complete = Your { -saga } is complete; there is no { -feat } left. { -assault } an { -ancient } instead.
refusal-feat-done-today = In this game a hero performs one { -feat } per { -day } phase, and you already have today.
refusal-chapter-done-today = You have already completed a { -chapter } this { -day } phase; the next one must wait until tomorrow.
refusal-chapter-no-test = Completing { -chapter } { ROMAN($chapter) } takes no test: leave out the attribute.
# $count: how many of the keywords nothing the hero holds covers ($short).
refusal-missing-keywords = { -chapter } { ROMAN($chapter) } needs { $required }: { $count ->
        [0] each keyword needs a different card, and yours cannot cover them all at once
       *[other] nothing you hold covers { $short }
    }. Each keyword is paid by discarding a { -rumour } or selecting an { -asset } that has it.
refusal-card-used-twice = { $card } is used twice: each { -rumour } or { -asset } pays one keyword.
refusal-talent-exhausted = { $card } is exhausted: only a ready { -talent } can pay a { -chapter } keyword.
refusal-talent-cannot-pay = { $card } is a { -talent }: { -talent }s cannot pay { -chapter } keywords in this game, only { -rumour }s and { -asset }s can.
refusal-not-yours = You have no { -rumour } or { -asset } '{ $card }'.
refusal-keyword-not-required = { -chapter } { ROMAN($chapter) } does not ask for '{ $keyword }'; it asks for { $required }.
refusal-card-lacks-keyword = { $card } has no '{ $keyword }' keyword (it has { $count ->
        [0] none
       *[other] { $keywords }
    }).
refusal-sacrifice-rumour = { $card } is a { -rumour }: it is discarded, and only { -asset }s can be sacrificed for { -gold }.
refusal-sacrifice-talent = { $card } is a { -talent }: it stays in play and cannot be sacrificed for { -gold }.
refusal-keyword-paid-twice = '{ $keyword }' is paid { $paid } times but { -chapter } { ROMAN($chapter) } asks for it { $wanted } time(s).
refusal-unpaid-keyword = { -chapter } { ROMAN($chapter) } still needs: { $unpaid }. Add a { -rumour } or { -asset } for each.
refusal-finale-no-payment = The { -finale } costs no { -gold } and no keywords: send the { -feat } without a payment.
refusal-finale-region = { $finale } can only be attempted in { $region }.
refusal-finale-attribute = { $finale } is a { $attribute } test; you cannot use { $used }.
refusal-heroes-not-gathered = Every hero must be in { $region } before a { -finale } is attempted; not there yet: { $heroes }.

## Setting up a game (kilforth/rules/setup.py)

refusal-no-such-race = There is no race '{ $race }'. Races: { $races }.
refusal-no-such-class = There is no class '{ $hero_class }'. Classes: { $classes }.
refusal-no-such-saga = There is no saga '{ $saga }'. Sagas: { $sagas }.
# $kind: which card is taken twice (race, hero_class, saga); $taken its id, which English
# readers type, $card its name, which readers of other languages know it by.
refusal-card-taken = { $card ->
       *[other] Each { $kind ->
            [race] Race
            [hero_class] Class
           *[saga] { -saga }
        } card exists once and '{ $taken }' is already taken: choose another { $kind ->
            [race] Race
            [hero_class] Class
           *[saga] { -saga }
        }.
    }
refusal-hero-count = A game has 1 to { $most } heroes; { $seated } were seated.
refusal-competitive-alone = A competitive game needs at least 2 heroes; play solo or co-op alone.
refusal-solo-players = In solo mode one player controls every hero; choose co-op for several players.
refusal-not-enough-ancients = This content pack has too few { -ancient }s for that many heroes.
