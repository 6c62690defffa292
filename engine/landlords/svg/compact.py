"""The board for narrow screens: fewer, larger words per space, so its labels stay readable when
the 1000-unit board is drawn some 390 pixels wide (a phone held upright).

Each space keeps its face, colour band and corner picture, and says only a short name and one
figure (the charge a visitor pays, or else the price), in type at least ``LABEL`` units high: 9 px
and more on a 390 px wide phone. On the top and bottom rows, where spaces are narrow and tall, the words run along
the space, turned as printed boards turn them. With a game, the figure is drawn by the state layer
(``compact_money``), so it is always the charge now; the full words are in the space's card.
"""

from __future__ import annotations

from landlords.board import Opportunity, Space

from .art import art, art_for
from .charges import Charge, printed_charge
from .colours import INK, JAIL_RED, OPPORTUNITY_PALETTE, palette
from .geometry import CORNER, Rect, band_rect, face_rect, is_corner, opportunity_rect, printed_number, space_rect
from .layout import sends_to_jail, split_names
from .spaces import focusable_space, tabindex
from .text import DISPLAY, LEADING, esc, num, text_line, text_width

#: The smallest label in compact drawing, in board units: over 9 px when the board is 374 px wide
#: (a 390 px window less the page's margins), as on a phone held upright.
LABEL = 24.2
#: Below this window width (CSS pixels) the page draws the compact board.
COMPACT_BELOW = 600
#: Words a short name can do without.
SKIPPED = {"The", "La", "Lord", "R.", "R.R.", "Co.", "of", "&"}


def wants_compact(width: float) -> bool:
    """Whether a window ``width`` pixels wide should show the compact board."""
    return width < COMPACT_BELOW


def short_name(name: str, room: float, size: float = LABEL) -> str:
    """The name, or as much of it as fits ``room`` at ``size``: the words that matter first, then
    the first of them cut short with a stop ("Lord Blueblood's Estate" -> "Blueblood's")."""
    if text_width(name, size) <= room:
        return name
    # "Real Estate: I. B. Sharp": the name after the heading.
    name = name.rpartition(": ")[2]
    words = [w for w in name.replace("/", " ").split() if w not in SKIPPED and len(w.rstrip(".")) > 1]
    words = words or name.split()
    kept = ""
    for word in words:
        joined = f"{kept} {word}".strip()
        if text_width(joined, size) > room:
            break
        kept = joined
    if kept:
        return kept
    word = words[0]
    while len(word) > 2 and text_width(word + ".", size) > room:
        word = word[:-1]
    return word + "."


def frame(index: int, n: int) -> tuple[Rect, bool]:
    """The box the words of a side space run in, and whether they are turned (tall spaces): a
    turned frame has the face's height as its width."""
    fx, fy, fw, fh = face_rect(index, n)
    if fh <= fw:
        return (fx, fy, fw, fh), False
    cx, cy = fx + fw / 2, fy + fh / 2
    return (cx - fh / 2, cy - fw / 2, fh, fw), True


def _turned(body: str, index: int, n: int) -> str:
    fx, fy, fw, fh = face_rect(index, n)
    return f'<g transform="rotate(-90 {num(fx + fw / 2)} {num(fy + fh / 2)})">{body}</g>'


def figure(space: Space, charge: Charge | None, room: float) -> str:
    """The one figure a compact space shows: its charge ("rent $22", or "$22" where the word does
    not fit), else its price; "" when it has neither."""
    if charge is not None and charge.amount is not None:
        text = charge.lines[0]
        return text if text_width(text, LABEL) <= room else text.rsplit(" ", 1)[-1]
    if charge is not None:
        return charge.lines[0] if text_width(charge.lines[0], LABEL) <= room else ""
    return f"${space.price}" if space.price else ""


def name_lines(space: Space, room: float, two: bool) -> list[str]:
    """One line of name (two where the space has no figure under it)."""
    if sends_to_jail(space):
        return [short_name(space.name, room)]
    if not two or text_width(space.name, LABEL) <= room:
        return [short_name(space.name, room)]
    words = space.name.split()
    for cut in range(len(words) - 1, 0, -1):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if text_width(head, LABEL) <= room and text_width(tail, LABEL) <= room:
            return [head, tail]
    return [short_name(space.name, room)]


def _side(space: Space, n: int, edition: str, money: bool) -> str:
    pal = palette(space.kind, edition)
    x, y, w, h = space_rect(space.index, n)
    bx, by, bw, bh = band_rect(space.index, n)
    (tx, ty, tw, th), turned = frame(space.index, n)
    room = tw - 6
    text = figure(space, printed_charge(space, edition), room)
    lines = name_lines(space, room, not text)
    cx = tx + tw / 2
    words = "".join(
        text_line(cx, ty + 4 + LABEL * (0.9 + LEADING * k), line, LABEL, cls="name") for k, line in enumerate(lines)
    )
    if sends_to_jail(space):
        words += text_line(cx, ty + th - 6, "JAIL", LABEL, fill=JAIL_RED, cls="jail-words")
    elif money and text:
        words += money_line(space.index, n, text)
    return (
        f'<rect class="face" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
        f'fill="{pal.fill}" stroke="{INK}" stroke-width="1"/>'
        f'<rect class="band" x="{num(bx)}" y="{num(by)}" width="{num(bw)}" height="{num(bh)}" '
        f'fill="{pal.band}" stroke="{INK}" stroke-width="1"/>' + (_turned(words, space.index, n) if turned else words)
    )


