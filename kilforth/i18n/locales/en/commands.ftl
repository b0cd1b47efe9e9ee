# The names and descriptions of the commands, their options and choices, as Discord shows
# them (commands/translator.py). The command tree declares the same English words, which a
# test pins, so this file is the reference a translator works from.

cmd-move = move
cmd-move-desc = Move to an adjacent Region, or along a shortcut (1 AP)
cmd-move-opt-region = region
cmd-move-opt-region-desc = Where to go

cmd-clear = clear
cmd-clear-desc = Remove an Obstacle here, or defeat a Plot (1 AP)
cmd-clear-opt-target = target
cmd-clear-opt-target-desc = An Obstacle or a Plot here (default: an Obstacle)

cmd-search = search
cmd-search-desc = Draw an Encounter here (1 AP)

cmd-hide = hide
cmd-hide-desc = Try to become Hidden (1 AP)

cmd-confront = confront
cmd-confront-desc = Test an Encounter here to defeat it (1 AP)
cmd-confront-opt-encounter = encounter
cmd-confront-opt-encounter-desc = An Encounter in your Region
cmd-confront-opt-attribute = attribute
cmd-confront-opt-attribute-desc = The attribute you test (the Encounter must show a value for it)
cmd-confront-opt-hostile = hostile
cmd-confront-opt-hostile-desc = Turn a Stranger hostile and fight it instead

cmd-rest = rest
cmd-rest-desc = Regain Health (1 AP)

cmd-discover = discover
cmd-discover-desc = Turn a Rumour into an Asset at its Region (1 AP)
cmd-discover-opt-card = card
cmd-discover-opt-card-desc = A Rumour you can discover here

cmd-trade = trade
cmd-trade-desc = Sell, heal and buy in the City (1 AP)
cmd-trade-opt-sell = sell
cmd-trade-opt-sell-desc = A Rumour or Asset to sell for half its Gold
cmd-trade-opt-sell2 = sell2
cmd-trade-opt-sell2-desc = Another card to sell
cmd-trade-opt-sell3 = sell3
cmd-trade-opt-sell3-desc = A third card to sell
cmd-trade-opt-heal = heal
cmd-trade-opt-heal-desc = Health to buy for yourself, 1 Gold each
cmd-trade-opt-companion = companion
cmd-trade-opt-companion-desc = Another hero here to buy Health for
cmd-trade-opt-companion_heal = companion_heal
cmd-trade-opt-companion_heal-desc = Health to buy for that hero, 1 Gold each
cmd-trade-opt-buy = buy
cmd-trade-opt-buy-desc = A Reward deck to buy a card from (you choose among its top 3)
cmd-opt-buy-choice-ally = Ally
cmd-opt-buy-choice-item = Item
cmd-opt-buy-choice-spell = Spell
cmd-opt-buy-choice-title = Title
cmd-trade-opt-order = order
cmd-trade-opt-order-desc = The order of the options (usually sell, then heal, then buy)
cmd-opt-order-choice-sell-heal-buy = Sell, then heal, then buy
cmd-opt-order-choice-sell-buy-heal = Sell, then buy, then heal
cmd-opt-order-choice-heal-sell-buy = Heal, then sell, then buy
cmd-opt-order-choice-heal-buy-sell = Heal, then buy, then sell
cmd-opt-order-choice-buy-sell-heal = Buy, then sell, then heal
cmd-opt-order-choice-buy-heal-sell = Buy, then heal, then sell

cmd-feat = feat
cmd-feat-desc = Complete your Saga's Chapter, or attempt its Finale (1 AP)

cmd-camp = camp
cmd-camp-desc = Make camp: end your day

cmd-use = use
cmd-use-desc = Use an activated ability of one of your cards
cmd-use-opt-card = card
cmd-use-opt-card-desc = Your Race, Class, a Talent or an Asset

cmd-unhide = unhide
cmd-unhide-desc = Give up Hidden (any time)
cmd-unhide-opt-hero = hero
cmd-unhide-opt-hero-desc = Which of your heroes (solo with several heroes)

