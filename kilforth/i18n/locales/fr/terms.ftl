# Les termes du jeu selon le glossaire (RULES.md §20), écrits une seule fois ; les messages y
# renvoient. `.gender` sert aux sélecteurs des accords.

-ap = PA
-assault = Assaut
    .gender = masculine
-ancient = Ancien
    .gender = masculine
-asset = Atout
    .gender = masculine
-battle = Bataille
    .gender = feminine
-break-camp = Lever du Camp
-dawn = Aube
    .gender = feminine
-day = Jour
    .gender = masculine
-engagement = Engagement
    .gender = masculine
-enemy = Ennemi
    .gender = masculine
-foe = Adversaire
    .gender = masculine
-gift = Don
    .gender = masculine
-gold = Or
-hp = PV
-region = Région
    .gender = feminine
-rumour = Rumeur
    .gender = feminine
