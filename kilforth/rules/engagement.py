"""Engagements (R-ENG): Surprise, Evasion, Battle rounds, defeat and flight, alone or as a
team (R-GIFT-TEAM-7). The Ancient is fought through the same Battle (R-GIFT-AS-4)."""

from typing import Literal

from kilforth.content.vocabulary import Attribute
from kilforth.events import BattleRound, Engaged, Evaded, Fled, TeamChanged
from kilforth.i18n import msgid
from kilforth.rules import abilities, board, dice, heroes
from kilforth.rules.abilities import Foe, Situation
from kilforth.rules.context import GIFT, Ctx
from kilforth.state import CardArg, HeroState, Option, Words, words

Result = Literal["won", "evaded", "fled", "defeated", "removed"]


# ------------------------------------------------------------------ who is an enemy

def is_enemy_of(ctx: Ctx, hero: HeroState, card: str) -> bool:
    """R-TURN-1: an Enemy Encounter, or a Stranger carrying this hero's Enemy token."""
    face = board.face_of(ctx.pack, card)
    if face.is_event:
        return False
    return face.type == "enemy" or hero.id in ctx.state.hostile.get(card, [])


def enemies_in(ctx: Ctx, hero: HeroState, region: str) -> list[str]:
    return [c for c in ctx.state.regions[region].encounters if is_enemy_of(ctx, hero, c)]


def enemies_to_engage(ctx: Ctx, hero: HeroState) -> list[str]:
    """Enemies in the hero's Region that they have not evaded (R-ENG-EVA-3)."""
    return [c for c in enemies_in(ctx, hero, hero.region) if c not in hero.evaded]


def foe_value(ctx: Ctx, hero: HeroState, card: str, attribute: Attribute) -> int:
    """The Foe's value: skull values for a hostile Stranger (R-ATTR-3), plus modifiers."""
    sit = Situation(attribute=attribute, against=card, in_combat=attribute == "fight")
    if card in ctx.pack.ancients:
        base = ctx.pack.ancients[card].fight if attribute == "fight" else 0
    else:
        face = board.face_of(ctx.pack, card)
        hostile = hero.id in ctx.state.hostile.get(card, [])
        base = (face.skull_values.get(attribute) if hostile else None) or face.values.get(attribute, 0)
    return max(0, base + abilities.foe_bonus(ctx, hero, attribute, sit))


def foe_health(ctx: Ctx, hero: HeroState, card: str) -> int:
    """R-ENG-BAT-1: a fresh Foe's HP (its red shield plus modifiers)."""
    face = board.face_of(ctx.pack, card)
    sit = Situation(against=card, in_combat=True)
    return max(1, (face.health or 1) + abilities.foe_bonus(ctx, hero, "health", sit))


# ------------------------------------------------------------------ Gift windows

def gift_window(ctx: Ctx, hero: HeroState, asked: Words) -> None:
    """R-TURN-4, G-8: a Gift may be made at any moment of the hero's turn, even during an
    Engagement (Team Up before it, R-GIFT-TEAM-1; Resolve a healing Loot token between two
    rounds, R-GIFT-RES-1). Where a Battle would otherwise run on without a question, the
    hero is asked to go on, and may make Gifts instead, one after another. Offered only
    while a Gift is possible, and never to a hero whose standing preference skips it."""
    go_on = [Option(id="go_on", label=words(msgid("prompt-go-on")))]
    while not hero.prefs.skip_gift_windows and ctx.gift_possible(hero):
        if ctx.ask(hero, "gift_window", asked, go_on, allows_gifts=True) != GIFT:
            return


def engagement_window(ctx: Ctx, hero: HeroState) -> None:
    """The Gift window before the Engagements that start a turn (R-TURN-1), so that the
    hero may Team Up with the heroes beside them, or make any other Gift, first."""
    foes = enemies_to_engage(ctx, hero)
    if foes and not hero.camped:
        gift_window(ctx, hero, words(msgid("prompt-gift-window-engage"), foe=CardArg(card=foes[0])))


# ------------------------------------------------------------------ engagements

def engage_all(ctx: Ctx, hero: HeroState, origin: str | None) -> None:
    """R-TURN-1/3, R-ENG-1: engage every enemy here, one after another, in the hero's order."""
    while not hero.camped and ctx.state.result is None:
        pending = enemies_to_engage(ctx, hero)
        if not pending:
            return
        card = pending[0]
        if len(pending) > 1:
            card = ctx.ask(hero, "engage_order", words(msgid("prompt-engage-order")),
                           [board.card_named(c) for c in pending])
        engage(ctx, hero, card, origin=origin)


