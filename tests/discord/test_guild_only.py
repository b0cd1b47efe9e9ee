"""Games live in server channels (issue 14, point 7): the commands are registered for
servers only, and one sent from a DM anyway is refused and stores nothing."""

from typing import Any

import pytest
from harness import Harness


async def test_every_command_is_offered_in_servers_only(harness: Harness) -> None:
    payloads = harness.command_payloads()
    assert payloads
    for payload in payloads:
        assert payload["contexts"] == [0], payload["name"]
        assert payload["integration_types"] == [0], payload["name"]
    # The registration as sent, checked against Discord's API description.
    registered = [command for request in await harness.sync() for command in request.body]
    assert len(registered) == len(payloads)
    assert all(command["contexts"] == [0] for command in registered)


def _from_a_dm(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the harness send its interactions as from a DM with the bot."""
    made = harness._interaction_payload

    def dm(*args: Any, **kwargs: Any) -> dict[str, Any]:
        payload = made(*args, **kwargs)
        for key in ("guild_id", "guild", "guild_locale", "member"):
            payload.pop(key, None)
        user = harness.player.payload()
        payload |= {"user": user, "context": 1,
                    "authorizing_integration_owners": {"1": user["id"]},
                    "channel": {"id": payload["channel_id"], "type": 1,
                                "recipients": [user]}}
        return payload

    monkeypatch.setattr(harness, "_interaction_payload", dm)


async def test_a_game_command_from_a_dm_is_refused_and_stores_nothing(
        harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    _from_a_dm(harness, monkeypatch)
    result = await harness.slash("kilforth new", mode="solo")
    assert result.response.ephemeral  # type: ignore[union-attr]
    assert "in a server's channels" in result.text()
    assert await harness.bot.store.games(str(harness.channel.id)) == []
