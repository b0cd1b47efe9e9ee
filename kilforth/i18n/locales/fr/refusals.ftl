# Les refus du moteur (kilforth/errors.py `RuleError`) : pourquoi un ordre est illégal et que
# faire à la place. Une carte est dite par son nom ($region, $card…), une liste arrive
# jointe par des virgules.
#
# Comme dans events.ftl, rien ne s'accorde avec le nom d'une carte (il peut être féminin ou
# pluriel : « Mineurs Noyés », « Cloche des Hameaux ») ni avec celui d'un héros ou du joueur
# à qui l'on parle : le nom vient après un deux-points, après « de » ou en complément d'un
# verbe, et « cette carte », « cette Rencontre » portent l'accord. Être Caché se dit
# avec le verbe : « vous vous cachez ».

## Le moteur : questions, tours, héros (kilforth/engine.py)

refusal-game-over = Cette partie est terminée ; commencez-en une nouvelle.
refusal-no-prompt = Aucune question n'attend de réponse.
refusal-prompt-open = On attend la réponse { DE($hero) } : { $question } Rien d'autre ne peut se passer d'ici là.
refusal-stale-prompt = Cette question a déjà reçu sa réponse ou a changé ; répondez à la plus récente.
refusal-not-your-prompt = Cette question s'adresse à { $hero }.
refusal-no-such-option = « { $option } » ne fait pas partie des choix ({ $choices }).
refusal-not-seated = Vous n'avez aucun héros dans cette partie.
refusal-not-your-hero = Le héros « { $hero } » n'est pas le vôtre.
refusal-which-hero = Vous contrôlez plusieurs héros : nommez celui qui agit.
refusal-not-day = Les héros n'agissent que pendant la phase de { -day }.
refusal-no-turn = Ce n'est le tour de personne ; attendez le vôtre.
refusal-not-your-turn = C'est le tour { DE($hero) } ; attendez le vôtre.
refusal-hidden-no-gifts = Un héros qui se cache ne peut pas accomplir de { -gift } : sortez d'abord de votre cachette.
refusal-no-ap = Vous n'avez plus de { -ap } : établissez votre campement.
refusal-action-forbidden = Une capacité en jeu vous interdit l'Action { $action } pour l'instant : choisissez-en une autre.
# Une Action nommée dans une phrase : « vous interdit l'Action Fouiller ».
refusal-action = { $word ->
       *[other] { action }
    }

## Les arguments : les mots fixes par leur identifiant (kilforth.errors.Word), une carte
## qu'un lecteur peut avoir à taper. Le mot vient du vocabulaire commun : le sélecteur sur
## $word ne sert qu'à lui passer l'identifiant.

refusal-attribute = { $word ->
       *[other] { attribute }
    }
refusal-keyword = { $word ->
       *[other] { keyword }
    }
refusal-terrain = { $word ->
        [plains] Plaines
        [forests] Forêts
        [wastes] Landes
       *[mountains] Montagnes
    }
refusal-trade-step = { $word ->
        [sell] vendre
        [heal] soigner
       *[buy] acheter
    }
refusal-reward-deck = { $word ->
       *[other] { deck }
    }
# Un lecteur français nomme les cartes par leur nom français, que la console et les listes de
# Discord reconnaissent : l'identifiant (anglais) ne lui servirait à rien.
refusal-card-id = { $id ->
       *[other] { $name }
    }

## Les Actions (kilforth/rules/actions.py)

refusal-no-such-region = Il n'y a pas de { -region } « { $region } » sur le { -map }. Vous pouvez vous déplacer vers : { $reachable }.
refusal-already-there = Vous êtes déjà { A($region) }. Vous pouvez vous déplacer vers : { $reachable }.
refusal-not-adjacent = { LE($region, start: "yes") } { NUMBER($region) ->
        [plural] ne touchent
       *[singular] ne touche
    } pas votre { -region } (les diagonales ne comptent pas) et aucun { -shortcut } n'y mène. Vous pouvez vous déplacer vers : { $reachable }.
