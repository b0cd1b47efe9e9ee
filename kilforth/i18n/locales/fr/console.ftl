# La console locale (kilforth/console.py) : son aide, ses refus d'une ligne tapée, la mise en
# place et la liste des parties.

# Les mots que tape un joueur. Les mots des deux langues sont acceptés, quelle que soit la
# langue de la console.
console-word-move = déplacer
console-word-confront = confronter
console-word-search = fouiller
console-word-hide = cacher
console-word-rest = reposer
console-word-clear = nettoyer
console-word-discover = découvrir
console-word-trade = commercer
console-word-feat = éclat
console-word-camp = camper
console-word-assault = assaut
console-word-overcome = surpasser
console-word-resolve = résoudre
console-word-team-up = équipe
console-word-exchange = échanger
console-word-use = utiliser
console-word-unhide = sortir
console-word-map = plan
console-word-look = voir
console-word-hero = héros
console-word-card = carte
console-word-log = journal
console-word-rules = règles
console-word-help = aide
console-word-quit = quitter
console-word-buy = acheter
console-word-sell = vendre
console-word-heal = soigner
console-word-give = donner
console-word-take = prendre
console-word-gold = or
console-word-hostile = hostile
console-word-prefs = préférences
console-word-on = oui
console-word-off = non

console-help =
    Actions (1 PA chacune) :
      déplacer <région>       confronter <rencontre> [attribut | hostile]
      fouiller · cacher · reposer · nettoyer [intrigue] · découvrir <carte>
      commercer acheter <allié|objet|sort|titre>
      commercer vendre <carte>, <carte>… · commercer soigner <n> [héros]
      (plusieurs à la fois, dans l'ordre écrit :
       commercer acheter objet vendre <carte>)
      éclat [attribut]        (achève votre Chapitre, ou tente le Final)
    Dons (gratuits) : assaut [ancien] · surpasser <rencontre> · résoudre <carte>
      équipe <héros>…
      échanger <héros> donner <n or | carte>, … prendre <n or | carte>, …
    Autres : camper · utiliser <carte> · sortir (de sa cachette)
      préférences <préférence> oui|non
    Console : plan · voir [région] · héros [nom] · carte <nom> · journal [n]
      règles [sujet] · aide · quitter
    Répondez à une question par le numéro d'une option.
    Noms ou identifiants, sans souci de la casse ni des accents.

console-scope-region = une { -region }
console-scope-attribute = un attribut
console-scope-deck = un paquet de Récompenses
console-scope-hero = un héros de cette partie
console-scope-topic = un sujet des règles
console-scope-confront = une { -encounter } de votre { -region }
console-scope-discover = une { -rumour } de votre main
console-scope-resolve = une de vos cartes avec un { -gift }
console-scope-use = une de vos cartes avec une capacité à utiliser
console-scope-clear = un { -obstacle } ou une Intrigue de votre { -region }
console-scope-assault = un { -ancient } sur le Plan
console-scope-trade = une carte que vous pouvez vendre
console-scope-holdings = une carte{ $secret ->
        [yes] {" "}en jeu
       *[no] {""}
    } { DE($hero) }
console-scope-free = { $what ->
        [race] une Race libre
        [class] une Classe libre
       *[saga] une Saga libre
    }
console-scope-pick = { $what ->
        [race] une Race
        [class] une Classe
       *[saga] une Saga
    }
console-obstacle = { -obstacle }

console-ambiguous = « { $raw } » peut désigner { $names } : précisez.
console-not-in-scope = « { $raw } » n'est pas { $what }. { $known ->
        [none] Il n'y en a pas pour l'instant.
       *[some] Vous pouvez nommer : { $names }.
    }
console-type-command = Tapez une commande, ou « aide ».
console-line-too-long = Cette ligne compte { $length } caractères : aucune commande n'en demande plus de { $most }. Tapez « aide » pour les commandes.
console-bare-command = « { $command } » ne prend rien à sa suite : « { $rest } » n'a donc pas été joué. Tapez « { $command } » seul.
console-unknown-command = Commande inconnue « { $word } ». Tapez « aide » pour la liste.
console-cannot-play = « { $line } » ne peut pas être joué : { $details }.
console-invalid-part = { $field } n'est pas une valeur que cette commande accepte
console-out-of-bounds = { $field } doit être { $bound ->
        [gt] supérieur à
        [ge] au moins égal à
        [lt] inférieur à
       *[le] au plus égal à
    } { $limit }
