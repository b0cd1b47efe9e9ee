"""The Ancients: their arrival (R-SAGA-7), the Assault Gift (R-GIFT-AS) and its aftermath.

An Ancient's HP markers (AncientState.hp) are the truth between Assaults (R-ENG-BAT-1,
R-GIFT-AS-4). A Health modifier printed on the Ancient's own cards adds markers when that
card joins it: its Ability cards when it enters play, its Plots when they move to it
(R-GIFT-AS-3). Any other Health modifier that holds during an Assault (a conditional one,
or the world's) gives temporary HP for that Battle only, lost before the markers.
"""

from collections.abc import Iterable

from kilforth.content.effects import Ability
from kilforth.errors import RuleError
from kilforth.events import AncientAssaulted, AncientDefeated, AncientEntered, AncientHealed
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
    """Printed Health plus the markers its own cards add: the most HP it can heal back to."""
    return ctx.pack.ancients[ancient.id].health + _marker_bonus(_own_abilities(ctx, ancient))


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

def _refuse(code: str, message: str, rule: str) -> RuleError:
    return RuleError(code, message, rule)


def _target(ctx: Ctx, hero: HeroState, ancient_id: str | None) -> AncientState:
    """The Ancient named, or the only one in the hero's Region when none is named."""
    state = ctx.state
    if not state.ancients_arrived:
        raise _refuse("ancients_not_arrived", "No Ancient has entered play yet: the first hero to complete "
                      "their Saga brings them.", "R-SAGA-7")
    if ancient_id is not None:
        ancient = next((a for a in state.ancients if a.id == ancient_id), None)
        if ancient is None:
            names = ", ".join(f"{_name(ctx, a.id)} ({a.id})" for a in state.ancients)
            raise _refuse("no_such_ancient", f"There is no Ancient '{ancient_id}' in this game. "
                          f"Ancients: {names}.", "R-GIFT-AS-1")
        if ancient.defeated:
            raise _refuse("ancient_defeated", f"{_name(ctx, ancient.id)} has already been defeated.", "R-GIFT-AS-7")
        return ancient
    alive = [a for a in state.ancients if a.on_map and not a.defeated]
    here = [a for a in alive if ctx.pack.ancients[a.id].region == hero.region]
    if len(here) == 1:
        return here[0]
    if here:
        names = ", ".join(f"{_name(ctx, a.id)} ({a.id})" for a in here)
        raise _refuse("which_ancient", f"Several Ancients are here: name the one to Assault ({names}).",
                      "R-GIFT-AS-1")
    where = ", ".join(f"{_name(ctx, a.id)} in {ctx.pack.regions[ctx.pack.ancients[a.id].region].name}"
                      for a in alive)
    raise _refuse("not_in_ancient_region", f"No Ancient is in your Region. Go to its Region first: {where}.",
                  "R-GIFT-AS-1")


def check_assault(ctx: Ctx, hero: HeroState, ancient_id: str | None) -> str:
    """R-GIFT-AS-1 (a)–(d), AMB-27: refuse an illegal Assault, changing nothing; return the
    id of the Ancient assaulted."""
    ancient = _target(ctx, hero, ancient_id)
    name = _name(ctx, ancient.id)
    if hero.chapter < SAGA_COMPLETE:
        raise _refuse("saga_incomplete", f"You must complete your Saga (Chapters 1–4, then the Finale) before "
                      f"you can Assault {name}.", "R-GIFT-AS-1")
    if ctx.options.mode != "competitive":
        waiting = [h.name for h in ctx.state.heroes if h.in_play and h.chapter < SAGA_COMPLETE]
        if waiting:
            raise _refuse("sagas_incomplete", "In a cooperative game every hero still in play must complete "
                          f"their Saga before anyone Assaults an Ancient; still to finish: {', '.join(waiting)}.",
                          "R-GIFT-AS-1")
    region = ctx.pack.ancients[ancient.id].region
    if hero.region != region:
        raise _refuse("not_in_ancient_region", f"{name} is in {ctx.pack.regions[region].name}: go there to "
                      "Assault it.", "R-GIFT-AS-1")
    if ctx.state.regions[region].encounters:
        raise _refuse("encounters_present", f"Defeat or clear every Encounter in {ctx.pack.regions[region].name} "
                      f"before you Assault {name}.", "R-GIFT-AS-1")
    for member in _team(ctx, hero)[1:]:
        if member.chapter < SAGA_COMPLETE:
            raise _refuse("teammate_saga_incomplete", f"{member.name} has not completed their Saga, so your team "
                          f"cannot Assault {name}; leave them out of the team.", "R-GIFT-AS-1")
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
