"""The Gifts (RULES.md §14.2–14.5): Exchange, Overcome, Resolve and Team Up. Gifts cost no
AP and do not end the turn (R-GIFT-1)."""

import pytest

from kilforth.commands import (
    Bundle,
    Camp,
    Choose,
    Clear,
    Confront,
    Exchange,
    Hide,
    Move,
    Overcome,
    Resolve,
    Search,
    SetPreferences,
    TeamUp,
)
from kilforth.engine import apply
from kilforth.render.prompts import said
from kilforth.rules import board
from kilforth.rules.registry import RULES
from kilforth.state import Accumulated, GameState

from .saga_helpers import (
    PACK,
    PRIEST,
    ROGUE,
    WARRIOR,
    dice_for,
    give,
    h,
    of_kind,
    place,
    play,
    refused,
    start,
    take,
    until_prompt,
)

FOREST = "mossdeep-wood"


def two_heroes(*seats: tuple[str, str, str, str, str], **options: object) -> GameState:
    state = start(*(seats or (PRIEST, ROGUE)), **options)
    for hero in state.heroes:
        hero.prefs = hero.prefs.model_copy(update={"fate": "never"})
    return state


def unchanged_turn(before: GameState, after: GameState) -> None:
    """R-GIFT-1: a Gift costs no AP and the turn goes on."""
    assert after.turn is not None and after.turn.hero == "h1"
    assert h(after, "h1").ap == h(before, "h1").ap


# Checks R-GIFT-2.
def test_the_five_gifts_are_free_actions_R_GIFT_2() -> None:
    """Assault, Exchange, Overcome, Resolve and Team Up are the Gifts: free of AP, and no
    other command is one."""
    gifts = {kind for kind, r in RULES.items() if r.kind == "gift"}
    assert gifts == {"assault", "exchange", "overcome", "resolve", "team_up"}


# ------------------------------------------------------------------ Exchange

def test_exchange_everything_that_may_change_hands() -> None:
    """R-GIFT-EX-1, R-GIFT-EX-2, AMB-36: Gold, a Rumour, a Loot token and an Item Asset one way, a
    Spell Asset the other, once the other hero's player accepts."""
    state = two_heroes()
    give(state, "h1", "woodcutter-family")
    give(state, "h1", "loot-healing-salve-1", zone="loot")
    give(state, "h1", "item-notched-longsword", zone="assets")
    give(state, "h2", "spell-mending-touch", zone="assets")
    cmd = Exchange(player="ann", with_hero="h2",
                   give=Bundle(gold=1, cards=["woodcutter-family", "loot-healing-salve-1", "item-notched-longsword"]),
                   take=Bundle(cards=["spell-mending-touch"]))
    paused = until_prompt(state, cmd)
    prompt = paused.pending.prompt
    assert (prompt.kind, prompt.player) == ("exchange_offer", "bob")
    assert "Notched Longsword" in said(PACK, prompt.text)
    after, events = play(state, cmd, "accept")
    ann, bob = h(after, "h1"), h(after, "h2")
    assert (ann.gold, bob.gold) == (0, 2)
    assert bob.rumours == ["woodcutter-family"] and bob.loot == ["loot-healing-salve-1"]
    assert bob.assets == ["item-notched-longsword"] and ann.assets == ["spell-mending-touch"]
    assert ann.rumours == [] and ann.loot == []
    [ex] = of_kind(events, "exchanged")
    assert (ex.hero, ex.other, ex.gave_gold, ex.took) == ("h1", "h2", 1, ["spell-mending-touch"])
    unchanged_turn(state, after)


def test_one_way_exchange_by_the_same_player_needs_no_answer() -> None:
    """R-GIFT-EX-1: a gift without return; a player agrees with themselves (solo)."""
    state = start(PRIEST, ("ann", "Zed", "dwarf", "rogue", "assassinate-the-lord"), mode="solo")
    give(state, "h1", "woodcutter-family")
    after, _ = play(state, Exchange(player="ann", with_hero="Zed", give=Bundle(cards=["woodcutter-family"])))
    assert h(after, "h2").rumours == ["woodcutter-family"]


def test_declined_exchange_changes_nothing() -> None:
    state = two_heroes()
    give(state, "h1", "woodcutter-family")
    after, events = play(state, Exchange(player="ann", with_hero="h2", give=Bundle(cards=["woodcutter-family"])),
                         "decline")
    assert [h.model_dump() for h in after.heroes] == [h.model_dump() for h in state.heroes]
    [declined] = of_kind(events, "declined")
    assert (declined.hero, declined.asked_by, declined.offer) == ("h2", "h1", "exchange")


