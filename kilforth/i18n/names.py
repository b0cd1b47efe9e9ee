"""Names in French sentences: a card's name carries its grammar (`Name`), and the catalogue's
functions put it in a sentence with the article, the contraction and the agreement it needs.

    { LE($foe, start: "yes") } { NUMBER($foe) -> [plural] font *[singular] fait } un test
    { $hero } se déplace { DE($origin) } { A($destination) }.

give "Les Maraudeurs de la Lande font un test" and "Héros 1 se déplace du Carrefour du Gibet
aux Plaines de Braise". A plain string (a hero's name, which its player wrote) is a proper
name: no article, masculine singular, elided before a vowel or a mute h.
"""

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict


class Grammar(BaseModel):
    """What a sentence needs to know of a name, as a Fluent term's attributes would say it.
    `article`: "definite" for a name that takes le/la/l'/les ("la Mine de Creusefond"),
    "none" for a proper name ("Lanternebourg"), "own" for a name that begins with its
    article ("Les Pierres qui Pleurent"), which contracts ("des Pierres qui Pleurent"), and
    "deed" for a Quest or a Saga named by what it asks ("Escorter les Pèlerins"): no article,
    and a sentence quotes it rather than making it a verb's object. `elision`: le/la and de drop their vowel before it
    ("l'Abbaye", "d'Ysolde"): a vowel or a mute h."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    gender: Literal["masculine", "feminine"]
    number: Literal["singular", "plural"]
    article: Literal["definite", "none", "own", "deed"]
    elision: bool


class Name(str):
    """A name as a sentence reads it: its text, and its `grammar`. It is equal to its text,
    so that whatever compares or prints names is none the wiser."""

    grammar: Grammar

    def __new__(cls, text: str, grammar: Grammar) -> "Name":
        name = super().__new__(cls, text)
        name.grammar = grammar
        return name


def grammar_of(name: object) -> Grammar | None:
    return name.grammar if isinstance(name, Name) else None


# A vowel, or a mute h before one ("d'Humain Guerrier", "d'Hymne", "d'Hugo"), for a name whose
# grammar nobody wrote. French has no rule for which h is mute; among names, words in "ha" and
# "héro" are the aspirated ones players meet ("de Halfelin", "de Hache-Noire", "de Héros 2").
_ELIDED = re.compile(r"(?!h(?:[aâ]|[eé]ro))h?[aeiouyàâäéèêëîïôöùûüœæ]", re.IGNORECASE)

# A name that begins with an article ("Les Pierres qui Pleurent", "Le Vieux Sergent Hask",
# "L'Abbesse Grise"): `de` and `à` contract with it, as with the noun it names.
_ARTICLE = re.compile(r"(Les|Le|La|L['’])(?:\s+|(?<=['’]))(?=\S)")
_CONTRACTED = {"de": {"les": "des", "le": "du", "la": "de la", "l'": "de l'"},
               "à": {"les": "aux", "le": "au", "la": "à la", "l'": "à l'"},
               "": {"les": "les", "le": "le", "la": "la", "l'": "l'"}}


def _article(grammar: Grammar) -> str:
    """The definite article a name takes: le, la, l' or les."""
    if grammar.number == "plural":
        return "les"
    if grammar.elision:
        return "l'"
    return "le" if grammar.gender == "masculine" else "la"


def _joined(words: str, text: str) -> str:
    return f"{words}{text}" if words.endswith("'") else f"{words} {text}"


def _with(preposition: str, name: object) -> str | None:
    """`name` after `preposition` (de, à, or none) and the definite article it takes or
    begins with, contracted ("du", "aux", "de l'"); None for a name with no article."""
    text, grammar = str(name), grammar_of(name)
    if grammar is None or grammar.article != "definite":
        found = _ARTICLE.match(text) if grammar is None or grammar.article == "own" else None
        if found is None:
            return None
        article = found.group(1).lower().replace("’", "'")
        return _joined(_CONTRACTED[preposition][article], text[found.end():])
    return _joined(_CONTRACTED[preposition][_article(grammar)], text)


def _elided(name: object) -> bool:
    grammar = grammar_of(name)
    return grammar.elision if grammar is not None else bool(_ELIDED.match(str(name)))


def _start(text: str, start: str) -> str:
    return text[:1].upper() + text[1:] if start == "yes" else text


def de(name: object) -> str:
    """`DE($name)`: French `de` before a name: "du Col de Crocdefer", "de la Mine", "de
    l'Abbaye Engloutie", "des Plaines de Braise", "des Pierres qui Pleurent", "de
    Lanternebourg", "d'Ysolde". A name no grammar came with is a proper name."""
    text = str(name)
    return _with("de", name) or (f"d'{text}" if _elided(name) else f"de {text}")


def a(name: object) -> str:
    """`A($name)`: French `à` before a name: "au Col", "à la Mine", "à l'Abbaye", "aux
    Plaines", "aux Pierres qui Pleurent", "à Lanternebourg"."""
    return _with("à", name) or f"à {name}"


def le(name: object, start: str = "no") -> str:
    """`LE($name)`: a name with the definite article it takes: "le Col", "la Mine",
    "l'Abbaye", "les Plaines", "les Pierres qui Pleurent", "Lanternebourg". `start: "yes"`
    begins a sentence with it: "La Mine"."""
    return _start(_with("", name) or str(name), start)


def number(name: object) -> str:
    """`NUMBER($name)`, for a verb that agrees: "singular" or "plural"."""
    grammar = grammar_of(name)
    return grammar.number if grammar is not None else "singular"


def gender(name: object) -> str:
    """`GENDER($name)`, for an adjective or a participle that agrees: "masculine" or
    "feminine"."""
    grammar = grammar_of(name)
    return grammar.gender if grammar is not None else "masculine"


def article(name: object) -> str:
    """`ARTICLE($name)`: "definite", "own", "deed" or "none" (a proper name, a hero)."""
    grammar = grammar_of(name)
    return grammar.article if grammar is not None else "none"
