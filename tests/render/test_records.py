"""A player's statistics and a server's records from the games' summaries (issue 32), and
how they read: results counted apart from abandoned and reset games."""

from datetime import UTC, datetime

from kilforth.content.pack import load_pack
from kilforth.records import GameSummary, HeroSummary, player_stats, server_records
from kilforth.render.records import history_text, records_lines, stats_lines
from kilforth.render.say import say_for

PACK = load_pack()
SAGAS = sorted(PACK.sagas)


def hero(player: str, race: str, hero_class: str, saga: str, *, encounters: int = 0,
         winner: bool = False, chapters: int = 2, vp: int | None = 10) -> HeroSummary:
    return HeroSummary(player=player, name=f"{player}'s hero", race=race,
                       hero_class=hero_class, saga=saga, chapters=chapters,
                       encounters=encounters, vp=vp, winner=winner)


def game(n: int, ending: str, days: int | None, *heroes: HeroSummary,
         mode: str = "coop") -> GameSummary:
    return GameSummary(session_id=n, guild="g", channel=f"c{n}", mode=mode,  # type: ignore[arg-type]
                       ending=ending, started_at=datetime(2026, 1, n, tzinfo=UTC),  # type: ignore[arg-type]
                       ended_at=datetime(2026, 2, n, tzinfo=UTC), days=days, heroes=list(heroes))


# Newest first, as the store hands them over.
GAMES = [
    game(6, "reset", None, hero("ana", "elf", "bard", SAGAS[0], chapters=0)),
    game(5, "abandoned", 3, hero("ana", "elf", "bard", SAGAS[0])),
    game(4, "won", 14, hero("ana", "dwarf", "bard", SAGAS[1], encounters=12, winner=True,
                            chapters=5),
         hero("bo", "elf", "rogue", SAGAS[2], encounters=30, winner=True, chapters=5)),
    game(3, "won", 19, hero("ana", "dwarf", "warrior", SAGAS[1], winner=True, chapters=5)),
    game(2, "lost", 25, hero("ana", "dwarf", "bard", SAGAS[3], encounters=9, vp=40)),
    game(1, "finished", 25, hero("ana", "elf", "bard", SAGAS[0], vp=55, winner=True,
                                 chapters=5),
         hero("bo", "human", "bard", SAGAS[2], vp=20), mode="competitive"),
]


def test_a_players_games_wins_and_sagas_count_results_only() -> None:
    stats = player_stats(GAMES, "ana")
    assert (stats.games, stats.wins, stats.sagas) == (4, 3, 3)
    assert (stats.abandoned, stats.reset) == (1, 1)


def test_the_favourite_race_and_class_are_the_most_played() -> None:
    stats = player_stats(GAMES, "ana")
    # Elf three times, dwarf three times: the first played among equals (game 1, an elf).
    assert (stats.race, stats.hero_class) == ("elf", "bard")


def test_the_best_game_is_the_fastest_win() -> None:
    best = player_stats(GAMES, "ana").best
    assert best is not None and best.game.session_id == 4
    never_won = player_stats(GAMES[4:5], "ana").best
    assert never_won is not None and never_won.hero.vp == 40


def test_the_server_records() -> None:
    records = server_records(GAMES)
    assert (records.games, records.abandoned, records.reset) == (4, 1, 1)
    assert records.fastest_win is not None and records.fastest_win.session_id == 4
    assert records.most_encounters is not None
    assert (records.most_encounters.hero.player, records.most_encounters.game.session_id) == (
        "bo", 4)
    assert records.saga_wins == {SAGAS[1]: 2, SAGAS[2]: 1, SAGAS[0]: 1}


def test_a_server_without_games_has_no_records() -> None:
    records = server_records([])
    assert (records.fastest_win, records.most_encounters, records.saga_wins) == (None, None, {})
    assert player_stats([], "ana").best is None


def test_the_history_and_the_records_in_words() -> None:
    results = [g for g in GAMES if g.ending in ("won", "lost", "finished")]
    text = history_text(results[:2], {"abandoned": 1, "reset": 1, "won": 2}, 1, 2, PACK,
                        lambda c: f"#{c}", lambda p: p.upper())
    assert text.startswith("Game 4 · 2026-02-04 · #c4 · coop · 14 Days · won\n")
    assert f"bo's hero, Elf {PACK.names['rogue']} (BO)" in text
    assert text.endswith("Page 1 of 2 · not counted among the results: 1 abandoned, "
                         "1 reset by a moderator")
    competitive = history_text(GAMES[-1:], {}, 1, 1, PACK, str, str)
    assert "won by ana's hero" in competitive
    lines = records_lines(server_records(GAMES), PACK, lambda p: p)
    assert lines[1] == "Fastest win: game 4, on Day 14, by ana's hero (ana), bo's hero (bo)"
    assert lines[2] == "Most Encounters defeated in one game: 30, by bo's hero (bo) in game 4"
    stats = stats_lines(player_stats(GAMES, "ana"), PACK)
    assert stats[0] == "4 games · 3 wins · 3 Sagas completed"
    assert stats[-1].startswith("Best game: game 4 (2026-02-04), ana's hero the Dwarf ")
    french = stats_lines(player_stats(GAMES, "ana"), PACK, say_for(PACK, "fr"))
    assert french[0] == "4 parties · 3 victoires · 3 Sagas accomplies"