def test_exchanged_asset_keeps_its_state() -> None:
    """R-GIFT-EX-4: an exhausted Asset stays exhausted, and passes no out-of-play zone."""
    state = two_heroes()
    give(state, "h1", "spell-mending-touch", zone="assets")
    h(state, "h1").exhausted = ["spell-mending-touch"]
    after, events = play(state, Exchange(player="ann", with_hero="h2",
                                         give=Bundle(cards=["spell-mending-touch"])), "accept")
    assert h(after, "h2").exhausted == ["spell-mending-touch"] and h(after, "h1").exhausted == []
    assert not of_kind(events, "card_discarded") and not of_kind(events, "ability_used")


def test_unique_keyword_rule_for_the_receiver() -> None:
    """R-GIFT-EX-3, R-KW-3: the receiver's older Asset with the same unique keyword is
    discarded; two heroes may still swap their Weapons."""
    state = two_heroes()
    give(state, "h1", "item-notched-longsword", zone="assets")
    give(state, "h2", "item-bone-dagger", zone="assets")
    after, _ = play(state, Exchange(player="ann", with_hero="h2", give=Bundle(cards=["item-notched-longsword"])),
                    "accept")
    assert h(after, "h2").assets == ["item-notched-longsword"]
    assert "item-bone-dagger" in after.discards["reward:item"]
    after, _ = play(state, Exchange(player="ann", with_hero="h2", give=Bundle(cards=["item-notched-longsword"]),
                                    take=Bundle(cards=["item-bone-dagger"])), "accept")
    assert h(after, "h1").assets == ["item-bone-dagger"] and h(after, "h2").assets == ["item-notched-longsword"]


def test_limit_of_six_for_the_receiver() -> None:
    """R-GIFT-EX-3, R-LIM-2: past six Rumours the receiver discards, choosing which."""
    state = two_heroes()
    give(state, "h2", "lost-shepherd", "hedge-bandit", "raider-band", "field-imp", "harvest-in-peril",
         "abandoned-mill")
    give(state, "h1", "woodcutter-family")
    cmd = Exchange(player="ann", with_hero="h2", give=Bundle(cards=["woodcutter-family"]))
    paused = until_prompt(state, cmd, "accept")
    assert (paused.pending.prompt.kind, paused.pending.prompt.player) == ("limit_of_six", "bob")
    after, _ = play(state, cmd, "accept", "field-imp")
    assert len(h(after, "h2").rumours) == 6 and "woodcutter-family" in h(after, "h2").rumours


@pytest.mark.parametrize(("cmd", "code"), [
    (Exchange(player="ann", with_hero="h2"), "nothing_to_exchange"),
    (Exchange(player="ann", with_hero="h2", give=Bundle(gold=2)), "not_enough_gold"),
    (Exchange(player="ann", with_hero="h2", take=Bundle(gold=2)), "not_enough_gold"),
    (Exchange(player="ann", with_hero="h2", give=Bundle(cards=["lost-shepherd"])), "not_theirs"),
    (Exchange(player="ann", with_hero="h2", give=Bundle(cards=["woodcutter-family", "woodcutter-family"])),
     "duplicate_card"),
    (Exchange(player="ann", with_hero="h2", give=Bundle(cards=["ally-wandering-friar"])), "not_exchangeable"),
    (Exchange(player="ann", with_hero="h2", take=Bundle(cards=["title-whispered-name"])), "not_exchangeable"),
    (Exchange(player="ann", with_hero="h1", give=Bundle(gold=1)), "yourself"),
    (Exchange(player="ann", with_hero="h9", give=Bundle(gold=1)), "no_such_hero"),
])
def test_exchange_refusals(cmd: Exchange, code: str) -> None:
    """R-GIFT-EX-2: only Gold one has, one's Rumours and Loot, and Item or Spell Assets
    (never Allies or Titles)."""
    state = two_heroes()
    give(state, "h1", "woodcutter-family")
    give(state, "h1", "ally-wandering-friar", zone="assets")
    give(state, "h2", "title-whispered-name", zone="assets")
    refused(state, cmd, code)


def test_totem_is_not_exchanged() -> None:
    state = two_heroes()
    h(state, "h1").assets = ["totem:save-the-villagers"]
    err = refused(state, Exchange(player="ann", with_hero="h2", give=Bundle(cards=["totem:save-the-villagers"])),
                  "not_exchangeable", "R-GIFT-EX-2")
    assert "Totem" in err.message


