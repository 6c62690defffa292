"""The embed kit as a blog author uses it: a shared position shown before Play (the poster), the
host script (landlords-embed.js) driving a game from a blog on another origin at 700 and 390 px,
the documentation's example code run as written, and the headers a sandboxed frame needs.

The game is served from 127.0.0.1, the blog from localhost (another origin), and a third page that
tries to pass itself off as the game from another port of 127.0.0.1.
"""

from __future__ import annotations

import base64
import json
import random
import re
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.request import urlopen

import pytest
from playwright.sync_api import Page

from .conftest import ROOT, Server, Traffic, Visitor, serve, wait_booted, wait_for
from .play import shot

if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))

from landlords.actions import Propose
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
        session.play(rng.choice([a for a in legal_actions(session.state) if not isinstance(a, Propose)]))
    picture = poster(session.state, [s.colour for s in session.seats])
    return session.fragment(len(session.state.actions)), picture


def packed(data: bytes) -> str:
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(squeeze.compress(data) + squeeze.flush()).decode().rstrip("=")


def fetched_python(traffic: Traffic) -> list[str]:
    return [url for url in traffic.urls if PYTHON.search(url)]


def test_the_poster_shows_the_shared_position_before_play(server: Server, visitor: Visitor) -> None:
    traffic = visitor.traffic
    fragment, picture = shared_position()
    print(f"share fragment {len(fragment)} characters, poster {len(picture)}")
    page = visitor.page(700, 760)
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
    server: Server, visitor: Visitor
) -> None:
    fragment, _ = shared_position()
    page = visitor.page(700, 760)
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


def test_a_tampered_poster_is_refused_and_the_opening_board_stays(server: Server, visitor: Visitor) -> None:
    traffic = visitor.traffic
    fragment, _ = shared_position()
    for reason, text in tampered().items():
        page = visitor.page(700, 760)
        warnings: list[str] = []
        page.on("console", lambda m, seen=warnings: seen.append(m.text) if m.type == "warning" else None)  # type: ignore[misc]
        page.goto(f"{server.url}?view=board#{fragment}&poster={text}")
        wait_for(page, "document.documentElement.dataset.poster === 'refused'", 15_000)
        assert page.locator("#board-holder svg").count() == 1, reason
        assert page.locator("img.poster").count() == 0, reason
        assert "could not be read" in page.locator(".play-note").inner_text(), reason
        assert any("poster was refused" in w for w in warnings), reason
        page.close()
    page = visitor.page(700, 760)
    # A drawing with a script in it is only ever a picture: its script never runs.
    svg = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>fetch("/pwned-svg")</script></svg>'
    page.goto(f"{server.url}?view=board#{fragment}&poster={packed(svg)}")
    wait_for(page, "document.documentElement.dataset.poster === 'shown'", 15_000)
    page.wait_for_timeout(500)
    assert not [url for url in traffic.urls if "pwned" in url]
    assert not fetched_python(traffic)


# --- the host script, cross-origin ----------------------------------------------------------------

BLOG = """<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>A history blog</title>
<style>body {{ font: 17px/1.6 Georgia, serif; margin: 0; padding: 0 12px }}
main {{ max-width: {width}px; margin: 0 auto }}
.spoof {{ width: 1px; height: 1px; border: 0 }}</style>
<main><h1>Lizzie Magie's game</h1>
<p>In 1904 Elizabeth Magie patented a game to show what rent does. Play it here, against a bot:</p>
<div id="game" data-seats="person,bot" data-names="Reader,Henry" data-pace="fast">
  <a href="{game}">Play The Landlord's Game</a></div>
<p id="news">The game has not started.</p>
<p>The end of the post.</p>
<iframe class="spoof" src="{spoof}" title="an advertisement"></iframe></main>
<script src="{game}landlords-embed.js"></script>
<script>
window.events = [];
const game = LandlordsEmbed.create(document.getElementById("game"));
for (const type of ["idle", "ready", "height", "summary", "state", "over", "error"]) {{
  game.on(type, (message) => window.events.push(message));
}}
game.on("summary", (s) => {{
  const money = s.seats.map((seat) => `${{seat.name}} $${{seat.cash}}`);
  document.getElementById("news").textContent = `Turn ${{s.turn}}: ` + money.join(", ");
}});
// This page itself, and the advertisement's frame, pretend to be the game: both are ignored.
postMessage({{ ns: "landlords", v: 1, type: "over", winners: ["Mallory"] }}, "*");
</script>"""

