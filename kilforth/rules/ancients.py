"""The Ancients: their arrival (R-SAGA-7), the Assault Gift (R-GIFT-AS) and its aftermath.

An Ancient's HP markers (AncientState.hp) are the truth between Assaults (R-ENG-BAT-1,
R-GIFT-AS-4). A Health modifier printed on the Ancient's own cards adds markers when that
card joins it: its Ability cards when it enters play, its Plots when they move to it
(R-GIFT-AS-3). Any other Health modifier that holds during an Assault (a conditional one,
or the world's) gives temporary HP for that Battle only, lost before the markers.
"""

from collections.abc import Iterable

from kilforth.content.effects import Ability
from kilforth.content.pack import Pack
from kilforth.errors import Phrase, RuleError
from kilforth.events import AncientAssaulted, AncientDefeated, AncientEntered, AncientHealed
from kilforth.i18n import msgid
from kilforth.rules import abilities, board, engagement, heroes, scoring, turns
from kilforth.rules.abilities import Foe, Situation
from kilforth.rules.context import Ctx
from kilforth.rules.engagement import Result
from kilforth.state import AncientState, HeroState

SAGA_COMPLETE = 6  # HeroState.chapter after the Finale (R-SAGA-6)


def state_of(ctx: Ctx, ancient_id: str) -> AncientState:
    """An Ancient's state to change. It is shared with the state's copies
    (state.SharedItems), so the first change in a resolution replaces it by its own copy;
    a question may share it again, so ask for it anew after one."""
    ancients = ctx.state.ancients
    i = next(i for i, a in enumerate(ancients) if a.id == ancient_id)
    if ("ancients", ancient_id) not in ctx.owned:
        ancients[i] = ancients[i].model_copy(deep=True)
        ctx.owned.add(("ancients", ancient_id))
    return ancients[i]


def _name(ctx: Ctx, ancient_id: str) -> str:
    return ctx.pack.ancients[ancient_id].name


def _own_abilities(ctx: Ctx, ancient: AncientState) -> list[Ability]:
    """The abilities of its Ability cards in play and of the Plots that joined it."""
    found = [ab for cap in ctx.pack.ancients[ancient.id].capabilities if cap.id in ancient.capabilities
             for ab in cap.abilities]
    return found + [ab for p in ancient.plots for ab in ctx.pack.plots[p].ancient_abilities]


def _marker_bonus(found: Iterable[Ability]) -> int:
    """Health markers a card adds: its unconditional passive Health modifiers."""
    return sum(e.amount for ab in found if ab.timing == "passive" and not ab.conditions
               for e in ab.effects if e.kind == "foe_bonus" and e.attribute == "health")


def full_health(ctx: Ctx, ancient: AncientState) -> int:
    """Printed Health plus the markers its own cards add: the most HP it can heal back to.
    The printed Health of a Competitive game includes the card's rival Health for each hero
    beyond the second who started it (R-COMP-13)."""
    card = ctx.pack.ancients[ancient.id]
    rivals = max(0, ctx.state.starting_heroes - 2) if ctx.options.mode == "competitive" else 0
    return card.health + card.rival_health * rivals + _marker_bonus(_own_abilities(ctx, ancient))


# ------------------------------------------------------------------ arrival

def arrive_all(ctx: Ctx) -> None:
    """R-SAGA-7: the first completed Saga brings the Ancient onto the Region named on its
    card; in Cooperative and Solo games every Ancient comes (setup drew one per hero; a
    Competitive game has exactly one, R-SETUP-13)."""
    state = ctx.state
    state.ancients_arrived = True
    for arriving in state.ancients:
        if arriving.on_map or arriving.defeated:
            continue
        ancient = state_of(ctx, arriving.id)
        ancient.on_map = True
        ancient.hp = full_health(ctx, ancient)
        ctx.emit(AncientEntered(ancient=ancient.id, region=ctx.pack.ancients[ancient.id].region))


# ------------------------------------------------------------------ the Assault Gift

