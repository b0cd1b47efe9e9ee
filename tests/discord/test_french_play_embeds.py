"""The Discord layer's own words in a French game (issue 19): the end-of-game summary, a
test's embed, the Night and Day sections, a hero sheet's fields and page numbers, with the
glossary's terms and French plurals; the same calls in English say what they always did."""

import discord
import pytest

from commands.embeds import hero_embeds, paged_embeds
from commands.narration import roll_embed, summary_embed
from kilforth.content.pack import load_pack
from kilforth.engine import new_game
from kilforth.events import GameOver, Roll
from kilforth.options import GameOptions
from kilforth.render.heroes import HeroSheet
from kilforth.render.say import ENGLISH, say_for
from kilforth.state import GameResult, GameState, HeroSpec
from tests.i18n.english import english_words

PACK = load_pack()
FRENCH = say_for(PACK, "fr")


@pytest.fixture(scope="module")
def state() -> GameState:
    hero = HeroSpec(player="1", name="Ana", race="human", hero_class="warrior")
    return new_game(GameOptions(mode="solo"), [hero], seed=7, pack=PACK).state


def _text(shown: discord.Embed) -> str:
    return "\n".join([shown.title or "", shown.footer.text or "",
                      *(f"{f.name}" for f in shown.fields)])


@pytest.mark.parametrize(("days", "footer"), [(1, "1 Jour joué"), (12, "12 Jours joués")])
def test_the_summary_of_a_french_game(state: GameState, days: int, footer: str) -> None:
    ancient = next(iter(PACK.ancients))
    over = GameOver(result=GameResult(outcome="won", winners=[state.heroes[0].id],
                                      vp={state.heroes[0].id: 9}, days=days,
                                      ancients_defeated=[ancient], reason="R-WIN-1"))
    shown = summary_embed(state, PACK, over, FRENCH)
    assert shown.title == "🏁 La partie est finie — victoire"
    assert shown.footer.text == footer
    assert [f.name for f in shown.fields] == ["Vainqueurs", "Points de Victoire",
                                              "Anciens vaincus"]
    assert shown.fields[2].value == FRENCH.card(PACK, ancient)
    assert english_words(_text(shown)) == set()
    english = summary_embed(state, PACK, over)
    assert english.title == "🏁 The game is over — won"
    assert english.footer.text == f"{days} day(s) played"


def test_a_test_roll_says_its_attribute_and_purpose_in_french(state: GameState) -> None:
    roll = Roll(tester=state.heroes[0].id, attribute="sneak", dice=[6, 2], final=[6, 2],
                successes=1, target=1, passed=True, purpose="evasion", modifiers=["+1"])
    shown = roll_embed(state, PACK, roll, FRENCH)
    assert shown.title == "🎲 Ana teste Furtivité — Évasion"
    assert [f.name for f in shown.fields] == ["Modificateurs"]
    assert roll_embed(state, PACK, roll, ENGLISH).title == "🎲 Ana tests Sneak — evasion"


def test_night_and_day_sections_are_headed_in_french() -> None:
    assert FRENCH("discord-night", day=3) == "☾ Nuit 3"
    assert FRENCH("discord-day", day=4) == "☀ Jour 4"
    assert ENGLISH("discord-day", day=4) == "☀ Day 4"


def test_a_hero_sheets_fields_and_pages_are_in_french() -> None:
    sheet = HeroSheet(name="Ana", identity="Humaine Guerrière", status=[],
                      attributes=[("Combat", 3)], hp="▰ 1/1", ap="▰ 1", gold=0, fate=0,
                      region="Lanternholm", saga="Saga", chapter="Chapitre I",
                      cards=[(f"Pile {n}", [f"carte {n}.{i} " + "x" * 190 for i in range(5)])
                             for n in range(8)])
    shown = hero_embeds(sheet, colour=discord.Colour(0), say=FRENCH)
    assert [f.name for f in shown[0].fields][:8] == [
        "Attributs", "PV", "PA", "Région", "Or", "Destin", "Saga", "Ensuite"]
    assert shown[1].title == "Ana — Humaine Guerrière (suite)"
    pages = paged_embeds("Journal", "ligne\n" * 2000, say=FRENCH)
    assert pages[0].footer.text == f"Page 1/{len(pages)}" and len(pages) > 1
