"""Draw a board as SVG text: a pure function of engine data, like ``chess.svg``.

The same code runs in CPython at build time (the first paint of the page, before Python boots in the
browser) and in Pyodide when the page redraws, so the two pictures cannot drift apart. Every piece of
text is XML-escaped: names come from data files and later from players.

A drawing has two layers. The board itself (spaces, names, prices, the centre) depends only on the
board; the state layer (``state_layer``: owners, houses, mortgages, public spaces, tokens, dice and
the money in the centre) depends on a game. The page replaces only the state layer after a move,
and ``board_svg`` puts both together. Every mark has a shape or a word as well as a colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from landlords import editions as _editions  # noqa: F401  (registers the editions' account names)
from landlords.board import Board, Opportunity, Space
from landlords.edition import REGISTRY
from landlords.state import MISC, RAILROAD, TREASURY, GameState

#: Side of the square board in SVG user units.
SIZE = 1000
#: Side of a corner square; the spaces of a side share what is left.
CORNER = 140
#: Spaces between two corners on each side of a 40-space board (the 1904 and 1906 boards).
PER_SIDE = 9
SPACE = (SIZE - 2 * CORNER) / PER_SIDE
#: Depth of the lane just inside the track where owners' flags, houses and public marks stand.
LANE = 30

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
SERIF = "Georgia, 'Times New Roman', serif"


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours of one kind of space: a light fill, a strong band and the label under the name."""

    fill: str
    band: str
    label: str


#: Colours follow the 1906 board as the rulebook describes it: lots green, necessities blue,
#: franchises yellow, railroads pink, Chance red, Luxury purple. Later editions' kinds get the
#: nearest of these (a utility is a franchise, Prosperity's taxes are necessities' blue).
PALETTES: dict[str, Palette] = {
    "lot": Palette("#e4f1dc", "#3f8a3a", "Lot"),
    "necessity": Palette("#dde9f7", "#2f67b2", "Necessity"),
    "franchise": Palette("#fbf1c4", "#d9a800", "Franchise"),
    "utility": Palette("#fbf1c4", "#d9a800", "Utility"),
    "railroad": Palette("#f9dde4", "#c23a5c", "Railroad"),
    "chance": Palette("#f8d9d4", "#c0281c", "Chance"),
    "luxury": Palette("#eadcf3", "#7a3fa0", "Luxury"),
    "speculation": Palette("#fbe3c8", "#c8661a", "Speculation"),
    "trespass": Palette("#e7dfd1", "#5b4a32", "No Trespassing"),
    "start": Palette("#f3e6c4", "#8a6a1f", "Start"),
    "jail": Palette("#e4e4e4", "#55575c", "Jail"),
    "park": Palette("#dcefe6", "#2d7a5a", "Park"),
    "legacy": Palette("#f3e6c4", "#8a6a1f", "Legacy"),
    "property_tax": Palette("#dde9f7", "#2f67b2", "Tax"),
    "land_tax": Palette("#dde9f7", "#2f67b2", "Tax"),
    "improvement_tax": Palette("#dde9f7", "#2f67b2", "Tax"),
    "office": Palette("#fbe3c8", "#c8661a", "Real Estate"),
    "hotel": Palette("#eadcf3", "#7a3fa0", "Hotel"),
}
DEFAULT_PALETTE = Palette("#f2f2f2", "#666666", "Space")
OPPORTUNITY_PALETTE = Palette("#efe6d6", "#7a5a2b", "Natural Opportunity")
SELECTED_STROKE = "#d0331f"
TARGET_STROKE = "#1d1a16"
INK = "#1d1a16"
BOARD_BG = "#f6efdf"
#: Token colours when the caller gives none (the page passes the players' chosen colours).
PLAYER_COLOURS = ("#b3261e", "#1f4fb5", "#16703a", "#d98a00")
#: Each seat's token has its own shape too, so colour is never the only way to tell them apart.
SHAPES = ("circle", "square", "triangle", "diamond")


def palette(kind: str) -> Palette:
    """Colours for a kind of space; unknown kinds (a later edition's) get a neutral grey."""
    return PALETTES.get(kind, DEFAULT_PALETTE)


