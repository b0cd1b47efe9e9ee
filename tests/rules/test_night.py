"""The Night phase (R-NIGHT-*): Gloom, Darkness (Night cards and Plots), Dawn. Heroes: h1 a
human warrior (Study 3), h2 an elf priest; with `first_hero="lowest_sneak"` h1 is the First
Hero. The Hollow King lists plains and wastes, the Mother of Thorns forests and plains."""

import pytest

from kilforth.commands import Camp
from kilforth.content.effects import Ability, GainGold
from kilforth.render.prompts import said
from kilforth.render.say import say_for
from kilforth.render.text import event_line
from kilforth.rules import board, night
from kilforth.rules.context import Ctx, NeedAnswer
from kilforth.state import Accumulated, GameState
from tests.rules.helpers import (
    CITY,
    P1,
    P2,
    PACK,
    assert_sound,
    dice,
    edit,
    kinds,
    of_kind,
    run,
    stack,
    start,
    take,
)
from tests.rules.night_helpers import game_with, resolve

KINGS = {"hollow-king", "mother-of-thorns"}


def duo(**options: object) -> GameState:
    return start(2, mode="coop", seed=21, first_hero="lowest_sneak", **options)


def kings(**options: object) -> GameState:
    return game_with(KINGS, first_hero="lowest_sneak", **options)


def on_top(card: str) -> object:
    return lambda s: stack(s, "night", card)


# ------------------------------------------------------------------ the whole Night

# Checks R-NIGHT-1.
def test_night_runs_gloom_darkness_dawn_then_the_next_day_R_NIGHT_1_R_NIGHT_DAWN_6() -> None:
    state = edit(duo(), lambda s: (stack(s, "night", "thick-fog"), board.update_region(s, CITY, gloom=True)))
    out = run(state, Camp(player=P1))
    out = run(out.state, Camp(player=P2))
    order = kinds(out.events)
    night_at = order.index("night_started")
    gloom_hits = [i for i, e in enumerate(out.events) if e.kind == "changed" and e.reason.startswith("gloom")]
    assert night_at < min(gloom_hits)  # A. Gloom …
    assert max(gloom_hits) < order.index("region_gloomed") < order.index("weather_changed")  # … B. Darkness …
    assert order.index("weather_changed") < order.index("dawn") < order.index("day_started")  # … C. Dawn
    day = of_kind(out.events, "day_started")[0]
    assert day.day == 2 and out.state.day == 2 and out.state.phase == "day"
    # R-NIGHT-DAWN-6 → R-DAY-1: Break Camp sets AP to HP after the Gloom's damage.
    assert all(h.hp == 3 and h.ap == 3 for h in out.state.heroes)
    assert out.state.weather == "thick-fog"


# Checks R-NIGHT-1.
def test_the_phase_is_night_while_it_runs_and_the_next_day_is_left_to_the_caller_R_NIGHT_1() -> None:
    state = edit(duo(), on_top("thick-fog"))
    after, events = resolve(state, night.run_night)
    assert after.phase == "night" and after.turn is None and after.day == 1
    assert events[0].kind == "night_started" and events[0].day == 1
    assert events[-1].kind == "dawn"
    assert_sound(after)


# ------------------------------------------------------------------ A. Gloom

def _on_gloom(state: GameState, hero: str, region: str, hp: int | None = None) -> None:
    board.update_region(state, region, gloom=True)
    state.hero(hero).region = region
    if hp is not None:
        _down_to(state, hero, hp)


def _down_to(state: GameState, hero: str, hp: int) -> None:
    state.hero(hero).hp = hp
    state.hero(hero).ap = min(state.hero(hero).ap, hp)