def team_of(ctx: Ctx, hero: HeroState) -> list[HeroState]:
    """The active hero's team, active hero first, or just the hero. A team is formed in
    one Region (R-GIFT-TEAM-1): members elsewhere, or out of the game, take no part."""
    if hero.id not in ctx.state.team:
        return [hero]
    members = [ctx.state.hero(h) for h in ctx.state.team]
    return [m for m in members if m.in_play and m.region == hero.region] or [hero]


def dissolve_team(ctx: Ctx) -> None:
    """R-GIFT-TEAM-9: a team lasts until its next Engagement, Encounter test or turn end."""
    if ctx.state.team:
        ctx.state.team = []
        ctx.emit(TeamChanged(members=[]))


def engage(ctx: Ctx, hero: HeroState, card: str, *, origin: str | None, just_hostile: bool = False) -> Result:
    """One Engagement: Surprise → Evasion → Battle (R-ENG-3)."""
    turn = ctx.state.turn
    drawn = turn is not None and turn.hero == hero.id and card in turn.drawn
    team = team_of(ctx, hero)
    foe = Foe(card=card, name=board.card_name(ctx.pack, card), hp=foe_health(ctx, hero, card))
    sit = Situation(against=card, foe=foe)
    for member in team:
        abilities.fire(ctx, member, "engagement_start", sit)
    if hero.hp == 0:
        heroes.defeat(ctx, hero, card)
        return "defeated"
    surprise: Literal["hero", "foe"] | None = None
    # R-ENG-SURP-1, R-GIFT-TEAM-7: in a team, or against a Stranger just turned hostile,
    # nobody has Surprise and nobody evades.
    open_engagement = len(team) == 1 and not just_hostile
    if open_engagement and hero.hidden:
        choice = _hidden_choice(ctx, hero, card)
        if choice == "reveal":
            heroes.set_hidden(ctx, hero, False)
            surprise = "hero"  # R-ENG-SURP-3 (a)
        elif _evade(ctx, hero, card, automatic=choice == "auto"):
            return "evaded"
        else:
            surprise = "foe"  # R-ENG-EVA-4
    elif open_engagement and abilities.has_modifier(ctx, hero, "auto_evade", Situation(against=card)):
        # R-ENG-EVA-6, AMB-4: the Druid evades without a test, and without being Hidden; a
        # Hero ability is mandatory (R-ABIL-5), so nothing is asked.
        _evade(ctx, hero, card, automatic=True)
        return "evaded"
    elif open_engagement and drawn:
        surprise = "foe"  # R-ENG-SURP-2
    ctx.emit(Engaged(hero=hero.id, foe=card, surprise=surprise, team=[m.id for m in team] if len(team) > 1 else []))
    if foe.hp == 0:
        from kilforth.rules.rewards import defeat_encounter

        defeat_encounter(ctx, hero, card, "battle", "fight")
        dissolve_team(ctx)
        return "won"
    result = battle(ctx, team, foe, surprise=surprise, origin=origin)
    dissolve_team(ctx)
    return result


def _hidden_choice(ctx: Ctx, hero: HeroState, card: str) -> str:
    """R-ENG-SURP-3: a Hidden hero reveals themselves for Surprise or tries to evade;
    R-ENG-EVA-5/6: automatic evasion when their Sneak is higher, or by an ability. A sure
    evasion replaces the roll, which could only do worse."""
    mine = abilities.attribute(ctx, hero, "sneak", Situation(attribute="sneak", against=card))
    theirs = foe_value(ctx, hero, card, "sneak")
    options = [Option(id="reveal", label=words(msgid("prompt-reveal")),
                      detail=words(msgid("prompt-reveal-detail")))]
    if abilities.has_modifier(ctx, hero, "auto_evade", Situation(against=card)):
        options.append(Option(id="auto", label=words(msgid("prompt-auto-evade")),
                              detail=words(msgid("prompt-auto-evade-ability"))))
    elif ctx.options.auto_evasion and mine > theirs:
        options.append(Option(id="auto", label=words(msgid("prompt-auto-evade")),
                              detail=words(msgid("prompt-auto-evade-sneak"))))
    else:
        options.append(Option(id="evade", label=words(msgid("prompt-evade"), count=theirs)))
    asked = words(msgid("prompt-hidden"), card=CardArg(card=card))
    return ctx.ask(hero, "hidden_engagement", asked, options)


