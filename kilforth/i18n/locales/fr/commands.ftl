# Les noms et descriptions des commandes, de leurs options et de leurs choix, tels que Discord
# les montre à un client réglé en français (commands/translator.py). Les noms suivent les
# règles de Discord : minuscules, lettres (accents compris), chiffres, - et _, 32 au plus.

cmd-move = déplacer
cmd-move-desc = Se déplacer vers une { -region } adjacente, ou par un raccourci (1 { -ap })
cmd-move-opt-region = région
cmd-move-opt-region-desc = Où aller

cmd-clear = nettoyer
cmd-clear-desc = Retirer un { -obstacle } d'ici, ou vaincre une Intrigue (1 { -ap })
cmd-clear-opt-target = cible
cmd-clear-opt-target-desc = Un { -obstacle } ou une Intrigue d'ici (par défaut : un { -obstacle })

cmd-search = fouiller
cmd-search-desc = Piocher une { -encounter } ici (1 { -ap })

cmd-hide = se-cacher
cmd-hide-desc = Tenter de se cacher (1 { -ap })

cmd-confront = affronter
cmd-confront-desc = Confronter une { -encounter } d'ici par un test pour la vaincre (1 { -ap })
cmd-confront-opt-encounter = rencontre
cmd-confront-opt-encounter-desc = Une { -encounter } de votre { -region }
cmd-confront-opt-attribute = attribut
cmd-confront-opt-attribute-desc = L'attribut que vous testez (la { -encounter } doit en montrer une valeur)
cmd-confront-opt-hostile = hostile
cmd-confront-opt-hostile-desc = Rendre un Inconnu hostile et le combattre à la place

cmd-rest = se-reposer
cmd-rest-desc = Regagner de la Santé (1 { -ap })

cmd-discover = découvrir
cmd-discover-desc = Changer une { -rumour } en { -asset } dans sa { -region } (1 { -ap })
cmd-discover-opt-card = carte
cmd-discover-opt-card-desc = Une { -rumour } que vous pouvez découvrir ici

cmd-trade = commercer
cmd-trade-desc = Vendre, vous soigner et acheter dans l'{ -city } (1 { -ap })
cmd-trade-opt-sell = vendre
cmd-trade-opt-sell-desc = Une { -rumour } ou un { -asset } à vendre pour la moitié de sa valeur en { -gold }
cmd-trade-opt-sell2 = vendre2
cmd-trade-opt-sell2-desc = Une autre carte à vendre
cmd-trade-opt-sell3 = vendre3
cmd-trade-opt-sell3-desc = Une troisième carte à vendre
cmd-trade-opt-heal = soin
cmd-trade-opt-heal-desc = La Santé à acheter pour vous-même, 1 { -gold } chacune
cmd-trade-opt-companion = compagnon
cmd-trade-opt-companion-desc = Un autre héros d'ici pour qui acheter de la Santé
cmd-trade-opt-companion_heal = soin_compagnon
cmd-trade-opt-companion_heal-desc = La Santé à acheter pour ce héros, 1 { -gold } chacune
cmd-trade-opt-buy = acheter
cmd-trade-opt-buy-desc = Le paquet de Récompenses où acheter une carte (vous choisissez parmi les 3 du dessus)
cmd-opt-buy-choice-ally = Allié
cmd-opt-buy-choice-item = Objet
cmd-opt-buy-choice-spell = Sort
cmd-opt-buy-choice-title = Titre
cmd-trade-opt-order = ordre
cmd-trade-opt-order-desc = L'ordre des opérations (d'ordinaire : vendre, puis se soigner, puis acheter)
cmd-opt-order-choice-sell-heal-buy = Vendre, puis se soigner, puis acheter
cmd-opt-order-choice-sell-buy-heal = Vendre, puis acheter, puis se soigner
cmd-opt-order-choice-heal-sell-buy = Se soigner, puis vendre, puis acheter
cmd-opt-order-choice-heal-buy-sell = Se soigner, puis acheter, puis vendre
cmd-opt-order-choice-buy-sell-heal = Acheter, puis vendre, puis se soigner
cmd-opt-order-choice-buy-heal-sell = Acheter, puis se soigner, puis vendre

