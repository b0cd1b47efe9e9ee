"""The search player: determinized Monte-Carlo rollouts over the legal commands of the turns
that decide a game.

Where it searches: the turns of the one hero left in play, whose Saga is complete, while one
Ancient stands (the Assault, the healing and the Plots cleared before it, R-GIFT-AS-1): every
turn from a complete Saga in solo with one hero. There a lost Assault removes the hero
(R-GIFT-AS-8), which is how the heuristic player loses a quarter of its solo games, and the
game is near its end, so a rollout reaches it. Elsewhere it sends the heuristic player's
choice: scoring an earlier turn needs the evaluation (`kilforth.sim.evaluation`) a Day later,
and comparing commands by it sent worse commands than the heuristic player's on every margin
tried (docs/balance.md, "The search player").

At a searched decision it weighs the heuristic player's choice, the first legal command of
each other kind and every Move (at most CANDIDATES). Each sample re-deals what the player
cannot see (every deck's order and the dice to come: a fresh seed for the game's random
source); every candidate is applied to the same samples (common random numbers, so that luck
does not pick the winner), and heuristic players play on. A rollout ends at the Assault that
decides the game, scored by that Battle's chance by the dice (`last_assault`); at the game's
end, scored by its result; or after HORIZON commands, scored by the evaluation. Another
command than the heuristic player's choice is sent only when it wins clearly more on the same
samples (`clear_gain`). Questions are answered as the heuristic player would.

A decision has two budgets: ROLLOUTS rollouts, and TIME_LIMIT seconds after which it sends
the best candidate so far (each candidate is tried on one sample at least). Counted in
rollouts alone (`time_limit=None`), a decision depends only on the seed, the budget and the
state, so the same game replays exactly: the simulator plays so. The time limit keeps a
companion's turn quick on a busy machine.
"""

import random
import time

from kilforth.commands import Assault, Command
from kilforth.content.pack import Pack
from kilforth.engine import apply
from kilforth.legal import Legal
from kilforth.rng import RandomSource
from kilforth.rules import board
from kilforth.sim.agents import COMPLETE, HeuristicAgent, waiting_on
from kilforth.sim.evaluation import win_chance
from kilforth.state import GameState

ROLLOUTS = 40  # per decision, shared equally among the candidates
TIME_LIMIT = 0.2  # seconds per decision, when a time limit is set
HORIZON = 600  # commands at most in a rollout, which otherwise ends with the game
CANDIDATES = 4
# What another candidate must gain over the heuristic player's choice to be sent instead: a
# mean chance of winning MIN_GAIN higher, by more than Z standard errors of the paired samples.
MIN_GAIN = 0.03
Z = 1.0


def redeal(state: GameState, seed: int) -> GameState:
    """The state as one sample imagines it: every deck reshuffled and new dice to come."""
    rng = random.Random(seed)
    decks = {name: rng.sample(cards, len(cards)) for name, cards in state.decks.items()}
    return state.model_copy(update={"decks": decks, "rng": RandomSource.from_seed(rng.getrandbits(63))})


def at_stake(state: GameState) -> bool:
    """Whether the turn is one the search player weighs: the game has come down to one hero,
    whose Saga is complete, and one Ancient standing, so that every rollout ends at the
    Assault `last_assault` scores (or with the game). With a team-mate still in play a
    rollout runs through their turns and Assaults to the game's end: too long and too
    noisy, in the time a decision has, to tell commands apart (`python -m kilforth bench
    search`: co-op decisions need 39 to 243 times the samples 200 ms pays for,
    docs/balance.md)."""
    if state.pending is not None or state.turn is None:
        return False
    hero = state.hero(state.turn.hero)
    return (hero.chapter == COMPLETE and [h.id for h in state.heroes if h.in_play] == [hero.id]
            and len(board.ancients_at_large(state)) == 1)


