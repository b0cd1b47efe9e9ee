"""Sagas (§12) and the Feat action (R-ACT-FEAT): completing a Chapter with Gold and keywords,
attempting the Finale, the Totem, the Ancients' arrival and Competitive Pressure (R-PRESS).

A Feat is declared only if it can be carried out in full (R-ACT-2), so the check proves that
the Chapter can be paid: every required keyword matched to a different card, and the Gold
within reach once the chosen sacrifices are counted (AMB-19). Without a `payment` in the
command the hero is asked keyword by keyword, and only cards that leave the rest of the
Chapter payable are offered.
"""

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Literal

from kilforth.commands import Feat, KeywordPayment
from kilforth.content.cards import Saga
from kilforth.content.vocabulary import ROMAN
from kilforth.errors import Phrase, RuleError, Word
from kilforth.events import CardDiscarded, CardGained, ChapterCompleted, SagaCompleted
from kilforth.i18n import msgid
from kilforth.rules import board, dice, engagement, heroes, turns
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.rules.registry import rule
from kilforth.state import CardArg, HeroState, KeywordArg, Option, words

FINALE = 5
COMPLETE = 6

Zone = Literal["rumour", "asset", "talent"]


@dataclass(frozen=True)
class Payer:
    """A card that may pay Chapter keywords: where it is, its keywords, and the Gold it gives
    if sacrificed (Assets only, R-ACT-FEAT-4 option 2)."""

    card: str
    zone: Zone
    keywords: frozenset[str]
    value: int


def saga_of(ctx: Ctx, hero: HeroState) -> Saga:
    return ctx.pack.sagas[hero.saga]


def chapter_cost(ctx: Ctx, hero: HeroState) -> int:
    """R-ACT-FEAT-3, AMB-43: 5 Gold per Chapter, or the variant 2 × the Chapter's number."""
    return 2 * hero.chapter if ctx.options.chapter_cost == "chapter_x2" else 5


def required_keywords(ctx: Ctx, hero: HeroState) -> list[str]:
    """R-ACT-FEAT-4/6: the current Chapter's keywords, plus the "1–2 players" ones when at
    most two heroes started the game (heroes removed since do not change the count)."""
    chapter = saga_of(ctx, hero).chapters[hero.chapter - 1]
    extra = chapter.small_party_keywords if ctx.state.starting_heroes <= 2 else []
    return [*chapter.keywords, *extra]


def _payers(ctx: Ctx, hero: HeroState) -> dict[str, Payer]:
    """Rumours in hand and Assets in play; ready Talents only with the AMB-44 option."""
    kw = ctx.options.subtypes_are_keywords
    found = {c: Payer(c, "rumour", frozenset(board.keywords_of(ctx.pack, c, kw)), 0) for c in hero.rumours}
    for c in hero.assets:
        found[c] = Payer(c, "asset", frozenset(board.keywords_of(ctx.pack, c, kw)), board.gold_value(ctx.pack, c))
    if ctx.options.talents_pay_chapter_keywords:
        for t in hero.talents:
            if t not in hero.exhausted:
                found[t] = Payer(t, "talent", frozenset(board.keywords_of(ctx.pack, t)), 0)
    return found


def keyword_holders(ctx: Ctx, hero: HeroState) -> list[tuple[str, list[str]]]:
    """Each keyword the current Chapter requires (a keyword required twice is listed twice),
    with the cards that could pay it now (R-ACT-FEAT-4): what the hero sheet marks as held
    or still needed."""
    payers = _payers(ctx, hero)
    return [(k, [p.card for p in payers.values() if k in p.keywords]) for k in required_keywords(ctx, hero)]


def _best_gold(keywords: tuple[str, ...], payers: dict[str, Payer], used: frozenset[str]) -> int | None:
    """The most Gold that sacrificing the Assets of a complete payment of `keywords` could
    bring, with cards not in `used`; None if the keywords cannot all be paid."""
    cards = tuple(p for p in payers.values() if p.card not in used)

    @cache
    def best(i: int, taken: frozenset[str]) -> int | None:
        if i == len(keywords):
            return 0
        found = None
        for p in cards:
            if p.card in taken or keywords[i] not in p.keywords:
                continue
            rest = best(i + 1, taken | {p.card})
            if rest is not None:
                total = rest + (p.value if p.zone == "asset" else 0)
                found = total if found is None else max(found, total)
        return found

    return best(0, frozenset())


