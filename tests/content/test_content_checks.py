"""Whole-pack checks (kilforth.content.checks): each starts from the base pack, breaks one
thing, and expects a PackError naming the family, the card and the field."""

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kilforth.content.cards import Card
from kilforth.content.checks import (
    MIN_KEYWORD_CARRIERS,
    WELL_CARRIED,
    check_pack,
    keyword_carriers,
    keyword_warnings,
)
from kilforth.content.pack import BASE_PACK_DIR, Pack, PackError, load_pack, read_pack


def changed(pack: Pack, family: str, card_id: str, **fields: Any) -> Pack:
    """The pack with one card's fields replaced (no re-validation: the checks are under test)."""
    cards = dict(getattr(pack, family))
    cards[card_id] = cards[card_id].model_copy(update=fields)
    return pack.model_copy(update={family: cards})


def without(pack: Pack, family: str, drop: Callable[[Any], bool]) -> Pack:
    cards: dict[str, Card] = getattr(pack, family)
    return pack.model_copy(update={family: {k: c for k, c in cards.items() if not drop(c)}})


def refused(pack: Pack) -> PackError:
    with pytest.raises(PackError) as caught:
        check_pack(pack)
    return caught.value


def where(err: PackError) -> tuple[str, str | None, str | None]:
    """The card family the error's file holds, its card and its field."""
    families = load_pack().family_files
    family = next((f for f, files in families.items() if err.file in files or err.file == ", ".join(files)), err.file)
    return family, err.card, err.field


def test_whole_pack_errors_name_the_file_the_card_came_from(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "rewards", "item-bone-dagger", region="atlantis"))
    assert err.file == "rewards/items.toml"
    assert str(err).startswith("rewards/items.toml · card 'item-bone-dagger' · field 'region'")


def test_base_pack_passes_every_check(base_pack: Pack) -> None:
    check_pack(base_pack)


# --------------------------------------------------------------------------- references


# Checks R-ACT-DISC-1.
def test_reward_naming_unknown_region_is_refused_R_ACT_DISC_1(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "rewards", "item-bone-dagger", region="atlantis"))
    assert where(err) == ("reward", "item-bone-dagger", "region")
    assert "atlantis" in err.problem


# Checks R-ACT-DISC-1.
def test_dangling_region_in_a_written_pack_is_refused_R_ACT_DISC_1(tmp_path: Path) -> None:
    pack = shutil.copytree(BASE_PACK_DIR, tmp_path / "pack")
    allies = pack / "rewards" / "allies.toml"
    text = allies.read_text(encoding="utf-8")
    allies.write_text(text.replace('region = "thistle-road"', 'region = "atlantis"', 1), encoding="utf-8")
    err = refused(read_pack(pack))
    assert where(err) == ("reward", "ally-cutpurse", "region")
    assert str(err) == "rewards/allies.toml · card 'ally-cutpurse' · field 'region': no region 'atlantis'"


# Checks R-NIGHT-DARK-1.
def test_night_card_naming_unknown_region_is_refused_R_NIGHT_DARK_1(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "night", "overgrowth", region="atlantis"))
    assert where(err) == ("night", "overgrowth", "region")


# Checks R-COMP-12.
def test_night_card_on_a_terrain_without_deck_is_refused_R_COMP_12(base_pack: Pack) -> None:
    pack = without(base_pack, "encounters", lambda e: e.terrain == "mountains")
    err = refused(pack)
    assert err.file == "night.toml" and err.field == "region"
    assert pack.regions[pack.night[err.card].region].terrain == "mountains"
    assert "no Encounter deck" in err.problem


# Checks R-NIGHT-DARK-5.
def test_night_card_naming_the_city_is_accepted_R_NIGHT_DARK_5(base_pack: Pack) -> None:
    """An Encounter-type Night card may name the City: it is discarded, not refused."""
    assert any(base_pack.regions[n.region].city and n.encounter for n in base_pack.night.values())
    check_pack(base_pack)


# Checks R-CITY-1.
def test_ancient_in_the_city_is_refused_R_CITY_1(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "ancients", "ash-wyrm", region=base_pack.city.id))
    assert where(err) == ("ancient", "ash-wyrm", "region")


# Checks R-COMP-14.
def test_plot_of_unknown_ancient_is_refused_R_COMP_14(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "plots", "burning-sky", ancient="nobody"))
    assert where(err) == ("plot", "burning-sky", "ancient")


def test_plot_outside_its_ancients_terrains_is_refused_AMB_48(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "plots", "burning-sky", terrain="plains"))
    assert where(err) == ("plot", "burning-sky", "terrain")
    assert "plot terrains" in err.problem


# Checks R-SAGA-3.
def test_saga_finale_in_unknown_region_is_refused_R_SAGA_3(base_pack: Pack) -> None:
    saga = base_pack.sagas["take-the-fortress"]
    finale = saga.finale.model_copy(update={"region": "atlantis"})
    err = refused(changed(base_pack, "sagas", saga.id, finale=finale))
    assert where(err) == ("saga", "take-the-fortress", "finale.region")


