"""`/kilforth-admin` through the harness: who may use it, and each repair a moderator makes."""

import gzip
import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from harness import EPHEMERAL, FakeUser, Harness, Result

from commands.settings import Settings
from kilforth.commands import Choose
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec
from kilforth.store import Store, snapshots

HEROES = [("human", "warrior", "take-the-fortress"), ("dwarf", "rogue", "assassinate-the-lord")]
NOT_A_MODERATOR = "Only moderators can do that"


def pid(user: FakeUser) -> str:
    return str(user.id)


def key(h: Harness) -> str:
    return str(h.channel.id)


async def lobby(h: Harness, players: Sequence[FakeUser]) -> None:
    store = h.bot.store
    await store.create(str(h.guild_id), key(h), pid(players[0]), GameOptions(mode="coop"),
                       len(players))
    for user, (race, hero_class, saga) in zip(players, HEROES, strict=False):
        await store.join(key(h), HeroSpec(player=pid(user), name=user.name.title(), race=race,
                                          hero_class=hero_class, saga=saga,
                                          starting_deck="item"))


async def started(h: Harness, players: Sequence[FakeUser]) -> GameState:
    """A dealt game whose starting prompts are still open."""
    await lobby(h, players)
    return (await h.bot.store.start(key(h), pid(players[0]))).state


async def answer(h: Harness, state: GameState) -> GameState:
    prompt = state.pending.prompt  # type: ignore[union-attr]
    command = Choose(player=prompt.player, prompt=prompt.id, option=prompt.options[0].id)
    return (await h.bot.store.execute(key(h), prompt.player, command)).state


async def running(h: Harness, players: Sequence[FakeUser]) -> GameState:
    """A game on its first turn, every starting prompt answered."""
    state = await started(h, players)
    while state.pending is not None:
        state = await answer(h, state)
    assert state.turn is not None
    return state


def private_text(result: Result) -> str:
    assert result.response is not None and result.response.ephemeral, result.text()
    return result.text()


def channel_posts(result: Result) -> list[dict[str, Any]]:
    return [r.body for r in result.requests if r.route == "/channels/{channel_id}/messages"]


def db(h: Harness) -> Path:
    return h.settings.db


@pytest.fixture
def mod(harness: Harness) -> FakeUser:
    return harness.user("mod", moderator=True)


@pytest.fixture
def bob(harness: Harness) -> FakeUser:
    return harness.user("bob")


# ------------------------------------------------------------------ who may


def test_the_group_is_for_manage_channels_in_guilds(harness: Harness) -> None:
    [group] = [c for c in harness.command_payloads() if c["name"] == "kilforth-admin"]
    assert int(group["default_member_permissions"]) == (
        discord.Permissions(manage_channels=True).value)
    assert group["dm_permission"] is False
    assert {o["name"] for o in group["options"]} == {
        "inspect", "reset", "undo", "skip", "kick", "replace", "export", "import", "check",
        "clock", "autopilot", "language"}


@pytest.mark.parametrize(("command", "options"), [
    ("inspect", {}), ("reset", {}), ("undo", {}), ("skip", {}), ("export", {}), ("check", {}),
    ("clock", {"hours": 1}), ("language", {"language": "fr"}),
])
async def test_members_without_permission_are_refused(
        harness: Harness, bob: FakeUser, command: str, options: dict[str, Any]) -> None:
    await running(harness, [harness.player, bob])
    result = await harness.slash(f"kilforth-admin {command}", user=bob, **options)
    assert NOT_A_MODERATOR in private_text(result)
    assert len(result.requests) == 1
    assert (await harness.bot.store.session(key(harness))).version == 3  # type: ignore[union-attr]


async def test_refused_before_reading_the_options(harness: Harness, bob: FakeUser) -> None:
    await lobby(harness, [harness.player, bob])
    result = await harness.slash("kilforth-admin kick", user=bob, player=harness.player)
    assert NOT_A_MODERATOR in private_text(result)
    result = await harness.slash("kilforth-admin replace", user=bob, player=harness.player,
                                 new_player=bob)
    assert NOT_A_MODERATOR in private_text(result)
    upload = harness.attachment("game.json", b"{}")
    result = await harness.slash("kilforth-admin import", user=bob, file=upload)
    assert NOT_A_MODERATOR in private_text(result)
    assert harness.discord.downloads == []


