"""A whole game in French through the offline Discord (issue 19, "Done when"): opened with
`/kilforth new language:fr` on a French server by a player whose client is in French, played
from the lobby to its end with two computer companions, and every word a player could read
in what the bot sent is French: messages and their embeds, buttons and menus, autocomplete
suggestions, the thread's name.

    .venv/bin/python -m pytest -q -s tests/discord/test_french_game.py
"""

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from clock import HOUR, FakeClock, run_until
from harness import Harness, Request
from test_play_helpers import answer, play_harness, seat

from kilforth.commands import Move
from kilforth.engine import pack_for
from kilforth.invariants import violations
from kilforth.legal import legal_commands
from kilforth.sim.agents import waiting_on
from tests.i18n.english import english_words

# Far more human commands than a game of 25 Days takes, so a game that never ends fails.
LIMIT = 600
HERO = "Ana"


def _component_words(components: list[dict[str, Any]]) -> Iterator[str]:
    for component in components:
        yield from (component.get(k) or "" for k in ("label", "placeholder"))
        for option in component.get("options") or []:
            yield from (option.get(k) or "" for k in ("label", "description"))
        yield from _component_words(component.get("components") or [])


def _embed_words(shown: dict[str, Any]) -> Iterator[str]:
    yield from (shown.get(k) or "" for k in ("title", "description"))
    yield from ((shown.get(k) or {}).get(part) or ""
                for k, part in (("footer", "text"), ("author", "name")))
    for field in shown.get("fields") or []:
        yield field["name"]
        yield field["value"]


def seen(request: Request) -> Iterator[str]:
    """Every text of `request` that a player reads."""
    if request.is_callback and request.callback_type == 8:
        yield from (choice["name"] for choice in request.body["data"]["choices"])
    if request.route == "/channels/{channel_id}/threads":
        yield request.body["name"]
    message = request.message
    if message is None:
        return
    yield message.get("content") or ""
    for shown in message.get("embeds") or []:
        yield from _embed_words(shown)
    yield from _component_words(message.get("components") or [])


def english_in(h: Harness, allow: frozenset[str]) -> dict[str, set[str]]:
    """Each text the bot sent with English words in it, with those words."""
    return {text: found for request in h.discord.requests for text in seen(request)
            if (found := english_words(text, allow))}


async def test_a_whole_game_in_french_shows_no_english(tmp_path: Path) -> None:
    # R-DAY-CAMP-1, R-WIN-1: the human moves while their hero has AP to spare, then camps,
    # and answers each question with its first option; the companions play the rest.
    clock = FakeClock()
    async with play_harness(tmp_path / "kilforth.sqlite3", clock) as h:
        h.locale = h.guild_locale = "fr"
        opened = await h.slash("kilforth new", mode="coop", heroes=3, companions=2,
                               clock_hours=2, language="fr")
        assert "Une nouvelle partie" in opened.text()
        races = await h.autocomplete("kilforth join", "race")
        assert races.choices
        await seat(h, h.player, "halfling", "rogue", reward="item", name=HERO)
        lobby = await h.slash("kilforth status")
        assert "Places (3/3)" in lobby.text()
        await h.slash("kilforth start")
        refused = await h.slash("kilforth start")
        assert refused.response is not None and refused.embeds
        await h.slash("kilforth status")
        await h.slash("map")
        await h.slash("hero")
        await h.slash("hand")
        await h.slash("help")
        cards = await h.autocomplete("card", "name")
        await h.slash("card", name=cards.choices[0]["value"])
        # Half the clock gone: the reminder pings the human in French, who snoozes it.
        posts = await run_until(h, clock, clock.now() + HOUR)
        [reminder] = [post for post in posts if "moitié" in post.title]
        snoozed = await h.click(reminder.body["components"][0]["components"][0]["custom_id"])
        assert "Rappel reporté" in snoozed.text()
        await h.slash("log")
        await play_to_the_end(h)
        final = await h.bot.store.session_state((await h.bot.store.games(key(h)))[0].id)
        assert final.result is not None
        found = english_in(h, frozenset({HERO.lower()}))
        assert found == {}, "English left:\n" + "\n".join(
            f"{sorted(words)} in {text[:200]!r}" for text, words in sorted(found.items()))


def key(h: Harness) -> str:
    return str(h.channel.id)


async def play_to_the_end(h: Harness) -> None:
    me = str(h.player.id)
    for _ in range(LIMIT):
        games = await h.bot.store.games(key(h))
        state = await h.bot.store.session_state(games[0].id)
        assert violations(pack_for(state), state) == []
        if state.result is not None:
            return
        assert waiting_on(state) == me, "the game waits on a computer seat"
        if state.pending is not None:
            await answer(h, 0)
            continue
        assert state.turn is not None
        hero = state.hero(state.turn.hero)
        moves = [c for c in legal_commands(state, me, kinds=["move"]) if isinstance(c, Move)]
        if hero.ap > 2 and moves:
            await h.slash("move", region=moves[0].region)
        else:
            await h.slash("camp")
    raise AssertionError(f"the game did not end within {LIMIT} commands")


async def test_a_game_opened_on_a_french_server_is_french_by_default(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        h.guild_locale = "fr"
        opened = await h.slash("kilforth new", mode="solo")
        info = await h.bot.store.session(key(h))
        assert info is not None and info.lang == "fr"
        assert opened.embeds[0]["title"] == "Une nouvelle partie de L'Ombre de Kilforth"
        assert english_in(h, frozenset()) == {}


async def test_a_french_game_answers_an_english_reader_privately_in_english(
        tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        opened = await h.slash("kilforth new", mode="coop", heroes=2, language="fr")
        assert "Prenez place" in opened.text()
        lobby = await h.slash("kilforth status", locale="en-US")
        assert "Waiting in the lobby" in lobby.text()
        lobby = await h.slash("kilforth status", locale="fr")
        assert "En attente des joueurs" in lobby.text()
