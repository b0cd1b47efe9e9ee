"""The console's `card <name>`: the same card renderer as Discord's `/card`, scoped to what
the player may see (kilforth.visibility)."""

import asyncio
import io
from pathlib import Path

from kilforth.console import Io, Settings, play
from kilforth.content.pack import load_pack
from kilforth.render.cards import card_sheet, sheet_text


def test_card_prints_a_visible_card_in_full_and_refuses_one_out_of_sight(tmp_path: Path) -> None:
    out = io.StringIO()
    settings = Settings(db=str(tmp_path / "kilforth.sqlite3"), seed=5)  # type: ignore[call-arg]
    hidden = next(r for r in load_pack().rewards.values() if r.type == "spell")
    lines = ["1", "1", "card HUMAN", f"card {hidden.name}", "card", "card warr", "card s"]
    assert asyncio.run(play(settings, Io.script(lines, out))) == 0
    said = out.getvalue()
    assert sheet_text(card_sheet(load_pack(), "human")) in said
    # A card is named as anywhere at the console: by the beginning of its name or a word.
    assert sheet_text(card_sheet(load_pack(), "warrior")) in said
    assert "✖ 's' could be " in said
    assert f"✖ There is no card '{hidden.name}' you can see" in said
    assert "✖ Name a card: card <name>." in said
