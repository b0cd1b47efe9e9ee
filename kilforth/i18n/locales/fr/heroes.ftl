# La fiche d'un héros, sa main et son prochain Coup d'Éclat (kilforth/render/heroes.py).

hero-identity = { $hero_class } { $race }
hero-card = { $card }{ $exhausted ->
        [yes] { " " }(carte voilée)
       *[no] {""}
    } — { $summary }
hero-finale = Final — { $name } : réussir un test { $attribute } { $value } { A($region) }
hero-saga-complete = Saga achevée : donnez l'{ -assault } à un { -ancient }
hero-chapter = Chapitre { ROMAN($chapter) } : { $cost } { -gold } (vous en avez { $gold }) et une carte par mot-clé
hero-next-feat = Prochain Coup d'Éclat — { $head }
hero-status = { $status ->
        [hidden] { -hidden }
        [defeated] À terre
        [camped] Au campement
       *[removed] Hors du jeu
    }
# Le titre d'une pile, avant ses cartes.
hero-label = { $label } :
hero-race-and-class = Race et Classe
hero-talents = Talents
# Une pile de cartes du héros, avec la Limite de Six (R-LIM-1).
hero-pile = { $zone ->
        [rumours] Rumeurs
        [assets] Atouts
       *[loot] { -loot }
    } ({ $count }/{ $limit })
hero-kept-private = contenu secret
hero-none = • aucune
hero-counters = { -hp } { $hp } · { -ap } { $ap } · { -fate } { $fate } · { -gold } { $gold } · { A($region) }
hero-saga = Saga : { $saga } — { $chapter }
hero-success = { $card } : { $count } ({ $attribute })
hero-successes = Succès acquis : { $successes }
# Un héros sans nom donné par son joueur, par place.
hero-default-name = Héros { $seat }
# Un héros nommé par sa Classe puis sa Race, accordées : « Sorcière Elfe Noire ».
hero-race-class = { $hero_class } { $race }
