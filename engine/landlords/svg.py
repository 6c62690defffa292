"""Draw a board as SVG text: a pure function of engine data, like ``chess.svg``.

The same code runs in CPython at build time (the first paint of the page, before Python boots in the
browser) and in Pyodide when the page redraws, so the two pictures cannot drift apart. Every piece of
text is XML-escaped: names come from data files and later from players.

A drawing has two layers. The board itself (spaces, names, prices, corner pictures, the centre)
depends only on the board; the state layer (``state_layer``: owners, houses, tags, signs, mortgages,
public spaces, tokens, dice and the money in the centre) depends on a game. The page replaces only
the state layer after a move, and ``board_svg`` puts both together. Every mark has a shape or a word
as well as a colour.

The look follows the printed boards of 1904-1932: buff card stock, strong ink, serif type, colours
as the sources give them, and simple line pictures in the corners. Each side space is laid out the
same way (``SpaceLayout``): a colour band on its inner edge carries what stands on the lot (the
owner's flag, houses, improvement tags, a No Trespassing sign); the number and name sit at the top
of the face, the money at its foot, and tokens stand between the two, so nothing hides a price.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from landlords import editions as _editions  # noqa: F401  (registers the editions' account names)
from landlords.board import Board, Opportunity, Space
from landlords.describe import dollars
from landlords.edition import REGISTRY
from landlords.records import record
from landlords.state import MISC, RAILROAD, TREASURY, GameState

Rect = tuple[float, float, float, float]

#: Side of the square board in SVG user units.
SIZE = 1000
#: Side of a corner square; the spaces of a side share what is left.
CORNER = 150
#: Spaces between two corners on each side of a 40-space board (the 1904 and 1906 boards).
PER_SIDE = 9
SPACE = (SIZE - 2 * CORNER) / PER_SIDE
#: Clear strip just inside the track: the inner Natural Opportunity spaces stand beyond it.
LANE = 30
#: Depth of the colour band on a space's inner edge, where what stands on the lot is drawn.
BAND = 28

#: A roman of the period's book and job printing, from faces every system has that share one set
#: of widths (Liberation Serif is metric-compatible with Times New Roman), so the layout's width
#: estimates hold everywhere; no web fonts (the page loads nothing from another host). The period
#: feel comes from bold small capitals, spaced capitals, double rules and the pictures.
SERIF = "'Times New Roman', 'Liberation Serif', Times, 'Nimbus Roman', 'TeX Gyre Termes', serif"
#: Titles and corner words: the same widths, kept apart so a display face can be tried in one place.
DISPLAY = SERIF
#: Labels set at their own size and scaled with the board as shapes, rather than a font made for
#: each label size at the board's scale on screen: Chromium lays out the pre-rendered board's text
#: about a quarter faster (style and layout 116 -> 85 ms, medians of 14 cold loads), on the page's
#: first paint and on every redraw, and the letters look the same at every scale.
TEXT_RENDERING = "geometricPrecision"


@record
class Palette:
    """Colours of one kind of space: a light fill, a strong band and the label under the name."""

    fill: str
    band: str
    label: str


#: Colours as the sources give them (1904 patent and 1906 rulebook: lots green, necessities blue,
#: franchises yellow, railroads pink, Luxury purple; 1932 legend: green land in use, orange local
#: utilities, yellow Real Estate offices, blue tax offices, pink hotel, gray jail), in inks a
#: letterpress board could print, on tints of the buff stock.
PALETTES: dict[str, Palette] = {
    "lot": Palette("#dde3bf", "#3d6b36", "Lot"),
    "necessity": Palette("#d6dde0", "#2d5288", "Necessity"),
    "franchise": Palette("#efdc9c", "#c39019", "Franchise"),
    "utility": Palette("#f1cfa6", "#c9661c", "Utility"),
    "railroad": Palette("#f1d0d2", "#c45a74", "Railroad"),
    "chance": Palette("#eccbbf", "#a3302a", "Chance"),
    "luxury": Palette("#ded0df", "#6a3f8a", "Luxury"),
    "speculation": Palette("#efd8b6", "#9a5a22", "Speculation"),
    "trespass": Palette("#e2d4b6", "#5a4630", "No Trespassing"),
    "start": Palette("#eed9a4", "#8a6816", "Start"),
    "jail": Palette("#d5d2ca", "#5b5b58", "Jail"),
    "park": Palette("#d3e2c6", "#2f6b45", "Park"),
    "legacy": Palette("#eed9a4", "#8a6816", "Legacy"),
    "property_tax": Palette("#d6dde0", "#2d5288", "Tax"),
    "land_tax": Palette("#d6dde0", "#2d5288", "Tax"),
    "improvement_tax": Palette("#d6dde0", "#2d5288", "Tax"),
    "office": Palette("#efdc9c", "#c39019", "Real Estate"),
    "hotel": Palette("#f1d0d2", "#c45a74", "Hotel"),
}


@record
class Borders:
    """Kinds of space an edition's board draws with a border, beyond its colours."""

    #: Bordered with stars (the 1932 Prosperity board: land held out of use).
    starred: frozenset[str] = frozenset()
    #: Corners inside a border of their band colour, and corners inside a red, white and blue one.
    banded: frozenset[str] = frozenset()
    tricolour: frozenset[str] = frozenset()


NO_BORDERS = Borders()
DEFAULT_PALETTE = Palette("#ece6d6", "#666666", "Space")
OPPORTUNITY_PALETTE = Palette("#e9dcc0", "#7a5a2b", "Natural Opportunity")
SELECTED_STROKE = "#c42a17"
TARGET_STROKE = "#1d1a16"
INK = "#1d1a16"
#: Buff card stock of the board, the lighter field of its centre, and the red of the Jail words.
BOARD_BG = "#e6d6b0"
FIELD = "#f2e8cd"
PAPER = "#fbf5e4"
JAIL_RED = "#9b2118"
PUBLIC_GREEN = "#2d6b45"
#: Token colours when the caller gives none (the page passes the players' chosen colours).
PLAYER_COLOURS = ("#b3261e", "#1f4fb5", "#16703a", "#d98a00")
#: Each seat's token has its own shape too, so colour is never the only way to tell them apart.
SHAPES = ("circle", "square", "triangle", "diamond")


@cache
def edition_palettes(edition: str) -> dict[str, Palette]:
    """The colours an edition's board gives kinds its own way (``Edition.board_colours``)."""
    rules = REGISTRY.get(edition)
    return {kind: Palette(*colours) for kind, colours in rules.board_colours.items()} if rules else {}


@cache
def edition_borders(edition: str) -> Borders:
    """The borders an edition's board draws (``Edition.board_borders``)."""
    rules = REGISTRY.get(edition)
    return Borders(**rules.board_borders) if rules else NO_BORDERS


def palette(kind: str, edition: str = "") -> Palette:
    """Colours for a kind of space on an edition's board; unknown kinds get a neutral grey."""
    return edition_palettes(edition).get(kind) or PALETTES.get(kind, DEFAULT_PALETTE)


def esc(text: str) -> str:
    """Escape text for both element content and double- or single-quoted attributes.

    Written out rather than taken from ``xml.sax.saxutils``, which imports ``urllib.request`` and
    half the network stack: a third of a second of start-up in the browser.
    """
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#39;")
    )


