"""Offline play: after one visit the service worker serves everything; the single file needs no server."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from .conftest import assert_ready, copy_site, load_build_module, served_context, wait_for, watch
from .play import settle

pytestmark = pytest.mark.browser


def cache_name(site: Path) -> str:
    found = re.search(r'const CACHE = "(landlords-site-[0-9a-f]+)"', (site / "sw.js").read_text("utf-8"))
    assert found, "sw.js names no hash-versioned cache"
    return found[1]


def wait_controlled(page: Page) -> None:
    wait_for(page, "navigator.serviceWorker.controller !== null", 60_000)


def click_and_check(page: Page, index: int, name: str) -> None:
    page.click(f'[data-index="{index}"]')
    assert page.locator("#details-title").inner_text().strip() == name
    assert page.locator(f'.space.selected[data-index="{index}"]').count() == 1


def test_plays_offline_after_one_visit(site: Path, tmp_path: Path, browser: Browser) -> None:
    copy = copy_site(site, tmp_path / "site")
    with served_context(browser, copy) as (context, traffic, url):
        page = context.new_page()
        page.goto(url)
        assert_ready(page)
        wait_controlled(page)
        first = cache_name(copy)
        assert [k for k in page.evaluate("caches.keys()") if k.startswith("landlords-site-")] == [first]
        cached = page.evaluate(f"caches.open('{first}').then(c => c.keys()).then(r => r.map(q => q.url))")
        for name in (
            "vendor/pyodide/pyodide.asm.wasm",
            "vendor/pyodide/python_stdlib.zip",
            "vendor/pyscript/core.js",
            "python.js",
            "main.py",
            "boot.js",
            "manifest.webmanifest",
        ):
            assert url + name in cached
        assert any(u.endswith(".whl") for u in cached)

        context.set_offline(True)
        page.reload()
        assert_ready(page)
        click_and_check(page, 27, "Slambang Trolley")
        # A fresh tab, still offline, boots from the cache too.
        other = context.new_page()
        other.goto(url)
        assert_ready(other)
        click_and_check(other, 5, "Royal Rusher R. R.")
        other.close()

        # A new build gets a new cache name and the old cache is deleted.
        context.set_offline(False)
        with (copy / "main.py").open("a", encoding="utf-8") as f:
            f.write("\n# a new build\n")
        site_module = load_build_module("site")
        site_module.write_service_worker(copy, exclude=site_module.NOT_PRECACHED)
        second = cache_name(copy)
        assert second != first
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        wait_for(
            page,
            "caches.keys().then(keys => keys.filter(k => k.startsWith('landlords-site-')))"
            f".then(k => k.length === 1 && k[0] === '{second}')",
            60_000,
        )
        # The Python snapshot is not a site cache: a new build keeps it (this page, reloaded offline,
        # started from it: "used"; one that made it says "saved").
        wait_for(page, "['saved', 'used'].includes(document.documentElement.dataset.snapshot)", 60_000)
        assert "landlords-python-snapshot" in page.evaluate("caches.keys()")
    traffic.assert_local()


@pytest.mark.parametrize(("query", "python"), [("", "worker"), ("?python=page", "page")])
def test_single_file_plays_from_file_url_offline(
    site: Path, tmp_path: Path, browser: Browser, query: str, python: str
) -> None:
    """The downloaded file alone, opened from disk with no network at all: its Python in a worker
    (a classic one, with the page's compiled wasm lent to it), or in the page when asked."""
    alone = tmp_path / "saved" / "landlords-game.html"
    alone.parent.mkdir()
    alone.write_bytes((site / "landlords-game.html").read_bytes())
    context = browser.new_context(offline=True)
    traffic = watch(context)
    try:
        page = context.new_page()
        page.goto(alone.as_uri() + query)
        assert_ready(page)
        assert page.evaluate("document.documentElement.dataset.python") == python
        if python == "worker":
            assert page.evaluate("document.documentElement.dataset.wasm") == "lent"
        click_and_check(page, 39, "Luxury")
        # A game starts and a move is made (through the worker, in worker mode).
        page.locator("#setup button[type=submit]").click()
        page.locator("#turn button.primary").first.wait_for()
        settle(page)
        heading = page.locator("#turn h2").inner_text()
        page.locator("#turn button.primary").first.click()
        settle(page)
        wait_for(page, f"document.querySelector('#turn h2').textContent !== {json.dumps(heading)}")
        assert page.locator("#download").inner_text() == "Offline edition"
        # Its share link is a file: address, which opens the game on this computer only: said so.
        page.click("#menu-keep")
        assert page.input_value("#share-link").startswith("file:")
        words = page.locator("dialog[open]").inner_text()
        assert "opens the game only here" in words and "Anyone opening this link" not in words
        page.keyboard.press("Escape")
        # The lab is a page of the hosted site: the single file does not link to what it lacks.
        assert page.locator("#open-lab").count() == 0
    finally:
        context.close()
    # blob: is the worker's own code, made in the page.
    assert all(u.startswith(("file:", "data:", "blob:")) for u in traffic.urls), traffic.urls
    traffic.assert_local()
