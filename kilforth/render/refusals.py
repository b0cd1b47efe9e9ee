"""A refusal (`RuleError`), for people: its reason in the reader's language, with the rule id
it enforces."""

from kilforth.content.pack import Pack
from kilforth.errors import CardRef, RuleError
from kilforth.render.say import ENGLISH, Say


def refusal_text(err: RuleError, pack: Pack, say: Say = ENGLISH) -> str:
    if err.key is None:
        return str(err)
    params = {name: say.card(pack, value) if isinstance(value, CardRef) else value
              for name, value in err.params.items()}
    reason = say(err.key, **params)
    return say("refusal-rule", reason=reason, rule=err.rule) if err.rule else reason