def num(value: float) -> str:
    """Short, stable number formatting so the output is byte-identical across Python versions."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


#: Average glyph width as a fraction of the font size, for bold serif type (Georgia is the widest
#: of the stack's first choices): a safe over-estimate for wrapping and for the layout tests.
GLYPH = 0.62


#: Narrow characters (spaces, stops, apostrophes) as a fraction of the font size.
NARROW = 0.32


def text_width(text: str, size: float) -> float:
    """Estimated width of a line of bold serif text: capitals wide, stops and spaces narrow."""
    units = sum(CAPS if c.isupper() else NARROW if c in " .,':;!|" else GLYPH for c in text)
    return units * size


def wrap(text: str, width: float, font_size: float, first: float | None = None) -> list[str]:
    """Greedy word wrap by estimated text width (SVG 1.1 text does not wrap by itself);
    ``first`` is a narrower width for the first line (beside a printed number)."""
    lines: list[str] = []
    for word in text.split():
        limit = first if first is not None and len(lines) == 1 else width
        joined = f"{lines[-1]} {word}" if lines else word
        # A heading such as "Real Estate:" ends its line.
        if lines and not lines[-1].endswith(":") and text_width(joined, font_size) <= limit:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines or [""]


def fit(
    text: str, width: float, height: float, start: float, smallest: float = 9.0, first: float | None = None
) -> tuple[float, list[str]]:
    """Largest font size (down to ``smallest``) at which ``text`` wraps into the box (its first
    line into ``first`` when given)."""
    size = start
    while True:
        lines = wrap(text, width, size, first)
        widths = [first if i == 0 and first is not None else width for i in range(len(lines))]
        fits = (
            all(text_width(line, size) <= room for line, room in zip(lines, widths, strict=True))
            and len(lines) * size * LEADING <= height
        )
        if fits or size <= smallest:
            return size, lines
        size -= 0.5


#: Average width of a bold capital as a fraction of the font size (titles set in capitals).
CAPS = 0.74
#: Line step as a fraction of the font size.
LEADING = 1.12


def _text_block(
    lines: Sequence[str],
    cx: float,
    top: float,
    size: float,
    *,
    weight: str = "normal",
    family: str = "",
    fill: str = INK,
    cls: str = "",
    extra: str = "",
) -> str:
    """A centred multi-line <text> whose first baseline sits 0.9 of a font size below ``top``."""
    spans = "".join(
        f'<tspan x="{num(cx)}" y="{num(top + size * (0.9 + LEADING * i))}">{esc(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    klass = f' class="{cls}"' if cls else ""
    return (
        f'<text{klass}{_family(family)} font-size="{num(size)}" font-weight="{weight}" '
        f'text-anchor="middle" fill="{fill}"{extra}>{spans}</text>'
    )


def _family(family: str) -> str:
    """A font-family attribute, or none where the text takes the board's own serif (set once on the
    <svg> and on the state layer, which keeps both light)."""
    return f' font-family="{esc(family)}"' if family and family != SERIF else ""


def _label(
    x: float,
    y: float,
    text: str,
    size: float,
    *,
    fill: str = INK,
    weight: str = "bold",
    anchor: str = "middle",
    family: str = "",
    cls: str = "",
    extra: str = "",
) -> str:
    """One line of text centred (by default) on x with its baseline at y."""
    klass = f' class="{cls}"' if cls else ""
    return (
        f'<text{klass} x="{num(x)}" y="{num(y)}"{_family(family)} font-size="{num(size)}" '
        f'font-weight="{weight}" text-anchor="{anchor}" fill="{fill}"{extra}>{esc(text)}</text>'
    )


def text_box(x: float, baseline: float, text: str, size: float, anchor: str = "middle") -> Rect:
    """The box a line of text covers, by the same glyph estimate the layout uses (for tests and
    for keeping marks off the words); capitals are wider."""
    width = text_width(text, size)
    left = x - width / 2 if anchor == "middle" else x if anchor == "start" else x - width
    return (left, baseline - size * 0.78, width, size * 0.98)


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


# --- geometry ------------------------------------------------------------------------------------


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


def _along(index: int, n: int) -> bool:
    """True when a side space's band runs left to right (top and bottom rows)."""
    return side_of(index, n) in (0, 2)


#: Size of an owner's flag (upright, whichever way the band runs).
FLAG_W, FLAG_H = 20.0, 18.0
#: Where an owner's flag stands on a corner: beside the word at its foot, clear of the money.
CORNER_FLAG_Y = CORNER - 34.0


def flag_rect(index: int, n: int = 40) -> Rect:
    """Where the owner's flag stands: at the head of the colour band (or, on a corner, beside the
    word at its foot on the side nearest the centre), never over a word or a figure."""
    x, y, w, _ = space_rect(index, n)
    if is_corner(index, n):
        inner_left = side_of(index, n) in (0, 3)
        fx = x + 14 if inner_left else x + w - 14 - FLAG_W
        return (fx, y + CORNER_FLAG_Y, FLAG_W, FLAG_H)
    bx, by, bw, bh = band_rect(index, n)
    if _along(index, n):
        return (bx + 2, by + (bh - FLAG_H) / 2, FLAG_W, FLAG_H)
    return (bx + (bw - FLAG_W) / 2, by + 2, FLAG_W, FLAG_H)


def band_slots(index: int, n: int, lengths: Sequence[float]) -> list[Rect]:
    """Boxes for the marks after the flag in a space's band, each ``length`` long along it and as
    deep as the band allows: the places where houses, tags and signs stand on their own lot."""
    bx, by, bw, bh = band_rect(index, n)
    along = _along(index, n)
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
    return (bw - FLAG_W - 7) if _along(index, n) else (bh - FLAG_H - 7)


# --- what is printed on a side space -------------------------------------------------------------

#: Tokens: radius of the coloured shape and width of the light ring round it.
TOKEN_R = 10.0
TOKEN_RING = 2.5
#: How far a token's outline reaches from its centre (the diamond's points reach furthest).
TOKEN_REACH = (TOKEN_R + TOKEN_RING) * 1.15
NUMBER_SIZE = 10.0


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


def _price_line(space: Space) -> list[str]:
    """The money printed on a space: price and rent where the board prints them."""
    parts = []
    if space.price:
        parts.append(f"${space.price}")
    if space.kind == "legacy" and space.rent:
        parts.append(f"legacy ${space.rent}")
    elif space.rent or (space.kind == "lot" and space.price):
        parts.append(f"rent ${space.rent}")
    return parts


def _row_texts(space: Space, tall: bool) -> list[tuple[str, float, str, str, str]]:
    """What the foot of a space says, top row first: (text, size, weight, class, colour)."""
    if sends_to_jail(space):
        words = ["GO TO", "JAIL"] if tall else ["GO TO JAIL"]
        return [(word, 13.0, "bold", "jail-words", JAIL_RED) for word in words]
    money = _price_line(space)
    if not money:
        return []
    if not tall:
        return [(" · ".join(money), 12.0, "normal", "money", INK)]
    rows = [(money[0], 13.0, "bold", "money", INK)]
    rows.extend((line, 11.5, "normal", "money", INK) for line in money[1:])
    return rows


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
    for text, size, weight, cls, fill in reversed(_row_texts(space, tall)):
        rows.insert(0, Row(text, baseline, size, weight, cls, fill))
        baseline -= size * 1.15
    foot = rows[0].baseline - rows[0].size * 0.78 if rows else fy + fh - 3
    # A long name may take the room of the upper row of tokens, never of the lower one.
    if tall:
        top = fy + 14 + inset
        room = max(46.0, foot - top - 2 * TOKEN_REACH - 4)
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


# --- corner pictures (simple line art, our own) --------------------------------------------------

ART_STROKE = f'fill="none" stroke="{INK}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"'


def _art_sun(cx: float, cy: float) -> str:
    """Mother Earth and Wages: the sun over ploughed furrows (labour on land produces wages)."""
    rays = "".join(
        f'<line x1="{num(cx + 17 * dx)}" y1="{num(cy + 4 - 17 * dy)}" x2="{num(cx + 25 * dx)}" '
        f'y2="{num(cy + 4 - 25 * dy)}"/>'
        for dx, dy in ((-1, 0), (-0.87, 0.5), (-0.5, 0.87), (0, 1), (0.5, 0.87), (0.87, 0.5), (1, 0))
    )
    furrows = "".join(
        f'<path d="M{num(cx - 34 + 6 * k)} {num(cy + 8 + 6 * k)} Q{num(cx)} {num(cy + 1 + 6 * k)} '
        f'{num(cx + 34 - 6 * k)} {num(cy + 8 + 6 * k)}"/>'
        for k in range(3)
    )
    return (
        f'<g class="art" {ART_STROKE}>'
        f'<path d="M{num(cx - 13)} {num(cy + 4)} A13 13 0 0 1 {num(cx + 13)} {num(cy + 4)}" fill="#e2a93b"/>'
        f"{rays}{furrows}</g>"
    )


