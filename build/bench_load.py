"""Load benchmark: how much our page adds on top of Pyodide itself (a script, not a test).

    python build/bench_load.py [--runs 5] [--variants files,packages]

Builds the shipped page (PyScript, whose ``files`` setting unpacks the engine wheel) and, to
compare, the ``packages`` variant (micropip installs the wheel). Prints, for this machine: bare
``loadPyodide`` on a blank page, and in a module worker such a page makes at once (the floor of any
page that starts Python in a worker, as ours does); our time to board visible (first contentful
paint, which includes the pre-rendered board); time to ready (the page's own ``landlords:playable``
mark) cold (a new browser context: empty HTTP cache, no service worker, no snapshot) and warm (the
same context reloaded once the service worker controls it and the visit's Python snapshot is kept,
so Chromium's HTTP cache, the service worker and the snapshot all work); bytes transferred raw and
gzipped; and the ratios ready/bare and warm/cold. Medians of ``--runs`` runs each. Since the
machine's speed drifts between rounds, ready/bare is also given round by round (each page against
the bare load of its own round): the median of those ratios and its middle half. Each round also
gives each page's own Python, from ``main.py``'s start to ready (imports and first screen; in the
game's worker, from the page's boot message being loaded to ready, the imports being made while the
page answered the worker's hello): the one stage where two builds of the same page differ, so
comparing it is far less noisy than comparing whole loads on a busy machine. A cold start is also
split, on the page's clock, where the game's Python runs: when the runtime's start was begun
(Pyodide's module asked for), when the interpreter was up, and how long ready took after that
(PyScript's unpacking and setup, the game's imports and first screen). Requests are never routed
(that would disable the HTTP cache); the server sends ``Cache-Control: max-age=600`` as GitHub
Pages does, uncompressed. ``--network 40,4e6`` puts every page behind Chromium's network emulation
(40 ms a request, 4 MB/s), where what the page fetches and when counts, not only the main thread's
work.
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
from chromium import launch, wait_for  # noqa: E402 - build/ is not a package
from serve import serve_in_thread  # noqa: E402

BARE = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
await loadPyodide({ indexURL: "./vendor/pyodide/" });
window.bareDone = performance.now();
</script>"""

# The floor of any design that starts Python in a worker: bare ``loadPyodide`` in a module worker
# made at once by a blank page (no PyScript, no wasm lent), ready when the page hears so.
BARE_WORKER = """<!doctype html><meta charset="utf-8"><title>bare in a worker</title>
<script type="module">
const worker = new Worker("./bench-bare-worker.js", { type: "module" });
worker.onmessage = () => { window.bareDone = performance.now(); };
</script>"""
BARE_WORKER_SCRIPT = """const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
await loadPyodide({ indexURL: "./vendor/pyodide/" });
postMessage("done");
"""


