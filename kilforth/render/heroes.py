"""A hero at a glance, for people: counters as bars, attributes in a row, the next Chapter's
needs, and every card the hero holds with its keywords and abilities in words.

A `HeroSheet` holds each element once; the console prints `hero_text`, Discord builds an
embed from the same sheet (`commands/embeds.py`).
"""

from dataclasses import dataclass, field
from functools import partial

from kilforth.content.pack import Pack
from kilforth.content.vocabulary import ATTRIBUTES
from kilforth.render.cards import card_summary
from kilforth.render.say import ENGLISH, Say, yes
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
        return titled(self.name, self.identity)


def titled(name: str, identity: str) -> str:
    """'Ana — Human Warrior'; a hero named after their Race and Class is named once."""
    return name if name == identity else f"{name} — {identity}"


def identity(pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """'Human Warrior'; a heroine whose player picked the feminine forms of her Race and Class
    is said in them: 'Sorcière Elfe Noire'. A game dealt before heroes kept that choice knows
    her by her name alone: the console named an unnamed heroine so."""
    feminine = hero.feminine or hero.name == say.hero_name(pack, hero.race, hero.hero_class,
                                                           feminine=True)
    return say("hero-identity", race=say.gendered(pack, hero.race, feminine),
               hero_class=say.gendered(pack, hero.hero_class, feminine))


def _marked(pack: Pack, hero: HeroState, say: Say, card: str) -> str:
    return say("hero-card", card=say.card(pack, card), exhausted=yes(card in hero.exhausted),
               summary=card_summary(pack, card, say))


def next_feat(ctx: Ctx, hero: HeroState, say: Say = ENGLISH) -> tuple[str, list[str]]:
    """The next step of the hero's Saga, said before any Feat pays for it: a Chapter's cost,
    and each keyword held (✔ and by which cards) or still needed (✘); or the Finale
    (R-ACT-FEAT-3/4, R-SAGA-1)."""
    pack = ctx.pack
    if hero.chapter == saga.FINALE:
        f = pack.sagas[hero.saga].finale
        return say("hero-finale", name=say.finale(hero.saga, f.name), attribute=say("attribute-first", word=f.attribute),
                   value=f.value, region=say.card(pack, f.region)), []
    if hero.chapter >= saga.COMPLETE:
        return say("hero-saga-complete"), []
    head = say("hero-chapter", chapter=hero.chapter, cost=saga.chapter_cost(ctx, hero),
               gold=hero.gold)
    marks = []
    for keyword, holders in saga.keyword_holders(ctx, hero):
        held = ", ".join(say.card(pack, c) for c in holders)
        marks.append(
            f"{HELD} {say.keyword(keyword)} ({held})" if holders
            else f"{NEEDED} {say.keyword(keyword)}"
        )
    return head, marks


def chapter_text(ctx: Ctx, hero: HeroState, say: Say = ENGLISH) -> str:
    head, marks = next_feat(ctx, hero, say)
    return "\n".join([head, *marks])


def feat_line(state: GameState, pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """The next Feat on one line, for the turn banner."""
    head, marks = next_feat(Ctx(state=state, pack=pack), hero, say)
    return say("hero-next-feat", head=head) + (f": {', '.join(marks)}" if marks else "")


def hero_sheet(
    state: GameState, pack: Pack, hero: HeroState, *, show_hand: bool = True,
    say: Say = ENGLISH,
) -> HeroSheet:
    ctx = Ctx(state=state, pack=pack)
    status = [
        say("hero-status", status=s)
        for s, on in (
            ("hidden", hero.hidden),
            ("defeated", hero.defeated),
            ("camped", hero.camped),
            ("removed", hero.removed),
        )
        if on
    ]
    line = partial(_marked, pack, hero, say)

    def pile(zone: str, held: list[str]) -> str:
        return say("hero-pile", zone=zone, count=len(held), limit=HAND_LIMIT)

    cards = [
        (say("hero-race-and-class"), [line(hero.race), line(hero.hero_class)]),
        (say("hero-talents"), [line(c) for c in hero.talents]),
        (pile("assets", hero.assets), [line(c) for c in hero.assets]),
    ]
    private = [say("hero-kept-private")]
    cards += [
        (pile("rumours", hero.rumours), [line(c) for c in hero.rumours] if show_hand else private),
        (pile("loot", hero.loot), [line(c) for c in hero.loot] if show_hand else private),
    ]
    return HeroSheet(
        name=hero.name,
        identity=identity(pack, hero, say),
        status=status,
        attributes=[(say("attribute", word=a), attribute(ctx, hero, a)) for a in ATTRIBUTES],
        hp=f"{bar(hero.hp, hero.max_hp)} {hero.hp}/{hero.max_hp}",
        ap=f"{bar(hero.ap, hero.max_hp)} {hero.ap}",
        gold=hero.gold,
        fate=hero.fate,
        region=say.card(pack, hero.region),
        saga=say.card(pack, hero.saga),
        chapter=chapter_text(ctx, hero, say),
        cards=[(label, lines) for label, lines in cards if lines],
        successes=[
            say("hero-success", card=say.card(pack, c), count=a.count,
                attribute=say("attribute", word=a.attribute))
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
        say("hero-counters", hp=sheet.hp, ap=sheet.ap, fate=sheet.fate, gold=sheet.gold,
            region=sheet.region),
        attributes_row(sheet),
        say("hero-saga", saga=sheet.saga, chapter=sheet.chapter.replace("\n", "\n  ")),
    ]
    for label, cards in sheet.cards:
        lines.append(say("hero-label", label=label))
        lines += [f"  • {c}" for c in cards]
    if sheet.successes:
        lines.append(say("hero-successes", successes=", ".join(sheet.successes)))
    return "\n".join(lines)


def hand_text(pack: Pack, hero: HeroState, say: Say = ENGLISH) -> str:
    """A hero's Rumours, Assets and Loot, one card per line with what it does (the player's
    own view, for `/hand`)."""
    parts = []
    for zone, cards in (("rumours", hero.rumours), ("assets", hero.assets), ("loot", hero.loot)):
        lines = [f"• {_marked(pack, hero, say, c)}" for c in cards] or [say("hero-none")]
        label = say("hero-pile", zone=zone, count=len(cards), limit=HAND_LIMIT)
        parts.append(f"{label}\n" + "\n".join(lines))
    return "\n\n".join(parts)