cmd-feat = coup-d-éclat
cmd-feat-desc = Achever le Chapitre de votre Saga, ou tenter son Final (1 { -ap })

cmd-camp = camper
cmd-camp-desc = Établir son Campement : finir votre { -day }

cmd-use = utiliser
cmd-use-desc = Utiliser une capacité à activer de l'une de vos cartes
cmd-use-opt-card = carte
cmd-use-opt-card-desc = Votre Race, votre Classe, un { -talent } ou un { -asset }

cmd-unhide = se-montrer
cmd-unhide-desc = Sortir de sa cachette (à tout moment)
cmd-unhide-opt-hero = héros
cmd-unhide-opt-hero-desc = Lequel de vos héros (en solo avec plusieurs héros)

cmd-prefs = préférences
cmd-prefs-desc = Des réponses données d'avance, pour que le jeu vous interroge moins
cmd-prefs-opt-fight_to_the_end = combattre_jusqu_au_bout
cmd-prefs-opt-fight_to_the_end-desc = Continuer la { -battle } sans qu'on vous demande s'il faut fuir
cmd-prefs-opt-loot = butin
cmd-prefs-opt-loot-desc = Quand un jeton { -loot } est offert : demander, toujours l'{ -gold } ou toujours le jeton
cmd-opt-loot-choice-ask = Me demander
cmd-opt-loot-choice-gold = Toujours l'{ -gold }
cmd-opt-loot-choice-token = Toujours le jeton
cmd-prefs-opt-rumour = rumeur
cmd-prefs-opt-rumour-desc = Après Confronter : demander, toujours garder la { -encounter } en { -rumour }, ou piocher
cmd-opt-rumour-choice-ask = Me demander
cmd-opt-rumour-choice-keep = Toujours la garder
cmd-opt-rumour-choice-draw = Toujours piocher
cmd-prefs-opt-fate = destin
cmd-prefs-opt-fate-desc = Quand proposer le { -fate } : s'il change l'issue, seulement pour réussir un test, jamais
cmd-opt-fate-choice-ask = Me demander
cmd-opt-fate-choice-to_complete = Seulement pour réussir un test
cmd-opt-fate-choice-never = Ne jamais le proposer
cmd-prefs-opt-camp_without_ap = camper_sans_pa
cmd-prefs-opt-camp_without_ap-desc = Camper aussitôt quand un tour commence à 0 { -ap }, même si un { -gift } est possible
cmd-prefs-opt-skip_gift_windows = sans_pause_dons
cmd-prefs-opt-skip_gift_windows-desc = Ne jamais s'arrêter pour les { -gift }s avant un { -engagement } ou entre deux manches
cmd-prefs-opt-hero = héros
cmd-prefs-opt-hero-desc = Lequel de vos héros (en solo avec plusieurs héros)

cmd-kilforth-admin = kilforth-admin
cmd-kilforth-admin-desc = Modérer la partie de Kilforth de ce salon

cmd-kilforth-admin-inspect = inspecter
cmd-kilforth-admin-inspect-desc = La partie de ce salon : session, joueurs, dernières commandes et contrôle d'intégrité

cmd-kilforth-admin-reset = réinitialiser
cmd-kilforth-admin-reset-desc = Mettre fin à la partie de ce salon pour en commencer une autre (avec confirmation)

cmd-kilforth-admin-undo = annuler
cmd-kilforth-admin-undo-desc = Reprendre les dernières commandes de la partie de ce salon
cmd-kilforth-admin-undo-opt-count = nombre
cmd-kilforth-admin-undo-opt-count-desc = Combien de commandes reprendre (de 1 à 20, 1 par défaut)

cmd-kilforth-admin-skip = passer
cmd-kilforth-admin-skip-desc = Faire camper le héros actif, ce qui finit son tour

