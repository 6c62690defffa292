"""``record`` makes the same classes as ``dataclass(frozen=True)``, the way the engine uses them."""

from __future__ import annotations

import dataclasses
import inspect
from typing import ClassVar

import pytest

from landlords import actions, events
from landlords.records import record


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
