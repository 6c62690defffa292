"""What stands on a space in a game, drawn in its colour band: the owner's flag (hollow when
mortgaged), houses, improvement tags and No Trespassing signs (counted when they do not fit one by
one), the plates of public spaces and Free Colleges, and the patterns on mortgaged and public faces.
"""

from __future__ import annotations

from collections.abc import Sequence

from landlords.board import Space
from landlords.dollars import dollars
from landlords.edition import REGISTRY
from landlords.state import GameState

from .colours import INK, PAPER, PUBLIC_GREEN, ink_on
from .geometry import CORNER, GAP, Rect, band_rect, band_room, band_slots, flag_rect, is_corner, runs_along, space_rect
from .layout import space_layout
from .text import LEADING, num, text_block, text_line, text_width


def flag_mark(x: float, y: float, w: float, h: float, colour: str, text: str, *, mortgaged: bool) -> str:
    """An owner's flag: the seat number on the owner's colour; hollow and dashed when the card is
    mortgaged (the card lies face down at the bank)."""
    if mortgaged:
        return (
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="2" fill="#ffffff" '
            f'stroke="{colour}" stroke-width="2.5" stroke-dasharray="4 2"/>'
            + text_line(x + w / 2, y + h / 2 + h * 0.24, text, h * 0.7, fill=INK)
        )
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="2" fill="{colour}" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        + text_line(x + w / 2, y + h / 2 + h * 0.26, text, h * 0.74, fill=ink_on(colour))
    )


#: Length along the band of each mark that stands on a lot (a house, a tag, a sign).
HOUSE = 19.0
TAG_W, TAG_H = 13.0, 24.0
SIGN_W, SIGN_H = 25.0, 26.0


def house_mark(x: float, y: float, s: float, colour: str, seat: int | None = None) -> str:
    """A little house (walls, roof and chimney) in its builder's colour, with the seat number."""
    outline = (
        f'<polygon class="house" points="{num(x)},{num(y + s * 0.45)} {num(x + s / 2)},{num(y)} '
        f"{num(x + s * 0.72)},{num(y + s * 0.13)} {num(x + s * 0.72)},{num(y + s * 0.02)} "
        f"{num(x + s * 0.86)},{num(y + s * 0.02)} {num(x + s * 0.86)},{num(y + s * 0.26)} "
        f'{num(x + s)},{num(y + s * 0.45)} {num(x + s)},{num(y + s)} {num(x)},{num(y + s)}" '
        f'fill="{colour}" stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>'
    )
    number = "" if seat is None else text_line(x + s / 2, y + s - 1.5, str(seat + 1), s * 0.58, fill=ink_on(colour))
    return outline + number


def tag_mark(x: float, y: float, h: float = TAG_H) -> str:
    """An improvement tag (Prosperity): a card tag with its eyelet and two written lines."""
    w = TAG_W
    lines = "".join(
        f'<line x1="{num(x + 3)}" y1="{num(y + h * k)}" x2="{num(x + w - 3)}" y2="{num(y + h * k)}" '
        f'stroke="{INK}" stroke-width="1.3"/>'
        for k in (0.55, 0.75)
    )
    return (
        f'<g class="tag"><polygon points="{num(x)},{num(y + 6)} {num(x + w / 2)},{num(y)} '
        f"{num(x + w)},{num(y + 6)} "
        f'{num(x + w)},{num(y + h)} {num(x)},{num(y + h)}" fill="#f6e7b0" stroke="{INK}" stroke-width="1.4"/>'
        f'<circle cx="{num(x + w / 2)}" cy="{num(y + 6.5)}" r="2.2" fill="none" stroke="{INK}" stroke-width="1.2"/>'
        f"{lines}</g>"
    )


def sign_mark(x: float, y: float, w: float, h: float, colour: str, seat: int) -> str:
    """A No Trespassing sign (Prosperity) in its placer's colour: a board on a post that says where
    a trespasser goes, with the placer's seat number beside the post (the placer may pass)."""
    board_h = h * 0.6
    size = min(12.0, (w - 3) / text_width("JAIL", 1))
    post = x + w * 0.3
    return (
        f'<g class="sign"><line x1="{num(post)}" y1="{num(y + board_h)}" x2="{num(post)}" '
        f'y2="{num(y + h)}" stroke="{INK}" stroke-width="2.4"/>'
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(board_h)}" rx="1.5" fill="{colour}" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        + text_line(x + w / 2, y + board_h / 2 + size * 0.36, "JAIL", size, fill=ink_on(colour))
        + text_line(x + w * 0.68, y + h - 0.5, str(seat + 1), h - board_h, fill=PAPER, cls="seat")
        + "</g>"
    )


#: The multiplication sign, as in "3 tags" written the short way.
TIMES = "\u00d7"


