"""The simulator: complete seeded games between automatic players, and what they add up to.

Game `i` of a run uses seed `seed + i` for everything: the heroes dealt, the engine's random
source and the agents' choices. So `--games 1 --seed S` replays any single game of a run, and
a failure is reported with its seed and the index of the command that failed.
"""

import multiprocessing
import random
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from math import ceil, sqrt
from typing import Any

from kilforth.content.pack import Pack, load_pack
from kilforth.engine import apply, new_game
from kilforth.events import (
    AncientAssaulted,
    AncientDefeated,
    Event,
    GameOver,
    HeroDefeated,
    SagaCompleted,
)
from kilforth.invariants import violations
from kilforth.options import GameOptions, Mode
from kilforth.sim import seat_shares
from kilforth.sim.agents import Agent, waiting_on
from kilforth.sim.levels import REPLAYABLE
from kilforth.state import GameState, HeroSpec

# A game is a few thousand commands at most; far beyond that the players are stuck.
MAX_COMMANDS = 20_000
Z95 = 1.959964


@dataclass(frozen=True)
class Setup:
    """What every game of a run shares."""

    mode: Mode = "solo"
    heroes: int = 1
    agent: str = "heuristic"
    check: bool = True  # invariants after every command
    pack: str | None = None  # a content pack folder; None for the base pack
    # Rules options other than the defaults, as (name, value) pairs (`GameOptions` checks them).
    options: tuple[tuple[str, str], ...] = ()


def deal_heroes(pack: Pack, mode: Mode, count: int, rng: random.Random) -> list[HeroSpec]:
    """`count` heroes with distinct Races, Classes and Sagas drawn at random; one player
    controls them all in solo, one player each otherwise."""
    races = rng.sample(sorted(pack.races), count)
    classes = rng.sample(sorted(pack.classes), count)
    sagas = rng.sample(sorted(pack.sagas), count)
    return [HeroSpec(player="p1" if mode == "solo" else f"p{i + 1}", name=f"Hero {i + 1}", race=races[i],
                     hero_class=classes[i], saga=sagas[i])
            for i in range(count)]


def agents_for(setup: Setup, specs: list[HeroSpec], seed: int) -> dict[str, Agent]:
    players = list(dict.fromkeys(s.player for s in specs))
    return {p: REPLAYABLE[setup.agent](seed * 31 + n) for n, p in enumerate(players)}


@dataclass
class GameRecord:
    """One game's result, or where it failed (`failure`, at command index `failed_at`)."""

    seed: int
    outcome: str | None = None
    days: int = 0
    vp: float = 0.0
    defeats: int = 0
    assaults: int = 0
    assaults_won: int = 0
    commands: int = 0
    game_overs: int = 0  # GameOver events announced: exactly one in a finished game
    heroes: list[str] = field(default_factory=list)  # the heroes' ids, in seat order
    first_hero: str | None = None  # who took the First Hero token at setup (R-SETUP-15)
    sagas: list[str] = field(default_factory=list)
    races: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    sagas_completed: list[str] = field(default_factory=list)
    chapters: list[int] = field(default_factory=list)  # per hero: 1..4, 5 at the Finale, 6 done
    ancients: list[str] = field(default_factory=list)
    ancients_defeated: list[str] = field(default_factory=list)
    slayers: list[str] = field(default_factory=list)  # the heroes who defeated an Ancient, in order
    winners: list[str] = field(default_factory=list)
    sagas_done_day: int | None = None  # the Day every hero in play had completed their Saga
    # The time each command took its player to choose: the load of the machine, not the game,
    # so two plays of a seed are equal without it.
    decision_ms: list[float] = field(default_factory=list, compare=False)
    failure: str | None = None
    failed_at: int | None = None

    @property
    def won(self) -> bool:
        return self.outcome == "won"

    def loss(self, mode: Mode) -> str | None:
        """Why a finished game was not won, one of LOSSES; None if it was won."""
        if self.won:
            return None
        if self.days < 25:
            return "no_hero_left"
        # A cooperative game needs every Saga complete before any Assault (R-GIFT-AS-1); a
        # competitive one needs one hero's.
        done = min(self.chapters, default=0) if mode != "competitive" else max(self.chapters, default=0)
        return "ancient_standing" if done >= 6 else "saga_unfinished"


