"""The hosted page in real Chromium: first paint from the build, boot on PyScript to ready, one real
interaction, the Python snapshot, readable failures."""

from __future__ import annotations

import re
import zipfile
from collections import Counter
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from .conftest import Server, Traffic, assert_ready, copy_site, serve, wait_booted, wait_for

pytestmark = pytest.mark.browser


def test_board_is_painted_before_python(server: Server, browser: Browser) -> None:
    """The build pre-renders the board: with scripts off, all 40 spaces and the progress bar show."""
    html = (server.root / "index.html").read_text("utf-8")
    # The other editions' boards follow in <template>s, inert until the reader switches edition.
    assert html.split("<template", 1)[0].count('class="space') == 40
    assert 'data-state="loading"' in html
    ctx = browser.new_context(java_script_enabled=False)
    try:
        page = ctx.new_page()
        page.goto(server.url)
        assert page.locator("#board-holder svg .space").count() == 40
        assert page.locator("#board-holder svg").bounding_box()["width"] > 400  # type: ignore[index]
        assert page.get_by_text("Public Treasury", exact=True).is_visible()
        assert page.locator("#boot-progress").is_visible()
        assert page.locator("#boot-status").inner_text().startswith("Loading the game (about 6 MB).")
        assert page.locator("#setup-form #start").is_visible()  # the setup form is HTML too
    finally:
        ctx.close()


def test_boots_and_click_shows_details(
    server: Server, fresh_page: Page, context: tuple[BrowserContext, Traffic]
) -> None:
    fresh_page.goto(server.url)
    assert_ready(fresh_page)
    assert fresh_page.locator("#boot").is_hidden()
    assert fresh_page.locator("#boot-error").is_hidden()
    assert fresh_page.locator(".space.selected").count() == 0

    fresh_page.click('[data-index="13"]')
    assert fresh_page.locator("#details-title").inner_text().strip() == "Soakum Lighting System"
    details = fresh_page.locator("#details").inner_text()
    assert re.search(r"Kind\s+Franchise", details)
    assert re.search(r"Price\s+\$50", details)
    assert re.search(r"Rate\s+\$5", details)
    assert "A public utility in private hands." in details
    # The SVG itself marks the selection (redrawn by the engine in the page).
    assert fresh_page.locator('.space.selected[data-index="13"]').count() == 1
    assert fresh_page.locator(".ring").count() == 1
    assert fresh_page.get_attribute('[data-index="13"]', "aria-pressed") == "true"

    # A second choice moves the mark; the keyboard works too.
    fresh_page.focus('[data-index="31"]')
    fresh_page.keyboard.press("Enter")
    assert fresh_page.locator("#details-title").inner_text().strip() == "Broadway"
    assert fresh_page.locator(".space.selected").count() == 1
    assert fresh_page.get_attribute('[data-index="13"]', "aria-pressed") == "false"
    assert fresh_page.evaluate("document.activeElement.dataset.index") == "31"

    # An inner Natural Opportunity space.
    fresh_page.click('[data-opportunity="3"]')
    assert fresh_page.locator("#details-title").inner_text().strip() == "Oil Fields"
    assert re.search(r"Wages\s+\$100", fresh_page.locator("#details").inner_text())

    # The economics lab is one click from the game, and it is there.
    lab = fresh_page.locator("#open-lab")
    assert lab.is_visible() and lab.inner_text() == "Economics lab"
    assert fresh_page.request.get(server.url + str(lab.get_attribute("href")).removeprefix("./")).ok

    _, traffic = context
    assert any(u.endswith(".whl") for u in traffic.urls)
    assert any(u.endswith("/vendor/pyscript/core.js") for u in traffic.urls)
    assert any(u.endswith("/vendor/pyodide/pyodide.asm.wasm") for u in traffic.urls)
    # The wheel is unpacked by PyScript's `files`: micropip is neither shipped nor fetched.
    assert not any("micropip" in u for u in traffic.urls)
    traffic.assert_local()


def snapshot_state(page: Page) -> str | None:
    return page.evaluate("document.documentElement.dataset.snapshot ?? null")  # type: ignore[no-any-return]


def wait_snapshot_kept(page: Page) -> None:
    assert wait_for(page, "document.documentElement.dataset.snapshot", 60_000) in ("making", "saved")
    wait_for(page, "document.documentElement.dataset.snapshot === 'saved'", 60_000)


