"""French typography in every French message (issue 36's read-through, docs/french.md): a
non-breaking space before a colon and a percent sign and inside the guillemets, a narrow one before a semicolon,
an exclamation or a question mark, so that no line of a narrow screen starts with the mark;
guillemets rather than straight quotes. A placeable counts as a word: '{ $card }' then a
non-breaking space and a colon is right; a colon straight after it, or an ordinary space, is
not."""

import re
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from kilforth.i18n import catalogue_files

# A placeable stands for a word in the text checked.
WORD = "\x00"
RULES = {
    "no non-breaking space before :": re.compile(rf"(?<!\u00a0):(?=\s|$|{WORD})"),
    "no narrow non-breaking space before ; ! ?": re.compile(
        rf"(?<!\u202f)[;!?](?=\s|$|{WORD})"),
    "no non-breaking space before %": re.compile(rf"(?<!\u00a0)%(?=\s|$|{WORD}|[.,;)])"),
    "no non-breaking space after «": re.compile(r"«(?!\u00a0)"),
    "no non-breaking space before »": re.compile(r"(?<!\u00a0)»"),
    "straight double quotes": re.compile(r"\""),
    "straight single quotes": re.compile(r"(?:^|\s)'|'(?=\s|$|[.,;:)])"),
}
# Marks that are no punctuation: the map's "A!" for an Ancient, and "»" opening a
# companion's line as it does in English.
ALLOWED = {("board-ancient-mark", "A!"), ("board-legend", "A!"), ("companions-did", "»"),
           ("companions-chose", "»")}


def _text(pattern: ftl.Pattern) -> str:
    """A message's words, each variant of a selector in turn, placeables as WORD."""
    parts: list[str] = []
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            parts.append(element.value)
        elif isinstance(element.expression, ftl.SelectExpression):
            parts += ["\n" + _text(variant.value) for variant in element.expression.variants]
        elif isinstance(element.expression, ftl.StringLiteral):
            parts.append(element.expression.parse()["value"])
        else:
            parts.append(WORD)
    return "".join(parts)


def faults(path: Path) -> list[str]:
    found = []
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(entry, ftl.Message | ftl.Term) or entry.value is None:
            continue
        text = _text(entry.value)
        for rule, pattern in RULES.items():
            for hit in pattern.finditer(text):
                around = text[max(0, hit.start() - 2):hit.end() + 1]
                if not any(entry.id.name == key and mark in around for key, mark in ALLOWED):
                    found.append(f"{path.name} {entry.id.name}: {rule}: …{around!r}…")
    return found


def test_every_french_message_follows_french_typography() -> None:
    assert [fault for path in catalogue_files("fr") for fault in faults(path)] == []


def test_the_check_finds_each_fault_it_names(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.ftl"
    wrong.write_text('a = Or: 2\nb = { $card }; puis\nc = «Bonjour»\nd = "x" et \'y\'\n'
                     "e = Vraiment ?\nf = l'Ombre, aujourd'hui\n"
                     "g = Vraiment\u202f? « Oui\u00a0» : { $card }\u00a0: 2\n", encoding="utf-8")
    assert [fault.split(": …")[0] for fault in faults(wrong)] == [
        "wrong.ftl a: no non-breaking space before :",
        "wrong.ftl b: no narrow non-breaking space before ; ! ?",
        "wrong.ftl c: no non-breaking space after «", "wrong.ftl c: no non-breaking space before »",
        "wrong.ftl d: straight double quotes", "wrong.ftl d: straight double quotes",
        "wrong.ftl d: straight single quotes", "wrong.ftl d: straight single quotes",
        "wrong.ftl e: no narrow non-breaking space before ; ! ?",
        "wrong.ftl g: no non-breaking space before :", "wrong.ftl g: no non-breaking space after «",
    ]
