"""Draw a board as SVG text: a pure function of engine data, like ``chess.svg``.

The same code runs in CPython at build time (the first paint of the page, before Python boots in the
browser) and in Pyodide when the page redraws, so the two pictures cannot drift apart. Every piece of
text is XML-escaped: names come from data files and later from players.
"""

from __future__ import annotations

from dataclasses import dataclass

from landlords.board import Board, Opportunity, Space

#: Side of the square board in SVG user units.
SIZE = 1000
#: Side of a corner square; the nine spaces of a side share what is left.
CORNER = 140
#: Spaces between two corners on each side.
PER_SIDE = 9
SPACE = (SIZE - 2 * CORNER) / PER_SIDE

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
SERIF = "Georgia, 'Times New Roman', serif"


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours of one kind of space: a light fill, a strong band and the label under the name."""

    fill: str
    band: str
    label: str


#: Colours follow the 1906 board as the rulebook describes it: lots green, necessities blue,
#: franchises yellow, railroads pink, Chance red, Luxury purple.
PALETTES: dict[str, Palette] = {
    "lot": Palette("#e4f1dc", "#3f8a3a", "Lot"),
    "necessity": Palette("#dde9f7", "#2f67b2", "Necessity"),
    "franchise": Palette("#fbf1c4", "#d9a800", "Franchise"),
    "railroad": Palette("#f9dde4", "#c23a5c", "Railroad"),
    "chance": Palette("#f8d9d4", "#c0281c", "Chance"),
    "luxury": Palette("#eadcf3", "#7a3fa0", "Luxury"),
    "speculation": Palette("#fbe3c8", "#c8661a", "Speculation"),
    "trespass": Palette("#e7dfd1", "#5b4a32", "No Trespassing"),
    "start": Palette("#f3e6c4", "#8a6a1f", "Start"),
    "jail": Palette("#e4e4e4", "#55575c", "Jail"),
    "park": Palette("#dcefe6", "#2d7a5a", "Park"),
}
DEFAULT_PALETTE = Palette("#f2f2f2", "#666666", "Space")
OPPORTUNITY_PALETTE = Palette("#efe6d6", "#7a5a2b", "Natural Opportunity")
SELECTED_STROKE = "#d0331f"
INK = "#1d1a16"
BOARD_BG = "#f6efdf"


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
    lines: list[str], cx: float, top: float, size: float, *, weight: str = "normal", family: str = FONT
) -> str:
    """A centred multi-line <text> whose first baseline sits one font size below ``top``."""
    spans = "".join(
        f'<tspan x="{_num(cx)}" y="{_num(top + size * (0.9 + 1.15 * i))}">{_esc(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return (
        f'<text font-family="{_esc(family)}" font-size="{_num(size)}" font-weight="{weight}" '
        f'text-anchor="middle" fill="{INK}">{spans}</text>'
    )


def space_rect(index: int) -> tuple[float, float, float, float]:
    """Where a track space sits: (x, y, width, height).

    Mother Earth (0) is the bottom-right corner and play runs clockwise on screen, as on the
    1906 board: along the bottom to Jail (10), up the left to Central Park (20), along the top to
    Lord Blueblood's Estate (30) and down the right side home.
    """
    side, step = divmod(index, 10)
    far = SIZE - CORNER
    if step == 0:
        return ((far, far), (0, far), (0, 0), (far, 0))[side] + (CORNER, CORNER)
    offset = CORNER + (step - 1) * SPACE
    if side == 0:
        return (far - (offset - CORNER) - SPACE, far, SPACE, CORNER)
    if side == 1:
        return (0, far - (offset - CORNER) - SPACE, CORNER, SPACE)
    if side == 2:
        return (offset, 0, SPACE, CORNER)
    return (far, offset, CORNER, SPACE)


def _band(index: int, x: float, y: float, w: float, h: float, colour: str) -> str:
    """The colour band on a space's inner edge (the edge that faces the centre)."""
    depth = 18.0
    side = index // 10
    band = (
        (x, y, w, depth),
        (x + w - depth, y, depth, h),
        (x, y + h - depth, w, depth),
        (x, y, depth, h),
    )[side]
    bx, by, bw, bh = band
    return f'<rect x="{_num(bx)}" y="{_num(by)}" width="{_num(bw)}" height="{_num(bh)}" fill="{colour}"/>'