def test_second_visit_restores_python_snapshot_and_selection(
    server: Server, context: tuple[BrowserContext, Traffic], fresh_page: Page
) -> None:
    """The first visit snapshots its own fresh Python as it starts; the next one starts from it."""
    ctx, _ = context
    runtime: Counter[str] = Counter()  # the runtime's files asked for by the page and its workers
    ctx.on("request", lambda r: r.service_worker or "/vendor/pyodide/" not in r.url or runtime.update([r.url]))
    fresh_page.goto(server.url)
    assert_ready(fresh_page)
    assert snapshot_state(fresh_page) != "used"
    fresh_page.click('[data-index="38"]')
    wait_snapshot_kept(fresh_page)
    # One runtime a visit: the snapshot came from the visit's own interpreter, not from a second
    # one that asks for the runtime again (the service worker's offline copy aside).
    assert any(url.endswith("/pyodide.asm.wasm") for url in runtime) and max(runtime.values()) == 1, runtime
    fresh_page.reload()
    assert_ready(fresh_page)
    assert snapshot_state(fresh_page) == "used"
    assert fresh_page.locator("#details-title").inner_text().strip() == "Wall Street"
    assert fresh_page.locator('.space.selected[data-index="38"]').count() == 1
    # Python restored from the snapshot still reaches every browser global the page uses.
    fresh_page.click('[data-index="2"]')
    assert fresh_page.locator("#details-title").inner_text().strip() == "Fuel"
    assert fresh_page.evaluate("performance.getEntriesByName('landlords:playable').length") == 1
    # A visit that restored Python makes no new snapshot.
    fresh_page.wait_for_timeout(1500)
    assert snapshot_state(fresh_page) == "used"


def test_corrupt_snapshot_is_replaced(server: Server, fresh_page: Page) -> None:
    fresh_page.goto(server.url)
    assert_ready(fresh_page)
    wait_snapshot_kept(fresh_page)
    fresh_page.evaluate(
        """async () => {
            const cache = await caches.open("landlords-python-snapshot");
            for (const key of await cache.keys()) await cache.put(key, new Response(new Uint8Array(4096)));
        }"""
    )
    fresh_page.reload()
    assert_ready(fresh_page)
    fresh_page.click('[data-index="9"]')
    assert fresh_page.locator("#details-title").inner_text().strip() == "Rubeville"
    # The rejected snapshot was dropped and a good one made in its place.
    assert snapshot_state(fresh_page) in ("rejected", "making", "saved")
    wait_snapshot_kept(fresh_page)
    fresh_page.reload()
    assert_ready(fresh_page)
    assert snapshot_state(fresh_page) == "used"


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
        assert ".whl" in message and "404" in message, message
        assert page.locator("#boot-error").is_visible()
    finally:
        httpd.shutdown()


HOSTILE = 'raise RuntimeError("<img src=x onerror=alert(1)> boom")\n'


def break_start(site: Path, where: str) -> None:
    """Make the start fail with a hostile message: main.py itself (Python in the page), the worker's
    start of the game, or a damaged ui package the worker cannot import."""
    if where == "page":
        (site / "main.py").write_text(HOSTILE, "utf-8")
    elif where == "worker":
        script = site / "game_worker.py"
        head = "def start(boot: dict[str, Any]) -> None:\n"
        assert head in script.read_text("utf-8")
        script.write_text(script.read_text("utf-8").replace(head, head + "    " + HOSTILE), "utf-8")
    else:
        archive = site / "dist" / "ui.zip"
        with zipfile.ZipFile(archive) as old:
            files = {name: old.read(name) for name in old.namelist() if "worker_dom" not in name}
        files["ui/worker_dom.py"] = HOSTILE.encode()
        with zipfile.ZipFile(archive, "w") as new:
            for name, data in files.items():
                new.writestr(name, data)


@pytest.mark.parametrize("where", ["page", "worker", "worker-import"])
def test_names_are_text_not_markup(site: Path, tmp_path: Path, page: Page, where: str) -> None:
    """A hostile error string is shown as text: the error box never parses HTML, wherever Python
    runs and however early it fails."""
    broken = copy_site(site, tmp_path / "site")
    break_start(broken, where)
    httpd, url = serve.serve_in_thread(broken)
    try:
        page.goto(f"{url}?python={where.split('-')[0]}")
        assert wait_booted(page) == "error"
        assert "<img src=x onerror=alert(1)> boom" in page.locator("#boot-error .message").inner_text()
        assert page.locator("#boot-error img").count() == 0
    finally:
        httpd.shutdown()
