"""Properties of the base content pack in data/ (DESIGN.md §4, RULES.md §19): its shape
follows the components the rules describe, with values in playable ranges."""

import re
from collections import Counter
from pathlib import Path

from kilforth.content.cards import EncounterFace
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import (
    REWARD_DECK_BY_TYPE,
    REWARD_TYPES,
    SUBTYPES_BY_TYPE,
    TERRAINS,
    UNIQUE_KEYWORDS,
)


def _placed_faces(pack: Pack) -> list[EncounterFace]:
    """Every Encounter face that can sit on the Map: deck cards and Night Encounters."""
    faces: list[EncounterFace] = [e for e in pack.encounters.values() if not e.is_event]
    return faces + [n.encounter for n in pack.night.values() if n.encounter is not None]


# --------------------------------------------------------------------------- Regions


# Checks R-COMP-1.
def test_map_is_the_city_and_six_regions_per_terrain_R_COMP_1(base_pack: Pack) -> None:
    assert len(base_pack.regions) == 25
    per_terrain = Counter(r.terrain for r in base_pack.regions.values() if not r.city)
    assert per_terrain == dict.fromkeys(TERRAINS, 6)


# Checks R-CITY-1.
def test_the_city_has_no_terrain_R_CITY_1(base_pack: Pack) -> None:
    cities = [r for r in base_pack.regions.values() if r.city]
    assert [c.id for c in cities] == [base_pack.city.id]
    assert base_pack.city.terrain is None
    assert base_pack.city.name != "City"  # the base pack names its own city (R-CITY-3)


# Checks R-ACT-MOVE-1.
def test_shortcut_symbols_link_several_regions_R_ACT_MOVE_1(base_pack: Pack) -> None:
    symbols = Counter(r.shortcut for r in base_pack.regions.values() if r.shortcut)
    assert len(symbols) >= 3
    assert all(n >= 2 for n in symbols.values())


def test_gloom_damage_is_mostly_one_AMB_30(base_pack: Pack) -> None:
    damage = Counter(r.gloom_damage for r in base_pack.regions.values())
    assert set(damage) == {1, 2}
    assert damage[1] > 3 * damage[2]


# --------------------------------------------------------------------------- Encounters


# Checks R-SETUP-8.
def test_each_terrain_deck_holds_at_least_14_cards_R_SETUP_8(base_pack: Pack) -> None:
    sizes = Counter(e.terrain for e in base_pack.encounters.values())
    assert all(sizes[t] >= 14 for t in TERRAINS), sizes


# Checks R-COMP-6.
def test_each_terrain_deck_holds_every_encounter_type_R_COMP_6(base_pack: Pack) -> None:
    for t in TERRAINS:
        types = {e.type for e in base_pack.encounters.values() if e.terrain == t and not e.is_event}
        assert types == set(SUBTYPES_BY_TYPE), t


# Checks R-COMP-6.
def test_decks_cover_every_subtype_R_COMP_6(base_pack: Pack) -> None:
    covered = {(e.type, e.subtype) for e in base_pack.encounters.values() if not e.is_event}
    expected = {(t, s) for t, subs in SUBTYPES_BY_TYPE.items() for s in subs}
    assert covered == expected


def test_decks_use_events_revealed_trophies_and_weakness_R_ABIL(base_pack: Pack) -> None:
    cards = list(base_pack.encounters.values())
    assert sum(e.is_event for e in cards) >= 4
    assert sum(bool(e.revealed) for e in cards) >= 3
    assert sum(bool(e.trophies) for e in cards) >= 4
    assert sum(bool(e.weakness) for e in cards) >= 4
    assert any(t.forced for e in cards for t in e.trophies)
    assert any(t.attribute for e in cards for t in e.trophies)


# Checks R-ABIL-3.
def test_decks_use_map_abilities_on_every_terrain_R_ABIL_3(base_pack: Pack) -> None:
    mapped = [e for e in base_pack.encounters.values() if e.map_abilities]
    assert {e.terrain for e in mapped} == set(TERRAINS)
    kinds = {x.kind for e in mapped for a in e.map_abilities for x in a.effects}
    assert {"foe_bonus", "attribute_bonus", "substitute_attribute"} <= kinds


# Checks R-ATTR-3.
def test_strangers_turn_hostile_with_skull_fight_and_sneak_R_ATTR_3(base_pack: Pack) -> None:
    strangers = [f for f in _placed_faces(base_pack) if f.type == "stranger"]
    assert strangers
    for s in strangers:
        assert {"fight", "sneak"} <= set(s.skull_values), s
        assert s.health is not None


