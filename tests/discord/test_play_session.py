"""`/kilforth new|join|leave|start|status|abandon` through interactions."""


import pytest
import pytest_asyncio
from harness import Harness
from test_play_helpers import banner_of, buttons, new_table, player, seat, state_of

from kilforth.content.pack import load_pack

EPHEMERAL = 64



pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module")
async def h(bot: Harness) -> Harness:
    """The bot in a channel of its own, with no game yet."""
    new_table(bot)
    return bot


async def test_new_opens_a_lobby_with_the_chosen_options(h: Harness) -> None:
    result = await h.slash("kilforth new", mode="coop", heroes=3, beginner_successes=True,
                           sagas="match_class")

    [shown] = result.embeds
    assert "co" in shown["description"] and "3 hero" in shown["description"]
    options = shown["fields"][0]["value"]
    assert "beginner successes: yes" in options and \
        "saga assignment: the class's suggested Saga" in options
    info = await h.bot.store.session(str(h.channel.id))
    assert info is not None and info.hero_count == 3 and info.options.beginner_successes


async def test_new_refuses_a_second_game_in_the_channel(h: Harness) -> None:
    await h.slash("kilforth new")
    result = await h.slash("kilforth new", mode="solo")

    assert result.response.ephemeral  # type: ignore[union-attr]
    assert "already has a game" in result.text()


async def test_join_autocomplete_describes_races_classes_and_sagas(h: Harness) -> None:
    await h.slash("kilforth new", first_game=True)
    races = (await h.autocomplete("kilforth join", "race", race="dwa")).choices
    dwarf = load_pack().races["dwarf"]
    assert races == [{"name": f"Dwarf — Fight {dwarf.attributes['fight']} · Study "
                      f"{dwarf.attributes['study']} · Sneak {dwarf.attributes['sneak']} · "
                      f"Influence {dwarf.attributes['influence']}, {dwarf.max_hp} HP, "
                      f"{dwarf.gold} Gold", "value": "dwarf"}]
    classes = (await h.autocomplete("kilforth join", "class", opts={"class": "warr"})).choices
    assert [c["value"] for c in classes] == ["warrior"] and "Fight +" in classes[0]["name"]
    sagas = (await h.autocomplete("kilforth join", "saga", opts={"class": "rogue"})).choices
    # The pairing for the class first, then the other first-game sagas.
    pairing = next(saga.id for saga in load_pack().sagas.values()
                   if saga.suggested_class == "rogue")
    assert sagas[0]["value"] == pairing
    assert "suits the Rogue" in sagas[0]["name"] and "first-game pairing" in sagas[0]["name"]
    assert all("first-game" in s["name"] for s in sagas[1:4])
    assert len(sagas) <= 25


async def test_join_autocomplete_hides_what_another_seat_took(h: Harness) -> None:
    await h.slash("kilforth new")
    await seat(h, h.player, "dwarf", "warrior")
    bob = h.user("bob")
    races = (await h.autocomplete("kilforth join", "race", user=bob)).choices
    assert "dwarf" not in {c["value"] for c in races} and len(races) == 9


async def test_join_seats_a_hero_and_refuses_a_second_seat_or_unknown_names(h: Harness) -> None:
    await h.slash("kilforth new")
    joined = await seat(h, h.player, "elf", "ranger", reward="spell", name="Lira")
    assert "Lira takes a seat" in joined.text() and "Elf Ranger" in joined.text()

    again = await seat(h, h.player, "dwarf", "warrior")
    assert again.response.ephemeral and "already have a seat" in again.text()  # type: ignore[union-attr]
    unknown = await seat(h, h.user("bob"), "gnome", "warrior")
    assert "no race 'gnome'" in unknown.text() and "R-SETUP-2" in unknown.text()
    taken = await seat(h, h.user("bob"), "dwarf", "ranger")  # R-SETUP-3: one Ranger card
    assert taken.response.ephemeral and "'ranger' is already taken" in taken.text()  # type: ignore[union-attr]
    assert len((await h.bot.store.session(str(h.channel.id))).seats) == 1


async def test_leave_frees_the_seat_and_refuses_the_unseated(h: Harness) -> None:
    await h.slash("kilforth new")
    await seat(h, h.player, "elf", "ranger")
    left = await h.slash("kilforth leave")
    assert "Seats (0/2)" in left.text()
    again = await h.slash("kilforth leave")
    assert again.response.ephemeral and "no such seat" in again.text()  # type: ignore[union-attr]