def _money(space: Space) -> list[str]:
    """The money printed on a space: price and rent where the board prints them."""
    parts = []
    if space.price:
        parts.append(f"${space.price}")
    if space.rent or (space.kind == "lot" and space.price):
        parts.append(f"rent ${space.rent}")
    return parts


def _title(space: Space) -> str:
    """Accessible name and tooltip of a space: number, name, kind and money in words."""
    bits = [f"{space.index}. {space.name}", palette(space.kind).label]
    bits.extend(_money(space))
    return ", ".join(bits)


def _corner(space: Space, x: float, y: float) -> str:
    """A big corner square; split corners (``Jail / Shelter``) are divided along a diagonal."""
    pal = palette(space.kind)
    parts = [
        f'<rect class="face" x="{_num(x)}" y="{_num(y)}" width="{CORNER}" height="{CORNER}" '
        f'fill="{pal.fill}" stroke="{INK}" stroke-width="1.5"/>'
    ]
    names = [n.strip() for n in space.name.split("/")]
    if len(names) == 2:
        parts.append(
            f'<line x1="{_num(x)}" y1="{_num(y + CORNER)}" x2="{_num(x + CORNER)}" y2="{_num(y)}" '
            f'stroke="{pal.band}" stroke-width="2" stroke-dasharray="6 4"/>'
        )
        for name, (cx, top) in zip(names, ((x + CORNER * 0.36, y + 22), (x + CORNER * 0.64, y + 78)), strict=True):
            size, lines = fit(name, CORNER * 0.55, 44, 17)
            parts.append(_text_block(lines, cx, top, size, weight="bold"))
    else:
        size, lines = fit(space.name, CORNER - 20, 70, 19)
        parts.append(_text_block(lines, x + CORNER / 2, y + 26, size, weight="bold"))
    label = {"trespass": "NO TRESPASSING", "start": "WAGES"}.get(space.kind, pal.label.upper())
    if len(names) == 1:
        parts.append(
            f'<text x="{_num(x + CORNER / 2)}" y="{_num(y + CORNER - 14)}" font-family="{_esc(FONT)}" '
            f'font-size="11" font-weight="bold" letter-spacing="1" text-anchor="middle" '
            f'fill="{pal.band}">{_esc(label)}</text>'
        )
    printed = 40 if space.index == 0 else space.index
    parts.append(
        f'<text x="{_num(x + 8)}" y="{_num(y + 16)}" font-family="{_esc(FONT)}" font-size="11" '
        f'fill="{INK}" opacity="0.6">{printed}</text>'
    )
    return "".join(parts)


def _side_space(space: Space, x: float, y: float, w: float, h: float) -> str:
    """A space between corners: tinted face, colour band, number, wrapped name, money line."""
    pal = palette(space.kind)
    band_depth = 18.0
    side = space.index // 10
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
        _band(space.index, x, y, w, h, pal.band),
        f'<text x="{_num(fx + 4)}" y="{_num(fy + 12)}" font-family="{_esc(FONT)}" font-size="10" '
        f'fill="{INK}" opacity="0.6">{space.index}</text>',
    ]
    money = _money(space)
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


def _ring(x: float, y: float, w: float, h: float, radius: float = 0) -> str:
    """The selection mark: drawn above every space so neighbours cannot cover it."""
    return (
        f'<rect class="ring" x="{_num(x + 2.5)}" y="{_num(y + 2.5)}" width="{_num(w - 5)}" '
        f'height="{_num(h - 5)}" rx="{_num(radius)}" fill="none" stroke="{SELECTED_STROKE}" '
        f'stroke-width="5" pointer-events="none"/>'
    )


