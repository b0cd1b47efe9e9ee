"""`/kilforth …`: open a game in a channel, take a seat, start, see where it stands, abandon."""

from datetime import timedelta
from typing import Any, Literal

import discord
from discord import app_commands

from commands import permissions
from commands.bot import GameCog, KilforthBot
from commands.checks import is_moderator
from commands.choices import matching
from commands.context import channel_key, mention, player_id, private
from commands.deadline import in_time, reply
from commands.embeds import Palette, add_field, embed
from commands.errors import refusals
from commands.language import LANGUAGE_CHOICES, game_say, reader_say
from commands.lookback import (
    chosen_game,
    games_offered,
    history_embeds,
    recap_message,
    replay_message,
    send_private,
    stats_embeds,
)
from commands.options import Card, HeroName, Text
from commands.prompts import banner
from commands.reminders import ON_TIMEOUT, clock_text, parse_time, quiet_text
from commands.translator import choice_key
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import check_seats, forget, pack_for
from kilforth.errors import RuleError, Word
from kilforth.i18n import DEFAULT_LANG, LANGS, Lang, language, msgid, t
from kilforth.options import GameOptions
from kilforth.render import text
from kilforth.render.heroes import titled
from kilforth.render.say import Say, say_for
from kilforth.rules.turns import LAST_DAY
from kilforth.sim.levels import LEVELS
from kilforth.sim.seats import (
    DEFAULT_LEVEL,
    computer_player,
    is_computer,
    suggested_hero,
)
from kilforth.state import HeroSpec
from kilforth.store import SessionInfo
from kilforth.store.models import MAX_HEROES, Pilot
from kilforth.store.timers import (
    MAX_CLOCK_HOURS,
    ClockSettings,
    QuietHours,
    TimeoutPolicy,
    zone_names,
)

TimeOfDay = app_commands.Transform[str, Text("time of day", len("23:59"))]
TimeZone = app_commands.Transform[str, Text("time zone", 64)]

# The automatic players a companion may be, by `kilforth.sim.levels`'s names, each named with
# its measured strength (the English catalogue's words are the tree's own).
LEVEL_CHOICES = [app_commands.Choice(name=t(DEFAULT_LANG, choice_key("level", level)), value=level)
                 for level in LEVELS]
MAX_AWAY_DAYS = 60
REWARD_DECKS = [app_commands.Choice(name=k.title(), value=k)
                for k in ("ally", "item", "spell", "title")]


def _attributes(say: Say, values: dict[str, int], *, signed: bool = False) -> str:
    return " · ".join(say("session-attribute-value", word=k, value=f"{v:+d}" if signed else v)
                      for k, v in values.items())


def _hero_name(say: Say, pack: Pack, race: str, hero_class: str, feminine: bool = False) -> str:
    """A computer companion's name: its Race and Class, in the game's language."""
    return say.hero_name(pack, race, hero_class, feminine)


def _picked(pack: Pack, cards: dict[str, Any], typed: str) -> tuple[str, bool]:
    """The card a player picked or typed, by its id or its name in any language, feminine
    forms included ("elfe noire", "sorcière"), and whether it was that feminine form. What
    names no card comes back as typed, for `check_seats` to refuse with the cards there are."""
    for lang in LANGS:
        if (found := say_for(pack, lang).picked(pack, cards, typed)) is not None:
            return found
    return typed, False


def _forms(say: Say, pack: Pack, card: str) -> list[tuple[str, str]]:
    """A Race or Class offered by its name, and by its feminine form where the reader's
    language has one: that choice's value is the form itself, which `/join` keeps."""
    name = say.card(pack, card)
    feminine = say.feminine(card)
    return [(name, card)] + ([(feminine, feminine)] if feminine and feminine != name else [])


def default_language(interaction: discord.Interaction[Any]) -> Lang:
    """A new game's language when its opener names none: the server's, if the bot speaks it
    (Discord sends a community server's locale), else English."""
    return language(str(interaction.guild_locale or "en-US"))


