"""The Feat action and the Sagas (RULES.md §8.10, §12): Chapter payment and results, the
Finale, the Totem, the Ancients' arrival and Competitive Pressure."""

import pytest

from kilforth.commands import Choose, Feat, KeywordPayment, Move, TeamUp
from kilforth.engine import apply
from kilforth.render.prompts import said
from kilforth.rules import board
from kilforth.state import GameState

from .saga_helpers import (
    PACK,
    PRIEST,
    ROGUE,
    SORCERER,
    WARRIOR,
    dice_for,
    give,
    h,
    of_kind,
    place,
    play,
    refused,
    start,
    until_prompt,
)

# Save the Villagers (the priest's Saga): Chapter 1 asks for villager + ally.
CH1 = [KeywordPayment(keyword="villager", card="woodcutter-family"),
       KeywordPayment(keyword="ally", card="ally-wandering-friar")]
FINALE_REGION = "millbrook-meadows"


def ready_for_chapter_one(*seats: tuple[str, str, str, str, str], gold: int = 5, **options: object) -> GameState:
    state = start(*(seats or (PRIEST,)), **options)
    give(state, "h1", "woodcutter-family", "ally-wandering-friar")
    h(state, "h1").gold = gold
    return state


def at_finale(*seats: tuple[str, str, str, str, str], **options: object) -> GameState:
    state = start(*(seats or (PRIEST,)), **options)
    for hero in state.heroes:
        hero.region = FINALE_REGION
        hero.prefs = hero.prefs.model_copy(update={"fate": "never"})
    h(state, "h1").chapter = 5
    return state


# ------------------------------------------------------------------ Chapters

def test_chapter_payment_and_results() -> None:
    """R-ACT-FEAT-3, R-ACT-FEAT-4, R-ACT-FEAT-5, R-KW-1, AMB-43: 5 Gold once (not per keyword), a
    Rumour discarded per keyword (an Ally's type is a keyword), then +1 max HP and +1 HP (no
    AP), a level I Talent, and Chapter 2."""
    state = ready_for_chapter_one()
    state, events = play(state, Feat(player="ann", payment=CH1), "pious-bane-of-demons")
    hero = h(state, "h1")
    assert hero.gold == 0
    assert hero.rumours == []
    assert {"woodcutter-family", "ally-wandering-friar"} <= {c for pile in state.discards.values() for c in pile}
    assert (hero.max_hp, hero.hp) == (5, 5)
    assert hero.ap == 3  # the Feat's 1 AP spent, none gained (R-HP-2)
    assert hero.talents == ["pious-bane-of-demons"]
    assert hero.chapter == 2
    assert hero.chapter_done_today and hero.feat_done_today
    [done] = of_kind(events, "chapter_completed")
    assert (done.hero, done.chapter, done.free) == ("h1", 1, False)


def test_talent_prompt_offers_both_lines_of_the_level() -> None:
    """R-ACT-FEAT-5 (b), AMB-6: the two cards of the completed Chapter's level in the Class's
    talent type are offered: the Talents set out for that type at setup (R-SETUP-5)."""
    paused = until_prompt(ready_for_chapter_one(), Feat(player="ann", payment=CH1))
    prompt = paused.pending.prompt
    assert prompt.kind == "talent"
    assert {o.id for o in prompt.options} == {"pious-blessing-of-the-fields", "pious-bane-of-demons"}


def test_talent_owned_by_another_hero_is_not_offered() -> None:
    """AMB-6: each Talent card belongs to one hero; with one left it is taken, with none
    left none is gained."""
    druid = ("dan", "Dan", "elf", "druid", "heal-the-blighted-grove")
    state = ready_for_chapter_one(PRIEST, druid)
    h(state, "h2").talents = ["pious-bane-of-demons"]
    after, _ = play(state, Feat(player="ann", payment=CH1))
    assert h(after, "h1").talents == ["pious-blessing-of-the-fields"]
    h(state, "h2").talents = ["pious-bane-of-demons", "pious-blessing-of-the-fields"]
    after, _ = play(state, Feat(player="ann", payment=CH1))
    assert h(after, "h1").talents == [] and h(after, "h1").chapter == 2


