"""Each seat's share of the wins in competitive runs (`kilforth.sim.seat_shares`): by place at
the table and by place in the first Day's turn order, against the fair share."""

import pytest

from kilforth.content.pack import load_pack
from kilforth.sim import seat_shares
from kilforth.sim.simulator import GameRecord, Setup, Summary, play_game, wilson

PACK = load_pack()


def game(seed: int, first: str, winners: list[str], outcome: str = "won") -> GameRecord:
    return GameRecord(seed=seed, outcome=outcome, heroes=["a", "b", "c"], first_hero=first, winners=winners,
                      sagas=["s1", "s2", "s3"], races=["elf", "orc", "dwarf"], classes=["bard", "scout", "rogue"],
                      chapters=[6, 3, 2], ancients=["x"])


# Seat a (1) wins twice, b (2) once on a shared tie, c (3) once; 5 wins in 4 games.
RECORDS = [
    game(0, "a", ["a"]),
    game(1, "b", ["a"]),
    game(2, "c", ["b", "c"], "finished"),  # a tie on points: two winners (AMB-10)
    game(3, "c", ["c"]),
    game(4, "a", [], "lost"),  # nobody left (R-WIN-5): no seat wins
]


# Checks R-DAY-2, R-SETUP-15.
def test_a_seat_is_its_place_at_the_table_or_in_the_first_days_turn_order_R_DAY_2_R_SETUP_15() -> None:
    """By table place, a wins 2 of the 5 wins; by Day 1 turn order, counted clockwise from the
    First Hero (R-DAY-2), the First Hero won games 0, 2 (c, first) and 3."""
    by_seat = seat_shares.seat_shares(RECORDS, 3, "seat")
    assert [(s.seat, s.wins) for s in by_seat] == [(1, 2), (2, 1), (3, 2)]
    # Game 0: a first, a wins → turn 1. Game 1: b first, a sits two after b → turn 3.
    # Game 2: c first; b is turn 3, c turn 1. Game 3: c first, c wins → turn 1.
    by_turn = seat_shares.seat_shares(RECORDS, 3, "turn")
    assert [(s.seat, s.wins) for s in by_turn] == [(1, 3), (2, 0), (3, 2)]
    first = by_turn[0]
    assert (first.all_wins, first.share, first.fair_share) == (5, 0.6, pytest.approx(1 / 3))
    assert first.gap == pytest.approx(0.6 - 1 / 3) and not first.fair
    assert by_seat[0].gap == pytest.approx(0.4 - 1 / 3) and by_seat[0].fair


def test_a_competitive_report_gives_each_seats_share_against_its_fair_share() -> None:
    summary = Summary(Setup("competitive", 3), 0, RECORDS)
    seats = summary.figures()["seats"]
    assert seats["fair_gap"] == 0.10
    assert [row["wins"] for row in seats["seat"]] == [2, 1, 2]
    assert [row["wins"] for row in seats["turn"]] == [3, 0, 2]
    first = seats["turn"][0]
    assert (first["seat"], first["share"], first["share_ci95"]) == (1, 0.6, list(wilson(3, 5)))
    assert first["fair_share"] == pytest.approx(1 / 3) and first["gap"] == pytest.approx(0.6 - 1 / 3)
    assert seats["seat_largest_gap"] == pytest.approx(1 / 3 - 0.2)
    assert seats["turn_largest_gap"] == pytest.approx(1 / 3) and seats["fair"] is False
    text = summary.text()
    assert "seat (clockwise, 1 = p1)" in text and "Day 1 turn (1 = First Hero)" in text
    assert "  1                               3   60.0%" in text
    # Seat 2 (-13.3), turns 1 (+26.7) and 2 (-33.3); not the +6.7 of seats 1 and 3 nor turn 3.
    assert text.count("more than 10 points from fair") == 3
    assert "  2                               0    0.0%        0%–43%  33.3%  -33.3  more than 10 points" in text


def test_only_a_competitive_report_has_seats() -> None:
    """In co-op and solo the whole table wins or loses together: no seat wins alone."""
    coop = Summary(Setup("coop", 3), 0, RECORDS)
    assert "seats" not in coop.figures() and "First Hero" not in coop.text()


def test_seat_shares_refuse_records_that_do_not_fit_the_run() -> None:
    with pytest.raises(ValueError, match="no seat kind 'chair'"):
        seat_shares.seat_shares(RECORDS, 3, "chair")
    with pytest.raises(ValueError, match="a game of 3 heroes in a run of 4"):
        seat_shares.seat_shares(RECORDS, 4, "seat")
    with pytest.raises(ValueError, match="the First Hero 'z' is not one of the game's heroes"):
        seat_shares.seat_shares([game(0, "z", ["a"])], 3, "turn")


# Checks R-SETUP-15.
def test_a_played_game_records_its_first_hero_R_SETUP_15() -> None:
    """The First Hero at setup is the hero of highest Sneak (AMB-33's default)."""
    record = play_game(Setup("competitive", 3), 0, PACK)
    assert record.failure is None and record.first_hero in record.heroes

    def sneak(i: int) -> int:
        return PACK.races[record.races[i]].attributes["sneak"] + \
            PACK.classes[record.classes[i]].bonuses.get("sneak", 0)

    first = record.heroes.index(record.first_hero or "")
    assert sneak(first) == max(sneak(i) for i in range(3))
