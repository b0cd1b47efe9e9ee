"""A game in French on Discord (issue 19): its public messages (the turn banner, prompt
embeds and menus, headlines, answers) are in the game's language, whoever acts; a player's
private replies (refusals, stale clicks, autocomplete) in that player's own Discord locale."""

from typing import Any

import pytest
from harness import Harness
from test_play_helpers import answer, asked, banner_of, new_table, snapshot, state_of

pytestmark = pytest.mark.asyncio(loop_scope="module")

FRENCH, ENGLISH = "fr", "en-US"


async def french_solo(h: Harness) -> None:
    """A solo game in French for h.player (Ana the human warrior), dealt: its starting
    question is open."""
    new_table(h)
    await h.slash("kilforth new", mode="solo", language="fr")
    session = await h.bot.store.session(str(h.channel.id))
    assert session is not None and session.lang == "fr"
    await h.slash("kilforth join", race="human", opts={"class": "warrior"}, reward="item",
                  name="Ana")
    await h.slash("kilforth start")


def _refusal(result: Any) -> dict[str, Any]:
    [shown] = result.embeds
    assert result.messages[-1]["flags"] & 64, "a refusal is private"
    return shown


async def test_the_banner_and_the_question_of_a_french_game_are_in_french(bot: Harness
                                                                        ) -> None:
    await french_solo(bot)
    ref = await asked(bot)
    asking = bot.discord.message_with(ref.custom_id("p", 0))
    assert asking["embeds"][-1]["title"] == "En attente du choix d'Ana."
    await bot.click(ref.custom_id("p", 0), locale=ENGLISH)
    # An English-speaking player answered: the public message stays in the game's language.
    answered = bot.discord.messages[int(asking["id"])]["embeds"][-1]
    assert answered["title"] == "Répondu"
    assert "**Ana a choisi : " in answered["description"]
    state = await state_of(bot)
    while state.pending is not None:
        await answer(bot)
        state = await state_of(bot)
    turn = banner_of(await bot.slash("hide", locale=ENGLISH))
    assert turn["embeds"][0]["title"].endswith(" · Se Cacher")
    fields = [f["name"] for f in turn["embeds"][-1]["fields"]]
    assert fields == ["Ici", "Ce que vous pouvez faire", "⏳ Horloge"]
    labels = [c.get("label") or c.get("placeholder") for row in turn["components"]
              for c in row["components"]]
    assert "Établir le campement" in labels
    assert turn["content"].endswith(", à vous de jouer.")


@pytest.mark.parametrize(("locale", "title", "said", "rule"), [
    (FRENCH, "Impossible", "« purple » n'est pas un attribut : utilisez Combat, Savoir, "
                           "Furtivité ou Influence.", "Règle R-TEST-1"),
    (ENGLISH, "Not possible", "'purple' is not an attribute: use Fight, Study, Sneak or "
                              "Influence.", "Rule R-TEST-1"),
])
async def test_a_refusal_follows_the_locale_of_the_player_who_is_refused(
        bot: Harness, locale: str, title: str, said: str, rule: str) -> None:
    await french_solo(bot)
    refused = _refusal(await bot.slash("confront", encounter="x", attribute="purple",
                                       locale=locale))
    assert (refused["title"], refused["description"], refused["footer"]["text"]) == (
        title, said, rule)


@pytest.mark.parametrize(("locale", "said"), [
    (FRENCH, "Cette Région fait 81 caractères, et aucun n'en dépasse 80 : choisissez l'une "
             "des suggestions que Discord affiche pendant la saisie."),
    (ENGLISH, "That Region is 81 characters long, and none is longer than 80: pick one of the "
              "suggestions Discord shows as you type."),
])
async def test_a_bad_option_is_refused_in_the_players_language(bot: Harness, locale: str,
                                                               said: str) -> None:
    await french_solo(bot)
    assert _refusal(await bot.slash("move", region="r" * 81, locale=locale))["description"] \
        == said


async def test_a_stale_button_is_refused_in_the_clickers_language(bot: Harness) -> None:
    await french_solo(bot)
    ref = await asked(bot)
    # The question's message as a player's client may still show it, buttons and all.
    message = {**snapshot(bot, ref.custom_id("p", 1)), "id": "1"}
    await bot.click(ref.custom_id("p", 0))
    refused = _refusal(await bot.click(ref.custom_id("p", 1), message=message, locale=FRENCH))
    assert refused["description"] == ("On a déjà répondu à cette question, ou elle a changé : "
                                      "ce bouton ne fait plus rien.")


async def test_autocomplete_labels_are_in_the_typing_players_language(bot: Harness) -> None:
    await french_solo(bot)
    state = await state_of(bot)
    while state.pending is not None:
        await answer(bot)
        state = await state_of(bot)
    french = (await bot.autocomplete("move", "region", locale=FRENCH)).choices
    english = (await bot.autocomplete("move", "region", locale=ENGLISH)).choices
    assert [c["value"] for c in french] == [c["value"] for c in english] != []
    terrains = ("Plaines", "Forêts", "Landes", "Montagnes", "L'Ample Cité")
    assert all(any(w in c["name"] for w in terrains) for c in french), french
    assert all(any(w in c["name"] for w in ("Plains", "Forests", "Wastes", "Mountains",
                                            "The City")) for c in english), english
