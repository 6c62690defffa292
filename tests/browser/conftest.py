"""Fixtures for the browser tests: one built site, loopback servers and Debian's Chromium.

Chromium (launched by build/chromium.py) is told that every host but 127.0.0.1 and localhost does
not exist, and every test records each request the pages (and their service workers) make: a
request to any other host, such as a silent fallback to a CDN, fails the test.
"""

from __future__ import annotations

import contextlib
import fcntl
import importlib.util
import os
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Frame, Page, Playwright, Request, sync_playwright

from .play import answered_inputs

ROOT = Path(__file__).resolve().parents[2]
# The page's Python (``ui``) for the tests that build positions and links with it.
if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))
SITE = ROOT / "_site"
BOOT_TIMEOUT_MS = 90_000
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


def load_build_module(name: str) -> ModuleType:
    """Import a script from build/ by path: build/ is not a package (it would shadow PyPA build)."""
    spec = importlib.util.spec_from_file_location(f"landlords_build_{name}", ROOT / "build" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


serve = load_build_module("serve")
chromium = load_build_module("chromium")
launch = chromium.launch
#: Polls a JS expression from Python: the page's CSP refuses Playwright's wait_for_function.
wait_for = chromium.wait_for


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site: built once per test run (shared by xdist workers through a lock)."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID") or os.environ.setdefault("LANDLORDS_TEST_RUN", uuid.uuid4().hex)
    stamp = ROOT / ".vendor" / "site-built-for"
    stamp.parent.mkdir(exist_ok=True)
    with open(ROOT / ".vendor" / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (stamp.exists() and stamp.read_text() == run and (SITE / "index.html").exists()):
            subprocess.run([sys.executable, str(ROOT / "build" / "site.py"), "--out", str(SITE)], check=True)
            stamp.write_text(run)
    return SITE


@dataclass
class Server:
    """A loopback server for one folder; ``url`` ends in ``/``."""

    root: Path
    url: str


@pytest.fixture(scope="session")
def server(site: Path) -> Iterator[Server]:
    httpd, url = serve.serve_in_thread(site)
    yield Server(site, url)
    httpd.shutdown()


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


#: The page ends a person's turn by itself after a pause when nothing is left to decide, and lets a
#: count run out as a "no" (passing in an auction, declining an offer; both on by default, kept in
#: localStorage): scripted clicks would race them, so the tests' contexts start with both off unless a
#: test turns them on; test_quicker.py and test_silence.py test them, in pages of ``Visitor.page(counts=True)``.
AUTO_END_OFF = (
    "try { for (const key of ['landlords:auto-end', 'landlords:counts']) "
    "if (localStorage.getItem(key) === null) localStorage.setItem(key, 'off'); } catch (e) {}"
)


def plain_context(browser: Browser, **options: object) -> BrowserContext:
    """A context as a visitor's browser is: the page's own end of a turn at its default."""
    return getattr(browser, "plain_new_context", browser.new_context)(**options)  # type: ignore[no-any-return]


def scripted(browser: Browser) -> Browser:
    """The browser, its new contexts starting with the page's own end of a turn off."""
    plain = browser.new_context

    def new_context(**options: object) -> BrowserContext:
        context = plain(**options)  # type: ignore[arg-type]
        context.add_init_script(AUTO_END_OFF)
        return context

    browser.plain_new_context = plain  # type: ignore[attr-defined]
    browser.new_context = new_context  # type: ignore[method-assign]
    return browser


answered_inputs()  # tests wait for the game's answer to each input, as a person does


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    b = scripted(launch(playwright_instance))
    yield b
    b.close()


@dataclass
class Traffic:
    """Every URL requested in a context, with a check that all stayed on loopback."""

    urls: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def record(self, request: Request) -> None:
        self.urls.append(request.url)

    def record_failed(self, request: Request) -> None:
        self.failed.append(f"{request.url} {request.failure}")

    def foreign(self) -> list[str]:
        out = []
        for url in self.urls:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob", "about", "file"):
                continue
            if parts.hostname not in LOCAL_HOSTS:
                out.append(url)
        return out

    def assert_local(self) -> None:
        foreign = self.foreign()
        assert not foreign, f"requests to foreign hosts: {foreign}"


def watch(context: BrowserContext) -> Traffic:
    """Record every request of a context, its pages' and its service workers'."""
    traffic = Traffic()
    context.on("request", traffic.record)
    context.on("requestfailed", traffic.record_failed)
    return traffic


@contextlib.contextmanager
def served_context(browser: Browser, directory: Path) -> Iterator[tuple[BrowserContext, Traffic, str]]:
    """Serve ``directory`` on loopback and open a fresh, watched browser context; yields its URL too."""
    httpd, url = serve.serve_in_thread(directory)
    context = browser.new_context()
    traffic = watch(context)
    try:
        yield context, traffic, url
    finally:
        context.close()
        httpd.shutdown()


@pytest.fixture
def context(browser: Browser) -> Iterator[tuple[BrowserContext, Traffic]]:
    """A fresh context, as a first visit is: for tests of what a first visit does."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    traffic = watch(ctx)
    yield ctx, traffic
    ctx.close()
    traffic.assert_local()


@pytest.fixture
def fresh_page(context: tuple[BrowserContext, Traffic]) -> Page:
    """A page of a first visit (empty caches, no service worker, no Python snapshot)."""
    ctx, _ = context
    return ctx.new_page()


#: What a test may leave behind in the shared context and the next test must not see. Kept: the
#: HTTP cache, Cache Storage (the Python snapshot) and service workers, which make a start warm.
VISIT_STORAGE = "cookies,local_storage,indexeddb,file_systems,websql,shader_cache,shared_storage,storage_buckets"


@pytest.fixture(scope="session")
def warm_context(browser: Browser) -> Iterator[BrowserContext]:
    """One context per test process, shared by most browser tests so that each starts warm, as a
    returning visitor does, instead of compiling the runtime again: a cold start costs the suite
    several seconds per test. Its pages get the tests' own end of a turn (``AUTO_END_OFF``) one by
    one, so that a test can have the visitor's default too."""
    ctx = plain_context(browser, viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


class Visitor:
    """A returning visitor's pages for one test: warm caches, a clean origin, every request watched."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.traffic = Traffic()

    def page(self, width: int = 1280, height: int = 900, *, counts: bool = False) -> Page:
        """A new page of this size; ``counts``: the page's own end of a turn and counts at their
        default (on), as a visitor has them."""
        page = self.context.new_page()
        page.set_viewport_size({"width": width, "height": height})
        if not counts:
            page.add_init_script(AUTO_END_OFF)
        return page

    def leave(self) -> None:
        """Close the pages and clear what the visits stored, keeping what makes a start warm."""
        for open_page in self.context.pages:
            open_page.close()
        origins = {
            f"{u.scheme}://{u.netloc}" for u in map(urlsplit, self.traffic.urls) if u.scheme in ("http", "https")
        }
        if not origins:
            return
        blank = self.context.new_page()
        try:
            cdp = self.context.new_cdp_session(blank)
            for origin in sorted(origins):
                cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": VISIT_STORAGE})
        finally:
            blank.close()


@contextlib.contextmanager
def visiting(context: BrowserContext) -> Iterator[Visitor]:
    """A visitor's pages in ``context`` for one test: afterwards its pages are closed, the origins
    it visited cleared, and every request it made must have stayed on loopback."""
    visit = Visitor(context)
    context.on("request", visit.traffic.record)
    context.on("requestfailed", visit.traffic.record_failed)
    try:
        yield visit
    finally:
        context.remove_listener("request", visit.traffic.record)
        context.remove_listener("requestfailed", visit.traffic.record_failed)
        visit.leave()
    visit.traffic.assert_local()


@pytest.fixture
def visitor(warm_context: BrowserContext) -> Iterator[Visitor]:
    """A returning visitor's pages, in the shared warm context."""
    with visiting(warm_context) as visit:
        yield visit


@pytest.fixture
def page(visitor: Visitor) -> Page:
    """A returning visitor's page at 1280x900 (see ``warm_context``)."""
    return visitor.page()


#: Records the layout shifts not caused by input in ``window.__shifts``, from the first paint on
#: (an init script, installed before any of the page's own).
SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    const nodes = entry.sources.map((s) => s.node?.id || s.node?.nodeName);
    window.__shifts.push({ value: entry.value, t: entry.startTime, nodes });
  }
}).observe({ type: "layout-shift", buffered: true });
"""


def wait_booted(page: Page | Frame) -> str:
    """Wait until the page leaves data-state="loading"; returns the state it reached."""
    page.wait_for_selector('html:not([data-state="loading"])', state="attached", timeout=BOOT_TIMEOUT_MS)
    return str(page.evaluate("document.documentElement.dataset.state"))


def assert_ready(page: Page) -> None:
    """The page booted into a playable state (else show its error text)."""
    state = wait_booted(page)
    error = page.evaluate("document.querySelector('#boot-error .message')?.textContent")
    assert state == "ready", f"boot ended in {state!r}: {error}"


def copy_site(site: Path, dest: Path) -> Path:
    """A private copy of the site for tests that break or change it."""
    shutil.copytree(site, dest)
    return dest
