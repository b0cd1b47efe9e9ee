"""An offline Discord for the bot's tests.

`Harness` logs a real `KilforthBot` in against `FakeDiscord`, a stand-in for Discord's HTTP
API, then feeds it gateway events (GUILD_CREATE, INTERACTION_CREATE, …) through the same
parsers the websocket uses. discord.py's own code then does the rest for real: the command
tree's dispatch, checks, transformers and autocomplete, persistent views and DynamicItems,
the interaction response and followup webhooks.

Every HTTP request discord.py would send is captured instead, checked against Discord's
OpenAPI description and message limits (`contract.py`) and answered the way Discord would
(a message object for a message, ids for synced commands). A failed check fails the test
at the end of the interaction that caused it, even when the bot swallowed the error.

    async with Harness(cogs=[MyCog]) as h:
        result = await h.slash("move", region="city")
        assert result.response_type == 4
        assert "City" in result.text()
        result = await h.click("kf:choose:…")
        upload = h.attachment("game.json", b"{…}")  # an attachment option's file
        result = await h.slash("kilforth-admin import", file=upload)
"""

import asyncio
import contextvars
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Self

import discord
from contract import ContractError, command_tree_problems, message_problems, openapi
from discord import app_commands
from discord.ext import commands
from discord.http import Route
from discord.webhook.async_ import async_context

from commands.bot import COGS_PACKAGE, KilforthBot, StoreFactory
from commands.permissions import NEEDED
from commands.scheduler import Clock
from commands.settings import Settings

DISCORD_EPOCH_MS = 1_420_070_400_000
# Ids are minted from a fixed clock so payloads are the same on every run.
START_MS = 1_735_689_600_000  # 2025-01-01T00:00:00Z
INTERACTION_TIMEOUT = 10.0
# Discord drops an interaction that is not answered within three seconds.
ANSWER_WITHIN = 3.0
EPHEMERAL = 64
LOADING = 128

# A player may do in the channel what the bot does, and use its commands.
PLAYER_PERMISSIONS = NEEDED | discord.Permissions(
    add_reactions=True,
    use_external_emojis=True,
    use_application_commands=True,
)
MODERATOR_PERMISSIONS = PLAYER_PERMISSIONS | discord.Permissions(
    manage_channels=True, manage_messages=True, manage_threads=True
)
# The bot has in the channels what the README's invite link grants, and nothing more: the
# tests show that it is enough (issue 37.3).
BOT_PERMISSIONS = NEEDED

# Interaction types, and the callback types Discord accepts for each.
APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE = 2, 3, 4
ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {4, 5, 9},
    MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
    AUTOCOMPLETE: {8},
}
BUTTON, STRING_SELECT = 2, 3
# The interaction whose handling sent a request: set around each dispatch, inherited by the
# tasks discord.py creates for it, so concurrent interactions keep their requests apart.
CURRENT_INTERACTION: contextvars.ContextVar[int | None] = contextvars.ContextVar(
    "harness_interaction", default=None
)
# Requests whose body is a message to create or edit (followups, edits, channel messages).
MESSAGE_ROUTES = {
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("POST", "/channels/{channel_id}/messages"),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
}


class Snowflakes:
    """Increasing snowflake ids from a fixed start time."""

    def __init__(self) -> None:
        self._ms = START_MS

    def __call__(self) -> int:
        self._ms += 1
        return (self._ms - DISCORD_EPOCH_MS) << 22


def iso(snowflake: int) -> str:
    return discord.utils.snowflake_time(snowflake).isoformat()


# ------------------------------------------------------------------ the fake world


@dataclass(frozen=True)
class FakeRole:
    id: int
    name: str
    permissions: int = 0

    def payload(self, position: int) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": position,
            "permissions": str(self.permissions),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(frozen=True)
class FakeUser:
    id: int
    name: str
    # What the member may do in the channels of the test guild (no overwrites are modelled).
    permissions: int = PLAYER_PERMISSIONS.value
    roles: tuple[int, ...] = ()
    bot: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name.title(),
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
            "bot": self.bot,
            "avatar_decoration_data": None,
        }

    def member_payload(self) -> dict[str, Any]:
        return {
            "user": self.payload(),
            "roles": [str(r) for r in self.roles],
            "joined_at": iso(self.id),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "avatar": None,
            "banner": None,
            "communication_disabled_until": None,
            "permissions": str(self.permissions),
        }


@dataclass(frozen=True)
class FakeChannel:
    id: int
    name: str
    guild_id: int
    parent_id: int | None = None  # set for a thread, whose parent is a text channel

    @property
    def is_thread(self) -> bool:
        return self.parent_id is not None

    def payload(self) -> dict[str, Any]:
        common = {
            "id": str(self.id),
            "guild_id": str(self.guild_id),
            "name": self.name,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.is_thread:
            return common | {
                "type": 11,
                "parent_id": str(self.parent_id),
                "owner_id": str(self.id),
                "message_count": 0,
                "member_count": 1,
                "total_message_sent": 0,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso(self.id),
                    "locked": False,
                    "create_timestamp": iso(self.id),
                },
            }
        return common | {
            "type": 0,
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "topic": None,
            "parent_id": None,
        }


