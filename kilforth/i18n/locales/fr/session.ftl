# /kilforth … : ouvrir une partie, le salon d'attente, les places, l'absence et le retour, les
# heures calmes, l'abandon.

session-game-title = Une nouvelle partie de L'Ombre de Kilforth
session-lobby = Une partie { $mode ->
        [solo] en solo
        [coop] coopérative
       *[competitive] compétitive
    } pour { $count } héros. Prenez place avec /{ cmd-kilforth } { cmd-kilforth-join }, puis lancez-la avec /{ cmd-kilforth } { cmd-kilforth-start }.
session-lobby-options = Options de règles
session-lobby-defaults = aucune : les règles telles qu'imprimées
# Une option de règle qui s'écarte de celle des règles : « première partie : oui ».
session-option = { $name ->
        [first_game] première partie
        [beginner_successes] succès des débutants
        [auto_evasion] évasion automatique
        [saga_assignment] attribution des Sagas
       *[other] { $label }
    } : { $value ->
        [true] oui
        [false] non
        [choose] chaque joueur choisit
        [match_class] la Saga conseillée par la Classe
        [random] au hasard
       *[other] { $value }
    }
session-seats = Places ({ $taken }/{ $count })
session-seats-all-open = toutes libres
session-seats-open = { $count ->
        [one] { $count } libre
       *[other] { $count } libres
    }
session-seat-saga = , { $saga }
session-seat-player = { " " }({ $player })
session-seat-computer = { " " }(ordinateur)
session-clock = ⏳ Horloge des tours
session-in-thread = La partie s'ouvre dans son propre fil : { $thread }. Prenez-y place avec /{ cmd-kilforth } { cmd-kilforth-join }.
session-thread-name = L'Ombre de Kilforth · { $mode ->
        [solo] solo
        [coop] coopérative
       *[competitive] compétitive
    } · { $count } héros
session-takes-seat = { $name } prend place
session-leaves = { $name } quitte la table
session-waiting = En attente des joueurs
session-begins = La partie commence
session-away = { $name } s'absente
session-away-note = L'ordinateur joue son héros { $until ->
        [back] jusqu'à son retour
       *[other] jusqu'à { $until }
    }. /{ cmd-kilforth } { cmd-kilforth-back }, ou n'importe laquelle de ses commandes, le lui rend.
session-back = { $name } est de retour
session-back-note = Son héros est de nouveau entre ses mains.
session-status = { -day } { $day } · partie { $mode ->
        [solo] en solo
        [coop] coopérative
       *[competitive] compétitive
    }
session-quiet-none = 🔔 Aucune heure calme
session-quiet-none-note = Les rappels vous parviennent de nouveau à toute heure.
session-quiet-set = 🌙 Heures calmes enregistrées
session-wants-abandon = { $name } souhaite abandonner la partie
session-already-agreed = Vous avez déjà accepté d'abandonner la partie
session-still-to-agree = Doivent encore donner leur accord avec /{ cmd-kilforth } { cmd-kilforth-abandon } : { $waiting }.
session-abandoned = La partie est abandonnée
session-abandoned-by = Abandonnée par { $name }. Ouvrez-en une nouvelle avec /{ cmd-kilforth } { cmd-kilforth-new }.
session-abandoned-agreed = Abandonnée d'un commun accord. Ouvrez-en une nouvelle avec /{ cmd-kilforth } { cmd-kilforth-new }.

# Suggestions de /kilforth join.
session-race-choice = { $name } — { $attributes }, { $hp } { -hp }, { $gold } { -gold }
session-class-choice = { $name } — { $bonuses }, Talents : { $talents }
session-no-bonus = sans bonus
session-attribute-value = { attribute } { $value }
session-saga-suits = convient { A($hero_class) }
session-saga-first-game = duo de première partie
session-saga-notes = { $saga } ({ $notes })