def _tally(record: GameRecord, events: list[Event]) -> None:
    for e in events:
        if isinstance(e, HeroDefeated):
            record.defeats += 1
        elif isinstance(e, AncientAssaulted):
            record.assaults += 1
        elif isinstance(e, AncientDefeated):
            record.assaults_won += 1
            record.slayers.append(e.hero)
        elif isinstance(e, GameOver):
            record.game_overs += 1


def _finish(record: GameRecord, state: GameState) -> None:
    record.days = state.day
    record.heroes = [h.id for h in state.heroes]
    record.sagas_completed = [h.saga for h in state.heroes if h.chapter >= 6]
    record.chapters = [h.chapter for h in state.heroes]
    record.ancients_defeated = [a.id for a in state.ancients if a.defeated]
    if state.result is not None:
        record.outcome = state.result.outcome
        record.winners = list(state.result.winners)
        vp = state.result.vp
        # The cooperative score where there is one, else the best hero's.
        record.vp = float(state.result.team_vp if state.result.team_vp is not None else max(vp.values(), default=0))


def play_game(setup: Setup, seed: int, pack: Pack | None = None) -> GameRecord:
    """Play one complete game; never raises: an exception, an invariant violation or a game
    that does not end is recorded as its failure."""
    pack = pack or load_pack(setup.pack)
    record = GameRecord(seed=seed)
    rng = random.Random(seed)
    specs = deal_heroes(pack, setup.mode, setup.heroes, rng)
    record.sagas = [s.saga or "" for s in specs]
    record.races = [s.race for s in specs]
    record.classes = [s.hero_class for s in specs]
    agents = agents_for(setup, specs, seed)
    try:
        outcome = new_game(options_for(setup), specs, seed, pack)
    except Exception as exc:
        record.failure, record.failed_at = _describe(exc), 0
        return record
    state = outcome.state
    record.ancients = [a.id for a in state.ancients]
    record.first_hero = state.first_hero
    _tally(record, outcome.events)
    while state.result is None:
        player = waiting_on(state)
        if player is None:
            record.failure, record.failed_at = "stuck: nobody can act and the game is not over", record.commands
            break
        if record.commands >= MAX_COMMANDS:
            record.failure, record.failed_at = f"stalled: no result after {MAX_COMMANDS} commands", record.commands
            break
        try:
            start = time.perf_counter()
            command = agents[player].act(state, player, pack)
            record.decision_ms.append((time.perf_counter() - start) * 1000)
            outcome = apply(state, command, pack)
        except Exception as exc:
            record.failure, record.failed_at = _describe(exc), record.commands
            break
        record.commands += 1
        state = outcome.state
        _tally(record, outcome.events)
        if record.sagas_done_day is None and any(isinstance(e, SagaCompleted) for e in outcome.events) \
                and all(h.chapter >= 6 for h in state.heroes if h.in_play):
            record.sagas_done_day = state.day
        if setup.check and (found := violations(pack, state)):
            record.failure, record.failed_at = "invariant: " + "; ".join(found[:3]), record.commands - 1
            break
    _finish(record, state)
    return record


def _describe(exc: BaseException) -> str:
    where = traceback.extract_tb(exc.__traceback__)[-1]
    return f"exception: {type(exc).__name__}: {exc} ({where.filename.rsplit('/', 1)[-1]}:{where.lineno})"


# ------------------------------------------------------------------ a run

def mean(values: list[int]) -> float | None:
    return sum(values) / len(values) if values else None


