"""The engine's public API (DESIGN.md §3): `new_game`, `apply`, `view`, `legal_commands`.

`apply` never mutates its input: it resolves the command on a copy (`copies.clone`). A
command that reaches a player's choice pauses (state.pending) and resumes when `choose`
answers it. The resolution runs in a greenlet, so while this process holds the paused
greenlet it simply goes on from the question; otherwise (after a restart, in another thread,
or for a state it no longer remembers) the command is replayed from its base state with the
recorded answers, which gives the same result because all randomness comes from the state."""

import importlib
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from greenlet import getcurrent, greenlet

from kilforth.commands import Choose, Command, parse_command
from kilforth.content.pack import Pack, load_pack
from kilforth.copies import clone
from kilforth.errors import Phrase, RuleError, Word
from kilforth.events import Event, PromptOpened
from kilforth.i18n import msgid
from kilforth.legal import gift_possible
from kilforth.options import GameOptions
from kilforth.render.prompts import option_label, question
from kilforth.rules import setup, turns
from kilforth.rules.abilities import forbids
from kilforth.rules.context import Ctx
from kilforth.rules.registry import RULES
from kilforth.state import GameState, HeroSpec, HeroState, Pending, Prompt

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
        raise RuleError("game_over", rule="R-WIN-1", key=msgid("refusal-game-over"))
    pending = state.pending
    if isinstance(command, Choose):
        if pending is None:
            raise RuleError("no_prompt", key=msgid("refusal-no-prompt"))
        _check_answer(state, pending, command, pack)
        return _answer(pending, {"option": command.option}, pack)
    if pending is not None:
        rule = RULES.get(command.kind)
        mine = _player_heroes(state, command.player)
        if rule is not None and rule.kind == "gift" and pending.prompt.allows_gifts \
                and pending.prompt.hero in {h.id for h in mine}:
            return _answer(pending, {"gift": command.model_dump()}, pack)
        who = state.hero(pending.prompt.hero).name
        asked = Phrase(lambda say: question(state, pack, pending.prompt, say))
        raise RuleError("prompt_open", key=msgid("refusal-prompt-open"),
                        params={"hero": who, "question": asked})
    return _run(state, command, [], 0, pack)


def _player_heroes(state: GameState, player: str) -> list[HeroState]:
    return [h for h in state.heroes if h.player == player and h.in_play]


def _check_answer(state: GameState, pending: Pending, command: Choose, pack: Pack) -> None:
    prompt = pending.prompt
    if command.prompt != prompt.id:
        raise RuleError("stale_prompt", key=msgid("refusal-stale-prompt"))
    if command.player != prompt.player:
        raise RuleError("not_your_prompt", key=msgid("refusal-not-your-prompt"),
                        params={"hero": state.hero(prompt.hero).name})
    if command.option not in {o.id for o in prompt.options}:
        # The labels the player was shown, in their language, not the ids behind them.
        choices = tuple(Phrase(lambda say, o=o: option_label(pack, o, say)) for o in prompt.options)
        raise RuleError("no_such_option", key=msgid("refusal-no-such-option"),
                        params={"option": command.option, "choices": choices})


@dataclass
class _Paused:
    """A resolution suspended at a question, held by this process so that the answer goes on
    from there instead of replaying the command."""

    pending: Pending  # the record it handed out
    base: GameState
    command: Command | dict[str, Any]
    ctx: Ctx
    run: greenlet


class _PausedHere(threading.local):
    """The paused resolutions of this thread (a greenlet runs only in its own), by the id of
    the Pending record each handed out; the oldest are dropped first."""

    def __init__(self) -> None:
        self.held: OrderedDict[int, _Paused] = OrderedDict()
        # Workers that finished their last command, for the next one (`_worker`).
        self.idle: list[greenlet] = []


