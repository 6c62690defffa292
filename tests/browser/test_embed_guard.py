"""The embed hardened (issue 25): commands only from the host page, nothing lost between identical
embeds, no input reaching a fatal error, bad parameters named before Play, the end dialog closed by
a host's new game, the sandbox's missing tokens said in the frame.

Host pages are served from localhost, the game from 127.0.0.1 (another site); a third origin is
localhost on another port.
"""

from __future__ import annotations

import base64
import http.server
import json
import os
import threading
import zlib
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Frame, Page, Playwright

from .conftest import Server, Visitor, launch, serve, visiting, wait_booted, wait_for
from .play import settle

pytestmark = pytest.mark.browser

#: Where the blog post's screenshots go for a person to look at (LANDLORDS_SCREENSHOTS, as play.shot);
#: without it, the test's own temporary folder, so a test run never rewrites files of the checkout.
SCREENSHOTS = os.environ.get("LANDLORDS_SCREENSHOTS", "")
RECORDER = """<script>
window.got = [];
addEventListener("message", (event) => {
  const frames = [...document.querySelectorAll("iframe")];
  const from = frames.find((f) => f.contentWindow === event.source)?.id ?? "other";
  window.got.push({ from, origin: event.origin, data: event.data });
});
window.send = (id, message) => document.getElementById(id).contentWindow.postMessage(message, "*");
</script>"""


def command(kind: str, **fields: Any) -> dict[str, Any]:
    return {"ns": "landlords", "v": 1, "type": kind, **fields}


@pytest.fixture(scope="module")
def partitioned(playwright_instance: Playwright) -> Iterator[Browser]:
    b = launch(playwright_instance, partitioned_storage=True)
    yield b
    b.close()


class Host:
    """A blog page on localhost holding iframes of the game; what they post is recorded."""

    def __init__(self, page: Page, game: str) -> None:
        self.page = page
        self.game = game
        self.console: list[str] = []
        page.on("console", lambda m: self.console.append(m.text))

    def frame(self, frame_id: str) -> Frame:
        handle = self.page.locator(f"#{frame_id}").element_handle()
        frame = handle.content_frame() if handle else None
        assert frame is not None
        return frame

    def got(self, source: str, kind: str | None = None) -> list[dict[str, Any]]:
        items = self.page.evaluate("window.got")
        return [i["data"] for i in items if i["from"] == source and (kind is None or i["data"].get("type") == kind)]

    def wait_got(self, source: str, kind: str, count: int = 1, timeout_ms: float = 90_000) -> dict[str, Any]:
        mine = f"i => i.from === {json.dumps(source)} && i.data.type === {json.dumps(kind)}"
        wait_for(self.page, f"window.got.filter({mine}).length >= {count}", timeout_ms)
        return self.got(source, kind)[count - 1]

    def send(self, frame_id: str, message: Any) -> None:
        self.page.evaluate("([id, m]) => window.send(id, m)", [frame_id, message])

    def state(self, frame_id: str) -> dict[str, Any]:
        count = len(self.got(frame_id, "state"))
        self.send(frame_id, command("get-state"))
        return self.wait_got(frame_id, "state", count + 1)

    def fatal(self) -> list[str]:
        return [line for line in self.console if "fatal error" in line.lower()]


