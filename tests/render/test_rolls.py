"""A test's dice as players read them on Discord (issue 11.3): numbers, the successes in
bold, the count, then the target and the result (R-TEST-5, R-TEST-6)."""

from kilforth.commands import Search
from kilforth.content.pack import load_pack
from kilforth.events import Credit, DiceSource, Roll
from kilforth.i18n.names import le
from kilforth.render import rolls
from kilforth.render.say import say_for
from tests.rules.helpers import of_kind, run, stack, start


def test_the_dice_read_as_numbers_with_the_successes_in_bold() -> None:
    # R-TEST-5: 5s and 6s succeed.
    state = start()
    roll = Roll(tester="h1", attribute="fight", dice=[3, 6, 1, 5], final=[3, 6, 1, 5],
                successes=2, target=2, passed=True)
    assert rolls.roll_text(state, roll) == "**6** **5** 3 1 · 5–6 succeed → 2 successes · needed 2 · **Success!**"


def test_a_failed_test_says_not_enough_and_one_success_is_singular() -> None:
    state = start()
    roll = Roll(tester="h1", attribute="study", dice=[5, 2], final=[5, 2], successes=1,
                target=3, passed=False)
    assert rolls.roll_text(state, roll) == "**5** 2 · 5–6 succeed → 1 success · needed 3 · Not enough."


def test_the_beginner_variant_bolds_fours_too() -> None:
    # R-TEST-5 variant: 4s also succeed.
    state = start(beginner_successes=True)
    roll = Roll(tester="h1", attribute="fight", dice=[4, 3], final=[4, 3], successes=1)
    assert rolls.roll_text(state, roll) == "**4** 3 · 4–6 succeed → 1 success"


def test_rerolled_dice_show_what_was_first_rolled_and_fate_and_held_successes_count() -> None:
    # R-TEST-4 rerolls, R-TEST-6 Fate; successes held from earlier rounds are added.
    state = start()
    roll = Roll(tester="h1", attribute="fight", dice=[1, 2], final=[6, 2], successes=2,
                fate=1, accumulated=1, target=3, passed=True)
    assert rolls.roll_text(state, roll) == (
        "**6** 2 (rolled 2 1) · 5–6 succeed → 2 successes (1 from Fate) + 1 held = 3 · needed 3 · **Success!**")


def test_a_roll_line_names_the_tester_hero_or_foe_and_no_glyphs() -> None:
    state, pack = start(), load_pack()
    foe = next(iter(pack.encounters))
    hero_roll = Roll(tester="h1", attribute="fight", dice=[6], final=[6], successes=1)
    foe_roll = Roll(tester=foe, attribute="fight", dice=[2], final=[2], successes=0)
    assert rolls.roll_line(state, pack, hero_roll) == \
        f"🎲 {state.heroes[0].name} tests Fight: **6** · 5–6 succeed → 1 success"
    assert rolls.roll_line(state, pack, foe_roll) == \
        f"🎲 {pack.encounters[foe].name} tests Fight: 2 · 5–6 succeed → 0 successes"
    assert not set("⚀⚁⚂⚃⚄⚅") & set(rolls.roll_line(state, pack, hero_roll))


# Checks R-TEST-5, R-TEST-6 (issue 19: the same line in French).
def test_a_roll_reads_in_french_with_its_plural_and_typography_R_TEST_6() -> None:
    state = start()
    roll = Roll(tester="h1", attribute="influence", dice=[1, 2], final=[6, 2], successes=2,
                fate=1, accumulated=1, target=3, passed=True)
    assert rolls.roll_text(state, roll, lang="fr") == (
        "**6** 2 (premier jet : 2 1) · 5 à 6 réussissent → 2 succès (dont 1 grâce au Destin) + 1 acquis = 3 "
        "· 3 requis · **Succès !**")
    failed = Roll(tester="h1", attribute="study", dice=[], final=[], successes=0, target=1,
                  passed=False)
    assert rolls.roll_text(state, failed, lang="fr") == "aucun dé → 0 succès · 1 requis · Pas assez."


def test_a_roll_line_names_the_test_in_french() -> None:
    state = start()
    roll = Roll(tester="h1", attribute="influence", dice=[5], final=[5], successes=1)
    line = rolls.roll_line(state, load_pack(), roll, lang="fr")
    assert line.startswith("🎲 ") and line.endswith(" fait un test d'Influence : **5** · 5 à 6 réussissent → 1 succès")


def test_a_foe_testing_is_named_in_french() -> None:
    """R-ENG-BAT-1: a Foe's own test names it by its French name, with its article."""
    state, pack = start(), load_pack()
    foe = next(c.id for c in pack.encounters.values() if c.type == "enemy")
    roll = Roll(tester=foe, attribute="fight", dice=[2], final=[2], successes=0)
    line = rolls.roll_line(state, pack, roll, lang="fr")
    french = say_for(pack, "fr").card(pack, foe)
    assert french != pack.names[foe]
    assert line.startswith(f"🎲 {le(french, start='yes')} fait un test de Combat : ")


# Checks R-TEST-2, R-TEST-4, R-TEST-5.
def test_a_roll_line_names_every_source_of_its_dice_and_credits_the_cards_R_TEST_2() -> None:
    state, pack = start(heroes=2), load_pack()
    ana, bo = state.heroes
    sword = next(r.id for r in pack.rewards.values() if r.type == "item")
    charm = next(r.id for r in pack.rewards.values() if r.id != sword)
    roll = Roll(tester=ana.id, attribute="fight", dice=[6, 4, 5, 1, 2], final=[6, 4, 5, 1, 2],
                successes=2, target=2, passed=True,
                sources=[DiceSource(source="value", amount=3),
                         DiceSource(source=sword, amount=1),
                         DiceSource(source=f"team:{bo.id}", amount=1),
                         DiceSource(source="surprise", amount=1)],
                credits=[Credit(hero=ana.id, card=charm, effects=["reroll"])])
    line = rolls.roll_line(state, pack, roll)
    assert line.startswith(
        f"🎲 {ana.name} tests Fight 6 = 3 + {pack.names[sword]} 1 + {bo.name} 1 + Surprise 1: "
        "**6** **5** 4 2 1 · 5–6 succeed → 2 successes")
    assert f"{pack.names[charm]}: reroll" in line and line.endswith("· needed 2 · **Success!**")


def test_a_heros_test_records_where_its_dice_come_from_R_TEST_2() -> None:
    # A real test: the sources add up to the dice rolled, the Race's value first.
    state = start(heroes=2, seed=21, first_hero="lowest_sneak")
    hero = state.heroes[0]
    hero.region = "greyspire-peaks"
    stack(state, "encounter:mountains", "rockslide")
    state.rng.scripted = [1] * 12
    out = run(state, Search(player=hero.player), "no")
    [roll] = of_kind(out.events, "roll")
    assert roll.sources[0].source == "value"
    assert roll.sources[0].amount == load_pack().races[hero.race].attributes[roll.attribute]
    assert sum(s.amount for s in roll.sources) == len(roll.dice)
