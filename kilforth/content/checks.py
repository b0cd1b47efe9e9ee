"""Whole-pack checks: cross-references between cards and the structure the rules need.

Each check raises `PackError` naming the family file, the card and the field at fault.
"""

from kilforth.content.pack import Pack, PackError
from kilforth.content.vocabulary import TERRAINS


def _refs(pack: Pack) -> None:
    regions = pack.regions
    for r in pack.rewards.values():
        if r.region not in regions:
            raise PackError("reward", r.id, "region", f"no region '{r.region}'")
    for n in pack.night.values():
        if n.region not in regions:
            raise PackError("night", n.id, "region", f"no region '{n.region}'")
    for a in pack.ancients.values():
        if a.region not in regions:
            raise PackError("ancient", a.id, "region", f"no region '{a.region}'")
        if regions[a.region].city:
            raise PackError("ancient", a.id, "region", "an Ancient cannot appear in the City (R-CITY-1)")
    for p in pack.plots.values():
        if p.ancient not in pack.ancients:
            raise PackError("plot", p.id, "ancient", f"no ancient '{p.ancient}'")
    for s in pack.sagas.values():
        if s.finale.region not in regions:
            raise PackError("saga", s.id, "finale.region", f"no region '{s.finale.region}'")
        if s.suggested_class is not None and s.suggested_class not in pack.classes:
            raise PackError("saga", s.id, "suggested_class", f"no class '{s.suggested_class}'")


def _map(pack: Pack) -> None:
    cities = [r for r in pack.regions.values() if r.city]
    if len(cities) != 1:
        raise PackError("region", None, "city", f"a pack has exactly one City, found {len(cities)}")
    if len(pack.regions) != 25:
        raise PackError("region", None, None, f"the Map needs 25 Regions (R-COMP-1), found {len(pack.regions)}")
    symbols: dict[str, list[str]] = {}
    for r in pack.regions.values():
        if r.shortcut:
            symbols.setdefault(r.shortcut, []).append(r.id)
    for sym, ids in symbols.items():
        if len(ids) < 2:
            raise PackError("region", ids[0], "shortcut", f"shortcut symbol '{sym}' links to no other Region")
    for t in TERRAINS:
        if not any(e.terrain == t for e in pack.encounters.values()) and any(
            r.terrain == t for r in pack.regions.values()
        ):
            raise PackError("encounter", None, "terrain", f"no Encounter deck for terrain '{t}'")


def _hero_cards(pack: Pack) -> None:
    for c in pack.classes.values():
        for t in c.talent_types:
            levels = {tal.level for tal in pack.talents.values() if tal.type == t}
            if levels != {1, 2, 3, 4}:
                raise PackError("class", c.id, "talent_types", f"talent type '{t}' lacks levels {sorted({1, 2, 3, 4} - levels)}")


def check_pack(pack: Pack) -> None:
    """Raise PackError on the first problem; return quietly for a playable pack."""
    _refs(pack)
    _map(pack)
    _hero_cards(pack)
