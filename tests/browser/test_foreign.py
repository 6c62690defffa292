"""No foreign host, enforced twice: Chromium resolves no host but loopback (and our traffic check
names any request that tries), and the page's Content-Security-Policy refuses other origins before
a request is even made. A missing or misconfigured runtime fails loudly and never reaches a CDN."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from .conftest import ROOT, Server, Traffic, assert_ready, copy_site, served_context, wait_booted, watch

pytestmark = pytest.mark.browser

CDN_PYODIDE = "https://cdn.jsdelivr.net/pyodide/v314.0.7/full/pyodide.mjs"
#: Records the page's CSP violations from its first script on (init scripts are not bound by CSP).
RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__violations.push({ uri: e.blockedURI, directive: e.effectiveDirective }));
"""


def assert_refused_by_csp(traffic: Traffic) -> None:
    """Chromium lists a request the policy stopped, as failed with "csp": it never left the browser."""
    assert traffic.foreign(), "expected the refused attempts to be listed"
    for url in traffic.foreign():
        assert f"{url} csp" in traffic.failed, (url, traffic.failed)


def point_interpreter_at_cdn(site: Path) -> None:
    index = site / "index.html"
    html = index.read_text("utf-8")
    assert '"interpreter": "./python.js"' in html
    index.write_text(html.replace('"interpreter": "./python.js"', f'"interpreter": "{CDN_PYODIDE}"'), "utf-8")


def test_guard_catches_a_cdn_request(site: Path, tmp_path: Path, browser: Browser) -> None:
    """Without the CSP, a page pointed at a CDN fails to boot here, and the traffic check names the host."""
    broken = copy_site(site, tmp_path / "site")
    point_interpreter_at_cdn(broken)
    index = broken / "index.html"
    html, removed = re.subn(r'<meta http-equiv="Content-Security-Policy"[^>]*>\n', "", index.read_text("utf-8"))
    assert removed == 1
    index.write_text(html, "utf-8")
    with served_context(browser, broken) as (context, traffic, url):
        page = context.new_page()
        page.goto(url)
        assert wait_booted(page) == "error"
    assert any("cdn.jsdelivr.net" in u for u in traffic.foreign())
    with pytest.raises(AssertionError, match="foreign hosts"):
        traffic.assert_local()


@pytest.mark.parametrize("where", ["page", "worker"])
def test_csp_blocks_a_cdn_runtime_before_any_request(site: Path, tmp_path: Path, browser: Browser, where: str) -> None:
    """With the CSP, the same misconfiguration is refused by the browser itself, loudly: on the page,
    or in the game's worker (which has the page's policy; its violation is reported there)."""
    broken = copy_site(site, tmp_path / "site")
    point_interpreter_at_cdn(broken)
    with served_context(browser, broken) as (context, traffic, url):
        context.add_init_script(RECORD_VIOLATIONS)
        page = context.new_page()
        page.goto(f"{url}?python={where}")
        assert wait_booted(page) == "error"
        assert page.locator("#boot-error").is_visible()
        message = page.locator("#boot-error .message").inner_text()
        violations = page.evaluate("window.__violations")
    if where == "page":
        assert {"uri": CDN_PYODIDE, "directive": "script-src-elem"} in violations, violations
    assert CDN_PYODIDE in message
    assert_refused_by_csp(traffic)


def test_csp_blocks_scripts_reaching_other_hosts(server: Server, browser: Browser) -> None:
    """Once the game runs, a script that fetches, imports or loads from another host is refused."""
    context = browser.new_context()
    traffic = watch(context)
    context.add_init_script(RECORD_VIOLATIONS)
    try:
        page = context.new_page()
        page.goto(server.url)
        assert_ready(page)
        outcome = page.evaluate(
            """async () => {
                const tried = {};
                const settle = (promise) => promise.then(() => "loaded", () => "refused");
                tried.fetch = await settle(fetch("https://example.com/data.json"));
                tried.import = await settle(import("https://cdn.jsdelivr.net/npm/x/index.js"));
                tried.script = await new Promise((done) => {
                    const s = document.createElement("script");
                    s.src = "https://unpkg.com/x.js";
                    s.onload = () => done("loaded");
                    s.onerror = () => done("refused");
                    document.head.append(s);
                });
                tried.inline = await new Promise((done) => {
                    const s = document.createElement("script");
                    s.textContent = "window.__inline = true";
                    document.head.append(s);
                    setTimeout(() => done(window.__inline ? "ran" : "refused"), 100);
                });
                return tried;
            }"""
        )
        violations = page.evaluate("window.__violations")
    finally:
        context.close()
    assert outcome == {"fetch": "refused", "import": "refused", "script": "refused", "inline": "refused"}
    blocked = {(v["uri"], v["directive"]) for v in violations}
    assert ("https://example.com/data.json", "connect-src") in blocked
    assert ("https://cdn.jsdelivr.net/npm/x/index.js", "script-src-elem") in blocked
    assert ("https://unpkg.com/x.js", "script-src-elem") in blocked
    assert ("inline", "script-src-elem") in blocked
    assert_refused_by_csp(traffic)


@pytest.mark.parametrize(
    ("missing", "named"),
    [
        ("vendor/pyscript/core.js", "vendor/pyscript/core.js"),
        ("python.js", "python.js"),
        ("vendor/pyodide/pyodide.mjs", "pyodide.mjs"),
        ("vendor/pyodide/pyodide.asm.wasm", "pyodide.asm.wasm (HTTP 404)"),
    ],
)
def test_missing_runtime_fails_loudly_and_stays_home(
    site: Path, tmp_path: Path, browser: Browser, missing: str, named: str
) -> None:
    """A deployment without part of the vendored runtime says so in the page and asks no other host."""
    broken = copy_site(site, tmp_path / "site")
    (broken / missing).unlink()
    with served_context(browser, broken) as (context, traffic, url):
        page = context.new_page()
        page.goto(url)
        assert wait_booted(page) == "error"
        assert page.locator("#boot-error").is_visible()
        message = page.locator("#boot-error .message").inner_text()
        assert named in message
    assert any(u.endswith("/" + missing) for u in traffic.urls)
    traffic.assert_local()


def test_packages_variant_boots_and_stays_home(tmp_path: Path, browser: Browser) -> None:
    """The bench's micropip build (`packages`) boots from the vendored micropip, never PyPI or a CDN."""
    out = tmp_path / "packages-site"
    subprocess.run(
        [sys.executable, str(ROOT / "build" / "site.py"), "--install", "packages", "--out", str(out), "--no-npm"],
        check=True,
    )
    assert list((out / "vendor" / "pyodide").glob("micropip-*.whl"))
    with served_context(browser, out) as (context, traffic, url):
        page = context.new_page()
        page.goto(url)
        assert_ready(page)
        page.click('[data-index="36"]')
        assert page.locator("#details-title").inner_text().strip() == "Grand Boulevard"
    assert any("/vendor/pyodide/micropip-" in u for u in traffic.urls)
    traffic.assert_local()
