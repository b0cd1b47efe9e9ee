"""The compact log's blobs: zlib with a preset dictionary that each blob names in its header,
so blobs written without one (schema 3) and with any dictionary ever used still read, and a
damaged blob fails with the error the store reports as damage."""

import contextlib
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kilforth.store import snapshots as snap

EVENTS = ('[{"kind":"card_gained","hero":"h1","card":"title-sturdy-pony","zone":"asset",'
          '"source":"discover"},{"kind":"turn_started","hero":"h2","ap":2}]')


def test_a_blob_names_the_dictionary_it_was_made_with() -> None:
    blob = snap.compress(EVENTS)
    assert blob[1] & 0x20  # FDICT (RFC 1950)
    assert int.from_bytes(blob[2:6], "big") in snap.DICTIONARIES
    assert snap.decompress(blob) == EVENTS


def test_the_dictionary_makes_small_event_lists_much_smaller() -> None:
    assert len(snap.compress(EVENTS)) * 2 < len(zlib.compress(EVENTS.encode(), snap.ZLIB_LEVEL))


def test_a_blob_written_without_a_dictionary_still_reads() -> None:
    assert snap.decompress(zlib.compress(EVENTS.encode())) == EVENTS


def test_every_dictionary_ever_used_is_kept_unchanged() -> None:
    # The checksum of dictionary 1 as first shipped: blobs in databases name it.
    assert zlib.adler32(snap.CURRENT) == 1872845497
    assert set(snap.DICTIONARIES) == {1872845497}


def test_a_blob_made_with_an_unknown_dictionary_is_refused() -> None:
    packer = zlib.compressobj(zdict=b"some other dictionary")
    blob = packer.compress(EVENTS.encode()) + packer.flush()
    with pytest.raises(zlib.error, match="dictionary"):
        snap.decompress(blob)


@given(st.binary(max_size=200))
def test_damaged_bytes_fail_as_damage_and_nothing_else(blob: bytes) -> None:
    with contextlib.suppress(zlib.error, UnicodeDecodeError):
        snap.decompress(blob)


@given(st.text(max_size=300))
def test_any_text_round_trips(text: str) -> None:
    assert snap.decompress(snap.compress(text)) == text


@given(st.lists(st.text(max_size=300), min_size=1, max_size=4))
def test_each_blob_is_made_as_by_a_new_compressor(texts: list[str]) -> None:
    # The blobs come from copies of one compressor: none may carry anything of the one before.
    for text in texts:
        packer = zlib.compressobj(snap.ZLIB_LEVEL, zdict=snap.CURRENT)
        assert snap.compress(text) == packer.compress(text.encode()) + packer.flush()
