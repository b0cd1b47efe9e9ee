"""The Map as text, the Regions, the turn banner and the hero sheets in French (issue 19):
a seeded game's state at Day 8, read in French without an English word."""

from kilforth.content.pack import load_pack
from kilforth.engine import new_game
from kilforth.i18n.names import a
from kilforth.options import GameOptions
from kilforth.render import heroes
from kilforth.render.say import say_for
from kilforth.render.text import (
    hero_sheet,
    hero_status,
    map_text,
    region_text,
    turn_banner,
)
from kilforth.rules import saga
from kilforth.sim.sample import sample_game
from kilforth.state import GameState, HeroSpec
from tests.i18n.english import english_words

PACK = load_pack()
FR = say_for(PACK, "fr")
STATE = sample_game(PACK, seed=7, day=8, heroes=4)
NAMES = frozenset(w.lower() for h in STATE.heroes for w in h.name.split())


def english_in(text: str) -> set[str]:
    return english_words(text, NAMES)


def test_the_map_and_every_region_in_french() -> None:
    """R-COMP-1: every Region by its French name, its terrain and what it holds."""
    shown = map_text(STATE, PACK, FR)
    assert "Cité" in shown and "R rencontres" in shown and "☾ Ombre" in shown
    assert not english_in(shown)
    for region in STATE.grid:
        said = region_text(STATE, PACK, region, FR)
        assert said.startswith(FR.card(PACK, region))
        assert not english_in(said), said


def test_an_encounter_in_a_region_says_its_values_in_french() -> None:
    region = next(r for r in STATE.grid if STATE.regions[r].encounters)
    said = region_text(STATE, PACK, region, FR)
    card = STATE.regions[region].encounters[0]
    assert f"  {FR.card(PACK, card)} [" in said and " Or" in said


def test_the_region_of_an_ancient_at_large_gives_its_health_and_plots_in_both_languages() -> None:
    """R-SAGA-7, R-GIFT-AS-3: the Ancient stands on its Region with its HP markers and the
    Plots that joined it; a defeated one is gone from it."""
    state = STATE.model_copy(deep=True)
    ancient = state.ancients[0]
    home = PACK.ancients[ancient.id].region
    assert "Ancien" not in region_text(state, PACK, home, FR)
    ancient.on_map, ancient.hp = True, 13
    english = say_for(PACK, "en")
    assert region_text(state, PACK, home, english).endswith(
        f"\n  Ancient: {english.card(PACK, ancient.id)}, 13 HP")
    plot = next(iter(PACK.plots))
    ancient.plots = [plot]
    said = region_text(state, PACK, home, FR)
    assert said.endswith(f"\n  Ancien : {FR.card(PACK, ancient.id)}, 13 PV, en renfort : {FR.card(PACK, plot)}")
    assert not english_in(said), said
    ancient.defeated = True
    assert "Ancien" not in region_text(state, PACK, home, FR)


def test_the_turn_banner_and_status_in_french() -> None:
    """R-TURN: whose turn, their AP and where; the next Feat before it is paid (R-ACT-FEAT-3)."""
    assert STATE.turn is not None
    hero = STATE.hero(STATE.turn.hero)
    banner = turn_banner(STATE, PACK, FR)
    # A Region is said with its article where it takes one (issue 36): "à la Lande Cendrée".
    assert banner == f"Jour 8 — au tour de {hero.name} ({hero.ap} PA), {a(FR.card(PACK, hero.region))}."
    status = hero_status(STATE, PACK, hero, FR)
    assert status.startswith(f"PV {hero.hp}/{hero.max_hp} · PA {hero.ap} · Destin ")
    assert "\nProchain Coup d'Éclat — " in status
    assert not english_in(status)


def test_every_hero_sheet_and_hand_in_french() -> None:
    """R-LIM-1: the piles with the Limit of Six; every card by its French name."""
    for hero in STATE.heroes:
        for show_hand in (True, False):
            sheet = hero_sheet(STATE, PACK, hero, show_hand=show_hand, say=FR)
            assert "Race et Classe :" in sheet and "/6)" in sheet
            assert not english_in(sheet), sheet
        hand = heroes.hand_text(PACK, hero, FR)
        assert hand.startswith("Rumeurs (")
        assert not english_in(hand)


