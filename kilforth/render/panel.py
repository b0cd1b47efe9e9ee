"""The turn panel in words (issue 35): what the hero whose turn it is may do now, each
command of `legal_commands` with a label and a line of detail, in the panel's order, and the
same in a few sentences for a player who reads before they tap.

The panel lists exactly the commands `Legal` allows, in a fixed order: the Actions that take
no argument (buttons), then one menu per group of the Actions and Gifts that take one. Its
order is a function of the state alone, so an index into it names one command for as long
as the game stays at that version.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from kilforth.commands import (
    Assault,
    Clear,
    Command,
    Confront,
    Discover,
    Exchange,
    Move,
    Overcome,
    Resolve,
    TeamUp,
    Trade,
    Use,
)
from kilforth.content.pack import Pack
from kilforth.i18n import msgid
from kilforth.legal import Legal
from kilforth.render import cards, text
from kilforth.render.say import ENGLISH, Say
from kilforth.rules import abilities, board
from kilforth.rules.abilities import Situation
from kilforth.rules.actions import encounter_target, sale_value
from kilforth.rules.context import Ctx
from kilforth.sim.agents import chance
from kilforth.state import GameState, HeroState

# The Actions (and the free commands) that take no argument: one button each.
BUTTON_KINDS = ("search", "hide", "rest", "feat", "unhide", "camp")
# The commands that take one, a menu per group, named by its first kind.
MENU_KINDS: tuple[tuple[str, ...], ...] = (
    ("move",), ("confront",), ("clear", "discover", "trade", "use"),
    ("resolve", "overcome", "assault", "team_up", "exchange"))
# The kinds that cost an Action Point (R-TURN-2); Gifts and the free commands cost none.
ACTION_KINDS = frozenset({"search", "hide", "rest", "feat", "move", "confront", "clear",
                          "discover", "trade"})


@dataclass(frozen=True)
class Panel:
    """The turn hero's legal commands in the panel's order (`commands`), the indexes of
    those shown as buttons, and the indexes of each menu's commands, by its group name."""

    hero: HeroState
    commands: list[Command]
    buttons: list[int]
    menus: list[tuple[str, list[int]]]


def turn_panel(state: GameState, pack: Pack) -> Panel | None:
    """The panel of the hero whose turn it is, or None when the game waits for no Action
    (a question is open, the Night, the end)."""
    if state.result is not None or state.pending is not None or state.turn is None:
        return None
    hero = state.hero(state.turn.hero)
    legal = Legal(state, hero.player, pack)
    commands: list[Command] = [c for kind in BUTTON_KINDS if kind in legal for c in legal[kind]]
    buttons = list(range(len(commands)))
    menus: list[tuple[str, list[int]]] = []
    for group in MENU_KINDS:
        found = [c for kind in group if kind in legal for c in legal[kind]]
        if found:
            menus.append((group[0], list(range(len(commands), len(commands) + len(found)))))
            commands += found
    return Panel(hero, commands, buttons, menus)


def label(state: GameState, pack: Pack, command: Command, say: Say = ENGLISH) -> str:
    """A command as the panel names it: what it does, and its target."""
    card = say.card
    match command:
        case Move(region=region):
            key = msgid("panel-move-shortcut") if _by_shortcut(state, pack, command) \
                else msgid("panel-move")
            return say(key, region=card(pack, region))
        case Confront(encounter=encounter, hostile=True):
            return say("panel-confront-hostile", encounter=card(pack, encounter))
        case Confront(encounter=encounter, attribute=attribute) if attribute is not None:
            value = board.face_of(pack, encounter).values.get(attribute)
            return say("panel-confront", encounter=card(pack, encounter),
                       attribute=say("attribute", word=attribute), value=value or 0)
        case Clear(target="obstacle"):
            return say("panel-clear-obstacle")
        case Clear(target=plot):
            return say("panel-clear-plot", plot=card(pack, plot))
        case Discover(card=rumour):
            return say("panel-discover", card=card(pack, rumour))
        case Trade(buy=deck) if deck is not None:
            return say("panel-trade-buy", deck=say("reward-type", word=deck))
        case Trade(sell=[sold]):
            return say("panel-trade-sell", card=card(pack, sold))
        case Trade(heal=heal):
            return say("panel-trade-heal", hp=sum(heal.values()))
        case Use(card=used):
            return say("panel-use", card=card(pack, used))
        case Resolve(card=gift):
            return say("panel-resolve", card=card(pack, gift))
        case Overcome(encounter=encounter):
            return say("panel-overcome", encounter=card(pack, encounter))
        case Assault(ancient=ancient):
            return say("panel-assault", ancient=card(pack, ancient or ""))
        case TeamUp(heroes=heroes):
            return say("panel-team-up", heroes=", ".join(text.hero_name(state, h) for h in heroes))
        case Exchange(with_hero=other, give=give):
            whom = text.hero_name(state, other)
            if give.cards:
                return say("panel-exchange-card", card=card(pack, give.cards[0]), hero=whom)
            return say("panel-exchange-gold", gold=give.gold, hero=whom)
    return say("panel-kind", kind=command.kind)


