"""Automatic players: a random legal player and a heuristic one (the search player, built
on the heuristic one, is in `kilforth.sim.search`).

Both choose only among `legal_commands` and the options of an open question, so they never
send what the engine would refuse. They fill seats in the simulator and play the
console's computer companions. An agent is deterministic given its seed and the state.
"""

import random
from collections import Counter
from collections.abc import Callable, Mapping
from functools import cache
from itertools import permutations
from math import comb
from types import MappingProxyType
from typing import Any, Protocol, TypeVar

from kilforth.commands import (
    Assault,
    Choose,
    Clear,
    Command,
    Confront,
    Discover,
    Exchange,
    Move,
    Resolve,
    Trade,
    Use,
)
from kilforth.content.cards import Plot
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import REWARD_TYPES
from kilforth.i18n import msgid
from kilforth.legal import Legal, legal_commands
from kilforth.rules import abilities, board
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.rules.engagement import enemies_to_engage
from kilforth.rules.scoring import victory_points
from kilforth.rules.turns import LAST_DAY
from kilforth.sim.values import ability_value, talent_value
from kilforth.state import AbilityArg, GameState, HeroState, Prompt, Words

T = TypeVar("T")
FINALE = 5
# The questions that offer one of the hero's own abilities: "Use <card>?".
USE_QUESTIONS = {
    msgid("prompt-use-ability"), msgid("prompt-prevent-damage"), msgid("prompt-roll-ability")
}
COMPLETE = 6


def first(by_kind: Legal, kind: str) -> Command | None:
    """The first legal command of a kind, if any."""
    found = by_kind.get(kind)
    return found[0] if found else None


class Agent(Protocol):
    name: str

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        """The command `player` sends now: one of `legal_commands`, or an answer to the open
        question. Only called when the game waits on `player`."""
        ...


def waiting_on(state: GameState) -> str | None:
    """The player the game waits for: the one who must answer the open prompt, else the
    player of the hero whose turn it is; None once the game is over."""
    if state.result is not None:
        return None
    if state.pending is not None:
        return state.pending.prompt.player
    if state.turn is not None:
        return state.hero(state.turn.hero).player
    return None


class RandomAgent:
    """Any legal command or answer, uniformly at random."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        return self.rng.choice(legal_commands(state, player, pack))


# ------------------------------------------------------------------ odds

@cache
def chance(dice: int, need: int, p_num: int = 1, p_den: int = 3) -> float:
    """P(at least `need` successes on `dice` dice, each succeeding with p_num/p_den)."""
    if need <= 0:
        return 1.0
    p = p_num / p_den
    return sum(comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(need, dice + 1))


@cache
def battle_odds(dice: int, foe_dice: int, hp: int, foe_hp: int, p_den: int = 3) -> float:
    """P(the hero wins a Battle fought to the end, R-ENG-BAT): each round both roll, the
    losses land together, and the Foe's defeat is checked first."""
    if foe_hp <= 0:
        return 1.0
    if hp <= 0:
        return 0.0
    p = 1 / p_den

    def dist(n: int) -> list[float]:
        return [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]

    mine, theirs = dist(dice), dist(foe_dice)
    stay = mine[0] * theirs[0]
    if stay >= 1.0:
        return 0.0
    total = 0.0
    for dealt, pd in enumerate(mine):
        for taken, pt in enumerate(theirs):
            if dealt or taken:
                total += pd * pt * battle_odds(dice, foe_dice, hp - taken, foe_hp - dealt, p_den)
    return total / (1 - stay)


def _for_the_decision(ctx: Ctx, key: tuple[object, ...], make: Callable[[], T]) -> T:
    """`make()`, remembered in the decision's context (its state does not change while the
    player weighs it), so that a whole Map is cheap to weigh."""
    if ctx.memo is None:
        return make()
    if key not in ctx.memo:
        ctx.memo[key] = make()
    return ctx.memo[key]  # type: ignore[no-any-return]


def _p_den(state: GameState) -> int:
    """Dice succeed on 5–6 (one in three), or 4–6 with the beginner variant (one in two)."""
    return 2 if state.options.beginner_successes else 3


# ------------------------------------------------------------------ what a hero wants

def _match(required: list[str], cards: dict[str, set[str]]) -> list[str]:
    """The required keywords left unpaid by the best assignment of one card per keyword
    (augmenting paths: a Chapter has at most five keywords)."""
    owner: dict[str, int] = {}

    def place(i: int, seen: set[str]) -> bool:
        for card, kws in cards.items():
            if required[i] in kws and card not in seen:
                seen.add(card)
                if card not in owner or place(owner[card], seen):
                    owner[card] = i
                    return True
        return False

    paid = {i for i in range(len(required)) if place(i, set())}
    return [k for i, k in enumerate(required) if i not in paid]


# The values of `Needs` by pack and needed keywords (see `Needs.__init__`).
_SHARED_VALUES: dict[tuple[Any, ...], tuple[Pack, dict[str, float], dict[tuple[str, str], float]]] = {}
_SHARED_AT_MOST = 4096


