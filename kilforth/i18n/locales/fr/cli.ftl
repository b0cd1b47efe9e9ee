# Les lignes de commande, `python -m kilforth` et `python bot.py` (kilforth/cli/words.py),
# puis les mots d'argparse lui-même. Une aide dit ce que fait l'option, à l'infinitif ou en
# groupe nominal ; les noms d'options, de fichiers et de variables restent tels quels.

cli-desc = L'Ombre de Kilforth : la ligne de commande du moteur de jeu.
cli-content-help = travailler sur les paquets de contenu
cli-play-help = jouer une partie locale à tour de rôle dans le terminal
cli-simulate-help = faire jouer de nombreuses parties entre joueurs automatiques
cli-fit-evaluation-help = ajuster l'évaluation du joueur par recherche sur des parties simulées
cli-render-help = dessiner les images d'une partie d'exemple
cli-bench-help = mesurer les performances
cli-store-help = gérer la base de données des parties

cli-content-check-help = valider un paquet de contenu et afficher le nombre de ses cartes
cli-content-show-help = afficher des cartes en entier, par identifiant ou par nom
cli-content-check-opt-path = le dossier du paquet (par défaut : le paquet de base)
cli-content-check-opt-lang = vérifier aussi les noms et les textes d'ambiance des cartes dans cette langue (lang/LANG.toml)
cli-content-show-opt-cards = identifiants ou noms de cartes (majuscules indifférentes)
cli-content-show-opt-all = afficher toutes les cartes du paquet
cli-content-show-opt-pack = le dossier du paquet (par défaut : le paquet de base)
cli-content-show-opt-lang = la langue dans laquelle afficher les cartes

cli-play-desc = Jouez à L'Ombre de Kilforth dans le terminal, avec le moteur et la base de données du bot. Les options propres à un héros (--name, --race, --class, --saga) s'appliquent aux héros dans l'ordre où elles sont données.
cli-play-opt-db = le fichier de la base de données (par défaut : $KILFORTH_DB, sinon ./kilforth.sqlite3, comme le bot)
cli-play-opt-resume = reprendre la partie de console de la session ID
cli-play-opt-list-games = lister les parties de console enregistrées : numéro, mode, héros, jour, état, dernière partie jouée
cli-play-opt-history = les parties de console terminées, des plus récentes aux plus anciennes (dix par page)
cli-play-opt-stats = les records des parties de console, et les statistiques de PLAYER
cli-play-opt-script = lire les commandes dans FILE plutôt qu'au clavier
cli-play-opt-dice = imposer les dés : ces faces sortent d'abord, dans l'ordre
cli-play-opt-seed = la graine aléatoire de la partie (par défaut : une nouvelle)
cli-play-opt-lang = la langue de la console : { $langs } (par défaut : ${ $env }, sinon { $default_lang }) ; les commandes sont comprises dans toutes les langues
cli-play-opt-heroes = les héros joués à ce terminal (de 1 à { $most_heroes })
cli-play-opt-companions = les héros coopératifs joués par l'ordinateur
cli-play-opt-level = comment jouent les compagnons : { $levels } (par défaut { $default_level }, le plus fort de ceux qui choisissent dans le temps d'un tour sur Discord)
cli-level = { $level } (gagne { $whole },{ $tenth } % des parties en solo)
cli-play-opt-mode = par défaut : solo pour un héros, coop pour plusieurs
cli-play-opt-first-game = sans cartes Capacité d'Ancien ni Intrigues (R-SETUP-16 b)
cli-play-opt-name = le nom d'un héros
cli-play-opt-race = la Race d'un héros (son nom ou son identifiant ; au féminin pour une héroïne : « elfe noire »)
cli-play-opt-hero-class = la Classe d'un héros (au féminin pour une héroïne : « sorcière »)
cli-play-opt-saga = la Saga d'un héros
cli-error-hero-name = le nom d'un héros compte de 1 à { $most } caractères ; celui-ci en compte { $length }
cli-error-dice = les dés sont des nombres de 1 à 6, séparés par des virgules
cli-error-die-face = un dé montre une face de 1 à 6

cli-simulate-opt-games = le nombre de parties par mode et par nombre de héros (par défaut 100)
cli-simulate-opt-mode = un ou plusieurs modes, chacun dans son propre rapport (par défaut solo)
cli-simulate-opt-heroes = un ou plusieurs nombres de héros, chacun dans son propre rapport (par défaut 1)
cli-simulate-opt-agent = les joueurs (par défaut heuristic)
cli-simulate-opt-seed = la graine de la première partie ; la partie i prend la graine + i
cli-simulate-opt-jobs = les processus de travail (par défaut 1 ; cette machine a { $cpus } processeurs)
cli-simulate-opt-pack = jouer avec le paquet de contenu du dossier DIR plutôt qu'avec le paquet de base (pour l'équilibrer)
cli-simulate-opt-option = une option de règles autre que sa valeur par défaut, par exemple night_choices=each_hero (répétable ; les options sont les champs de kilforth/options.py)
cli-simulate-opt-json = afficher les chiffres en JSON : un objet, ou une liste d'objets pour plusieurs configurations