def _target(ctx: Ctx, hero: HeroState, ancient_id: str | None) -> AncientState:
    """The Ancient named, or the only one in the hero's Region when none is named."""
    state = ctx.state
    if not state.ancients_arrived:
        raise RuleError("ancients_not_arrived", rule="R-SAGA-7", key=msgid("refusal-ancients-not-arrived"))
    if ancient_id is not None:
        ancient = next((a for a in state.ancients if a.id == ancient_id), None)
        if ancient is None:
            raise RuleError("no_such_ancient", rule="R-GIFT-AS-1", key=msgid("refusal-no-such-ancient"),
                            params={"ancient": ancient_id,
                                    "ancients": tuple(board.card_id_ref(ctx.pack, a.id) for a in state.ancients)})
        if ancient.defeated:
            raise RuleError("ancient_defeated", rule="R-GIFT-AS-7", key=msgid("refusal-ancient-defeated"),
                            params={"ancient": board.card_ref(ctx.pack, ancient.id)})
        return ancient
    here = board.ancients_in(state, ctx.pack, hero.region)
    alive = board.ancients_at_large(state)
    if len(here) == 1:
        return here[0]
    if here:
        raise RuleError("which_ancient", rule="R-GIFT-AS-1", key=msgid("refusal-which-ancient"),
                        params={"ancients": tuple(board.card_id_ref(ctx.pack, a.id) for a in here)})
    raise RuleError("not_in_ancient_region", rule="R-GIFT-AS-1", key=msgid("refusal-no-ancient-here"),
                    params={"where": tuple(_where(ctx.pack, a.id) for a in alive)})


def _where(pack: Pack, ancient: str) -> Phrase:
    """An Ancient and the Region it stands in, as an item of a refusal's list."""
    region = pack.ancients[ancient].region
    return Phrase(lambda say: say("refusal-ancient-where", ancient=say.card(pack, ancient),
                                  region=say.card(pack, region)))


def check_assault(ctx: Ctx, hero: HeroState, ancient_id: str | None) -> str:
    """R-GIFT-AS-1 (a)–(d), AMB-27: refuse an illegal Assault, changing nothing; return the
    id of the Ancient assaulted."""
    ancient = _target(ctx, hero, ancient_id)
    ref = board.card_ref(ctx.pack, ancient.id)
    fighting = ctx.state.turn.fighting if ctx.state.turn is not None else None
    if fighting is not None:
        raise RuleError("in_battle", rule="R-GIFT-AS-4", key=msgid("refusal-assault-in-battle"),
                        params={"ancient": ref, "foe": board.card_ref(ctx.pack, fighting)})
    if hero.chapter < SAGA_COMPLETE:
        raise RuleError("saga_incomplete", rule="R-GIFT-AS-1", key=msgid("refusal-saga-incomplete"),
                        params={"ancient": ref})
    if ctx.options.mode != "competitive":
        waiting = [h.name for h in ctx.state.heroes if h.in_play and h.chapter < SAGA_COMPLETE]
        if waiting:
            raise RuleError("sagas_incomplete", rule="R-GIFT-AS-1", key=msgid("refusal-sagas-incomplete"),
                            params={"heroes": tuple(waiting)})
    region = ctx.pack.ancients[ancient.id].region
    if hero.region != region:
        raise RuleError("not_in_ancient_region", rule="R-GIFT-AS-1", key=msgid("refusal-not-in-ancient-region"),
                        params={"ancient": ref, "region": board.card_ref(ctx.pack, region)})
    if ctx.state.regions[region].encounters:
        raise RuleError("encounters_present", rule="R-GIFT-AS-1", key=msgid("refusal-encounters-present"),
                        params={"ancient": ref, "region": board.card_ref(ctx.pack, region)})
    for member in _team(ctx, hero)[1:]:
        if member.chapter < SAGA_COMPLETE:
            raise RuleError("teammate_saga_incomplete", rule="R-GIFT-AS-1",
                            key=msgid("refusal-teammate-saga-incomplete"), params={"hero": member.name, "ancient": ref})
    return ancient.id


def may_assault(ctx: Ctx, hero: HeroState) -> bool:
    """Whether the hero could Assault an Ancient now (R-GIFT-1: not while Hidden)."""
    if hero.hidden:
        return False
    for ancient in ctx.state.ancients:
        try:
            check_assault(ctx, hero, ancient.id)
        except RuleError:
            continue
        return True
    return False


def _team(ctx: Ctx, hero: HeroState) -> list[HeroState]:
    """AMB-27 (2) `team_assault`: the hero's team fights with them, or the hero fights alone."""
    return engagement.team_of(ctx, hero) if ctx.options.team_assault else [hero]


