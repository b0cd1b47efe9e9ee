# How a test reads (kilforth/render/rolls.py): "**6** **5** 3 1 → 2 successes · needed 2 · Success!"

roll-successes = { $count ->
        [one] { $count } { -success }
       *[other] { $count } successes
    }
roll-from-fate = ({ $fate } from { -fate })
roll-from-abilities = ({ $added } from abilities)
roll-held = + { $held } held = { $total }
roll-needed = needed { $target }
roll-success = Success!
roll-not-enough = Not enough.
roll-no-dice = no dice
roll-rolled = (rolled { $dice })
roll-line = 🎲 { $tester } tests { $attribute }: { $roll }