@contextmanager
def host_page(
    visitor: Visitor, tmp_path: Path, body: str, width: int = 700, tall: int = 900
) -> Iterator[tuple[Page, str]]:
    """Serve ``body`` from localhost; yields a visitor's page for it (``tall``: the window's height)
    and its address."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    style = (
        f"body {{ font: 17px/1.6 Georgia, serif; margin: 0 }} main {{ max-width: {width}px; margin: 0 auto }}"
        " iframe { width: 100%; border: 1px solid #999; display: block }"
    )
    (tmp_path / "index.html").write_text(
        f'<!doctype html><meta charset="utf-8"><title>A history blog</title><style>{style}</style>'
        f"<main>{body}</main>{RECORDER}",
        "utf-8",
    )
    httpd, url = serve.serve_in_thread(tmp_path)
    try:
        yield visitor.page(width + 40, tall), url.replace("127.0.0.1", "localhost")
    finally:
        httpd.shutdown()


def iframe(frame_id: str, src: str, height: int = 600, attrs: str = "") -> str:
    return f'<iframe id="{frame_id}" src="{src}" height="{height}" title="The Landlord\'s Game" {attrs}></iframe>'


def test_a_third_origin_cannot_drive_the_game(visitor: Visitor, server: Server, tmp_path: Path) -> None:
    """Without `origin`, only the parent may command: another frame on the page is refused, idle or not."""
    third_root = tmp_path / "third"
    third_root.mkdir()
    (third_root / "index.html").write_text(
        "<!doctype html><script>window.attack = (m) => parent.frames[0].postMessage(m, '*');</script>", "utf-8"
    )
    third, third_url = serve.serve_in_thread(third_root)
    third_url = third_url.replace("127.0.0.1", "localhost")
    try:
        body = iframe("one", f"{server.url}?view=embed") + iframe("evil", third_url, 50)
        with host_page(visitor, tmp_path / "host", body) as (page, url):
            host = Host(page, server.url)
            page.goto(url)
            one = host.frame("one")
            wait_for(one, "document.documentElement.dataset.state === 'idle'", 30_000)
            evil = host.frame("evil")
            attack = command("new-game", settings={"seats": ["bot", "bot"], "names": ["Mallory", "Trudy"]})
            evil.evaluate("(m) => window.attack(m)", attack)
            one.wait_for_timeout(700)
            assert one.evaluate("document.documentElement.dataset.state") == "idle", "a third frame woke the game"
            assert host.state("one")["seats"][0]["name"] == "Player 1"
            evil.evaluate("(m) => window.attack(m)", attack)
            evil.evaluate("(m) => window.attack(m)", command("load", code="x"))
            one.wait_for_timeout(1500)
            state = host.state("one")
            assert [s["name"] for s in state["seats"]] == ["Player 1", "Henry", "Lizzie"]
            assert not host.got("one", "error"), "a refused sender is never answered"
            assert any("other than the host page" in line for line in host.console)
    finally:
        third.shutdown()


@pytest.mark.parametrize("origin", ["https://blog.example.org/post.html", "*", "javascript:alert(1)"])
def test_a_mistyped_origin_refuses_every_command_and_sends_nothing(
    visitor: Visitor, server: Server, tmp_path: Path, origin: str
) -> None:
    src = f"{server.url}?view=embed&amp;origin={origin.replace('&', '&amp;')}"
    with host_page(visitor, tmp_path, iframe("one", src)) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        one = host.frame("one")
        wait_for(one, "document.documentElement.dataset.state === 'idle'", 30_000)
        notice = one.locator("#notice")
        assert notice.is_visible() and "not an origin" in notice.inner_text()
        host.send("one", command("get-state"))
        one.wait_for_timeout(700)
        assert one.evaluate("document.documentElement.dataset.state") == "idle", "a command woke the game"
        # The reader may still play; the host is told nothing and commands nothing.
        one.locator("#play-embed").click()
        assert wait_booted(one) == "ready"
        host.send("one", command("new-game", settings={"seats": ["bot", "bot"], "names": ["Eve", "Fay"]}))
        one.wait_for_timeout(1500)
        assert "Eve" not in one.locator("#players").inner_text()
        assert one.locator("#notice").is_visible() and "not an origin" in one.locator("#notice").inner_text()
        assert host.got("one") == [], "an embed with a bad origin posted to its host"


def play_moves(frame: Frame, count: int) -> None:
    """A person's ``count`` decisions in a game of two people."""
    for _ in range(count):
        before = frame.evaluate("document.querySelector('#turn').textContent")
        frame.locator("#turn button.primary, #turn .choices button").first.click()
        wait_for(frame, f"document.querySelector('#turn').textContent !== {json.dumps(before)}")


def test_identical_embeds_keep_their_own_games(partitioned: Browser, server: Server, tmp_path: Path) -> None:
    src = f"{server.url}?view=embed&amp;seats=person,person&amp;names=Ann,Bo&amp;seed=4"
    body = iframe("a", src) + "<p>The same game again:</p>" + iframe("b", src)
    with (
        closing(partitioned.new_context()) as context,
        visiting(context) as visitor,
        host_page(visitor, tmp_path, body) as (page, url),
    ):
        host = Host(page, server.url)
        page.goto(url)
        for frame_id, moves in (("a", 3), ("b", 1)):
            frame = host.frame(frame_id)
            frame.locator("#play-embed").click()
            assert wait_booted(frame) == "ready"
            play_moves(frame, moves)
        a_moves, b_moves = host.state("a")["moves"], host.state("b")["moves"]
        assert a_moves > b_moves
        page.reload()
        page.evaluate("window.got = []")
        for frame_id in ("a", "b"):
            host.frame(frame_id).locator("#play-embed").click()
            assert wait_booted(host.frame(frame_id)) == "ready"
        assert (host.state("a")["moves"], host.state("b")["moves"]) == (a_moves, b_moves)


