"""`python -m kilforth content check [PATH]` (DESIGN.md §2, §4), run as a real process."""

import shutil
import subprocess
import sys
from pathlib import Path

from kilforth.content.pack import BASE_PACK_DIR

REPO = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kilforth", *args],
        cwd=REPO, capture_output=True, text=True, timeout=60, check=False,
    )


def test_check_of_the_base_pack_exits_0_and_prints_counts() -> None:
    done = run("content", "check")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "content pack 'base': OK" in out
    for line in ("races        10", "classes      12", "talents      32", "regions      25", "night        25"):
        assert line in out
    assert "plains 15" in out and "mountains 15" in out
    assert "ally 20" in out and "item 20" in out
    assert "warning" not in done.stderr  # every Chapter keyword is carried by five cards or more


def test_check_warns_about_a_chapter_keyword_fewer_than_five_cards_carry(tmp_path: Path) -> None:
    """Still a playable pack (exit 0), but a Saga needing 'mount' would often stall."""
    pack = shutil.copytree(BASE_PACK_DIR, tmp_path / "thin-pack")
    path = pack / "rewards" / "titles.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('id = "title-fen-strider"')
    path.write_text(text[:start] + text[start:].replace('unique = "mount"', 'unique = "rank"', 1), encoding="utf-8")
    done = run("content", "check", str(pack))
    assert done.returncode == 0, done.stderr
    assert "warning: 'mount'" in done.stderr and "only 4 card(s)" in done.stderr


def test_check_of_an_explicit_pack_path_exits_0(tmp_path: Path) -> None:
    pack = shutil.copytree(BASE_PACK_DIR, tmp_path / "my-pack")
    done = run("content", "check", str(pack))
    assert done.returncode == 0, done.stderr
    assert "content pack 'my-pack': OK" in done.stdout


def _break(pack: Path, file: str, old: str, new: str) -> None:
    path = pack / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_check_of_a_broken_card_exits_1_naming_file_card_and_field(tmp_path: Path) -> None:
    pack = shutil.copytree(BASE_PACK_DIR, tmp_path / "broken")
    _break(pack, "rewards/spells.toml", "study_lock = 2", "study_lock = 0")
    done = run("content", "check", str(pack))
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.startswith(
        f"error: {Path('rewards/spells.toml')} · card 'spell-ember-dart' · field 'study_lock': "
    )


# Checks R-KW-2.
def test_check_of_a_wrong_unique_keyword_exits_1_R_KW_2(tmp_path: Path) -> None:
    pack = shutil.copytree(BASE_PACK_DIR, tmp_path / "broken")
    _break(pack, "rewards/items.toml", 'unique = "jewel"', 'unique = "mount"')
    done = run("content", "check", str(pack))
    assert done.returncode == 1
    assert done.stderr.startswith(f"error: {Path('rewards/items.toml')} · card 'item-saltqueen-ring'")
    assert "unique keyword 'mount' is not one of the item unique keywords" in done.stderr


def test_check_of_a_pack_failing_a_whole_pack_check_exits_1(tmp_path: Path) -> None:
    """R-ACT-FEAT-4: a Chapter keyword no card carries is reported with the Saga and field."""
    pack = shutil.copytree(BASE_PACK_DIR, tmp_path / "broken")
    _break(pack, "sagas.toml", 'keywords = ["villager"], small_party', 'keywords = ["unicorn"], small_party')
    done = run("content", "check", str(pack))
    assert done.returncode == 1
    assert done.stderr.startswith(
        "error: sagas.toml · card 'save-the-villagers' · field 'chapters.0.keywords': "
        "Chapter 1 requires 'unicorn'"
    )


def test_check_of_a_missing_folder_exits_1(tmp_path: Path) -> None:
    done = run("content", "check", str(tmp_path / "nowhere"))
    assert done.returncode == 1
    assert "no such content pack folder" in done.stderr


def test_no_subcommand_is_a_usage_error() -> None:
    done = run()
    assert done.returncode == 2
    assert "COMMAND" in done.stderr


def test_show_prints_named_cards_in_full_by_name_or_id() -> None:
    done = run("content", "show", "hoard of the wyrm", "ally-kell-ember-adept")
    assert done.returncode == 0, done.stderr
    assert "Hoard of the Wyrm — Plot of The Ash Wyrm" in done.stdout
    assert "Strengthens its Ancient: The Foe gets Health +1." in done.stdout
    assert "Kell, Ember Adept — Ally — Arcane" in done.stdout


def test_show_all_prints_every_card_and_an_unknown_card_exits_1() -> None:
    every = run("content", "show", "--all")
    assert every.returncode == 0, every.stderr
    assert every.stdout.count(" — ") >= 250
    unknown = run("content", "show", "atlantis")
    assert unknown.returncode == 1
    assert "no card 'atlantis'" in unknown.stderr
