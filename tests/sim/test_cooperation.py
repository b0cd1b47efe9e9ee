"""The heuristic player as a team-mate and as a rival: it gathers the party for a Finale
(R-SAGA-4), teams up, weighs abilities and Talents by what they are worth, and a competitive
Assault by what it risks."""

import random
from collections import Counter

from kilforth.commands import Assault, Clear, Exchange, Move, TeamUp
from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.events import SagaCompleted, TeamChanged
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.rules import board
from kilforth.sim.agents import COMPLETE, FINALE, HeuristicAgent, Needs, distances, waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.sim.values import ability_value, talent_value
from kilforth.state import AbilityArg, CardArg, GameState, Option, Prompt, TurnState, words

PACK = load_pack()


def _finales_in_coop(seed: int) -> tuple[list[tuple[GameState, str]], int]:
    """A two-hero co-op game: the state before each Saga completion with the Saga
    completed, and the teams formed."""
    setup = Setup("coop", 2)
    specs = deal_heroes(PACK, "coop", 2, random.Random(seed))
    agents = agents_for(setup, specs, seed)
    state = new_game(GameOptions(mode="coop"), specs, seed, PACK).state
    before: list[tuple[GameState, str]] = []
    teams = 0
    while (player := waiting_on(state)) is not None:
        outcome = apply(state, agents[player].act(state, player, PACK), PACK)
        before += [(state, e.saga) for e in outcome.events if isinstance(e, SagaCompleted)]
        teams += sum(isinstance(e, TeamChanged) and len(e.members) > 1 for e in outcome.events)
        state = outcome.state
    return before, teams


# Checks R-SAGA-4, R-GIFT-TEAM-1.
def test_co_op_heroes_gather_in_the_finale_region_and_team_up_R_SAGA_4_R_GIFT_TEAM_1() -> None:
    """Among the first seeds, both heroes of a two-hero co-op game complete their Sagas:
    each Finale was won with the whole party standing in its Region, and a team formed."""
    for seed in range(8):
        before, teams = _finales_in_coop(seed)
        if len(before) == 2:
            for state, saga in before:
                region = PACK.sagas[saga].finale.region
                assert all(h.region == region for h in state.heroes if h.in_play)
            assert teams >= 1
            return
    raise AssertionError("no two-hero co-op game among seeds 0-7 completed both Sagas")


def test_abilities_are_weighed_by_effects_against_costs() -> None:
    """Trading an HP for a Foe's HP and exhausting the card (the War Mage's Opening Blast) is
    not worth it; doing the damage alone is. Healing is worth something only to the hurt."""
    state = new_game(GameOptions(mode="solo"), deal_heroes(PACK, "solo", 1, random.Random(0)), 0, PACK).state
    hero = state.heroes[0]
    blast = next(a for a in PACK.classes["war-mage"].abilities if a.id == "war-mage-opening-blast")
    strike = blast.model_copy(update={"effects": [e for e in blast.effects if e.target == "foe"]})
    heals = [a for t in PACK.talents.values() for a in t.abilities if {e.kind for e in a.effects} == {"heal"}]
    assert ability_value(blast, hero) <= 0 < ability_value(strike, hero)
    assert heals
    for ability in heals:
        assert ability_value(ability, hero.model_copy(update={"hp": 1})) > ability_value(ability, hero)


def test_talents_are_chosen_by_value_not_at_random() -> None:
    """The same talent prompt gets the most valuable Talent, whatever the agent's seed."""
    state = new_game(GameOptions(mode="solo"), deal_heroes(PACK, "solo", 1, random.Random(3)), 3, PACK).state
    hero = state.heroes[0]
    options = sorted(PACK.talents)[:6]
    best = max(options, key=lambda t: (talent_value(PACK, t, hero), t))
    prompt = Prompt(id="1-0", hero=hero.id, player=hero.player, kind="talent", text="Choose a Talent.",
                    options=[Option(id=t, label=t) for t in options])
    picks = {HeuristicAgent(seed)._pick(state, PACK, prompt, hero, Needs(state, PACK, hero), options)
             for seed in range(5)}
    assert picks == {best}