def load_site_module() -> Any:
    spec = importlib.util.spec_from_file_location("landlords_site_build", HERE / "site.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: Emulated network conditions (``--network``): latency in ms, bytes per second.
Network = tuple[float, float]


def open_page(context: Any, network: Network | None) -> Any:
    """A new page in ``context``, behind the emulated network when one is given (else loopback)."""
    page = context.new_page()
    if network is not None:
        latency, rate = network
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        conditions = {"offline": False, "latency": latency, "downloadThroughput": rate, "uploadThroughput": rate}
        session.send("Network.emulateNetworkConditions", conditions)
    return page


def bare_load(browser: Browser, url: str, network: Network | None = None, where: str = "page") -> float:
    """Seconds to bare ``loadPyodide``, cold, on a blank page or (``where="worker"``) in its worker."""
    context = browser.new_context()
    try:
        page = open_page(context, network)
        page.goto(url + ("bench-bare.html" if where == "page" else "bench-bare-worker.html"))
        wait_for(page, "window.bareDone !== undefined", 120_000)
        return float(page.evaluate("window.bareDone")) / 1000
    finally:
        context.close()


READY = "performance.getEntriesByName('landlords:playable')[0]?.startTime ?? null"
FCP = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"
MAIN = "performance.getEntriesByName('landlords:main')[0].startTime"
# Where a cold start's time goes, on the page's clock: when Pyodide's own module was asked for (the
# runtime's start begun) and when python.js had the interpreter up (landlords:interpreter), in
# whichever realm runs the game's Python (the game's worker, or the page).
RUNTIME_MARKS = """(() => ({
  origin: performance.timeOrigin,
  begun: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/pyodide.mjs'))?.startTime ?? null,
  up: performance.getEntriesByName('landlords:interpreter')[0]?.startTime ?? null,
}))()"""


def runtime_split(page: Any, workers: list[Any], origin: float) -> tuple[float, float]:
    """Seconds from navigation (the page's time ``origin``) to the runtime's start being begun, and
    to the interpreter being up."""
    for realm in [page, *workers]:
        try:
            marks = realm.evaluate(RUNTIME_MARKS)
        except Exception:  # a worker that has ended (none of the game's does) has nothing to say
            continue
        if marks["up"] is not None and marks["begun"] is not None:
            offset = float(marks["origin"]) - origin
            return (offset + float(marks["begun"])) / 1000, (offset + float(marks["up"])) / 1000
    raise RuntimeError("no realm of the page marked its interpreter up (python.js: landlords:interpreter)")


def wait_ready(page: Any) -> float:
    wait_for(page, "document.documentElement.dataset.state !== 'loading'", 120_000)
    state = page.evaluate("document.documentElement.dataset.state")
    if state != "ready":
        raise RuntimeError(f"page ended in {state}: {page.inner_text('#boot-error')}")
    wait_for(page, f"({READY}) !== null", 10_000)
    return float(page.evaluate(READY)) / 1000


def page_load(browser: Browser, url: str, network: Network | None = None) -> dict[str, float]:
    """One cold load (fresh context) then one warm reload in the same context."""
    context = browser.new_context()
    raw = packed = 0
    bodies: list[Any] = []
    context.on("response", lambda response: bodies.append(response))
    try:
        page = open_page(context, network)
        workers: list[Any] = []
        page.on("worker", lambda worker: workers.append(worker))
        page.goto(url)
        cold = wait_ready(page)
        python = cold - float(page.evaluate(MAIN)) / 1000
        origin = float(page.evaluate("performance.timeOrigin"))
        begun, up = runtime_split(page, workers, origin)
        # What the visit fetched until ready; later fetches (the service worker's precache) are not
        # what the visit needed.
        ready_at = origin + cold * 1000
        needed = [r for r in bodies if r.request.timing["startTime"] <= ready_at]
        wait_for(page, f"({FCP}) !== null", 10_000)
        fcp = float(page.evaluate(FCP)) / 1000
        for response in needed:
            try:
                body = response.body()
            except Exception:  # redirects and aborted requests have no body
                continue
            raw += len(body)
            packed += len(gzip.compress(body, 6))
        # As between visits: the service worker has precached and taken control, and the Python
        # snapshot the visit made is kept.
        wait_for(page, "navigator.serviceWorker.controller !== null", 60_000)
        wait_for(page, "['saved', 'none'].includes(document.documentElement.dataset.snapshot)", 60_000)
        page.reload()
        warm = wait_ready(page)
        return {
            "cold": cold,
            "warm": warm,
            "fcp": fcp,
            "raw": raw,
            "gzip": packed,
            "python": python,
            "begun": begun,
            "up": up,
        }
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--variants", default="files,packages", help="page variants to compare (files ships)")
    parser.add_argument(
        "--site",
        action="append",
        default=[],
        metavar="LABEL=DIR",
        help="also measure a site built elsewhere (say, by an older commit's build/site.py), opened with"
        " the address's query after DIR if one is given (LABEL=DIR?python=page)",
    )
    parser.add_argument(
        "--network",
        metavar="MS,BYTES_PER_S",
        help="emulate a network (Chromium's throttling: latency per request, and throughput) instead of loopback",
    )
    args = parser.parse_args(argv)
    network: Network | None = None
    if args.network:
        latency, rate = (float(part) for part in args.network.split(","))
        network = (latency, rate)
    site_module = load_site_module()
    work = Path(tempfile.mkdtemp(prefix="bench-"))
    results: dict[str, dict[str, float]] = {}
    try:
        sites = {}
        queries: dict[str, str] = {}  # an address's query to open a site with (?python=page)
        for variant in args.variants.split(","):
            out = site_module.build(work / variant, ROOT / "node_modules", variant)
            (out / "bench-bare.html").write_text(BARE, "utf-8")
            (out / "bench-bare-worker.html").write_text(BARE_WORKER, "utf-8")
            (out / "bench-bare-worker.js").write_text(BARE_WORKER_SCRIPT, "utf-8")
            sites[variant] = out
        for extra in args.site:
            label, _, folder = extra.partition("=")
            folder, mark, query = folder.partition("?")
            sites[label] = Path(folder).resolve()
            queries[label] = mark + query
        with sync_playwright() as p:
            browser = launch(p)
            servers = {v: serve_in_thread(s) for v, s in sites.items()}
            first_url = next(iter(servers.values()))[1]
            bare_load(browser, first_url, network)  # warm up the browser process itself
            # Rounds interleave the variants so a busy machine slows them alike.
            bares: list[float] = []
            in_workers: list[float] = []
            runs: dict[str, list[dict[str, float]]] = {v: [] for v in servers}
            for number in range(args.runs):
                bares.append(bare_load(browser, first_url, network))
                in_workers.append(bare_load(browser, first_url, network, "worker"))
                # Each round starts with a different page, so none always runs right after bare.
                order = list(servers.items())
                for variant, (_, url) in order[number % len(order) :] + order[: number % len(order)]:
                    runs[variant].append(page_load(browser, url + queries.get(variant, ""), network))
                # Each round on its own too: on a busy machine the ratios within a round say more
                # than medians of times taken minutes apart.
                pages = ", ".join(
                    f"{v} {rows[-1]['cold']:.2f} s ({rows[-1]['cold'] / bares[-1]:.2f}x), warm {rows[-1]['warm']:.2f} s"
                    f", python {rows[-1]['python'] * 1000:.0f} ms"
                    for v, rows in runs.items()
                )
                print(
                    f"round {number + 1}: bare {bares[-1]:.2f} s, in a worker {in_workers[-1]:.2f} s"
                    f" ({in_workers[-1] / bares[-1]:.2f}x); {pages}",
                    flush=True,
                )
            bare = statistics.median(bares)
            in_worker = statistics.median(in_workers)
            worker_paired = statistics.median(w / b for w, b in zip(in_workers, bares, strict=True))
            for variant, rows in runs.items():
                results[variant] = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
                paired = [row["cold"] / b for row, b in zip(rows, bares, strict=True)]
                results[variant]["paired"] = statistics.median(paired)
                results[variant]["paired_worker"] = statistics.median(
                    row["cold"] / w for row, w in zip(rows, in_workers, strict=True)
                )
                if len(paired) >= 4:
                    quarter = statistics.quantiles(paired, n=4)
                    results[variant]["paired_low"], results[variant]["paired_high"] = quarter[0], quarter[2]
            for httpd, _ in servers.values():
                httpd.shutdown()
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)

    where = f"emulated network: {network[0]:.0f} ms, {network[1] / 1e6:.1f} MB/s" if network else "loopback"
    print(f"Load benchmark, median of {args.runs} (Chromium, local server, {where}, HTTP cache on)")
    print(f"  bare loadPyodide on a blank page: {bare:.2f} s")
    print(
        f"  bare loadPyodide in a worker a blank page makes at once: {in_worker:.2f} s"
        f"   {in_worker / bare:.2f}x of bare (within rounds {worker_paired:.2f}x): any worker's floor"
    )
    for variant, r in results.items():
        shipped = " (shipped)" if variant == "files" else ""
        print(f"  [{variant}{shipped}]")
        print(f"    board visible (first contentful paint): {r['fcp']:.3f} s   goal <= 0.3 s")
        print(f"    ready, cold: {r['cold']:.2f} s   ready/bare = {r['cold'] / bare:.2f}x   goal <= 1.15x")
        spread = f" (middle half {r['paired_low']:.2f}x-{r['paired_high']:.2f}x)" if "paired_low" in r else ""
        print(f"    ready/bare within each round, median: {r['paired']:.2f}x{spread}")
        print(f"    ready/bare in a worker within each round, median: {r['paired_worker']:.2f}x")
        print(f"    the page's Python to ready (landlords:main to playable), cold: {r['python'] * 1000:.0f} ms")
        print(
            f"    where a cold start goes: the runtime begun at {r['begun']:.2f} s, Python up at {r['up']:.2f} s"
            f" ({r['up'] - r['begun']:.2f} s; bare takes {bare:.2f} s in all), ready {r['cold'] - r['up']:.2f} s later"
        )
        print(f"    ready, warm: {r['warm']:.2f} s   warm/cold  = {r['warm'] / r['cold']:.2f}x   goal <= 0.3x")
        print(f"    transferred cold: {r['raw'] / 1e6:.2f} MB raw, {r['gzip'] / 1e6:.2f} MB gzipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
