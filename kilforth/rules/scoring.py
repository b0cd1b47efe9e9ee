"""Victory Points (R-VP) and the end of the game (R-WIN): who won, and the final scores."""

from typing import Literal

from kilforth.content.pack import Pack
from kilforth.events import GameOver
from kilforth.rules import board
from kilforth.rules.context import Ctx
from kilforth.state import EndCause, GameResult, GameState, HeroState


def victory_points(source: Ctx | GameState, pack: Pack, hero: HeroState | str) -> int:
    """R-VP-1: Gold plus the Gold values of every Asset, a Totem in play included. A hero
    removed by an Ancient has discarded everything, so scores 0 (R-VP-2)."""
    state = source.state if isinstance(source, Ctx) else source
    h = state.hero(hero) if isinstance(hero, str) else hero
    return h.gold + sum(board.gold_value(pack, card) for card in h.assets)


def end_game(ctx: Ctx, reason: EndCause, *, slayer: str | None = None) -> None:
    """Record the result once, end the game and announce it. `slayer` is the hero who
    defeated the last Ancient (reason "ancient")."""
    state = ctx.state
    if state.result is not None:
        return
    vp = {h.id: victory_points(state, ctx.pack, h) for h in state.heroes}
    felled = [a.id for a in state.ancients if a.defeated]
    team_vp = None
    if state.options.mode == "competitive":
        outcome, winners = _competitive(state, reason, slayer, vp)
    else:
        # R-WIN-3: a shared win iff every Ancient fell, even if the last hero fell with it.
        won = bool(state.ancients) and len(felled) == len(state.ancients)
        outcome = "won" if won else "lost"
        winners = [h.id for h in state.heroes] if won else []
        team_vp = _team_score(state, vp)
    state.result = GameResult(outcome=outcome, winners=winners, vp=vp, team_vp=team_vp, days=state.day,
                              ancients_defeated=felled, cause=reason, slayer=slayer)
    state.phase = "over"
    state.turn = None
    ctx.emit(GameOver(result=state.result))


def _competitive(state: GameState, reason: EndCause, slayer: str | None,
                 vp: dict[str, int]) -> tuple[Literal["won", "lost", "finished"], list[str]]:
    """R-WIN-2: the Ancient's slayer wins at once; otherwise the most VP among the heroes
    still in play, a tie being a shared win (AMB-10 `vp_tie`). R-WIN-5: nobody left, lost."""
    if reason == "ancient":
        if slayer is None:
            raise ValueError("a competitive game won on the Ancient needs its slayer")
        return "won", [slayer]
    contenders = [h.id for h in state.heroes if h.in_play]
    if not contenders:
        return "lost", []
    best = max(vp[h] for h in contenders)
    return "finished", [h for h in contenders if vp[h] == best]


def _team_score(state: GameState, vp: dict[str, int]) -> int:
    """R-VP-2, AMB-10 `coop_vp_divisor`: the heroes' total VP over the heroes who started
    the game (or those still in play), rounded up."""
    if state.options.coop_vp_divisor == "starting_heroes":
        divisor = state.starting_heroes
    else:
        divisor = max(1, sum(1 for h in state.heroes if h.in_play))
    return -(-sum(vp.values()) // divisor)