def test_every_moderator_command_checks_the_moderator(harness: Harness) -> None:
    """The refusals above cover each subcommand; this keeps a new one from missing its check."""
    group = harness.bot.tree.get_command("kilforth-admin")
    assert isinstance(group, app_commands.Group)
    names = {command.name for command in group.commands}
    assert names == {"inspect", "reset", "undo", "skip", "kick", "replace", "export", "import",
                     "check", "clock", "autopilot", "language"}
    for command in group.commands:
        assert isinstance(command, app_commands.Command) and command.checks, command.name


async def test_manage_channels_is_enough(harness: Harness, mod: FakeUser) -> None:
    result = await harness.slash("kilforth-admin inspect", user=mod)
    assert "never had a game" in private_text(result)


async def test_the_configured_role_is_enough(tmp_path: Path) -> None:
    settings = Settings(KILFORTH_DB=tmp_path / "kilforth.sqlite3", KILFORTH_MOD_ROLE="Game Master")
    async with Harness(settings=settings, store_factory=Store.open) as h:
        master = h.user("gm", roles=[h.role("Game Master")])
        other = h.user("other", roles=[h.role("Players")])
        assert "never had a game" in private_text(
            await h.slash("kilforth-admin inspect", user=master))
        assert NOT_A_MODERATOR in private_text(
            await h.slash("kilforth-admin inspect", user=other))


# ------------------------------------------------------------------ inspect