def test_one_chapter_per_day() -> None:
    """R-ACT-FEAT-1: no second Chapter in the same Day phase."""
    state, _ = play(ready_for_chapter_one(), Feat(player="ann", payment=CH1), "pious-bane-of-demons")
    give(state, "h1", "escort-the-pilgrims", "harvest-in-peril", "wayside-shrine", "spell-mending-touch")
    h(state, "h1").gold = 5
    refused(state, Feat(player="ann"), "chapter_done_today", "R-ACT-FEAT-1")


def test_chapter_in_any_region() -> None:
    """R-ACT-FEAT-2: a Chapter is completed wherever the hero is."""
    state = ready_for_chapter_one()
    h(state, "h1").region = "ashen-moor"
    state, _ = play(state, Feat(player="ann", payment=CH1), "pious-bane-of-demons")
    assert h(state, "h1").chapter == 2


def test_sacrificed_asset_pays_the_gold() -> None:
    """R-ACT-FEAT-4 option 2, AMB-19: a selected Asset sacrificed for its full Gold value,
    which may pay the cost of the same Feat."""
    state = start()
    give(state, "h1", "woodcutter-family")
    give(state, "h1", "ally-wandering-friar", zone="assets")
    h(state, "h1").gold = 1
    payment = [CH1[0], KeywordPayment(keyword="ally", card="ally-wandering-friar", sacrifice=True)]
    state, events = play(state, Feat(player="ann", payment=payment), "pious-bane-of-demons")
    hero = h(state, "h1")
    assert hero.assets == [] and hero.gold == 0  # 1 + 4 - 5
    assert "ally-wandering-friar" in state.discards["reward:ally"]
    assert [e.delta for e in of_kind(events, "changed") if e.what == "gold"] == [4, -5]


def test_sacrifice_gold_not_counted_with_option_off() -> None:
    """AMB-19 ⚙ sacrifice_gold_pays_feat off: the cost must be in hand beforehand."""
    state = start(sacrifice_gold_pays_feat=False)
    give(state, "h1", "woodcutter-family")
    give(state, "h1", "ally-wandering-friar", zone="assets")
    h(state, "h1").gold = 1
    payment = [CH1[0], KeywordPayment(keyword="ally", card="ally-wandering-friar", sacrifice=True)]
    refused(state, Feat(player="ann", payment=payment), "cannot_pay", "R-ACT-FEAT-3")
    refused(state, Feat(player="ann"), "cannot_pay", "R-ACT-FEAT-3")


def test_kept_asset_stays_in_play() -> None:
    """R-ACT-FEAT-4 option 2: a selected Asset may stay in play."""
    state = start()
    give(state, "h1", "woodcutter-family")
    give(state, "h1", "ally-wandering-friar", zone="assets")
    h(state, "h1").gold = 5
    state, _ = play(state, Feat(player="ann", payment=CH1), "pious-bane-of-demons")
    assert h(state, "h1").assets == ["ally-wandering-friar"]
    assert h(state, "h1").gold == 0


def test_chapter_cost_variant() -> None:
    """R-ACT-FEAT-3 variant ⚙ chapter_cost: 2 × the Chapter's number."""
    state = ready_for_chapter_one(gold=2, chapter_cost="chapter_x2")
    state, _ = play(state, Feat(player="ann", payment=CH1), "pious-bane-of-demons")
    assert h(state, "h1").gold == 0
    err = refused(ready_for_chapter_one(gold=1, chapter_cost="chapter_x2"), Feat(player="ann", payment=CH1),
                  "cannot_pay")
    assert "costs 2 Gold" in err.message