def _esc(text: str) -> str:
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


def _num(value: float) -> str:
    """Short, stable number formatting so the output is byte-identical across Python versions."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _money(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


#: Average glyph width as a fraction of the font size, for bold sans-serif (a safe over-estimate).
GLYPH = 0.62


def wrap(text: str, width: float, font_size: float) -> list[str]:
    """Greedy word wrap by an estimated glyph width (SVG 1.1 text does not wrap by itself)."""
    per_line = max(1, int(width / (font_size * GLYPH)))
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def fit(text: str, width: float, height: float, start: float, smallest: float = 9.0) -> tuple[float, list[str]]:
    """Largest font size (down to ``smallest``) at which ``text`` wraps into the box."""
    size = start
    while True:
        lines = wrap(text, width, size)
        longest = max(len(line) for line in lines)
        fits = longest * size * GLYPH <= width and len(lines) * size * 1.15 <= height
        if fits or size <= smallest:
            return size, lines
        size -= 0.5


def _text_block(
    lines: list[str], cx: float, top: float, size: float, *, weight: str = "normal", family: str = FONT,
    fill: str = INK,
) -> str:
    """A centred multi-line <text> whose first baseline sits one font size below ``top``."""
    spans = "".join(
        f'<tspan x="{_num(cx)}" y="{_num(top + size * (0.9 + 1.15 * i))}">{_esc(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return (
        f'<text font-family="{_esc(family)}" font-size="{_num(size)}" font-weight="{weight}" '
        f'text-anchor="middle" fill="{fill}">{spans}</text>'
    )


def _label(x: float, y: float, text: str, size: float, *, fill: str = INK, weight: str = "bold",
           anchor: str = "middle") -> str:
    """One line of text centred (by default) on x with its baseline at y."""
    return (
        f'<text x="{_num(x)}" y="{_num(y)}" font-family="{_esc(FONT)}" font-size="{_num(size)}" '
        f'font-weight="{weight}" text-anchor="{anchor}" fill="{fill}">{_esc(text)}</text>'
    )


# --- geometry ------------------------------------------------------------------------------------


def per_side(n: int) -> int:
    """Spaces from one corner up to (not including) the next: 10 on a 40-space board, 9 on 36."""
    return max(1, n // 4)


def space_rect(index: int, n: int = 40) -> tuple[float, float, float, float]:
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


def lane_rect(index: int, n: int = 40) -> tuple[float, float, float, float]:
    """The strip just inside the track beside a space, where its houses and public marks stand.

    Lanes stop short of the small squares where two sides' lanes meet, so neighbours round a corner
    never draw over each other. A corner's lane is that square.
    """
    x, y, w, h = space_rect(index, n)
    side = side_of(index, n)
    if is_corner(index, n):
        cx = (x - LANE, x + w, x + w, x - LANE)[side]
        cy = (y - LANE, y - LANE, y + h, y + h)[side]
        return (cx, cy, LANE, LANE)
    lo, hi = CORNER + LANE, SIZE - CORNER - LANE
    if side in (0, 2):
        start, end = max(x, lo), min(x + w, hi)
        return (start, y - LANE if side == 0 else y + h, end - start, LANE)
    start, end = max(y, lo), min(y + h, hi)
    return (x + w if side == 1 else x - LANE, start, LANE, end - start)


def flag_rect(index: int, n: int = 40) -> tuple[float, float, float, float]:
    """Where the owner's flag stands: across the middle of the colour band (or, on a corner, just
    inside its inner angle)."""
    x, y, w, h = space_rect(index, n)
    side = side_of(index, n)
    if is_corner(index, n):
        fx = (x + 6, x + w - 40, x + w - 40, x + 6)[side]
        fy = (y + 6, y + 6, y + h - 30, y + h - 30)[side]
        return (fx, fy, 34, 24)
    band = 18.0
    if side == 0:
        return (x + w / 2 - 17, y - 3, 34, band + 6)
    if side == 2:
        return (x + w / 2 - 17, y + h - band - 3, 34, band + 6)
    if side == 1:
        return (x + w - band - 3, y + h / 2 - 17, band + 6, 34)
    return (x - 3, y + h / 2 - 17, band + 6, 34)


def _band(index: int, n: int, x: float, y: float, w: float, h: float, colour: str) -> str:
    """The colour band on a space's inner edge (the edge that faces the centre)."""
    depth = 18.0
    band = (
        (x, y, w, depth),
        (x + w - depth, y, depth, h),
        (x, y + h - depth, w, depth),
        (x, y, depth, h),
    )[side_of(index, n)]
    bx, by, bw, bh = band
    return f'<rect x="{_num(bx)}" y="{_num(by)}" width="{_num(bw)}" height="{_num(bh)}" fill="{colour}"/>'


