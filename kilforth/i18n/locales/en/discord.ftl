# The game on Discord (commands/): refusals, the turn banner, prompts' components, the
# headlines and summaries of what happened.

discord-refused = Not possible
discord-rule = Rule { $rule }
discord-sorry = Sorry
discord-apology = Something went wrong on our side. It has been logged; please try again in a moment.
discord-corrupt-state = This channel's saved game is damaged. A moderator can reset it with /kilforth-admin reset.
# Damage in a game's history (a snapshot, a log entry), not in its current state (issue
# 37.5): resetting would end a game that plays on.
discord-damaged-history = Game { $game }: its saved history is damaged at version { $version }: { $error }. The game's current state is saved apart and intact: the game plays on, and a reset would end a game that is fine. Still safe: playing, /kilforth-admin inspect, skip and handing a hero over. What reads that part of the history fails until it is restored from a backup: the replay check, an export, an undo that rebuilds a state from it, and /log that far back.
discord-not-moderator = Only moderators can do that: you need the Manage Channels permission or the moderator role.
# A free-text option that breaks what the game allows; $what is the kind of thing named.
discord-bad-option = That { $what ->
        [region] Region
        [card] card
        [encounter] Encounter
        [hero] hero
        [hero-name] hero name
        [attribute] attribute
        [obstacle-or-plot] Obstacle or Plot
        [ancient] Ancient
        [time-of-day] time of day
        [time-zone] time zone
       *[other] { $shown }
    } { $problem ->
        [empty] is empty
        [long] is { $length } characters long, and none is longer than { $limit }
       *[control] holds line breaks or control characters
    }: pick one of the suggestions Discord shows as you type.

discord-stale = That question has already been answered or has changed, so this button does nothing now.
discord-stale-game = This button belongs to an earlier game in this channel, so it does nothing now. Use the buttons of the latest message.
discord-question-for = This question is for { $hero }.
discord-question-for-player = This question is for { $hero } ({ $mention }).

# A command's headline: who did what.
discord-headline = { $player } · { $kind ->
        [move] Move
        [clear] Clear
        [search] Search
        [hide] Hide
        [confront] Confront
        [rest] Rest
        [discover] Discover
        [trade] Trade
        [feat] Feat
        [camp] Camp
        [assault] Assault
        [exchange] Exchange
        [overcome] Overcome
        [resolve] Resolve
        [team_up] Team Up
        [use] Use
        [unhide] Unhide
        [preferences] Preferences
       *[choose] Choose
    }
discord-saved = Saved.
discord-done = Done.
discord-awaits-answer = The rest waits for an answer.
discord-answered = Answered
discord-chose = { $hero } chose: { $label }
discord-choice-made = Choice made
discord-battle-goes-on = The battle goes on in its message above.
discord-what-happened = What happened
discord-only-you = Only you see this
discord-skip-game-over = This channel's game is over: there is no turn to skip. Open a new one with /kilforth new.
discord-skip-prompt-open = The game is waiting for { $hero } ({ $player }) to answer: { $question } A moderator cannot answer for a player: ask them to choose, or hand their hero to someone else with /kilforth-admin replace.
discord-skip-no-turn = No hero is taking a turn right now ({ $banner }). Skip once a hero's turn has begun.

# The turn banner and the prompts' components.
discord-clock = ⏳ Clock
discord-clock-ends = Time to act runs out { $ends }.
discord-computer-seats = 🤖 Played by the computer
discord-thanks = Thanks for playing!
discord-choice-for = { $mentions }, a choice for you.
discord-your-turn = { $mentions }, your turn.
discord-secret-choice = { $hero } has a choice to make; only they see it.
discord-secret-chosen = { $hero } has made their choice.
discord-here = Here
discord-waiting-for = Waiting for { $hero } to choose.
discord-gifts-too = You may also send a Gift now (/gift).
discord-choose = Choose…
discord-more-choices = More choices ({ $page })
discord-show-choice = Show my choice

# What happened.
discord-battle = ⚔ { $hero } against { $foe }
discord-battle-continued = ⚔ { $hero } against { $foe } (continued)
discord-assault = ⚔ { $hero } assaults { $ancient }
discord-roll = 🎲 { $who } tests { $attribute }
discord-roll-for = 🎲 { $who } tests { $attribute } — { $purpose ->
        [battle] battle
        [confront] confront
        [evasion] evasion
        [event] event
        [finale] finale
       *[plot] plot
    }
discord-modifiers = Modifiers
discord-night = ☾ Night { $day }
discord-day = ☀ Day { $day }
discord-game-over = 🏁 The game is over — { $outcome ->
        [won] won
        [lost] lost
       *[finished] finished
    }
discord-days-played = { $days } day(s) played
discord-winners = Winners
discord-nobody = nobody
discord-victory-points = Victory Points
discord-team-score = Team score
discord-ancients-defeated = Ancients defeated
discord-page = Page { $number }/{ $total }

# Autocomplete labels, in the words of the player typing.
discord-choice-city = The City
discord-choice-shortcut = shortcut
discord-choice-encounters = { $count } encounter(s)
discord-choice-obstacles = { $count } obstacle(s)
discord-choice-gloom = { -gloom }
discord-choice-obstacle = An Obstacle
discord-choice-plot = Plot: { $plot }
discord-choice-needs = { $attribute } (needs { $value })
discord-choice-hurt = { $hero } ({ $hp }/{ $max } { -hp })
discord-no-such-attribute = '{ $value }' is not an attribute: use Fight, Study, Sneak or Influence.
discord-choice-held = { $card } ({ $zone ->
        [rumour] rumour
        [asset] asset
       *[loot] loot
    })

# A hero sheet's fields.
discord-sheet-attributes = Attributes
discord-sheet-hp = { -hp }
discord-sheet-ap = { -ap }
discord-sheet-region = { -region }
discord-sheet-gold = { -gold }
discord-sheet-fate = { -fate }
discord-sheet-saga = Saga
discord-sheet-next = Next
discord-sheet-successes = Successes held
discord-continued = { $title } (continued)

# A Discord permission, by discord.py's name, as the server's permission settings show it.
discord-permission = { $word ->
        [create_public_threads] **Create Public Threads**
       *[send_messages_in_threads] **Send Messages in Threads**
    }
