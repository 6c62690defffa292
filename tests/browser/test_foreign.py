"""The no-foreign-host guard itself: it catches a page that reaches for a CDN, and PyScript stays home."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from .conftest import ROOT, assert_ready, copy_site, served_context, wait_booted

pytestmark = pytest.mark.browser


def test_guard_catches_a_cdn_request(site: Path, tmp_path: Path, browser: Browser) -> None:
    """A page pointed at a CDN fails to boot here, and the traffic check names the foreign host."""
    broken = copy_site(site, tmp_path / "site")
    index = broken / "index.html"
    index.write_text(
        index.read_text("utf-8").replace('"./vendor/pyodide/"', '"https://cdn.jsdelivr.net/pyodide/v314.0.7/full/"'),
        "utf-8",
    )
    with served_context(browser, broken) as (context, traffic, url):
        page = context.new_page()
        page.goto(url)
        assert wait_booted(page) == "error"
    assert any("cdn.jsdelivr.net" in u for u in traffic.foreign())
    with pytest.raises(AssertionError, match="foreign hosts"):
        traffic.assert_local()


def test_pyscript_variant_never_falls_back_to_its_cdn(tmp_path: Path, browser: Browser) -> None:
    """The benchmark's PyScript build boots from the vendored Pyodide, not PyScript's CDN default."""
    out = tmp_path / "pyscript-site"
    subprocess.run(
        [sys.executable, str(ROOT / "build" / "site.py"), "--install", "pyscript", "--out", str(out), "--no-npm"],
        check=True,
    )
    assert (out / "vendor" / "pyscript" / "core.js").exists()
    assert not list((out / "vendor" / "pyscript").glob("*.map"))
    with served_context(browser, out) as (context, traffic, url):
        page = context.new_page()
        page.goto(url)
        assert_ready(page)
        page.click('[data-index="36"]')
        assert page.locator("#details-title").inner_text().strip() == "Grand Boulevard"
    assert any(u.endswith("/vendor/pyscript/core.js") for u in traffic.urls)
    assert any(u.endswith("/vendor/pyodide/pyodide.asm.wasm") for u in traffic.urls)
    traffic.assert_local()
