"""Event abilities (R-ABIL-2): resolved once by the active hero (the First Hero at night),
their test costing no AP and never accumulating (R-SUCC-7); then the card is discarded."""

from kilforth.content.effects import EventSpec
from kilforth.events import CardDiscarded, EventResolved
from kilforth.rules import abilities, board, dice
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import HeroState


def resolve_event(ctx: Ctx, hero: HeroState, card: str, spec: EventSpec, region: str,
                  *, chooser: HeroState | None = None) -> None:
    """Resolve `spec` for `hero`; effects aimed at several heroes spare Hidden ones when the
    card says so (R-HID-1 a), and `chooser` makes the choices they ask of each hero (by
    default each hero chooses). The caller has already taken the card off the Map or the
    deck; it stays face up (state.revealed) while the event may wait on a player's choice."""
    ctx.state.revealed.append(card)
    sit = Situation(region=region, tags={"spares_hidden"} if spec.spares_hidden else set(), chooser=chooser)
    passed: bool | None = None
    # A Hidden resolver is spared, not the other heroes: the tag filters every target.
    abilities.run_effects(ctx, hero, spec.effects, sit, card)
    if spec.test is not None and not (spec.spares_hidden and hero.hidden):
        target = spec.test.value
        result = dice.hero_test(ctx, hero, spec.test.attribute, Situation(attribute=spec.test.attribute),
                                target=target, need=target, purpose="event")
        passed = result.successes >= target
        abilities.run_effects(ctx, hero, spec.on_success if passed else spec.on_failure, sit, card)
    ctx.state.revealed.remove(card)
    board.discard(ctx, card)
    ctx.emit(EventResolved(card=card, hero=hero.id, passed=passed))
    ctx.emit(CardDiscarded(card=card, hero=None, reason="event"))
