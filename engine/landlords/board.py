"""Board data for each edition, loaded from the JSON files shipped in the wheel.

Boards are data, not code: names, kinds, prices and rents live in ``data/board_<edition>.json``
so that the engine, the SVG drawing and the rules reference all read one source.
"""

from __future__ import annotations

import json
from functools import cache

from .data import read_text
from .records import record

#: Space kinds whose title card can be owned (and so bought, auctioned, mortgaged, traded), unless
#: a board's data names its own (``ownable_kinds``).
OWNABLE_KINDS = frozenset({"lot", "railroad", "franchise", "speculation"})


@record
class Space:
    """One position of the track. ``price`` and ``rent`` are 0 where the board prints none;
    ``ownable`` says whether a card for it can be held (set from the board's data at load)."""

    index: int
    name: str
    kind: str
    price: int = 0
    rent: int = 0
    note: str = ""
    ownable: bool = False
    #: True where the number is ours, not a source's (shown as such in the rules reference).
    reconstructed: bool = False
    #: Where our rent differs from the one transcription, the transcription's (0: no difference).
    transcribed_rent: int = 0


@record
class Card:
    """A card with no space on the track (Prosperity's Idle Land): ``price`` is what the board pays."""

    name: str
    kind: str
    price: int
    note: str = ""


@record
class Opportunity:
    """An inner Natural Opportunity space (1906 Single Tax): wages paid and rent owed there."""

    name: str
    corner: int
    wages: int
    rent: int
    note: str = ""


@record
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
    #: Cards with no space; card ``len(spaces) + k`` is ``extra_cards[k]``.
    extra_cards: tuple[Card, ...] = ()
    #: Edition-specific numbers kept with the board (e.g. Prosperity's improvement tags).
    extras: tuple[tuple[str, int], ...] = ()
    #: Price of every card id (spaces and extra cards), for hot paths.
    prices: tuple[int, ...] = ()
    #: Ids of every card a player can hold: the ownable spaces, then the cards with no space.
    cards: tuple[int, ...] = ()
    #: The cards with a price (a 1904 charter has none: it is never offered for money).
    priced_cards: tuple[int, ...] = ()

    def __len__(self) -> int:
        return len(self.spaces)

    @property
    def card_count(self) -> int:
        """Cards that can be held: one id per space (ownable or not) plus the cards with no space."""
        return len(self.spaces) + len(self.extra_cards)

    def is_card(self, card: int) -> bool:
        n = len(self.spaces)
        return (0 <= card < n and self.spaces[card].ownable) or n <= card < self.card_count

    def card_name(self, card: int) -> str:
        n = len(self.spaces)
        return self.spaces[card].name if card < n else self.extra_cards[card - n].name

    def card_price(self, card: int) -> int:
        return self.prices[card]

    def card_kind(self, card: int) -> str:
        n = len(self.spaces)
        return self.spaces[card].kind if card < n else self.extra_cards[card - n].kind

    def number(self, key: str, default: int = 0) -> int:
        return dict(self.extras).get(key, default)

    def __deepcopy__(self, memo: dict[int, object]) -> Board:
        return self  # immutable and shared: copying a game never copies its board

    def indices_of(self, kind: str) -> tuple[int, ...]:
        return self.kinds.get(kind, ())


@cache
def load_board(edition: str = "1906") -> Board:
    """Load (once) the board of an edition from its data file."""
    raw = json.loads(read_text(f"board_{edition}.json"))
    ownable_kinds = frozenset(raw.get("ownable_kinds", OWNABLE_KINDS))
    spaces = tuple(
        Space(
            index=s["index"],
            name=s["name"],
            kind=s["kind"],
            price=s.get("price", 0),
            rent=s.get("rent", 0),
            note=s.get("note", ""),
            ownable=s["kind"] in ownable_kinds,
            reconstructed=s.get("reconstructed", False),
            transcribed_rent=s.get("transcribed_rent", 0),
        )
        for s in raw["spaces"]
    )
    if [s.index for s in spaces] != list(range(len(spaces))):
        raise ValueError(f"board {edition}: space indices must run 0..{len(spaces) - 1} in order")
    extra_cards = tuple(
        Card(c["name"], c["kind"], c["price"], c.get("note", ""))
        for c in raw.get("cards", ())
        for _ in range(c.get("count", 1))
    )
    prices = tuple(s.price for s in spaces) + tuple(c.price for c in extra_cards)
    cards = tuple(s.index for s in spaces if s.ownable) + tuple(range(len(spaces), len(spaces) + len(extra_cards)))
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
        extra_cards=extra_cards,
        extras=tuple(sorted(raw.get("numbers", {}).items())),
        prices=prices,
        cards=cards,
        priced_cards=tuple(c for c in cards if prices[c] > 0),
    )