def assault(ctx: Ctx, hero: HeroState, ancient_id: str | None) -> Result:
    """R-GIFT-AS-3/4: every Plot on the Map joins the Ancient (they accumulate, AMB-27 (3)),
    then a Battle with no Surprise and no Evasion against its current HP; it ends only when
    the hero or the Ancient falls (R-GIFT-AS-5). `ancient_defeated` or `after_assault`
    records the Ancient's HP when it ends."""
    state = ctx.state
    ancient = state_of(ctx, check_assault(ctx, hero, ancient_id))
    joined = [p for r in state.grid for p in state.regions[r].plots]
    for r in state.grid:
        if state.regions[r].plots:
            board.update_region(state, r, plots=())
    ancient.plots += joined
    ancient.hp += _marker_bonus(ab for p in joined for ab in ctx.pack.plots[p].ancient_abilities)
    team = _team(ctx, hero)
    sit = Situation(against=ancient.id, in_combat=True)
    own = _marker_bonus(_own_abilities(ctx, ancient))
    temporary = max(0, abilities.foe_bonus(ctx, hero, "health", sit) - own)
    foe = Foe(card=ancient.id, name=_name(ctx, ancient.id), hp=ancient.hp + temporary, ancient=True)
    ctx.emit(AncientAssaulted(hero=hero.id, ancient=ancient.id, team=[m.id for m in team] if len(team) > 1 else [],
                              plots=joined, hp=foe.hp))
    result = engagement.battle(ctx, team, foe, surprise=None, origin=None)
    engagement.dissolve_team(ctx)
    _end_if_no_heroes(ctx)  # the last hero may fall in a fight that still fells an Ancient
    if state.result is None and not hero.in_play:
        _pass_turn(ctx, hero)
    return result


def _pass_turn(ctx: Ctx, removed: HeroState) -> None:
    """The active hero left the game mid-turn: the turn passes clockwise, as if they had
    camped (R-DAY-2/3)."""
    seats = ctx.state.heroes
    i = seats.index(removed)
    before = [h for h in seats[i + 1:] + seats[:i] if h.in_play][-1]
    turns.begin_next_turn(ctx, before)


# ------------------------------------------------------------------ how an Assault ends

def ancient_defeated(ctx: Ctx, hero: HeroState, foe: Foe) -> None:
    """R-GIFT-AS-7: the hero gains its Gold value; the last Ancient in play falling ends the
    game in victory (R-WIN-2: its slayer wins a Competitive game; R-WIN-3: all Ancients)."""
    ancient = state_of(ctx, foe.card)
    ancient.hp = 0
    ancient.defeated = True
    ancient.on_map = False
    heroes.change_gold(ctx, hero, ctx.pack.ancients[ancient.id].gold, f"ancient:{ancient.id}")
    ctx.emit(AncientDefeated(hero=hero.id, ancient=ancient.id))
    if all(a.defeated for a in ctx.state.ancients):
        scoring.end_game(ctx, "ancient", slayer=hero.id)


def after_assault(ctx: Ctx, hero: HeroState | None, foe: Foe) -> None:
    """R-GIFT-AS-6: the Ancient keeps its damage (temporary HP go first) unless one of its
    Ability cards heals it after an Assault; R-WIN-5: no hero left in play loses the game."""
    ancient = state_of(ctx, foe.card)
    ancient.hp = min(ancient.hp, foe.hp)
    cap = full_health(ctx, ancient)
    sit = Situation(against=ancient.id)
    for card in ctx.pack.ancients[ancient.id].capabilities:
        if card.id not in ancient.capabilities:
            continue
        for ability in card.abilities:
            if ability.trigger != "after_assault":
                continue
            if hero is not None and not all(abilities.condition_holds(ctx, hero, c, sit, True)
                                            for c in ability.conditions):
                continue
            amount = sum(e.amount for e in ability.effects if e.kind == "heal" and e.target == "foe")
            healed = min(amount, cap - ancient.hp)
            if healed > 0:
                ancient.hp += healed
                ctx.emit(AncientHealed(ancient=ancient.id, card=card.id, amount=healed, hp=ancient.hp))
    _end_if_no_heroes(ctx)


def _end_if_no_heroes(ctx: Ctx) -> None:
    """R-WIN-5, R-GIFT-AS-8: the game is lost once no hero remains in play."""
    if ctx.state.result is None and not any(h.in_play for h in ctx.state.heroes):
        scoring.end_game(ctx, "no_heroes")
