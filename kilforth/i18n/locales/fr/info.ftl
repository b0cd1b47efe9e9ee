# Ce que les joueurs consultent : le Plan, les fiches de héros, leur main, une carte, le
# journal, la liste des commandes.

info-map = Plan · { -day } { $day }
info-map-heroes = Héros
info-map-hero = { $hero } — { $region }
info-map-weather = Météo
info-map-gloom = À l'{ -gloom }
info-map-no-region = aucune { -region }
info-no-hero = Ce joueur n'a aucun héros dans cette partie.
info-not-seated = Vous n'avez aucun héros dans cette partie.
info-hand = { $hero } · { -gold } { $gold }
info-card-not-visible = Vous ne voyez aucune carte « { $name } » dans cette partie : choisissez-en une dans la liste que propose /{ cmd-card } (votre main, le Plan, les offres, les défausses, les cartes des héros, les Anciens et les Intrigues en jeu).
info-no-running-game = Aucune partie en cours dans ce salon.
info-nothing-new = Rien de nouveau
info-nothing-new-body = Rien ne s'est passé depuis votre dernière commande.
info-last-entries = { $count ->
        [one] La dernière entrée
       *[other] Les { $count } dernières entrées
    }
info-entry = **{ $version }. { $who } : { $what }**
# Ce qu'a fait une entrée du journal : une commande selon son genre, ou ce qui est arrivé à la
# partie.
info-entry-kind = { $kind ->
        [move] Se Déplacer
        [clear] Nettoyer
        [search] Fouiller
        [hide] Se Cacher
        [confront] Confronter
        [rest] Se Reposer
        [discover] Découvrir
        [trade] Commercer
        [feat] Coup d'Éclat
        [camp] Établir son Campement
        [assault] { -assault }
        [exchange] Échange
        [overcome] Surpasser
        [resolve] Résoudre
        [team_up] Faire Équipe
        [use] utiliser
        [unhide] sortir de sa cachette
        [preferences] préférences
        [choose] choisir
        [start] début de la partie
        [undo] annulation
        [import] importation
        [abandon] abandon
        [reset] remise à zéro
        [reassign] changement de joueur
       *[other] { $kind }
    }

# /help : la liste des commandes, par section.
info-help-title = L'Ombre de Kilforth — commandes
info-help-intro = Ouvrez une partie avec `/{ cmd-kilforth } { cmd-kilforth-new }`, prenez place avec `/{ cmd-kilforth } { cmd-kilforth-join }`, puis lancez-la avec `/{ cmd-kilforth } { cmd-kilforth-start }`. À votre tour, choisissez une commande d'Action ; le bot mentionne qui doit agir ou répondre.
info-help-section = { $cog ->
        [Session] Préparer une partie
        [Actions] À votre tour
        [Gifts] Les { -gift }s (gratuits pendant votre tour)
        [Info] Consulter
        [AdminCog] Modérateurs
       *[other] Divers
    }
info-help-admin = `/{ cmd-kilforth-admin } …` inspecte, répare et termine la partie d'un salon, pour les membres autorisés à gérer les salons ou ayant le rôle de modérateur.
info-help-command = `{ $command }` — { $description }
# /look : ce qui se trouve dans une Région ; un Ancien tel qu'il est.
look-plot-needs = Pour vaincre { LE($plot) } : { $needs }
look-empty = Aucune { -encounter }, aucun { -obstacle }, aucune { -plot } ici.
look-ancient-now = Santé actuelle : { $hp } · { $where ->
        [defeated] vaincu
        [on_map] sur le { -map }, { A($region) }
       *[waiting] pas encore arrivé (il apparaîtra { A($region) })
    } · { -plot }s détenues : { $plots }
look-no-plot = aucune
look-now = Maintenant
look-region = Examiner une { -region }…
look-no-such-region = Il n'y a pas de { -region } « { $name } » sur ce { -map } : choisissez-en une dans la liste que propose /{ cmd-look }.
