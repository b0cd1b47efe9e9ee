"""The modes (R-OVW-3): what one player may see of another's hand in a competitive game,
and that the cooperative view hides nothing."""

from kilforth.commands import Feat
from kilforth.engine import view

from .saga_helpers import PRIEST, ROGUE, give, h, start, until_prompt


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
    assert "villager" in prompt["text"]


def test_a_cooperative_view_shows_every_hand_and_question_R_OVW_3() -> None:
    seen = _feat_prompt("coop")
    assert {o["id"] for o in seen["pending"]["prompt"]["options"]} == {"woodcutter-family", "lost-shepherd"}
    assert sorted(seen["heroes"][0]["rumours"]) == ["lost-shepherd", "woodcutter-family"]
