"""``record`` and ``state_record``: the decorators of the engine's record classes, dataclasses made cheaply.

``record`` makes every frozen record class (events, actions, views); ``state_record`` the game's
mutable state (``GameState``, ``Player`` and the editions' own, with slots).

Why not ``dataclass(frozen=True, slots=True)`` and ``dataclass(slots=True)``: measured against them
(issue 23: the page built both ways, ``build/bench_load.py`` in alternating rounds on a shared
2-core machine), the page's Python, ``main.py``'s start to ready, took 0.21 s more with
``dataclass`` (median of 14 rounds at load 7-8, quartiles 0.17-0.28 s; slower in 26 rounds of 28;
the best rounds 0.30 s against 0.14 s). That is 2.4% and 3.5% of bare ``loadPyodide`` in the same
rounds of two runs (load 7-8 and 10-15), where the load slows bare about three times and the page's
Python far less; on a quiet machine (bare 3.2-4.4 s) it comes to some 4-5%, and under Node, both in
one process, to 7% (quartiles 5-9%): over the 3% the issue set for keeping our own, though not by
much. Whole cold loads were too noisy to show a 3% difference (run medians -1.5% to +13%).

The cost is making the classes: ``dataclass`` writes and compiles the source of its methods for
every class as the class is made, for the ninety event and action classes and the sixteen state
classes alike. These decorators make the same classes, real dataclasses to ``dataclasses.fields``,
``replace``, ``asdict``, ``is_dataclass`` and ``landlords.cloning``, but compile a class's
``__init__``, ``__eq__`` (and a record's ``__hash__``) on its first use: the page uses few of its
classes before the first screen. ``__eq__`` and ``__hash__`` are written exactly as ``dataclass``
writes them, and a record's ``__init__`` nearly so: it sets the fields in the instance's
``__dict__`` where ``dataclass`` calls ``object.__setattr__`` for each. The games themselves run
alike either way (CPython instructions for a fixed set of games 1% fewer with ``dataclass``'s
slots). A record's methods are compiled once per list of field names and shared by every class with
that list (about 40 lists for 87 classes); ``__repr__``, the frozen ``__setattr__``/``__delattr__``
and ``__replace__`` are shared by all. What they do not do, they refuse: ``field()`` in a record,
mutable defaults, ``__slots__`` declared by hand, zero-argument ``super()`` in a state record (its
class is made again with slots), and methods the class would write itself.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
from collections.abc import Callable
from types import FunctionType, MappingProxyType
from typing import Any, ClassVar, TypeVar, dataclass_transform, get_origin

T = TypeVar("T", bound=type)


@dataclasses.dataclass(frozen=True)
class _Model:
    """What ``dataclass`` itself makes for a frozen class: its parameters and a field to copy."""

    value: Any


_PARAMS = _Model.__dataclass_params__  # type: ignore[attr-defined]
_FIELD = dataclasses.fields(_Model)[0]
#: Methods the decorators write themselves; a class that defines one is refused rather than half-served
#: (``record`` refuses ``__post_init__`` too: its ``__init__`` calls none).
_MADE = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")
#: Compiled ``__init__``/``__eq__``/``__hash__`` by field names (defaults are set per class).
_METHODS: dict[tuple[str, ...], dict[str, Any]] = {}


def _source(names: tuple[str, ...]) -> str:
    """The methods ``dataclass(frozen=True)`` writes for these fields, as it writes them, but for
    ``__init__``, which puts the values straight into the instance's ``__dict__``."""
    setters = "".join(f"  __values[{name!r}]={name}\n" for name in names)
    setters = f"  __values=self.__dict__\n{setters}" if names else "  pass\n"
    own = "".join(f"self.{name}," for name in names)
    return (
        f"def __init__(self,{','.join(names)}):\n{setters}"
        f"{_eq_source(names)}"
        f"def __hash__(self):\n  return hash(({own}))\n"
    )