cmd-kilforth-admin-autopilot = pilote-auto
cmd-kilforth-admin-autopilot-desc = Confier le héros d'un joueur à l'ordinateur, ou le lui rendre
cmd-kilforth-admin-autopilot-opt-player = joueur
cmd-kilforth-admin-autopilot-opt-player-desc = Le joueur dont le héros est confié ou rendu
cmd-kilforth-admin-autopilot-opt-setting = réglage
cmd-kilforth-admin-autopilot-opt-setting-desc = activé : l'ordinateur joue son héros ; désactivé : le joueur le reprend
cmd-opt-setting-choice-on = activé
cmd-opt-setting-choice-off = désactivé

cmd-kilforth-admin-clock = horloge
cmd-kilforth-admin-clock-desc = Changer l'horloge des tours de cette partie (elle repart de maintenant)
cmd-kilforth-admin-clock-opt-hours = heures
cmd-kilforth-admin-clock-opt-hours-desc = Les heures qu'a un joueur pour agir avant les rappels ; 0 pour aucune horloge
cmd-kilforth-admin-clock-opt-on_timeout = à_échéance
cmd-kilforth-admin-clock-opt-on_timeout-desc = Ce qui se passe quand le temps d'un joueur est écoulé
cmd-kilforth-admin-language = langue
cmd-kilforth-admin-language-desc = Changer la langue de la partie de ce salon
cmd-kilforth-admin-language-opt-language = langue
cmd-kilforth-admin-language-opt-language-desc = La langue des messages de la partie à partir de maintenant
cmd-opt-on_timeout-choice-remind = Seulement le lui rappeler
cmd-opt-on_timeout-choice-skip = Le héros établit son Campement
cmd-opt-on_timeout-choice-autopilot = Le pilote automatique joue le tour

cmd-kilforth-admin-kick = exclure
cmd-kilforth-admin-kick-desc = Retirer un joueur de la partie en attente de ce salon
cmd-kilforth-admin-kick-opt-player = joueur
cmd-kilforth-admin-kick-opt-player-desc = Le joueur dont la place est retirée

cmd-kilforth-admin-replace = remplacer
cmd-kilforth-admin-replace-desc = Confier la place et le héros d'un joueur à quelqu'un d'autre
cmd-kilforth-admin-replace-opt-player = joueur
cmd-kilforth-admin-replace-opt-player-desc = Le joueur qui s'en va
cmd-kilforth-admin-replace-opt-new_player = nouveau_joueur
cmd-kilforth-admin-replace-opt-new_player-desc = Qui prend sa place

cmd-kilforth-admin-export = exporter
cmd-kilforth-admin-export-desc = La partie de ce salon dans un fichier JSON compressé

cmd-kilforth-admin-import = importer
cmd-kilforth-admin-import-desc = Faire revenir une partie exportée avec /kilforth-admin exporter
cmd-kilforth-admin-import-opt-file = fichier
cmd-kilforth-admin-import-opt-file-desc = Un fichier .json.gz fait par /kilforth-admin exporter (ou un .json plus ancien)

cmd-kilforth-admin-check = vérifier
cmd-kilforth-admin-check-desc = Rejouer la partie de ce salon depuis sa graine et son journal, et comparer au stocké

cmd-gift = don
cmd-gift-desc = Les Dons : des actions gratuites pendant votre tour

cmd-gift-assault = assaut
cmd-gift-assault-desc = Attaquer un { -ancient } dans votre { -region }
cmd-gift-assault-opt-ancient = ancien
cmd-gift-assault-opt-ancient-desc = L'{ -ancient } (par défaut : celui d'ici)

cmd-gift-exchange = échange
cmd-gift-exchange-desc = Donner et prendre de l'{ -gold } et des cartes avec un héros d'ici
cmd-gift-exchange-opt-with = avec
cmd-gift-exchange-opt-with-desc = L'autre héros (il doit accepter)
cmd-gift-exchange-opt-give_gold = or_donné
cmd-gift-exchange-opt-give_gold-desc = L'{ -gold } que vous donnez
cmd-gift-exchange-opt-give_card = carte_donnée
cmd-gift-exchange-opt-give_card-desc = Une carte que vous donnez
cmd-gift-exchange-opt-take_gold = or_pris
cmd-gift-exchange-opt-take_gold-desc = L'{ -gold } que vous prenez
cmd-gift-exchange-opt-take_card = carte_prise
cmd-gift-exchange-opt-take_card-desc = Une carte que vous prenez

