"""Light until used: the embed and board views load no Python until the reader asks to play.

The head's inline view script reads ``?view=`` while the page is parsed and sets ``<html
data-view>`` and, in ``embed`` or ``board`` without ``autoplay``, ``data-state="idle"``: then boot.js
fetches nothing of the runtime, the wheel or the UI archive (and registers no service worker, makes
no snapshot) until ``landlords:play`` is dispatched on the document.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from .conftest import Server, assert_ready, wait_for, watch
from .test_worker_mode import DEFAULT as DEFAULT_PYTHON

pytestmark = pytest.mark.browser

#: What an idle embed must not fetch: anything of Python, PyScript, the service worker or the snapshot.
HEAVY = ("/vendor/", "/dist/", "/main.py", "/python.js", "/sw.js")


def state(page: Page) -> dict[str, str]:
    return page.evaluate("({ ...document.documentElement.dataset })")


def heavy(urls: list[str]) -> list[str]:
    return [url for url in urls if any(part in url for part in HEAVY)]


@pytest.mark.parametrize("query", ["?view=embed", "?view=board", "?view=embed&autoplay=0", "?view=board&autoplay=off"])
def test_embed_and_board_views_wait_for_play_without_python(server: Server, browser: Browser, query: str) -> None:
    context = browser.new_context(viewport={"width": 700, "height": 600})
    traffic = watch(context)
    try:
        page = context.new_page()
        page.goto(server.url + query)
        wait_for(page, "document.documentElement.dataset.state === 'idle'", 10_000)
        page.wait_for_load_state("networkidle")
        assert state(page)["view"] == query.split("=")[1].split("&")[0]
        assert page.locator("#board-holder svg .space").first.is_visible()
        assert not heavy(traffic.urls), heavy(traffic.urls)
        assert page.evaluate("navigator.serviceWorker.getRegistration()") is None
        # Play: the same start as the full page, through "loading" to "ready".
        page.evaluate("document.dispatchEvent(new Event('landlords:play'))")
        assert state(page)["state"] == "loading"
        assert_ready(page)
        page.click('[data-index="9"]')
        assert page.locator("#details-title").inner_text().strip() == "Rubeville"
        assert heavy(traffic.urls)
        traffic.assert_local()
    finally:
        context.close()


@pytest.mark.parametrize(
    ("query", "view"),
    [("", "full"), ("?view=full", "full"), ("?view=nonsense", "full"), ("?view=embed&autoplay", "embed"),
     ("?view=board&autoplay=1", "board")],
)  # fmt: skip
def test_full_view_and_autoplay_start_at_once(server: Server, browser: Browser, query: str, view: str) -> None:
    context = browser.new_context()
    traffic = watch(context)
    try:
        page = context.new_page()
        page.goto(server.url + query)
        wait_for(page, "document.documentElement.dataset.view", 10_000)
        assert state(page)["view"] == view
        # Python is on its way without any Play (asked for by the page, or by the game's worker).
        for _ in range(200):
            if any("/vendor/pyodide/" in url for url in traffic.urls):
                break
            page.wait_for_timeout(50)
        assert any("/vendor/pyodide/" in url for url in traffic.urls), traffic.urls
        assert state(page)["state"] in ("loading", "ready")
        traffic.assert_local()
    finally:
        context.close()


#: Records <html>'s data attributes, and whether the start-up bar shows, the moment the board
#: reaches the document: the HTML is still being parsed, so no module script (boot.js) has run and
#: nothing has been painted yet.
AT_BOARD = """
new MutationObserver((_, observer) => {
  if (!document.getElementById('board-holder')) return;
  observer.disconnect();
  const bar = getComputedStyle(document.getElementById('boot')).display !== 'none';
  window.__atBoard = { ...document.documentElement.dataset, bar };
}).observe(document, { childList: true, subtree: true });
"""


@pytest.mark.parametrize(
    ("query", "view", "start", "autoplay"),
    [
        ("?view=embed", "embed", "idle", "off"),
        ("?view=board&autoplay", "board", "loading", "on"),
        ("", "full", "loading", None),
    ],
)
def test_view_is_decided_before_anything_is_drawn(
    server: Server, browser: Browser, query: str, view: str, start: str, autoplay: str | None
) -> None:
    """An embed is drawn in its own layout from the first frame, with no start-up bar while it waits
    for Play; a page that starts at once shows the bar from the first frame; a demo's header
    (data-autoplay) is set from the first frame too, so nothing jumps when it is ready."""
    context = browser.new_context()
    context.add_init_script(AT_BOARD)
    try:
        page = context.new_page()
        page.goto(server.url + query)
        wait_for(page, "window.__atBoard !== undefined", 10_000)
        # Where Python runs is decided then too: view.js's default, in every view.
        expected = {"view": view, "state": start, "bar": start == "loading", "python": DEFAULT_PYTHON}
        if autoplay is not None:
            expected["autoplay"] = autoplay
        assert page.evaluate("window.__atBoard") == expected
    finally:
        context.close()