def _affordable(ctx: Ctx, hero: HeroState, cost: int, sacrificed: int) -> bool:
    """AMB-19: Gold from sacrifices in this Feat may pay its cost unless the option says not."""
    gain = sacrificed if ctx.options.sacrifice_gold_pays_feat else 0
    return hero.gold + gain >= cost


def _cannot_pay(hero: HeroState, cost: int, why: str, sacrificed: int = 0) -> RuleError:
    """R-ACT-FEAT-3: the Chapter's Gold is out of reach; `why` says how (the message's
    variants)."""
    return RuleError("cannot_pay", rule="R-ACT-FEAT-3", key=msgid("refusal-chapter-gold"),
                     params={"chapter": hero.chapter, "cost": cost, "gold": hero.gold, "why": why,
                             "sacrificed": sacrificed})


# ------------------------------------------------------------------ check

def _check_feat(ctx: Ctx, hero: HeroState, cmd: Feat) -> None:
    if hero.chapter >= COMPLETE:
        raise RuleError("saga_complete", rule="R-SAGA-1", key=msgid("refusal-saga-complete"))
    if ctx.options.feat_daily_limit == "all_feats" and hero.feat_done_today:
        raise RuleError("feat_done_today", rule="AMB-22", key=msgid("refusal-feat-done-today"))
    if hero.chapter == FINALE:
        _check_finale(ctx, hero, cmd)
    else:
        _check_chapter(ctx, hero, cmd)


def _check_chapter(ctx: Ctx, hero: HeroState, cmd: Feat) -> None:
    if hero.chapter_done_today:
        raise RuleError("chapter_done_today", rule="R-ACT-FEAT-1", key=msgid("refusal-chapter-done-today"))
    if cmd.attribute is not None:
        raise RuleError("no_test", rule="R-ACT-FEAT-4", key=msgid("refusal-chapter-no-test"),
                        params={"chapter": hero.chapter})
    cost = chapter_cost(ctx, hero)
    if cmd.payment is None:
        _check_payable(ctx, hero, cost)
    else:
        validate_payment(ctx, hero, cmd.payment, cost)


def _check_payable(ctx: Ctx, hero: HeroState, cost: int) -> None:
    """R-ACT-2: some payment of every keyword exists, and the Gold is within reach."""
    required = required_keywords(ctx, hero)
    payers = _payers(ctx, hero)
    if not ctx.options.sacrifice_gold_pays_feat and hero.gold < cost:
        raise _cannot_pay(hero, cost, "unsacrificed")
    # Counting the cards that hold each keyword rules most Chapters out before the search.
    holders = Counter({k: sum(1 for p in payers.values() if k in p.keywords) for k in set(required)})
    short = [k for k, n in sorted(Counter(required).items()) if holders[k] < n]
    best = None if short else _best_gold(tuple(required), payers, frozenset())
    if best is None:
        raise RuleError("missing_keywords", rule="R-ACT-FEAT-4", key=msgid("refusal-missing-keywords"),
                        params={"chapter": hero.chapter, "required": tuple(map(board.keyword_word, required)),
                                "count": len(short), "short": tuple(map(board.keyword_word, short))})
    if not _affordable(ctx, hero, cost, best):
        raise _cannot_pay(hero, cost, "even_sacrificing")