cmd-prefs = prefs
cmd-prefs-desc = Standing answers, so the game asks you less
cmd-prefs-opt-fight_to_the_end = fight_to_the_end
cmd-prefs-opt-fight_to_the_end-desc = Keep battling without being asked whether to flee
cmd-prefs-opt-loot = loot
cmd-prefs-opt-loot-desc = When a Loot token is offered: ask, always take Gold, or always take the token
cmd-opt-loot-choice-ask = Ask me
cmd-opt-loot-choice-gold = Always Gold
cmd-opt-loot-choice-token = Always the token
cmd-prefs-opt-rumour = rumour
cmd-prefs-opt-rumour-desc = After a Confront: ask, always keep the Encounter as a Rumour, or always draw
cmd-opt-rumour-choice-ask = Ask me
cmd-opt-rumour-choice-keep = Always keep
cmd-opt-rumour-choice-draw = Always draw
cmd-prefs-opt-fate = fate
cmd-prefs-opt-fate-desc = When to be offered Fate: whenever it changes the outcome, only to complete a test, never
cmd-opt-fate-choice-ask = Ask me
cmd-opt-fate-choice-to_complete = Only to complete a test
cmd-opt-fate-choice-never = Never offer
cmd-prefs-opt-camp_without_ap = camp_without_ap
cmd-prefs-opt-camp_without_ap-desc = Make Camp at once on a turn that starts at 0 AP, even if a Gift is possible
cmd-prefs-opt-skip_gift_windows = skip_gift_windows
cmd-prefs-opt-skip_gift_windows-desc = Never pause for Gifts before an Engagement or between Battle rounds
cmd-prefs-opt-hero = hero
cmd-prefs-opt-hero-desc = Which of your heroes (solo with several heroes)

cmd-kilforth-admin = kilforth-admin
cmd-kilforth-admin-desc = Moderate this channel's Kilforth game

cmd-kilforth-admin-inspect = inspect
cmd-kilforth-admin-inspect-desc = Show this channel's game: session, players, last commands and an integrity check

cmd-kilforth-admin-reset = reset
cmd-kilforth-admin-reset-desc = End this channel's game so a new one can start (asks to confirm)

cmd-kilforth-admin-undo = undo
cmd-kilforth-admin-undo-desc = Take back the last commands of this channel's game
cmd-kilforth-admin-undo-opt-count = count
cmd-kilforth-admin-undo-opt-count-desc = How many commands to take back (1 to 20, default 1)

cmd-kilforth-admin-skip = skip
cmd-kilforth-admin-skip-desc = Make the active hero camp, ending their turn

cmd-kilforth-admin-autopilot = autopilot
cmd-kilforth-admin-autopilot-desc = Hand a player's hero to the computer, or give it back
cmd-kilforth-admin-autopilot-opt-player = player
cmd-kilforth-admin-autopilot-opt-player-desc = The player whose hero to hand over or give back
cmd-kilforth-admin-autopilot-opt-setting = setting
cmd-kilforth-admin-autopilot-opt-setting-desc = on: the computer plays their hero; off: they play it again
cmd-opt-setting-choice-on = on
cmd-opt-setting-choice-off = off

cmd-kilforth-admin-clock = clock
cmd-kilforth-admin-clock-desc = Change this game's turn clock (it starts again from now)
cmd-kilforth-admin-clock-opt-hours = hours
cmd-kilforth-admin-clock-opt-hours-desc = Hours a player has to act before reminders; 0 for no clock
cmd-kilforth-admin-clock-opt-on_timeout = on_timeout
cmd-kilforth-admin-clock-opt-on_timeout-desc = What happens when a player's time runs out
cmd-kilforth-admin-language = language
cmd-kilforth-admin-language-desc = Change the language of this channel's game
cmd-kilforth-admin-language-opt-language = language
cmd-kilforth-admin-language-opt-language-desc = The language of the game's messages from now on
cmd-opt-on_timeout-choice-remind = Only remind the player
cmd-opt-on_timeout-choice-skip = The hero makes camp
cmd-opt-on_timeout-choice-autopilot = The autopilot plays the turn