def _art_bars(cx: float, cy: float, w: float = 46, h: float = 36) -> str:
    """Jail: a barred window."""
    x, y = cx - w / 2, cy - h / 2
    bars = "".join(
        f'<line x1="{num(x + w * k / 5)}" y1="{num(y)}" x2="{num(x + w * k / 5)}" y2="{num(y + h)}"/>'
        for k in range(1, 5)
    )
    return (
        f'<g class="art" {ART_STROKE}><rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
        f'fill="#bdb8ad" stroke-width="2.4"/>{bars}'
        f'<line x1="{num(x)}" y1="{num(y + h * 0.4)}" x2="{num(x + w)}" y2="{num(y + h * 0.4)}"/></g>'
    )


def _art_trees(cx: float, cy: float) -> str:
    """A park: three trees on a lawn."""
    trees = "".join(
        f'<line x1="{num(cx + dx)}" y1="{num(cy + 14)}" x2="{num(cx + dx)}" y2="{num(cy + 2 - r)}"/>'
        f'<circle cx="{num(cx + dx)}" cy="{num(cy - r)}" r="{num(r)}" fill="#8fb07c"/>'
        for dx, r in ((-20, 9), (0, 12), (20, 9))
    )
    return (
        f'<g class="art" {ART_STROKE}>{trees}'
        f'<line x1="{num(cx - 34)}" y1="{num(cy + 14)}" x2="{num(cx + 34)}" y2="{num(cy + 14)}"/></g>'
    )


def _art_house(cx: float, cy: float, *, poor: bool = False) -> str:
    """A shelter: a cottage; the Poor House: a bare institution with rows of small windows."""
    if poor:
        windows = "".join(
            f'<rect x="{num(cx - 19 + 11 * i)}" y="{num(cy - 3 + 11 * j)}" width="5" height="6"/>'
            for i in range(4)
            for j in range(2)
            if not (j == 1 and i in (1, 2))
        )
        return (
            f'<g class="art" {ART_STROKE}><path d="M{num(cx - 24)} {num(cy - 8)} L{num(cx)} {num(cy - 20)} '
            f'L{num(cx + 24)} {num(cy - 8)} V{num(cy + 16)} H{num(cx - 24)} Z" fill="#cfc5b0"/>{windows}'
            f'<rect x="{num(cx - 4)}" y="{num(cy + 6)}" width="8" height="10"/></g>'
        )
    return (
        f'<g class="art" {ART_STROKE}><path d="M{num(cx - 16)} {num(cy - 2)} L{num(cx)} {num(cy - 16)} '
        f'L{num(cx + 16)} {num(cy - 2)} V{num(cy + 14)} H{num(cx - 16)} Z" fill="#e9dcc0"/>'
        f'<rect x="{num(cx - 4)}" y="{num(cy + 4)}" width="8" height="10"/>'
        f'<line x1="{num(cx + 8)}" y1="{num(cy - 14)}" x2="{num(cx + 8)}" y2="{num(cy - 8)}"/></g>'
    )


def _art_fence(cx: float, cy: float) -> str:
    """Land held out of use: a rail fence and a warning board on a post."""
    posts = "".join(
        f'<line x1="{num(cx + dx)}" y1="{num(cy - 2)}" x2="{num(cx + dx)}" y2="{num(cy + 16)}"/>'
        for dx in (-34, -17, 17, 34)
    )
    rails = "".join(
        f'<line x1="{num(cx - 36)}" y1="{num(cy + dy)}" x2="{num(cx + 36)}" y2="{num(cy + dy)}"/>' for dy in (3, 10)
    )
    return (
        f'<g class="art" {ART_STROKE}>{posts}{rails}'
        f'<line x1="{num(cx)}" y1="{num(cy - 6)}" x2="{num(cx)}" y2="{num(cy + 16)}" stroke-width="2.4"/>'
        f'<rect x="{num(cx - 13)}" y="{num(cy - 20)}" width="26" height="15" fill="#f2e8cd"/>'
        f'<line x1="{num(cx - 7)}" y1="{num(cy - 16)}" x2="{num(cx + 7)}" y2="{num(cy - 9)}" '
        f'stroke="{JAIL_RED}" stroke-width="2.4"/>'
        f'<line x1="{num(cx + 7)}" y1="{num(cy - 16)}" x2="{num(cx - 7)}" y2="{num(cy - 9)}" '
        f'stroke="{JAIL_RED}" stroke-width="2.4"/></g>'
    )


def _art_train(cx: float, cy: float) -> str:
    """A railroad: a locomotive on its rails."""
    x, y = cx - 32, cy - 18
    wheels = "".join(
        f'<circle cx="{num(x + dx)}" cy="{num(y + 30)}" r="{num(r)}" fill="{FIELD}"/>'
        for dx, r in ((14, 6), (28, 6), (50, 5))
    )
    return (
        f'<g class="art" {ART_STROKE}>'
        f'<path d="M{num(x + 6)} {num(y + 26)} V{num(y + 14)} H{num(x + 40)} V{num(y + 4)} H{num(x + 58)} '
        f'V{num(y + 26)} Z" fill="#3a3430"/>'
        f'<rect x="{num(x + 44)}" y="{num(y + 8)}" width="9" height="7" fill="{FIELD}"/>'
        f'<path d="M{num(x + 12)} {num(y + 14)} V{num(y + 5)} H{num(x + 8)} L{num(x + 10)} {num(y)} '
        f'H{num(x + 20)} L{num(x + 22)} {num(y + 5)} H{num(x + 18)} V{num(y + 14)}" fill="#3a3430"/>'
        f'<path d="M{num(x + 6)} {num(y + 20)} L{num(x - 2)} {num(y + 30)} H{num(x + 8)}"/>'
        f"{wheels}"
        f'<line x1="{num(x - 6)}" y1="{num(y + 36.5)}" x2="{num(x + 70)}" y2="{num(y + 36.5)}"/></g>'
    )


def _art_for(space: Space, part: str) -> str:
    """Which picture a corner (or one half of a split corner) gets, by its kind and name."""
    name = part.lower()
    if "jail" in name:
        return "bars"
    if "poor" in name:
        return "poorhouse"
    if "shelter" in name:
        return "house"
    if "park" in name:
        return "trees"
    return {"start": "sun", "trespass": "fence", "railroad": "train", "jail": "bars", "park": "trees"}.get(
        space.kind, ""
    )


def _art(which: str, cx: float, cy: float) -> str:
    if which == "sun":
        return _art_sun(cx, cy)
    if which == "bars":
        return _art_bars(cx, cy)
    if which == "trees":
        return _art_trees(cx, cy)
    if which in ("house", "poorhouse"):
        return _art_house(cx, cy, poor=which == "poorhouse")
    if which == "fence":
        return _art_fence(cx, cy)
    if which == "train":
        return _art_train(cx, cy)
    return ""


def _star(cx: float, cy: float, r: float) -> str:
    """Points of a five-pointed star, for the star border of land held out of use (1932 legend)."""
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = math.pi * k / 5
        points.append(f"{num(cx + radius * math.sin(angle))},{num(cy - radius * math.cos(angle))}")
    return " ".join(points)


def _star_border(x: float, y: float, w: float, h: float) -> str:
    """A border of small stars inside a space: the 1932 board's mark of absentee-owned land."""
    step, edge, r = 11.0, 3.5, 2.8
    stars: list[str] = []
    across, down = max(1, round((w - 2 * edge) / step)), max(1, round((h - 2 * edge) / step))
    for k in range(across + 1):
        px = x + edge + (w - 2 * edge) * k / across
        stars.extend((_star(px, y + edge, r), _star(px, y + h - edge, r)))
    for k in range(1, down):
        py = y + edge + (h - 2 * edge) * k / down
        stars.extend((_star(x + edge, py, r), _star(x + w - edge, py, r)))
    return "".join(f'<polygon points="{p}" fill="{INK}"/>' for p in stars)


# --- the board -----------------------------------------------------------------------------------


def _title(space: Space, n: int) -> str:
    """Accessible name and tooltip of a space: its printed number, name, kind and money in words."""
    bits = [f"{printed_number(space.index, n)}. {space.name}", palette(space.kind).label]
    bits.extend(_price_line(space))
    if sends_to_jail(space):
        bits.append("go to Jail")
    return ", ".join(bits)


def split_names(space: Space) -> list[str]:
    """A corner such as ``Jail / Shelter`` is two places in one square, divided on a diagonal."""
    return [part.strip() for part in space.name.split("/")]