def test_exchange_only_in_the_same_region() -> None:
    """R-GIFT-EX-1: the other hero is in the same Region and in play."""
    state = two_heroes()
    h(state, "h2").region = FOREST
    refused(state, Exchange(player="ann", with_hero="h2", give=Bundle(gold=1)), "not_here", "R-GIFT-EX-1")
    h(state, "h2").region = h(state, "h1").region
    h(state, "h2").removed = True
    refused(state, Exchange(player="ann", with_hero="h2", give=Bundle(gold=1)), "not_in_play")


def test_gifts_belong_to_the_active_unhidden_hero() -> None:
    """R-GIFT-1, R-TURN-4: only on one's own turn, and not while Hidden."""
    state = two_heroes()
    refused(state, Exchange(player="bob", with_hero="h1", give=Bundle(gold=1)), "not_your_turn")
    h(state, "h1").hidden = True
    refused(state, Exchange(player="ann", with_hero="h2", give=Bundle(gold=1)), "hidden_no_gifts", "R-GIFT-1")


# ------------------------------------------------------------------ Overcome

def in_forest(state: GameState, *encounters: str) -> None:
    for hero in state.heroes:
        hero.region = FOREST
        hero.prefs = hero.prefs.model_copy(update={"loot": "gold", "rumour": "keep"})
    place(state, FOREST, *encounters)


def test_overcome_defeats_and_rewards() -> None:
    """R-GIFT-OV-1, R-GIFT-OV-2: a Weakness keyword on an Asset in play defeats the Encounter
    outright, with its Reward."""
    state = two_heroes()
    in_forest(state, "poacher-king")
    give(state, "h1", "title-friend-of-the-hamlets", zone="assets")
    after, events = play(state, Overcome(player="ann", encounter="poacher-king"))
    ann = h(after, "h1")
    assert ann.gold == 1 + 2 and ann.rumours == ["poacher-king"]
    assert after.regions[FOREST].encounters == ()
    [defeated] = of_kind(events, "encounter_defeated")
    assert (defeated.card, defeated.how) == ("poacher-king", "overcome")
    unchanged_turn(state, after)


def test_overcome_clears_everyones_successes() -> None:
    """R-GIFT-OV-3: every hero's accumulated successes on it are lost."""
    state = two_heroes()
    in_forest(state, "poacher-king")
    give(state, "h1", "title-friend-of-the-hamlets", zone="assets")
    h(state, "h2").successes = {"poacher-king": Accumulated(attribute="influence", count=2)}
    after, _ = play(state, Overcome(player="ann", encounter="poacher-king"))
    assert h(after, "h2").successes == {}


def test_overcome_counts_as_the_best_attribute_for_trophies() -> None:
    """R-GIFT-OV-2, AMB-21 (1): an attribute-bound Trophy is offered after an Overcome."""
    state = two_heroes()
    board.update_region(state, FOREST, encounters=())
    for hero in state.heroes:
        hero.region = "ashen-moor"
        hero.prefs = hero.prefs.model_copy(update={"loot": "gold", "rumour": "keep"})
    place(state, "ashen-moor", "exiled-baroness")
    give(state, "h1", "title-knight-of-the-lantern", zone="assets")
    after, _ = play(state, Overcome(player="ann", encounter="exiled-baroness"), "yes")
    assert h(after, "h1").gold == 1 + 3 + 2


def test_overcome_ignores_obstacles() -> None:
    """AMB-28: an Obstacle blocks Confront, not Overcome."""
    state = two_heroes()
    in_forest(state, "poacher-king")
    board.update_region(state, FOREST, obstacles=1)
    give(state, "h1", "title-friend-of-the-hamlets", zone="assets")
    refused(state, Confront(player="ann", encounter="poacher-king"), "obstacle")
    after, _ = play(state, Overcome(player="ann", encounter="poacher-king"))
    assert "poacher-king" in h(after, "h1").rumours


def test_overcome_needs_the_keyword_on_an_asset() -> None:
    """R-GIFT-OV-1, AMB-45: a keyword on a Rumour in hand does not count."""
    state = two_heroes()
    in_forest(state, "poacher-king", "woodcutter-family")
    give(state, "h1", "title-friend-of-the-hamlets")
    err = refused(state, Overcome(player="ann", encounter="poacher-king"), "no_matching_keyword", "R-GIFT-OV-1")
    assert "Weakness is Reputation" in err.message
    refused(state, Overcome(player="ann", encounter="woodcutter-family"), "no_weakness")
    refused(state, Overcome(player="ann", encounter="elven-warden"), "no_such_encounter")