refusal-nothing-to-clear = Votre { -region } n'a ni { -obstacle } ni { -plot } à nettoyer : choisissez une autre { -action }.
refusal-no-obstacle = Il n'y a pas d'{ -obstacle } ici ; nommez plutôt une { -plot } à nettoyer.
refusal-no-such-plot = Il n'y a pas d'{ -plot } « { $plot } » dans votre { -region } ({ -plot }s présentes : { $count ->
        [0] aucune
       *[other] { $here }
    } ; ou nettoyez un { -obstacle }).
refusal-plot-gold = Nettoyer cette { -plot } coûte { $cost } { -gold } ; vous en avez { $gold }. Revenez avec plus d'{ -gold }.
refusal-plot-talents = Nettoyer cette { -plot } demande { $count ->
        [one] un { -talent } dévoilé
       *[other] { $count } { -talent }s dévoilés
    } ; vous en avez { $ready }. Revenez quand ils seront dévoilés.
refusal-plot-keyword = Nettoyer cette { -plot } demande une { -rumour } ou un { -asset } portant le mot-clé « { $keyword } » : procurez-vous-en un d'abord.
refusal-search-city = L'{ -city } n'a pas de paquet de { -encounter }s : on n'y trouve rien. Allez dans une { -region } qui a un terrain pour Fouiller.
refusal-search-not-empty = On ne Fouille que là où il n'y a aucune { -encounter } : occupez-vous d'abord de celle qui est ici.
refusal-search-obstacle = Un { -obstacle } empêche de Fouiller ici : nettoyez-le d'abord.
refusal-encounter-deck-empty = Le paquet de { -encounter }s des { $terrain } et sa défausse sont vides : il n'y a rien à trouver ; choisissez une autre { -action }.
refusal-already-hidden = Vous vous cachez déjà : choisissez une autre { -action }.
refusal-rest-not-empty = Vous ne pouvez pas vous reposer avec une { -encounter } dans votre { -region } : reposez-vous là où il n'y en a pas, par exemple dans l'{ -city }.
refusal-full-health = Vous avez déjà toute votre Santé : vous n'avez aucune raison de vous Reposer ; choisissez une autre { -action }.
refusal-no-such-encounter-here = Il n'y a pas de { -encounter } « { $encounter } » dans votre { -region } ({ -encounter }s présentes : { $count ->
        [0] aucune
       *[other] { $here }
    }).
refusal-confront-obstacle = Un { -obstacle } empêche de Confronter ici : nettoyez-le d'abord.
refusal-confront-enemy = { $encounter } : c'est un { -enemy }, et un { -enemy } ne se Confronte pas : on le combat quand il vous engage. Confrontez plutôt une Quête, un Lieu ou un { -stranger }.
refusal-hidden-stranger = Un héros qui se cache ne peut pas Confronter un { -stranger } : sortez d'abord de votre cachette.
refusal-not-a-stranger = Seul un { -stranger } peut devenir hostile : Confrontez plutôt { LE($encounter) } par un test.
refusal-which-attribute = Choisissez l'attribut à tester : { $allowed }.
refusal-wrong-attribute = Vous ne pouvez pas utiliser { $attribute } contre { LE($encounter) } : { $why ->
        [tested] cette { -encounter } a déjà été testée en { $tested } (R-SUCC-2)
        [stranger] un { -stranger } se teste toujours en Influence (R-STR-2)
       *[missing] cette { -encounter } n'a pas de valeur en { $attribute }
    }. Permis : { $allowed }.
refusal-not-in-hand = Pas de { -rumour } « { $card } » dans votre main ({ -reward }s en main : { $count ->
        [0] aucune
       *[other] { $hand }
    }).