def _number(x: float, y: float, number: int) -> str:
    return (
        f'<text class="number" x="{num(x)}" y="{num(y)}" '
        f'font-size="{num(NUMBER_SIZE)}" font-style="italic" fill="{INK}">{number}</text>'
    )


def _corner_label(x: float, y: float, text: str, colour: str, size: float = 11.5) -> str:
    return _label(x, y, text, size, fill=colour, family=DISPLAY, cls="corner-label", extra=' letter-spacing="1.5"')


def _tricolour(x: float, y: float) -> str:
    """The 1932 board's tricolour Wages corner: a border of three colours round the square."""
    return "".join(
        f'<rect x="{num(x + inset)}" y="{num(y + inset)}" width="{num(CORNER - 2 * inset)}" '
        f'height="{num(CORNER - 2 * inset)}" fill="none" stroke="{colour}" stroke-width="4"/>'
        for colour, inset in (("#b0271f", 4.0), (PAPER, 8.0), ("#2d5288", 12.0))
    )


def _corner(space: Space, n: int, x: float, y: float, edition: str) -> str:
    """A big corner square: name, picture, money and a word in capitals; split corners
    (``Jail / Shelter``) are divided along a diagonal, each half with its own name and picture."""
    pal = palette(space.kind, edition)
    parts = [
        f'<rect class="face" x="{num(x)}" y="{num(y)}" width="{CORNER}" height="{CORNER}" '
        f'fill="{pal.fill}" stroke="{INK}" stroke-width="1.5"/>'
    ]
    borders = edition_borders(edition)
    if space.kind in borders.tricolour:
        parts.append(_tricolour(x, y))
    if space.kind in borders.banded:
        parts.append(
            f'<rect x="{num(x + 5)}" y="{num(y + 5)}" width="{CORNER - 10}" height="{CORNER - 10}" '
            f'fill="none" stroke="{pal.band}" stroke-width="6"/>'
        )
    names = split_names(space)
    if len(names) == 2:
        parts.append(_split_corner(space, names, x, y))
    else:
        parts.append(_single_corner(space, x, y, pal, edition))
    dx, dy = NUMBER_AT.get(space.kind, (9, 17)) if _framed(space, edition) else (9, 17)
    parts.append(_number(x + dx, y + dy, printed_number(space.index, n)))
    return "".join(parts)


#: Where the number sits inside a bordered corner (the red railroad frame, the three-colour one).
NUMBER_AT = {"railroad": (12.0, 22.0), "start": (18.0, 29.0)}


def _framed(space: Space, edition: str) -> bool:
    """Corners the edition's board draws inside a border (the 1932 board: red railroads, tricolour Wages)."""
    borders = edition_borders(edition)
    return space.kind in borders.banded or space.kind in borders.tricolour


#: Size of the money line on a corner.
MONEY_CORNER = 12.5


def corner_foot(space: Space, edition: str) -> float:
    """Baseline of the word at a single corner's foot, from its top (higher inside a border)."""
    return CORNER - (21 if _framed(space, edition) else 13)


def corner_money_baseline(space: Space, edition: str) -> float:
    return corner_foot(space, edition) - 17


def _single_corner(space: Space, x: float, y: float, pal: Palette, edition: str) -> str:
    """A corner that is one place: name, picture, money, and a word in capitals at its foot."""
    c = CORNER
    framed = _framed(space, edition)
    foot = corner_foot(space, edition)
    # Inside a border the name keeps clear of the number in the top left.
    size, lines = fit(space.name, c - (52 if framed else 24), 48, 19, smallest=10.5)
    top = 18 if framed else 21
    out = [_text_block(lines, x + c / 2, y + top, size, weight="bold", family=DISPLAY, cls="name")]
    name_bottom = top + len(lines) * size * LEADING
    money = " · ".join(_price_line(space))
    # The picture (reaching some 25 units above its centre and 21 below) sits under the name and
    # clear of the money line or the word at the foot.
    lowest = foot - 17 - MONEY_CORNER - 21 if money else foot - 12 - 21
    out.append(_art(_art_for(space, space.name), x + c / 2, y + min(max(78.0, name_bottom + 26), lowest)))
    if money:
        out.append(
            _label(
                x + c / 2, y + corner_money_baseline(space, edition), money, MONEY_CORNER, weight="normal", cls="money"
            )
        )
    if sends_to_jail(space):
        out.append(_corner_label(x + c / 2, y + foot, "GO TO JAIL", JAIL_RED, 14))
    else:
        word = {"start": "WAGES", "trespass": "NO TRESPASSING"}.get(space.kind, pal.label.upper())
        out.append(_corner_label(x + c / 2, y + foot, word, pal.band))
    if space.kind == "start":
        out.append(_way_arrow(x + (16 if framed else 12), y + foot - 4))
    return "".join(out)


def _way_arrow(x: float, y: float) -> str:
    """The way to go from the start, as printed boards show it: along the bottom, to the left."""
    return f'<g class="arrow"><path d="M{num(x)} {num(y)} l9 -6 v4 h20 v4 h-20 v4 z" fill="{INK}"/></g>'


def _split_corner(space: Space, names: list[str], x: float, y: float) -> str:
    """Two places in one square (``Jail / Shelter``), each half with its name and picture."""
    c = CORNER
    out = [
        f'<line x1="{num(x)}" y1="{num(y + c)}" x2="{num(x + c)}" y2="{num(y)}" '
        f'stroke="{INK}" stroke-width="1.5" stroke-dasharray="5 4"/>'
    ]
    # The upper-left half: name at the top, picture below it; the lower-right: picture, then name.
    first, second = names
    size, lines = fit(first, c * 0.62, 40, 17, smallest=10)
    out.append(_text_block(lines, x + c * 0.38, y + 20, size, weight="bold", family=DISPLAY, cls="name"))
    out.append(_art(_art_for(space, first), x + c * 0.24, y + c * 0.6))
    size, lines = fit(second, c * 0.62, 40, 17, smallest=10)
    block = len(lines) * size * LEADING
    out.append(_text_block(lines, x + c * 0.64, y + c - 12 - block, size, weight="bold", family=DISPLAY, cls="name"))
    out.append(_art(_art_for(space, second), x + c * 0.78, y + c * 0.44))
    money = " · ".join(_price_line(space))
    if money:
        out.append(_label(x + c * 0.64, y + c - 4, money, 10.5, weight="normal", cls="money"))
    return "".join(out)


def _side_space(space: Space, n: int, edition: str) -> str:
    """A space between corners: tinted face, colour band, number, name, money or Jail words."""
    pal = palette(space.kind, edition)
    x, y, w, h = space_rect(space.index, n)
    bx, by, bw, bh = band_rect(space.index, n)
    plan = space_layout(space, n, edition)
    fx, fy, fw, _ = plan.face
    parts = [
        f'<rect class="face" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
        f'fill="{pal.fill}" stroke="{INK}" stroke-width="1"/>',
        f'<rect class="band" x="{num(bx)}" y="{num(by)}" width="{num(bw)}" height="{num(bh)}" '
        f'fill="{pal.band}" stroke="{INK}" stroke-width="1"/>',
        _number(fx + 4, fy + 11, printed_number(space.index, n)),
        _text_block(plan.name_lines, fx + fw / 2, plan.name_top, plan.name_size, weight="bold", cls="name"),
    ]
    if starred(space, edition):
        parts.append(_star_border(fx, fy, fw, plan.face[3]))
    if space.kind == "jail":
        # A Jail between corners (Prosperity's space 1): its barred window, where prisoners stand.
        name_bottom = plan.name_top + len(plan.name_lines) * plan.name_size * LEADING
        parts.append(_art_bars(fx + fw / 2, (name_bottom + plan.foot) / 2, 40, 32))
    for row in plan.rows:
        parts.append(
            _label(fx + fw / 2, row.baseline, row.text, row.size, weight=row.weight, fill=row.fill, cls=row.cls)
        )
    return "".join(parts)