# Checks R-NIGHT-GLOOM-1.
def test_gloom_costs_the_printed_red_value_even_when_hidden_R_NIGHT_GLOOM_1() -> None:
    """AMB-30 (printed value, here 2) and AMB-13 (Hidden does not protect)."""
    state = edit(duo(), lambda s: (_on_gloom(s, "h1", "barrow-fields"), setattr(s.hero("h1"), "hidden", True),
                                   setattr(s.hero("h2"), "region", "wheatmere")))
    after, events = resolve(state, night.gloom)
    assert after.hero("h1").hp == 2
    assert after.hero("h2").hp == 4  # not in Gloom
    assert [(e.hero, e.delta) for e in of_kind(events, "changed") if e.what == "hp"] == [("h1", -2)]
    # Said as the Gloom's doing, not as the Region's name, which reads as a card's.
    lost = of_kind(events, "changed")[0]
    assert event_line(after, PACK, lost).endswith("(gloom).")
    assert event_line(after, PACK, lost, say_for(PACK, "fr")).endswith(" PV (Ombre) et en a désormais 2.")


# Checks R-NIGHT-GLOOM-1.
def test_gloom_damage_option_fixed_1_R_NIGHT_GLOOM_1() -> None:
    state = edit(duo(gloom_damage="fixed_1"), lambda s: _on_gloom(s, "h1", "barrow-fields"))
    after, _ = resolve(state, night.gloom)
    assert after.hero("h1").hp == 3


# Checks R-NIGHT-GLOOM-1.
def test_a_hero_felled_by_gloom_is_defeated_and_recovers_at_dawn_R_NIGHT_GLOOM_1_R_NIGHT_DAWN_3() -> None:
    state = edit(duo(), lambda s: (_on_gloom(s, "h1", "wheatmere", hp=1), stack(s, "night", "thick-fog"),
                                   setattr(s.hero("h1"), "gold", 3)))
    rumour = state.hero("h1").rumours[0]
    after, events = resolve(state, night.run_night)  # the only card to lose is taken at once
    defeat = of_kind(events, "hero_defeated")[0]
    assert (defeat.hero, defeat.by, defeat.gold_lost, defeat.card_lost) == ("h1", "wheatmere", 3, rumour)
    hero = after.hero("h1")
    assert hero.region == CITY and hero.gold == 0 and hero.rumours == []  # R-ENG-DEF-1 (b)–(d)
    assert not hero.defeated and hero.hp == 2  # R-NIGHT-DAWN-3
    dawn_heal = [e for e in events if e.kind == "changed" and e.reason == "dawn"]
    assert [(e.hero, e.delta) for e in dawn_heal] == [("h1", 2)]
    assert_sound(after)


# Checks R-NIGHT-GLOOM-1.
def test_non_battle_defeat_hp_only_is_a_defeat_that_keeps_everything_R_NIGHT_GLOOM_1_R_OTH_6() -> None:
    """AMB-30 `hp_only`: the hero is still defeated (R-OTH-6) and comes back at Dawn with
    2 HP (R-ENG-DEF-2, R-NIGHT-DAWN-3), but keeps Gold, cards and Region."""
    state = edit(duo(non_battle_defeat="hp_only"),
                 lambda s: (_on_gloom(s, "h1", "wheatmere", hp=1), stack(s, "night", "thick-fog"),
                            setattr(s.hero("h1"), "gold", 3)))
    rumours = list(state.hero("h1").rumours)
    after, events = resolve(state, night.run_night)
    defeat = of_kind(events, "hero_defeated")[0]
    assert (defeat.hero, defeat.spared, defeat.gold_lost, defeat.card_lost) == ("h1", True, 0, None)
    hero = after.hero("h1")
    assert hero.region == "wheatmere" and hero.gold == 3 and hero.rumours == rumours
    assert not hero.defeated and hero.hp == 2
    assert event_line(after, PACK, defeat).startswith("✖")
    assert "0 PV" in event_line(after, PACK, defeat, say_for(PACK, "fr"))
    assert_sound(after)


