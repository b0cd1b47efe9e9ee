"""Gift windows inside a Battle (R-TURN-4: a Gift at any moment of the turn, even during an
Engagement): before the Engagements that start a turn, so the hero may Team Up first, and
between rounds where no flee question is asked (an Assault, a team's Battle, a hero who fights
to the end). Offered only while a Gift is possible, one click to go on, and skipped by a
standing preference. h1 is a human warrior, h2 an elf priest; h1 is the First Hero."""

from kilforth.commands import Assault, Camp, Choose, Command, Resolve, SetPreferences, TeamUp
from kilforth.engine import Outcome, apply
from kilforth.legal import legal_commands
from kilforth.render.prompts import said
from kilforth.render.say import say_for
from kilforth.rules import board
from kilforth.sim.agents import HeuristicAgent
from kilforth.state import GameState
from tests.rules.helpers import (
    CITY,
    P1,
    P2,
    PACK,
    assert_sound,
    dice,
    edit,
    give,
    kinds,
    of_kind,
    place,
    refused,
    start,
)
from tests.rules.night_helpers import game_with, ready_to_assault

RAIDERS = "raider-band"  # Fight 3, Health 3
SALVE = "loot-healing-salve-1"  # Gift: heal 2 HP
MOTHER = "mother-of-thorns"
HIT, MISS = 6, 1


def then(out: Outcome, command: Command) -> Outcome:
    """The next command, with the events so far kept in front of its own."""
    after = apply(out.state, command)
    return Outcome(after.state, [*out.events, *after.events])


def go_on(out: Outcome) -> Outcome:
    prompt = out.state.pending.prompt  # type: ignore[union-attr]
    assert prompt.kind == "gift_window"
    return then(out, Choose(player=prompt.player, prompt=prompt.id, option="go_on"))


def settle(out: Outcome) -> Outcome:
    """Answer the questions left (the Rewards') with their first option."""
    while out.state.pending is not None:
        prompt = out.state.pending.prompt
        assert prompt.kind != "gift_window"
        out = then(out, Choose(player=prompt.player, prompt=prompt.id, option=prompt.options[0].id))
    return out


def _beside_raiders(**prefs: object) -> GameState:
    """h1 and h2 side by side on a Region with the Raiders; h1's turn, about to camp."""
    state = start(2, seed=21, first_hero="lowest_sneak")
    region = next(r for r in board.orthogonal(state, CITY) if board.terrain_of(PACK, r) == "plains")

    def arrange(s: GameState) -> None:
        place(s, RAIDERS, region)
        for hero in s.heroes:
            hero.region = region
            hero.prefs = hero.prefs.model_copy(update={"fate": "never", **prefs})
    return edit(state, arrange)


def _team_battle(state: GameState) -> Outcome:
    """h1 camps; h2's turn starts beside the Raiders, and h2 Teams Up with h1 in the window
    (h1 has camped and may still join, R-GIFT-TEAM-3), then goes on."""
    out = apply(state, Camp(player=P1))
    out = then(out, TeamUp(player=P2, heroes=["h1"]))
    invite = out.state.pending.prompt  # type: ignore[union-attr]
    assert (invite.kind, invite.player) == ("team_invite", P1)
    out = then(out, Choose(player=P1, prompt=invite.id, option="accept"))
    return go_on(out)  # an Exchange is still possible, so the window opens again


