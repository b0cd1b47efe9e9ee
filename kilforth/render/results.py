"""The end of a game, for people: its outcome, why it ended, and the scores, in the reader's
language."""

from kilforth.content.pack import Pack
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameResult, GameState, HeroState


def outcome_text(result: GameResult, say: Say = ENGLISH) -> str:
    return say("result-outcome", outcome=result.outcome)


def reason_text(result: GameResult, state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """Why the game ended, with the rule that ends it; `state` names the heroes and Ancients."""
    match result.cause:
        case None:
            # Ended before causes were recorded: the English words it was saved with.
            return result.reason
        case "time":
            return say("result-time", day=result.days)
        case "no_heroes":
            return say("result-no-heroes")
    if result.slayer is not None and len(state.ancients) == 1:
        return say("result-slain", hero=state.hero(result.slayer).name,
                   ancient=say.card(pack, state.ancients[0].id))
    return say("result-all-ancients")


def hero_score(result: GameResult, hero: HeroState, say: Say = ENGLISH) -> str:
    """A hero's Victory Points in `result` and where they come from (R-VP-1): their Gold
    and their Assets' Gold values; a score of 0 says why (R-VP-2: a hero an Ancient removed
    has discarded everything)."""
    vp = result.vp.get(hero.id, 0)
    why = "removed" if hero.removed else "nothing" if vp == 0 else "sum"
    return say("result-hero-vp", hero=hero.name, vp=vp, why=why, gold=min(hero.gold, vp),
               assets=max(0, vp - hero.gold))


def score_lines(state: GameState, say: Say = ENGLISH) -> list[str]:
    """Each hero's Victory Points, then the team's score in a co-operative game."""
    result = state.result
    assert result is not None
    lines = [hero_score(result, hero, say) for hero in state.heroes]
    if result.team_vp is not None:
        lines.append(say("result-team-vp", vp=result.team_vp))
    return lines