# Checks R-NIGHT-GLOOM-1.
@pytest.mark.parametrize("reading", ["full_consequences", "hp_only"])
def test_a_night_card_that_fells_a_hero_defeats_them_until_dawn_R_NIGHT_DARK_2_R_ENG_DEF_2(reading: str) -> None:
    """AMB-30: a Night card's HP loss to 0 is a defeat under either reading, and the hero
    regains 2 HP at Dawn instead of starting the next Day at 0 AP."""
    state = edit(duo(non_battle_defeat=reading),
                 lambda s: (stack(s, "night", "ash-rain"), _down_to(s, "h1", 1), setattr(s.hero("h1"), "gold", 2)))
    after, events = resolve(state, night.run_night)
    defeat = of_kind(events, "hero_defeated")[0]
    assert defeat.hero == "h1" and defeat.by == "ash-rain" and defeat.spared == (reading == "hp_only")
    hero = after.hero("h1")
    assert hero.hp == 2 and not hero.defeated
    assert hero.gold == (0 if reading == "full_consequences" else 2)
    assert_sound(after)


# ------------------------------------------------------------------ B. Darkness

# Checks R-NIGHT-DARK-1, R-NIGHT-DARK-2.
def test_the_first_hero_draws_its_region_falls_and_weather_replaces_weather_R_NIGHT_DARK_1_R_NIGHT_DARK_2() -> None:
    def setup(s: GameState) -> None:
        take(s, "blood-moon")
        s.weather = "blood-moon"
        stack(s, "night", "thick-fog")
    state = edit(duo(), setup)
    after, events = resolve(state, night.darkness)
    assert after.regions["mossdeep-wood"].gloom
    assert of_kind(events, "region_gloomed")[0].model_dump() == {
        "kind": "region_gloomed", "region": "mossdeep-wood", "card": "thick-fog"}
    assert after.weather == "thick-fog"
    assert of_kind(events, "weather_changed")[0].replaced == "blood-moon"
    assert after.discards["night"] == ["blood-moon"]
    assert "thick-fog" not in after.decks["night"]
    assert_sound(after)


# Checks R-NIGHT-DARK-1.
def test_a_region_already_in_gloom_stays_in_gloom_R_NIGHT_DARK_1() -> None:
    state = edit(duo(), lambda s: (stack(s, "night", "thick-fog"), board.update_region(s, "mossdeep-wood", gloom=True)))
    after, events = resolve(state, night.darkness)
    assert after.regions["mossdeep-wood"].gloom and of_kind(events, "region_gloomed")


# Checks R-NIGHT-DARK-2.
def test_an_encounter_night_card_goes_onto_the_region_it_names_R_NIGHT_DARK_2() -> None:
    state = edit(duo(), on_top("hill-giant"))
    after, events = resolve(state, night.darkness)
    assert after.regions["greyspire-peaks"].encounters == ("hill-giant",)
    placed = of_kind(events, "encounter_placed")[0]
    assert (placed.card, placed.region, placed.source) == ("hill-giant", "greyspire-peaks", "night")
    assert after.regions["greyspire-peaks"].gloom
    assert_sound(after)


# Checks R-NIGHT-DARK-5.
def test_an_encounter_night_card_naming_the_city_is_discarded_after_its_effects_R_NIGHT_DARK_5() -> None:
    """AMB-39, R-CITY-1: Cutthroats in the Alleys names the City; its Revealed ability takes
    1 Gold from each hero there who is not Hidden, then the card is discarded."""
    state = edit(duo(), lambda s: (stack(s, "night", "cutthroats-in-the-alleys"),
                                   setattr(s.hero("h2"), "hidden", True)))
    after, events = resolve(state, night.darkness)
    assert after.regions[CITY].gloom  # the City still falls into Gloom
    assert after.regions[CITY].encounters == ()
    assert after.discards["night"] == ["cutthroats-in-the-alleys"]
    assert of_kind(events, "card_discarded")[0].reason == "city_is_safe"
    assert after.hero("h1").gold == 0 and after.hero("h2").gold == 1
    assert not of_kind(events, "plot_placed")  # the City has no terrain
    assert_sound(after)


