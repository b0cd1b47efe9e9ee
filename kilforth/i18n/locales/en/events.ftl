# One line per game event (kilforth/render/text.py: event_line, public_line, secret_line).
# $hero, $other, $first and the like are heroes' names; $card, $region, $foe… cards' names.
#
# A card's or a Region's name may be plural ("Drowned Miners", "Highwaymen", "Barrow
# Fields") with nothing to say so: no verb agrees with one. A sentence gives it after a
# colon, as an object or after a preposition. Only an Ancient stays subject ("rises",
# "heals"): it is one being. A hero is subject freely: a hero is one person.

event-game-started = A { $mode ->
        [competitive] competitive
        [solo] solo
       *[coop] coop
    } game begins with { $heroes }; { $first } goes first.
event-day-started = ☀ Day { $day } breaks. { $first } is the First Hero.
event-turn-started = ▶ { $hero }'s turn ({ $ap } AP).
event-camped = ⛺ { $hero } makes camp{ $first ->
        [yes] { " " }and takes the First Hero token.
       *[no] .
    }
event-moved = { $hero } { $how ->
        [shortcut] takes a shortcut
        [diagonal] slips diagonally
        [defeat] is carried back
        [effect] is sent
       *[move] moves
    } from { $origin } to { $destination }.
event-encounter-placed = ✦ New { -encounter } in { $region }: { $card }.
event-not-bought = Not bought, discarded: { $card } ({ $gold } Gold).
event-discarded = { $hero } discards { $card } ({ $reason }).
event-discarded-alone = Discarded: { $card } ({ $reason }).
event-gained = { $hero } gains { $card } ({ $zone ->
        [rumour] rumour
        [asset] asset
        [talent] talent
       *[loot] loot
    }){ $doing }
event-roll = 🎲 { $who } tests { $attribute }: { $shown } → { $successes } { $successes ->
        [one] success
       *[other] successes
    }{ $fate ->
        [0] {""}
       *[other] { " " }({ $fate } from Fate)
    }{ $held ->
        [0] {""}
       *[other] { " " }+ { $held } held = { $total }
    }{ $target }{ $verdict ->
        [passed] { " " }— success!
        [failed] { " " }— not enough.
       *[none] {""}
    }
event-roll-rolled = { $final } (rolled { $dice })
event-roll-no-dice = no dice
event-roll-target = { " " }vs { $target }
event-engaged = ⚔ { $hero } engages { $foe }{ $team }.{ $surprise ->
        [hero] { " " }{ $hero } has Surprise!
        [foe] { " " }The foe has Surprise!
       *[none] {""}
    }
event-engaged-team = { " " }(team: { $team })
event-evaded = { $hero } slips past { $foe }{ $automatic ->
        [yes] { " " }without a test.
       *[no] .
    }
event-battle-round = Round { $round }: { $hero } deals { $dealt }, takes { $taken } — { $foe } { $foe_hp } HP, { $hero } { $hero_hp } HP.
event-fled = { $hero } flees from { $foe } to { $destination }.
event-hero-felled = ✖ { $hero } falls to 0 HP: defeated until Dawn, keeping Gold, cards and Region.
event-hero-removed = ☠ { $hero } falls to { $foe } and leaves the game.
event-hero-defeated = ✖ { $hero } is defeated: loses { $gold } Gold{ $card }, and wakes in the City.
event-hero-defeated-card = { " " }and { $card }
event-encounter-defeated = ✔ { $hero } defeats { $card } ({ $how ->
        [confront] confront
        [battle] battle
        [overcome] overcome
        [clear] clear
       *[effect] effect
    }).
event-became-hostile = { $hero } makes a foe of { $card }{ $chosen ->
        [yes] { " " }by choice.
       *[no] !
    }