# --- the board -----------------------------------------------------------------------------------


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


def _title(space: Space) -> str:
    """Accessible name and tooltip of a space: number, name, kind and money in words."""
    bits = [f"{space.index}. {space.name}", palette(space.kind).label]
    bits.extend(_price_line(space))
    return ", ".join(bits)


def split_names(space: Space) -> list[str]:
    """A corner such as ``Jail / Shelter`` is two places in one square, divided on a diagonal."""
    return [part.strip() for part in space.name.split("/")]


def _corner(space: Space, n: int, x: float, y: float) -> str:
    """A big corner square; split corners (``Jail / Shelter``) are divided along a diagonal."""
    pal = palette(space.kind)
    parts = [
        f'<rect class="face" x="{_num(x)}" y="{_num(y)}" width="{CORNER}" height="{CORNER}" '
        f'fill="{pal.fill}" stroke="{INK}" stroke-width="1.5"/>'
    ]
    names = split_names(space)
    money = " · ".join(_price_line(space))
    if len(names) == 2:
        parts.append(
            f'<line x1="{_num(x)}" y1="{_num(y + CORNER)}" x2="{_num(x + CORNER)}" y2="{_num(y)}" '
            f'stroke="{pal.band}" stroke-width="2" stroke-dasharray="6 4"/>'
        )
        for name, (cx, top) in zip(names, ((x + CORNER * 0.36, y + 22), (x + CORNER * 0.64, y + 78)), strict=True):
            size, lines = fit(name, CORNER * 0.55, 44, 17)
            parts.append(_text_block(lines, cx, top, size, weight="bold"))
    else:
        size, lines = fit(space.name, CORNER - 20, 70 if not money else 56, 19)
        parts.append(_text_block(lines, x + CORNER / 2, y + 26, size, weight="bold"))
    label = {"trespass": "NO TRESPASSING", "start": "WAGES"}.get(space.kind, pal.label.upper())
    if len(names) == 1:
        if money:
            parts.append(_label(x + CORNER / 2, y + CORNER - 30, money, 12, weight="normal"))
        parts.append(
            f'<text x="{_num(x + CORNER / 2)}" y="{_num(y + CORNER - 14)}" font-family="{_esc(FONT)}" '
            f'font-size="11" font-weight="bold" letter-spacing="1" text-anchor="middle" '
            f'fill="{pal.band}">{_esc(label)}</text>'
        )
    printed = n if space.index == 0 else space.index
    parts.append(
        f'<text x="{_num(x + 8)}" y="{_num(y + 16)}" font-family="{_esc(FONT)}" font-size="11" '
        f'fill="{INK}" opacity="0.6">{printed}</text>'
    )
    return "".join(parts)


