"""The modes (R-OVW-3) and the number of heroes (R-OVW-4): which games can be set up, what
one player may see of another's hand in a competitive game, and that the cooperative view
hides nothing."""

import pytest

from kilforth.commands import Feat
from kilforth.engine import new_game, view
from kilforth.errors import RuleError
from kilforth.options import GameOptions
from kilforth.render.prompts import said
from kilforth.state import HeroSpec, Prompt

from .helpers import DEFAULT_HEROES, PACK
from .saga_helpers import PRIEST, ROGUE, give, h, start, until_prompt

SEATS = [HeroSpec(player=p, name=f"{r}-{c}", race=r, hero_class=c, saga=s) for p, r, c, s in DEFAULT_HEROES]
FIFTH = HeroSpec(player="p5", name="Fifth", race="orc", hero_class="ranger")


@pytest.mark.parametrize(("mode", "seats", "code", "rule"), [
    ("competitive", SEATS[:1], "hero_count", "R-OVW-3"),
    ("solo", SEATS[:2], "solo_players", "R-OVW-3"),
    ("coop", [*SEATS, FIFTH], "hero_count", "R-OVW-4"),
    ("coop", [], "hero_count", "R-OVW-4"),
], ids=["competitive-alone", "solo-two-players", "five-heroes", "no-hero"])
def test_games_the_modes_do_not_allow_are_refused_R_OVW_3_R_OVW_4(mode: str, seats: list[HeroSpec], code: str,
                                                                    rule: str) -> None:
    """A competitive game needs a rival; in solo one player runs every hero; 1 to 4 heroes."""
    with pytest.raises(RuleError) as refused:
        new_game(GameOptions(mode=mode), seats, seed=1, pack=PACK)
    assert (refused.value.code, refused.value.rule) == (code, rule)


def _feat_prompt(mode: str, viewer: str = "bob") -> dict:
    """Ann completes Chapter 1; the engine asks her which of her two Rumours pays 'villager'."""
    state = start(PRIEST, ROGUE, mode=mode)
    give(state, "h1", "woodcutter-family", "lost-shepherd")
    give(state, "h1", "ally-wandering-friar", zone="assets")
    h(state, "h1").gold = 5
    return view(until_prompt(state, Feat(player="ann")), viewer)


def test_a_competitive_view_hides_another_players_question_naming_their_hand_R_OVW_3() -> None:
    """The Feat prompt lists Ann's Rumours: Bob sees that Ann is choosing, and how many
    choices she has, not which Rumours they are."""
    seen = _feat_prompt("competitive")
    prompt = seen["pending"]["prompt"]
    assert (prompt["player"], prompt["kind"], prompt["options"]) == ("ann", "feat_keyword", 2)
    assert "text" not in prompt
    assert "woodcutter-family" not in str(seen) and "lost-shepherd" not in str(seen)
    assert seen["heroes"][0]["rumours"] == 2


def test_the_asked_player_sees_their_own_question_in_full_R_OVW_3() -> None:
    prompt = _feat_prompt("competitive", "ann")["pending"]["prompt"]
    assert {o["id"] for o in prompt["options"]} == {"woodcutter-family", "lost-shepherd"}
    assert "villager" in said(PACK, Prompt.model_validate(prompt).text)


def test_a_cooperative_view_shows_every_hand_and_question_R_OVW_3() -> None:
    seen = _feat_prompt("coop")
    assert {o["id"] for o in seen["pending"]["prompt"]["options"]} == {"woodcutter-family", "lost-shepherd"}
    assert sorted(seen["heroes"][0]["rumours"]) == ["lost-shepherd", "woodcutter-family"]
