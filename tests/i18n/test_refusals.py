"""The engine's refusals in both languages (issue 19): every raise names its catalogue message,
the English a player reads is the catalogue's English, and the French holds no English word."""

import ast
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kilforth
from kilforth.commands import Command, Confront, Feat, Move
from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.errors import RuleError
from kilforth.events import ChapterCompleted
from kilforth.i18n.names import a, le
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.render.prompts import option_label, question
from kilforth.render.refusals import refusal_text
from kilforth.render.say import ENGLISH, say_for
from kilforth.render.text import event_line, reason_text
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import deal_heroes
from kilforth.state import GameState
from tests.i18n.english import english_words
from tests.rules import helpers, saga_helpers
from tests.rules.test_actions import REFUSALS
from tests.sim.test_fuzz import Fuzzer

BASE = load_pack()
FR = say_for(BASE, "fr")
KILFORTH = Path(kilforth.__file__).parent


# ------------------------------------------------------------------ every raise has a key

def _rule_errors() -> Iterator[tuple[str, ast.Call]]:
    """Every `RuleError(...)` the engine builds. The store and the console raise refusals of
    their own, about lobbies and typing, which their own tests hold to the same contract."""
    for path in sorted(KILFORTH.rglob("*.py")):
        rel = path.relative_to(KILFORTH)
        if rel.parts[0] == "store" or rel.as_posix() == "console.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "RuleError":
                yield f"{rel.as_posix()}:{node.lineno}", node


def _key(call: ast.Call) -> str | None:
    given_key = next((k.value for k in call.keywords if k.arg == "key"), None)
    match given_key:
        case ast.Call(func=ast.Name(id="msgid"), args=[ast.Constant(value=str() as key)]):
            return key
    return None


def test_every_engine_refusal_names_a_refusal_message_and_writes_no_english_of_its_own() -> None:
    raises = list(_rule_errors())
    assert len(raises) > 100, "the walk finds the engine's raises"
    unnamed = [where for where, call in raises
               if not (_key(call) or "").startswith("refusal-")]
    assert unnamed == [], "a refusal without a literal key=msgid('refusal-…')"
    written = [where for where, call in raises
               if len(call.args) > 1 or any(k.arg == "message" for k in call.keywords)]
    assert written == [], "a refusal whose English is written at the raise, not in refusals.ftl"


# ------------------------------------------------------------------ real refusals

def _start(seed: int, rng: random.Random) -> GameState:
    mode = rng.choice(["solo", "coop", "competitive"])
    count = rng.choice([1, 2, 4]) if mode != "competitive" else rng.choice([2, 3])
    specs = deal_heroes(BASE, mode, count, random.Random(seed))  # type: ignore[arg-type]
    return new_game(GameOptions(mode=mode), specs, seed, BASE).state  # type: ignore[arg-type]


def _fuzzed_refusals() -> list[tuple[RuleError, Command, GameState]]:
    """The refusals of a few fuzzed games (tests/sim/test_fuzz.py): legal commands to move
    the game on, nonsense and commands out of turn to be refused."""
    found = []
    for seed in range(4):
        fuzz = Fuzzer(seed)
        state = _start(seed, fuzz.rng)
        for _ in range(300):
            if state.result is not None:
                break
            player = waiting_on(state)
            if player is not None and fuzz.rng.random() < 0.5:
                command = fuzz.rng.choice(legal_commands(state, player, BASE))
            else:
                command = fuzz.command(state)
            try:
                state = apply(state, command, BASE).state
            except RuleError as refusal:
                found.append((refusal, command, state))
    return found


FUZZED = _fuzzed_refusals()


def _typed(command: Command, state: GameState) -> frozenset[str]:
    """Words a refusal may quote back without being English: what the player typed, the
    heroes' names, and the question open (its words are the prompts' renderer's)."""
    quoted = {str(v) for v in command.model_dump().values() if isinstance(v, str)}
    quoted |= {str(c) for v in command.model_dump().values() if isinstance(v, list | dict) for c in v}
    quoted |= {h.name for h in state.heroes}
    if state.pending is not None:
        prompt = state.pending.prompt
        quoted.add(question(state, BASE, prompt, FR))
        quoted |= {option_label(BASE, o, FR) for o in prompt.options}
    return frozenset(w.lower() for text in quoted for w in english_words(text))


def test_fuzzed_games_raise_many_kinds_of_refusal() -> None:
    assert len({err.key for err, _, _ in FUZZED}) >= 20


@pytest.mark.parametrize(("err", "command", "state"), FUZZED[:400],
                         ids=[f"{n}-{err.code}" for n, (err, _, _) in enumerate(FUZZED[:400])])
def test_a_refusal_reads_in_french_with_no_english_and_in_english_as_its_message(
        err: RuleError, command: Command, state: GameState) -> None:
    assert err.key is not None
    assert refusal_text(err, BASE, ENGLISH) == str(err)
    french = refusal_text(err, BASE, FR)
    assert english_words(french, allow=_typed(command, state)) == set(), french
    assert french.endswith(f"({err.rule})") if err.rule else True


