"""Benchmark: lab games per second on one worker, on processes, and on a Dask LocalCluster.

    python -m landlords.lab.bench [--games N] [--rounds R] [--seats heuristic,...] [--no-dask]

Plays the default experiment (the 1906 monopolist game against the Single Tax, four rules-of-thumb
bots) and prints wall-clock games per second for each way of running it, with the speed-up over
one worker; each figure is the best of ``--rounds`` rounds, the ways alternating within a round
so a busy machine slows them alike. Read the ratios: absolute figures swing with the machine's
load (printed before and after); the CPU milliseconds per game (this process and its worker
processes) show what running in parallel costs whatever the load. Each Dask run gets a fresh
LocalCluster, whose start-up is printed on its own and not timed.
"""

from __future__ import annotations

import argparse
import logging
import os
import resource
import time
from collections.abc import Callable

from .experiment import Experiment
from .parallel import dask_distributed, run_dask, run_local
from .runner import LabResult


def load() -> str:
    try:
        return " ".join(f"{v:.1f}" for v in os.getloadavg())
    except OSError:
        return "unknown"


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (worker processes, once joined)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def timed(play: Callable[[], LabResult]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one run."""
    start, cpu = time.perf_counter(), cpu_seconds()
    result = play()
    seconds = time.perf_counter() - start
    assert result.complete
    return seconds, cpu_seconds() - cpu


def on_dask(experiment: Experiment, workers: int, starts: list[float]) -> tuple[float, float]:
    """One run on a fresh LocalCluster, closed afterwards: its scheduler lives in this process and
    would otherwise slow the in-process runs. Its start-up goes to ``starts``, not the timing."""
    distributed = dask_distributed()
    begin = time.perf_counter()
    with (
        distributed.LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.CRITICAL,
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        client.wait_for_workers(workers)
        starts.append(time.perf_counter() - begin)
        return timed(lambda: run_dask(experiment, client))


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
    starts: list[float] = []
    ways: dict[str, Callable[[], tuple[float, float]]] = {
        "1 worker (in process)": lambda: timed(lambda: run_local(experiment, 1))
    }
    for workers in sorted({2, cores}):
        ways[f"{workers} worker processes"] = lambda w=workers: timed(lambda: run_local(experiment, w))  # type: ignore[misc]
    if not args.no_dask:
        ways[f"Dask LocalCluster, {cores} workers"] = lambda: on_dask(experiment, cores, starts)
    print(
        f"{games} games a run ({args.games} seeds x {len(experiment.rulesets)} rule sets), seats {args.seats}, "
        f"{cores} cores, load average {load()}"
    )
    best: dict[str, tuple[float, float]] = {}
    for _ in range(args.rounds):
        for name, play in ways.items():
            best[name] = min(best.get(name, (float("inf"), 0.0)), play())
    base = best["1 worker (in process)"][0]
    print(f"{'way':<36} {'seconds':>8} {'games/s':>8} {'speed-up':>8} {'CPU ms/game':>12}")
    for name, (seconds, cpu) in best.items():
        per_game = "n/a" if name.startswith("Dask") else f"{cpu / games * 1000:.1f}"
        print(f"{name:<36} {seconds:>8.2f} {games / seconds:>8.1f} {base / seconds:>7.2f}x {per_game:>12}")
    if starts:
        print(f"Dask LocalCluster start-up (not timed above): {min(starts):.1f} to {max(starts):.1f} s")
    print(f"load average after: {load()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