def _eq_source(names: tuple[str, ...]) -> str:
    """``__eq__`` as ``dataclass`` writes it: the same class, and every field equal."""
    compare = " and ".join(f"self.{name}==other.{name}" for name in names) or "True"
    return (
        "def __eq__(self,other):\n"
        "  if self is other:\n   return True\n"
        f"  if other.__class__ is self.__class__:\n   return {compare}\n"
        "  return NotImplemented\n"
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


#: The methods compiled for a class on its first use (see ``_stand_in``).
_COMPILED = ("__init__", "__eq__", "__hash__")


def _compile_record(cls: type) -> None:
    """Put a frozen record's compiled ``__init__``, ``__eq__`` and ``__hash__`` in place of the stand-ins."""
    fields = cls.__dataclass_fields__.values()  # type: ignore[attr-defined]
    defaults = tuple(f.default for f in fields if f.default is not dataclasses.MISSING)
    methods = _methods(tuple(cls.__dataclass_fields__))  # type: ignore[attr-defined]
    cls.__init__ = _function(methods["__init__"], cls, defaults or None)  # type: ignore[misc]
    cls.__eq__ = _function(methods["__eq__"], cls)  # type: ignore[method-assign]
    cls.__hash__ = _function(methods["__hash__"], cls)  # type: ignore[method-assign]


def _stand_in(cls: type, name: str, compile_methods: Callable[[type], None]) -> Any:
    """Until ``cls`` is first used, its method ``name``: it compiles the class's methods, then runs
    the real one. Why: compiling is most of what making a record class costs (about 0.5 ms on
    Pyodide for each), and the page uses few of its 170 record classes before the first screen.
    Once compiled, calls go straight to the compiled methods."""

    def stand_in(self: Any, *args: Any, **kwargs: Any) -> Any:
        if cls.__dict__[name] is stand_in:
            compile_methods(cls)
        return getattr(cls, name)(self, *args, **kwargs)

    stand_in.__qualname__ = f"{cls.__qualname__}.{name}"
    return stand_in


class _Signature:
    """``inspect.signature(cls)`` of a record, from its fields, so that it needs no compiled ``__init__``."""

    def __get__(self, instance: Any, owner: type) -> inspect.Signature:
        if instance is not None:
            raise AttributeError("__signature__")
        empty, kind = inspect.Parameter.empty, inspect.Parameter.POSITIONAL_OR_KEYWORD
        fields = owner.__dataclass_fields__.values()  # type: ignore[attr-defined]
        return inspect.Signature(
            [
                inspect.Parameter(f.name, kind, default=_FACTORY if _has_factory(f) else _default(f, empty))
                for f in fields
            ]
        )


_SIGNATURE = _Signature()


class _Factory:
    """The default an ``__init__`` shows for a field made by a factory (as ``dataclass`` shows it)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def _has_factory(f: dataclasses.Field[Any]) -> bool:
    return f.default_factory is not dataclasses.MISSING


def _default(f: dataclasses.Field[Any], missing: Any) -> Any:
    return missing if f.default is dataclasses.MISSING else f.default


def _fields(cls: type, what: str, factories: bool) -> dict[str, dataclasses.Field[Any]]:
    """The fields of ``cls``: its bases' fields, then one per annotation of its own (not a ClassVar).
    ``factories``: whether ``field(default_factory=..., metadata=...)`` is allowed."""
    for name in _MADE:
        if name in cls.__dict__:
            raise TypeError(f"{cls.__name__} defines {name}: a {what} writes it")
    fields: dict[str, dataclasses.Field[Any]] = {}
    for base in reversed(cls.__mro__[1:]):
        fields.update(getattr(base, "__dataclass_fields__", {}))
    defaulted = any(f.default is not dataclasses.MISSING or _has_factory(f) for f in fields.values())
    for name, annotation in inspect.get_annotations(cls).items():
        if _is_classvar(annotation):
            continue
        default = cls.__dict__.get(name, dataclasses.MISSING)
        made = copy.copy(_FIELD)
        made.name, made.type, made.default = name, annotation, default
        if isinstance(default, dataclasses.Field):
            if not factories:
                raise TypeError(f"{cls.__name__}.{name}: a {what} takes plain defaults, not field()")
            made.default, made.default_factory, made.metadata = (
                default.default,
                default.default_factory,
                default.metadata,
            )
        elif (
            default is not dataclasses.MISSING
            and type(default).__hash__ is None
            and type(default) is not MappingProxyType  # read-only: as safe to share as a tuple
        ):
            raise ValueError(f"{cls.__name__}.{name}: mutable default {type(default).__name__}")
        has_default = made.default is not dataclasses.MISSING or _has_factory(made)
        if not has_default and defaulted:
            raise TypeError(f"{cls.__name__}.{name}: a field without a default follows one with a default")
        defaulted = has_default
        fields[name] = made
    return fields


def _dataclass_attributes(cls: type, fields: dict[str, dataclasses.Field[Any]], params: Any) -> None:
    """What ``dataclasses`` and ``inspect`` read of a dataclass, and the methods shared by all."""
    cls.__signature__ = _SIGNATURE  # type: ignore[attr-defined]
    cls.__repr__ = _repr  # type: ignore[method-assign,assignment]
    cls.__replace__ = _replace  # type: ignore[attr-defined]
    cls.__match_args__ = tuple(fields)  # type: ignore[attr-defined,misc]
    cls.__dataclass_fields__ = fields  # type: ignore[attr-defined]
    cls.__dataclass_params__ = params  # type: ignore[attr-defined]


@dataclass_transform(frozen_default=True)
def record(cls: T) -> T:
    """Make ``cls`` a frozen dataclass: fields from its annotations, after its bases' fields."""
    if not cls.__dictoffset__:
        raise TypeError(f"{cls.__name__} has no instance __dict__ (__slots__): a record keeps its fields there")
    fields = _fields(cls, "record", factories=False)
    if "__post_init__" in cls.__dict__:
        raise TypeError(f"{cls.__name__} defines __post_init__: a record writes its __init__")
    for name in _COMPILED:
        setattr(cls, name, _stand_in(cls, name, _compile_record))
    cls.__setattr__ = _setattr  # type: ignore[method-assign,assignment]
    cls.__delattr__ = _delattr  # type: ignore[method-assign,assignment]
    _dataclass_attributes(cls, fields, _PARAMS)
    return cls


@dataclasses.dataclass
class _MutableModel:
    """What ``dataclass`` itself makes for a mutable class: its parameters."""

    value: Any


_MUTABLE_PARAMS = _MutableModel.__dataclass_params__  # type: ignore[attr-defined]


def _state_source(names: tuple[str, ...], factories: tuple[str, ...], post_init: bool) -> str:
    """A mutable record's ``__init__`` (slots: plain assignments; a field with a factory calls it
    when not given) and ``__eq__``, as ``dataclass`` writes them."""
    body = "".join(
        f"  self.{n}=_factory_{n}() if {n} is _FACTORY else {n}\n" if n in factories else f"  self.{n}={n}\n"
        for n in names
    )
    body += "  self.__post_init__()\n" if post_init else ""
    body = body or "  pass\n"
    return f"def __init__(self,{','.join(names)}):\n{body}{_eq_source(names)}"


def _compile_state(cls: type) -> None:
    """Put a state record's compiled ``__init__`` and ``__eq__`` in place of the stand-ins."""
    fields = cls.__dataclass_fields__.values()  # type: ignore[attr-defined]
    factories = {f"_factory_{f.name}": f.default_factory for f in fields if _has_factory(f)}
    made: dict[str, Any] = {"_FACTORY": _FACTORY, **factories}
    names = tuple(f.name for f in fields)
    exec(_state_source(names, tuple(f.name for f in fields if _has_factory(f)), hasattr(cls, "__post_init__")), made)
    defaults = tuple(
        _FACTORY if _has_factory(f) else f.default
        for f in fields
        if f.default is not dataclasses.MISSING or _has_factory(f)
    )
    cls.__init__ = _function(made["__init__"], cls, defaults or None)  # type: ignore[misc]
    cls.__eq__ = _function(made["__eq__"], cls)  # type: ignore[method-assign]


def _uses_class_cell(value: Any) -> bool:
    """Whether a method (or a property's) uses zero-argument ``super()``, which would name the class
    made before the slots were added."""
    functions = (value.fget, value.fset, value.fdel) if isinstance(value, property) else (value,)
    return any(isinstance(f, FunctionType) and "__class__" in f.__code__.co_freevars for f in functions)


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def state_record(cls: T) -> T:
    """Make ``cls`` a mutable dataclass with slots, as ``dataclass(slots=True)`` does (fields, their
    defaults and factories, ``__post_init__``, equality, no hash), for the game's state: the
    same class at a fraction of the cost of making it (``dataclass`` took about a third of the
    page's imports on Pyodide), its ``__init__`` and ``__eq__`` compiled on first use."""
    if "__slots__" in cls.__dict__:
        raise TypeError(f"{cls.__name__} declares __slots__: a state record makes them")
    fields = _fields(cls, "state record", factories=True)
    inherited = {name for base in cls.__mro__[1:] for name in base.__dict__.get("__slots__", ())}
    own = tuple(name for name in fields if name not in inherited)
    namespace = {k: v for k, v in cls.__dict__.items() if k not in own and k not in ("__dict__", "__weakref__")}
    for value in namespace.values():
        if _uses_class_cell(value):
            raise TypeError(f"{cls.__name__}: a state record's methods cannot use super() without arguments")
    namespace["__slots__"] = own
    made = type(cls)(cls.__name__, cls.__bases__, namespace)
    for name in ("__init__", "__eq__"):
        setattr(made, name, _stand_in(made, name, _compile_state))
    made.__hash__ = None  # type: ignore[assignment]  # mutable and compared by value: unhashable, as with dataclass
    _dataclass_attributes(made, fields, _MUTABLE_PARAMS)
    return made
