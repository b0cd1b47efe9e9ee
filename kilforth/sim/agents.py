"""Automatic players: a random legal player and a heuristic one.

Both choose only among `legal_commands` (which also lists the answers to an open prompt), so
they never send what the engine would refuse. They fill seats in the simulator and play the
console's computer companions. An agent is deterministic given its seed and the state.
"""

import random
from collections import Counter
from functools import cache
from math import comb
from typing import Protocol

from kilforth.commands import (
    Assault,
    Choose,
    Clear,
    Command,
    Confront,
    Discover,
    Move,
    Resolve,
    Trade,
)
from kilforth.content.pack import Pack
from kilforth.legal import legal_commands
from kilforth.rules import abilities, board
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import GameState, HeroState, Prompt

FINALE = 5
COMPLETE = 6


class Agent(Protocol):
    name: str

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        """The command `player` sends now; only called when `legal_commands` is not empty."""
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


class Needs:
    """The keywords a hero still needs: weight 3 for the current Chapter's unpaid ones, 1 for
    those of later Chapters."""

    def __init__(self, state: GameState, pack: Pack, hero: HeroState) -> None:
        self.pack, self.hero = pack, hero
        self.weights: Counter[str] = Counter()
        self.unpaid: list[str] = []
        if hero.chapter > 4:
            return
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
        kws = board.keywords_of(self.pack, card)
        score = float(sum(self.weights[k] for k in kws))
        reward = self.pack.rewards.get(card)
        if reward is not None:
            score += sum(reward.bonuses.values()) * 1.5
        return score + board.gold_value(self.pack, card) / 4

    def wanted(self, card: str) -> bool:
        return any(k in self.unpaid for k in board.keywords_of(self.pack, card))


# ------------------------------------------------------------------ the heuristic player