_PAUSED = _PausedHere()
# As many as the store keeps games in memory. Each costs 20-30 KB beyond the state the store
# keeps, and 50-70 KB (the working copy, the base state, the greenlet's frames) once nothing
# else holds the game, as for a game that ended or was abandoned: `python -m
# kilforth.sim.memory` measures it.
_PAUSED_AT_MOST = 1024
# Idle workers kept per thread: one serves a process that applies one command after another.
_IDLE_AT_MOST = 4
# What a worker hands back when its command is resolved (a paused one hands back a Prompt).
_DONE = object()


def forget(seed: int) -> None:
    """Drop this thread's paused commands of the game dealt from `seed`, which has ended or
    was abandoned: nothing will answer them now. Always safe: a command whose pause was
    dropped is replayed if answered after all (an imported copy of a game shares its seed)."""
    held = _PAUSED.held
    for key in [key for key, paused in held.items() if paused.base.seed == seed]:
        del held[key]


def _answer(pending: Pending, answer: dict[str, Any], pack: Pack) -> Outcome:
    paused = _PAUSED.held.pop(id(pending), None)
    if paused is not None and paused.pending is pending:  # not another object with a reused id
        return _drive(paused.base, paused.command, paused.ctx, paused.run, answer, pending.emitted)
    return _run(pending.base, pending.command, [*pending.answers, answer], pending.emitted, pack)


def _run(base: GameState, command: Command | dict[str, Any], answers: list[dict[str, Any]], skip: int,
         pack: Pack) -> Outcome:
    """Resolve a command (typed as sent, or as recorded in a paused command) on a copy of
    `base`, replaying `answers`; report the events from the `skip`th on."""
    ctx = Ctx(state=clone(base), pack=pack, answers=list(answers), interject=_interject, gifts=gift_possible)
    ctx.pause = _pause
    return _drive(base, command, ctx, _worker(), (ctx, command), skip)


def _pause(prompt: Prompt) -> dict[str, Any]:
    """`Ctx.pause` in a worker: hand the question to whoever drives it, and return the
    answer it sends back in."""
    return getcurrent().parent.switch(prompt)  # type: ignore[union-attr,no-any-return]


def _worker() -> greenlet:
    """A greenlet to resolve a command in. Workers are reused: the first switch into a new
    greenlet costs several times a whole simple command (greenlet sets up its own stack)."""
    idle = _PAUSED.idle
    return idle.pop() if idle else greenlet(_serve)


def _serve(job: tuple[Ctx, Command | dict[str, Any]]) -> None:
    """The body of a worker: resolve one command after another, each sent in as (context,
    command). A command that raises ends the worker, and its error reaches the driver."""
    while True:
        _dispatch(*job)
        job = getcurrent().parent.switch(_DONE)  # type: ignore[union-attr]


def _drive(base: GameState, command: Command | dict[str, Any], ctx: Ctx, run: greenlet,
           message: object, skip: int) -> Outcome:
    """Run the resolution, or go on with it, until it ends or pauses at a question. The
    `message` sent in is the job for a new resolution, the answer for a paused one."""
    run.parent = getcurrent()  # a pause comes back here, wherever the answer came from
    prompt = run.switch(message)
    work = ctx.state
    if prompt is _DONE:
        idle = _PAUSED.idle
        if len(idle) < _IDLE_AT_MOST:
            idle.append(run)
        work.pending = None
        work.seq = base.seq + 1
        if work.result is not None:
            forget(work.seed)
        return Outcome(work, ctx.events[skip:])
    # The paused resolution goes on changing its working copy, so the state handed out is a
    # copy of it: a state, once returned, is a value.
    out = clone(work)
    ctx.owned.clear()  # the piles it changed are now shared with `out` too
    raw = command if isinstance(command, dict) else command.model_dump()
    out.pending = Pending(base=base, command=raw, answers=list(ctx.answers), emitted=len(ctx.events),
                          prompt=prompt)
    out.seq = base.seq + 1
    held = _PAUSED.held
    held[id(out.pending)] = _Paused(out.pending, base, command, ctx, run)
    while len(held) > _PAUSED_AT_MOST:
        held.popitem(last=False)
    return Outcome(out, [*ctx.events[skip:], PromptOpened(prompt=prompt)])


