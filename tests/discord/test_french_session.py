"""Setting up a game in French (issue 19): the lobby, the seats' suggestions, the quiet hours
and the refusals of /kilforth, each in the language its reader should get."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_guild_only import _from_a_dm
from test_play_helpers import play_harness, seat

from commands.reminders import parse_time
from kilforth.content.pack import load_pack
from kilforth.errors import RuleError
from kilforth.render.refusals import refusal_text
from kilforth.render.say import say_for
from tests.i18n.english import english_words


def all_said(texts: list[str]) -> set[str]:
    return {word for text in texts for word in english_words(text, frozenset({"ana"}))}


async def test_the_lobby_of_a_french_game_speaks_french(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        opened = await h.slash("kilforth new", mode="coop", heroes=3, companions=1,
                               first_game=True, language="fr")
        [lobby] = opened.embeds
        assert lobby["description"].startswith("Une partie coopérative pour 3 héros.")
        assert "/kilforth rejoindre" in lobby["description"]
        assert "première partie : oui" in lobby["fields"][0]["value"]
        assert lobby["fields"][1]["name"] == "Places (1/3)"
        assert "(ordinateur)" in lobby["fields"][1]["value"]
        assert "24 h pour agir" in lobby["fields"][2]["value"]
        joined = await seat(h, h.player, "halfling", "rogue", reward="item", name="Ana")
        assert joined.embeds[0]["title"] == "Ana prend place"
        assert "Demi-Homme" in joined.text()
        assert all_said([opened.text(), joined.text()]) == set()


async def test_seat_suggestions_follow_the_readers_language(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        await h.slash("kilforth new", mode="coop", heroes=2, language="fr")
        h.locale = "fr"
        races = await h.autocomplete("kilforth join", "race")
        classes = await h.autocomplete("kilforth join", "class")
        sagas = await h.autocomplete("kilforth join", "saga")
        labels = [c["name"] for r in (races, classes, sagas) for c in r.choices]
        assert any(label.startswith("Demi-Homme — ") and " PV, " in label for label in labels)
        assert any("Talents : " in label for label in labels)
        assert all_said(labels) == set()
        h.locale = "en-US"
        english = await h.autocomplete("kilforth join", "race")
        assert any(c["name"].startswith("Halfling — ") for c in english.choices)


@pytest.mark.parametrize(("locale", "expected"), [
    ("fr", "Indiquez à la fois le début, la fin et le fuseau horaire"),
    ("en-GB", "Give all three of from, to and timezone"),
])
async def test_a_refusal_is_in_its_readers_language(tmp_path: Path, locale: str,
                                                    expected: str) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        refused = await h.slash("kilforth quiet", opts={"from": "22:00"}, locale=locale)
        assert refused.response is not None and refused.response.ephemeral
        assert expected in refused.text()


async def test_quiet_hours_are_confirmed_in_french(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        quiet = await h.slash("kilforth quiet", opts={"from": "22:00", "to": "7h"},
                              timezone="Europe/Paris", locale="fr")
        assert quiet.embeds[0]["title"] == "🌙 Heures calmes enregistrées"
        assert "De 22:00 à 07:00 (Europe/Paris)" in quiet.text()
        assert all_said([quiet.text()]) == set()


async def test_a_command_from_a_dm_is_refused_in_the_readers_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        _from_a_dm(h, monkeypatch)
        refused = await h.slash("kilforth new", locale="fr")
        assert "Les parties se jouent dans les salons d'un serveur" in refused.text()


# The first example loads the pack and its French words.
@settings(deadline=None)
@given(st.text(max_size=30))
def test_any_typed_time_is_read_or_refused_in_french(typed: str) -> None:
    try:
        parse_time(typed)
    except RuleError as error:
        said = refusal_text(error, load_pack(), say_for(load_pack(), "fr"))
        assert said.endswith("par exemple 22:30 ou 7:00.")
        # What the player typed is quoted back as typed: only the rest must be French.
        quoted, _, rest = said.rpartition(" » n'est pas une heure")
        assert quoted.startswith("« ")
        assert english_words(rest) == set()


async def test_a_heroine_keeps_the_feminine_forms_she_picks_or_types(tmp_path: Path) -> None:
    """Issue 36: "Elfe Noire", "Sorcière" are offered beside the masculine names, accepted
    typed in any case or without accents, and kept: the seat says them so, and a computer
    companion seated that way is named with them, Class then Race."""
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        await h.slash("kilforth new", mode="coop", heroes=3, language="fr")
        h.locale = "fr"
        races = await h.autocomplete("kilforth join", "race", race="noire")
        assert [c["value"] for c in races.choices] == ["Elfe Noire"]
        assert races.choices[0]["name"].startswith("Elfe Noire — ")
        classes = await h.autocomplete("kilforth join", "class", opts={"class": "sorci"})
        assert [c["value"] for c in classes.choices] == ["sorcerer", "Sorcière"]
        joined = await seat(h, h.player, "elfe noire", "SORCIERE", reward="item", name="Ana")
        assert "Ana — Sorcière Elfe Noire" in joined.text()
        [ana] = (await h.bot.store.session(str(h.channel.id))).seats
        assert (ana.race, ana.hero_class, ana.feminine) == ("dark-elf", "sorcerer", True)
        companion = await seat(h, h.player, "Naine", "Guerrière", reward="ally", computer=True)
        assert "Guerrière Naine (ordinateur)" in companion.text()
        masculine = await h.slash("kilforth join", user=h.owner, race="orc",
                                  opts={"class": "Rôdeur"}, reward="spell", name="Bors")
        assert "Bors — Rôdeur Orc" in masculine.text()
        seats = (await h.bot.store.session(str(h.channel.id))).seats
        assert [s.feminine for s in seats] == [True, True, False]


async def test_a_race_no_language_names_is_refused_with_the_races_there_are(
        tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        await h.slash("kilforth new", mode="coop", heroes=2, language="fr")
        refused = await seat(h, h.player, "elfe grise", "sorcière", locale="fr")
        assert refused.response is not None and refused.response.ephemeral
        assert "Elfe Noir" in refused.text()
        assert await h.bot.store.session(str(h.channel.id)) is not None
        assert (await h.bot.store.session(str(h.channel.id))).seats == []
