"""The Gifts of §14: free actions of the active, non-Hidden hero (R-GIFT-1; the engine checks
the turn and Hidden). Assault belongs to the Ancients' module; Exchange, Overcome, Resolve
and Team Up are here. Another hero's agreement is asked of that hero's player; heroes of the
same player agree by being played."""

from typing import Literal

from kilforth.commands import Assault, Bundle, Exchange, Overcome, Resolve, TeamUp
from kilforth.content.effects import Ability
from kilforth.errors import RuleError
from kilforth.events import CardGained, Declined, Exchanged, TeamChanged
from kilforth.i18n import msgid
from kilforth.rules import abilities, board, heroes
from kilforth.rules.context import Ctx
from kilforth.rules.registry import rule
from kilforth.rules.rewards import defeat_encounter
from kilforth.state import Arg, CardArg, HeroState, Option, Words, words

EXCHANGEABLE_ASSETS = ("item", "spell")


def _other_hero(ctx: Ctx, hero: HeroState, ref: str, rule_id: str) -> HeroState:
    """Another hero named by id or by name, in play."""
    found = next((h for h in ctx.state.heroes if h.id == ref), None) or next(
        (h for h in ctx.state.heroes if h.name.casefold() == ref.casefold()), None)
    if found is None:
        raise RuleError("no_such_hero", rule=rule_id, key=msgid("refusal-no-such-hero"), params={"hero": ref})
    if found.id == hero.id:
        raise RuleError("yourself", rule=rule_id, key=msgid("refusal-yourself"))
    if not found.in_play:
        raise RuleError("not_in_play", rule=rule_id, key=msgid("refusal-not-in-play"), params={"hero": found.name})
    return found


def _agrees(ctx: Ctx, asker: HeroState, other: HeroState, offer: Literal["exchange", "team_up"],
            text: Words, yes: Words) -> bool:
    """R-GIFT-EX-1, R-GIFT-TEAM-1: the other hero's player must agree; a player agrees with
    themselves."""
    if other.player == asker.player:
        return True
    kind = "exchange_offer" if offer == "exchange" else "team_invite"
    answers = [Option(id="accept", label=yes), Option(id="decline", label=words(msgid("prompt-decline")))]
    if ctx.ask(other, kind, text, answers) == "accept":
        return True
    ctx.emit(Declined(hero=other.id, asked_by=asker.id, offer=offer))
    return False


# ------------------------------------------------------------------ Assault (R-GIFT-AS)

def _check_assault(ctx: Ctx, hero: HeroState, cmd: Assault) -> None:
    # A late import keeps the rule modules free of import cycles.
    from kilforth.rules import ancients

    ancients.check_assault(ctx, hero, cmd.ancient)


@rule("assault", "gift", _check_assault)
def assault(ctx: Ctx, hero: HeroState, cmd: Assault) -> None:
    from kilforth.rules import ancients

    ancients.assault(ctx, hero, cmd.ancient)


# ------------------------------------------------------------------ Exchange (R-GIFT-EX)

def _zone_of(hero: HeroState, card: str) -> str | None:
    for zone in ("rumours", "assets", "loot"):
        if card in getattr(hero, zone):
            return zone
    return None


def _check_bundle(ctx: Ctx, owner: HeroState, bundle: Bundle, seen: set[str]) -> None:
    """What `owner` hands over: Gold they have, Rumours, Loot tokens, Item and Spell Assets."""
    if bundle.gold > owner.gold:
        raise RuleError("not_enough_gold", rule="R-GIFT-EX-2", key=msgid("refusal-not-enough-gold"),
                        params={"hero": owner.name, "gold": owner.gold, "asked": bundle.gold})
    for card in bundle.cards:
        if card in seen:
            raise RuleError("duplicate_card", rule="R-GIFT-EX-2", key=msgid("refusal-card-named-twice"),
                            params={"card": board.card_ref(ctx.pack, card)})
        seen.add(card)
        zone = _zone_of(owner, card)
        if zone is None:
            raise RuleError("not_theirs", rule="R-GIFT-EX-2", key=msgid("refusal-not-theirs"),
                            params={"hero": owner.name, "card": card})
        if zone == "assets":
            reward = ctx.pack.rewards.get(card)
            kind = reward.type if reward else "Totem"
            if kind not in EXCHANGEABLE_ASSETS:
                raise RuleError("not_exchangeable", rule="R-GIFT-EX-2", key=msgid("refusal-not-exchangeable"),
                                params={"card": board.card_ref(ctx.pack, card), "kind": kind})