# Checks R-ENG-EVA-1.
def test_enemies_have_a_sneak_value_to_evade_R_ENG_EVA_1(base_pack: Pack) -> None:
    for f in _placed_faces(base_pack):
        if f.type == "enemy":
            assert "sneak" in f.values, f


def test_encounter_numbers_stay_in_typical_ranges(base_pack: Pack) -> None:
    for f in _placed_faces(base_pack):
        assert all(1 <= v <= 4 for v in [*f.values.values(), *f.skull_values.values()]), f
        assert 1 <= f.gold <= 3, f
        if f.health is not None:
            assert 2 <= f.health <= 4, f


# Checks R-RWD-5.
def test_reward_icons_mostly_follow_the_type_mapping_R_RWD_5(base_pack: Pack) -> None:
    faces = _placed_faces(base_pack)
    assert all(f.reward_icon is not None for f in faces)
    usual = sum(f.reward_icon == REWARD_DECK_BY_TYPE[f.type] for f in faces)
    assert usual >= 0.9 * len(faces)


# --------------------------------------------------------------------------- Rewards


# Checks R-SETUP-9.
def test_reward_decks_hold_at_least_12_cards_R_SETUP_9(base_pack: Pack) -> None:
    sizes = Counter(r.type for r in base_pack.rewards.values())
    assert all(sizes[t] >= 12 for t in REWARD_TYPES), sizes


def test_reward_gold_values_fit_the_table_3_7_AMB_7(base_pack: Pack) -> None:
    ranges = {"ally": (4, 4), "item": (2, 6), "spell": (2, 4), "title": (2, 6)}
    for r in base_pack.rewards.values():
        low, high = ranges[r.type]
        assert low <= r.gold <= high, r.id


# Checks R-KW-2.
def test_every_unique_keyword_is_on_several_rewards_R_KW_2(base_pack: Pack) -> None:
    for t, keywords in UNIQUE_KEYWORDS.items():
        counts = Counter(r.unique for r in base_pack.rewards.values() if r.type == t)
        assert all(counts[kw] >= 3 for kw in keywords), (t, counts)


# Checks R-ATTR-4.
def test_every_spell_has_a_padlock_R_ATTR_4(base_pack: Pack) -> None:
    for r in base_pack.rewards.values():
        assert (r.study_lock is not None) == (r.type == "spell"), r.id


# Checks R-ACT-DISC-1.
def test_rewards_are_discovered_all_over_the_map_R_ACT_DISC_1(base_pack: Pack) -> None:
    regions = Counter(r.region for r in base_pack.rewards.values())
    assert len(regions) >= 20
    assert regions[base_pack.city.id] <= 2


def test_rewards_use_every_ability_timing_a_reward_needs(base_pack: Pack) -> None:
    timings = {a.timing for r in base_pack.rewards.values() for a in r.abilities}
    assert {"passive", "trigger", "gift", "roll", "damage"} <= timings


# --------------------------------------------------------------------------- Night


# Checks R-COMP-12.
def test_night_deck_is_25_cards_R_COMP_12_AMB_9(base_pack: Pack) -> None:
    assert len(base_pack.night) == 25
    types = Counter(n.type for n in base_pack.night.values())
    assert set(types) == {"weather", "event", "stranger", "place", "quest", "enemy"}


# Checks R-NIGHT-DARK-5.
def test_at_most_two_night_cards_name_the_city_R_NIGHT_DARK_5(base_pack: Pack) -> None:
    city = [n for n in base_pack.night.values() if n.region == base_pack.city.id]
    assert 1 <= len(city) <= 2


# Checks R-HID-1.
def test_night_cards_place_obstacles_and_spare_the_hidden_R_HID_1(base_pack: Pack) -> None:
    cards = list(base_pack.night.values())
    places_obstacle = [
        n for n in cards
        if any(e.kind == "place_obstacle" for e in [
            *(n.event.effects if n.event else []),
            *(n.encounter.revealed if n.encounter else []),
        ])
    ]
    assert len(places_obstacle) >= 2
    assert sum(bool(n.event and n.event.spares_hidden) for n in cards) >= 2
    assert any(n.event and n.event.test for n in cards)


# --------------------------------------------------------------------------- Ancients and Plots


# Checks R-COMP-13.
def test_ancients_match_the_reference_card_R_COMP_13(base_pack: Pack) -> None:
    assert len(base_pack.ancients) >= 4
    for a in base_pack.ancients.values():
        assert 3 <= a.fight <= 6 and 5 <= a.health <= 10, a.id
        assert not base_pack.regions[a.region].city
        assert len(a.plot_terrains) == 2
        assert 1 <= len(a.capabilities) <= 2


