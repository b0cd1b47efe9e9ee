"""Per-card validation of every card family at load time (DESIGN.md §4): a broken card is
refused with a PackError naming the file, the card and the field."""

from pathlib import Path

import pytest

from kilforth.content.pack import PackError, read_pack

from .support import WritePack

# One valid card per family; each broken case below changes one thing in one of them.
VALID: dict[str, str] = {
    "race": """
[[race]]
id = "gnome"
name = "Gnome"
attributes = { fight = 1, study = 4, sneak = 3, influence = 2 }
""",
    "class": """
[[class]]
id = "tinkerer"
name = "Tinkerer"
bonuses = { study = 2 }
talent_types = ["arcane"]
""",
    "talent": """
[[talent]]
id = "quick-hands"
name = "Quick Hands"
type = "shadow"
line = "a"
level = 1

[[talent.abilities]]
id = "quick-hands-sneak"
timing = "passive"
effects = [{ kind = "attribute_bonus", attribute = "sneak", amount = 1 }]
""",
    "region": """
[[region]]
id = "misty-vale"
name = "Misty Vale"
terrain = "plains"
""",
    "encounter": """
[[encounter]]
id = "grumpy-ferryman"
name = "Grumpy Ferryman"
terrain = "plains"
type = "stranger"
subtype = "neutral"
values = { influence = 2 }
skull_values = { fight = 2, sneak = 2 }
health = 2
gold = 1
reward_icon = "ally"
""",
    "reward": """
[[reward]]
id = "rusty-sword"
name = "Rusty Sword"
type = "item"
region = "misty-vale"
gold = 2
unique = "weapon"
bonuses = { fight = 1 }
""",
    "night": """
[[night]]
id = "gentle-rain"
name = "Gentle Rain"
region = "misty-vale"
type = "weather"

[[night.weather]]
id = "gentle-rain-soak"
timing = "passive"
conditions = [{ kind = "terrain", terrains = ["plains"] }]
effects = [{ kind = "attribute_bonus", attribute = "sneak", amount = 1 }]
""",
    "ancient": """
[[ancient]]
id = "old-serpent"
name = "The Old Serpent"
fight = 5
health = 8
region = "misty-vale"
gold = 9
plot_terrains = ["plains"]

[[ancient.capabilities]]
id = "old-serpent-coils"
name = "Coils"

[[ancient.capabilities.abilities]]
id = "coils-crush"
timing = "passive"
effects = [{ kind = "foe_bonus", attribute = "fight", amount = 1 }]
""",
    "plot": """
[[plot]]
id = "serpent-cult"
name = "Serpent Cult"
ancient = "old-serpent"
terrain = "plains"
to_defeat = { kind = "test", attribute = "influence", value = 3 }

[[plot.ancient_abilities]]
id = "serpent-cult-zeal"
timing = "passive"
effects = [{ kind = "foe_bonus", attribute = "fight", amount = 1 }]
""",
    "saga": """
[[saga]]
id = "find-the-ferry"
name = "Find the Ferry"
chapters = [
    { keywords = ["stranger", "ally"] },
    { keywords = ["place", "title", "stranger"] },
    { keywords = ["quest", "spell", "item"] },
    { keywords = ["enemy", "weapon", "stranger"], small_party_keywords = ["place"] },
]

[saga.finale]
name = "Across the River"
region = "misty-vale"
attribute = "influence"
value = 3

[saga.totem]
name = "Ferry Bell"
bonuses = { influence = 1 }
gold = 3
""",
    "loot": """
[[loot]]
id = "lucky-penny"
name = "Lucky Penny"
gold = 1
""",
}


def test_every_valid_family_sample_loads(write_pack: WritePack) -> None:
    """Guard for the cases below: each sample is valid, so each broken case fails for the
    one reason it names."""
    pack = read_pack(write_pack({f"{family}.toml": text for family, text in VALID.items()}))
    assert all(count == 1 for count in pack.counts().values())


