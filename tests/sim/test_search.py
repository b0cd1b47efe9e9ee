"""The search player: legal, deterministic for a seed and a rollout budget, re-dealing only
what is hidden, and a level the simulator and Discord can name."""

import random

from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.levels import AGENTS
from kilforth.sim.search import SearchAgent, redeal, score
from kilforth.sim.simulator import Setup, deal_heroes, play_game
from kilforth.state import GameResult, GameState

PACK = load_pack()


def _opening(seed: int, mode: str = "coop", heroes: int = 2) -> GameState:
    specs = deal_heroes(PACK, mode, heroes, random.Random(seed))  # type: ignore[arg-type]
    return new_game(GameOptions(mode=mode), specs, seed, PACK).state  # type: ignore[arg-type]


def _play(agent_seed: int, steps: int) -> list[str]:
    state = _opening(4)
    agents = {p: SearchAgent(agent_seed + n, rollouts=4, horizon=8) for n, p in enumerate(["p1", "p2"])}
    sent = []
    for _ in range(steps):
        player = waiting_on(state)
        assert player is not None
        command = agents[player].act(state, player, PACK)
        assert command in legal_commands(state, player, PACK)
        sent.append(command.model_dump_json())
        state = apply(state, command, PACK).state
    return sent


def test_the_search_player_is_deterministic_for_a_seed_and_a_budget() -> None:
    assert _play(1, 25) == _play(1, 25)


def test_a_sample_redeals_the_decks_and_the_dice_but_nothing_else() -> None:
    state = _opening(6)
    sample = redeal(state, 99)
    assert sample.rng != state.rng
    assert any(sample.decks[k] != state.decks[k] for k in state.decks)
    assert {k: sorted(v) for k, v in sample.decks.items()} == {k: sorted(v) for k, v in state.decks.items()}
    assert sample.model_copy(update={"decks": state.decks, "rng": state.rng}) == state
    assert redeal(state, 99) == sample


# Checks R-WIN-3.
def test_a_won_game_outscores_any_unfinished_one_R_WIN_3() -> None:
    state = _opening(7, "solo", 1)
    hero = state.heroes[0]
    strong = state.model_copy(update={"heroes": [hero.model_copy(update={"chapter": 6, "gold": 40})]})
    won = state.model_copy(update={"result": GameResult(outcome="won", days=20, reason="test")})
    lost = state.model_copy(update={"result": GameResult(outcome="lost", days=25, reason="test")})
    assert score(lost, hero.player, PACK) < score(state, hero.player, PACK) < score(strong, hero.player, PACK)
    assert score(strong, hero.player, PACK) < score(won, hero.player, PACK)


def test_search_is_a_level_and_plays_a_whole_game_by_the_rules() -> None:
    """Few rollouts, to keep the test quick: the game ends, with no exception and every
    invariant holding after every command."""
    assert isinstance(AGENTS["search"](0), SearchAgent)
    record = play_game(Setup("solo", 1, "search"), 3, PACK)
    assert record.failure is None and record.outcome in ("won", "lost")
