# Une ligne par événement de la partie (kilforth/render/text.py : event_line, public_line,
# secret_line). $hero, $other, $first… sont des noms de héros ; $card, $region, $foe… des
# noms de cartes.
#
# Un nom de carte porte sa grammaire (data/lang/fr.toml) : LE($card) lui donne son article
# (« la Mine de Creusefond », « les Plaines de Braise », « l'Abbaye Engloutie »,
# « Lanternebourg »), DE et A le contractent (« du Col », « aux Plaines », « de l'Abbaye »),
# NUMBER accorde le verbe dont il est sujet (« Les Maraudeurs de la Lande font un test »),
# ARTICLE distingue un haut fait (« Escorter les Pèlerins »), qu'on cite entre guillemets. Après un
# deux-points ou entre parenthèses, le nom sert d'étiquette et reste nu.
#
# Un héros a le genre que son joueur lui donne, que rien ne dit : il reste sujet, mais d'un
# verbe actif qui ne s'accorde pas en genre (« subit une défaite », « ne se cache plus »),
# jamais d'un participe ou d'un adjectif (« est vaincu », « n'est plus caché »).

event-game-started = Une partie { $mode ->
        [competitive] compétitive
        [solo] en solo
       *[coop] coopérative
    } commence avec { $heroes } ; { $first } joue en premier.
event-day-started = ☀ Le { -day } { $day } se lève. Premier Héros : { $first }.
event-turn-started = ▶ Au tour { DE($hero) } ({ $ap } { -ap }).
event-camped = ⛺ { $hero } établit son campement{ $first ->
        [yes] { " " }et prend le jeton Premier Héros.
       *[no] .
    }
event-moved = { $hero } { $how ->
        [shortcut] emprunte un raccourci
        [diagonal] se glisse en diagonale
        [defeat] se replie
        [effect] passe
       *[move] se déplace
    } { DE($origin) } { A($destination) }.
event-encounter-placed = ✦ Nouvelle { -encounter } { A($region) } : { $card }.
event-not-bought = Personne n'achète { LE($card) } ({ $gold } { -gold }) : { NUMBER($card) ->
        [plural] elles partent
       *[singular] la carte part
    } à la défausse.
event-discarded = { $hero } défausse { LE($card) } ({ $reason }).
event-discarded-alone = { LE($card, start: "yes") } { NUMBER($card) ->
        [plural] partent
       *[singular] part
    } à la défausse ({ $reason }).
event-gained = { $hero } obtient { LE($card) } ({ $zone ->
        [rumour] { -rumour }
        [asset] { -asset }
        [talent] { -talent }
       *[loot] { -loot }
    }){ $doing }
event-roll = 🎲 { LE($who, start: "yes") } { NUMBER($who) ->
        [plural] font
       *[singular] fait
    } un test { $attribute } : { $shown } → { $successes } { -success }{ $fate ->
        [0] {""}
       *[other] { " " }(dont { $fate } grâce au { -fate })
    }{ $held ->
        [0] {""}
       *[other] { " " }+ { $held } acquis = { $total }
    }{ $target }{ $verdict ->
        [passed] { " " }— réussi !
        [failed] { " " }— pas assez.
       *[none] {""}
    }
event-roll-rolled = { $final } (premier jet : { $dice })
event-roll-no-dice = aucun dé
event-roll-target = { " " }contre { $target }
event-engaged = ⚔ { $hero } entre en { -engagement } avec { LE($foe) }{ $team }.{ $surprise ->
        [hero] { " " }{ $hero } a la Surprise !
        [foe] { " " }L'{ -foe } a la Surprise !
       *[none] {""}
    }
event-engaged-team = { " " }(équipe : { $team })
event-evaded = { $hero } échappe { A($foe) }{ $automatic ->
        [yes] { " " }sans test.
       *[no] .
    }
event-battle-round = Manche { $round } : { $hero } inflige { $dealt } et subit { $taken } — { LE($foe) } { NUMBER($foe) ->
        [plural] restent
       *[singular] reste
    } à { $foe_hp } { -hp }, { $hero } à { $hero_hp } { -hp }.
event-fled = { $hero } s'enfuit devant { LE($foe) } vers { LE($destination) }.
event-hero-felled = ✖ { $hero } tombe à 0 { -hp } : hors de combat jusqu'à l'{ -dawn }, garde son { -gold }, ses cartes et sa { -region }.
event-hero-removed = ☠ { $hero } tombe face { A($foe) } et quitte la partie.
event-hero-defeated = ✖ { $hero } subit une défaite : perd { $gold } { -gold }{ $card }, et se réveille dans l'{ -city }.
event-hero-defeated-card = { " " }et { LE($card) }
event-encounter-defeated = ✔ { $hero } { ARTICLE($card) ->
        [deed] accomplit « { $card } »
       *[other] vainc { LE($card) }
    } ({ $how ->
        [confront] par une confrontation
        [battle] en bataille
        [overcome] par le { -gift } Surpasser
        [clear] en nettoyant
       *[effect] par un effet
    }).
event-became-hostile = { $hero } { $chosen ->
        [yes] provoque l'hostilité { DE($card) }.
       *[no] s'attire l'hostilité { DE($card) } !
    }