@dataclass(frozen=True)
class FakeAttachment:
    """A file a user attached to a slash command option; the fake CDN serves its bytes."""

    id: int
    filename: str
    data: bytes
    content_type: str | None

    @property
    def url(self) -> str:
        return f"https://cdn.discordapp.com/ephemeral-attachments/0/{self.id}/{self.filename}"

    def payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "ephemeral": True,
        }
        if self.content_type is not None:
            payload["content_type"] = self.content_type
        return payload


# ------------------------------------------------------------------ captured requests


@dataclass
class Request:
    """One HTTP request the bot sent, as Discord would have received it."""

    method: str
    path: str  # concrete, without the /api/v10 prefix
    route: str  # the template from Discord's API description
    params: dict[str, Any]
    body: Any  # the JSON body, or the payload_json part of a multipart body
    files: list[tuple[str, bytes]]
    at: float  # time.monotonic() when sent
    interaction_id: int | None  # the interaction being handled when it was sent

    @property
    def is_callback(self) -> bool:
        return self.route == "/interactions/{interaction_id}/{interaction_token}/callback"

    @property
    def callback_type(self) -> int | None:
        return self.body["type"] if self.is_callback else None

    @property
    def message(self) -> dict[str, Any] | None:
        """The message payload this request creates or edits, if it carries one."""
        if self.is_callback:
            return (self.body.get("data") or {}) if self.callback_type in (4, 7) else None
        return self.body if (self.method, self.route) in MESSAGE_ROUTES else None

    @property
    def ephemeral(self) -> bool:
        if self.is_callback:
            return bool(((self.body.get("data") or {}).get("flags") or 0) & EPHEMERAL)
        return bool(((self.body or {}).get("flags") or 0) & EPHEMERAL)


