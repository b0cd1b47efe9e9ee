"""Names typed at the console resolve only among what the player sees or holds for that
command (`Scope`): by name, id or unique prefix, in any case; of two copies of a card, the
one the hero holds; anything else is refused with the list of what is in scope. The cases
are those a new player met (issue 12)."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kilforth.commands import Choose, Command, Discover, Exchange, Overcome, Resolve, Trade
from kilforth.console import InputError, Local, Parser
from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.errors import RuleError
from kilforth.options import GameOptions
from kilforth.render.prompts import option_label
from kilforth.rules import board
from kilforth.state import GameState, HeroSpec
from tests.rules.helpers import edit, give, place

PACK = load_pack()
CLOVERS = ("loot-four-leaf-clover-1", "loot-four-leaf-clover-2")
SIGNET = "item-merchants-signet"
BOW = "item-hunters-bow"


def started(mode: str = "coop") -> GameState:
    """Two heroes on Day 1, starting Rewards taken, Ann to act in the City."""
    heroes = [HeroSpec(player="p1", name="Ann", race="human", hero_class="warrior", saga="take-the-fortress"),
              HeroSpec(player="p2", name="Bors", race="halfling", hero_class="rogue",
                       saga="assassinate-the-lord")]
    # R-SETUP-15 ⚙: the lower Sneak (Ann's) goes first.
    state = new_game(GameOptions(mode=mode, first_hero="lowest_sneak"), heroes, 1, PACK).state
    while state.pending is not None:
        prompt = state.pending.prompt
        state = apply(state, Choose(player=prompt.player, prompt=prompt.id, option=prompt.options[0].id)).state
    assert state.turn is not None and state.turn.hero == "h1"
    return state


@pytest.fixture(scope="module")
def base() -> GameState:
    return started()


def parse(state: GameState, line: str) -> Command:
    parsed = Parser(PACK).parse(line, state, "p1")
    assert not isinstance(parsed, Local)
    return parsed


def refusal(state: GameState, line: str) -> str:
    with pytest.raises(InputError) as info:
        Parser(PACK).parse(line, state, "p1")
    return str(info.value)


def test_a_duplicate_card_resolves_to_the_copy_the_hero_holds(base: GameState) -> None:
    """R-GIFT-RES-1: Ann resolves her own Loot token, whichever copy of the pack it is."""
    state = edit(base, lambda s: give(s, "h1", CLOVERS[1], "loot"))
    assert parse(state, "resolve four-leaf clover") == Resolve(player="p1", card=CLOVERS[1])
    assert parse(state, "RESOLVE four") == Resolve(player="p1", card=CLOVERS[1])


def test_two_copies_held_are_not_an_ambiguity(base: GameState) -> None:
    state = edit(base, lambda s: [give(s, "h1", c, "loot") for c in CLOVERS])
    command = parse(state, "resolve four-leaf")
    assert isinstance(command, Resolve) and command.card in CLOVERS


def test_a_card_the_hero_does_not_hold_is_refused_with_what_they_can_resolve(base: GameState) -> None:
    """`resolve dagger` once listed 12 unrelated cards of the pack."""
    state = edit(base, lambda s: give(s, "h1", CLOVERS[0], "loot"))
    message = refusal(state, "resolve dagger")
    assert message == "'dagger' is not a card of yours with a Gift. You can name: Four-Leaf Clover."
    # Bors's copy is not Ann's to resolve, though its name is the same.
    state = edit(base, lambda s: give(s, "h2", CLOVERS[0], "loot"))
    assert refusal(state, "resolve four-leaf clover") == (
        "'four-leaf clover' is not a card of yours with a Gift. There is none now.")


def test_discover_looks_only_among_the_rumours_in_hand(base: GameState) -> None:
    """`discover signet` once matched a Totem (Signet of the Fallen Lord, Bors's Saga)."""
    state = edit(base, lambda s: give(s, "h1", SIGNET))
    assert parse(state, "discover signet") == Discover(player="p1", card=SIGNET)
    assert parse(state, "discover merchant prince's") == Discover(player="p1", card=SIGNET)
    assert parse(state, f"discover {SIGNET}") == Discover(player="p1", card=SIGNET)
    message = refusal(state, "discover signet of the fallen lord")
    assert message.startswith("'signet of the fallen lord' is not a Rumour in your hand. You can name: ")
    assert "Merchant Prince's Signet" in message


def test_overcome_names_the_encounters_of_the_heros_region(base: GameState) -> None:
    """R-GIFT-OV-1: only an Encounter in the hero's Region can be overcome."""
    here = base.hero("h1").region
    state = edit(base, lambda s: place(s, "lost-children", here))
    assert parse(state, "overcome lost children") == Overcome(player="p1", encounter="lost-children")
    elsewhere = board.orthogonal(base, here)[0]
    state = edit(base, lambda s: place(s, "lost-children", elsewhere))
    message = refusal(state, "overcome lost children")
    assert message.startswith("'lost children' is not an Encounter in your Region.")
    assert "lost-children" not in message


def test_the_engine_names_the_encounter_it_cannot_find_by_its_name(base: GameState) -> None:
    """The refusal that once answered with an internal id (R-GIFT-OV-1)."""
    with pytest.raises(RuleError) as info:
        apply(base, Overcome(player="p1", encounter="lost-children"))
    assert "Lost Children" in info.value.message and "lost-children" not in info.value.message


def test_sale_and_exchange_look_among_each_heros_own_cards(base: GameState) -> None:
    def deal(s: GameState) -> None:
        give(s, "h1", SIGNET)
        give(s, "h2", CLOVERS[1], "loot")
        s.hero("h2").region = s.hero("h1").region

    state = edit(base, deal)
    assert parse(state, "trade sell signet") == Trade(player="p1", sell=[SIGNET])
    exchange = parse(state, "exchange bors give signet take four-leaf clover")
    assert isinstance(exchange, Exchange)
    assert (exchange.give.cards, exchange.take.cards) == ([SIGNET], [CLOVERS[1]])
    assert refusal(state, "exchange bors take signet").startswith("'signet' is not a card Bors holds.")


def test_a_list_of_names_may_give_each_by_the_beginning_of_one_of_its_words(base: GameState) -> None:
    """R-ACT-TRADE-1: several cards sold at once, each named short, as any one name is."""
    state = edit(base, lambda s: (give(s, "h1", SIGNET), give(s, "h1", BOW)))
    assert parse(state, "trade sell signet, bow") == Trade(player="p1", sell=[SIGNET, BOW])
    assert parse(state, "trade sell merch hunt") == Trade(player="p1", sell=[SIGNET, BOW])
    assert "is not a card you can sell" in refusal(state, "trade sell signet, sword")


@pytest.mark.parametrize(("line", "field"), [("trade heal 0", "heal"), ("trade heal 100", "heal"),
                                             ("exchange bors give 100000 gold", "gold")])
def test_a_number_out_of_bounds_is_refused_naming_the_field(base: GameState, line: str, field: str) -> None:
    assert re.fullmatch(rf"'{line}' cannot be played: {re.escape(field)} must be (at least|at most) \d+\.",
                        refusal(base, line))


def test_while_a_question_is_open_other_input_lists_its_options() -> None:
    state = new_game(GameOptions(mode="solo"), [HeroSpec(player="p1", name="Ann", race="human",
                     hero_class="warrior", saga="take-the-fortress")], 1, PACK).state
    assert state.pending is not None
    for line in ("search", "move greyspire peaks", "fly away", "9"):
        message = refusal(state, line)
        assert message.startswith("Answer the open question with a number from 1 to ")
        assert f"  1. {option_label(PACK, state.pending.prompt.options[0])}" in message


# Words a player might type, mixed with anything at all: command words, names, numbers.
WORDS = st.sampled_from(["move", "confront", "resolve", "discover", "overcome", "trade", "buy", "sell", "heal",
                         "exchange", "give", "take", "gold", "use", "clear", "assault", "team-up", "feat",
                         "hostile", "fight", "bors", "ann", "four-leaf", "clover", "signet", "2", "0", ",", "-"])


@settings(max_examples=300, deadline=None)
@given(line=st.lists(WORDS | st.text(max_size=12) | st.integers(-10**30, 10**30).map(str)
                     | st.from_regex(r"\A[0-9²٣]{1,25}\Z"), max_size=8).map(" ".join))
def test_any_line_is_a_command_or_a_clear_refusal(line: str) -> None:
    state = _HOSTILE_STATE
    before = state.model_dump_json()
    try:
        parsed = Parser(PACK).parse(line, state, "p1")
    except InputError as exc:
        assert str(exc)
    else:
        assert isinstance(parsed, Local) or parsed.player == "p1"
    assert state.model_dump_json() == before


_HOSTILE_STATE = edit(started(), lambda s: [give(s, "h1", CLOVERS[0], "loot"), give(s, "h1", SIGNET)])


def test_tab_completion_offers_the_players_own_cards_and_never_another_hand() -> None:
    """R-SETUP-10: hands may be kept secret, and a competitive game keeps them so."""
    def deal(s: GameState) -> None:
        give(s, "h1", CLOVERS[0], "loot")
        give(s, "h2", CLOVERS[1], "loot")
        give(s, "h2", SIGNET)

    state = edit(started("competitive"), deal)
    parser = Parser(PACK)
    assert parser.names_for("resolve", state, "p1") == {"Four-Leaf Clover"}
    assert "Merchant Prince's Signet" not in parser.names_for("discover", state, "p1")
    assert {"Ann", "Bors"} <= parser.names_for("exchange", state, "p1")
    assert {"Greyspire Peaks", "Lanternholm"} <= parser.names_for("look", state, "p1")
    assert {"Fight", "hostile"} <= parser.names_for("confront", state, "p1")


def test_a_rival_s_hand_cannot_be_named_in_an_exchange() -> None:
    """R-SETUP-10, R-GIFT-EX-2: a competitive rival's Rumours stay secret; their Loot is in play."""
    def deal(s: GameState) -> None:
        give(s, "h2", SIGNET)
        give(s, "h2", CLOVERS[1], "loot")
        s.hero("h2").region = s.hero("h1").region

    state = edit(started("competitive"), deal)
    exchange = parse(state, "exchange bors take four-leaf clover")
    assert isinstance(exchange, Exchange) and exchange.take.cards == [CLOVERS[1]]
    assert refusal(state, "exchange bors take signet") == (
        "'signet' is not a card Bors holds in play. You can name: Four-Leaf Clover.")