def _broken(family: str, old: str, new: str) -> str:
    assert old in VALID[family], f"{old!r} is not in the {family} sample"
    return VALID[family].replace(old, new, 1)


def _talent_ability(ability: str) -> str:
    """The Talent sample with its one ability's timing and effects replaced."""
    return _broken("talent", 'timing = "passive"\neffects = [{ kind = "attribute_bonus", attribute = "sneak", amount = 1 }]',
                   ability)


# (family, broken text, card id, field, words the problem must contain)
BROKEN_CARDS = [
    pytest.param(
        "race", _broken("race", 'name = "Gnome"', 'name = "Gnome"\nwings = 2'),
        "gnome", "wings", "Extra inputs", id="race-unknown-field-R-COMP-8",
    ),
    pytest.param(
        "race", _broken("race", ", influence = 2 }", " }"),
        "gnome", "attributes", "each of fight, study, sneak, influence", id="race-missing-attribute-R-ATTR-2",
    ),
    pytest.param(
        "race", _broken("race", 'name = "Gnome"', 'name = "Gnome"\nmax_hp = 0'),
        "gnome", "max_hp", "greater than or equal to 1", id="race-zero-health-R-RACE-1",
    ),
    pytest.param(
        "class", _broken("class", 'talent_types = ["arcane"]', "talent_types = []"),
        "tinkerer", "talent_types", "at least 1", id="class-no-talent-type-R-CLASS-1",
    ),
    pytest.param(
        "class", _broken("class", "bonuses = { study = 2 }", "bonuses = { wisdom = 2 }"),
        "tinkerer", "bonuses.wisdom.[key]", "fight", id="class-unknown-attribute-R-ATTR-1",
    ),
    pytest.param(
        "talent", _broken("talent", "level = 1", "level = 5"),
        "quick-hands", "level", "less than or equal to 4", id="talent-level-five-R-TALENT-1",
    ),
    pytest.param(
        "talent",
        _broken("talent", '{ kind = "attribute_bonus", attribute = "sneak", amount = 1 }',
                '{ kind = "heal", amount = 1 }'),
        "quick-hands", "abilities.0.effects", "cannot be used with timing 'passive'",
        id="talent-effect-wrong-timing-R-ABIL-5",
    ),
    pytest.param(
        "talent", _broken("talent", 'timing = "passive"', 'timing = "passive"\ncosts = [{ kind = "exhaust" }]'),
        "quick-hands", "abilities.0.costs", "a passive ability has no cost", id="talent-passive-with-cost-R-PRQ-7",
    ),
    pytest.param(
        "talent", _broken("talent", 'timing = "passive"', 'timing = "passive"\nfor_team = true'),
        "quick-hands", "abilities.0.for_team", "only a roll ability can help a team-mate's test",
        id="talent-passive-for-team-AMB-4",
    ),
    pytest.param(
        "talent", _broken("talent", 'timing = "passive"', 'timing = "trigger"'),
        "quick-hands", "abilities.0.trigger", "a trigger is given exactly when", id="talent-trigger-without-event-R-PRQ-1",
    ),
    pytest.param(
        "talent",
        _talent_ability('timing = "activated"\ncosts = [{ kind = "exhaust" }]\neffects = [{ kind = "heal", amount = 1 }]\n'
                        'conditions = [{ kind = "against_subtype", subtypes = ["demon"] }]'),
        "quick-hands", "abilities.0.conditions", "can never hold outside any test",
        id="talent-activated-against-a-foe-R-PRQ-1",
    ),
    pytest.param(
        "talent",
        _talent_ability('timing = "trigger"\ntrigger = "dawn"\neffects = [{ kind = "heal", amount = 1 }]\n'
                        'conditions = [{ kind = "in_combat" }]'),
        "quick-hands", "abilities.0.conditions", "can never hold when 'dawn' fires",
        id="talent-dawn-trigger-in-combat-R-PRQ-1",
    ),
    pytest.param(
        "talent",
        _talent_ability('timing = "trigger"\ntrigger = "after_assault"\neffects = [{ kind = "heal", amount = 1 }]'),
        "quick-hands", "abilities.0.trigger", "never fires for this card", id="talent-after-assault-R-GIFT-AS-6",
    ),
    pytest.param(
        "talent",
        _broken("talent", '{ kind = "attribute_bonus", attribute = "sneak", amount = 1 }',
                '{ kind = "foe_bonus", attribute = "fight", amount = -1 }'),
        "quick-hands", "abilities.0.effects", "have no effect on this card", id="talent-foe-bonus-R-ABIL-5",
    ),
    pytest.param(
        "talent",
        _talent_ability('timing = "activated"\ncosts = [{ kind = "exhaust" }]\n'
                        'effects = [{ kind = "lose_hp", amount = 1, target = "foe" }]'),
        "quick-hands", "abilities.0.effects", "target the Foe", id="talent-foe-target-without-foe-R-ENG-BAT-1",
    ),
    pytest.param(
        "region", _broken("region", 'terrain = "plains"', 'terrain = "swamp"'),
        "misty-vale", "terrain", "plains", id="region-unknown-terrain-R-TERR-1",
    ),
    pytest.param(
        "region", _broken("region", 'terrain = "plains"', 'terrain = "plains"\ncity = true'),
        "misty-vale", "terrain", "exactly the City has no terrain", id="region-city-with-terrain-R-CITY-1",
    ),
    pytest.param(
        "region",
        _broken("region", 'terrain = "plains"',
                'terrain = "plains"\n\n[[region.abilities]]\nid = "x"\ntiming = "gift"\n'
                'effects = [{ kind = "heal", amount = 1 }]'),
        "misty-vale", "abilities.0.timing", "timing 'gift' is never used here", id="region-gift-ability-R-COMP-7",
    ),
    pytest.param(
        "encounter",
        _broken("encounter", 'reward_icon = "ally"',
                'reward_icon = "ally"\n\n[[encounter.trophies]]\n'
                        'effects = [{ kind = "lose_hp", amount = 1, target = "foe" }]'),
        "grumpy-ferryman", "trophies.0.effects", "no Foe to target", id="encounter-trophy-hits-foe-R-RWD-7",
    ),
    pytest.param(
        "encounter",
        _broken("encounter", 'reward_icon = "ally"',
                'reward_icon = "ally"\n\n[[encounter.map_abilities]]\nid = "x"\n'
                'timing = "passive"\neffects = [{ kind = "forbid_action", action = "rest" }]'),
        "grumpy-ferryman", "map_abilities", "cannot forbid an Action", id="encounter-map-forbids-action-R-ABIL-3",
    ),
    pytest.param(
        "encounter", _broken("encounter", "fight = 2, sneak = 2", "sneak = 2"),
        "grumpy-ferryman", "skull_values", "skull fight", id="encounter-stranger-without-skull-fight-R-STR-5",
    ),
    pytest.param(
        "encounter", _broken("encounter", "health = 2\n", ""),
        "grumpy-ferryman", "health", "need health", id="encounter-stranger-without-health-R-COMP-6",
    ),
    pytest.param(
        "encounter", _broken("encounter", 'subtype = "neutral"', 'subtype = "undead"'),
        "grumpy-ferryman", "subtype", "not a stranger subtype", id="encounter-wrong-subtype-R-COMP-6",
    ),
    pytest.param(
        "encounter", _broken("encounter", "values = { influence = 2 }", "values = { study = 2 }"),
        "grumpy-ferryman", "values", "influence value", id="encounter-stranger-without-influence-R-STR-2",
    ),
    pytest.param(
        "encounter",
        _broken("encounter", 'reward_icon = "ally"',
                'reward_icon = "ally"\nrevealed = [{ kind = "extra_dice", amount = 1 }]'),
        "grumpy-ferryman", "revealed", "cannot be Revealed", id="encounter-revealed-modifier-R-ABIL-1",
    ),
    pytest.param(
        "encounter",
        _broken("encounter", 'reward_icon = "ally"',
                'reward_icon = "ally"\n\n[encounter.event]\n'
                'effects = [{ kind = "reroll", faces = [1] }]'),
        "grumpy-ferryman", "event.effects", "cannot be used in an Event", id="encounter-event-roll-effect-R-ABIL-2",
    ),
    pytest.param(
        "reward", _broken("reward", 'unique = "weapon"', 'unique = "mount"'),
        "rusty-sword", "unique", "not one of the item unique keywords", id="reward-wrong-unique-keyword-R-KW-2",
    ),
    pytest.param(
        "reward", _broken("reward", 'unique = "weapon"', 'unique = "weapon"\nkeywords = ["armour"]'),
        "rusty-sword", "keywords", "exactly one unique keyword", id="reward-two-unique-keywords-R-KW-2",
    ),
    pytest.param(
        "reward", _broken("reward", "gold = 2", "gold = 2\nstudy_lock = 3"),
        "rusty-sword", "study_lock", "only Spells have a Study lock", id="reward-padlock-on-item-R-ATTR-4",
    ),
    pytest.param(
        "night", _broken("night", 'type = "weather"', 'type = "enemy"'),
        "gentle-rain", "encounter", "encounter data", id="night-enemy-without-encounter-R-COMP-12",
    ),
    pytest.param(
        "night",
        _broken("night", 'effects = [{ kind = "attribute_bonus", attribute = "sneak", amount = 1 }]',
                'effects = [{ kind = "heal", amount = 1 }]').replace('"passive"', '"gift"'),
        "gentle-rain", "weather", "passive or triggered", id="night-weather-gift-R-NIGHT-DARK-2",
    ),
    pytest.param(
        "ancient", _broken("ancient", "health = 8", "health = 0"),
        "old-serpent", "health", "greater than or equal to 1", id="ancient-zero-health-R-COMP-13",
    ),
    pytest.param(
        "ancient", _broken("ancient", 'plot_terrains = ["plains"]', "plot_terrains = []"),
        "old-serpent", "plot_terrains", "at least 1", id="ancient-no-plot-terrain-R-NIGHT-DARK-4",
    ),
    pytest.param(
        "ancient",
        _broken("ancient", '{ kind = "foe_bonus", attribute = "fight", amount = 1 }',
                '{ kind = "attribute_bonus", attribute = "fight", amount = -1 }'),
        "old-serpent", "capabilities.0.abilities.0", "nothing else is read in an Assault",
        id="ancient-capability-hero-modifier-R-GIFT-AS-3",
    ),
    pytest.param(
        "plot",
        _broken("plot", '{ kind = "foe_bonus", attribute = "fight", amount = 1 }',
                '{ kind = "extra_dice", amount = 1 }'),
        "serpent-cult", "ancient_abilities.0.effects", "have no effect on this card",
        id="plot-ancient-ability-not-a-foe-bonus-R-GIFT-AS-3",
    ),
    pytest.param(
        "plot", _broken("plot", 'kind = "test"', 'kind = "riddle"'),
        "serpent-cult", "to_defeat", "does not match", id="plot-unknown-requirement-R-ACT-CLEAR-2",
    ),
    pytest.param(
        "plot",
        _broken("plot", 'effects = [{ kind = "foe_bonus", attribute = "fight", amount = 1 }]',
                'effects = [{ kind = "heal", amount = 1 }]')
        .replace('timing = "passive"', 'timing = "trigger"\ntrigger = "dawn"'),
        "serpent-cult", "ancient_abilities", "passive modifier", id="plot-triggered-ancient-ability-R-GIFT-AS-3",
    ),
    pytest.param(
        "saga", _broken("saga", '    { keywords = ["quest", "spell", "item"] },\n', ""),
        "find-the-ferry", "chapters", "at least 4", id="saga-three-chapters-R-COMP-11",
    ),
    pytest.param(
        "saga", _broken("saga", 'attribute = "influence"', 'attribute = "charm"'),
        "find-the-ferry", "finale.attribute", "fight", id="saga-finale-unknown-attribute-R-SAGA-3",
    ),
    pytest.param(
        "loot",
        _broken("loot", "gold = 1",
                'gold = 1\n\n[[loot.abilities]]\nid = "x"\ntiming = "gift"\n'
                'effects = [{ kind = "heal", amount = 1 }]'),
        "lucky-penny", "gold", "either Gold", id="loot-gold-and-effect-R-RWD-3",
    ),
    pytest.param(
        "loot",
        _broken("loot", "gold = 1",
                '\n[[loot.abilities]]\nid = "x"\ntiming = "activated"\n'
                'effects = [{ kind = "heal", amount = 1 }]'),
        "lucky-penny", "abilities", "gift ability", id="loot-not-a-gift-R-GIFT-RES-2",
    ),
    pytest.param(
        "loot", _broken("loot", 'id = "lucky-penny"', 'id = "Lucky Penny"'),
        "Lucky Penny", "id", "pattern", id="card-id-not-kebab-case",
    ),
]