def _ring(
    x: float,
    y: float,
    w: float,
    h: float,
    radius: float = 0,
    *,
    cls: str = "ring",
    colour: str = SELECTED_STROKE,
    dash: str = "",
    space: int | None = None,
) -> str:
    """A mark round a space (the selection, a move target): drawn above every space."""
    dashes = f' stroke-dasharray="{dash}"' if dash else ""
    which = f' data-space="{space}"' if space is not None else ""
    return (
        f'<rect class="{cls}"{which} x="{num(x + 2.5)}" y="{num(y + 2.5)}" width="{num(w - 5)}" '
        f'height="{num(h - 5)}" rx="{num(radius)}" fill="none" stroke="{colour}" '
        f'stroke-width="5"{dashes} pointer-events="none"/>'
    )


def _space(space: Space, n: int, selected: bool, edition: str = "") -> str:
    """One focusable, clickable group for a track space, with an accessible <title>."""
    x, y, _, _ = space_rect(space.index, n)
    body = _corner(space, n, x, y, edition) if is_corner(space.index, n) else _side_space(space, n, edition)
    classes = "space selected" if selected else "space"
    return (
        f'<g class="{classes}" data-index="{space.index}" data-kind="{esc(space.kind)}" '
        f'tabindex="0" role="button" aria-pressed="{"true" if selected else "false"}">'
        f"<title>{esc(_title(space, n))}</title>{body}</g>"
    )


def opportunity_rect(opportunity: Opportunity) -> Rect:
    """Where an inner Natural Opportunity space sits: inside the corner it belongs to, beyond the lane."""
    w, h, gap = 168.0, 118.0, 14.0 + LANE
    inner_lo, inner_hi = CORNER + gap, SIZE - CORNER - gap
    side = opportunity.corner // 10
    x = (inner_hi - w, inner_lo, inner_lo, inner_hi - w)[side]
    y = (inner_hi - h, inner_hi - h, inner_lo, inner_lo)[side]
    return x, y, w, h


def _opportunity(number: int, opportunity: Opportunity, selected: bool) -> str:
    """An inner Natural Opportunity space: name, wages, rent to the Treasury and its flavour text."""
    x, y, w, h = opportunity_rect(opportunity)
    pal = OPPORTUNITY_PALETTE
    title = (
        f"{opportunity.name}, {pal.label}: wages ${opportunity.wages}, rent ${opportunity.rent} to the Public Treasury"
    )
    size, lines = fit(opportunity.note, w - 16, 30, 10.5, smallest=8)
    classes = "opportunity selected" if selected else "opportunity"
    return (
        f'<g class="{classes}" data-opportunity="{number}" tabindex="0" role="button" '
        f'aria-pressed="{"true" if selected else "false"}"><title>{esc(title)}</title>'
        f'<rect class="face" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
        f'fill="{pal.fill}" stroke="{pal.band}" stroke-width="2"/>'
        f'<rect x="{num(x + 4)}" y="{num(y + 4)}" width="{num(w - 8)}" height="{num(h - 8)}" '
        f'fill="none" stroke="{pal.band}" stroke-width="0.8"/>'
        + _text_block([opportunity.name], x + w / 2, y + 10, 17, weight="bold", family=DISPLAY)
        + _text_block(["NATURAL OPPORTUNITY"], x + w / 2, y + 32, 8.5, fill=pal.band, extra=' letter-spacing="1.2"')
        + _label(x + w / 2, y + 60, f"wages ${opportunity.wages} · rent ${opportunity.rent}", 12.5, weight="normal")
        + _text_block(lines, x + w / 2, y + 65, size, extra=' font-style="italic"')
        + "</g>"
    )


BOX_Y = SIZE / 2 - 20
BOX_H = 120


def centre_accounts(board: Board) -> list[tuple[int, str]]:
    """The central accounts shown in the middle, in this edition's own words."""
    rules = REGISTRY.get(board.edition)
    names = dict(rules.accounts) if rules is not None and rules.accounts else {}
    names.setdefault(TREASURY, "Public Treasury")
    names.setdefault(MISC, "Miscellaneous")
    order = [a for a in (TREASURY, MISC, RAILROAD) if a in names]
    return [(a, names[a][0].upper() + names[a][1:]) for a in order]


def box_centres(count: int) -> list[float]:
    """x of each centre box: two side by side, or three narrower ones."""
    mid = SIZE / 2
    return [mid - 140, mid + 140] if count <= 2 else [mid - 200, mid, mid + 200]


def board_titles(board: Board) -> tuple[str, str]:
    """The game's name and the rest of the board's title: "The Landlord's Game" / "1906 ..."."""
    head, _, rest = board.title.partition(" (")
    return head.strip() or board.edition, rest.rstrip(")").strip()


def _double_rule(x: float, y: float, w: float, h: float, *, fill: str = "none", gap: float = 4) -> str:
    """A printer's double rule: a heavy outer line and a fine inner one."""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" fill="{fill}" '
        f'stroke="{INK}" stroke-width="2.2"/>'
        f'<rect x="{num(x + gap)}" y="{num(y + gap)}" width="{num(w - 2 * gap)}" height="{num(h - 2 * gap)}" '
        f'fill="none" stroke="{INK}" stroke-width="0.8"/>'
    )


def _ornament(cx: float, y: float, half: float) -> str:
    """A rule with a diamond in the middle, as under a period title."""
    return (
        f'<g class="ornament" stroke="{INK}" stroke-width="1.2" fill="{INK}">'
        f'<line x1="{num(cx - half)}" y1="{num(y)}" x2="{num(cx - 9)}" y2="{num(y)}"/>'
        f'<line x1="{num(cx + 9)}" y1="{num(y)}" x2="{num(cx + half)}" y2="{num(y)}"/>'
        f'<polygon points="{num(cx - 6)},{num(y)} {num(cx)},{num(y - 4)} {num(cx + 6)},{num(y)} '
        f'{num(cx)},{num(y + 4)}"/></g>'
    )


#: Names in the centre are set in small capitals, as printers of the time set them; the text
#: itself keeps its case for screen readers and searches.
SMALL_CAPS = ' font-variant="small-caps" letter-spacing="1"'


def _centre(board: Board) -> str:
    """The middle of the board: the title and the boxes of the central accounts."""
    mid = SIZE / 2
    boxes = []
    accounts = centre_accounts(board)
    width = 236 if len(accounts) <= 2 else 184
    for (account, label), cx in zip(accounts, box_centres(len(accounts)), strict=True):
        bx = cx - width / 2
        size, lines = fit(label, width - 20, 26, 18, smallest=11)
        rules = REGISTRY.get(board.edition)
        note = rules.account_notes.get(account, "") if rules is not None else ""
        note_size = min(12.5, (width - 12) / max(1.0, text_width(note, 1)))
        boxes.append(
            f'<g class="box" data-account="{account}">{_double_rule(bx, BOX_Y, width, BOX_H, fill=PAPER)}'
            + _text_block(lines, cx, BOX_Y + 12, size, weight="bold", family=DISPLAY, extra=SMALL_CAPS)
            + _text_block([note], cx, BOX_Y + 92, note_size, extra=' font-style="italic"')
            + "</g>"
        )
    title, edition = board_titles(board)
    size, lines = fit(edition, 560, 44, 17, smallest=12)
    head_size = min(44.0, 500 / (len(title) * CAPS))
    return (
        '<g class="centre">'
        + _text_block([title], mid, mid - 184, head_size, weight="bold", family=DISPLAY, extra=SMALL_CAPS)
        + _ornament(mid, mid - 130, 150)
        + _text_block(lines, mid, mid - 121, size, extra=' font-style="italic"')
        + "".join(boxes)
        + "</g>"
    )


DEFS = (
    "<defs>"
    '<pattern id="hatch" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
    f'<line x1="0" y1="0" x2="0" y2="9" stroke="{INK}" stroke-width="1.6" stroke-opacity="0.4"/></pattern>'
    '<pattern id="dots" width="12" height="12" patternUnits="userSpaceOnUse">'
    f'<circle cx="6" cy="6" r="1.6" fill="{PUBLIC_GREEN}" fill-opacity="0.4"/></pattern>'
    "</defs>"
)


def _frame() -> str:
    """The stock, the centre field and the printed border round the whole board."""
    inner = SIZE - 2 * CORNER
    return (
        f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="{BOARD_BG}"/>'
        f'<rect x="{CORNER}" y="{CORNER}" width="{inner}" height="{inner}" fill="{FIELD}"/>'
        f"{_double_rule(CORNER + 8, CORNER + 8, inner - 16, inner - 16, gap=5)}"
    )


