"""The Actions of a turn as short top-level commands (`/move`, `/confront`, …), plus making
camp, activated abilities, giving up Hidden and standing preferences (RULES.md §7-8).

Autocomplete offers only what the engine says is legal now; the engine still checks every
command, so a value typed by hand gets the rules' own refusal.
"""

from itertools import permutations
from typing import Any, Literal

import discord
from discord import app_commands

from commands.bot import GameCog, KilforthBot
from commands.choices import acting_hero, card_choices, game_state, legal, matching, my_heroes
from commands.context import player_id
from commands.language import reader_say
from commands.options import AttributeName, Card, ClearTarget, EncounterId, Hero, Region
from kilforth.commands import (
    TRADE_ORDER,
    Camp,
    Clear,
    Confront,
    Discover,
    Feat,
    Hide,
    Move,
    Rest,
    Search,
    SetPreferences,
    Trade,
    Unhide,
    Use,
)
from kilforth.content.vocabulary import ATTRIBUTES, Attribute
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.i18n import DEFAULT_LANG, msgid, t
from kilforth.render import text
from kilforth.rules import board

Choices = list[app_commands.Choice[str]]
REWARD_CHOICES = [app_commands.Choice(name=k.title(), value=k)
                  for k in ("ally", "item", "spell", "title")]
# R-ACT-TRADE-2: the Trade options in any order; the first is the usual one.
ORDER_CHOICES = [app_commands.Choice(name=", then ".join(steps).capitalize(), value=" ".join(steps))
                 for steps in permutations(TRADE_ORDER)]


def _attribute(value: str | None) -> Attribute | None:
    if value is None:
        return None
    for attribute in ATTRIBUTES:
        if attribute == value.strip().lower():
            return attribute
    key = msgid("discord-no-such-attribute")
    raise RuleError("no_such_attribute", t(DEFAULT_LANG, key, value=value), "R-TEST-1",
                    key=key, params={"value": value})


