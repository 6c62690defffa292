"""Text in SVG: escaping, number formatting, the type faces, width estimates for wrapping and
fitting, and the ``<text>`` elements every label is drawn with.

``esc`` and ``num`` are also what the lab's charts and the page's charts write SVG with.
"""

from __future__ import annotations

from collections.abc import Sequence

from .colours import INK
from .geometry import Rect

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


#: Average glyph width as a fraction of the font size, for bold serif type (Georgia is the widest
#: of the stack's first choices): a safe over-estimate for wrapping and for the layout tests.
GLYPH = 0.62
#: Narrow characters (spaces, stops, apostrophes) as a fraction of the font size.
NARROW = 0.32
#: Average width of a bold capital as a fraction of the font size (titles set in capitals).
CAPS = 0.74
#: Line step as a fraction of the font size.
LEADING = 1.12


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


def text_width(text: str, size: float) -> float:
    """Estimated width of a line of bold serif text: capitals wide, stops and spaces narrow."""
    units = sum(CAPS if c.isupper() else NARROW if c in " .,':;!|" else GLYPH for c in text)
    return units * size


def wrap(text: str, width: float, font_size: float, first: float | None = None, headings: bool = True) -> list[str]:
    """Greedy word wrap by estimated text width (SVG 1.1 text does not wrap by itself);
    ``first`` is a narrower width for the first line (beside a printed number); with
    ``headings``, a word ending in a colon ends its line."""
    lines: list[str] = []
    for word in text.split():
        limit = first if first is not None and len(lines) == 1 else width
        joined = f"{lines[-1]} {word}" if lines else word
        # A heading such as "Real Estate:" ends its line.
        if lines and not (headings and lines[-1].endswith(":")) and text_width(joined, font_size) <= limit:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines or [""]


def fit(
    text: str,
    width: float,
    height: float,
    start: float,
    smallest: float = 9.0,
    first: float | None = None,
    headings: bool = True,
) -> tuple[float, list[str]]:
    """Largest font size (down to ``smallest``) at which ``text`` wraps into the box (its first
    line into ``first`` when given; ``headings`` as ``wrap``)."""
    size = start
    while True:
        lines = wrap(text, width, size, first, headings)
        widths = [first if i == 0 and first is not None else width for i in range(len(lines))]
        fits = (
            all(text_width(line, size) <= room for line, room in zip(lines, widths, strict=True))
            and len(lines) * size * LEADING <= height
        )
        if fits or size <= smallest:
            return size, lines
        size -= 0.5


def text_block(
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


def text_line(
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