@dataclass
class Result:
    """What the bot did with one interaction."""

    interaction: discord.Interaction[Any]
    requests: list[Request]

    @property
    def response(self) -> Request | None:
        return next((r for r in self.requests if r.is_callback), None)

    @property
    def response_type(self) -> int | None:
        return self.response.callback_type if self.response else None

    @property
    def messages(self) -> list[dict[str, Any]]:
        """Every message payload sent or edited, in order."""
        return [m for r in self.requests if (m := r.message) is not None]

    @property
    def posts(self) -> list[dict[str, Any]]:
        """The messages sent, without the edits of messages already there (a turn panel or a
        question retired once the game moved on, a map picture that follows its message)."""
        return [m for r in self.requests if (m := r.message) is not None
                and r.method != "PATCH" and r.callback_type != 7]

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return [e for m in self.messages for e in m.get("embeds") or []]

    @property
    def choices(self) -> list[dict[str, Any]]:
        """The autocomplete choices offered."""
        response = self.response
        if response is None or response.callback_type != 8:
            raise AssertionError("no autocomplete answer was sent")
        return response.body["data"]["choices"]

    def text(self) -> str:
        """All the visible text of the messages: content, titles, descriptions, fields."""
        parts: list[str] = []
        for message in self.messages:
            parts.append(message.get("content") or "")
            for em in message.get("embeds") or []:
                parts += [em.get("title") or "", em.get("description") or ""]
                parts += [f"{f['name']}\n{f['value']}" for f in em.get("fields") or []]
                parts.append((em.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)


# ------------------------------------------------------------------ the fake HTTP API


@dataclass
class _Interaction:
    id: int
    type: int
    token: str
    channel_id: int
    user: dict[str, Any]
    message_id: int | None  # the message a component was on
    dispatched_at: float
    answered_at: float | None = None
    original_id: int | None = None


@dataclass
class _Failure:
    method: str
    route: str
    status: int
    code: int
    message: str


@dataclass
class FakeDiscord:
    """Discord's HTTP API, in memory: records, checks and answers every request."""

    ids: Snowflakes
    application_id: int
    bot_user: FakeUser
    owner: FakeUser
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    requests: list[Request] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    messages: dict[int, dict[str, Any]] = field(default_factory=dict)
    commands: dict[int | None, list[dict[str, Any]]] = field(default_factory=dict)
    interactions: dict[str, _Interaction] = field(default_factory=dict)
    # Files on the CDN by URL: what users attached, and what the bot sent.
    cdn: dict[str, bytes] = field(default_factory=dict)
    downloads: list[str] = field(default_factory=list)
    # The members the bot added to each thread.
    thread_members: dict[int, set[int]] = field(default_factory=dict)
    _failures: list[_Failure] = field(default_factory=list)

    def fail(
        self,
        method: str,
        route: str,
        *,
        status: int = 404,
        code: int = 10062,
        message: str = "Unknown interaction",
    ) -> None:
        """Make the next `method` request to `route` (a template from the API description)
        fail with this Discord error; the default is what an expired interaction gets."""
        self._failures.append(_Failure(method.upper(), route, status, code, message))

    def remember(self, message: Mapping[str, Any]) -> None:
        """A message already on Discord, e.g. one an earlier run of the bot sent."""
        self.messages[int(message["id"])] = dict(message)

    def message_with(self, custom_id: str) -> dict[str, Any]:
        """The latest message the bot sent or edited that holds a component `custom_id`."""
        for message in reversed(list(self.messages.values())):
            if _find_component(message.get("components") or [], custom_id) is not None:
                return message
        raise LookupError(f"no message the bot sent has a component with custom_id {custom_id!r}")

    # -- the entry points discord.py calls

    async def get_from_cdn(self, url: str) -> bytes:
        """Replaces `HTTPClient.get_from_cdn` (downloading an attachment)."""
        await asyncio.sleep(0)
        self.downloads.append(url)
        try:
            return self.cdn[url]
        except KeyError:
            raise _http_error(404, 0, "asset not found") from None

    async def http_request(
        self,
        route: Route,
        *,
        files: Sequence[discord.File] | None = None,
        form: Sequence[dict[str, Any]] | None = None,
        **kwargs: Any,
    ) -> Any:
        """Replaces `HTTPClient.request` (bot-authenticated REST calls)."""
        return await self._handle(route, kwargs.get("json"), form, files, kwargs.get("params"))

    async def webhook_request(
        self,
        route: Route,
        session: Any = None,
        *,
        payload: dict[str, Any] | None = None,
        multipart: Sequence[dict[str, Any]] | None = None,
        files: Sequence[discord.File] | None = None,
        params: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> Any:
        """Replaces `AsyncWebhookAdapter.request` (interaction callbacks and followups)."""
        return await self._handle(route, payload, multipart, files, params)

    async def _handle(
        self,
        route: Route,
        payload: Any,
        form: Sequence[dict[str, Any]] | None,
        files: Sequence[discord.File] | None,
        params: Mapping[str, Any] | None,
    ) -> Any:
        # Yield like a real request would, so concurrent interactions can interleave.
        await asyncio.sleep(0)
        path = route.url.removeprefix(Route.BASE)
        multipart = bool(form)
        if form:
            parts = {part["name"]: part for part in form}
            raw = parts.get("payload_json", {}).get("value")
            body = json.loads(raw) if raw is not None else None
        else:
            # What would go on the wire: this also refuses what JSON cannot carry.
            body = json.loads(json.dumps(payload)) if payload is not None else None
        try:
            template = openapi().operation(route.method, path).path
        except ContractError as error:
            self.problems.append(str(error))
            raise
        request = Request(
            method=route.method,
            path=path,
            route=template,
            params=dict(params or {}),
            body=body,
            files=[(f.filename or "file", _read(f)) for f in files or []],
            at=time.monotonic(),
            interaction_id=CURRENT_INTERACTION.get(),
        )
        self.requests.append(request)
        found = openapi().problems(route.method, path, body, multipart=multipart)
        if request.message is not None:
            found += [f"{route.method} {template}: {p}" for p in message_problems(request.message)]
        if found:
            self.problems += found
            raise ContractError("\n".join(found))
        for failure in self._failures:
            if (failure.method, failure.route) == (route.method, template):
                self._failures.remove(failure)
                raise _http_error(failure.status, failure.code, failure.message)
        return self._answer(request)

    # -- answers

    def _answer(self, request: Request) -> Any:
        method, route = request.method, request.route
        args = _path_args(route, request.path)
        if (method, route) == ("GET", "/users/@me"):
            return self.bot_user.payload() | {"verified": True, "mfa_enabled": True, "flags": 0}
        if (method, route) == ("GET", "/oauth2/applications/@me"):
            return self._application()
        if route == "/interactions/{interaction_id}/{interaction_token}/callback":
            return self._callback(request, args["interaction_token"])
        if route.startswith("/webhooks/{webhook_id}/{webhook_token}"):
            return self._webhook(request, args)
        if route.startswith("/channels/{channel_id}/messages"):
            return self._channel_message(request, args)
        if route.startswith("/channels/{channel_id}/thread"):
            return self._thread(request, args)
        if route in (
            "/applications/{application_id}/commands",
            "/applications/{application_id}/guilds/{guild_id}/commands",
        ):
            guild = int(args["guild_id"]) if "guild_id" in args else None
            if method == "PUT":
                self.commands[guild] = [self._command(c, guild) for c in request.body]
            if method in ("PUT", "GET"):
                return self.commands.get(guild, [])
        raise self._cannot_answer(request)

    def _refuse(self, problem: str) -> ContractError:
        """Record a problem (so the test fails even if the bot swallows the error)."""
        self.problems.append(problem)
        return ContractError(problem)

    def _cannot_answer(self, request: Request) -> ContractError:
        return self._refuse(
            f"the fake Discord cannot answer {request.method} {request.route} yet:"
            " teach FakeDiscord._answer"
        )

    def _application(self) -> dict[str, Any]:
        return {
            "id": str(self.application_id),
            "name": "Kilforth",
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self.owner.payload(),
            "team": None,
            "bot": self.bot_user.payload(),
        }

    def _command(self, payload: dict[str, Any], guild: int | None) -> dict[str, Any]:
        command = {
            "id": str(self.ids()),
            "application_id": str(self.application_id),
            "version": str(self.ids()),
            "type": 1,
            "default_member_permissions": None,
            "nsfw": False,
            "contexts": None,
            "integration_types": [0],
        } | payload
        if guild is not None:
            command["guild_id"] = str(guild)
        return command

    def _interaction(self, token: str) -> _Interaction:
        try:
            return self.interactions[token]
        except KeyError:
            raise _http_error(404, 10015, "Unknown Webhook") from None

    def _callback(self, request: Request, token: str) -> dict[str, Any]:
        interaction = self._interaction(token)
        kind = request.body["type"]
        if interaction.answered_at is not None:
            raise _http_error(400, 40060, "Interaction has already been acknowledged.")
        if kind not in ALLOWED_CALLBACKS[interaction.type]:
            raise self._refuse(
                f"callback type {kind} is not valid for interaction type {interaction.type}"
            )
        interaction.answered_at = request.at
        data = request.body.get("data") or {}
        message: dict[str, Any] | None = None
        if kind == 4:
            message = self._create(data, request, interaction.channel_id, interaction)
            interaction.original_id = int(message["id"])
        elif kind == 5:
            thinking = {"content": "", "flags": LOADING | (data.get("flags") or 0) & EPHEMERAL}
            message = self._create(thinking, request, interaction.channel_id, interaction)
            interaction.original_id = int(message["id"])
        elif kind in (6, 7):
            # Both concern the message the component is on: it becomes the "original".
            interaction.original_id = interaction.message_id
            if kind == 7 and interaction.message_id is not None:
                message = self._edit(interaction.message_id, data, request)
        answer: dict[str, Any] = {
            "interaction": {
                "id": str(interaction.id),
                "type": interaction.type,
                "response_message_id": message["id"] if message else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(message and message["flags"] & EPHEMERAL),
            }
        }
        if message is not None:
            answer["resource"] = {"type": kind, "message": message}
        return answer

    def _webhook(self, request: Request, args: dict[str, str]) -> Any:
        if int(args["webhook_id"]) != self.application_id:
            raise self._refuse(f"{request.method} {request.path}: not this application's webhook")
        interaction = self._interaction(args["webhook_token"])
        if (request.method, request.route) == ("POST", "/webhooks/{webhook_id}/{webhook_token}"):
            return self._followup(request, interaction)
        if request.route.endswith("/messages/@original"):
            return self._existing_message(request, interaction.original_id)
        if request.route.endswith("/messages/{message_id}"):
            return self._existing_message(request, int(args["message_id"]))
        raise self._cannot_answer(request)

    def _followup(self, request: Request, interaction: _Interaction) -> dict[str, Any] | None:
        original = self.messages.get(interaction.original_id or 0)
        if original is not None and original["flags"] & LOADING:
            # The first followup after a deferred answer replaces the "thinking" message,
            # keeping the visibility chosen when deferring.
            return self._edit(int(original["id"]), request.body, request)
        message = self._create(request.body, request, interaction.channel_id, interaction)
        return message if _truthy(request.params.get("wait")) else None

    def _channel_message(self, request: Request, args: dict[str, str]) -> Any:
        channel_id = int(args["channel_id"])
        if channel_id not in self.channels:
            raise _http_error(404, 10003, "Unknown Channel")
        if (request.method, request.route) == ("POST", "/channels/{channel_id}/messages"):
            return self._create(request.body, request, channel_id, None)
        if request.route != "/channels/{channel_id}/messages/{message_id}":
            raise self._cannot_answer(request)
        return self._existing_message(request, int(args["message_id"]))

    def _thread(self, request: Request, args: dict[str, str]) -> Any:
        """Start a thread without a message in a text channel; add a member to a thread."""
        channel = self.channels.get(int(args["channel_id"]))
        if channel is None:
            raise _http_error(404, 10003, "Unknown Channel")
        if (request.method, request.route) == ("POST", "/channels/{channel_id}/threads"):
            if channel.is_thread:
                raise _http_error(400, 50024, "Cannot execute action on this channel type")
            thread = FakeChannel(self.ids(), request.body["name"], channel.guild_id, channel.id)
            self.channels[thread.id] = thread
            return thread.payload()
        if (request.method, request.route) == (
            "PUT", "/channels/{channel_id}/thread-members/{user_id}"
        ):
            if not channel.is_thread:
                raise _http_error(400, 50024, "Cannot execute action on this channel type")
            self.thread_members.setdefault(channel.id, set()).add(int(args["user_id"]))
            return None
        raise self._cannot_answer(request)

    def _existing_message(self, request: Request, target: int | None) -> Any:
        """GET, PATCH or DELETE one message the bot sent."""
        if target is None or target not in self.messages:
            raise _http_error(404, 10008, "Unknown Message")
        if request.method == "PATCH":
            return self._edit(target, request.body, request)
        if request.method == "DELETE":
            del self.messages[target]
            return None
        return self.messages[target]

    def _create(
        self,
        body: Mapping[str, Any],
        request: Request,
        channel_id: int,
        interaction: _Interaction | None,
    ) -> dict[str, Any]:
        message_id = self.ids()
        message: dict[str, Any] = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "type": 20 if interaction and interaction.type == APPLICATION_COMMAND else 0,
            "author": self.bot_user.payload(),
            "content": body.get("content") or "",
            "embeds": _embeds(body),
            "components": body.get("components") or [],
            "attachments": self._attachments(request),
            "timestamp": iso(message_id),
            "edited_timestamp": None,
            "tts": bool(body.get("tts")),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "flags": body.get("flags") or 0,
            "application_id": str(self.application_id),
        }
        if interaction is not None:
            message["webhook_id"] = str(self.application_id)
            message["interaction_metadata"] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": interaction.user,
                "authorizing_integration_owners": {},
            }
        self.messages[message_id] = message
        return message

    def _edit(self, message_id: int, body: Mapping[str, Any], request: Request) -> dict[str, Any]:
        message = self.messages[message_id]
        if "content" in body:
            message["content"] = body["content"] or ""
        if "embeds" in body:
            message["embeds"] = _embeds(body)
        if "components" in body:
            message["components"] = body["components"] or []
        # An edit never changes who sees a message, and always ends "thinking".
        flags = (body.get("flags") or 0) if "flags" in body else message["flags"]
        message["flags"] = (flags & ~(EPHEMERAL | LOADING)) | (message["flags"] & EPHEMERAL)
        if "attachments" in body or request.files:
            kept = {str(a.get("id")) for a in body.get("attachments") or []}
            message["attachments"] = [
                a for a in message["attachments"] if a["id"] in kept
            ] + self._attachments(request)
        message["edited_timestamp"] = iso(self.ids())
        return message

    def _attachments(self, request: Request) -> list[dict[str, Any]]:
        attachments = []
        for name, data in request.files:
            attachment_id = self.ids()
            url = f"https://cdn.discordapp.com/attachments/0/{attachment_id}/{name}"
            self.cdn[url] = data
            attachments.append(
                {
                    "id": str(attachment_id),
                    "filename": name,
                    "size": len(data),
                    "url": url,
                    "proxy_url": url,
                    "content_type": "application/octet-stream",
                }
            )
        return attachments


