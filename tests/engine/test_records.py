"""``record`` makes the same classes as ``dataclass(frozen=True)``, the way the engine uses them."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Mapping
from typing import ClassVar

import pytest

from landlords import actions, events
from landlords.records import record, state_record


@record
class Base:
    kind: ClassVar[str] = ""
    player: int


@record
class Move(Base):
    kind: ClassVar[str] = "move"
    start: int
    to: int
    why: str = ""


@dataclasses.dataclass(frozen=True)
class DataBase:
    kind: ClassVar[str] = ""
    player: int


@dataclasses.dataclass(frozen=True)
class DataMove(DataBase):
    kind: ClassVar[str] = "move"
    start: int
    to: int
    why: str = ""


def test_fields_signature_and_values_match_dataclass() -> None:
    assert [(f.name, f.type, f.default) for f in dataclasses.fields(Move)] == [
        (f.name, f.type, f.default) for f in dataclasses.fields(DataMove)
    ]
    parameters = [(p.name, p.default) for p in inspect.signature(Move).parameters.values()]
    assert parameters == [(p.name, p.default) for p in inspect.signature(DataMove).parameters.values()]
    ours, theirs = Move(1, 2, 3), DataMove(1, 2, 3)
    assert repr(ours) == repr(theirs).replace("DataMove", "Move")
    assert hash(ours) == hash(theirs) == hash((1, 2, 3, ""))
    assert ours == Move(1, 2, 3, "") and ours != Move(1, 2, 4) and ours != theirs
    assert Move(player=1, start=2, to=3, why="x").why == "x"
    assert Base(0) != Move(0, 1, 2)  # another class is never equal, as with dataclass
    assert dataclasses.asdict(ours) == dataclasses.asdict(theirs)
    assert dataclasses.replace(ours, to=9) == Move(1, 2, 9)
    assert ours.__replace__(why="y") == Move(1, 2, 3, "y")  # what copy.replace calls (3.13+)
    assert Move.__match_args__ == DataMove.__match_args__
    assert dataclasses.is_dataclass(Move) and Move.__dataclass_params__.frozen  # type: ignore[attr-defined]


def test_frozen() -> None:
    move = Move(1, 2, 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.to = 4  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del move.to  # type: ignore[misc]


def test_dataclass_subclass_of_a_record() -> None:
    """The editions declare their own actions with ``dataclass`` on top of ``Action``."""

    @dataclasses.dataclass(frozen=True)
    class Sell(Base):
        space: int

    assert Sell(0, 5) == Sell(0, 5) and [f.name for f in dataclasses.fields(Sell)] == ["player", "space"]


def test_refuses_what_it_does_not_do() -> None:
    with pytest.raises(TypeError, match="defines __repr__"):

        @record
        class Custom:
            def __repr__(self) -> str:
                return "x"

    with pytest.raises(TypeError, match="not field"):

        @record
        class Factory:
            items: tuple[int, ...] = dataclasses.field(default=())

    with pytest.raises(ValueError, match="mutable default"):

        @record
        class Mutable:
            items: list[int] = []  # noqa: RUF012 - the mistake refused

    with pytest.raises(TypeError, match="follows one with a default"):

        @record
        class Order(Move):
            after: int


def test_every_event_and_action_class_is_a_frozen_record() -> None:
    classes = [
        value
        for module in (events, actions)
        for value in vars(module).values()
        if isinstance(value, type) and value.__module__ == module.__name__ and dataclasses.is_dataclass(value)
    ]
    assert len(classes) > 80
    for cls in classes:
        names = [f.name for f in dataclasses.fields(cls)]
        assert list(inspect.signature(cls).parameters) == names, cls
        assert cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="no instance __dict__"):

        @record
        class Slotted:
            __slots__ = ("space",)
            space: int


def test_methods_compiled_on_first_use() -> None:
    """A record's ``__init__``/``__eq__``/``__hash__`` are compiled when the class is first used,
    and later calls go straight to the compiled methods."""

    @record
    class Late:
        space: int
        note: str = ""

    stand_in = Late.__dict__["__init__"]
    assert stand_in.__qualname__.endswith("Late.__init__")
    assert [p.name for p in inspect.signature(Late).parameters.values()] == ["space", "note"]
    assert Late.__dict__["__init__"] is stand_in  # asking for the signature compiled nothing
    first = Late(3)
    assert Late.__dict__["__init__"] is not stand_in and Late.__dict__["__init__"].__defaults__ == ("",)
    assert first == Late(3, "") and hash(first) == hash((3, ""))
    with pytest.raises(TypeError):
        Late()  # type: ignore[call-arg]  # the compiled __init__ checks its arguments


def test_equality_and_hash_before_any_init() -> None:
    """A copy made without ``__init__`` (``copy``, ``pickle``) compares and hashes like the original."""
    import copy
    import pickle

    @record
    class Unused:
        space: int

    blank = Unused.__new__(Unused)
    blank.__dict__["space"] = 4
    assert hash(copy.copy(blank)) == hash((4,)) and copy.copy(blank) == blank
    assert pickle.loads(pickle.dumps(Move(1, 2, 3))) == Move(1, 2, 3)


@state_record
class Seat:
    """A mutable record as the game's state declares them."""

    name: str
    cash: int = 0
    cards: list[int] = dataclasses.field(default_factory=list)
    history: list[int] = dataclasses.field(default_factory=list, metadata={"without_history": []})

    @property
    def broke(self) -> bool:
        return self.cash <= 0