def board_svg(
    board: Board,
    *,
    state: GameState | None = None,
    colours: Sequence[str] | None = None,
    selected: int | None = None,
    selected_opportunity: int | None = None,
    targets: Sequence[int] = (),
    inner_targets: Sequence[int] = (),
    cube: int | None = None,
    element_id: str = "board",
) -> str:
    """SVG text of ``board``; with ``state``, the game drawn on it (see ``state_layer``).

    ``selected`` marks a track space, ``selected_opportunity`` an inner one; ``targets`` are spaces
    a move may reach and ``inner_targets`` Natural Opportunities one may take up (dashed outlines);
    ``colours`` are the players' token colours; ``cube`` is the Chance Cube face just thrown.
    """
    n = len(board.spaces)
    spaces = "".join(_space(s, n, s.index == selected, board.edition) for s in board.spaces)
    inner = "".join(_opportunity(i, o, i == selected_opportunity) for i, o in enumerate(board.opportunities))
    layer = (
        state_layer(
            state, colours=colours, targets=targets, inner_targets=inner_targets, cube=cube, element_id=element_id
        )
        if state
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" id="{esc(element_id)}" viewBox="0 0 {SIZE} {SIZE}" '
        f'role="group" aria-label="{esc(board.title)}" data-edition="{esc(board.edition)}" '
        f'font-family="{esc(SERIF)}" text-rendering="{TEXT_RENDERING}">'
        f"{DEFS}{_frame()}{_centre(board)}{inner}{spaces}"
        f'<rect x="1.5" y="1.5" width="{SIZE - 3}" height="{SIZE - 3}" fill="none" stroke="{INK}" '
        f'stroke-width="3" pointer-events="none"/>'
        f"{layer}{selection_rings(board, selected, selected_opportunity, element_id)}</svg>"
    )


def selection_rings(
    board: Board, selected: int | None, selected_opportunity: int | None, element_id: str = "board"
) -> str:
    """The selection mark, in its own group so the page can move it without redrawing the board."""
    rings = []
    if selected is not None and 0 <= selected < len(board.spaces):
        rings.append(_ring(*space_rect(selected, len(board.spaces))))
    if selected_opportunity is not None and 0 <= selected_opportunity < len(board.opportunities):
        rings.append(_ring(*opportunity_rect(board.opportunities[selected_opportunity]), radius=6))
    return f'<g id="{esc(element_id)}-rings" class="rings">{"".join(rings)}</g>'


# --- the game on the board -----------------------------------------------------------------------


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (a #rrggbb value)."""
    try:
        r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return "#ffffff"
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def player_colours(state: GameState, colours: Sequence[str] | None) -> list[str]:
    given = list(colours or ())
    return [given[i] if i < len(given) else PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i in range(state.num_players)]


def shape_path(shape: str, cx: float, cy: float, r: float) -> str:
    """An SVG element (no attributes for colour) of a seat's token shape."""
    if shape == "square":
        s = r * 0.86
        return f'<rect x="{num(cx - s)}" y="{num(cy - s)}" width="{num(2 * s)}" height="{num(2 * s)}" rx="2"'
    if shape == "triangle":
        return (
            f'<polygon points="{num(cx)},{num(cy - r * 1.1)} {num(cx + r * 1.05)},{num(cy + r * 0.8)} '
            f'{num(cx - r * 1.05)},{num(cy + r * 0.8)}"'
        )
    if shape == "diamond":
        return (
            f'<polygon points="{num(cx)},{num(cy - r * 1.15)} {num(cx + r * 1.15)},{num(cy)} '
            f'{num(cx)},{num(cy + r * 1.15)} {num(cx - r * 1.15)},{num(cy)}"'
        )
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"'


def token_radius(n: int) -> float:
    """Tokens of four seats fit on a space of any board we draw."""
    return TOKEN_R


def token_box(x: float, y: float) -> Rect:
    """The square a token drawn at (x, y) covers, its light ring included."""
    return (x - TOKEN_REACH, y - TOKEN_REACH, 2 * TOKEN_REACH, 2 * TOKEN_REACH)


def _split_corner_spot(
    board: Board, space: int, x: float, y: float, *, jailed: bool, poor: bool
) -> tuple[float, float]:
    """Centre of the token block in one half of a split corner: prisoners in the Jail half, the
    poor in the Poor House half, everyone else in the other half."""
    names = [part.lower() for part in split_names(board.spaces[space])]
    jail = next((i for i, part in enumerate(names) if "jail" in part), None)
    poorhouse = next((i for i, part in enumerate(names) if "poor" in part), None)
    half = jail if jailed else poorhouse if poor else None
    if half is None:
        half = 1 if 0 in (jail, poorhouse) else 0
    # The free part of each half, over its picture: lower left above the diagonal, upper right below.
    return (x + CORNER * 0.22, y + CORNER * 0.55) if half == 0 else (x + CORNER * 0.79, y + CORNER * 0.45)


def token_xy(
    board: Board,
    player: int,
    space: int,
    *,
    jailed: bool = False,
    poor: bool = False,
    opportunity: int = -1,
    slot: int | None = None,
) -> tuple[float, float]:
    """Where a token stands on a space. Each of four slots is its own spot, so tokens never hide
    each other; ``slot`` defaults to the seat (``player_xy`` gives the first arrival the best one).
    On a split corner (``Jail / Shelter``) prisoners stand in the Jail half, the poor in the Poor
    House half, everyone else in the other half."""
    n = len(board.spaces)
    place = (player if slot is None else slot) % 4
    if 0 <= opportunity < len(board.opportunities):
        x, y, w, h = opportunity_rect(board.opportunities[opportunity])
        return x + w * (0.2 + 0.2 * place), y + h - 15
    space %= n
    x, y, _, _ = space_rect(space, n)
    if is_corner(space, n):
        if len(split_names(board.spaces[space])) == 2:
            cx, cy = _split_corner_spot(board, space, x, y, jailed=jailed, poor=poor)
            dx, dy = (-1, 1, -1, 1)[place], (-1, -1, 1, 1)[place]
            return cx + dx * 12, cy + dy * 12
        # A row across the picture, between the name and the money.
        row = CORNER * 0.63
        if _price_line(board.spaces[space]):
            row = corner_money_baseline(board.spaces[space], board.edition) - MONEY_CORNER * 0.78 - 1.5 - TOKEN_REACH
        return x + CORNER * (0.2 + 0.2 * place), y + row
    return token_slots(board.spaces[space], n, board.edition)[place]


def _spot(state: GameState, player: int) -> tuple[object, ...]:
    """Which group of token places a player stands in (a space, one half of a split corner, or a
    Natural Opportunity)."""
    p = state.players[player]
    if p.opportunity >= 0:
        return ("opportunity", p.opportunity)
    n = len(state.board.spaces)
    space = p.position % n
    if is_corner(space, n) and len(split_names(state.board.spaces[space])) == 2:
        return ("corner", space, p.in_jail, p.in_poorhouse)
    return ("space", space)


def player_xy(state: GameState, player: int) -> tuple[float, float]:
    """Where a seat's token stands now: players sharing a spot take its slots in seat order."""
    p = state.players[player]
    here = _spot(state, player)
    rank = sum(1 for q in range(player) if _spot(state, q) == here)
    return token_xy(
        state.board, player, p.position, jailed=p.in_jail, poor=p.in_poorhouse, opportunity=p.opportunity, slot=rank
    )


def path_points(board: Board, player: int, start: int, steps: int) -> list[tuple[float, float]]:
    """Token positions space by space along a move of ``steps`` (negative: backwards) from ``start``:
    what the page animates."""
    n = len(board.spaces)
    way = 1 if steps >= 0 else -1
    return [token_xy(board, player, (start + way * k) % n) for k in range(abs(steps) + 1)]


def _token(state: GameState, player: int, colour: str) -> str:
    p = state.players[player]
    x, y = player_xy(state, player)
    r = TOKEN_R
    shape = SHAPES[player % len(SHAPES)]
    status = " (in Jail)" if p.in_jail else " (in the Poor House)" if p.in_poorhouse else ""
    bars = ""
    if p.in_jail:
        # Bars either side of the seat number, which stays readable.
        bars = "".join(
            f'<line x1="{num(x + k)}" y1="{num(y - r - 3)}" x2="{num(x + k)}" y2="{num(y + r + 3)}" '
            f'stroke="{INK}" stroke-width="2"/>'
            for k in (-r * 0.72, r * 0.72)
        )
    return (
        f'<g class="token" data-player="{player}" data-shape="{shape}">'
        f"<title>{esc(p.name)}, player {player + 1}{esc(status)}</title>"
        f'{shape_path(shape, x, y, r + TOKEN_RING)} fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
        f'{shape_path(shape, x, y, r)} fill="{colour}"/>'
        f"{_label(x, y + r * 0.38 + (2 if shape == 'triangle' else 0), str(player + 1), r * 1.1, fill=ink_on(colour))}"
        f"{bars}</g>"
    )


def _flag(x: float, y: float, w: float, h: float, colour: str, text: str, *, mortgaged: bool) -> str:
    """An owner's flag: the seat number on the owner's colour; hollow and dashed when the card is
    mortgaged (the card lies face down at the bank)."""
    if mortgaged:
        return (
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="2" fill="#ffffff" '
            f'stroke="{colour}" stroke-width="2.5" stroke-dasharray="4 2"/>'
            + _label(x + w / 2, y + h / 2 + h * 0.24, text, h * 0.7, fill=INK)
        )
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="2" fill="{colour}" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        + _label(x + w / 2, y + h / 2 + h * 0.26, text, h * 0.74, fill=ink_on(colour))
    )