cmd-kilforth-admin-kick = kick
cmd-kilforth-admin-kick-desc = Remove a player's seat from this channel's lobby
cmd-kilforth-admin-kick-opt-player = player
cmd-kilforth-admin-kick-opt-player-desc = The player whose seat to remove

cmd-kilforth-admin-replace = replace
cmd-kilforth-admin-replace-desc = Hand a player's seat and hero to someone else
cmd-kilforth-admin-replace-opt-player = player
cmd-kilforth-admin-replace-opt-player-desc = The player who leaves
cmd-kilforth-admin-replace-opt-new_player = new_player
cmd-kilforth-admin-replace-opt-new_player-desc = Who takes their place

cmd-kilforth-admin-export = export
cmd-kilforth-admin-export-desc = This channel's game as a compressed JSON file

cmd-kilforth-admin-import = import
cmd-kilforth-admin-import-desc = Bring back a game exported with /kilforth-admin export
cmd-kilforth-admin-import-opt-file = file
cmd-kilforth-admin-import-opt-file-desc = A .json.gz file made by /kilforth-admin export (or an older .json one)

cmd-kilforth-admin-check = check
cmd-kilforth-admin-check-desc = Replay this channel's game from its seed and log, and compare with what is stored

cmd-gift = gift
cmd-gift-desc = Gifts: free deeds during your turn

cmd-gift-assault = assault
cmd-gift-assault-desc = Attack an Ancient in your Region
cmd-gift-assault-opt-ancient = ancient
cmd-gift-assault-opt-ancient-desc = The Ancient (default: the one here)

cmd-gift-exchange = exchange
cmd-gift-exchange-desc = Give and take Gold and cards with a hero here
cmd-gift-exchange-opt-with = with
cmd-gift-exchange-opt-with-desc = The other hero (they must agree)
cmd-gift-exchange-opt-give_gold = give_gold
cmd-gift-exchange-opt-give_gold-desc = Gold you give
cmd-gift-exchange-opt-give_card = give_card
cmd-gift-exchange-opt-give_card-desc = A card you give
cmd-gift-exchange-opt-take_gold = take_gold
cmd-gift-exchange-opt-take_gold-desc = Gold you take
cmd-gift-exchange-opt-take_card = take_card
cmd-gift-exchange-opt-take_card-desc = A card you take

cmd-gift-overcome = overcome
cmd-gift-overcome-desc = Defeat an Encounter here through its Weakness
cmd-gift-overcome-opt-encounter = encounter
cmd-gift-overcome-opt-encounter-desc = An Encounter in your Region

cmd-gift-resolve = resolve
cmd-gift-resolve-desc = Use the Gift ability of an Asset or a Loot token
cmd-gift-resolve-opt-card = card
cmd-gift-resolve-opt-card-desc = Your Asset or Loot token

cmd-gift-team-up = team-up
cmd-gift-team-up-desc = Form a team with heroes here (they must agree)
cmd-gift-team-up-opt-hero = hero
cmd-gift-team-up-opt-hero-desc = A hero in your Region
cmd-gift-team-up-opt-second = second
cmd-gift-team-up-opt-second-desc = Another one
cmd-gift-team-up-opt-third = third
cmd-gift-team-up-opt-third-desc = And another

cmd-map = map
cmd-map-desc = The map of this channel's game

cmd-hero = hero
cmd-hero-desc = A hero sheet
cmd-hero-opt-player = player
cmd-hero-opt-player-desc = Whose heroes (default: yours)

cmd-hand = hand
cmd-hand-desc = Your Rumours, Assets and Loot, with what each does (only you see this)

cmd-card = card
cmd-card-desc = A card in full: what it does, its keywords and Gold (only you see this)
cmd-card-opt-name = name
cmd-card-opt-name-desc = A card you can see: your hand, the Map, offers, discards, heroes' cards

cmd-log = log
cmd-log-desc = What happened since your last turn (only you see this)
cmd-log-opt-last = last
cmd-log-opt-last-desc = Show the last N entries instead
cmd-log-opt-since = since
cmd-log-opt-since-desc = Summed up Day by Day since when (default: your last turn)
cmd-opt-since-choice-last-turn = Your last turn
cmd-opt-since-choice-start = The game's start