async def test_leave_offers_your_own_heroes_in_solo(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo", heroes=2)
    await seat(h, h.player, "elf", "ranger", name="Ivy")
    await seat(h, h.player, "human", "warrior", name="Ana")
    offered = await h.autocomplete("kilforth leave", "name")
    assert [c["value"] for c in offered.choices] == ["Ivy", "Ana"]
    assert (await h.autocomplete("kilforth leave", "name", user=h.user("bob"))).choices == []
    left = await h.slash("kilforth leave", name="Ivy")
    assert "Seats (1/2)" in left.text() and "Ana" in left.text() and "Ivy —" not in left.text()


async def test_start_waits_for_every_seat_then_deals_and_asks_the_first_player(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo")
    early = await h.slash("kilforth start")
    assert early.response.ephemeral and "Waiting for 1 more" in early.text()  # type: ignore[union-attr]

    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    started = await h.slash("kilforth start")

    assert started.response_type == 4 and not started.response.ephemeral  # type: ignore[union-attr]
    assert "A solo game begins with Ana" in started.embeds[0]["description"]
    banner = banner_of(started)
    assert banner["content"] == f"<@{h.player.id}>, a choice for you."
    # Issue 11.4: the player who just started the game is named, not pinged.
    assert banner["allowed_mentions"] == {"parse": [], "users": []}
    assert len(buttons(banner)) == 2


async def test_only_a_seated_player_or_a_moderator_starts(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo")
    await seat(h, h.player, "human", "warrior")
    refused = await h.slash("kilforth start", user=h.user("carl"))
    assert "Only a seated player" in refused.text()
    started = await h.slash("kilforth start", user=h.owner)
    assert "The game begins" in started.text()


async def test_status_in_the_lobby_and_in_a_running_game(h: Harness) -> None:
    none = await h.slash("kilforth status")
    assert "no game in this channel" in none.text()

    await h.slash("kilforth new", mode="solo")
    lobby = await h.slash("kilforth status")
    assert lobby.response.ephemeral and "Waiting in the lobby" in lobby.text()  # type: ignore[union-attr]

    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    await h.slash("kilforth start")
    running = await h.slash("kilforth status")
    assert "Waiting for Ana to choose." in running.text()
    hp = load_pack().races["human"].max_hp
    assert f"HP {hp}/{hp} · AP {hp}" in running.text()


async def test_the_creator_abandons_a_lobby_and_others_cannot(h: Harness) -> None:
    await h.slash("kilforth new")
    refused = await h.slash("kilforth abandon", user=h.user("carl"))
    assert refused.response.ephemeral and "Only the game's players" in refused.text()  # type: ignore[union-attr]

    done = await h.slash("kilforth abandon")
    assert "The game is abandoned" in done.text()
    assert await h.bot.store.session(str(h.channel.id)) is None


async def test_a_running_game_is_abandoned_when_every_player_agrees(h: Harness) -> None:
    bob = h.user("bob")
    await h.slash("kilforth new")
    await seat(h, h.player, "human", "warrior", reward="item")
    await seat(h, bob, "elf", "rogue", reward="ally")
    await h.slash("kilforth start")

    first = await h.slash("kilforth abandon")
    assert "wants to abandon" in first.text() and f"<@{bob.id}>" in first.text()
    assert first.messages[0]["allowed_mentions"] == {"parse": []}
    assert (await state_of(h)) is not None

    # Agreeing twice (a double tap) says so to the voter alone, and counts once.
    again = await h.slash("kilforth abandon")
    assert again.response.ephemeral and "already agreed" in again.text()  # type: ignore[union-attr]
    assert f"<@{bob.id}>" in again.text() and (await state_of(h)) is not None

    second = await h.slash("kilforth abandon", user=bob)
    assert "by every player's agreement" in second.text()
    assert await h.bot.store.session(str(h.channel.id)) is None


async def test_a_moderator_abandons_at_once(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo")
    await seat(h, h.player, "human", "warrior", reward="item")
    await h.slash("kilforth start")
    done = await h.slash("kilforth abandon", user=h.owner)
    assert "Abandoned by Owner" in done.text()
    assert player(h.owner) not in (await h.bot.store.games(str(h.channel.id)))[0].players
