# La lecture d'un test (kilforth/render/rolls.py) : « **6** **5** 3 1 → 2 succès · 2 requis · Succès ! »

roll-successes = { $count } { -success }
roll-from-fate = (dont { $fate } grâce au { -fate })
roll-from-abilities = (dont { $added } grâce aux capacités)
roll-held = + { $held } acquis = { $total }
roll-needed = { $target } requis
roll-success = Succès !
roll-not-enough = Pas assez.
roll-no-dice = aucun dé
roll-rolled = (premier jet : { $dice })
roll-line = 🎲 { $tester } fait un test { $attribute } : { $roll }