#: A frame of a third origin that tells its parent the game is over and enormous.
SPOOF = """<!doctype html><script>
for (const message of [{ ns: "landlords", v: 1, type: "over", winners: ["Mallory"] },
                       { ns: "landlords", v: 1, type: "height", height: 1999 }])
  parent.postMessage(message, "*");
</script>"""


@pytest.fixture(scope="module")
def blog_site(tmp_path_factory: pytest.TempPathFactory, server: Server) -> Iterator[tuple[Path, str, str]]:
    """A blog's folder on localhost and a third origin's (another port of 127.0.0.1)."""
    root = tmp_path_factory.mktemp("blog")
    third = tmp_path_factory.mktemp("third")
    (third / "spoof.html").write_text(SPOOF, "utf-8")
    blog_httpd, blog_url = serve.serve_in_thread(root)
    third_httpd, third_url = serve.serve_in_thread(third)
    yield root, blog_url.replace("127.0.0.1", "localhost"), third_url + "spoof.html"
    blog_httpd.shutdown()
    third_httpd.shutdown()


def events(page: Page, kind: str) -> list[dict[str, Any]]:
    return list(page.evaluate(f"window.events.filter((e) => e.type === {json.dumps(kind)})"))


#: The frame's height is the latest the game sent, both read at once (the game may send another
#: between two reads while its panels settle).
FRAME_TAKES_LAST_HEIGHT = (
    "(() => { const h = window.events.filter((e) => e.type === 'height').map((e) => e.height);"
    " const f = document.querySelector('#game iframe');"
    " return h.length > 0 && f.style.height === `${Math.max(150, Math.min(2000, h[h.length - 1]))}px`; })()"
)


@pytest.mark.parametrize("width", [700, 390])
def test_the_host_script_drives_a_game_from_a_blog_of_another_origin(
    visitor: Visitor, server: Server, blog_site: tuple[Path, str, str], width: int
) -> None:
    root, blog_url, spoof = blog_site
    (root / f"post-{width}.html").write_text(BLOG.format(width=width, game=server.url, spoof=spoof), "utf-8")
    traffic = visitor.traffic
    page = visitor.page(width, 900)
    page.goto(f"{blog_url}post-{width}.html")
    wait_for(page, "window.events.some((e) => e.type === 'idle')", 30_000)
    frame = page.locator("#game iframe")
    src = frame.get_attribute("src") or ""
    assert src.startswith(server.url) and "seats=person%2Cbot" in src and "view=embed" in src
    assert f"origin={blog_url.rstrip('/').replace(':', '%3A').replace('/', '%2F')}" in src
    wait_for(page, "window.events.some((e) => e.type === 'height')")
    page.wait_for_timeout(800)
    # Neither the page itself nor the third origin's frame was taken for the game.
    assert not events(page, "over")
    heights = [e["height"] for e in events(page, "height")]
    assert heights and 1999 not in heights
    # The frame takes the latest height the game sent (read together: a slow machine may send one more).
    wait_for(page, FRAME_TAKES_LAST_HEIGHT)
    assert not fetched_python(traffic), "the embed fetched Python before Play"
    shot(page, f"host-script-blog-{width}-before-play")

    # The reader presses Play: ready, and the host hears the game.
    page.frame_locator("#game iframe").locator("#play-embed").click()
    ready = page.evaluate("game.ready")
    assert ready["view"] == "embed"
    wait_for(page, "document.getElementById('news').textContent.startsWith('Turn')", 90_000)
    assert "Reader $" in page.locator("#news").inner_text()
    shot(page, f"host-script-blog-{width}-after-play")

    # The host starts a bots' game, reads its state and hears its end.
    page.evaluate(
        "game.newGame({ seats: ['bot', 'bot'], names: ['Ann', 'Bo'], seed: 3, turn_limit: 10, pace: 'instant' })"
    )
    over = wait_for(page, "window.events.find((e) => e.type === 'over')", 120_000)
    assert over["winners"] and {s["name"] for s in over["scores"]} == {"Ann", "Bo"}
    state = page.evaluate("game.getState()")
    assert state["type"] == "state" and state["over"] and [s["name"] for s in state["seats"]] == ["Ann", "Bo"]
    wait_for(page, FRAME_TAKES_LAST_HEIGHT)


# --- the documentation's examples, run as written -------------------------------------------------

DOCS = ROOT / "docs" / "embed.md"


