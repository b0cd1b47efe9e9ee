"""The engine's public API (DESIGN.md §3): `new_game`, `apply`, `view`, `legal_commands`.

`apply` never mutates its input: it resolves the command on a deep copy. A command that
reaches a player's choice pauses (state.pending) and resumes when `choose` answers it, by
replaying the command from its base state with the recorded answers.
"""

import importlib
from copy import deepcopy
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from kilforth.commands import Choose, Command, parse_command
from kilforth.content.pack import Pack, load_pack
from kilforth.errors import RuleError
from kilforth.events import Event, PromptOpened
from kilforth.options import GameOptions
from kilforth.rules import setup, turns
from kilforth.rules.context import Ctx, NeedAnswer
from kilforth.rules.registry import RULES
from kilforth.state import GameState, HeroSpec, HeroState, Pending

# Importing a rule module registers its commands.
RULE_MODULES = ("actions", "free", "saga", "gifts")
for _name in RULE_MODULES:
    importlib.import_module(f"kilforth.rules.{_name}")


@dataclass
class Outcome:
    state: GameState
    events: list[Event]


def pack_for(state: GameState) -> Pack:
    return load_pack(None if state.pack == "base" else state.pack)


def new_game(options: GameOptions, heroes: list[HeroSpec], seed: int, pack: Pack | None = None) -> Outcome:
    """Set up a game (R-SETUP). The outcome usually waits on the starting-Reward prompts."""
    pack = pack or load_pack()
    base = setup.build_state(pack, options, heroes, seed)
    base.pack = pack.name
    command = {"kind": "setup", "heroes": [h.model_dump() for h in heroes]}
    return _run(base, command, [], 0, pack)


def check_seats(heroes: list[HeroSpec], pack: Pack | None = None) -> None:
    """Raise RuleError if the heroes chosen so far name unknown cards or share one."""
    setup.check_choices(pack or load_pack(), heroes)


def apply(state: GameState, command: Command, pack: Pack | None = None) -> Outcome:
    """Apply one command; raise RuleError (state untouched) if it is illegal now."""
    pack = pack or pack_for(state)
    if state.result is not None:
        raise RuleError("game_over", "This game is over; start a new one.", "R-WIN-1")
    pending = state.pending
    if isinstance(command, Choose):
        if pending is None:
            raise RuleError("no_prompt", "There is no open question to answer.", None)
        _check_answer(state, pending, command)
        answers = [*pending.answers, {"option": command.option}]
        return _run(pending.base, pending.command, answers, pending.emitted, pack)
    if pending is not None:
        rule = RULES.get(command.kind)
        mine = _player_heroes(state, command.player)
        if rule is not None and rule.kind == "gift" and pending.prompt.allows_gifts \
                and pending.prompt.hero in {h.id for h in mine}:
            answers = [*pending.answers, {"gift": command.model_dump()}]
            return _run(pending.base, pending.command, answers, pending.emitted, pack)
        who = state.hero(pending.prompt.hero).name
        raise RuleError("prompt_open", f"Waiting for {who} to answer: {pending.prompt.text} "
                        "Nothing else can happen until then.", None)
    return _run(state, command.model_dump(), [], 0, pack)


def _player_heroes(state: GameState, player: str) -> list[HeroState]:
    return [h for h in state.heroes if h.player == player and h.in_play]


def _check_answer(state: GameState, pending: Pending, command: Choose) -> None:
    prompt = pending.prompt
    if command.prompt != prompt.id:
        raise RuleError("stale_prompt", "That question has already been answered or has changed; "
                        "use the latest one.", None)
    if command.player != prompt.player:
        raise RuleError("not_your_prompt", f"This question is for {state.hero(prompt.hero).name}.", None)
    if command.option not in {o.id for o in prompt.options}:
        choices = ", ".join(o.id for o in prompt.options)
        raise RuleError("no_such_option", f"'{command.option}' is not one of the choices ({choices}).", None)


_ATOMIC = frozenset({str, int, float, bool, type(None)})
_FROZEN: dict[type, bool] = {}  # model class -> whether its instances are frozen (shared)


def _clone(value: Any) -> Any:
    """A deep copy of a state value, several times faster than `model_copy(deep=True)`
    (which runs `copy.deepcopy`, with its memo, over every list and string). The state holds
    only models, lists, dicts and immutable scalars; frozen models are shared, and a list
    whose first item is a scalar is a list of scalars (every list in the state is typed)."""
    cls = type(value)
    if cls is list:
        return value.copy() if not value or type(value[0]) in _ATOMIC else [_clone(v) for v in value]
    if cls is dict:
        return {k: v if type(v) in _ATOMIC else _clone(v) for k, v in value.items()}
    if cls in _ATOMIC:
        return value
    frozen = _FROZEN.get(cls)
    if frozen is None:
        if not isinstance(value, BaseModel):
            return deepcopy(value)
        frozen = _FROZEN[cls] = bool(value.model_config.get("frozen"))
    if frozen:
        return value
    fields = value.__dict__.copy()
    for k, v in fields.items():
        kind = type(v)
        if kind is list:
            fields[k] = v.copy() if not v or type(v[0]) in _ATOMIC else [_clone(x) for x in v]
        elif kind not in _ATOMIC:
            fields[k] = _clone(v)
    copy = object.__new__(cls)
    object.__setattr__(copy, "__dict__", fields)
    object.__setattr__(copy, "__pydantic_fields_set__", set(value.__pydantic_fields_set__))
    for private in ("__pydantic_extra__", "__pydantic_private__"):
        held = getattr(value, private)
        object.__setattr__(copy, private, None if held is None else _clone(held))
    return copy


