# The end of a game (kilforth/render/results.py).

result-outcome = { $outcome ->
        [won] won
        [lost] lost
       *[finished] finished
    }
result-time = Day { $day } is over: time has run out (R-WIN-1).
result-no-heroes = No hero remains in play: the Ancients have won (R-WIN-5).
result-slain = { $hero } defeated { $ancient } (R-GIFT-AS-7).
result-all-ancients = Every Ancient has been defeated (R-GIFT-AS-7, R-WIN-3).
result-hero-vp = { $hero }: { $vp } VP { $why ->
        [removed] (removed from play by an Ancient: everything was discarded, R-VP-2)
        [nothing] (no Gold and no Asset, R-VP-1)
       *[sum] (Gold { $gold } + Assets { $assets })
    }
result-team-vp = Team score: { $vp } VP