def test_an_ability_prompt_is_valued_by_the_ability_it_offers() -> None:
    """A "Use <card>?" question carries the ability on its Yes answer (issue 12): the player
    finds that ability among the hero's cards and answers by its worth."""
    state = new_game(GameOptions(mode="solo"), deal_heroes(PACK, "solo", 1, random.Random(0)), 0, PACK).state
    hero = state.heroes[0]
    card = PACK.classes[hero.hero_class]
    ability = card.abilities[0]
    prompt = Prompt(id="1-0", hero=hero.id, player=hero.player, kind="use_ability",
                    text=words("prompt-use-ability", card=CardArg(card=card.id)),
                    options=[Option(id="yes", label=words("prompt-yes"),
                                    detail=words("prompt-ability", ability=AbilityArg(card=card.id, ability=ability.id))),
                             Option(id="no", label=words("prompt-no"))])
    assert HeuristicAgent._prompted_worth(state, PACK, prompt, hero) == ability_value(ability, hero)
    other = next(c for c in PACK.classes.values() if c.id != card.id and c.abilities)
    offered = AbilityArg(card=other.id, ability=other.abilities[0].id)
    elsewhere = prompt.model_copy(update={"options": [
        Option(id="yes", label=words("prompt-yes"), detail=words("prompt-ability", ability=offered)),
        Option(id="no", label=words("prompt-no"))]})
    assert HeuristicAgent._prompted_worth(state, PACK, elsewhere, hero) is None


def _set_turn(state: GameState, hero: str, **heroes: dict[str, object]) -> GameState:
    """The state with the given heroes' fields changed and `hero` to act, fresh."""
    changed = [h.model_copy(update=heroes.get(h.id, {})) for h in state.heroes]
    return state.model_copy(update={"heroes": changed, "turn": TurnState(hero=hero)})


def _after_setup(seed: int, heroes: int = 2) -> GameState:
    """A co-op game of `heroes` heroes once its set-up questions are answered."""
    specs = deal_heroes(PACK, "coop", heroes, random.Random(seed))
    state = new_game(GameOptions(mode="coop"), specs, seed, PACK).state
    answers = HeuristicAgent(seed)
    while state.pending is not None:
        player = waiting_on(state)
        assert player is not None
        state = apply(state, answers.act(state, player, PACK), PACK).state
    return state


# Checks R-SAGA-4, R-GIFT-TEAM-1.
def test_a_team_mate_walks_to_a_waiting_finale_and_the_finale_hero_teams_up_there_R_SAGA_4_R_GIFT_TEAM_1() -> None:
    """Scripted: h1's Finale is face up and h1 stands in its Region. Wherever h2 stands two
    steps away or more, on Chapter 3 with Health to spare, their turn is a step towards it
    rather than work on their own Chapter. Once both stand there, h1 forms a team."""
    base = _after_setup(5)
    finale = PACK.sagas[base.heroes[0].saga].finale.region
    dist = distances(base, PACK, finale)
    far = [r for r, d in dist.items() if d >= 2]
    assert len(far) >= 10
    for region in far:
        state = _set_turn(base, "h2", h1={"chapter": FINALE, "region": finale},
                          h2={"chapter": 3, "region": region, "hp": 4, "ap": 4})
        command = HeuristicAgent(0).act(state, "p2", PACK)
        assert command in legal_commands(state, "p2", PACK)
        assert isinstance(command, Move) and dist[command.region] < dist[region], (region, command)
    together = _set_turn(base, "h1", h1={"chapter": FINALE, "region": finale}, h2={"chapter": 3, "region": finale})
    command = HeuristicAgent(0).act(together, "p1", PACK)
    assert isinstance(command, TeamUp) and "h2" in command.heroes


# Checks R-GIFT-AS-1, R-GIFT-EX-1.
def test_a_hero_whose_saga_is_complete_hands_a_lagging_team_mate_the_rumour_they_lack_R_GIFT_AS_1_R_GIFT_EX_1() -> None:
    """No Assault before every Saga is complete: h1, done, holds a Rumour carrying a keyword
    h2's Chapter lacks, and gives it over in an Exchange when they share a Region."""
    state = _after_setup(5)
    h2 = state.hero("h2")
    lacking = Needs(state, PACK, h2.model_copy(update={"chapter": 1, "rumours": [], "assets": []})).unpaid
    card = next(c for c in PACK.encounters if set(lacking) & board.keywords_of(PACK, c))
    here = state.hero("h1").region
    state = _set_turn(state, "h1", h1={"chapter": COMPLETE, "rumours": [card], "region": here},
                      h2={"chapter": 1, "rumours": [], "assets": [], "region": here})
    command = HeuristicAgent(0).act(state, "p1", PACK)
    assert isinstance(command, Exchange) and command.with_hero == "h2" and command.give.cards == [card]


def _saga_done_with_ancients_out(heroes: int, seed: int) -> GameState:
    """A co-op game of `heroes` heroes once set up, every Saga complete and every Ancient
    on the Map (R-SAGA-7), everyone in the City with full Health."""
    state = _after_setup(seed, heroes)
    city = board.city_id(PACK)
    return state.model_copy(update={
        "heroes": [h.model_copy(update={"chapter": COMPLETE, "region": city, "hidden": False}) for h in state.heroes],
        "ancients": [a.model_copy(update={"on_map": True}) for a in state.ancients],
    })