def test_overcome_with_any_card_in_play() -> None:
    """AMB-45 ⚙ overcome_keyword_source any_card_in_play, R-KW-1, R-KW-4: a Talent's type
    counts as its keyword (R-TALENT-2)."""
    for source, works in (("assets", False), ("any_card_in_play", True)):
        state = two_heroes(overcome_keyword_source=source)
        for hero in state.heroes:
            hero.region = "cinder-flats"
            hero.prefs = hero.prefs.model_copy(update={"loot": "gold", "rumour": "keep"})
        place(state, "cinder-flats", "topple-the-dark-idol")
        h(state, "h1").talents = ["pious-bane-of-demons"]
        cmd = Overcome(player="ann", encounter="topple-the-dark-idol")
        if works:
            after, _ = play(state, cmd)
            assert "topple-the-dark-idol" in h(after, "h1").rumours
        else:
            refused(state, cmd, "no_matching_keyword")


def test_overcome_during_a_battle() -> None:
    """AMB-28, R-GIFT-1: an Enemy can be overcome in the middle of its Battle, which then ends."""
    state = two_heroes()
    ann = h(state, "h1")
    ann.prefs = ann.prefs.model_copy(update={"loot": "gold", "rumour": "keep"})
    start_region = next(r for r in state.grid if not PACK.regions[r].city
                        and not any(PACK.regions[n].city for n in board.orthogonal(state, r)))
    ann.region = start_region
    target = board.orthogonal(state, start_region)[0]
    place(state, target, "hanged-man-of-the-oak")
    give(state, "h1", "item-blessed-breastplate", zone="assets")
    state.rng.scripted = [1] * (dice_for(state, "h1", "fight") + 4)
    paused = until_prompt(state, Move(player="ann", region=target))
    assert paused.pending.prompt.kind == "battle" and paused.pending.prompt.allows_gifts
    out = apply(paused, Overcome(player="ann", encounter="hanged-man-of-the-oak"))
    state = out.state
    while state.pending is not None:
        prompt = state.pending.prompt
        state = apply(state, Choose(player=prompt.player, prompt=prompt.id, option="fight")).state
    ann = h(state, "h1")
    assert "hanged-man-of-the-oak" in ann.rumours and ann.gold == 1 + 3
    assert state.regions[target].encounters == ()
    assert len([c for c in ann.rumours if c == "hanged-man-of-the-oak"]) == 1


# ------------------------------------------------------------------ Resolve

def test_resolve_an_assets_gift() -> None:
    """R-GIFT-RES-1, R-GIFT-RES-2: an exhaust Gift ability is used once until readied."""
    state = two_heroes()
    give(state, "h1", "spell-mending-touch", zone="assets")
    h(state, "h1").hp = h(state, "h1").ap = 2
    after, events = play(state, Resolve(player="ann", card="spell-mending-touch"))
    assert h(after, "h1").hp == 4 and h(after, "h1").exhausted == ["spell-mending-touch"]
    assert of_kind(events, "ability_used")[0].ability == "mending-touch-heal"
    unchanged_turn(state, after)
    refused(after, Resolve(player="ann", card="spell-mending-touch"), "exhausted", "R-PRQ-7")


def test_exhausted_asset_gives_no_bonus() -> None:
    """R-GIFT-RES-2: exhausted cards give no test bonuses."""
    state = two_heroes()
    give(state, "h1", "item-amber-amulet", zone="assets")
    h(state, "h1").hp = h(state, "h1").ap = 3
    study = dice_for(state, "h1", "study")
    after, _ = play(state, Resolve(player="ann", card="item-amber-amulet"))
    assert dice_for(after, "h1", "study") == study - 1


def test_resolve_a_loot_token() -> None:
    """R-GIFT-RES-1, R-GIFT-RES-2, R-RWD-3: a Loot token is discarded for its effect, out of the
    game."""
    state = two_heroes()
    give(state, "h1", "loot-healing-salve-1", zone="loot")
    h(state, "h1").hp = h(state, "h1").ap = 2
    after, _ = play(state, Resolve(player="ann", card="loot-healing-salve-1"))
    assert h(after, "h1").hp == 4 and h(after, "h1").loot == []
    assert "loot-healing-salve-1" in after.removed