event-changed = { $hero } { $gained ->
        [yes] gagne
       *[other] perd
    } { $amount } { $what ->
        [hp] { -hp }
        [max_hp] { -hp } maximum
        [ap] { -ap }
        [action_ap] { -ap } { $amount ->
            [one] réservé
           *[other] réservés
        } à une { -action }
        [gold] { -gold }
       *[fate] { -fate }
    } ({ $reason }) { $what ->
        [max_hp] et son maximum passe à { $value }.
       *[other] { $value ->
            [0] et n'en a plus.
           *[other] et en a désormais { $value }.
        }
    }
event-hidden = { $hero } { $hidden ->
        [yes] se cache.
       *[no] ne se cache plus.
    }
event-obstacle = { $added ->
        [yes] Un { -obstacle } bloque { LE($region) }
       *[no] Un { -obstacle } est retiré { DE($region) }
    }{ $reason ->
        [none] {""}
       *[other] { " " }({ $reason })
    }.
event-ability-used = { $hero } utilise { LE($card) }{ $doing }
event-chapter-completed = 📜 { $hero } achève le { -chapter } { ROMAN($chapter) }{ $free ->
        [yes] { " " }(Pression Compétitive).
       *[no] .
    }
event-saga-completed = 🏆 { $hero } achève la { -saga } « { $saga } » !
event-ancient-entered = ‼ { LE($ancient, start: "yes") } { NUMBER($ancient) ->
        [plural] surgissent
       *[singular] surgit
    } { A($region) }{ $doing }
event-plot-placed = Une { -plot }, { LE($plot) }, prend racine { A($region) }{ $doing }
event-ancient-defeated = ★ { $hero } terrasse { LE($ancient) } !
event-team-broken = L'équipe se sépare.
event-team-formed = { $heroes } font équipe.
event-exchanged = { $hero } et { $other } font un échange.
event-declined = { $hero } décline { $offer ->
        [exchange] l'échange proposé
       *[team_up] l'équipe proposée
    } par { $asker }.
event-ancient-assaulted = ⚔ { $hero } donne l'{ -assault } { A($ancient) } ({ $hp } { -hp }{ $plots ->
        [0] {""}
        [one] , avec le renfort d'une Intrigue
       *[other] , avec le renfort de { $plots } Intrigues
    }).
event-ancient-healed = { LE($ancient, start: "yes") } { NUMBER($ancient) ->
        [plural] récupèrent
       *[singular] récupère
    } { $amount } { -hp } ({ $card }) et { NUMBER($ancient) ->
        [plural] en ont
       *[singular] en a
    } désormais { $hp }.
event-night-started = ☾ La Nuit { $day } tombe.
event-region-gloomed = L'{ -gloom } s'étend { A($region) } ({ $card }){ $doing }
event-weather-changed = Météo : { $card }{ $doing }
event-resolved = Événement résolu : { $card }{ $passed ->
        [yes] { " " }— test réussi.
        [no] { " " }— test échoué.
       *[none] .
    }
event-dawn = L'{ -dawn } point. Premier Héros du prochain { -day } : { $first }.
event-game-over = La partie s'achève au { -day } { $days } : { $outcome }. Vainqueurs : { $winners }. { $reason }
event-nobody = personne
# Ce que fait une carte qui entre en jeu, après son nom ; ou un point si elle ne fait rien.
event-doing = { "\u00A0" }: { $does }
event-doing-nothing = .
# Un coup d'œil se porte sur un paquet de Rencontres, nommé par son terrain ($terrain).
event-peeked-public = 👁 { $hero } regarde le dessus du paquet de { -encounter }s des { $terrain }.
event-rumour-gained = { $hero } obtient une { -rumour }.
event-peeked = 👁 { $hero } voit { LE($card) } sur le paquet de { -encounter }s des { $terrain }.
event-peeked-empty = 👁 { $hero } ne voit rien sur le paquet de { -encounter }s des { $terrain } : il est vide.
# Pourquoi une carte est défaussée ou un compteur change, quand aucune carte ne le dit ($kind).
event-reason = { $kind ->
        [ancient] { -ancient }
        [battle] { -battle }
        [chapter] { -chapter } { ROMAN($chapter) }
        [city_is_safe] l'{ -city } est sûre
        [cost] coût
        [dawn] { -dawn }
        [defeat] défaite
        [event] événement
        [exchange] échange
        [fate] { -fate }
        [feat] Coup d'Éclat
        [feat_sacrifice] sacrifice du Coup d'Éclat
        [gift] { -gift }
        [gloom] { -gloom }
        [gold_loot] { -loot } en { -gold }
        [heal] soin
        [healing] guérison
        [limit_of_six] Limite de Six
        [loot] { -loot }
        [not_bought] sans acheteur
        [plot] Intrigue
        [purchase] achat
        [removed] retrait du jeu
        [resolved] résolution
        [rest] repos
        [reward] Récompense
        [rumour_step] étape des Rumeurs
        [sacrifice] sacrifice
        [sale] vente
        [sold] vente
        [totem] Totem
        [totem_gold] { -gold } du Totem
        [trade] commerce
        [unique_keyword] mot-clé unique
        [weather_replaced] Météo remplacée
       *[effect] effet
    }