# Checks R-NIGHT-DARK-2.
def test_a_night_event_is_resolved_by_the_first_hero_then_discarded_R_NIGHT_DARK_2() -> None:
    """Falling Star: the First Hero tests Study 2; success gains 1 Fate."""
    state = edit(duo(), on_top("falling-star"))
    dice(state, 6, 6, 1)
    after, events = resolve(state, night.darkness)
    roll = of_kind(events, "roll")[0]
    assert roll.tester == "h1" and roll.passed
    assert after.hero("h1").fate == 5 and after.hero("h2").fate == 4
    assert of_kind(events, "event_resolved")[0].hero == "h1"
    assert after.discards["night"] == ["falling-star"]
    assert_sound(after)


# Checks R-NIGHT-DARK-2.
def test_a_night_event_that_spares_hidden_heroes_still_strikes_the_others_R_NIGHT_DARK_2() -> None:
    """Ash Rain (R-HID-1 a): a Hidden First Hero is spared, the other heroes are not."""
    state = edit(duo(), lambda s: (stack(s, "night", "ash-rain"), setattr(s.hero("h1"), "hidden", True)))
    after, _ = resolve(state, night.darkness)
    assert after.hero("h1").hp == 4
    assert after.hero("h2").hp == 3


def _nightmares(**options: object) -> GameState:
    """Nightmares: every hero who is not Hidden discards a Rumour; each holds two."""
    def setup(s: GameState) -> None:
        stack(s, "night", "nightmares")
        for hero in s.heroes:
            hero.rumours = []
        for hero, cards in (("h1", ("woodcutter-family", "lost-shepherd")), ("h2", ("hedge-bandit", "raider-band"))):
            for card in cards:
                take(s, card)
                s.hero(hero).rumours.append(card)

    return edit(duo(**options), setup)


# Checks R-NIGHT-DARK-2.
def test_the_first_hero_makes_every_choice_a_night_event_requires_R_NIGHT_DARK_2() -> None:
    """Seed 000, the Night: "if there is a choice to make, the First Hero decides", h2's
    discard included."""
    state = _nightmares()
    ctx = Ctx(state=state.model_copy(deep=True), pack=PACK)
    with pytest.raises(NeedAnswer) as asked:
        night.darkness(ctx)
    assert (asked.value.prompt.hero, asked.value.prompt.player) == ("h1", P1)
    after, events = resolve(state, night.darkness, "lost-shepherd", "raider-band")
    ctx = Ctx(state=state.model_copy(deep=True), pack=PACK, answers=[{"option": "lost-shepherd"}])
    with pytest.raises(NeedAnswer) as asked:
        night.darkness(ctx)
    prompt = asked.value.prompt
    assert (prompt.hero, prompt.player) == ("h1", P1) and state.hero("h2").name in said(PACK, prompt.text)
    assert {o.id for o in prompt.options} == {"hedge-bandit", "raider-band"}
    assert after.hero("h1").rumours == ["woodcutter-family"] and after.hero("h2").rumours == ["hedge-bandit"]
    assert [(e.hero, e.card) for e in of_kind(events, "card_discarded") if e.reason != "event"] == [
        ("h1", "lost-shepherd"), ("h2", "raider-band")]


# Checks R-NIGHT-DARK-2.
def test_the_option_lets_each_hero_make_their_own_night_choice_R_NIGHT_DARK_2() -> None:
    state = _nightmares(night_choices="each_hero")
    ctx = Ctx(state=state.model_copy(deep=True), pack=PACK, answers=[{"option": "lost-shepherd"}])
    with pytest.raises(NeedAnswer) as asked:
        night.darkness(ctx)
    assert (asked.value.prompt.hero, asked.value.prompt.player) == ("h2", P2)
    after, _ = resolve(state, night.darkness, "lost-shepherd", "hedge-bandit")
    assert after.hero("h2").rumours == ["raider-band"]


