"""Drawing primitives for the lab's charts: SVG text from numbers, as ``landlords.svg`` draws the board.

No plotting library: frames with round-numbered axes, lines told apart by dash pattern as well as
colour, bands, horizontal bars. Every piece of text goes through ``esc``; numbers through ``num``,
so the output is byte-identical across Python versions (CPython and the page's Pyodide).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..svg import esc, num

INK = "#2b2118"
PAPER = "#fbf5e4"
#: Series colours and dash patterns, by rule set or seat: a line reads without its colour.
COLOURS = ("#b3261e", "#1f4fb5", "#16703a", "#9a5b00", "#6a3d9a", "#4a4a4a")
DASHES = ("", "9 5", "2.5 4", "10 4 2.5 4", "14 4", "4 2")
WIDTH = 640
FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif"


def colour(i: int) -> str:
    return COLOURS[i % len(COLOURS)]


def dash(i: int) -> str:
    pattern = DASHES[i % len(DASHES)]
    return f' stroke-dasharray="{pattern}"' if pattern else ""


def plain_labels(ticks: Sequence[float]) -> Callable[[float], str]:
    """Plain numbers with the fewest decimals that say each tick exactly, the same number for all,
    so no two ticks read alike (ticks 0.05 apart read 0.00, 0.05, 0.10, not 0.0, 0.1, 0.1)."""
    for places in range(7):
        if all(abs(round(t, places) - t) < 1e-9 for t in ticks):
            return lambda v: f"{v:.{places}f}"
    return lambda v: f"{v:g}"


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round values from at or below ``low`` to at or above ``high``, about ``count`` intervals."""
    if high <= low:
        high = low + 1
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    start = math.floor(low / step) * step
    ticks = []
    value = start
    while value < high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(value, 10))
    return ticks


@dataclass(frozen=True, slots=True)
class Frame:
    """The plotting area: data ranges mapped onto the drawing, y growing upwards."""

    x0: float
    x1: float
    y0: float
    y1: float
    left: float = 64
    right: float = WIDTH - 150
    top: float = 16
    bottom: float = 250

    def x(self, value: float) -> float:
        return self.left + (value - self.x0) / ((self.x1 - self.x0) or 1) * (self.right - self.left)

    def y(self, value: float) -> float:
        return self.bottom - (value - self.y0) / ((self.y1 - self.y0) or 1) * (self.bottom - self.top)

    @property
    def height(self) -> float:
        return self.bottom + 44


