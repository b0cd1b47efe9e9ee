"""What Discord would accept: request bodies checked against Discord's official OpenAPI
description, plus the limits it enforces that the description does not state.

Used by the harness on every captured request, and directly by tests.

Strictness: the description leaves objects open (no `additionalProperties`), so a misspelt
field (`"embed"` for `"embeds"`) would pass unnoticed. We close every object schema
(`unevaluatedProperties: false`), except for the few fields discord.py sends that the
"Preview" description has not caught up with (`UNDOCUMENTED_FIELDS`), and accept integer
snowflakes as Discord does (`SNOWFLAKE`).
"""

import copy
import datetime
import functools
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from commands.embeds import Limit

SPEC_PATH = Path(__file__).parent / "openapi" / "openapi.json"
SPEC_URI = "urn:discord:openapi"
API_PREFIX = "/api/v10"

# (schema name, field) -> its schema: fields discord.py always sends that Discord accepts,
# but the "Preview" description omits. Each entry is a known gap in the description, not
# a way to silence a bug; a test fails once the description lists the field itself.
NULLABLE_BOOLEAN = {"type": ["boolean", "null"]}
UNDOCUMENTED_FIELDS: dict[tuple[str, str], dict[str, Any]] = {
    # Age-restricted commands; part of every command discord.py syncs.
    ("ApplicationCommandUpdateRequest", "nsfw"): NULLABLE_BOOLEAN,
    # Embed.to_dict() always includes the embed's flags (0 unless set).
    ("RichEmbed", "flags"): {"type": ["integer", "null"]},
    # discord.py builds every message body, edits included, with `tts` (False); Discord
    # ignores it where it does not apply.
    ("IncomingWebhookUpdateForInteractionCallbackRequestPartial", "tts"): NULLABLE_BOOLEAN,
    ("IncomingWebhookUpdateRequestPartial", "tts"): NULLABLE_BOOLEAN,
    ("MessageEditRequestPartial", "tts"): NULLABLE_BOOLEAN,
}

# Discord reads a snowflake in a request body from a JSON integer as well as from a string,
# and discord.py sends integers (attachment ids of new uploads, allowed_mentions ids).
SNOWFLAKE = {
    "anyOf": [{"type": "string", "pattern": "^(0|[1-9][0-9]*)$"}, {"type": "integer", "minimum": 0}]
}

MESSAGE_CONTENT = 2000
ACTION_ROWS = 5
ROW_BUTTONS = 5
CUSTOM_ID = 100
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
IS_COMPONENTS_V2 = 1 << 15

COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")
COMMAND_DESCRIPTION = 100
CHOICE_NAME = 100
COMMAND_OPTIONS = 25
OPTION_CHOICES = 25
TOP_LEVEL_COMMANDS = 100
SUBCOMMAND = 1
SUBCOMMAND_GROUP = 2


class ContractError(AssertionError):
    """Discord would refuse (or mangle) what the bot sent."""


@dataclass(frozen=True)
class Operation:
    path: str  # the description's template, e.g. /webhooks/{webhook_id}/{webhook_token}
    method: str
    body_required: bool
    accepts_files: bool
    schema_pointer: str | None  # JSON pointer of the application/json body schema


def _close_objects(node: Any, name: str | None = None) -> None:
    """Forbid unknown fields in every object schema with declared properties, in place."""
    if isinstance(node, dict):
        properties = node.get("properties")
        if (
            isinstance(properties, dict)
            and "additionalProperties" not in node
            and "unevaluatedProperties" not in node
        ):
            for (schema, field), definition in UNDOCUMENTED_FIELDS.items():
                if schema == name:
                    properties.setdefault(field, definition)
            node["unevaluatedProperties"] = False
        for value in node.values():
            _close_objects(value)
    elif isinstance(node, list):
        for value in node:
            _close_objects(value)


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _check_datetime(value: object) -> bool:
    if not isinstance(value, str):
        return True
    datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    return True


def _check_uri(value: object) -> bool:
    # `attachment://map.png` is how an embed points at a file sent with the message.
    return not isinstance(value, str) or bool(urlsplit(value).scheme)


# Only formats we check the same way everywhere: the default checker's coverage depends on
# which optional packages happen to be installed.
FORMATS = FormatChecker(formats=())
FORMATS.checks("date-time", raises=ValueError)(_check_datetime)
FORMATS.checks("uri")(_check_uri)


