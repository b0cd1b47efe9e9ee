"""The message catalogues (issue 19): every language holds exactly the keys the code uses,
each message takes the same arguments in every language, and the glossary's terms are
written once and used."""

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor
from hypothesis import given
from hypothesis import strategies as st

from kilforth.content.pack import load_pack
from kilforth.content.vocabulary import (
    ACTION_KINDS,
    ATTRIBUTES,
    ENCOUNTER_TYPES,
    REWARD_TYPES,
    SUBTYPES_BY_TYPE,
    TERRAINS,
    UNIQUE_KEYWORDS,
)
from kilforth.engine import new_game
from kilforth.events import (
    BecameHostile,
    CardDiscarded,
    EncounterPlaced,
    Event,
    EventResolved,
    RegionGloomed,
)
from kilforth.i18n import (
    LANGS,
    Lang,
    MissingMessage,
    UnknownLanguage,
    catalogue_files,
    language,
    t,
)
from kilforth.options import GameOptions
from kilforth.render.say import say_for
from kilforth.render.text import event_line
from kilforth.state import HeroSpec

from .command_line import command_line_keys
from .command_tree import command_keys

ROOT = Path(__file__).resolve().parents[2]
CODE = [p for d in ("kilforth", "commands") for p in sorted((ROOT / d).rglob("*.py"))] + [ROOT / "bot.py"]


def _resources(lang: str) -> list[ftl.Resource]:
    parser = FluentParser()
    return [parser.parse(p.read_text(encoding="utf-8")) for p in catalogue_files(lang)]