def _evade(ctx: Ctx, hero: HeroState, card: str, *, automatic: bool) -> bool:
    """R-ENG-EVA: a Sneak test against the Foe's Sneak; success lasts until the end of the
    Day phase or until the hero leaves the Region; failure costs Hidden."""
    target = max(1, foe_value(ctx, hero, card, "sneak"))
    if not automatic:
        sit = Situation(attribute="sneak", against=card)
        result = dice.hero_test(ctx, hero, "sneak", sit, target=target, need=target, purpose="evasion")
        if result.successes < target:
            heroes.set_hidden(ctx, hero, False)
            return False
    hero.evaded.append(card)
    ctx.emit(Evaded(hero=hero.id, foe=card, automatic=automatic))
    return True


# ------------------------------------------------------------------ battle

def _prevent(ctx: Ctx, hero: HeroState, taken: int, sit: Situation) -> int:
    """Damage abilities ("pay 2 Gold to prevent losing 1 HP, max 6 times"). Each ready one
    is offered in turn, so a hero who would rather exhaust an Asset than pay Gold declines
    the one and takes the other: the hero chooses how the damage is paid for."""
    declined: set[tuple[str, str]] = set()
    while taken > 0:
        offered = [(src, ability) for src, ability in abilities.ready_abilities(ctx, hero, "damage", sit)
                   if (src.card, ability.id) not in declined]
        if not offered:
            break
        src, ability = offered[0]
        asked = words(msgid("prompt-prevent-damage"), count=taken, card=CardArg(card=src.card))
        if not ctx.confirm(hero, "prevent_damage", asked,
                           detail=board.offered_ability(src.card, ability.id)):
            declined.add((src.card, ability.id))
            continue
        abilities.pay(ctx, hero, src, ability)
        taken -= sum(e.amount for e in ability.effects if e.kind == "prevent_hp_loss")
    return max(0, taken)


def battle(ctx: Ctx, team: list[HeroState], foe: Foe, *, surprise: Literal["hero", "foe"] | None,
           origin: str | None) -> Result:
    """R-ENG-BAT: rounds until the hero is defeated, flees or the Foe is defeated, with the
    turn marked as fighting it meanwhile."""
    turn = ctx.state.turn
    if turn is not None:
        turn.fighting = foe.card
    result = _rounds(ctx, team, foe, surprise=surprise, origin=origin)
    if turn is not None:
        turn.fighting = None
    return result


