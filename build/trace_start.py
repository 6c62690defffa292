"""Where a cold start spends the renderer's main thread (a script, not a test).

    python build/trace_start.py [--runs 3] [--site DIR]

Loads the built site cold (a new browser context: no HTTP cache, service worker or snapshot) with
Chromium's tracing on, and, for comparison, bare ``loadPyodide`` on a blank page. For each it prints
how busy the renderer's main thread was until ready, and splits the page's busy time into stages:
parsing the HTML and laying out the pre-rendered board before the first paint, PyScript's and
Pyodide's JavaScript, Pyodide's own start (the long run of Python and wasm until PyScript reports the
interpreter), unpacking the wheel and the UI zip, PyScript's Python before ``main.py``, ``main.py``'s
imports and the first screen (from the page's own marks: ``landlords:main``, ``landlords:imported``,
``landlords:playable``). The cold start is bound by this one thread, so the stages say what to cut.
Medians of ``--runs``; timings depend on the machine (say its load with any figure you quote).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, sync_playwright

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_load import BARE, FCP, READY  # noqa: E402 - build/ is not a package
from chromium import launch, wait_for  # noqa: E402
from serve import serve_in_thread  # noqa: E402

CATEGORIES = ["devtools.timeline", "v8.execute", "blink", "loading", "disabled-by-default-devtools.timeline"]
#: PyScript's progress events and the page's marks, recorded with the page's clock.
LISTEN = """
window.__stages = {};
addEventListener('py:progress', (e) => { __stages[String(e.detail)] ??= performance.now(); });
document.addEventListener('py:ready', () => { __stages['py:ready'] ??= performance.now(); });
"""
MARKS = "Object.fromEntries(performance.getEntriesByType('mark').map((e) => [e.name, e.startTime]))"


def main_thread_tasks(trace_path: Path) -> list[tuple[float, float]]:
    """The renderer main thread's top-level tasks as (start, duration) in ms from navigation."""
    data = json.loads(trace_path.read_text("utf-8"))
    events: list[dict[str, Any]] = data["traceEvents"] if isinstance(data, dict) else data
    # The page's renderer main thread: the one that worked most (a blank page Playwright opened
    # first, or the previous context's renderer, may show up too); time counts from its first commit.
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("name") == "thread_name"}
    work: dict[tuple[int, int], int] = {}
    for e in events:
        if e.get("name") == "RunTask" and e.get("ph") == "X":
            work[(e["pid"], e["tid"])] = work.get((e["pid"], e["tid"]), 0) + e.get("dur", 0)
    main = max((k for k in work if k in threads and threads[k] == "CrRendererMain"), key=work.__getitem__)
    origin = min(
        e["ts"] for e in events if e.get("name") == "DocumentLoader::CommitNavigation" and (e["pid"], e["tid"]) == main
    )
    tasks = [
        ((e["ts"] - origin) / 1000, e.get("dur", 0) / 1000)
        for e in events
        if (e["pid"], e["tid"]) == main and e.get("ph") == "X" and e.get("name") == "RunTask"
    ]
    tasks.sort()
    return tasks


def busy(tasks: list[tuple[float, float]], start: float, end: float) -> float:
    """Milliseconds of main-thread work between ``start`` and ``end``."""
    return sum(max(0.0, min(s + d, end) - max(s, start)) for s, d in tasks)


def traced(browser: Browser, url: str, done: str, listen: bool, out: Path) -> tuple[list[tuple[float, float]], Any]:
    context = browser.new_context()
    try:
        if listen:
            context.add_init_script(LISTEN)
        page = context.new_page()
        browser.start_tracing(page=page, path=str(out), categories=CATEGORIES)
        page.goto(url)
        wait_for(page, done, 120_000)
        page.wait_for_timeout(100)
        browser.stop_tracing()
        facts = page.evaluate(
            f"({{marks: {MARKS}, stages: window.__stages ?? {{}}, fcp: {FCP}, ready: {READY},"
            " bare: window.bareDone ?? null})"
        )
        # The page's clock starts at navigation; the trace's origin is the navigation's commit.
        # Their gap is a few ms and the same for both pages, so the stages below ignore it.
        return main_thread_tasks(out), facts
    finally:
        context.close()


def stages_of(tasks: list[tuple[float, float]], facts: Any) -> dict[str, float]:
    """The page's main-thread time per stage (ms), cut at the page's own events and marks."""
    marks, stages = facts["marks"], facts["stages"]
    cuts = [
        ("before first paint (HTML, style, board layout)", facts["fcp"]),
        ("PyScript and Pyodide JS, Pyodide's start", stages["Loading files"]),
        ("unpacking the wheel and UI zip (files)", stages["Loaded files"]),
        ("PyScript's Python before main.py", marks["landlords:main"]),
        ("main.py: import ui.app", marks["landlords:imported"]),
        ("main.py: first screen", marks["landlords:playable"]),
    ]
    out: dict[str, float] = {}
    start = 0.0
    for name, end in cuts:
        out[name] = busy(tasks, start, end)
        start = end
    out["main thread busy until ready"] = busy(tasks, 0.0, facts["ready"])
    out["ready"] = facts["ready"]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, default=HERE.parent / "_site", help="a built site (build/site.py)")
    args = parser.parse_args(argv)
    site = args.site.resolve()
    if not (site / "index.html").exists():
        sys.exit(f"no built site in {site}: run python build/site.py first")
    (site / "bench-bare.html").write_text(BARE, "utf-8")
    pages: list[dict[str, float]] = []
    bares: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory() as work, sync_playwright() as p:
        browser = launch(p)
        httpd, url = serve_in_thread(site)
        try:
            for run in range(args.runs):
                tasks, facts = traced(browser, url + "bench-bare.html", "window.bareDone", False, Path(work) / "b.json")
                bares.append({"ready": facts["bare"], "main thread busy until ready": busy(tasks, 0, facts["bare"])})
                tasks, facts = traced(
                    browser, url, "document.documentElement.dataset.state === 'ready'", True, Path(work) / "p.json"
                )
                pages.append(stages_of(tasks, facts))
                row = pages[-1]
                print(
                    f"run {run + 1}: bare {bares[-1]['ready']:.0f} ms; page {row['ready']:.0f} ms"
                    f" ({row['ready'] / bares[-1]['ready']:.2f}x), main thread busy"
                    f" {row['main thread busy until ready'] / row['ready']:.0%}",
                    flush=True,
                )
        finally:
            httpd.shutdown()
            browser.close()
    bare = {k: statistics.median(b[k] for b in bares) for k in bares[0]}
    page = {k: statistics.median(r[k] for r in pages) for k in pages[0]}
    print(f"\nCold start, median of {args.runs} traced runs (Chromium; tracing itself slows both pages a little)")
    print(
        f"  bare loadPyodide: ready {bare['ready']:.0f} ms, main thread busy"
        f" {bare['main thread busy until ready']:.0f} ms ({bare['main thread busy until ready'] / bare['ready']:.0%})"
    )
    print(
        f"  page: ready {page['ready']:.0f} ms ({page['ready'] / bare['ready']:.2f}x bare), main thread busy"
        f" {page['main thread busy until ready']:.0f} ms"
        f" ({page['main thread busy until ready'] - bare['main thread busy until ready']:+.0f} ms against bare)"
    )
    for name, ms in page.items():
        if name not in ("ready", "main thread busy until ready"):
            print(f"    {name:50s} {ms:6.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
