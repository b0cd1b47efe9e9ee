"""Rewards and Events (R-RWD, R-ABIL-2, R-TEST-8/9): trophies, forced trophies, Event tests,
team rewards, and sacrificing an Asset for its Gift."""

from kilforth.commands import Confront, Move, Resolve, TeamUp
from kilforth.engine import apply
from kilforth.render.prompts import option_label
from kilforth.rules import board
from kilforth.state import Accumulated, GameState
from tests.rules.helpers import (
    P1,
    P2,
    PACK,
    answer,
    dice,
    edit,
    give,
    kinds,
    of_kind,
    place,
    run,
    stack,
    start,
)


def duo() -> GameState:
    state = start(2, mode="coop", seed=21, first_hero="lowest_sneak")  # h1 human warrior, h2 elf priest
    assert state.turn.hero == "h1"
    return state


def at_card(state: GameState, card: str) -> tuple[GameState, str]:
    terrain = PACK.encounters[card].terrain
    region = next(r for r in state.grid if board.terrain_of(PACK, r) == terrain)
    return edit(state, lambda s: (setattr(s.hero("h1"), "region", region), place(s, card, region))), region


# Checks R-RWD-7.
def test_an_attribute_trophy_needs_the_defeating_test_in_that_attribute_R_RWD_7_AMB_21() -> None:
    """find-the-stolen-bell: Study 3, Sneak 2; Trophy (Study): draw a Reward."""
    state, _ = at_card(duo(), "find-the-stolen-bell")
    dice(state, 6, 6, 6)
    out = apply(state, Confront(player=P1, encounter="find-the-stolen-bell", attribute="study"))
    out = answer(answer(out.state, "gold").state, "keep")
    assert out.state.pending.prompt.kind == "trophy"
    hand = len(out.state.hero("h1").rumours)
    out = answer(out.state, "yes")
    assert len(out.state.hero("h1").rumours) == hand + 1
    dice(state, 6, 6)
    out = run(state, Confront(player=P1, encounter="find-the-stolen-bell", attribute="sneak"), "gold", "keep")
    assert "trophy" not in [e.kind for e in out.events] and out.state.pending is None


# Checks R-RWD-7.
def test_a_forced_trophy_is_taken_without_asking_R_RWD_7() -> None:
    """tomb-of-the-salt-queen: Sneak 4; its (Forced) Trophy costs 1 HP."""
    state, _ = at_card(duo(), "tomb-of-the-salt-queen")
    held = Accumulated(attribute="sneak", count=2)  # two successes from an earlier attempt
    state = edit(state, lambda s: s.hero("h1").successes.update({"tomb-of-the-salt-queen": held}))
    dice(state, 6, 6)
    hp = state.hero("h1").hp
    out = run(state, Confront(player=P1, encounter="tomb-of-the-salt-queen", attribute="sneak"), "gold", "keep")
    assert out.state.hero("h1").hp <= hp - 1


# Checks R-ABIL-2, R-TEST-8, R-RWD-1.
def test_an_event_tests_once_and_is_discarded_without_reward_R_ABIL_2_R_TEST_8_R_TEST_9_R_RWD_1() -> None:
    """sudden-hailstorm: TEST Sneak 1; failure: lose HP; success: nothing (R-TEST-9)."""
    state = duo()
    plains = next(r for r in state.grid if board.terrain_of(PACK, r) == "plains")
    origin = board.orthogonal(state, plains)[0]
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", origin),
                                   stack(s, "encounter:plains", "sudden-hailstorm")))
    dice(state, 1, 1)
    failed = run(state, Move(player=P1, region=plains), "no")  # no Fate for it
    assert failed.state.hero("h1").hp < state.hero("h1").hp
    assert "sudden-hailstorm" in failed.state.discards["encounter:plains"]
    assert of_kind(failed.events, "event_resolved")[0].passed is False
    assert "encounter_defeated" not in kinds(failed.events)  # no Rewards for an Event
    dice(state, 5, 1)
    passed = run(state, Move(player=P1, region=plains))
    assert passed.state.hero("h1").hp == state.hero("h1").hp
    assert of_kind(passed.events, "event_resolved")[0].passed is True


# Checks R-RWD-9, R-GIFT-TEAM-8.
def test_the_active_hero_shares_team_rewards_R_RWD_9_R_GIFT_TEAM_8() -> None:
    state, region = at_card(duo(), "abandoned-mill")
    state = edit(state, lambda s: setattr(s.hero("h2"), "region", region))
    out = apply(state, TeamUp(player=P1, heroes=["h2"]))
    assert out.state.pending.prompt.player == P2  # the partner must agree (R-GIFT-TEAM-1)
    out = answer(out.state, out.state.pending.prompt.options[0].id)
    assert out.state.team == ["h1", "h2"]
    dice(out.state, 6, 6, 1, 1)  # Study 3 + 1 die for the team (R-GIFT-TEAM-6)
    out = apply(out.state, Confront(player=P1, encounter="abandoned-mill", attribute="study"))
    assert len(of_kind(out.events, "roll")[0].dice) == 4
    prompt = out.state.pending.prompt
    assert prompt.kind == "reward_recipient" and prompt.player == P1
    out = answer(out.state, "h2")
    out = answer(out.state, "gold")
    gold = out.state.hero("h2").gold
    assert gold == state.hero("h2").gold + PACK.encounters["abandoned-mill"].gold


# Checks R-PRQ-6, R-REF-6.
def test_sacrificing_an_asset_for_its_gift_discards_it_R_PRQ_6_R_REF_6() -> None:
    state = edit(duo(), lambda s: (give(s, "h1", "item-green-tonic", "assets"), setattr(s.hero("h1"), "hp", 2),
                                   setattr(s.hero("h1"), "ap", 2)))
    out = run(state, Resolve(player=P1, card="item-green-tonic"))
    h1 = out.state.hero("h1")
    assert "item-green-tonic" not in h1.assets and h1.hp > 2
    assert "item-green-tonic" in out.state.discards["reward:item"]


# Checks R-STR-7, R-RWD-6.
def test_a_hostile_strangers_rewards_are_forced_R_STR_7_R_RWD_6() -> None:
    state, _ = at_card(duo(), "lost-shepherd")
    state = edit(state, lambda s: s.hostile.setdefault("lost-shepherd", []).append("h1"))
    from kilforth.rules.context import Ctx
    from kilforth.rules.rewards import defeat_encounter

    c = Ctx(state=state, pack=PACK)
    defeat_encounter(c, state.hero("h1"), "lost-shepherd", "battle", "fight")  # no question is asked
    assert "lost-shepherd" in state.hero("h1").rumours and "lost-shepherd" not in state.hostile


# Checks R-RWD-4.
def test_the_rumour_step_offers_a_draw_from_the_cards_reward_deck_R_RWD_4() -> None:
    """Keep the defeated card, or draw from the deck its icon shows, named in good English."""
    state, _ = at_card(duo(), "rootbound-crypt")  # a Place with the Item icon, Fight 2
    dice(state, *[6] * 12)
    out = run(state, Confront(player=P1, encounter="rootbound-crypt", attribute="fight"), "gold")
    prompt = out.state.pending.prompt
    assert prompt.kind == "rumour"
    assert [option_label(PACK, o) for o in prompt.options] == ["Keep Rootbound Crypt", "Draw an Item"]
