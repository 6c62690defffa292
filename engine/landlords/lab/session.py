"""A lab run driven seed by seed from outside: the page's worker plays a seed, hands back to
JavaScript (which hears Cancel and posts progress), and asks for the next, then for the report.

The numbers are the ones ``run`` gives for the same experiment, since both play ``play_seed`` in
seed order; the report is what the command line writes (``export.files``), plus each chart with
its reading and table for the page to show.
"""

from __future__ import annotations

import json
from typing import Any

from .experiment import Experiment
from .export import files, render
from .runner import Collector, play_seeds


class Session:
    def __init__(self, experiment: Experiment) -> None:
        self.experiment = experiment
        self.collector = Collector(experiment)
        self.next_seed = experiment.seed

    @classmethod
    def from_json(cls, text: str) -> Session:
        """A session for an experiment given as JSON (``Experiment.to_dict``); ValueError if it is not one."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError("the experiment is not valid JSON") from exc
        return cls(Experiment.from_dict(data))

    @property
    def done(self) -> int:
        return self.next_seed - self.experiment.seed

    @property
    def finished(self) -> bool:
        return self.done >= self.experiment.games

    def step(self) -> int:
        """Play the next seed under every rule set; returns the seeds done so far."""
        if not self.finished:
            self.collector.add(play_seeds(self.experiment, range(self.next_seed, self.next_seed + 1)))
            self.next_seed += 1
        return self.done

    def report(self) -> str:
        """The charts (title, reading, SVG, table) and every export file, as JSON."""
        if not self.done:
            raise ValueError("no game has been played yet")
        result = self.collector.finish(self.finished)
        sums, drawn = render(result)
        data: dict[str, Any] = {
            "experiment": self.experiment.to_dict(),
            "complete": result.complete,
            "seeds": self.done,
            "charts": [
                {
                    "key": c.key,
                    "title": c.title,
                    "reading": c.reading,
                    "svg": c.svg,
                    "table": {"caption": c.table.caption, "columns": c.table.columns, "rows": c.table.rows},
                }
                for c in drawn
            ],
            "files": files(result, sums, drawn),
        }
        return json.dumps(data)