def example(name: str) -> str:
    """The code block that follows ``<!-- tested: name -->`` in docs/embed.md."""
    found = re.search(rf"<!-- tested: {name} -->\n```html\n(.*?)\n```", DOCS.read_text("utf-8"), re.S)
    assert found, f"docs/embed.md lost its {name} example"
    return found[1]


def docs_page(visitor: Visitor, server: Server, blog_site: tuple[Path, str, str], name: str) -> Page:
    """A blog page holding only the example, with the docs' addresses replaced by the test's."""
    root, blog_url, _ = blog_site
    game_origin = server.url.rstrip("/")
    code = example(name)
    for old, new in (
        ("https://example.org/landlords/", server.url),
        ("https://blog.example.org", blog_url.rstrip("/")),
        ("https://example.org", game_origin),
    ):
        code = code.replace(old, new)
    (root / f"docs-{name}.html").write_text(
        f'<!doctype html><meta charset="utf-8"><title>Post</title>\n{code}', "utf-8"
    )
    return visitor.page(760, 900)


def test_the_docs_host_script_example_runs(visitor: Visitor, server: Server, blog_site: tuple[Path, str, str]) -> None:
    page = docs_page(visitor, server, blog_site, "host-script")
    page.goto(f"{blog_site[1]}docs-host-script.html")
    wait_for(page, "game.status === 'idle'", 30_000)
    page.locator("#landlords-watch").click()
    wait_for(page, "document.getElementById('landlords-news').textContent.includes('Anna $')", 90_000)
    state = page.evaluate("game.getState()")
    assert [s["name"] for s in state["seats"]] == ["Anna", "Henry"] and all(s["bot"] for s in state["seats"])


def test_the_docs_postmessage_example_runs(visitor: Visitor, server: Server, blog_site: tuple[Path, str, str]) -> None:
    page = docs_page(visitor, server, blog_site, "postmessage")
    logged: list[str] = []
    page.on("console", lambda m: logged.append(m.text) if m.type == "log" else None)
    page.goto(f"{blog_site[1]}docs-postmessage.html")
    deadline = 90_000
    while deadline > 0 and not any(line.startswith("turn") and "Anna $" in line for line in logged):
        page.wait_for_timeout(500)
        deadline -= 500
    assert any(line.startswith("turn") and "Henry $" in line for line in logged), logged


def test_a_frame_sandboxed_with_scripts_alone_plays(
    visitor: Visitor, server: Server, blog_site: tuple[Path, str, str]
) -> None:
    """An opaque-origin frame loads the game's modules cross-origin: the server's CORS header lets it."""
    root, blog_url, _ = blog_site
    page_html = (
        f'<!doctype html><meta charset="utf-8"><title>Post</title><div id="g" data-sandbox="allow-scripts"></div>'
        f'<script src="{server.url}landlords-embed.js"></script>'
        '<script>const game = LandlordsEmbed.create(document.getElementById("g"));</script>'
    )
    (root / "sandboxed.html").write_text(page_html, "utf-8")
    with urlopen(server.url + "boot.js") as response:
        assert response.headers["Access-Control-Allow-Origin"] == "*"
    page = visitor.page(760, 900)
    page.goto(f"{blog_url}sandboxed.html")
    wait_for(page, "game.status === 'idle'", 30_000)  # heard from the "null" origin, its own frame
    page.frame_locator("#g iframe").locator("#play-embed").click()
    assert page.evaluate("game.ready")["view"] == "embed"
    state = page.evaluate("game.getState()")
    assert len(state["seats"]) == 3


def test_the_embed_dialog_writes_the_poster_of_the_position_on_screen(server: Server, visitor: Visitor) -> None:
    """The full page on a shared game: the dialog's code for "this game at this move" carries the
    poster of that position, drawn by the engine in the browser, and the embed shows it."""
    fragment, picture = shared_position()
    page = visitor.page()
    page.goto(f"{server.url}#{fragment}")
    assert wait_booted(page) == "ready"
    page.locator("#menu-embed").click()
    page.locator("#embed-kind-position").check()
    code = page.locator("#embed-code").input_value()
    found = re.search(r'src="([^"]+)"', code)
    assert found, code
    src = found[1].replace("&amp;", "&")
    written = re.search(r"[#&]poster=([A-Za-z0-9_-]+)", src)
    assert written, src
    assert decode(written[1]) == decode(picture), "the dialog's poster is not the position on screen"
    embed = visitor.page(700, 760)
    embed.goto(src)
    wait_for(embed, "document.documentElement.dataset.poster === 'shown'", 15_000)
    assert embed.evaluate("document.documentElement.dataset.state") == "idle"
