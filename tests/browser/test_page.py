"""The hosted page in real Chromium: first paint from the build, boot to ready, one real interaction."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from .conftest import Server, Traffic, assert_ready, copy_site, serve, wait_booted

pytestmark = pytest.mark.browser


def test_board_is_painted_before_python(server: Server, browser: Browser) -> None:
    """The build pre-renders the board: with scripts off, all 40 spaces and the progress bar show."""
    html = (server.root / "index.html").read_text("utf-8")
    assert html.count('class="space') == 40
    assert 'data-state="loading"' in html
    ctx = browser.new_context(java_script_enabled=False)
    try:
        page = ctx.new_page()
        page.goto(server.url)
        assert page.locator("#board-holder svg .space").count() == 40
        assert page.locator("#board-holder svg").bounding_box()["width"] > 400  # type: ignore[index]
        assert page.get_by_text("Public Treasury", exact=True).is_visible()
        assert page.locator("#boot progress").is_visible()
    finally:
        ctx.close()


def test_boots_and_click_shows_details(server: Server, page: Page, context: tuple[BrowserContext, Traffic]) -> None:
    page.goto(server.url)
    assert_ready(page)
    assert page.locator("#boot").is_hidden()
    assert page.locator("#boot-error").is_hidden()
    assert page.locator(".space.selected").count() == 0

    page.click('[data-index="13"]')
    assert page.locator("#details-title").inner_text().strip() == "Soakum Lighting System"
    details = page.locator("#details").inner_text()
    assert re.search(r"Kind\s+Franchise", details)
    assert re.search(r"Price\s+\$50", details)
    assert re.search(r"Rent\s+\$5", details)
    assert "A public utility in private hands." in details
    # The SVG itself marks the selection (redrawn by the engine in the page).
    assert page.locator('.space.selected[data-index="13"]').count() == 1
    assert page.locator(".ring").count() == 1
    assert page.get_attribute('[data-index="13"]', "aria-pressed") == "true"

    # A second choice moves the mark; the keyboard works too.
    page.focus('[data-index="31"]')
    page.keyboard.press("Enter")
    assert page.locator("#details-title").inner_text().strip() == "Broadway"
    assert page.locator(".space.selected").count() == 1
    assert page.get_attribute('[data-index="13"]', "aria-pressed") == "false"
    assert page.evaluate("document.activeElement.dataset.index") == "31"

    # An inner Natural Opportunity space.
    page.click('[data-opportunity="3"]')
    assert page.locator("#details-title").inner_text().strip() == "Oil Fields"
    assert re.search(r"Wages\s+\$100", page.locator("#details").inner_text())

    _, traffic = context
    assert any(u.endswith(".whl") for u in traffic.urls)
    assert any(u.endswith("pyodide.asm.wasm") for u in traffic.urls)
    traffic.assert_local()


def snapshot_state(page: Page) -> str:
    return str(page.evaluate("document.documentElement.dataset.snapshot"))


def test_second_visit_restores_python_snapshot_and_selection(server: Server, page: Page) -> None:
    """The first visit saves a memory snapshot of fresh Python; the next one starts from it."""
    page.goto(server.url)
    assert_ready(page)
    assert snapshot_state(page) in ("made", "saved")
    page.click('[data-index="38"]')
    page.wait_for_function("document.documentElement.dataset.snapshot === 'saved'", timeout=30_000)
    page.reload()
    assert_ready(page)
    assert snapshot_state(page) == "used"
    assert page.locator("#details-title").inner_text().strip() == "Wall Street"
    assert page.locator('.space.selected[data-index="38"]').count() == 1
    # Python restored from the snapshot still reaches every browser global main.py might use.
    page.click('[data-index="2"]')
    assert page.locator("#details-title").inner_text().strip() == "Fuel"
    assert page.evaluate("performance.getEntriesByName('landlords:playable').length") == 1


def test_corrupt_snapshot_falls_back_to_a_normal_start(server: Server, page: Page) -> None:
    page.goto(server.url)
    assert_ready(page)
    page.wait_for_function("document.documentElement.dataset.snapshot === 'saved'", timeout=30_000)
    page.evaluate(
        """async () => {
            const cache = await caches.open("landlords-python-snapshot");
            for (const key of await cache.keys()) await cache.put(key, new Response(new Uint8Array(4096)));
        }"""
    )
    page.reload()
    assert_ready(page)
    assert snapshot_state(page) in ("made", "saved")
    page.click('[data-index="9"]')
    assert page.locator("#details-title").inner_text().strip() == "Rubeville"


def test_missing_wheel_shows_readable_error(site: Path, tmp_path: Path, page: Page) -> None:
    """A broken deployment says so in words and sets data-state="error"; it never reaches a CDN."""
    broken = copy_site(site, tmp_path / "site")
    for wheel in (broken / "dist").glob("*.whl"):
        wheel.unlink()
    httpd, url = serve.serve_in_thread(broken)
    try:
        page.goto(url)
        assert wait_booted(page) == "error"
        message = page.locator("#boot-error .message").inner_text()
        assert ".whl" in message and "404" in message
        assert page.locator("#boot-error").is_visible()
    finally:
        httpd.shutdown()


def test_names_are_text_not_markup(site: Path, tmp_path: Path, page: Page) -> None:
    """A hostile error string is shown as text: the error box never parses HTML."""
    broken = copy_site(site, tmp_path / "site")
    (broken / "main.py").write_text('raise RuntimeError("<img src=x onerror=alert(1)> boom")\n', "utf-8")
    httpd, url = serve.serve_in_thread(broken)
    try:
        page.goto(url)
        assert wait_booted(page) == "error"
        assert "<img src=x onerror=alert(1)> boom" in page.locator("#boot-error .message").inner_text()
        assert page.locator("#boot-error img").count() == 0
    finally:
        httpd.shutdown()