def validate_payment(ctx: Ctx, hero: HeroState, payment: list[KeywordPayment], cost: int) -> None:
    """A payment sent with the command: each line a required keyword, paid by a different
    card of the hero's that has it; together they cover the Chapter and the Gold."""
    required = required_keywords(ctx, hero)
    payers = _payers(ctx, hero)
    seen: set[str] = set()
    sacrificed = 0
    for line in payment:
        keyword, card = line.keyword.strip().lower(), line.card
        if card in seen:
            raise RuleError("duplicate_card", rule="R-ACT-FEAT-4", key=msgid("refusal-card-used-twice"),
                            params={"card": board.card_ref(ctx.pack, card)})
        seen.add(card)
        payer = payers.get(card)
        if payer is None:
            if card in hero.talents and ctx.options.talents_pay_chapter_keywords:
                raise RuleError("talent_exhausted", rule="AMB-44", key=msgid("refusal-talent-exhausted"),
                                params={"card": board.card_ref(ctx.pack, card)})
            if card in hero.talents:
                raise RuleError("talent_cannot_pay", rule="AMB-44", key=msgid("refusal-talent-cannot-pay"),
                                params={"card": board.card_ref(ctx.pack, card)})
            raise RuleError("not_yours", rule="R-ACT-FEAT-4", key=msgid("refusal-not-yours"), params={"card": card})
        if keyword not in required:
            raise RuleError("keyword_not_required", rule="R-ACT-FEAT-4", key=msgid("refusal-keyword-not-required"),
                            params={"chapter": hero.chapter, "keyword": board.keyword_word(keyword),
                                    "required": tuple(map(board.keyword_word, required))})
        if keyword not in payer.keywords:
            raise RuleError("missing_keyword", rule="R-KW-1", key=msgid("refusal-card-lacks-keyword"),
                            params={"card": board.card_ref(ctx.pack, card), "keyword": board.keyword_word(keyword),
                                    "count": len(payer.keywords),
                                    "keywords": tuple(map(board.keyword_word, sorted(payer.keywords)))})
        if line.sacrifice and payer.zone == "rumour":
            raise RuleError("cannot_sacrifice_rumour", rule="R-REF-6", key=msgid("refusal-sacrifice-rumour"),
                            params={"card": board.card_ref(ctx.pack, card)})
        if line.sacrifice and payer.zone == "talent":
            raise RuleError("cannot_sacrifice_talent", rule="AMB-44", key=msgid("refusal-sacrifice-talent"),
                            params={"card": board.card_ref(ctx.pack, card)})
        if line.sacrifice:
            sacrificed += payer.value
    paid = Counter(line.keyword.strip().lower() for line in payment)
    wanted = Counter(required)
    over = [k for k in paid if paid[k] > wanted[k]]
    if over:
        raise RuleError("keyword_paid_twice", rule="R-ACT-FEAT-4", key=msgid("refusal-keyword-paid-twice"),
                        params={"keyword": board.keyword_word(over[0]), "paid": paid[over[0]],
                                "chapter": hero.chapter, "wanted": wanted[over[0]]})
    unpaid = sorted((wanted - paid).elements())
    if unpaid:
        raise RuleError("unpaid_keyword", rule="R-ACT-FEAT-4", key=msgid("refusal-unpaid-keyword"),
                        params={"chapter": hero.chapter, "unpaid": tuple(map(board.keyword_word, unpaid))})
    if not ctx.options.sacrifice_gold_pays_feat and hero.gold < cost:
        raise _cannot_pay(hero, cost, "unsacrificed")
    if not _affordable(ctx, hero, cost, sacrificed):
        raise _cannot_pay(hero, cost, "named", sacrificed)


def _check_finale(ctx: Ctx, hero: HeroState, cmd: Feat) -> None:
    saga = saga_of(ctx, hero)
    finale = saga.finale
    finale_ref = Phrase(lambda say: say.finale(saga.id, finale.name))
    if cmd.payment is not None:
        raise RuleError("finale_no_payment", rule="R-SAGA-3", key=msgid("refusal-finale-no-payment"))
    if hero.region != finale.region:
        raise RuleError("wrong_region", rule="R-SAGA-3", key=msgid("refusal-finale-region"),
                        params={"finale": finale_ref, "region": board.card_ref(ctx.pack, finale.region)})
    if cmd.attribute is not None and cmd.attribute != finale.attribute:
        raise RuleError("wrong_attribute", rule="R-SAGA-3", key=msgid("refusal-finale-attribute"),
                        params={"finale": finale_ref, "attribute": Word(finale.attribute, msgid("refusal-test-attribute")),
                                "used": board.attribute_word(cmd.attribute)})
    if ctx.options.mode != "competitive":
        away = [h.name for h in ctx.state.heroes if h.in_play and h.region != finale.region]
        if away:
            raise RuleError("heroes_not_gathered", rule="R-SAGA-4", key=msgid("refusal-heroes-not-gathered"),
                            params={"region": board.card_ref(ctx.pack, finale.region), "heroes": tuple(away)})


# ------------------------------------------------------------------ resolution

@rule("feat", "action", _check_feat)
def feat(ctx: Ctx, hero: HeroState, cmd: Feat) -> None:
    hero.feat_done_today = True
    if hero.chapter == FINALE:
        _attempt_finale(ctx, hero, cmd)
        return
    cost = chapter_cost(ctx, hero)
    payment = cmd.payment if cmd.payment is not None else _ask_payment(ctx, hero, cost)
    _pay(ctx, hero, payment, cost)
    hero.chapter_done_today = True  # R-ACT-FEAT-1
    complete_chapter(ctx, hero, free=False)


