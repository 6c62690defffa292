"""A lab run driven from the page: its workers each play a run of seeds a seed at a time, handing
back to JavaScript between slices (which hears Cancel and posts progress), then give their tallies
as one part; one worker merges the parts into the report.

The numbers are the ones ``run`` gives for the same seeds, since parts merge exactly in any order;
the report is what the command line writes (``export.files``), plus the claims card in words and
each chart with its reading and table for the page to show. Parts cross between workers pickled: they come from our own
workers on the page, running the same wheel.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Iterable
from typing import Any

from .claims import card
from .experiment import Experiment
from .export import files, render
from .runner import Collector, Part, play_seeds


def experiment_from_json(text: str) -> Experiment:
    """An experiment given as JSON (``Experiment.to_dict``); ValueError if it is not one."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError("the experiment is not valid JSON") from exc
    return Experiment.from_dict(data)


#: The page keeps the games and players tables (a line per game and per seat, about 400 bytes a
#: seed) for the experiment's first this many seeds; beyond them only the tallies grow, with turns
#: and not games, so a long run in the page stays in bounded memory. The command line streams
#: every line to disk instead.
PAGE_TABLE_SEEDS = 10_000


class Session:
    """Seeds ``first`` to ``first + count - 1`` of an experiment (all of them unless given)."""

    def __init__(self, experiment: Experiment, first: int | None = None, count: int | None = None) -> None:
        self.experiment = experiment
        self.first = experiment.seed if first is None else first
        self.count = experiment.games if count is None else count
        self.collector = Collector(experiment, first=self.first)
        self.next_seed = self.first

    @classmethod
    def from_json(cls, text: str, first: int | None = None, count: int | None = None) -> Session:
        return cls(experiment_from_json(text), first, count)

    @property
    def done(self) -> int:
        return self.next_seed - self.first

    @property
    def finished(self) -> bool:
        return self.done >= self.count

    def step(self) -> int:
        """Play the next seed under every rule set; returns the seeds done so far."""
        if not self.finished:
            part = play_seeds(self.experiment, range(self.next_seed, self.next_seed + 1))
            if self.next_seed >= self.experiment.seed + PAGE_TABLE_SEEDS:
                part.games_rows = part.players_rows = ""
            self.collector.add(part)
            self.next_seed += 1
        return self.done

    def part(self) -> bytes:
        """The seeds played, as a part for ``report`` (pickled)."""
        return pickle.dumps(self.collector.part())

    def report(self) -> str:
        """This session's seeds alone, reported (one worker)."""
        return report(self.experiment, [self.part()])


def report(experiment: Experiment, parts: Iterable[bytes]) -> str:
    """The charts (title, reading, SVG, table) and every export file of the parts merged, as JSON."""
    collector = Collector(experiment)
    for blob in parts:
        part = pickle.loads(blob)
        if not isinstance(part, Part):
            raise ValueError("not a part of a lab run")
        if part.seeds:
            collector.add(part)
    result = collector.finish(False)
    if not result.seeds_done:
        raise ValueError("no game has been played yet")
    result.complete = result.seeds_done == experiment.games
    rendered = render(result)
    data: dict[str, Any] = {
        "experiment": experiment.to_dict(),
        "complete": result.complete,
        "seeds": result.seeds_done,
        "table_seeds": PAGE_TABLE_SEEDS,
        "claims": card(rendered.claims),
        "charts": [
            {
                "key": c.key,
                "title": c.title,
                "reading": c.reading,
                "svg": c.svg,
                "table": {"caption": c.table.caption, "columns": c.table.columns, "rows": c.table.rows},
            }
            for c in rendered.charts
        ],
        "files": files(result, rendered),
    }
    return json.dumps(data)
