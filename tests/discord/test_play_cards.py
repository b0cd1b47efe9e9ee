"""`/card <name>` (issue 12): a card in full, found among what the player may see, with
another hero's hand private in a competitive game (DESIGN.md §6)."""

import pytest
import pytest_asyncio
from harness import Harness
from test_play_helpers import duo_game, new_table, player, rig, solo_game, state_of

from kilforth.content.pack import load_pack
from kilforth.render.cards import card_summary
from kilforth.render.palette import as_int, hero_colour
from kilforth.state import GameState

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module")
async def h(bot: Harness) -> Harness:
    """The module's bot in a channel of its own, with no game yet."""
    new_table(bot)
    return bot


async def offered(h: Harness, typed: str = "", **kwargs: object) -> list[str]:
    result = await h.autocomplete("card", "name", name=typed, **kwargs)  # type: ignore[arg-type]
    assert result.response_type == 8
    return [c["value"] for c in result.choices]


async def test_card_shows_a_card_in_full_privately(h: Harness) -> None:
    state = await solo_game(h)
    rumour = state.heroes[0].rumours[0]
    reward = load_pack().rewards[rumour]
    shown = await h.slash("card", name=reward.name.upper())
    assert shown.response.ephemeral  # type: ignore[union-attr]
    [card] = shown.embeds
    assert card["title"] == reward.name
    fields = {f["name"]: f["value"] for f in card["fields"]}
    assert fields["Gold"] == str(reward.gold)
    assert fields["Discover at"] == load_pack().regions[reward.region].name
    assert reward.type.title() in fields["Keywords"]


async def test_autocomplete_lists_the_hand_the_map_and_the_hero_cards_by_name(h: Harness) -> None:
    state = await solo_game(h)
    hero = state.heroes[0]
    values = await offered(h)
    assert values[0] == hero.race  # the player's own cards come first
    assert hero.rumours[0] in values
    found = await h.autocomplete("card", "name", name="lantern")
    assert {"name": "Lanternholm", "value": "lanternholm"} in found.choices
    hidden = next(c for c in load_pack().rewards if c not in {*hero.rumours, *state.discards["reward:item"]}
                  and c not in state.revealed)
    assert hidden not in await offered(h, load_pack().rewards[hidden].name)


async def test_a_card_the_player_cannot_see_is_refused_and_named(h: Harness) -> None:
    state = await solo_game(h)
    unseen = next(c for c in load_pack().rewards.values() if c.id not in state.heroes[0].rumours)
    refused = await h.slash("card", name=unseen.name)
    assert refused.response.ephemeral  # type: ignore[union-attr]
    assert f"no card '{unseen.name}' you can see" in refused.text()


async def test_in_a_competitive_game_another_heros_hand_stays_private(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob, mode="competitive")
    ana, bo = state.heroes
    bos_card = next(c for c in bo.rumours if c not in ana.rumours)
    name = load_pack().names[bos_card]
    assert bos_card not in await offered(h, name)
    assert bos_card in await offered(h, name, user=bob)
    assert "you can see" in (await h.slash("card", name=name)).text()
    # Race, Class and Assets are on the table: public in every mode.
    assert bo.race in await offered(h, load_pack().names[bo.race])


async def test_in_a_cooperative_game_hands_are_open(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    bo = state.heroes[1]
    assert bo.player == player(bob)
    card = next(c for c in bo.rumours if c not in state.heroes[0].rumours)
    assert card in await offered(h, load_pack().names[card])
    assert (await state_of(h)).options.mode == "coop"


async def test_the_hero_sheet_reads_at_a_glance_in_the_heros_token_colour(h: Harness) -> None:
    state = await solo_game(h)
    [sheet] = (await h.slash("hero")).embeds
    assert sheet["color"] == as_int(hero_colour(state, state.heroes[0].id))
    names = [f["name"] for f in sheet["fields"]]
    assert names[:7] == ["Attributes", "HP", "AP", "Region", "Gold", "Fate", "Saga"]
    inline = {f["name"]: f["inline"] for f in sheet["fields"]}
    assert inline["HP"] and inline["Gold"] and not inline["Attributes"]
    attributes = sheet["fields"][0]["value"]
    assert "\n" not in attributes and attributes.count("**") == 8
    assert sheet["fields"][1]["value"].startswith("▰")
    assert "Chapter I: 5 Gold" in next(f["value"] for f in sheet["fields"] if f["name"] == "Next")


async def test_a_full_hand_on_the_hero_sheet_goes_on_in_more_fields_rather_than_being_cut(h: Harness) -> None:
    await solo_game(h)
    pack = load_pack()
    longest = sorted(pack.rewards, key=lambda c: -len(card_summary(pack, c)))

    def fill(state: GameState) -> None:
        hero = state.heroes[0]
        hero.rumours[:] = longest[:6]
        hero.assets[:] = longest[6:12]
        hero.loot[:] = sorted(pack.loot)[:6]
        hero.talents[:] = sorted(pack.talents, key=lambda c: -len(card_summary(pack, c)))[:4]

    await rig(h, fill)
    shown = (await h.slash("hero")).embeds
    names = [f["name"] for e in shown for f in e.get("fields", [])]
    assert "Rumours (6/6) (continued)" in names  # six long cards pass one field's 1024 characters
    values = [f["value"] for e in shown for f in e.get("fields", [])]
    assert not any(v.endswith("…") for v in values)
    text = "\n".join(values)
    for card in [*longest[:12], *sorted(pack.loot)[:6]]:
        assert card_summary(pack, card) in text