#: Length along the band of each mark that stands on a lot (a house, a tag, a sign), and the gap.
HOUSE = 16.0
TAG_W, TAG_H = 12.0, 17.0
SIGN_W, SIGN_H = 25.0, 22.0
GAP = 1.2


def _house(x: float, y: float, s: float, colour: str, seat: int | None = None) -> str:
    """A little house (walls, roof and chimney) in its builder's colour, with the seat number."""
    outline = (
        f'<polygon class="house" points="{num(x)},{num(y + s * 0.45)} {num(x + s / 2)},{num(y)} '
        f"{num(x + s * 0.72)},{num(y + s * 0.13)} {num(x + s * 0.72)},{num(y + s * 0.02)} "
        f"{num(x + s * 0.86)},{num(y + s * 0.02)} {num(x + s * 0.86)},{num(y + s * 0.26)} "
        f'{num(x + s)},{num(y + s * 0.45)} {num(x + s)},{num(y + s)} {num(x)},{num(y + s)}" '
        f'fill="{colour}" stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>'
    )
    number = "" if seat is None else _label(x + s / 2, y + s - 1.5, str(seat + 1), s * 0.58, fill=ink_on(colour))
    return outline + number


def _tag(x: float, y: float) -> str:
    """An improvement tag (Prosperity): a card tag with its eyelet and a string."""
    w, h = TAG_W, TAG_H
    return (
        f'<g class="tag"><polygon points="{num(x)},{num(y + 4)} {num(x + w / 2)},{num(y)} '
        f"{num(x + w)},{num(y + 4)} "
        f'{num(x + w)},{num(y + h)} {num(x)},{num(y + h)}" fill="#f6e7b0" stroke="{INK}" stroke-width="1.2"/>'
        f'<circle cx="{num(x + w / 2)}" cy="{num(y + 4.5)}" r="1.6" fill="none" stroke="{INK}"/>'
        f'<line x1="{num(x + 3)}" y1="{num(y + 10)}" x2="{num(x + w - 3)}" y2="{num(y + 10)}" '
        f'stroke="{INK}" stroke-width="1"/>'
        f'<line x1="{num(x + 3)}" y1="{num(y + 13)}" x2="{num(x + w - 3)}" y2="{num(y + 13)}" '
        f'stroke="{INK}" stroke-width="1"/></g>'
    )


def _sign(x: float, y: float, w: float, h: float, colour: str, seat: int) -> str:
    """A No Trespassing sign (Prosperity) in its placer's colour: a board on a post that says where
    a trespasser goes, with the placer's seat number beside the post (the placer may pass)."""
    board_h = h * 0.6
    size = min(9.5, (w - 3) / text_width("JAIL", 1))
    post = x + w * 0.3
    return (
        f'<g class="sign"><line x1="{num(post)}" y1="{num(y + board_h)}" x2="{num(post)}" '
        f'y2="{num(y + h)}" stroke="{INK}" stroke-width="2.4"/>'
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(board_h)}" rx="1.5" fill="{colour}" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        + _label(x + w / 2, y + board_h / 2 + size * 0.36, "JAIL", size, fill=ink_on(colour))
        + _label(x + w * 0.68, y + h - 0.5, str(seat + 1), h - board_h, fill=PAPER, cls="seat")
        + "</g>"
    )


#: The multiplication sign, as in "3 tags" written the short way.
TIMES = "\u00d7"


def _count(x: float, y: float, w: float, h: float, count: int) -> str:
    """How many houses or tags stand on a lot when they do not fit one by one: a number on a small
    paper label, readable on any band colour."""
    text = f"{TIMES}{count}"
    width = min(w, text_width(text, 10.5) + 4)
    return (
        f'<rect x="{num(x + (w - width) / 2)}" y="{num(y + h / 2 - 7)}" width="{num(width)}" height="14" rx="2" '
        f'fill="{PAPER}" stroke="{INK}" stroke-width="0.8"/>'
        + _label(x + w / 2, y + h / 2 + 3.6, text, 10.5, cls="count")
    )


def _upright(box: Rect, w: float, h: float) -> tuple[float, float]:
    """Top-left of a w-by-h mark centred in a band slot."""
    bx, by, bw, bh = box
    return bx + (bw - w) / 2, by + (bh - h) / 2


def _band_marks(state: GameState, space: int, colours: list[str]) -> str:
    """What stands on a space: the owner's flag, what stands on the lot, and the plates that say
    a space is public or a Free College."""
    board = state.board
    n = len(board.spaces)
    items: list[str] = []
    owner = state.owner[space] if board.spaces[space].ownable else -1
    if owner >= 0:
        mortgaged = state.mortgaged[space] != -1
        items.append(_flag(*flag_rect(space, n), colours[owner], str(owner + 1), mortgaged=mortgaged))
    if is_corner(space, n):
        if state.public[space]:
            items.append(_foot_plate(board.spaces[space], n, ["PUBLIC"], board.edition))
        if space in state.colleges:
            items.append(_foot_plate(board.spaces[space], n, ["FREE COLLEGE"], board.edition))
        return "".join(items)
    items.append(_lot_marks(state, space, colours))
    if state.public[space]:
        items.append(_band_plate(space, n, "PUBLIC"))
    if space in state.colleges:
        items.append(_foot_plate(board.spaces[space], n, ["FREE", "COLLEGE"], board.edition))
    return "".join(items)


def _lot_marks(state: GameState, space: int, colours: list[str]) -> str:
    """What stands on a lot, in its colour band after the flag: the No Trespassing sign, houses and
    improvement tags (one each while they fit, else one with a count)."""
    sign, tags = REGISTRY[state.options.edition].sign_and_tags(state, space)
    if sign < 0 and not tags and not state.houses[space]:
        return ""
    n = len(state.board.spaces)
    along = _along(space, n)
    plan = _pack(band_room(space, n), along, sign, state.houses[space], tags)
    items: list[str] = []
    for box, (what, who, _) in zip(band_slots(space, n, [length for *_, length in plan]), plan, strict=True):
        if what == "sign":
            w = SIGN_W if along else box[2]
            items.append(_sign(*_upright(box, w, SIGN_H), w, SIGN_H, colours[who], who))
        elif what == "house":
            items.append(_house(*_upright(box, HOUSE, HOUSE), HOUSE, colours[who], who))
        elif what == "tag":
            items.append(_tag(*_upright(box, TAG_W, TAG_H)))
        else:
            items.append(_count(*box, who))
    return "".join(items)


#: Length along the band of a count such as "x12" written after one house or tag.
COUNT = 18.0


