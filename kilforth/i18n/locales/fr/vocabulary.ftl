# Les mots fixes du jeu (kilforth/content/vocabulary.py), un message par famille, une
# variante par mot : $word est l'identifiant du mot.

attribute = { $word ->
        [fight] Combat
        [study] Savoir
        [sneak] Furtivité
        [health] Santé
       *[influence] Influence
    }
# Le premier d'une liste d'attributs : « lors d'un test de Combat ou de Furtivité ».
attribute-first = { $word ->
        [fight] de Combat
        [study] de Savoir
        [sneak] de Furtivité
       *[influence] d'Influence
    }
# Les suivants, et l'attribut qui nomme un test : « pour les tests de Combat ».
attribute-next = { $word ->
        [fight] de Combat
        [study] de Savoir
        [sneak] de Furtivité
       *[influence] d'Influence
    }
# Un type ou sous-type de carte avec son article : « un Ennemi », « l'Ancien ».
a-type = { $word ->
        [stranger] un Inconnu
        [place] un Lieu
        [quest] une Quête
        [enemy] un { -enemy }
        [neutral] un Neutre
        [noble] un Noble
        [villain] un Scélérat
        [dwelling] une Demeure
        [dungeon] un Donjon
        [haven] un Répit
        [assist] une Quête « Assister »
        [destroy] une Quête « Détruire »
        [seek] une Quête « Chercher »
        [demon] un Démon
        [humanoid] un Humanoïde
        [undead] un Mort
       *[ancient] l'{ -ancient }
    }
reward-type = { $word ->
        [ally] Allié
        [item] Objet
        [spell] Sort
       *[title] Titre
    }
deck = paquet { $word ->
        [ally] des Alliés
        [item] des Objets
        [spell] des Sorts
       *[title] des Titres
    }
action = { $word ->
        [move] Se Déplacer
        [clear] Nettoyer
        [search] Fouiller
        [hide] Se Cacher
        [confront] Confronter
        [rest] Se Reposer
        [discover] Découvrir
        [trade] Commercer
       *[feat] Coup d'Éclat
    }
# Un mot-clé : celui du pack de base en français, sinon son identifiant ($titled).
keyword = { $word ->
        [arcane] Arcane
        [martial] Martial
        [pious] Pieux
        [shadow] Ombre
        [weapon] Arme
        [armour] Armure
        [potion] Potion
        [jewel] Bijou
        [combat] Combat
        [healing] Soin
        [aid] Aide
        [kinetic] Cinétique
        [order] Ordre
        [rank] Rang
        [reputation] Réputation
        [mount] Monture
        [arcana] Arcanes
        [artefact] Artefact
        [beast] Bête
        [fortress] Forteresse
        [grave] Tombe
        [holy] Sacré
        [infernal] Infernal
        [lord] Seigneur
        [outlaw] Hors-la-loi
        [secret] Secret
        [trade] Commerce
        [villager] Villageois
        [wild] Sauvage
        [stranger] Inconnu
        [place] Lieu
        [quest] Quête
        [enemy] Ennemi
        [ally] Allié
        [item] Objet
        [spell] Sort
        [title] Titre
       *[other] { $titled }
    }
# Un type ou sous-type de carte tel qu'imprimé : « Ennemi — Mort ».
card-type = { $word ->
        [stranger] Inconnu
        [place] Lieu
        [quest] Quête
        [enemy] Ennemi
        [neutral] Neutre
        [noble] Noble
        [villain] Scélérat
        [dwelling] Demeure
        [dungeon] Donjon
        [haven] Répit
        [assist] Assister
        [destroy] Détruire
        [seek] Chercher
        [demon] Démon
        [humanoid] Humanoïde
       *[undead] Mort
    }
