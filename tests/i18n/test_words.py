"""A pack's card names and flavour in French (issue 19): `lang/fr.toml`, keyed by card id,
and `content check --lang fr`, which reports every card without them."""

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kilforth.content.pack import BASE_PACK_DIR, PackError, load_pack, read_pack
from kilforth.i18n.words import missing_words, read_words, words_file
from tests.content.test_content_cli import run


def test_every_card_of_the_base_pack_has_its_french_words() -> None:
    assert missing_words(load_pack(), read_words(BASE_PACK_DIR, "fr"), "fr") == []


def test_the_french_words_are_french_not_the_english_ones_copied() -> None:
    pack, words = load_pack(), read_words(BASE_PACK_DIR, "fr")
    # A few cards whose names are the same word in both languages (Orc, Vampire) are fine;
    # a file of copied names is not.
    same = [card for card, name in pack.names.items() if words[card].name == name]
    assert len(same) <= 8, same
    assert words["weeping-stones"].name == "Les Pierres qui Pleurent"


def test_the_language_files_are_not_read_as_cards() -> None:
    assert words_file(BASE_PACK_DIR, "fr").is_file()
    assert "fr.toml" not in "".join(load_pack().files.values())


def test_check_lang_fr_passes_on_the_base_pack() -> None:
    done = run("content", "check", "--lang", "fr")
    assert done.returncode == 0, done.stderr
    assert "content pack 'base': OK" in done.stdout


def _copy(tmp_path: Path) -> Path:
    return shutil.copytree(BASE_PACK_DIR, tmp_path / "pack")


def test_check_lang_fr_names_each_card_without_a_french_name_and_exits_1(tmp_path: Path) -> None:
    pack = _copy(tmp_path)
    path = words_file(pack, "fr")
    text = path.read_text(encoding="utf-8")
    cut = text.index("[hermit-of-the-oaks]")
    end = text.index("[elven-warden]")
    path.write_text(text[:cut] + text[end:], encoding="utf-8")
    done = run("content", "check", str(pack), "--lang", "fr")
    assert done.returncode == 1
    assert "card 'hermit-of-the-oaks' has no name in 'fr'" in done.stderr
    assert "1 card(s) to put into 'fr'" in done.stderr


def test_an_unknown_card_id_and_a_missing_flavour_and_finale_are_reported(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    words = dict(read_words(folder, "fr"))
    words["no-such-card"] = words["elf"]
    words["elf"] = words["elf"].model_copy(update={"flavour": None})
    words["hold-the-border"] = words["hold-the-border"].model_copy(update={"finale": None})
    words["orc"] = words["orc"].model_copy(update={"finale": "Final d'un Orc"})
    problems = missing_words(read_pack(folder), words, "fr")
    assert problems == [
        "card 'elf' has flavour, but none in 'fr'",
        "card 'orc' is not a Saga; remove its Finale name",
        "Saga 'hold-the-border' has no Finale name in 'fr'",
        "'no-such-card' is no card of pack 'pack'; fix or remove it",
    ]


def test_a_pack_without_a_french_file_lacks_every_name(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    words_file(folder, "fr").unlink()
    pack = read_pack(folder)
    capabilities = sum(len(a.capabilities) for a in pack.ancients.values())
    assert len(missing_words(pack, read_words(folder, "fr"), "fr")) == len(pack.names) + capabilities


@pytest.mark.parametrize(
    ("text", "card", "field"),
    [
        ('[elf]\nnom = "Elfe"\n', "elf", "name"),
        ('[elf]\nname = "Elfe"\ncolour = "vert"\n', "elf", "colour"),
        ('[elf]\nname = ""\n', "elf", "name"),
    ],
)
def test_a_wrong_field_is_refused_naming_the_card_and_field(
    tmp_path: Path, text: str, card: str, field: str
) -> None:
    words_file(tmp_path, "fr").parent.mkdir()
    words_file(tmp_path, "fr").write_text(text, encoding="utf-8")
    with pytest.raises(PackError) as caught:
        read_words(tmp_path, "fr")
    assert (caught.value.file, caught.value.card, caught.value.field) == ("lang/fr.toml", card, field)


# Files on disk: the time per example depends on the machine's load, not on the code.
@settings(deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_any_file_is_words_or_a_pack_error(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        words_file(folder, "fr").parent.mkdir()
        words_file(folder, "fr").write_bytes(content)
        try:
            words = read_words(folder, "fr")
        except PackError as exc:
            assert exc.file == "lang/fr.toml"
        else:
            assert all(w.name for w in words.values())