def _side_space(space: Space, n: int, x: float, y: float, w: float, h: float) -> str:
    """A space between corners: tinted face, colour band, number, wrapped name, money line."""
    pal = palette(space.kind)
    band_depth = 18.0
    side = side_of(space.index, n)
    # The free area of the face, away from the band.
    fx, fy, fw, fh = x, y, w, h
    if side == 0:
        fy, fh = y + band_depth, h - band_depth
    elif side == 1:
        fw = w - band_depth
    elif side == 2:
        fh = h - band_depth
    else:
        fx, fw = x + band_depth, w - band_depth
    parts = [
        f'<rect class="face" x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" '
        f'fill="{pal.fill}" stroke="{INK}" stroke-width="1"/>',
        _band(space.index, n, x, y, w, h, pal.band),
        f'<text x="{_num(fx + 4)}" y="{_num(fy + 12)}" font-family="{_esc(FONT)}" font-size="10" '
        f'fill="{INK}" opacity="0.6">{space.index}</text>',
    ]
    money = _price_line(space)
    tall = fh > fw
    # Tall spaces (top and bottom rows) stack price over rent; wide ones print them on one line.
    money_lines = money if tall else [" · ".join(money)] if money else []
    name_top = fy + (16 if tall else 13)
    name_height = fh - (16 if tall else 13) - 14 * len(money_lines) - 6
    size, lines = fit(space.name, fw - 8, name_height, 13.5 if tall else 14, smallest=8.5)
    parts.append(_text_block(lines, fx + fw / 2, name_top, size, weight="bold"))
    for i, line in enumerate(reversed(money_lines)):
        parts.append(
            f'<text x="{_num(fx + fw / 2)}" y="{_num(fy + fh - 7 - 14 * i)}" font-family="{_esc(FONT)}" '
            f'font-size="12" text-anchor="middle" fill="{INK}">{_esc(line)}</text>'
        )
    return "".join(parts)


def _ring(x: float, y: float, w: float, h: float, radius: float = 0, *, cls: str = "ring",
          colour: str = SELECTED_STROKE, dash: str = "", space: int | None = None) -> str:
    """A mark round a space (the selection, a move target): drawn above every space."""
    dashes = f' stroke-dasharray="{dash}"' if dash else ""
    which = f' data-space="{space}"' if space is not None else ""
    return (
        f'<rect class="{cls}"{which} x="{_num(x + 2.5)}" y="{_num(y + 2.5)}" width="{_num(w - 5)}" '
        f'height="{_num(h - 5)}" rx="{_num(radius)}" fill="none" stroke="{colour}" '
        f'stroke-width="5"{dashes} pointer-events="none"/>'
    )


def _space(space: Space, n: int, selected: bool) -> str:
    """One focusable, clickable group for a track space, with an accessible <title>."""
    x, y, w, h = space_rect(space.index, n)
    body = _corner(space, n, x, y) if is_corner(space.index, n) else _side_space(space, n, x, y, w, h)
    classes = "space selected" if selected else "space"
    return (
        f'<g class="{classes}" data-index="{space.index}" data-kind="{_esc(space.kind)}" '
        f'tabindex="0" role="button" aria-pressed="{"true" if selected else "false"}">'
        f"<title>{_esc(_title(space))}</title>{body}</g>"
    )


def opportunity_rect(opportunity: Opportunity) -> tuple[float, float, float, float]:
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
        f'aria-pressed="{"true" if selected else "false"}"><title>{_esc(title)}</title>'
        f'<rect class="face" x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" rx="8" '
        f'fill="{pal.fill}" stroke="{pal.band}" stroke-width="2"/>'
        + _text_block([opportunity.name], x + w / 2, y + 8, 17, weight="bold", family=SERIF)
        + f'<text x="{_num(x + w / 2)}" y="{_num(y + 48)}" font-family="{_esc(FONT)}" font-size="12" '
        f'text-anchor="middle" fill="{INK}">wages ${opportunity.wages} · rent ${opportunity.rent}</text>'
        + _text_block(lines, x + w / 2, y + 60, size)
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


def _centre(board: Board) -> str:
    """The middle of the board: the title and the boxes of the central accounts."""
    mid = SIZE / 2
    boxes = []
    accounts = centre_accounts(board)
    width = 236 if len(accounts) <= 2 else 184
    for (account, label), cx in zip(accounts, box_centres(len(accounts)), strict=True):
        bx = cx - width / 2
        size, lines = fit(label, width - 16, 28, 21, smallest=14)
        rules = REGISTRY.get(board.edition)
        note = rules.account_notes.get(account, "") if rules is not None else ""
        note_size = min(12.5, (width - 12) / max(1, len(note) * GLYPH * 0.9))
        boxes.append(
            f'<g class="box" data-account="{account}"><rect x="{_num(bx)}" y="{_num(BOX_Y)}" width="{width}" '
            f'height="{BOX_H}" rx="10" fill="#fffaf0" stroke="{INK}" stroke-width="2"/>'
            + _text_block(lines, cx, BOX_Y + 10, size, weight="bold", family=SERIF)
            + _text_block([note], cx, BOX_Y + 92, note_size)
            + "</g>"
        )
    title, edition = board_titles(board)
    size, lines = fit(edition, 560, 44, 17, smallest=12)
    return (
        '<g class="centre">'
        + _text_block([title], mid, mid - 190, 44, weight="bold", family=SERIF)
        + _text_block(lines, mid, mid - 130, size, family=SERIF)
        + "".join(boxes)
        + "</g>"
    )