# Checks R-SETUP-16.
def test_saga_suggesting_unknown_class_is_refused_R_SETUP_16(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "sagas", "take-the-fortress", suggested_class="paladin"))
    assert where(err) == ("saga", "take-the-fortress", "suggested_class")


# --------------------------------------------------------------------------- the Map


# Checks R-ACT-MOVE-1.
def test_lonely_shortcut_symbol_is_refused_R_ACT_MOVE_1(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "regions", "thistle-road", shortcut="lonely"))
    assert where(err) == ("region", "thistle-road", "shortcut")


# Checks R-COMP-1.
def test_map_without_25_regions_is_refused_R_COMP_1(base_pack: Pack) -> None:
    extra = base_pack.regions["wheatmere"].model_copy(update={"id": "second-wheatmere"})
    pack = base_pack.model_copy(update={"regions": {**base_pack.regions, extra.id: extra}})
    err = refused(pack)
    assert where(err) == ("region", None, None)
    assert "25 Regions" in err.problem


# --------------------------------------------------------------------------- hero cards


# Checks R-TALENT-1.
def test_class_whose_talent_type_lacks_a_level_is_refused_R_TALENT_1(base_pack: Pack) -> None:
    pack = without(base_pack, "talents", lambda t: t.type == "arcane" and t.level == 3)
    err = refused(pack)
    assert where(err) == ("class", "sorcerer", "talent_types")
    assert "[3]" in err.problem


# Checks R-SETUP-2.
def test_pack_without_races_is_refused_R_SETUP_2(base_pack: Pack) -> None:
    err = refused(base_pack.model_copy(update={"races": {}}))
    assert where(err) == ("race", None, None)


# --------------------------------------------------------------------------- decks


# Checks R-ACT-TRADE-4.
def test_reward_deck_too_small_to_trade_from_is_refused_R_ACT_TRADE_4(base_pack: Pack) -> None:
    keep = {"ally-cutpurse", "ally-exorcist"}
    pack = without(base_pack, "rewards", lambda r: r.type == "ally" and r.id not in keep)
    err = refused(pack)
    assert where(err) == ("reward", None, "type")
    assert "ally deck has 2" in err.problem


# Checks R-KW-2.
def test_missing_unique_keyword_is_refused_R_KW_2(base_pack: Pack) -> None:
    pack = base_pack
    for r in base_pack.rewards.values():
        if r.unique == "mount":
            pack = changed(pack, "rewards", r.id, unique="rank")
    err = refused(pack)
    assert where(err) == ("reward", None, "unique")
    assert "'mount'" in err.problem


def test_night_deck_of_24_cards_is_refused_AMB_9(base_pack: Pack) -> None:
    err = refused(without(base_pack, "night", lambda n: n.id == "overgrowth"))
    assert where(err) == ("night", None, None)
    assert "exactly 25" in err.problem and "found 24" in err.problem


# --------------------------------------------------------------------------- Ancients


# Checks R-SETUP-13.
def test_fewer_than_four_ancients_is_refused_R_SETUP_13(base_pack: Pack) -> None:
    pack = without(base_pack, "ancients", lambda a: a.id == "ash-wyrm")
    pack = without(pack, "plots", lambda p: p.ancient == "ash-wyrm")
    err = refused(pack)
    assert where(err) == ("ancient", None, None)
    assert "at least 4 Ancients" in err.problem


# Checks R-SETUP-14.
def test_ancient_without_plots_is_refused_R_SETUP_14(base_pack: Pack) -> None:
    err = refused(without(base_pack, "plots", lambda p: p.ancient == "hollow-king"))
    assert where(err) == ("ancient", "hollow-king", "plots")


# --------------------------------------------------------------------------- Sagas


# Checks R-SETUP-4.
def test_fewer_than_four_sagas_is_refused_R_SETUP_4(base_pack: Pack) -> None:
    keep = {"save-the-villagers", "take-the-fortress", "steal-the-artefact"}
    err = refused(without(base_pack, "sagas", lambda s: s.id not in keep))
    assert where(err) == ("saga", None, None)


# Checks R-ACT-FEAT-4.
def test_chapter_keyword_nobody_carries_is_refused_R_ACT_FEAT_4(base_pack: Pack) -> None:
    saga = base_pack.sagas["save-the-villagers"]
    chapters = list(saga.chapters)
    chapters[1] = chapters[1].model_copy(update={"keywords": ["holy", "moonsilver"]})
    err = refused(changed(base_pack, "sagas", saga.id, chapters=chapters))
    assert where(err) == ("saga", "save-the-villagers", "chapters.1.keywords")
    assert "Chapter 2 requires 'moonsilver'" in err.problem