class OpenApi:
    def __init__(self, spec: Mapping[str, Any]) -> None:
        spec = copy.deepcopy(dict(spec))
        spec["components"]["schemas"]["SnowflakeType"] = SNOWFLAKE
        for name, schema in spec["components"]["schemas"].items():
            _close_objects(schema, name)
        _close_objects(spec["paths"])
        self.spec = spec
        self.registry: Registry = Registry().with_resource(
            SPEC_URI, Resource.from_contents(spec, default_specification=DRAFT202012)
        )
        # Literal segments first, so /messages/@original wins over /messages/{message_id}.
        self._templates = sorted(
            ((self._compile(path), path) for path in spec["paths"]),
            key=lambda item: -item[1].count("/") * 100 + item[1].count("{"),
        )
        self._validators: dict[str, Draft202012Validator] = {}

    @staticmethod
    def _compile(template: str) -> re.Pattern[str]:
        parts = re.split(r"(\{[^}]+\})", template)
        return re.compile(
            "".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts) + "$"
        )

    def operation(self, method: str, path: str) -> Operation:
        """The described operation for a concrete request path (with or without /api/v10)."""
        path = path.removeprefix(API_PREFIX).split("?", 1)[0]
        template = next((t for pattern, t in self._templates if pattern.match(path)), None)
        if template is None:
            raise ContractError(f"{method} {path}: no such path in Discord's API description")
        item = self.spec["paths"][template]
        op = item.get(method.lower())
        if op is None:
            raise ContractError(f"{method} {template}: Discord's API has no such method here")
        body = op.get("requestBody")
        content = body.get("content", {}) if body else {}
        pointer = None
        if "application/json" in content:
            pointer = "/".join(
                (
                    "#",
                    "paths",
                    _escape(template),
                    method.lower(),
                    "requestBody",
                    "content",
                    _escape("application/json"),
                    "schema",
                )
            )
        return Operation(
            path=template,
            method=method.upper(),
            body_required=bool(body and body.get("required")),
            accepts_files="multipart/form-data" in content,
            schema_pointer=pointer,
        )

    def _validator(self, pointer: str) -> Draft202012Validator:
        if pointer not in self._validators:
            self._validators[pointer] = Draft202012Validator(
                {"$ref": SPEC_URI + pointer}, registry=self.registry, format_checker=FORMATS
            )
        return self._validators[pointer]

    def problems(self, method: str, path: str, body: Any, *, multipart: bool = False) -> list[str]:
        """Why Discord would refuse this request; empty when it is acceptable. For a
        multipart request `body` is its `payload_json` part."""
        try:
            op = self.operation(method, path)
        except ContractError as error:
            return [str(error)]
        where = f"{op.method} {op.path}"
        if body is None:
            return [f"{where}: a request body is required"] if op.body_required else []
        if multipart and not op.accepts_files:
            return [f"{where}: this endpoint does not take file uploads"]
        if op.schema_pointer is None:
            return [f"{where}: this endpoint takes no JSON body"]
        errors = list(self._validator(op.schema_pointer).iter_errors(body))
        if not errors:
            return []
        return [f"{where}: {_describe(errors)}"]


def _other_shape(errors: list[ValidationError]) -> bool:
    """A union branch meant for another shape: its discriminator (`type`) does not match, or
    the value is not even of its JSON type (e.g. the `null` branch of a nullable object)."""
    return all(e.validator == "type" for e in errors) or any(
        e.validator in ("enum", "const") and list(e.relative_path)[-1:] == ["type"] for e in errors
    )


def _describe(errors: list[ValidationError]) -> str:
    """The most telling of `errors`. Inside a union (the callback body is one of seven
    shapes), follow the branch that got furthest into the document: it is the one the
    sender meant, so its failure is the real one."""
    error = max(errors, key=lambda e: len(e.absolute_path))
    while error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for inner in error.context:
            branches.setdefault(inner.relative_schema_path[0], []).append(inner)
        closest = max(
            branches.values(),
            key=lambda errs: (
                not _other_shape(errs),
                min(len(e.absolute_path) for e in errs),
                -len(errs),
            ),
        )
        error = max(closest, key=lambda e: len(e.absolute_path))
    if error.validator in ("maxLength", "minLength", "maxItems", "minItems"):
        size = len(error.instance)
        return f"{error.json_path}: length {size} breaks {error.validator} {error.validator_value}"
    message = error.message if len(error.message) <= 300 else error.message[:300] + "…"
    return f"{error.json_path}: {message}"