def nested_code(text: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


NESTED = "[" * 100_000 + "]" * 100_000


def test_nested_and_huge_inputs_never_reach_a_fatal_error(visitor: Visitor, server: Server, tmp_path: Path) -> None:
    """Every entry point: a host's message, the address, a pasted link, a save file."""
    bad_game = nested_code(NESTED)
    body = iframe("one", f"{server.url}?view=embed&amp;seats=person,bot&amp;names=Ann,Bo&amp;seed=3")
    body += iframe("two", f"{server.url}?view=board&amp;game={bad_game}", 400)
    with host_page(visitor, tmp_path, body) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        one = host.frame("one")
        one.locator("#play-embed").click()
        assert wait_booted(one) == "ready"
        play_moves(one, 1)
        before = host.state("one")
        screen = one.locator("#players").inner_text()
        hostile = [
            command("load", save=NESTED),
            command("load", save="{" * 3_000_000),
            command("load", code=bad_game),
            command("load", code="A" * 3_000_000),
        ]
        for message in hostile:
            page.evaluate("([m]) => window.send('one', m)", [message])
        # Built in the page: deeper than Playwright carries, and as a host's script would send them.
        page.evaluate(
            """() => {
              let deep = "x";
              for (let i = 0; i < 1000; i++) deep = [deep]; // about the most postMessage carries
              const m = (type, fields) => ({ ns: "landlords", v: 1, type, ...fields });
              window.send("one", m("load", { save: { app: "landlords-table", deep } }));
              window.send("one", m("new-game", { settings: { names: deep } }));
              const many = {};
              for (let i = 0; i < 250000; i++) many[i] = "1";
              window.send("one", m("new-game", { settings: many }));
              window.send("one", m("undo", { by: 10n })); // a BigInt: postMessage carries it, JSON cannot
            }"""
        )
        errors = host.wait_got("one", "error", len(hostile) + 4)
        assert any("not plain data" in e["message"] for e in host.got("one", "error"))
        assert errors["message"]
        # A pasted link (the hash changes) and a save file.
        one.evaluate(f"location.hash = 'game={bad_game}'")
        one.locator("#menu-keep").click()
        saved = tmp_path / "deep.json"
        saved.write_text(NESTED, "utf-8")
        one.locator("#import-file").set_input_files(str(saved))
        wait_for(one, "document.querySelector('#keep-dialog .status')?.textContent.includes('nested')")
        one.evaluate("document.getElementById('keep-dialog').close()")
        after = host.state("one")
        assert after["moves"] == before["moves"] and after["seats"] == before["seats"]
        assert one.locator("#players").inner_text() == screen
        # The address: a board view given a nested game says so and still shows a board.
        two = host.frame("two")
        two.locator("#play-embed").click()
        assert wait_booted(two) == "ready"
        wait_for(two, "!document.getElementById('notice').hidden")
        assert "nested" in two.locator("#notice").inner_text()
        assert not host.fatal(), host.fatal()


def test_bad_parameters_are_named_before_play_and_to_the_host(visitor: Visitor, server: Server, tmp_path: Path) -> None:
    body = iframe("one", f"{server.url}?view=embed&amp;edition=monopoly&amp;colour=red")
    body += iframe("two", f"{server.url}?view=board&amp;pace=warp", 400)
    with host_page(visitor, tmp_path, body) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        for frame_id, parameter, word in (("one", "edition", "monopoly"), ("two", "pace", "warp")):
            frame = host.frame(frame_id)
            wait_for(frame, "document.documentElement.dataset.state === 'idle'", 30_000)
            assert frame.locator("#notice").is_visible() and word in frame.locator("#notice").inner_text()
            error = host.wait_got(frame_id, "error")
            assert error["parameter"] == parameter and word in error["message"]
        assert [e["parameter"] for e in host.got("one", "error")] == ["edition", "colour"]
        one = host.frame("one")
        one.locator("#play-embed").click()
        assert wait_booted(one) == "ready"
        host.wait_got("one", "ready")
        assert one.locator("#notice").is_visible() and "monopoly" in one.locator("#notice").inner_text()
        assert len(host.got("one", "error")) == 2, "the problems are told once"
        host.send("one", command("set-pace", pace="warp"))
        refused = host.wait_got("one", "error", 3)
        assert refused["command"] == "set-pace" and "nothing was done" in refused["message"].lower()


def test_host_commands_close_the_end_dialog_and_pause_shows_resume(
    visitor: Visitor, server: Server, tmp_path: Path
) -> None:
    body = iframe("one", f"{server.url}?view=embed")
    with host_page(visitor, tmp_path, body) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        one = host.frame("one")
        short = {"seats": ["bot", "bot"], "names": ["Eve", "Fay"], "turn_limit": 10, "pace": "instant", "seed": 2}
        host.send("one", command("new-game", settings=short))
        host.wait_got("one", "over")
        wait_for(one, "document.getElementById('end-dialog').open")
        host.send("one", command("new-game", settings={**short, "turn_limit": 60, "pace": "slow"}))
        host.send("one", command("pause"))
        wait_for(one, "!document.getElementById('end-dialog').open")
        bar = one.locator("#autoplay-bar")
        wait_for(one, "!document.getElementById('autoplay-bar').hidden")
        assert "Resume" in bar.inner_text() and not one.locator("#autoplay-restart").is_visible()
        moves = host.state("one")["moves"]
        one.locator("#autoplay-pause").click()
        wait_for(one, "document.getElementById('autoplay-bar').hidden")
        host.send("one", command("set-pace", pace="instant"))
        wait_for(page, f"window.got.some(i => i.from === 'one' && i.data.type === 'summary' && i.data.moves > {moves})")


def test_get_state_in_the_board_view_tells_the_position(visitor: Visitor, server: Server, tmp_path: Path) -> None:
    from .test_embed import shared_game_code

    fragment = shared_game_code().replace("&", "&amp;")
    body = iframe("one", f"{server.url}?view=board#{fragment}&amp;at=5")
    with host_page(visitor, tmp_path, body) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        state = host.state("one")
        assert state["moves"] == 5 and [s["name"] for s in state["seats"]] == ["Cleo", "Dan"]
        assert state["seats"][0]["bot"] is None  # null, not undefined


def test_a_sandbox_without_same_origin_says_what_is_missing(visitor: Visitor, site: Path, tmp_path: Path) -> None:
    """With allow-scripts alone the frame's origin is opaque: on a server that sends no CORS header
    (GitHub Pages sends one, and there the game plays) its module scripts are refused, and Play says
    what the sandbox lacks instead of doing nothing."""

    class NoCors(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, directory=str(site), **kwargs)

        def log_message(self, *args: Any) -> None:
            pass

    plain = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NoCors)
    threading.Thread(target=plain.serve_forever, daemon=True).start()
    game = f"http://127.0.0.1:{plain.server_address[1]}/"
    try:
        body = iframe("one", f"{game}?view=embed", attrs='sandbox="allow-scripts"')
        with host_page(visitor, tmp_path, body) as (page, url):
            host = Host(page, game)
            page.goto(url)
            one = host.frame("one")
            wait_for(one, "document.readyState === 'complete'", 30_000)
            one.locator("#play-embed").click()
            wait_for(one, "document.querySelector('.play-note').textContent.includes('allow-same-origin')")
            assert one.evaluate("document.documentElement.dataset.state") == "idle"
    finally:
        plain.shutdown()