def last_assault(state: GameState, command: Command, player: str, pack: Pack) -> float | None:
    """The chance that `command` wins the game, when it is the Assault that decides it: the
    last Ancient at large, Assaulted by the one hero left in play, alone. That Battle is won
    or the hero is removed (R-GIFT-AS-5, R-GIFT-AS-7, R-GIFT-AS-8), so the game's result is
    the Battle's, whose chance the dice give (`HeuristicAgent.assault_odds`; the Fate and Gifts
    a hero may add between rounds make the true chance a little higher at long odds). A
    rollout scored by that chance instead of by rolled dice tells commands apart with far
    fewer samples. The chance is `player`'s when the hero is theirs or the side wins together.
    None for any other command."""
    if not isinstance(command, Assault) or state.team:
        return None
    heroes = [h for h in state.heroes if h.in_play]
    if len(heroes) != 1 or len(board.ancients_at_large(state)) != 1:
        return None
    if state.options.mode == "competitive" and heroes[0].player != player:
        return None
    return HeuristicAgent.assault_odds(state, pack, heroes[0], command.ancient)


def clear_gain(scores: list[float], base: list[float]) -> float:
    """How much better a candidate did than the heuristic player's choice on the same samples,
    once noise is allowed for: the mean paired difference less Z standard errors of it, or 0
    when that leaves no gain of at least MIN_GAIN (one sample's luck must not pick a command)."""
    n = len(scores)
    diffs = [a - b for a, b in zip(scores, base, strict=True)]
    mean = sum(diffs) / n
    spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5 if n > 1 else 1.0
    gain = mean - Z * spread / n ** 0.5
    return gain if mean >= MIN_GAIN and gain > 0 else 0.0


class SearchAgent:
    """Rollouts from re-dealt states, heuristic players playing every seat."""

    name = "search"

    def __init__(self, seed: int, rollouts: int = ROLLOUTS, horizon: int = HORIZON,
                 time_limit: float | None = TIME_LIMIT) -> None:
        self.seed, self.rollouts, self.horizon, self.time_limit = seed, rollouts, horizon, time_limit
        self.heuristic = HeuristicAgent(seed)
        self.decisions = 0

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        choice = self.heuristic.act(state, player, pack)
        if not at_stake(state):
            return choice
        candidates = self.candidates(state, player, pack, choice)
        if len(candidates) == 1:
            return choice
        self.decisions += 1
        scores: list[list[float]] = [[] for _ in candidates]
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        samples = 0
        while samples < max(1, self.rollouts // len(candidates)):
            if samples and deadline is not None and time.perf_counter() > deadline:
                break
            seed = (self.seed * 1_000_003 + self.decisions) * 1009 + samples
            sample = redeal(state, seed)
            for i, command in enumerate(candidates):
                scores[i].append(self.rollout(sample, command, player, pack, seed))
            samples += 1
        gains = [clear_gain(scores[i], scores[0]) for i in range(len(candidates))]
        # Ties go to the earlier candidate, the heuristic player's choice first.
        best = max(range(len(candidates)), key=lambda i: (gains[i], -i))
        return candidates[best]

    @staticmethod
    def candidates(state: GameState, player: str, pack: Pack, choice: Command) -> list[Command]:
        """The heuristic player's choice, then the first legal command of each other kind
        and every Move, in the rules' order; at most CANDIDATES."""
        legal = Legal(state, player, pack)
        found = [choice]
        for kind in legal:
            for command in legal[kind] if kind == "move" else legal[kind][:1]:
                if command not in found:
                    found.append(command)
        return found[:CANDIDATES]

    def rollout(self, state: GameState, command: Command, player: str, pack: Pack, seed: int) -> float:
        """One sample's score of `command` for `player`: heuristic players play every seat on
        from it, and the rollout ends as the module says. `seed` seeds those players."""
        if (odds := last_assault(state, command, player, pack)) is not None:
            return odds
        state = apply(state, command, pack).state
        players = {h.player for h in state.heroes}
        agents = {p: HeuristicAgent(seed + n) for n, p in enumerate(sorted(players))}
        for _ in range(self.horizon):
            acting = waiting_on(state)
            if acting is None:
                break
            command = agents[acting].act(state, acting, pack)
            if (odds := last_assault(state, command, player, pack)) is not None:
                return odds
            state = apply(state, command, pack).state
        return win_chance(state, player, pack)