class _Refs(Visitor):
    """The variables and terms a catalogue entry refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.terms: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        self.terms.add(node.id.name)
        self.generic_visit(node)


def _entries(lang: str) -> Iterator[ftl.Message | ftl.Term]:
    for resource in _resources(lang):
        for entry in resource.body:
            assert not isinstance(entry, ftl.Junk), f"{lang}: cannot parse {entry.content!r}"
            if isinstance(entry, ftl.Message | ftl.Term):
                yield entry


def _refs(entry: ftl.Message | ftl.Term) -> _Refs:
    refs = _Refs()
    refs.visit(entry)
    return refs


def _messages(lang: str) -> dict[str, ftl.Message]:
    found: dict[str, ftl.Message] = {}
    for entry in _entries(lang):
        if isinstance(entry, ftl.Message):
            assert entry.id.name not in found, f"{lang}: message '{entry.id.name}' twice"
            found[entry.id.name] = entry
    return found


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def keys_in_code() -> set[str]:
    """Literal keys of `t(lang, "key", …)` and `say("key", …)` / `self.say("key", …)` calls (a
    renderer's `Say`) and of `msgid("key")` marks in the code."""
    keys: set[str] = set()
    for path in CODE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            # `say(...)`, or a `Say` kept on an object: `self.say(...)`.
            name = (node.func.id if isinstance(node.func, ast.Name)
                    else node.func.attr if isinstance(node.func, ast.Attribute) else None)
            if name == "t" and len(node.args) >= 2:
                key = _literal(node.args[1])
            elif name == "say" and node.args:
                key = _literal(node.args[0])
            elif name == "msgid" and node.args:
                key = _literal(node.args[0])
                assert key, f"{path.name}:{node.lineno}: msgid takes a literal key"
            else:
                continue
            if key:
                keys.add(key)
    return keys


def test_the_code_finds_its_keys_by_reading_its_source() -> None:
    # The walk must see both ways of naming a key, or the next test proves nothing.
    found = keys_in_code()
    assert {"trigger-dawn", "cost-exhaust", "limit", "field-keywords"} <= found


@cache
def keys_used() -> frozenset[str]:
    """The keys of the code, and those the command tree's translator and the command lines'
    texts ask for."""
    return frozenset(keys_in_code() | command_keys() | command_line_keys())


def test_the_command_trees_words_are_found_through_its_translator() -> None:
    assert {"cmd-move", "cmd-kilforth-new-opt-mode-desc", "cmd-opt-mode-choice-coop",
            "cmd-kilforth-admin-undo"} <= command_keys()


@pytest.mark.parametrize("lang", LANGS)
def test_a_catalogue_holds_every_key_the_code_uses_and_no_other(lang: str) -> None:
    used, held = keys_used(), set(_messages(lang))
    assert sorted(used - held) == [], f"missing from '{lang}'"
    assert sorted(held - used) == [], f"unused in '{lang}'"


def test_each_message_takes_the_same_arguments_in_every_language() -> None:
    english = {key: _refs(m).variables for key, m in _messages("en").items()}
    for lang in LANGS:
        other = {key: _refs(m).variables for key, m in _messages(lang).items()}
        differing = {k: (v, other.get(k)) for k, v in english.items() if other.get(k) != v}
        assert differing == {}, f"'{lang}' differs from 'en' (en, {lang})"


@pytest.mark.parametrize("lang", LANGS)
def test_every_term_is_defined_once_and_used(lang: str) -> None:
    entries = list(_entries(lang))
    terms = [e.id.name for e in entries if isinstance(e, ftl.Term)]
    assert len(terms) == len(set(terms))
    used = set().union(*(_refs(e).terms for e in entries))
    assert sorted(used - set(terms)) == [], "referred to, never defined"
    assert sorted(set(terms) - used) == [], "defined, never used"


def test_the_glossary_words_come_from_the_terms() -> None:
    assert t("en", "trigger-after-assault") == "After an Assault that leaves the Ancient standing"
    assert t("fr", "trigger-after-assault") == "Après un Assaut qui laisse l'Ancien debout"


def test_french_plurals_come_from_the_catalogue() -> None:
    assert t("fr", "limit", uses=1, per="day") == "une fois par Jour"
    assert t("fr", "limit", uses=3, per="battle") == "jusqu'à 3 fois par Bataille"
    assert t("en", "limit", uses=2, per="game") == "up to 2 times per game"


def test_french_agreement_follows_the_rewards_type() -> None:
    assert t("fr", "cost-discard-rumour", type="spell") == "défaussez une Rumeur de Sort"
    assert t("fr", "cost-discard-rumour", type="ally") == "défaussez une Rumeur d'Allié"
    assert t("en", "cost-sacrifice-asset", type="item") == "sacrifice an Item Asset"


def test_a_missing_key_is_an_error_not_a_fallback() -> None:
    with pytest.raises(MissingMessage, match="no-such-key"):
        t("fr", "no-such-key")


def test_a_missing_argument_is_an_error() -> None:
    with pytest.raises(MissingMessage, match="cost-pay-gold"):
        t("en", "cost-pay-gold")


@pytest.mark.parametrize("lang", LANGS)
def test_an_argument_however_long_is_put_in_cut_short(lang: str) -> None:
    """Fluent refuses an argument over 2,500 characters; a player's text can be longer."""
    said = t(lang, "console-unknown-command", word="y" * 20_000)
    assert "y" * 2000 + "…" in said and "y" * 2001 not in said


def test_a_language_the_bot_lacks_is_refused_by_t() -> None:
    with pytest.raises(UnknownLanguage, match="pass a language through"):
        t("de", "cost-exhaust")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("tag", "lang"),
    [("fr", "fr"), ("fr-FR", "fr"), ("FR_ca", "fr"), ("en-GB", "en"), ("de", "en"), ("pt-BR", "en")],
)
def test_a_language_tag_chooses_the_bots_language_else_english(tag: str, lang: str) -> None:
    assert language(tag) == lang


@pytest.mark.parametrize("tag", ["", "f", "fr-", "français", "fr FR", "../fr"])
def test_a_malformed_language_tag_is_refused(tag: str) -> None:
    with pytest.raises(UnknownLanguage, match="not a language tag"):
        language(tag)