def percentile(values: list[float], share: float) -> float | None:
    """The nearest-rank percentile: the smallest value at least `share` of `values` do not exceed."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, ceil(share * len(ordered)) - 1)]


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Row:
    """Games featuring one Saga, Ancient, Race or Class: how many, how many won, how often it
    was done (the Saga, or the hero's Saga, completed; the Ancient defeated)."""

    games: int = 0
    wins: int = 0
    done: int = 0
    chapters: int = 0  # all but Ancients: the Chapters its hero reached, summed over the games

    def figures(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {**asdict(self), "win_rate": self.wins / self.games if self.games else 0.0,
                "win_rate_ci95": [low, high]}


# Why games are lost: every hero removed by Ancients (R-WIN-5); Day 25 over with a Saga
# still unfinished that the Assault needed; or with every needed Saga complete but an
# Ancient standing (R-WIN-1).
LOSSES = ("no_hero_left", "saga_unfinished", "ancient_standing")

# What a report breaks its games down by: the record's list of each game's cards.
BREAKDOWNS = {"saga": "sagas", "ancient": "ancients", "race": "races", "class": "classes"}


def options_for(setup: Setup) -> GameOptions:
    """The rules options every game of a run is played with."""
    return GameOptions.model_validate({**dict(setup.options), "mode": setup.mode})


@dataclass
class Summary:
    setup: Setup
    seed: int
    records: list[GameRecord]

    @property
    def played(self) -> list[GameRecord]:
        return [r for r in self.records if r.failure is None]

    @property
    def failures(self) -> list[GameRecord]:
        return [r for r in self.records if r.failure is not None]

    def table(self, what: str) -> dict[str, Row]:
        """One Row per card of a breakdown (`BREAKDOWNS`)."""
        rows: dict[str, Row] = {}
        for r in self.played:
            featured = getattr(r, BREAKDOWNS[what])
            defeated = Counter(r.ancients_defeated)
            for i, card in enumerate(featured):
                row = rows.setdefault(card, Row())
                row.games += 1
                # A competitive game is won by heroes, not by the table: a hero's Saga, Race
                # and Class win when that hero does, on points included (R-WIN-2).
                row.wins += r.won if self.setup.mode != "competitive" or what == "ancient" else \
                    r.heroes[i] in r.winners
                if what == "ancient":
                    row.done += defeated[card] > 0
                else:
                    row.done += r.chapters[i] >= 6
                    row.chapters += r.chapters[i] - 1
        return dict(sorted(rows.items()))

    def figures(self) -> dict[str, Any]:
        played = self.played
        n = len(played) or 1
        wins = sum(r.won for r in played)
        low, high = wilson(wins, len(played))
        exceptions = sum(1 for r in self.failures if not (r.failure or "").startswith("invariant"))
        return {
            "mode": self.setup.mode, "heroes": self.setup.heroes, "agent": self.setup.agent,
            "seed": self.seed, "options": options_for(self.setup).model_dump(mode="json"), "games": len(self.records), "finished": len(played),
            "wins": wins, "win_rate": wins / n, "win_rate_ci95": [low, high],
            "mean_days": sum(r.days for r in played) / n,
            "mean_vp": sum(r.vp for r in played) / n,
            "defeats_per_game": sum(r.defeats for r in played) / n,
            "assaults": sum(r.assaults for r in played), "assaults_won": sum(r.assaults_won for r in played),
            "commands_per_game": sum(r.commands for r in played) / n,
            **self.decision_times(),
            "losses": {why: sum(r.loss(self.setup.mode) == why for r in played) for why in LOSSES},
            "all_sagas_done": sum(r.sagas_done_day is not None for r in played),
            "mean_day_all_sagas_done": mean([r.sagas_done_day for r in played if r.sagas_done_day is not None]),
            "exceptions": exceptions,
            "invariant_violations": len(self.failures) - exceptions,
            **{key: {k: v.figures() for k, v in self.table(what).items()} for what, key in BREAKDOWNS.items()},
            "failures": [{"seed": r.seed, "command": r.failed_at, "failure": r.failure} for r in self.failures],
            # Only a competitive game is won by one seat rather than the whole table.
            **({"seats": seat_shares.figures(played, self.setup.heroes, wilson)}
               if self.setup.mode == "competitive" else {}),
        }

    def decision_times(self) -> dict[str, float | None]:
        """How long the players took to choose a command: the 95th percentile and the longest,
        in milliseconds (a Discord companion has 200 ms, `kilforth.sim.search.TIME_LIMIT`)."""
        times = [t for r in self.played for t in r.decision_ms]
        return {"decision_ms_p95": percentile(times, 0.95), "decision_ms_max": max(times, default=None)}

    def text(self) -> str:
        f = self.figures()
        low, high = f["win_rate_ci95"]
        lines = [
            f"{f['games']} {f['mode']} games, {f['heroes']} hero(es), {f['agent']} players, seeds "
            f"{self.seed}..{self.seed + f['games'] - 1}" + (f", pack {self.setup.pack}" if self.setup.pack else ""),
            f"  games finished       {f['finished']}",
            f"  win rate             {f['win_rate']:.1%}  (95% CI {low:.1%}–{high:.1%}, {f['wins']} won)",
            f"  mean days            {f['mean_days']:.1f}",
            f"  mean VP              {f['mean_vp']:.1f}",
            f"  defeats per game     {f['defeats_per_game']:.2f}",
            f"  assaults             {f['assaults']} attempted, {f['assaults_won']} won",
            f"  commands per game    {f['commands_per_game']:.0f}",
            f"  decision time        p95 {f['decision_ms_p95'] or 0:.1f} ms, longest {f['decision_ms_max'] or 0:.1f} ms",
            "  games not won        " + ", ".join(f"{n} {why.replace('_', ' ')}" for why, n in f["losses"].items()),
            f"  every Saga complete  in {f['all_sagas_done']} games"
            + (f", on Day {f['mean_day_all_sagas_done']:.1f} on average" if f["all_sagas_done"] else ""),
            f"  exceptions           {f['exceptions']}",
            f"  invariant violations {f['invariant_violations']}",
        ]
        changed = {k: v for k, v in f["options"].items() if GameOptions.model_fields[k].default != v}
        lines.append("  rules options        defaults" + "".join(f", {k}={v}" for k, v in changed.items()))
        for what in BREAKDOWNS:
            done = "defeated" if what == "ancient" else "completed"
            steps = f"{'steps':>7}" if what != "ancient" else ""
            lines.append(f"\n  {what:<26}{'games':>7}{'won':>7}{'win %':>8}{'95% CI':>14}{done:>11}{steps}")
            for card, row in self.table(what).items():
                low, high = wilson(row.wins, row.games)
                rate = row.wins / row.games if row.games else 0.0
                mean = f"{row.chapters / row.games:>7.2f}" if what != "ancient" and row.games else ""
                lines.append(f"  {card:<26}{row.games:>7}{row.wins:>7}{rate:>8.1%}{f'{low:.0%}–{high:.0%}':>14}"
                             f"{row.done:>11}{mean}")
        lines.append("  (completed: the hero's Saga; steps: Chapters completed on average, the Finale a fifth)")
        if self.setup.mode == "competitive":
            lines.extend(seat_shares.text(self.played, self.setup.heroes, wilson))
        for r in self.failures:
            lines.append(f"\nFAILED seed {r.seed} at command {r.failed_at}: {r.failure}\n  reproduce: python -m "
                         f"kilforth simulate --games 1 --seed {r.seed} --mode {self.setup.mode} --heroes "
                         f"{self.setup.heroes} --agent {self.setup.agent}"
                         + (f" --pack {self.setup.pack}" if self.setup.pack else ""))
        return "\n".join(lines)


def _play(job: tuple[Setup, int]) -> GameRecord:
    return play_game(job[0], job[1])


def simulate(setup: Setup, games: int, seed: int = 0, jobs: int = 1,
             progress: Callable[[int, int], None] | None = None) -> Summary:
    """Play `games` games with seeds `seed`, `seed + 1`, …; `jobs` worker processes."""
    work = [(setup, seed + i) for i in range(games)]
    records: list[GameRecord] = []

    def collect(results: Iterator[GameRecord]) -> None:
        for record in results:
            records.append(record)
            if progress is not None:
                progress(len(records), games)

    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            collect(pool.imap_unordered(_play, work, chunksize=max(1, games // (jobs * 8))))
    else:
        pack = load_pack(setup.pack)
        collect(play_game(s, n, pack) for s, n in work)
    records.sort(key=lambda r: r.seed)
    return Summary(setup, seed, records)
