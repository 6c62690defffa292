"""The spaces of the track and the inner Natural Opportunities as printed on the board: faces,
bands, numbers, names, money, corner words and pictures, each space a focusable group with a title.

These depend only on the board, never on a game; the game is drawn over them (``layer``).
"""

from __future__ import annotations

from landlords.board import Opportunity, Space

from .art import art, art_bars, art_for, star_border
from .colours import INK, JAIL_RED, OPPORTUNITY_PALETTE, PAPER, SELECTED_STROKE, Palette, edition_borders, palette
from .geometry import CORNER, band_rect, is_corner, opportunity_rect, printed_number, space_rect
from .layout import (
    MONEY_CORNER,
    corner_foot,
    corner_money_baseline,
    is_framed,
    price_line,
    sends_to_jail,
    space_layout,
    split_names,
    starred,
)
from .text import DISPLAY, LEADING, esc, fit, num, text_block, text_line

#: Size of the italic number printed in a space's top left corner.
NUMBER_SIZE = 10.0


def _title(space: Space, n: int, edition: str) -> str:
    """Accessible name and tooltip of a space: its printed number, name, kind and money in words."""
    bits = [f"{printed_number(space.index, n)}. {space.name}", palette(space.kind).label]
    bits.extend(price_line(space, edition))
    if sends_to_jail(space):
        bits.append("go to Jail")
    return ", ".join(bits)


def _number(x: float, y: float, number: int) -> str:
    return (
        f'<text class="number" x="{num(x)}" y="{num(y)}" '
        f'font-size="{num(NUMBER_SIZE)}" font-style="italic" fill="{INK}">{number}</text>'
    )


def _corner_label(x: float, y: float, text: str, colour: str, size: float = 11.5) -> str:
    return text_line(x, y, text, size, fill=colour, family=DISPLAY, cls="corner-label", extra=' letter-spacing="1.5"')


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
        parts.append(_split_corner(space, names, x, y, edition))
    else:
        parts.append(_single_corner(space, x, y, pal, edition))
    dx, dy = NUMBER_AT.get(space.kind, (9, 17)) if is_framed(space, edition) else (9, 17)
    parts.append(_number(x + dx, y + dy, printed_number(space.index, n)))
    return "".join(parts)


#: Where the number sits inside a bordered corner (the red railroad frame, the three-colour one).
NUMBER_AT = {"railroad": (12.0, 22.0), "start": (18.0, 29.0)}