def _space(space: Space, selected: bool) -> str:
    """One focusable, clickable group for a track space, with an accessible <title>."""
    x, y, w, h = space_rect(space.index)
    body = _corner(space, x, y) if w == h else _side_space(space, x, y, w, h)
    classes = "space selected" if selected else "space"
    return (
        f'<g class="{classes}" data-index="{space.index}" data-kind="{_esc(space.kind)}" '
        f'tabindex="0" role="button" aria-pressed="{"true" if selected else "false"}">'
        f"<title>{_esc(_title(space))}</title>{body}</g>"
    )


def opportunity_rect(opportunity: Opportunity) -> tuple[float, float, float, float]:
    """Where an inner Natural Opportunity space sits: just inside the corner it belongs to."""
    w, h, gap = 168.0, 118.0, 14.0
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


def _centre(board: Board) -> str:
    """The middle of the board: the title and the Public Treasury and Miscellaneous boxes."""
    mid = SIZE / 2
    boxes = []
    for label, sub, cx in (
        ("Public Treasury", "sale prices, taxes, fines", mid - 140),
        ("Miscellaneous", "wages, prizes, unused money", mid + 140),
    ):
        bx, by, bw, bh = cx - 118, mid - 20, 236, 120
        boxes.append(
            f'<g class="box"><rect x="{_num(bx)}" y="{_num(by)}" width="{bw}" height="{bh}" rx="10" '
            f'fill="#fffaf0" stroke="{INK}" stroke-width="2"/>'
            + _text_block([label], cx, by + 30, 22, weight="bold", family=SERIF)
            + _text_block([sub], cx, by + 70, 12.5)
            + "</g>"
        )
    title = "The Landlord's Game"
    edition = board.title.removeprefix(title).strip(" ()") or board.edition
    return (
        '<g class="centre">'
        + _text_block([title], mid, mid - 190, 44, weight="bold", family=SERIF)
        + _text_block([edition], mid, mid - 130, 17, family=SERIF)
        + "".join(boxes)
        + "</g>"
    )


def board_svg(
    board: Board,
    *,
    selected: int | None = None,
    selected_opportunity: int | None = None,
    element_id: str = "board",
) -> str:
    """SVG text of ``board``; ``selected`` marks a track space, ``selected_opportunity`` an inner one.

    Keyword-only options leave room for what a game state will add later (tokens, owners, houses)
    without breaking callers.
    """
    spaces = "".join(_space(s, s.index == selected) for s in board.spaces)
    inner = "".join(_opportunity(i, o, i == selected_opportunity) for i, o in enumerate(board.opportunities))
    rings = []
    if selected is not None and 0 <= selected < len(board.spaces):
        rings.append(_ring(*space_rect(selected)))
    if selected_opportunity is not None and 0 <= selected_opportunity < len(board.opportunities):
        rings.append(_ring(*opportunity_rect(board.opportunities[selected_opportunity]), radius=6))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" id="{_esc(element_id)}" viewBox="0 0 {SIZE} {SIZE}" '
        f'role="group" aria-label="{_esc(board.title)}" data-edition="{_esc(board.edition)}">'
        f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="{BOARD_BG}"/>'
        f'<rect x="{CORNER}" y="{CORNER}" width="{SIZE - 2 * CORNER}" height="{SIZE - 2 * CORNER}" '
        f'fill="#fbf6ea" stroke="{INK}" stroke-width="2"/>'
        f"{_centre(board)}{inner}{spaces}"
        f'<rect x="1" y="1" width="{SIZE - 2}" height="{SIZE - 2}" fill="none" stroke="{INK}" '
        f'stroke-width="2" pointer-events="none"/>'
        f"{''.join(rings)}</svg>"
    )