def test_resolve_a_sacrifice_gift() -> None:
    state = two_heroes()
    give(state, "h1", "item-green-tonic", zone="assets")
    h(state, "h1").hp = h(state, "h1").ap = 1
    after, _ = play(state, Resolve(player="ann", card="item-green-tonic"))
    assert h(after, "h1").hp == 4 and h(after, "h1").assets == []
    assert "item-green-tonic" in after.discards["reward:item"]


def test_resolve_refusals() -> None:
    """R-GIFT-RES-1: the card is in the hero's play area and has a Gift ability."""
    state = two_heroes()
    give(state, "h1", "spell-mending-touch")
    give(state, "h1", "item-notched-longsword", zone="assets")
    refused(state, Resolve(player="ann", card="spell-mending-touch"), "no_such_card")
    refused(state, Resolve(player="ann", card="item-notched-longsword"), "no_such_ability")


# ------------------------------------------------------------------ Team Up

def test_team_up_with_agreement() -> None:
    """R-GIFT-TEAM-1, R-GIFT-TEAM-2: heroes in the same Region who agree join the active hero's
    team."""
    state = two_heroes()
    paused = until_prompt(state, TeamUp(player="ann", heroes=["h2"]))
    assert (paused.pending.prompt.kind, paused.pending.prompt.player) == ("team_invite", "bob")
    after, events = play(state, TeamUp(player="ann", heroes=["Bob"]), "accept")
    assert after.team == ["h1", "h2"]
    assert of_kind(events, "team_changed")[0].members == ["h1", "h2"]
    unchanged_turn(state, after)
    after, events = play(state, TeamUp(player="ann", heroes=["h2"]), "decline")
    assert after.team == [] and of_kind(events, "declined")[0].offer == "team_up"


def test_team_grows_and_members_who_decline_stay_out() -> None:
    state = start(PRIEST, ROGUE, WARRIOR)
    after, _ = play(state, TeamUp(player="ann", heroes=["h2", "h3"]), "accept", "decline")
    assert after.team == ["h1", "h2"]
    refused(after, TeamUp(player="ann", heroes=["h2"]), "already_in_team")
    after, _ = play(after, TeamUp(player="ann", heroes=["h3"]), "accept")
    assert after.team == ["h1", "h2", "h3"]


# Checks R-GIFT-TEAM-7.
def test_team_members_act_from_the_active_hero_clockwise_R_GIFT_TEAM_7() -> None:
    """Invited in any order, the team is seated from the active hero clockwise: the order in
    which its members roll in a Battle and resolve their defeats."""
    state = start(PRIEST, ROGUE, WARRIOR)
    after, events = play(state, TeamUp(player="ann", heroes=["h3", "h2"]), "accept", "accept")
    assert after.team == ["h1", "h2", "h3"] and of_kind(events, "team_changed")[0].members == after.team
    later = after.model_copy(deep=True)
    later.turn.hero = "h2"
    later.team = []
    after, _ = play(later, TeamUp(player="bob", heroes=["h1", "h3"]), "accept", "accept")
    assert after.team == ["h2", "h3", "h1"]


def test_camped_hero_may_join() -> None:
    """R-GIFT-TEAM-3, R-CAMP-3."""
    state = two_heroes()
    h(state, "h2").camped = True
    after, _ = play(state, TeamUp(player="ann", heroes=["h2"]), "accept")
    assert after.team == ["h1", "h2"]


def test_team_up_refusals() -> None:
    """R-GIFT-TEAM-1, R-GIFT-TEAM-4: members are in the Region and not Hidden; nor is the active
    hero."""
    state = start(PRIEST, ROGUE, WARRIOR)
    h(state, "h2").hidden = True
    refused(state, TeamUp(player="ann", heroes=["h2"]), "member_hidden", "R-GIFT-TEAM-4")
    h(state, "h2").hidden = False
    h(state, "h3").region = FOREST
    refused(state, TeamUp(player="ann", heroes=["h3"]), "not_here", "R-GIFT-TEAM-1")
    refused(state, TeamUp(player="ann", heroes=["h2", "Bob"]), "duplicate_hero")
    refused(state, TeamUp(player="ann", heroes=["h1"]), "yourself")
    h(state, "h2").defeated = True
    refused(state, TeamUp(player="ann", heroes=["h2"]), "member_defeated")
    h(state, "h2").defeated = False
    h(state, "h1").hidden = True
    refused(state, TeamUp(player="ann", heroes=["h2"]), "hidden_no_gifts", "R-GIFT-1")