cmd-rules = rules
cmd-rules-desc = A short explanation of a rule
cmd-rules-opt-topic = topic
cmd-rules-opt-topic-desc = What to explain
cmd-opt-topic-choice-day = A day and a turn
cmd-opt-topic-choice-ap = HP and AP
cmd-opt-topic-choice-camp = Making camp
cmd-opt-topic-choice-move = Move
cmd-opt-topic-choice-search = Search
cmd-opt-topic-choice-confront = Confront
cmd-opt-topic-choice-strangers = Strangers
cmd-opt-topic-choice-tests = Tests and dice
cmd-opt-topic-choice-rewards = Rewards
cmd-opt-topic-choice-limit = Limit of Six
cmd-opt-topic-choice-discover = Discover
cmd-opt-topic-choice-trade = Trade
cmd-opt-topic-choice-feat = Feat and your Saga
cmd-opt-topic-choice-engagement = Engagements
cmd-opt-topic-choice-battle = Battle
cmd-opt-topic-choice-defeat = Being defeated
cmd-opt-topic-choice-hidden = Hidden
cmd-opt-topic-choice-gifts = Gifts
cmd-opt-topic-choice-team = Team Up
cmd-opt-topic-choice-night = Night
cmd-opt-topic-choice-ancients = Ancients and Assault
cmd-opt-topic-choice-winning = Winning

cmd-help = help
cmd-help-desc = The bot's commands

cmd-kilforth = kilforth
cmd-kilforth-desc = Set up and manage this channel's game

cmd-kilforth-new = new
cmd-kilforth-new-desc = Open a new game in this channel
cmd-kilforth-new-opt-mode = mode
cmd-kilforth-new-opt-mode-desc = Solo (you play every hero), co-op (all win or lose together) or competitive
cmd-opt-mode-choice-solo = Solo
cmd-opt-mode-choice-coop = Coop
cmd-opt-mode-choice-competitive = Competitive
cmd-kilforth-new-opt-heroes = heroes
cmd-kilforth-new-opt-heroes-desc = How many heroes (1-4); default 1 in solo, else 2
cmd-kilforth-new-opt-first_game = first_game
cmd-kilforth-new-opt-first_game-desc = First game: no Ancient Ability cards and no Plots (R-SETUP-16)
cmd-kilforth-new-opt-beginner_successes = beginner_successes
cmd-kilforth-new-opt-beginner_successes-desc = Beginner variant: 4s count as successes too (R-TEST-5)
cmd-kilforth-new-opt-auto_evasion = auto_evasion
cmd-kilforth-new-opt-auto_evasion-desc = Heroes slip past foes automatically when they may (R-ENG-EVA-5)
cmd-kilforth-new-opt-sagas = sagas
cmd-kilforth-new-opt-sagas-desc = How heroes without a chosen Saga get one
cmd-opt-sagas-choice-choose = Each player chooses
cmd-opt-sagas-choice-match_class = The class's suggested Saga
cmd-opt-sagas-choice-random = At random
cmd-kilforth-new-opt-companions = companions
cmd-kilforth-new-opt-companions-desc = Computer-controlled heroes seated at once (co-op and competitive)
cmd-kilforth-new-opt-level = level
cmd-kilforth-new-opt-level-desc = How the computer companions play
cmd-opt-level-choice-heuristic = Heuristic: wins 46.7% of solo games
cmd-opt-level-choice-search = Search: wins 55.7% of solo games
cmd-kilforth-new-opt-thread = thread
cmd-kilforth-new-opt-thread-desc = Open the game in a new thread of this channel, named after the game
cmd-kilforth-new-opt-clock_hours = clock_hours
cmd-kilforth-new-opt-clock_hours-desc = Hours a player has to act before reminders; 0 for no clock (default 24)
cmd-kilforth-new-opt-on_timeout = on_timeout
cmd-kilforth-new-opt-on_timeout-desc = What happens when a player's time runs out (default: only reminders)

