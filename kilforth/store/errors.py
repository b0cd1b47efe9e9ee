"""What the store refuses or reports. Every error says which session or channel it is about,
so one bad game is never mistaken for a broken bot."""

from typing import Any

from kilforth.i18n import DEFAULT_LANG, t


class StoreError(Exception):
    """Base of every error the store raises on its own account (a `RuleError` from the engine
    passes through unchanged)."""

    def __reduce__(self) -> tuple[Any, ...]:
        # Errors cross from the store's worker process (`worker`) by pickling, which would
        # call the class with the message in place of its own arguments: rebuilt from the
        # message and the attributes instead.
        return _rebuilt, (type(self), self.args, self.__dict__)


def _rebuilt(kind: type[StoreError], args: tuple[Any, ...], attributes: dict[str, Any]
             ) -> StoreError:
    error = kind.__new__(kind)
    Exception.__init__(error, *args)
    error.__dict__.update(attributes)
    return error


class SchemaTooNewError(StoreError):
    """The database was written by a newer version of the bot; opening it with this code could
    damage it."""

    def __init__(self, path: str, found: int, supported: int) -> None:
        super().__init__(
            f"{path} has schema version {found}, but this code only knows up to version "
            f"{supported}: upgrade the bot before opening this database")
        self.path, self.found, self.supported = path, found, supported


class SessionError(StoreError):
    """A session operation that is not allowed now, with a stable `code` and a message a player
    understands (like `RuleError`, but about the lobby and the channel, not the rules): the
    catalogue message `key` with `params`, said in English as `message` for logs, and in the
    reader's language by `kilforth.render.refusals.refusal_text`."""

    def __init__(self, code: str, key: str, **params: str | int) -> None:
        self.message = t(DEFAULT_LANG, key, **params)
        super().__init__(self.message)
        self.code, self.key, self.params = code, key, params
        self.rule: str | None = None


class StoreUnavailableError(StoreError):
    """The database did not answer a read (a server down, restarting or refusing
    connections, a lost connection): nothing was read; the same call may succeed later."""

    def __init__(self, location: str, error: BaseException) -> None:
        super().__init__(f"{location} could not be read: {type(error).__name__}: {error}")
        self.location = location


class VersionConflictError(StoreError):
    """The session changed between loading it and writing it back (another process, or a
    moderator repair): nothing was written; the caller may retry on the fresh state."""

    def __init__(self, session_id: int, expected: int) -> None:
        super().__init__(
            f"session {session_id} is no longer at version {expected}: it changed while the "
            "command was applied, nothing was written")
        self.session_id, self.expected = session_id, expected


class CorruptStateError(StoreError):
    """A stored row of one session no longer validates (disk damage, a hand edit, a bug).
    Other sessions are unaffected; a moderator can `reset` the channel.

    `version`: the damage is in the game's history, at that version (a snapshot, a log
    entry): its current state is another row, intact as far as this error goes, and the
    game plays on; only what needs that history (a replay check, an export, an undo back
    past it, the log) fails. None: the current state or the session's own rows."""

    def __init__(self, session_id: int, channel: str, what: str, error: str, *,
                 version: int | None = None) -> None:
        where = "" if version is None else f" (history, version {version})"
        super().__init__(
            f"session {session_id} (channel {channel}): invalid {what}{where}: {error}")
        self.session_id, self.channel, self.what, self.error = session_id, channel, what, error
        self.version = version


class ExecutionFailedError(StoreError):
    """The engine or the store failed unexpectedly on a command; nothing was written. The
    original exception is the `__cause__`."""

    def __init__(self, channel: str, command: str) -> None:
        super().__init__(f"command failed unexpectedly in channel {channel}: {command}")
        self.channel, self.command = channel, command


class ImportRefusedError(StoreError):
    """An exported game that cannot be imported, with the reason."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"import refused: {reason}")
        self.reason = reason