@given(st.text(max_size=30))
def test_any_text_is_a_language_or_a_clear_refusal(tag: str) -> None:
    try:
        assert language(tag) in LANGS
    except UnknownLanguage as exc:
        assert "not a language tag" in str(exc)



def _variants(lang: str, key: str) -> set[str]:
    """The variant keys of a message that is one selection over `$word` (or `$target`, …)."""
    value = _messages(lang)[key].value
    assert value is not None
    selects = [e.expression for e in value.elements
               if isinstance(e, ftl.Placeable) and isinstance(e.expression, ftl.SelectExpression)]
    assert len(selects) == 1, key
    return {v.key.name for v in selects[0].variants}


VOCABULARY: dict[str, set[str]] = {
    "attribute": {*ATTRIBUTES, "health"},
    "attribute-first": set(ATTRIBUTES),
    "attribute-next": set(ATTRIBUTES),
    "a-type": {*ENCOUNTER_TYPES, *(s for subs in SUBTYPES_BY_TYPE.values() for s in subs), "ancient"},
    "reward-type": set(REWARD_TYPES),
    "deck": set(REWARD_TYPES),
    "action": set(ACTION_KINDS),
    "condition-terrain": {*TERRAINS, "city"},
    "effect-spawn-encounter": {*TERRAINS, "region"},
    "subject": {"foe", "heroes_here", "unhidden_heroes_here", "all_heroes"},
    "card-type": {*ENCOUNTER_TYPES, *(s for subs in SUBTYPES_BY_TYPE.values() for s in subs)},
    "terrain": set(TERRAINS),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(VOCABULARY))
def test_each_word_of_the_vocabulary_has_its_own_variant(lang: str, key: str) -> None:
    # A default variant would otherwise stand in, silently, for a word left out.
    assert _variants(lang, key) == VOCABULARY[key]


def test_every_keyword_of_the_base_pack_has_its_french_word() -> None:
    pack = load_pack()
    keywords = {k for words in UNIQUE_KEYWORDS.values() for k in words}
    for cards in (pack.encounters, pack.rewards, pack.plots, pack.night, pack.loot, pack.talents):
        for card in cards.values():
            keywords.update(getattr(card, "keywords", []) or [])
    assert sorted(keywords - _variants("fr", "keyword")) == []


def test_french_says_overcome_and_exhaust_with_the_glossarys_words() -> None:
    """RULES.md §20: Overcome is "Surpasser" and Exhaust "Voiler"; a synonym is a word the
    rulebook never uses."""
    said = "\n".join(path.read_text(encoding="utf-8") for path in catalogue_files("fr")).lower()
    assert "surmont" not in said and "épuis" not in said
    assert "par le don surpasser" in t("fr", "event-encounter-defeated", hero="Ana", card="x",
                                       how="overcome").lower()


@pytest.mark.parametrize(("region", "origin", "said"), [
    ("Les Pierres qui Pleurent", "Lande Cendrée", "de Lande Cendrée aux Pierres qui Pleurent"),
    ("Lanternebourg", "Les Salles Profondes", "des Salles Profondes à Lanternebourg"),
    ("La Tour", "Le Gué", "du Gué à la Tour"),
    ("L'Abbaye", "L’Orée", "de l'Orée à l'Abbaye"),
])
def test_french_contracts_de_and_a_with_a_names_article(region: str, origin: str, said: str) -> None:
    """R-ACT-MOVE-1: 'se déplace de Lande Cendrée aux Pierres qui Pleurent', never 'à Les'."""
    assert said in t("fr", "event-moved", hero="Ana", origin=origin, destination=region, how="move")


@pytest.mark.parametrize(("region", "said"), [
    ("Les Pierres qui Pleurent", "retiré des Pierres qui Pleurent."), ("Aubépine", "retiré d'Aubépine."),
    ("Lande Cendrée", "retiré de Lande Cendrée."),
])
def test_french_clears_an_obstacle_from_a_region_with_de_contracted_R_ACT_CLEAR_1(region: str, said: str) -> None:
    assert t("fr", "event-obstacle", added="no", region=region, reason="none").endswith(said)


