"""Installable and never frozen: the web app manifest, and the start-up progress bar."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from .conftest import Server, Traffic, assert_ready, wait_for

pytestmark = pytest.mark.browser

#: Every text the start-up status shows, recorded from the first script on (init scripts run
#: before the page's own and are not bound by its CSP).
RECORD_STAGES = """
window.__stages = [];
new MutationObserver(() => {
  const text = document.getElementById("boot-status")?.textContent;
  if (text && window.__stages.at(-1) !== text) window.__stages.push(text);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def test_manifest_is_linked_valid_and_installable(server: Server, page: Page) -> None:
    manifest = json.loads((server.root / "manifest.webmanifest").read_text("utf-8"))
    assert manifest["name"] == "The Landlord's Game"
    assert manifest["short_name"]
    assert manifest["start_url"] == "./"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"].startswith("#")
    page.goto(server.url)
    assert_ready(page)
    assert page.get_attribute('link[rel="manifest"]', "href") == "./manifest.webmanifest"
    assert page.get_attribute('meta[name="theme-color"]', "content") == manifest["theme_color"]
    response = page.request.get(server.url + "manifest.webmanifest")
    assert response.ok
    for icon in manifest["icons"]:
        fetched = page.request.get(server.url + icon["src"])
        assert fetched.ok and fetched.headers["content-type"].startswith(icon["type"]), icon
    # Chromium's own reading of it: no parse errors, and nothing stops an install.
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["url"] == server.url + "manifest.webmanifest"
    assert parsed["errors"] == []
    wait_for(page, "navigator.serviceWorker.controller !== null", 60_000)
    errors = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    # Test contexts are incognito profiles, where Chromium never offers an install; nothing else.
    assert [e for e in errors if e != "in-incognito"] == [], errors


def test_installed_app_starts_offline(server: Server, browser: Browser, tmp_path: Path) -> None:
    """What an installed app opens (the manifest's start_url) plays with the network gone."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(server.url)
        assert_ready(page)
        wait_for(page, "navigator.serviceWorker.controller !== null", 60_000)
        context.set_offline(True)
        start = json.loads((server.root / "manifest.webmanifest").read_text("utf-8"))["start_url"]
        installed = context.new_page()
        installed.goto(server.url + start.removeprefix("./"))
        assert_ready(installed)
        installed.click('[data-index="31"]')
        assert installed.locator("#details-title").inner_text().strip() == "Broadway"
    finally:
        context.close()


def test_progress_names_each_stage_and_moves_on_the_compositor(
    server: Server, fresh_page: Page, context: tuple[BrowserContext, Traffic]
) -> None:
    ctx, _ = context
    ctx.add_init_script(RECORD_STAGES)
    fresh_page.goto(server.url, wait_until="commit")
    # While Python starts: the bar sweeps with a transform-only animation (which Chromium runs off
    # the main thread, so it moves while Python holds that thread) and says what is happening.
    sweep = wait_for(
        fresh_page,
        """() => document.getAnimations().filter(a => a.animationName === 'boot-sweep' && a.playState === 'running')
            .map(a => a.effect.getKeyframes().flatMap(k => Object.keys(k))
            .filter(p => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)))[0]""",
        30_000,
    )
    assert sweep == ["transform", "transform"]
    assert fresh_page.get_attribute("#boot-progress", "role") == "progressbar"
    assert_ready(fresh_page)
    assert fresh_page.locator("#boot").is_hidden()
    stages = fresh_page.evaluate("window.__stages")
    # Over the setup form (pre-rendered, usable meanwhile) one sentence; the bar shows the stage.
    assert stages == ["Loading the game (about 6 MB). You can choose your game meanwhile."], stages
    assert fresh_page.evaluate("document.getAnimations().filter(a => a.animationName === 'boot-sweep').length") == 0


def test_progress_sweep_stops_for_reduced_motion(browser: Browser, server: Server) -> None:
    context = browser.new_context(reduced_motion="reduce")
    try:
        page = context.new_page()
        page.goto(server.url, wait_until="commit")
        page.wait_for_selector("#boot-progress")
        assert page.evaluate("document.getAnimations().filter(a => a.animationName === 'boot-sweep').length") == 0
        assert_ready(page)
    finally:
        context.close()
