"""Lab page benchmark: games per second in the lab page, with 1 worker and with several, against
CPython and against other builds of the site, in one run (a script, not a test).

    python build/site.py && python build/bench_lab_page.py [--games 20] [--rounds 3] [--workers 1 2]
        [--site LABEL=DIR ...]

Runs one experiment (the 1906 monopolist game against the Single Tax, four rules-of-thumb bots,
``--games`` seeds, so twice as many games) in rounds, the ways alternating within each round and
their order rotating between rounds: CPython in this process (``landlords.lab.session``, as the
command line plays it) and, in Chromium, the lab page itself (``lab.html?workers=K#experiment``,
a fresh page, so fresh workers, each round) for each site and each worker count. A site built
before the page had ``?workers`` runs its one worker whatever is asked (its rows say so).

Prints, per way, the time from opening the page to its workers ready, and games per second as the
page reports it ("N games in S s": from the run's start to the last worker's seeds, the report's
drawing not counted), the best and the median of the rounds, with the machine's load before and
after. Each site is opened once first, so Chromium's HTTP cache holds the runtime for every
counted round. No request may leave the site's origin (checked).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import BrowserContext, sync_playwright

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from chromium import launch, wait_for  # noqa: E402
from serve import serve_in_thread  # noqa: E402

from landlords.lab import Experiment  # noqa: E402
from landlords.lab.session import Session  # noqa: E402

SUMMARY = re.compile(r"^(\d+) games in ([\d.]+) s")


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def cpython(experiment: Experiment) -> dict[str, float]:
    """The same games in this process, seed by seed as a page worker plays them."""
    began = time.perf_counter()
    session = Session.from_json(json.dumps(experiment.to_dict()))
    while not session.finished:
        session.step()
    return {"ready": 0.0, "games": session.done * len(experiment.rulesets), "seconds": time.perf_counter() - began}


def link(experiment: Experiment, workers: int) -> str:
    return (
        f"lab.html?workers={workers}#rulesets={','.join(experiment.rulesets)}&seats={','.join(experiment.seats)}"
        f"&games={experiment.games}&seed={experiment.seed}"
    )


def in_page(context: BrowserContext, url: str, experiment: Experiment, workers: int) -> dict[str, float]:
    page = context.new_page()
    try:
        began = time.perf_counter()
        page.goto(url + link(experiment, workers))
        page.wait_for_selector('html[data-state="ready"]', state="attached", timeout=600_000)
        ready = (time.perf_counter() - began) * 1000
        wait_for(page, "document.documentElement.dataset.results", 600_000, 50)
        found = SUMMARY.match(page.text_content("#lab-summary") or "")
        if found is None:
            raise RuntimeError(f"the page said {page.text_content('#lab-summary')!r}")
        started = page.evaluate("document.documentElement.dataset.workers") or "1"
        return {"ready": ready, "games": int(found[1]), "seconds": float(found[2]), "workers": int(started)}
    finally:
        page.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="seeds per round (each plays every rule set)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="worker counts to ask the page for")
    parser.add_argument(
        "--site", action="append", default=[], metavar="LABEL=DIR", help="a built site (default: this=_site)"
    )
    args = parser.parse_args(argv)
    sites = dict(s.split("=", 1) for s in args.site) or {"this": str(HERE.parent / "_site")}
    for label, directory in sites.items():
        if not (Path(directory) / "lab.html").is_file():
            print(f"no lab.html in {directory} ({label}): build it first", file=sys.stderr)
            return 1
    experiment = Experiment(("monopoly", "single-tax"), ("heuristic",) * 4, games=args.games, seed=1)
    ways = ["cpython"] + [f"{label} x{k}" for label in sites for k in args.workers]
    print(f"{args.games} seeds x 2 rule sets a round, {args.rounds} rounds; {load()}", flush=True)
    results: dict[str, list[dict[str, float]]] = {way: [] for way in ways}
    foreign: list[str] = []
    servers = {label: serve_in_thread(Path(directory)) for label, directory in sites.items()}
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright)
            context = browser.new_context()
            local = (*(url.rstrip("/") for _, url in servers.values()), "blob:", "data:")
            context.on("request", lambda r: None if r.url.startswith(local) else foreign.append(r.url))
            warm = Experiment(experiment.rulesets, experiment.seats, games=1, seed=1)
            for _, url in servers.values():
                in_page(context, url, warm, max(args.workers))
            for number in range(args.rounds):
                order = ways[number % len(ways) :] + ways[: number % len(ways)]
                for way in order:
                    if way == "cpython":
                        found = cpython(experiment)
                    else:
                        label, k = way.rsplit(" x", 1)
                        found = in_page(context, servers[label][1], experiment, int(k))
                    results[way].append(found)
                    started = f" ({found['workers']:.0f} started)" if "workers" in found else ""
                    print(
                        f"  round {number + 1} {way:12}: ready {found['ready']:6.0f} ms, "
                        f"{found['games'] / found['seconds']:5.1f} games/s{started}",
                        flush=True,
                    )
            browser.close()
    finally:
        for httpd, _ in servers.values():
            httpd.shutdown()
    print(f"after: {load()}")
    base = max(r["games"] / r["seconds"] for r in results["cpython"])
    print("| way | workers started | ready ms (median) | games/s best | games/s median | x CPython (best) |")
    print("|---|---|---|---|---|---|")
    for way in ways:
        rates = [r["games"] / r["seconds"] for r in results[way]]
        ready = statistics.median(r["ready"] for r in results[way])
        started = ", ".join(sorted({f"{r['workers']:.0f}" for r in results[way] if "workers" in r})) or "-"
        print(
            f"| {way} | {started} | {ready:.0f} | {max(rates):.1f} | {statistics.median(rates):.1f} "
            f"| {max(rates) / base:.2f} |"
        )
    if foreign:
        print(f"REQUESTS LEFT THE ORIGIN: {sorted(set(foreign))}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
