"""How likely a state is to end in a win for a player: a logistic model over what decides a
game, fitted on the simulator's games (`python -m kilforth fit-evaluation`, in
`kilforth.sim.fit`). The search player scores its rollouts with it.

The features are measured for the player's side: in a solo or co-op game every hero (they win
or lose together, and a co-op win needs every Saga, R-WIN-3), in a competitive game the
player's own heroes, with the best rival's progress against them. The weights live in
`evaluation.json` next to this module, with the command and the seeds that fitted them;
reading them needs no numpy, so the bot does not depend on it.
"""

import json
import math
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from kilforth.content.pack import Pack
from kilforth.rules import board
from kilforth.rules.turns import LAST_DAY
from kilforth.sim.agents import COMPLETE, Needs, distances
from kilforth.state import GameState, HeroState

WEIGHTS = Path(__file__).with_name("evaluation.json")
# The first seed fitting plays: balance runs measure on seeds from 0, far below it.
FIT_SEED = 1_000_000
FINALE = 5  # HeroState.chapter while the Finale is face up

# The features, in the order of the weights: each a number near 0..1.
FEATURES = (
    "days_left",          # Days still to play, of LAST_DAY
    "progress",           # Saga steps done (4 Chapters, the Finale), mean of the side's heroes
    "slowest",            # the same for the side's slowest hero: a co-op Assault waits for them
    "pace",               # steps still to do per Day left: above 1 is out of reach
    "unpaid",             # keywords the current Chapter still lacks, mean per hero
    "paid",               # keywords of the current Chapter the hero's Rumours and Assets pay
    "later_needs",        # keywords the later Chapters ask, mean per hero
    "reward_distance",    # Moves to the nearest Reward Rumour's Region
    "finale_distance",    # Moves to the Finale's Region, for a hero at the Finale
    "ancient_distance",   # Moves to the nearest standing Ancient, for a hero whose Saga is done
    "hp",                 # HP of max HP
    "ap",                 # AP left today
    "gold",
    "fate",
    "cards",              # Rumours, Assets and Loot held
    "talents",
    "out",                # heroes removed or defeated
    "gloom",              # Regions in Gloom, of all Regions
    "ancients_left",      # Ancients standing, of those in the game
    "ancient_health",     # the standing Ancients' Health against the side's HP, once on the Map
    "rival_progress",     # competitive: the best rival's progress less the side's
    "heroes",             # heroes in the game, of 4
)


class Weights(BaseModel):
    """A fitted model and how it was fitted (`kilforth.sim.fit`)."""

    model_config = ConfigDict(extra="forbid")

    features: list[str]
    intercept: float
    coefficients: list[float]
    command: str
    seeds: list[list[int]]  # each [first, last] range of seeds the fitting played
    setups: list[str]
    states: int
    log_loss: float


@cache
def weights(path: Path = WEIGHTS) -> Weights:
    fitted = Weights.model_validate(json.loads(path.read_text(encoding="utf-8")))
    if tuple(fitted.features) != FEATURES:
        raise ValueError(f"{path.name} was fitted on other features than kilforth.sim.evaluation's: refit it")
    return fitted


def _steps(hero: HeroState) -> int:
    """Saga steps done: 0..4 Chapters, 5 with the Finale won (chapter 6)."""
    return min(hero.chapter, COMPLETE) - 1


def _progress(heroes: list[HeroState]) -> float:
    return sum(_steps(h) for h in heroes) / (5 * len(heroes)) if heroes else 0.0


def features(state: GameState, player: str, pack: Pack) -> list[float]:
    """The FEATURES of `state` for `player`'s side."""
    competitive = state.options.mode == "competitive"
    side = [h for h in state.heroes if h.player == player or not competitive]
    alive = [h for h in side if h.in_play] or side
    n = len(alive)
    days_left = max(0, LAST_DAY - state.day) + (state.phase != "night")
    unpaid = paid = later = 0.0
    reward_d = finale_d = ancient_d = 0.0
    standing = [a for a in state.ancients if not a.defeated]
    for hero in alive:
        dist = distances(state, pack, hero.region)
        if hero.chapter <= 4:
            needs = Needs(state, pack, hero)
            chapter = pack.sagas[hero.saga].chapters[hero.chapter - 1]
            asked = len(chapter.keywords) + (len(chapter.small_party_keywords) if state.starting_heroes <= 2 else 0)
            unpaid += len(needs.unpaid)
            paid += asked - len(needs.unpaid)
            later += sum(needs.weights.values()) - 3 * len(needs.unpaid)
        rewards = [dist.get(pack.rewards[c].region, 9) for c in hero.rumours if c in pack.rewards]
        reward_d += min(rewards, default=9)
        if hero.chapter == FINALE:
            finale_d += dist.get(pack.sagas[hero.saga].finale.region, 9)
        if hero.chapter >= COMPLETE:
            on_map = [dist.get(pack.ancients[a.id].region, 9) for a in board.ancients_at_large(state)]
            ancient_d += min(on_map, default=9)
    steps_left = sum(5 - _steps(h) for h in alive) / n
    health = sum(a.hp for a in standing if a.on_map)
    side_hp = sum(h.hp for h in alive) or 1
    rivals = [h for h in state.heroes if h.in_play and h not in side]
    return [
        days_left / LAST_DAY,
        _progress(alive),
        min(_steps(h) for h in alive) / 5,
        min(3.0, steps_left / (days_left + 1)),
        unpaid / n / 3,
        paid / n / 3,
        later / n / 6,
        reward_d / n / 9,
        finale_d / n / 9,
        ancient_d / n / 9,
        sum(h.hp / h.max_hp for h in alive) / n,
        sum(h.ap for h in alive) / n / 6,
        sum(min(h.gold, 12) for h in alive) / n / 12,
        sum(min(h.fate, 8) for h in alive) / n / 8,
        sum(len(h.rumours) + len(h.assets) + len(h.loot) for h in alive) / n / 8,
        sum(len(h.talents) for h in alive) / n / 4,
        sum(h.removed or h.defeated for h in side) / len(side),
        sum(rs.gloom for rs in state.regions.values()) / len(state.regions),
        len(standing) / len(state.ancients) if state.ancients else 0.0,
        min(3.0, health / side_hp),
        (max(_progress([h]) for h in rivals) - _progress(alive)) if rivals else 0.0,
        len(state.heroes) / 4,
    ]


def won(state: GameState, player: str) -> bool:
    """Whether `player` won the finished game `state`: the shared win of a solo or co-op game,
    in a competitive one a hero of theirs among the winners, on points included (R-WIN-2)."""
    if state.result is None:
        return False
    if state.options.mode != "competitive":
        return state.result.outcome == "won"
    return any(h.id in state.result.winners for h in state.heroes if h.player == player)


def win_chance(state: GameState, player: str, pack: Pack) -> float:
    """The chance that `player` wins from `state`: 1 or 0 once the game is over."""
    if state.result is not None:
        return 1.0 if won(state, player) else 0.0
    fitted = weights()
    z = fitted.intercept + sum(w * x for w, x in zip(fitted.coefficients, features(state, player, pack), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