def count_mark(x: float, y: float, w: float, h: float, count: int) -> str:
    """How many houses or tags stand on a lot when they do not fit one by one: a number on a small
    paper label, readable on any band colour."""
    text = f"{TIMES}{count}"
    size = min(14.0, (w - 3) / text_width(text, 1), (h - 1) / 1.4)
    width = min(w, text_width(text, size) + 3)
    return (
        f'<rect x="{num(x + (w - width) / 2)}" y="{num(y + h / 2 - size * 0.7)}" width="{num(width)}" '
        f'height="{num(size * 1.4)}" rx="2" fill="{PAPER}" stroke="{INK}" stroke-width="0.8"/>'
        + text_line(x + w / 2, y + h / 2 + size * 0.36, text, size, cls="count")
    )


def _upright(box: Rect, w: float, h: float) -> tuple[float, float]:
    """Top-left of a w-by-h mark centred in a band slot."""
    bx, by, bw, bh = box
    return bx + (bw - w) / 2, by + (bh - h) / 2


def band_marks(state: GameState, space: int, colours: list[str]) -> str:
    """What stands on a space: the owner's flag, what stands on the lot, and the plates that say
    a space is public or a Free College."""
    board = state.board
    n = len(board.spaces)
    items: list[str] = []
    owner = state.owner[space] if board.spaces[space].ownable else -1
    if owner >= 0:
        mortgaged = state.mortgaged[space] != -1
        items.append(flag_mark(*flag_rect(space, n), colours[owner], str(owner + 1), mortgaged=mortgaged))
    kind = board.spaces[space].kind
    if is_corner(space, n):
        if state.public[space]:
            items.append(_foot_plate(board.spaces[space], n, ["PUBLIC"], board.edition))
        if space in state.colleges:
            items.append(_foot_plate(board.spaces[space], n, ["FREE COLLEGE"], board.edition))
        if state.single_tax and kind == "start":
            # Wages as they stand, where they are paid: the public raises them (Single Tax rule 6).
            items.append(_foot_plate(board.spaces[space], n, [f"WAGES {dollars(state.wages)}"], board.edition))
        if state.single_tax and kind == "jail" and board.edition == "1906":
            # Shelter, the corner's front half, is a necessity: no tax on it under the Single Tax.
            items.append(_foot_plate(board.spaces[space], n, ["SHELTER FREE"], board.edition))
        return "".join(items)
    items.append(_lot_marks(state, space, colours))
    if state.public[space]:
        items.append(_band_plate(space, n, "PUBLIC"))
    elif state.single_tax and kind == "necessity":
        # The necessities of life are taxed no more under the Single Tax (1906 Single Tax rule 1).
        items.append(_band_plate(space, n, "FREE"))
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
    along = runs_along(space, n)
    plan = _pack(band_room(space, n), along, sign, state.houses[space], tags)
    items: list[str] = []
    for box, (what, who, _) in zip(band_slots(space, n, [length for *_, length in plan]), plan, strict=True):
        if what == "sign":
            w = SIGN_W if along else box[2]
            h = SIGN_H if along else UPRIGHT_SIGN
            items.append(sign_mark(*_upright(box, w, h), w, h, colours[who], who))
        elif what == "house":
            items.append(house_mark(*_upright(box, HOUSE, HOUSE), HOUSE, colours[who], who))
        elif what == "tag":
            items.append(
                tag_mark(*_upright(box, TAG_W, TAG_H if along else UPRIGHT_TAG), TAG_H if along else UPRIGHT_TAG)
            )
        else:
            items.append(count_mark(*box, who))
    return "".join(items)


#: Length along the band of a count such as "x12" written after one house or tag.
COUNT = 18.0
#: Lengths of a sign and a tag down an upright band (the board's left and right sides), where the
#: band is short: a sign, a tag and a count fit under the flag.
UPRIGHT_SIGN, UPRIGHT_TAG = 22.0, 18.0


def _pack(room: float, along: bool, sign: int, builders: Sequence[int], tags: int) -> list[tuple[str, int, float]]:
    """Plan the marks in a band as (what, whose or how many, length): the sign first, then one
    house per house and one tag per tag while they fit, else one of each with its count."""
    sign_part = [("sign", sign, SIGN_W if along else UPRIGHT_SIGN)] if sign >= 0 else []
    tag_len = TAG_W if along else UPRIGHT_TAG
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
    rotate = "" if runs_along(space, n) else f' transform="rotate(-90 {num(cx)} {num(cy)})"'
    return (
        f'<rect class="plate" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="2" '
        f'fill="{PUBLIC_GREEN}" stroke="{INK}" stroke-width="1"/>'
        f"<g{rotate}>{text_line(cx, cy + 4, word, 11, fill='#ffffff', extra=SPACED)}</g>"
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
        + text_block(
            words, px + pw / 2, py + (ph - len(words) * size * LEADING) / 2, size, weight="bold", fill="#ffffff"
        )
        + "</g>"
    )


def space_overlay(state: GameState, space: int) -> str:
    """Patterns on the face of a space: hatching on a mortgaged card (it lies face down at the
    bank), dots on a public one. The words are on the band (``band_marks``)."""
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
