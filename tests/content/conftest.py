"""Fixtures for content-pack tests: tiny packs written into tmp_path, and the base pack."""

from pathlib import Path

import pytest

from kilforth.content.pack import Pack, load_pack

from .support import WritePack


@pytest.fixture
def write_pack(tmp_path: Path) -> WritePack:
    """Write {relative file name: TOML text} into a fresh pack folder and return it."""

    def write(files: dict[str, str]) -> Path:
        folder = tmp_path / "pack"
        for name, text in files.items():
            path = folder / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return folder

    return write


@pytest.fixture(scope="session")
def base_pack() -> Pack:
    return load_pack()
