"""The experiment across processes on this machine, or on a Dask distributed cluster.

Seeds are split into batches (contiguous runs of seeds); each batch is played by ``play_seeds``
wherever it lands and comes back as a ``Part`` (tallies, not records), merged as it arrives by a
``Collector``: merging is exact and order-free and the table lines go out in seed order, so the
result is the one a single worker gives. Cancelling keeps every batch already finished (whole
seeds, so still paired).
Nothing here is imported by the page: processes and Dask exist only on the command line.
"""

from __future__ import annotations

import importlib
import signal
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from .experiment import Experiment
from .runner import Cancelled, Collector, LabResult, Part, Progress, Sink, play_seeds, run

#: About this many batches per worker: small enough to spread the load and report progress,
#: large enough that sending results back costs little.
BATCHES_PER_WORKER = 16
MAX_BATCH = 200


def batches(experiment: Experiment, workers: int) -> list[range]:
    seeds = experiment.seeds
    size = max(1, min(MAX_BATCH, -(-len(seeds) // (workers * BATCHES_PER_WORKER))))
    return [seeds[i : i + size] for i in range(0, len(seeds), size)]


def ignore_interrupt() -> None:
    """Worker processes leave Ctrl-C to the parent, which cancels the run and keeps what is done."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_local(
    experiment: Experiment,
    workers: int = 1,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    sink: Sink | None = None,
) -> LabResult:
    """On this machine: one worker plays in this process (as the page does), more use processes."""
    if workers < 1:
        raise ValueError("workers must be at least 1")
    if workers == 1:
        return run(experiment, progress, cancelled, sink)
    parts = batches(experiment, workers)
    collector = Collector(experiment, sink)
    with ProcessPoolExecutor(max_workers=workers, initializer=ignore_interrupt) as pool:
        pending: set[Future[Part]] = {pool.submit(play_seeds, experiment, part) for part in parts}
        while pending:
            if cancelled is not None and cancelled():
                for future in pending:
                    future.cancel()
                break
            finished, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in finished:
                collector.add(future.result())
                if progress is not None:
                    progress(collector.result.seeds_done, experiment.games)
    return collector.finish(not pending)


def dask_distributed() -> Any:
    """The ``distributed`` module, loaded only when asked, as Any: it is an optional extra without type hints."""
    try:
        return importlib.import_module("distributed")
    except ImportError as exc:
        raise RuntimeError("running on Dask needs the lab extra: pip install 'landlords-game[lab]'") from exc


def run_dask(
    experiment: Experiment,
    scheduler: str | Any,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    sink: Sink | None = None,
) -> LabResult:
    """On a Dask distributed cluster (``scheduler``: its address, or a ``distributed.Client``).

    Every worker needs this package installed (``pip install 'landlords-game[lab]'``)."""
    distributed = dask_distributed()
    own = not isinstance(scheduler, distributed.Client)
    client: Any = distributed.Client(scheduler) if own else scheduler
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        parts = batches(experiment, workers)
        futures = [client.submit(play_seeds, experiment, part, pure=False) for part in parts]
        collector = Collector(experiment, sink)
        done: set[str] = set()
        for future in distributed.as_completed(futures):
            collector.add(future.result())
            done.add(future.key)
            if progress is not None:
                progress(collector.result.seeds_done, experiment.games)
            if cancelled is not None and cancelled():
                client.cancel([f for f in futures if f.key not in done])
                break
        return collector.finish(len(done) == len(futures))
    finally:
        if own:
            client.close()
