"""The console's tests read what it says, line by line; how it lays lines out at a real
terminal's width is the subject of test_terminal.py alone."""

import pytest

# Wide enough that no line these tests look for is wrapped.
WIDE = "1000"


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", WIDE)
