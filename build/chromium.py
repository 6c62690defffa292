"""How the tests and the load bench launch Chromium: Debian's build, no host but loopback.

Every host other than 127.0.0.1 and localhost is made unresolvable, so a page that reaches for a
CDN fails visibly instead of quietly working. Request routing is not used for this: it turns off
Chromium's HTTP cache.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Frame, Page, Playwright

#: Debian's Chromium here and in CI; elsewhere Playwright's own build (``playwright install chromium``).
CHROMIUM = os.environ.get("LANDLORDS_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
]


def playwright_disabled_features() -> str | None:
    """The exact ``--disable-features=`` switch Playwright adds, read from its bundled driver."""
    import playwright

    driver = Path(playwright.__file__).parent / "driver" / "package" / "lib"
    for path in driver.rglob("*.js"):
        text = path.read_text("utf-8", errors="replace")
        found = re.search(r"disabledFeatures = \[(.*?)\]\.filter\(Boolean\)", text, re.S)
        if found:
            body = re.sub(r"//[^\n]*", "", found[1])
            return "--disable-features=" + ",".join(re.findall(r'"([^"]+)"', body))
    return None


def launch(playwright: Playwright, *, partitioned_storage: bool = False) -> Browser:
    """Chromium with every foreign host unresolvable.

    ``partitioned_storage`` turns third-party storage partitioning back on, as real browsers have
    it (Playwright switches it off, which denies storage to cross-site iframes).
    """
    ignore: list[str] = []
    if partitioned_storage:
        switch = playwright_disabled_features()
        if switch is None:
            raise RuntimeError("could not find Playwright's --disable-features switch")
        ignore.append(switch)
    executable = CHROMIUM if Path(CHROMIUM).exists() else None
    return playwright.chromium.launch(executable_path=executable, args=ARGS, ignore_default_args=ignore)


def wait_for(target: Page | Frame, expression: str, timeout_ms: float = 60_000, interval_ms: float = 20) -> Any:
    """Poll a JS expression until it is truthy; returns its value.

    Not Playwright's ``wait_for_function``: that evaluates its predicate as a string inside the
    page, which the page's Content-Security-Policy (no ``unsafe-eval``) refuses.
    """
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        value = target.evaluate(expression)
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout_ms / 1000:.0f} s for {expression}")
        time.sleep(interval_ms / 1000)
