"""HP and AP (R-HP): every HP lost costs one AP if the hero has one, AP kept for one Action
included (⚙ `wound_restricted_ap`). The hero is a human warrior (Sneak 2) beside an elf
priest; Rockslide is a Mountains Event: an Obstacle, then TEST Sneak 1 or lose 1 HP."""

from kilforth.commands import Search
from kilforth.engine import pack_for
from kilforth.render.text import event_line
from kilforth.state import GameState
from tests.rules.helpers import P1, dice, edit, of_kind, run, stack, start

PEAKS = "greyspire-peaks"


def searching_into_a_rockslide(**options: object) -> GameState:
    """h1 on a Mountains Region with 1 ordinary AP and 1 AP kept for Confront (the Scout's)."""
    def setup(s: GameState) -> None:
        hero = s.hero("h1")
        hero.region, hero.ap, hero.bonus_ap = PEAKS, 1, {"confront": 1}
        stack(s, "encounter:mountains", "rockslide")

    state = edit(start(2, mode="coop", seed=21, first_hero="lowest_sneak", **options), setup)
    dice(state, 1, 1)  # the Sneak test fails
    return state


# Checks R-HP-1, R-TEST-9.
def test_a_wound_at_0_ordinary_ap_costs_the_ap_kept_for_one_action_R_HP_1_R_TEST_9() -> None:
    state = searching_into_a_rockslide()
    out = run(state, Search(player=P1), "no")  # no Fate
    hero = out.state.hero("h1")
    assert (hero.hp, hero.ap, hero.bonus_ap) == (state.hero("h1").hp - 1, 0, {"confront": 0})
    ap = [e for e in of_kind(out.events, "changed") if e.what in ("ap", "action_ap")]
    # Told as the AP kept for an Action, not as a second ordinary AP (issue 35.9).
    assert [(e.what, e.delta, e.value, e.reason) for e in ap] == [
        ("action_ap", -1, 0, "effect:rockslide")]
    assert event_line(out.state, pack_for(out.state), ap[0]).startswith(
        f"{out.state.hero('h1').name}: -1 AP kept for an Action → 0 (")
    # With no AP of any kind left, the turn passes on (R-TURN-5).
    assert out.state.turn.hero == "h2"


# Checks R-HP-1.
def test_the_option_spares_ap_kept_for_one_action_from_wounds_R_HP_1() -> None:
    state = searching_into_a_rockslide(wound_restricted_ap="spared")
    out = run(state, Search(player=P1), "no")
    hero = out.state.hero("h1")
    assert (hero.ap, hero.bonus_ap) == (0, {"confront": 1})
    assert not [e for e in of_kind(out.events, "changed") if e.what == "ap"]