class Needs:
    """The keywords a hero still needs: weight 3 for the current Chapter's unpaid ones, 1 for
    those of later Chapters."""

    def __init__(self, state: GameState, pack: Pack, hero: HeroState) -> None:
        self.pack, self.hero = pack, hero
        self.weights: Counter[str] = Counter()
        self.unpaid: list[str] = []
        self._kinds: dict[str, list[str]] = {}
        if hero.chapter <= 4:
            self._weigh(state, pack, hero)
        # Values asked again and again while decisions are made. They follow from the pack
        # and the keywords alone, and most cards a hero gains or loses change no keyword it
        # needs, so heroes and decisions with the same needs share them.
        key = (id(pack), tuple(sorted(self.weights.items())), tuple(sorted(self.unpaid)))
        held = _SHARED_VALUES.get(key)
        if held is None or held[0] is not pack:
            if len(_SHARED_VALUES) >= _SHARED_AT_MOST:
                _SHARED_VALUES.clear()
            held = _SHARED_VALUES[key] = (pack, {}, {})
        self._values: dict[str, float] = held[1]
        self._decks: dict[tuple[str, str], float] = held[2]

    def _weigh(self, state: GameState, pack: Pack, hero: HeroState) -> None:
        """The weights and the unpaid keywords of a hero still on Chapters 1-4."""
        saga = pack.sagas[hero.saga]
        small = state.starting_heroes <= 2

        def keywords(n: int) -> list[str]:
            chapter = saga.chapters[n - 1]
            return [*chapter.keywords, *(chapter.small_party_keywords if small else [])]

        held = {c: board.keywords_of(pack, c) for c in [*hero.rumours, *hero.assets]}
        self.unpaid = _match(keywords(hero.chapter), held)
        for k in self.unpaid:
            self.weights[k] += 3
        for n in range(hero.chapter + 1, 5):
            for k in keywords(n):
                self.weights[k] += 1

    def value(self, card: str) -> float:
        """How much a card is worth to this hero: needed keywords, bonuses, Gold."""
        if card not in self._values:
            score = float(sum(self.weights[k] for k in board.keywords_of(self.pack, card)))
            reward = self.pack.rewards.get(card)
            if reward is not None:
                score += sum(reward.bonuses.values()) * 1.5
            self._values[card] = score + board.gold_value(self.pack, card) / 4
        return self._values[card]

    def wanted(self, card: str) -> bool:
        return any(k in self.unpaid for k in board.keywords_of(self.pack, card))

    def _cards(self, kind: str) -> list[str]:
        """The cards of a Reward deck."""
        if kind not in self._kinds:
            self._kinds[kind] = [c for c, r in self.pack.rewards.items() if r.type == kind]
        return self._kinds[kind]

    def _deck(self, kind: str, what: str, measure: Callable[[str], float]) -> float:
        key = (kind, what)
        if key not in self._decks:
            cards = self._cards(kind)
            self._decks[key] = sum(measure(c) for c in cards) / len(cards) if cards else 0.0
        return self._decks[key]

    def deck_value(self, kind: str) -> float:
        """What a card drawn from a Reward deck is worth on average."""
        return self._deck(kind, "value", self.value)

    def deck_share(self, kind: str) -> float:
        """The share of a Reward deck's cards that carry a keyword the Chapter lacks."""
        return self._deck(kind, "share", self.wanted)

    def offer_chance(self, kind: str) -> float:
        """The chance that the three cards a purchase shows (R-ACT-TRADE-4) include one
        with a keyword the Chapter lacks."""
        size = len(self._cards(kind))
        good = round(self.deck_share(kind) * size)
        return 1 - comb(size - good, 3) / comb(size, 3) if size >= 3 else 0.0

    def terrain_value(self, terrain: str) -> float:
        """What drawing from a terrain's Encounter deck is worth on average (Search, or a Move
        into an empty Region, R-ACT-SEARCH-2, R-ACT-MOVE-4): the pack's cards of that terrain
        are public, so a hero lacking a keyword looks for it where its deck holds it. Events
        give nothing to keep."""
        key = ("terrain", terrain)
        if key not in self._decks:
            cards = [c for c, e in self.pack.encounters.items() if e.terrain == terrain]
            worth = [0.0 if self.pack.encounters[c].is_event else 1 + self.encounter_value(c) for c in cards]
            self._decks[key] = sum(worth) / len(worth) / 2 if worth else 0.0
        return self._decks[key]

    def encounter_value(self, card: str) -> float:
        """A defeated Encounter is worth its Gold and the better Rumour: itself, or a draw
        from the Reward deck its icon shows (R-RWD-4)."""
        deck = board.reward_deck_for(self.pack, card)
        return board.gold_value(self.pack, card) / 2 + max(self.value(card), self.deck_value(deck))


# ------------------------------------------------------------------ the heuristic player