class Actions(GameCog):
    async def _act(self, interaction: discord.Interaction[Any], command: Any) -> None:
        await self.bot.flow.act(interaction, command)

    # ------------------------------------------------------------------ actions

    @app_commands.command(description="Move to an adjacent Region, or along a shortcut (1 AP)")
    @app_commands.describe(region="Where to go")
    async def move(self, interaction: discord.Interaction[Any], region: Region) -> None:
        await self._act(interaction, Move(player=player_id(interaction.user), region=region))

    @move.autocomplete("region")
    async def _regions(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        found = await legal(interaction, Move)
        if found is None:
            return []
        state, pack, moves = found
        say = reader_say(interaction, pack)
        hero = acting_hero(state, interaction)
        shortcuts = set(board.shortcuts(pack, hero.region)) if hero else set()
        beside = set(board.orthogonal(state, hero.region)) if hero else set()

        def label(region: str) -> str:
            info, here = pack.regions[region], state.regions[region]
            parts = [say("terrain", word=info.terrain) if info.terrain
                     else say("discord-choice-city")]
            if region in shortcuts - beside:
                parts.append(say("discord-choice-shortcut"))
            if here.encounters:
                parts.append(say("discord-choice-encounters", count=len(here.encounters)))
            if here.obstacles:
                parts.append(say("discord-choice-obstacles", count=here.obstacles))
            if here.gloom:
                parts.append(say("discord-choice-gloom"))
            return f"{say.card(pack, region)} — {', '.join(parts)}"

        return matching(((label(m.region), m.region) for m in moves), current)

    @app_commands.command(description="Remove an Obstacle here, or defeat a Plot (1 AP)")
    @app_commands.describe(target="An Obstacle or a Plot here (default: an Obstacle)")
    async def clear(self, interaction: discord.Interaction[Any],
                    target: ClearTarget = "obstacle") -> None:
        await self._act(interaction, Clear(player=player_id(interaction.user), target=target))

    @clear.autocomplete("target")
    async def _clear_targets(self, interaction: discord.Interaction[Any], current: str
                             ) -> Choices:
        found = await legal(interaction, Clear)
        if found is None:
            return []
        _, pack, clears = found
        say = reader_say(interaction, pack)
        return matching((((say("discord-choice-obstacle") if c.target == "obstacle"
                           else say("discord-choice-plot", plot=say.card(pack, c.target))),
                          c.target) for c in clears), current)

    @app_commands.command(description="Draw an Encounter here (1 AP)")
    async def search(self, interaction: discord.Interaction[Any]) -> None:
        await self._act(interaction, Search(player=player_id(interaction.user)))

    @app_commands.command(description="Try to become Hidden (1 AP)")
    async def hide(self, interaction: discord.Interaction[Any]) -> None:
        await self._act(interaction, Hide(player=player_id(interaction.user)))

    @app_commands.command(description="Test an Encounter here to defeat it (1 AP)")
    @app_commands.describe(
        encounter="An Encounter in your Region",
        attribute="The attribute you test (the Encounter must show a value for it)",
        hostile="Turn a Stranger hostile and fight it instead")
    async def confront(self, interaction: discord.Interaction[Any], encounter: EncounterId,
                       attribute: AttributeName | None = None, hostile: bool = False) -> None:
        await self._act(interaction, Confront(
            player=player_id(interaction.user), encounter=encounter,
            attribute=None if hostile else _attribute(attribute), hostile=hostile))

    @confront.autocomplete("encounter")
    async def _encounters(self, interaction: discord.Interaction[Any], current: str
                          ) -> Choices:
        found = await legal(interaction, Confront)
        if found is None:
            return []
        state, pack, confronts = found
        say = reader_say(interaction, pack)
        return matching(((text.encounter_text(state, pack, c.encounter, say=say), c.encounter)
                         for c in confronts), current)

    @confront.autocomplete("attribute")
    async def _confront_attributes(self, interaction: discord.Interaction[Any], current: str
                                   ) -> Choices:
        found = await legal(interaction, Confront)
        if found is None:
            return []
        _, pack, confronts = found
        say = reader_say(interaction, pack)
        chosen = interaction.namespace.encounter
        options = []
        for c in confronts:
            if c.encounter != chosen or c.attribute is None:
                continue
            value = board.face_of(pack, c.encounter).values.get(c.attribute)
            attribute = say("attribute", word=c.attribute)
            options.append((attribute if value is None else say(
                "discord-choice-needs", attribute=attribute, value=value), c.attribute))
        return matching(options, current)

    @app_commands.command(description="Regain Health (1 AP)")
    async def rest(self, interaction: discord.Interaction[Any]) -> None:
        await self._act(interaction, Rest(player=player_id(interaction.user)))

    @app_commands.command(description="Turn a Rumour into an Asset at its Region (1 AP)")
    @app_commands.describe(card="A Rumour you can discover here")
    async def discover(self, interaction: discord.Interaction[Any], card: Card) -> None:
        await self._act(interaction, Discover(player=player_id(interaction.user), card=card))

    @discover.autocomplete("card")
    async def _discoverable(self, interaction: discord.Interaction[Any], current: str
                            ) -> Choices:
        found = await legal(interaction, Discover)
        if found is None:
            return []
        _, pack, discovers = found
        return matching(card_choices(pack, [d.card for d in discovers],
                                     reader_say(interaction, pack)), current)

    @app_commands.command(description="Sell, heal and buy in the City (1 AP)")
    @app_commands.describe(sell="A Rumour or Asset to sell for half its Gold", sell2="Another card to sell",
                           sell3="A third card to sell", heal="Health to buy for yourself, 1 Gold each",
                           companion="Another hero here to buy Health for",
                           companion_heal="Health to buy for that hero, 1 Gold each",
                           buy="A Reward deck to buy a card from (you choose among its top 3)",
                           order="The order of the options (usually sell, then heal, then buy)")
    @app_commands.choices(buy=REWARD_CHOICES, order=ORDER_CHOICES)
    async def trade(self, interaction: discord.Interaction[Any], sell: Card | None = None,
                    sell2: Card | None = None, sell3: Card | None = None,
                    heal: app_commands.Range[int, 1, 20] | None = None,
                    companion: Hero | None = None,
                    companion_heal: app_commands.Range[int, 1, 20] | None = None,
                    buy: Literal["ally", "item", "spell", "title"] | None = None,
                    order: str = ORDER_CHOICES[0].value) -> None:
        # R-ACT-TRADE-2: the three options in one Action; the engine checks every part.
        state = await game_state(interaction)
        hero = acting_hero(state, interaction) if state is not None else None
        healing = {hero.id: heal} if heal and hero is not None else {}
        if companion and companion_heal:
            healing[companion] = companion_heal
        sold = [card for card in (sell, sell2, sell3) if card]
        await self._act(interaction, Trade(player=player_id(interaction.user), sell=sold, heal=healing, buy=buy,
                                           order=order.split()))  # type: ignore[arg-type]

    @trade.autocomplete("sell")
    @trade.autocomplete("sell2")
    @trade.autocomplete("sell3")
    async def _sellable(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        found = await legal(interaction, Trade)
        if found is None:
            return []
        _, pack, trades = found
        return matching(card_choices(pack, [c for t in trades for c in t.sell],
                                     reader_say(interaction, pack)), current)

    @trade.autocomplete("companion")
    async def _companions(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        state = await game_state(interaction)
        hero = acting_hero(state, interaction) if state is not None else None
        if state is None or hero is None:
            return []
        hurt = [h for h in state.heroes if h.in_play and h.id != hero.id and h.region == hero.region
                and h.hp < h.max_hp]
        say = reader_say(interaction, pack_for(state))
        return matching(((say("discord-choice-hurt", hero=h.name, hp=h.hp, max=h.max_hp), h.id)
                         for h in hurt), current)

    # No attribute option: a Finale prints the one attribute it tests (R-SAGA-3), so a
    # choice could only be refused.
    @app_commands.command(description="Complete your Saga's Chapter, or attempt its Finale (1 AP)")
    async def feat(self, interaction: discord.Interaction[Any]) -> None:
        await self._act(interaction, Feat(player=player_id(interaction.user)))

    @app_commands.command(description="Make camp: end your day")
    async def camp(self, interaction: discord.Interaction[Any]) -> None:
        await self._act(interaction, Camp(player=player_id(interaction.user)))

    # ------------------------------------------------------------------ other

    @app_commands.command(name="use", description="Use an activated ability of one of your cards")
    @app_commands.describe(card="Your Race, Class, a Talent or an Asset")
    async def use(self, interaction: discord.Interaction[Any], card: Card) -> None:
        await self._act(interaction, Use(player=player_id(interaction.user), card=card))

    @use.autocomplete("card")
    async def _usable(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        found = await legal(interaction, Use)
        if found is None:
            return []
        _, pack, uses = found
        return matching(card_choices(pack, [u.card for u in uses],
                                     reader_say(interaction, pack)), current)

    @app_commands.command(description="Give up Hidden (any time)")
    @app_commands.describe(hero="Which of your heroes (solo with several heroes)")
    async def unhide(self, interaction: discord.Interaction[Any], hero: Hero | None = None) -> None:
        await self._act(interaction, Unhide(player=player_id(interaction.user), hero=hero))

    @unhide.autocomplete("hero")
    async def _hidden_heroes(self, interaction: discord.Interaction[Any], current: str
                             ) -> Choices:
        state = await game_state(interaction)
        if state is None:
            return []
        return matching(((h.name, h.id) for h in my_heroes(state, interaction) if h.hidden),
                        current)

    @app_commands.command(description="Standing answers, so the game asks you less")
    @app_commands.describe(
        fight_to_the_end="Keep battling without being asked whether to flee",
        loot="When a Loot token is offered: ask, always take Gold, or always take the token",
        rumour="After a Confront: ask, always keep the Encounter as a Rumour, or always draw",
        fate="When to be offered Fate: whenever it changes the outcome, only to complete a test, never",
        camp_without_ap="Make Camp at once on a turn that starts at 0 AP, even if a Gift is possible",
        skip_gift_windows="Never pause for Gifts before an Engagement or between Battle rounds",
        hero="Which of your heroes (solo with several heroes)")
    @app_commands.choices(
        loot=[app_commands.Choice(name=n, value=v) for n, v in
              (("Ask me", "ask"), ("Always Gold", "gold"), ("Always the token", "token"))],
        rumour=[app_commands.Choice(name=n, value=v) for n, v in
                (("Ask me", "ask"), ("Always keep", "keep"), ("Always draw", "draw"))],
        fate=[app_commands.Choice(name=n, value=v) for n, v in
              (("Ask me", "ask"), ("Only to complete a test", "to_complete"), ("Never offer", "never"))],
    )
    async def prefs(self, interaction: discord.Interaction[Any],
                    fight_to_the_end: bool | None = None,
                    loot: Literal["ask", "gold", "token"] | None = None,
                    rumour: Literal["ask", "keep", "draw"] | None = None,
                    fate: Literal["ask", "to_complete", "never"] | None = None,
                    camp_without_ap: bool | None = None,
                    skip_gift_windows: bool | None = None,
                    hero: Hero | None = None) -> None:
        await self.bot.flow.act(interaction, SetPreferences(
            player=player_id(interaction.user), hero=hero, fight_to_the_end=fight_to_the_end,
            loot=loot, rumour=rumour, fate=fate, camp_without_ap=camp_without_ap,
            skip_gift_windows=skip_gift_windows), quiet=True)

    @prefs.autocomplete("hero")
    async def _my_heroes(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        state = await game_state(interaction)
        if state is None:
            return []
        return matching(((h.name, h.id) for h in my_heroes(state, interaction)), current)


async def setup(bot: KilforthBot) -> None:
    await bot.add_cog(Actions(bot))
