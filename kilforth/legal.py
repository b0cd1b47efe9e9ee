"""`legal_commands(state, player)`: the commands a player may send now, checked by the same
rule checks `apply` uses. Automatic players pick from it and the bot's autocomplete offers
it. Trade and Exchange have too many combinations to list: a representative set is given
(each single purchase, healing to full, each single sale; giving one card or 1 Gold)."""

from collections.abc import Callable, Collection, Iterator, Mapping

from kilforth.commands import (
    Assault,
    Camp,
    Choose,
    Clear,
    Command,
    Confront,
    Discover,
    Exchange,
    Feat,
    Hide,
    Move,
    Overcome,
    Resolve,
    Rest,
    Search,
    TeamUp,
    Trade,
    Unhide,
    Use,
)
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import REWARD_TYPES
from kilforth.errors import RuleError
from kilforth.rules.abilities import hero_sources
from kilforth.rules.actions import confront_attributes, move_targets
from kilforth.rules.context import Ctx
from kilforth.rules.registry import RULES
from kilforth.state import GameState, HeroState


def _candidates(ctx: Ctx, hero: HeroState) -> dict[str, Callable[[], list[Command]]]:
    """Each command kind's candidates, made only when that kind is asked for."""
    state, p, h = ctx.state, hero.player, hero.id
    region = state.regions[hero.region]
    others = [o for o in state.heroes if o.in_play and o.id != h and o.region == hero.region]

    def confronts() -> list[Command]:
        found: list[Command] = []
        for card in region.encounters:
            found.append(Confront(player=p, hero=h, encounter=card, hostile=True))
            found += [Confront(player=p, hero=h, encounter=card, attribute=a)
                      for a in confront_attributes(ctx, hero, card)]
        return found

    def trades() -> list[Command]:
        found: list[Command] = [Trade(player=p, hero=h, buy=k) for k in REWARD_TYPES]
        found += [Trade(player=p, hero=h, sell=[c]) for c in [*hero.rumours, *hero.assets]]
        if hero.hp < hero.max_hp and hero.gold:
            found.append(Trade(player=p, hero=h, heal={h: min(hero.gold, hero.max_hp - hero.hp)}))
        return found

    def printing(timing: str, cards: list[str]) -> list[str]:
        """Only cards that print a Gift (Resolve) or an activated ability (Use) can pass
        those checks."""
        able = {s.card for s in hero_sources(ctx, hero) if any(a.timing == timing for a in s.abilities)}
        return [c for c in cards if c in able]

    def exchanges() -> list[Command]:
        found: list[Command] = []
        for other in others:
            found += [Exchange(player=p, hero=h, with_hero=other.id, give={"cards": [c]}) for c in hero.rumours]
            if hero.gold:
                found.append(Exchange(player=p, hero=h, with_hero=other.id, give={"gold": 1}))
        return found

    return {
        "camp": lambda: [Camp(player=p, hero=h)],
        "search": lambda: [Search(player=p, hero=h)],
        "hide": lambda: [Hide(player=p, hero=h)],
        "rest": lambda: [Rest(player=p, hero=h)],
        "feat": lambda: [Feat(player=p, hero=h)],
        "move": lambda: [Move(player=p, hero=h, region=r) for r in move_targets(ctx, hero)],
        "clear": lambda: [Clear(player=p, hero=h, target=t) for t in ["obstacle", *region.plots]],
        "confront": confronts,
        "overcome": lambda: [Overcome(player=p, hero=h, encounter=c) for c in region.encounters],
        "discover": lambda: [Discover(player=p, hero=h, card=c) for c in hero.rumours],
        "trade": trades,
        "assault": lambda: [Assault(player=p, hero=h, ancient=a.id) for a in state.ancients if a.on_map],
        "resolve": lambda: [Resolve(player=p, hero=h, card=c) for c in printing("gift", [*hero.loot, *hero.assets])],
        "use": lambda: [Use(player=p, hero=h, card=c) for c in
                        printing("activated", [hero.race, hero.hero_class, *hero.talents, *hero.assets])],
        "team_up": lambda: [TeamUp(player=p, hero=h, heroes=[o.id for o in others])] if others else [],
        "exchange": exchanges,
        "unhide": lambda: [Unhide(player=p, hero=h)] if hero.hidden else [],
    }