def document(key: str, title: str, reading: str, body: Sequence[str], height: float) -> str:
    """A whole chart: its title and reading as <title> and <desc>, for screen readers and tooltips."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {num(height)}" width="{WIDTH}" '
        f'height="{num(height)}" role="img" aria-labelledby="lab-{esc(key)}-title lab-{esc(key)}-desc" '
        f'font-family="{esc(FONT)}" class="lab-chart" data-chart="{esc(key)}">'
        f'<title id="lab-{esc(key)}-title">{esc(title)}</title>'
        f'<desc id="lab-{esc(key)}-desc">{esc(reading)}</desc>'
        f'<rect width="{WIDTH}" height="{num(height)}" fill="{PAPER}"/>' + "".join(body) + "</svg>"
    )


def axes(
    frame: Frame,
    xticks: Sequence[float],
    yticks: Sequence[float],
    xlabel: str,
    ylabel: str,
    xfmt: Callable[[float], str],
    yfmt: Callable[[float], str],
) -> list[str]:
    out = []
    for v in yticks:
        y = num(frame.y(v))
        out.append(
            f'<line x1="{num(frame.left)}" y1="{y}" x2="{num(frame.right)}" y2="{y}" stroke="{INK}" '
            f'stroke-opacity="0.15"/><text x="{num(frame.left - 6)}" y="{num(frame.y(v) + 4)}" '
            f'font-size="11" text-anchor="end" fill="{INK}">{esc(yfmt(v))}</text>'
        )
    for v in xticks:
        out.append(
            f'<text x="{num(frame.x(v))}" y="{num(frame.bottom + 16)}" font-size="11" text-anchor="middle" '
            f'fill="{INK}">{esc(xfmt(v))}</text>'
        )
    out.append(
        f'<line x1="{num(frame.left)}" y1="{num(frame.bottom)}" x2="{num(frame.right)}" '
        f'y2="{num(frame.bottom)}" stroke="{INK}"/>'
    )
    out.append(
        f'<text x="{num((frame.left + frame.right) / 2)}" y="{num(frame.bottom + 34)}" font-size="12" '
        f'text-anchor="middle" fill="{INK}">{esc(xlabel)}</text>'
    )
    out.append(
        f'<text transform="translate(14 {num((frame.top + frame.bottom) / 2)}) rotate(-90)" font-size="12" '
        f'text-anchor="middle" fill="{INK}">{esc(ylabel)}</text>'
    )
    return out


def line(frame: Frame, points: Sequence[tuple[float, float]], i: int, label: str, width: float = 2.5) -> str:
    """Series ``i`` as a line, with its label at its end (labels are placed by ``end_labels``)."""
    path = " ".join(f"{num(frame.x(x))},{num(frame.y(y))}" for x, y in points)
    return (
        f'<polyline points="{path}" fill="none" stroke="{colour(i)}" stroke-width="{num(width)}"{dash(i)} '
        f'stroke-linejoin="round"><title>{esc(label)}</title></polyline>'
    )


def band(frame: Frame, xs: Sequence[float], lows: Sequence[float], highs: Sequence[float], i: int) -> str:
    upper = [f"{num(frame.x(x))},{num(frame.y(h))}" for x, h in zip(xs, highs, strict=True)]
    lower = [f"{num(frame.x(x))},{num(frame.y(lo))}" for x, lo in zip(xs, lows, strict=True)]
    return f'<polygon points="{" ".join(upper + lower[::-1])}" fill="{colour(i)}" fill-opacity="0.13" stroke="none"/>'


#: Characters of an end label on one line (11 px text in the 120 px right of the plot).
LABEL_CHARS = 18
LINE_GAP = 13


def wrap(text: str, width: int = LABEL_CHARS) -> list[str]:
    """Words on lines of at most ``width`` characters (a longer word has a line of its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def end_labels(frame: Frame, ends: Sequence[tuple[float, str]]) -> list[str]:
    """Each series' label right of the plot, at its last value, wrapped and nudged apart so none
    overlap; a short stroke in the series' colour and dash leads to it."""
    lines = [wrap(label) for _, label in ends]
    order = sorted(range(len(ends)), key=lambda i: frame.y(ends[i][0]))
    placed: dict[int, float] = {}
    previous = frame.top - LINE_GAP
    for i in order:
        placed[i] = max(frame.y(ends[i][0]), previous + LINE_GAP + 2)
        previous = placed[i] + LINE_GAP * (len(lines[i]) - 1)
    overflow = previous - (frame.bottom + 8)
    if overflow > 0:
        placed = {i: y - overflow for i, y in placed.items()}
    out = []
    for i in range(len(ends)):
        y, x = placed[i], frame.right + 26
        spans = "".join(
            f'<tspan x="{num(x)}" y="{num(y + 4 + LINE_GAP * k)}">{esc(text)}</tspan>'
            for k, text in enumerate(lines[i])
        )
        out.append(
            f'<line x1="{num(frame.right + 4)}" y1="{num(y)}" x2="{num(frame.right + 22)}" y2="{num(y)}" '
            f'stroke="{colour(i)}" stroke-width="2.5"{dash(i)}/>'
            f'<text font-size="11" fill="{INK}">{spans}</text>'
        )
    return out


def marker(frame: Frame, x: float, label: str, i: int, k: int) -> str:
    """An upright dashed line at ``x`` in series ``i``'s colour, labelled at the top (``k``-th
    marker: its label one line lower, so labels do not overlap)."""
    px = num(frame.x(x))
    y = num(frame.top + 10 + 13 * k)
    return (
        f'<line x1="{px}" y1="{num(frame.top)}" x2="{px}" y2="{num(frame.bottom)}" stroke="{colour(i)}" '
        f'stroke-width="1.5" stroke-dasharray="3 3"><title>{esc(label)}</title></line>'
        f'<text x="{num(frame.x(x) + 4)}" y="{y}" font-size="11" fill="{INK}" paint-order="stroke" '
        f'stroke="{PAPER}" stroke-width="3">{esc(label)}</text>'
    )


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    value: float
    #: The band drawn as a whisker (None: no band).
    low: float | None
    high: float | None
    text: str


def hbars(
    groups: Sequence[tuple[str, Sequence[Bar]]], top: float, high: float, xfmt: Callable[[float], str], xlabel: str
) -> tuple[list[str], float]:
    """Horizontal bars in groups (one group per rule set, its colour and a hatched edge per bar
    kind); each bar says its value in words. Returns the body and the drawing's height."""
    left, right, bar_h, gap = 200, WIDTH - 70, 16, 6
    rows = sum(len(bars) for _, bars in groups)
    height = top + sum(22 for name, _ in groups if name) + rows * (bar_h + gap) + 50
    ticks = nice_ticks(0, high)
    frame = Frame(0, ticks[-1], 0, 1, left=left, right=right, top=top, bottom=height - 50)
    out = []
    for v in ticks:
        x = num(frame.x(v))
        out.append(
            f'<line x1="{x}" y1="{num(top)}" x2="{x}" y2="{num(frame.bottom)}" stroke="{INK}" '
            f'stroke-opacity="0.15"/><text x="{x}" y="{num(frame.bottom + 16)}" font-size="11" '
            f'text-anchor="middle" fill="{INK}">{esc(xfmt(v))}</text>'
        )
    out.append(
        f'<text x="{num((left + right) / 2)}" y="{num(frame.bottom + 34)}" font-size="12" '
        f'text-anchor="middle" fill="{INK}">{esc(xlabel)}</text>'
    )
    y = top
    for g, (name, bars) in enumerate(groups):
        if name:  # a group of several bars has a heading; a lone bar is labelled itself
            out.append(
                f'<text x="8" y="{num(y + 14)}" font-size="12" font-weight="bold" fill="{INK}">{esc(name)}</text>'
            )
            y += 22
        for bar in bars:
            width = max(0.0, frame.x(bar.value) - left)
            tip = f"{name}: {bar.label} {bar.text}" if name else f"{bar.label}: {bar.text}"
            out.append(
                f'<text x="{left - 8}" y="{num(y + 12)}" font-size="11" text-anchor="end" fill="{INK}">'
                f"{esc(bar.label)}</text>"
                f'<rect x="{left}" y="{num(y)}" width="{num(width)}" height="{bar_h}" fill="{colour(g)}" '
                f'fill-opacity="0.8"><title>{esc(tip)}</title></rect>'
            )
            end = left + width
            if bar.low is not None and bar.high is not None:
                lo, hi, mid = frame.x(bar.low), frame.x(bar.high), y + bar_h / 2
                out.append(
                    f'<path d="M{num(lo)} {num(mid)}H{num(hi)}M{num(lo)} {num(mid - 5)}V{num(mid + 5)}'
                    f'M{num(hi)} {num(mid - 5)}V{num(mid + 5)}" stroke="{INK}" stroke-width="1.5" fill="none"/>'
                )
                end = max(end, hi)
            out.append(f'<text x="{num(end + 6)}" y="{num(y + 12)}" font-size="11" fill="{INK}">{esc(bar.text)}</text>')
            y += bar_h + gap
    return out, height
