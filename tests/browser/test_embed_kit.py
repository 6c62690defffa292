"""The embed kit as a blog author uses it: a shared position shown before Play (the poster), the
host script (landlords-embed.js) driving a game from a blog on another origin at 700 and 390 px,
the documentation's example code run as written, and the headers a sandboxed frame needs.

The game is served from 127.0.0.1, the blog from localhost (another origin), and a third page that
tries to pass itself off as the game from another port of 127.0.0.1.
"""

from __future__ import annotations

import base64
import random
import re
import sys
import zlib
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext

from .conftest import ROOT, Server, Traffic, wait_booted, wait_for, watch
from .play import shot

if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))

from landlords.engine import legal_actions
from ui.params import parse
from ui.poster import MAX_SVG, decode, poster
from ui.session import Session
from ui.setup import make_options

pytestmark = pytest.mark.browser

#: What a page must not fetch before the reader presses Play.
PYTHON = re.compile(r"vendor/pyodide|vendor/pyscript|\.whl|ui\.zip|/main\.py|/python\.js|\.wasm")

#: The drawing of every element of the state layer, for comparing two pictures of one position
#: (the tooltips only the live board has are left out).
LAYER_SHAPES = """(root) => [...root.querySelectorAll('#board-state, #board-state *')]
  .filter((e) => e.localName !== 'title').map((e) => [
  e.localName,
  ['x', 'y', 'cx', 'cy', 'r', 'width', 'height', 'd', 'points', 'transform', 'fill', 'stroke']
    .map((name) => e.getAttribute(name) ?? ''),
  e.children.length ? '' : e.textContent.trim(),
])"""


def shared_position() -> tuple[str, str]:
    """A 1906 game of four players after 120 moves (owners, houses, money in the centre): its
    share fragment at that move and its poster, as the Embed dialog writes them."""
    settings, _ = parse("seats=person,person,person,person&names=Cleo,Dan,Eve,Fay")
    table = settings.table()
    session = Session.start(make_options("1906", table, {}), 11, table)
    rng = random.Random(4)
    for _ in range(120):
        session.play(rng.choice(legal_actions(session.state)))
    picture = poster(session.state, [s.colour for s in session.seats])
    return session.fragment(len(session.state.actions)), picture


def packed(data: bytes) -> str:
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(squeeze.compress(data) + squeeze.flush()).decode().rstrip("=")


@pytest.fixture
def reader(browser: Browser) -> Iterator[tuple[BrowserContext, Traffic]]:
    context = browser.new_context(viewport={"width": 700, "height": 760})
    traffic = watch(context)
    yield context, traffic
    context.close()
    traffic.assert_local()


def fetched_python(traffic: Traffic) -> list[str]:
    return [url for url in traffic.urls if PYTHON.search(url)]


def test_the_poster_shows_the_shared_position_before_play(
    server: Server, reader: tuple[BrowserContext, Traffic]
) -> None:
    context, traffic = reader
    fragment, picture = shared_position()
    print(f"share fragment {len(fragment)} characters, poster {len(picture)}")
    page = context.new_page()
    page.goto(f"{server.url}?view=board#{fragment}&poster={picture}")
    wait_for(page, "document.documentElement.dataset.poster === 'shown'", 15_000)
    assert page.evaluate("document.documentElement.dataset.state") == "idle"
    assert page.locator("#board-holder img.poster").is_visible()
    assert page.locator("#board-holder svg").count() == 0
    assert "shared game after move 120" in page.locator(".play-note").inner_text()
    page.wait_for_timeout(500)
    assert not fetched_python(traffic), "Python was fetched before Play"
    shot(page, "poster-board-view-before-play")
    assert page.evaluate("document.querySelector('img.poster').naturalWidth") > 0
    # What the image shows is the poster unpacked (the page's CSP lets no script read a blob: back).
    before = page.evaluate(
        f"(text) => ({LAYER_SHAPES})(new DOMParser().parseFromString(text, 'image/svg+xml'))", decode(picture)
    )
    words = {shape[2] for shape in before}
    assert len(before) > 40, "the poster's state layer is missing"
    assert {"1", "2", "3", "4"} <= words, "the seats' tokens are missing"
    assert any(word.startswith("$") for word in words), "the centre's accounts are missing"

    page.locator("#play-embed").click()
    assert wait_booted(page) == "ready"
    wait_for(page, "document.querySelector('#board-holder svg #board-state')")
    after = page.evaluate(f"({LAYER_SHAPES})(document.querySelector('#board-holder svg'))")
    assert after == before, "the position after Play differs from the poster's"
    shot(page, "poster-board-view-after-play")


def test_an_embed_on_a_shared_game_without_a_poster_says_it_shows_the_opening_board(
    server: Server, reader: tuple[BrowserContext, Traffic]
) -> None:
    context, _ = reader
    fragment, _ = shared_position()
    page = context.new_page()
    page.goto(f"{server.url}?view=embed#{fragment}")
    wait_for(page, "document.documentElement.dataset.poster === 'absent'", 15_000)
    assert page.locator("#board-holder svg").count() == 1
    assert page.locator(".play-note").inner_text().startswith("The opening board")


def tampered() -> dict[str, str]:
    """Posters an attacker might write, each refused before it is shown."""
    return {
        "not base64url": "<script>alert(1)</script>",
        "not deflate": base64.urlsafe_b64encode(bytes(range(256)) * 8).decode().rstrip("="),
        "a bomb": packed(b"<svg " + b" " * (MAX_SVG * 4)),
        "too long": "A" * 40_001,
        "not a drawing": packed(b"<html><body><script>fetch('/pwned-html')</script></body></html>"),
    }


def test_a_tampered_poster_is_refused_and_the_opening_board_stays(
    server: Server, reader: tuple[BrowserContext, Traffic]
) -> None:
    context, traffic = reader
    fragment, _ = shared_position()
    for reason, text in tampered().items():
        page = context.new_page()
        warnings: list[str] = []
        page.on("console", lambda m, seen=warnings: seen.append(m.text) if m.type == "warning" else None)  # type: ignore[misc]
        page.goto(f"{server.url}?view=board#{fragment}&poster={text}")
        wait_for(page, "document.documentElement.dataset.poster === 'refused'", 15_000)
        assert page.locator("#board-holder svg").count() == 1, reason
        assert page.locator("img.poster").count() == 0, reason
        assert "could not be read" in page.locator(".play-note").inner_text(), reason
        assert any("poster was refused" in w for w in warnings), reason
        page.close()
    page = context.new_page()
    # A drawing with a script in it is only ever a picture: its script never runs.
    svg = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>fetch("/pwned-svg")</script></svg>'
    page.goto(f"{server.url}?view=board#{fragment}&poster={packed(svg)}")
    wait_for(page, "document.documentElement.dataset.poster === 'shown'", 15_000)
    page.wait_for_timeout(500)
    assert not [url for url in traffic.urls if "pwned" in url]
    assert not fetched_python(traffic)