def _single_corner(space: Space, x: float, y: float, pal: Palette, edition: str) -> str:
    """A corner that is one place: name, picture, money, and a word in capitals at its foot."""
    c = CORNER
    framed = is_framed(space, edition)
    foot = corner_foot(space, edition)
    # Inside a border the name keeps clear of the number in the top left.
    size, lines = fit(space.name, c - (52 if framed else 24), 48, 19, smallest=10.5)
    top = 18 if framed else 21
    out = [text_block(lines, x + c / 2, y + top, size, weight="bold", family=DISPLAY, cls="name")]
    name_bottom = top + len(lines) * size * LEADING
    money = " · ".join(price_line(space, edition))
    # The picture (reaching some 25 units above its centre and 21 below) sits under the name and
    # clear of the money line or the word at the foot.
    lowest = foot - 17 - MONEY_CORNER - 21 if money else foot - 12 - 21
    out.append(art(art_for(space, space.name), x + c / 2, y + min(max(78.0, name_bottom + 26), lowest)))
    if money:
        out.append(
            text_line(
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


def _split_corner(space: Space, names: list[str], x: float, y: float, edition: str) -> str:
    """Two places in one square (``Jail / Shelter``), each half with its name and picture."""
    c = CORNER
    out = [
        f'<line x1="{num(x)}" y1="{num(y + c)}" x2="{num(x + c)}" y2="{num(y)}" '
        f'stroke="{INK}" stroke-width="1.5" stroke-dasharray="5 4"/>'
    ]
    # The upper-left half: name at the top, picture below it; the lower-right: picture, then name.
    first, second = names
    size, lines = fit(first, c * 0.62, 40, 17, smallest=10)
    out.append(text_block(lines, x + c * 0.38, y + 20, size, weight="bold", family=DISPLAY, cls="name"))
    out.append(art(art_for(space, first), x + c * 0.24, y + c * 0.6))
    size, lines = fit(second, c * 0.62, 40, 17, smallest=10)
    block = len(lines) * size * LEADING
    out.append(text_block(lines, x + c * 0.64, y + c - 12 - block, size, weight="bold", family=DISPLAY, cls="name"))
    out.append(art(art_for(space, second), x + c * 0.78, y + c * 0.44))
    money = " · ".join(price_line(space, edition))
    if money:
        out.append(text_line(x + c * 0.64, y + c - 4, money, 10.5, weight="normal", cls="money"))
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
        text_block(plan.name_lines, fx + fw / 2, plan.name_top, plan.name_size, weight="bold", cls="name"),
    ]
    if starred(space, edition):
        parts.append(star_border(fx, fy, fw, plan.face[3]))
    if space.kind == "jail":
        # A Jail between corners (Prosperity's space 1): its barred window, where prisoners stand.
        name_bottom = plan.name_top + len(plan.name_lines) * plan.name_size * LEADING
        parts.append(art_bars(fx + fw / 2, (name_bottom + plan.foot) / 2, 40, 32))
    for row in plan.rows:
        parts.append(
            text_line(fx + fw / 2, row.baseline, row.text, row.size, weight=row.weight, fill=row.fill, cls=row.cls)
        )
    return "".join(parts)


def ring(
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


def tab_stop(selected: int | None, selected_opportunity: int | None) -> tuple[str, int]:
    """The board's one Tab stop, as (kind, index): the selected space, else the selected inner
    space, else space 0."""
    if selected is not None:
        return ("space", selected)
    if selected_opportunity is not None:
        return ("opportunity", selected_opportunity)
    return ("space", 0)


def tabindex(stop: bool) -> str:
    """A roving tabindex, drawn in the SVG so the board is one Tab stop from the first paint (the
    page's arrow keys move the stop; see ui/board_view)."""
    return f'tabindex="{0 if stop else -1}"'


def space_group(space: Space, n: int, selected: bool, edition: str = "", stop: bool = False) -> str:
    """One focusable, clickable group for a track space, with an accessible <title>."""
    x, y, _, _ = space_rect(space.index, n)
    body = _corner(space, n, x, y, edition) if is_corner(space.index, n) else _side_space(space, n, edition)
    return focusable_space(space, selected, _title(space, n, edition), body, stop)


def focusable_space(space: Space, selected: bool, title: str, body: str, stop: bool = False) -> str:
    """The group every drawing of a track space sits in (the full board's and the compact one's): the
    page finds spaces, reads them aloud and moves the keyboard through them by this markup."""
    classes = "space selected" if selected else "space"
    return (
        f'<g class="{classes}" data-index="{space.index}" data-kind="{esc(space.kind)}" '
        f'{tabindex(stop)} role="button" aria-pressed="{"true" if selected else "false"}">'
        f"<title>{esc(title)}</title>{body}</g>"
    )


def opportunity_group(number: int, opportunity: Opportunity, selected: bool, stop: bool = False) -> str:
    """An inner Natural Opportunity space: name, wages, rent to the Treasury and its flavour text."""
    x, y, w, h = opportunity_rect(opportunity)
    pal = OPPORTUNITY_PALETTE
    title = (
        f"{opportunity.name}, {pal.label}: wages ${opportunity.wages}, rent ${opportunity.rent} to the Public Treasury"
    )
    size, lines = fit(opportunity.note, w - 16, 27, 10.5, smallest=8)
    classes = "opportunity selected" if selected else "opportunity"
    return (
        f'<g class="{classes}" data-opportunity="{number}" {tabindex(stop)} role="button" '
        f'aria-pressed="{"true" if selected else "false"}"><title>{esc(title)}</title>'
        f'<rect class="face" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
        f'fill="{pal.fill}" stroke="{pal.band}" stroke-width="2"/>'
        f'<rect x="{num(x + 4)}" y="{num(y + 4)}" width="{num(w - 8)}" height="{num(h - 8)}" '
        f'fill="none" stroke="{pal.band}" stroke-width="0.8"/>'
        + text_block([opportunity.name], x + w / 2, y + 10, 17, weight="bold", family=DISPLAY)
        + text_block(["NATURAL OPPORTUNITY"], x + w / 2, y + 30, 8.5, fill=pal.band, extra=' letter-spacing="1.2"')
        + text_line(x + w / 2, y + 55, f"wages ${opportunity.wages} · rent ${opportunity.rent}", 12.5, weight="normal")
        + text_block(lines, x + w / 2, y + 59, size, extra=' font-style="italic"')
        + "</g>"
    )
