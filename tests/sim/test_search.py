"""The search player: legal, deterministic for a seed and a rollout budget, re-dealing only
what is hidden, and a level the simulator and Discord can name."""

import random
from typing import Any

from kilforth.commands import Assault, Command
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import apply, new_game
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.sim.agents import COMPLETE, HeuristicAgent, waiting_on
from kilforth.sim.levels import AGENTS, REPLAYABLE
from kilforth.sim.search import SearchAgent, at_stake, clear_gain, last_assault, redeal
from kilforth.sim.simulator import Setup, deal_heroes, play_game
from kilforth.state import GameState


class CountingSearch(SearchAgent):
    """Counts the rollouts of its decisions."""

    def __init__(self, seed: int, **budget: Any) -> None:
        super().__init__(seed, **budget)
        self.played = 0

    def rollout(self, state: GameState, command: Command, player: str, pack: Pack, seed: int) -> float:
        self.played += 1
        return super().rollout(state, command, player, pack, seed)

PACK = load_pack()


def _opening(seed: int, mode: str = "coop", heroes: int = 2) -> GameState:
    specs = deal_heroes(PACK, mode, heroes, random.Random(seed))  # type: ignore[arg-type]
    return new_game(GameOptions(mode=mode), specs, seed, PACK).state  # type: ignore[arg-type]


def _at_stake(seed: int, mode: str = "solo", heroes: int = 1) -> GameState:
    """The first state of a heuristic game where the search player weighs its turn: the one
    hero in play, whose Saga is complete, acts while one Ancient stands."""
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
    candidates = len(SearchAgent.candidates(state, player, PACK, choice))
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


def test_with_a_team_mate_in_play_the_search_player_sends_the_heuristic_players_choice_R_WIN_3() -> None:
    """In co-op a complete Saga is not enough: while a team-mate is in play, or two Ancients
    stand, no rollout is played."""
    state = _opening(4)
    agents = {p: HeuristicAgent(n) for n, p in enumerate(["p1", "p2"])}
    weighed = 0
    while state.result is None:
        player = waiting_on(state)
        assert player is not None
        hero = state.hero(state.turn.hero) if state.turn is not None and state.pending is None else None
        if hero is not None and hero.chapter == COMPLETE and any(h.in_play and h.id != hero.id for h in state.heroes):
            weighed += 1
            searcher = CountingSearch(0, rollouts=8, time_limit=None)
            assert not at_stake(state)
            assert searcher.act(state, player, PACK) == HeuristicAgent(0).act(state, player, PACK)
            assert searcher.played == 0
        state = apply(state, agents[player].act(state, player, PACK), PACK).state
    assert weighed


def test_the_simulator_plays_search_counted_in_rollouts_and_discord_with_a_time_limit() -> None:
    timed, replayable = AGENTS["search"](0), REPLAYABLE["search"](0)
    assert isinstance(timed, SearchAgent) and isinstance(replayable, SearchAgent)
    assert timed.time_limit is not None and 0 < timed.time_limit <= 0.2
    assert replayable.time_limit is None


def _at_last_assault(seed: int) -> tuple[GameState, Command]:
    """The state of a solo heuristic game where the hero is about to Assault the game's one
    Ancient, and that Assault."""
    state = _opening(seed, "solo", 1)
    agent = HeuristicAgent(seed)
    while True:
        player = waiting_on(state)
        assert player is not None, "the game ended with no Assault"
        command = agent.act(state, player, PACK)
        if isinstance(command, Assault):
            return state, command
        state = apply(state, command, PACK).state


def _fought_out(state: GameState, assault: Command) -> bool:
    """Whether the Assault wins the game, its Battle's questions answered by the heuristic
    player."""
    state = apply(state, assault, PACK).state
    agent = HeuristicAgent(0)
    while state.result is None:
        player = waiting_on(state)
        assert player is not None
        state = apply(state, agent.act(state, player, PACK), PACK).state
    return state.result.outcome == "won"


def test_the_last_assault_scores_its_chance_by_the_dice_and_the_engine_agrees_R_GIFT_AS_5_R_GIFT_AS_7_R_GIFT_AS_8() -> None:
    """The lone hero's Assault on the last Ancient wins the game or removes the hero, so a
    rollout reaching it is scored by the Battle's chance: the one the heuristic player weighs,
    and the engine's dice win it about that often."""
    state, assault = _at_last_assault(0)
    odds = last_assault(state, assault, "p1", PACK)
    assert odds == HeuristicAgent.assault_odds(state, PACK, state.heroes[0], assault.ancient)
    assert 0.0 < odds < 1.0
    assert SearchAgent(0, time_limit=None).rollout(state, assault, "p1", PACK, 7) == odds
    wins = sum(_fought_out(redeal(state, n), assault) for n in range(300))
    spread = (odds * (1 - odds) / 300) ** 0.5
    assert abs(wins / 300 - odds) < 4 * spread


def test_only_the_deciding_assault_is_scored_without_dice() -> None:
    """Another command, an Assault while a team-mate is still in play, or a rival's Assault
    in a competitive game is played out."""
    state, assault = _at_last_assault(0)
    camp = next(c for c in legal_commands(state, "p1", PACK) if c.kind == "camp")
    assert last_assault(state, camp, "p1", PACK) is None
    hero = state.heroes[0]
    mate = hero.model_copy(update={"id": "h9", "player": "p2"})
    assert last_assault(state.model_copy(update={"heroes": [hero, mate]}), assault, "p1", PACK) is None
    rivals = state.model_copy(update={"options": state.options.model_copy(update={"mode": "competitive"})})
    assert last_assault(rivals, assault, "p2", PACK) is None
    assert last_assault(rivals, assault, "p1", PACK) is not None


def test_a_candidate_replaces_the_heuristic_choice_only_on_a_clear_gain() -> None:
    """Paired samples: a gain one sample's luck could give is no gain; a steady one is."""
    base = [0.5, 0.5, 0.5, 0.5, 0.5, 0.5]
    assert clear_gain(base, base) == 0.0
    assert clear_gain([1.0, 0.45, 0.45, 0.45, 0.45, 0.45], base) == 0.0
    assert clear_gain([0.4, 0.4, 0.4, 0.4, 0.4, 0.4], base) == 0.0
    steady = clear_gain([0.62, 0.6, 0.61, 0.6, 0.62, 0.6], base)
    assert 0.05 < steady < 0.11
    assert clear_gain([0.52] * 6, base) == 0.0  # below MIN_GAIN
