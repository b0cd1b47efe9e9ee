"""Whole Days played through `apply` alone for 1, 2 and 4 heroes, with scripted dice, checking
the invariants after every command (R-FLOW-1, R-DAY, R-TURN): a trade, a discover, a battle,
a Stranger turned enemy, a flight and a defeat all happen."""

import pytest

from kilforth.commands import Camp, Command, Confront, Discover, Move, Trade
from kilforth.engine import Outcome, apply
from kilforth.rules import board
from kilforth.state import GameState
from tests.rules.helpers import CITY, PACK, answer, assert_sound, edit, give, kinds, stack, start

STRANGER = "lost-shepherd"  # plains Stranger: Influence 2; hostile: Fight 1, Health 2
RAIDERS = "raider-band"  # plains Enemy: Fight 3, Health 3
CITY_ALLY = "ally-old-sergeant"  # a Reward discovered in the City


class Day:
    """Drives a game command by command, answering prompts from a script (or with their
    first option), and records every event."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[str] = []

    def _take(self, out: Outcome) -> None:
        self.state = out.state
        self.events += kinds(out.events)
        assert_sound(self.state)

    def do(self, command: Command, *answers: str) -> None:
        self._take(apply(self.state, command))
        for option in answers:
            assert self.state.pending is not None, f"expected a question for {option!r}"
            self._take(answer(self.state, option))

    def settle(self) -> None:
        """Answer whatever is left with the first option (night events, Dawn choices)."""
        while self.state.pending is not None:
            self._take(answer(self.state, self.state.pending.prompt.options[0].id))

    def camp_everyone_until(self, day: int) -> None:
        while self.state.day < day and self.state.result is None:
            self.settle()
            hero = self.state.hero(self.state.turn.hero)
            self._take(apply(self.state, Camp(player=hero.player)))
        self.settle()

    @property
    def active(self) -> str:
        return self.state.turn.hero


def plains_next_to_city(state: GameState) -> tuple[GameState, str]:
    """Make the Region east of the City a plains Region by swapping Map cards."""
    east = board.orthogonal(state, CITY)[-1]
    plains = next(r for r in state.grid if board.terrain_of(PACK, r) == "plains")

    def swap(s: GameState) -> None:
        s.grid = tuple({east: plains, plains: east}.get(r, r) for r in s.grid)
    state = edit(state, swap)
    return state, plains


def prepared(heroes: int) -> tuple[Day, str]:
    state = start(heroes, mode="coop", seed=100 + heroes)
    state, plains = plains_next_to_city(state)

    def setup(s: GameState) -> None:
        s.first_hero = "h1"
        s.turn.hero = "h1"
        give(s, "h1", CITY_ALLY)
        stack(s, "encounter:plains", STRANGER)
        s.hero("h1").gold = 5
    return Day(edit(state, setup)), plains


def hero_one_trades(day: Day) -> None:
    starting = next(c for c in day.state.hero("h1").rumours if c != CITY_ALLY)
    gold = day.state.hero("h1").gold
    day.do(Trade(player="u1", sell=[starting]))  # R-ACT-TRADE-5
    assert day.state.hero("h1").gold == gold + PACK.rewards[starting].gold // 2


def others_camp(day: Day) -> None:
    while day.active != "h1":
        day.do(Camp(player=day.state.hero(day.active).player))


def hero_one_discovers_and_flees_a_stranger(day: Day, plains: str) -> None:
    day.do(Discover(player="u1", card=CITY_ALLY))  # R-ACT-DISC-1
    assert CITY_ALLY in day.state.hero("h1").assets
    others_camp(day)
    day.do(Move(player="u1", region=plains))
    assert STRANGER in day.state.regions[plains].encounters
    others_camp(day)
    # Influence 3 dice, no success, Fate declined: the Stranger turns hostile (R-STR-3); round
    # one is a miss on both sides, and the hero flees (R-ENG-FLEE-1) — not back where they
    # were, since the Stranger is there (AMB-40), but to an equally near Region of their choice.
    day.state.rng.scripted = [1] * 10
    # Fate is declined twice: to keep the Stranger friendly, then for one more damage.
    day.do(Confront(player="u1", encounter=STRANGER, attribute="influence"), "no", "no", "flee", CITY)
    assert "fled" in day.events
    assert day.state.hostile[STRANGER] == ["h1"]  # R-STR-6: the token stays


def hero_is_defeated_by_raiders(day: Day, hero_id: str, plains: str) -> None:
    """The hero walks into the Raiders with 1 HP and falls (R-ENG-DEF-1)."""
    hero = day.state.hero(hero_id)
    hero.hp = hero.ap = 1
    region = next(r for r in board.orthogonal(day.state, hero.region) if r != plains and board.terrain_of(PACK, r))
    terrain = board.terrain_of(PACK, region)
    enemy = next(e.id for e in PACK.encounters.values()
                 if e.terrain == terrain and e.type == "enemy" and e.event is None)
    day.state = edit(day.state, lambda s: (board.update_region(s, region, encounters=()),
                                           stack(s, f"encounter:{terrain}", enemy)))
    day.state.rng.scripted = [1] * 6 + [6] * 6
    seen = len(day.events)
    day.do(Move(player=hero.player, region=region))
    day.settle()
    assert "hero_defeated" in day.events[seen:]
    assert day.state.hero(hero_id).region == CITY


@pytest.mark.parametrize("heroes", [2, 4])
def test_a_full_day_with_every_kind_of_turn(heroes: int) -> None:
    day, plains = prepared(heroes)
    hero_one_trades(day)
    hero_is_defeated_by_raiders(day, "h2", plains)
    others_camp(day)
    hero_one_discovers_and_flees_a_stranger(day, plains)
    day.camp_everyone_until(2)
    assert day.state.day == 2 and day.state.phase == "day"
    for kind in ("engaged", "battle_round", "became_hostile", "fled", "hero_defeated",
                 "night_started", "region_gloomed", "dawn", "day_started"):
        assert kind in day.events, kind
    assert day.state.first_hero == "h2"  # R-CAMP-2, AMB-11: the defeat was the first camp


def test_a_solo_hero_over_two_days() -> None:
    day, plains = prepared(1)
    hero_one_trades(day)
    hero_one_discovers_and_flees_a_stranger(day, plains)
    day.camp_everyone_until(2)
    assert day.state.day == 2
    hero_is_defeated_by_raiders(day, "h1", plains)
    day.camp_everyone_until(3)
    assert day.state.day == 3
    assert day.state.hero("h1").hp >= 2  # R-NIGHT-DAWN-3: a defeated hero regains 2 HP
    for kind in ("battle_round", "became_hostile", "fled", "hero_defeated", "dawn"):
        assert kind in day.events, kind
