"""Copies of a game state for `apply`, which resolves a command on a copy of its input
and hands out a copy of its working state at every question.

A copy is as deep as it needs to be and no deeper: frozen models (a Region's state, a
hero's preferences) are shared, and so are the items of a field marked `SharedItems` (the
decks and discard piles, the Ancients) until a command changes one, through the function
that replaces it first (`board.pile`, `ancients.state_of`).
"""

from collections.abc import Callable
from copy import deepcopy
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from kilforth.state import SharedItems

_ATOMIC = frozenset({str, int, float, bool, type(None)})
# A model's slots, set through their descriptors: a fifth faster than `object.__setattr__`,
# which looks each name up again on every copy.
_SLOT_SETTERS = {f"set_{name}": BaseModel.__dict__[slot].__set__ for name, slot in (
    ("dict", "__dict__"), ("fields_set", "__pydantic_fields_set__"), ("extra", "__pydantic_extra__"),
    ("private", "__pydantic_private__"))}
Copier = Callable[[Any], Any]
_MODEL_COPIERS: dict[type, Copier] = {}


def clone(value: Any) -> Any:
    """A deep copy of a state value, many times faster than `model_copy(deep=True)` (which
    runs `copy.deepcopy`, with its memo, over every list and string). A model is copied by
    a copier planned once per class from its field types; values typed `Any` (a paused
    command and its answers) are copied by looking at them."""
    cls = type(value)
    if cls in _ATOMIC:
        return value
    if cls is list:
        return [clone(v) for v in value]
    if cls is dict:
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, BaseModel):
        return _model_copier(cls)(value)
    return deepcopy(value)


def _model_copier(cls: type[BaseModel]) -> Copier:
    """The deep copy of a model class: its `__dict__` with every field that holds something
    mutable copied, and pydantic's bookkeeping (the fields set; no extra or private values
    in the state's models, whose `extra` is "forbid"). Frozen models are shared.

    The copier is written as the source of one function per class and compiled, so that
    copying a hero is one call with its fields' copies inline: a tenth faster than a loop
    over the fields calling a copier each (a four-hero state, measured alone)."""
    copier = _MODEL_COPIERS.get(cls)
    if copier is not None:
        return copier
    if cls.model_config.get("frozen"):
        copier = _MODEL_COPIERS[cls] = _share
        return copier
    if cls.model_config.get("extra") == "allow" or cls.__private_attributes__:
        raise TypeError(f"{cls.__name__}: only models without extra or private values are copied")
    names: dict[str, Any] = {"new": object.__new__, "cls": cls, **_SLOT_SETTERS}
    # Until it is compiled, a model that holds its own class (Pending.base) reaches it here.
    _MODEL_COPIERS[cls] = lambda value: _MODEL_COPIERS[cls](value)
    copies = []
    for name, info in cls.model_fields.items():
        if any(isinstance(m, SharedItems) for m in info.metadata):
            copy = f"d[{name!r}].copy()"  # the items stay shared; the container is the copy's own
        else:
            copy = _expression(info.annotation, f"d[{name!r}]", names)
        if copy != f"d[{name!r}]":
            copies.append(f"    fields[{name!r}] = {copy}")
    source = "\n".join([
        "def copy(value):",
        "    d = value.__dict__",
        "    fields = d.copy()",
        *copies,
        "    result = new(cls)",
        "    set_dict(result, fields)",
        "    set_fields_set(result, value.__pydantic_fields_set__.copy())",
        "    set_extra(result, None)",
        "    set_private(result, None)",
        "    return result",
    ])
    exec(compile(source, f"<copier of {cls.__name__}>", "exec"), names)
    copier = _MODEL_COPIERS[cls] = names["copy"]
    return copier


def _share(value: Any) -> Any:
    return value


def _expression(annotation: Any, value: str, names: dict[str, Any]) -> str:
    """Python source that copies `value`, of this type: itself if immutable, else a copy,
    through its items' own copies. Functions it calls are added to `names`."""
    if annotation in _ATOMIC or get_origin(annotation) is Literal:
        return value
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        copier = _model_copier(annotation)
        if copier is _share:
            return value
        key = f"copy_{len(names)}"
        names[key] = copier
        return f"{key}({value})"
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, UnionType):
        inner = [a for a in args if a is not type(None)]
        copies = [_expression(a, "v", names) for a in inner]
        if all(c == "v" for c in copies):
            return value
        if len(inner) == 1:
            return f"(None if (v := {value}) is None else {copies[0]})"
    if origin is tuple and all(_expression(a, "x", names) == "x" for a in args if a is not Ellipsis):
        return value
    if origin is list:
        item = _expression(args[0], "x", names)
        return f"{value}.copy()" if item == "x" else f"[{item} for x in {value}]"
    if origin is dict:
        item = _expression(args[1], "x", names)
        return f"{value}.copy()" if item == "x" else f"{{k: {item} for k, x in {value}.items()}}"
    names["clone"] = clone
    return f"clone({value})"