class HeuristicAgent:
    """Pursues its Saga: gathers the current Chapter's keywords (confronting or fighting the
    Encounters that carry them, keeping those Rumours), completes Chapters with a Feat as
    soon as it can pay, walks to the Finale, then to its Ancient. It rests or buys healing
    when hurt, flees a Battle it is losing, sells and buys in the City, and discovers its
    Reward Rumours where they lie. With team-mates it gathers where a Finale waits, teams up
    for Finales and Assaults and hands over Rumours they need. Gifts, abilities, Talents
    and the questions it is asked are weighed by `kilforth.sim.values`."""

    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._last_needs: tuple[tuple[object, ...], Needs] | None = None
        # The Regions too dangerous for a hero in a state, asked again by the same decision.
        self._last_danger: tuple[GameState, str, frozenset[str]] | None = None

    def _needs(self, state: GameState, pack: Pack, hero: HeroState) -> Needs:
        """What the hero works for, kept while the Chapters and cards it depends on stay the
        same: their own Saga's Needs, or once it is complete, their `_protege`'s."""
        owner = self._protege(state, hero) or hero
        key = (hero.id, owner.id, owner.chapter, tuple(owner.rumours), tuple(owner.assets),
               state.starting_heroes, id(pack))
        if self._last_needs is None or self._last_needs[0] != key:
            self._last_needs = (key, Needs(state, pack, owner))
        return self._last_needs[1]

    @staticmethod
    def _protege(state: GameState, hero: HeroState) -> HeroState | None:
        """Outside competitive games, the team-mate a hero whose Saga is complete works for:
        the one furthest behind, since no Ancient may be Assaulted before every Saga is
        complete (R-GIFT-AS-1). None when the hero still has their own Saga to pursue, or
        nobody lags."""
        if state.options.mode == "competitive" or hero.chapter != COMPLETE:
            return None
        behind = [h for h in state.heroes if h.in_play and h.chapter < FINALE]
        return min(behind, key=lambda h: (h.chapter, h.id)) if behind else None

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        if state.pending is not None:
            prompt = state.pending.prompt
            if prompt.kind == "gift_window" and (gift := self._in_window(state, pack, prompt, player)):
                return gift
            # An answer is one of the question's options; Gifts that could interrupt other
            # questions are left alone.
            return self._answer(state, pack, prompt, player)
        assert state.turn is not None
        return self._turn(state, pack, state.hero(state.turn.hero), Legal(state, player, pack))

    # -------------------------------------------------------------- a turn

    def _turn(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal) -> Command:
        ctx = Ctx(state=state, pack=pack, memo={})
        needs = self._needs(state, pack, hero)
        if (gift := self._gift(ctx, hero, by_kind)) is not None:
            return gift
        if hero.chapter < FINALE and (feat := first(by_kind, "feat")):
            return feat
        if hero.ap <= 1 and (escape := self._leave_gloom(state, pack, hero, by_kind)) is not None:
            return escape
        rally = self._rally(state, pack)
        if rally is not None and not (hero.chapter == FINALE and rally == pack.sagas[hero.saga].finale.region):
            return self._gather(ctx, hero, by_kind, needs, rally)
        if hero.chapter == FINALE:
            return self._finale(state, pack, hero, by_kind, needs)
        protege = self._protege(state, hero)
        if protege is not None and (handed := self._hand_over(state, pack, hero, protege, by_kind, needs)):
            return handed
        if hero.chapter == COMPLETE and protege is None:
            return self._endgame(state, pack, hero, by_kind, needs)
        return self._pursue(ctx, hero, by_kind, needs)

    def _pursue(self, ctx: Ctx, hero: HeroState, by_kind: Legal, needs: Needs) -> Command:
        """Gather what `needs` lacks: heal, Discover, Trade, Confront, Clear, Search where the
        deck holds it, or walk to where it is."""
        state, pack = ctx.state, ctx.pack

        if (heal := self._heal(state, pack, hero, by_kind)) is not None:
            return heal
        for c in by_kind.get("discover", []):
            assert isinstance(c, Discover)
            return c
        if (trade := self._trade(state, pack, hero, by_kind, needs)) is not None:
            return trade
        if (confront := self._confront(ctx, hero, by_kind, needs)) is not None:
            return confront
        if (clear := self._clear(state, pack, hero, by_kind, needs)) is not None:
            return clear
        search = first(by_kind, "search") if hero.ap >= 2 and hero.hp >= 3 else None
        goal = self._goal(state, pack, hero, needs, searching=search is not None)
        if search is not None and goal == hero.region:
            return search
        # With one AP left a step could draw an Enemy at low Health; not when the step is
        # towards the City's healing.
        bold = hero.ap >= 2 or hero.hp >= 3 or goal == board.city_id(pack)
        if bold and (move := self._move(state, pack, hero, by_kind, goal)) is not None:
            return move
        return self._camp(state, pack, hero, by_kind)

    def _camp(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal) -> Command:
        """End the turn: out of Gloom if a step leads out, else Hidden if an AP is left over,
        since the Night spares some Hidden heroes and an Enemy that engages them gets no
        Surprise (R-HID-1). Not near the Saga's end, when a Gift or a team is soon needed
        (R-GIFT-1)."""
        if (escape := self._leave_gloom(state, pack, hero, by_kind)) is not None:
            return escape
        if hero.ap >= 1 and hero.chapter < FINALE and (hide := first(by_kind, "hide")):
            return hide
        return by_kind["camp"][0]

    @staticmethod
    def _leave_gloom(state: GameState, pack: Pack, hero: HeroState,
                     by_kind: Legal) -> Command | None:
        """A step out of Gloom (it costs HP at night, R-NIGHT-GLOOM-1) to a Region with
        neither Gloom nor an enemy, if the hero stands in Gloom."""
        if not state.regions[hero.region].gloom:
            return None
        safe = [c for c in by_kind.get("move", []) if isinstance(c, Move) and not state.regions[c.region].gloom
                and not any(board.face_of(pack, e).type == "enemy" for e in state.regions[c.region].encounters)]
        return min(safe, key=lambda c: (len(state.regions[c.region].encounters), c.region)) if safe else None

    def _gift(self, ctx: Ctx, hero: HeroState, by_kind: Legal) -> Command | None:
        """A free Gift worth making now: Overcome (a free defeat with its Rewards, R-GIFT-OV),
        else the Resolve or activated ability (Loot, Rewards, Totems, the hero's cards)
        whose effects are worth more than its cost."""
        if hero.hidden:
            return None
        for c in by_kind.get("overcome", []):
            return c
        best: tuple[float, Command] | None = None
        for c in [*by_kind.get("resolve", []), *by_kind.get("use", [])]:
            assert isinstance(c, Resolve | Use)
            timing = "gift" if isinstance(c, Resolve) else "activated"
            source = next((s for s in abilities.hero_sources(ctx, hero) if s.card == c.card), None)
            if source is None:
                continue
            worth = max((ability_value(a, hero) for a in source.abilities if a.timing == timing), default=0.0)
            if worth > 0.4 and (best is None or worth > best[0]):
                best = (worth, c)
        return best[1] if best else None

    def _in_window(self, state: GameState, pack: Pack, prompt: Prompt, player: str) -> Command | None:
        """A Gift worth making in a Gift window: before a turn's Engagement, a Team Up with
        the heroes here when the hero alone would likely lose the Battle (R-GIFT-TEAM-7);
        before it or between rounds, the Overcome or Resolve `_gift` finds worth making (a
        healing Loot token, R-GIFT-RES-1)."""
        hero = state.hero(prompt.hero)
        by_kind = Legal(state, player, pack)
        ctx = Ctx(state=state, pack=pack, memo={})
        if isinstance(prompt.text, Words) and prompt.text.key == msgid("prompt-gift-window-engage"):
            foes = enemies_to_engage(ctx, hero)
            risky = any(self._battle_odds(ctx, hero, foe) < 0.6 for foe in foes)
            if risky and (team := self._team_up(state, by_kind)) is not None:
                return team
        return self._gift(ctx, hero, by_kind)

    def _heal(self, state: GameState, pack: Pack, hero: HeroState,
              by_kind: Legal) -> Command | None:
        """Health is tomorrow's AP (R-DAY-1), so a lost HP is worth winning back: rest where
        nothing lurks; when badly hurt, buy healing in the City."""
        if hero.hp >= hero.max_hp:
            return None
        if hero.hp * 2 <= hero.max_hp and (trade := self._heal_fully(by_kind)) is not None:
            return trade
        return first(by_kind, "rest")

    def _trade(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal,
               needs: Needs) -> Command | None:
        """In the City: sell Rumours that pay nothing the Saga needs once Gold is what the
        Chapter lacks, and buy a Reward when Gold is plentiful."""
        if hero.region != board.city_id(pack) and "trade_here" not in hero.grants:
            return None  # R-ACT-TRADE-1: no need to list the trades that are refused here
        trades = [c for c in by_kind.get("trade", []) if isinstance(c, Trade)]
        if not trades:
            return None
        cost = 2 * hero.chapter if state.options.chapter_cost == "chapter_x2" else 5
        if not needs.unpaid and hero.gold < cost:
            useless = [c for c in trades if c.sell and all(needs.value(s) < 1 for s in c.sell)
                       and all(s in hero.rumours for s in c.sell)]
            if useless:
                return max(useless, key=lambda c: board.gold_value(pack, c.sell[0]))
        buys = [c for c in trades if c.buy is not None and not c.sell and not c.heal]
        if buys and len(hero.assets) < 6:
            best = max(buys, key=lambda c: (needs.offer_chance(c.buy or ""), needs.deck_value(c.buy or "")))
            if (needs.unpaid and hero.gold >= 4 and needs.offer_chance(best.buy or "") >= 0.4) \
                    or hero.gold >= cost + 5:
                return best
        return None

    @staticmethod
    def _dice(ctx: Ctx, hero: HeroState, attribute: str, card: str | None, *, in_combat: bool = False) -> int:
        """The dice the hero rolls for a test; `card` None for a rough value, the same for
        every card (remembered for the decision, so a whole Map is cheap to weigh)."""
        def dice() -> int:
            sit = Situation(attribute=attribute, against=card, in_combat=in_combat)  # type: ignore[arg-type]
            value, _ = abilities.test_value(ctx, hero, attribute, sit)  # type: ignore[arg-type]
            return min(12, value + abilities.extra_dice(ctx, hero, sit))

        return _for_the_decision(ctx, ("agent-dice", hero.id, attribute, card, in_combat), dice)

    def _odds(self, ctx: Ctx, hero: HeroState, card: str, attribute: str, *, rough: bool = False) -> float:
        from kilforth.rules.actions import encounter_target

        pool = self._dice(ctx, hero, attribute, None if rough else card)
        target = encounter_target(ctx, hero, card, attribute)  # type: ignore[arg-type]
        held = hero.successes[card].count if card in hero.successes else 0
        return chance(pool, target - held, 1, _p_den(ctx.state))

    def _confront(self, ctx: Ctx, hero: HeroState, by_kind: Legal,
                  needs: Needs) -> Command | None:
        """The Confront with the best value × odds; hopeless ones are left alone."""
        best: tuple[float, Command] | None = None
        for c in by_kind.get("confront", []):
            assert isinstance(c, Confront)
            if c.hostile or c.attribute is None:
                continue
            odds = self._odds(ctx, hero, c.encounter, c.attribute)
            worth = 1 + needs.encounter_value(c.encounter)
            if odds < 0.15 and not (c.encounter in hero.successes and hero.ap >= 2):
                continue
            score = worth * odds
            if best is None or score > best[0]:
                best = (score, c)
        return best[1] if best else None

    def _clear(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal,
               needs: Needs) -> Command | None:
        """Plots (they strengthen the Ancient, and give a Rumour and Loot), and Obstacles that
        stand between the hero and an Encounter it wants."""
        region = state.regions[hero.region]
        for c in by_kind.get("clear", []):
            assert isinstance(c, Clear)
            if c.target != "obstacle":
                return c
            if region.encounters and any(board.face_of(pack, e).type != "enemy" for e in region.encounters):
                return c
        return None

    # -------------------------------------------------------------- where to go

    def _dangerous(self, ctx: Ctx, hero: HeroState) -> frozenset[str]:
        """Regions holding an enemy this hero would have to fight (R-TURN-1) and would
        probably not beat at their present Health."""
        from kilforth.rules.engagement import enemies_in

        held = self._last_danger
        if held is not None and held[0] is ctx.state and held[1] == hero.id:
            return held[2]
        found = frozenset(
            region for region, rs in ctx.state.regions.items() if rs.encounters
            and any(card not in hero.evaded and self._battle_odds(ctx, hero, card) < 0.6
                    for card in enemies_in(ctx, hero, region)))
        self._last_danger = (ctx.state, hero.id, found)
        return found

    def _battle_odds(self, ctx: Ctx, hero: HeroState, card: str) -> float:
        """The hero's chance to win a Battle against `card` fought to the end at their
        present Health (remembered for the decision)."""
        from kilforth.rules.engagement import foe_health, foe_value

        def odds() -> float:
            dice = self._dice(ctx, hero, "fight", None, in_combat=True)
            return battle_odds(dice, min(foe_value(ctx, hero, card, "fight"), 12), hero.hp,
                               foe_health(ctx, hero, card), _p_den(ctx.state))

        return _for_the_decision(ctx, ("agent-battle", hero.id, card), odds)

    def _goal(self, state: GameState, pack: Pack, hero: HeroState, needs: Needs, *,
              searching: bool = False) -> str | None:
        """The Region worth walking to: a wanted Encounter, a Reward Rumour to Discover, the
        City to heal or shop, a Region without an Encounter whose terrain's deck holds what
        the hero lacks; the hero's own Region when `searching` it is worth more. Enemies too
        strong for the hero now are neither goals nor on the way."""
        ctx = Ctx(state=state, pack=pack, memo={})
        avoid = self._dangerous(ctx, hero)
        dist = distances(state, pack, hero.region, avoid)
        city = board.city_id(pack)
        hurt = hero.hp <= 2 or hero.hp * 2 <= hero.max_hp
        if hurt and hero.region != city:
            # The City never holds an Encounter, so one can always rest there (R-CITY-1).
            return city
        best: tuple[float, str] | None = None

        def offer(region: str, worth: float) -> None:
            nonlocal best
            if region == hero.region or region not in dist or region in avoid:
                return
            score = worth / (1 + dist[region])
            if best is None or score > best[0]:
                best = (score, region)

        def terrain_worth(region: str) -> float:
            terrain = pack.regions[region].terrain
            return needs.terrain_value(terrain) if terrain is not None else 0.0

        if searching:
            # A Search and a Confront here cost what a step and a Confront cost elsewhere.
            best = (terrain_worth(hero.region) / 2, hero.region)

        for region, rs in state.regions.items():
            for card in rs.encounters:
                offer(region, (1 + needs.encounter_value(card)) * self._best_odds(ctx, hero, card))
            if not rs.encounters and not rs.obstacles:
                offer(region, terrain_worth(region))
            for plot in rs.plots:
                offer(region, 2 + 3 * needs.wanted(plot))
        for card in hero.rumours:
            reward = pack.rewards.get(card)
            if reward is not None:
                offer(reward.region, 4 + sum(reward.bonuses.values()))
        shopping = max((needs.offer_chance(k) for k in REWARD_TYPES), default=0.0)
        if (needs.unpaid and hero.gold >= 4 and shopping >= 0.4) or hero.gold >= 10:
            offer(city, 4 + 6 * shopping)
        return best[1] if best else None

    def _best_odds(self, ctx: Ctx, hero: HeroState, card: str) -> float:
        """Roughly, the hero's chance to defeat an Encounter with one Confront (the best
        attribute), or to win the Battle if it is their enemy; 0 for an Event."""
        from kilforth.rules.engagement import is_enemy_of

        face = board.face_of(ctx.pack, card)
        if face.is_event:
            return 0.0
        if is_enemy_of(ctx, hero, card):
            return self._battle_odds(ctx, hero, card)
        attributes = ["influence"] if face.type == "stranger" else list(face.values)
        return max((self._odds(ctx, hero, card, a, rough=True) for a in attributes), default=0.0)

    def _move(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal,
              goal: str | None) -> Command | None:
        moves = [c for c in by_kind.get("move", []) if isinstance(c, Move)]
        if not moves or goal is None:
            return None
        avoid = self._dangerous(Ctx(state=state, pack=pack, memo={}), hero) - {goal}
        dist = distances(state, pack, goal, avoid)
        here = dist.get(hero.region, 99)
        best = min(moves, key=lambda c: (c.region in avoid, dist.get(c.region, 99), c.region))
        # Only a step that brings the goal nearer: no pacing back and forth.
        return best if dist.get(best.region, 99) < here else None

    # -------------------------------------------------------------- co-operation

    @staticmethod
    def _rally(state: GameState, pack: Pack) -> str | None:
        """Outside competitive games every hero must stand in a Finale's Region before it is
        attempted (R-SAGA-4): with several heroes, the Region of the first hero in seat
        order who is at their Finale, where the whole party gathers."""
        if state.options.mode == "competitive":
            return None
        party = [h for h in state.heroes if h.in_play]
        at_finale = [h for h in party if h.chapter == FINALE]
        if len(party) < 2 or not at_finale:
            return None
        return pack.sagas[at_finale[0].saga].finale.region

    def _gather(self, ctx: Ctx, hero: HeroState, by_kind: Legal, needs: Needs, rally: str) -> Command:
        """Walk to the rally Region, healing on the way when badly hurt; once there, hand
        the Finale's hero nothing in the way: stay visible, rest, give away Rumours others
        need, and take on only the Encounters likely beaten."""
        state, pack = ctx.state, ctx.pack
        if hero.hidden and (unhide := first(by_kind, "unhide")) is not None:
            return unhide  # team members must not be Hidden (R-GIFT-TEAM-4)
        if hero.region != rally:
            if hero.hp <= 2 and (rest := first(by_kind, "rest")) is not None:
                return rest
            return self._move(state, pack, hero, by_kind, rally) or self._camp(state, pack, hero, by_kind)
        if (gift := self._give(state, pack, hero, by_kind, needs)) is not None:
            return gift
        if (heal := self._heal(state, pack, hero, by_kind)) is not None:
            return heal
        confront = self._confront(ctx, hero, by_kind, needs)
        if confront is not None and hero.hp >= 3:
            return confront
        return by_kind["camp"][0]

    def _hand_over(self, state: GameState, pack: Pack, hero: HeroState, protege: HeroState,
                   by_kind: Legal, needs: Needs) -> Command | None:
        """Carry the Rumours the protégé's Chapter lacks to them and give them over in an
        Exchange (R-GIFT-EX-1: in the same Region); None while there is nothing to give."""
        gifts = [c for c in hero.rumours if needs.wanted(c)]
        if not gifts:
            return None
        if hero.region != protege.region:
            return self._move(state, pack, hero, by_kind, protege.region)
        if hero.hidden:
            return first(by_kind, "unhide")  # no Gifts while Hidden (R-HID-1)
        for c in by_kind.get("exchange", []):
            assert isinstance(c, Exchange)
            if c.with_hero == protege.id and c.give.cards and c.give.cards[0] in gifts:
                return c
        return None

    @staticmethod
    def _team_up(state: GameState, by_kind: Legal) -> Command | None:
        """A Team Up with every hero here, outside competitive games: there a rival declines
        (see `_pick`), and asking again would ask for ever."""
        if state.options.mode == "competitive":
            return None
        return first(by_kind, "team_up")

    def _give(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal,
              needs: Needs) -> Command | None:
        """An Exchange (R-GIFT-EX) handing a team-mate a Rumour their Chapter lacks and this
        hero's does not."""
        if state.options.mode == "competitive":
            return None
        for c in by_kind.get("exchange", []):
            assert isinstance(c, Exchange)
            if not c.give.cards or needs.wanted(c.give.cards[0]):
                continue
            if Needs(state, pack, state.hero(c.with_hero)).wanted(c.give.cards[0]):
                return c
        return None

    # -------------------------------------------------------------- Finale and Ancient

    def _finale(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal,
                needs: Needs) -> Command:
        region = pack.sagas[hero.saga].finale.region
        if hero.region == region:
            team = self._team_up(state, by_kind)
            if team is not None and not state.team and by_kind.get("feat"):
                return team
            if (feat := first(by_kind, "feat")) is not None:
                return feat
            if (heal := self._heal(state, pack, hero, by_kind)) is not None:
                return heal
            return by_kind["camp"][0]
        if (heal := self._heal(state, pack, hero, by_kind)) is not None:
            return heal
        return self._move(state, pack, hero, by_kind, region) or self._camp(state, pack, hero, by_kind)

    def _endgame(self, state: GameState, pack: Pack, hero: HeroState, by_kind: Legal,
                 needs: Needs) -> Command:
        """Saga complete: make the Ancient weaker (clear the Plots that would join it) and
        the hero whole, then Assault the nearest standing Ancient; time running out cuts
        the preparations short."""
        alive = board.ancients_at_large(state)
        if not alive:
            return self._camp(state, pack, hero, by_kind)
        dist = distances(state, pack, hero.region)
        party = [h for h in state.heroes if h.in_play] if state.options.mode != "competitive" else [hero]
        targets = self._targets(state, pack, party, [a.id for a in alive])
        target = targets[hero.id]
        region = pack.ancients[target].region
        assaults = [c for c in by_kind.get("assault", []) if isinstance(c, Assault) and c.ancient == target]
        late = state.day >= 22
        if assaults and not state.team and (team := self._team_up(state, by_kind)) is not None:
            return team  # R-GIFT-TEAM-6: the team's dice add up
        odds = self.assault_odds(state, pack, hero, target)
        coming = [h for h in party if targets[h.id] == target and h.region != region and h.chapter == COMPLETE]
        alone = coming and not late and odds < 0.6
        if state.options.mode == "competitive":
            if assaults and self._worth_the_risk(state, pack, hero, odds):
                return assaults[0]
        # Every Day spent healing is a Day less for the other Ancients (R-WIN-3): strike at
        # once when the odds are already good.
        elif assaults and not alone and (hero.hp >= hero.max_hp or late or state.team or odds >= 0.8):
            return assaults[0]
        if hero.hidden and hero.region == region and (unhide := first(by_kind, "unhide")):
            return unhide  # Hidden heroes perform no Gifts, and the Assault is one (R-GIFT-1)
        if hero.hp < hero.max_hp and not late:
            if (trade := self._heal_fully(by_kind)) is not None:
                return trade
            if (rest := first(by_kind, "rest")) is not None:
                return rest
        for c in by_kind.get("clear", []):
            if isinstance(c, Clear) and c.target != "obstacle":
                return c
        if not late and odds < 0.6:
            plots = [r for r, rs in state.regions.items() if r != hero.region
                     and any(self._can_clear(pack, hero, pack.plots[p]) for p in rs.plots)]
            if plots and hero.ap >= 1:
                nearest = min(plots, key=lambda r: (dist.get(r, 99), r))
                if (move := self._move(state, pack, hero, by_kind, nearest)) is not None:
                    return move
        if hero.region == region:
            # The Ancient's Region must be empty of Encounters before an Assault (R-GIFT-AS-1).
            confronts = [c for c in by_kind.get("confront", []) if isinstance(c, Confront) and not c.hostile
                         and c.attribute is not None]
            if confronts:
                ctx = Ctx(state=state, pack=pack, memo={})
                return max(confronts, key=lambda c: self._odds(ctx, hero, c.encounter, c.attribute or ""))
            # Obstacles block the Confronts that would empty it (R-ACT-CONF-1).
            clear = [c for c in by_kind.get("clear", []) if isinstance(c, Clear) and c.target == "obstacle"]
            if clear and state.regions[region].encounters:
                return clear[0]
            return self._camp(state, pack, hero, by_kind)
        return self._move(state, pack, hero, by_kind, region) or self._camp(state, pack, hero, by_kind)

    @staticmethod
    def _worth_the_risk(state: GameState, pack: Pack, hero: HeroState, odds: float) -> bool:
        """A competitive Assault is won, or the hero is out of the game (R-GIFT-AS-8: nobody
        flees an Ancient, R-ENG-BAT-6), and the damage it leaves helps the rivals. The other
        way to win is the most Victory Points after the last Day (R-WIN-2): a hero ahead on
        points strikes only at good odds; one behind takes a fair chance, and any chance on
        the last Day, when the points would lose anyway."""
        rivals = [victory_points(state, pack, h) for h in state.heroes if h.in_play and h.id != hero.id]
        ahead = not rivals or victory_points(state, pack, hero) > max(rivals)
        if ahead:
            return odds >= 0.6
        return odds >= 0.3 or state.day >= LAST_DAY

    @staticmethod
    def _targets(state: GameState, pack: Pack, party: list[HeroState], alive: list[str]) -> dict[str, str]:
        """The Ancient each hero of the party goes for. Outside competitive games every
        Ancient must fall before Day 25 is over (R-WIN-3), so the party spreads over them,
        as evenly as it can, in the way that walks the fewest Regions in all; every hero
        works it out alike, so they agree without a word."""
        spread = {h.id: distances(state, pack, h.region) for h in party}
        slots = [alive[i % len(alive)] for i in range(len(party))]

        def walk(order: tuple[HeroState, ...]) -> tuple[int, list[str]]:
            return (sum(spread[h.id].get(pack.ancients[a].region, 99) for h, a in zip(order, slots, strict=True)),
                    [h.id for h in order])

        best = min(permutations(party), key=walk)
        return {h.id: a for h, a in zip(best, slots, strict=True)}

    @staticmethod
    def _can_clear(pack: Pack, hero: HeroState, plot: Plot) -> bool:
        """Whether the hero meets a Plot's To Defeat now, or can at least attempt its test."""
        need = plot.to_defeat
        match need.kind:
            case "pay_gold":
                return hero.gold >= need.amount
            case "exhaust_talents":
                return len([t for t in hero.talents if t not in hero.exhausted]) >= need.count
            case "discard_keyword":
                return any(need.keyword in board.keywords_of(pack, c) for c in [*hero.rumours, *hero.assets])
        return True

    @staticmethod
    def assault_odds(state: GameState, pack: Pack, hero: HeroState, ancient: str) -> float:
        """The chance to win the Assault now, with the Plots on the Map joining the Ancient."""
        from kilforth.rules.engagement import foe_value

        ctx = Ctx(state=state, pack=pack, memo={})
        sit = Situation(attribute="fight", against=ancient, in_combat=True)
        value, _ = abilities.test_value(ctx, hero, "fight", sit)
        dice = value + abilities.extra_dice(ctx, hero, sit)
        joining = [ab for rs in state.regions.values() for p in rs.plots for ab in pack.plots[p].ancient_abilities]
        extra = {"fight": 0, "health": 0}
        for ability in joining:
            for effect in ability.effects:
                if effect.kind == "foe_bonus" and effect.attribute in extra:
                    extra[effect.attribute] += effect.amount
        foe_dice = foe_value(ctx, hero, ancient, "fight") + extra["fight"]
        foe_hp = next(a.hp for a in state.ancients if a.id == ancient) + extra["health"]
        return battle_odds(min(dice, 12), min(foe_dice, 12), hero.hp, foe_hp, _p_den(state))

    @staticmethod
    def _heal_fully(by_kind: Legal) -> Command | None:
        for c in by_kind.get("trade", []):
            if isinstance(c, Trade) and c.heal and not c.sell and c.buy is None:
                return c
        return None

    # -------------------------------------------------------------- prompts

    def _answer(self, state: GameState, pack: Pack, prompt: Prompt, player: str) -> Command:
        hero = state.hero(prompt.hero)
        needs = self._needs(state, pack, hero)
        pick = self._pick(state, pack, prompt, hero, needs, [o.id for o in prompt.options])
        return Choose(player=player, hero=prompt.hero, prompt=prompt.id, option=pick)

    def _pick(self, state: GameState, pack: Pack, prompt: Prompt, hero: HeroState, needs: Needs,
              options: list[str]) -> str:
        def prefer(*ids: str) -> str:
            return next((i for i in ids if i in options), options[0])

        match prompt.kind:
            case "loot":
                return prefer("gold", "token")
            case "rumour":
                # The defeated card waits in the revealed row while its Rewards are resolved.
                defeated = [c for c in state.revealed if board.is_encounter(pack, c)]
                if not defeated:
                    return prefer("draw")
                card = defeated[-1]
                keep = needs.wanted(card) or needs.value(card) >= needs.deck_value(board.reward_deck_for(pack, card))
                return prefer("keep" if keep else "draw")
            case "battle":
                losing = hero.hp <= 1 or (hero.hp == 2 and hero.gold >= 4)
                return prefer("flee" if losing else "fight")
            case "fate":
                if "fate" in options:
                    return "fate"
                cheap = [o for o in options if o.startswith("rumour:") and needs.value(o.split(":", 1)[1]) < 2]
                return cheap[0] if cheap else prefer("no")
            case "hidden_engagement":
                return prefer("auto", "reveal" if hero.hp >= 3 else "evade")
            case "defeat_penalty" | "limit_of_six" | "discard_rumour" | "plot_payment" | "discard_cost":
                return min(options, key=lambda o: (needs.value(o.split(":", 1)[-1]), o))
            case "buy" | "starting_reward" | "ready_card":
                return max(options, key=lambda o: (needs.value(o), o))
            case "feat_keyword":
                return min(options, key=lambda o: (o in hero.assets, needs.value(o), o))
            case "feat_sacrifice":
                return prefer("keep", "sacrifice")
            case "totem":
                return prefer("keep")
            case "starting_deck":
                return prefer("item")
            case "talent":
                return max(options, key=lambda o: (talent_value(pack, o, hero), o))
            case "use_ability":
                worth = self._prompted_worth(state, pack, prompt, hero)
                return prefer("yes" if worth is None or worth > 0 else "no")
            case "team_invite" | "exchange_offer":
                return prefer("decline" if state.options.mode == "competitive" else "accept")
            case "engage_order" | "flee_to" | "reward_recipient" | "peek_deck" | "defeat_which":
                return options[0]
            case _:
                return prefer("yes", "accept", *options)


    @staticmethod
    def _prompted_worth(state: GameState, pack: Pack, prompt: Prompt, hero: HeroState) -> float | None:
        """The worth of the triggered ability a prompt offers ("Use <card>?", the ability on
        the Yes answer), found among the hero's cards; None if no card of theirs has it."""
        yes = next((o for o in prompt.options if o.id == "yes"), None)
        asks_to_use = isinstance(prompt.text, Words) and prompt.text.key in USE_QUESTIONS
        if yes is None or not asks_to_use:
            return None
        offered = yes.detail.args.get("ability") if isinstance(yes.detail, Words) else None
        if not isinstance(offered, AbilityArg):
            return None
        ctx = Ctx(state=state, pack=pack, memo={})
        for source in abilities.hero_sources(ctx, hero):
            if source.card != offered.card:
                continue
            for ability in source.abilities:
                if ability.id == offered.ability:
                    return ability_value(ability, hero)
        return None


