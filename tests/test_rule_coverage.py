"""A test for every rule: the share of RULES.md's rule ids (docs/rule_ids.txt) that some test
cites in a docstring or comment. `pytest -s tests/test_rule_coverage.py` prints
the ids nobody cites yet."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
TARGET = 0.95

# Rules no test can check, each with the reason. They are left out of the count of cited
# ids, and this file is not searched for citations.
UNTESTABLE: dict[str, str] = {
    "R-SETUP-6": "returning unused Race, Class, Talent and Saga cards to the box is physical "
                 "tidying; the engine never deals them",
    "R-REF-2": "a definition for card texts (weakest and strongest hero); no effect of the "
               "vocabulary names either yet, so nothing in the engine applies it",
}


def rule_ids() -> list[str]:
    lines = (ROOT / "docs" / "rule_ids.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def cited_ids(ids: list[str]) -> set[str]:
    """Ids written as RULES.md writes them, with hyphens, in a docstring or a comment: the
    spelling anyone can search for (a test whose name carries an id says it in a comment)."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(TESTS.rglob("*.py"))
                     if p.resolve() != Path(__file__).resolve())
    return {rule for rule in ids
            if re.search(rf"(?<![A-Za-z0-9]){re.escape(rule)}(?![0-9])", text)}


def test_the_untestable_rules_are_real_rule_ids() -> None:
    assert set(UNTESTABLE) <= set(rule_ids())


def test_at_least_95_percent_of_the_rules_are_cited_by_a_test() -> None:
    ids = rule_ids()
    cited = cited_ids(ids)
    uncited = [r for r in ids if r not in cited and r not in UNTESTABLE]
    share = len(cited) / len(ids)
    print(f"\n{len(cited)} of {len(ids)} rule ids cited ({share:.1%}); untestable: {len(UNTESTABLE)}; "
          f"uncited: {' '.join(uncited) or 'none'}")
    assert share >= TARGET, f"only {share:.1%} of rule ids are cited; uncited: {' '.join(uncited)}"