def _payer_option(ctx: Ctx, p: Payer) -> Option:
    if p.zone == "rumour":
        discard = words(msgid("prompt-discard-card"), card=CardArg(card=p.card))
        return Option(id=p.card, label=discard, detail=words(msgid("prompt-payer-rumour")))
    select = words(msgid("prompt-select-card"), card=CardArg(card=p.card))
    if p.zone == "asset":
        worth = words(msgid("prompt-payer-asset"), gold=p.value)
        return Option(id=p.card, label=select, detail=worth)
    return Option(id=p.card, label=select, detail=words(msgid("prompt-payer-talent")))


def _ask_payment(ctx: Ctx, hero: HeroState, cost: int) -> list[KeywordPayment]:
    """Ask, keyword by keyword, which card pays it; offer only cards after which the rest of
    the Chapter and its Gold can still be paid, and for an Asset whether to keep it."""
    required = required_keywords(ctx, hero)
    payers = _payers(ctx, hero)
    chosen: list[KeywordPayment] = []
    used: frozenset[str] = frozenset()
    sacrificed = 0
    for i, keyword in enumerate(required):
        rest = tuple(required[i + 1:])
        options = []
        for p in payers.values():
            if p.card in used or keyword not in p.keywords:
                continue
            best = _best_gold(rest, payers, used | {p.card})
            if best is not None and _affordable(ctx, hero, cost, sacrificed + p.value + best):
                options.append(_payer_option(ctx, p))
        asked = words(msgid("prompt-feat-keyword"), chapter=hero.chapter, gold=cost,
                      keyword=KeywordArg(keyword=keyword), nth=i + 1, of=len(required))
        card = ctx.ask(hero, "feat_keyword", asked, options)
        payer = payers[card]
        used = used | {card}
        sacrifice = False
        if payer.zone == "asset":
            sell = words(msgid("prompt-sacrifice-for"), gold=payer.value)
            choices = [Option(id="sacrifice", label=sell)]
            best = _best_gold(rest, payers, used)
            if best is not None and _affordable(ctx, hero, cost, sacrificed + best):
                choices.insert(0, Option(id="keep", label=words(msgid("prompt-keep-in-play"))))
            asked = words(msgid("prompt-feat-sacrifice"), card=CardArg(card=card),
                          keyword=KeywordArg(keyword=keyword), gold=payer.value)
            sacrifice = ctx.ask(hero, "feat_sacrifice", asked, choices) == "sacrifice"
            if sacrifice:
                sacrificed += payer.value
        chosen.append(KeywordPayment(keyword=keyword, card=card, sacrifice=sacrifice))
    return chosen


def _pay(ctx: Ctx, hero: HeroState, payment: list[KeywordPayment], cost: int) -> None:
    """Discard the Rumours, sacrifice the Assets so chosen (their full Gold value), then pay
    the cost (AMB-19: the sacrifices come first). Kept Assets and Talents stay as they are."""
    for line in payment:
        if line.card in hero.rumours:
            heroes.discard_rumour(ctx, hero, line.card, "feat")
        elif line.sacrifice:
            value = board.gold_value(ctx.pack, line.card)
            heroes.remove_asset(ctx, hero, line.card, "feat_sacrifice")
            heroes.change_gold(ctx, hero, value, "sacrifice")
    heroes.change_gold(ctx, hero, -cost, "feat")


def complete_chapter(ctx: Ctx, hero: HeroState, *, free: bool) -> None:
    """R-ACT-FEAT-5: +1 maximum HP and +1 HP (no AP), a Talent of the Chapter's level, and
    the next Saga side face up. Competitive Pressure may follow (R-ACT-FEAT-7)."""
    done = hero.chapter
    heroes.raise_max_hp(ctx, hero, 1, f"chapter_{done}")
    heroes.heal(ctx, hero, 1, f"chapter_{done}")
    _gain_talent(ctx, hero, done)
    hero.chapter = done + 1
    ctx.emit(ChapterCompleted(hero=hero.id, chapter=done, free=free))
    _competitive_pressure(ctx, hero, done)


