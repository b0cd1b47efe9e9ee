"""An imported file is trusted only as far as the engine reproduces it (issue 14, point 2):
every state must come out of a replay from the seed, the pack must be one the bot ships, and
a file too large, too deep, with numbers or texts beyond an export's, or with text that is not
Unicode is refused with its reason. A refusal writes nothing."""

import asyncio
import gzip
import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kilforth.commands import Move
from kilforth.store import Store
from kilforth.store.errors import ImportRefusedError
from kilforth.store.transfer import MAX_DEPTH, MAX_IMPORT_BYTES

from .support import running
from .toy_engine import ToyEngine


async def moved_twice(store: Store) -> int:
    """A game moved twice, by its session id."""
    await running(store, "c1")
    for region in ("r1", "r2"):
        await store.execute("c1", "p1", Move(player="p1", region=region))
    info = await store.session("c1")
    assert info is not None
    return info.id


async def exported(store: Store) -> dict[str, Any]:
    """A game moved twice, as its whole-state export document."""
    return json.loads((await store.export(await moved_twice(store))).model_dump_json())


async def refused(store: Store, data: str | bytes) -> str:
    """The reason `data` is refused, once it is checked that nothing was written."""
    with pytest.raises(ImportRefusedError) as caught:
        await store.import_game("g1", "c2", "mod", data)
    assert await store.games("c2") == []
    return caught.value.reason


def _every_state(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [e["state"] for e in doc["log"] if e["state"] is not None]


async def test_a_state_the_replay_does_not_reproduce_is_refused(store: Store) -> None:
    doc = await exported(store)
    doc["log"][-1]["state"]["heroes"][0]["gold"] = 999
    reason = await refused(store, json.dumps(doc))
    assert "does not replay from its seed: at version 3" in reason and "heroes" in reason


async def test_a_forged_win_is_refused(store: Store) -> None:
    doc = await exported(store)
    last = doc["log"][-1]
    last["state"]["result"] = {"outcome": "won", "days": 1, "reason": "forged"}
    last["status"] = "finished"
    assert "does not replay from its seed" in await refused(store, json.dumps(doc))


async def test_a_seed_other_than_the_games_is_refused(store: Store) -> None:
    """The session's and the first state's seeds agree, but the game was not dealt from it."""
    doc = await exported(store)
    doc["session"]["seed"] += 1
    doc["log"][0]["state"]["seed"] += 1
    assert "does not replay from its seed: at version 1" in await refused(store, json.dumps(doc))


@pytest.mark.parametrize("document", ["whole", "compact"])
async def test_a_status_that_does_not_match_the_state_is_refused(store: Store, document: str
                                                                ) -> None:
    """In a compact file (issue 31) the state the status is checked against is the one the
    replay makes: a forged "finished" is refused all the same."""
    doc = await (exported if document == "whole" else compact)(store)
    doc["log"][-1]["status"] = "finished"
    assert "entry 3: its status is finished, but its game is running" in await refused(
        store, json.dumps(doc))


async def test_only_packs_the_bot_ships_are_accepted(store: Store) -> None:
    doc = await exported(store)
    for state in _every_state(doc):
        state["pack"] = "/usr"
    assert "content pack '/usr'; this bot knows only base" in await refused(
        store, json.dumps(doc))


@pytest.mark.parametrize(("make", "words"), [
    (lambda doc: "[" * 100_000, f"nests more than {MAX_DEPTH} levels"),
    (lambda doc: {**doc, "session": {**doc["session"], "seed": 2**64}}, "beyond ±2^64"),
    (lambda doc: {**doc, "session": {**doc["session"], "seed": 2**63}}, "session.seed"),
    (lambda doc: {**doc, "session": {**doc["session"], "created_by": "\ud800"}},
     "not Unicode"),
    (lambda doc: {**doc, "log": [*doc["log"][:1], {**doc["log"][1], "command": _nested(900)},
                                 *doc["log"][2:]]}, f"nests more than {MAX_DEPTH} levels"),
    (lambda doc: {**doc, "session": {**doc["session"], "created_by": "x" * 100_000}},
     "a text of 100000 characters"),
    (lambda doc: " " * (31 * 2**20), f"larger than {MAX_IMPORT_BYTES // 2**20} MiB"),
], ids=["brackets", "seed-2^64", "seed-2^63", "lone-surrogate", "nested-command",
        "long-text", "31-MiB"])
async def test_hostile_files_get_a_clear_refusal(store: Store, make: Any, words: str) -> None:
    made = make(await exported(store))
    data = made if isinstance(made, str) else json.dumps(made)
    assert words in await refused(store, data)


def _nested(depth: int) -> dict[str, Any]:
    command: dict[str, Any] = {"kind": "move", "player": "p1", "region": "r1"}
    for _ in range(depth):
        command = {"kind": "move", "player": "p1", "region": command}
    return command


async def test_a_faithful_export_still_imports(store: Store) -> None:
    doc = await exported(store)
    imported = await store.import_game("g1", "c2", "mod", json.dumps(doc))
    assert (await store.replay(imported.id)).ok


# Hostile values to put anywhere in an export: JSON of every kind, including what the bounds
# exist for (deep nesting, huge numbers, lone surrogates).
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30)
    | st.sampled_from([2**64, -(2**70), "\ud800", "/usr", "won", "base", 999]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                               max_size=4),
    max_leaves=20)


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for n, value in enumerate(doc):
            found += _paths(value, (*prefix, n))
    return found


