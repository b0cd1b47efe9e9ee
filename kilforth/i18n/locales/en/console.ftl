# The local console (kilforth/console.py): its help, its refusals of a typed line, setting up
# and listing games.

# The words a player types. Both languages' words are accepted, whatever the console speaks.
console-word-move = move
console-word-confront = confront
console-word-search = search
console-word-hide = hide
console-word-rest = rest
console-word-clear = clear
console-word-discover = discover
console-word-trade = trade
console-word-feat = feat
console-word-camp = camp
console-word-assault = assault
console-word-overcome = overcome
console-word-resolve = resolve
console-word-team-up = team-up
console-word-exchange = exchange
console-word-use = use
console-word-unhide = unhide
console-word-map = map
console-word-look = look
console-word-hero = hero
console-word-card = card
console-word-log = log
console-word-rules = rules
console-word-help = help
console-word-quit = quit
console-word-buy = buy
console-word-sell = sell
console-word-heal = heal
console-word-give = give
console-word-take = take
console-word-gold = gold
console-word-hostile = hostile
console-word-prefs = prefs
console-word-on = on
console-word-off = off

console-help =
    Actions (1 AP each):
      move <region>       confront <encounter> [attribute | hostile]
      search · hide · rest · clear [plot] · discover <card>
      trade buy <ally|item|spell|title> · trade sell <card>, <card>…
      trade heal <n> [hero]
      (several in one trade, made in the order written: trade buy item sell <card>)
      feat [attribute]    (completes your Chapter, or attempts the Finale)
    Gifts (free): assault [ancient] · overcome <encounter> · resolve <card>
      team-up <hero>…
      exchange <hero> give <n gold | card>, … take <n gold | card>, …
    Other: camp · use <card> · unhide · prefs <preference> on|off
    Console: map · look [region] · hero [name] · card <name> · log [n]
      rules [topic] · help · quit
    A question is answered with the number of an option. Names or ids, in any case.

# What a name is looked up among, as a refusal says it ("'x' is not a Region").
console-scope-region = a Region
console-scope-attribute = an attribute
console-scope-deck = a Reward deck
console-scope-hero = a hero in this game
console-scope-topic = a rules topic
console-scope-confront = an Encounter in your Region
console-scope-discover = a Rumour in your hand
console-scope-resolve = a card of yours with a Gift
console-scope-use = a card of yours with an ability to use
console-scope-clear = an Obstacle or Plot in your Region
console-scope-assault = an Ancient on the Map
console-scope-trade = a card you can sell
console-scope-holdings = a card { $hero } holds{ $secret ->
        [yes] {" "}in play
       *[no] {""}
    }
console-scope-free = a free { $what ->
        [race] Race
        [class] Class
       *[saga] Saga
    }
console-scope-pick = a { $what ->
        [race] Race
        [class] Class
       *[saga] Saga
    }
console-obstacle = Obstacle

console-ambiguous = '{ $raw }' could be { $names }: say which.
console-not-in-scope = '{ $raw }' is not { $what }. { $known ->
        [none] There is none now.
       *[some] You can name: { $names }.
    }
console-type-command = Type a command, or 'help'.
console-line-too-long = That line is { $length } characters long: no command needs more than { $most }. Type 'help' for the commands.
console-bare-command = '{ $command }' takes nothing after it, so '{ $rest }' was not played: type '{ $command }' alone.
console-unknown-command = Unknown command '{ $word }'. Type 'help' for the list.
console-cannot-play = '{ $line }' cannot be played: { $details }.
console-invalid-part = { $field } is not something this command takes
console-out-of-bounds = { $field } must be { $bound ->
        [gt] more than
        [ge] at least
        [lt] less than
       *[le] at most
    } { $limit }
console-no-question = There is no question to answer: type a command.
console-no-hero = You have no hero in this game.
console-open-question = Answer the open question with a number from 1 to { $count }:
console-one-number = '{ $answer }' is not an answer: type one number alone, from 1 to { $count }.
console-given-twice = '{ $word }' is given twice.
console-start-with = Start with one of: { $words }.
console-usage = Usage: { $usage ->
        [move] move <region>
        [discover] discover <card>
        [overcome] overcome <encounter>
        [resolve] resolve <card>
        [use] use <card>
        [confront] confront <encounter> [attribute | hostile]
        [trade] trade buy <deck> | trade sell <card>… | trade heal <n> [hero]
        [trade-buy] trade buy <ally|item|spell|title>
        [trade-heal] trade heal <n> [hero]
        [team-up] team-up <hero>, …
        [prefs] prefs <fight-to-the-end | camp-without-ap | skip-gift-windows> <on | off>
       *[exchange] exchange <hero> give <n gold | card>, … take <n gold | card>, …
    }
console-name-a-card = Name a card: card <name>.
console-no-such-card = There is no card '{ $name }' you can see: your hand, the Map, offers, discards and heroes' cards.

