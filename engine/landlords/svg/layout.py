"""What is printed where on a space, planned before anything is drawn.

Each side space is laid out the same way (``SpaceLayout``): a colour band on its inner edge carries
what stands on the lot (the owner's flag, houses, improvement tags, a No Trespassing sign); the
number and name sit at the top of the face, the money at its foot, and tokens stand between the two,
so nothing hides a price. Corners keep their money line and foot word at fixed heights. The
drawing, the token places and the tests all read these plans.
"""

from __future__ import annotations

from functools import cache

from landlords.board import Space
from landlords.records import record

from .charges import Charge, printed_charge
from .colours import INK, JAIL_RED, edition_borders
from .geometry import CORNER, Rect, face_rect
from .text import LEADING, fit, text_box, text_width

#: Tokens: radius of the coloured shape and width of the light ring round it.
TOKEN_R = 11.0
TOKEN_RING = 2.0
#: How far a token's outline reaches from its centre (the diamond's points reach furthest).
TOKEN_REACH = (TOKEN_R + TOKEN_RING) * 1.15


@record
class Row:
    """One printed line at the foot of a space: money, or the words that send a player to Jail."""

    text: str
    baseline: float
    size: float
    weight: str
    cls: str
    fill: str


@record
class SpaceLayout:
    """Where everything printed on a side space goes. The drawing, the token slots and the tests
    all read this one plan, so tokens cannot drift over a price the drawing has moved."""

    face: Rect
    tall: bool
    name_size: float
    name_lines: tuple[str, ...]
    name_top: float
    rows: tuple[Row, ...]
    #: Top of the printed rows (the face's foot when there are none): tokens stand above it.
    foot: float

    def name_box(self) -> Rect:
        """The box the name's lines cover."""
        width = max(text_width(line, self.name_size) for line in self.name_lines)
        cx = self.face[0] + self.face[2] / 2
        return (cx - width / 2, self.name_top, width, len(self.name_lines) * self.name_size * LEADING)

    def row_boxes(self) -> list[Rect]:
        cx = self.face[0] + self.face[2] / 2
        return [text_box(cx, row.baseline, row.text, row.size) for row in self.rows]


def starred(space: Space, edition: str) -> bool:
    """Land held out of use on the 1932 board, marked by a border of stars."""
    return space.kind in edition_borders(edition).starred


def sends_to_jail(space: Space) -> bool:
    """Spaces whose visitors go to Jail (land held out of use: No Trespassing)."""
    return space.kind == "trespass"


def money_lines(space: Space, edition: str = "", charge: Charge | None = None) -> list[str]:
    """The money printed on a space, a line each: its price, then its charge (``printed_charge``,
    or ``charge`` when given: the state layer's label of the charge now)."""
    lines = [f"${space.price}"] if space.price else []
    what = charge if charge is not None else printed_charge(space, edition)
    return lines + list(what.lines if what else ())


def phrases(space: Space, lines: list[str]) -> list[str]:
    """Money lines as phrases: the price, then the charge's lines joined ("tax $10 per $100 cash")."""
    head = lines[:1] if space.price else []
    rest = lines[len(head) :]
    return head + ([" ".join(rest)] if rest else [])


def price_line(space: Space, edition: str = "") -> list[str]:
    """The money printed on a space in phrases: its price and its charge, as a tooltip reads them."""
    return phrases(space, money_lines(space, edition))


def money_rows(
    space: Space, tall: bool, edition: str = "", charge: Charge | None = None
) -> list[tuple[str, float, str]]:
    """The money at a space's foot as (text, size, weight), top row first: a line each, the first
    bold, except on a wide space with a price, which has one row: price · charge."""
    lines = money_lines(space, edition, charge)
    if not lines:
        return []
    if not tall and space.price:
        return [(" · ".join(phrases(space, lines)), 12.0, "normal")]
    return [(lines[0], 13.0, "bold"), *((line, 11.5, "normal") for line in lines[1:])]