@functools.cache
def openapi() -> OpenApi:
    return OpenApi(json.loads(SPEC_PATH.read_text(encoding="utf-8")))


# ------------------------------------------------------------------ message limits


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def embed_problems(embeds: list[Mapping[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(embeds) > Limit.EMBEDS_PER_MESSAGE:
        problems.append(f"{len(embeds)} embeds in one message (max {Limit.EMBEDS_PER_MESSAGE})")
    total = 0
    for index, em in enumerate(embeds):
        where = f"embeds[{index}]"
        parts = {
            "title": (_text(em.get("title")), Limit.TITLE),
            "description": (_text(em.get("description")), Limit.DESCRIPTION),
            "footer.text": (_text((em.get("footer") or {}).get("text")), Limit.FOOTER),
            "author.name": (_text((em.get("author") or {}).get("name")), Limit.AUTHOR),
        }
        fields = em.get("fields") or []
        if len(fields) > Limit.FIELDS:
            problems.append(f"{where}: {len(fields)} fields (max {Limit.FIELDS})")
        for number, field in enumerate(fields):
            parts[f"fields[{number}].name"] = (_text(field.get("name")), Limit.FIELD_NAME)
            parts[f"fields[{number}].value"] = (_text(field.get("value")), Limit.FIELD_VALUE)
            for key in ("name", "value"):
                if not _text(field.get(key)).strip():
                    problems.append(f"{where}.fields[{number}].{key} is empty")
        for part, (text, limit) in parts.items():
            if len(text) > limit:
                problems.append(f"{where}.{part}: {len(text)} characters (max {limit})")
            total += len(text)
    if total > Limit.TOTAL:
        problems.append(f"embeds total {total} characters (max {Limit.TOTAL})")
    return problems


def _walk_components(components: Iterable[Mapping[str, Any]]) -> Iterator[Mapping[str, Any]]:
    for component in components:
        yield component
        yield from _walk_components(component.get("components") or [])
        accessory = component.get("accessory")
        if accessory:
            yield accessory


def component_problems(components: list[Mapping[str, Any]], *, flags: int = 0) -> list[str]:
    problems: list[str] = []
    if not flags & IS_COMPONENTS_V2:
        if len(components) > ACTION_ROWS:
            problems.append(f"{len(components)} action rows (max {ACTION_ROWS})")
        for index, row in enumerate(components):
            children = row.get("components") or []
            kinds = {child.get("type") for child in children}
            if kinds == {2} and len(children) > ROW_BUTTONS:
                problems.append(f"row {index}: {len(children)} buttons (max {ROW_BUTTONS})")
            if kinds - {2} and len(children) != 1:
                problems.append(f"row {index}: a select menu must be alone in its row")
    seen: set[str] = set()
    for component in _walk_components(components):
        custom_id = component.get("custom_id")
        if isinstance(custom_id, str):
            if len(custom_id) > CUSTOM_ID:
                problems.append(
                    f"custom_id {custom_id[:30]!r}…: {len(custom_id)} characters (max {CUSTOM_ID})"
                )
            if custom_id in seen:
                problems.append(f"custom_id {custom_id!r} used twice in one message")
            seen.add(custom_id)
        label = component.get("label")
        if component.get("type") == 2 and isinstance(label, str) and len(label) > BUTTON_LABEL:
            problems.append(
                f"button label {label[:30]!r}…: {len(label)} characters (max {BUTTON_LABEL})"
            )
        options = component.get("options")
        if isinstance(options, list) and len(options) > SELECT_OPTIONS:
            problems.append(f"select {custom_id!r}: {len(options)} options (max {SELECT_OPTIONS})")
    return problems


def message_problems(message: Mapping[str, Any]) -> list[str]:
    """Limits of one message payload (create or edit)."""
    problems: list[str] = []
    content = message.get("content")
    if isinstance(content, str) and len(content) > MESSAGE_CONTENT:
        problems.append(f"content: {len(content)} characters (max {MESSAGE_CONTENT})")
    problems += embed_problems(message.get("embeds") or [])
    problems += component_problems(message.get("components") or [], flags=message.get("flags") or 0)
    return problems


# ------------------------------------------------------------------ command tree


def _localisation_problems(where: str, siblings: list[Mapping[str, Any]]) -> list[str]:
    """A localised name and description obey the rules of the default ones, and siblings'
    names stay apart in every locale (Discord refuses two options both called 'nom')."""
    problems: list[str] = []
    by_locale: dict[str, list[str]] = {}
    for item in siblings:
        names = item.get("name_localizations") or {}
        descriptions = item.get("description_localizations") or {}
        for locale in set(names) | set(descriptions):
            here = f"{where} {item.get('name', '')} [{locale}]"
            problems += _name_problems(here, names.get(locale, item.get("name", "")),
                                       descriptions.get(locale, item.get("description", "")))
        for locale in names:
            by_locale.setdefault(locale, []).append(names[locale])
        for choice in item.get("choices") or []:
            for locale, name in (choice.get("name_localizations") or {}).items():
                if not 1 <= len(name) <= CHOICE_NAME:
                    problems.append(f"{where} {item.get('name', '')} [{locale}]: choice "
                                    f"{name!r} must be 1-{CHOICE_NAME} characters")
    for locale, names in by_locale.items():
        if len(set(names)) != len(names):
            problems.append(f"{where} [{locale}]: duplicate names {sorted(names)}")
    return problems


def _option_problems(where: str, options: list[Mapping[str, Any]], depth: int) -> list[str]:
    problems: list[str] = []
    if len(options) > COMMAND_OPTIONS:
        problems.append(f"{where}: {len(options)} options (max {COMMAND_OPTIONS})")
    names = [o.get("name", "") for o in options]
    if len(set(names)) != len(names):
        problems.append(f"{where}: duplicate option names {names}")
    problems += _localisation_problems(where, options)
    seen_optional = False
    for option in options:
        name = option.get("name", "")
        here = f"{where} {name}"
        problems += _name_problems(here, name, option.get("description", ""))
        kind = option.get("type")
        if kind in (SUBCOMMAND, SUBCOMMAND_GROUP):
            children = option.get("options") or []
            if kind == SUBCOMMAND_GROUP and any(c.get("type") != SUBCOMMAND for c in children):
                problems.append(f"{here}: a subcommand group may only hold subcommands")
            if kind == SUBCOMMAND_GROUP and depth > 0:
                problems.append(f"{here}: subcommand groups cannot nest")
            problems += _option_problems(here, children, depth + 1)
            continue
        if option.get("required"):
            if seen_optional:
                problems.append(f"{here}: a required option after an optional one")
        else:
            seen_optional = True
        choices = option.get("choices") or []
        if len(choices) > OPTION_CHOICES:
            problems.append(f"{here}: {len(choices)} choices (max {OPTION_CHOICES})")
        if choices and option.get("autocomplete"):
            problems.append(f"{here}: choices and autocomplete cannot be combined")
    return problems


def _name_problems(where: str, name: str, description: str) -> list[str]:
    problems: list[str] = []
    if not COMMAND_NAME.match(name) or name != name.lower():
        problems.append(f"{where}: name {name!r} must be 1-32 lowercase letters, digits, - or _")
    if not 1 <= len(description) <= COMMAND_DESCRIPTION:
        problems.append(f"{where}: description must be 1-{COMMAND_DESCRIPTION} characters")
    return problems


def command_tree_problems(payloads: list[Mapping[str, Any]]) -> list[str]:
    """Problems Discord would refuse a command sync for: the payloads as
    `[command.to_dict(tree) for command in tree._get_all_commands()]`."""
    problems: list[str] = []
    chat = [p for p in payloads if p.get("type", 1) == 1]
    if len(chat) > TOP_LEVEL_COMMANDS:
        problems.append(f"{len(chat)} slash commands (max {TOP_LEVEL_COMMANDS})")
    names = [p.get("name") for p in chat]
    if len(set(names)) != len(names):
        problems.append(f"duplicate command names {names}")
    problems += _localisation_problems("", chat)
    for payload in chat:
        where = f"/{payload.get('name', '')}"
        problems += _name_problems(where, payload.get("name", ""), payload.get("description", ""))
        problems += _option_problems(where, payload.get("options") or [], 0)
    problems += openapi().problems("PUT", "/applications/1/commands", list(payloads))
    return problems