# Checks R-NIGHT-DARK-1.
def test_an_empty_night_deck_draws_nothing_R_NIGHT_DARK_1() -> None:
    """G-2 by analogy: no reshuffle rule exists for the Night deck (R-OTH-2)."""
    def empty(s: GameState) -> None:
        s.discards["night"] = s.decks["night"]
        s.decks["night"] = []
    state = edit(kings(), empty)
    after, events = resolve(state, night.darkness)
    assert events == []
    assert after == state


# ------------------------------------------------------------------ B (d). Plots

# Checks R-NIGHT-DARK-3, R-NIGHT-DARK-4.
def test_a_plot_appears_after_the_night_card_on_a_listed_terrain_R_NIGHT_DARK_3_R_NIGHT_DARK_4() -> None:
    """Harvest Festival names Millbrook Meadows (plains): both Ancients list plains, and one
    Plot is drawn (AMB-31), the top one (AMB-48), after the Event is resolved."""
    state = edit(kings(), on_top("harvest-festival"))
    top = state.decks["plot"][-1]
    after, events = resolve(state, night.darkness)
    order = kinds(events)
    assert order.index("event_resolved") < order.index("plot_placed")
    assert [(e.plot, e.region) for e in of_kind(events, "plot_placed")] == [(top, "millbrook-meadows")]
    assert after.regions["millbrook-meadows"].plots == (top,)
    assert_sound(after)


# Checks R-NIGHT-DARK-4.
def test_no_plot_when_no_ancient_lists_the_terrain_R_NIGHT_DARK_4() -> None:
    state = edit(kings(), on_top("rockfall-in-the-pass"))  # mountains
    after, events = resolve(state, night.darkness)
    assert not of_kind(events, "plot_placed")
    assert after.decks["plot"] == state.decks["plot"]


# Checks R-NIGHT-DARK-4.
def test_a_defeated_ancient_brings_no_more_plots_R_NIGHT_DARK_4() -> None:
    """Ash Rain names Ashen Moor (wastes), which only the Hollow King lists."""
    def setup(s: GameState) -> None:
        stack(s, "night", "ash-rain")
        king = next(a for a in s.ancients if a.id == "hollow-king")
        king.defeated, king.hp = True, 0
    after, events = resolve(edit(kings(), setup), night.darkness)
    assert not of_kind(events, "plot_placed")
    assert after.regions["ashen-moor"].plots == ()


# Checks R-NIGHT-DARK-4.
def test_one_plot_per_matching_ancient_option_R_NIGHT_DARK_4() -> None:
    state = edit(kings(plots_per_trigger="one_per_matching_ancient"), on_top("harvest-festival"))
    after, events = resolve(state, night.darkness)
    assert len(of_kind(events, "plot_placed")) == 2
    assert after.regions["millbrook-meadows"].plots == tuple(state.decks["plot"][-2:][::-1])
    assert_sound(after)


# Checks R-NIGHT-DARK-4.
def test_first_matching_terrain_option_shuffles_the_others_back_R_NIGHT_DARK_4() -> None:
    """AMB-48: Plots are drawn until one of the Region's terrain; the others go back."""
    def setup(s: GameState) -> None:
        stack(s, "night", "harvest-festival")
        s.decks["plot"].sort(key=lambda p: PACK.plots[p].terrain == "plains")  # plains at the bottom
    state = edit(kings(plot_placement="first_matching_terrain"), setup)
    after, events = resolve(state, night.darkness)
    placed = of_kind(events, "plot_placed")[0].plot
    assert PACK.plots[placed].terrain == "plains"
    assert sorted(after.decks["plot"]) == sorted(p for p in state.decks["plot"] if p != placed)
    assert after.discards["plot"] == []
    assert_sound(after)