def test_a_finale_and_a_complete_saga_are_said_in_french() -> None:
    """R-SAGA-1: a hero at the Finale reads its French name and test; then the Assault."""
    finale = STATE.heroes[0].model_copy(update={"chapter": saga.FINALE})
    line = heroes.feat_line(STATE, PACK, finale, FR)
    assert line.startswith("Prochain Coup d'Éclat — Final — ") and " : réussir un test " in line
    assert not english_in(line)
    done = STATE.heroes[0].model_copy(update={"chapter": saga.COMPLETE})
    assert heroes.feat_line(STATE, PACK, done, FR) == (
        "Prochain Coup d'Éclat — Saga achevée : donnez l'Assaut à un Ancien")


def test_a_shortcut_is_told_by_where_it_leads_and_numbered_alike_at_each_end() -> None:
    """R-ACT-MOVE-1: a Shortcut links Regions of one symbol. The symbol is an id, in English
    in every language: the Region's text names the Regions it leads to, and the text Map
    marks every end of one Shortcut with the same number."""
    ends: dict[str, list[str]] = {}
    for region, info in PACK.regions.items():
        if info.shortcut:
            ends.setdefault(info.shortcut, []).append(region)
    shown = map_text(STATE, PACK, FR)
    for number, (symbol, regions) in enumerate(ends.items(), 1):
        for region in regions:
            for say in (FR, say_for(PACK, "en")):
                said = region_text(STATE, PACK, region, say)
                assert symbol not in said and symbol not in map_text(STATE, PACK, say)
                assert all(say.card(PACK, r) in said for r in regions if r != region)
        assert shown.count(f"⇄{number}") == len(regions)


def test_a_hero_sheet_says_class_then_race_and_a_heroine_once() -> None:
    """Issue 36: French says the Class first ('Sorcier Elfe Noir'); a heroine the console
    named after the feminine forms she picked is titled once, in them."""
    hero = STATE.heroes[0].model_copy(update={"race": "dark-elf", "hero_class": "sorcerer",
                                              "name": "Ana"})
    assert heroes.identity(PACK, hero, FR) == "Sorcier Elfe Noir"
    heroine = hero.model_copy(update={"name": "Sorcière Elfe Noire"})
    assert heroes.identity(PACK, heroine, FR) == "Sorcière Elfe Noire"
    assert hero_sheet(STATE, PACK, heroine, say=FR).startswith("Sorcière Elfe Noire\n")
    assert hero_sheet(STATE, PACK, hero, say=FR).startswith("Ana — Sorcier Elfe Noir\n")


def test_a_heroine_dealt_keeps_her_forms_whatever_her_name() -> None:
    """Issue 36: a heroine whose player picked her feminine forms (on Discord, by any name) is
    dealt with them (R-SETUP-2), so her sheet says them; a hero who did not pick them has no
    such field in the stored state, whose JSON and hash stay those of earlier games."""
    specs = [HeroSpec(player="p1", name="Ana", race="dark-elf", hero_class="sorcerer",
                      feminine=True),
             HeroSpec(player="p2", name="Bors", race="orc", hero_class="ranger")]
    state = new_game(GameOptions(mode="coop"), specs, seed=3, pack=PACK).state
    ana, bors = state.heroes
    assert ana.feminine and not bors.feminine
    assert hero_sheet(state, PACK, ana, say=FR).startswith("Ana — Sorcière Elfe Noire\n")
    assert hero_sheet(state, PACK, bors, say=FR).startswith("Bors — Rôdeur Orc\n")
    dumped = [h.model_dump(mode="json") for h in state.heroes]
    assert dumped[0]["feminine"] is True and "feminine" not in dumped[1]
    assert GameState.model_validate_json(state.model_dump_json()) == state
