# A card in full (kilforth/render/cards.py): the labels of its fields, then their values.

field-keywords = Keywords
field-bonuses = Bonuses
field-padlock = Padlock
field-abilities = Abilities
field-ability = Ability
field-gold = Gold
field-discover-at = Discover at
field-attributes = Attributes
field-health = Health
field-weakness = Weakness
field-revealed = Revealed
field-event = Event
field-map = Map
field-trophies = Trophies
field-reward = Reward
field-gloom-falls-on = { -gloom } falls on
field-weather = Weather
field-to-defeat = To defeat
field-strengthens = Strengthens its { -ancient }
field-night = At Night
field-night-plot = From the next Night
field-loot = { -loot }
field-placed-on = Placed on
field-fight = Fight
field-appears-in = Appears in
field-plots-on = Plots on
field-starting-gold = Starting { -gold }
field-talents = Talents
field-chapter = Chapter { ROMAN($number) }
field-finale = Finale
field-totem = Totem
field-shortcut-to = Shortcut to
field-heroes-here = Heroes here
field-in-gloom = In { -gloom }
# An Ancient's Ability card, by its name.
field-capability = Ability: { $name }

padlock = usable only with Study { $value } or more
reward-deck = { $type } deck
face-kind = { $type } — { $subtype }
face-kind-event = { $type } — { $subtype } (Event)
encounter-kind = { $kind } · { $terrain } deck
night-weather = Night card — Weather
night-event = Night card — Event
night-encounter = Night card — { $kind }
plot-loot = { $count ->
        [one] { $count } token when defeated
       *[other] { $count } tokens when defeated
    }
terrain-regions = { $terrains } Regions
plot-of = Plot of { $ancient }
kind-ancient = { -ancient }
ancient-health = { $health } (+ { $rival } for each hero beyond the second in a competitive game)
kind-race = Race
kind-class = Class
kind-talent = { $type } { -talent } — level { ROMAN($level) }
small-party = { $keywords } (+ { $small } with 1–2 heroes)
finale = { $name }: pass { $attribute } { $value } test in { $region }
kind-saga = Saga
kind-totem = Totem of { $saga }
kind-loot = { -loot } token
gloom-damage = heroes here lose { $amount } { -hp } each Night
kind-city = The { -city }
kind-region = { -region } — { $terrain }
terrain = { $word ->
        [plains] Plains
        [forests] Forests
        [wastes] Wastes
       *[mountains] Mountains
    }
# What defeating an Encounter takes (/card), by its type.
field-how-to-defeat = How to defeat it
card-test = { $attribute } { $value }
card-how-to-defeat = { $type ->
        [enemy] It is not Confronted: it Engages the heroes in its Region, and falls in a { -battle } once its { $health } Health is gone (it shows { $tests }).
        [stranger] Confront it (1 { -ap }) with a test of { $tests }: roll one die per point of your attribute; each 5–6 is a success, and as many as the value defeat it (successes short of it stay for your next try). Or turn it hostile and fight it.
       *[other] Confront it (1 { -ap }) with a test of { $tests }: roll one die per point of your attribute; each 5–6 is a success, and as many as the value defeat it (successes short of it stay for your next try).
    }
# The Weather in play: its card and what it does.
weather-line = { $weather }: { $effect }
