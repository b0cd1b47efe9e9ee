"""`/kilforth …`: open a game in a channel, take a seat, start, see where it stands, abandon."""

import functools
from typing import Any, Literal
from zoneinfo import available_timezones

import discord
from discord import app_commands

from commands.bot import GameCog, KilforthBot
from commands.checks import is_moderator
from commands.choices import matching
from commands.context import channel_key, mention, player_id
from commands.deadline import in_time, reply
from commands.embeds import Palette, add_field, embed
from commands.errors import refusals
from commands.options import Card, HeroName, Text
from commands.prompts import banner
from commands.reminders import ON_TIMEOUT, clock_text, parse_time, quiet_text
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import check_seats, forget, pack_for
from kilforth.errors import RuleError
from kilforth.options import GameOptions
from kilforth.render import text
from kilforth.state import HeroSpec
from kilforth.store import SessionInfo
from kilforth.store.timers import MAX_CLOCK_HOURS, ClockSettings, QuietHours, TimeoutPolicy

TimeOfDay = app_commands.Transform[str, Text("time of day", len("23:59"))]
TimeZone = app_commands.Transform[str, Text("time zone", 64)]

REWARD_DECKS = [app_commands.Choice(name=k.title(), value=k)
                for k in ("ally", "item", "spell", "title")]


def _attributes(values: dict[str, int], *, signed: bool = False) -> str:
    return " · ".join(f"{k.title()} {v:+d}" if signed else f"{k.title()} {v}"
                      for k, v in values.items())


def lobby_embed(info: SessionInfo, pack: Pack, title: str) -> discord.Embed:
    """The lobby: mode, the options that differ from the rules' defaults, and the seats."""
    o = info.options
    changed = [f"{name.replace('_', ' ')}: {value}" for name, value in o.model_dump().items()
               if name != "mode" and value != GameOptions.model_fields[name].default]
    shown = embed(title, f"A {o.mode} game for {info.hero_count} hero(es). "
                  "Take a seat with /kilforth join, then /kilforth start.", colour=Palette.INFO)
    add_field(shown, "Rule options", "\n".join(changed) or "the rules' defaults")
    seats = [f"{seat.name} — {pack.races[seat.race].name if seat.race in pack.races else seat.race}"
             f" {pack.classes[seat.hero_class].name if seat.hero_class in pack.classes else ''}"
             + (f", {pack.sagas[seat.saga].name}" if seat.saga in pack.sagas else "")
             + (f" ({m})" if (m := mention(seat.player)) else "")
             for seat in info.seats]
    open_seats = info.hero_count - len(info.seats)
    add_field(shown, f"Seats ({len(info.seats)}/{info.hero_count})",
              "\n".join(seats) + (f"\n{open_seats} open" if open_seats and seats else "")
              if seats else "all open")
    return shown


