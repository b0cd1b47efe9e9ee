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
    in the state's models, whose `extra` is "forbid"). Frozen models are shared."""
    copier = _MODEL_COPIERS.get(cls)
    if copier is not None:
        return copier
    if cls.model_config.get("frozen"):
        copier = _MODEL_COPIERS[cls] = _share
        return copier
    if cls.model_config.get("extra") == "allow" or cls.__private_attributes__:
        raise TypeError(f"{cls.__name__}: only models without extra or private values are copied")
    plan: list[tuple[str, Copier]] = []
    new, setattr_ = object.__new__, object.__setattr__

    def copy(value: Any) -> Any:
        fields = value.__dict__.copy()
        for name, copy_field in plan:
            fields[name] = copy_field(fields[name])
        result = new(cls)
        setattr_(result, "__dict__", fields)
        setattr_(result, "__pydantic_fields_set__", value.__pydantic_fields_set__.copy())
        setattr_(result, "__pydantic_extra__", None)
        setattr_(result, "__pydantic_private__", None)
        return result

    # Registered before it is planned: a model may hold its own class (Pending.base).
    _MODEL_COPIERS[cls] = copy
    for name, info in cls.model_fields.items():
        if any(isinstance(m, SharedItems) for m in info.metadata):
            field_copier = list.copy if get_origin(info.annotation) is list else dict.copy
        else:
            field_copier = _copier_for(info.annotation)
        if field_copier is not _share:
            plan.append((name, field_copier))
    return copy


def _share(value: Any) -> Any:
    return value


def _copier_for(annotation: Any) -> Copier:
    """How to copy a value of this type: share it if immutable, else copy it, through its
    items' own copiers."""
    if annotation in _ATOMIC or get_origin(annotation) is Literal:
        return _share
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _model_copier(annotation)
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, UnionType):
        inner = [_copier_for(a) for a in args if a is not type(None)]
        if all(c is _share for c in inner):
            return _share
        if len(inner) == 1:
            optional = inner[0]
            return lambda v: None if v is None else optional(v)
    if origin is list:
        item = _copier_for(args[0])
        return list.copy if item is _share else lambda v: [item(x) for x in v]
    if origin is dict:
        item = _copier_for(args[1])
        return dict.copy if item is _share else lambda v: {k: item(x) for k, x in v.items()}
    return clone