def _pack(room: float, along: bool, sign: int, builders: Sequence[int], tags: int) -> list[tuple[str, int, float]]:
    """Plan the marks in a band as (what, whose or how many, length): the sign first, then one
    house per house and one tag per tag while they fit, else one of each with its count."""
    sign_part = [("sign", sign, SIGN_W if along else SIGN_H)] if sign >= 0 else []
    tag_len = TAG_W if along else TAG_H
    houses_full = [("house", b, HOUSE) for b in builders]
    houses_short = [("house", builders[0], HOUSE), ("count", len(builders), COUNT)] if builders else []
    tags_full = [("tag", 0, tag_len)] * tags
    tags_short = [("tag", 0, tag_len), ("count", tags, COUNT)] if tags else []
    for houses, tag_marks in ((houses_full, tags_full), (houses_short, tags_full), (houses_short, tags_short)):
        plan = sign_part + houses + tag_marks
        if sum(length for *_, length in plan) + GAP * (len(plan) - 1) <= room:
            return plan
    return plan


SPACED = ' letter-spacing="1"'


def _band_plate(space: int, n: int, word: str) -> str:
    """A word on a plate along a space's band, turned to run along a vertical band."""
    x, y, w, h = band_rect(space, n)
    x, y, w, h = x + 2, y + 2, w - 4, h - 4
    cx, cy = x + w / 2, y + h / 2
    rotate = "" if _along(space, n) else f' transform="rotate(-90 {num(cx)} {num(cy)})"'
    return (
        f'<rect class="plate" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="2" '
        f'fill="{PUBLIC_GREEN}" stroke="{INK}" stroke-width="1"/>'
        f"<g{rotate}>{_label(cx, cy + 4, word, 11, fill='#ffffff', extra=SPACED)}</g>"
    )


def _foot_plate(space: Space, n: int, words: list[str], edition: str) -> str:
    """A plate over the words at a space's foot, where the state changes them: a Free College
    stands on land that sent trespassers to Jail, and the plate covers those words."""
    x, y, _, _ = space_rect(space.index, n)
    plate: Rect
    if is_corner(space.index, n):
        plate = (x + 8, y + CORNER - 30, CORNER - 16, 24)
        words = [" ".join(words)]
    else:
        plan = space_layout(space, n, edition)
        fx, fy, fw, fh = plan.face
        plate = (fx + 3, plan.foot - 3, fw - 6, fy + fh - plan.foot)
        words = words if plan.tall else [" ".join(words)]
    px, py, pw, ph = plate
    size = min(12.0, (pw - 6) / max(text_width(word, 1) for word in words))
    return (
        f'<g class="college"><rect x="{num(px)}" y="{num(py)}" width="{num(pw)}" height="{num(ph)}" rx="2" '
        f'fill="{PUBLIC_GREEN}" stroke="{INK}" stroke-width="1"/>'
        + _text_block(
            words, px + pw / 2, py + (ph - len(words) * size * LEADING) / 2, size, weight="bold", fill="#ffffff"
        )
        + "</g>"
    )


def _space_overlay(state: GameState, space: int) -> str:
    """Patterns on the face of a space: hatching on a mortgaged card (it lies face down at the
    bank), dots on a public one. The words are on the band (``_band_marks``)."""
    mortgaged = state.board.spaces[space].ownable and state.owner[space] >= 0 and state.mortgaged[space] != -1
    if not mortgaged and not state.public[space]:
        return ""
    x, y, w, h = space_rect(space, len(state.board.spaces))
    box = f'x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"'
    out = []
    if mortgaged:
        out.append(f'<rect class="mortgaged" {box} fill="url(#hatch)"/>')
    if state.public[space]:
        out.append(f'<rect class="public" {box} fill="url(#dots)"/>')
    return "".join(out)


PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.5), (0.75, 0.5), (0.25, 0.75), (0.75, 0.75)),
}
DIE = 50.0
DICE_Y = BOX_Y + BOX_H + 22


def _die(x: float, y: float, value: int, index: int) -> str:
    pips = "".join(
        f'<circle cx="{num(x + px * DIE)}" cy="{num(y + py * DIE)}" r="5" fill="{INK}"/>'
        for px, py in PIPS.get(value, ())
    )
    return (
        f'<g class="die" data-die="{index}" data-value="{value}"><title>die showing {value}</title>'
        f'<rect x="{num(x)}" y="{num(y)}" width="{DIE}" height="{DIE}" rx="9" fill="#fdf8ea" '
        f'stroke="{INK}" stroke-width="2"/>{pips}</g>'
    )


def _centre_state(state: GameState, cube: int | None) -> str:
    """The money in the central boxes, the wages, the Single Tax and the dice."""
    board = state.board
    accounts = centre_accounts(board)
    balances = {TREASURY: state.treasury, MISC: state.misc, RAILROAD: state.railroad_box}
    out = []
    for (account, _), cx in zip(accounts, box_centres(len(accounts)), strict=True):
        amount = balances[account]
        if account == MISC and amount < 0:
            # Miscellaneous is the unlimited bank: a negative balance is what it has paid out, net.
            text, note = dollars(-amount), "paid out, net"
        else:
            text, note = dollars(amount), "held"
        out.append(
            f'<g class="amount" data-account="{account}">'
            + _label(cx, BOX_Y + 66, text, 28, family=DISPLAY)
            + _label(cx, BOX_Y + 83, note, 11, weight="normal", extra=' font-style="italic"')
            + "</g>"
        )
    status = [f"Wages {dollars(state.wages)}"]
    if state.single_tax:
        status.append("Single Tax in force")
    if state.cash_goal:
        status.append(f"first to {dollars(state.cash_goal)} cash wins")
    out.append(f'<g class="status">{_label(SIZE / 2, SIZE / 2 - 58, " · ".join(status), 19)}</g>')
    if state.single_tax:
        out.append(
            f'<rect x="{num(SIZE / 2 - 190)}" y="{num(SIZE / 2 - 80)}" width="380" height="32" rx="16" '
            f'fill="none" stroke="{PUBLIC_GREEN}" stroke-width="3"/>'
        )
    d1, d2 = state.dice
    if d1 and d2:
        left = SIZE / 2 - DIE - 8 - (DIE / 2 + 8 if cube else 0)
        dice = _die(left, DICE_Y, d1, 0) + _die(left + DIE + 16, DICE_Y, d2, 1)
        if cube:
            cx = left + 2 * (DIE + 16)
            dice += (
                f'<g class="die cube" data-value="{cube}"><title>Chance Cube showing {cube}</title>'
                f'<rect x="{num(cx)}" y="{num(DICE_Y)}" width="{DIE}" height="{DIE}" rx="6" fill="#f1d0d2" '
                f'stroke="{INK}" stroke-width="2"/>{_label(cx + DIE / 2, DICE_Y + DIE / 2 + 8, str(cube), 22)}</g>'
            )
        out.append(f'<g class="dice">{dice}</g>')
    return "".join(out)


def state_layer(
    state: GameState,
    *,
    colours: Sequence[str] | None = None,
    targets: Sequence[int] = (),
    inner_targets: Sequence[int] = (),
    cube: int | None = None,
    element_id: str = "board",
) -> str:
    """The game drawn over a board: a ``<g>`` the page swaps after every move.

    Owners' flags carry the seat number (hollow when mortgaged, with the space hatched); houses,
    tags and signs stand in the band of their own lot; tokens have a shape per seat and carry its
    number, with bars in Jail. Nothing here responds to the pointer: clicks go to the spaces
    underneath.
    """
    board = state.board
    n = len(board.spaces)
    tones = player_colours(state, colours)
    overlays = "".join(_space_overlay(state, s) for s in range(n))
    marks = "".join(
        f'<g class="marks" data-space="{s}">{items}</g>' for s in range(n) if (items := _band_marks(state, s, tones))
    )
    outlines = "".join(
        _ring(*space_rect(t, n), cls="target", colour=TARGET_STROKE, dash="10 6", space=t)
        for t in targets
        if 0 <= t < n
    ) + "".join(
        _ring(
            *opportunity_rect(board.opportunities[t]),
            radius=6,
            cls="target",
            colour=TARGET_STROKE,
            dash="10 6",
            space=-1 - t,
        )
        for t in inner_targets
        if 0 <= t < len(board.opportunities)
    )
    tokens = "".join(_token(state, p, tones[p]) for p in range(state.num_players))
    return (
        f'<g id="{esc(element_id)}-state" class="state" pointer-events="none" font-family="{esc(SERIF)}">'
        f"{_centre_state(state, cube)}{overlays}{marks}{outlines}{tokens}</g>"
    )