DEFS = (
    "<defs>"
    '<pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
    f'<rect width="10" height="10" fill="#fffaf0" fill-opacity="0.55"/>'
    f'<line x1="0" y1="0" x2="0" y2="10" stroke="{INK}" stroke-width="3" stroke-opacity="0.55"/></pattern>'
    '<pattern id="dots" width="12" height="12" patternUnits="userSpaceOnUse">'
    '<circle cx="6" cy="6" r="2" fill="#2d7a5a" fill-opacity="0.4"/></pattern>'
    "</defs>"
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
    spaces = "".join(_space(s, n, s.index == selected) for s in board.spaces)
    inner = "".join(_opportunity(i, o, i == selected_opportunity) for i, o in enumerate(board.opportunities))
    layer = state_layer(state, colours=colours, targets=targets, inner_targets=inner_targets, cube=cube,
                        element_id=element_id) if state else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" id="{_esc(element_id)}" viewBox="0 0 {SIZE} {SIZE}" '
        f'role="group" aria-label="{_esc(board.title)}" data-edition="{_esc(board.edition)}">'
        f"{DEFS}"
        f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="{BOARD_BG}"/>'
        f'<rect x="{CORNER}" y="{CORNER}" width="{SIZE - 2 * CORNER}" height="{SIZE - 2 * CORNER}" '
        f'fill="#fbf6ea" stroke="{INK}" stroke-width="2"/>'
        f"{_centre(board)}{inner}{spaces}"
        f'<rect x="1" y="1" width="{SIZE - 2}" height="{SIZE - 2}" fill="none" stroke="{INK}" '
        f'stroke-width="2" pointer-events="none"/>'
        f"{layer}{selection_rings(board, selected, selected_opportunity, element_id)}</svg>"
    )


def selection_rings(board: Board, selected: int | None, selected_opportunity: int | None,
                    element_id: str = "board") -> str:
    """The selection mark, in its own group so the page can move it without redrawing the board."""
    rings = []
    if selected is not None and 0 <= selected < len(board.spaces):
        rings.append(_ring(*space_rect(selected, len(board.spaces))))
    if selected_opportunity is not None and 0 <= selected_opportunity < len(board.opportunities):
        rings.append(_ring(*opportunity_rect(board.opportunities[selected_opportunity]), radius=6))
    return f'<g id="{_esc(element_id)}-rings" class="rings">{"".join(rings)}</g>'


# --- the game on the board -----------------------------------------------------------------------


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (a #rrggbb value)."""
    try:
        r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
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
        return f'<rect x="{_num(cx - s)}" y="{_num(cy - s)}" width="{_num(2 * s)}" height="{_num(2 * s)}" rx="2"'
    if shape == "triangle":
        return (f'<polygon points="{_num(cx)},{_num(cy - r * 1.1)} {_num(cx + r * 1.05)},{_num(cy + r * 0.8)} '
                f'{_num(cx - r * 1.05)},{_num(cy + r * 0.8)}"')
    if shape == "diamond":
        return (f'<polygon points="{_num(cx)},{_num(cy - r * 1.15)} {_num(cx + r * 1.15)},{_num(cy)} '
                f'{_num(cx)},{_num(cy + r * 1.15)} {_num(cx - r * 1.15)},{_num(cy)}"')
    return f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}"'


def token_radius(n: int) -> float:
    """Tokens of four seats fit side by side in a space of any board we draw."""
    return 12.0


