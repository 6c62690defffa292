"""The game embedded in a blog post on another site (host on localhost, game on 127.0.0.1).

One host page per configuration embeds two games at once: one light embed that the host drives
entirely by postMessage (it wakes on the first command), one autoplay demo that plays to the end.
Configurations: a plain iframe with storage denied in a 360 px column, and a sandboxed iframe
("allow-scripts allow-same-origin") with partitioned storage in a 700 px column. The full page in
a cross-site iframe is the last test.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Frame, Page, Playwright, expect

from .conftest import Server, Traffic, Visitor, launch, serve, wait_booted, wait_for, watch

pytestmark = pytest.mark.browser

PROBE_STORAGE = "(() => { try { localStorage.setItem('probe', '1'); return true; } catch (e) { return false; } })()"
#: What an embed must not fetch before the reader presses Play (or the host sends a command).
PYTHON = re.compile(r"vendor/pyodide|vendor/pyscript|\.whl|ui\.zip|/main\.py|/python\.js")
#: A short demo: two bots, a ten-turn limit, no pause between actions.
DEMO = "view=embed&autoplay=1&seats=bot,bot&turn_limit=10&pace=instant&seed=3"

HOST = """<!doctype html><meta charset="utf-8"><title>A history blog</title>
<style>body {{ font: 17px/1.6 Georgia, serif; margin: 0 }} main {{ max-width: {width}px; margin: 0 auto }}
iframe {{ width: 100%; border: 1px solid #999; display: block }}</style>
<main><h1>Lizzie Magie's game</h1><p>In 1904 Elizabeth Magie patented a game to show what rent does.</p>
<iframe id="one" src="{game}?view=embed&amp;origin={origin}" height="600" title="The Landlord's Game"
 {sandbox}></iframe>
<p>And here two bots play it, with captions:</p>
<iframe id="two" src="{game}?{demo}" height="600" title="The Landlord's Game: a demonstration" {sandbox}></iframe>
<p>The end of the post.</p></main>
<script>
window.got = [];
addEventListener("message", (event) => {{
  const from = event.source === document.getElementById("one").contentWindow ? "one" : "two";
  window.got.push({{ from, origin: event.origin, data: event.data }});
}});
window.send = (id, message) => document.getElementById(id).contentWindow.postMessage(message, "*");
</script>"""


@dataclass
class Blog:
    page: Page
    traffic: Traffic
    game: str
    storage_denied: bool
    warnings: list[str] = field(default_factory=list)

    def frame(self, name: str) -> Frame:
        demo = name == "two"
        return next(f for f in self.page.frames if f.url.startswith(self.game) and ("autoplay" in f.url) == demo)

    def got(self, source: str, kind: str) -> list[dict[str, Any]]:
        items = self.page.evaluate("window.got")
        return [i["data"] for i in items if i["from"] == source and i["data"].get("type") == kind]

    def wait_got(self, source: str, kind: str, count: int = 1, timeout_ms: float = 90_000) -> dict[str, Any]:
        mine = f"i => i.from === {json.dumps(source)} && i.data.type === {json.dumps(kind)}"
        wait_for(self.page, f"window.got.filter({mine}).length >= {count}", timeout_ms)
        return self.got(source, kind)[count - 1]

    def send(self, message: Any) -> None:
        self.page.evaluate("([m]) => window.send('one', m)", [message])


def command(kind: str, **fields: Any) -> dict[str, Any]:
    return {"ns": "landlords", "v": 1, "type": kind, **fields}


@pytest.fixture(scope="module")
def partitioned_browser(playwright_instance: Playwright) -> Iterator[Browser]:
    b = launch(playwright_instance, partitioned_storage=True)
    yield b
    b.close()


@pytest.fixture(scope="module", params=["plain-denied-360", "sandboxed-partitioned-700"])
def blog(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    server: Server,
    browser: Browser,
    partitioned_browser: Browser,
) -> Iterator[Blog]:
    sandboxed = request.param.startswith("sandboxed")
    width = 700 if request.param.endswith("700") else 360
    root = tmp_path_factory.mktemp("blog")
    httpd, host_url = serve.serve_in_thread(Path(root))
    host_url = host_url.replace("127.0.0.1", "localhost")
    origin = host_url.rstrip("/")
    html = HOST.format(
        width=width,
        game=server.url,
        origin=origin,
        demo=DEMO.replace("&", "&amp;"),
        sandbox='sandbox="allow-scripts allow-same-origin"' if sandboxed else "",
    )
    (root / "index.html").write_text(html, "utf-8")
    chosen = partitioned_browser if sandboxed else browser
    context = chosen.new_context(viewport={"width": width + 40, "height": 900})
    traffic = watch(context)
    page = context.new_page()
    blog = Blog(page, traffic, server.url, storage_denied=not sandboxed)
    page.on("console", lambda m: blog.warnings.append(m.text) if m.type == "warning" else None)
    page.goto(host_url)
    yield blog
    context.close()
    httpd.shutdown()
    traffic.assert_local()


def test_light_until_asked_then_driven_by_messages(blog: Blog) -> None:
    one = blog.frame("one")
    wait_for(one, "document.documentElement.dataset.state === 'idle'", 30_000)
    assert blog.wait_got("one", "idle")["view"] == "embed"
    # Noise a blog page may send (another widget's messages, a wrong version) wakes nothing.
    for noise in ("hello", {"type": "undo"}, {"ns": "landlords", "v": 2, "type": "undo"}, command("explode")):
        blog.send(noise)
    one.wait_for_timeout(500)
    assert one.evaluate("document.documentElement.dataset.state") == "idle"
    # The demo next door boots at once, so the light embed's own requests are read in its frame.
    entries = one.evaluate(
        "[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]"
        ".map(e => [e.name, e.encodedBodySize])"
    )
    python = [name for name, _ in entries if PYTHON.search(name)]
    assert not python, f"the light embed fetched Python before Play: {python}"
    light = sum(size for _, size in entries)
    print(f"light embed before Play: {len(entries)} requests, {light / 1024:.0f} KB")
    assert 0 < light < 400_000, f"the light embed fetched {light} bytes before Play"

    # The first command wakes it; the queued command is answered once the game is ready.
    blog.send(command("get-state"))
    assert wait_booted(one) == "ready"
    # Python starts off the frame's main thread, storage denied or not (python.js gives PyScript's
    # worker an IndexedDB kept in memory where the browser refuses the real one).
    assert one.evaluate("document.documentElement.dataset.python") == "worker"
    assert blog.wait_got("one", "ready")["view"] == "embed"
    state = blog.wait_got("one", "state")
    assert state["moves"] == 0 and len(state["seats"]) == 3

    blog.send(command("new-game", settings={"seats": ["person", "bot"], "names": ["Ann", "Bo"], "seed": 7}))
    started = wait_for(
        blog.page,
        "window.got.filter(i => i.from === 'one' && i.data.type === 'summary' && i.data.seats[0].name === 'Ann')"
        ".map(i => i.data).pop()",
    )
    assert [s["name"] for s in started["seats"]] == ["Ann", "Bo"]
    assert started["seats"][1]["bot"] == "heuristic" and started["seed"] == 7
    # A person's click in the embed: its summary reaches the host.
    count = len(blog.got("one", "summary"))
    wait_for(one, "document.querySelector('#turn .choices button, #turn .actions button:not([disabled])')")
    moves = started["moves"]
    one.locator("#turn button.primary, #turn .choices button").first.click()
    after = blog.wait_got("one", "summary", count + 1)
    assert after["moves"] > moves
    assert all(s["worth"] >= 0 for s in after["seats"])
    # Undo, by message: back to before Ann's decision.
    blog.send(command("undo"))
    undone = blog.wait_got("one", "summary", count + 2)
    assert undone["moves"] == moves

    # A malformed command changes nothing and says why in the console.
    before = len(blog.warnings)
    blog.send(command("load", code=""))
    blog.send(command("set-pace", pace="warp"))
    blog.send(command("new-game", settings={"view": "full"}))
    blog.send(command("load", code="not-a-share-code"))
    blog.send(command("get-state"))
    state = blog.wait_got("one", "state", 2)
    assert state["moves"] == moves and state["seats"][0]["name"] == "Ann"
    assert len(blog.warnings) - before >= 4, blog.warnings[before:]

    # Load a share code made by the engine here: the embed opens that game.
    code = shared_game_code()
    blog.send(command("load", code=code))
    loaded = wait_for(
        blog.page,
        "window.got.filter(i => i.from === 'one' && i.data.type === 'summary' && i.data.seats[0].name === 'Cleo')"
        ".map(i => i.data).pop()",
    )
    assert loaded["moves"] == 12

    # A bots' game the host pauses, steps one action at a time, then lets run.
    blog.send(command("new-game", settings={"seats": ["bot", "bot"], "names": ["Eve", "Fay"], "pace": "slow"}))
    blog.send(command("pause"))
    wait_for(blog.page, "window.got.some(i => i.from === 'one' && i.data.seats?.[0]?.name === 'Eve')")
    blog.send(command("get-state"))
    paused = blog.wait_got("one", "state", 3)
    one.wait_for_timeout(2500)  # longer than a slow bot's pause
    blog.send(command("get-state"))
    assert blog.wait_got("one", "state", 4)["moves"] == paused["moves"]
    blog.send(command("step"))
    blog.send(command("get-state"))
    assert blog.wait_got("one", "state", 5)["moves"] == paused["moves"] + 1
    blog.send(command("set-pace", pace="instant"))
    blog.send(command("resume"))
    wait_for(
        blog.page,
        "window.got.some(i => i.from === 'one' && i.data.type === 'summary' && i.data.moves > "
        f"{paused['moves'] + 3} && i.data.seats[0].name === 'Eve')",
    )


def shared_game_code() -> str:
    """A 1906 game of twelve moves between Cleo and Dan, as a share link's fragment."""
    import sys

    from landlords.engine import legal_actions

    web = str(Path(__file__).resolve().parents[2] / "web")
    if web not in sys.path:
        sys.path.insert(0, web)
    from ui.params import parse
    from ui.session import Session
    from ui.setup import make_options

    settings, _ = parse("seats=person,person&names=Cleo,Dan")
    table = settings.table()
    session = Session.start(make_options("1906", table, {}), 11, table)
    for _ in range(12):
        session.play(legal_actions(session.state)[0])
    return session.fragment()


def test_fits_a_blog_column(blog: Blog) -> None:
    """Board and decision in view together, no scrolling inside the iframe, no banner."""
    one = blog.frame("one")
    if one.evaluate("document.documentElement.dataset.state") == "idle":
        blog.send(command("get-state"))  # run on its own (another worker took the test that wakes it)
    assert wait_booted(one) == "ready"
    layout = one.evaluate(
        """(() => {
          const box = (s) => { const r = document.querySelector(s).getBoundingClientRect();
                               return [r.top, r.bottom, r.left, r.right]; };
          return { board: box('#board-holder svg'), turn: box('#turn'), height: innerHeight, width: innerWidth,
                   scroll: document.documentElement.scrollHeight, header: box('.top'),
                   h1: (() => { const r = document.querySelector('.top h1').getBoundingClientRect();
                                return r.width * r.height; })(),
                   full: document.getElementById('open-full').href };
        })()"""
    )
    assert layout["scroll"] <= layout["height"] + 1, layout
    for name in ("board", "turn"):
        top, _bottom, left, right = layout[name]
        assert top >= 0 and left >= 0 and right <= layout["width"] + 1, (name, layout)
    assert layout["board"][1] <= layout["height"] + 1
    assert layout["turn"][0] < layout["height"] - 80, "the decision panel must show at least its question"
    # The title is there for screen readers (each view has an h1) but takes no room: visually hidden.
    assert layout["h1"] <= 1 and layout["header"][1] - layout["header"][0] < 80
    assert layout["full"].startswith(blog.game) and "#game=" in layout["full"]
    assert one.evaluate("document.getElementById('notice').hidden")
    # The height the content needs (not the frame's own), for a host that sizes its iframe: it
    # follows the decision panel as it grows and shrinks, never simply echoing the frame's height.
    heights = [m["height"] for m in blog.got("one", "height")]
    assert heights and all(200 < h < 3000 for h in heights), heights
    assert any(abs(h - layout["height"]) > 2 for h in heights), heights
    storage = bool(one.evaluate(PROBE_STORAGE))
    assert storage != blog.storage_denied
    assert one.evaluate("document.getElementById('storage-note').hidden") != blog.storage_denied


def test_autoplay_demo_plays_to_the_scores(blog: Blog) -> None:
    two = blog.frame("two")
    assert wait_booted(two) == "ready"
    over = blog.wait_got("two", "over", timeout_ms=120_000)
    totals = [s["total"] for s in over["scores"]]
    assert totals == sorted(totals, reverse=True) and over["winners"]
    assert two.locator("#end-dialog").is_visible()
    caption = two.locator("#caption").inner_text()
    assert caption.startswith("The game is over:"), caption
    assert blog.got("two", "summary"), "the demo told the host nothing as it played"
    assert two.evaluate("document.getElementById('turn').offsetParent === null")


@pytest.fixture(scope="module")
def full_host(tmp_path_factory: pytest.TempPathFactory, server: Server) -> Iterator[str]:
    """A page of another site (localhost) that embeds the full page served from 127.0.0.1."""
    root = tmp_path_factory.mktemp("host")
    (root / "index.html").write_text(
        "<!doctype html><title>Host</title><h1>A page about games</h1>"
        f'<iframe id="game" src="{server.url}" width="1100" height="800" title="The Landlord\'s Game"></iframe>',
        "utf-8",
    )
    httpd, url = serve.serve_in_thread(Path(root))
    yield url.replace("127.0.0.1", "localhost")
    httpd.shutdown()


def test_full_page_in_a_cross_site_iframe_with_storage_denied(browser: Browser, full_host: str) -> None:
    """The whole page (view=full) still plays where the browser denies the iframe storage."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    traffic = watch(context)
    page = context.new_page()
    page.goto(full_host)
    frame = page.frame_locator("#game")
    inner = next(f for f in page.frames if f.url.startswith("http://127.0.0.1"))
    assert wait_booted(inner) == "ready"
    assert inner.evaluate("document.documentElement.dataset.python") == "worker"
    frame.locator('[data-index="21"]').click()
    expect(frame.locator("#details-title")).to_have_text("Easy Street")  # the worker's answer
    assert not inner.evaluate(PROBE_STORAGE)
    assert frame.locator("#storage-note").is_visible()
    traffic.assert_local()
    context.close()


#: How far the board and the tools at its foot reach past the board's column (which clips them),
#: and past the frame, in pixels: 0 when nothing is cut.
CUT = """(() => {
  const col = document.querySelector('.board-col').getBoundingClientRect();
  const below = (s) => { const r = document.querySelector(s).getBoundingClientRect();
                         return r.height ? Math.max(0, r.bottom - col.bottom, r.bottom - innerHeight) : 0; };
  return { board: below('#board-holder svg'), tools: below('.board-tools') };
})()"""


@pytest.mark.parametrize("width,height", [(700, 600), (1280, 720), (1920, 1080)])
def test_the_whole_board_shows_in_a_frame_of_any_size(
    server: Server, visitor: Visitor, width: int, height: int
) -> None:
    """Before Play and while the demo plays, the board's foot (its bottom row and border) and the
    tools under it are in the frame, whatever its size: the column fits the header's real height."""
    page = visitor.page(width, height)
    page.goto(server.url + "?view=embed")
    assert page.evaluate("document.documentElement.dataset.state") == "idle"
    assert page.evaluate(CUT)["board"] < 1, page.evaluate(CUT)
    page.goto(server.url + "?view=embed&autoplay=1")
    assert wait_booted(page) == "ready"
    cut = page.evaluate(CUT)
    assert cut["board"] < 1 and cut["tools"] < 1, cut
