# /kilforth …: opening a game, the lobby, the seats, away and back, quiet hours, abandoning.

session-game-title = A new game of Gloom of Kilforth
session-lobby = A { $mode ->
        [solo] solo
        [coop] coop
       *[competitive] competitive
    } game for { $count ->
        [one] { $count } hero
       *[other] { $count } heroes
    }. Take a seat with /kilforth join, then /kilforth start.
session-lobby-options = Rule options
session-lobby-defaults = the rules' defaults
# One rule option that differs from the rules' default: "first game: yes".
session-option = { $name ->
        [first_game] first game
        [beginner_successes] beginner successes
        [auto_evasion] auto evasion
        [saga_assignment] saga assignment
       *[other] { $label }
    }: { $value ->
        [true] yes
        [false] no
        [choose] each player chooses
        [match_class] the class's suggested Saga
        [random] at random
       *[other] { $value }
    }
session-seats = Seats ({ $taken }/{ $count })
session-seats-all-open = all open
session-seats-open = { $count } open
session-seat-saga = , { $saga }
session-seat-player = { " " }({ $player })
session-seat-computer = { " " }(computer)
session-clock = ⏳ Turn clock
session-in-thread = The game opens in its own thread: { $thread }. Take a seat there with /kilforth join.
session-thread-name = Gloom of Kilforth · { $mode ->
        [solo] solo
        [coop] coop
       *[competitive] competitive
    } · { $count ->
        [one] { $count } hero
       *[other] { $count } heroes
    }
session-takes-seat = { $name } takes a seat
session-leaves = { $name } leaves
session-waiting = Waiting in the lobby
session-begins = The game begins
session-away = { $name } is away
session-away-note = The computer plays their hero { $until ->
        [back] until they are back
       *[other] until { $until }
    }. /kilforth back, or any command of theirs, hands it back.
session-back = { $name } is back
session-back-note = They play their hero again.
session-status = Day { $day } · { $mode ->
        [solo] solo
        [coop] coop
       *[competitive] competitive
    }
session-quiet-none = 🔔 No quiet hours
session-quiet-none-note = Reminders reach you at any hour again.
session-quiet-set = 🌙 Quiet hours set
session-wants-abandon = { $name } wants to abandon the game
session-already-agreed = You have already agreed to abandon the game
session-still-to-agree = Still to agree with /kilforth abandon: { $waiting }.
session-abandoned = The game is abandoned
session-abandoned-by = Abandoned by { $name }. Open a new one with /kilforth new.
session-abandoned-agreed = Abandoned by every player's agreement. Open a new one with /kilforth new.

# Autocomplete of /kilforth join.
session-race-choice = { $name } — { $attributes }, { $hp } HP, { $gold } Gold
session-class-choice = { $name } — { $bonuses }, talents: { $talents }
session-no-bonus = no bonus
session-attribute-value = { attribute } { $value }
session-saga-suits = suits the { $hero_class }
session-saga-first-game = first-game pairing
session-saga-notes = { $saga } ({ $notes })


# Refusals.
session-no-game = There is no game in this channel: open one with /kilforth new.
session-no-game-last = There is no game in this channel: open one with /kilforth new. The last one is { $status ->
        [lobby] still in its lobby
        [running] under way
        [finished] finished
       *[abandoned] abandoned
    }.
session-no-game-companions = There is no game in this channel: open one with /kilforth new (its companions option seats computer heroes).
session-no-game-abandon = There is no game in this channel to abandon.
session-solo-companions = A solo game has a single player and no computer companions: open a co-op or competitive game to play with them.
session-solo-new = A solo game has a single player and no computer companions: choose mode co-op or competitive to play with them.
session-companion-not-seated = Only a seated player, the player who opened the game or a moderator can seat a computer companion.
session-start-not-seated = Only a seated player, the player who opened the game or a moderator can start it.
session-abandon-not-seated = Only the game's players (or a moderator) can abandon it; in the lobby, the player who opened it.
session-already-started = The game has already started: nobody can join it now.
session-full = The game is full ({ $count ->
        [one] { $count } hero
       *[other] { $count } heroes
    }): no seat is left for a computer companion.
session-too-many = { $companions ->
        [one] { $companions } computer companion
       *[other] { $companions } computer companions
    } would leave no seat for you in a game of { $count ->
        [one] { $count } hero
       *[other] { $count } heroes
    }: a game has at most { $most } heroes. Ask for fewer companions or more heroes.
session-not-away = The autopilot is not playing your hero: /kilforth back ends an away (/kilforth away) or a moderator's autopilot.
session-quiet-options = Give all three of from, to and timezone (e.g. from 22:00 to 7:00 Europe/Paris), or none of them to have no quiet hours.
session-quiet-empty = Quiet hours must start and end at different times, e.g. from 22:00 to 7:00.
session-unknown-zone = '{ $zone }' is not a time zone I know: pick one of the suggestions, a name such as Europe/Paris or America/New_York.
session-not-text-channel = A game opens its own thread from a server's text channel: run /kilforth new thread:true there, or leave thread out to play here.
# /kilforth new thread:true where the bot may not open a thread; $permissions: the ones to
# grant, each said by discord-permission.
session-thread-permission = I may not open a thread in this channel. A moderator can give me { $permissions } in this channel's permissions (Edit Channel › Permissions, on my role); or leave thread out to play here.

# The language option of /kilforth new, for the command translator (commands/translator.py).
cmd-kilforth-new-opt-language = language
cmd-kilforth-new-opt-language-desc = The language of the game's messages (default: the server's, if French)
cmd-opt-language-choice-en = English
cmd-opt-language-choice-fr = Français

# A command sent from a direct message.
session-guild-only = Games are played in a server's channels: run this command there.
