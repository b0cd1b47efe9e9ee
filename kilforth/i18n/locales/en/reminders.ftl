# The turn clock: reminders, snooze, the stalled notice, time running out; and the computer
# seats (companions and the autopilot).

reminders-your-turn = your turn
reminders-your-answer = your answer: { $asked }
reminders-their-turn = their turn
reminders-their-answer = their answer: { $asked }
# Reminder $n, more pressing each time (the fifth is the last).
reminders-title = { $n ->
        [1] ⏳ Half your time is gone
        [2] ⌛ Your time is up
        [3] 🔔 Still waiting for you
        [4] 🔔 The whole table is still waiting
       *[other] 🚨 Last reminder
    }
reminders-body = { $n ->
        [1] { $hero }, the game is waiting for { $what }
            Your time runs out { $ends }.
        [2] { $hero }, the game has waited for { $what } since { $began }. The table is waiting for you: play as soon as you can.
        [3] { $hero }, the game has waited for { $what } since { $began }.
        [4] { $hero }, the game has waited for { $what } since { $began }. If you cannot play for a while, say so in the channel: a moderator can hand your hero to the autopilot or to another player.
       *[other] { $hero }, the game has waited for { $what } since { $began }. Without a move from you, the moderators will be told { $stall } that the game is stalled.
    }
reminders-footer = Snooze delays the next reminder, not the clock.
reminders-anyone = anyone with the Manage Channels permission
reminders-stalled = 🛑 The game is stalled
reminders-stalled-body = { $hero } ({ $player }) has not answered { $count } reminders: the game has waited for { $what } since { $began }.
    Moderators ({ $named }): /kilforth-admin skip makes the hero camp, /kilforth-admin replace hands the hero to another player, and /kilforth-admin clock sets what happens when time runs out.
reminders-time-ran-out = ⌛ { $hero }'s time ran out: { $hero } makes camp.
reminders-snooze = Snooze 2 h
reminders-snoozed = 😴 Snoozed
reminders-snoozed-body = No reminder before { $sooner }. Your time still runs out { $ends }.
reminders-stale-game = This reminder belongs to a game that has ended: there is nothing to snooze.
reminders-not-yours = This reminder is for { $whose }: only they can snooze it.
reminders-stale-turn = The game has moved on since this reminder: there is nothing to snooze.
reminders-bad-time = '{ $value }' is not a time of day: write it on a 24-hour clock as HH:MM, e.g. 22:30 or 7:00.
reminders-no-clock = No clock: players take as long as they need, without reminders.
reminders-clock = { $hours } h to act, with a reminder at half time; when it runs out, { $policy ->
        [remind] reminders go on
        [skip] the hero makes camp
       *[autopilot] the autopilot plays the turn
    }.
reminders-quiet = From { $start } to { $end } ({ $zone }), reminders wait until your quiet hours end. Your clock still runs.

# The computer's seats.
reminders-computer-plays = 🤖 The computer plays
reminders-computer-level = computer, { $level ->
        [heuristic] heuristic
        [search] search
       *[other] { $level }
    }
reminders-autopilot-until = autopilot until { $until }
reminders-autopilot = autopilot
reminders-computer = computer
reminders-back-title = Back from the autopilot
reminders-back-body = Your away is over: you play your hero again.
reminders-computer-stops = The computer stops after { $count } commands; it goes on at the next command.
reminders-not-started = The game has not started yet: the autopilot plays only a game in progress. /kilforth start deals it.
reminders-not-seated = { $player } has no seat in this game: only a seated player's hero can be played by the autopilot.
reminders-companion = That seat is a computer companion's: the computer already plays it.
reminders-away-alone = Nobody else is playing this game now, so it simply waits for you: nothing is lost while you are away.
# Where the awaited hero stands, and the link to the turn banner.
reminders-where = { $hero } is in { $region } with { $ap } { -ap }.
reminders-jump = [Go to the turn banner]({ $url })
reminders-computer-alone = Nobody plays this game in person now, so the computer stops at the end of this turn and the game waits. { $players }: /kilforth back gives you your hero again (a moderator can also end the autopilot with /kilforth-admin autopilot).
