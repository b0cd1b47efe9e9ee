"""/kilforth-admin import through Discord (issue 14, point 2): a forged file is refused with
the replay's reason, and a file far larger than an export is refused before it is even
downloaded. Nothing is stored either way."""

import json

from harness import Harness
from test_admin import exported, private_text, running

from kilforth.store.transfer import MAX_IMPORT_BYTES


async def test_a_forged_export_is_refused_with_the_replays_reason(harness: Harness) -> None:
    mod = harness.user("mod", moderator=True)
    await running(harness, [harness.player, harness.user("bob")])
    game = await exported(harness, mod)
    game["log"][0]["state"]["heroes"][0]["gold"] = 999
    elsewhere = harness.new_channel("kilforth-2")
    result = await harness.slash(
        "kilforth-admin import", user=mod, channel=elsewhere,
        file=harness.attachment("game.json", json.dumps(game).encode()))
    shown = private_text(result)
    assert "The file was refused" in shown and "does not replay from its seed" in shown
    assert await harness.bot.store.games(str(elsewhere.id)) == []


async def test_a_31_mib_file_is_refused_before_downloading(harness: Harness) -> None:
    mod = harness.user("mod", moderator=True)
    upload = harness.attachment("game.json", b" " * (31 * 2**20))
    assert len(upload.data) > MAX_IMPORT_BYTES
    result = await harness.slash("kilforth-admin import", user=mod, file=upload)
    assert "31.0 MiB" in private_text(result)
    assert harness.discord.downloads == []
    assert await harness.bot.store.games(str(harness.channel.id)) == []
