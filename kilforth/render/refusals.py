"""A refusal (`RuleError`), for people: its reason in the reader's language, with the rule id
it enforces."""

from collections.abc import Callable

from kilforth.content.pack import Pack
from kilforth.errors import Arg, CardId, CardRef, Phrase, RuleError, Word
from kilforth.render.abilities import title
from kilforth.render.say import ENGLISH, Say


def _said(value: Arg, say: Say, card: Callable[[CardRef], str]) -> str | int:
    match value:
        case CardId():
            return say("refusal-card-id", name=card(value), id=str(value))
        case CardRef():
            return card(value)
        case Word():
            return say(value.key, word=str(value), titled=title(value))
        case Phrase():
            return value.words(say)
        case tuple():
            return ", ".join(str(_said(item, say, card)) for item in value)
    return value


def _reason(err: RuleError, say: Say, card: Callable[[CardRef], str]) -> str:
    if err.key is None:
        return err.message
    return say(err.key, **{name: _said(value, say, card) for name, value in err.params.items()})


def english_reason(err: RuleError) -> str:
    """The English reason, cards named by the names they carry: `RuleError.message`."""
    return _reason(err, ENGLISH, lambda ref: ref.english)


def refusal_text(err: RuleError, pack: Pack, say: Say = ENGLISH) -> str:
    reason = _reason(err, say, lambda ref: say.card(pack, ref))
    return say("refusal-rule", reason=reason, rule=err.rule) if err.rule else reason
