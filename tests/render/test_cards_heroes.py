"""The hero sheet (kilforth.render.heroes): each card with its keywords and abilities in
words, the next Chapter's cost and keywords held or needed, exhausted cards, and bars."""

from kilforth.render.cards import card_summary
from kilforth.render.heroes import bar, hand_text, hero_sheet, hero_text
from kilforth.render.text import hero_status
from kilforth.rules import board
from tests.rules.helpers import PACK, give, start


def test_bars_fill_one_mark_per_point() -> None:
    assert bar(3, 4) == "▰▰▰▱"
    assert bar(0, 2) == "▱▱"
    assert bar(5, 4) == "▰▰▰▰▰"


# Checks R-ACT-FEAT-4.
def test_the_next_chapter_marks_keywords_held_and_still_needed_R_ACT_FEAT_4() -> None:
    state = start()
    hero = state.heroes[0]
    hero.rumours.clear()
    needed = PACK.sagas[hero.saga].chapters[0].keywords
    carrier = next(c for c in [*PACK.rewards, *PACK.encounters] if needed[0] in board.keywords_of(PACK, c))
    give(state, hero.id, carrier)
    chapter = hero_sheet(state, PACK, hero).chapter
    assert chapter.startswith(f"Chapter I: 5 Gold (you have {hero.gold}) and one card per keyword")
    assert f"✔ {needed[0].title()} ({PACK.names[carrier]})" in chapter
    for keyword in needed[1:]:
        if keyword not in board.keywords_of(PACK, carrier):
            assert f"✘ {keyword.title()}" in chapter


def test_cards_show_what_they_do_and_exhausted_ones_are_marked() -> None:
    state = start()
    hero = state.heroes[0]
    asset = next(r.id for r in PACK.rewards.values() if r.abilities and r.id not in hero.rumours)
    give(state, hero.id, asset, "assets")
    hero.exhausted.append(asset)
    text = hero_text(hero_sheet(state, PACK, hero))
    assert f"{PACK.names[asset]} (exhausted) — {card_summary(PACK, asset)}" in text
    assert "Abilities: " in card_summary(PACK, asset)
    assert "Race and Class:" in text
    assert f"{PACK.names[asset]} (exhausted)" in hand_text(PACK, hero)


def test_a_hero_named_after_race_and_class_is_named_once() -> None:
    state = start()
    hero = state.heroes[0]
    hero.name = "Human Warrior"
    assert hero_text(hero_sheet(state, PACK, hero)).splitlines()[0] == "Human Warrior"
    hero.name = "Ana"
    assert hero_text(hero_sheet(state, PACK, hero)).splitlines()[0] == "Ana — Human Warrior"


def test_another_players_hand_can_be_kept_private() -> None:
    state = start(heroes=2, mode="competitive")
    bo = state.heroes[1]
    sheet = hero_sheet(state, PACK, bo, show_hand=False)
    assert dict(sheet.cards)[f"Rumours ({len(bo.rumours)}/6)"] == ["kept private"]
    assert all(PACK.names[c] not in hero_text(sheet) for c in bo.rumours)


# Checks R-ACT-FEAT-3.
def test_the_turn_banner_states_the_next_feats_cost_before_any_feat_R_ACT_FEAT_3() -> None:
    state = start()
    hero = state.heroes[0]
    banner = hero_status(state, PACK, hero)
    assert "\nNext Feat — Chapter I: 5 Gold (you have" in banner
    for keyword in PACK.sagas[hero.saga].chapters[0].keywords:
        assert keyword.title() in banner.splitlines()[1]
