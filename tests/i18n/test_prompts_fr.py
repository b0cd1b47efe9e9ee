"""The engine's questions and their answers in French (issue 19): every kind of prompt the
rules ask, met in seeded games of the base pack or asked by the rule that asks it, is said
with no English word left; the English is the one the state held before the catalogues; and
a state stored by an earlier version, with its English text, still loads and shows it."""

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kilforth.content.effects import DefeatEncounter, ReadyCard
from kilforth.content.pack import load_pack
from kilforth.content.vocabulary import ROMAN
from kilforth.engine import apply, new_game
from kilforth.i18n.names import le
from kilforth.options import GameOptions
from kilforth.render.prompts import (
    as_stored_before,
    option_detail,
    option_label,
    prompt_text,
    question,
)
from kilforth.render.say import ENGLISH, say_for
from kilforth.rules import abilities, board, dice
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx, NeedAnswer
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import AbilityArg, CardArg, GameState, Option, Prompt, TrophyArg, Words, words
from tests.i18n.english import english_words

PACK = load_pack()
FRENCH = say_for(PACK, "fr")
LEGACY = Path(__file__).resolve().parent.parent / "fixtures" / "prompt-legacy-state.json"
# Between them, these games ask every kind of question but the four asked below.
GAMES = [
    (Setup("coop", 4, "heuristic"), 3),
    (Setup("competitive", 3, "heuristic"), 4),
    (Setup("coop", 3, "random"), 6),
    (Setup("coop", 3, "random"), 19),
    (Setup("competitive", 2, "random"), 12),
]
KINDS = {
    "battle", "boost", "buy", "competitive_pressure", "defeat_penalty", "defeat_which", "discard_cost",
    "discard_rumour", "engage_order", "exchange_offer", "exhaust_talent", "fate", "feat_keyword",
    "feat_sacrifice", "flee_to", "gift_window", "hidden_engagement", "limit_of_six", "loot", "peek_deck", "plot_payment",
    "prevent_damage", "ready_card", "reward_recipient", "roll_ability", "rumour", "starting_deck",
    "starting_reward", "talent", "team_invite", "totem", "trophy", "use_ability",
}


def _played() -> list[tuple[GameState, Prompt]]:
    asked = []
    for setup, seed in GAMES:
        specs = deal_heroes(PACK, setup.mode, setup.heroes, random.Random(seed))
        agents = agents_for(setup, specs, seed)
        state = new_game(GameOptions(mode=setup.mode), specs, seed, PACK).state
        while (player := waiting_on(state)) is not None:
            if state.pending is not None:
                asked.append((state, state.pending.prompt))
            state = apply(state, agents[player].act(state, player, PACK), PACK).state
    return asked


def _asked(state: GameState, ask: "callable[[Ctx], object]") -> tuple[GameState, Prompt]:  # type: ignore[valid-type]
    """The question a rule asks, on a copy of `state`."""
    ctx = Ctx(state=state.model_copy(deep=True), pack=PACK)
    with pytest.raises(NeedAnswer) as paused:
        ask(ctx)
    return ctx.state, paused.value.prompt


def _scripted() -> list[tuple[GameState, Prompt]]:
    """The questions no seeded game above asks, each asked by its rule."""
    state = new_game(GameOptions(mode="solo"), deal_heroes(PACK, "solo", 1, random.Random(1)), 1, PACK).state
    hero_id = state.heroes[0].id

    def ready(ctx: Ctx) -> None:
        hero = ctx.state.hero(hero_id)
        hero.exhausted = ["spell-frost-lance", "spell-ember-dart"]
        abilities.run_effects(ctx, hero, [ReadyCard(reward_type="spell")], Situation(), "arcane-spellbound-mind")

    def defeat(ctx: Ctx) -> None:
        hero = ctx.state.hero(hero_id)
        board.update_region(ctx.state, hero.region, encounters=["field-imp", "cinder-fiend"])
        abilities.run_effects(ctx, hero, [DefeatEncounter(subtype="demon")], Situation(), "pious-banishment")

    def discard(ctx: Ctx) -> None:
        hero = ctx.state.hero(hero_id)
        hero.race, hero.rumours = "dark-elf", ["ally-sister-marrow", "ally-cutpurse"]
        src, ability = next((s, a) for s in abilities.hero_sources(ctx, hero) for a in s.abilities
                            if a.id == "dark-elf-blood-pact")
        abilities.pay(ctx, hero, src, ability)

    def boost(ctx: Ctx) -> None:
        hero = ctx.state.hero(hero_id)
        hero.talents, hero.gold = ["pious-tithe-of-valour"], 3
        dice.hero_test(ctx, hero, "fight", Situation(in_combat=True), target=None, need=None, purpose="battle")

    return [_asked(state, ask) for ask in (ready, defeat, discard, boost)]