def teamed_in_plains(state: GameState, encounter: str) -> GameState:
    region = "wheatmere"
    for hero in state.heroes:
        hero.region = region
    place(state, region, encounter)
    state, _ = play(state, TeamUp(player="ann", heroes=["h2"]), "accept")
    return state


def test_team_confront_adds_dice_and_then_dissolves() -> None:
    """R-GIFT-TEAM-2, R-GIFT-TEAM-6, R-GIFT-TEAM-9: the active hero's test, +1 die per other
    member; the team ends with the test."""
    state = teamed_in_plains(two_heroes(), "wayside-shrine")
    n = dice_for(state, "h1", "sneak")
    state.rng.scripted = [1] * (n + 1)
    after, events = play(state, Confront(player="ann", encounter="wayside-shrine", attribute="sneak"))
    [roll] = of_kind(events, "roll")
    assert roll.tester == "h1" and len(roll.dice) == n + 1
    assert after.team == [] and of_kind(events, "team_changed")[-1].members == []
    assert h(after, "h1").successes["wayside-shrine"].count == 0  # AMB-29 (5): the active hero's


def test_team_fate() -> None:
    """R-GIFT-TEAM-5, AMB-29 (4): another member may call on Fate for the active hero's test."""
    state = teamed_in_plains(two_heroes(), "wayside-shrine")
    h(state, "h2").prefs = h(state, "h2").prefs.model_copy(update={"fate": "ask"})
    n = dice_for(state, "h1", "sneak")
    state.rng.scripted = [6] + [1] * n
    paused = until_prompt(state, Confront(player="ann", encounter="wayside-shrine", attribute="sneak"))
    assert (paused.pending.prompt.kind, paused.pending.prompt.hero) == ("fate", "h2")
    # The team outlives the test until its Rewards are shared (R-GIFT-TEAM-8).
    after, _ = play(state, Confront(player="ann", encounter="wayside-shrine", attribute="sneak"),
                    "fate", "h1", "gold", "h1", "keep", "no")
    assert h(after, "h2").fate == 3 and "wayside-shrine" not in after.regions["wheatmere"].encounters


def test_team_engagement_and_rewards() -> None:
    """R-GIFT-TEAM-7, R-GIFT-TEAM-8, R-GIFT-TEAM-10: no Surprise (even for a drawn Enemy), each
    member rolls Fight and the Foe rolls against each; the active hero alone shares out the
    Rewards, bound by no promise."""
    state = two_heroes()
    region = "wheatmere"
    for hero in state.heroes:
        hero.region = region
    state, _ = play(state, TeamUp(player="ann", heroes=["h2"]), "accept")
    deck = state.decks["encounter:plains"]
    deck.remove("raider-band")
    deck.append("raider-band")
    n1, n2 = dice_for(state, "h1", "fight"), dice_for(state, "h2", "fight")
    state.rng.scripted = [6] * n1 + [1, 1, 1] + [6] * n2 + [1, 1, 1]
    paused = until_prompt(state, Search(player="ann"))
    assert (paused.pending.prompt.kind, paused.pending.prompt.player) == ("reward_recipient", "ann")
    after, events = play(state, Search(player="ann"), "h2", "gold", "h2", "keep")
    [engaged] = of_kind(events, "engaged")
    assert engaged.surprise is None and engaged.team == ["h1", "h2"]
    rolls = of_kind(events, "roll")
    assert [r.tester for r in rolls] == ["h1", "raider-band", "h2", "raider-band"]
    assert h(after, "h2").gold == 1 + 2 and h(after, "h2").rumours == ["raider-band"]
    assert h(after, "h1").gold == 1
    assert after.team == []


def _team_battle(state: GameState) -> GameState:
    """Ann and Bob teamed up on the plains, the Raider Band on top of its deck for Ann's Search."""
    for hero in state.heroes:
        hero.region = "wheatmere"
    state, _ = play(state, TeamUp(player="ann", heroes=["h2"]), "accept")
    deck = state.decks["encounter:plains"]
    deck.remove("raider-band")
    deck.append("raider-band")
    return state


