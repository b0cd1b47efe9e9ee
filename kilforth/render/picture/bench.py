"""`python -m kilforth bench render`: how long the map picture takes, and how big it is.

Mid-game states of seeded four-hero cooperative games, played by the heuristic players up
to Day 13, are each drawn `rounds` times after one untimed drawing (the first one loads the
fonts and fills the text cache, as the bot's first picture does). Each sample is `map_png`
whole: the layout, the painting, the palette reduction and the PNG encoding. The floor,
measured in the same run, is encoding a blank canvas of the same size as PNG at the same
setting, so that figures from a busy or a slow machine still compare. The targets: median
at most 40 ms and every picture at most 250 KB.
"""

import io
import statistics
import time
from dataclasses import dataclass

from PIL import Image

from kilforth.content.pack import load_pack
from kilforth.render.picture import draw, map_png
from kilforth.render.picture.layout import map_layout
from kilforth.sim.sample import sample_game

TARGET_MEDIAN_MS = 40.0
TARGET_BYTES = 250_000
MID_GAME = 13


@dataclass(frozen=True)
class RenderBench:
    states: int
    ms: list[float]
    cpu_ms: list[float]  # this process's processor time: less swayed by other processes
    floor_ms: list[float]
    sizes: list[int]
    width: int
    height: int

    @property
    def median(self) -> float:
        return statistics.median(self.ms)

    @property
    def p99(self) -> float:
        if len(self.ms) < 2:  # quantiles needs two samples; one is its own p99
            return self.ms[0]
        return statistics.quantiles(self.ms, n=100, method="inclusive")[98]

    @property
    def floor(self) -> float:
        return statistics.median(self.floor_ms)

    def report(self) -> str:
        met = self.median <= TARGET_MEDIAN_MS and max(self.sizes) <= TARGET_BYTES
        return "\n".join(
            [
                f"render: the map picture of {self.states} four-hero "
                f"game{'s' if self.states != 1 else ''} at Day {MID_GAME}, "
                f"{len(self.ms)} pictures of {self.width}x{self.height} px",
                f"  map_png          {self.median:>8.1f} ms median  {self.p99:>8.1f} ms p99  "
                f"({self.median / self.floor:.1f}x the floor)",
                f"  map_png CPU      {statistics.median(self.cpu_ms):>8.1f} ms median  "
                "(processor time: what a busy machine adds to the above is waiting)",
                f"  floor            {self.floor:>8.1f} ms median  "
                "(a blank canvas of the same size encoded as PNG)",
                f"  PNG size         {statistics.median(self.sizes) / 1000:>8.1f} KB median  "
                f"{max(self.sizes) / 1000:>8.1f} KB largest",
                f"target (median <= {TARGET_MEDIAN_MS:.0f} ms, PNG <= {TARGET_BYTES // 1000} KB): "
                + ("met" if met else "MISSED"),
            ]
        )


def _blank_png(width: int, height: int) -> None:
    Image.new("RGB", (width, height)).save(
        io.BytesIO(), format="PNG", compress_level=draw.COMPRESS_LEVEL
    )


def bench_render(games: int = 8, rounds: int = 10, seed: int = 0) -> RenderBench:
    pack = load_pack()
    states = [sample_game(pack, seed=s, day=MID_GAME, heroes=4) for s in range(seed, seed + games)]
    layout = map_layout(states[0], pack)
    ms: list[float] = []
    cpu: list[float] = []
    floor: list[float] = []
    sizes: list[int] = []
    for state in states:
        sizes.append(len(map_png(state, pack)))
        for _ in range(rounds):
            start, start_cpu = time.perf_counter(), time.process_time()
            map_png(state, pack)
            ms.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            start = time.perf_counter()
            _blank_png(layout.width, layout.height)
            floor.append((time.perf_counter() - start) * 1000)
    return RenderBench(games, ms, cpu, floor, sizes, layout.width, layout.height)