def is_legal(ctx: Ctx, command: Command) -> bool:
    from kilforth.engine import acting_hero, check_turn

    try:
        hero = acting_hero(ctx, command)
        check_turn(ctx, hero, command.kind)
        RULES[command.kind].check(ctx, hero, command)
    except RuleError:
        return False
    return True


def gift_possible(ctx: Ctx, hero: HeroState) -> bool:
    """Whether the active hero could make a Gift now (Exchange, Overcome, Resolve, Team Up,
    Assault), by the same checks a Gift command passes; a Hidden hero makes none (R-GIFT-1).
    The engine hands it to the rules as `Ctx.gifts`."""
    legal = Legal(ctx.state, hero.player, ctx.pack)
    return any(legal[kind] for kind in legal if RULES[kind].kind == "gift")


class Legal(Mapping[str, list[Command]]):
    """The commands `player` could send now without a RuleError, by kind ("choose" for the
    answers to an open question). A kind's commands are worked out the first time they are
    asked for, so a caller that needs a few kinds pays for those alone."""

    def __init__(self, state: GameState, player: str, pack: Pack | None = None) -> None:
        from kilforth.engine import pack_for

        self._found: dict[str, list[Command]] = {}
        self._candidates: dict[str, Callable[[], list[Command]]] = {}
        if state.result is not None:
            return
        prompt = state.pending.prompt if state.pending is not None else None
        if prompt is not None:
            if prompt.player != player:
                return
            self._found["choose"] = [Choose(player=player, hero=prompt.hero, prompt=prompt.id, option=o.id)
                                     for o in prompt.options]
            if not prompt.allows_gifts:
                return
        if state.turn is None or state.hero(state.turn.hero).player != player:
            return
        # Checks only read the state, so no copy is needed.
        self._ctx = Ctx(state=state, pack=pack or pack_for(state), memo={})
        self._hero = state.hero(state.turn.hero)
        gifts_only = prompt is not None  # R-TURN-4: only Gifts may interrupt an open question
        self._candidates = {kind: made for kind, made in _candidates(self._ctx, self._hero).items()
                            if kind in RULES and not (gifts_only and RULES[kind].kind != "gift")}

    def __getitem__(self, kind: str) -> list[Command]:
        if kind not in self._found:
            made = self._candidates.get(kind)
            if made is None:
                raise KeyError(kind)
            self._found[kind] = self._check(kind, made)
        return self._found[kind]

    def _check(self, kind: str, made: Callable[[], list[Command]]) -> list[Command]:
        from kilforth.engine import check_turn

        ctx, hero, rule = self._ctx, self._hero, RULES[kind]
        # Every candidate names the active hero, so the turn check depends on the kind alone.
        if not _passes(lambda: check_turn(ctx, hero, kind)):
            return []
        return [c for c in made() if _passes(lambda c=c: rule.check(ctx, hero, c))]

    def candidates(self, kind: str) -> list[Command]:
        """A kind's commands before the rule checks: every target the acting hero could name
        with it (the cards they see or hold), legal or not."""
        made = self._candidates.get(kind)
        return made() if made is not None else []

    def __iter__(self) -> Iterator[str]:
        yield from self._found.keys() - self._candidates.keys()
        yield from self._candidates

    def __len__(self) -> int:
        return len(self._found.keys() | self._candidates.keys())

    def commands(self, kinds: Collection[str] | None = None) -> list[Command]:
        return [c for kind in self if kinds is None or kind in kinds for c in self[kind]]


def legal_commands(state: GameState, player: str, pack: Pack | None = None,
                   kinds: Collection[str] | None = None) -> list[Command]:
    """Every listed command `player` could send now without a RuleError; with `kinds`, only
    the commands of those kinds (answers to an open question are kind "choose")."""
    return Legal(state, player, pack).commands(kinds)


def _passes(check: Callable[[], None]) -> bool:
    try:
        check()
    except RuleError:
        return False
    return True