# Distances by pack, Map, origin and Regions avoided: the Map of a game never changes, and a
# player asks the same ones at every decision.
_DISTANCES: dict[tuple[Any, ...], tuple[Pack, Mapping[str, int]]] = {}
_DISTANCES_AT_MOST = 20_000


def distances(state: GameState, pack: Pack, origin: str, avoid: set[str] | frozenset[str] = frozenset()
              ) -> Mapping[str, int]:
    """Moves from `origin` to every Region, orthogonally or by Shortcut (R-ACT-MOVE-1),
    never passing through a Region of `avoid` (which can still be reached)."""
    key = (id(pack), tuple(state.grid), origin, frozenset(avoid))
    held = _DISTANCES.get(key)
    if held is None or held[0] is not pack:
        if len(_DISTANCES) >= _DISTANCES_AT_MOST:
            _DISTANCES.clear()
        held = _DISTANCES[key] = (pack, MappingProxyType(_walk(state, pack, origin, avoid)))
    return held[1]


def _walk(state: GameState, pack: Pack, origin: str, avoid: set[str] | frozenset[str]) -> dict[str, int]:
    dist = {origin: 0}
    frontier = [origin]
    while frontier:
        nxt = []
        for region in frontier:
            for other in [*board.orthogonal(state, region), *board.shortcuts(pack, region)]:
                if other not in dist:
                    dist[other] = dist[region] + 1
                    if other not in avoid:
                        nxt.append(other)
        frontier = nxt
    return dist



