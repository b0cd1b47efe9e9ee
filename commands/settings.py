"""The bot's settings: read by pydantic-settings from the environment and an optional `.env`
file (the environment wins; an empty value counts as unset, so a copied `.env.example` works
as it is).

Only `DISCORD_TOKEN` and `KILFORTH_*` are ours. A name that looks like one of ours but is not
(`KILFORTH_DEVGUILD`, `DISCORD-TOKEN`) is reported by `unknown_names` so the bot can warn
about it, naming the variable and never its value: a misspelt token variable holds a token.
"""

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from dotenv.parser import parse_stream
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_core import ErrorDetails, PydanticCustomError
from pydantic_settings import BaseSettings, SettingsConfigDict

from kilforth.i18n import DEFAULT_LANG, LANGS, Lang, UnknownLanguage, msgid, spoken, t
from kilforth.store.backend import Target
from kilforth.store.postgres import POOL_SIZE

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
_SHARDS = re.compile(r"(\d+)-(\d+)/(\d+)")


class ShardRange(BaseModel):
    """The shards `first` to `last` (inclusive) of `count`: one process's part of a sharded
    deployment (`KILFORTH_SHARDS=0-7/32`). Several processes share one PostgreSQL database,
    each with its own range; together the ranges cover 0 to `count` - 1 once."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    first: int = Field(ge=0)
    last: int = Field(ge=0)
    count: int = Field(ge=1)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        found = _SHARDS.fullmatch(value.strip())
        if found is None:
            raise PydanticCustomError(
                msgid("settings-shards-form"), "'{value}' is not a shard range: write "
                "FIRST-LAST/COUNT, for example 0-7/32 for shards 0 to 7 of 32",
                {"value": value[:40]})
        first, last, count = (int(part) for part in found.groups())
        return {"first": first, "last": last, "count": count}

    @model_validator(mode="after")
    def _inside(self) -> "ShardRange":
        if self.first > self.last:
            raise PydanticCustomError(
                msgid("settings-shards-backwards"), "the range {range} starts after it ends: "
                "write the lower shard first", {"range": str(self)})
        if self.last >= self.count:
            raise PydanticCustomError(
                msgid("settings-shards-past"), "the range {range} goes past the last shard, "
                "{last} (shards are numbered from 0)", {"range": str(self), "last": self.count - 1})
        return self

    def __str__(self) -> str:
        return f"{self.first}-{self.last}/{self.count}"

    @property
    def ids(self) -> list[int]:
        return list(range(self.first, self.last + 1))


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=None, env_file_encoding="utf-8", env_ignore_empty=True, extra="ignore",
        frozen=True, populate_by_name=True)

    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    # A SQLite file's path (or `sqlite:///PATH`), or a PostgreSQL DSN `postgresql://…`,
    # which stays text: a path would fold its `//`.
    db: Path | str = Field(default=Path("./kilforth.sqlite3"), alias="KILFORTH_DB")
    log_level: LogLevel = Field(default="INFO", alias="KILFORTH_LOG_LEVEL")
    dev_guild: int | None = Field(default=None, alias="KILFORTH_DEV_GUILD", gt=0)
    # A role id (all digits) or a role name; members holding it may use moderator commands.
    mod_role: int | str | None = Field(default=None, alias="KILFORTH_MOD_ROLE")
    # Games whose parsed state the store keeps in memory: at least the games played at once.
    active_games: int = Field(default=1024, alias="KILFORTH_ACTIVE_GAMES", ge=1)
    # PostgreSQL connections this process opens at most (`kilforth.store.postgres`).
    db_pool: int = Field(default=POOL_SIZE, alias="KILFORTH_DB_POOL", ge=2)
    # This process's shards, when the bot runs as several processes (docs/deploy.md).
    shards: ShardRange | None = Field(default=None, alias="KILFORTH_SHARDS")
    # The local console's language (a game on Discord has its own, chosen at /kilforth new).
    # Not `lang`: with `populate_by_name`, a field is also read under its own name, and the
    # environment's LANG is the system locale ("C.UTF-8"), not ours.
    console_lang: Lang = Field(default=DEFAULT_LANG, alias="KILFORTH_LANG")

    @property
    def syncs_commands(self) -> bool:
        """Whether this process may register the slash commands: the one process holding
        shard 0 (or the only process), so that several never sync at once."""
        return self.shards is None or self.shards.first == 0

    @field_validator("db", mode="before")
    @classmethod
    def _db_target(cls, value: object) -> object:
        if isinstance(value, str):
            target = Target.parse(value)
            return target.address if target.kind == "postgres" else target.path
        return value

    @field_validator("console_lang", mode="before")
    @classmethod
    def _language(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        try:
            return spoken(value)
        except UnknownLanguage:
            raise PydanticCustomError(
                msgid("settings-language"), "the bot speaks {langs} and {last}, not '{code}'",
                {"langs": ", ".join(LANGS[:-1]), "last": LANGS[-1], "code": value[:40]}) from None

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value

    @field_validator("mod_role", mode="before")
    @classmethod
    def _role_id_or_name(cls, value: object) -> object:
        if isinstance(value, str):
            value = value.strip()
            return int(value) if value.isdigit() else value
        return value


NAMES = frozenset(field.alias for field in Settings.model_fields.values() if field.alias)


def _looks_like_ours(name: str) -> bool:
    name = name.upper().replace("-", "_")
    return name == "DISCORD_TOKEN" or name.startswith("KILFORTH")


def unknown_names(names: Iterable[str]) -> list[str]:
    """The names that look like settings of ours (any case, `-` for `_`) but are none."""
    return sorted({name for name in names if _looks_like_ours(name)} - NAMES)


@dataclass(frozen=True)
class Problem:
    """What is wrong with one setting: pydantic's kind of error (or a catalogue key of
    ours), its figures, and pydantic's English words for a kind the catalogues do not say."""

    setting: str
    kind: str
    facts: dict[str, str | int]
    english: str

    def text(self, lang: Lang) -> str:
        key = _PYDANTIC.get(self.kind, self.kind)
        reason = t(lang, key, **self.facts) if key.startswith("settings-") else self.english
        return t(lang, "settings-problem", setting=self.setting, reason=reason)


