"""Parts of the effect vocabulary (DESIGN.md §4) that the content schema allows and the
engine must therefore honour: an Encounter's Map abilities, the conditions of a defeat
trigger, and a Totem's Leave Play."""

from kilforth.commands import Choose, Move
from kilforth.content.effects import (
    Ability,
    AgainstSubtype,
    AttributeBonus,
    FoeBonus,
    GainGold,
    RegionInGloom,
    SubstituteAttribute,
)
from kilforth.content.pack import Pack
from kilforth.engine import apply
from kilforth.rules import abilities, board, engagement, heroes
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import GameState
from tests.rules.helpers import P1, P2, PACK, SAGA_OF, edit, of_kind, stack, start


def _soldier_pack(subtypes: list[str]) -> Pack:
    """The Soldier's bounty printed as "Whenever you defeat an Enemy of these subtypes"."""
    soldier = PACK.classes["soldier"]
    bounty = soldier.abilities[0].model_copy(update={"conditions": [AgainstSubtype(subtypes=subtypes)]})
    classes = {**PACK.classes, "soldier": soldier.model_copy(update={"abilities": [bounty]})}
    return PACK.model_copy(update={"classes": classes})


def _bounty_gold(pack: Pack) -> int:
    """A human Soldier moves onto Plains, meets the Field Imp (a Demon), kills it, takes its
    Gold and keeps it as a Rumour: the Gold their own abilities gave them."""
    specs = [(P1, "human", "soldier", SAGA_OF["soldier"]), (P2, "elf", "priest", SAGA_OF["priest"])]
    state = start(2, seed=33, specs=specs)
    plains = next(r for r in state.grid if board.terrain_of(PACK, r) == "plains")
    origin = board.orthogonal(state, plains)[0]

    def arrange(s: GameState) -> None:
        s.first_hero = "h1"
        s.turn.hero = "h1"  # type: ignore[union-attr]
        s.hero("h1").region = origin
        stack(s, "encounter:plains", "field-imp")
        s.rng.scripted = [6] * 6 + [1, 1, 1]

    out = apply(edit(state, arrange), Move(player=P1, region=plains), pack=pack)
    events = list(out.events)
    for option in ("gold", "keep"):
        prompt = out.state.pending.prompt  # type: ignore[union-attr]
        out = apply(out.state, Choose(player=prompt.player, prompt=prompt.id, option=option), pack=pack)
        events += out.events
    assert "field-imp" in out.state.hero("h1").rumours
    return sum(e.delta for e in of_kind(events, "changed") if e.what == "gold" and e.reason.startswith("effect:"))


# Checks R-RWD-10, R-PRQ-1.
def test_a_defeat_trigger_sees_what_was_defeated_R_RWD_10_R_PRQ_1() -> None:
    assert _bounty_gold(_soldier_pack(["demon"])) == 1
    assert _bounty_gold(_soldier_pack(["undead"])) == 0


# Checks R-PRQ-5.
def test_a_totem_leave_play_ability_fires_when_it_leaves_play_R_PRQ_5() -> None:
    saga = PACK.sagas[SAGA_OF["warrior"]]
    farewell = Ability(id="farewell", timing="trigger", trigger="leave_play",
                       effects=[GainGold(amount=2)])
    totem = saga.totem.model_copy(update={"abilities": [farewell]})
    pack = PACK.model_copy(update={"sagas": {**PACK.sagas, saga.id: saga.model_copy(update={"totem": totem})}})
    card = board.TOTEM_PREFIX + saga.id
    state = edit(start(1, seed=3), lambda s: s.hero("h1").assets.append(card))
    hero = state.hero("h1")
    gold = hero.gold
    heroes.remove_asset(Ctx(state=state, pack=pack), hero, card, "sacrifice")
    assert card not in hero.assets
    assert hero.gold == gold + 2


# Checks R-ABIL-3.
def test_map_abilities_act_only_in_an_interaction_with_their_card_R_ABIL_3() -> None:
    imp = PACK.encounters["field-imp"]
    map_abilities = [
        Ability(id="imp-dark", timing="passive",
                conditions=[RegionInGloom()], effects=[FoeBonus(attribute="fight", amount=1)]),
        Ability(id="imp-riddle", timing="passive",
                effects=[SubstituteAttribute(use="study", instead_of="fight")]),
        Ability(id="imp-stench", timing="passive",
                effects=[AttributeBonus(attribute="used", amount=-1)]),
    ]
    pack = PACK.model_copy(update={"encounters": {
        **PACK.encounters, imp.id: imp.model_copy(update={"map_abilities": map_abilities})}})
    # A human sorcerer: Fight 3, Study 3 + 2.
    specs = [(P1, "human", "sorcerer", SAGA_OF["sorcerer"])]
    state = start(1, seed=2, specs=specs)
    region = state.hero("h1").region = next(r for r in state.grid if board.terrain_of(PACK, r) == "plains")
    hero = state.hero("h1")
    c = Ctx(state=state, pack=pack)
    against = Situation(attribute="fight", against=imp.id, in_combat=True)
    assert engagement.foe_value(c, hero, imp.id, "fight") == imp.values["fight"]
    assert abilities.test_value(c, hero, "fight", against) == (4, "study")
    assert abilities.test_value(c, hero, "fight", Situation(attribute="fight", in_combat=True)) == (3, "fight")
    board.update_region(state, region, gloom=True)
    assert engagement.foe_value(Ctx(state=state, pack=pack), hero, imp.id, "fight") == imp.values["fight"] + 1