cmd-gift-overcome = surpasser
cmd-gift-overcome-desc = Vaincre une { -encounter } d'ici par sa Faiblesse
cmd-gift-overcome-opt-encounter = rencontre
cmd-gift-overcome-opt-encounter-desc = Une { -encounter } de votre { -region }

cmd-gift-resolve = résoudre
cmd-gift-resolve-desc = Utiliser la capacité { -gift } d'un { -asset } ou d'un jeton { -loot }
cmd-gift-resolve-opt-card = carte
cmd-gift-resolve-opt-card-desc = Votre { -asset } ou votre jeton { -loot }

cmd-gift-team-up = faire-équipe
cmd-gift-team-up-desc = Faire équipe avec des héros d'ici (ils doivent accepter)
cmd-gift-team-up-opt-hero = héros
cmd-gift-team-up-opt-hero-desc = Un héros de votre { -region }
cmd-gift-team-up-opt-second = deuxième
cmd-gift-team-up-opt-second-desc = Un autre
cmd-gift-team-up-opt-third = troisième
cmd-gift-team-up-opt-third-desc = Et encore un autre

cmd-map = plan
cmd-map-desc = Le Plan de la partie de ce salon

cmd-hero = héros
cmd-hero-desc = Une fiche de héros
cmd-hero-opt-player = joueur
cmd-hero-opt-player-desc = Les héros de qui (par défaut : les vôtres)

cmd-hand = main
cmd-hand-desc = Vos Rumeurs, vos Atouts et votre { -loot }, avec ce que fait chacun (visible par vous seulement)

cmd-card = carte
cmd-card-desc = Une carte en entier : ce qu'elle fait, ses mots-clés et son { -gold } (visible par vous seulement)
cmd-card-opt-name = nom
cmd-card-opt-name-desc = Une carte visible : votre main, le Plan, les offres, les défausses, les cartes des héros

cmd-log = journal
cmd-log-desc = Ce qui s'est passé depuis votre dernier tour (visible par vous seulement)
cmd-log-opt-last = derniers
cmd-log-opt-last-desc = Montrer plutôt les N dernières entrées
cmd-log-opt-since = depuis
cmd-log-opt-since-desc = Résumé Jour par Jour depuis quand (par défaut : votre dernier tour)
cmd-opt-since-choice-last-turn = Votre dernier tour
cmd-opt-since-choice-start = Le début de la partie

cmd-rules = règles
cmd-rules-desc = Une courte explication d'une règle
cmd-rules-opt-topic = sujet
cmd-rules-opt-topic-desc = Ce qu'il faut expliquer
cmd-opt-topic-choice-day = Un { -day } et un tour
cmd-opt-topic-choice-ap = { -hp } et { -ap }
cmd-opt-topic-choice-camp = Établir son Campement
cmd-opt-topic-choice-move = Se Déplacer
cmd-opt-topic-choice-search = Fouiller
cmd-opt-topic-choice-confront = Confronter
cmd-opt-topic-choice-strangers = Les Inconnus
cmd-opt-topic-choice-tests = Tests et dés
cmd-opt-topic-choice-rewards = Récompenses
cmd-opt-topic-choice-limit = Limite de Six
cmd-opt-topic-choice-discover = Découvrir
cmd-opt-topic-choice-trade = Commercer
cmd-opt-topic-choice-feat = Coup d'Éclat et votre Saga
cmd-opt-topic-choice-engagement = Engagements
cmd-opt-topic-choice-battle = { -battle }
cmd-opt-topic-choice-defeat = Être vaincu
cmd-opt-topic-choice-hidden = { -hidden }
cmd-opt-topic-choice-gifts = Dons
cmd-opt-topic-choice-team = Faire Équipe
cmd-opt-topic-choice-night = Nuit
cmd-opt-topic-choice-ancients = Anciens et { -assault }
cmd-opt-topic-choice-winning = Gagner