refusal-not-a-reward = { $card } : ce n'est pas une carte { -reward }, et seules les { -reward }s peuvent être Découvertes (servez-vous de cette carte pour un { -chapter }, pour le { -fate }, ou vendez-la).
refusal-discover-region = On ne Découvre { LE($card) } qu'{ A($region) } : allez-y d'abord.
refusal-not-in-city = On ne Commerce que dans l'{ -city } : allez-y d'abord.
refusal-nothing-to-trade = Choisissez au moins une option : vendre des cartes, acheter des soins ou acheter une { -reward }.
refusal-repeated-step = Chaque option de Commerce se fait au plus une fois : nommez vendre, soigner et acheter une seule fois chacune dans l'ordre ({ $order }).
refusal-sold-twice = Chaque carte ne se vend qu'une fois : ne la nommez qu'une fois.
refusal-not-yours-to-sell = Vous n'avez ni { -rumour } ni { -asset } « { $card } » à vendre : vendez seulement les cartes de votre main ou de votre zone de jeu.
refusal-heal-not-here = Le héros « { $hero } » n'est pas dans votre { -region } : vous ne pouvez acheter des soins que pour { $here }.
refusal-heal-full = { $hero } a déjà toute sa Santé : n'achetez pas de soins pour ce héros.
refusal-overheal = Il ne manque que { $missing } { -hp } à { $hero } : n'achetez pas plus de soins que cela.
refusal-heal-gold = Soigner { $cost } { -hp } coûte { $cost } { -gold } ; vous n'en aurez que { $gold } à ce moment-là. Achetez moins de soins{ $sold ->
        [yes] {""}
       *[no] , ou vendez d'abord des cartes
    }.
refusal-reward-deck-empty = Le { $deck } et sa défausse sont vides : achetez dans un autre paquet de { -reward }s.

## Les capacités (kilforth/rules/abilities.py) : $timing vaut « activated » (utiliser) ou
## « gift » (résoudre)

refusal-no-card-in-play = Vous n'avez en jeu aucune carte « { $card } » à { $timing ->
        [activated] utiliser
       *[other] résoudre
    }.
refusal-no-such-ability = { $card } : cette carte n'a { $timing ->
        [gift] aucune capacité de { -gift }
       *[other] aucune capacité utilisable pendant votre tour
    }.
refusal-ambiguous-ability = Nommez la capacité à utiliser : { $abilities }.
refusal-spell-locked = Votre Savoir est inférieur au cadenas { DE($card) }.
refusal-condition-unmet = { $card } : { $ability } Sa condition n'est pas remplie ici et maintenant.
refusal-limit-reached = { $card } : cette carte a déjà servi autant de fois qu'elle le permet.
refusal-exhausted = { $card } : cette carte reste voilée jusqu'à l'{ -dawn }.
refusal-ability-cost = Vous ne pouvez pas payer le coût { DE($card) } : { $ability }

## L'Assaut contre un Ancien (kilforth/rules/ancients.py)

refusal-ancients-not-arrived = Aucun { -ancient } n'est encore entré en jeu : le premier héros à achever sa { -saga } les fera venir.
refusal-no-such-ancient = Il n'y a pas d'{ -ancient } « { $ancient } » dans cette partie. { -ancient }s : { $ancients }.
refusal-ancient-defeated = { $ancient } : cet { -ancient } a déjà été vaincu.
refusal-which-ancient = Plusieurs { -ancient }s sont ici : nommez celui contre lequel vous lancez l'{ -assault } ({ $ancients }).
refusal-no-ancient-here = Aucun { -ancient } n'est dans votre { -region }. Rendez-vous d'abord dans la sienne : { $where }.
refusal-ancient-where = { $ancient } ({ $region })
refusal-saga-incomplete = Vous devez achever votre { -saga } ({ -chapter }s I à IV, puis le { -finale }) avant de pouvoir lancer un { -assault } contre { LE($ancient) }.
refusal-sagas-incomplete = Dans une partie coopérative, chaque héros encore en jeu doit achever sa { -saga } avant que quiconque lance un { -assault } contre un { -ancient } ; il reste à finir : { $heroes }.
refusal-not-in-ancient-region = { LE($ancient, start: "yes") } { NUMBER($ancient) ->
        [plural] se trouvent
       *[singular] se trouve
    } { A($region) } : allez-y pour lancer l'{ -assault }.
refusal-encounters-present = Vainquez ou nettoyez toutes les { -encounter }s { DE($region) } avant de lancer un { -assault } contre { LE($ancient) }.
refusal-teammate-saga-incomplete = { $hero } n'a pas achevé sa { -saga } : votre équipe ne peut donc pas lancer d'{ -assault } contre { LE($ancient) } ; laissez ce héros hors de l'équipe.

## Les Dons (kilforth/rules/gifts.py, kilforth/rules/free.py)