# Checks R-GIFT-TEAM-7.
@pytest.mark.parametrize(("option", "bonus"), [("off", 0), ("active_hero", 1)])
def test_team_dice_in_battle_only_with_the_option_R_GIFT_TEAM_7(option: str, bonus: int) -> None:
    """AMB-29 (2) `team_bonus_in_battle`: by default every member rolls their own Fight alone;
    with `active_hero` the active hero's Fight test gets +1 die per other member."""
    state = _team_battle(two_heroes(team_bonus_in_battle=option))
    n1, n2 = dice_for(state, "h1", "fight"), dice_for(state, "h2", "fight")
    state.rng.scripted = [6] * (n1 + bonus) + [1, 1, 1] + [6] * n2 + [1, 1, 1]
    _, events = play(state, Search(player="ann"), "h1", "gold", "h1", "keep")
    assert [(r.tester, len(r.dice)) for r in of_kind(events, "roll") if r.tester in ("h1", "h2")] == [
        ("h1", n1 + bonus), ("h2", n2)]


# Checks R-GIFT-TEAM-5.
def test_a_team_member_may_call_on_fate_for_the_active_heros_battle_test_R_GIFT_TEAM_5() -> None:
    """Ann rolls 2 of the Raider Band's 3 HP; Bob adds a Fate success to her Fight test, which
    fells it. Ann's own once-per-Day Fate is untouched."""
    state = _team_battle(two_heroes())
    h(state, "h2").prefs = h(state, "h2").prefs.model_copy(update={"fate": "ask"})
    n1, n2 = dice_for(state, "h1", "fight"), dice_for(state, "h2", "fight")
    state.rng.scripted = [6, 6] + [1] * (n1 - 2) + [1, 1, 1] + [1] * n2 + [1, 1, 1]
    paused = until_prompt(state, Search(player="ann"))
    assert (paused.pending.prompt.kind, paused.pending.prompt.hero) == ("fate", "h2")
    after, events = play(state, Search(player="ann"), "fate", "h1", "gold", "h1", "keep")
    first = next(r for r in of_kind(events, "roll") if r.tester == "h1")
    assert (first.successes, first.fate) == (3, 1)
    assert h(after, "h2").fate == 3 and h(after, "h2").fate_used_today and not h(after, "h1").fate_used_today


# Checks R-GIFT-TEAM-1.
def test_a_team_does_not_help_to_clear_a_plot_R_GIFT_TEAM_1() -> None:
    """A Plot is no Encounter: Graves Opened's Study test is Ann's alone, no team die, and
    Bob may not spend Fate on it."""
    state = teamed_in_plains(two_heroes(), "wayside-shrine")
    take(state, "graves-opened")
    board.add_to_region(state, "wheatmere", "plots", "graves-opened")
    h(state, "h2").prefs = h(state, "h2").prefs.model_copy(update={"fate": "ask"})
    n = dice_for(state, "h1", "study")
    state.rng.scripted = [6, 6] + [1] * (n - 2)
    after, events = play(state, Clear(player="ann", target="graves-opened"))
    [roll] = of_kind(events, "roll")
    assert (roll.tester, len(roll.dice), roll.fate, roll.passed) == ("h1", n, 0, False)
    assert "graves-opened" in after.regions["wheatmere"].plots


def test_team_ends_with_the_turn() -> None:
    """R-GIFT-TEAM-9: at the latest, the team dissolves at the end of the active hero's turn."""
    state = teamed_in_plains(two_heroes(), "wayside-shrine")
    after, _ = play(state, Hide(player="ann"))
    assert after.team == [] and after.turn.hero == "h2"
    state = teamed_in_plains(two_heroes(), "wayside-shrine")
    after, _ = play(state, Camp(player="ann"))
    assert after.team == []



BARD = ("bob", "Bob", "dwarf", "bard", "assassinate-the-lord")


def test_a_bard_in_the_team_adds_a_success_to_a_team_mates_influence_test_AMB_4() -> None:
    """AMB-4: the Bard's +1 success serves any Influence test in its Region, a team-mate's
    too; the Bard's player decides, and the Bard is the one exhausted."""
    state = teamed_in_plains(two_heroes(PRIEST, BARD), "wayside-shrine")
    n = dice_for(state, "h1", "influence") + 1  # +1 die for the team (R-GIFT-TEAM-6)
    state.rng.scripted = [6] + [1] * (n - 1)  # 1 of the 2 successes needed
    confront = Confront(player="ann", encounter="wayside-shrine", attribute="influence")
    prompt = until_prompt(state, confront).pending.prompt
    assert (prompt.kind, prompt.hero, prompt.player) == ("roll_ability", "h2", "bob")
    assert said(PACK, prompt.text).startswith("Ann rolled")
    after, events = play(state, confront, "yes", "h1", "gold", "h1", "keep", "no")
    [roll] = of_kind(events, "roll")
    assert roll.tester == "h1" and roll.successes == 2
    # The Bard's success is credited to its card, by name, with the roll (R-TEST-4).
    assert [(c.hero, c.card, c.effects) for c in roll.credits] == [
        ("h2", "bard", ["extra_successes"])]
    assert "bard" in h(after, "h2").exhausted and "bard" not in h(after, "h1").exhausted
    assert "wayside-shrine" not in after.regions["wheatmere"].encounters


