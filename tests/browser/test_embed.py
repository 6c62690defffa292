"""The game inside a cross-site iframe: host page on localhost, game on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Frame, Page, Playwright

from .conftest import Server, launch, serve, wait_booted, watch

pytestmark = pytest.mark.browser

PROBE_STORAGE = "(() => { try { localStorage.setItem('probe', '1'); return true; } catch (e) { return false; } })()"


@pytest.fixture(scope="module")
def partitioned_browser(playwright_instance: Playwright) -> Iterator[Browser]:
    b = launch(playwright_instance, partitioned_storage=True)
    yield b
    b.close()


@pytest.fixture(scope="module")
def host_url(tmp_path_factory: pytest.TempPathFactory, server: Server) -> Iterator[str]:
    """A page of another site (localhost) that embeds the game served from 127.0.0.1."""
    root = tmp_path_factory.mktemp("host")
    (root / "index.html").write_text(
        "<!doctype html><title>Host</title><h1>A page about games</h1>"
        f'<iframe id="game" src="{server.url}" width="1100" height="800" title="The Landlord\'s Game"></iframe>',
        "utf-8",
    )
    httpd, url = serve.serve_in_thread(Path(root))
    yield url.replace("127.0.0.1", "localhost")
    httpd.shutdown()


def play_in_frame(browser: Browser, host: str) -> tuple[Frame, Page, bool]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    traffic = watch(context)
    page = context.new_page()
    page.goto(host)
    frame = page.frame_locator("#game")
    inner = next(f for f in page.frames if f.url.startswith("http://127.0.0.1"))
    state = wait_booted(inner)
    error = inner.evaluate("document.querySelector('#boot-error .message').textContent")
    assert state == "ready", f"embedded game ended in {state!r}: {error}"
    frame.locator('[data-index="21"]').click()
    assert frame.locator("#details-title").inner_text().strip() == "Easy Street"
    assert frame.locator('.space.selected[data-index="21"]').count() == 1
    storage = bool(inner.evaluate(PROBE_STORAGE))
    traffic.assert_local()
    return inner, page, storage


def test_cross_site_embed_with_partitioned_storage(partitioned_browser: Browser, host_url: str) -> None:
    """As real browsers do it: the iframe gets its own partitioned storage."""
    assert host_url.startswith("http://localhost:")
    _, page, storage = play_in_frame(partitioned_browser, host_url)
    assert storage, "third-party storage partitioning was not re-enabled"
    page.context.close()


def test_cross_site_embed_with_storage_denied(browser: Browser, host_url: str) -> None:
    """Chromium with partitioning off denies storage to the iframe: the game must still play."""
    _, page, storage = play_in_frame(browser, host_url)
    assert not storage, "expected storage to be denied to the cross-site iframe in this browser"
    page.context.close()
