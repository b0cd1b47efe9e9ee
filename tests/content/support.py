"""Helpers shared by the content tests."""

from collections.abc import Callable
from pathlib import Path

# The `write_pack` fixture: {relative file name: TOML text} -> the written pack folder.
WritePack = Callable[[dict[str, str]], Path]