@pytest.mark.parametrize("width", [700, 390])
def test_height_is_what_the_content_needs(visitor: Visitor, server: Server, tmp_path: Path, width: int) -> None:
    """A host that sizes its iframe to the reported height gets a frame in which nothing scrolls."""
    sizer = (
        "<script>addEventListener('message', (e) => { if (e.data?.type === 'height')"
        " document.getElementById('one').style.height = e.data.height + 'px'; });</script>"
    )
    body = iframe("one", f"{server.url}?view=embed&amp;seats=person,bot&amp;seed=3") + sizer
    with host_page(visitor, tmp_path, body, width=width) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        one = host.frame("one")
        one.locator("#play-embed").click()
        assert wait_booted(one) == "ready"
        measure = """(() => { const side = document.querySelector('.side');
            return { doc: document.documentElement.scrollHeight, view: innerHeight,
                     side: side.scrollHeight - side.clientHeight }; })()"""
        for _ in range(20):  # the host resizes, the content settles (a bot may move meanwhile)
            page.wait_for_timeout(500)
            last = host.got("one", "height")[-1]["height"]
            inside = one.evaluate(measure)
            if abs(inside["view"] - last) <= 2 and inside["side"] <= 1:
                break
        assert abs(inside["view"] - last) <= 2, (last, inside)
        assert inside["doc"] <= inside["view"] + 1 and inside["side"] <= 1, inside


#: The frame size to use on phones (docs/embed.md): the stacked layout's decision fits under the board.
PHONE = (390, 800)