def _option(say: Say, name: str, value: object) -> str:
    # A choice's value (`match_class`) and a switch (`True`) are said as words.
    said = str(value).lower() if isinstance(value, bool) else str(value)
    return say("session-option", name=name, label=name.replace("_", " "), value=said)


def _seat_line(say: Say, pack: Pack, seat: HeroSpec) -> str:
    race = say.gendered(pack, seat.race, seat.feminine)
    identity = say("hero-identity", race=race, hero_class=say.gendered(
        pack, seat.hero_class, seat.feminine)) if seat.hero_class in pack.classes else race
    line = titled(seat.name, identity)
    if seat.saga in pack.sagas:
        line += say("session-seat-saga", saga=say.card(pack, seat.saga))
    if m := mention(seat.player):
        line += say("session-seat-player", player=m)
    if is_computer(seat.player):
        line += say("session-seat-computer")
    return line


def lobby_embed(info: SessionInfo, pack: Pack, title: str, say: Say) -> discord.Embed:
    """The lobby: mode, the options that differ from the rules' defaults, and the seats."""
    o = info.options
    changed = [_option(say, name, value) for name, value in o.model_dump().items()
               if name != "mode" and value != GameOptions.model_fields[name].default]
    shown = embed(title, say("session-lobby", mode=o.mode, count=info.hero_count,
                             ), colour=Palette.INFO)
    add_field(shown, say("session-lobby-options"),
              "\n".join(changed) or say("session-lobby-defaults"))
    seats = [_seat_line(say, pack, seat) for seat in info.seats]
    open_seats = info.hero_count - len(info.seats)
    add_field(shown, say("session-seats", taken=len(info.seats), count=info.hero_count),
              "\n".join(seats) + ("\n" + say("session-seats-open", count=open_seats)
                                  if open_seats and seats else "")
              if seats else say("session-seats-all-open"))
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
        companions="Computer-controlled heroes seated at once (co-op and competitive)",
        level="How the computer companions play",
        thread="Open the game in a new thread of this channel, named after the game",
        clock_hours="Hours a player has to act before reminders; 0 for no clock (default 24)",
        on_timeout="What happens when a player's time runs out (default: only reminders)",
        language="The language of the game's messages (default: the server's, if French)",
    )
    @app_commands.choices(
        mode=[app_commands.Choice(name=m.title(), value=m)
              for m in ("solo", "coop", "competitive")],
        sagas=[app_commands.Choice(name="Each player chooses", value="choose"),
               app_commands.Choice(name="The class's suggested Saga", value="match_class"),
               app_commands.Choice(name="At random", value="random")],
        level=LEVEL_CHOICES,
        on_timeout=ON_TIMEOUT,
        language=LANGUAGE_CHOICES,
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
        companions: app_commands.Range[int, 0, MAX_HEROES - 1] = 0,
        level: str = DEFAULT_LEVEL,
        thread: bool = False,
        clock_hours: app_commands.Range[int, 0, MAX_CLOCK_HOURS] = 24,
        on_timeout: TimeoutPolicy = "remind",
        language: Lang | None = None,
    ) -> None:
        lang = language or default_language(interaction)
        pack = load_pack()
        options = GameOptions(mode=mode, first_game=first_game,
                              beginner_successes=beginner_successes, auto_evasion=auto_evasion,
                              saga_assignment=sagas)
        count = heroes if heroes is not None else (
            1 if mode == "solo" else max(2, companions + 1))
        _check_companions(mode, count, companions)
        clock = ClockSettings(hours=clock_hours, on_timeout=on_timeout)
        key = channel_key(interaction)
        say = say_for(pack, lang)
        if thread:
            opened = await in_time(interaction, _open_thread(interaction, mode, count, say))
            key = str(opened.id)

        async def create() -> SessionInfo:
            info = await self.bot.store.create(
                str(interaction.guild_id), key, player_id(interaction.user), options, count,
                lang=lang)
            await self.bot.store.set_clock(info.id, clock)
            for _ in range(companions):
                info = await self._seat_computer(key, info, level)
            return info

        with refusals():
            info = await in_time(interaction, create())
        shown = lobby_embed(info, pack, say("session-game-title"), say)
        add_field(shown, say("session-clock"), clock_text(clock, say))
        if not thread:
            await reply(interaction, embed=shown)
            return
        await opened.send(embed=shown)
        await reply(interaction, embed=embed(
            say("session-game-title"),
            say("session-in-thread", thread=opened.mention),
            colour=Palette.INFO))

    async def _seat_computer(self, channel: str, info: SessionInfo, level: str,
                             chosen: HeroSpec | None = None) -> SessionInfo:
        """Seat a computer companion playing at `level`: the hero `chosen` (its player set
        here), else the next free first-game pairing."""
        pack = load_pack()
        taken = {"race": {s.race for s in info.seats}, "class": {s.hero_class for s in info.seats},
                 "saga": {s.saga for s in info.seats if s.saga}}
        player = computer_player(info.players)
        if chosen is None:
            race, klass, saga = suggested_hero(pack, taken)
            chosen = HeroSpec(player=player, name=_hero_name(game_say(info, pack), pack, race,
                                                             klass),
                              race=race, hero_class=klass, saga=saga)
        spec = chosen.model_copy(update={"player": player})
        check_seats([*info.seats, spec], pack)
        joined = await self.bot.store.join(channel, spec)
        await self.bot.store.set_pilot(channel, Pilot(player=player, level=level,
                                                      reason="companion"))
        return joined

    @kilforth.command(name="join", description="Take a seat with a hero")
    @app_commands.rename(hero_class="class")
    @app_commands.describe(
        race="Your hero's Race", hero_class="Your hero's Class",
        saga="Your Saga (leave empty to follow the game's option)",
        reward="The deck your starting Reward comes from (asked later if empty)",
        name="Your hero's name (default: your name here)",
        computer="Seat this hero for a computer companion instead of yourself",
        level="How the computer companion plays")
    @app_commands.choices(reward=REWARD_DECKS, level=LEVEL_CHOICES)
    async def join(self, interaction: discord.Interaction[Any], race: Card, hero_class: Card,
                   saga: Card | None = None,
                   reward: Literal["ally", "item", "spell", "title"] | None = None,
                   name: HeroName | None = None, computer: bool = False,
                   level: str = DEFAULT_LEVEL) -> None:
        pack = load_pack()
        key = channel_key(interaction)
        lobby = await self.bot.store.session(key)
        say = game_say(lobby, pack)
        (race, female_race), (hero_class, female_class) = (_picked(pack, pack.races, race),
                                                           _picked(pack, pack.classes, hero_class))
        feminine = female_race or female_class
        default_name = (_hero_name(say, pack, race, hero_class, feminine)
                        if computer and race in pack.races and hero_class in pack.classes
                        else interaction.user.display_name[:64])
        spec = HeroSpec(player=player_id(interaction.user), name=name or default_name,
                        race=race, hero_class=hero_class, saga=saga, starting_deck=reward,
                        feminine=feminine)
        # A card typed rather than picked, or already taken, is refused now rather than when
        # the game is dealt (the engine checks both).
        check_seats([*(lobby.seats if lobby is not None else []), spec], pack)
        with refusals():
            if computer:
                info = await in_time(interaction, self._computer_joins(interaction, lobby, spec,
                                                                       level))
            else:
                info = await in_time(interaction, self.bot.store.join(key, spec))
        if isinstance(interaction.channel, discord.Thread) and not computer:
            # A thread game's players are its members, so the thread is in their list.
            await interaction.channel.add_user(interaction.user)
        await reply(interaction, embed=lobby_embed(
            info, pack, say("session-takes-seat", name=spec.name), say))

    async def _computer_joins(self, interaction: discord.Interaction[Any],
                              lobby: SessionInfo | None, spec: HeroSpec, level: str
                              ) -> SessionInfo:
        """Seat a computer companion with the hero a player chose for it; only a seated
        player, the game's opener or a moderator may, and not in a solo game."""
        me = player_id(interaction.user)
        if lobby is None:
            raise RuleError("no_game", "There is no game in this channel: open one with"
                            " /kilforth new (its companions option seats computer heroes).",
                            key=msgid("session-no-game-companions"))
        if lobby.options.mode == "solo":
            raise RuleError("solo", "A solo game has a single player and no computer"
                            " companions: open a co-op or competitive game to play with them.",
                            key=msgid("session-solo-companions"))
        if me not in lobby.players and me != lobby.created_by \
                and not is_moderator(interaction, self.bot.settings):
            raise RuleError("not_seated", "Only a seated player, the player who opened the game"
                            " or a moderator can seat a computer companion.",
                            key=msgid("session-companion-not-seated"))
        if lobby.status != "lobby":
            raise RuleError("already_started", "The game has already started: nobody can join"
                            " it now.", key=msgid("session-already-started"))
        if len(lobby.seats) >= lobby.hero_count:
            raise RuleError("full", f"The game is full ({lobby.hero_count} heroes): no seat is"
                            " left for a computer companion.", key=msgid("session-full"),
                            params={"count": lobby.hero_count})
        return await self._seat_computer(lobby.channel, lobby, level, spec)

    @join.autocomplete("race")
    async def _races(self, interaction: discord.Interaction[Any], current: str
                     ) -> list[app_commands.Choice[str]]:
        pack, taken = load_pack(), await self._taken(interaction, "race")
        say = reader_say(interaction, pack)
        return matching(((say("session-race-choice", name=name,
                               attributes=_attributes(say, dict(r.attributes)), hp=r.max_hp,
                               gold=r.gold), value)
                         for r in pack.races.values() if r.id not in taken
                         for name, value in _forms(say, pack, r.id)), current)

    @join.autocomplete("hero_class")
    async def _classes(self, interaction: discord.Interaction[Any], current: str
                       ) -> list[app_commands.Choice[str]]:
        pack, taken = load_pack(), await self._taken(interaction, "hero_class")
        say = reader_say(interaction, pack)
        return matching(((say("session-class-choice", name=name,
                               bonuses=_attributes(say, dict(c.bonuses), signed=True)
                               or say("session-no-bonus"),
                               talents=", ".join(say.keyword(k) for k in c.talent_types)), value)
                         for c in pack.classes.values() if c.id not in taken
                         for name, value in _forms(say, pack, c.id)), current)

    @join.autocomplete("saga")
    async def _sagas(self, interaction: discord.Interaction[Any], current: str
                     ) -> list[app_commands.Choice[str]]:
        pack, taken = load_pack(), await self._taken(interaction, "saga")
        # The namespace is keyed by the option's Discord name.
        picked = getattr(interaction.namespace, "class", None)
        info = await self.bot.store.session(channel_key(interaction))
        first_game = info is not None and info.options.first_game

        say = reader_say(interaction, pack)

        def label(saga_id: str) -> str:
            saga = pack.sagas[saga_id]
            notes = []
            if saga.suggested_class:
                notes.append(say("session-saga-suits",
                                 hero_class=say.card(pack, saga.suggested_class)))
            if saga.first_game:
                notes.append(say("session-saga-first-game"))
            name = say.card(pack, saga_id)
            return say("session-saga-notes", saga=name, notes=", ".join(notes)) if notes else name

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
        pack = load_pack()
        say = game_say(info, pack)
        await interaction.response.send_message(embed=lobby_embed(
            info, pack, say("session-leaves", name=interaction.user.display_name), say))

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
                            " or a moderator can start it.", key=msgid("session-start-not-seated"))
        say = game_say(info, load_pack())
        await self.bot.flow.run(interaction, self.bot.store.start(key, me),
                                say("session-begins"))

    @kilforth.command(name="away", description="Hand your hero to the autopilot while you are"
                      " away")
    @app_commands.describe(days="How many days you are away (empty: until /kilforth back)")
    async def away(self, interaction: discord.Interaction[Any],
                   days: app_commands.Range[int, 1, MAX_AWAY_DAYS] | None = None) -> None:
        autopilot = self.bot.autopilot
        until = None if days is None else autopilot.now() + timedelta(days=days)
        seat = Pilot(player=player_id(interaction.user), level=DEFAULT_LEVEL, reason="away",
                     until=until)
        key = channel_key(interaction)
        say = game_say(await self.bot.store.session(key), load_pack())
        how = f"<t:{int(until.timestamp())}:R>" if until is not None else "back"
        with refusals():
            await autopilot.hand_over(
                interaction, seat, say("session-away", name=interaction.user.display_name),
                say("session-away-note", until=how))

    @kilforth.command(name="back", description="Take your hero back from the autopilot")
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        with refusals():
            seat = await self.bot.autopilot.back(channel_key(interaction),
                                                 player_id(interaction.user))
        if seat is None:
            raise RuleError("not_away", "The autopilot is not playing your hero: /kilforth back"
                            " ends an away (/kilforth away) or a moderator's autopilot.",
                            key=msgid("session-not-away"))
        say = game_say(await self.bot.store.session(channel_key(interaction)), load_pack())
        await reply(interaction, embed=embed(
            say("session-back", name=interaction.user.display_name),
            say("session-back-note"), colour=Palette.INFO))

    @kilforth.command(name="status", description="Where this channel's game stands")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        key = channel_key(interaction)
        with refusals():
            info = await self.bot.store.session(key)
            if info is None:
                games = await self.bot.store.games(key)
                if games:
                    raise RuleError("no_game", "There is no game in this channel: open one with"
                                    f" /kilforth new. The last one is {games[0].status}.",
                                    key=msgid("session-no-game-last"),
                                    params={"status": games[0].status})
                raise RuleError("no_game", "There is no game in this channel: open one with"
                                " /kilforth new.", key=msgid("session-no-game"))
            if info.status == "lobby":
                pack = load_pack()
                say = reader_say(interaction, pack)
                await interaction.response.send_message(embed=lobby_embed(
                    info, pack, say("session-waiting"), say), ephemeral=True)
                return
            state = await self.bot.store.state(key)
        pack = pack_for(state)
        say = reader_say(interaction, pack)
        deadline = await self.bot.turn_clock.deadline(key, state)
        _, turn, _ = banner(state, pack, info.id, info.version, deadline,
                            await self.bot.autopilot.labels(key, state, say), say=say)
        heroes = embed(say("session-status", day=state.day, mode=state.options.mode),
                       colour=Palette.INFO)
        for hero in state.heroes:
            add_field(heroes, hero.name, text.hero_status(state, pack, hero, say=say))
        await interaction.response.send_message(embeds=[turn, heroes], ephemeral=True)

    @kilforth.command(name="recap", description="The recap picture of a game (only you see"
                      " this)")
    @app_commands.describe(game="Which of this server's games (default: this channel's latest)")
    async def recap(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        store = self.bot.store
        with refusals():
            info = await chosen_game(store, interaction, game)
            shown, picture = await in_time(
                interaction, recap_message(store, interaction, info, self.bot), private=True)
        await send_private(interaction, [shown], picture)

    @kilforth.command(name="replay", description="The map and the Night at a Day's Dawn (only"
                      " you see this)")
    @app_commands.describe(day="Which Day of the game",
                           game="Which of this server's games (default: this channel's latest)")
    async def replay(self, interaction: discord.Interaction[Any],
                     day: app_commands.Range[int, 1, LAST_DAY], game: int | None = None) -> None:
        store = self.bot.store
        with refusals():
            info = await chosen_game(store, interaction, game)
            shown, picture = await in_time(
                interaction, replay_message(store, interaction, info, day, self.bot),
                private=True)
        await send_private(interaction, shown, picture)

    @kilforth.command(name="history", description="This server's finished games, newest first"
                      " (only you see this)")
    @app_commands.describe(page="Which page (default: the first, the newest games)")
    async def history(self, interaction: discord.Interaction[Any],
                      page: app_commands.Range[int, 1, 1000] = 1) -> None:
        with refusals():
            shown = await in_time(interaction, history_embeds(self.bot.store, interaction, page),
                                  private=True)
        await private(interaction, shown)

    @kilforth.command(name="stats", description="A player's games on this server, and the"
                      " server's records (only you see this)")
    @app_commands.describe(player="Whose (default: yours)")
    async def stats(self, interaction: discord.Interaction[Any],
                    player: discord.User | None = None) -> None:
        with refusals():
            shown = await in_time(interaction, stats_embeds(
                self.bot.store, interaction, player or interaction.user), private=True)
        await private(interaction, shown)

    @recap.autocomplete("game")
    @replay.autocomplete("game")
    async def _recap_games(self, interaction: discord.Interaction[Any], current: str
                           ) -> list[app_commands.Choice[int]]:
        return await games_offered(self.bot.store, interaction, current,
                                   reader_say(interaction, load_pack()))

    @kilforth.command(name="quiet", description="Hours when reminders wait, in every game"
                      " (no options: none)")
    @app_commands.rename(start="from", end="to")
    @app_commands.describe(start="When your quiet hours begin, e.g. 22:00",
                           end="When they end, e.g. 7:30",
                           timezone="Your time zone, e.g. Europe/Paris")
    async def quiet(self, interaction: discord.Interaction[Any], start: TimeOfDay | None = None,
                    end: TimeOfDay | None = None, timezone: TimeZone | None = None) -> None:
        me = player_id(interaction.user)
        say = reader_say(interaction, load_pack())
        if start is None and end is None and timezone is None:
            await in_time(interaction, self.bot.store.set_quiet_hours(me, None), private=True)
            await reply(interaction, embed=embed(
                say("session-quiet-none"), say("session-quiet-none-note"),
                colour=Palette.SUCCESS), ephemeral=True)
            return
        if start is None or end is None or timezone is None:
            raise RuleError("quiet_hours_options", "Give all three of from, to and timezone"
                            " (e.g. from 22:00 to 7:00 Europe/Paris), or none of them to have"
                            " no quiet hours.", key=msgid("session-quiet-options"))
        begin, finish = parse_time(start), parse_time(end)
        if begin == finish:
            raise RuleError("empty_quiet_hours", "Quiet hours must start and end at different"
                            " times, e.g. from 22:00 to 7:00.", key=msgid("session-quiet-empty"))
        if timezone not in zone_names():
            raise RuleError("unknown_time_zone", f"{timezone!r} is not a time zone I know: pick"
                            " one of the suggestions, a name such as Europe/Paris or"
                            " America/New_York.", key=msgid("session-unknown-zone"),
                            params={"zone": timezone})
        quiet = QuietHours(start=begin, end=finish, timezone=timezone)
        await in_time(interaction, self.bot.store.set_quiet_hours(me, quiet), private=True)
        await reply(interaction, embed=embed(say("session-quiet-set"), quiet_text(quiet, say),
                                             colour=Palette.SUCCESS), ephemeral=True)

    @quiet.autocomplete("timezone")
    async def _zones_matching(self, interaction: discord.Interaction[Any], current: str
                              ) -> list[app_commands.Choice[str]]:
        return matching(((zone, zone) for zone in sorted(zone_names())), current)

    @kilforth.command(name="abandon",
                      description="End this game without a result (every player must agree)")
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        key, me = channel_key(interaction), player_id(interaction.user)
        with refusals():
            info = await self.bot.store.session(key)
            if info is None:
                raise RuleError("no_game", "There is no game in this channel to abandon.",
                                key=msgid("session-no-game-abandon"))
            say = game_say(info, load_pack())
            if is_moderator(interaction, self.bot.settings) or (
                    info.status == "lobby" and me == info.created_by):
                await self._abandon(interaction, info, say(
                    "session-abandoned-by", name=interaction.user.display_name))
                return
            if me not in info.players:
                raise RuleError("not_seated", "Only the game's players (or a moderator) can"
                                " abandon it; in the lobby, the player who opened it.",
                                key=msgid("session-abandon-not-seated"))
            votes = self._abandon_votes.setdefault(info.id, set())
            again = me in votes
            votes.add(me)
            missing = [p for p in info.players if p not in votes]
            if not missing:
                await self._abandon(interaction, info, say("session-abandoned-agreed"))
                return
        waiting = ", ".join(mention(p) or p for p in missing)
        # A second vote changes nothing: the channel heard the first, so only the voter hears.
        title = say("session-already-agreed") if again else say(
            "session-wants-abandon", name=interaction.user.display_name)
        await interaction.response.send_message(embed=embed(
            title, say("session-still-to-agree", waiting=waiting), colour=Palette.WARNING),
            ephemeral=again, allowed_mentions=discord.AllowedMentions.none())

    async def _abandon(self, interaction: discord.Interaction[Any], info: SessionInfo,
                       how: str) -> None:
        """End `info`'s game, telling the channel `how` it was abandoned."""
        await self.bot.store.abandon(info.channel, player_id(interaction.user))
        self._abandon_votes.pop(info.id, None)
        if info.seed is not None:
            forget(info.seed)
        say = game_say(info, load_pack())
        await interaction.response.send_message(embed=embed(
            say("session-abandoned"), how, colour=Palette.WARNING))


async def setup(bot: KilforthBot) -> None:
    await bot.add_cog(Session(bot))


def _check_companions(mode: str, count: int, companions: int) -> None:
    """Refuse, before anything is made, companions a game cannot seat."""
    if companions and mode == "solo":
        raise RuleError("solo", "A solo game has a single player and no computer companions:"
                        " choose mode co-op or competitive to play with them.",
                        key=msgid("session-solo-new"))
    if companions >= count:
        raise RuleError("too_many_heroes", f"{companions} computer companion(s) would leave no"
                        f" seat for you in a game of {count} hero(es): a game has at most"
                        f" {MAX_HEROES} heroes. Ask for fewer companions or more heroes.",
                        key=msgid("session-too-many"),
                        params={"companions": companions, "count": count, "most": MAX_HEROES})


async def _open_thread(interaction: discord.Interaction[Any], mode: str, count: int, say: Say
                       ) -> discord.Thread:
    """A new public thread of the interaction's channel for the game, with its opener in it."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise RuleError("not_a_text_channel", "A game opens its own thread from a server's"
                        " text channel: run /kilforth new thread:true there, or leave thread"
                        " out to play here.", key=msgid("session-not-text-channel"))
    lacking = permissions.missing(interaction.app_permissions, permissions.THREAD)
    if lacking:
        raise _no_thread(lacking)
    try:
        opened = await channel.create_thread(
            name=say("session-thread-name", mode=mode, count=count),
            type=discord.ChannelType.public_thread)
    except discord.Forbidden as refused:
        # The interaction's permissions said yes, the channel said no (an overwrite on the
        # bot's role changed meanwhile, say): the same refusal, with what to grant.
        raise _no_thread(permissions.THREAD) from refused
    await opened.add_user(interaction.user)
    return opened


def _no_thread(lacking: tuple[str, ...]) -> RuleError:
    """The refusal of a thread game where the bot may not open one: which permissions a
    moderator grants it (issue 37.3)."""
    named = tuple(Word(flag, msgid("discord-permission")) for flag in lacking)
    return RuleError("thread_permission", key=msgid("session-thread-permission"),
                     params={"permissions": named})
