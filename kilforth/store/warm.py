"""Warming the engine before the first command after a restart.

The first command of a fresh process would load and check the base pack, and build the
validators and serialisers of every model it touches, while its player waits: a few hundred
milliseconds instead of tens. A throwaway solo game, dealt and played one command, does that
work at start-up instead.
"""

from kilforth import engine
from kilforth.commands import Choose, Command, Move
from kilforth.content.pack import load_pack
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec

WARM_SEED = 1
WARM_HERO = HeroSpec(player="warm-up", name="Warm-up", race="human", hero_class="warrior",
                     starting_deck="item")


def typical_command(state: GameState) -> Command:
    """The answer to an open prompt (its first option), else a move of the active hero (or
    their first legal command, if they cannot move)."""
    if state.pending is not None:
        prompt = state.pending.prompt
        return Choose(player=prompt.player, prompt=prompt.id, option=prompt.options[0].id)
    assert state.turn is not None
    legal = legal_commands(state, state.hero(state.turn.hero).player)
    return next((c for c in legal if isinstance(c, Move)), legal[0])


def warm_engine() -> None:
    load_pack()
    state = engine.new_game(GameOptions(mode="solo"), [WARM_HERO], WARM_SEED).state
    state = engine.apply(state, typical_command(state)).state
    GameState.model_validate_json(state.model_dump_json())
