"""Defeating an Encounter and its Rewards (R-RWD): Loot, Rumour, Trophy, in that order."""

from kilforth.content.vocabulary import Attribute
from kilforth.events import CardDiscarded, EncounterDefeated
from kilforth.i18n import msgid
from kilforth.rules import abilities, board, heroes
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import CardArg, HeroState, Option, TrophyArg, Words, words


def _recipient(ctx: Ctx, hero: HeroState, asked: Words) -> HeroState:
    """R-GIFT-TEAM-8 / R-RWD-9: in a team the active hero alone decides who gets each Reward."""
    team = [ctx.state.hero(h) for h in ctx.state.team] if hero.id in ctx.state.team else [hero]
    if len(team) == 1:
        return hero
    pick = ctx.ask(hero, "reward_recipient", asked,
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
    who = _recipient(ctx, hero, words(msgid("prompt-recipient-loot"), card=CardArg(card=card)))
    gold_forced = forced and ctx.options.hostile_stranger_forced_steps == "loot_and_rumour"
    if gold_forced:
        choice = "gold"
    elif who.prefs.loot != "ask":
        choice = who.prefs.loot
    else:
        asked = words(msgid("prompt-loot"), card=CardArg(card=card), gold=face.gold)
        choice = ctx.ask(who, "loot", asked,
                         [Option(id="gold", label=words(msgid("prompt-gold"), gold=face.gold)),
                          Option(id="token", label=words(msgid("prompt-loot-token")))])
    if choice == "gold":
        heroes.change_gold(ctx, who, face.gold, f"loot:{card}")
    else:
        heroes.gain_loot_token(ctx, who, f"loot:{card}")
    # Step 2, Rumour (R-RWD-4).
    who = _recipient(ctx, hero, words(msgid("prompt-recipient-rumour"), card=CardArg(card=card)))
    deck = board.reward_deck_for(ctx.pack, card)
    if forced:
        choice = "keep"
    elif who.prefs.rumour != "ask":
        choice = who.prefs.rumour
    else:
        asked = words(msgid("prompt-rumour"), card=CardArg(card=card), type=deck)
        choice = ctx.ask(who, "rumour", asked,
                         [Option(id="keep", label=words(msgid("prompt-keep-card"), card=CardArg(card=card))),
                          Option(id="draw", label=words(msgid("prompt-draw-reward"), type=deck))])
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
    for index, trophy in enumerate(face.trophies):
        if trophy.attribute is not None and attribute is not None and trophy.attribute != attribute:
            continue
        if not trophy.forced and not ctx.confirm(
                hero, "trophy", words(msgid("prompt-trophy"), card=CardArg(card=card)),
                yes=words(msgid("prompt-take-it")), no=words(msgid("prompt-refuse")),
                detail=words(msgid("prompt-trophy-detail"), trophy=TrophyArg(card=card, trophy=index))):
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