@pytest.mark.parametrize(("event", "en", "fr"), [
    (EncounterPlaced(card="drowned-miners", region="thistle-road"),
     "✦ New Encounter in Thistle Road: Drowned Miners.",
     "✦ Nouvelle Rencontre à la Route des Chardons : Mineurs Noyés."),
    (CardDiscarded(card="item-blessed-breastplate", hero="h1", reason="not_bought"),
     "Not bought, discarded: Blessed Breastplate (3 Gold).",
     "Personne n'achète la Cuirasse Bénie (3 Or) : la carte part à la défausse."),
    (BecameHostile(hero="h1", card="moor-reavers", chosen=False),
     "Ana makes a foe of Moor Reavers!",
     "Ana s'attire l'hostilité des Maraudeurs de la Lande !"),
    (BecameHostile(hero="h1", card="moor-reavers", chosen=True),
     "Ana makes a foe of Moor Reavers by choice.",
     "Ana provoque l'hostilité des Maraudeurs de la Lande."),
    (RegionGloomed(region="weeping-stones", card="drowned-miners"),
     "Gloom falls on The Weeping Stones (Drowned Miners).",
     "L'Ombre s'étend aux Pierres qui Pleurent (Mineurs Noyés)."),
    (EventResolved(card="harvest-festival", hero="h1", passed=True),
     "Event resolved: Harvest Festival — test passed.",
     "Événement résolu : Fête des Moissons — test réussi."),
])
def test_event_lines_say_each_name_with_its_grammar(event: Event, en: str, fr: str) -> None:
    """A name may be plural, and in French feminine: English agrees with no name ('Drowned
    Miners appears' was wrong), French takes each name's grammar from the pack's words (issue
    36): 'à la Route des Chardons', 'des Maraudeurs de la Lande'; a label stays bare."""
    pack = load_pack()
    state = new_game(GameOptions(mode="solo"), [HeroSpec(
        player="you", name="Ana", race="human", hero_class="warrior", saga="take-the-fortress")],
        1, pack).state
    assert [event_line(state, pack, event, say_for(pack, lang)) for lang in ("en", "fr")] == [en, fr]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Discarded: Cutthroats in the Alleys (the City is safe)."),
    ("fr", "Les Coupe-Jarrets dans les Ruelles partent à la défausse (l'Ample Cité est sûre)."),
])
def test_a_night_card_kept_out_of_the_city_is_said_discarded_and_why_R_CITY_1(lang: str, said: str) -> None:
    """R-NIGHT-DARK-5: the card that would put an Encounter in the City is discarded, and the
    line says so, not only the card's name and a reason in brackets."""
    pack = load_pack()
    state = new_game(GameOptions(mode="solo"), [HeroSpec(
        player="you", name="Ana", race="human", hero_class="warrior", saga="take-the-fortress")],
        1, pack).state
    event = CardDiscarded(card="cutthroats-in-the-alleys", reason="city_is_safe")
    assert event_line(state, pack, event, say_for(pack, lang)) == said