# Checks R-TURN-1, R-TURN-4, R-GIFT-TEAM-1.
def test_a_hero_teams_up_before_the_engagement_that_starts_their_turn_R_TURN_1_R_TURN_4_R_GIFT_TEAM_1() -> None:
    state = _beside_raiders()
    dice(state, *[MISS] * 2, *[HIT] * 3, *[HIT] * 5, *[MISS] * 3)  # the Raiders fall in round 1
    out = apply(state, Camp(player=P1))
    window = out.state.pending.prompt
    assert (window.kind, window.player, window.allows_gifts) == ("gift_window", P2, True)
    assert [o.id for o in window.options] == ["go_on"]
    assert said(PACK, window.text).startswith("Raider Band is about to engage you.")
    assert "roll" not in kinds(out.events)  # no Battle round yet
    offered = {c.kind for c in legal_commands(out.state, P2)}
    assert offered == {"choose", "team_up", "exchange"}  # only Gifts while it waits
    out = _team_battle(state)
    engaged = of_kind(out.events, "engaged")[0]
    assert engaged.team == ["h2", "h1"] and engaged.surprise is None  # R-GIFT-TEAM-7
    assert [r.tester for r in of_kind(out.events, "roll")] == ["h2", RAIDERS, "h1", RAIDERS]
    assert of_kind(out.events, "encounter_defeated")[0].card == RAIDERS
    out = settle(out)
    assert out.state.team == []  # R-GIFT-TEAM-9
    assert_sound(out.state)


# Checks R-GIFT-RES-1, R-GIFT-TEAM-7.
def test_a_healing_loot_token_is_resolved_between_two_team_battle_rounds_R_GIFT_RES_1_R_GIFT_TEAM_7() -> None:
    state = edit(_beside_raiders(), lambda s: give(s, "h2", SALVE, zone="loot"))
    # Round 1: nobody hits, the Raiders hit each hero once; round 2: three hits fell them.
    dice(state, *[MISS] * 2, HIT, MISS, MISS, *[MISS] * 5, HIT, MISS, MISS,
         HIT, HIT, MISS, MISS, MISS, HIT, MISS, MISS, MISS, MISS, MISS, MISS, MISS)
    out = _team_battle(state)
    window = out.state.pending.prompt
    assert window.kind == "gift_window" and window.player == P2
    assert said(PACK, window.text) == ("Round 1: Raider Band has 3 HP left, you have 3. "
                                      "A Gift before the next round (Resolve, Exchange…), or go on?")
    assert said(PACK, window.text, say_for(PACK, "fr")).startswith("Manche 1 : il reste 3 PV")
    out = then(out, Resolve(player=P2, card=SALVE))
    assert out.state.hero("h2").hp == 4 and SALVE not in out.state.hero("h2").loot
    out = go_on(out)  # the window opens again while an Exchange is possible
    rounds = [(r.hero, r.round, r.hero_hp) for r in of_kind(out.events, "battle_round")]
    assert rounds == [("h2", 1, 3), ("h1", 1, 3), ("h2", 2, 4), ("h1", 2, 3)]
    out = settle(out)
    assert out.state.team == []
    assert_sound(out.state)


# Checks R-GIFT-AS-5, R-GIFT-RES-1.
def test_a_healing_loot_token_is_resolved_between_two_assault_rounds_R_GIFT_AS_5_R_GIFT_RES_1() -> None:
    """An Assault is fought to the end with no flee question (R-GIFT-AS-5): the window
    between its rounds is where the hero Resolves a Healing Salve."""
    state = edit(ready_to_assault(game_with({"hollow-king", MOTHER}, first_hero="lowest_sneak"), MOTHER),
                 lambda s: give(s, "h1", SALVE, zone="loot"))
    dice(state, HIT, *[MISS] * 4, HIT, HIT, *[MISS] * 3, HIT, *[MISS] * 4, *[HIT] * 4, MISS)
    out = apply(state, Assault(player=P1, ancient=MOTHER))
    window = out.state.pending.prompt
    assert window.kind == "gift_window" and out.state.hero("h1").hp == 2
    assert {c.kind for c in legal_commands(out.state, P1)} == {"choose", "resolve"}  # no Assault in an Assault
    out = then(out, Resolve(player=P1, card=SALVE))
    assert out.state.pending is None  # no Gift left to make: the Assault went on at once
    heal = next(i for i, e in enumerate(out.events) if e.kind == "changed" and e.what == "hp" and e.delta == 2)
    rounds = [i for i, e in enumerate(out.events) if e.kind == "battle_round"]
    assert rounds[0] < heal < rounds[1]
    assert [e.hero_hp for e in of_kind(out.events, "battle_round")] == [2, 0]
    assert out.state.hero("h1").removed  # R-GIFT-AS-8
    assert_sound(out.state)