def _rounds(ctx: Ctx, team: list[HeroState], foe: Foe, *, surprise: Literal["hero", "foe"] | None,
            origin: str | None) -> Result:
    """The Battle's rounds. Losses are simultaneous (R-ENG-BAT-3, AMB-25); the Foe's defeat
    is checked first (R-ENG-BAT-4)."""
    from kilforth.rules.rewards import defeat_encounter

    hero = team[0]
    for member in team:
        abilities.reset_uses(member, "battle")
    can_flee = len(team) == 1 and not foe.ancient  # R-ENG-BAT-6, R-GIFT-TEAM-7, R-GIFT-AS-5
    rnd = 0
    while True:
        rnd += 1
        dealt: dict[str, int] = {}
        taken: dict[str, int] = {}
        for member in team:
            hero_surprise = surprise == "hero" and rnd == 1
            sit = Situation(attribute="fight", against=foe.card, in_combat=True, surprise=hero_surprise, foe=foe)
            need = max(1, foe.hp - sum(dealt.values()))
            # R-GIFT-TEAM-5: the team may call on Fate for the active hero's test (and, with
            # AMB-29 `team_bonus_in_battle`, add its dice); the others' tests are their own.
            result = dice.hero_test(ctx, member, "fight", sit, target=None, need=need, purpose="battle",
                                    surprise=hero_surprise, team=team if member is hero else None,
                                    kept=words(msgid("prompt-kept-damage")))  # R-ENG-BAT-3
            dealt[member.id] = result.successes
            value = foe_value(ctx, member, foe.card, "fight") + (1 if surprise == "foe" and rnd == 1 else 0)
            taken[member.id] = dice.foe_test(ctx, foe.card, "fight", value, purpose="battle")
        foe.hp = max(0, foe.hp - sum(dealt.values()))
        for member in team:
            sit = Situation(attribute="fight", against=foe.card, in_combat=True, foe=foe)
            loss = taken[member.id]
            if foe.hp == 0 and abilities.has_modifier(ctx, member, "no_counterattack", sit):
                loss = 0
            loss = _prevent(ctx, member, loss, sit)
            heroes.wound(ctx, member, loss, f"battle:{foe.card}")
            ctx.emit(BattleRound(hero=member.id, foe=foe.card, round=rnd, dealt=dealt[member.id], taken=loss,
                                 foe_hp=foe.hp, hero_hp=member.hp))
        surprise = None
        if foe.hp == 0:
            if foe.ancient:
                from kilforth.rules.ancients import ancient_defeated

                ancient_defeated(ctx, hero, foe)
            else:
                defeat_encounter(ctx, hero, foe.card, "battle", "fight")
        fallen = [m for m in team if m.hp == 0]
        # R-GIFT-TEAM-7: each member, active hero first; one a Forced Trophy has already
        # defeated (after_wound) pays the price of defeat once.
        for member in (m for m in fallen if not m.defeated):
            if foe.ancient:
                heroes.remove_from_game(ctx, member, foe.card)
            else:
                heroes.defeat(ctx, member, foe.card)
        if foe.hp == 0:
            return "won"
        if hero in fallen:
            _after_battle(ctx, foe, team)
            return "removed" if foe.ancient else "defeated"
        team = [m for m in team if m not in fallen]
        if can_flee and not hero.prefs.fight_to_the_end:
            choice = GIFT
            while choice == GIFT:
                asked = words(msgid("prompt-battle"), round=rnd, foe=CardArg(card=foe.card),
                              hp=foe.hp, own=hero.hp)
                choice = ctx.ask(hero, "battle", asked,
                                 [Option(id="fight", label=words(msgid("prompt-fight-on"))),
                                  Option(id="flee", label=words(msgid("prompt-flee")))],
                                 allows_gifts=True)
                if _overcome(ctx, hero, foe):
                    return "won"
            if choice == "flee":
                flee(ctx, hero, foe, origin)
                _after_battle(ctx, foe, team)
                return "fled"
        else:
            # No flight to ask about (an Assault, a team, or a hero who fights to the end):
            # the Gift window between rounds (R-TURN-4).
            gift_window(ctx, hero, words(msgid("prompt-gift-window-round"), round=rnd,
                                         foe=CardArg(card=foe.card), hp=foe.hp, own=hero.hp))
            if _overcome(ctx, hero, foe):
                return "won"


def _overcome(ctx: Ctx, hero: HeroState, foe: Foe) -> bool:
    """Whether a Gift sent in the middle of the Battle defeated its Foe (Overcome, AMB-28)."""
    return not foe.ancient and foe.card not in ctx.state.regions[hero.region].encounters


def _after_battle(ctx: Ctx, foe: Foe, team: list[HeroState]) -> None:
    """R-ENG-BAT-8: an undefeated Foe recovers all its HP (its HP lives only in the Battle);
    an Ancient keeps its damage (R-GIFT-AS-6) unless its capability heals it."""
    if foe.ancient:
        from kilforth.rules.ancients import after_assault

        after_assault(ctx, team[0] if team else None, foe)


def flee_destinations(ctx: Ctx, hero: HeroState, battle_region: str, origin: str | None) -> list[str]:
    """R-ENG-FLEE-1, AMB-40: back where the hero was before the Battle if no enemy is there,
    else the nearest enemy-free Regions by orthogonal steps (ties: the hero chooses)."""
    if ctx.options.flee_destination == "previous_region" and origin is not None and origin != battle_region \
            and not enemies_in(ctx, hero, origin):
        return [origin]
    free = [r for r in ctx.state.grid if r != battle_region and not enemies_in(ctx, hero, r)]
    nearest = min(board.distance(ctx.state, battle_region, r) for r in free)
    return [r for r in free if board.distance(ctx.state, battle_region, r) == nearest]


def flee(ctx: Ctx, hero: HeroState, foe: Foe, origin: str | None) -> None:
    from kilforth.rules.turns import make_camp

    battle_region = hero.region
    choices = flee_destinations(ctx, hero, battle_region, origin)
    dest = choices[0] if len(choices) == 1 else ctx.ask(
        hero, "flee_to", words(msgid("prompt-flee-to")), [board.card_named(r) for r in choices])
    ctx.emit(Fled(hero=hero.id, foe=foe.card, destination=dest))
    heroes.relocate(ctx, hero, dest, "flee")
    make_camp(ctx, hero, forced=True)
    abilities.fire(ctx, hero, "enter_region")  # AMB-26 (3): the hero does enter the Region
