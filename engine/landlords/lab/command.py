"""``python -m landlords lab``: run an experiment and write its CSV, SVG and JSON files.

Ctrl-C stops the run after the games in hand and still writes what was played (a second Ctrl-C
stops at once).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import TextIO

from ..bots import LEVELS
from ..options import edition_names
from . import export
from .claims import END, claim_line, reading
from .experiment import Experiment
from .parallel import run_dask, run_local
from .rulesets import DEFAULT_EDITION, RULESETS, compared
from .runner import GAMES_COLUMNS, PLAYERS_COLUMNS


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    lab = sub.add_parser(
        "lab",
        help="the economics lab: rule sets compared on the same seeds, charts and CSV",
        description="Play the same seeds under each rule set and write tidy CSV tables, SVG "
        "charts and summary.json to --out.",
    )
    lab.add_argument(
        "--edition",
        choices=edition_names(),
        default=DEFAULT_EDITION,
        help="the edition whose rule sets are compared when --compare is not given (1906: "
        "the monopolist game against the Single Tax)",
    )
    lab.add_argument(
        "--compare",
        metavar="RULESETS",
        help=f"comma-separated rule sets: {', '.join(RULESETS)}, single-tax-at-T (from turn T)",
    )
    lab.add_argument(
        "--seats",
        nargs="+",
        metavar="LEVEL",
        default=["heuristic"] * 4,
        help=f"a bot level per seat, 2 to 4 seats ({', '.join(LEVELS)}); default: 4 heuristic",
    )
    lab.add_argument("--games", type=int, default=100, help="seeds played under each rule set")
    lab.add_argument("--seed", type=int, default=1, help="the first seed")
    lab.add_argument("--workers", type=int, default=1, help="processes on this machine (0: one per core)")
    lab.add_argument("--playouts", type=int, default=24, help="look-ahead games per choice for the strong bot")
    lab.add_argument("--out", type=Path, default=Path("lab-results"), help="directory for the files")
    lab.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on this Dask distributed scheduler (needs the lab extra on every worker)",
    )


class ProgressLine:
    """A line on stderr that says how far a long run is: redrawn in place on a terminal, a new line
    every ten seconds otherwise; silent for runs shorter than a second."""

    def __init__(self, stream: TextIO, games_per_seed: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.stream = stream
        self.games_per_seed = games_per_seed
        self.clock = clock
        self.start = clock()
        self.shown = float("-inf")
        self.tty = stream.isatty()
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        elapsed = now - self.start
        if elapsed < 1 or (done < total and now - self.shown < (0.5 if self.tty else 10)):
            return
        self.shown = now
        rate = done * self.games_per_seed / elapsed
        left = elapsed / done * (total - done)
        text = f"{done}/{total} seeds ({done / total:.0%}), {rate:.1f} games/s, about {left:.0f} s left"
        self.stream.write(f"\r{text}\033[K" if self.tty else text + "\n")
        self.stream.flush()
        self.drawn = True

    def close(self) -> None:
        if self.drawn and self.tty:
            self.stream.write("\n")


class TableFiles:
    """``games.csv`` and ``players.csv`` written line by line as the seeds come in (in seed order),
    so a long run holds no line per game in memory."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.open: list[TextIO] = []

    def __call__(self, games: str, players: str) -> None:
        if not self.open:
            self.directory.mkdir(parents=True, exist_ok=True)
            for name, columns in (("games.csv", GAMES_COLUMNS), ("players.csv", PLAYERS_COLUMNS)):
                stream = (self.directory / name).open("w", encoding="utf-8", newline="")
                stream.write(export.table(columns, ()))
                self.open.append(stream)
        self.open[0].write(games)
        self.open[1].write(players)

    def close(self) -> None:
        for stream in self.open:
            stream.close()


def experiment_from(args: argparse.Namespace) -> Experiment:
    rulesets = (
        tuple(n.strip() for n in args.compare.split(",") if n.strip()) if args.compare else compared(args.edition)
    )
    seats = tuple(level for item in args.seats for level in item.split(",") if level)
    return Experiment(rulesets, seats, args.games, args.seed, args.playouts)


def main(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        experiment = experiment_from(args)
    except ValueError as exc:
        parser.error(str(exc))
    workers = args.workers or os.cpu_count() or 1
    if workers < 1:
        parser.error("--workers must be 0 (one per core) or more")
    stop = False

    def interrupted(signum: int, frame: FrameType | None) -> None:
        nonlocal stop
        stop = True
        signal.signal(signal.SIGINT, signal.default_int_handler)

    previous = signal.signal(signal.SIGINT, interrupted)
    progress = ProgressLine(sys.stderr, len(experiment.rulesets))
    tables = TableFiles(args.out)
    try:
        if args.scheduler:
            result = run_dask(experiment, args.scheduler, progress, lambda: stop, tables)
        else:
            result = run_local(experiment, workers, progress, lambda: stop, tables)
    finally:
        signal.signal(signal.SIGINT, previous)
        progress.close()
        tables.close()
    if not result.seeds_done:
        print("stopped before any game was played; nothing written", file=sys.stderr)
        return 1
    rendered = export.render(result)
    export.write(export.files(result, rendered, per_game=False), args.out)
    played = result.seeds_done
    note = "" if result.complete else f" (stopped: {played} of {experiment.games} seeds played)"
    seconds = time.monotonic() - progress.start
    print(f"{played * len(experiment.rulesets)} games in {seconds:.1f} s{note}; files in {args.out}")
    if rendered.claims:
        print(f"Magie's claims, measured. {reading(rendered.claims)} {export.CLAIMS_FILE} has every row.")
        for row in rendered.claims:
            if row.when == END:
                print(f"- {claim_line(row)}")
    for chart in rendered.charts:
        if not chart.key.startswith("sample-"):
            print(f"- {chart.reading}")
    return 0
