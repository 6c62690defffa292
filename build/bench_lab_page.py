"""Lab page benchmark: games per second in the page's worker against CPython, in one run (a script, not a test).

    python build/site.py && python build/bench_lab_page.py [--games 20] [--rounds 3] [--site _site] [--plain FILE]

Runs one experiment (the 1906 monopolist game against the Single Tax, four rules-of-thumb bots,
``--games`` seeds, so twice as many games) in rounds, the ways alternating within each round and
their order rotating between rounds: CPython in this process (``landlords.lab.session``, as the
command line plays it) and, in Chromium, each kind of lab worker, each round on a fresh worker:

- ``pyscript``: ``web/lab/worker.py`` in a PyScript worker (``PyWorker`` from the vendored
  ``@pyscript/core``, the vendored Pyodide as its ``interpreter``, the engine wheel unpacked by its
  ``files`` setting, as the main page does it);
- ``plain`` (only with ``--plain FILE``): a hand-written module worker loading the same Pyodide
  with ``loadPyodide`` and unpacking the wheel itself, speaking the same messages plus ``start``;
  the lab's first worker was one (``git show 2eb53a8:web/lab/worker.js > plain-worker.js``), kept
  out of the site since the page moved to PyScript, so the choice can be measured again.

Prints, per way, the time from creating the worker to ready and to its first result (the first
progress message, after one slice of at most 0.12 s of games) and games per second of play (the
worker's own clock over the games; the report's drawing is not counted), the best and the median
of the rounds, with the machine's load before and after. Both workers are warmed up once first,
so Chromium's HTTP cache holds the runtime for every counted round. No request may leave the
site's origin (checked).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from chromium import launch  # noqa: E402
from serve import serve_in_thread  # noqa: E402

from landlords.lab import Experiment  # noqa: E402
from landlords.lab.session import Session  # noqa: E402

#: The harness page: the lab page's own head (its CSP, the wheel's name), another script.
HARNESS_JS = """
import { PyWorker } from "./vendor/pyscript/core.js";
const site = new URL("./", location.href);
const wheel = document.querySelector('meta[name="landlords-wheel"]').content;

/** A started worker: PyScript's promise settles once worker.py has run (it says nothing itself). */
async function make(kind) {
  if (kind === "plain") {
    const worker = new Worker(new URL("./bench-plain-worker.js", site), { type: "module" });
    await new Promise((resolve, reject) => {
      worker.addEventListener("message", ({ data }) => (data.type === "ready" ? resolve() : null));
      worker.addEventListener("error", (event) => reject(new Error(event.message || "worker error")));
      worker.postMessage({ type: "start", wheel });
    });
    return worker;
  }
  // PyWorker takes the interpreter as `version` (a module URL), not from the config.
  const interpreter = new URL("./vendor/pyodide/pyodide.mjs", site).href;
  const config = { interpreter, files: { [new URL(wheel, site).href]: "./*" } };
  return await PyWorker(new URL("./lab/worker.py", site).href, { config, version: interpreter });
}

