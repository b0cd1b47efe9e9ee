"""Finds the Region and Encounter names a French line puts in a sentence without the article
or the contraction French needs: "de Carrefour du Gibet" for "du Carrefour du Gibet", "à Mine
de Creusefond" for "à la Mine de Creusefond", "de Les Pierres qui Pleurent" for "des Pierres
qui Pleurent". `python -m kilforth render events --bare` counts them over whole games.

A name that takes an article ("definite") reads well after one (le, la, l', les, du, des, au,
aux, de la, de l', à la, à l') or as a label: after a colon, an opening bracket or a «. A name
with its own article ("Les Pierres qui Pleurent") must not follow a bare "de" or "à". A
proper name ("Lanternebourg") is never bare.
"""

import re
from collections.abc import Mapping

from kilforth.i18n.names import Grammar

_ARTICLED = re.compile(r"(?:(?<!\w)(?:le|la|les|du|des|au|aux)\s|(?<!\w)l['’]|[:(«]\s?)$",
                       re.IGNORECASE)
_UNCONTRACTED = re.compile(r"(?<!\w)(?:de|à)\s$", re.IGNORECASE)


def bare_names(line: str, names: Mapping[str, Grammar]) -> list[str]:
    """The names of `names` (French name: its grammar) that `line` uses without the article
    or contraction they need, in the order the line says them. A longer name is found before
    a shorter one it holds ("Bailli de Blémare" before "Blémare")."""
    taken = [False] * len(line)
    bare: list[tuple[int, str]] = []
    for name in sorted(names, key=len, reverse=True):
        grammar = names[name]
        for found in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", line):
            start, end = found.span()
            if any(taken[start:end]):
                continue
            taken[start:end] = [True] * (end - start)
            before = line[:start]
            if (grammar.article == "definite" and not _ARTICLED.search(before)) or \
                    (grammar.article == "own" and _UNCONTRACTED.search(before)):
                bare.append((start, name))
    return [name for _, name in sorted(bare)]
