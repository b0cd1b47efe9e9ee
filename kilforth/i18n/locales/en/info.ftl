# What players look up: the map, hero sheets, their hand, a card, the log, the command list.

info-map = Map · day { $day }
info-map-heroes = Heroes
info-map-hero = { $hero } — { $region }
info-map-weather = Weather
info-map-gloom = In Gloom
info-map-no-region = no Region
info-no-hero = That player has no hero in this game.
info-not-seated = You have no hero in this game.
info-hand = { $hero } · Gold { $gold }
info-card-not-visible = There is no card '{ $name }' you can see in this game: pick one from the list /card offers (your hand, the Map, offers, discard piles, the heroes' cards, Ancients and Plots in play).
info-no-running-game = There is no running game in this channel.
info-nothing-new = Nothing new
info-nothing-new-body = Nothing has happened since your last command.
info-last-entries = The last { $count } entries
info-entry = **{ $version }. { $who }: { $what }**
# What a log entry did: a command by its kind, or what happened to the game.
info-entry-kind = { $kind ->
        [move] move
        [clear] clear
        [search] search
        [hide] hide
        [confront] confront
        [rest] rest
        [discover] discover
        [trade] trade
        [feat] feat
        [camp] camp
        [assault] assault
        [exchange] exchange
        [overcome] overcome
        [resolve] resolve
        [team_up] team up
        [use] use
        [unhide] unhide
        [preferences] preferences
        [choose] choose
        [start] start
        [undo] undo
        [import] import
        [abandon] abandon
        [reset] reset
        [reassign] reassign
       *[other] { $kind }
    }

# /help: the command list, by section.
info-help-title = Gloom of Kilforth — commands
info-help-intro = Open a game with `/kilforth new`, take a seat with `/kilforth join`, then `/kilforth start`. On your turn, use an Action command; the bot pings whoever must act or answer.
info-help-section = { $cog ->
        [Session] Setting up a game
        [Actions] On your turn
        [Gifts] Gifts (free during your turn)
        [Info] Looking things up
        [AdminCog] Moderators
       *[other] Other
    }
info-help-admin = `/kilforth-admin …` inspects, repairs and ends a channel's game, for members with Manage Channels or the moderator role.
info-help-command = `{ $command }` — { $description }
# /look: what stands in a Region; an Ancient as it stands.
look-plot-needs = To defeat { $plot }: { $needs }
look-empty = No Encounter, Obstacle or Plot here.
look-ancient-now = Health now: { $hp } · { $where ->
        [defeated] defeated
        [on_map] on the Map, in { $region }
       *[waiting] not arrived yet (it will appear in { $region })
    } · Plots held: { $plots }
look-no-plot = none
look-now = Now
look-region = Look at a Region…
look-no-such-region = There is no Region '{ $name }' on this Map: pick one from the list /look offers.
