"""The game's own random source: a serialisable SplitMix64 generator.

All randomness in a game comes from here, so a game replays exactly from its state. Tests
and the console script die faces with `scripted`, which are used before the generator.
"""

from collections.abc import MutableSequence
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field

_MASK = (1 << 64) - 1
T = TypeVar("T")


class RandomSource(BaseModel):
    model_config = ConfigDict(extra="forbid")

    state: int = Field(ge=0, le=_MASK)
    scripted: list[int] = []

    @classmethod
    def from_seed(cls, seed: int) -> "RandomSource":
        return cls(state=seed & _MASK)

    def next64(self) -> int:
        z = (self.__dict__["state"] + 0x9E3779B97F4A7C15) & _MASK
        # Straight into the field: every die and shuffle comes here, and pydantic's
        # assignment costs more than the arithmetic.
        self.__dict__["state"] = z
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def d6(self) -> int:
        if self.scripted:
            return self.scripted.pop(0)
        return self.below(6) + 1

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]