cmd-help = aide
cmd-help-desc = Les commandes du bot

cmd-kilforth = kilforth
cmd-kilforth-desc = Préparer et gérer la partie de ce salon

cmd-kilforth-new = nouvelle
cmd-kilforth-new-desc = Ouvrir une nouvelle partie dans ce salon
cmd-kilforth-new-opt-mode = mode
cmd-kilforth-new-opt-mode-desc = Solo (vous jouez chaque héros), coopératif (tous gagnent ou perdent ensemble) ou compétitif
cmd-opt-mode-choice-solo = Solo
cmd-opt-mode-choice-coop = Coopératif
cmd-opt-mode-choice-competitive = Compétitif
cmd-kilforth-new-opt-heroes = héros
cmd-kilforth-new-opt-heroes-desc = Combien de héros (1 à 4) ; par défaut 1 en solo, sinon 2
cmd-kilforth-new-opt-first_game = première_partie
cmd-kilforth-new-opt-first_game-desc = Première partie : ni cartes Capacité d'{ -ancient }, ni Intrigues (R-SETUP-16)
cmd-kilforth-new-opt-beginner_successes = succès_débutant
cmd-kilforth-new-opt-beginner_successes-desc = Variante débutant : les 4 comptent aussi comme des { -success } (R-TEST-5)
cmd-kilforth-new-opt-auto_evasion = évasion_auto
cmd-kilforth-new-opt-auto_evasion-desc = Les héros échappent d'eux-mêmes aux adversaires quand ils le peuvent (R-ENG-EVA-5)
cmd-kilforth-new-opt-sagas = sagas
cmd-kilforth-new-opt-sagas-desc = Comment les héros sans Saga choisie en reçoivent une
cmd-opt-sagas-choice-choose = Chaque joueur choisit
cmd-opt-sagas-choice-match_class = La Saga suggérée par la Classe
cmd-opt-sagas-choice-random = Au hasard
cmd-kilforth-new-opt-companions = compagnons
cmd-kilforth-new-opt-companions-desc = Des héros joués par l'ordinateur, assis d'emblée (coopératif et compétitif)
cmd-kilforth-new-opt-level = niveau
cmd-kilforth-new-opt-level-desc = Comment jouent les compagnons de l'ordinateur
cmd-opt-level-choice-heuristic = Heuristique : gagne 46,7 % des parties en solo
cmd-opt-level-choice-search = Recherche : gagne 55,7 % des parties en solo
cmd-kilforth-new-opt-thread = fil
cmd-kilforth-new-opt-thread-desc = Ouvrir la partie dans un nouveau fil de ce salon, qui porte son nom
cmd-kilforth-new-opt-clock_hours = heures_horloge
cmd-kilforth-new-opt-clock_hours-desc = Les heures qu'a un joueur pour agir avant les rappels ; 0 sans horloge (24 par défaut)
cmd-kilforth-new-opt-on_timeout = à_échéance
cmd-kilforth-new-opt-on_timeout-desc = Ce qui se passe quand le temps d'un joueur est écoulé (par défaut : des rappels)