# pydantic's kinds of error that the settings can meet, by the catalogue key that says them.
_PYDANTIC = {
    "literal_error": msgid("settings-one-of"),
    "int_parsing": msgid("settings-whole-number"),
    "greater_than_equal": msgid("settings-at-least"),
    "greater_than": msgid("settings-more-than"),
}


class SettingsError(ValueError):
    """Settings that cannot be read or do not validate, described without their values (one
    may be a token): `text(lang)` says them in a language."""

    def __init__(self, problems: list[Problem] | None = None, *, not_utf8: Path | None = None
                 ) -> None:
        self.problems, self.not_utf8 = problems or [], not_utf8
        super().__init__(self.text(DEFAULT_LANG))

    def text(self, lang: Lang) -> str:
        if self.not_utf8 is not None:
            return t(lang, "settings-not-utf8", file=str(self.not_utf8))
        return "\n".join(problem.text(lang) for problem in self.problems)


def _file_names(env_file: Path) -> list[str]:
    # The parser python-dotenv reads the file with, for the names alone: a line it cannot
    # parse is reported once, when the settings are read.
    with env_file.open(encoding="utf-8") as stream:
        return [binding.key for binding in parse_stream(stream) if binding.key]


def load_settings(env_file: Path | None = Path(".env")) -> tuple[Settings, list[str]]:
    """The settings from the environment and `env_file` (if it exists), and the names there
    that look like settings but are not (to warn about). Raises `SettingsError`."""
    present = env_file if env_file is not None and env_file.is_file() else None
    try:
        names = [*os.environ, *(_file_names(present) if present else [])]
        return Settings(_env_file=present), unknown_names(names)  # type: ignore[call-arg]
    except UnicodeDecodeError:
        raise SettingsError(not_utf8=present) from None
    except ValidationError as error:
        raise SettingsError([_problem(e) for e in error.errors(include_input=False,
                                                                include_url=False)]) from None


def _problem(error: ErrorDetails) -> Problem:
    context = dict(error.get("ctx") or {})
    if error["type"] == "literal_error":
        # pydantic's "'DEBUG', 'INFO' or 'ERROR'", in English: the values alone.
        context["expected"] = ", ".join(re.findall(r"'([^']*)'", str(context["expected"])))
    return Problem(setting=".".join(str(p) for p in error["loc"]), kind=error["type"],
                   facts={name: value if isinstance(value, int) else str(value)
                          for name, value in context.items()},
                   english=error["msg"])
