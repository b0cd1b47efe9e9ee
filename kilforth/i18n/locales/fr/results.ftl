# La fin d'une partie (kilforth/render/results.py).

result-outcome = { $outcome ->
        [won] gagnée
        [lost] perdue
       *[finished] terminée
    }
result-time = Le { -day } { $day } s'achève : le temps est écoulé (R-WIN-1).
result-no-heroes = Plus aucun héros n'est en jeu : les Anciens l'emportent (R-WIN-5).
result-slain = { $hero } a vaincu { LE($ancient) } (R-GIFT-AS-7).
result-all-ancients = Tous les Anciens ont été vaincus (R-GIFT-AS-7, R-WIN-3).
result-hero-vp = { $hero } : { $vp } { $vp ->
        [one] point
       *[other] points
    } de victoire { $why ->
        [removed] (retiré du jeu par un { -ancient } : tout a été défaussé, R-VP-2)
        [nothing] (ni { -gold } ni { -asset }, R-VP-1)
       *[sum] ({ -gold } { $gold } + { -asset }s { $assets })
    }
result-team-vp = Score de l'équipe : { $vp } { $vp ->
        [one] point
       *[other] points
    } de victoire