@pytest.mark.parametrize(("payment", "code", "rule"), [
    ([CH1[0], CH1[0]], "duplicate_card", "R-ACT-FEAT-4"),
    ([CH1[0], KeywordPayment(keyword="ally", card="ally-grey-abbess")], "not_yours", "R-ACT-FEAT-4"),
    ([CH1[0], KeywordPayment(keyword="holy", card="ally-wandering-friar")], "keyword_not_required", "R-ACT-FEAT-4"),
    ([KeywordPayment(keyword="ally", card="woodcutter-family"), CH1[1]], "missing_keyword", "R-KW-1"),
    ([CH1[0], KeywordPayment(keyword="ally", card="ally-wandering-friar", sacrifice=True)],
     "cannot_sacrifice_rumour", "R-REF-6"),
    ([CH1[0], KeywordPayment(keyword="villager", card="ally-wandering-friar")], "keyword_paid_twice",
     "R-ACT-FEAT-4"),
    ([CH1[0]], "unpaid_keyword", "R-ACT-FEAT-4"),
])
def test_payment_is_validated(payment: list[KeywordPayment], code: str, rule: str) -> None:
    """R-ACT-FEAT-4: each line names a required keyword and a different card of the hero's
    that has it; together they cover the Chapter. Refused commands change nothing."""
    refused(ready_for_chapter_one(), Feat(player="ann", payment=payment), code, rule)


def test_unpaid_keyword_message_names_it() -> None:
    err = refused(ready_for_chapter_one(), Feat(player="ann", payment=[CH1[0]]), "unpaid_keyword")
    assert "needs: Ally." in err.message


def test_not_enough_gold() -> None:
    """R-ACT-FEAT-3: without the Gold, the Feat is refused before anything changes (R-ACT-2)."""
    err = refused(ready_for_chapter_one(gold=4), Feat(player="ann", payment=CH1), "cannot_pay", "R-ACT-FEAT-3")
    assert "5 Gold" in err.message


def test_chapter_takes_no_attribute() -> None:
    refused(ready_for_chapter_one(), Feat(player="ann", payment=CH1, attribute="fight"), "no_test")


def test_infeasible_feat_is_refused() -> None:
    """R-ACT-2: a Feat that cannot be paid in full is not declared: no AP is spent."""
    state = start()
    h(state, "h1").gold = 5
    err = refused(state, Feat(player="ann"), "missing_keywords", "R-ACT-FEAT-4")
    assert "covers Ally, Villager" in err.message
    # One card holding both keywords pays only one of them.
    give(state, "h1", "ally-wandering-friar")
    err = refused(state, Feat(player="ann"), "missing_keywords")
    assert "different card" in err.message


def test_prompts_offer_only_cards_that_keep_the_feat_payable() -> None:
    """R-ACT-2, R-ACT-FEAT-4, AMB-19: the Ally Asset must pay 'ally' and be sacrificed for
    the Gold, so 'villager' offers only the Rumours, and the Asset is not offered to keep."""
    state = start()
    give(state, "h1", "woodcutter-family", "lost-shepherd")
    give(state, "h1", "ally-wandering-friar", zone="assets")
    h(state, "h1").gold = 1
    paused = until_prompt(state, Feat(player="ann"))
    prompt = paused.pending.prompt
    assert prompt.kind == "feat_keyword" and "villager" in said(PACK, prompt.text)
    assert {o.id for o in prompt.options} == {"woodcutter-family", "lost-shepherd"}
    after, _ = play(state, Feat(player="ann"), "lost-shepherd", "pious-bane-of-demons")
    hero = h(after, "h1")
    assert hero.rumours == ["woodcutter-family"] and hero.assets == [] and hero.gold == 0


