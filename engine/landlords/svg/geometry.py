"""Where things sit on the board: the track's spaces, their colour bands, the flag and the marks
in a band, and the inner Natural Opportunity spaces. Numbers only, no SVG, so the drawing, the
tokens and the tests share one plan of the board.
"""

from __future__ import annotations

from collections.abc import Sequence

from landlords.board import Opportunity

Rect = tuple[float, float, float, float]

#: Side of the square board in SVG user units.
SIZE = 1000
#: Side of a corner square; the spaces of a side share what is left.
CORNER = 150
#: Clear strip just inside the track: the inner Natural Opportunity spaces stand beyond it.
LANE = 30
#: Depth of the colour band on a space's inner edge, where what stands on the lot is drawn.
BAND = 30


def overlaps(a: Rect, b: Rect) -> bool:
    """True when two rectangles share some area (touching edges do not count)."""
    return (
        min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 1e-6
        and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 1e-6
    )


def inside(inner: Rect, outer: Rect) -> bool:
    """True when ``inner`` lies within ``outer``."""
    return (
        inner[0] >= outer[0] - 1e-6
        and inner[1] >= outer[1] - 1e-6
        and inner[0] + inner[2] <= outer[0] + outer[2] + 1e-6
        and inner[1] + inner[3] <= outer[1] + outer[3] + 1e-6
    )


def per_side(n: int) -> int:
    """Spaces from one corner up to (not including) the next: 10 on a 40-space board, 9 on 36."""
    return max(1, n // 4)


def space_rect(index: int, n: int = 40) -> Rect:
    """Where a track space sits on an ``n``-space board: (x, y, width, height).

    The start (0) is the bottom-right corner and play runs clockwise on screen, as on the
    1906 board: along the bottom to the first corner (Jail on the 1906 board), up the left side, along
    the top and down the right side home.
    """
    per = per_side(n)
    side, step = divmod(index, per)
    side %= 4
    far = SIZE - CORNER
    if step == 0:
        return ((far, far), (0, far), (0, 0), (far, 0))[side] + (CORNER, CORNER)
    width = (SIZE - 2 * CORNER) / max(1, per - 1)
    offset = CORNER + (step - 1) * width
    if side == 0:
        return (far - (offset - CORNER) - width, far, width, CORNER)
    if side == 1:
        return (0, far - (offset - CORNER) - width, CORNER, width)
    if side == 2:
        return (offset, 0, width, CORNER)
    return (far, offset, CORNER, width)


def side_of(index: int, n: int = 40) -> int:
    """Which side a space is on: 0 bottom, 1 left, 2 top, 3 right."""
    return (index // per_side(n)) % 4


def is_corner(index: int, n: int = 40) -> bool:
    return index % per_side(n) == 0


def printed_number(index: int, n: int) -> int:
    """The number printed on a space: its index, except the start, printed as the last (the 1906
    board prints Mother Earth 40). The tooltip and the space card say the same."""
    return n if index == 0 else index


def band_rect(index: int, n: int = 40) -> Rect:
    """The colour band on a side space's inner edge (the edge that faces the centre)."""
    x, y, w, h = space_rect(index, n)
    return (
        (x, y, w, BAND),
        (x + w - BAND, y, BAND, h),
        (x, y + h - BAND, w, BAND),
        (x, y, BAND, h),
    )[side_of(index, n)]


def face_rect(index: int, n: int = 40) -> Rect:
    """A side space without its band: where its number, name, money and tokens go."""
    x, y, w, h = space_rect(index, n)
    side = side_of(index, n)
    if side == 0:
        return (x, y + BAND, w, h - BAND)
    if side == 1:
        return (x, y, w - BAND, h)
    if side == 2:
        return (x, y, w, h - BAND)
    return (x + BAND, y, w - BAND, h)


def runs_along(index: int, n: int) -> bool:
    """True when a side space's band runs left to right (top and bottom rows)."""
    return side_of(index, n) in (0, 2)


#: Size of an owner's flag (upright, whichever way the band runs).
FLAG_W, FLAG_H = 22.0, 21.0
#: Where an owner's flag stands on a corner: beside the word at its foot, clear of the money.
CORNER_FLAG_Y = CORNER - 34.0


def flag_rect(index: int, n: int = 40) -> Rect:
    """Where the owner's flag stands: at the head of the colour band (or, on a corner, beside the
    word at its foot on the side nearest the centre), never over a word or a figure."""
    x, y, w, _ = space_rect(index, n)
    if is_corner(index, n):
        inner_left = side_of(index, n) in (0, 3)
        fx = x + 12 if inner_left else x + w - 12 - FLAG_W
        return (fx, y + CORNER_FLAG_Y, FLAG_W, FLAG_H)
    bx, by, bw, bh = band_rect(index, n)
    if runs_along(index, n):
        return (bx + 2, by + (bh - FLAG_H) / 2, FLAG_W, FLAG_H)
    return (bx + (bw - FLAG_W) / 2, by + 2, FLAG_W, FLAG_H)


#: Space between two marks standing in a band.
GAP = 1.2


def band_slots(index: int, n: int, lengths: Sequence[float]) -> list[Rect]:
    """Boxes for the marks after the flag in a space's band, each ``length`` long along it and as
    deep as the band allows: the places where houses, tags and signs stand on their own lot."""
    bx, by, bw, bh = band_rect(index, n)
    along = runs_along(index, n)
    cursor = 2 + (FLAG_W if along else FLAG_H) + 3
    boxes = []
    for length in lengths:
        if along:
            boxes.append((bx + cursor, by + 2, length, bh - 4))
        else:
            boxes.append((bx + 2, by + cursor, bw - 4, length))
        cursor += length + GAP
    return boxes


def band_room(index: int, n: int) -> float:
    """Length of the band left after the flag, for houses, tags and signs."""
    _, _, bw, bh = band_rect(index, n)
    return (bw - FLAG_W - 7) if runs_along(index, n) else (bh - FLAG_H - 7)


def opportunity_rect(opportunity: Opportunity) -> Rect:
    """Where an inner Natural Opportunity space sits: inside the corner it belongs to, beyond the lane."""
    w, h, gap = 168.0, 118.0, 14.0 + LANE
    inner_lo, inner_hi = CORNER + gap, SIZE - CORNER - gap
    side = opportunity.corner // 10
    x = (inner_hi - w, inner_lo, inner_lo, inner_hi - w)[side]
    y = (inner_hi - h, inner_hi - h, inner_lo, inner_lo)[side]
    return x, y, w, h
