"""The English-word check that the whole-game French tests rely on: it must catch English and
let French, rule ids and Discord markup through, or those tests prove nothing."""

from tests.i18n.english import english_words


def test_it_finds_the_english_in_a_line() -> None:
    assert english_words("It is your turn: move or camp. Day 4, 3 HP.") == {
        "it", "is", "your", "turn", "move", "day", "hp"}


def test_french_rule_ids_and_markup_pass() -> None:
    french = ("Le héros se déplace vers la Région de Lanternebourg : 3 PV, 2 PA. Jour 4. "
              "Voir R-ENG-FLEE-1 et RULES.md. <@123> <t:1700000000:R> Or, Saga, Final, camp.")
    assert english_words(french) == set()


def test_allowed_words_are_left_out() -> None:
    assert english_words("Gold the Bold", allow=frozenset({"gold", "the"})) == set()
