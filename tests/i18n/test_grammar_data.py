"""Issue 36: each French name carries its grammar (gender, number, article, elision) and a
Race or Class its feminine form; `content check --lang fr` refuses a name without them."""

from pathlib import Path

from kilforth.content.pack import BASE_PACK_DIR, load_pack
from kilforth.i18n.names import Grammar
from kilforth.i18n.words import missing_words, read_words, words_file
from tests.content.test_content_cli import run
from tests.i18n.test_words import _copy


def test_the_base_pack_s_names_know_their_grammar() -> None:
    words = read_words(BASE_PACK_DIR, "fr")
    assert words["deepdelve-mine"].grammar == Grammar(
        gender="feminine", number="singular", article="definite", elision=False)
    assert words["cinder-flats"].grammar == Grammar(
        gender="feminine", number="plural", article="definite", elision=False)
    assert words["sunken-abbey"].grammar == Grammar(
        gender="feminine", number="singular", article="definite", elision=True)
    assert words["lanternholm"].grammar == Grammar(
        gender="masculine", number="singular", article="none", elision=False)
    assert words["weeping-stones"].grammar == Grammar(
        gender="feminine", number="plural", article="own", elision=False)
    assert words["dark-elf"].feminine == "Elfe Noire"
    assert words["sorcerer"].feminine == "Sorcière"


def _without(folder: Path, line: str) -> None:
    path = words_file(folder, "fr")
    text = path.read_text(encoding="utf-8")
    assert line in text
    path.write_text(text.replace(line, "", 1), encoding="utf-8")


def test_check_lang_fr_refuses_a_name_without_its_grammar(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _without(folder, 'name = "Mine de Creusefond"\ngrammar = { gender = "feminine", number = '
             '"singular", article = "definite", elision = false }\n')
    path = words_file(folder, "fr")
    path.write_text(path.read_text(encoding="utf-8").replace(
        "[deepdelve-mine]\n", '[deepdelve-mine]\nname = "Mine de Creusefond"\n'), encoding="utf-8")
    done = run("content", "check", str(folder), "--lang", "fr")
    assert done.returncode == 1
    assert ("card 'deepdelve-mine': the name 'Mine de Creusefond' has no grammar in 'fr' "
            "(gender, number, article, elision)") in done.stderr


def test_check_lang_fr_refuses_a_race_without_its_feminine(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _without(folder, 'feminine = "Elfe Noire"\n')
    done = run("content", "check", str(folder), "--lang", "fr")
    assert done.returncode == 1
    assert "card 'dark-elf' is a Race or Class: give its feminine form in 'fr'" in done.stderr


def test_a_grammar_with_a_wrong_value_is_refused_by_name(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    path = words_file(folder, "fr")
    path.write_text(path.read_text(encoding="utf-8").replace(
        'name = "Mine de Creusefond"\ngrammar = { gender = "feminine"',
        'name = "Mine de Creusefond"\ngrammar = { gender = "feminin"'), encoding="utf-8")
    done = run("content", "check", str(folder), "--lang", "fr")
    assert done.returncode == 1
    assert "deepdelve-mine" in done.stderr and "grammar.gender" in done.stderr


def test_a_feminine_form_on_a_card_that_is_no_race_nor_class_is_refused() -> None:
    pack = load_pack()
    words = dict(read_words(BASE_PACK_DIR, "fr"))
    words["deepdelve-mine"] = words["deepdelve-mine"].model_copy(update={"feminine": "Minette"})
    assert missing_words(pack, words, "fr") == [
        "card 'deepdelve-mine' is no Race or Class; remove its feminine form"]
