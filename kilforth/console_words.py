"""The words a console player types, in every language the bot speaks: `déplacer` is `move`
and `acheter` is `buy`, whichever language the console itself speaks. A word is read in any
case and with or without its accents (`deplacer`), since not every keyboard has them."""

import unicodedata

from kilforth.i18n import LANGS, Lang, msgid, t

# Each word the console knows, by the English word the parser works with.
WORD_KEYS: dict[str, str] = {
    "move": msgid("console-word-move"),
    "confront": msgid("console-word-confront"),
    "search": msgid("console-word-search"),
    "hide": msgid("console-word-hide"),
    "rest": msgid("console-word-rest"),
    "clear": msgid("console-word-clear"),
    "discover": msgid("console-word-discover"),
    "trade": msgid("console-word-trade"),
    "feat": msgid("console-word-feat"),
    "camp": msgid("console-word-camp"),
    "assault": msgid("console-word-assault"),
    "overcome": msgid("console-word-overcome"),
    "resolve": msgid("console-word-resolve"),
    "team-up": msgid("console-word-team-up"),
    "exchange": msgid("console-word-exchange"),
    "use": msgid("console-word-use"),
    "unhide": msgid("console-word-unhide"),
    "map": msgid("console-word-map"),
    "look": msgid("console-word-look"),
    "hero": msgid("console-word-hero"),
    "card": msgid("console-word-card"),
    "log": msgid("console-word-log"),
    "rules": msgid("console-word-rules"),
    "help": msgid("console-word-help"),
    "quit": msgid("console-word-quit"),
    "buy": msgid("console-word-buy"),
    "sell": msgid("console-word-sell"),
    "heal": msgid("console-word-heal"),
    "give": msgid("console-word-give"),
    "take": msgid("console-word-take"),
    "gold": msgid("console-word-gold"),
    "hostile": msgid("console-word-hostile"),
    "prefs": msgid("console-word-prefs"),
    "on": msgid("console-word-on"),
    "off": msgid("console-word-off"),
}
# The standing answers `prefs` sets, by field, named as the /prefs command's options are.
PREF_KEYS: dict[str, str] = {
    "fight_to_the_end": msgid("cmd-prefs-opt-fight_to_the_end"),
    "camp_without_ap": msgid("cmd-prefs-opt-camp_without_ap"),
    "skip_gift_windows": msgid("cmd-prefs-opt-skip_gift_windows"),
}
# The command words, in the order Tab completion offers them.
COMMANDS = ("move", "confront", "search", "hide", "rest", "clear", "discover", "trade", "feat",
            "camp", "assault", "overcome", "resolve", "team-up", "exchange", "use", "unhide", "prefs",
            "map", "look", "hero", "card", "log", "rules", "help", "quit")


def fold(word: str) -> str:
    """A word as typed, compared without case or accents: 'Déplacer' and 'deplacer' alike."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("_", "-")


_ENGLISH_OF = {fold(t(lang, key)): word for lang in LANGS for word, key in WORD_KEYS.items()}


def english(typed: str) -> str:
    """The English word for a typed word of any language; an unknown word comes back folded,
    for the parser to refuse or read as a name."""
    folded = fold(typed)
    return _ENGLISH_OF.get(folded, folded)


def word(lang: Lang, english_word: str) -> str:
    """How the console writes `english_word` in `lang`."""
    return t(lang, WORD_KEYS[english_word])


def preference(typed: str) -> str | None:
    """The preference field a typed name stands for, in any language, or None."""
    folded = fold(typed)
    return next((name for name, key in PREF_KEYS.items() if any(fold(t(lang, key)) == folded for lang in LANGS)),
                None)