# Checks R-TURN-4.
def test_no_window_without_a_possible_gift_or_for_a_hero_who_skips_them_R_TURN_4() -> None:
    """h2 fights to the end, so no flee question comes between rounds. Alone with the Raiders
    and nothing to Resolve, the Battle starts and runs on at once; beside h1, the standing
    preference `skip_gift_windows` does the same."""
    two_rounds = [HIT, HIT, MISS, MISS, MISS, HIT, MISS, MISS, MISS, MISS]
    alone = edit(_beside_raiders(fight_to_the_end=True), lambda s: setattr(s.hero("h1"), "region", CITY))
    dice(alone, *two_rounds)
    out = apply(alone, Camp(player=P1))
    assert [r.foe_hp for r in of_kind(out.events, "battle_round")] == [1, 0]
    assert "gift_window" not in [e.prompt.kind for e in of_kind(out.events, "prompt_opened")]
    skipping = apply(_beside_raiders(fight_to_the_end=True),
                     SetPreferences(player=P2, skip_gift_windows=True)).state
    assert skipping.hero("h2").prefs.skip_gift_windows
    dice(skipping, *two_rounds)
    out = apply(skipping, Camp(player=P1))
    assert of_kind(out.events, "engaged")[0].team == []
    assert [r.foe_hp for r in of_kind(out.events, "battle_round")] == [1, 0]
    assert "gift_window" not in [e.prompt.kind for e in of_kind(out.events, "prompt_opened")]


# Checks R-GIFT-TEAM-1, R-GIFT-AS-4.
def test_no_team_up_or_assault_in_the_middle_of_a_battle_R_GIFT_TEAM_1_R_GIFT_AS_4() -> None:
    state = edit(_beside_raiders(), lambda s: give(s, "h2", SALVE, zone="loot"))
    dice(state, *[MISS] * 2, HIT, MISS, MISS, *[MISS] * 5, HIT, MISS, MISS)
    out = _team_battle(state)
    paused = out.state
    assert paused.turn.fighting == RAIDERS and paused.pending.prompt.kind == "gift_window"
    refusal = refused(paused, TeamUp(player=P2, heroes=["h1"]), "in_battle")
    assert "formed before" in refusal.message and refusal.rule == "R-GIFT-TEAM-1"
    assert "team_up" not in {c.kind for c in legal_commands(paused, P2)}


# ------------------------------------------------------------------ the computer players

# Checks R-GIFT-TEAM-1, R-GIFT-RES-1.
def test_the_computer_players_use_the_windows_when_it_helps_R_GIFT_TEAM_1_R_GIFT_RES_1() -> None:
    """Before an Engagement h2 would likely lose alone (Fight 2 against the Raiders' 3), the
    heuristic player Teams Up; with a team already, it goes on; hurt between two rounds, it
    Resolves its Healing Salve."""
    agent = HeuristicAgent(seed=0)
    state = edit(_beside_raiders(), lambda s: give(s, "h2", SALVE, zone="loot"))
    dice(state, *[MISS] * 2, HIT, MISS, MISS, *[MISS] * 5, HIT, MISS, MISS)
    window = apply(state, Camp(player=P1)).state
    assert agent.act(window, P2, PACK) == TeamUp(player=P2, hero="h2", heroes=["h1"])
    teamed = _team_battle(state)
    between = teamed.state.pending.prompt
    assert between.kind == "gift_window" and teamed.state.hero("h2").hp == 3
    assert agent.act(teamed.state, P2, PACK) == Resolve(player=P2, hero="h2", card=SALVE)
    joined = apply(window, TeamUp(player=P2, heroes=["h1"]))
    joined = then(joined, Choose(player=P1, prompt=joined.state.pending.prompt.id, option="accept"))
    again = joined.state.pending.prompt
    assert again.kind == "gift_window"
    assert agent.act(joined.state, P2, PACK) == Choose(player=P2, hero="h2", prompt=again.id, option="go_on")