# Choosing the heroes of a new game at the terminal.
console-pick-hero = Hero { $number } (press Enter for the suggestion in brackets).
console-pick-list = { $what ->
        [race] Races
        [class] Classes
       *[saga] Sagas
    }: { $names }
console-pick-heading = { $what ->
        [race] Races
       *[class] Classes
    }:
console-pick-ask = { $what ->
        [race] Race
        [class] Class
       *[saga] Saga
    } [{ $default }]:{" "}

console-stuck = Nobody can act: the game is stuck. It stays saved as session { $session }.
console-saved = Game saved (session { $session }). Resume it with:
console-game-over = Game over on day { $day }: { $outcome }. { $reason }
console-not-started = Set-up cancelled: no game was created.
console-solo-companions = A solo game has a single player: computer companions need --mode coop or competitive.
console-hero-count = A game has 1 to { $most } heroes; { $count } were asked for.
console-mode = { $mode ->
        [solo] solo
        [coop] coop
       *[competitive] competitive
    }
console-new-game = New { $mode ->
        [solo] solo
        [coop] coop
       *[competitive] competitive
    } game, session { $session }, seed { $seed }. Type 'help' for the commands.
console-no-games = No console game is saved in { $location }. Start one with:
console-list-header = id|mode|heroes|day|status|last played
console-status = { $status ->
        [lobby] lobby
        [running] running
        [finished] finished
       *[abandoned] abandoned
    }
console-resume-latest = Resume the latest with:
console-discord-game = Session { $session } is a Discord game (channel { $channel }), not a console one.
console-session-status = Session { $session } is { $status ->
        [lobby] lobby
        [running] running
        [finished] finished
       *[abandoned] abandoned
    }.
console-resuming = Resuming session { $session } (day { $day }). Type 'help' for the commands.
console-rules-topic = { $title }
    { $text }

# The console's games remembered (kilforth/console_records.py): `play --history`, `play
# --stats` and the recap picture written when a game ends.
console-history-title = The finished console games, newest first:
console-stats-title = { $player }'s console games:
console-records = The records of the console games:
console-recap = The recap picture of the game is in { $path }
console-recap-failed = The recap picture could not be written to { $path }: { $reason }

## Starting the bot (bot.py), in the language of KILFORTH_LANG

startup-no-token = No DISCORD_TOKEN is set, so the bot cannot connect to Discord.

    To get a token:
      1. Open the Discord developer portal (https://discord.com/developers/applications).
      2. New Application -> give it a name -> Bot -> Reset Token, and copy the token.
      3. Put it in the settings file { $env_file }:   DISCORD_TOKEN=your-token
         (.env.example lists every setting.)
      4. Invite the bot with the "bot" and "applications.commands" scopes, then run
         { $sync } once so the slash commands are registered.

    To play without Discord, run the local console:   { $console }
startup-unknown-setting = Ignoring { $name }: it is not a setting of this bot (they are { $names }; see .env.example).
startup-no-console = The local console is not available in this version.
startup-invalid-settings = Invalid settings:
settings-problem = { $setting }: { $reason }
settings-not-utf8 = { $file } is not UTF-8 text: save it as UTF-8
settings-one-of = should be one of { $expected }
settings-whole-number = should be a whole number
settings-at-least = should be greater than or equal to { $ge }
settings-more-than = should be greater than { $gt }
settings-language = the bot speaks { $langs } and { $last }, not '{ $code }'
settings-shards-form = '{ $value }' is not a shard range: write FIRST-LAST/COUNT, for example 0-7/32 for shards 0 to 7 of 32
settings-shards-backwards = the range { $range } starts after it ends: write the lower shard first
settings-shards-past = the range { $range } goes past the last shard, { $last } (shards are numbered from 0)
startup-discord-5xx = Discord kept answering { $status } { $reason } as the bot logged in, for { $tries } tries over about { $minutes } minutes: trouble on Discord's side. Check Discord's status page (https://discordstatus.com), then start the bot again.
startup-token-refused = Discord refused the token: check DISCORD_TOKEN (Bot -> Reset Token).
startup-token-refused-4004 = Discord closed the connection because it refused the token (4004): check DISCORD_TOKEN (Bot -> Reset Token).
startup-connection-closed = Discord closed the connection ({ $code } { $reason }): check Discord's status page, then start the bot again.
startup-unreachable = Could not reach Discord ({ $error }): check the network connection, DNS and any proxy or firewall.

# `log [n]`: the last event lines of the game, read again.
console-hero-status = { $hero }: { $status }
console-log-usage = '{ $arg }' is not a number of lines: type 'log' for the last 20, or 'log 50'.
console-log-empty = Nothing has happened in this game yet.
console-bonus-ap = (+{ $count } AP for { $action } only.)
console-event-card = Event: { $does }
console-buys-nothing = You would have { $gold } Gold for the purchase, and no { $deck } costs less than { $cheapest }: this Trade would draw three cards, buy none and discard them, for 1 AP (R-ACT-TRADE-4). Type it again to Trade anyway.