@pytest.fixture(scope="module")
def prompts() -> list[tuple[GameState, Prompt]]:
    return _played() + _scripted()


def test_every_kind_of_question_is_asked(prompts: list[tuple[GameState, Prompt]]) -> None:
    assert {prompt.kind for _, prompt in prompts} == KINDS


def test_every_question_and_answer_is_said_in_french(prompts: list[tuple[GameState, Prompt]]) -> None:
    """Names of heroes stay as they are; everything else is French, card names and the
    abilities' and cards' details included."""
    for state, prompt in prompts:
        said = prompt_text(state, PACK, prompt, FRENCH)
        names = frozenset(w.lower() for h in state.heroes for w in h.name.split())
        assert not english_words(said, allow=names), (prompt.kind, said)
        assert said != prompt_text(state, PACK, prompt), prompt.kind
        assert Prompt.model_validate_json(prompt.model_dump_json()) == prompt


@pytest.mark.parametrize(("kind", "expected"), [
    ("starting_deck", "dans quel paquet piochez-vous votre Récompense de départ ?"),
    ("buy", "Quelle carte achetez-vous ?"),
    ("loot", "prendre"),
    ("fate", "Faire appel au Destin pour +1 succès ? (une fois par Jour)"),
    ("battle", "Poursuivre le combat ou fuir ?"),
    ("boost", "Payer pour +1 dé à ce test avec"),
    ("ready_card", "Dévoiler quel Sort ?"),
])
def test_questions_read_as_french(prompts: list[tuple[GameState, Prompt]], kind: str, expected: str) -> None:
    state, prompt = next((s, p) for s, p in prompts if p.kind == kind)
    said = question(state, PACK, prompt, FRENCH)
    assert expected in said
    hero = state.hero(prompt.hero).name
    assert said.startswith(f"{hero} : ")


def test_a_card_answer_is_named_and_detailed_in_french(prompts: list[tuple[GameState, Prompt]]) -> None:
    """R-ACT-TRADE-4: the cards offered to buy, by their French names, with their French
    summary (kind, keywords, Gold, Region)."""
    _, prompt = next((s, p) for s, p in prompts if p.kind == "buy")
    for option in prompt.options:
        assert option_label(PACK, option, FRENCH) == FRENCH.card(PACK, option.card)
        detail = option_detail(PACK, option, FRENCH)
        assert "Mots-clés" in detail and "Or" in detail and detail != option_detail(PACK, option)


def test_a_rumour_given_up_says_its_zone_in_french(prompts: list[tuple[GameState, Prompt]]) -> None:
    """R-TEST-6: a Rumour discarded for Fate is labelled with its French name."""
    _, prompt = next((s, p) for s, p in prompts if p.kind == "fate" and len(p.options) > 2)
    rumour = next(o for o in prompt.options if o.zone == "rumour")
    assert option_label(PACK, rumour, FRENCH) == f"Défausser {le(FRENCH.card(PACK, rumour.card))}"
    assert option_detail(PACK, rumour, FRENCH).startswith("Rumeur · ")
    assert option_detail(PACK, rumour, ENGLISH).startswith("Rumour · ")


def test_english_is_said_as_before(prompts: list[tuple[GameState, Prompt]]) -> None:
    """The English the state used to hold: checked here on a few answers whose wording the
    catalogue builds from parts."""
    labels = {option_label(PACK, o) for _, p in prompts for o in p.options}
    assert {"Yes", "No", "Fight on", "Flee", "Draw a Loot token", "Spend a Fate marker"} <= labels
    assert any(label.startswith("Draw an ") or label.startswith("Draw a ") for label in labels)
    state, prompt = next((s, p) for s, p in prompts if p.kind == "starting_deck")
    assert question(state, PACK, prompt) == f"{state.hero(prompt.hero).name}: draw your starting Reward from which deck?"
    assert [option_label(PACK, o) for o in prompt.options] == ["Ally", "Item", "Spell", "Title"]


