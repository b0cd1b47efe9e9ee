"""The search player: legal, deterministic for a seed and a rollout budget, re-dealing only
what is hidden, and a level the simulator and Discord can name."""

import random
from typing import Any

from kilforth.commands import Command
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import apply, new_game
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.sim.agents import HeuristicAgent, waiting_on
from kilforth.sim.levels import AGENTS, REPLAYABLE
from kilforth.sim.search import SearchAgent, at_stake, redeal
from kilforth.sim.simulator import Setup, deal_heroes, play_game
from kilforth.state import GameState


class CountingSearch(SearchAgent):
    """Counts the rollouts of its decisions."""

    def __init__(self, seed: int, **budget: Any) -> None:
        super().__init__(seed, **budget)
        self.played = 0

    def _rollout(self, state: GameState, command: Command, player: str, pack: Pack, seed: int) -> float:
        self.played += 1
        return super()._rollout(state, command, player, pack, seed)

PACK = load_pack()


def _opening(seed: int, mode: str = "coop", heroes: int = 2) -> GameState:
    specs = deal_heroes(PACK, mode, heroes, random.Random(seed))  # type: ignore[arg-type]
    return new_game(GameOptions(mode=mode), specs, seed, PACK).state  # type: ignore[arg-type]


def _at_stake(seed: int, mode: str = "solo", heroes: int = 1) -> GameState:
    """The first state of a heuristic game where the search player weighs its turn: a hero
    whose Saga is complete acts while an Ancient stands."""
    state = _opening(seed, mode, heroes)
    players = {p: HeuristicAgent(seed + n) for n, p in enumerate(sorted({h.player for h in state.heroes}))}
    while not at_stake(state):
        player = waiting_on(state)
        assert player is not None, "the game ended before any Saga was complete"
        state = apply(state, players[player].act(state, player, PACK), PACK).state
    return state


def _play(agent_seed: int, steps: int) -> list[str]:
    state = _at_stake(4)
    agents = {p: SearchAgent(agent_seed + n, rollouts=4, time_limit=None) for n, p in enumerate(["p1"])}
    sent = []
    for _ in range(steps):
        player = waiting_on(state)
        if player is None:
            break
        command = agents[player].act(state, player, PACK)
        assert command in legal_commands(state, player, PACK)
        sent.append(command.model_dump_json())
        state = apply(state, command, PACK).state
    return sent


def test_the_search_player_is_deterministic_for_a_seed_and_a_budget() -> None:
    """From the first turn it weighs (a complete Saga, an Ancient standing), to the game's
    end or 25 commands: the same seed and budget send the same commands."""
    assert _play(1, 25) == _play(1, 25)


def test_a_sample_redeals_the_decks_and_the_dice_but_nothing_else() -> None:
    state = _opening(6)
    sample = redeal(state, 99)
    assert sample.rng != state.rng
    assert any(sample.decks[k] != state.decks[k] for k in state.decks)
    assert {k: sorted(v) for k, v in sample.decks.items()} == {k: sorted(v) for k, v in state.decks.items()}
    assert sample.model_copy(update={"decks": state.decks, "rng": state.rng}) == state
    assert redeal(state, 99) == sample


def test_search_is_a_level_and_plays_a_whole_game_by_the_rules() -> None:
    """Few rollouts, to keep the test quick: the game ends, with no exception and every
    invariant holding after every command."""
    assert isinstance(AGENTS["search"](0), SearchAgent)
    record = play_game(Setup("solo", 1, "search"), 3, PACK)
    assert record.failure is None and record.outcome in ("won", "lost")


def test_a_spent_time_budget_leaves_one_rollout_per_candidate_and_a_count_budget_its_count() -> None:
    """With no time to spend, each candidate is still tried on one sample, so the choice is
    informed; counted in rollouts, a decision plays its budget, shared equally among the
    candidates (at least one sample)."""
    state = _at_stake(4)
    player = waiting_on(state)
    assert player is not None
    rushed = CountingSearch(0, rollouts=12, horizon=4, time_limit=0.0)
    counted = CountingSearch(0, rollouts=12, horizon=4, time_limit=None)
    for agent in (rushed, counted):
        assert agent.act(state, player, PACK) in legal_commands(state, player, PACK)
    choice = rushed.heuristic.act(state, player, PACK)
    candidates = len(SearchAgent._candidates(state, player, PACK, choice))
    assert candidates > 1
    assert rushed.played == candidates
    assert counted.played == candidates * max(1, 12 // candidates)


def test_before_a_saga_is_complete_the_search_player_sends_the_heuristic_players_choice() -> None:
    """Outside the turns it weighs, no rollout is played and the choice is the heuristic
    player's own."""
    state = _opening(4, "solo", 1)
    while state.pending is not None:
        player = waiting_on(state)
        assert player is not None
        state = apply(state, HeuristicAgent(0).act(state, player, PACK), PACK).state
    player = waiting_on(state)
    assert player is not None and not at_stake(state)
    agent = CountingSearch(0, time_limit=None)
    assert agent.act(state, player, PACK) == HeuristicAgent(0).act(state, player, PACK)
    assert agent.played == 0


def test_the_simulator_plays_search_counted_in_rollouts_and_discord_with_a_time_limit() -> None:
    timed, replayable = AGENTS["search"](0), REPLAYABLE["search"](0)
    assert isinstance(timed, SearchAgent) and isinstance(replayable, SearchAgent)
    assert timed.time_limit is not None and 0 < timed.time_limit <= 0.2
    assert replayable.time_limit is None
