# A hero's sheet, hand and next Feat (kilforth/render/heroes.py).

hero-identity = { $race } { $hero_class }
hero-card = { $card }{ $exhausted ->
        [yes] { " " }(exhausted)
       *[no] {""}
    } — { $summary }
hero-finale = Finale — { $name }: { $attribute } { $value } test in { $region }
hero-saga-complete = Saga complete: { -assault } an { -ancient }
hero-chapter = Chapter { ROMAN($chapter) }: { $cost } { -gold } (you have { $gold }) and one card per keyword
hero-next-feat = Next Feat — { $head }
hero-status = { $status ->
        [hidden] { -hidden }
        [defeated] Defeated
        [camped] Camped
       *[removed] Removed
    }
# A pile's heading, before its cards.
hero-label = { $label }:
hero-race-and-class = Race and Class
hero-talents = Talents
# A pile of cards the hero holds, with the Limit of Six (R-LIM-1).
hero-pile = { $zone ->
        [rumours] Rumours
        [assets] Assets
       *[loot] { -loot }
    } ({ $count }/{ $limit })
hero-kept-private = kept private
hero-none = • none
hero-counters = { -hp } { $hp } · { -ap } { $ap } · { -fate } { $fate } · { -gold } { $gold } · at { $region }
hero-saga = Saga: { $saga } — { $chapter }
hero-success = { $card }: { $count } ({ $attribute })
hero-successes = Successes held: { $successes }
# A hero the players gave no name, by seat.
hero-default-name = Hero { $seat }
# A hero named by Race and Class.
hero-race-class = { $race } { $hero_class }