def _dispatch(ctx: Ctx, sent: Command | dict[str, Any]) -> None:
    if isinstance(sent, dict):
        if sent["kind"] == "setup":
            setup.resolve_setup(ctx, [HeroSpec.model_validate(h) for h in sent["heroes"]])
            return
        command = parse_command(sent)
    else:
        command = sent
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
        raise RuleError("not_seated", key=msgid("refusal-not-seated"))
    if command.hero is not None:
        for h in mine:
            if h.id == command.hero:
                return h
        raise RuleError("not_your_hero", key=msgid("refusal-not-your-hero"), params={"hero": command.hero})
    turn = ctx.state.turn
    if turn is not None:
        for h in mine:
            if h.id == turn.hero:
                return h
    if len(mine) == 1:
        return mine[0]
    raise RuleError("which_hero", key=msgid("refusal-which-hero"))


ANY_TIME = {"unhide", "preferences"}


def check_turn(ctx: Ctx, hero: HeroState, kind: str) -> None:
    """R-TURN-2/4: Actions, Make Camp, Gifts and Hero abilities belong to the active hero's
    turn; a few things (giving up Hidden, preferences) can be done at any time."""
    state = ctx.state
    if state.phase != "day":
        raise RuleError("not_day", rule="R-FLOW-1", key=msgid("refusal-not-day"))
    if kind in ANY_TIME:
        return
    turn = state.turn
    if turn is None or turn.hero != hero.id:
        if turn is None:
            raise RuleError("not_your_turn", rule="R-DAY-2", key=msgid("refusal-no-turn"))
        raise RuleError("not_your_turn", rule="R-DAY-2", key=msgid("refusal-not-your-turn"),
                        params={"hero": state.hero(turn.hero).name})
    rule = RULES[kind]
    if rule.kind == "gift" and hero.hidden:
        raise RuleError("hidden_no_gifts", rule="R-GIFT-1", key=msgid("refusal-hidden-no-gifts"))
    if rule.kind == "action":
        if hero.ap + hero.bonus_ap.get(kind, 0) < 1:
            raise RuleError("no_ap", rule="R-TURN-5", key=msgid("refusal-no-ap"))
        if forbids(ctx, hero, kind):
            raise RuleError("action_forbidden", rule="R-ACT-CONF-7", key=msgid("refusal-action-forbidden"),
                              params={"action": Word(kind, msgid("refusal-action"))})


def spend_action_ap(hero: HeroState, kind: str) -> None:
    """R-ACT-1: 1 AP, taken from AP restricted to this Action first (Shaman, Scout)."""
    if hero.bonus_ap.get(kind, 0) > 0:
        hero.bonus_ap[kind] -= 1
    else:
        hero.ap -= 1


def view(state: GameState, player: str | None) -> dict[str, Any]:
    """What `player` may see (DESIGN.md §3): no deck order, no random source, no paused
    base state; in a competitive game, other heroes' hands show only their size, and
    another player's open question only whose it is and how many choices it offers (its
    text and options may name the Rumours in that player's hand)."""
    data = state.model_dump(mode="json", exclude={"rng": True, "pending": {"base", "command", "answers", "emitted"}})
    data["decks"] = {k: len(v) for k, v in state.decks.items()}
    if state.options.mode == "competitive":
        for hero in data["heroes"]:
            if hero["player"] != player:
                hero["rumours"] = len(hero["rumours"])
        prompt = data["pending"]["prompt"] if data["pending"] else None
        if prompt is not None and prompt["player"] != player:
            del prompt["text"]
            prompt["options"] = len(prompt["options"])
    return data


__all__ = ["Outcome", "apply", "check_seats", "forget", "new_game", "view"]