class Session(GameCog):
    kilforth = app_commands.Group(name="kilforth", description="Set up and manage this channel's game")

    def __init__(self, bot: KilforthBot) -> None:
        super().__init__(bot)
        # Who has agreed to abandon each running game. Kept in memory: after a restart the
        # players simply run /kilforth abandon again.
        self._abandon_votes: dict[int, set[str]] = {}

    @kilforth.command(name="new", description="Open a new game in this channel")
    @app_commands.describe(
        mode="Solo (you play every hero), co-op (all win or lose together) or competitive",
        heroes="How many heroes (1-4); default 1 in solo, else 2",
        first_game="First game: no Ancient Ability cards and no Plots (R-SETUP-16)",
        beginner_successes="Beginner variant: 4s count as successes too (R-TEST-5)",
        auto_evasion="Heroes slip past foes automatically when they may (R-ENG-EVA-5)",
        sagas="How heroes without a chosen Saga get one",
        clock_hours="Hours a player has to act before reminders; 0 for no clock (default 24)",
        on_timeout="What happens when a player's time runs out (default: only reminders)",
    )
    @app_commands.choices(
        mode=[app_commands.Choice(name=m.title(), value=m)
              for m in ("solo", "coop", "competitive")],
        sagas=[app_commands.Choice(name="Each player chooses", value="choose"),
               app_commands.Choice(name="The class's suggested Saga", value="match_class"),
               app_commands.Choice(name="At random", value="random")],
        on_timeout=ON_TIMEOUT,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        mode: Literal["solo", "coop", "competitive"] = "coop",
        heroes: app_commands.Range[int, 1, 4] | None = None,
        first_game: bool = False,
        beginner_successes: bool = False,
        auto_evasion: bool = True,
        sagas: Literal["choose", "match_class", "random"] = "choose",
        clock_hours: app_commands.Range[int, 0, MAX_CLOCK_HOURS] = 24,
        on_timeout: TimeoutPolicy = "remind",
    ) -> None:
        options = GameOptions(mode=mode, first_game=first_game,
                              beginner_successes=beginner_successes, auto_evasion=auto_evasion,
                              saga_assignment=sagas)
        count = heroes if heroes is not None else (1 if mode == "solo" else 2)
        clock = ClockSettings(hours=clock_hours, on_timeout=on_timeout)

        async def create() -> SessionInfo:
            info = await self.bot.store.create(
                str(interaction.guild_id), channel_key(interaction), player_id(interaction.user),
                options, count)
            await self.bot.store.set_clock(info.id, clock)
            return info

        with refusals():
            info = await in_time(interaction, create())
        shown = lobby_embed(info, load_pack(), "A new game of Gloom of Kilforth")
        add_field(shown, "⏳ Turn clock", clock_text(clock))
        await reply(interaction, embed=shown)

    @kilforth.command(name="join", description="Take a seat with a hero")
    @app_commands.rename(hero_class="class")
    @app_commands.describe(
        race="Your hero's Race", hero_class="Your hero's Class",
        saga="Your Saga (leave empty to follow the game's option)",
        reward="The deck your starting Reward comes from (asked later if empty)",
        name="Your hero's name (default: your name here)")
    @app_commands.choices(reward=REWARD_DECKS)
    async def join(self, interaction: discord.Interaction[Any], race: Card, hero_class: Card,
                   saga: Card | None = None,
                   reward: Literal["ally", "item", "spell", "title"] | None = None,
                   name: HeroName | None = None) -> None:
        pack = load_pack()
        spec = HeroSpec(player=player_id(interaction.user),
                        name=name or interaction.user.display_name[:64], race=race,
                        hero_class=hero_class, saga=saga, starting_deck=reward)
        # A card typed rather than picked, or already taken, is refused now rather than when
        # the game is dealt (the engine checks both).
        lobby = await self.bot.store.session(channel_key(interaction))
        check_seats([*(lobby.seats if lobby is not None else []), spec], pack)
        with refusals():
            info = await in_time(interaction, self.bot.store.join(channel_key(interaction), spec))
        await reply(interaction, embed=lobby_embed(info, pack, f"{spec.name} takes a seat"))

    @join.autocomplete("race")
    async def _races(self, interaction: discord.Interaction[Any], current: str
                     ) -> list[app_commands.Choice[str]]:
        pack, taken = load_pack(), await self._taken(interaction, "race")
        return matching(((f"{r.name} — {_attributes(dict(r.attributes))}, {r.max_hp} HP, "
                          f"{r.gold} Gold", r.id)
                         for r in pack.races.values() if r.id not in taken), current)

    @join.autocomplete("hero_class")
    async def _classes(self, interaction: discord.Interaction[Any], current: str
                       ) -> list[app_commands.Choice[str]]:
        pack, taken = load_pack(), await self._taken(interaction, "hero_class")
        return matching(((f"{c.name} — {_attributes(dict(c.bonuses), signed=True) or 'no bonus'}, "
                          f"talents: {', '.join(c.talent_types)}", c.id)
                         for c in pack.classes.values() if c.id not in taken), current)

    @join.autocomplete("saga")
    async def _sagas(self, interaction: discord.Interaction[Any], current: str
                     ) -> list[app_commands.Choice[str]]:
        pack, taken = load_pack(), await self._taken(interaction, "saga")
        # The namespace is keyed by the option's Discord name.
        picked = getattr(interaction.namespace, "class", None)
        info = await self.bot.store.session(channel_key(interaction))
        first_game = info is not None and info.options.first_game

        def label(saga_id: str) -> str:
            saga = pack.sagas[saga_id]
            notes = []
            if saga.suggested_class:
                suggested = pack.classes.get(saga.suggested_class)
                notes.append(f"suits the {suggested.name if suggested else saga.suggested_class}")
            if saga.first_game:
                notes.append("first-game pairing")
            return saga.name + (f" ({', '.join(notes)})" if notes else "")

        # The pairing for the picked class first, then first-game sagas in a first game.
        ordered = sorted((s for s in pack.sagas if s not in taken), key=lambda s: (
            pack.sagas[s].suggested_class != picked,
            not (first_game and pack.sagas[s].first_game)))
        return matching(((label(s), s) for s in ordered), current)

    async def _taken(self, interaction: discord.Interaction[Any], attr: str) -> set[str]:
        """What other seats of the lobby already hold: each card exists once."""
        info = await self.bot.store.session(channel_key(interaction))
        if info is None:
            return set()
        me = player_id(interaction.user)
        return {getattr(s, attr) for s in info.seats if s.player != me} - {None}

    @kilforth.command(name="leave", description="Give up your seat before the game starts")
    @app_commands.describe(name="In solo, which of your heroes to remove (default: all)")
    async def leave(self, interaction: discord.Interaction[Any],
                    name: HeroName | None = None) -> None:
        with refusals():
            info = await self.bot.store.leave(channel_key(interaction),
                                              player_id(interaction.user), name)
        await interaction.response.send_message(
            embed=lobby_embed(info, load_pack(), f"{interaction.user.display_name} leaves"))

    @leave.autocomplete("name")
    async def _my_seats(self, interaction: discord.Interaction[Any], current: str
                        ) -> list[app_commands.Choice[str]]:
        info = await self.bot.store.session(channel_key(interaction))
        if info is None or info.status != "lobby":
            return []
        me = player_id(interaction.user)
        return matching(((s.name, s.name) for s in info.seats if s.player == me), current)

    @kilforth.command(name="start", description="Deal the game once every seat is taken")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        key, me = channel_key(interaction), player_id(interaction.user)
        with refusals():
            info = await self.bot.store.session(key)
        if info is not None and info.status == "lobby" and me not in info.players \
                and me != info.created_by and not is_moderator(interaction, self.bot.settings):
            raise RuleError("not_seated", "Only a seated player, the player who opened the game"
                            " or a moderator can start it.")
        await self.bot.flow.run(interaction, self.bot.store.start(key, me), "The game begins")

    @kilforth.command(name="status", description="Where this channel's game stands")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        key = channel_key(interaction)
        with refusals():
            info = await self.bot.store.session(key)
            if info is None:
                games = await self.bot.store.games(key)
                last = f" The last one is {games[0].status}." if games else ""
                raise RuleError("no_game", "There is no game in this channel: open one with"
                                f" /kilforth new.{last}")
            if info.status == "lobby":
                await interaction.response.send_message(
                    embed=lobby_embed(info, load_pack(), "Waiting in the lobby"), ephemeral=True)
                return
            state = await self.bot.store.state(key)
        pack = pack_for(state)
        deadline = await self.bot.turn_clock.deadline(key, state)
        _, turn, _ = banner(state, pack, info.id, info.version, deadline)
        heroes = embed(f"Day {state.day} · {state.options.mode}", colour=Palette.INFO)
        for hero in state.heroes:
            add_field(heroes, hero.name, text.hero_status(state, pack, hero))
        await interaction.response.send_message(embeds=[turn, heroes], ephemeral=True)

    @kilforth.command(name="quiet", description="Hours when reminders wait, in every game"
                      " (no options: none)")
    @app_commands.rename(start="from", end="to")
    @app_commands.describe(start="When your quiet hours begin, e.g. 22:00",
                           end="When they end, e.g. 7:30",
                           timezone="Your time zone, e.g. Europe/Paris")
    async def quiet(self, interaction: discord.Interaction[Any], start: TimeOfDay | None = None,
                    end: TimeOfDay | None = None, timezone: TimeZone | None = None) -> None:
        me = player_id(interaction.user)
        if start is None and end is None and timezone is None:
            await in_time(interaction, self.bot.store.set_quiet_hours(me, None), private=True)
            await reply(interaction, embed=embed(
                "🔔 No quiet hours", "Reminders reach you at any hour again.",
                colour=Palette.SUCCESS), ephemeral=True)
            return
        if start is None or end is None or timezone is None:
            raise RuleError("quiet_hours_options", "Give all three of from, to and timezone"
                            " (e.g. from 22:00 to 7:00 Europe/Paris), or none of them to have"
                            " no quiet hours.")
        begin, finish = parse_time(start), parse_time(end)
        if begin == finish:
            raise RuleError("empty_quiet_hours", "Quiet hours must start and end at different"
                            " times, e.g. from 22:00 to 7:00.")
        if timezone not in _zones():
            raise RuleError("unknown_time_zone", f"{timezone!r} is not a time zone I know: pick"
                            " one of the suggestions, a name such as Europe/Paris or"
                            " America/New_York.")
        quiet = QuietHours(start=begin, end=finish, timezone=timezone)
        await in_time(interaction, self.bot.store.set_quiet_hours(me, quiet), private=True)
        await reply(interaction, embed=embed("🌙 Quiet hours set", quiet_text(quiet),
                                             colour=Palette.SUCCESS), ephemeral=True)

    @quiet.autocomplete("timezone")
    async def _zones_matching(self, interaction: discord.Interaction[Any], current: str
                              ) -> list[app_commands.Choice[str]]:
        return matching(((zone, zone) for zone in sorted(_zones())), current)

    @kilforth.command(name="abandon",
                      description="End this game without a result (every player must agree)")
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        key, me = channel_key(interaction), player_id(interaction.user)
        with refusals():
            info = await self.bot.store.session(key)
            if info is None:
                raise RuleError("no_game", "There is no game in this channel to abandon.")
            if is_moderator(interaction, self.bot.settings) or (
                    info.status == "lobby" and me == info.created_by):
                await self._abandon(interaction, info, "by " + interaction.user.display_name)
                return
            if me not in info.players:
                raise RuleError("not_seated", "Only the game's players (or a moderator) can"
                                " abandon it; in the lobby, the player who opened it.")
            votes = self._abandon_votes.setdefault(info.id, set())
            votes.add(me)
            missing = [p for p in info.players if p not in votes]
            if not missing:
                await self._abandon(interaction, info, "by every player's agreement")
                return
        waiting = ", ".join(mention(p) or p for p in missing)
        await interaction.response.send_message(embed=embed(
            f"{interaction.user.display_name} wants to abandon the game",
            f"Still to agree with /kilforth abandon: {waiting}.", colour=Palette.WARNING),
            allowed_mentions=discord.AllowedMentions.none())

    async def _abandon(self, interaction: discord.Interaction[Any], info: SessionInfo,
                       how: str) -> None:
        await self.bot.store.abandon(info.channel, player_id(interaction.user))
        self._abandon_votes.pop(info.id, None)
        if info.seed is not None:
            forget(info.seed)
        await interaction.response.send_message(embed=embed(
            "The game is abandoned", f"Abandoned {how}. Open a new one with /kilforth new.",
            colour=Palette.WARNING))


@functools.cache
def _zones() -> frozenset[str]:
    """The IANA time zone names this machine knows (read from disk once)."""
    return frozenset(available_timezones())


async def setup(bot: KilforthBot) -> None:
    await bot.add_cog(Session(bot))