def _run(base: GameState, command: dict[str, Any], answers: list[dict[str, Any]], skip: int,
         pack: Pack) -> Outcome:
    work = _clone(base)
    ctx = Ctx(state=work, pack=pack, answers=answers, interject=_interject)
    try:
        _dispatch(ctx, command)
    except NeedAnswer as need:
        work.pending = Pending(base=base, command=command, answers=answers, emitted=len(ctx.events),
                               prompt=need.prompt)
        work.seq = base.seq + 1
        return Outcome(work, [*ctx.events[skip:], PromptOpened(prompt=need.prompt)])
    work.pending = None
    work.seq = base.seq + 1
    return Outcome(work, ctx.events[skip:])


def _dispatch(ctx: Ctx, raw: dict[str, Any]) -> None:
    if raw["kind"] == "setup":
        setup.resolve_setup(ctx, [HeroSpec.model_validate(h) for h in raw["heroes"]])
        return
    command = parse_command(raw)
    hero = acting_hero(ctx, command)
    rule = RULES[command.kind]
    check_turn(ctx, hero, command.kind)
    rule.check(ctx, hero, command)
    if rule.kind == "action":
        spend_action_ap(hero, command.kind)
        rule.resolve(ctx, hero, command)
        if ctx.state.result is None:
            turns.finish_turn(ctx, hero)
    else:
        rule.resolve(ctx, hero, command)


def _interject(ctx: Ctx, raw: dict[str, Any]) -> None:
    """A gift sent while a prompt allowing gifts was open (R-TURN-4: gifts during an Action
    or an Engagement): checked and resolved in the middle of the paused command."""
    command = parse_command(raw)
    hero = acting_hero(ctx, command)
    rule = RULES[command.kind]
    check_turn(ctx, hero, command.kind)
    rule.check(ctx, hero, command)
    rule.resolve(ctx, hero, command)


def acting_hero(ctx: Ctx, command: Command) -> HeroState:
    """The hero a command acts for: the named one, else the player's hero whose turn it is,
    else the player's only hero."""
    mine = _player_heroes(ctx.state, command.player)
    if not mine:
        raise RuleError("not_seated", "You have no hero in this game.", None)
    if command.hero is not None:
        for h in mine:
            if h.id == command.hero:
                return h
        raise RuleError("not_your_hero", f"Hero '{command.hero}' is not yours.", None)
    turn = ctx.state.turn
    if turn is not None:
        for h in mine:
            if h.id == turn.hero:
                return h
    if len(mine) == 1:
        return mine[0]
    raise RuleError("which_hero", "You control several heroes: name which one acts.", None)


ANY_TIME = {"unhide", "preferences"}


def check_turn(ctx: Ctx, hero: HeroState, kind: str) -> None:
    """R-TURN-2/4: Actions, Make Camp, Gifts and Hero abilities belong to the active hero's
    turn; a few things (giving up Hidden, preferences) can be done at any time."""
    state = ctx.state
    if state.phase != "day":
        raise RuleError("not_day", "Heroes act only in the Day phase.", "R-FLOW-1")
    if kind in ANY_TIME:
        return
    turn = state.turn
    if turn is None or turn.hero != hero.id:
        whose = state.hero(turn.hero).name if turn else "nobody"
        raise RuleError("not_your_turn", f"It is {whose}'s turn; wait for yours.", "R-DAY-2")
    rule = RULES[kind]
    if rule.kind == "gift" and hero.hidden:
        raise RuleError("hidden_no_gifts", "Hidden heroes cannot perform Gifts: give up Hidden first "
                        "(/unhide).", "R-GIFT-1")
    if rule.kind == "action":
        if hero.ap + hero.bonus_ap.get(kind, 0) < 1:
            raise RuleError("no_ap", "You have no AP left: make camp (/camp).", "R-TURN-5")
        from kilforth.rules.abilities import forbids

        if forbids(ctx, hero, kind):
            raise RuleError("action_forbidden", f"An ability in play forbids you to {kind} now: choose "
                              "another Action.", "R-ACT-CONF-7")


def spend_action_ap(hero: HeroState, kind: str) -> None:
    """R-ACT-1: 1 AP, taken from AP restricted to this Action first (Shaman, Scout)."""
    if hero.bonus_ap.get(kind, 0) > 0:
        hero.bonus_ap[kind] -= 1
    else:
        hero.ap -= 1


def view(state: GameState, player: str | None) -> dict[str, Any]:
    """What `player` may see (DESIGN.md §3): no deck order, no random source, no paused
    base state; in a competitive game, other heroes' hands show only their size."""
    data = state.model_dump(mode="json", exclude={"rng": True, "pending": {"base", "command", "answers", "emitted"}})
    data["decks"] = {k: len(v) for k, v in state.decks.items()}
    if state.options.mode == "competitive":
        for hero in data["heroes"]:
            if hero["player"] != player:
                hero["rumours"] = len(hero["rumours"])
    return data


__all__ = ["Outcome", "apply", "check_seats", "new_game", "view"]