def _check_exchange(ctx: Ctx, hero: HeroState, cmd: Exchange) -> None:
    other = _other_hero(ctx, hero, cmd.with_hero, "R-GIFT-EX-1")
    if other.region != hero.region:
        raise RuleError("not_here", rule="R-GIFT-EX-1", key=msgid("refusal-exchange-not-here"),
                        params={"hero": other.name})
    if not (cmd.give.gold or cmd.give.cards or cmd.take.gold or cmd.take.cards):
        raise RuleError("nothing_to_exchange", rule="R-GIFT-EX-1", key=msgid("refusal-nothing-to-exchange"))
    seen: set[str] = set()
    _check_bundle(ctx, hero, cmd.give, seen)
    _check_bundle(ctx, other, cmd.take, seen)


def _describe(bundle: Bundle) -> Arg:
    parts: list[Arg] = [words(msgid("prompt-gold"), gold=bundle.gold)] if bundle.gold else []
    parts += [CardArg(card=c) for c in bundle.cards]
    return parts or words(msgid("prompt-nothing"))


def _hand_over(owner: HeroState, cards: list[str]) -> list[tuple[str, str, bool]]:
    """Take the cards out of `owner`'s zones: (zone, card, exhausted)."""
    moved = []
    for card in cards:
        zone = _zone_of(owner, card)
        assert zone is not None  # checked by _check_bundle
        getattr(owner, zone).remove(card)
        exhausted = card in owner.exhausted
        if exhausted:
            owner.exhausted.remove(card)
        moved.append((zone, card, exhausted))
    return moved


def _receive(ctx: Ctx, receiver: HeroState, moved: list[tuple[str, str, bool]]) -> None:
    """R-GIFT-EX-3/4: the same zone on the other side. An Asset stays in play as it was
    (ready or exhausted) and passes no out-of-play zone, so no Enter or Leave Play fires;
    R-KW-3 still discards the receiver's older Asset with the same unique keyword."""
    zone_name = {"rumours": "rumour", "assets": "asset", "loot": "loot"}
    for zone, card, exhausted in moved:
        if zone == "assets":
            unique = heroes.unique_keyword(ctx, card)
            for older in [a for a in receiver.assets if unique and heroes.unique_keyword(ctx, a) == unique]:
                heroes.remove_asset(ctx, receiver, older, "unique_keyword")
        getattr(receiver, zone).append(card)
        if exhausted:
            receiver.exhausted.append(card)
        ctx.emit(CardGained(hero=receiver.id, card=card, zone=zone_name[zone], source="exchange"))  # type: ignore[arg-type]


@rule("exchange", "gift", _check_exchange)
def exchange(ctx: Ctx, hero: HeroState, cmd: Exchange) -> None:
    other = _other_hero(ctx, hero, cmd.with_hero, "R-GIFT-EX-1")
    text = words(msgid("prompt-exchange"), hero=hero.name, give=_describe(cmd.give),
                 take=_describe(cmd.take))
    if not _agrees(ctx, hero, other, "exchange", text, words(msgid("prompt-accept"))):
        return
    # Both sides hand over first, so two Assets with the same unique keyword can swap (R-KW-3).
    given = _hand_over(hero, list(cmd.give.cards))
    taken = _hand_over(other, list(cmd.take.cards))
    _receive(ctx, other, given)
    _receive(ctx, hero, taken)
    heroes.change_gold(ctx, hero, cmd.take.gold - cmd.give.gold, "exchange")
    heroes.change_gold(ctx, other, cmd.give.gold - cmd.take.gold, "exchange")
    ctx.emit(Exchanged(hero=hero.id, other=other.id, gave_gold=cmd.give.gold, took_gold=cmd.take.gold,
                       gave=list(cmd.give.cards), took=list(cmd.take.cards)))
    heroes.enforce_limits(ctx, other)  # R-GIFT-EX-3: the Limit of Six, the receiver choosing
    heroes.enforce_limits(ctx, hero)


# ------------------------------------------------------------------ Overcome (R-GIFT-OV)

def overcome_keywords(ctx: Ctx, hero: HeroState) -> set[str]:
    """AMB-45: keywords of the hero's Assets in play; with the option, of every card of theirs
    in play (Talents, Race and Class too, R-KW-4). Cards in hand never count."""
    kw = ctx.options.subtypes_are_keywords
    found = {k for card in hero.assets for k in board.keywords_of(ctx.pack, card, kw)}
    if ctx.options.overcome_keyword_source == "any_card_in_play":
        found |= {k for t in hero.talents for k in board.keywords_of(ctx.pack, t)}
        found |= set(ctx.pack.races[hero.race].keywords) | set(ctx.pack.classes[hero.hero_class].keywords)
    return found


