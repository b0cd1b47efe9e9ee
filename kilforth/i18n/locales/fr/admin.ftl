# /kilforth-admin : ce que lisent les modérateurs quand ils inspectent, réparent et terminent
# la partie d'un salon.

admin-status = { $status ->
        [lobby] en attente des joueurs
        [running] en cours
        [finished] terminée
       *[abandoned] abandonnée
    }
admin-no-game = Aucune partie en cours dans ce salon. Ouvrez-en une avec /{ cmd-kilforth } { cmd-kilforth-new }, ou ramenez une partie sauvegardée avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-import }.
admin-nothing-to-reset = Rien à réinitialiser. Aucune partie en cours dans ce salon. Ouvrez-en une avec /{ cmd-kilforth } { cmd-kilforth-new }, ou ramenez une partie sauvegardée avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-import }.
admin-not-undoable = La dernière partie du salon n'a pas commencé ou a été abandonnée : il n'y a rien à annuler.
# Le refus du stockage ($reason, déjà dans la langue du lecteur) et ce qu'un modérateur peut faire.
admin-advice-not-started = { $reason } Attendez que les joueurs la lancent avec /{ cmd-kilforth } { cmd-kilforth-start }.
admin-advice-nothing-to-undo = { $reason } Annulez moins de commandes, ou terminez la partie avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }.
admin-advice-game-exists = { $reason } Terminez-la d'abord avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }, ou importez dans un autre salon.
admin-advice-not-seated = { $reason } /{ cmd-kilforth-admin } { cmd-kilforth-admin-inspect } indique qui a une place.
admin-advice-already-seated = { $reason } Choisissez quelqu'un qui n'a pas de place dans cette partie.
admin-import-refused = Le fichier a été refusé : { $reason }. Joignez un fichier produit par /{ cmd-kilforth-admin } { cmd-kilforth-admin-export }.
admin-not-text-channel = Utilisez cette commande dans le salon textuel ou le fil de la partie.
admin-never-played = Ce salon n'a jamais accueilli de partie. Ouvrez-en une avec /{ cmd-kilforth } { cmd-kilforth-new }, ou ramenez une partie sauvegardée avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-import }.

# Inspecter.
admin-entry = { $kind ->
        [undo] retour à la v{ $restored }
        [start] a distribué la partie
        [import] a importé la partie
        [abandon] a mis fin à la partie
        [reset] a réinitialisé la partie et effacé son état
        [reassign] a confié un héros à un autre joueur
       *[other] { $kind }
    }
admin-session-text = Partie { $game } · { $status } · { $mode ->
        [solo] solo
        [coop] coopérative
       *[competitive] compétitive
    } · { $count } héros
    Version { $version }
    Créée { $created } par { $creator }
    Mise à jour { $updated }
admin-seat = { $name } ({ $hero_class } { $race }) — { $player }
admin-no-seat = Aucune place prise pour l'instant.
admin-integrity-ok = ✅ L'état est valide et tous les invariants sont respectés.
admin-integrity-failed = ⚠ L'état est valide, mais { $count ->
        [one] { $count } invariant n'est pas respecté
       *[other] { $count } invariants ne sont pas respectés
    } :
    { $shown }
admin-integrity-more = … et { $count } de plus
admin-damaged = La partie { $game } est endommagée
admin-damaged-body = Sa sauvegarde ({ $what }) est endommagée : { $error }
admin-what-now = Que faire
admin-damaged-advice = Terminez-la avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset } pour que le salon puisse repartir de zéro ; /{ cmd-kilforth-admin } { cmd-kilforth-admin-export } peut encore sauver son journal pour un rapport de bogue.
admin-inspect-title = Partie { $game } — { $status }
admin-session = Session
admin-seats = Places
admin-not-started-yet = La partie n'a pas commencé : rien à vérifier pour l'instant.
admin-reset-cleared = Une réinitialisation a effacé l'état.
admin-state-damaged = ❌ La sauvegarde ({ $what }) est endommagée : { $error }
    Terminez la partie avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }.
admin-log-damaged = ❌ Le journal est endommagé ({ $what }) : { $error }
admin-players-heroes = Joueurs et héros
admin-last-commands = Dernières commandes
admin-none-yet = Aucune pour l'instant.
admin-integrity = Intégrité

# Réinitialiser.
admin-reset-button = Réinitialiser la partie
admin-cancel-button = Annuler
admin-not-your-confirmation = Seul le modérateur qui a demandé cette réinitialisation peut la confirmer. Lancez vous-même /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }.
admin-reset-cancelled = Réinitialisation annulée
admin-game-goes-on = La partie continue.
admin-nothing-to-reset-title = Rien à réinitialiser
admin-no-longer-running = La partie { $game } n'est plus en cours ici.
admin-reset-done = Réinitialisation faite
admin-reset-done-body = La partie { $game } est terminée ; son journal reste lisible avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-export }.
admin-game-ended = La partie de ce salon est terminée
admin-game-ended-body = { $moderator } y a mis fin. Ouvrez-en une nouvelle avec /{ cmd-kilforth } { cmd-kilforth-new }.
admin-reset-ask = Réinitialiser la partie de ce salon ?
admin-reset-ask-body = Cela met fin { $damaged ->
        [yes] à la partie { $game }, dont la sauvegarde est endommagée,
       *[no] à la partie { $game }
    } pour tous les joueurs. Son journal reste lisible avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-export }.