cmd-kilforth-join = rejoindre
cmd-kilforth-join-desc = Prendre place avec un héros
cmd-kilforth-join-opt-race = race
cmd-kilforth-join-opt-race-desc = La Race de votre héros
cmd-kilforth-join-opt-class = classe
cmd-kilforth-join-opt-class-desc = La Classe de votre héros
cmd-kilforth-join-opt-saga = saga
cmd-kilforth-join-opt-saga-desc = Votre Saga (laissez vide pour suivre l'option de la partie)
cmd-kilforth-join-opt-reward = récompense
cmd-kilforth-join-opt-reward-desc = Le paquet de votre Récompense de départ (demandé plus tard si vide)
cmd-opt-reward-choice-ally = Allié
cmd-opt-reward-choice-item = Objet
cmd-opt-reward-choice-spell = Sort
cmd-opt-reward-choice-title = Titre
cmd-kilforth-join-opt-name = nom
cmd-kilforth-join-opt-name-desc = Le nom de votre héros (par défaut : votre nom ici)
cmd-kilforth-join-opt-computer = ordinateur
cmd-kilforth-join-opt-computer-desc = Asseoir ce héros pour un compagnon de l'ordinateur plutôt que pour vous
cmd-kilforth-join-opt-level = niveau
cmd-kilforth-join-opt-level-desc = Comment joue le compagnon de l'ordinateur

cmd-kilforth-leave = quitter
cmd-kilforth-leave-desc = Rendre votre place avant le début de la partie
cmd-kilforth-leave-opt-name = nom
cmd-kilforth-leave-opt-name-desc = En solo, lequel de vos héros retirer (par défaut : tous)

cmd-kilforth-start = commencer
cmd-kilforth-start-desc = Distribuer la partie une fois toutes les places prises

cmd-kilforth-away = absent
cmd-kilforth-away-desc = Confier votre héros au pilote automatique pendant votre absence
cmd-kilforth-away-opt-days = jours
cmd-kilforth-away-opt-days-desc = Combien de jours dure votre absence (vide : jusqu'à /kilforth retour)

cmd-kilforth-back = retour
cmd-kilforth-back-desc = Reprendre votre héros au pilote automatique

cmd-kilforth-status = état
cmd-kilforth-status-desc = Où en est la partie de ce salon

cmd-kilforth-recap = récapitulatif
cmd-kilforth-recap-desc = L'image récapitulative d'une partie (visible par vous seulement)
cmd-kilforth-recap-opt-game = partie
cmd-kilforth-recap-opt-game-desc = Laquelle des parties de ce serveur (par défaut : la dernière de ce salon)

cmd-kilforth-replay = revoir
cmd-kilforth-replay-desc = Le Plan et la Nuit à l'Aube d'un Jour (visible par vous seulement)
cmd-kilforth-replay-opt-day = jour
cmd-kilforth-replay-opt-day-desc = Quel Jour de la partie
cmd-kilforth-replay-opt-game = partie
cmd-kilforth-replay-opt-game-desc = Laquelle des parties de ce serveur (par défaut : la dernière de ce salon)

cmd-kilforth-history = historique
cmd-kilforth-history-desc = Les parties achevées de ce serveur, les plus récentes d'abord (visible par vous seulement)
cmd-kilforth-history-opt-page = page
cmd-kilforth-history-opt-page-desc = Quelle page (par défaut : la première, les parties les plus récentes)
cmd-kilforth-stats = statistiques
cmd-kilforth-stats-desc = Les parties d'un joueur sur ce serveur, et les records du serveur (visible par vous seulement)
cmd-kilforth-stats-opt-player = joueur
cmd-kilforth-stats-opt-player-desc = Lesquelles (par défaut : les vôtres)

cmd-kilforth-quiet = calme
cmd-kilforth-quiet-desc = Les heures où les rappels attendent, dans toutes les parties (sans option : aucune)
cmd-kilforth-quiet-opt-from = de
cmd-kilforth-quiet-opt-from-desc = Quand commencent vos heures calmes, par ex. 22:00
cmd-kilforth-quiet-opt-to = à
cmd-kilforth-quiet-opt-to-desc = Quand elles finissent, par ex. 7:30
cmd-kilforth-quiet-opt-timezone = fuseau
cmd-kilforth-quiet-opt-timezone-desc = Votre fuseau horaire, par ex. Europe/Paris

cmd-kilforth-abandon = abandonner
cmd-kilforth-abandon-desc = Mettre fin à cette partie sans résultat (tous les joueurs doivent accepter)
cmd-look = examiner
cmd-look-desc = Ce qui se trouve dans une { -region } : Rencontres, Intrigues, Obstacles, héros (pour vous seul)
cmd-look-opt-region = région
cmd-look-opt-region-desc = N'importe quelle { -region } du { -map }
