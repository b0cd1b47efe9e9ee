"""The Discord client: `KilforthBot` loads the cogs, registers the components that must keep
working after a restart, owns the store's lifetime and syncs the command tree on request.

It can be built without connecting (the offline test harness logs it in against a fake
HTTP layer), so nothing here reads the environment: `bot.py` passes the settings in.
"""

import asyncio
import functools
import importlib
import logging
import pkgutil
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from commands.autopilot import Autopilot
from commands.errors import report_error
from commands.game import GameFlow
from commands.language import reader_language
from commands.panel import PANEL_ITEMS
from commands.prompts import PROMPT_ITEMS
from commands.reminders import SnoozeButton, TurnClock
from commands.scheduler import Clock, Scheduler, SystemClock
from commands.settings import Settings
from commands.translator import CatalogueTranslator
from kilforth.i18n import t
from kilforth.store import Store, worker
from kilforth.store.warm import warm_engine

log = logging.getLogger(__name__)

COGS_PACKAGE = "commands.cogs"


# Opens (creating and migrating) the database at a path; tests pass their own.
StoreFactory = Callable[[Path], Awaitable[Store]]


class KilforthTree(app_commands.CommandTree["KilforthBot"]):
    async def interaction_check(self, interaction: discord.Interaction["KilforthBot"]) -> bool:
        # Discord offers the commands only in servers (the bot's allowed_contexts); a client
        # that sends one from a DM anyway is refused, since no moderator could reach a game
        # stored there. Autocomplete there simply offers nothing.
        if interaction.guild_id is None:
            if interaction.type is discord.InteractionType.application_command:
                raise app_commands.NoPrivateMessage(
                    t(reader_language(interaction), "session-guild-only"))
            return False
        return True

    async def on_error(
        self, interaction: discord.Interaction["KilforthBot"], error: app_commands.AppCommandError
    ) -> None:
        await report_error(interaction, error)


class GameCog(commands.Cog):
    """Base of the bot's cogs. A cog declares here the buttons and selects that must survive
    a restart; the bot registers them once every cog is loaded."""

    # DynamicItems: custom ids that carry their own data (channel, prompt, option).
    dynamic_items: ClassVar[tuple[type[discord.ui.DynamicItem[Any]], ...]] = ()

    def __init__(self, bot: "KilforthBot") -> None:
        self.bot = bot

    def persistent_views(self) -> list[discord.ui.View]:
        """Views with fixed custom ids and no timeout, dispatched whatever message holds them."""
        return []


def cog_modules(package: str = COGS_PACKAGE) -> list[str]:
    """Every module of the cogs package, sorted so the load order is stable."""
    root = importlib.import_module(package)
    return sorted(
        f"{package}.{info.name}"
        for info in pkgutil.iter_modules(root.__path__)
        if not info.name.startswith("_")
    )


class KilforthBot(commands.Bot):
    def __init__(
        self,
        settings: Settings,
        *,
        store_factory: StoreFactory | None = None,
        sync_commands: bool = False,
        cogs_package: str | None = COGS_PACKAGE,
        clock: Clock | None = None,
        # The gateway's options (a sharded process's `shard_ids`, `shard_count`).
        **gateway: Any,
    ) -> None:
        # Slash commands only: the default intents, none of them privileged, are enough.
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents.default(),
            tree_cls=KilforthTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            # A game belongs to a server channel, where its moderators can inspect and reset
            # it: the commands are installed on servers and offered only there.
            allowed_contexts=app_commands.AppCommandContext(
                guild=True, dm_channel=False, private_channel=False),
            allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
            **gateway,
        )
        self.settings = settings
        self._store_factory = store_factory or functools.partial(
            Store.open, active_games=settings.active_games, pool_size=settings.db_pool)
        self._store: Store | None = None
        self._sync_commands = sync_commands
        self._cogs_package = cogs_package
        # The game's one path from interactions to the store, shared by every cog.
        self.flow = GameFlow(self)
        # Fires the store's timers (reminders, clock expiries); handlers register by kind.
        self.scheduler = Scheduler(lambda: self.store, clock or SystemClock())
        self.turn_clock = TurnClock(self)
        # The seats the computer plays: companions, absent players, timed-out turns.
        self.autopilot = Autopilot(self)

    @property
    def store(self) -> Store:
        if self._store is None:
            raise RuntimeError("the store is opened in setup_hook; the bot has not logged in")
        return self._store

    async def setup_hook(self) -> None:
        self._store = await self._store_factory(self.settings.db)
        # The first command after a restart would otherwise load and check the pack and build
        # the engine's validators while its player waits (over 100 ms).
        await asyncio.to_thread(warm_engine)
        # Likewise the store's worker process, which checks imported files: started during a
        # moderator's import, it would stall every channel a tenth of a second.
        await worker.start()
        # Prompt buttons belong to the flow, not to a cog: they answer in any game channel.
        self.add_dynamic_items(*PROMPT_ITEMS, *PANEL_ITEMS, SnoozeButton)
        await self.tree.set_translator(CatalogueTranslator(self.tree))
        self.turn_clock.register()
        self.autopilot.register()
        for module in cog_modules(self._cogs_package) if self._cogs_package else []:
            await self.load_extension(module)
            log.info("Loaded %s", module)
        for cog in self.cogs.values():
            if isinstance(cog, GameCog):
                self.add_dynamic_items(*cog.dynamic_items)
                for view in cog.persistent_views():
                    self.add_view(view)
        self.scheduler.start()
        if self._sync_commands:
            await self.sync_commands()

    async def sync_commands(self) -> list[app_commands.AppCommand]:
        """Register the command tree with Discord: on the dev guild when one is set (instant,
        for testing), else globally (may take a while to reach every client)."""
        if self.settings.dev_guild is None:
            synced = await self.tree.sync()
            log.info("Synced %d global commands", len(synced))
            return synced
        guild = discord.Object(id=self.settings.dev_guild)
        self.tree.copy_global_to(guild=guild)
        synced = await self.tree.sync(guild=guild)
        log.info("Synced %d commands to guild %s", len(synced), guild.id)
        return synced

    async def close(self) -> None:
        try:
            # Before the store closes: a timer firing now would find it gone.
            await self.scheduler.stop()
            await super().close()
        finally:
            if self._store is not None:
                store, self._store = self._store, None
                await store.close()


class ShardedKilforthBot(KilforthBot, commands.AutoShardedBot):
    """One process of a sharded deployment: the gateway shards of `settings.shards` only.
    Any process may fire any channel's timers, since it posts over HTTP, which needs no
    gateway connection."""

    def __init__(self, settings: Settings, **options: Any) -> None:
        assert settings.shards is not None
        super().__init__(settings, shard_ids=settings.shards.ids,
                         shard_count=settings.shards.count, **options)


def make_bot(settings: Settings, **options: Any) -> KilforthBot:
    """The bot for these settings: sharded when `KILFORTH_SHARDS` is set, else one process
    holding every guild, as a plain `Bot`."""
    if settings.shards is None:
        return KilforthBot(settings, **options)
    return ShardedKilforthBot(settings, **options)