admin-not-announced = C'est fait, mais sans annonce
admin-not-announced-body = Je n'ai pas pu écrire dans ce salon ({ $error }) : vérifiez que j'ai le droit d'y envoyer des messages et des intégrations.

# Annuler, passer, pilote automatique, horloge.
admin-undone = Annulé
admin-undone-body = { $count ->
        [one] { $count } commande annulée
       *[other] { $count } commandes annulées
    } : la partie est à la version { $version }.
admin-undone-note = ↩ { $moderator } a annulé { $count ->
        [one] la dernière commande
       *[other] les { $count } dernières commandes
    }.
admin-skipped = Tour passé
admin-skipped-body = { $hero } établit son Campement.
admin-skipped-note = ⏭ { $moderator } a passé le tour { DE($hero) } : { $hero } établit son Campement.
admin-autopilot-on = 🤖 { $moderator } confie le héros { DE($player) } au pilote automatique
admin-autopilot-on-note = L'ordinateur le joue jusqu'à ce que { $who } agisse ou lance /{ cmd-kilforth } { cmd-kilforth-back }, ou qu'un modérateur l'arrête.
admin-not-on-autopilot = Le pilote automatique ne joue pas le héros { DE($who) } : il n'y a rien à arrêter. /{ cmd-kilforth } { cmd-kilforth-status } montre les places que joue l'ordinateur.
admin-autopilot-off = { $player } reprend son héros
admin-autopilot-off-body = { $moderator } a arrêté le pilote automatique : { $who } joue de nouveau.
admin-clock-changed = ⏳ { $moderator } a changé l'horloge des tours
admin-clock-changed-body = { $clock } L'horloge repart de maintenant.
admin-language-changed = 🌐 { $moderator } a changé la langue de la partie
admin-language-changed-body = Désormais, les messages de cette partie sont en français.

# Exclure et remplacer.
admin-not-seated = { $who } n'a pas de place dans cette partie. /{ cmd-kilforth-admin } { cmd-kilforth-admin-inspect } indique qui en a une.
admin-game-running = La partie a commencé, et les règles ne permettent pas de retirer un héros du jeu. Confiez le héros { DE($who) } à quelqu'un d'autre avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-replace }, ou terminez la partie avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }.
admin-seat-removed = Place retirée
admin-seat-removed-body = { $moderator } a retiré la place { DE($who) } : { $seated } sur { $count } héros installés. /{ cmd-kilforth } { cmd-kilforth-join } prend la place libre.
admin-bot-player = { $who } est un bot, et les bots ne jouent pas. Choisissez une personne.
admin-already-seated = { $who } a déjà une place dans cette partie, et chaque joueur n'en occupe qu'une. Choisissez quelqu'un qui n'en a pas.
admin-seat-handed = Place cédée
admin-seat-handed-body = { $new } prend la place { DE($old) } ({ $heroes }).
admin-hero-handed = Héros confié
admin-hero-handed-body = { $new } joue désormais { $heroes } à la place { DE($old) }.
admin-hero-handed-note = 🔁 { $new } joue désormais { $heroes } à la place { DE($old) }.

# Exporter, importer, vérifier.
admin-export-too-large = L'export pèse { $size } Mio, plus que les { $limit } Mio que Discord accepte ici. Demandez à qui héberge le bot de copier la partie depuis sa base de données.
admin-export = Export de la partie { $game }
admin-export-body = { $status }, version { $version }, { $entries } entrées de journal. Ramenez-la avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-import } dans un salon sans partie.
admin-export-footer = Il contient toutes les mains et la graine du hasard : gardez-le entre modérateurs.
admin-import-too-large = Le fichier pèse { $size } Mio ; un export est bien plus petit. Joignez un fichier produit par /{ cmd-kilforth-admin } { cmd-kilforth-admin-export }.
admin-game-exists = Ce salon a déjà une partie ({ $status }). Terminez-la d'abord avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }, ou importez dans un autre salon.
admin-download-failed = Je n'ai pas pu télécharger le fichier depuis Discord ({ $status }). Joignez-le de nouveau et réessayez.
admin-imported = Partie importée
admin-imported-body = La partie { $game } est de retour, { $status }, à la version { $version }. Joueurs : { $players }.
admin-imported-note = 📥 { $moderator } a ramené une partie sauvegardée dans ce salon.
admin-check-not-started = La partie { $game } n'a pas commencé : il n'y a encore rien à rejouer.
admin-consistent = ✅ La partie { $game } est cohérente
admin-consistent-body = Rejouer ses { $checked } entrées de journal depuis la graine reproduit chaque état et chaque événement enregistrés, et les places correspondent aux héros.
admin-differs = ❌ La partie { $game } s'écarte de son journal
admin-differs-body = Première différence à la version { $mismatch }, après { $checked } entrées concordantes : { $reason }
admin-differs-advice = Ramenez la partie avant cette version avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-undo }, sauvez-la pour un rapport de bogue avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-export }, ou terminez-la avec /{ cmd-kilforth-admin } { cmd-kilforth-admin-reset }.
