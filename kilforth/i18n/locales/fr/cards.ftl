# Une carte en entier (kilforth/render/cards.py) : les intitulés de ses champs, puis leurs
# valeurs.

field-keywords = Mots-clés
field-bonuses = Bonus
field-padlock = Cadenas
field-abilities = Capacités
field-ability = Capacité
field-gold = { -gold }
field-discover-at = À découvrir à
field-attributes = Attributs
field-health = Santé
field-weakness = Faiblesse
field-revealed = Révélée
field-event = Événement
field-map = Plan
field-trophies = Trophées
field-reward = Récompense
field-gloom-falls-on = L'{ -gloom } tombe sur
field-weather = Météo
field-to-defeat = Pour vaincre
field-strengthens = Renforce son { -ancient }
field-night = La nuit
field-night-plot = Dès la nuit suivante
field-loot = { -loot }
field-placed-on = Placée sur
field-fight = Combat
field-appears-in = Apparaît à
field-plots-on = Intrigues sur
field-starting-gold = { -gold } de départ
field-talents = Talents
field-chapter = Chapitre { ROMAN($number) }
field-finale = Final
field-totem = Totem
field-shortcut-to = Raccourci vers
field-heroes-here = Héros présents
field-in-gloom = À l'{ -gloom }
# Une carte de Capacité d'Ancien, par son nom.
field-capability = Capacité — { $name }

padlock = utilisable seulement avec un Savoir de { $value } ou plus
reward-deck = paquet des { $type }s
face-kind = { $type } — { $subtype }
face-kind-event = { $type } — { $subtype } (Événement)
encounter-kind = { $kind } · paquet des { $terrain }
night-weather = Carte Nuit — Météo
night-event = Carte Nuit — Événement
night-encounter = Carte Nuit — { $kind }
plot-loot = { $count ->
        [one] { $count } jeton une fois vaincue
       *[other] { $count } jetons une fois vaincue
    }
terrain-regions = Régions de { $terrains }
plot-of = Intrigue ({ $ancient })
kind-ancient = { -ancient }
ancient-health = { $health } (+ { $rival } par héros au-delà du deuxième en partie compétitive)
kind-race = Race
kind-class = Classe
kind-talent = { -talent } { $type } — niveau { ROMAN($level) }
small-party = { $keywords } (+ { $small } avec 1 ou 2 héros)
finale = { $name } : réussir un test { $attribute } { $value } { A($region) }
kind-saga = Saga
kind-totem = Totem { DE($saga) }
kind-loot = Jeton { -loot }
gloom-damage = les héros présents perdent { $amount } { -hp } à chaque Nuit
kind-city = L'{ -city }
kind-region = { -region } — { $terrain }
terrain = { $word ->
        [plains] Plaines
        [forests] Forêts
        [wastes] Landes
       *[mountains] Montagnes
    }
# Ce qu'il faut pour vaincre une Rencontre (/card), selon son type.
field-how-to-defeat = Pour vaincre cette { -encounter }
card-test = { $attribute } { $value }
card-how-to-defeat = { $type ->
        [enemy] Cette { -encounter } ne se Confronte pas : elle Engage les héros de sa { -region } et tombe en { -battle } une fois ses { $health } points de Santé perdus (elle montre { $tests }).
        [stranger] Confrontez-la (1 { -ap }) avec un test { DE($tests) } : lancez un dé par point de votre attribut ; chaque 5–6 est un { -success }, et autant de { -success } que la valeur la vainquent (les { -success } obtenus restent pour votre prochain essai). Ou rendez-la hostile et combattez-la.
       *[other] Confrontez-la (1 { -ap }) avec un test { DE($tests) } : lancez un dé par point de votre attribut ; chaque 5–6 est un { -success }, et autant de { -success } que la valeur la vainquent (les { -success } obtenus restent pour votre prochain essai).
    }
# La Météo en jeu : sa carte et son effet.
weather-line = { $weather } : { $effect }