# Checks R-ACT-FEAT-3, R-ACT-FEAT-4.
def test_a_chapter_short_of_gold_asks_which_asset_to_sacrifice_R_ACT_FEAT_3_R_ACT_FEAT_4() -> None:
    """AMB-19: with 1 Gold, one of two Ally Assets must be sacrificed for the 5 Gold; which one
    is the hero's choice, and the one not chosen stays in play."""
    state = start()
    give(state, "h1", "woodcutter-family")
    give(state, "h1", "ally-wandering-friar", "ally-old-sergeant", zone="assets")
    h(state, "h1").gold = 1
    paused = until_prompt(state, Feat(player="ann"))
    first = paused.pending.prompt
    assert first.kind == "feat_keyword" and "villager" in said(PACK, first.text)
    which = apply(paused, Choose(player="ann", prompt=first.id, option="woodcutter-family")).state.pending.prompt
    assert which.kind == "feat_keyword" and "ally" in said(PACK, which.text)
    assert [o.id for o in which.options] == ["ally-wandering-friar", "ally-old-sergeant"]
    assert all("4 Gold" in said(PACK, o.detail) for o in which.options)
    after, events = play(state, Feat(player="ann"), "woodcutter-family", "ally-old-sergeant", "pious-bane-of-demons")
    hero = h(after, "h1")
    assert hero.assets == ["ally-wandering-friar"] and hero.gold == 0 and hero.chapter == 2
    assert [e.card for e in of_kind(events, "card_discarded")] == ["woodcutter-family", "ally-old-sergeant"]


def test_prompted_asset_keep_or_sacrifice() -> None:
    """R-ACT-FEAT-4 option 2: asked whether to keep the selected Asset or sacrifice it."""
    state = start()
    give(state, "h1", "woodcutter-family")
    give(state, "h1", "ally-wandering-friar", zone="assets")
    h(state, "h1").gold = 5
    paused = until_prompt(state, Feat(player="ann"))
    assert paused.pending.prompt.kind == "feat_sacrifice"
    assert [o.id for o in paused.pending.prompt.options] == ["keep", "sacrifice"]
    after, _ = play(state, Feat(player="ann"), "sacrifice", "pious-bane-of-demons")
    assert h(after, "h1").assets == [] and h(after, "h1").gold == 4


def test_small_party_keywords() -> None:
    """R-ACT-FEAT-6: the "1–2 players" keywords count only when 1 or 2 heroes started the
    game; a hero removed since does not change that."""
    ch2 = [KeywordPayment(keyword="holy", card="wayside-shrine"),
           KeywordPayment(keyword="quest", card="harvest-in-peril"),
           KeywordPayment(keyword="villager", card="woodcutter-family")]

    def at_chapter_two(*seats: tuple[str, str, str, str, str]) -> GameState:
        state = start(*seats)
        give(state, "h1", "wayside-shrine", "harvest-in-peril", "woodcutter-family", "spell-mending-touch")
        h(state, "h1").chapter = 2
        h(state, "h1").gold = 5
        return state

    two = at_chapter_two(PRIEST, ROGUE)
    err = refused(two, Feat(player="ann", payment=ch2), "unpaid_keyword")
    assert "needs: Healing." in err.message
    healing = KeywordPayment(keyword="healing", card="spell-mending-touch")
    after, _ = play(two, Feat(player="ann", payment=[*ch2, healing]), "pious-gentle-word")
    assert h(after, "h1").chapter == 3
    three = at_chapter_two(PRIEST, ROGUE, WARRIOR)
    h(three, "h3").removed = True
    after, _ = play(three, Feat(player="ann", payment=ch2), "pious-gentle-word")
    assert h(after, "h1").chapter == 3
    assert "spell-mending-touch" in h(after, "h1").rumours


def test_hero_cards_cannot_pay_keywords() -> None:
    """R-KW-4, AMB-44: a Talent's type is one of its keywords, but Talents are neither Rumours
    nor Assets and cannot pay a Chapter keyword."""
    state = start()
    hero = h(state, "h1")
    hero.chapter, hero.gold, hero.talents = 3, 5, ["pious-bane-of-demons"]
    give(state, "h1", "abandoned-mill", "woodcutter-family")
    payment = [KeywordPayment(keyword="place", card="abandoned-mill"),
               KeywordPayment(keyword="pious", card="pious-bane-of-demons"),
               KeywordPayment(keyword="villager", card="woodcutter-family")]
    refused(state, Feat(player="ann", payment=payment), "talent_cannot_pay", "AMB-44")
    refused(state, Feat(player="ann"), "missing_keywords")


