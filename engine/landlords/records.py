"""``record``: the decorator of every frozen record class (events, actions, views), a frozen dataclass made cheaply.

Why not ``@dataclass(frozen=True)``: it writes and compiles the source of six methods for every
class, and for the ninety event and action classes that was about 130 ms of the page's ~300 ms of
imports on Pyodide (``build/bench_imports.py``). ``record`` makes the same classes, and real
dataclasses to ``dataclasses.fields``, ``replace``, ``asdict``, ``is_dataclass`` and
``landlords.cloning``: ``__eq__`` and ``__hash__`` are written exactly as ``dataclass`` writes them,
and ``__init__`` nearly so: it sets the fields in the instance's ``__dict__`` where ``dataclass``
calls ``object.__setattr__`` for each (a C call through a method wrapper, which took a twentieth of
a random-bot game: the engine makes events on every step); all three are compiled once per list
of field names and shared by every class with that list (about 40 lists for 87 classes); ``__repr__``,
the frozen ``__setattr__``/``__delattr__`` and ``__replace__`` are shared by all. What it does not
do, it refuses: ``field()`` specifiers, mutable defaults and methods the class writes itself.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
from types import FunctionType
from typing import Any, ClassVar, TypeVar, dataclass_transform, get_origin

T = TypeVar("T", bound=type)


@dataclasses.dataclass(frozen=True)
class _Model:
    """What ``dataclass`` itself makes for a frozen class: its parameters and a field to copy."""

    value: Any


_PARAMS = _Model.__dataclass_params__  # type: ignore[attr-defined]
_FIELD = dataclasses.fields(_Model)[0]
#: Methods a record writes itself; a class that defines one is refused rather than half-served.
_MADE = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__post_init__")
#: Compiled ``__init__``/``__eq__``/``__hash__`` by field names (defaults are set per class).
_METHODS: dict[tuple[str, ...], dict[str, Any]] = {}


def _source(names: tuple[str, ...]) -> str:
    """The methods ``dataclass(frozen=True)`` writes for these fields, as it writes them, but for
    ``__init__``, which puts the values straight into the instance's ``__dict__``."""
    setters = "".join(f"  __values[{name!r}]={name}\n" for name in names)
    setters = f"  __values=self.__dict__\n{setters}" if names else "  pass\n"
    own = "".join(f"self.{name}," for name in names)
    compare = " and ".join(f"self.{name}==other.{name}" for name in names) or "True"
    return (
        f"def __init__(self,{','.join(names)}):\n{setters}"
        "def __eq__(self,other):\n"
        "  if self is other:\n   return True\n"
        f"  if other.__class__ is self.__class__:\n   return {compare}\n"
        "  return NotImplemented\n"
        f"def __hash__(self):\n  return hash(({own}))\n"
    )


def _methods(names: tuple[str, ...]) -> dict[str, Any]:
    if names not in _METHODS:
        made: dict[str, Any] = {}
        exec(_source(names), made)
        _METHODS[names] = made
    return _METHODS[names]


def _repr(self: Any) -> str:
    values = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
    return f"{self.__class__.__qualname__}({values})"


def _setattr(self: Any, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _replace(self: Any, /, **changes: Any) -> Any:
    return dataclasses.replace(self, **changes)


def _is_classvar(annotation: Any) -> bool:
    if isinstance(annotation, str):  # written under ``from __future__ import annotations``
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    return annotation is ClassVar or get_origin(annotation) is ClassVar


def _function(template: FunctionType, cls: type, defaults: tuple[Any, ...] | None = None) -> Any:
    """The shared compiled function, under this class's name (and with its defaults)."""
    made = FunctionType(template.__code__, template.__globals__, template.__name__, defaults)
    made.__qualname__ = f"{cls.__qualname__}.{template.__name__}"
    return made


@dataclass_transform(frozen_default=True)
def record(cls: T) -> T:
    """Make ``cls`` a frozen dataclass: fields from its annotations, after its bases' fields."""
    for name in _MADE:
        if name in cls.__dict__:
            raise TypeError(f"{cls.__name__} defines {name}: a record writes it")
    if not cls.__dictoffset__:
        raise TypeError(f"{cls.__name__} has no instance __dict__ (__slots__): a record keeps its fields there")
    fields: dict[str, dataclasses.Field[Any]] = {}
    for base in reversed(cls.__mro__[1:]):
        fields.update(getattr(base, "__dataclass_fields__", {}))
    defaulted = any(f.default is not dataclasses.MISSING for f in fields.values())
    for name, annotation in inspect.get_annotations(cls).items():
        if _is_classvar(annotation):
            continue
        default = cls.__dict__.get(name, dataclasses.MISSING)
        if isinstance(default, dataclasses.Field):
            raise TypeError(f"{cls.__name__}.{name}: a record takes plain defaults, not field()")
        if default is not dataclasses.MISSING and type(default).__hash__ is None:
            raise ValueError(f"{cls.__name__}.{name}: mutable default {type(default).__name__}")
        if default is dataclasses.MISSING and defaulted:
            raise TypeError(f"{cls.__name__}.{name}: a field without a default follows one with a default")
        defaulted = default is not dataclasses.MISSING
        made = copy.copy(_FIELD)
        made.name, made.type, made.default = name, annotation, default
        fields[name] = made
    defaults = tuple(f.default for f in fields.values() if f.default is not dataclasses.MISSING)
    names = tuple(fields)
    methods = _methods(names)
    cls.__init__ = _function(methods["__init__"], cls, defaults or None)  # type: ignore[misc]
    cls.__eq__ = _function(methods["__eq__"], cls)  # type: ignore[method-assign]
    cls.__hash__ = _function(methods["__hash__"], cls)  # type: ignore[method-assign]
    for name, shared in (("__repr__", _repr), ("__setattr__", _setattr), ("__delattr__", _delattr)):
        setattr(cls, name, shared)
    cls.__replace__ = _replace  # type: ignore[attr-defined]
    cls.__match_args__ = names  # type: ignore[attr-defined,misc]
    cls.__dataclass_fields__ = fields  # type: ignore[attr-defined]
    cls.__dataclass_params__ = _PARAMS  # type: ignore[attr-defined]
    return cls
