"""Models the engine builds itself, many times in every command: events, the words of a
question and its answers, a paused command, a turn.

Their constructor takes the values as they are, without validating them: the engine has
already checked every value it puts in one, and validating each (a `Words` is a union of
seven kinds of argument, checked one by one) was a seventh of the time `apply` took.
Loading one from JSON or from a dict (`model_validate`) still validates it in full, and the
tests validate every state and event their games make (`invariants`, the round-trip tests),
so a value of a wrong type built here is caught there.

A class opts in by putting `Built` first among its bases; a model filled from what a person
typed (a hero's choices, a command) keeps pydantic's validating constructor.
"""

from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

_IMMUTABLE = (str, int, float, bool, type(None), tuple, frozenset)


class Built:
    """Mixin: the model's constructor stores its keyword arguments and its fields' defaults
    as given. Unknown or missing fields are a TypeError, as for any Python call."""

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)  # type: ignore[misc]
        cls.__init__ = _compile(cls)  # type: ignore[arg-type,method-assign]


def _compile(cls: type[BaseModel]) -> Any:
    """The constructor of `cls`, as the source of one function with a keyword-only
    parameter per field, so that Python itself refuses a wrong name."""
    names: dict[str, Any] = {"setattr_": object.__setattr__, "fields": frozenset(cls.model_fields)}
    params, later = [], []
    for name, info in cls.model_fields.items():
        if info.default_factory is not None:
            names[f"factory_{name}"] = info.default_factory
            params.append(f"{name}=missing")
            later.append(f"    if {name} is missing: {name} = factory_{name}()")
        elif info.default is PydanticUndefined:
            params.append(name)
        elif isinstance(info.default, _IMMUTABLE):
            names[f"default_{name}"] = info.default
            params.append(f"{name}=default_{name}")
        else:  # every instance would share it: the state's models use `default_factory`
            raise TypeError(f"{cls.__name__}.{name}: give a mutable default by default_factory")
    names["missing"] = object()
    fields = ", ".join(f"{name!r}: {name}" for name in cls.model_fields)
    source = "\n".join([
        f"def init(self, *, {', '.join(params)}):" if params else "def init(self):",
        *later,
        f"    setattr_(self, '__dict__', {{{fields}}})",
        "    setattr_(self, '__pydantic_fields_set__', set(fields))",
        "    setattr_(self, '__pydantic_extra__', None)",
        "    setattr_(self, '__pydantic_private__', None)",
    ])
    exec(compile(source, f"<constructor of {cls.__name__}>", "exec"), names)
    init = names["init"]
    # pydantic calls a model's own `__init__` from `model_validate` unless it is marked as
    # its base one; this one is, so that loading keeps validating.
    init.__pydantic_base_init__ = True
    return init
