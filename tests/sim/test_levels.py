"""Levels that mean what they say: each level's description, on Discord (both catalogues) and
in the console, states the solo win rate docs/balance.md measured for it, and the default
companion is the strongest level that chooses within a Discord companion's time."""

import re
from pathlib import Path

from commands.translator import choice_key
from kilforth.i18n import t
from kilforth.sim.levels import LEVELS, STRENGTH, description, strongest
from kilforth.sim.search import TIME_LIMIT
from kilforth.sim.seats import DEFAULT_LEVEL

BALANCE = Path(__file__).parents[2] / "docs" / "balance.md"
# A row of the table under "## The levels": level, solo win rate, …, decision time p95.
ROW = re.compile(r"^\| (\w+) \| (\d+\.\d)% \|.*\| (\d+(?:\.\d)?) ms \|$")


def _measured() -> dict[str, tuple[float, float]]:
    text = BALANCE.read_text(encoding="utf-8")
    section = text.split("\n## The levels\n", 1)[1].split("\n## ", 1)[0]
    rows = [ROW.match(line) for line in section.splitlines()]
    return {m[1]: (float(m[2]), float(m[3])) for m in rows if m is not None}


def test_each_level_carries_the_figures_docs_balance_measured() -> None:
    measured = _measured()
    assert set(measured) == set(LEVELS)
    for level in LEVELS:
        assert (STRENGTH[level].solo_win_rate, STRENGTH[level].decision_ms_p95) == measured[level]


def test_each_level_description_states_its_solo_win_rate_in_english_and_french() -> None:
    for level in LEVELS:
        rate = STRENGTH[level].solo_win_rate
        english, french = t("en", choice_key("level", level)), t("fr", choice_key("level", level))
        assert f"{rate:.1f}%" in english and f"{rate:.1f}%" in description(level)
        assert f"{rate:.1f}".replace(".", ",") + "\u00a0%" in french
        assert len(english) <= 100 and len(french) <= 100  # Discord's limit for a choice's name


def test_the_default_companion_is_the_strongest_level_within_the_time_limit() -> None:
    quick = [level for level in LEVELS if STRENGTH[level].decision_ms_p95 <= TIME_LIMIT * 1000]
    assert DEFAULT_LEVEL == strongest() in quick
    assert all(STRENGTH[DEFAULT_LEVEL].solo_win_rate >= STRENGTH[level].solo_win_rate for level in quick)
