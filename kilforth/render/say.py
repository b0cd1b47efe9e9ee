"""`Say`: the language a person reads, and the pack's card words in it. Every renderer takes
one, so that a line is put into words once, in whichever language its reader has.

`say_for(pack, lang)` is how a caller gets one for a game: the catalogue of `lang` for the
words, and the pack's own words file in `lang` (`kilforth.i18n.words`) for card names and
flavour. English needs no words file: the cards' own names are English.
"""

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from kilforth.console_words import fold
from kilforth.content.pack import BASE_PACK_DIR, Pack
from kilforth.i18n import DEFAULT_LANG, Lang, t
from kilforth.i18n.names import Name
from kilforth.i18n.words import CardWords, pack_words
from kilforth.render.abilities import title


@dataclass(frozen=True)
class Say:
    """The language a text is written in, and the pack's card words in it (none: the
    cards' own, English, words)."""

    lang: Lang = DEFAULT_LANG
    words: Mapping[str, CardWords] = field(default_factory=dict)

    def __call__(self, key: str, **args: str | int) -> str:
        return t(self.lang, key, **args)

    def name(self, card: str, english: str) -> str:
        """A card's name; in a language whose names carry their grammar, a `Name`, which
        the catalogue's functions put in a sentence (`kilforth.i18n.names`)."""
        said = self.words.get(card)
        if said is None:
            return english
        return said.name if said.grammar is None else Name(said.name, said.grammar)

    def card(self, pack: Pack, card: str) -> str:
        """The name of any card id of `pack`; an id the pack does not know is said as is."""
        return self.name(card, pack.names.get(card, card))

    def feminine(self, card: str) -> str | None:
        """A Race's or Class's feminine form ("Elfe Noire", "Sorcière"), where the language
        has one."""
        said = self.words.get(card)
        return said.feminine if said else None

    def is_feminine(self, card: str, typed: str, norm: Callable[[str], str]) -> bool:
        """Whether `typed` names `card` by its feminine form rather than its name."""
        feminine = self.feminine(card)
        return feminine is not None and norm(typed) == norm(feminine) != norm(self.words[card].name)

    def picked(self, pack: Pack, cards: Iterable[str], typed: str) -> tuple[str, bool] | None:
        """The card of `cards` that `typed` names, by its id, its English name, its name in
        this language or its feminine form (any case, accents or not), and whether it was
        that feminine form; None if it names none of them."""
        wanted = fold(typed.strip())
        for card in cards:
            if wanted in {fold(card), fold(pack.names.get(card, card)), fold(self.card(pack, card))}:
                return card, False
            if (feminine := self.feminine(card)) is not None and wanted == fold(feminine):
                return card, True
        return None

    def hero_name(self, pack: Pack, race: str, hero_class: str, feminine: bool = False) -> str:
        """A hero's name from their Race and Class, in the order and gender the language
        says them: "Dark Elf Sorcerer", "Sorcière Elfe Noire"."""
        return t(self.lang, "hero-race-class", race=self.gendered(pack, race, feminine),
                 hero_class=self.gendered(pack, hero_class, feminine))

    def gendered(self, pack: Pack, card: str, feminine: bool) -> str:
        """A Race's or Class's name, in its feminine form for a heroine where the language
        has one."""
        return (self.feminine(card) if feminine else None) or self.card(pack, card)

    def flavour(self, card: str, english: str) -> str:
        said = self.words.get(card)
        return said.flavour or "" if said else english

    def finale(self, saga: str, english: str) -> str:
        """The name of a Saga's Finale, by the Saga's id."""
        said = self.words.get(saga)
        return said.finale or english if said else english

    def keyword(self, word: str) -> str:
        return t(self.lang, "keyword", word=word, titled=title(word))


ENGLISH = Say()


def pack_folder(pack: Pack) -> Path:
    """The folder a pack was read from: a pack is named by it (`content.pack.load_pack`)."""
    return BASE_PACK_DIR if pack.name == "base" else Path(pack.name)


@cache
def _say(folder: Path, lang: Lang) -> Say:
    return Say(lang, pack_words(folder, lang)) if lang != DEFAULT_LANG else ENGLISH


def say_for(pack: Pack, lang: Lang) -> Say:
    """The `Say` for a game of `pack` read in `lang`, made once per pack and language."""
    return _say(pack_folder(pack), lang)


def yes(flag: bool) -> str:
    """A flag as a catalogue selector reads it: `{ $first -> [yes] … *[no] … }`."""
    return "yes" if flag else "no"