def available_talents(ctx: Ctx, hero: HeroState, level: int) -> list[str]:
    """AMB-6: the cards of that level in the Class's talent type(s) that no hero in play
    owns (a removed hero's cards went back to the box, R-GIFT-AS-8)."""
    owned = {t for h in ctx.state.heroes if h.in_play for t in h.talents}
    types = ctx.pack.classes[hero.hero_class].talent_types
    return [t.id for t in ctx.pack.talents.values()
            if t.type in types and t.level == level and t.id not in owned]


def _gain_talent(ctx: Ctx, hero: HeroState, level: int) -> None:
    """R-ACT-FEAT-5 (b): gaining a Talent never costs anything, so the choice offered is
    which of the available cards (lines a and b); none left, none gained."""
    free = available_talents(ctx, hero, level)
    if not free:
        return
    options = [board.card_option(t) for t in free]
    # Questions stored since the catalogues came hold the level already said ('II'); passing
    # the integer for the catalogue's `ROMAN()` would change the state's JSON and its hash.
    asked = words(msgid("prompt-talent"), chapter=level, level=ROMAN[level])
    pick = ctx.ask(hero, "talent", asked, options)
    hero.talents.append(pick)
    ctx.emit(CardGained(hero=hero.id, card=pick, zone="talent", source=f"chapter_{level}"))


def _competitive_pressure(ctx: Ctx, trigger: HeroState, done: int) -> None:
    """R-PRESS-1/2, AMB-23: after a Chapter 3 (or 4) completion in a competitive game, each
    hero who has not completed Chapter 1 (or 2) may complete their current Chapter for free,
    in turn order from the First Hero. It is not a Feat, so it uses up nothing."""
    if ctx.options.mode != "competitive" or done not in (3, 4):
        return
    behind = 1 if done == 3 else 2
    for other in turns.turn_order(ctx):
        if other.id == trigger.id or other.chapter > behind:
            continue
        if ctx.confirm(other, "competitive_pressure",
                       words(msgid("prompt-pressure"), hero=trigger.name, done=done,
                             chapter=other.chapter),
                       yes=words(msgid("prompt-complete-it")), no=words(msgid("prompt-not-now"))):
            complete_chapter(ctx, other, free=True)


def _attempt_finale(ctx: Ctx, hero: HeroState, cmd: Feat) -> None:
    """R-SAGA-3/5: a test against the Finale's value, adding the successes of earlier
    attempts today; a team adds its dice (R-GIFT-TEAM-6) and ends with the test (R-GIFT-TEAM-9)."""
    finale = saga_of(ctx, hero).finale
    held = hero.finale_successes
    team = engagement.team_of(ctx, hero)
    sit = Situation(attribute=finale.attribute, region=hero.region)
    result = dice.hero_test(ctx, hero, finale.attribute, sit, target=finale.value, need=finale.value - held,
                            purpose="finale", accumulated=held, team=team,
                            kept=words(msgid("prompt-kept-later")))  # R-SAGA-5
    engagement.dissolve_team(ctx)
    total = held + result.successes
    if total < finale.value:
        hero.finale_successes = total
        return
    hero.finale_successes = 0
    complete_saga(ctx, hero)


def complete_saga(ctx: Ctx, hero: HeroState) -> None:
    """R-SAGA-6/7: the Totem is kept as an Asset or discarded for its Gold; the first Saga
    completed in the game brings the Ancient(s) onto the Map."""
    totem = saga_of(ctx, hero).totem
    card = f"{board.TOTEM_PREFIX}{hero.saga}"
    hero.chapter = COMPLETE
    asked = words(msgid("prompt-totem"), totem=CardArg(card=card), gold=totem.gold)
    keep = ctx.ask(hero, "totem", asked,
                   [Option(id="keep", label=words(msgid("prompt-keep-card"), card=CardArg(card=card))),
                    Option(id="gold", label=words(msgid("prompt-take-gold"), gold=totem.gold))]) == "keep"
    if keep:
        heroes.put_into_play(ctx, hero, card, "totem")
    else:
        board.discard(ctx, card)
        ctx.emit(CardDiscarded(card=card, hero=hero.id, reason="totem_gold"))
        heroes.change_gold(ctx, hero, totem.gold, "totem")
    ctx.emit(SagaCompleted(hero=hero.id, saga=hero.saga, totem_kept=keep))
    if not ctx.state.ancients_arrived:
        # A late import keeps the rule modules free of import cycles.
        from kilforth.rules import ancients

        ancients.arrive_all(ctx)
