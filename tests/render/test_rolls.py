"""A test's dice as players read them on Discord (issue 11.3): numbers, the successes in
bold, the count, then the target and the result (R-TEST-5, R-TEST-6)."""

from kilforth.content.pack import load_pack
from kilforth.events import Roll
from kilforth.render import rolls
from kilforth.render.say import say_for
from tests.rules.helpers import start


def test_the_dice_read_as_numbers_with_the_successes_in_bold() -> None:
    # R-TEST-5: 5s and 6s succeed.
    state = start()
    roll = Roll(tester="h1", attribute="fight", dice=[3, 6, 1, 5], final=[3, 6, 1, 5],
                successes=2, target=2, passed=True)
    assert rolls.roll_text(state, roll) == "**6** **5** 3 1 → 2 successes · needed 2 · **Success!**"


def test_a_failed_test_says_not_enough_and_one_success_is_singular() -> None:
    state = start()
    roll = Roll(tester="h1", attribute="study", dice=[5, 2], final=[5, 2], successes=1,
                target=3, passed=False)
    assert rolls.roll_text(state, roll) == "**5** 2 → 1 success · needed 3 · Not enough."


def test_the_beginner_variant_bolds_fours_too() -> None:
    # R-TEST-5 variant: 4s also succeed.
    state = start(beginner_successes=True)
    roll = Roll(tester="h1", attribute="fight", dice=[4, 3], final=[4, 3], successes=1)
    assert rolls.roll_text(state, roll) == "**4** 3 → 1 success"


def test_rerolled_dice_show_what_was_first_rolled_and_fate_and_held_successes_count() -> None:
    # R-TEST-4 rerolls, R-TEST-6 Fate; successes held from earlier rounds are added.
    state = start()
    roll = Roll(tester="h1", attribute="fight", dice=[1, 2], final=[6, 2], successes=2,
                fate=1, accumulated=1, target=3, passed=True)
    assert rolls.roll_text(state, roll) == (
        "**6** 2 (rolled 2 1) → 2 successes (1 from Fate) + 1 held = 3 · needed 3 · **Success!**")


def test_a_roll_line_names_the_tester_hero_or_foe_and_no_glyphs() -> None:
    state, pack = start(), load_pack()
    foe = next(iter(pack.encounters))
    hero_roll = Roll(tester="h1", attribute="fight", dice=[6], final=[6], successes=1)
    foe_roll = Roll(tester=foe, attribute="fight", dice=[2], final=[2], successes=0)
    assert rolls.roll_line(state, pack, hero_roll) == \
        f"🎲 {state.heroes[0].name} tests Fight: **6** → 1 success"
    assert rolls.roll_line(state, pack, foe_roll) == \
        f"🎲 {pack.encounters[foe].name} tests Fight: 2 → 0 successes"
    assert not set("⚀⚁⚂⚃⚄⚅") & set(rolls.roll_line(state, pack, hero_roll))


# Checks R-TEST-5, R-TEST-6 (issue 19: the same line in French).
def test_a_roll_reads_in_french_with_its_plural_and_typography_R_TEST_6() -> None:
    state = start()
    roll = Roll(tester="h1", attribute="influence", dice=[1, 2], final=[6, 2], successes=2,
                fate=1, accumulated=1, target=3, passed=True)
    assert rolls.roll_text(state, roll, lang="fr") == (
        "**6** 2 (premier jet : 2 1) → 2 succès (dont 1 grâce au Destin) + 1 acquis = 3 "
        "· 3 requis · **Succès !**")
    failed = Roll(tester="h1", attribute="study", dice=[], final=[], successes=0, target=1,
                  passed=False)
    assert rolls.roll_text(state, failed, lang="fr") == "aucun dé → 0 succès · 1 requis · Pas assez."


def test_a_roll_line_names_the_test_in_french() -> None:
    state = start()
    roll = Roll(tester="h1", attribute="influence", dice=[5], final=[5], successes=1)
    line = rolls.roll_line(state, load_pack(), roll, lang="fr")
    assert line.startswith("🎲 ") and line.endswith(" fait un test d'Influence : **5** → 1 succès")


def test_a_foe_testing_is_named_in_french() -> None:
    """R-ENG-BAT-1: a Foe's own test names it by its French name."""
    state, pack = start(), load_pack()
    foe = next(c.id for c in pack.encounters.values() if c.type == "enemy")
    roll = Roll(tester=foe, attribute="fight", dice=[2], final=[2], successes=0)
    line = rolls.roll_line(state, pack, roll, lang="fr")
    french = say_for(pack, "fr").card(pack, foe)
    assert french != pack.names[foe]
    assert line.startswith(f"🎲 {french} fait un test de Combat : ")


def test_successes_added_by_an_ability_are_credited_as_fates_are_R_TEST_4() -> None:
    state = start()
    roll = Roll(tester="h1", attribute="influence", dice=[6, 2], final=[6, 2], successes=3,
                fate=1, added=1, target=3, passed=True)
    assert rolls.roll_text(state, roll) == (
        "**6** 2 → 3 successes (1 from Fate) (1 from abilities) · needed 3 · **Success!**")
    assert rolls.successes_text(roll, "fr") == (
        "3 succès (dont 1 grâce au Destin) (dont 1 grâce aux capacités)")
