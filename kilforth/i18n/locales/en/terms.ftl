# The glossary's game terms (RULES.md §20), written once; messages refer to them.
# `.gender` is read by the French messages' selectors; English nouns have none.

-ap = AP
-assault = Assault
-ancient = Ancient
-asset = Asset
-battle = Battle
-break-camp = Break Camp
-dawn = Dawn
-day = Day
-engagement = Engagement
-enemy = Enemy
-foe = Foe
-gift = Gift
-gold = Gold
-hp = HP
-region = Region
-rumour = Rumour
-city = City
-encounter = Encounter
-fate = Fate
-hidden = Hidden
-loot = Loot
-obstacle = Obstacle
-success = success
-talent = Talent
-trophy = Trophy
-gloom = Gloom