# Checks R-WIN-3.
def test_the_party_spreads_over_the_standing_ancients_R_WIN_3() -> None:
    """Every Ancient must fall before Day 25 is over (R-WIN-3): four heroes facing four
    Ancients go for one each, and each walks towards their own; facing two, two heroes go
    for each."""
    state = _saga_done_with_ancients_out(4, 2)
    alive = [a.id for a in state.ancients]
    targets = HeuristicAgent._targets(state, PACK, state.heroes, alive)
    assert sorted(targets.values()) == sorted(alive)
    for hero in state.heroes:
        turn = _set_turn(state, hero.id)
        command = HeuristicAgent(0).act(turn, hero.player, PACK)
        assert command in legal_commands(turn, hero.player, PACK)
        goal = PACK.ancients[targets[hero.id]].region
        dist = distances(turn, PACK, goal)
        assert isinstance(command, Move) and dist[command.region] < dist[hero.region], (hero.id, command)
    two = HeuristicAgent._targets(state, PACK, state.heroes, alive[:2])
    assert sorted(Counter(two.values()).values()) == [2, 2]


# Checks R-GIFT-AS-1, R-ACT-CONF-1.
def test_a_hero_at_its_ancient_clears_the_obstacle_that_keeps_the_region_from_being_emptied_R_GIFT_AS_1_R_ACT_CONF_1(
) -> None:
    """No Assault while the Ancient's Region holds an Encounter (R-GIFT-AS-1), and no Confront
    while it holds an Obstacle (R-ACT-CONF-1): the hero clears the Obstacle rather than
    make camp (the Mother of Thorns grows one there every Night)."""
    state = _saga_done_with_ancients_out(1, 4)
    hero = state.heroes[0]
    ancient = state.ancients[0].id
    region = PACK.ancients[ancient].region
    place = next(c for c, e in PACK.encounters.items() if e.type == "place" and c not in state.regions[region].encounters)
    regions = {**state.regions, region: state.regions[region].model_copy(update={"encounters": (place,),
                                                                                 "obstacles": 2})}
    turn = _set_turn(state.model_copy(update={"regions": regions}), hero.id,
                     **{hero.id: {"region": region, "hp": hero.max_hp, "ap": 3}})
    command = HeuristicAgent(0).act(turn, hero.player, PACK)
    assert command == Clear(player=hero.player, hero=hero.id, target="obstacle")


def _rivals_at_the_ancient(day: int, gold: dict[str, int]) -> tuple[GameState, str]:
    """A two-hero competitive game: both Sagas complete, h1 at full Health in the Ancient's
    emptied Region, and the Ancient with 35 HP, far more than one Battle can take."""
    specs = deal_heroes(PACK, "competitive", 2, random.Random(3))
    state = new_game(GameOptions(mode="competitive"), specs, 3, PACK).state
    answers = HeuristicAgent(3)
    while state.pending is not None:
        player = waiting_on(state)
        assert player is not None
        state = apply(state, answers.act(state, player, PACK), PACK).state
    ancient = state.ancients[0]
    region = PACK.ancients[ancient.id].region
    h1 = state.heroes[0].id
    state = state.model_copy(update={
        "day": day,
        "ancients_arrived": True,
        "ancients": [ancient.model_copy(update={"on_map": True, "hp": 35})],
        "regions": {**state.regions, region: state.regions[region].model_copy(update={"encounters": ()})},
    })
    heroes = {h.id: {"chapter": COMPLETE, "hidden": False, "gold": gold[h.id], "assets": [],
                     **({"region": region, "hp": h.max_hp, "ap": h.max_hp} if h.id == h1 else {})}
              for h in state.heroes}
    return _set_turn(state, h1, **heroes), h1


# Checks R-GIFT-AS-8, R-WIN-2.
def test_a_competitive_hero_ahead_on_points_does_not_throw_itself_at_the_ancient_R_GIFT_AS_8_R_WIN_2() -> None:
    """Losing the Assault removes the hero (R-GIFT-AS-8) and nobody flees an Ancient: at long
    odds a hero who leads on Victory Points (R-WIN-2) keeps out of it, even at full Health;
    one behind on the last Day has nothing to lose and strikes."""
    ahead, h1 = _rivals_at_the_ancient(10, {"h1": 9, "h2": 1})
    assert any(isinstance(c, Assault) for c in legal_commands(ahead, ahead.hero(h1).player, PACK))
    command = HeuristicAgent(0).act(ahead, ahead.hero(h1).player, PACK)
    assert not isinstance(command, Assault)
    behind, _ = _rivals_at_the_ancient(25, {"h1": 1, "h2": 9})
    assert isinstance(HeuristicAgent(0).act(behind, behind.hero(h1).player, PACK), Assault)