async def test_inspect_shows_session_players_log_and_integrity(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    state = await running(harness, [harness.player, bob])
    result = await harness.slash("kilforth-admin inspect", user=mod)
    shown = private_text(result)
    [em] = result.embeds
    fields = {f["name"]: f["value"] for f in em["fields"]}
    assert em["title"] == "Game 1 — running"
    assert "coop" in fields["Session"] and "Version 3" in fields["Session"]
    active = state.hero(state.turn.hero)  # type: ignore[union-attr]
    assert f"▶ {active.name} — <@{active.player}>" in fields["Players and heroes"]
    assert f"<@{pid(bob)}>" in fields["Players and heroes"]
    assert "v1" in fields["Last commands"] and "dealt the game" in fields["Last commands"]
    assert "chooses" in fields["Last commands"]
    assert fields["Integrity"].startswith("✅")
    assert str(state.seed) not in shown  # the seed would tell the dice to come


async def test_inspect_a_lobby(harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await lobby(harness, [harness.player, bob])
    result = await harness.slash("kilforth-admin inspect", user=mod)
    fields = {f["name"]: f["value"] for f in result.embeds[0]["fields"]}
    assert "Bob (Dwarf Rogue)" in fields["Seats"]
    assert "not started" in fields["Integrity"]


def corrupt_state(h: Harness) -> None:
    with sqlite3.connect(db(h)) as conn:
        state = json.loads(snapshots.decompress(
            conn.execute("SELECT state FROM sessions").fetchone()[0]))
        state["heroes"][0]["hp"] = "lots"
        conn.execute("UPDATE sessions SET state = ?", (snapshots.compress(json.dumps(state)),))


async def test_a_corrupt_state_is_reported_then_reset(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    corrupt_state(harness)
    result = await harness.slash("kilforth-admin inspect", user=mod)
    fields = {f["name"]: f["value"] for f in result.embeds[0]["fields"]}
    assert fields["Integrity"].startswith("❌") and "heroes.0.hp" in fields["Integrity"]
    assert "/kilforth-admin reset" in fields["Integrity"]
    assert "Bob (Dwarf Rogue)" in fields["Seats"]

    asked = await harness.slash("kilforth-admin reset", user=mod)
    assert "damaged" in private_text(asked)
    done = await harness.click(f"kf:reset:1:{mod.id}:1", user=mod)
    assert "Reset done" in done.text()
    assert "This channel's game has ended" in done.text()
    assert not done.messages[-1].get("flags")  # the players see that the game ended
    store = harness.bot.store
    assert await store.session(key(harness)) is None
    [entry] = (await store.history(1))[-1:]
    assert (entry.kind, entry.player) == ("reset", pid(mod))
    await running(harness, [harness.player, bob])  # the channel can start anew


# ------------------------------------------------------------------ reset


async def test_reset_asks_then_abandons_a_healthy_game(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    state = await running(harness, [harness.player, bob])
    other = harness.user("other-mod", moderator=True)
    await harness.slash("kilforth-admin reset", user=mod)
    custom_id = f"kf:reset:1:{mod.id}:1"
    refused = await harness.click(custom_id, user=other)
    assert "Only the moderator who asked" in private_text(refused)
    assert await harness.bot.store.session(key(harness)) is not None

    await harness.click(custom_id, user=mod)
    store = harness.bot.store
    assert (await store.get(1)).status == "abandoned"
    assert await store.session_state(1) == state  # an abandoned game stays readable


async def test_reset_can_be_cancelled(harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    await harness.slash("kilforth-admin reset", user=mod)
    cancelled = await harness.click(f"kf:reset:1:{mod.id}:0", user=mod)
    assert cancelled.response_type == 7 and "cancelled" in cancelled.text()
    assert (await harness.bot.store.session(key(harness))).status == "running"  # type: ignore[union-attr]


async def test_a_late_confirmation_does_not_end_a_newer_game(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    await harness.slash("kilforth-admin reset", user=mod)
    await harness.bot.store.abandon(key(harness), pid(mod))
    await lobby(harness, [harness.player, bob])
    late = await harness.click(f"kf:reset:1:{mod.id}:1", user=mod)
    assert "no longer in progress" in late.text()
    assert (await harness.bot.store.session(key(harness))).status == "lobby"  # type: ignore[union-attr]


async def test_reset_without_a_game(harness: Harness, mod: FakeUser) -> None:
    result = await harness.slash("kilforth-admin reset", user=mod)
    assert "Nothing to reset" in private_text(result)


# ------------------------------------------------------------------ undo


async def test_undo_takes_back_and_announces_whose_turn_it_is(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    before = await running(harness, [harness.player, bob])
    await harness.slash("kilforth-admin skip", user=mod)
    result = await harness.slash("kilforth-admin undo", user=mod)
    assert "game is at version 5" in private_text(result)
    assert await harness.bot.store.state(key(harness)) == before
    [post] = channel_posts(result)  # the note, what happened and the banner in one message
    assert post["embeds"][0]["title"] == "↩ Mod took back the last command."
    active = before.hero(before.turn.hero)  # type: ignore[union-attr]
    assert post["embeds"][-1]["title"].startswith(f"Day 1 — {active.name}'s turn")
    assert post["content"] == f"<@{active.player}>, your turn."
    assert post["allowed_mentions"]["users"] == [int(active.player)]
    [entry] = (await harness.bot.store.history(1, since=4))
    assert (entry.kind, entry.player) == ("undo", pid(mod))


async def test_undo_refuses_more_than_there_is(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    result = await harness.slash("kilforth-admin undo", user=mod, count=5)
    shown = private_text(result)
    assert "Only 2 commands can be undone" in shown and "Undo fewer" in shown
    assert channel_posts(result) == []


def test_undo_count_is_bounded(harness: Harness) -> None:
    [group] = [c for c in harness.command_payloads() if c["name"] == "kilforth-admin"]
    [undo] = [o for o in group["options"] if o["name"] == "undo"]
    [count] = undo["options"]
    assert (count["min_value"], count["max_value"], count["required"]) == (1, 20, False)


# ------------------------------------------------------------------ skip


async def test_skip_makes_the_active_hero_camp(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    state = await running(harness, [harness.player, bob])
    active = state.hero(state.turn.hero)  # type: ignore[union-attr]
    result = await harness.slash("kilforth-admin skip", user=mod)
    assert f"{active.name} makes camp" in private_text(result)
    entry = (await harness.bot.store.history(1))[-1]
    assert entry.command is not None and entry.command.kind == "camp"
    assert entry.player == active.player
    [post] = channel_posts(result)
    assert post["embeds"][0]["title"].startswith(f"⏭ Mod skipped {active.name}'s turn")
    after = await harness.bot.store.state(key(harness))
    assert after.hero(active.id).camped
    assert after.turn is not None and after.turn.hero != active.id
    assert post["content"] == f"<@{after.hero(after.turn.hero).player}>, your turn."


async def test_skip_refuses_while_a_prompt_is_open(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    state = await started(harness, [harness.player, bob])
    prompt = state.pending.prompt  # type: ignore[union-attr]
    result = await harness.slash("kilforth-admin skip", user=mod)
    shown = private_text(result)
    assert f"waiting for {state.hero(prompt.hero).name} (<@{prompt.player}>)" in shown
    assert "/kilforth-admin replace" in shown
    assert (await harness.bot.store.state(key(harness))) == state


async def test_skip_without_a_game(harness: Harness, mod: FakeUser) -> None:
    result = await harness.slash("kilforth-admin skip", user=mod)
    assert "/kilforth new" in private_text(result)


# ------------------------------------------------------------------ kick and replace


async def test_kick_frees_a_lobby_seat(harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await lobby(harness, [harness.player, bob])
    result = await harness.slash("kilforth-admin kick", user=mod, player=bob)
    assert not result.response.ephemeral  # type: ignore[union-attr]
    assert "1 of 2 heroes seated" in result.text()
    assert (await harness.bot.store.session(key(harness))).players == [pid(harness.player)]  # type: ignore[union-attr]


async def test_kick_in_a_running_game_points_to_replace(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    shown = private_text(await harness.slash("kilforth-admin kick", user=mod, player=bob))
    assert "no way to take a hero out of play" in shown and "/kilforth-admin replace" in shown
    stranger = harness.user("stranger")
    shown = private_text(await harness.slash("kilforth-admin kick", user=mod, player=stranger))
    assert f"<@{stranger.id}> has no seat" in shown


async def test_replace_hands_the_hero_over_and_announces(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    state = await started(harness, [harness.player, bob])
    prompt = state.pending.prompt  # type: ignore[union-attr]
    leaving = harness.player if prompt.player == pid(harness.player) else bob
    carol = harness.user("carol")
    result = await harness.slash("kilforth-admin replace", user=mod,
                                 player=leaving, new_player=carol)
    assert "now plays" in private_text(result)
    [post] = channel_posts(result)
    assert post["embeds"][0]["title"].startswith("🔁 Carol now plays")
    # The open question moved with the hero: the banner asks the new player.
    assert post["content"] == f"<@{carol.id}>, a choice for you."
    store = harness.bot.store
    after = await store.state(key(harness))
    assert after.pending is not None and after.pending.prompt.player == pid(carol)
    assert pid(leaving) not in {h.player for h in after.heroes}
    assert (await store.history(1))[-1].kind == "reassign"
    assert (await store.replay(1)).ok
    await answer(harness, after)  # the new player's answer is taken


async def test_replace_in_the_lobby(harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await lobby(harness, [harness.player, bob])
    carol = harness.user("carol")
    result = await harness.slash("kilforth-admin replace", user=mod, player=bob, new_player=carol)
    assert f"<@{carol.id}> takes <@{bob.id}>'s seat (Bob)" in result.text()
    assert (await harness.bot.store.session(key(harness))).players == [  # type: ignore[union-attr]
        pid(harness.player), pid(carol)]


async def test_replace_refusals(harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    shown = private_text(await harness.slash(
        "kilforth-admin replace", user=mod, player=bob, new_player=harness.player))
    assert "already has a seat" in shown
    shown = private_text(await harness.slash(
        "kilforth-admin replace", user=mod, player=bob, new_player=harness.bot_user))
    assert "bots cannot play" in shown
    assert (await harness.bot.store.session(key(harness))).version == 3  # type: ignore[union-attr]


# ------------------------------------------------------------------ export, import, check


async def export(h: Harness, mod: FakeUser) -> bytes:
    result = await h.slash("kilforth-admin export", user=mod)
    [request] = [r for r in result.requests if r.files]
    [sent] = [m for m in h.discord.messages.values() if m["attachments"]][-1:]
    assert sent["flags"] & EPHEMERAL  # every hand and the seed: for the moderator alone
    [(name, data)] = request.files
    assert name == "kilforth-game-1-v3.json.gz"
    return data


async def exported(h: Harness, mod: FakeUser) -> dict[str, Any]:
    """The document of the export file (gzip-compressed JSON)."""
    document: dict[str, Any] = json.loads(gzip.decompress(await export(h, mod)))
    return document


async def test_export_import_round_trip(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    state = await running(harness, [harness.player, bob])
    data = await export(harness, mod)
    assert json.loads(gzip.decompress(data))["format"] == "kilforth-game"

    elsewhere = harness.new_channel("kilforth-2")
    upload = harness.attachment("kilforth-game-1-v3.json", data)
    result = await harness.slash("kilforth-admin import", user=mod, channel=elsewhere,
                                 file=upload)
    assert "Game 2 is back, running at version 4" in result.text()
    assert upload.url in harness.discord.downloads
    store = harness.bot.store
    assert await store.state(str(elsewhere.id)) == state
    [post] = channel_posts(result)
    assert post["embeds"][0]["title"].startswith("📥 Mod brought a saved game back")
    assert post["content"].endswith("your turn.")
    assert (await store.history(2))[-1].kind == "import"


@pytest.mark.parametrize(("data", "reason"), [
    (b"not json at all", "the file is not JSON"),
    (b'{"format": "something-else"}', "not a Kilforth game export"),
])
async def test_import_refuses_malformed_files(
        harness: Harness, mod: FakeUser, data: bytes, reason: str) -> None:
    result = await harness.slash("kilforth-admin import", user=mod,
                                 file=harness.attachment("game.json", data))
    shown = private_text(result)
    assert "The file was refused" in shown and reason in shown
    assert await harness.bot.store.session(key(harness)) is None


async def test_import_refuses_another_format_version(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    game = await exported(harness, mod)
    game["schema_version"] = 99
    elsewhere = harness.new_channel("kilforth-2")
    result = await harness.slash(
        "kilforth-admin import", user=mod, channel=elsewhere,
        file=harness.attachment("game.json", json.dumps(game).encode()))
    assert "schema_version 99" in private_text(result)


async def test_import_refuses_a_channel_with_a_game(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await lobby(harness, [harness.player, bob])
    upload = harness.attachment("game.json", b"{}")
    result = await harness.slash("kilforth-admin import", user=mod, file=upload)
    assert "already has a game (lobby)" in private_text(result)
    assert harness.discord.downloads == []


async def test_import_reports_a_failed_download(harness: Harness, mod: FakeUser) -> None:
    upload = harness.attachment("game.json", b"{}")
    del harness.discord.cdn[upload.url]
    result = await harness.slash("kilforth-admin import", user=mod, file=upload)
    assert "could not download the file" in private_text(result)


async def test_check_reports_consistent_then_the_first_difference(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    result = await harness.slash("kilforth-admin check", user=mod)
    assert "Game 1 is consistent" in private_text(result)
    assert "3 log entries" in result.text()

    with sqlite3.connect(db(harness)) as conn:
        state = json.loads(snapshots.decompress(
            conn.execute("SELECT state FROM sessions").fetchone()[0]))
        state["heroes"][0]["gold"] += 10
        conn.execute("UPDATE sessions SET state = ?", (snapshots.compress(json.dumps(state)),))
    result = await harness.slash("kilforth-admin check", user=mod)
    shown = private_text(result)
    assert "differs from its log" in shown and "version 3" in shown and "heroes" in shown
    assert "/kilforth-admin undo" in shown


async def test_check_without_a_game(harness: Harness, mod: FakeUser) -> None:
    result = await harness.slash("kilforth-admin check", user=mod)
    assert "never had a game" in private_text(result)


async def test_play_after_an_import_is_checked_too(
        harness: Harness, mod: FakeUser, bob: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    data = await export(harness, mod)
    await harness.bot.store.abandon(key(harness), pid(mod))
    await harness.slash("kilforth-admin import", user=mod,
                        file=harness.attachment("game.json", data))
    await harness.slash("kilforth-admin skip", user=mod)
    result = await harness.slash("kilforth-admin check", user=mod)
    assert "Game 2 is consistent" in result.text() and "5 log entries" in result.text()


async def test_a_moderator_changes_the_games_language_and_the_game_speaks_it(
        harness: Harness, bob: FakeUser, mod: FakeUser) -> None:
    await running(harness, [harness.player, bob])
    changed = await harness.slash("kilforth-admin language", user=mod, language="fr")
    assert not changed.response.ephemeral  # type: ignore[union-attr]
    assert "a changé la langue de la partie" in changed.text()
    assert "Désormais, les messages de cette partie sont en français." in changed.text()
    info = await harness.bot.store.session(key(harness))
    assert info is not None and (info.lang, info.version) == ("fr", 3)
    # The game's next public message is French, whatever the player's own client speaks.
    camped = await harness.slash("camp", user=bob)
    assert not camped.response.ephemeral  # type: ignore[union-attr]
    assert "campe" in camped.text() and "camps" not in camped.text(), camped.text()
    back = await harness.slash("kilforth-admin language", user=mod, language="en")
    assert "From now on, this game's messages are in English." in back.text()


async def test_the_language_of_no_game_is_refused(harness: Harness, mod: FakeUser) -> None:
    result = await harness.slash("kilforth-admin language", user=mod, language="fr")
    assert "no game" in private_text(result).lower(), private_text(result)