def token_xy(board: Board, player: int, space: int, *, jailed: bool = False, poor: bool = False,
             opportunity: int = -1) -> tuple[float, float]:
    """Where a seat's token stands on a space: each seat has its own slot, so tokens never hide
    each other. On a split corner (``Jail / Shelter``) prisoners stand in the Jail half, the poor in
    the Poor House half, everyone else in the other half."""
    n = len(board.spaces)
    slot = player % 4
    if opportunity >= 0 and opportunity < len(board.opportunities):
        x, y, w, h = opportunity_rect(board.opportunities[opportunity])
        return x + w * (0.2 + 0.2 * slot), y + h - 16
    x, y, w, h = space_rect(space % n, n)
    dx, dy = (-1, 1, -1, 1)[slot], (-1, -1, 1, 1)[slot]
    if is_corner(space % n, n):
        names = [part.lower() for part in split_names(board.spaces[space % n])]
        if len(names) == 2:
            jail = next((i for i, part in enumerate(names) if "jail" in part), None)
            poorhouse = next((i for i, part in enumerate(names) if "poor" in part), None)
            half = jail if jailed else poorhouse if poor else None
            if half is None:
                # Everyone else stands in the half that is neither the Jail nor the Poor House.
                half = 1 if 0 in (jail, poorhouse) else 0
            # The free part of each half, away from its name: lower left above the diagonal, upper
            # right below it.
            cx, cy = (x + CORNER * 0.19, y + CORNER * 0.52) if half == 0 else (x + CORNER * 0.8, y + CORNER * 0.4)
            return cx + dx * 11, cy + dy * 11
        # A row below the corner's name, above its label.
        return x + CORNER * (0.2 + 0.2 * slot), y + CORNER * 0.7
    # Side spaces: over the money lines at the foot of the face, so the name stays readable; a
    # 2-by-2 block on tall spaces, a row of four on wide ones.
    side = side_of(space % n, n)
    band = 18.0
    fx, fy, fw, fh = x, y, w, h
    if side == 0:
        fy, fh = y + band, h - band
    elif side == 1:
        fw = w - band
    elif side == 2:
        fh = h - band
    else:
        fx, fw = x + band, w - band
    if fh > fw:
        spread = min(15.0, fw / 5)
        return fx + fw / 2 + dx * spread, fy + fh - 30 + dy * spread
    return fx + fw * (slot + 0.5) / 4, fy + fh - 17


def player_xy(state: GameState, player: int) -> tuple[float, float]:
    p = state.players[player]
    return token_xy(state.board, player, p.position, jailed=p.in_jail, poor=p.in_poorhouse,
                    opportunity=p.opportunity)


def path_points(board: Board, player: int, start: int, steps: int) -> list[tuple[float, float]]:
    """Token positions space by space along a move of ``steps`` (negative: backwards) from ``start``:
    what the page animates."""
    n = len(board.spaces)
    way = 1 if steps >= 0 else -1
    return [token_xy(board, player, (start + way * k) % n) for k in range(abs(steps) + 1)]


def _token(state: GameState, player: int, colour: str) -> str:
    p = state.players[player]
    x, y = player_xy(state, player)
    r = token_radius(len(state.board.spaces))
    shape = SHAPES[player % len(SHAPES)]
    status = " (in Jail)" if p.in_jail else " (in the Poor House)" if p.in_poorhouse else ""
    bars = ""
    if p.in_jail:
        # Bars either side of the seat number, which stays readable.
        bars = "".join(
            f'<line x1="{_num(x + k)}" y1="{_num(y - r - 3)}" x2="{_num(x + k)}" y2="{_num(y + r + 3)}" '
            f'stroke="{INK}" stroke-width="2"/>' for k in (-r * 0.72, r * 0.72)
        )
    return (
        f'<g class="token" data-player="{player}" data-shape="{shape}">'
        f"<title>{_esc(p.name)}, player {player + 1}{_esc(status)}</title>"
        f'{shape_path(shape, x, y, r + 2.5)} fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
        f'{shape_path(shape, x, y, r)} fill="{colour}"/>'
        f"{_label(x, y + r * 0.36 + (2 if shape == 'triangle' else 0), str(player + 1), r * 1.05, fill=ink_on(colour))}"
        f"{bars}</g>"
    )


