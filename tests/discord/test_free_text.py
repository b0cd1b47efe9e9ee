"""Over-long and odd values in every free-text option of every slash command (issue 14,
point 5): each gets a specific refusal at the boundary, nothing is logged above DEBUG, and
the game does not change."""

import logging
from typing import Any

import pytest
from discord import AppCommandOptionType, app_commands
from harness import Harness
from test_play_helpers import solo_game, state_of

from commands.options import Text


def free_text_options(h: Harness) -> list[tuple[str, str, Text, dict[str, Any]]]:
    """(command, option, its transformer, the other required options) for every string
    option a player types freely: the tree is read, so a new option cannot be forgotten."""
    found = []
    for command in h.bot.tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        # discord.py's own records of the parameters, which hold their transformers.
        parameters = list(command._params.values())
        for parameter in parameters:
            if parameter.type is not AppCommandOptionType.string or parameter.choices:
                continue
            others = {p.display_name: "x" for p in parameters
                      if p.required and p is not parameter}
            found.append((command.qualified_name, parameter.display_name,
                          parameter._annotation, others))
    return found


async def test_every_free_text_option_is_bounded_for_discord(harness: Harness) -> None:
    options = free_text_options(harness)
    assert len(options) >= 25
    for command, name, transformer, _ in options:
        assert isinstance(transformer, Text), f"/{command} {name} is unchecked free text"
    payloads = harness.command_payloads()
    lengths = [option.get("max_length") for payload in payloads
               for option in _leaf_options(payload) if option["type"] == 3
               and not option.get("choices")]
    assert lengths and all(lengths), "Discord is told every free-text option's bound"


def _leaf_options(payload: dict[str, Any]) -> list[dict[str, Any]]:
    options = payload.get("options") or []
    if options and options[0]["type"] in (1, 2):
        return [leaf for sub in options for leaf in _leaf_options(sub)]
    return options


ODD = {"empty": "   ", "line break": "mist\nvale", "control": "mist\x00vale",
       "lone surrogate": "\ud800", "separator": "mist\u2028vale"}


async def test_over_long_and_odd_values_are_refused_and_change_nothing(
        harness: Harness, caplog: pytest.LogCaptureFixture) -> None:
    h = harness
    await solo_game(h)
    key = str(h.channel.id)
    before, version = await state_of(h), (await h.bot.store.session(key)).version  # type: ignore[union-attr]
    caplog.set_level(logging.DEBUG)
    tried = 0
    for command, name, transformer, others in free_text_options(h):
        values = {"too long": "x" * (transformer.length + 1), **ODD}
        for why, value in values.items():
            result = await h.slash(command, opts={**others, name: value})
            said = result.text()
            assert result.response.ephemeral, (command, name, why)  # type: ignore[union-attr]
            assert f"That {transformer.what}" in said and "suggestions" in said, (
                command, name, why, said)
            if why == "too long":
                assert f"none is longer than {transformer.length}" in said
            tried += 1
    assert tried >= 25 * len(ODD)
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert any("refused a" in r.getMessage() and r.levelno == logging.DEBUG
               for r in caplog.records)
    assert await state_of(h) == before
    assert (await h.bot.store.session(key)).version == version  # type: ignore[union-attr]


async def test_a_value_within_the_bounds_still_reaches_the_rules(harness: Harness) -> None:
    h = harness
    await solo_game(h)
    result = await h.slash("move", region="  nowhere-at-all  ")
    assert "nowhere-at-all" in result.text() and "That Region" not in result.text()
