"""Text laid out for a terminal of a given width: lines wrapped at word boundaries, their
continuation indented under the text they continue, and widths counted in the columns a
terminal draws (an emoji takes two)."""

import re
import shutil
import unicodedata

# Where a line's text starts: its indent, then a bullet or an option's number if it has one
# ("  • ", "  3. "). Its continuation lines are indented to there, and two columns more when
# the line has no bullet, so they read as the same item.
_LEAD = re.compile(r"( *)((?:[•✔✘▸-]|[0-9]+\.) )?")
CONTINUATION = 2
# What separates the parts of a line, and the punctuation French puts after a space: a
# line is cut after one, not before.
SEPARATORS = frozenset({"·", "—", "→", "=", "+", "|", ":", ";", "!", "?", "»"})
# Narrower than this, indenting continuation lines would leave them no room.
NARROWEST = 20


def terminal_width() -> int:
    """The columns of the terminal the console writes to (`$COLUMNS` first, 80 when it is
    not a terminal)."""
    return max(NARROWEST, shutil.get_terminal_size().columns)


def display_width(text: str) -> int:
    """The columns `text` takes on a terminal: two for a wide character, none for a
    combining one."""
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF"
               else 1 for c in text)


def wrap_line(line: str, width: int) -> list[str]:
    """One line cut at spaces into lines of at most `width` columns; a word longer than a
    whole line is cut where it must be."""
    if display_width(line) <= width:
        return [line]
    lead = _LEAD.match(line)
    assert lead is not None  # the pattern matches the empty string
    indent, bullet = lead.group(1), lead.group(2) or ""
    hanging = " " * min(len(indent) + (len(bullet) or CONTINUATION), width // 2)
    lines: list[str] = []
    current, bare = line[: lead.end()], True  # bare: nothing after the indent yet
    for word in _words(line[lead.end():]):
        joined = current + word if bare else f"{current} {word}"
        if display_width(joined) <= width:
            current, bare = joined, False
            continue
        if not bare:
            lines.append(current)
            current = hanging
        for piece in _pieces(word, width - display_width(current)):
            if display_width(current + piece) > width:
                lines.append(current)
                current = hanging
            current += piece
        bare = False
    if not bare:
        lines.append(current)
    return lines


def _words(text: str) -> list[str]:
    """The words of `text`, a separator kept with the word before it, so that no line
    starts with one. Words are parted by spaces alone: a non-breaking space, as French puts
    before its colon, binds."""
    words: list[str] = []
    for word in (w for w in text.split(" ") if w):
        if word in SEPARATORS and words:
            words[-1] += f" {word}"
        else:
            words.append(word)
    return words


def _pieces(word: str, room: int) -> list[str]:
    """A word in pieces of at most `room` columns."""
    pieces, piece = [], ""
    for char in word:
        if piece and display_width(piece + char) > room:
            pieces.append(piece)
            piece = ""
        piece += char
    return [*pieces, piece]


def wrap_text(text: str, width: int) -> str:
    """Every line of `text` wrapped to `width` columns."""
    return "\n".join(wrapped for line in text.split("\n") for wrapped in wrap_line(line, width))