# Checks R-COMP-13, R-SAGA-7.
def test_every_ancient_has_the_rival_health_docs_balance_states_R_COMP_13_R_SAGA_7(base_pack: Pack) -> None:
    """The balance report's *The Ancient's rival Health* names the number every Ancient of the
    base pack adds per hero beyond the second in a Competitive game; the cards carry it."""
    text = (Path(__file__).parents[2] / "docs" / "balance.md").read_text(encoding="utf-8")
    section = text.split("\n### The Ancient's rival Health\n", 1)[1].split("\n## ", 1)[0]
    stated = re.search(r"has a `rival_health` of (\d+)", section)
    assert stated is not None
    assert {a.rival_health for a in base_pack.ancients.values()} == {int(stated[1])}


# Checks R-COMP-14.
def test_each_ancient_has_four_plots_on_its_terrains_R_COMP_14(base_pack: Pack) -> None:
    for a in base_pack.ancients.values():
        plots = [p for p in base_pack.plots.values() if p.ancient == a.id]
        assert len(plots) >= 4, a.id
        assert all(p.terrain in a.plot_terrains for p in plots)
        assert all(p.loot == 1 and p.keywords for p in plots)
    kinds = {p.to_defeat.kind for p in base_pack.plots.values()}
    assert kinds == {"test", "pay_gold", "exhaust_talents", "discard_keyword"}


# Checks R-COMP-13, R-COMP-14.
def test_every_ancient_and_plot_has_an_identity_of_its_own_R_COMP_13_R_COMP_14(base_pack: Pack) -> None:
    """Each does something at Night (C-5, C-6) or grows strong only in the Gloom, and has its
    own flavour: no two Ancients, and no two Plots, act alike."""
    ancients = list(base_pack.ancients.values())
    assert all(a.flavour and a.night for a in ancients)
    assert len({(tuple(a.night), a.fight, a.health) for a in ancients}) == len(ancients)
    plots = list(base_pack.plots.values())
    for p in plots:
        assert p.flavour, p.id
        assert p.night or any(ab.conditions for ab in p.ancient_abilities), p.id
    deeds = {(tuple(p.night), tuple(p.ancient_abilities[0].effects), p.to_defeat) for p in plots}
    assert len(deeds) == len(plots)


# --------------------------------------------------------------------------- Sagas


# Checks R-SETUP-16.
def test_first_game_sagas_and_their_classes_R_SETUP_16(base_pack: Pack) -> None:
    first = {s.name: s.suggested_class for s in base_pack.sagas.values() if s.first_game}
    assert first == {
        "Save the Villagers": "priest",
        "Assassinate the Lord": "rogue",
        "Take the Fortress": "warrior",
        "Steal the Artefact": "sorcerer",
    }


def test_one_saga_suggested_for_each_class_AMB_8(base_pack: Pack) -> None:
    suggested = Counter(s.suggested_class for s in base_pack.sagas.values())
    assert suggested == dict.fromkeys(base_pack.classes, 1)


# Checks R-COMP-11, R-ACT-FEAT-6.
def test_small_parties_need_two_or_three_keywords_a_chapter_and_larger_ones_fewer_R_ACT_FEAT_6(
    base_pack: Pack,
) -> None:
    """Balance (docs/balance.md): every hero of a cooperative party must complete their Saga,
    so a party of 3 or 4 drops the keywords marked for 1-2 players."""
    for s in base_pack.sagas.values():
        small = [len(c.keywords) + len(c.small_party_keywords) for c in s.chapters]
        assert all(n in (2, 3) for n in small), s.id
        assert all(1 <= len(c.keywords) <= 2 and len(c.small_party_keywords) <= 1 for c in s.chapters), s.id
        assert any(c.small_party_keywords for c in s.chapters), s.id
        assert 2 <= s.finale.value <= 4
        assert not base_pack.regions[s.finale.region].city


# --------------------------------------------------------------------------- Loot


# Checks R-RWD-3.
def test_loot_bag_mixes_gold_and_gift_tokens_R_RWD_3(base_pack: Pack) -> None:
    loot = list(base_pack.loot.values())
    assert len(loot) >= 20
    gold = [t.gold for t in loot if t.gold is not None]
    assert gold and all(1 <= g <= 3 for g in gold)
    gifts = [t for t in loot if t.abilities]
    assert len(gifts) >= len(loot) // 3
    assert all(len(t.abilities) == 1 for t in gifts)