# Checks R-NIGHT-DARK-4.
def test_no_plots_in_the_first_game_R_NIGHT_DARK_4() -> None:
    """R-SETUP-16: the first game plays without Plots."""
    state = edit(kings(first_game=True), on_top("harvest-festival"))
    after, events = resolve(state, night.darkness)
    assert not of_kind(events, "plot_placed")
    assert after.regions["millbrook-meadows"].plots == ()


# Checks R-NIGHT-DARK-4.
def test_an_empty_plot_deck_brings_nothing_R_NIGHT_DARK_4() -> None:
    """G-2: the Plot deck is not reshuffled."""
    def setup(s: GameState) -> None:
        stack(s, "night", "harvest-festival")
        s.discards["plot"], s.decks["plot"] = s.decks["plot"], []
    after, events = resolve(edit(kings(), setup), night.darkness)
    assert not of_kind(events, "plot_placed")
    assert after.regions["millbrook-meadows"].plots == ()


# ------------------------------------------------------------------ C. Dawn

# Checks R-NIGHT-DAWN-1.
def test_dawn_clears_successes_and_finale_successes_R_NIGHT_DAWN_1() -> None:
    def setup(s: GameState) -> None:
        s.hero("h1").successes = {"raider-band": Accumulated(attribute="fight", count=2)}
        s.hero("h2").finale_successes = 3
    after, _ = resolve(edit(duo(), setup), night.dawn)
    assert after.hero("h1").successes == {} and after.hero("h2").finale_successes == 0


# Checks R-NIGHT-DAWN-2.
def test_dawn_ends_hidden_R_NIGHT_DAWN_2() -> None:
    state = edit(duo(), lambda s: setattr(s.hero("h2"), "hidden", True))
    after, events = resolve(state, night.dawn)
    assert not after.hero("h2").hidden
    assert [(e.hero, e.hidden) for e in of_kind(events, "hidden_changed")] == [("h2", False)]


# Checks R-NIGHT-DAWN-4.
def test_dawn_readies_every_card_and_fires_dawn_abilities_R_NIGHT_DAWN_4() -> None:
    """A test pack whose Human race gains 1 Gold at Dawn."""
    human = PACK.races["human"]
    ability = Ability(id="human-dawn-coin", timing="trigger", trigger="dawn",
                      effects=[GainGold(amount=1)])
    pack = PACK.model_copy(update={"races": {**PACK.races, "human": human.model_copy(
        update={"abilities": [*human.abilities, ability]})}})
    state = edit(duo(), lambda s: setattr(s.hero("h1"), "exhausted", ["warrior", "human"]))
    ctx = Ctx(state=state.model_copy(deep=True), pack=pack)
    night.dawn(ctx)
    assert ctx.state.hero("h1").exhausted == []
    assert ctx.state.hero("h1").gold == 2
    assert of_kind(ctx.events, "ability_used")[0].ability == "human-dawn-coin"


# Checks R-NIGHT-DAWN-5.
def test_the_first_to_camp_becomes_first_hero_R_NIGHT_DAWN_5() -> None:
    state = edit(duo(), lambda s: setattr(s, "first_to_camp", "h2"))
    after, events = resolve(state, night.dawn)
    assert after.first_hero == "h2"
    assert of_kind(events, "dawn")[0].first_hero == "h2"


# Checks R-NIGHT-DAWN-5.
def test_first_hero_token_when_the_first_to_camp_left_the_game_R_NIGHT_DAWN_5() -> None:
    """A hero can join a team Assault after camping (R-GIFT-TEAM-3) and be removed; the
    token then stays with its holder, or passes clockwise from a removed holder."""
    state = edit(start(3, seed=4, first_hero="lowest_sneak"),
                 lambda s: (setattr(s, "first_to_camp", "h2"), setattr(s.hero("h2"), "removed", True)))
    after, _ = resolve(state, night.dawn)
    assert after.first_hero == state.first_hero == "h1"
    gone = edit(state, lambda s: setattr(s.hero("h1"), "removed", True))
    after, _ = resolve(gone, night.dawn)
    assert after.first_hero == "h3"