# Refus.
session-no-game = Aucune partie dans ce salon : ouvrez-en une avec /{ cmd-kilforth } { cmd-kilforth-new }.
session-no-game-last = Aucune partie dans ce salon : ouvrez-en une avec /{ cmd-kilforth } { cmd-kilforth-new }. La dernière { $status ->
        [lobby] attend encore ses joueurs
        [running] est en cours
        [finished] est terminée
       *[abandoned] a été abandonnée
    }.
session-no-game-companions = Aucune partie dans ce salon : ouvrez-en une avec /{ cmd-kilforth } { cmd-kilforth-new } (son option des compagnons installe des héros joués par l'ordinateur).
session-no-game-abandon = Aucune partie à abandonner dans ce salon.
session-solo-companions = Une partie en solo n'a qu'un joueur et aucun compagnon joué par l'ordinateur : ouvrez une partie coopérative ou compétitive pour jouer avec eux.
session-solo-new = Une partie en solo n'a qu'un joueur et aucun compagnon joué par l'ordinateur : choisissez le mode coopératif ou compétitif pour jouer avec eux.
session-companion-not-seated = Seuls un joueur assis à la table, celui qui a ouvert la partie ou un modérateur peuvent installer un compagnon joué par l'ordinateur.
session-start-not-seated = Seuls un joueur assis à la table, celui qui a ouvert la partie ou un modérateur peuvent la lancer.
session-abandon-not-seated = Seuls les joueurs de la partie (ou un modérateur) peuvent l'abandonner ; avant son début, celui qui l'a ouverte.
session-already-started = La partie a déjà commencé : plus personne ne peut la rejoindre.
session-full = La partie est complète ({ $count } héros) : il ne reste aucune place pour un compagnon joué par l'ordinateur.
session-too-many = { $companions ->
        [one] { $companions } compagnon joué par l'ordinateur ne vous laisserait
       *[other] { $companions } compagnons joués par l'ordinateur ne vous laisseraient
    } aucune place dans une partie à { $count } héros : une partie compte au plus { $most } héros. Demandez moins de compagnons ou plus de héros.
session-not-away = Le pilote automatique ne joue pas votre héros : /{ cmd-kilforth } { cmd-kilforth-back } met fin à une absence (/{ cmd-kilforth } { cmd-kilforth-away }) ou au pilote automatique confié par un modérateur.
session-quiet-options = Indiquez à la fois le début, la fin et le fuseau horaire (par exemple de 22:00 à 7:00, Europe/Paris), ou aucun des trois pour n'avoir aucune heure calme.
session-quiet-empty = Les heures calmes doivent commencer et finir à des heures différentes, par exemple de 22:00 à 7:00.
session-unknown-zone = Je ne connais pas le fuseau horaire « { $zone } » : choisissez l'une des suggestions, un nom comme Europe/Paris ou America/New_York.
session-not-text-channel = Une partie ouvre son propre fil depuis un salon textuel d'un serveur : lancez-y /{ cmd-kilforth } { cmd-kilforth-new } avec l'option du fil, ou laissez cette option de côté pour jouer ici.
# /kilforth new avec l'option du fil là où le bot ne peut pas ouvrir de fil ; $permissions :
# celles à accorder, chacune dite par discord-permission.
session-thread-permission = Je ne peux pas ouvrir de fil dans ce salon. Un modérateur peut m'accorder { $permissions } dans les permissions de ce salon (Modifier le salon › Permissions, sur mon rôle) ; ou laissez l'option du fil de côté pour jouer ici.

# L'option de langue de /kilforth new, pour le traducteur des commandes
# (commands/translator.py).
cmd-kilforth-new-opt-language = langue
cmd-kilforth-new-opt-language-desc = La langue des messages de la partie (par défaut : celle du serveur, si elle est française)
cmd-opt-language-choice-en = English
cmd-opt-language-choice-fr = Français

# Une commande envoyée en message privé.
session-guild-only = Les parties se jouent dans les salons d'un serveur : lancez-y cette commande.
