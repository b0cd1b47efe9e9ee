# La lecture d'un test (kilforth/render/rolls.py) : « **6** **5** 3 1 → 2 succès · 2 requis · Succès ! »

roll-successes = { $count } { -success }
roll-from-fate = (dont { $fate } grâce au { -fate })
roll-held = + { $held } acquis = { $total }
roll-needed = { $target } requis
roll-success = Succès !
roll-not-enough = Pas assez.
roll-no-dice = aucun dé
roll-rolled = (premier jet : { $dice })
roll-line = 🎲 { LE($tester, start: "yes") } { NUMBER($tester) ->
        [plural] font
       *[singular] fait
    } un test { $attribute } : { $roll }
# D'où viennent les dés d'un test, les faces qui réussissent, les cartes qui ont aidé.
roll-pool = { $attribute } { $total } = { $parts }
roll-pool-alone = { $attribute } { $total }
roll-part = { $source } { $amount }
roll-used = { $attribute } (avec { $used })
roll-surprise = Surprise
roll-faces = { $low } à 6 réussissent
roll-credit = { $card } : { $effects }
roll-credit-effect = { $effect ->
        [reroll] relance
        [faces_succeed] d'autres faces réussissent
        [double_face] une face compte double
       *[extra_successes] { -success } en plus
    }
