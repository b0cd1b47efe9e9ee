# The game's fixed words (kilforth/content/vocabulary.py), one message per family, one
# variant per word: $word is the word's id.

attribute = { $word ->
        [fight] Fight
        [study] Study
        [sneak] Sneak
        [health] Health
       *[influence] Influence
    }
# The first of a list of attributes, as it opens "in a Fight or Sneak test".
attribute-first = { $word ->
        [fight] a Fight
        [study] a Study
        [sneak] a Sneak
       *[influence] an Influence
    }
# Any other attribute of that list, and one that names a kind of test: "for Fight tests".
attribute-next = { $word ->
        [fight] Fight
        [study] Study
        [sneak] Sneak
       *[influence] Influence
    }
# A card type or subtype with its article: "an Enemy", "the Ancient".
a-type = { $word ->
        [stranger] a Stranger
        [place] a Place
        [quest] a Quest
        [enemy] an Enemy
        [neutral] a Neutral
        [noble] a Noble
        [villain] a Villain
        [dwelling] a Dwelling
        [dungeon] a Dungeon
        [haven] a Haven
        [assist] an Assist
        [destroy] a Destroy
        [seek] a Seek
        [demon] a Demon
        [humanoid] a Humanoid
        [undead] an Undead
       *[ancient] the { -ancient }
    }
reward-type = { $word ->
        [ally] Ally
        [item] Item
        [spell] Spell
       *[title] Title
    }
deck = the { $word ->
        [ally] Ally
        [item] Item
        [spell] Spell
       *[title] Title
    } deck
action = { $word ->
        [move] Move
        [clear] Clear
        [search] Search
        [hide] Hide
        [confront] Confront
        [rest] Rest
        [discover] Discover
        [trade] Trade
       *[feat] Feat
    }
# A keyword: its id with capitals ($titled), whatever pack it comes from.
keyword = { $word ->
       *[other] { $titled }
    }
# A card type or subtype as printed on the card: "Enemy — Undead".
card-type = { $word ->
        [stranger] Stranger
        [place] Place
        [quest] Quest
        [enemy] Enemy
        [neutral] Neutral
        [noble] Noble
        [villain] Villain
        [dwelling] Dwelling
        [dungeon] Dungeon
        [haven] Haven
        [assist] Assist
        [destroy] Destroy
        [seek] Seek
        [demon] Demon
        [humanoid] Humanoid
       *[undead] Undead
    }
