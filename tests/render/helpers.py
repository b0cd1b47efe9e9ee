"""Building blocks for the picture's tests: a four-hero game on the rules tests' frozen pack,
Regions set up by hand, and boxes compared."""

from kilforth.content.vocabulary import EncounterType
from kilforth.render.picture.layout import Box
from kilforth.state import GameState, RegionState
from tests.rules.helpers import PACK, start


def four_heroes() -> GameState:
    return start(heroes=4)


def encounter_of(kind: EncounterType) -> str:
    """An Encounter card of the pack of this type that is placed on the Map (not an Event)."""
    return next(
        card.id for card in PACK.encounters.values() if card.type == kind and not card.is_event
    )


def with_region(state: GameState, region: str, **changes: object) -> GameState:
    """A copy of `state` whose `region` has these changes."""
    copy = state.model_copy(deep=True)
    copy.regions[region] = copy.regions[region].model_copy(update=changes)
    assert isinstance(copy.regions[region], RegionState)
    return copy


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(inner: Box, outer: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )
