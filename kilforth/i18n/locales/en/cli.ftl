# The command lines, `python -m kilforth` and `python bot.py` (kilforth/cli/words.py): the
# parsers declare the same English words, which a test pins; argparse's own words after them.

cli-desc = Gloom of Kilforth: the game engine's command line.
cli-content-help = work with content packs
cli-play-help = play a local hot-seat game in the terminal
cli-simulate-help = play many games between automatic players
cli-fit-evaluation-help = fit the search player's evaluation on simulated games
cli-render-help = draw pictures of a sample game
cli-bench-help = measure performance
cli-store-help = manage the game database

cli-content-check-help = validate a content pack and print how many cards it holds
cli-content-show-help = print cards in full, by id or name
cli-content-check-opt-path = the pack folder (default: the base pack)
cli-content-check-opt-lang = also check the pack's card names and flavour in this language (lang/LANG.toml)
cli-content-show-opt-cards = card ids or names (case-insensitive)
cli-content-show-opt-all = print every card of the pack
cli-content-show-opt-pack = the pack folder (default: the base pack)
cli-content-show-opt-lang = the language to print the cards in

cli-play-desc = Play Gloom of Kilforth at the terminal, on the bot's engine and database. Per-hero options (--name, --race, --class, --saga) apply to heroes in the order given.
cli-play-opt-db = database file (default: $KILFORTH_DB or ./kilforth.sqlite3, as the bot)
cli-play-opt-resume = continue the console game of session ID
cli-play-opt-list-games = list the saved console games: id, mode, heroes, day, status, last played
cli-play-opt-history = the finished console games, newest first (a page of ten)
cli-play-opt-stats = the records of the console games, and PLAYER's statistics
cli-play-opt-script = read the commands from FILE instead of the keyboard
cli-play-opt-dice = script the dice: these faces are rolled first, in order
cli-play-opt-seed = the game's random seed (default: a fresh one)
cli-play-opt-lang = the console's language: { $langs } (default: ${ $env }, else { $default_lang }); commands are understood in every language
cli-play-opt-heroes = heroes played at this terminal (1–{ $most_heroes })
cli-play-opt-companions = computer-controlled co-op heroes
cli-play-opt-level = how the companions play: { $levels } (default { $default_level }, the strongest that chooses within a Discord turn's time)
cli-level = { $level } (wins { $whole }.{ $tenth }% of solo games)
cli-play-opt-mode = default: solo for one hero, coop for several
cli-play-opt-first-game = no Ancient Ability cards and no Plots (R-SETUP-16 b)
cli-play-opt-name = a hero's name
cli-play-opt-race = a hero's Race (name or id)
cli-play-opt-hero-class = a hero's Class
cli-play-opt-saga = a hero's Saga
cli-error-hero-name = a hero's name has 1 to { $most } characters; this one has { $length }
cli-error-dice = dice are numbers from 1 to 6, separated by commas
cli-error-die-face = each die shows 1 to 6

cli-simulate-opt-games = how many games per mode and hero count (default 100)
cli-simulate-opt-mode = one or more modes, each reported on its own (default solo)
cli-simulate-opt-heroes = one or more hero counts, each reported on its own (default 1)
cli-simulate-opt-agent = the players (default heuristic)
cli-simulate-opt-seed = seed of the first game; game i uses seed + i
cli-simulate-opt-jobs = worker processes (default 1; this machine has { $cpus } CPUs)
cli-simulate-opt-pack = play with the content pack in DIR instead of the base pack (to balance it)
cli-simulate-opt-option = a rules option other than its default, e.g. night_choices=each_hero (repeatable; the options are the fields of kilforth/options.py)
cli-simulate-opt-json = print the figures as JSON: one object, or a list of them for several setups

cli-fit-evaluation-opt-games = games to play for it, over every mode (default 300)
cli-fit-evaluation-opt-seed = seed of the first game (default { $fit_seed }, far from the seeds balance runs use)
cli-fit-evaluation-opt-out = where to write the weights (default: the package's)

cli-render-map-help = the map picture of a seeded game played up to a Day
cli-render-recap-help = the recap picture of a seeded game played to its end
cli-render-events-help = the event lines of seeded games played to the end
cli-render-map-desc = Plays the seeded game between heuristic players up to the start of Day D (or its end, if it ends sooner) and writes the map picture.
cli-render-map-opt-day = play up to this Day (1–{ $last_day }, default 1)
cli-render-map-opt-seed = the game's seed, as in simulate
cli-render-map-opt-heroes = heroes in the game (default 4)
cli-render-map-opt-lang = the picture's language (default { $default_lang })
cli-render-map-opt-out = where to write the picture
cli-render-recap-desc = Plays the seeded game between heuristic players to its end and writes the recap picture: the chart over its Days, the final map and each hero's line.
cli-render-recap-opt-mode = the game's mode (default coop; one hero plays solo)
cli-render-recap-opt-seed = the game's seed, as in simulate
cli-render-recap-opt-heroes = heroes in the game (default 4)
cli-render-recap-opt-lang = the picture's language (default { $default_lang })
cli-render-recap-opt-out = where to write the picture
cli-render-events-desc = Plays N seeded co-operative games between heuristic players to their end (game i uses seed S + i) and prints every event line in the language asked for.
cli-render-events-opt-games = how many games (default 4)
cli-render-events-opt-seed = seed of the first game (default 0)
cli-render-events-opt-heroes = heroes in each game (default 2)
cli-render-events-opt-lang = the lines' language (default { $default_lang })
cli-render-events-opt-bare = only the lines naming a Region or Encounter without the article it needs, and their count (a language whose names carry their grammar: { $grammatical })

cli-bench-opt-target = what to measure
cli-bench-opt-sessions = store, bot: running games in the database (default 10,000)
cli-bench-opt-db = store: also measure 1, 2 and 4 processes sharing this database (a postgresql:// DSN or a SQLite file; it gets games named bench-…); with a DSN, every figure is measured on a new database of that server, dropped afterwards
cli-bench-opt-quick = store, bot: a small run, as a smoke test (400 games)
cli-bench-opt-games = engine: solo games played (default 40; a quarter as many four-hero games); search: games, one decision measured in each (default 12)
cli-bench-opt-mode = search: the games' mode (default coop)
cli-bench-opt-heroes = search: heroes per game (default 2)
cli-bench-opt-at = search: the decision measured in each game: the first turn from --day (default), the first the search player weighs, or the first with every Saga complete
cli-bench-opt-day = search: with --at=day, the Day (default 10)
cli-bench-opt-samples = search: re-dealt samples per candidate (default 30)
cli-bench-opt-states = render: mid-game four-hero states drawn (default 8)
cli-bench-opt-pictures = render: pictures timed per state (default 10)

cli-store-copy-help = copy every game, log, snapshot and timer to another database; resumable, and each game verified by replaying it there
cli-store-copy-opt-source = a SQLite file (or sqlite:///PATH) or postgresql://…
cli-store-copy-opt-destination = a SQLite file (or sqlite:///PATH) or postgresql://…

bot-desc = Run the Gloom of Kilforth Discord bot.
bot-opt-sync = register the slash commands with Discord at start-up (on KILFORTH_DEV_GUILD if set)
bot-opt-env-file = settings file (default: .env)

argparse-usage = usage:
argparse-positionals = positional arguments
argparse-options = options
argparse-help = show this help message and exit
argparse-error = %(prog)s: error: %(message)s
argparse-argument = argument %(argument_name)s: %(message)s
argparse-required = the following arguments are required: %s
argparse-one-required = one of the arguments %s is required
argparse-unrecognized = unrecognized arguments: %s
argparse-not-allowed-with = not allowed with argument %s
argparse-ignored-argument = ignored explicit argument %r
argparse-expected-one = expected one argument
argparse-expected-at-most-one = expected at most one argument
argparse-expected-at-least-one = expected at least one argument
argparse-expected-arguments = { $count ->
        [one] expected %s argument
       *[other] expected %s arguments
    }
argparse-ambiguous = ambiguous option: %(option)s could match %(matches)s
argparse-unexpected-option = unexpected option string: %s
argparse-invalid-value = invalid %(type)s value: %(value)r
argparse-invalid-choice = invalid choice: %(value)r (choose from %(choices)s)
argparse-cannot-open = can't open '%(filename)s': %(error)s