def _read(file: discord.File) -> bytes:
    data = file.fp.read()
    file.fp.seek(0)
    return data


def _truthy(value: Any) -> bool:
    return str(value).lower() in ("1", "true")


def _embeds(body: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{"type": "rich"} | e for e in body.get("embeds") or []]


def _path_args(template: str, path: str) -> dict[str, str]:
    return {
        t[1:-1]: p
        for t, p in zip(template.split("/"), path.split("/"), strict=True)
        if t.startswith("{")
    }


def _http_error(status: int, code: int, message: str) -> discord.HTTPException:
    reasons = {400: "Bad Request", 403: "Forbidden", 404: "Not Found"}
    response = SimpleNamespace(status=status, reason=reasons.get(status, "Error"))
    data = {"code": code, "message": message}
    error_cls = {403: discord.Forbidden, 404: discord.NotFound}.get(status, discord.HTTPException)
    return error_cls(response, data)  # type: ignore[arg-type]


def _find_component(
    components: Sequence[Mapping[str, Any]], custom_id: str
) -> Mapping[str, Any] | None:
    for component in components:
        if component.get("custom_id") == custom_id:
            return component
        found = _find_component(component.get("components") or [], custom_id)
        if found is not None:
            return found
    return None


# ------------------------------------------------------------------ the harness


