"""What a player may see (kilforth.visibility, DESIGN.md §6): the engine's answer behind
`/card` and the console's `card`."""

from kilforth.state import GameState, Option, Pending, Prompt
from kilforth.visibility import find_visible, visible_cards
from tests.rules.helpers import PACK, give, start, take


def top(state: GameState, deck: str) -> str:
    return state.decks[deck][0]


# Checks R-OTH-1.
def test_own_hand_map_discards_offers_and_heroes_cards_are_visible_R_OTH_1() -> None:
    state = start(heroes=2)
    ana, bo = state.heroes
    dagger, dart, horse = top(state, "reward:item"), top(state, "reward:spell"), top(state, "reward:title")
    give(state, ana.id, dagger)
    take(state, dart)
    state.discards["reward:spell"].append(dart)
    take(state, horse)
    state.revealed.append(horse)
    seen = visible_cards(state, PACK, ana.player)
    assert seen[0] == ana.race
    for card in (dagger, dart, horse, state.grid[0], bo.race, bo.hero_class, bo.saga):
        assert card in seen
    assert len(seen) == len(set(seen))
    assert top(state, "reward:ally") not in seen  # a deck is face down


def test_a_competitive_hand_is_private_to_its_owner() -> None:
    for mode, open_hands in (("coop", True), ("competitive", False)):
        state = start(heroes=2, mode=mode)
        ana, bo = state.heroes
        rumour, asset = top(state, "reward:ally"), top(state, "reward:item")
        give(state, bo.id, rumour)
        give(state, bo.id, asset, "assets")
        seen = visible_cards(state, PACK, ana.player)
        assert (rumour in seen) is open_hands
        assert asset in seen  # an Asset is in play, on the table
        assert rumour in visible_cards(state, PACK, bo.player)


def test_offers_in_a_question_are_visible_to_whoever_must_answer_it() -> None:
    state = start(heroes=2, mode="competitive")
    ana, bo = state.heroes
    card = top(state, "reward:ally")
    prompt = Prompt(id="p1", hero=ana.id, player=ana.player, kind="keep", text="Keep which?",
                    options=[Option(id=f"rumour:{card}", label="it"), Option(id="none", label="none")])
    state.pending = Pending(base=state.model_copy(), command={}, prompt=prompt)
    assert card in visible_cards(state, PACK, ana.player)
    assert card not in visible_cards(state, PACK, bo.player)


def test_find_visible_matches_an_id_or_a_name_whatever_the_case() -> None:
    state = start(heroes=1)
    ana = state.heroes[0]
    race = PACK.races[ana.race].name
    assert find_visible(state, PACK, ana.player, race.upper()) == ana.race
    assert find_visible(state, PACK, ana.player, f"  {ana.race} ") == ana.race
    assert find_visible(state, PACK, ana.player, "Atlantis") is None


def test_the_ancient_is_visible_from_set_up_before_it_arrives_R_SETUP_13() -> None:
    state = start(heroes=1)
    assert not state.ancients_arrived and not any(a.on_map for a in state.ancients)
    ancient = state.ancients[0].id
    assert ancient in visible_cards(state, PACK, state.heroes[0].player)
    assert find_visible(state, PACK, state.heroes[0].player, PACK.names[ancient].upper()) == ancient
    # Its Plots stay in their face-down deck until a Night brings one into play.
    plots = [p for p, card in PACK.plots.items() if card.ancient == ancient]
    assert not set(plots) & set(visible_cards(state, PACK, state.heroes[0].player))