def test_talents_pay_keywords_with_option() -> None:
    """AMB-44 ⚙ talents_pay_chapter_keywords: a ready Talent pays its type; it stays in play
    and cannot be sacrificed; an exhausted one cannot pay."""
    state = start(talents_pay_chapter_keywords=True)
    hero = h(state, "h1")
    hero.chapter, hero.gold, hero.talents = 3, 5, ["pious-bane-of-demons"]
    give(state, "h1", "abandoned-mill", "woodcutter-family")
    payment = [KeywordPayment(keyword="place", card="abandoned-mill"),
               KeywordPayment(keyword="pious", card="pious-bane-of-demons"),
               KeywordPayment(keyword="villager", card="woodcutter-family")]
    sacrifice = [*payment[:1], payment[1].model_copy(update={"sacrifice": True}), *payment[2:]]
    refused(state, Feat(player="ann", payment=sacrifice), "cannot_sacrifice_talent")
    after, _ = play(state, Feat(player="ann", payment=payment), "pious-tithe-of-valour")
    assert h(after, "h1").talents == ["pious-bane-of-demons", "pious-tithe-of-valour"]
    hero.exhausted = ["pious-bane-of-demons"]
    refused(state, Feat(player="ann", payment=payment), "talent_exhausted")


# ------------------------------------------------------------------ the Finale

def test_chapters_in_order_then_finale() -> None:
    """R-SAGA-1, R-SAGA-2, R-ACT-FEAT-2: Chapter 4 completed turns the Finale face up; the next
    Feat is a Finale attempt, only in the Finale's Region (R-SAGA-3)."""
    state = start()
    hero = h(state, "h1")
    hero.chapter, hero.gold = 4, 5
    give(state, "h1", "raider-band", "wayside-shrine", "title-friend-of-the-hamlets", "lost-shepherd")
    state, _ = play(state, Feat(player="ann"), "pious-righteous-conviction")
    assert h(state, "h1").chapter == 5
    assert h(state, "h1").max_hp == 5
    err = refused(state, Feat(player="ann"), "wrong_region", "R-SAGA-3")
    assert "Millbrook" in err.message


def test_finale_success_keeps_totem() -> None:
    """R-SAGA-3, R-SAGA-6: a test of the Finale's attribute against its value, costing no Gold; on
    success the Saga is complete and the Totem may stay as an Asset."""
    state = at_finale()
    h(state, "h1").gold = 0
    state.rng.scripted = [6, 6, 6, 6] + [1] * (dice_for(state, "h1", "influence") - 4)
    state, events = play(state, Feat(player="ann"), "keep")
    hero = h(state, "h1")
    assert hero.chapter == 6
    assert hero.assets == ["totem:save-the-villagers"]
    assert hero.gold == 0
    [roll] = of_kind(events, "roll")
    assert (roll.attribute, roll.target, roll.passed, roll.purpose) == ("influence", 4, True, "finale")
    [saga] = of_kind(events, "saga_completed")
    assert saga.totem_kept
    assert hero.ap == 3


def test_totem_discarded_for_gold() -> None:
    """R-SAGA-6 (b): discard the Totem and gain its Gold value."""
    state = at_finale()
    state.rng.scripted = [6] * dice_for(state, "h1", "influence")
    state, events = play(state, Feat(player="ann"), "gold")
    hero = h(state, "h1")
    assert hero.assets == [] and hero.gold == 1 + 4
    assert "totem:save-the-villagers" in state.removed
    assert not of_kind(events, "saga_completed")[0].totem_kept


def test_saga_complete_has_no_more_feats() -> None:
    """R-SAGA-1: after the Finale there is nothing left to complete."""
    state = start()
    h(state, "h1").chapter = 6
    refused(state, Feat(player="ann"), "saga_complete", "R-SAGA-1")


