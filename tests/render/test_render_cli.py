"""`python -m kilforth render map`: the map picture of a sample game (issue 11)."""

from pathlib import Path

import pytest
from PIL import Image

from kilforth.__main__ import main
from kilforth.content.pack import load_pack
from kilforth.sim.sample import sample_game


def test_render_map_writes_a_png_of_the_seeded_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "map.png"
    assert main(["render", "map", "--seed", "5", "--day", "2", "--out", str(out)]) == 0
    with Image.open(out) as image:
        assert image.format == "PNG"
        assert 1000 <= image.width <= 1400
    assert "Day 2" in capsys.readouterr().out


def test_render_map_in_french_writes_a_different_picture(tmp_path: Path) -> None:
    """Issue 19: `--lang fr` draws the same game with the French words."""
    english, french = tmp_path / "en.png", tmp_path / "fr.png"
    assert main(["render", "map", "--seed", "5", "--out", str(english)]) == 0
    assert main(["render", "map", "--seed", "5", "--lang", "fr", "--out", str(french)]) == 0
    assert french.read_bytes() != english.read_bytes()


def test_an_unknown_language_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "map.png"
    with pytest.raises(SystemExit):
        main(["render", "map", "--seed", "5", "--lang", "de", "--out", str(out)])
    assert "invalid choice: 'de'" in capsys.readouterr().err
    assert not out.exists()


def test_the_sample_game_of_day_1_has_its_setup_done() -> None:
    state = sample_game(load_pack(), seed=5, day=1, heroes=4)
    assert (state.day, state.phase, state.pending) == (1, "day", None)
    assert state.turn is not None


def test_the_sample_game_is_played_up_to_the_start_of_the_day_and_is_the_same_each_time() -> None:
    pack = load_pack()
    state = sample_game(pack, seed=5, day=3, heroes=2)
    assert (state.day, state.phase, len(state.heroes)) == (3, "day", 2)
    assert sample_game(pack, seed=5, day=3, heroes=2) == state


@pytest.mark.parametrize("day", ["0", "26"])
def test_a_day_outside_the_game_is_refused_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], day: str
) -> None:
    out = tmp_path / "map.png"
    assert main(["render", "map", "--seed", "5", "--day", day, "--out", str(out)]) == 2
    assert "1 to 25" in capsys.readouterr().err
    assert not out.exists()


def test_an_unwritable_file_is_an_error_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing-folder" / "map.png"
    assert main(["render", "map", "--seed", "5", "--out", str(out)]) == 1
    assert "cannot write" in capsys.readouterr().err
