"""A hero at a glance, for people: counters as bars, attributes in a row, the next Chapter's
needs, and every card the hero holds with its keywords and abilities in words.

A `HeroSheet` holds each element once; the console prints `hero_text`, Discord builds an
embed from the same sheet (`commands/embeds.py`).
"""

from dataclasses import dataclass, field
from functools import partial

from kilforth.content.pack import Pack
from kilforth.content.vocabulary import ATTRIBUTES
from kilforth.render.abilities import title
from kilforth.render.cards import ROMAN, card_summary
from kilforth.render.say import ENGLISH, Say
from kilforth.rules import saga
from kilforth.rules.abilities import attribute
from kilforth.rules.context import Ctx
from kilforth.state import GameState, HeroState

FULL, EMPTY = "▰", "▱"
HELD, NEEDED = "✔", "✘"
HAND_LIMIT = 6  # R-LIM-1


def bar(value: int, full: int) -> str:
    """'▰▰▰▱' for 3 of 4; a value above `full` fills the bar and goes on."""
    return FULL * value + EMPTY * max(0, full - value)


@dataclass(frozen=True)
class HeroSheet:
    name: str
    identity: str
    status: list[str]
    attributes: list[tuple[str, int]]
    hp: str
    ap: str
    gold: int
    fate: int
    region: str
    saga: str
    chapter: str
    cards: list[tuple[str, list[str]]] = field(default_factory=list)
    successes: list[str] = field(default_factory=list)

    @property
    def title(self) -> str:
        """'Ana — Human Warrior'; a hero named after their Race and Class is named once."""
        return self.name if self.name == self.identity else f"{self.name} — {self.identity}"


def identity(pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    return f"{pack.races[hero.race].name} {pack.classes[hero.hero_class].name}"


def _marked(pack: Pack, hero: HeroState, card: str) -> str:
    exhausted = " (exhausted)" if card in hero.exhausted else ""
    return f"{pack.names.get(card, card)}{exhausted} — {card_summary(pack, card)}"


def next_feat(ctx: Ctx, hero: HeroState) -> tuple[str, list[str]]:
    """The next step of the hero's Saga, said before any Feat pays for it: a Chapter's cost,
    and each keyword held (✔ and by which cards) or still needed (✘); or the Finale
    (R-ACT-FEAT-3/4, R-SAGA-1)."""
    pack = ctx.pack
    if hero.chapter == saga.FINALE:
        f = pack.sagas[hero.saga].finale
        where = pack.names.get(f.region, f.region)
        return f"Finale — {f.name}: a {title(f.attribute)} {f.value} test in {where}", []
    if hero.chapter >= saga.COMPLETE:
        return "Saga complete: Assault an Ancient", []
    cost = saga.chapter_cost(ctx, hero)
    head = (
        f"Chapter {ROMAN[hero.chapter]}: {cost} Gold (you have {hero.gold}) "
        "and one card per keyword"
    )
    marks = []
    for keyword, holders in saga.keyword_holders(ctx, hero):
        held = ", ".join(pack.names.get(c, c) for c in holders)
        marks.append(
            f"{HELD} {title(keyword)} ({held})" if holders else f"{NEEDED} {title(keyword)}"
        )
    return head, marks


def chapter_text(ctx: Ctx, hero: HeroState) -> str:
    head, marks = next_feat(ctx, hero)
    return "\n".join([head, *marks])


def feat_line(state: GameState, pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """The next Feat on one line, for the turn banner."""
    head, marks = next_feat(Ctx(state=state, pack=pack), hero)
    return f"Next Feat — {head}" + (f": {', '.join(marks)}" if marks else "")


def hero_sheet(
    state: GameState, pack: Pack, hero: HeroState, *, show_hand: bool = True,
    say: Say = ENGLISH,
) -> HeroSheet:
    ctx = Ctx(state=state, pack=pack)
    status = [
        s
        for s, on in (
            ("Hidden", hero.hidden),
            ("Defeated", hero.defeated),
            ("Camped", hero.camped),
            ("Removed", hero.removed),
        )
        if on
    ]
    line = partial(_marked, pack, hero)
    cards = [
        ("Race and Class", [line(hero.race), line(hero.hero_class)]),
        ("Talents", [line(c) for c in hero.talents]),
        (f"Assets ({len(hero.assets)}/{HAND_LIMIT})", [line(c) for c in hero.assets]),
    ]
    if show_hand:
        cards += [
            (f"Rumours ({len(hero.rumours)}/{HAND_LIMIT})", [line(c) for c in hero.rumours]),
            (f"Loot ({len(hero.loot)}/{HAND_LIMIT})", [line(c) for c in hero.loot]),
        ]
    else:
        cards += [
            (f"Rumours ({len(hero.rumours)}/{HAND_LIMIT})", ["kept private"]),
            (f"Loot ({len(hero.loot)}/{HAND_LIMIT})", ["kept private"]),
        ]
    return HeroSheet(
        name=hero.name,
        identity=identity(pack, hero),
        status=status,
        attributes=[(title(a), attribute(ctx, hero, a)) for a in ATTRIBUTES],
        hp=f"{bar(hero.hp, hero.max_hp)} {hero.hp}/{hero.max_hp}",
        ap=f"{bar(hero.ap, hero.max_hp)} {hero.ap}",
        gold=hero.gold,
        fate=hero.fate,
        region=pack.names.get(hero.region, hero.region),
        saga=pack.sagas[hero.saga].name,
        chapter=chapter_text(ctx, hero),
        cards=[(label, lines) for label, lines in cards if lines],
        successes=[
            f"{pack.names.get(c, c)}: {a.count} ({title(a.attribute)})"
            for c, a in hero.successes.items()
        ],
    )


def attributes_row(sheet: HeroSheet) -> str:
    return " · ".join(f"{name} {value}" for name, value in sheet.attributes)


def hero_text(sheet: HeroSheet, say: Say = ENGLISH) -> str:
    """The sheet as console lines."""
    status = f" ({', '.join(sheet.status)})" if sheet.status else ""
    lines = [
        sheet.title + status,
        f"HP {sheet.hp} · AP {sheet.ap} · Fate {sheet.fate} · Gold {sheet.gold}"
        f" · at {sheet.region}",
        attributes_row(sheet),
        f"Saga: {sheet.saga} — " + sheet.chapter.replace("\n", "\n  "),
    ]
    for label, cards in sheet.cards:
        lines.append(f"{label}:")
        lines += [f"  • {c}" for c in cards]
    if sheet.successes:
        lines.append("Successes held: " + ", ".join(sheet.successes))
    return "\n".join(lines)


def hand_text(pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """A hero's Rumours, Assets and Loot, one card per line with what it does (the player's
    own view, for `/hand`)."""
    parts = []
    for label, cards in (("Rumours", hero.rumours), ("Assets", hero.assets), ("Loot", hero.loot)):
        lines = [f"• {_marked(pack, hero, c)}" for c in cards] or ["• none"]
        parts.append(f"{label} ({len(cards)}/{HAND_LIMIT})\n" + "\n".join(lines))
    return "\n\n".join(parts)
