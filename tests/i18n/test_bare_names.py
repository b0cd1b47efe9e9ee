"""Issue 36: the measure of French lines that put a Region or Encounter name in a sentence
without its article (`kilforth.i18n.articles`, `render events --bare`)."""

import pytest

from kilforth.__main__ import main
from kilforth.i18n.articles import bare_names
from kilforth.i18n.names import Grammar

MINE = Grammar(gender="feminine", number="singular", article="definite", elision=False)
CROSSING = Grammar(gender="masculine", number="singular", article="definite", elision=False)
STONES = Grammar(gender="feminine", number="plural", article="own", elision=False)
PROPER = Grammar(gender="feminine", number="singular", article="none", elision=False)
NAMES = {"Mine de Creusefond": MINE, "Carrefour du Gibet": CROSSING,
         "Les Pierres qui Pleurent": STONES, "Blémare": PROPER, "Bailli de Blémare": CROSSING}


@pytest.mark.parametrize(("line", "bare"), [
    ("Héros 1 se déplace de Carrefour du Gibet à Mine de Creusefond.",
     ["Carrefour du Gibet", "Mine de Creusefond"]),
    ("Héros 1 se déplace du Carrefour du Gibet à la Mine de Creusefond.", []),
    ("✦ Nouvelle Rencontre à la Mine de Creusefond : Bailli de Blémare.", []),
    ("✔ Héros 2 vainc Bailli de Blémare.", ["Bailli de Blémare"]),
    ("Le Carrefour du Gibet (Mine de Creusefond) ; l'Ombre au Carrefour du Gibet.", []),
    ("Héros 1 part de Les Pierres qui Pleurent vers Blémare.", ["Les Pierres qui Pleurent"]),
    ("Héros 1 part des Pierres qui Pleurent à Blémare.", []),
])
def test_bare_names_finds_each_name_lacking_its_article(line: str, bare: list[str]) -> None:
    assert bare_names(line, NAMES) == bare


def test_render_events_bare_counts_the_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["render", "events", "--games", "1", "--seed", "3", "--lang", "fr", "--bare"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith(f"{len(out) - 1} of ")
    assert out[-1].endswith("event lines in 1 game(s) (seeds 3–3) name a Region or Encounter "
                            "without its article")


def test_render_events_prints_the_lines_with_the_heroes_named_in_the_language(
    capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["render", "events", "--games", "1", "--seed", "3", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Héros 1" in out and "Hero 1" not in out


def test_render_events_bare_is_refused_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["render", "events", "--games", "1", "--bare"]) == 2
    assert "--bare reads the names' grammar, which 'en' names do not carry" in capsys.readouterr().err
