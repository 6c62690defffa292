"""Load benchmark: how much our page adds on top of Pyodide itself (a script, not a test).

    python build/bench_load.py [--runs 5] [--variants unpack,micropip,pyscript]

Builds the shipped page (plain Pyodide, wheel unpacked) and, to compare, a micropip variant and a
PyScript variant (``files`` unpacks the wheel; no service worker, no Python snapshot). Prints, for
this machine: bare ``loadPyodide`` on a blank page; our time to board visible (first contentful
paint, which includes the pre-rendered board); time to ``data-state="ready"`` cold (a new browser
context: empty HTTP cache, no service worker, no snapshot) and warm (the same context reloaded, so
Chromium's HTTP cache, our service worker and the Python snapshot all work); bytes transferred raw
and gzipped; and the ratios ready/bare and warm/cold. Medians of ``--runs`` runs each. Requests are
never routed (that would disable the HTTP cache); the server sends ``Cache-Control: max-age=600``
as GitHub Pages does.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from chromium import launch  # noqa: E402 - build/ is not a package
from serve import serve_in_thread  # noqa: E402

BARE = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
await loadPyodide({ indexURL: "./vendor/pyodide/" });
window.bareDone = performance.now();
</script>"""


def load_site_module() -> Any:
    spec = importlib.util.spec_from_file_location("landlords_site_build", HERE / "site.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bare_load(browser: Browser, url: str) -> float:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url + "bench-bare.html")
        page.wait_for_function("window.bareDone !== undefined", timeout=120_000)
        return float(page.evaluate("window.bareDone")) / 1000
    finally:
        context.close()


READY = "performance.getEntriesByName('landlords:playable')[0]?.startTime ?? null"
FCP = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"


def wait_ready(page: Any) -> float:
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'", timeout=120_000, polling=20)
    state = page.evaluate("document.documentElement.dataset.state")
    if state != "ready":
        raise RuntimeError(f"page ended in {state}: {page.inner_text('#boot-error')}")
    page.wait_for_function(f"({READY}) !== null", timeout=10_000)
    return float(page.evaluate(READY)) / 1000


def page_load(browser: Browser, url: str, service_worker: bool = True) -> dict[str, float]:
    """One cold load (fresh context) then one warm reload in the same context."""
    context = browser.new_context()
    raw = packed = 0
    bodies: list[Any] = []
    context.on("response", lambda response: bodies.append(response))
    try:
        page = context.new_page()
        page.goto(url)
        cold = wait_ready(page)
        page.wait_for_function(f"({FCP}) !== null", timeout=10_000)
        fcp = float(page.evaluate(FCP)) / 1000
        for response in bodies:
            try:
                body = response.body()
            except Exception:  # redirects and aborted requests have no body
                continue
            raw += len(body)
            packed += len(gzip.compress(body, 6))
        if service_worker:
            # Let the service worker finish precaching and take control, as between visits.
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        page.reload()
        warm = wait_ready(page)
        return {"cold": cold, "warm": warm, "fcp": fcp, "raw": raw, "gzip": packed}
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--variants", default="unpack,micropip,pyscript", help="page variants to compare")
    args = parser.parse_args(argv)
    site_module = load_site_module()
    work = Path(tempfile.mkdtemp(prefix="bench-"))
    results: dict[str, dict[str, float]] = {}
    try:
        sites = {}
        for variant in args.variants.split(","):
            out = site_module.build(work / variant, ROOT / "node_modules", variant)
            (out / "bench-bare.html").write_text(BARE, "utf-8")
            sites[variant] = out
        with sync_playwright() as p:
            browser = launch(p)
            servers = {v: serve_in_thread(s) for v, s in sites.items()}
            first_url = next(iter(servers.values()))[1]
            bare_load(browser, first_url)  # warm up the browser process itself
            # Rounds interleave the variants so a busy machine slows them alike.
            bares: list[float] = []
            runs: dict[str, list[dict[str, float]]] = {v: [] for v in servers}
            for _ in range(args.runs):
                bares.append(bare_load(browser, first_url))
                for variant, (_, url) in servers.items():
                    runs[variant].append(page_load(browser, url, service_worker=variant != "pyscript"))
            bare = statistics.median(bares)
            for variant, rows in runs.items():
                results[variant] = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
            for httpd, _ in servers.values():
                httpd.shutdown()
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"Load benchmark, median of {args.runs} (Chromium, loopback server, HTTP cache on)")
    print(f"  bare loadPyodide on a blank page: {bare:.2f} s")
    for variant, r in results.items():
        shipped = " (shipped)" if variant == "unpack" else ""
        print(f"  [{variant}{shipped}]")
        print(f"    board visible (first contentful paint): {r['fcp']:.3f} s   goal <= 0.3 s")
        print(f"    ready, cold: {r['cold']:.2f} s   ready/bare = {r['cold'] / bare:.2f}x   goal <= 1.15x")
        print(f"    ready, warm: {r['warm']:.2f} s   warm/cold  = {r['warm'] / r['cold']:.2f}x   goal <= 0.5x")
        print(f"    transferred cold: {r['raw'] / 1e6:.2f} MB raw, {r['gzip'] / 1e6:.2f} MB gzipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
