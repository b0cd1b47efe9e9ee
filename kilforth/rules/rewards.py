"""Defeating an Encounter and its Rewards (R-RWD): Loot, Rumour, Trophy, in that order."""

from kilforth.content.vocabulary import Attribute
from kilforth.events import CardDiscarded, EncounterDefeated
from kilforth.render.abilities import trophy_text
from kilforth.rules import abilities, board, heroes
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import HeroState, Option


def _recipient(ctx: Ctx, hero: HeroState, what: str) -> HeroState:
    """R-GIFT-TEAM-8 / R-RWD-9: in a team the active hero alone decides who gets each Reward."""
    team = [ctx.state.hero(h) for h in ctx.state.team] if hero.id in ctx.state.team else [hero]
    if len(team) == 1:
        return hero
    pick = ctx.ask(hero, "reward_recipient", f"Who receives {what}?",
                   [Option(id=h.id, label=h.name) for h in team])
    return ctx.state.hero(pick)


def defeat_encounter(ctx: Ctx, hero: HeroState, card: str, how: str, attribute: Attribute | None) -> None:
    """The Encounter is defeated (R-ACT-CONF-5, R-ENG-BAT-4, R-GIFT-OV-2): everybody's
    successes on it are lost (R-SUCC-4 d), it leaves its Region (R-RWD-8), and the hero
    resolves the Rewards. `attribute` is the defeating test's (None: Overcome, any)."""
    state = ctx.state
    for h in state.heroes:
        h.successes.pop(card, None)
        if card in h.evaded:
            h.evaded.remove(card)
    for name, region in list(state.regions.items()):
        if card in region.encounters:
            board.remove_from_region(state, name, "encounters", card)
    hostile_to_me = hero.id in state.hostile.pop(card, [])
    face = board.face_of(ctx.pack, card)
    state.revealed.append(card)
    ctx.emit(EncounterDefeated(hero=hero.id, card=card, how=how))  # type: ignore[arg-type]
    forced = hostile_to_me  # R-RWD-6 / R-STR-7
    # Step 1, Loot (R-RWD-2).
    who = _recipient(ctx, hero, f"the Loot of {face_name(ctx, card)}")
    gold_forced = forced and ctx.options.hostile_stranger_forced_steps == "loot_and_rumour"
    if gold_forced:
        choice = "gold"
    elif who.prefs.loot != "ask":
        choice = who.prefs.loot
    else:
        choice = ctx.ask(who, "loot", f"Loot of {face_name(ctx, card)}: take {face.gold} Gold or draw a Loot token?",
                         [Option(id="gold", label=f"{face.gold} Gold"), Option(id="token", label="Draw a Loot token")])
    if choice == "gold":
        heroes.change_gold(ctx, who, face.gold, f"loot:{card}")
    else:
        heroes.gain_loot_token(ctx, who, f"loot:{card}")
    # Step 2, Rumour (R-RWD-4).
    who = _recipient(ctx, hero, f"the Rumour of {face_name(ctx, card)}")
    deck = board.reward_deck_for(ctx.pack, card)
    if forced:
        choice = "keep"
    elif who.prefs.rumour != "ask":
        choice = who.prefs.rumour
    else:
        choice = ctx.ask(who, "rumour", f"Rumour: keep {face_name(ctx, card)} in hand, or discard it and draw "
                         f"the top {deck.title()} card?",
                         [Option(id="keep", label=f"Keep {face_name(ctx, card)}"),
                          Option(id="draw", label=f"Draw {'an' if deck[0] in 'aeiou' else 'a'} {deck.title()}")])
    state.revealed.remove(card)
    if choice == "keep":
        heroes.gain_rumour(ctx, who, card, "reward")
    else:
        board.discard(ctx, card)
        ctx.emit(CardDiscarded(card=card, hero=who.id, reason="rumour_step"))
        drawn = board.draw(ctx, board.reward_deck(deck))
        if drawn is not None:
            heroes.gain_rumour(ctx, who, drawn, "reward")
    # Step 3, Trophy (R-RWD-7, AMB-21).
    for trophy in face.trophies:
        if trophy.attribute is not None and attribute is not None and trophy.attribute != attribute:
            continue
        if not trophy.forced and not ctx.confirm(hero, "trophy", f"Take the Trophy of {face_name(ctx, card)}?",
                                                 yes="Take it", no="Refuse", detail=trophy_text(trophy)):
            continue
        abilities.run_effects(ctx, hero, trophy.effects, Situation(), card)
    # R-RWD-10: Soldier and Vampire style triggers, which may look at what was defeated.
    defeated = Situation(against=card, attribute=attribute)
    if face.type == "enemy" or hostile_to_me:
        abilities.fire(ctx, hero, "defeat_enemy", defeated)
    if how == "battle":
        abilities.fire(ctx, hero, "defeat_foe", defeated)


def face_name(ctx: Ctx, card: str) -> str:
    return board.card_name(ctx.pack, card)
