"""The poster of a shared position: the board as ``landlords.svg`` draws it, made small enough to
ride in an embed's address (``#...&poster=``) so the page can show the position before any Python
loads (``web/assets/poster.js`` reads it and shows it as an image; see docs/embed.md).

Only what a picture needs is kept: the tooltips, classes, data and accessibility attributes that
the live board uses for clicks and the keyboard are dropped (the page's own board takes over after
Play); the few ids stay (the patterns are referred to by id, and ``#board-state`` lets a test
compare the poster's state layer with the live one). The text is then deflated (raw, as the
browser's ``DecompressionStream("deflate-raw")`` reads it) and written in base64url without padding.
"""

from __future__ import annotations

import base64
import re
import zlib
from collections.abc import Sequence

from landlords.state import GameState
from landlords.svg import board_svg

#: The limits poster.js checks before and while decoding (kept equal there: tests/web/test_poster.py).
MAX_ENCODED = 40_000
MAX_SVG = 400_000

#: Attributes only the live board reads: its clicks, its keyboard, its screen-reader names.
_LIVE_ATTRIBUTES = re.compile(r' (?:class|data-[a-z-]+|tabindex|role|aria-[a-z]+|pointer-events)="[^"]*"')
_TOOLTIPS = re.compile(r"<title>[^<]*</title>")


def poster_svg(state: GameState, colours: Sequence[str]) -> str:
    """The position drawn for a picture: the whole board with its state layer, nothing interactive."""
    text = board_svg(state.board, state=state, colours=colours)
    text = _TOOLTIPS.sub("", text)
    return _LIVE_ATTRIBUTES.sub("", text)


def encode(svg: str) -> str:
    """Raw deflate, then base64url without padding."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(svg.encode("utf-8")) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode(text: str) -> str:
    """The inverse of ``encode`` (for tests and tools), with the same limits as poster.js."""
    if len(text) > MAX_ENCODED:
        raise ValueError("the poster is too long")
    packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    unpacker = zlib.decompressobj(-15)
    svg = unpacker.decompress(packed, MAX_SVG + 1)
    if len(svg) > MAX_SVG or unpacker.unconsumed_tail:
        raise ValueError("the poster unpacks to too much")
    return svg.decode("utf-8")


def poster(state: GameState, colours: Sequence[str]) -> str:
    """The ``poster=`` value for this position: empty when it would pass the limit poster.js keeps
    (the page then shows the opening board and says so)."""
    text = encode(poster_svg(state, colours))
    return text if len(text) <= MAX_ENCODED else ""