@pytest.mark.parametrize(("family", "text", "card", "field", "words"), BROKEN_CARDS)
def test_broken_card_is_refused_with_file_card_and_field(
    write_pack: WritePack, family: str, text: str, card: str, field: str | None, words: str
) -> None:
    folder = write_pack({"cards/broken.toml": text})
    with pytest.raises(PackError) as caught:
        read_pack(folder)
    err = caught.value
    assert (err.file, err.card, err.field) == (str(Path("cards/broken.toml")), card, field)
    assert words in err.problem
    assert str(err).startswith(f"{err.file} · card '{card}'")


def test_unknown_family_is_refused(write_pack: WritePack) -> None:
    folder = write_pack({"spells.toml": '[[spell]]\nid = "zap"\nname = "Zap"\n'})
    with pytest.raises(PackError) as caught:
        read_pack(folder)
    assert (caught.value.file, caught.value.card, caught.value.field) == ("spells.toml", None, "spell")
    assert "unknown card family" in caught.value.problem


def test_family_that_is_not_an_array_of_tables_is_refused(write_pack: WritePack) -> None:
    folder = write_pack({"races.toml": '[race]\nid = "gnome"\n'})
    with pytest.raises(PackError) as caught:
        read_pack(folder)
    assert (caught.value.file, caught.value.field) == ("races.toml", "race")
    assert "[[race]]" in caught.value.problem


def test_duplicate_id_across_files_and_families_is_refused(write_pack: WritePack) -> None:
    """Card ids are unique across the whole pack, because the state names cards by id alone."""
    clash = VALID["loot"].replace('id = "lucky-penny"', 'id = "misty-vale"')
    folder = write_pack({"a.toml": VALID["region"], "b.toml": clash})
    with pytest.raises(PackError) as caught:
        read_pack(folder)
    err = caught.value
    assert (err.file, err.card, err.field) == ("b.toml", "misty-vale", "id")
    assert "also in a.toml" in err.problem


def test_invalid_toml_is_refused_with_its_file(write_pack: WritePack) -> None:
    folder = write_pack({"ok.toml": VALID["region"], "bad.toml": "[[race]\nid = 1\n"})
    with pytest.raises(PackError) as caught:
        read_pack(folder)
    assert caught.value.file == "bad.toml"
    assert "not valid TOML" in caught.value.problem


def test_folder_without_toml_files_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PackError, match=r"no \.toml files"):
        read_pack(tmp_path)


def test_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PackError, match="no such content pack folder"):
        read_pack(tmp_path / "nowhere")
