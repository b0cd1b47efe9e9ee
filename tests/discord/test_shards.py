"""Several bot processes (issue 18): `KILFORTH_SHARDS` makes a process an `AutoShardedBot`
for its range of shards, only the process holding shard 0 syncs the commands, and
`KILFORTH_DB` names a PostgreSQL database as well as a SQLite file."""

from pathlib import Path

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

from commands.bot import KilforthBot, ShardedKilforthBot, make_bot
from commands.settings import Settings, SettingsError, ShardRange, load_settings


def _load(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, **env: str) -> Settings:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return load_settings(tmp_path / "missing.env")[0]


def test_a_shard_range_is_read_from_first_last_and_count(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    settings = _load(monkeypatch, tmp_path, KILFORTH_SHARDS=" 8-15/32 ")
    assert settings.shards == ShardRange(first=8, last=15, count=32)
    assert settings.shards.ids == list(range(8, 16))
    assert not settings.syncs_commands


@pytest.mark.parametrize(("value", "reason"), [
    ("0-7", "FIRST-LAST/COUNT"),
    ("shards 0 to 7", "FIRST-LAST/COUNT"),
    ("7-0/32", "starts after it ends"),
    ("0-32/32", "goes past the last shard, 31"),
    ("0-0/0", "greater than or equal to 1"),
])
def test_a_bad_shard_range_is_refused_saying_how_to_write_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, value: str, reason: str) -> None:
    with pytest.raises(SettingsError, match="KILFORTH_SHARDS") as refused:
        _load(monkeypatch, tmp_path, KILFORTH_SHARDS=value)
    assert reason in str(refused.value)


@given(st.text(max_size=20))
def test_any_text_is_a_valid_range_or_a_settings_error(value: str) -> None:
    try:
        shards = ShardRange.model_validate(value)
    except ValueError:
        return
    assert 0 <= shards.first <= shards.last < shards.count


def test_without_shards_the_bot_is_one_plain_process_that_syncs() -> None:
    settings = Settings()
    bot = make_bot(settings)
    assert type(bot) is KilforthBot
    assert not isinstance(bot, discord.AutoShardedClient)
    assert settings.syncs_commands


def test_with_shards_the_bot_runs_its_range_as_an_auto_sharded_bot() -> None:
    settings = Settings(KILFORTH_SHARDS="0-7/32")  # type: ignore[call-arg]
    bot = make_bot(settings)
    assert isinstance(bot, ShardedKilforthBot) and isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_ids, bot.shard_count) == (list(range(8)), 32)
    # The process holding shard 0 is the one that syncs the commands.
    assert settings.syncs_commands


def test_a_postgresql_dsn_stays_a_dsn_and_a_sqlite_url_becomes_a_path(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    dsn = "postgresql://bot@db.internal:5432/kilforth"
    assert _load(monkeypatch, tmp_path, KILFORTH_DB=dsn).db == dsn
    assert _load(monkeypatch, tmp_path, KILFORTH_DB="sqlite:///games.sqlite3").db == Path(
        "games.sqlite3")