def _flag(x: float, y: float, w: float, h: float, colour: str, text: str, *, mortgaged: bool) -> str:
    """An owner's flag: the seat number on the owner's colour; hollow and struck through when the
    card is mortgaged (the card lies face down at the bank)."""
    if mortgaged:
        return (
            f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" rx="3" fill="#ffffff" '
            f'stroke="{colour}" stroke-width="2.5" stroke-dasharray="4 2"/>'
            + _label(x + w / 2, y + h / 2 + min(w, h) * 0.22, text, min(w, h) * 0.62, fill=INK)
        )
    return (
        f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" rx="3" fill="{colour}" '
        f'stroke="{INK}" stroke-width="1"/>'
        + _label(x + w / 2, y + h / 2 + min(w, h) * 0.24, text, min(w, h) * 0.66, fill=ink_on(colour))
    )


def _house(x: float, y: float, s: float, colour: str) -> str:
    """A little house (a square with a roof) in its builder's colour."""
    return (
        f'<polygon points="{_num(x)},{_num(y + s * 0.45)} {_num(x + s / 2)},{_num(y)} '
        f'{_num(x + s)},{_num(y + s * 0.45)} {_num(x + s)},{_num(y + s)} {_num(x)},{_num(y + s)}" '
        f'fill="{colour}" stroke="{INK}" stroke-width="1.2"/>'
    )


def _lane_items(state: GameState, space: int, colours: list[str]) -> str:
    """Everything that stands beside a space: owner's flag, houses, tags, signs, public marks."""
    board = state.board
    n = len(board.spaces)
    lx, ly, lw, lh = lane_rect(space, n)
    horizontal = lw >= lh
    corner = is_corner(space, n)
    items: list[str] = []
    cursor = 2.0

    def place(length: float) -> tuple[float, float]:
        nonlocal cursor
        at = cursor
        cursor += length + 2
        return (lx + at, ly + (lh - 16) / 2) if horizontal else (lx + (lw - 16) / 2, ly + at)

    owner = state.owner[space] if board.spaces[space].ownable else -1
    if owner >= 0:
        mortgaged = state.mortgaged[space] != -1
        items.append(_flag(*flag_rect(space, n), colours[owner], str(owner + 1), mortgaged=mortgaged))
    for builder in state.houses[space]:
        hx, hy = place(14)
        items.append(_house(hx, hy + 1, 14, colours[builder]))
    tags = state.tags[space] if space < len(state.tags) else 0
    if tags:
        tx, ty = place(26 if horizontal else 16)
        tw, th = (26.0, 16.0) if horizontal else (16.0, 26.0)
        items.append(
            f'<rect x="{_num(tx)}" y="{_num(ty)}" width="{_num(tw)}" height="{_num(th)}" rx="2" fill="#fff3c4" '
            f'stroke="{INK}" stroke-width="1"/>'
            + _label(tx + tw / 2, ty + th / 2 + 3.5, f"+{tags}", 10, fill=INK)
        )
    sign = state.signs[space] if space < len(state.signs) else -1
    if sign >= 0:
        sx, sy = place(16)
        items.append(shape_path("diamond", sx + 8, sy + 8, 8) + f' fill="{colours[sign]}" stroke="{INK}"/>'
                     + _label(sx + 8, sy + 12, "!", 11, fill=ink_on(colours[sign])))
    words = [w for w, here in (("PUBLIC", state.public[space]), ("COLLEGE", space in state.colleges)) if here]
    for word in words:
        length = len(word) * 10 * GLYPH + 8
        if corner:
            x, y, w, h = space_rect(space, n)
            items.append(_badge(x + (w - length) / 2, y + h - 52, length, True, word, "#2d7a5a", "#ffffff"))
            continue
        bx, by = place(length)
        items.append(_badge(bx, by, length, horizontal, word, "#2d7a5a", "#ffffff"))
    return "".join(items)


def _space_overlay(state: GameState, space: int) -> str:
    """Patterns on the face of a space: hatching on a mortgaged card (it lies face down at the
    bank), dots on a public one. The words go in the lane (``_lane_items``)."""
    n = len(state.board.spaces)
    x, y, w, h = space_rect(space, n)
    box = f'x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"'
    out = []
    if state.board.spaces[space].ownable and state.owner[space] >= 0 and state.mortgaged[space] != -1:
        out.append(f'<rect class="mortgaged" {box} fill="url(#hatch)"/>')
    if state.public[space]:
        out.append(f'<rect class="public" {box} fill="url(#dots)"/>')
    return "".join(out)


