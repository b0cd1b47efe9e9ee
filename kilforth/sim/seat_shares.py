"""Who wins from where they sit: in a competitive game, each seat's share of the wins against
its fair share.

Two ways of counting a seat (docs/balance.md, *Competitive: each seat's share of the wins*):

- `seat`: the place at the table, the order the heroes were dealt in, which is the clockwise
  order every Day's turns follow (R-DAY-2); seat 1 is player `p1`.
- `turn`: the place in the first Day's turn order, counted clockwise from the First Hero
  (R-SETUP-15, AMB-33 `first_hero`), so turn 1 is the hero who acts first. The token moves
  every Dawn to the first hero to Make Camp (R-NIGHT-DAWN-5), so only Day 1's order is dealt;
  after it the heroes' own play decides who goes first.

Every seat sits at every game, so its fair share of the wins is one in the number of heroes.
A tie on points gives two winners (AMB-10), each counted; a game nobody wins counts for none.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

# A seat is fair while its share of the wins is this close to its fair share (issue 33).
FAIR_GAP = 0.10

# How a seat is counted: the hero's place in the game's heroes (seating order), the place
# of the First Hero among them and the number of heroes give the seat, from 0.
SEAT_KINDS: dict[str, Callable[[int, int, int], int]] = {
    "seat": lambda place, first, n: place,
    "turn": lambda place, first, n: (place - first) % n,
}


class Seated(Protocol):
    """What a game's record says of its seats (`kilforth.sim.simulator.GameRecord`)."""

    heroes: list[str]
    winners: list[str]
    first_hero: str | None


@dataclass(frozen=True)
class SeatShare:
    """One seat over a run: the games it won, and its share of all the wins."""

    seat: int  # from 1
    wins: int
    all_wins: int
    heroes: int

    @property
    def share(self) -> float:
        return self.wins / self.all_wins if self.all_wins else 0.0

    @property
    def fair_share(self) -> float:
        return 1 / self.heroes

    @property
    def gap(self) -> float:
        return self.share - self.fair_share

    @property
    def fair(self) -> bool:
        return abs(self.gap) <= FAIR_GAP


def seat_shares(records: Sequence[Seated], heroes: int, kind: str) -> list[SeatShare]:
    """Each seat's wins over `records`, games of `heroes` heroes, the seat counted as
    `kind` says (SEAT_KINDS)."""
    if kind not in SEAT_KINDS:
        raise ValueError(f"no seat kind '{kind}': {', '.join(SEAT_KINDS)}")
    seat_of = SEAT_KINDS[kind]
    wins = [0] * heroes
    for r in records:
        if len(r.heroes) != heroes:
            raise ValueError(f"a game of {len(r.heroes)} heroes in a run of {heroes}")
        if r.first_hero not in r.heroes:
            raise ValueError(f"the First Hero '{r.first_hero}' is not one of the game's heroes")
        first = r.heroes.index(r.first_hero)
        for place, hero in enumerate(r.heroes):
            wins[seat_of(place, first, heroes)] += hero in r.winners
    return [SeatShare(seat=i + 1, wins=w, all_wins=sum(wins), heroes=heroes) for i, w in enumerate(wins)]


def figures(records: Sequence[Seated], heroes: int,
            interval: Callable[[int, int], tuple[float, float]]) -> dict[str, Any]:
    """The JSON of a run's seats: for each kind, each seat's wins, share (with its
    `interval`), fair share and gap; the largest gap and whether every seat is fair."""
    out: dict[str, Any] = {"fair_gap": FAIR_GAP}
    for kind in SEAT_KINDS:
        shares = seat_shares(records, heroes, kind)
        out[kind] = [{"seat": s.seat, "wins": s.wins, "share": s.share,
                      "share_ci95": list(interval(s.wins, s.all_wins)), "fair_share": s.fair_share,
                      "gap": s.gap} for s in shares]
        out[f"{kind}_largest_gap"] = max(abs(s.gap) for s in shares)
    out["fair"] = all(out[f"{kind}_largest_gap"] <= FAIR_GAP for kind in SEAT_KINDS)
    return out


TITLES = {
    "seat": "seat (clockwise, 1 = p1)",
    "turn": "Day 1 turn (1 = First Hero)",
}


def text(records: Sequence[Seated], heroes: int, interval: Callable[[int, int], tuple[float, float]]) -> list[str]:
    """The report's lines on the seats."""
    lines: list[str] = []
    for kind in SEAT_KINDS:
        lines.append(f"\n  {TITLES[kind]:<28}{'won':>5}{'share':>8}{'95% CI':>14}{'fair':>7}{'gap':>7}")
        for s in seat_shares(records, heroes, kind):
            low, high = interval(s.wins, s.all_wins)
            flag = "" if s.fair else f"  more than {FAIR_GAP * 100:.0f} points from fair"
            lines.append(f"  {s.seat:<28}{s.wins:>5}{s.share:>8.1%}{f'{low:.0%}–{high:.0%}':>14}"
                         f"{s.fair_share:>7.1%}{s.gap * 100:>+7.1f}{flag}")
    lines.append("  (share: of all the wins, a tie counted for each winner; gap: in points)")
    return lines