event-changed = { $hero }: { $gained ->
        [yes] +{ $amount }
        [no] -{ $amount }
       *[none] { $amount }
    } { $what ->
        [hp] HP
        [max_hp] max HP
        [ap] AP
        [action_ap] AP kept for an Action
        [gold] Gold
       *[fate] Fate
    } → { $value } ({ $reason }).
event-hidden = { $hero } { $hidden ->
        [yes] hides.
       *[no] is no longer hidden.
    }
event-obstacle = { $added ->
        [yes] An Obstacle blocks
       *[no] An Obstacle is cleared from
    } { $region }{ $reason ->
        [none] {""}
       *[other] { " " }({ $reason })
    }.
event-ability-used = { $hero } uses { $card }{ $doing }
event-chapter-completed = 📜 { $hero } completes { -chapter } { ROMAN($chapter) }{ $free ->
        [yes] { " " }(Competitive Pressure).
       *[no] .
    }
event-saga-completed = 🏆 { $hero } completes the saga { $saga }!
event-ancient-entered = ‼ { $ancient } rises in { $region }{ $doing }
event-plot-placed = A Plot, { $plot }, takes root in { $region }{ $doing }
event-ancient-defeated = ★ { $hero } defeats { $ancient }!
event-team-broken = The team breaks up.
event-team-formed = Team formed: { $heroes }.
event-exchanged = { $hero } and { $other } exchange.
event-declined = { $hero } declines { $asker }'s { $offer ->
        [exchange] exchange
       *[team_up] team
    }.
event-ancient-assaulted = ⚔ { $hero } assaults { $ancient } ({ $hp } HP{ $plots ->
        [0] {""}
        [one] , strengthened by { $plots } Plot
       *[other] , strengthened by { $plots } Plots
    }).
event-ancient-healed = { $ancient } heals { $amount } ({ $card }): { $hp } HP.
event-night-started = ☾ Night { $day } falls.
event-region-gloomed = Gloom falls on { $region } ({ $card }){ $doing }
event-weather-changed = Weather: { $card }{ $doing }
event-resolved = Event resolved: { $card }{ $passed ->
        [yes] { " " }— test passed.
        [no] { " " }— test failed.
       *[none] .
    }
event-dawn = Dawn. { $first } will be the First Hero.
event-game-over = The game ends on day { $days }: { $outcome }. Winners: { $winners }. { $reason }
event-nobody = nobody
# What a card does when it comes into play, after its name; or a full stop if nothing.
event-doing = : { $does }
event-doing-nothing = .
# A peek is at an Encounter deck, named by its terrain ($terrain: a `terrain` message).
event-peeked-public = 👁 { $hero } looks at the top of the { $terrain } { -encounter } deck.
event-rumour-gained = { $hero } gains a { -rumour }.
event-peeked = 👁 { $hero } sees { $card } on top of the { $terrain } { -encounter } deck.
event-peeked-empty = 👁 { $hero } sees nothing (the deck is empty) on top of the { $terrain } { -encounter } deck.
# Why a card was discarded or a counter changed, when no card says it ($kind).
event-reason = { $kind ->
        [ancient] ancient
        [battle] battle
        [chapter] { -chapter } { ROMAN($chapter) }
        [city_is_safe] the City is safe
        [cost] cost
        [dawn] dawn
        [defeat] defeat
        [event] event
        [exchange] exchange
        [fate] fate
        [feat] feat
        [feat_sacrifice] feat sacrifice
        [gift] gift
        [gloom] gloom
        [gold_loot] gold loot
        [heal] heal
        [healing] healing
        [limit_of_six] limit of six
        [loot] loot
        [not_bought] not bought
        [plot] plot
        [purchase] purchase
        [removed] removed
        [resolved] resolved
        [rest] rest
        [reward] reward
        [rumour_step] rumour step
        [sacrifice] sacrifice
        [sale] sale
        [sold] sold
        [totem] totem
        [totem_gold] totem gold
        [trade] trade
        [unique_keyword] unique keyword
        [weather_replaced] weather replaced
       *[effect] effect
    }