console-no-question = Aucune question n'attend de réponse : tapez une commande.
console-no-hero = Vous n'avez pas de héros dans cette partie.
console-open-question = Répondez à la question ouverte par un nombre de 1 à { $count } :
console-one-number = « { $answer } » n'est pas une réponse : tapez un seul nombre, de 1 à { $count }.
console-given-twice = « { $word } » est donné deux fois.
console-start-with = Commencez par l'un de ces mots : { $words }.
console-usage = Utilisation : { $usage ->
        [move] déplacer <région>
        [discover] découvrir <carte>
        [overcome] surpasser <rencontre>
        [resolve] résoudre <carte>
        [use] utiliser <carte>
        [confront] confronter <rencontre> [attribut | hostile]
        [trade] commercer acheter <paquet> | commercer vendre <carte>… | commercer soigner <n> [héros]
        [trade-buy] commercer acheter <allié|objet|sort|titre>
        [trade-heal] commercer soigner <n> [héros]
        [team-up] équipe <héros>, …
        [prefs] préférences <combattre-jusqu-au-bout | camper-sans-pa | sans-pause-dons> <oui | non>
       *[exchange] échanger <héros> donner <n or | carte>, … prendre <n or | carte>, …
    }
console-name-a-card = Nommez une carte : carte <nom>.
console-no-such-card = Vous ne voyez aucune carte « { $name } » : ni dans votre main, ni sur le Plan, ni parmi les offres, les défausses et les cartes des héros.

console-pick-hero = Héros { $number } (appuyez sur Entrée pour la suggestion entre crochets).
console-pick-list = { $what ->
        [race] Races
        [class] Classes
       *[saga] Sagas
    } : { $names }
console-pick-heading = { $what ->
        [race] Races
       *[class] Classes
    } :
console-pick-ask = { $what ->
        [race] Race
        [class] Classe
       *[saga] Saga
    } [{ $default }] :{" "}

console-stuck = Personne ne peut agir : la partie est bloquée. Elle reste sauvegardée comme session { $session }.
console-saved = Partie sauvegardée (session { $session }). Reprenez-la avec :
console-game-over = Fin de la partie au { -day } { $day } : { $outcome }. { $reason }
console-not-started = Mise en place annulée : aucune partie n'a été créée.
console-solo-companions = Une partie solo n'a qu'un joueur : des compagnons de l'ordinateur demandent --mode coop ou competitive.
console-hero-count = Une partie compte de 1 à { $most } héros ; { $count } ont été demandés.
console-mode = { $mode ->
        [solo] solo
        [coop] coopération
       *[competitive] compétition
    }
console-new-game = Nouvelle partie { $mode ->
        [solo] en solo
        [coop] en coopération
       *[competitive] en compétition
    }, session { $session }, graine { $seed }. Tapez « aide » pour les commandes.
console-no-games = Aucune partie de console n'est sauvegardée dans { $location }. Commencez-en une avec :
# La dernière colonne dit quand chaque partie a été jouée pour la dernière fois : « dernière
# partie » s'y lirait comme la partie précédente.
console-list-header = n°|mode|héros|jour|état|dernier coup
console-status = { $status ->
        [lobby] en attente
        [running] en cours
        [finished] terminée
       *[abandoned] abandonnée
    }
console-resume-latest = Reprenez la plus récente avec :
console-discord-game = La session { $session } est une partie Discord (salon { $channel }), pas une partie de console.
console-session-status = La session { $session } est { $status ->
        [lobby] en attente de joueurs
        [running] en cours
        [finished] terminée
       *[abandoned] abandonnée
    }.
console-resuming = Reprise de la session { $session } ({ -day } { $day }). Tapez « aide » pour les commandes.
console-rules-topic = { $title }
    { $text }

