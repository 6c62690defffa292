"""The pictures printed on the board: simple line art of our own for the corners (the sun over
furrows, a barred window, trees, a cottage or Poor House, a fence, a locomotive) and the border of
stars round land held out of use. Kept apart from the spaces because it is drawing, not layout.
"""

from __future__ import annotations

import math

from landlords.board import Space

from .colours import FIELD, INK, JAIL_RED
from .text import num

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


def art_bars(cx: float, cy: float, w: float = 46, h: float = 36) -> str:
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


def art_for(space: Space, part: str) -> str:
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


def art(which: str, cx: float, cy: float) -> str:
    if which == "sun":
        return _art_sun(cx, cy)
    if which == "bars":
        return art_bars(cx, cy)
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


def star_border(x: float, y: float, w: float, h: float) -> str:
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