globalThis.measure = async (kind, experiment) => {
  const began = performance.now();
  const worker = await make(kind);
  const ready = performance.now() - began;
  let first = null;
  let last = null;
  return await new Promise((resolve, reject) => {
    worker.addEventListener("message", ({ data }) => {
      if (!data || typeof data !== "object") return;
      if (data.type === "progress") {
        if (first === null) first = performance.now() - began;
        last = data;
      } else if (data.type === "report") {
        worker.terminate();
        resolve({ ready, first, done: last.done, seconds: last.seconds });
      } else if (data.type === "failed" || data.type === "refused") {
        worker.terminate();
        reject(new Error(data.text));
      }
    });
    worker.postMessage({ type: "run", experiment });
  });
};
document.documentElement.dataset.state = "ready";
"""


def harness_html(lab_html: str) -> str:
    """The built lab.html's head with the harness script instead of lab.js; the CSP kept, with
    ``blob:`` workers allowed if it does not allow them already (PyScript's worker is a blob)."""
    head = lab_html.split("</head>")[0]
    head = head.replace('<script type="module" src="./lab/lab.js"></script>', "")
    head = head.replace('<link rel="modulepreload" href="./lab/lab.js">', "")
    if "worker-src 'self' blob:" not in head:
        head = head.replace("worker-src 'self'", "worker-src 'self' blob:")
    return head + '<script type="module" src="./bench-harness.js"></script>\n</head><body></body></html>\n'


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def cpython(experiment: Experiment) -> dict[str, float]:
    """The same games in this process, timed like the worker: first slice, then games per second."""
    began = time.perf_counter()
    session = Session.from_json(json.dumps(experiment.to_dict()))
    session.step()
    first = time.perf_counter() - began
    while not session.finished:
        session.step()
    seconds = time.perf_counter() - began
    return {"ready": 0.0, "first": first * 1000, "games": session.done * len(experiment.rulesets), "seconds": seconds}


def in_page(page: Page, kind: str, experiment: Experiment) -> dict[str, float]:
    found: dict[str, Any] = page.evaluate("([k, e]) => measure(k, e)", [kind, experiment.to_dict()])
    return {
        "ready": found["ready"],
        "first": found["first"],
        "games": found["done"] * len(experiment.rulesets),
        "seconds": found["seconds"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="seeds per round (each plays every rule set)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", type=Path, default=HERE.parent / "_site", help="the built site")
    parser.add_argument("--plain", type=Path, help="a plain module worker to compare (the lab's first worker.js)")
    args = parser.parse_args(argv)
    if not (args.site / "lab.html").is_file():
        print(f"no lab.html in {args.site}: run python build/site.py first", file=sys.stderr)
        return 1
    experiment = Experiment(("monopoly", "single-tax"), ("heuristic",) * 4, games=args.games, seed=1)
    ways = ["cpython", "pyscript"] + (["plain"] if args.plain else [])
    print(f"{args.games} seeds x 2 rule sets a round, {args.rounds} rounds; {load()}", flush=True)
    results: dict[str, list[dict[str, float]]] = {way: [] for way in ways}
    foreign: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(args.site, site)
        (site / "bench-lab.html").write_text(harness_html((site / "lab.html").read_text("utf-8")), "utf-8")
        (site / "bench-harness.js").write_text(HARNESS_JS, "utf-8")
        if args.plain:
            shutil.copy2(args.plain, site / "bench-plain-worker.js")
        httpd, url = serve_in_thread(site)
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                context = browser.new_context()
                local = (url.rstrip("/"), "blob:", "data:")
                context.on("request", lambda r: None if r.url.startswith(local) else foreign.append(r.url))
                page = context.new_page()
                page.on("console", lambda m: print(f"  [console] {m.text}") if m.type == "error" else None)
                page.goto(url + "bench-lab.html")
                page.wait_for_selector('html[data-state="ready"]', state="attached")
                warm = Experiment(experiment.rulesets, experiment.seats, games=1, seed=1)
                for way in ways[1:]:
                    in_page(page, way, warm)
                for number in range(args.rounds):
                    order = ways[number % len(ways) :] + ways[: number % len(ways)]
                    for way in order:
                        found = cpython(experiment) if way == "cpython" else in_page(page, way, experiment)
                        results[way].append(found)
                        rate = found["games"] / found["seconds"]
                        print(
                            f"  round {number + 1} {way:8}: ready {found['ready']:6.0f} ms, first result "
                            f"{found['first']:6.0f} ms, {rate:5.1f} games/s",
                            flush=True,
                        )
                browser.close()
        finally:
            httpd.shutdown()
    print(f"after: {load()}")
    base = max(r["games"] / r["seconds"] for r in results["cpython"])
    print("| way | ready ms (median) | first result ms (median) | games/s best | games/s median | x CPython (best) |")
    print("|---|---|---|---|---|---|")
    for way in ways:
        rates = [r["games"] / r["seconds"] for r in results[way]]
        ready = statistics.median(r["ready"] for r in results[way])
        first = statistics.median(r["first"] for r in results[way])
        print(
            f"| {way} | {ready:.0f} | {first:.0f} | {max(rates):.1f} | {statistics.median(rates):.1f} "
            f"| {max(rates) / base:.2f} |"
        )
    if foreign:
        print(f"REQUESTS LEFT THE ORIGIN: {sorted(set(foreign))}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