def _replaced(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copy = dict(doc) if isinstance(doc, dict) else list(doc)
    copy[path[0]] = _replaced(doc[path[0]], path[1:], value)
    return copy


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """A database holding one game, and that game's export."""
    path = tmp_path_factory.mktemp("import") / "kilforth.sqlite3"

    async def make() -> dict[str, Any]:
        async with await Store.open(path, engine=ToyEngine()) as store:
            return await exported(store)

    return path, asyncio.run(make())


async def _attempt(path: Path, data: str | bytes, channel: str) -> None:
    async with await Store.open(path, engine=ToyEngine()) as store:
        before = len(await store.games("c1"))
        try:
            imported = await store.import_game("g1", channel, "mod", data)
        except ImportRefusedError as exc:
            assert exc.reason
            assert await store.games(channel) == []
        else:
            assert (await store.replay(imported.id)).ok
        assert len(await store.games("c1")) == before


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hostile_imports_give_only_refusals_and_write_nothing(
        template: tuple[Path, dict[str, Any]], data: st.DataObject) -> None:
    """Generated changes anywhere in a real export, or bytes that are no export at all: the
    import either refuses with its reason and writes nothing, or the file replays exactly."""
    path, doc = template
    hostile = data.draw(st.one_of(
        st.tuples(st.sampled_from(_paths(doc)), _JSON).map(
            lambda change: json.dumps(_replaced(doc, *change))),
        st.binary(max_size=100),
        st.text(max_size=100)))
    asyncio.run(_attempt(path, hostile, f"c-{next(_CHANNELS)}"))


_CHANNELS = itertools.count()


async def compact(store: Store) -> dict[str, Any]:
    """A game moved twice, as the document of its export file (format version 2)."""
    document: dict[str, Any] = json.loads(gzip.decompress(
        await store.export_file(await moved_twice(store))))
    return document


async def test_a_compact_command_carrying_a_state_is_refused(store: Store) -> None:
    """A compact file's command of this code's rules is made again by the replay, never
    read from the file (only what other rules played is carried, issue 37)."""
    doc = await compact(store)
    doc["log"][1]["state"] = doc["log"][0]["state"]
    assert "entry 2: a command of this code's rules must not carry a state" in await refused(
        store, json.dumps(doc))


async def test_a_compact_entry_without_its_hash_is_refused(store: Store) -> None:
    doc = await compact(store)
    doc["log"][2]["state_hash"] = None
    assert "entry 3: a command must carry a state hash" in await refused(
        store, json.dumps(doc))


async def test_an_old_format_file_compressed_with_gzip_imports(store: Store) -> None:
    """Format version 1 (every entry's state) is read whether or not it was compressed."""
    doc = await exported(store)
    imported = await store.import_game("g1", "c2", "mod", gzip.compress(json.dumps(doc).encode()))
    assert imported.version == len(doc["log"]) + 1 and imported.status == "running"