def _badge(x: float, y: float, length: float, horizontal: bool, text: str, fill: str, ink: str) -> str:
    """A word on a small plate in a lane, turned to run along a vertical lane."""
    w, h = (length, 16.0) if horizontal else (16.0, length)
    cx, cy = x + w / 2, y + h / 2
    rotate = "" if horizontal else f' transform="rotate(-90 {_num(cx)} {_num(cy)})"'
    return (
        f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" rx="3" fill="{fill}" '
        f'stroke="{INK}" stroke-width="1"/>'
        f'<g{rotate}>{_label(cx, cy + 3.6, text, 10, fill=ink)}</g>'
    )


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
        f'<circle cx="{_num(x + px * DIE)}" cy="{_num(y + py * DIE)}" r="5" fill="{INK}"/>'
        for px, py in PIPS.get(value, ())
    )
    return (
        f'<g class="die" data-die="{index}" data-value="{value}"><title>die showing {value}</title>'
        f'<rect x="{_num(x)}" y="{_num(y)}" width="{DIE}" height="{DIE}" rx="9" fill="#ffffff" '
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
            text, note = _money(-amount), "paid out, net"
        else:
            text, note = _money(amount), "held"
        out.append(
            f'<g class="amount" data-account="{account}">'
            + _label(cx, BOX_Y + 66, text, 28)
            + _label(cx, BOX_Y + 84, note, 11, weight="normal")
            + "</g>"
        )
    status = [f"Wages {_money(state.wages)}"]
    if state.single_tax:
        status.append("Single Tax in force")
    if state.cash_goal:
        status.append(f"first to {_money(state.cash_goal)} cash wins")
    out.append(f'<g class="status">{_label(SIZE / 2, SIZE / 2 - 62, " · ".join(status), 19)}</g>')
    if state.single_tax:
        out.append(
            f'<rect x="{_num(SIZE / 2 - 190)}" y="{_num(SIZE / 2 - 84)}" width="380" height="32" rx="16" '
            f'fill="none" stroke="#2d7a5a" stroke-width="3"/>'
        )
    d1, d2 = state.dice
    if d1 and d2:
        left = SIZE / 2 - DIE - 8 - (DIE / 2 + 8 if cube else 0)
        dice = _die(left, DICE_Y, d1, 0) + _die(left + DIE + 16, DICE_Y, d2, 1)
        if cube:
            cx = left + 2 * (DIE + 16)
            dice += (
                f'<g class="die cube" data-value="{cube}"><title>Chance Cube showing {cube}</title>'
                f'<rect x="{_num(cx)}" y="{_num(DICE_Y)}" width="{DIE}" height="{DIE}" rx="6" fill="#f8d9d4" '
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

    Owners' flags carry the seat number (hollow when mortgaged, with the space hatched); houses
    are drawn in their builder's colour; tokens have a shape per seat and carry its number, with bars
    in Jail. Nothing here responds to the pointer: clicks go to the spaces underneath.
    """
    board = state.board
    n = len(board.spaces)
    tones = player_colours(state, colours)
    overlays = "".join(_space_overlay(state, s) for s in range(n))
    lanes = "".join(
        f'<g class="lane" data-space="{s}">{items}</g>'
        for s in range(n) if (items := _lane_items(state, s, tones))
    )
    marks = "".join(
        _ring(*space_rect(t, n), cls="target", colour=TARGET_STROKE, dash="10 6", space=t)
        for t in targets if 0 <= t < n
    ) + "".join(
        _ring(*opportunity_rect(board.opportunities[t]), radius=6, cls="target", colour=TARGET_STROKE,
              dash="10 6", space=-1 - t)
        for t in inner_targets if 0 <= t < len(board.opportunities)
    )
    tokens = "".join(
        _token(state, p, tones[p]) for p in range(state.num_players)
    )
    return (
        f'<g id="{_esc(element_id)}-state" class="state" pointer-events="none">'
        f"{_centre_state(state, cube)}{overlays}{lanes}{marks}{tokens}</g>"
    )