def test_a_phone_sized_embed_stacks_readably(visitor: Visitor, server: Server) -> None:
    """At 390 px the board can be zoomed until its labels are at least 9 px, and at the documented
    height the decision under the board does not scroll (the opening purchases included)."""
    page = visitor.page(*PHONE)
    page.goto(f"{server.url}?view=embed&seats=person,bot&seed=3")
    page.locator("#play-embed").click()
    assert wait_booted(page) == "ready"
    # The hardest case first: the bot has bought, so "Just now" shows under the opening purchases.
    wait_for(page, "document.querySelector('#turn .recent p')", 30_000)
    for _ in range(7):
        page.wait_for_timeout(1200)
        settle(page)  # the click's answer on the page (Python may run in a worker)
        overflow = page.evaluate(
            "(() => { const s = document.querySelector('.side'); return s.scrollHeight - s.clientHeight; })()"
        )
        heading = page.locator("#turn h2").inner_text()
        assert overflow <= 1, f"the decision scrolls by {overflow} px at {heading!r}"
        page.locator("#turn button.primary, #turn .choices button").first.click()
    zoom = page.locator("#zoom")
    assert zoom.is_visible()
    label = "document.querySelector('#board').getScreenCTM().a * 13"  # a space's name: 13 units
    assert page.evaluate(label) < 9
    zoom.click()
    assert page.evaluate(label) >= 9


@pytest.mark.parametrize("width", [700, 390])
def test_screenshots_of_a_blog_post(visitor: Visitor, server: Server, tmp_path: Path, width: int) -> None:
    """A blog post with a game and a demo, before and after Play, for a person to look at."""
    shots = Path(SCREENSHOTS) / "embed-guard" if SCREENSHOTS else tmp_path / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    demo = "view=embed&amp;autoplay=1&amp;seats=bot,bot,bot&amp;seed=5&amp;pace=fast"
    body = (
        "<h1>Lizzie Magie's game</h1><p>In 1904 Elizabeth Magie patented a game to show what rent does. "
        "Try it below.</p>"
        + iframe("one", f"{server.url}?view=embed", 600)
        + "<p>And here bots play it:</p>"
        + iframe("two", f"{server.url}?{demo}", 600)
        + "<p>The end of the post.</p>"
    )
    with host_page(visitor, tmp_path, body, width=width, tall=1560) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        one = host.frame("one")
        wait_for(one, "document.documentElement.dataset.state === 'idle'", 30_000)
        page.wait_for_timeout(500)
        page.screenshot(path=str(shots / f"blog-{width}-before.png"))
        one.locator("#play-embed").click()
        assert wait_booted(one) == "ready"
        assert wait_booted(host.frame("two")) == "ready"
        page.wait_for_timeout(4000)
        page.screenshot(path=str(shots / f"blog-{width}-after.png"))
        page.locator("#one").screenshot(path=str(shots / f"game-{width}-after.png"))
        assert not host.fatal()


def test_a_bare_code_keeps_the_table_s_bots_and_blocked_popups_get_a_link(
    visitor: Visitor, server: Server, tmp_path: Path
) -> None:
    """A share code without seats sits its players as this embed's table does (not all people), and
    "Open the full game" in a sandbox without allow-popups offers a plain link instead of nothing."""
    from .test_embed import shared_game_code

    bare = shared_game_code().split("&seats=")[0].removeprefix("game=")
    body = iframe("one", f"{server.url}?view=embed", attrs='sandbox="allow-scripts allow-same-origin"')
    with host_page(visitor, tmp_path, body) as (page, url):
        host = Host(page, server.url)
        page.goto(url)
        host.send("one", command("load", code=bare))
        loaded = wait_for(
            page,
            "window.got.filter(i => i.from === 'one' && i.data.type === 'summary' && i.data.seats[0].name === 'Cleo')"
            ".map(i => i.data).pop()",
        )
        assert [s["bot"] for s in loaded["seats"]] == [None, "heuristic"]
        one = host.frame("one")
        # Enter on the link, as a keyboard reader opens it: one key event, which a loaded machine
        # cannot split as it can a mouse's press and release (once, in CI, the notice never came).
        one.locator("#open-full").press("Enter")
        try:
            wait_for(one, "!document.getElementById('notice').hidden", 30_000)
        except TimeoutError:
            raise AssertionError(f"no notice; the frames said: {host.console[-12:]}") from None
        notice = one.locator("#notice")
        assert "new tab" in notice.inner_text()
        assert notice.locator("a").get_attribute("href").startswith(server.url)