@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_the_scripted_action_refusals_read_in_french(code: str) -> None:
    """The table of R-ACT-3's restrictions (tests/rules/test_actions.py), in French; the
    frozen rules pack shares the base pack's card ids, so its French names."""
    build, command, rule_id, _ = REFUSALS[code]
    state = build()
    with pytest.raises(RuleError) as info:
        apply(state, command, helpers.PACK)
    french = refusal_text(info.value, helpers.PACK, FR)
    assert french.endswith(f"({rule_id})")
    assert english_words(french, allow=_typed(command, state)) == set(), french


# ------------------------------------------------------------------ the words themselves

def _refusal(state: GameState, command: Command) -> RuleError:
    with pytest.raises(RuleError) as info:
        apply(state, command, helpers.PACK)
    return info.value


def test_attributes_cards_and_lists_are_said_in_french_R_ACT_CONF_3() -> None:
    state = REFUSALS["which_attribute"][0]()
    hero = state.heroes[0]
    err = _refusal(state, Confront(player=hero.player, encounter=state.regions[hero.region].encounters[0],
                                   attribute="fight"))
    french = refusal_text(err, helpers.PACK, FR)
    name = FR.card(helpers.PACK, state.regions[hero.region].encounters[0])
    assert f"Vous ne pouvez pas utiliser Combat contre {le(name)} :" in french
    assert "Permis : Furtivité, Savoir." in french
    assert refusal_text(err, helpers.PACK) == str(err)
    assert "You cannot use Fight against" in str(err) and "Allowed: Sneak, Study." in str(err)


def test_the_reachable_regions_are_said_by_their_french_names_R_ACT_MOVE_1() -> None:
    state = REFUSALS["already_there"][0]()
    hero = state.heroes[0]
    err = _refusal(state, Move(player=hero.player, region=hero.region))
    french = refusal_text(err, helpers.PACK, FR)
    reachable = ", ".join(FR.card(helpers.PACK, r) for r in err.params["reachable"])  # type: ignore[union-attr]
    assert french == (f"Vous êtes déjà {a(FR.card(helpers.PACK, hero.region))}. "
                      f"Vous pouvez vous déplacer vers : {reachable}. (R-ACT-MOVE-1)")


def test_a_plural_comes_from_the_french_catalogue_R_ACT_FEAT_4() -> None:
    once = RuleError("keyword_paid_twice", rule="R-ACT-FEAT-4", key="refusal-keyword-paid-twice",
                     params={"keyword": "enemy", "paid": 2, "chapter": 1, "wanted": 1})
    twice = RuleError("keyword_paid_twice", rule="R-ACT-FEAT-4", key="refusal-keyword-paid-twice",
                      params={"keyword": "enemy", "paid": 3, "chapter": 1, "wanted": 2})
    assert "ne le demande qu'une fois" in refusal_text(once, BASE, FR)
    assert "ne le demande que 2 fois" in refusal_text(twice, BASE, FR)
    assert once.message == "'enemy' is paid 2 times but Chapter I asks for it 1 time(s)."


def test_a_refusal_and_an_event_name_a_chapter_by_the_numeral_on_its_card_R_SAGA_1() -> None:
    """R-SAGA-1, R-ACT-FEAT-4, R-ACT-FEAT-5: the Saga card numbers its Chapters I to IV, and the
    refusals and events say them so in both languages; the engine keeps the integer."""
    state = saga_helpers.start()
    hero = state.hero("h1")
    hero.chapter, hero.gold = 2, 5
    err = saga_helpers.refused(state, Feat(player="ann", payment=[]), "unpaid_keyword",
                               "R-ACT-FEAT-4")
    assert err.params["chapter"] == 2
    assert refusal_text(err, helpers.PACK).startswith("Chapter II still needs: ")
    assert refusal_text(err, helpers.PACK, FR).startswith("Le Chapitre II demande encore : ")
    done = ChapterCompleted(hero="h1", chapter=2, free=False)
    assert event_line(state, helpers.PACK, done) == "📜 Ann completes Chapter II."
    assert event_line(state, helpers.PACK, done, FR) == "📜 Ann achève le Chapitre II."
    assert (reason_text(helpers.PACK, "chapter_2"), reason_text(helpers.PACK, "chapter_2", FR)) == (
        "Chapter II", "Chapitre II")


@settings(max_examples=60, deadline=None)
@given(region=st.text(min_size=1, max_size=60))
def test_any_region_typed_is_quoted_back_and_changes_nothing_R_ACT_MOVE_1(region: str) -> None:
    state = REFUSALS["already_there"][0]()
    hero = state.heroes[0]
    if region in state.regions:
        return
    before = state.model_dump_json()
    err = _refusal(state, Move(player=hero.player, region=region))
    assert err.code == "no_such_region" and state.model_dump_json() == before
    assert f"« {region} »" in refusal_text(err, helpers.PACK, FR)
    assert f"'{region}'" in err.message


def test_a_refusal_without_a_message_key_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="needs a catalogue key"):
        RuleError("anything")