refusal-no-such-hero = Il n'y a pas de héros « { $hero } » dans cette partie.
refusal-yourself = Nommez un autre héros que vous-même.
refusal-not-in-play = { $hero } a quitté la partie.
refusal-not-enough-gold = { $hero } n'a que { $gold } { -gold }, pas { $asked }.
refusal-card-named-twice = { $card } : cette carte est nommée deux fois.
refusal-not-theirs = { $hero } n'a ni { -rumour }, ni jeton { -loot }, ni { -asset } « { $card } ».
# $kind : le type de Récompense de l'Atout (ally, item, spell, title), ou Totem.
refusal-not-exchangeable = { $card } : c'est un { -asset } { $kind ->
        [ally] Allié
        [item] Objet
        [spell] Sort
        [title] Titre
       *[other] { -totem }
    }, et seuls les { -asset }s Objet et Sort changent de mains ; les Alliés, les Titres et les { -totem }s restent avec leur héros.
refusal-exchange-not-here = { $hero } n'est pas dans votre { -region } : un Échange se fait face à face.
refusal-nothing-to-exchange = Nommez de l'{ -gold } ou des cartes à donner, à prendre, ou les deux.
refusal-no-such-encounter = Il n'y a pas de { -encounter } « { $encounter } » dans votre { -region }.
refusal-no-weakness = { $encounter } : cette { -encounter } n'a pas de { -weakness } par laquelle la Surpasser.
# $source : d'où le mot-clé peut venir (options.overcome_keyword_source).
refusal-no-matching-keyword = La { -weakness } { DE($encounter) } est { $weakness }, et { $source ->
        [assets] aucun de vos { -asset }s en jeu
       *[other] aucune de vos cartes en jeu
    } ne l'a (les cartes en main ne comptent pas).
refusal-not-an-asset = { $card } : ce n'est ni un { -asset } ni un jeton { -loot } ; eux seuls portent des capacités de { -gift }.
refusal-hero-named-twice = { $hero } : ce héros est nommé deux fois.
refusal-assault-in-battle = Vous êtes en { -battle } contre { LE($foe) } : donnez l'{ -assault } { A($ancient) } une fois la { -battle } finie.
refusal-team-in-battle = Vous êtes en { -battle } contre { LE($foe) } : une équipe se forme avant un { -engagement }, pas pendant.
refusal-already-in-team = { $hero } fait déjà partie de votre équipe.
refusal-team-not-here = { $hero } n'est pas dans votre { -region } : une équipe se forme dans une seule { -region }.
refusal-member-hidden = { $hero } se cache, et les membres d'une équipe ne doivent pas se cacher.
refusal-member-defeated = Après sa défaite, { $hero } reste hors jeu jusqu'à l'{ -dawn }.
refusal-not-hidden = Vous ne vous cachez pas : vous n'avez aucune cachette à quitter.
refusal-unhide-own-turn = Dans cette partie, vous ne pouvez sortir de votre cachette que pendant votre propre tour.
# L'attribut qui nomme un test : « un test de Combat », « un test d'Influence ».
refusal-test-attribute = { $word ->
       *[other] { attribute-next }
    }

## Le Coup d'Éclat : les Chapitres et le Final (kilforth/rules/saga.py)

# $why : pourquoi l'Or manque.
refusal-chapter-gold = Le { -chapter } { ROMAN($chapter) } coûte { $cost } { -gold } et vous en avez { $gold }{ $why ->
        [unsacrificed] {"\u202F"}; dans cette partie, l'{ -gold } des sacrifices ne peut pas le payer.
        [even_sacrificing] , même en sacrifiant chaque { -asset } qui pourrait payer un mot-clé.
       *[named] {" "}(+{ $sacrificed } grâce aux sacrifices nommés) : sacrifiez d'autres { -asset }s ou réunissez d'abord de l'{ -gold }.
    }
