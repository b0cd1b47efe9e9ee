# The turn panel (kilforth/render/panel.py): the hero's legal commands as buttons and menus
# on the turn banner, and the same in words.

# A command kind, as a button or a list names it.
panel-kind = { $kind ->
        [search] Search
        [hide] Hide
        [rest] Rest
        [feat] Feat
        [unhide] Give up { -hidden }
        [camp] Make camp
        [move] Move
        [confront] Confront
        [clear] Clear
        [discover] Discover
        [trade] Trade
        [use] Use an ability
        [resolve] Resolve
        [overcome] Overcome
        [assault] { -assault }
        [team_up] Team up
       *[exchange] Exchange
    }
panel-button-ap = { $action } (1 { -ap })
panel-move = Move to { $region }
panel-move-shortcut = Move to { $region } (shortcut)
panel-confront = { $encounter }: { $attribute } { $value }
panel-confront-hostile = { $encounter }: turn it hostile and fight
panel-confront-odds = Your dice: { $dice } · successes needed: { $need } · { $chance }% chance
panel-clear-obstacle = Clear an { -obstacle }
panel-clear-plot = Defeat { $plot }
panel-discover = Discover { $card }
panel-trade-buy = Trade: buy from the { $deck } deck
panel-trade-sell = Trade: sell { $card }
panel-trade-gold = For { $gold } { -gold }
panel-trade-heal = Trade: buy { $hp } { -hp }
panel-use = Use { $card }
panel-resolve = { -gift }: { $card }
panel-overcome = { -gift }: overcome { $encounter }
panel-assault = { -gift }: { -assault } on { $ancient }
panel-team-up = { -gift }: team up with { $heroes }
panel-exchange-card = { -gift }: give { $card } to { $hero }
panel-exchange-gold = { -gift }: give { $gold } { -gold } to { $hero }
# A menu's placeholder, by its group; a page of a long list.
panel-menu = { $group ->
        [move] Move to…
        [confront] Confront…
        [clear] Clear, Discover, Trade, Use…
       *[resolve] { -gift }s (free)…
    }
panel-menu-page = Actions and { -gift }s ({ $page }/{ $pages })…
# What the hero may do now, in words.
panel-open-actions = { $count ->
        [0] No { -action } is open ({ $ap } { -ap } left).
       *[other] { -action }s open at 1 { -ap } each ({ $ap } { -ap } left): { $actions }.
    }
panel-open-free = Free: { $actions }.
panel-what-now = What you can do
panel-show = Show my actions
panel-turn-for = This turn is { $hero }'s.
panel-turn-for-player = This turn is { $hero }'s ({ $mention }).
panel-stale = The game has moved on since this panel was shown, so it does nothing now. Use the latest turn banner.
