"""What a card does is said once per card and language, and kept in the pack (issue 31: the
turn banner says it of every card its menus offer, at every command)."""

from dataclasses import replace

from kilforth.content.pack import load_pack
from kilforth.i18n import LANGS
from kilforth.render import cards
from kilforth.render.say import say_for


def test_a_card_said_once_reads_the_same_in_each_language() -> None:
    pack = load_pack()
    for lang in LANGS:
        say = say_for(pack, lang)
        for card in [*pack.plots, *pack.night, *pack.rewards]:
            first = cards.what_it_does(pack, card, say)
            assert first == cards._what_it_does(pack, card, say)
            assert cards.what_it_does(pack, card, say) is first
            assert pack.effects_said[(card, lang)] is first
    plot = next(iter(pack.plots))
    assert cards.what_it_does(pack, plot, say_for(pack, "fr")) != cards.what_it_does(pack, plot)


def test_words_of_its_own_are_said_afresh_not_kept() -> None:
    """A `Say` that is not the pack's own for its language (a test's, another pack's words)
    is said afresh, and what it said is not kept for the pack's own."""
    pack = load_pack()
    other = replace(say_for(pack, "fr"), words={})
    card = next(c for c in pack.ancients if (c, "fr") not in pack.effects_said)
    assert cards.what_it_does(pack, card, other) == cards._what_it_does(pack, card, other)
    assert (card, "fr") not in pack.effects_said
