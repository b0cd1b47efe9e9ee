"""What an Ancient in play and a Plot on the Map do at Night (C-5, C-6), after Darkness has
placed its Plot (R-NIGHT-DARK-4) and before Dawn. The fixture pack prints no Night effects,
so each test gives its Ancient or Plot one."""

import pytest

from kilforth.content.cards import Ancient, Plot
from kilforth.content.pack import Pack
from kilforth.render.cards import what_it_does
from kilforth.render.say import say_for
from kilforth.render.text import event_line
from kilforth.rules import night
from kilforth.rules.context import Ctx
from kilforth.state import GameState
from tests.rules.helpers import PACK, assert_sound, edit, kinds, stack
from tests.rules.night_helpers import arrive, game_with, put_plot

KINGS = {"hollow-king", "mother-of-thorns"}
BARROW = PACK.ancients["hollow-king"].region
MEADOWS = "millbrook-meadows"  # plains


def _pack(ancient_night: list | None = None, plot: str | None = None, plot_night: list | None = None) -> Pack:
    ancients = dict(PACK.ancients)
    plots = dict(PACK.plots)
    if ancient_night is not None:
        ancients["hollow-king"] = Ancient.model_validate(
            {**PACK.ancients["hollow-king"].model_dump(), "night": ancient_night})
    if plot is not None:
        plots[plot] = Plot.model_validate({**PACK.plots[plot].model_dump(), "night": plot_night})
    return PACK.model_copy(update={"ancients": ancients, "plots": plots})


def _shadows(state: GameState, pack: Pack) -> tuple[GameState, list]:
    ctx = Ctx(state=state.model_copy(deep=True), pack=pack, answers=[])
    night.shadows(ctx)
    return ctx.state, ctx.events


def _kings() -> GameState:
    return game_with(KINGS, first_hero="lowest_sneak")


# Checks R-NIGHT-DARK-4.
def test_an_ancient_in_play_strikes_only_the_heroes_in_its_region_at_night_R_NIGHT_DARK_4() -> None:
    """C-5: the Hollow King, once on the Map, takes 1 HP from each hero camped on its Region."""
    pack = _pack(ancient_night=[{"kind": "lose_hp", "amount": 1, "target": "heroes_here"}])
    state = arrive(edit(_kings(), lambda s: setattr(s.heroes[0], "region", BARROW)))
    hp = [h.hp for h in state.heroes]
    after, events = _shadows(state, pack)
    assert [h.hp for h in after.heroes] == [hp[0] - 1, hp[1]]
    assert any(e.kind == "changed" and e.reason == "effect:hollow-king" for e in events)
    assert_sound(after)


# Checks R-NIGHT-DARK-4.
def test_an_ancient_that_has_not_entered_play_or_has_fallen_does_nothing_at_night_R_NIGHT_DARK_4() -> None:
    pack = _pack(ancient_night=[{"kind": "lose_gold", "amount": 1, "target": "all_heroes"}])
    waiting = _kings()
    assert _shadows(waiting, pack) == (waiting, [])

    def fell(s: GameState) -> None:
        king = next(a for a in s.ancients if a.id == "hollow-king")
        king.defeated, king.on_map, king.hp = True, False, 0
    fallen = edit(arrive(_kings()), fell)
    assert _shadows(fallen, pack)[1] == []


# Checks R-NIGHT-DARK-4.
def test_a_plot_on_the_map_acts_on_its_own_region_every_night_R_NIGHT_DARK_4() -> None:
    """C-6: a Plot's Night effect lands on the Region it lies in, not the First Hero's."""
    plot = next(p for p in PACK.plots.values() if p.terrain == "plains").id
    pack = _pack(plot=plot, plot_night=[{"kind": "place_obstacle", "count": 1}])
    state = edit(_kings(), lambda s: put_plot(s, plot, MEADOWS))
    after, events = _shadows(state, pack)
    assert after.regions[MEADOWS].obstacles == state.regions[MEADOWS].obstacles + 1
    assert kinds(events) == ["obstacle_changed"]
    # The Night's Obstacle names the Plot that grew it, as its other Night effects do.
    name, french = pack.plots[plot].name, say_for(pack, "fr")
    assert event_line(after, pack, events[0]).endswith(f"({name}).")
    assert event_line(after, pack, events[0], french).endswith(f"({french.card(pack, plot)}).")
    again, _ = _shadows(after, pack)
    assert again.regions[MEADOWS].obstacles == state.regions[MEADOWS].obstacles + 2
    assert_sound(again)


# Checks R-NIGHT-DARK-3, R-NIGHT-DARK-4.
def test_a_plot_first_acts_the_night_after_it_arrives_R_NIGHT_DARK_3_R_NIGHT_DARK_4() -> None:
    """RUL-1 (docs/rulings.md): a Plot that Darkness places this Night lies quiet until the
    next one, as its card says."""
    plot = next(p for p in PACK.plots.values() if p.terrain == "plains").id
    pack = _pack(plot=plot, plot_night=[{"kind": "place_obstacle", "count": 1}])
    state = edit(_kings(), lambda s: (stack(s, "night", "harvest-festival"), stack(s, "plot", plot)))
    ctx = Ctx(state=state.model_copy(deep=True), pack=pack, answers=[])
    night.run_night(ctx)
    assert ctx.state.regions[MEADOWS].plots == (plot,)
    assert "obstacle_changed" not in kinds(ctx.events)
    assert ctx.state.regions[MEADOWS].obstacles == state.regions[MEADOWS].obstacles
    after, events = _shadows(ctx.state, pack)  # the next Night, the Plot already on the Map
    assert kinds(events) == ["obstacle_changed"]
    assert after.regions[MEADOWS].obstacles == state.regions[MEADOWS].obstacles + 1
    assert what_it_does(pack, plot).endswith("From the next Night: Place 1 Obstacle in this Region.")


# Checks R-NIGHT-1.
def test_night_effects_come_after_darkness_and_before_dawn_R_NIGHT_1() -> None:
    pack = _pack(ancient_night=[{"kind": "lose_gold", "amount": 1, "target": "all_heroes"}])
    state = arrive(edit(_kings(), lambda s: [setattr(h, "gold", 3) for h in s.heroes]))
    ctx = Ctx(state=state.model_copy(deep=True), pack=pack, answers=[])
    night.run_night(ctx)
    order = kinds(ctx.events)
    taxed = [i for i, e in enumerate(ctx.events) if getattr(e, "reason", "") == "effect:hollow-king"]
    assert len(taxed) == len(state.heroes)
    assert order.index("region_gloomed") < min(taxed) and max(taxed) < order.index("dawn")
    assert [h.gold for h in ctx.state.heroes] == [2, 2]


@pytest.mark.parametrize("effect, problem", [
    ({"kind": "lose_hp", "amount": 1}, "not 'self'"),
    ({"kind": "lose_gold", "amount": 1, "target": "foe"}, "not 'foe'"),
    ({"kind": "gain_gold", "amount": 1, "target": "all_heroes"}, "cannot happen at Night"),
])
def test_a_night_effect_that_no_night_can_resolve_is_refused(effect: dict[str, object], problem: str) -> None:
    """No hero uses a Night effect, so it has no "you" and no Foe (C-5, C-6)."""
    card = PACK.plots[next(iter(PACK.plots))].model_dump()
    with pytest.raises(ValueError, match=problem):
        Plot.model_validate({**card, "night": [effect]})
    with pytest.raises(ValueError, match=problem):
        Ancient.model_validate({**PACK.ancients["hollow-king"].model_dump(), "night": [effect]})