def detail(state: GameState, pack: Pack, command: Command, say: Say = ENGLISH) -> str:
    """A line under a menu's option: what stands where a Move goes, a Confront's dice and
    odds, what a card does."""
    match command:
        case Move(region=region):
            return region_line(state, pack, region, say)
        case Confront(encounter=encounter, attribute=attribute, hostile=False) \
                if attribute is not None:
            ctx = Ctx(state=state, pack=pack, memo={})
            hero = state.hero(state.turn.hero) if state.turn is not None else state.heroes[0]
            sit = Situation(attribute=attribute, against=encounter)
            value, _ = abilities.test_value(ctx, hero, attribute, sit)
            dice = min(12, value + abilities.extra_dice(ctx, hero, sit))
            held = hero.successes[encounter].count if encounter in hero.successes else 0
            need = encounter_target(ctx, hero, encounter, attribute) - held
            odds = chance(dice, need, 1, 2 if state.options.beginner_successes else 3)
            return say("panel-confront-odds", dice=dice, need=need, chance=round(odds * 100))
        case Confront(encounter=encounter) | Overcome(encounter=encounter):
            return text.encounter_text(state, pack, encounter, say)
        case Clear(target=plot) if plot != "obstacle":
            return cards.what_it_does(pack, plot, say)
        case Trade(sell=[sold]):
            return say("panel-trade-gold", gold=sale_value(pack, sold))
        case Discover(card=shown) | Use(card=shown) | Resolve(card=shown):
            return cards.what_it_does(pack, shown, say)
    return ""


def region_line(state: GameState, pack: Pack, region: str, say: Say = ENGLISH) -> str:
    """What stands in a Region, on one line: its terrain, its Encounters by name, Obstacles,
    Gloom and the heroes there."""
    info, here = pack.regions[region], state.regions[region]
    parts = [say("terrain", word=info.terrain) if info.terrain else say("discord-choice-city")]
    parts += [say.card(pack, e) for e in here.encounters]
    if here.obstacles:
        parts.append(say("discord-choice-obstacles", count=here.obstacles))
    if here.gloom:
        parts.append(say("discord-choice-gloom"))
    parts += [h.name for h in state.heroes if h.in_play and h.region == region]
    return " · ".join(parts)


def _by_shortcut(state: GameState, pack: Pack, move: Move) -> bool:
    hero = state.hero(state.turn.hero) if state.turn is not None else None
    return hero is not None and move.region in board.shortcuts(pack, hero.region) \
        and move.region not in board.orthogonal(state, hero.region)


def open_actions(state: GameState, pack: Pack, panel: Panel, say: Say = ENGLISH) -> str:
    """What the hero may do now, in words (issue 35.2): the Actions open to them at 1 AP
    each, the free commands and the Gifts, each kind named once."""
    kinds = list(dict.fromkeys(c.kind for c in panel.commands))
    actions = [say("panel-kind", kind=k) for k in kinds if k in ACTION_KINDS]
    free = [say("panel-kind", kind=k) for k in kinds if k not in ACTION_KINDS]
    lines = [say("panel-open-actions", count=len(actions), actions=_listed(actions),
                 ap=panel.hero.ap)]
    if free:
        lines.append(say("panel-open-free", actions=_listed(free)))
    return "\n".join(lines)


def _listed(words: Sequence[str]) -> str:
    return ", ".join(words)
