"""Board data for each edition, loaded from the JSON files shipped in the wheel.

Boards are data, not code: names, kinds, prices and rents live in ``data/board_<edition>.json``
so that the engine, the SVG drawing and the rules reference all read one source.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

#: Space kinds whose title card can be owned (and so bought, auctioned, mortgaged, traded).
OWNABLE_KINDS = frozenset({"lot", "railroad", "franchise", "speculation"})


@dataclass(frozen=True, slots=True)
class Space:
    """One position of the track. ``price`` and ``rent`` are 0 where the board prints none."""

    index: int
    name: str
    kind: str
    price: int = 0
    rent: int = 0
    note: str = ""

    @property
    def ownable(self) -> bool:
        return self.kind in OWNABLE_KINDS


@dataclass(frozen=True, slots=True)
class Opportunity:
    """An inner Natural Opportunity space (1906 Single Tax): wages paid and rent owed there."""

    name: str
    corner: int
    wages: int
    rent: int
    note: str = ""


@dataclass(frozen=True, slots=True)
class Board:
    edition: str
    title: str
    sources: str
    spaces: tuple[Space, ...]
    opportunities: tuple[Opportunity, ...]
    sections: tuple[tuple[int, ...], ...]
    average_hands: tuple[tuple[int, ...], ...]
    #: Derived at load time (hot paths ask for these constantly).
    kinds: dict[str, tuple[int, ...]]
    ownable: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.spaces)

    def __deepcopy__(self, memo: dict[int, object]) -> Board:
        return self  # immutable and shared: copying a game never copies its board

    def indices_of(self, kind: str) -> tuple[int, ...]:
        return self.kinds.get(kind, ())


@cache
def load_board(edition: str = "1906") -> Board:
    """Load (once) the board of an edition from its data file."""
    raw = json.loads(resources.files("landlords.data").joinpath(f"board_{edition}.json").read_text("utf-8"))
    spaces = tuple(
        Space(
            index=s["index"],
            name=s["name"],
            kind=s["kind"],
            price=s.get("price", 0),
            rent=s.get("rent", 0),
            note=s.get("note", ""),
        )
        for s in raw["spaces"]
    )
    if [s.index for s in spaces] != list(range(len(spaces))):
        raise ValueError(f"board {edition}: space indices must run 0..{len(spaces) - 1} in order")
    return Board(
        edition=raw["edition"],
        title=raw["title"],
        sources=raw["sources"],
        spaces=spaces,
        opportunities=tuple(Opportunity(**o) for o in raw.get("opportunities", ())),
        sections=tuple(tuple(s) for s in raw.get("sections", ())),
        average_hands=tuple(tuple(h) for h in raw.get("average_hands", ())),
        kinds={kind: tuple(s.index for s in spaces if s.kind == kind) for kind in {s.kind for s in spaces}},
        ownable=tuple(s.index for s in spaces if s.ownable),
    )