class HeuristicAgent:
    """Pursues its Saga: gathers the current Chapter's keywords (confronting or fighting the
    Encounters that carry them, keeping those Rumours), completes Chapters with a Feat as
    soon as it can pay, walks to the Finale, then to its Ancient. It rests or buys healing
    when hurt, flees a Battle it is losing, sells and buys in the City, and discovers its
    Reward Rumours where they lie."""

    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        legal = legal_commands(state, player, pack)
        if state.pending is not None:
            return self._answer(state, pack, state.pending.prompt, legal)
        assert state.turn is not None
        return self._turn(state, pack, state.hero(state.turn.hero), legal)

    # -------------------------------------------------------------- a turn

    def _turn(self, state: GameState, pack: Pack, hero: HeroState, legal: list[Command]) -> Command:
        ctx = Ctx(state=state, pack=pack)
        needs = Needs(state, pack, hero)
        by_kind: dict[str, list[Command]] = {}
        for c in legal:
            by_kind.setdefault(c.kind, []).append(c)

        def one(kind: str) -> Command | None:
            found = by_kind.get(kind)
            return found[0] if found else None

        loot = self._loot(pack, hero, by_kind.get("resolve", []))
        if loot is not None:
            return loot
        if hero.chapter < FINALE and (feat := one("feat")):
            return feat
        if hero.ap <= 1 and (escape := self._leave_gloom(state, pack, hero, by_kind)) is not None:
            return escape
        if hero.chapter == FINALE:
            return self._finale(state, pack, hero, by_kind, needs)
        if hero.chapter == COMPLETE:
            return self._endgame(state, pack, hero, by_kind, needs)
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
        if hero.ap >= 2 and (search := one("search")) and hero.hp >= 3:
            return search
        if hero.ap >= 2 and (move := self._move(state, pack, hero, by_kind, self._goal(state, pack, hero, needs))):
            return move
        return self._camp(state, pack, hero, by_kind)

    def _camp(self, state: GameState, pack: Pack, hero: HeroState, by_kind: dict[str, list[Command]]) -> Command:
        return self._leave_gloom(state, pack, hero, by_kind) or by_kind["camp"][0]

    @staticmethod
    def _leave_gloom(state: GameState, pack: Pack, hero: HeroState,
                     by_kind: dict[str, list[Command]]) -> Command | None:
        """A step out of Gloom (it costs HP at night, R-NIGHT-GLOOM-1) to a Region with
        neither Gloom nor an enemy, if the hero stands in Gloom."""
        if not state.regions[hero.region].gloom:
            return None
        safe = [c for c in by_kind.get("move", []) if isinstance(c, Move) and not state.regions[c.region].gloom
                and not any(board.face_of(pack, e).type == "enemy" for e in state.regions[c.region].encounters)]
        return min(safe, key=lambda c: (len(state.regions[c.region].encounters), c.region)) if safe else None

    def _loot(self, pack: Pack, hero: HeroState, resolves: list[Command]) -> Command | None:
        """Spend a Loot token when its effect helps now: healing when hurt, Fate, Gold."""
        for c in resolves:
            assert isinstance(c, Resolve)
            card = pack.loot.get(c.card)
            if card is None:
                continue
            for ability in card.abilities:
                kinds = {e.kind for e in ability.effects}
                if ("heal" in kinds and hero.max_hp - hero.hp >= 2) or kinds & {"gain_fate", "gain_gold"}:
                    return c
                if "gain_ap" in kinds and hero.ap == 0:
                    return c
        return None

    def _heal(self, state: GameState, pack: Pack, hero: HeroState,
              by_kind: dict[str, list[Command]]) -> Command | None:
        """Health is tomorrow's AP (R-DAY-1), so a lost HP is worth winning back: rest where
        nothing lurks; when badly hurt, buy healing in the City."""
        if hero.hp >= hero.max_hp:
            return None
        if hero.hp * 2 <= hero.max_hp and (trade := self._heal_fully(by_kind)) is not None:
            return trade
        return next(iter(by_kind.get("rest", [])), None)

    def _trade(self, state: GameState, pack: Pack, hero: HeroState, by_kind: dict[str, list[Command]],
               needs: Needs) -> Command | None:
        """In the City: sell Rumours that pay nothing the Saga needs once Gold is what the
        Chapter lacks, and buy a Reward when Gold is plentiful."""
        trades = [c for c in by_kind.get("trade", []) if isinstance(c, Trade)]
        if not trades:
            return None
        cost = 2 * hero.chapter if state.options.chapter_cost == "chapter_x2" else 5
        if not needs.unpaid and hero.gold < cost:
            useless = [c for c in trades if c.sell and all(needs.value(s) < 1 for s in c.sell)
                       and all(s in hero.rumours for s in c.sell)]
            if useless:
                return max(useless, key=lambda c: board.gold_value(pack, c.sell[0]))
        if hero.gold >= cost + 4 and len(hero.assets) < 5:
            buys = [c for c in trades if c.buy is not None and not c.sell and not c.heal]
            wanted = [c for c in buys if c.buy in needs.weights] or buys
            if wanted:
                return max(wanted, key=lambda c: needs.weights[c.buy or ""])
        return None

    def _odds(self, ctx: Ctx, hero: HeroState, card: str, attribute: str) -> float:
        from kilforth.rules.actions import encounter_target

        sit = Situation(attribute=attribute, against=card)  # type: ignore[arg-type]
        value, _ = abilities.test_value(ctx, hero, attribute, sit)  # type: ignore[arg-type]
        pool = value + abilities.extra_dice(ctx, hero, sit)
        target = encounter_target(ctx, hero, card, attribute)  # type: ignore[arg-type]
        held = hero.successes[card].count if card in hero.successes else 0
        return chance(pool, target - held, 1, _p_den(ctx.state))

    def _confront(self, ctx: Ctx, hero: HeroState, by_kind: dict[str, list[Command]],
                  needs: Needs) -> Command | None:
        """The Confront with the best value × odds; hopeless ones are left alone."""
        best: tuple[float, Command] | None = None
        for c in by_kind.get("confront", []):
            assert isinstance(c, Confront)
            if c.hostile or c.attribute is None:
                continue
            odds = self._odds(ctx, hero, c.encounter, c.attribute)
            face = board.face_of(ctx.pack, c.encounter)
            worth = 1 + 3 * needs.wanted(c.encounter) + face.gold / 2
            if odds < 0.15 and not (c.encounter in hero.successes and hero.ap >= 2):
                continue
            score = worth * odds
            if best is None or score > best[0]:
                best = (score, c)
        return best[1] if best else None

    def _clear(self, state: GameState, pack: Pack, hero: HeroState, by_kind: dict[str, list[Command]],
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

    def _goal(self, state: GameState, pack: Pack, hero: HeroState, needs: Needs) -> str | None:
        """The Region worth walking to: a wanted Encounter, a Reward Rumour to Discover, the
        City to heal or shop, else the nearest Region without an Encounter to explore."""
        dist = distances(state, pack, hero.region)
        best: tuple[float, str] | None = None

        def offer(region: str, worth: float) -> None:
            nonlocal best
            if region == hero.region or region not in dist:
                return
            score = worth / (1 + dist[region])
            if best is None or score > best[0]:
                best = (score, region)

        for region, rs in state.regions.items():
            for card in rs.encounters:
                face = board.face_of(pack, card)
                if face.type == "enemy" and hero.hp < 3:
                    continue
                offer(region, 1 + 4 * needs.wanted(card) + face.gold / 3)
            if not rs.encounters and pack.regions[region].terrain is not None and not rs.obstacles:
                offer(region, 1.5)
            for plot in rs.plots:
                offer(region, 2 + 3 * needs.wanted(plot))
        for card in hero.rumours:
            reward = pack.rewards.get(card)
            if reward is not None:
                offer(reward.region, 4 + sum(reward.bonuses.values()))
        city = board.city_id(pack)
        if hero.hp * 2 <= hero.max_hp and hero.gold:
            offer(city, 8)
        if hero.gold >= 9:
            offer(city, 3)
        return best[1] if best else None

    def _move(self, state: GameState, pack: Pack, hero: HeroState, by_kind: dict[str, list[Command]],
              goal: str | None) -> Command | None:
        moves = [c for c in by_kind.get("move", []) if isinstance(c, Move)]
        if not moves or goal is None:
            return None
        dist = distances(state, pack, goal)
        return min(moves, key=lambda c: (dist.get(c.region, 99), c.region))

    # -------------------------------------------------------------- Finale and Ancient

    def _finale(self, state: GameState, pack: Pack, hero: HeroState, by_kind: dict[str, list[Command]],
                needs: Needs) -> Command:
        region = pack.sagas[hero.saga].finale.region
        if hero.region == region:
            team = next(iter(by_kind.get("team_up", [])), None)
            if team is not None and not state.team and by_kind.get("feat"):
                return team
            if (feat := next(iter(by_kind.get("feat", [])), None)) is not None:
                return feat
            if (heal := self._heal(state, pack, hero, by_kind)) is not None:
                return heal
            return by_kind["camp"][0]
        if (heal := self._heal(state, pack, hero, by_kind)) is not None:
            return heal
        return self._move(state, pack, hero, by_kind, region) or self._camp(state, pack, hero, by_kind)

    def _endgame(self, state: GameState, pack: Pack, hero: HeroState, by_kind: dict[str, list[Command]],
                 needs: Needs) -> Command:
        """Saga complete: go to the nearest standing Ancient, clear its Region, and Assault
        it at full strength."""
        alive = [a for a in state.ancients if a.on_map and not a.defeated]
        if not alive:
            return by_kind["camp"][0]
        dist = distances(state, pack, hero.region)
        target = min(alive, key=lambda a: (dist.get(pack.ancients[a.id].region, 99), a.id))
        region = pack.ancients[target.id].region
        assaults = [c for c in by_kind.get("assault", []) if isinstance(c, Assault)]
        if assaults and hero.hp >= hero.max_hp - 1:
            return assaults[0]
        if hero.hp < hero.max_hp:
            if (trade := self._heal_fully(by_kind)) is not None:
                return trade
            if (rest := next(iter(by_kind.get("rest", [])), None)) is not None:
                return rest
        if hero.region == region:
            ctx = Ctx(state=state, pack=pack)
            if (confront := self._confront(ctx, hero, by_kind, needs)) is not None:
                return confront
            if (clear := self._clear(state, pack, hero, by_kind, needs)) is not None:
                return clear
            if assaults:
                return assaults[0]
            return by_kind["camp"][0]
        return self._move(state, pack, hero, by_kind, region) or by_kind["camp"][0]

    @staticmethod
    def _heal_fully(by_kind: dict[str, list[Command]]) -> Command | None:
        for c in by_kind.get("trade", []):
            if isinstance(c, Trade) and c.heal and not c.sell and c.buy is None:
                return c
        return None

    # -------------------------------------------------------------- prompts

    def _answer(self, state: GameState, pack: Pack, prompt: Prompt, legal: list[Command]) -> Command:
        choices = {c.option: c for c in legal if isinstance(c, Choose)}
        hero = state.hero(prompt.hero)
        needs = Needs(state, pack, hero)
        pick = self._pick(state, pack, prompt, hero, needs, list(choices))
        return choices[pick]

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
                keep = bool(defeated) and needs.wanted(defeated[-1])
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
            case "talent" | "engage_order" | "flee_to" | "reward_recipient" | "peek_deck" | "defeat_which":
                return options[0]
            case _:
                return prefer("yes", "accept", *options)


def distances(state: GameState, pack: Pack, origin: str) -> dict[str, int]:
    """Moves from `origin` to every Region, orthogonally or by Shortcut (R-ACT-MOVE-1)."""
    dist = {origin: 0}
    frontier = [origin]
    while frontier:
        nxt = []
        for region in frontier:
            for other in [*board.orthogonal(state, region), *board.shortcuts(pack, region)]:
                if other not in dist:
                    dist[other] = dist[region] + 1
                    nxt.append(other)
        frontier = nxt
    return dist


AGENTS: dict[str, type[RandomAgent] | type[HeuristicAgent]] = {"random": RandomAgent, "heuristic": HeuristicAgent}

