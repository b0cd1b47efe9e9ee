"""`/gift …`: the five Gifts, free during your turn and at prompts that allow them (R-GIFT).

Autocomplete lists what `legal_commands` allows. While a prompt that allows Gifts is open,
the engine does not list Gifts (it lists only the answers), so the lists then show what the
state holds — your Region's heroes and Encounters, your cards — and the engine decides.
"""

from collections.abc import Callable, Iterable
from typing import Any

import discord
from discord import app_commands

from commands.bot import GameCog, KilforthBot
from commands.choices import acting_hero, legal, matching
from commands.context import player_id
from commands.language import reader_say
from commands.options import AncientId, Card, EncounterId, Hero
from kilforth.commands import Assault, Bundle, Command, Exchange, Overcome, Resolve, TeamUp
from kilforth.content.pack import Pack
from kilforth.render import text
from kilforth.render.say import Say
from kilforth.rules import board
from kilforth.state import GameState, HeroState

Choices = list[app_commands.Choice[str]]
# What to offer from the state, and how to label a value, in the words of the player typing.
Listing = Callable[[GameState, Pack, Say, HeroState], Iterable[tuple[str, str]]]
Label = Callable[[GameState, Pack, Say, str], str]


def _others_here(state: GameState, hero: HeroState) -> list[HeroState]:
    return [h for h in state.heroes if h.in_play and h.id != hero.id and h.region == hero.region]


def _hand(state: GameState, pack: Pack, hero: HeroState, say: Say, *, viewer: str
          ) -> list[tuple[str, str]]:
    """A hero's cards that can change hands; another's Rumours stay hidden in competitive."""
    rumours = hero.rumours if hero.player == viewer or state.options.mode != "competitive" else []
    return [(say("discord-choice-held", card=say.card(pack, c), zone=zone), c)
            for zone, cards in (("rumour", rumours), ("asset", hero.assets), ("loot", hero.loot))
            for c in cards]