refusal-saga-complete = Votre { -saga } est achevée ; il ne vous reste aucun { -feat }. Lancez plutôt un { -assault } contre un { -ancient }.
refusal-feat-done-today = Dans cette partie, un héros n'accomplit qu'un { -feat } par phase de { -day }, et vous l'avez déjà fait aujourd'hui.
refusal-chapter-done-today = Vous avez déjà achevé un { -chapter } pendant cette phase de { -day } ; le suivant attendra demain.
refusal-chapter-no-test = Achever le { -chapter } { ROMAN($chapter) } ne demande aucun test : n'indiquez pas d'attribut.
# $count : combien de mots-clés rien de ce que le héros possède ne couvre ($short).
refusal-missing-keywords = Le { -chapter } { ROMAN($chapter) } demande { $required } : { $count ->
        [0] chaque mot-clé demande une carte différente, et les vôtres ne peuvent pas tous les couvrir à la fois
       *[other] rien de ce que vous possédez ne couvre { $short }
    }. Chaque mot-clé se paie en défaussant une { -rumour } ou en choisissant un { -asset } qui le porte.
refusal-card-used-twice = { $card } : cette carte sert deux fois ; chaque { -rumour } ou { -asset } ne paie qu'un mot-clé.
refusal-talent-exhausted = Le { -talent } { $card } est voilé : seul un { -talent } dévoilé peut payer un mot-clé de { -chapter }.
refusal-talent-cannot-pay = { $card } : c'est un { -talent }, et dans cette partie les { -talent }s ne paient pas les mots-clés d'un { -chapter } ; seuls les { -rumour }s et les { -asset }s le peuvent.
refusal-not-yours = Vous n'avez ni { -rumour } ni { -asset } « { $card } ».
refusal-keyword-not-required = Le { -chapter } { ROMAN($chapter) } ne demande pas « { $keyword } » ; il demande { $required }.
refusal-card-lacks-keyword = { $card } : cette carte n'a pas le mot-clé « { $keyword } » (ses mots-clés : { $count ->
        [0] aucun
       *[other] { $keywords }
    }).
refusal-sacrifice-rumour = { $card } : c'est une { -rumour }, qui se défausse ; seuls les { -asset }s peuvent être sacrifiés contre de l'{ -gold }.
refusal-sacrifice-talent = { $card } : c'est un { -talent }, qui reste en jeu et ne peut pas être sacrifié contre de l'{ -gold }.
refusal-keyword-paid-twice = « { $keyword } » est payé { $paid } fois, mais le { -chapter } { ROMAN($chapter) } ne le demande { $wanted ->
        [one] qu'une fois
       *[other] que { $wanted } fois
    }.
refusal-unpaid-keyword = Le { -chapter } { ROMAN($chapter) } demande encore : { $unpaid }. Ajoutez une { -rumour } ou un { -asset } pour chacun.
refusal-finale-no-payment = Le { -finale } ne coûte ni { -gold } ni mots-clés : envoyez le { -feat } sans paiement.
refusal-finale-region = { $finale } : ce { -finale } ne se tente qu'{ A($region) }.
refusal-finale-attribute = { $finale } : ce { -finale } est un test { $attribute } ; vous ne pouvez pas utiliser { $used }.
refusal-heroes-not-gathered = Tous les héros doivent se trouver { A($region) } avant de tenter un { -finale } ; encore en route : { $heroes }.

## La mise en place (kilforth/rules/setup.py)

refusal-no-such-race = Il n'y a pas de Race « { $race } ». Races : { $races }.
refusal-no-such-class = Il n'y a pas de Classe « { $hero_class } ». Classes : { $classes }.
refusal-no-such-saga = Il n'y a pas de { -saga } « { $saga } ». Sagas : { $sagas }.
# $kind : la carte prise deux fois (race, hero_class, saga) ; $taken son identifiant, $card son
# nom, qui seul parle à un lecteur français.
refusal-card-taken = { $taken ->
       *[other] Chaque carte { $kind ->
            [race] de Race
            [hero_class] de Classe
           *[saga] de { -saga }
        } n'existe qu'une fois, et un autre héros a déjà pris « { $card } » : choisissez-en une autre.
    }
refusal-hero-count = Une partie compte de 1 à { $most } héros ; { $seated } ont pris place.
refusal-competitive-alone = Une partie compétitive demande au moins 2 héros ; avec un seul héros, jouez en solo ou en coopératif.
refusal-solo-players = En mode solo, un seul joueur contrôle tous les héros ; choisissez le mode coopératif pour jouer à plusieurs.
refusal-not-enough-ancients = Ce paquet de contenu n'a pas assez d'{ -ancient }s pour autant de héros.
