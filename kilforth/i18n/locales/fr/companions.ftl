# Ce qu'a fait une place jouée par l'ordinateur (kilforth/render/companions.py). $who dit
# pourquoi l'ordinateur la joue : une place de compagnon, ou le pilote automatique d'un
# joueur absent.

companions-did = » { $hero } ({ $who ->
        [autopilot] pilote automatique
       *[computer] ordinateur
    }) : { $what }
companions-chose = » { $hero } ({ $who ->
        [autopilot] pilote automatique
       *[computer] ordinateur
    }) { $what }
companions-makes-a-choice = fait un choix
companions-chooses = choisit : { $option }
# Une commande, par son verbe.
companions-command = { $kind ->
        [move] se déplace vers
        [clear] nettoie
        [search] fouille
        [hide] se cache
        [confront] confronte
        [rest] se repose
        [discover] découvre
        [trade] commerce
        [feat] accomplit un Coup d'Éclat
        [camp] établit son campement
        [assault] lance l'{ -assault } contre
        [exchange] échange
        [overcome] surpasse
        [resolve] résout
        [team_up] fait équipe avec
        [use] utilise
        [unhide] sort de sa cachette
       *[preferences] règle ses préférences
    }
# Une carte que nomme une commande, avec son article : « se déplace vers le Col de Crocdefer ».
companions-card = { LE($card) }
# L'attribut avec lequel une commande teste, à côté de la carte qu'elle nomme.
companions-attribute = ({ $attribute })
# Une option d'une commande, dite quand elle est choisie.
companions-flag = { $flag ->
        [hostile] en ennemi
        [sacrifice] en sacrifice
        [fight_to_the_end] jusqu'au bout
        [skip_gift_windows] sans pause pour les { -gift }s
       *[camp_without_ap] campement à 0 { -ap }
    }
