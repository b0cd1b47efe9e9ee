"""Hostile or damaged pack files (issue 14, point 4): whatever a file holds, the loader
refuses it with a PackError naming the file, never a raw exception."""

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kilforth.content.checks import check_pack
from kilforth.content.pack import PackError, read_pack

from .support import WritePack
from .test_content_loading import VALID


def test_a_folder_named_like_a_pack_file_is_refused_with_its_name(tmp_path: Path) -> None:
    (tmp_path / "x.toml").mkdir()
    with pytest.raises(PackError) as caught:
        read_pack(tmp_path)
    assert caught.value.file == "x.toml"
    assert "cannot be read" in caught.value.problem


def test_a_file_that_is_not_utf8_is_refused_with_its_name(tmp_path: Path) -> None:
    (tmp_path / "ok.toml").write_text(VALID["region"], encoding="utf-8")
    (tmp_path / "latin.toml").write_bytes(b'[[region]]\nid = "caf\xe9"\n')
    with pytest.raises(PackError) as caught:
        read_pack(tmp_path)
    assert caught.value.file == "latin.toml"
    assert "UTF-8" in caught.value.problem


@pytest.mark.parametrize("nesting", ["a = " + "[" * 5000 + "]" * 5000,
                                     "[[race]]\nid = " + "[" * 5000 + "1" + "]" * 5000])
def test_deeply_nested_toml_is_refused_with_its_name(write_pack: WritePack, nesting: str
                                                      ) -> None:
    folder = write_pack({"deep.toml": nesting})
    with pytest.raises(PackError) as caught:
        read_pack(folder)
    assert caught.value.file == "deep.toml"
    assert "nest too deeply" in caught.value.problem


# Pieces a hostile file is built from: valid cards, TOML syntax, deep brackets, odd text.
_PIECES = st.one_of(
    st.sampled_from(list(VALID.values())),
    st.sampled_from(["[[race]]\n", "[race]\n", "id = ", '"x"', "[", "]", "{", "}", "=", "\n",
                     "1e999", "0x", '"""', "\\", "[[region.abilities]]\n", "attributes = "]),
    st.integers(1, 3000).map(lambda n: "[" * n),
    st.text(max_size=20),
)
_FILE = st.one_of(st.lists(_PIECES, max_size=12).map(lambda parts: "".join(parts).encode()),
                  st.binary(max_size=200))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files=st.dictionaries(st.sampled_from(["a.toml", "b.toml", "sub/c.toml"]), _FILE,
                             min_size=1, max_size=3))
def test_hostile_pack_files_give_only_pack_errors(files: dict[str, bytes]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, data in files.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(data)
        try:
            check_pack(read_pack(folder))
        except PackError as exc:
            assert exc.file