_NO_AGREEMENT = [
    ("fr", "prompt-stake-hostile", {"card": "Maraudeurs de la Lande"},
     "à zéro, vous vous attirez l'hostilité de Maraudeurs de la Lande"),
    ("fr", "prompt-hidden", {"card": "Mineurs Noyés"}, "Ici : Mineurs Noyés. Vous vous cachez."),
    ("fr", "prompt-totem", {"totem": "Cloche des Hameaux", "gold": 3},
     "Saga accomplie ! Garder Cloche des Hameaux comme Atout, ou défausser ce Totem pour 3 Or ?"),
    ("fr", "refusal-confront-enemy", {"encounter": "Mineurs Noyés"},
     "Mineurs Noyés : c'est un Ennemi, et un Ennemi ne se Confronte pas : on le combat quand il "
     "vous engage. Confrontez plutôt une Quête, un Lieu ou un Inconnu."),
    ("fr", "refusal-card-lacks-keyword", {"card": "Cuirasse Bénie", "keyword": "Arme", "count": 1,
                                    "keywords": "Armure, Saint"},
     "Cuirasse Bénie : cette carte n'a pas le mot-clé « Arme » (ses mots-clés : Armure, Saint)."),
    ("fr", "refusal-finale-region", {"finale": "L'Ultime Veillée des Moissons", "region": "Lanternebourg"},
     "L'Ultime Veillée des Moissons : ce Final ne se tente qu'à Lanternebourg."),
    ("fr", "refusal-member-hidden", {"hero": "Ana"},
     "Ana se cache, et les membres d'une équipe ne doivent pas se cacher."),
    ("fr", "event-hero-defeated", {"hero": "Ana", "gold": 2, "card": " et Cuirasse Bénie"},
     "✖ Ana subit une défaite : perd 2 Or et Cuirasse Bénie, et se réveille dans l'Ample Cité."),
    ("fr", "event-hidden", {"hero": "Ana", "hidden": "no"}, "Ana ne se cache plus."),
    ("fr", "event-moved", {"hero": "Ana", "how": "defeat", "origin": "Les Pierres qui Pleurent",
                     "destination": "Lanternebourg"},
     "Ana se replie des Pierres qui Pleurent à Lanternebourg."),
    ("fr", "event-ancient-assaulted", {"hero": "Ana", "ancient": "La Mère des Épines", "hp": 7, "plots": 2},
     "⚔ Ana donne l'Assaut à la Mère des Épines (7 PV, avec le renfort de 2 Intrigues)."),
    ("en", "prompt-stake-hostile", {"card": "Moor Reavers"},
     "with none, you make a foe of Moor Reavers"),
    ("en", "prompt-hidden", {"card": "Drowned Miners"}, "You are Hidden. Here: Drowned Miners."),
    ("en", "refusal-not-adjacent", {"region": "Greyspire Peaks", "reachable": "Frostcrown"},
     "You cannot move to Greyspire Peaks from here: it is not next to you (no diagonals), and "
     "no Shortcut leads there. You can move to: Frostcrown."),
]


@pytest.mark.parametrize(("lang", "key", "args", "said"), _NO_AGREEMENT,
                         ids=[f"{lang}-{key}" for lang, key, *_ in _NO_AGREEMENT])
def test_prompts_refusals_and_events_agree_with_no_card_or_hero_name(
        lang: Lang, key: str, args: dict[str, str | int], said: str) -> None:
    """A card's or a Region's name may be plural ('Drowned Miners', 'Barrow Fields'), in French
    feminine too ('Cloche des Hameaux'), and a hero is whatever gender their player says:
    'Mineurs Noyés est un Ennemi', 'ou le défausser' (a Totem named 'Cloche…'), 'Ana est
    vaincu' and 'Drowned Miners is here' were wrong, so no word agrees with either."""
    assert t(lang, key, **args) == said


@pytest.mark.parametrize(("name", "said"), [
    ("Aria", "▶ Au tour d'Aria (4 PA)."), ("Élise", "▶ Au tour d'Élise (4 PA)."),
    ("Bors", "▶ Au tour de Bors (4 PA)."), ("<@123>", "▶ Au tour de <@123> (4 PA)."),
    ("Humain Guerrier", "▶ Au tour d'Humain Guerrier (4 PA)."),
    ("Hélène", "▶ Au tour d'Hélène (4 PA)."), ("Halfelin Voleur", "▶ Au tour de Halfelin Voleur (4 PA)."),
    ("Hero 4", "▶ Au tour de Hero 4 (4 PA)."), ("Hrothgar", "▶ Au tour de Hrothgar (4 PA)."),
])
def test_french_elides_de_before_a_name_that_begins_with_a_vowel(name: str, said: str) -> None:
    assert t("fr", "event-turn-started", hero=name, ap=4) == said
    assert t("en", "event-turn-started", hero=name, ap=4).startswith(f"▶ {name}")
