"""Benchmark: lab games per second on one worker, on processes, and on a Dask LocalCluster.

    python -m landlords.lab.bench [--games N] [--rounds R] [--seats heuristic,...] [--no-dask]

Plays the default experiment (the 1906 monopolist game against the Single Tax, four rules-of-thumb
bots) and prints wall-clock games per second for each way of running it, with the speed-up over
one worker; each figure is the best of ``--rounds`` rounds, the ways alternating within a round
so a busy machine slows them alike. Read the ratios: absolute figures swing with the machine's
load (printed before and after). The Dask cluster is started once, outside the timing, and its
start-up is printed on its own.
"""

from __future__ import annotations

import argparse
import logging
import os
import time
from collections.abc import Callable
from typing import Any

from .experiment import Experiment
from .parallel import dask_distributed, run_dask, run_local
from .runner import LabResult


def load() -> str:
    try:
        return " ".join(f"{v:.1f}" for v in os.getloadavg())
    except OSError:
        return "unknown"


def timed(play: Callable[[], LabResult]) -> float:
    start = time.perf_counter()
    result = play()
    seconds = time.perf_counter() - start
    assert result.complete
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m landlords.lab.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="seeds per run (each played under both rule sets)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seats", default="heuristic,heuristic,heuristic,heuristic")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-dask", action="store_true")
    args = parser.parse_args(argv)
    experiment = Experiment(seats=tuple(args.seats.split(",")), games=args.games, seed=args.seed)
    games = args.games * len(experiment.rulesets)
    cores = os.cpu_count() or 1
    ways: dict[str, Callable[[], LabResult]] = {"1 worker (in process)": lambda: run_local(experiment, 1)}
    for workers in sorted({2, cores}):
        ways[f"{workers} worker processes"] = lambda w=workers: run_local(experiment, w)  # type: ignore[misc]
    cluster: Any = None
    client: Any = None
    if not args.no_dask:
        distributed = dask_distributed()
        start = time.perf_counter()
        cluster = distributed.LocalCluster(
            n_workers=cores, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=logging.CRITICAL
        )
        client = distributed.Client(cluster)
        client.wait_for_workers(cores)
        print(f"Dask LocalCluster ({cores} workers) started in {time.perf_counter() - start:.1f} s")
        ways[f"Dask LocalCluster, {cores} workers"] = lambda: run_dask(experiment, client)
    print(
        f"{games} games a run ({args.games} seeds x {len(experiment.rulesets)} rule sets), seats {args.seats}, "
        f"{cores} cores, load average {load()}"
    )
    best: dict[str, float] = {}
    try:
        for _ in range(args.rounds):
            for name, play in ways.items():
                best[name] = min(best.get(name, float("inf")), timed(play))
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()
    base = best["1 worker (in process)"]
    print(f"{'way':<36} {'seconds':>8} {'games/s':>8} {'speed-up':>8}")
    for name, seconds in best.items():
        print(f"{name:<36} {seconds:>8.2f} {games / seconds:>8.1f} {base / seconds:>7.2f}x")
    print(f"load average after: {load()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