def test_finale_successes_accumulate_within_the_day() -> None:
    """R-SAGA-5, R-SUCC-6, AMB-22: several Finale attempts a day, successes adding up; leaving
    the Region loses them."""
    state = at_finale()
    n = dice_for(state, "h1", "influence")
    state.rng.scripted = [6, 6] + [1] * (n - 2)
    state, _ = play(state, Feat(player="ann"))
    assert h(state, "h1").finale_successes == 2 and h(state, "h1").chapter == 5
    state.rng.scripted = [5, 5] + [1] * (n - 2)
    state, events = play(state, Feat(player="ann"), "keep")
    [roll] = of_kind(events, "roll")
    assert (roll.accumulated, roll.successes, roll.passed) == (2, 2, True)
    assert h(state, "h1").chapter == 6

    state = at_finale()
    state.rng.scripted = [6, 6] + [1] * (n - 2)
    state, _ = play(state, Feat(player="ann"))
    nearby = next(r for r in board.orthogonal(state, FINALE_REGION) if not PACK.regions[r].city)
    place(state, nearby, "wayside-shrine")  # a Place: nothing is drawn, nothing engages
    state, _ = play(state, Move(player="ann", region=nearby))
    assert h(state, "h1").finale_successes == 0


def test_all_feats_option_limits_finale_attempts() -> None:
    """AMB-22 ⚙ feat_daily_limit all_feats: one Feat a day, Finale attempts included."""
    state = at_finale(feat_daily_limit="all_feats")
    state.rng.scripted = [1] * dice_for(state, "h1", "influence")
    state, _ = play(state, Feat(player="ann"))
    refused(state, Feat(player="ann"), "feat_done_today", "AMB-22")


def test_finale_takes_no_payment_and_its_own_attribute() -> None:
    """R-SAGA-3: no Gold, no keywords; the Finale's attribute only."""
    state = at_finale()
    give(state, "h1", "woodcutter-family")
    refused(state, Feat(player="ann", payment=[CH1[0]]), "finale_no_payment", "R-SAGA-3")
    refused(state, Feat(player="ann", attribute="fight"), "wrong_attribute", "R-SAGA-3")
    state.rng.scripted = [1] * dice_for(state, "h1", "influence")
    after, _ = play(state, Feat(player="ann", attribute="influence"))
    assert h(after, "h1").gold == h(state, "h1").gold


def test_cooperative_finale_needs_every_hero() -> None:
    """R-SAGA-4, R-ACT-FEAT-8: in Cooperative mode every hero in play must be in the Finale's
    Region; a removed hero does not count. Competitive games have no such rule."""
    state = at_finale(PRIEST, ROGUE)
    h(state, "h2").region = "lanternholm"
    err = refused(state, Feat(player="ann"), "heroes_not_gathered", "R-SAGA-4")
    assert "Bob" in err.message
    h(state, "h2").removed = True
    state.rng.scripted = [1] * dice_for(state, "h1", "influence")
    play(state, Feat(player="ann"))
    state = at_finale(PRIEST, ROGUE, mode="competitive")
    h(state, "h2").region = "lanternholm"
    state.rng.scripted = [1] * dice_for(state, "h1", "influence")
    play(state, Feat(player="ann"))


def test_finale_as_a_team() -> None:
    """R-SAGA-4, R-GIFT-TEAM-1, R-GIFT-TEAM-6, R-GIFT-TEAM-9: the heroes may team up for a Finale:
    +1 die per other member, and the team dissolves after the test."""
    state = at_finale(PRIEST, ROGUE)
    n = dice_for(state, "h1", "influence")
    state, _ = play(state, TeamUp(player="ann", heroes=["h2"]), "accept")
    assert state.team == ["h1", "h2"]
    state.rng.scripted = [1] * (n + 1)
    state, events = play(state, Feat(player="ann"))
    [roll] = of_kind(events, "roll")
    assert len(roll.dice) == n + 1
    assert [(s.source, s.amount) for s in roll.sources if s.source.startswith("team:")] == [
        ("team:h2", 1)]
    assert sum(s.amount for s in roll.sources) == len(roll.dice)
    assert state.team == []


def test_ancients_arrive_with_the_first_saga() -> None:
    """R-SAGA-7: the first Saga completed brings every Ancient onto the Map in Cooperative
    mode; a later completion does not bring them again."""
    state = at_finale(PRIEST, ROGUE)
    state.rng.scripted = [6] * dice_for(state, "h1", "influence")
    state, events = play(state, Feat(player="ann"), "keep")
    assert state.ancients_arrived
    assert {e.ancient for e in of_kind(events, "ancient_entered")} == {a.id for a in state.ancients}
    assert all(a.on_map for a in state.ancients)


