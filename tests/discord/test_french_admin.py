"""Moderators in French (issue 19): what only the moderator sees is in their own client's
language, what the channel is told in the game's."""

from pathlib import Path

from harness import EPHEMERAL, Harness
from test_play_helpers import answer, play_harness, seat, state_of

from tests.i18n.english import english_words

NAMES = frozenset({"ana", "mod"})


def said(result_text: str) -> set[str]:
    return english_words(result_text, NAMES)


async def french_game(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo", language="fr", locale="fr")
    await seat(h, h.player, "halfling", "rogue", reward="item", name="Ana", locale="fr")
    await h.slash("kilforth start", locale="fr")
    while (await state_of(h)).pending is not None:
        await answer(h, 0)


async def test_a_french_moderator_inspects_in_french(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        mod = h.user("mod", moderator=True)
        await h.slash("kilforth new", mode="coop", heroes=2, language="fr")
        await seat(h, h.player, "halfling", "rogue", reward="item", name="Ana")
        inspected = await h.slash("kilforth-admin inspect", user=mod, locale="fr")
        fields = {f["name"]: f["value"] for f in inspected.embeds[0]["fields"]}
        assert "Places" in fields and "en attente des joueurs" in inspected.text()
        assert "Ana (Roublard Demi-Homme)" in fields["Places"]
        assert said(inspected.text()) == set()
        english = await h.slash("kilforth-admin inspect", user=mod, locale="en-US")
        assert "Seats" in {f["name"] for f in english.embeds[0]["fields"]}


async def test_a_skip_is_told_to_a_french_table_in_french(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        mod = h.user("mod", moderator=True)
        await french_game(h)
        skipped = await h.slash("kilforth-admin skip", user=mod, locale="en-US")
        private = [m for m in skipped.messages if (m.get("flags") or 0) & EPHEMERAL]
        public = [m for m in skipped.messages if not (m.get("flags") or 0) & EPHEMERAL]
        assert private[0]["embeds"][0]["title"] == "Turn skipped"
        assert public[0]["embeds"][0]["title"] == (
            "⏭ Mod a passé le tour d'Ana : Ana établit son Campement.")



async def test_a_french_moderators_refusal_keeps_the_stores_reason_in_french(
        tmp_path: Path) -> None:
    # R-… none: a moderator's repair; the store refuses to undo more than the game holds.
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        mod = h.user("mod", moderator=True)
        await french_game(h)
        refused = await h.slash("kilforth-admin undo", user=mod, count=20, locale="fr")
        assert refused.response is not None and refused.response.ephemeral
        assert "Annulez moins de commandes" in refused.text()
        assert said(refused.text()) == set()