def _check_overcome(ctx: Ctx, hero: HeroState, cmd: Overcome) -> None:
    if cmd.encounter not in ctx.state.regions[hero.region].encounters:
        raise RuleError("no_such_encounter", rule="R-GIFT-OV-1", key=msgid("refusal-no-such-encounter"),
                        params={"encounter": board.card_ref(ctx.pack, cmd.encounter)})
    weakness = board.face_of(ctx.pack, cmd.encounter).weakness
    if not weakness:
        raise RuleError("no_weakness", rule="R-GIFT-OV-1", key=msgid("refusal-no-weakness"),
                        params={"encounter": board.card_ref(ctx.pack, cmd.encounter)})
    if not set(weakness) & overcome_keywords(ctx, hero):
        raise RuleError("no_matching_keyword", rule="R-GIFT-OV-1", key=msgid("refusal-no-matching-keyword"),
                        params={"encounter": board.card_ref(ctx.pack, cmd.encounter),
                                "weakness": tuple(map(board.keyword_word, weakness)),
                                "source": ctx.options.overcome_keyword_source})


@rule("overcome", "gift", _check_overcome)
def overcome(ctx: Ctx, hero: HeroState, cmd: Overcome) -> None:
    """R-GIFT-OV-2/3, AMB-28: defeated outright, even behind an Obstacle, as if by the best
    attribute (so any attribute-bound Trophy applies); everyone's successes on it are lost."""
    defeat_encounter(ctx, hero, cmd.encounter, "overcome", attribute=None)


# ------------------------------------------------------------------ Resolve (R-GIFT-RES)

def _gift_ability(ctx: Ctx, hero: HeroState, cmd: Resolve) -> tuple[abilities.Source, Ability]:
    src, ability = abilities.find_ability(ctx, hero, cmd.card, cmd.ability, "gift")
    if src.kind not in ("asset", "loot"):
        raise RuleError("not_an_asset", rule="R-GIFT-RES-1", key=msgid("refusal-not-an-asset"),
                        params={"card": board.card_ref(ctx.pack, cmd.card)})
    return src, ability


def _check_resolve(ctx: Ctx, hero: HeroState, cmd: Resolve) -> None:
    _gift_ability(ctx, hero, cmd)


@rule("resolve", "gift", _check_resolve)
def resolve(ctx: Ctx, hero: HeroState, cmd: Resolve) -> None:
    """R-GIFT-RES-2: pay the ability's cost (exhaust, sacrifice; a Loot token is removed from
    the game) and apply it."""
    src, ability = _gift_ability(ctx, hero, cmd)
    abilities.use_ability(ctx, hero, src, ability)


# ------------------------------------------------------------------ Team Up (R-GIFT-TEAM)

def _check_team_up(ctx: Ctx, hero: HeroState, cmd: TeamUp) -> None:
    fighting = ctx.state.turn.fighting if ctx.state.turn is not None else None
    if fighting is not None:  # R-GIFT-TEAM-1: a team is formed to attempt an Engagement
        raise RuleError("in_battle", rule="R-GIFT-TEAM-1", key=msgid("refusal-team-in-battle"),
                        params={"foe": board.card_ref(ctx.pack, fighting)})
    seen: set[str] = set()
    for ref in cmd.heroes:
        other = _other_hero(ctx, hero, ref, "R-GIFT-TEAM-1")
        if other.id in seen:
            raise RuleError("duplicate_hero", rule="R-GIFT-TEAM-1", key=msgid("refusal-hero-named-twice"),
                            params={"hero": other.name})
        seen.add(other.id)
        if other.id in ctx.state.team:
            raise RuleError("already_in_team", rule="R-GIFT-TEAM-1", key=msgid("refusal-already-in-team"),
                            params={"hero": other.name})
        if other.region != hero.region:
            raise RuleError("not_here", rule="R-GIFT-TEAM-1", key=msgid("refusal-team-not-here"),
                            params={"hero": other.name})
        if other.hidden:
            raise RuleError("member_hidden", rule="R-GIFT-TEAM-4", key=msgid("refusal-member-hidden"),
                            params={"hero": other.name})
        if other.defeated:
            raise RuleError("member_defeated", rule="R-ENG-DEF-1", key=msgid("refusal-member-defeated"),
                            params={"hero": other.name})


@rule("team_up", "gift", _check_team_up)
def team_up(ctx: Ctx, hero: HeroState, cmd: TeamUp) -> None:
    """R-GIFT-TEAM-1/2/3/10: each invited hero's player agrees or not (a hero who has made
    camp may join); the team is the active hero's, whose tests are the team's. Promises made
    to win agreement bind nobody, so none is recorded."""
    joined = []
    for ref in cmd.heroes:
        other = _other_hero(ctx, hero, ref, "R-GIFT-TEAM-1")
        if _agrees(ctx, hero, other, "team_up", words(msgid("prompt-team-invite"), hero=hero.name),
                   words(msgid("prompt-join"))):
            joined.append(other.id)
    if joined:
        members = {*(ctx.state.team or [hero.id]), *joined}
        # R-GIFT-TEAM-7: members act, and resolve their defeats, from the active hero clockwise.
        seats = ctx.state.heroes
        i = seats.index(hero)
        ctx.state.team = [h.id for h in seats[i:] + seats[:i] if h.id in members]
        ctx.emit(TeamChanged(members=list(ctx.state.team)))
