# How a test reads (kilforth/render/rolls.py): "**6** **5** 3 1 → 2 successes · needed 2 · Success!"

roll-successes = { $count ->
        [one] { $count } { -success }
       *[other] { $count } successes
    }
roll-from-fate = ({ $fate } from { -fate })
roll-held = + { $held } held = { $total }
roll-needed = needed { $target }
roll-success = Success!
roll-not-enough = Not enough.
roll-no-dice = no dice
roll-rolled = (rolled { $dice })
roll-line = 🎲 { $tester } tests { $attribute }: { $roll }
# Where a test's dice come from, the faces that succeed, the cards that helped.
roll-pool = { $attribute } { $total } = { $parts }
roll-pool-alone = { $attribute } { $total }
roll-part = { $source } { $amount }
roll-used = { $attribute } (with { $used })
roll-surprise = Surprise
roll-faces = { $low }–6 succeed
roll-credit = { $card }: { $effects }
roll-credit-effect = { $effect ->
        [reroll] reroll
        [faces_succeed] more faces succeed
        [double_face] a face counts double
       *[extra_successes] extra success
    }