def money_line(index: int, n: int, text: str) -> str:
    """The figure at the foot of a side space's frame (unturned: the caller turns the frame)."""
    (tx, ty, tw, th), _ = frame(index, n)
    return text_line(tx + tw / 2, ty + th - 6, text, LABEL, weight="normal", cls="money")


def compact_money(index: int, n: int, space: Space, charge: Charge | None) -> str:
    """The state layer's figure on a compact space: the charge now."""
    if is_corner(index, n):
        return compact_corner_money(index, n, space, charge)
    (_, _, tw, _), turned = frame(index, n)
    text = figure(space, charge, tw - 6)
    if not text or sends_to_jail(space):
        return ""
    line = money_line(index, n, text)
    return f'<g class="money-now" data-space="{index}">{_turned(line, index, n) if turned else line}</g>'


def _corner(space: Space, n: int, edition: str, money: bool) -> str:
    pal = palette(space.kind, edition)
    x, y, _, _ = space_rect(space.index, n)
    c = CORNER
    out = [
        f'<rect class="face" x="{num(x)}" y="{num(y)}" width="{c}" height="{c}" fill="{pal.fill}" '
        f'stroke="{INK}" stroke-width="1.5"/>'
    ]
    names = split_names(space)
    if len(names) == 2:
        out.append(
            f'<line x1="{num(x)}" y1="{num(y + c)}" x2="{num(x + c)}" y2="{num(y)}" stroke="{INK}" '
            f'stroke-width="1.5" stroke-dasharray="5 4"/>'
        )
        out.append(text_line(x + c * 0.42, y + 8 + LABEL, short_name(names[0], c * 0.8), LABEL, cls="name"))
        out.append(text_line(x + c * 0.58, y + c - 10, short_name(names[1], c * 0.8), LABEL, cls="name"))
        return "".join(out)
    out.append(text_line(x + c / 2, y + 8 + LABEL, short_name(space.name, c - 12), LABEL, family=DISPLAY, cls="name"))
    out.append(art(art_for(space, space.name), x + c / 2, y + c / 2 + 2))
    charge = printed_charge(space, edition)
    text = figure(space, charge, c - 12)
    if sends_to_jail(space):
        out.append(text_line(x + c / 2, y + c - 12, "JAIL", LABEL, fill=JAIL_RED, cls="jail-words"))
    elif money and text:
        out.append(text_line(x + c / 2, y + c - 12, text, LABEL, weight="normal", cls="money"))
    return "".join(out)


def compact_corner_money(index: int, n: int, space: Space, charge: Charge | None) -> str:
    """The state layer's figure at the foot of a compact corner (never on a split corner)."""
    if len(split_names(space)) == 2 or sends_to_jail(space):
        return ""
    x, y, _, _ = space_rect(index, n)
    text = figure(space, charge, CORNER - 12)
    if not text:
        return ""
    line = text_line(x + CORNER / 2, y + CORNER - 12, text, LABEL, weight="normal", cls="money")
    return f'<g class="money-now" data-space="{index}">{line}</g>'


def compact_space_group(
    space: Space, n: int, selected: bool, edition: str = "", money: bool = True, stop: bool = False
) -> str:
    """A compact space as a focusable group, like ``spaces.space_group``; ``money`` draws its
    printed figure (without a game: with one, the state layer draws the charge now)."""
    corner = is_corner(space.index, n)
    body = _corner(space, n, edition, money) if corner else _side(space, n, edition, money)
    title = f"{printed_number(space.index, n)}. {space.name}, {palette(space.kind, edition).label}"
    return focusable_space(space, selected, title, body, stop)


def compact_opportunity_group(number: int, opportunity: Opportunity, selected: bool, stop: bool = False) -> str:
    """A Natural Opportunity in compact type: its name and wages."""
    x, y, w, h = opportunity_rect(opportunity)
    pal = OPPORTUNITY_PALETTE
    classes = "opportunity selected" if selected else "opportunity"
    title = f"{opportunity.name}, {pal.label}: wages ${opportunity.wages}, rent ${opportunity.rent}"
    return (
        f'<g class="{classes}" data-opportunity="{number}" {tabindex(stop)} role="button" '
        f'aria-pressed="{"true" if selected else "false"}"><title>{esc(title)}</title>'
        f'<rect class="face" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
        f'fill="{pal.fill}" stroke="{pal.band}" stroke-width="2"/>'
        + text_line(x + w / 2, y + 8 + LABEL, short_name(opportunity.name, w - 12), LABEL, cls="name")
        + text_line(x + w / 2, y + 14 + 2 * LABEL, f"wages ${opportunity.wages}", LABEL, weight="normal", cls="money")
        + "</g>"
    )