class FakeStore:
    """Stands in for the store when a test does not need persistence: nothing to close."""

    async def close(self) -> None:
        return None

    async def next_due(self) -> None:
        """No timers: the bot's scheduler finds nothing to fire."""
        return None


async def fake_store(path: Path) -> FakeStore:
    return FakeStore()


CogFactory = Callable[[KilforthBot], commands.Cog]


class Harness:
    """A logged-in bot in one fake guild, and helpers to act as its players.

    `cogs_package` is the package whose modules the bot loads (None: none), `cogs` extra
    cog classes (or factories) added first, e.g. a test-only cog."""

    def __init__(
        self,
        *,
        cogs_package: str | None = COGS_PACKAGE,
        cogs: Sequence[CogFactory] = (),
        store_factory: StoreFactory = fake_store,
        settings: Settings | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.ids = Snowflakes()
        # Every user's Discord client language and the server's, where a call names none.
        self.locale = self.guild_locale = "en-US"
        self.guild_id = self.ids()
        self.application_id = self.ids()
        self.bot_user = FakeUser(self.application_id, "kilforth", BOT_PERMISSIONS.value, bot=True)
        self.owner = self.user("owner", moderator=True)
        self.discord = FakeDiscord(self.ids, self.application_id, self.bot_user, self.owner)
        self.settings = settings or Settings(KILFORTH_DB="harness.sqlite3")
        self._cogs_package = cogs_package
        self._cogs = cogs
        self._store_factory = store_factory
        self._clock = clock
        self._roles: list[FakeRole] = [
            FakeRole(self.guild_id, "@everyone", PLAYER_PERMISSIONS.value)
        ]
        self._seen: dict[int, discord.Interaction[Any]] = {}
        self._bot: KilforthBot | None = None
        self.channel = FakeChannel(self.ids(), "kilforth", self.guild_id)
        self.player = self.user("alice")

    @property
    def bot(self) -> KilforthBot:
        if self._bot is None:
            raise RuntimeError("start() the harness first")
        return self._bot

    # -- lifetime

    async def start(self) -> Self:
        bot = KilforthBot(
            self.settings,
            store_factory=self._store_factory,
            cogs_package=self._cogs_package,
            clock=self._clock,
        )
        self._bot = bot
        bot.http.request = self.discord.http_request  # type: ignore[method-assign]
        bot.http.get_from_cdn = self.discord.get_from_cdn  # type: ignore[method-assign]
        adapter = async_context.get()
        if "request" in vars(adapter):
            raise RuntimeError("another Harness is running; close it first")
        adapter.request = self.discord.webhook_request  # type: ignore[method-assign]
        try:
            for cog in self._cogs:
                await bot.add_cog(cog(bot))
            bot.add_listener(self._on_interaction, "on_interaction")
            # The real login: GET /users/@me and /oauth2/applications/@me, then setup_hook.
            await bot.login("fake-token")
            self.discord.channels[self.channel.id] = self.channel
            self.gateway("GUILD_CREATE", self._guild_payload())
            self._check_problems(0)
        except BaseException:
            await self.close()
            raise
        return self

    async def close(self) -> None:
        adapter = async_context.get()
        try:
            if self._bot is not None:
                await self._bot.close()
        finally:
            if vars(adapter).get("request") == self.discord.webhook_request:
                del adapter.request

    async def __aenter__(self) -> Self:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def gateway(self, event: str, data: dict[str, Any]) -> None:
        """Deliver a gateway event the way the websocket does."""
        self.bot._connection.parsers[event](data)

    # -- the guild

    def user(
        self, name: str, *, moderator: bool = False, roles: Sequence[FakeRole] = ()
    ) -> FakeUser:
        permissions = MODERATOR_PERMISSIONS if moderator else PLAYER_PERMISSIONS
        return FakeUser(self.ids(), name, permissions.value, tuple(r.id for r in roles))

    def role(self, name: str) -> FakeRole:
        role = FakeRole(self.ids(), name)
        self._roles.append(role)
        self.gateway(
            "GUILD_ROLE_CREATE",
            {"guild_id": str(self.guild_id), "role": role.payload(len(self._roles) - 1)},
        )
        return role

    def attachment(
        self, filename: str, data: bytes, *, content_type: str | None = "application/json"
    ) -> FakeAttachment:
        """A file to pass as an attachment option; the bot can download it from the fake CDN."""
        attachment = FakeAttachment(self.ids(), filename, data, content_type)
        self.discord.cdn[attachment.url] = data
        return attachment

    def new_channel(self, name: str, *, thread_of: FakeChannel | None = None) -> FakeChannel:
        """A text channel, or a public thread in `thread_of`, that the bot can see."""
        channel = FakeChannel(self.ids(), name, self.guild_id, thread_of.id if thread_of else None)
        self.discord.channels[channel.id] = channel
        if channel.is_thread:
            self.gateway("THREAD_CREATE", channel.payload() | {"newly_created": True})
        else:
            self.gateway("CHANNEL_CREATE", channel.payload())
        return channel

    def _guild_payload(self) -> dict[str, Any]:
        me = self.bot_user.member_payload()
        return {
            "id": str(self.guild_id),
            "name": "Kilforth test guild",
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [r.payload(i) for i, r in enumerate(self._roles)],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": iso(self.guild_id),
            "large": False,
            "unavailable": False,
            "member_count": 2,
            "members": [me],
            "channels": [self.channel.payload()],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    # -- interactions

    async def slash(
        self,
        command: str,
        /,
        *,
        user: FakeUser | None = None,
        channel: FakeChannel | None = None,
        locale: str | None = None,
        opts: Mapping[str, Any] | None = None,
        **options: Any,
    ) -> Result:
        """Run `/command` (e.g. "move", "kilforth-admin reset", "kilforth game start") as
        `user` (default `player`) in `channel` (default `channel`), with `options` by their
        Discord names; an option named like a parameter here (`user`, …) goes in `opts`."""
        data = self._command_data(command, {**options, **(opts or {})}, focused=None)
        return await self._dispatch(APPLICATION_COMMAND, data, user, channel, locale=locale)

    async def autocomplete(
        self,
        command: str,
        /,
        focused: str,
        *,
        user: FakeUser | None = None,
        channel: FakeChannel | None = None,
        opts: Mapping[str, Any] | None = None,
        locale: str | None = None,
        **options: Any,
    ) -> Result:
        """Type into option `focused` of `/command`; its text is `options[focused]` (default
        empty), the other options are those already filled. `result.choices` holds what the
        bot offered."""
        options = {**options, **(opts or {})}
        options.setdefault(focused, "")
        data = self._command_data(command, options, focused=focused)
        return await self._dispatch(AUTOCOMPLETE, data, user, channel, locale=locale)

    async def click(
        self,
        custom_id: str,
        /,
        *,
        user: FakeUser | None = None,
        channel: FakeChannel | None = None,
        message: Mapping[str, Any] | None = None,
        locale: str | None = None,
    ) -> Result:
        """Click button `custom_id` on `message` (default: the latest message holding it)."""
        message = self._component_message(custom_id, message, BUTTON)
        data = {"custom_id": custom_id, "component_type": BUTTON}
        return await self._dispatch(MESSAGE_COMPONENT, data, user, channel, message=message,
                                    locale=locale)

    async def select(
        self,
        custom_id: str,
        values: Sequence[str],
        /,
        *,
        user: FakeUser | None = None,
        channel: FakeChannel | None = None,
        message: Mapping[str, Any] | None = None,
    ) -> Result:
        """Pick `values` in string select `custom_id` on `message` (default: the latest)."""
        message = self._component_message(custom_id, message, STRING_SELECT)
        menu = _find_component(message.get("components") or [], custom_id) or {}
        offered = {o["value"] for o in menu.get("options") or []}
        low, high = menu.get("min_values", 1), menu.get("max_values", 1)
        if not set(values) <= offered or not low <= len(values) <= high:
            raise ValueError(
                f"Discord would not send {list(values)} from {custom_id!r}: options "
                f"{sorted(offered)}, {low}..{high} values"
            )
        data = {"custom_id": custom_id, "component_type": STRING_SELECT, "values": list(values)}
        return await self._dispatch(MESSAGE_COMPONENT, data, user, channel, message=message)

    async def sync(self) -> list[Request]:
        """Run the bot's command sync (global, or to KILFORTH_DEV_GUILD) and return its
        requests, each already checked against the API description."""
        start = len(self.discord.requests)
        problems = len(self.discord.problems)
        await self.bot.sync_commands()
        self._check_problems(problems)
        return self.discord.requests[start:]

    async def registration(self) -> list[dict[str, Any]]:
        """The command tree as `sync` sends it, each name and description with its
        translations, after checking its limits in every locale."""
        tree, translator = self.bot.tree, self.bot.tree.translator
        assert translator is not None, "setup_hook installs the translator"
        payloads = [await c.get_translated_payload(tree, translator)
                    for c in tree._get_all_commands()]
        problems = command_tree_problems(payloads)
        if problems:
            raise ContractError("\n".join(problems))
        return payloads

    def command_payloads(self) -> list[dict[str, Any]]:
        """The command tree as Discord would receive it, after checking its limits."""
        payloads = [c.to_dict(self.bot.tree) for c in self.bot.tree._get_all_commands()]
        problems = command_tree_problems(payloads)
        if problems:
            raise ContractError("\n".join(problems))
        return payloads

    def _component_message(
        self, custom_id: str, message: Mapping[str, Any] | None, kind: int
    ) -> dict[str, Any]:
        if message is None:
            found = self.discord.message_with(custom_id)
        else:
            # A message given by the test is one that exists on Discord.
            found = self.discord.messages.setdefault(int(message["id"]), dict(message))
        component = _find_component(found.get("components") or [], custom_id)
        if component is None or component.get("type") != kind:
            raise LookupError(
                f"message {found['id']} has no component {custom_id!r} of type {kind}"
            )
        if component.get("disabled"):
            raise ValueError(f"{custom_id!r} is disabled: Discord would not send the click")
        return found

    def _command_data(
        self, command: str, values: Mapping[str, Any], *, focused: str | None
    ) -> dict[str, Any]:
        names = command.split()
        tree = self.bot.tree
        guild = discord.Object(id=self.guild_id)
        root = tree.get_command(names[0]) or tree.get_command(names[0], guild=guild)
        if root is None:
            known = sorted(c.name for c in tree.get_commands())
            raise LookupError(f"no slash command /{names[0]} in the tree (it has {known})")
        chain: list[app_commands.Command[Any, ..., Any] | app_commands.Group] = [root]
        for name in names[1:]:
            parent = chain[-1]
            child = parent.get_command(name) if isinstance(parent, app_commands.Group) else None
            if child is None:
                raise LookupError(f"/{command}: {parent.qualified_name} has no subcommand {name}")
            chain.append(child)
        leaf = chain[-1]
        if not isinstance(leaf, app_commands.Command):
            raise LookupError(f"/{command} is a group: name one of its subcommands")
        resolved: dict[str, dict[str, Any]] = {}
        options = self._options(leaf, values, focused, resolved)
        for parent in reversed(chain[1:]):
            kind = 1 if parent is leaf else 2
            options = [{"type": kind, "name": parent.name, "options": options}]
        data: dict[str, Any] = {
            "id": str(abs(hash(root.name)) % 10**18),
            "name": root.name,
            "type": 1,
            "options": options,
        }
        if tree.get_command(root.name) is None:
            data["guild_id"] = str(self.guild_id)
        if resolved:
            data["resolved"] = resolved
        return data

    def _options(
        self,
        command: app_commands.Command[Any, ..., Any],
        values: Mapping[str, Any],
        focused: str | None,
        resolved: dict[str, dict[str, Any]],
    ) -> list[dict[str, Any]]:
        parameters = {p.display_name: p for p in command.parameters}
        unknown = set(values) - set(parameters)
        if unknown:
            raise LookupError(
                f"/{command.qualified_name} has no option {sorted(unknown)}; it has {sorted(parameters)}"
            )
        if focused is None:
            missing = [n for n, p in parameters.items() if p.required and n not in values]
            if missing:
                raise ValueError(f"Discord requires {missing} for /{command.qualified_name}")
        options = []
        for name, value in values.items():
            parameter = parameters[name]
            option: dict[str, Any] = {"type": parameter.type.value, "name": name}
            if name == focused:
                option |= {"value": value, "focused": True}
            else:
                if parameter.choices and value not in {c.value for c in parameter.choices}:
                    raise ValueError(f"{value!r} is not one of the choices of {name}")
                option["value"] = self._option_value(parameter.type, value, resolved)
            options.append(option)
        return options

    def _option_value(
        self, kind: discord.AppCommandOptionType, value: Any, resolved: dict[str, dict[str, Any]]
    ) -> Any:
        T = discord.AppCommandOptionType
        if kind in (T.user, T.mentionable) and isinstance(value, FakeUser):
            resolved.setdefault("users", {})[str(value.id)] = value.payload()
            member = value.member_payload()
            del member["user"]
            resolved.setdefault("members", {})[str(value.id)] = member
            return str(value.id)
        if kind in (T.role, T.mentionable) and isinstance(value, FakeRole):
            resolved.setdefault("roles", {})[str(value.id)] = value.payload(0)
            return str(value.id)
        if kind is T.channel and isinstance(value, FakeChannel):
            resolved.setdefault("channels", {})[str(value.id)] = value.payload() | {
                "permissions": str(PLAYER_PERMISSIONS.value)
            }
            return str(value.id)
        if kind is T.attachment and isinstance(value, FakeAttachment):
            resolved.setdefault("attachments", {})[str(value.id)] = value.payload()
            return str(value.id)
        if kind is T.string and isinstance(value, str):
            return value
        if kind is T.integer and isinstance(value, int) and not isinstance(value, bool):
            return value
        if kind is T.number and isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        if kind is T.boolean and isinstance(value, bool):
            return value
        raise TypeError(f"the harness cannot send {value!r} as a {kind.name} option")

    def _interaction_payload(
        self,
        kind: int,
        data: dict[str, Any],
        user: FakeUser,
        channel: FakeChannel,
        locale: str,
        message: Mapping[str, Any] | None,
    ) -> dict[str, Any]:
        interaction_id = self.ids()
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "guild_id": str(self.guild_id),
            "guild": {"id": str(self.guild_id), "locale": self.guild_locale, "features": []},
            "channel_id": str(channel.id),
            "channel": channel.payload() | {"permissions": str(user.permissions)},
            "member": user.member_payload(),
            "token": f"interaction-token-{interaction_id}",
            "version": 1,
            "locale": locale,
            "guild_locale": self.guild_locale,
            "app_permissions": str(BOT_PERMISSIONS.value),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(self.guild_id)},
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if message is not None:
            payload["message"] = dict(message)
        return payload

    async def _dispatch(
        self,
        kind: int,
        data: dict[str, Any],
        user: FakeUser | None,
        channel: FakeChannel | None,
        *,
        locale: str | None = None,
        message: Mapping[str, Any] | None = None,
    ) -> Result:
        user = user or self.player
        channel = channel or self.channel
        payload = self._interaction_payload(kind, data, user, channel, locale or self.locale,
                                            message)
        record = _Interaction(
            id=int(payload["id"]),
            type=kind,
            token=payload["token"],
            channel_id=channel.id,
            user=user.payload(),
            message_id=int(message["id"]) if message is not None else None,
            dispatched_at=time.monotonic(),
        )
        self.discord.interactions[record.token] = record
        problems = len(self.discord.problems)

        before = asyncio.all_tasks()
        current = CURRENT_INTERACTION.set(record.id)
        try:
            self.gateway("INTERACTION_CREATE", payload)
        finally:
            CURRENT_INTERACTION.reset(current)
        # Wait for what the dispatch started (the tree's invoker, a view's or DynamicItem's
        # callback, event listeners), not for what those start in turn (view timeouts).
        spawned = asyncio.all_tasks() - before
        if spawned:
            done, pending = await asyncio.wait(spawned, timeout=INTERACTION_TIMEOUT)
            for task in pending:
                task.cancel()
            if pending:
                raise AssertionError(f"interaction still running after {INTERACTION_TIMEOUT}s")
            for task in done:
                if not task.cancelled() and task.exception() is not None:
                    raise task.exception()  # type: ignore[misc]
        # A map picture not drawn when its message went follows by an edit: part of the
        # interaction's work, if not of its answer.
        await asyncio.wait_for(self.bot.flow.pictures.settled(), INTERACTION_TIMEOUT)
        self._check_problems(problems)
        if record.answered_at is None:
            raise AssertionError(
                f"the bot never answered interaction {data.get('name') or data.get('custom_id')!r}:"
                " Discord would show 'This interaction failed'"
            )
        delay = record.answered_at - record.dispatched_at
        if delay > ANSWER_WITHIN:
            raise AssertionError(f"answered after {delay:.1f}s; Discord allows {ANSWER_WITHIN}s")
        requests = [r for r in self.discord.requests if r.interaction_id == record.id]
        return Result(self._seen.pop(record.id), requests)

    def _check_problems(self, since: int) -> None:
        found = self.discord.problems[since:]
        if found:
            raise ContractError("Discord would refuse what the bot sent:\n" + "\n".join(found))

    async def _on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        self._seen[interaction.id] = interaction