# Checks R-ACT-FEAT-6.
def test_rare_small_party_keyword_is_refused_R_ACT_FEAT_6(base_pack: Pack) -> None:
    """Two carrying cards are not enough: a Chapter keyword needs three."""
    saga = base_pack.sagas["save-the-villagers"]
    chapters = list(saga.chapters)
    chapters[2] = chapters[2].model_copy(update={"small_party_keywords": ["pilgrim"]})
    pack = changed(base_pack, "sagas", saga.id, chapters=chapters)
    pack = changed(pack, "encounters", "escort-the-pilgrims", keywords=["holy", "pilgrim"])
    pack = changed(pack, "encounters", "ash-pilgrim", keywords=["holy", "pilgrim"])
    err = refused(pack)
    assert where(err) == ("saga", "save-the-villagers", "chapters.2.small_party_keywords")
    assert "only 2" in err.problem and "ash-pilgrim" in err.problem


# Checks R-KW-1.
def test_keyword_carriers_count_types_and_unique_keywords_R_KW_1(base_pack: Pack) -> None:
    carriers = keyword_carriers(base_pack)
    assert "ally-cutpurse" in carriers["ally"] and "ally-cutpurse" in carriers["shadow"]
    assert "stone-troll" in carriers["enemy"]
    assert "hill-giant" in carriers["enemy"]  # a Night Encounter placed on the Map
    assert "hoard-of-the-wyrm" in carriers["artefact"]  # a Plot held as a Rumour


# Checks R-ABIL-2.
def test_keyword_carriers_skip_cards_a_hero_can_never_hold_R_ABIL_2(base_pack: Pack) -> None:
    """Events are discarded once resolved; a Night Encounter naming the City is never placed."""
    carriers = keyword_carriers(base_pack)
    assert "market-caravan" not in carriers["trade"]
    assert "cutthroats-in-the-alleys" not in carriers["outlaw"]


# Checks R-ACT-FEAT-4.
def test_every_chapter_keyword_of_the_base_pack_is_carried_by_five_cards_R_ACT_FEAT_4(base_pack: Pack) -> None:
    """The base pack is held to the warning's threshold, above the refusal's
    (MIN_KEYWORD_CARRIERS), so no Saga stalls for want of cards."""
    assert WELL_CARRIED > MIN_KEYWORD_CARRIERS
    carriers = keyword_carriers(base_pack)
    for saga in base_pack.sagas.values():
        for chapter in saga.chapters:
            for kw in [*chapter.keywords, *chapter.small_party_keywords]:
                assert len(carriers[kw]) >= WELL_CARRIED, (saga.id, kw)
    assert keyword_warnings(base_pack) == []


def test_a_chapter_keyword_on_four_cards_is_warned_about_not_refused(base_pack: Pack) -> None:
    thin = without(base_pack, "rewards", lambda r: r.id in ("title-fen-strider", "title-grey-courser"))
    check_pack(thin)  # three carriers still make a playable pack
    [warning] = keyword_warnings(thin)
    assert warning.startswith("'mount'") and "only 3 card(s)" in warning


# --------------------------------------------------------------------------- Weakness


# Checks R-GIFT-OV-1.
def test_weakness_no_asset_can_match_is_refused_R_GIFT_OV_1(base_pack: Pack) -> None:
    err = refused(changed(base_pack, "encounters", "stone-troll", weakness=["moonsilver"]))
    assert where(err) == ("encounter", "stone-troll", "weakness")
    assert "Overcome" in err.problem


# Checks R-GIFT-OV-1.
def test_night_encounter_weakness_is_checked_too_R_GIFT_OV_1(base_pack: Pack) -> None:
    card = base_pack.night["tithe-collector"]
    assert card.encounter is not None
    face = card.encounter.model_copy(update={"weakness": ["moonsilver"]})
    err = refused(changed(base_pack, "night", card.id, encounter=face))
    assert where(err) == ("night", "tithe-collector", "weakness")


# --------------------------------------------------------------------------- Plots


# Checks R-ACT-CLEAR-2.
def test_plot_asking_for_a_keyword_nobody_carries_is_refused_R_ACT_CLEAR_2(base_pack: Pack) -> None:
    plot = next(p for p in base_pack.plots.values() if p.to_defeat.kind == "discard_keyword")
    need = plot.to_defeat.model_copy(update={"keyword": "moonsilver"})
    err = refused(changed(base_pack, "plots", plot.id, to_defeat=need))
    assert where(err) == ("plot", plot.id, "to_defeat.keyword")
    assert "'moonsilver'" in err.problem


# --------------------------------------------------------------------------- card text


def test_an_ability_that_cannot_be_put_into_words_is_refused_naming_file_card_and_field(tmp_path: Path) -> None:
    # DESIGN.md §4: a card's text is generated from what it does; an ability that does
    # nothing has no text a player could read.
    pack = shutil.copytree(BASE_PACK_DIR, tmp_path / "pack")
    races = pack / "races.toml"
    races.write_text(races.read_text(encoding="utf-8") + (
        '\n[[race]]\nid = "mute"\nname = "Mute"\nattributes = { fight = 1, study = 1, sneak = 1, influence = 1 }'
        '\n\n[[race.abilities]]\nid = "mute-silence"\ntiming = "trigger"\ntrigger = "dawn"\n'), encoding="utf-8")
    err = refused(read_pack(pack))
    assert (err.file, err.card, err.field) == ("races.toml", "mute", "abilities.0.effects")
    assert "cannot be put into words" in err.problem
