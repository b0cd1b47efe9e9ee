"""Embed building blocks shared by the cogs: the palette, Discord's size limits, truncation
and pagination of long text.

The limits are Discord's documented embed limits; `tests/discord` checks them against the
official OpenAPI description and applies them to every message the bot sends in tests.
"""

from collections.abc import Iterable
from enum import IntEnum

import discord

from kilforth.render.cards import CardSheet
from kilforth.render.heroes import HeroSheet
from kilforth.render.say import ENGLISH, Say


class Limit(IntEnum):
    TITLE = 256
    DESCRIPTION = 4096
    FIELDS = 25
    FIELD_NAME = 256
    FIELD_VALUE = 1024
    FOOTER = 2048
    AUTHOR = 256
    # Sum of every title, description, field name and value, footer and author name over
    # all the embeds of one message.
    TOTAL = 6000
    EMBEDS_PER_MESSAGE = 10


class Palette:
    """One colour per kind of message, so a glance tells a roll from an error."""

    INFO = discord.Colour(0x4F6D7A)
    TURN = discord.Colour(0xC9A227)
    SUCCESS = discord.Colour(0x3C8D5A)
    FAILURE = discord.Colour(0xA23B2A)
    WARNING = discord.Colour(0xD98E04)
    NIGHT = discord.Colour(0x2B2D42)
    ERROR = discord.Colour(0x8B1E3F)


ELLIPSIS = "…"


def truncate(text: str, limit: int) -> str:
    """`text` cut to at most `limit` characters, ending with an ellipsis when cut."""
    if limit < 1:
        raise ValueError("limit must be positive")
    if len(text) <= limit:
        return text
    return text[: limit - len(ELLIPSIS)].rstrip() + ELLIPSIS


def paginate(text: str, limit: int = Limit.DESCRIPTION) -> list[str]:
    """Split `text` into pages of at most `limit` characters, breaking between lines where
    possible, else between words, else inside a word. Never returns an empty list."""
    if limit < 1:
        raise ValueError("limit must be positive")
    pages: list[str] = []
    current = ""
    for line in text.split("\n"):
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) <= limit:
            current = candidate
            continue
        if current:
            pages.append(current)
        current = ""
        for piece in _split_long_line(line, limit):
            if current:
                pages.append(current)
            current = piece
    pages.append(current)
    return pages


def _split_long_line(line: str, limit: int) -> Iterable[str]:
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit + 1)
        if cut <= 0:
            cut = limit
        yield line[:cut].rstrip()
        line = line[cut:].lstrip()
    yield line


def embed(
    title: str,
    description: str = "",
    *,
    colour: discord.Colour = Palette.INFO,
    footer: str | None = None,
) -> discord.Embed:
    """An embed with every part truncated to its limit."""
    built = discord.Embed(
        title=truncate(title, Limit.TITLE),
        description=truncate(description, Limit.DESCRIPTION) if description else None,
        colour=colour,
    )
    if footer:
        built.set_footer(text=truncate(footer, Limit.FOOTER))
    return built


def add_field(target: discord.Embed, name: str, value: str, *, inline: bool = False) -> bool:
    """Add a truncated field; False (and nothing added) when the embed already has the
    maximum number of fields or the field would push it past the total size."""
    name = truncate(name, Limit.FIELD_NAME)
    value = truncate(value, Limit.FIELD_VALUE)
    if len(target.fields) >= Limit.FIELDS or len(target) + len(name) + len(value) > Limit.TOTAL:
        return False
    target.add_field(name=name, value=value, inline=inline)
    return True


def paged_embeds(
    title: str, text: str, *, colour: discord.Colour = Palette.INFO, say: Say = ENGLISH
) -> list[discord.Embed]:
    """Long text as a series of embeds, one page each, numbered in the footer when there is
    more than one page. Send them with `messages_of` to respect the per-message limits."""
    pages = paginate(text, Limit.DESCRIPTION)
    if len(pages) == 1:
        return [embed(title, pages[0], colour=colour)]
    return [
        embed(title, page, colour=colour,
              footer=say("discord-page", number=number, total=len(pages)))
        for number, page in enumerate(pages, start=1)
    ]


def messages_of(embeds: Iterable[discord.Embed]) -> list[list[discord.Embed]]:
    """Group embeds into messages: at most ten per message and 6000 characters in total.
    Each embed must already be within the limits on its own."""
    messages: list[list[discord.Embed]] = []
    current: list[discord.Embed] = []
    size = 0
    for item in embeds:
        length = len(item)
        if length > Limit.TOTAL:
            raise ValueError(f"embed {item.title!r} alone is {length} characters long")
        if current and (len(current) == Limit.EMBEDS_PER_MESSAGE or size + length > Limit.TOTAL):
            messages.append(current)
            current, size = [], 0
        current.append(item)
        size += length
    if current:
        messages.append(current)
    return messages


# Card elements short enough to sit side by side in an embed.
SHORT_FIELDS = frozenset({"Gold", "Health", "Starting Gold", "Fight", "Discover at", "Reward",
                          "Appears in", "Gloom falls on", "Padlock"})


def card_embed(sheet: CardSheet, *, colour: discord.Colour = Palette.INFO) -> discord.Embed:
    """A card in full (`kilforth.render.cards`), its short elements inline."""
    flavour = f"\n*{sheet.flavour}*" if sheet.flavour else ""
    shown = embed(sheet.name, f"**{sheet.kind}**{flavour}", colour=colour)
    for label, value in sheet.fields:
        add_field(shown, label, value, inline=label in SHORT_FIELDS)
    return shown


def hero_embeds(sheet: HeroSheet, *, colour: discord.Colour, say: Say = ENGLISH
                ) -> list[discord.Embed]:
    """A hero at a glance (issue 11): attributes in one row, HP and AP as bars, counters side
    by side, the next Chapter's needs, then the cards with what they do. `colour` is the
    hero's token colour, the same as on the map. A full hand goes on in a second embed
    rather than being cut."""
    shown = embed(sheet.title, " · ".join(sheet.status), colour=colour)
    add_field(shown, say("discord-sheet-attributes"),
              " · ".join(f"{name} **{value}**" for name, value in sheet.attributes))
    for label, value in ((say("discord-sheet-hp"), sheet.hp), (say("discord-sheet-ap"), sheet.ap),
                         (say("discord-sheet-region"), sheet.region),
                         (say("discord-sheet-gold"), str(sheet.gold)),
                         (say("discord-sheet-fate"), str(sheet.fate)),
                         (say("discord-sheet-saga"), sheet.saga)):
        add_field(shown, label, value, inline=True)
    add_field(shown, say("discord-sheet-next"), sheet.chapter)
    sections = [*sheet.cards,
                *([(say("discord-sheet-successes"), sheet.successes)] if sheet.successes else [])]
    pages = [(label if i == 0 else say("discord-continued", title=label), page)
             for label, lines in sections
             for i, page in enumerate(paginate("\n".join(f"• {line}" for line in lines), Limit.FIELD_VALUE))]
    embeds = [shown]
    for label, page in pages:
        if not add_field(embeds[-1], label, page):
            embeds.append(embed(say("discord-continued", title=sheet.title), colour=colour))
            add_field(embeds[-1], label, page)
    return embeds