# Les parties de la console dont on se souvient (kilforth/console_records.py) : `play
# --history`, `play --stats` et l'image récapitulative écrite à la fin d'une partie.
console-history-title = Les parties de la console achevées, les plus récentes d'abord :
console-stats-title = Les parties { DE($player) } sur la console :
console-records = Les records des parties de la console :
console-recap = L'image récapitulative de la partie est dans { $path }
console-recap-failed = L'image récapitulative n'a pas pu être écrite dans { $path } : { $reason }

## Le démarrage du bot (bot.py), dans la langue de KILFORTH_LANG

startup-no-token = Aucun DISCORD_TOKEN n'est défini : le bot ne peut pas se connecter à Discord.

    Pour obtenir un jeton :
      1. Ouvrez le portail des développeurs de Discord (https://discord.com/developers/applications).
      2. New Application -> donnez-lui un nom -> Bot -> Reset Token (« Réinitialiser le jeton »), et copiez le jeton.
      3. Écrivez-le dans le fichier de réglages { $env_file } :   DISCORD_TOKEN=votre-jeton
         (.env.example donne tous les réglages.)
      4. Invitez le bot avec les portées « bot » et « applications.commands », puis lancez une fois
         { $sync } pour enregistrer les commandes slash.

    Pour jouer sans Discord, lancez la console locale :   { $console }
startup-unknown-setting = { $name } est ignoré : ce n'est pas un réglage de ce bot (ses réglages : { $names } ; voir .env.example).
startup-no-console = La console locale n'est pas disponible dans cette version.
startup-invalid-settings = Réglages invalides :
settings-problem = { $setting } : { $reason }
settings-not-utf8 = { $file } n'est pas un texte UTF-8 : enregistrez-le en UTF-8
settings-one-of = doit valoir l'une de ces valeurs : { $expected }
settings-whole-number = doit être un nombre entier
settings-at-least = doit valoir au moins { $ge }
settings-more-than = doit être supérieur à { $gt }
settings-language = le bot parle { $langs } et { $last }, pas « { $code } »
settings-shards-form = « { $value } » n'est pas une plage de shards : écrivez PREMIER-DERNIER/NOMBRE, par exemple 0-7/32 pour les shards 0 à 7 sur 32
settings-shards-backwards = la plage { $range } commence après sa fin : écrivez d'abord le shard le plus bas
settings-shards-past = la plage { $range } dépasse le dernier shard, { $last } (les shards sont numérotés à partir de 0)
startup-discord-5xx = Discord a répondu { $status } { $reason } à chaque connexion du bot, { $tries } essais en { $minutes } minutes environ : le problème vient de Discord. Consultez sa page d'état (https://discordstatus.com), puis relancez le bot.
startup-token-refused = Discord a refusé le jeton : vérifiez DISCORD_TOKEN (Bot -> Reset Token).
startup-token-refused-4004 = Discord a fermé la connexion parce qu'il refuse le jeton (4004) : vérifiez DISCORD_TOKEN (Bot -> Reset Token).
startup-connection-closed = Discord a fermé la connexion ({ $code } { $reason }) : consultez la page d'état de Discord, puis relancez le bot.
startup-unreachable = Impossible de joindre Discord ({ $error }) : vérifiez la connexion au réseau, le DNS et tout proxy ou pare-feu.

# `journal [n]` : les dernières lignes d'événements de la partie, relues.
console-hero-status = { $hero } : { $status }
console-log-usage = « { $arg } » n'est pas un nombre de lignes : tapez « journal » pour les 20 dernières, ou « journal 50 ».
console-log-empty = Rien ne s'est encore passé dans cette partie.
console-bonus-ap = (+{ $count } PA pour { $action } seulement.)
console-event-card = Événement : { $does }
console-buys-nothing = Vous auriez { $gold } { -gold } pour l'achat, et aucun { $deck } ne coûte moins de { $cheapest } : ce Commerce piocherait trois cartes, n'en achèterait aucune et les défausserait, pour 1 { -ap } (R-ACT-TRADE-4). Tapez la même commande à nouveau pour commercer quand même.
