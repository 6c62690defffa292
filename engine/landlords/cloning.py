"""Copying game records, written from their field declarations.

``GameState.clone`` is on the bots' hot path, so a generic walk over fields at every copy would
cost too much; and a hand-kept list of what to copy falls out of step when a field is added. So
the copy function of each record class is written once, from the types its fields declare, and
compiled: immutable values (numbers, strings, enums, tuples, frozen records, classes that say
``immutable = True``) are shared, lists
and dicts copied, mutable records copied in turn. An edition's own record (a subclass of
``GameState`` or ``Player``) gets its own copy function the first time one of its games is cloned.
"""

from __future__ import annotations

import copy
import enum
import types
import typing
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any

#: Field metadata: the value a copy made without history takes (``clone(history=False)``).
WITHOUT_HISTORY = "without_history"

_SIMPLE = (int, str, bool, float, bytes, type(None))
_CLONERS: dict[type, Callable[..., Any]] = {}


def cloner(cls: type) -> Callable[..., Any]:
    """The copy function of a record class: ``f(record, history=True)`` (written on first use)."""
    try:
        return _CLONERS[cls]
    except KeyError:
        _CLONERS[cls] = made = _write(cls)
        return made


def clone_record(record: Any) -> Any:
    """A copy of a mutable record by its own class's copy function."""
    return cloner(type(record))(record)


def immutable(tp: Any) -> bool:
    """Whether values of this declared type can be shared between copies."""
    origin = typing.get_origin(tp)
    if origin is tuple:
        return all(immutable(t) for t in typing.get_args(tp) if t is not Ellipsis)
    if origin in (types.UnionType, typing.Union):
        return all(immutable(t) for t in typing.get_args(tp))
    if origin is not None:
        return False
    if not isinstance(tp, type):
        return False
    if issubclass(tp, _SIMPLE) or issubclass(tp, enum.Enum) or getattr(tp, "immutable", False) is True:
        return True
    return is_dataclass(tp) and bool(tp.__dataclass_params__.frozen)  # type: ignore[attr-defined]


def _write(cls: type) -> Callable[..., Any]:
    """Every field assigned in turn on a new blank record (``copy.copy`` goes through
    ``__reduce_ex__`` and costs several times as much: a look-ahead playout clones ~6 records)."""
    hints = typing.get_type_hints(cls)
    names: dict[str, Any] = {"_copy": copy.copy, "_blank": object.__new__, "_cls": cls}
    lines = ["def clone(self, history=True):", "    new = _blank(_cls)"]
    for f in fields(cls):
        value = f"self.{f.name}"
        expression = _expression(hints[f.name], value, names) or value
        if WITHOUT_HISTORY in f.metadata:
            names[f"_empty_{f.name}"] = f.metadata[WITHOUT_HISTORY]
            fresh = f"_empty_{f.name}" if immutable(hints[f.name]) else f"_copy(_empty_{f.name})"
            expression = f"{expression} if history else {fresh}"
        lines.append(f"    new.{f.name} = {expression}")
    lines.append("    return new")
    exec("\n".join(lines), names)
    made: Callable[..., Any] = names["clone"]
    made.__qualname__ = f"{cls.__qualname__}.clone"
    return made


def _expression(tp: Any, value: str, names: dict[str, Any]) -> str | None:
    """Source that copies ``value`` of declared type ``tp`` (None: share it)."""
    if immutable(tp):
        return None
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is list:
        inner = _expression(args[0], "x", names)
        return f"{value}[:]" if inner is None else f"[{inner} for x in {value}]"
    if origin is dict:
        inner = _expression(args[1], "x", names)
        return f"{value}.copy()" if inner is None else f"{{k: {inner} for k, x in {value}.items()}}"
    if origin in (types.UnionType, typing.Union):
        present = [t for t in args if t is not type(None)]
        if len(present) == 1 and len(args) == 2:
            inner = _expression(present[0], value, names)
            return f"(None if {value} is None else {inner})"
    if isinstance(tp, type) and is_dataclass(tp):
        names["_clone"] = clone_record  # by the value's own class: an edition's Player subclass
        return f"_clone({value})"
    raise TypeError(f"no way to copy a field of type {tp!r}: declare it with a list, dict, tuple or record type")