cli-fit-evaluation-opt-games = le nombre de parties à jouer pour cela, dans tous les modes (par défaut 300)
cli-fit-evaluation-opt-seed = la graine de la première partie (par défaut { $fit_seed }, loin des graines des mesures d'équilibre)
cli-fit-evaluation-opt-out = où écrire les poids (par défaut : ceux du paquet Python)

cli-render-map-help = l'image de la carte d'une partie à graine, jouée jusqu'à un Jour
cli-render-recap-help = l'image du récapitulatif d'une partie à graine, jouée jusqu'au bout
cli-render-events-help = les lignes d'événements de parties à graine, jouées jusqu'au bout
cli-render-map-desc = Fait jouer la partie de cette graine par des joueurs heuristiques jusqu'au début du Jour D (ou jusqu'à sa fin, si elle finit avant) et écrit l'image de la carte.
cli-render-map-opt-day = jouer jusqu'à ce Jour (de 1 à { $last_day }, par défaut 1)
cli-render-map-opt-seed = la graine de la partie, comme pour simulate
cli-render-map-opt-heroes = les héros de la partie (par défaut 4)
cli-render-map-opt-lang = la langue de l'image (par défaut { $default_lang })
cli-render-map-opt-out = où écrire l'image
cli-render-recap-desc = Fait jouer la partie de cette graine par des joueurs heuristiques jusqu'au bout et écrit l'image du récapitulatif : la courbe de ses Jours, la carte finale et la ligne de chaque héros.
cli-render-recap-opt-mode = le mode de la partie (par défaut coop ; un seul héros joue en solo)
cli-render-recap-opt-seed = la graine de la partie, comme pour simulate
cli-render-recap-opt-heroes = les héros de la partie (par défaut 4)
cli-render-recap-opt-lang = la langue de l'image (par défaut { $default_lang })
cli-render-recap-opt-out = où écrire l'image
cli-render-events-desc = Fait jouer N parties coopératives à graine par des joueurs heuristiques jusqu'au bout (la partie i prend la graine S + i) et affiche chaque ligne d'événement dans la langue demandée.
cli-render-events-opt-games = le nombre de parties (par défaut 4)
cli-render-events-opt-seed = la graine de la première partie (par défaut 0)
cli-render-events-opt-heroes = les héros de chaque partie (par défaut 2)
cli-render-events-opt-lang = la langue des lignes (par défaut { $default_lang })
cli-render-events-opt-bare = seulement les lignes qui nomment une Région ou une Rencontre sans l'article qu'il lui faut, et leur nombre (pour une langue dont les noms portent leur grammaire : { $grammatical })

cli-bench-opt-target = ce qu'il faut mesurer
cli-bench-opt-sessions = store, bot : les parties en cours dans la base (par défaut 10 000)
cli-bench-opt-db = store : mesurer aussi 1, 2 et 4 processus partageant cette base (un DSN postgresql:// ou un fichier SQLite ; elle reçoit des parties nommées bench-…) ; avec un DSN, chaque chiffre est mesuré sur une nouvelle base de ce serveur, supprimée ensuite
cli-bench-opt-quick = store, bot : une petite mesure, pour vérifier que tout marche (400 parties)
cli-bench-opt-games = engine : les parties solo jouées (par défaut 40 ; quatre fois moins de parties à quatre héros) ; search : les parties, une décision mesurée dans chacune (par défaut 12)
cli-bench-opt-mode = search : le mode des parties (par défaut coop)
cli-bench-opt-heroes = search : les héros de chaque partie (par défaut 2)
cli-bench-opt-at = search : la décision mesurée dans chaque partie : le premier tour à partir de --day (par défaut), la première que pèse le joueur search, ou la première où toutes les Sagas sont achevées
cli-bench-opt-day = search : avec --at=day, le Jour (par défaut 10)
cli-bench-opt-samples = search : les échantillons redistribués par candidat (par défaut 30)
cli-bench-opt-states = render : les états à quatre héros en milieu de partie dessinés (par défaut 8)
cli-bench-opt-pictures = render : les images chronométrées par état (par défaut 10)

cli-store-copy-help = copier chaque partie, journal, instantané et minuteur dans une autre base ; la copie reprend où elle s'est arrêtée, et chaque partie est vérifiée en la rejouant là-bas
cli-store-copy-opt-source = un fichier SQLite (ou sqlite:///CHEMIN) ou postgresql://…
cli-store-copy-opt-destination = un fichier SQLite (ou sqlite:///CHEMIN) ou postgresql://…

bot-desc = Lancer le bot Discord de L'Ombre de Kilforth.
bot-opt-sync = enregistrer les commandes slash auprès de Discord au démarrage (sur KILFORTH_DEV_GUILD s'il est défini)
bot-opt-env-file = le fichier des réglages (par défaut : .env)

argparse-usage = utilisation :
argparse-positionals = arguments positionnels{ "\u00A0" }
argparse-options = options{ "\u00A0" }
argparse-help = afficher ce message d'aide et quitter
argparse-error = %(prog)s : erreur : %(message)s
argparse-argument = argument %(argument_name)s : %(message)s
argparse-required = ces arguments sont obligatoires : %s
argparse-one-required = l'un des arguments %s est obligatoire
argparse-unrecognized = arguments non reconnus : %s
argparse-not-allowed-with = impossible avec l'argument %s
argparse-ignored-argument = argument explicite ignoré : %r
argparse-expected-one = un argument attendu
argparse-expected-at-most-one = au plus un argument attendu
argparse-expected-at-least-one = au moins un argument attendu
argparse-expected-arguments = { $count ->
        [one] %s argument attendu
       *[other] %s arguments attendus
    }
argparse-ambiguous = option ambiguë : %(option)s peut désigner %(matches)s
argparse-unexpected-option = option inattendue : %s
argparse-invalid-value = valeur invalide (%(type)s) : %(value)r
argparse-invalid-choice = choix invalide : %(value)r (au choix : %(choices)s)
argparse-cannot-open = impossible d'ouvrir « %(filename)s » : %(error)s
