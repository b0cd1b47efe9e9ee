"""A whole solo game driven through interactions only: set-up, a first day with a Move, a
Confront and its Reward prompts, the night, a second day, then the last day (the calendar is
moved forward to day 25, as a moderator's repair would) and the end-of-game summary."""

from pathlib import Path

from test_play_helpers import answer, banner_of, dice, play_harness, rig, seat, state_of

from kilforth.rules import board
from kilforth.state import GameState

QUEST = "escort-the-pilgrims"


async def test_a_solo_game_from_the_lobby_to_the_final_summary(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        me = f"<@{h.player.id}>"

        # Set-up: lobby, seat, deal, starting Rumour.
        await h.slash("kilforth new", mode="solo", beginner_successes=False)
        await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
        started = await h.slash("kilforth start")
        assert banner_of(started)["content"] == f"{me}, a choice for you."
        kept = await answer(h, 0)
        assert banner_of(kept)["content"] == f"{me}, your turn."

        # Day 1: move next to the City, onto a Quest.
        target = (await h.autocomplete("move", "region")).choices[0]["value"]
        await rig(h, lambda s: board.add_to_region(s, target, "encounters", QUEST))
        moved = await h.slash("move", region=target)
        assert "3 AP" in banner_of(moved)["embeds"][-1]["title"]

        # Confront it with scripted dice; take the Gold, keep the card as a Rumour.
        attribute = (await h.autocomplete("confront", "attribute", encounter=QUEST)).choices[0]
        await rig(h, dice(*[6] * 6))
        confronted = await h.slash("confront", encounter=QUEST, attribute=attribute["value"])
        assert confronted.embeds[0]["title"].startswith("🎲 Ana tests")
        loot = await answer(h, 0)  # Gold
        assert "Gold" in loot.text()
        rumour = await answer(h, 0)  # keep the Encounter
        assert "Escort the Pilgrims (rumour)" in rumour.text()
        state = await state_of(h)
        assert QUEST in state.heroes[0].rumours and state.pending is None

        # The night, then day 2.
        camped = await h.slash("camp")
        assert any(e["title"] == "☾ Night 1" for e in camped.embeds)
        state = await state_of(h)
        assert state.day == 2 and state.phase == "day"
        hidden = await h.slash("hide")
        assert "Ana hides." in hidden.text()

        # The calendar runs out: making camp on day 25 ends the game (R-WIN-1).
        def last_day(s: GameState) -> None:
            s.day = 25
            s.decks["night"] = s.decks["night"][:1]

        await rig(h, last_day)
        ended = await h.slash("camp")
        summary = next(e for e in ended.embeds if e["title"].startswith("🏁"))
        assert summary["title"] == "🏁 The game is over — lost"
        fields = {f["name"]: f["value"] for f in summary["fields"]}
        assert fields["Winners"] == "nobody" and fields["Victory Points"].startswith("Ana: ")
        assert summary["footer"]["text"] == "25 day(s) played"
        final = banner_of(ended)
        assert final["content"] == me and not final.get("components")
        assert final["embeds"][-1]["title"] == "The game is over (lost)."

        # Nothing more can be played; the channel is free for a new game.
        late = await h.slash("move", region=target)
        assert late.response.ephemeral and "game is over" in late.text()  # type: ignore[union-attr]
        status = await h.slash("kilforth status")
        assert "The last one is finished." in status.text()
        [game] = await h.bot.store.games(str(h.channel.id))
        assert game.status == "finished"
        again = await h.slash("kilforth new")
        assert "A new game" in again.text()