cmd-kilforth-join = join
cmd-kilforth-join-desc = Take a seat with a hero
cmd-kilforth-join-opt-race = race
cmd-kilforth-join-opt-race-desc = Your hero's Race
cmd-kilforth-join-opt-class = class
cmd-kilforth-join-opt-class-desc = Your hero's Class
cmd-kilforth-join-opt-saga = saga
cmd-kilforth-join-opt-saga-desc = Your Saga (leave empty to follow the game's option)
cmd-kilforth-join-opt-reward = reward
cmd-kilforth-join-opt-reward-desc = The deck your starting Reward comes from (asked later if empty)
cmd-opt-reward-choice-ally = Ally
cmd-opt-reward-choice-item = Item
cmd-opt-reward-choice-spell = Spell
cmd-opt-reward-choice-title = Title
cmd-kilforth-join-opt-name = name
cmd-kilforth-join-opt-name-desc = Your hero's name (default: your name here)
cmd-kilforth-join-opt-computer = computer
cmd-kilforth-join-opt-computer-desc = Seat this hero for a computer companion instead of yourself
cmd-kilforth-join-opt-level = level
cmd-kilforth-join-opt-level-desc = How the computer companion plays

cmd-kilforth-leave = leave
cmd-kilforth-leave-desc = Give up your seat before the game starts
cmd-kilforth-leave-opt-name = name
cmd-kilforth-leave-opt-name-desc = In solo, which of your heroes to remove (default: all)

cmd-kilforth-start = start
cmd-kilforth-start-desc = Deal the game once every seat is taken

cmd-kilforth-away = away
cmd-kilforth-away-desc = Hand your hero to the autopilot while you are away
cmd-kilforth-away-opt-days = days
cmd-kilforth-away-opt-days-desc = How many days you are away (empty: until /kilforth back)

cmd-kilforth-back = back
cmd-kilforth-back-desc = Take your hero back from the autopilot

cmd-kilforth-status = status
cmd-kilforth-status-desc = Where this channel's game stands

cmd-kilforth-recap = recap
cmd-kilforth-recap-desc = The recap picture of a game (only you see this)
cmd-kilforth-recap-opt-game = game
cmd-kilforth-recap-opt-game-desc = Which of this server's games (default: this channel's latest)

cmd-kilforth-replay = replay
cmd-kilforth-replay-desc = The map and the Night at a Day's Dawn (only you see this)
cmd-kilforth-replay-opt-day = day
cmd-kilforth-replay-opt-day-desc = Which Day of the game
cmd-kilforth-replay-opt-game = game
cmd-kilforth-replay-opt-game-desc = Which of this server's games (default: this channel's latest)

cmd-kilforth-history = history
cmd-kilforth-history-desc = This server's finished games, newest first (only you see this)
cmd-kilforth-history-opt-page = page
cmd-kilforth-history-opt-page-desc = Which page (default: the first, the newest games)
cmd-kilforth-stats = stats
cmd-kilforth-stats-desc = A player's games on this server, and the server's records (only you see this)
cmd-kilforth-stats-opt-player = player
cmd-kilforth-stats-opt-player-desc = Whose (default: yours)

cmd-kilforth-quiet = quiet
cmd-kilforth-quiet-desc = Hours when reminders wait, in every game (no options: none)
cmd-kilforth-quiet-opt-from = from
cmd-kilforth-quiet-opt-from-desc = When your quiet hours begin, e.g. 22:00
cmd-kilforth-quiet-opt-to = to
cmd-kilforth-quiet-opt-to-desc = When they end, e.g. 7:30
cmd-kilforth-quiet-opt-timezone = timezone
cmd-kilforth-quiet-opt-timezone-desc = Your time zone, e.g. Europe/Paris

cmd-kilforth-abandon = abandon
cmd-kilforth-abandon-desc = End this game without a result (every player must agree)
cmd-look = look
cmd-look-desc = What stands in a Region: Encounters, Plots, Obstacles, heroes (only you see this)
cmd-look-opt-region = region
cmd-look-opt-region-desc = Any Region of the Map