@dataclasses.dataclass(slots=True)
class DataSeat:
    """The same class made by ``dataclass``."""

    name: str
    cash: int = 0
    cards: list[int] = dataclasses.field(default_factory=list)
    history: list[int] = dataclasses.field(default_factory=list, metadata={"without_history": []})

    @property
    def broke(self) -> bool:
        return self.cash <= 0


@state_record
class Counted(Seat):
    """A subclass adds its fields after its base's, and ``__post_init__`` runs last."""

    counted: int = 0

    def __post_init__(self) -> None:
        self.counted = len(self.cards)


def test_state_record_matches_dataclass_with_slots() -> None:
    ours, theirs = Seat("Ann", 5), DataSeat("Ann", 5)
    assert [(f.name, f.type, f.default, f.default_factory, dict(f.metadata)) for f in dataclasses.fields(Seat)] == [
        (f.name, f.type, f.default, f.default_factory, dict(f.metadata)) for f in dataclasses.fields(DataSeat)
    ]
    assert [(p.name, repr(p.default)) for p in inspect.signature(Seat).parameters.values()] == [
        (p.name, repr(p.default)) for p in inspect.signature(DataSeat).parameters.values()
    ]
    assert Seat.__slots__ == DataSeat.__slots__ and not hasattr(ours, "__dict__")  # type: ignore[attr-defined]
    assert repr(ours) == repr(theirs).replace("DataSeat", "Seat")
    assert ours == Seat("Ann", 5, [], []) and ours != Seat("Ann", 6) and ours != theirs
    assert Seat.__hash__ is None and DataSeat.__hash__ is None  # type: ignore[comparison-overlap]
    other = Seat("Bob")
    other.cards.append(1)
    assert Seat("Cy").cards == [] and other.cards == [1]  # each instance gets its own list
    ours.cash = 0
    assert ours.broke and not ours.__dataclass_params__.frozen  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        ours.unknown = 1  # type: ignore[attr-defined]  # slots: no stray attributes
    assert dataclasses.replace(ours, cash=9) == Seat("Ann", 9) and dataclasses.asdict(Seat("A")) == dataclasses.asdict(
        DataSeat("A")
    )
    counted = Counted("Di", 1, [7, 8])
    assert counted.counted == 2 and [f.name for f in dataclasses.fields(Counted)][-1] == "counted"
    assert Counted.__slots__ == ("counted",)  # type: ignore[attr-defined]


def test_state_record_refuses_what_it_cannot_make() -> None:
    with pytest.raises(TypeError, match="declares __slots__"):

        @state_record
        class Slotted:
            __slots__ = ("space",)
            space: int

    with pytest.raises(TypeError, match="super"):

        @state_record
        class Calls(Seat):
            def describe(self) -> str:
                return super().__repr__()

    with pytest.raises(TypeError, match="follows one with a default"):

        @state_record
        class Order(Seat):
            after: int


def test_a_read_only_mapping_is_a_default_a_mutable_one_is_not() -> None:
    from types import MappingProxyType

    @record
    class Chosen:
        values: Mapping[str, str] = MappingProxyType({})

    assert Chosen().values == {} and Chosen({"a": "b"}).values == {"a": "b"}
    with pytest.raises(ValueError, match="mutable default"):

        @record
        class Shared:
            values: dict[str, str] = {}  # noqa: RUF012 - the mistake refused
