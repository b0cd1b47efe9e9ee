"""The bot's settings: read from the environment and an optional `.env` file.

Only `DISCORD_TOKEN` and `KILFORTH_*` variables are ours. Every `KILFORTH_*` name is handed
to the model, so a misspelt setting (`KILFORTH_DEVGUILD`) is refused by `extra="forbid"`
instead of being silently ignored.
"""

from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    db: Path = Field(default=Path("./kilforth.sqlite3"), alias="KILFORTH_DB")
    log_level: LogLevel = Field(default="INFO", alias="KILFORTH_LOG_LEVEL")
    dev_guild: int | None = Field(default=None, alias="KILFORTH_DEV_GUILD", gt=0)
    # A role id (all digits) or a role name; members holding it may use moderator commands.
    mod_role: int | str | None = Field(default=None, alias="KILFORTH_MOD_ROLE")
    # Games whose parsed state the store keeps in memory: at least the games played at once.
    active_games: int = Field(default=1024, alias="KILFORTH_ACTIVE_GAMES", ge=1)

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


def parse_env_file(text: str) -> dict[str, str]:
    """`KEY=value` lines; blank lines and `#` comments skipped, an `export ` prefix and one
    pair of surrounding quotes removed. No interpolation: a token is taken literally."""
    values: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        line = line.removeprefix("export ").lstrip()
        key, sep, value = line.partition("=")
        key = key.strip()
        if not sep or not key.isidentifier():
            raise ValueError(f".env line {number}: expected KEY=value, got {raw!r}")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        values[key] = value
    return values


def _ours(name: str) -> bool:
    return name == "DISCORD_TOKEN" or name.startswith("KILFORTH_")


def load_settings(environ: Mapping[str, str], env_file: Path | None = Path(".env")) -> Settings:
    """Settings from `env_file` (if it exists) overridden by `environ`. An empty value counts
    as unset, so a copied `.env.example` with blank lines works as is."""
    merged: dict[str, str] = {}
    if env_file is not None and env_file.is_file():
        merged.update(parse_env_file(env_file.read_text(encoding="utf-8")))
    merged.update(environ)
    return Settings.model_validate(
        {name: value for name, value in merged.items() if _ours(name) and value.strip()}
    )