class Gifts(GameCog):
    gift = app_commands.Group(name="gift", description="Gifts: free deeds during your turn")

    async def _options(self, interaction: discord.Interaction[Any], current: str,
                       kind: type[Command], from_legal: Callable[[Any], Iterable[str]],
                       from_state: Listing, label: Label) -> Choices:
        found = await legal(interaction, kind)
        if found is None:
            return []
        state, pack, commands = found
        say = reader_say(interaction, pack)
        if commands:
            return matching(((label(state, pack, say, v), v) for c in commands
                             for v in from_legal(c)), current)
        hero = acting_hero(state, interaction)
        prompt = state.pending.prompt if state.pending else None
        if hero is None or prompt is None or not prompt.allows_gifts \
                or prompt.player != player_id(interaction.user):
            return []
        return matching(from_state(state, pack, say, hero), current)

    @gift.command(name="assault", description="Attack an Ancient in your Region")
    @app_commands.describe(ancient="The Ancient (default: the one here)")
    async def assault(self, interaction: discord.Interaction[Any],
                      ancient: AncientId | None = None) -> None:
        await self.bot.flow.act(interaction, Assault(player=player_id(interaction.user),
                                                     ancient=ancient))

    @assault.autocomplete("ancient")
    async def _ancients(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        return await self._options(
            interaction, current, Assault, lambda c: [c.ancient] if c.ancient else [],
            lambda s, p, w, h: [(w.card(p, a.id), a.id) for a in board.ancients_at_large(s)],
            lambda s, p, w, v: w.card(p, v))

    @gift.command(name="exchange", description="Give and take Gold and cards with a hero here")
    @app_commands.rename(with_hero="with")
    @app_commands.describe(with_hero="The other hero (they must agree)",
                           give_gold="Gold you give", give_card="A card you give",
                           take_gold="Gold you take", take_card="A card you take")
    async def exchange(self, interaction: discord.Interaction[Any], with_hero: Hero,
                       give_gold: app_commands.Range[int, 0, 99] = 0,
                       give_card: Card | None = None,
                       take_gold: app_commands.Range[int, 0, 99] = 0,
                       take_card: Card | None = None) -> None:
        await self.bot.flow.act(interaction, Exchange(
            player=player_id(interaction.user), with_hero=with_hero,
            give=Bundle(gold=give_gold, cards=[give_card] if give_card else []),
            take=Bundle(gold=take_gold, cards=[take_card] if take_card else [])))

    @exchange.autocomplete("with_hero")
    async def _partners(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        return await self._options(
            interaction, current, Exchange, lambda c: [c.with_hero],
            lambda s, p, w, h: [(o.name, o.id) for o in _others_here(s, h)],
            lambda s, p, w, v: text.hero_name(s, v))

    @exchange.autocomplete("give_card")
    async def _my_cards(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        found = await legal(interaction, Exchange)
        if found is None:
            return []
        state, pack, _ = found
        hero = acting_hero(state, interaction)
        if hero is None:
            return []
        return matching(_hand(state, pack, hero, reader_say(interaction, pack),
                              viewer=hero.player), current)

    @exchange.autocomplete("take_card")
    async def _their_cards(self, interaction: discord.Interaction[Any], current: str
                           ) -> Choices:
        found = await legal(interaction, Exchange)
        if found is None:
            return []
        state, pack, _ = found
        hero = acting_hero(state, interaction)
        if hero is None:
            return []
        wanted = getattr(interaction.namespace, "with", None)
        return matching([pair for other in _others_here(state, hero) if other.id == wanted
                         for pair in _hand(state, pack, other, reader_say(interaction, pack),
                                           viewer=hero.player)], current)

    @gift.command(name="overcome", description="Defeat an Encounter here through its Weakness")
    @app_commands.describe(encounter="An Encounter in your Region")
    async def overcome(self, interaction: discord.Interaction[Any], encounter: EncounterId) -> None:
        await self.bot.flow.act(interaction, Overcome(player=player_id(interaction.user),
                                                      encounter=encounter))

    @overcome.autocomplete("encounter")
    async def _weak(self, interaction: discord.Interaction[Any], current: str) -> Choices:
        return await self._options(
            interaction, current, Overcome, lambda c: [c.encounter],
            lambda s, p, w, h: [(text.encounter_text(s, p, e, say=w), e)
                             for e in s.regions[h.region].encounters],
            lambda s, p, w, v: text.encounter_text(s, p, v, say=w))

    @gift.command(name="resolve", description="Use the Gift ability of an Asset or a Loot token")
    @app_commands.describe(card="Your Asset or Loot token")
    async def resolve(self, interaction: discord.Interaction[Any], card: Card) -> None:
        await self.bot.flow.act(interaction, Resolve(player=player_id(interaction.user),
                                                     card=card))

    @resolve.autocomplete("card")
    async def _resolvable(self, interaction: discord.Interaction[Any], current: str
                          ) -> Choices:
        return await self._options(
            interaction, current, Resolve, lambda c: [c.card],
            lambda s, p, w, h: [(w.card(p, c), c) for c in [*h.loot, *h.assets]],
            lambda s, p, w, v: w.card(p, v))

    @gift.command(name="team-up", description="Form a team with heroes here (they must agree)")
    @app_commands.describe(hero="A hero in your Region", second="Another one", third="And another")
    async def team_up(self, interaction: discord.Interaction[Any], hero: Hero,
                      second: Hero | None = None, third: Hero | None = None) -> None:
        heroes = list(dict.fromkeys(h for h in (hero, second, third) if h))
        await self.bot.flow.act(interaction, TeamUp(player=player_id(interaction.user),
                                                    heroes=heroes))

    @team_up.autocomplete("hero")
    @team_up.autocomplete("second")
    @team_up.autocomplete("third")
    async def _teammates(self, interaction: discord.Interaction[Any], current: str
                         ) -> Choices:
        return await self._options(
            interaction, current, TeamUp, lambda c: c.heroes,
            lambda s, p, w, h: [(o.name, o.id) for o in _others_here(s, h)],
            lambda s, p, w, v: text.hero_name(s, v))


async def setup(bot: KilforthBot) -> None:
    await bot.add_cog(Gifts(bot))
