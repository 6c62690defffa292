"""The poster of a shared position (ui.poster): small enough for an address, the position drawn,
nothing interactive, and the same limits as the page's decoder (web/assets/poster.js)."""

from __future__ import annotations

import base64
import random
import re
import zlib
from pathlib import Path
from xml.etree import ElementTree

import pytest

from landlords.actions import Propose
from landlords.engine import legal_actions
from landlords.svg import state_layer
from ui.params import parse
from ui.poster import MAX_ENCODED, MAX_SVG, decode, encode, poster
from ui.session import Session
from ui.setup import make_options

POSTER_JS = Path(__file__).resolve().parents[2] / "web" / "assets" / "poster.js"


SVG = "http://www.w3.org/2000/svg"
LIVE = re.compile(r"class|data-.*|tabindex|role|aria-.*|pointer-events")


def shapes(group: ElementTree.Element) -> list[tuple[str, dict[str, str], str]]:
    """Every element under ``group``: its tag, its drawing attributes and its text."""
    return [
        (e.tag, {k: v for k, v in e.attrib.items() if not LIVE.fullmatch(k)}, (e.text or "").strip())
        for e in group.iter()
        if not e.tag.endswith("title")
    ]


def mid_game(edition: str, moves: int = 150) -> Session:
    settings, _ = parse(f"edition={edition}&seats=bot,bot,bot,bot")
    table = settings.table()
    session = Session.start(make_options(edition, table, {}), 5, table)
    rng = random.Random(1)
    for _ in range(moves):
        session.play(rng.choice([a for a in legal_actions(session.state) if not isinstance(a, Propose)]))
    return session


@pytest.mark.parametrize("edition", ["1906", "1904", "prosperity"])
def test_a_mid_game_poster_is_small_and_unpacks_to_the_position(edition: str) -> None:
    session = mid_game(edition)
    colours = [s.colour for s in session.seats]
    text = poster(session.state, colours)
    assert 0 < len(text) < 10_000, len(text)  # measured: 5.3 to 8.7 thousand characters
    assert re.fullmatch(r"[A-Za-z0-9_-]+", text)
    svg = decode(text)
    root = ElementTree.fromstring(svg)  # well-formed XML, as an <img> needs
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    # The state layer is there, shape for shape (only the live board's attributes dropped).
    layer = ElementTree.fromstring(state_layer(session.state, colours=colours).replace("<g ", f'<g xmlns="{SVG}" ', 1))
    drawn = root.find(f".//{{{SVG}}}g[@id='board-state']")
    assert drawn is not None
    assert shapes(drawn) == shapes(layer)
    assert sum(1 for tag, _, _ in shapes(layer) if tag.endswith("g")) > 10
    for live in ("<title>", "tabindex=", "aria-", "data-", "class=", "role="):
        assert live not in svg, live


def test_the_limits_are_the_page_decoders() -> None:
    script = POSTER_JS.read_text("utf-8")
    assert f"const MAX_ENCODED = {MAX_ENCODED:_};" in script
    assert f"const MAX_SVG = {MAX_SVG:_};" in script


def test_decode_refuses_a_bomb_and_an_overlong_text() -> None:
    bomb = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = bomb.compress(b"<svg " + b" " * (MAX_SVG * 3)) + bomb.flush()
    text = base64.urlsafe_b64encode(packed).decode().rstrip("=")
    assert len(text) < MAX_ENCODED  # small enough to pass the first check, too big unpacked
    with pytest.raises(ValueError, match="too much"):
        decode(text)
    with pytest.raises(ValueError, match="too long"):
        decode("A" * (MAX_ENCODED + 1))
    assert decode(encode("<svg/>")) == "<svg/>"