def test_second_saga_brings_no_ancient() -> None:
    state = at_finale(PRIEST, ROGUE)
    state.ancients_arrived = True
    state.rng.scripted = [6] * dice_for(state, "h1", "influence")
    state, events = play(state, Feat(player="ann"), "keep")
    assert not of_kind(events, "ancient_entered")


# ------------------------------------------------------------------ Competitive Pressure

def competitive(first: str = "h1") -> GameState:
    state = start(PRIEST, ROGUE, WARRIOR, SORCERER, mode="competitive")
    state.first_hero = first
    return state


def chapter_three_ready(state: GameState) -> None:
    hero = h(state, "h1")
    hero.chapter, hero.gold = 3, 5
    give(state, "h1", "abandoned-mill", "ally-wandering-friar", "woodcutter-family")


def test_pressure_after_chapter_three() -> None:
    """R-PRESS-1, R-ACT-FEAT-7, AMB-23: a hero who has not completed Chapter 1 may complete
    it at once, free, with every result, and it is not their Feat for the day."""
    state = competitive()
    chapter_three_ready(state)
    h(state, "h3").chapter = 2
    h(state, "h4").chapter = 4
    paused = until_prompt(state, Feat(player="ann"), "pious-fellowship-of-the-faithful")
    assert paused.pending.prompt.kind == "competitive_pressure"
    assert paused.pending.prompt.hero == "h2"
    state, events = play(state, Feat(player="ann"), "pious-fellowship-of-the-faithful", "yes",
                         "shadow-scouting-glance")
    bob = h(state, "h2")
    assert bob.chapter == 2 and bob.max_hp == 5 and bob.talents == ["shadow-scouting-glance"]
    assert not bob.chapter_done_today and bob.gold == 1 and bob.ap == 4
    free = [e for e in of_kind(events, "chapter_completed") if e.free]
    assert [(e.hero, e.chapter) for e in free] == [("h2", 1)]
    assert h(state, "h3").chapter == 2 and h(state, "h4").chapter == 4


def test_pressure_may_be_declined() -> None:
    state = competitive()
    chapter_three_ready(state)
    for other in ("h3", "h4"):
        h(state, other).chapter = 3
    state, _ = play(state, Feat(player="ann"), "pious-fellowship-of-the-faithful", "no")
    assert h(state, "h2").chapter == 1 and h(state, "h2").max_hp == 4


def test_pressure_after_chapter_four_in_turn_order() -> None:
    """R-PRESS-1, R-PRESS-2: after a Chapter 4, every other hero still on Chapter 1 or 2 decides,
    in turn order from the First Hero."""
    state = competitive(first="h3")
    hero = h(state, "h1")
    hero.chapter, hero.gold = 4, 5
    give(state, "h1", "raider-band", "wayside-shrine", "title-friend-of-the-hamlets")
    h(state, "h2").chapter = 2
    h(state, "h4").chapter = 3
    asked = []
    out = apply(state, Feat(player="ann"))
    answers = iter(["pious-righteous-conviction", "yes", "martial-mountain-vigour", "yes", "shadow-opening-cut"])
    while out.state.pending is not None:
        prompt = out.state.pending.prompt
        asked.append((prompt.kind, prompt.hero))
        out = apply(out.state, Choose(player=prompt.player, prompt=prompt.id, option=next(answers)))
    assert [a for a in asked if a[0] == "competitive_pressure"] == [("competitive_pressure", "h3"),
                                                                     ("competitive_pressure", "h2")]
    assert h(out.state, "h3").chapter == 2 and h(out.state, "h2").chapter == 3
    assert h(out.state, "h4").chapter == 3


def test_no_pressure_outside_competitive_games() -> None:
    """R-PRESS-1: Competitive mode only."""
    state = start(PRIEST, ROGUE)
    chapter_three_ready(state)
    state, _ = play(state, Feat(player="ann"), "pious-fellowship-of-the-faithful")
    assert h(state, "h2").chapter == 1