def test_a_bard_outside_the_team_does_not_help() -> None:
    """AMB-4: only while the Bard is in the tester's team."""
    state = two_heroes(PRIEST, BARD)
    for hero in state.heroes:
        hero.region = "wheatmere"
    place(state, "wheatmere", "wayside-shrine")
    state.rng.scripted = [6] + [1] * (dice_for(state, "h1", "influence") - 1)
    after, events = play(state, Confront(player="ann", encounter="wayside-shrine", attribute="influence"))
    assert not of_kind(events, "ability_used") and "bard" not in h(after, "h2").exhausted



# ------------------------------------------------------------------ a turn that starts at 0 AP

def _spent_beside(**prefs: object) -> GameState:
    """Bob (h2, 0 AP, a Rumour in hand) shares the City with Ann (h1), who is about to camp
    and hand the turn over."""
    state = two_heroes()
    h(state, "h2").ap = 0
    h(state, "h2").prefs = h(state, "h2").prefs.model_copy(update=prefs)
    give(state, "h2", "woodcutter-family")
    return state


# Checks R-TURN-4, R-GIFT-1.
def test_a_turn_that_starts_at_0_ap_is_kept_while_a_gift_is_possible_R_TURN_4_R_TURN_5_R_GIFT_1() -> None:
    """G-8: Gifts cost no AP and may be made at any moment of one's turn, so a hero at 0 AP
    beside another is not made to camp: they may Exchange, then must Make Camp."""
    state, events = play(_spent_beside(), Camp(player="ann"))
    assert state.turn is not None and state.turn.hero == "h2" and not h(state, "h2").camped
    assert [e.hero for e in of_kind(events, "camped")] == ["h1"]
    refused(state, Search(player="bob"), "no_ap", "R-TURN-5")
    state, _ = play(state, Exchange(player="bob", with_hero="h1", give=Bundle(cards=["woodcutter-family"])), "accept")
    assert h(state, "h1").rumours == ["woodcutter-family"] and state.turn.hero == "h2"
    state, events = play(state, Camp(player="bob"))
    assert [(e.hero, e.forced) for e in of_kind(events, "camped")] == [("h2", False)]


# Checks R-TURN-5.
def test_a_standing_preference_camps_at_0_ap_even_when_a_gift_is_possible_R_TURN_5() -> None:
    state, _ = play(_spent_beside(), SetPreferences(player="bob", camp_without_ap=True))
    assert h(state, "h2").prefs.camp_without_ap
    state, events = play(state, Camp(player="ann"))
    assert [(e.hero, e.forced) for e in of_kind(events, "camped")] == [("h1", False), ("h2", False)]


# Checks R-TURN-4, R-GIFT-RES-1.
def test_a_loot_token_to_resolve_keeps_a_turn_that_starts_at_0_ap_R_TURN_4_R_GIFT_RES_1() -> None:
    """Alone in a Region, Bob holds a Healing Salve (Gift: heal 2 HP): his turn is his to
    Resolve it. Without it, no Gift is possible and he makes camp at once (R-TURN-5)."""
    state = _spent_beside()
    h(state, "h2").region = FOREST
    h(state, "h2").hp = 2
    give(state, "h2", "loot-healing-salve-1", zone="loot")
    kept, _ = play(state, Camp(player="ann"))
    assert kept.turn is not None and kept.turn.hero == "h2"
    healed, _ = play(kept, Resolve(player="bob", card="loot-healing-salve-1"))
    assert h(healed, "h2").hp == 4 and healed.turn.hero == "h2"
    h(state, "h2").loot = []
    state.removed.append("loot-healing-salve-1")
    _, events = play(state, Camp(player="ann"))
    assert [(e.hero, e.forced) for e in of_kind(events, "camped")] == [("h1", False), ("h2", False)]