def _row_texts(space: Space, tall: bool, edition: str) -> list[tuple[str, float, str, str, str]]:
    """What the foot of a space says, top row first: (text, size, weight, class, colour)."""
    if sends_to_jail(space):
        words = ["GO TO", "JAIL"] if tall else ["GO TO JAIL"]
        return [(word, 13.0, "bold", "jail-words", JAIL_RED) for word in words]
    return [(text, size, weight, "money", INK) for text, size, weight in money_rows(space, tall, edition)]


@cache
def space_layout(space: Space, n: int, edition: str = "") -> SpaceLayout:
    """Plan a side space: number top left, name under it (tall spaces) or beside it (wide ones),
    money or Jail words at the foot, and the room between for tokens."""
    fx, fy, fw, fh = face_rect(space.index, n)
    tall = fh > fw
    # Land held out of use may carry a border of stars (1932): keep the words clear of it.
    inset = 6.0 if starred(space, edition) else 0.0
    baseline = fy + fh - (7 if tall else 5) - inset
    rows: list[Row] = []
    for text, size, weight, cls, fill in reversed(_row_texts(space, tall, edition)):
        # A long line (a charge that says what it depends on) is set smaller to stay on the space.
        size = min(size, (fw - 6 - 2 * inset) / max(1.0, text_width(text, 1)))
        rows.insert(0, Row(text, baseline, size, weight, cls, fill))
        baseline -= size * 1.15
    foot = rows[0].baseline - rows[0].size * 0.78 if rows else fy + fh - 3
    # A long name may take the room of the upper row of tokens, never of the lower one.
    if tall:
        top = fy + 14 + inset
        room = max(36.0, foot - top - 2 * TOKEN_REACH - 4)
        size, lines = fit(space.name, fw - 5 - 2 * inset, room, 13.5, smallest=8.5)
    else:
        # The first line keeps clear of the number; the row of tokens keeps clear of the name.
        top = fy + 3 + inset
        room = foot - 1.5 - 2 * TOKEN_REACH - top
        size, lines = fit(space.name, fw - 8 - 2 * inset, room, 14, smallest=10, first=fw - 34 - 2 * inset)
    return SpaceLayout((fx, fy, fw, fh), tall, size, tuple(lines), top, tuple(rows), foot)


@cache
def token_slots(space: Space, n: int, edition: str = "") -> tuple[tuple[float, float], ...]:
    """Four places for tokens on a side space, first taken first: just above the money, two by two
    on tall spaces and four in a row on wide ones."""
    plan = space_layout(space, n, edition)
    fx, _, fw, _ = plan.face
    reach = TOKEN_REACH
    low = plan.foot - 1.5 - reach
    if plan.tall:
        left, right = fx + fw / 2 - reach - 1, fx + fw / 2 + reach + 1
        high = low - 2 * TOKEN_R - 5
        return ((left, low), (right, low), (left, high), (right, high))
    # Centre-out along a wide space, so one or two tokens stand in the middle.
    return tuple((fx + fw * (k + 0.5) / 4, low) for k in (1, 2, 0, 3))


def split_names(space: Space) -> list[str]:
    """A corner such as ``Jail / Shelter`` is two places in one square, divided on a diagonal."""
    return [part.strip() for part in space.name.split("/")]


def is_framed(space: Space, edition: str) -> bool:
    """Corners the edition's board draws inside a border (the 1932 board: red railroads, tricolour Wages)."""
    borders = edition_borders(edition)
    return space.kind in borders.banded or space.kind in borders.tricolour


#: Size of the money line on a corner.
MONEY_CORNER = 12.5


def corner_foot(space: Space, edition: str) -> float:
    """Baseline of the word at a single corner's foot, from its top (higher inside a border)."""
    return CORNER - (21 if is_framed(space, edition) else 13)


def corner_money_baseline(space: Space, edition: str) -> float:
    return corner_foot(space, edition) - 17