def test_a_state_paused_by_an_earlier_version_loads_and_shows_its_english() -> None:
    """A game paused on a question before the catalogues holds the question in English: it
    loads, and shows that English in any language, as it was written."""
    raw = json.loads(LEGACY.read_text())
    state = GameState.model_validate(raw)
    assert state.pending is not None
    prompt = state.pending.prompt
    stored = raw["pending"]["prompt"]
    text = prompt_text(state, PACK, prompt, FRENCH)
    assert stored["text"] in text
    for option in stored["options"]:
        assert f"{option['label']} — {option['detail']}" in text if option["detail"] else option["label"] in text
    assert GameState.model_validate_json(state.model_dump_json()) == state


def test_a_state_hash_recorded_by_an_earlier_version_can_be_checked() -> None:
    """The store checks a command replayed from an old log against the hash that version
    recorded (`snapshots.hashes_of`): the state's JSON as that version wrote it is made
    again exactly, its question in English words."""
    raw = LEGACY.read_text().strip()
    assert as_stored_before(GameState.model_validate_json(raw), PACK) == raw


# The questions that name a Chapter, as the version before the catalogues wrote them (its
# f-strings), from the arguments the state keeps.
WRITTEN_BEFORE = {
    "feat_keyword": ("Chapter {chapter} ({gold} Gold): which card pays '{keyword.keyword}'? "
                     "(keyword {nth} of {of})"),
    "talent": "Chapter {chapter} complete: choose your level {level} Talent.",
    "competitive_pressure": ("{hero} completed Chapter {done}: complete your Chapter {chapter} "
                             "now, free of AP, keywords and Gold?"),
}


@pytest.mark.parametrize(("kind", "written"), WRITTEN_BEFORE.items())
def test_a_question_naming_a_chapter_is_made_again_as_an_earlier_version_wrote_it_R_SAGA_1(
        prompts: list[tuple[GameState, Prompt]], kind: str, written: str) -> None:
    """R-SAGA-1: a question names a Chapter by its card's numeral, 'Chapter II'; the version
    before the catalogues wrote 'Chapter 2', and the hashes it recorded still check."""
    state, prompt = next((s, p) for s, p in prompts if p.kind == kind)
    assert isinstance(prompt.text, Words)
    stored = json.loads(as_stored_before(state, PACK))["pending"]["prompt"]["text"]
    assert stored == written.format(**prompt.text.args)
    assert f"Chapter {ROMAN[prompt.text.args['chapter']]}" in question(state, PACK, prompt)


IDS = st.text(max_size=20) | st.sampled_from(["totem:nobody", "field-imp", "ally-cutpurse", "human"])


@given(card=IDS, ability=IDS, trophy=st.integers(-3, 5), lang=st.sampled_from(["en", "fr"]))
def test_cards_abilities_and_trophies_a_pack_lacks_are_said_by_their_ids(
        card: str, ability: str, trophy: int, lang: str) -> None:
    """A state loaded from elsewhere may name a card, an ability or a Trophy this pack does
    not have: its question is still said, naming them by their ids."""
    say = say_for(PACK, lang)
    asked = Prompt(id="1-0", hero="h1", player="p1", kind="use_ability",
                   text=words("prompt-use-ability", card=CardArg(card=card)),
                   options=[Option(id="yes", label=words("prompt-yes"),
                                   detail=words("prompt-ability", ability=AbilityArg(card=card, ability=ability))),
                            Option(id="no", card=card, zone="rumour",
                                   detail=words("prompt-trophy-detail", trophy=TrophyArg(card=card, trophy=trophy))),
                            Option(id="card", card=card)])
    state = GameState.model_validate_json(LEGACY.read_text())
    said = prompt_text(state, PACK, Prompt.model_validate_json(asked.model_dump_json()), say)
    assert said.startswith(f"{state.hero('h1').name}")
