"""Command names and descriptions in French (issue 19): the registration the bot sends holds a
French name and description for every command, option and choice, within Discord's naming
rules and accepted by its API description; English clients see the tree's own words, which
the English catalogue says too."""

from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.app_commands import TranslationContext, TranslationContextLocation
from harness import Harness

from commands.translator import CatalogueTranslator, choice_options, command_key
from kilforth.i18n import t
from tests.i18n.english import english_words

# Words of a French command that are French too, or the game's own (the glossary keeps
# "Saga", "Solo", "Influence"), or names ("Kilforth", "JSON").
FRENCH_TOO = frozenset({"kilforth", "admin", "solo", "saga", "sagas", "mode", "race", "json",
                        "hostile", "europe", "paris", "n"})


def _items(payloads: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, subcommand and option of the registration, with where it is."""
    for item in payloads:
        here = f"{path} {item['name']}".strip()
        yield here, item
        yield from _items(item.get("options") or [], here)


async def test_every_command_option_and_choice_has_french_words_within_discords_rules(
        harness: Harness) -> None:
    payloads = await harness.registration()  # checks every locale's names and descriptions
    [request] = await harness.sync()  # and Discord's API description accepts them
    assert request.body == payloads
    items = list(_items(payloads))
    assert len(items) > 100
    for where, item in items:
        assert set(item.get("name_localizations") or {}) == {"fr"}, where
        assert set(item.get("description_localizations") or {}) == {"fr"}, where
        for choice in item.get("choices") or []:
            assert set(choice.get("name_localizations") or {}) == {"fr"}, (where, choice)
    by_name = dict(items)
    assert by_name["move"]["name_localizations"] == {"fr": "déplacer"}
    assert by_name["search"]["name_localizations"] == {"fr": "fouiller"}
    assert by_name["confront"]["name_localizations"] == {"fr": "affronter"}
    assert by_name["camp"]["name_localizations"] == {"fr": "camper"}
    assert by_name["kilforth new"]["name_localizations"] == {"fr": "nouvelle"}
    assert by_name["move region"]["name_localizations"] == {"fr": "région"}
    # The glossary's words, through the catalogue's terms.
    assert by_name["move"]["description_localizations"]["fr"] == (
        "Se déplacer vers une Région adjacente, ou par un raccourci (1 PA)")


# The options that name each language in its own words.
LANGUAGE_MENUS = ("kilforth new language", "kilforth-admin language language")


async def test_the_french_words_are_french(harness: Harness) -> None:
    english: dict[str, set[str]] = {}
    for where, item in _items(await harness.registration()):
        words = [*(item.get("name_localizations") or {}).values(),
                 *(item.get("description_localizations") or {}).values(),
                 # A language menu names each language in its own words ("English").
                 *(c["name_localizations"]["fr"] for c in item.get("choices") or []
                   if where not in LANGUAGE_MENUS)]
        found = set().union(*(english_words(w.replace("_", " "), FRENCH_TOO) for w in words))
        if found:
            english[where] = found
    assert english == {}


async def test_the_english_catalogue_says_what_the_command_tree_declares(
        harness: Harness) -> None:
    # The tree's own words are what English clients see: the catalogue, which translators
    # work from, must not drift from them.
    tree = harness.bot.tree
    choices, translator = choice_options(tree), CatalogueTranslator(tree)
    for command in tree.walk_commands():
        key = command_key(command.qualified_name)
        assert (t("en", key), t("en", f"{key}-desc")) == (command.name, command.description)
        for parameter in getattr(command, "parameters", []):
            option = f"{key}-opt-{parameter.display_name}"
            assert (t("en", option), t("en", f"{option}-desc")) == (
                parameter.display_name, parameter.description)
            for choice in parameter.choices:
                assert choices[id(choice)] == parameter.display_name
                said = translator.key(TranslationContext(
                    TranslationContextLocation.choice_name, choice))
                assert said is not None and t("en", said) == choice.name


@pytest.mark.parametrize("locale", ["en-US", "en-GB", "de", "ja"])
async def test_clients_of_other_languages_see_the_english_tree(harness: Harness,
                                                                locale: str) -> None:
    for _, item in _items(await harness.registration()):
        assert locale not in (item.get("name_localizations") or {})


async def test_a_french_player_invokes_a_command_by_its_english_name(harness: Harness) -> None:
    # Discord sends the command's own name whatever the client shows: dispatch is unchanged.
    result = await harness.slash("help", locale="fr")
    assert result.response_type == 4


async def test_a_command_without_french_words_stays_english_and_is_logged(
        harness: Harness, caplog: pytest.LogCaptureFixture) -> None:
    @app_commands.command(name="newcomer", description="Not translated yet")
    async def newcomer(interaction: discord.Interaction[Any]) -> None: ...

    translator = CatalogueTranslator(harness.bot.tree)
    context = TranslationContext(TranslationContextLocation.command_name, newcomer)
    said = await translator.translate(app_commands.locale_str("newcomer"), discord.Locale.french,
                                      context)
    assert said is None
    assert "cmd-newcomer" in caplog.text
