"""commands/embeds.py: truncation and pagination stay within Discord's limits."""

from typing import Any

import discord
import pytest
from discord import app_commands
from harness import Harness

from commands.bot import GameCog
from commands.embeds import (
    ELLIPSIS,
    Limit,
    Palette,
    add_field,
    embed,
    hero_embeds,
    messages_of,
    paged_embeds,
    paginate,
    truncate,
)
from kilforth.render.heroes import HeroSheet

LOREM = " ".join(f"word{i}" for i in range(5000))


def test_truncate() -> None:
    assert truncate("short", 10) == "short"
    assert truncate("exactly10!", 10) == "exactly10!"
    cut = truncate("a sentence that is too long", 12)
    assert len(cut) <= 12 and cut.endswith(ELLIPSIS)
    with pytest.raises(ValueError):
        truncate("x", 0)


def test_paginate_breaks_between_lines() -> None:
    text = "\n".join(["line"] * 10)
    assert paginate(text, 14) == ["line\nline\nline"] * 3 + ["line"]
    assert paginate("", 10) == [""]


def test_paginate_breaks_long_lines_between_words_then_inside_words() -> None:
    assert paginate("alpha beta gamma", 11) == ["alpha beta", "gamma"]
    assert paginate("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]


@pytest.mark.parametrize("limit", [7, 50, 1000, Limit.DESCRIPTION])
def test_pages_keep_all_the_text_within_the_limit(limit: int) -> None:
    text = LOREM.replace("word9 ", "word9\n\n")
    pages = paginate(text, limit)
    assert all(len(p) <= limit for p in pages)
    assert "".join("".join(p.split()) for p in pages) == "".join(text.split())
    if limit >= len("word4999"):
        # Long enough for any word: no word is cut.
        assert " ".join(pages).split() == text.split()


def test_embed_truncates_every_part() -> None:
    built = embed("t" * 300, "d" * 5000, colour=Palette.NIGHT, footer="f" * 3000)
    assert len(built.title or "") == Limit.TITLE
    assert len(built.description or "") == Limit.DESCRIPTION
    assert len(built.footer.text or "") == Limit.FOOTER
    assert built.colour == Palette.NIGHT


def test_add_field_refuses_past_the_limits() -> None:
    built = embed("Hero")
    assert all(add_field(built, f"f{i}", "v") for i in range(Limit.FIELDS))
    assert not add_field(built, "one too many", "v")
    big = embed("Log", "d" * Limit.DESCRIPTION)
    assert add_field(big, "n", "v" * Limit.FIELD_VALUE)
    assert not add_field(big, "n", "v" * Limit.FIELD_VALUE)
    assert len(big) <= Limit.TOTAL


def test_paged_embeds_number_their_pages() -> None:
    assert paged_embeds("Log", "short")[0].footer.text is None
    pages = paged_embeds("Log", LOREM)
    assert len(pages) > 1
    assert [p.footer.text for p in pages] == [
        f"Page {i}/{len(pages)}" for i in range(1, len(pages) + 1)
    ]


def test_messages_of_respects_count_and_total() -> None:
    small = [embed(f"e{i}", "x") for i in range(23)]
    assert [len(m) for m in messages_of(small)] == [10, 10, 3]
    pages = paged_embeds("Log", LOREM * 2)
    for message in messages_of(pages):
        assert sum(len(e) for e in message) <= Limit.TOTAL
    with pytest.raises(ValueError):
        messages_of([discord.Embed(description="d" * 7000)])


class Chronicle(GameCog):
    @app_commands.command(description="Post a long log")
    async def chronicle(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        for message in messages_of(paged_embeds("Chronicle", LOREM)):
            await interaction.followup.send(embeds=message)


async def test_a_long_log_goes_out_in_valid_messages() -> None:
    async with Harness(cogs_package=None, cogs=[Chronicle]) as harness:
        result = await harness.slash("chronicle")
    assert len(result.messages) > 1
    assert " ".join(e["description"] for e in result.embeds).split() == LOREM.split()


def test_a_hero_sheet_too_long_for_one_embed_continues_in_the_next() -> None:
    sheet = HeroSheet(name="Ana", identity="Human Warrior", status=[], attributes=[("Fight", 3)], hp="▰ 1/1",
                      ap="▰ 1", gold=0, fate=0, region="Lanternholm", saga="Saga", chapter="Chapter I",
                      cards=[(f"Pile {n}", [f"card {n}.{i} " + "x" * 190 for i in range(5)]) for n in range(8)])
    shown = hero_embeds(sheet, colour=discord.Colour(0))
    assert len(shown) >= 2 and shown[1].title == "Ana — Human Warrior (continued)"
    assert all(len(e) <= Limit.TOTAL and len(e.fields) <= Limit.FIELDS for e in shown)
    text = "\n".join(f.value or "" for e in shown for f in e.fields)
    assert all(f"card {n}.{i} " in text for n in range(8) for i in range(5))
