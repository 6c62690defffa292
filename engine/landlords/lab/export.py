"""The lab's files: one tidy CSV table per kind of data, every chart as SVG, and a summary JSON.

Each is built as text by a pure function (the page offers the same text as downloads); ``write``
puts them in a directory. Nothing here depends on timing, so the same experiment gives the same
bytes however it was run.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .charts import Chart, charts
from .measures import Spread, Summary, summaries
from .rulesets import ruleset
from .runner import LabResult


def table(columns: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return out.getvalue()


def games_csv(result: LabResult) -> str:
    return table(
        ("ruleset", "seed", "turns", "actions", "single_tax_from_turn", "winners", "end"),
        (
            (r.ruleset, r.seed, r.length, r.actions, r.single_tax_turn, " ".join(str(w + 1) for w in r.winners), r.end)
            for r in result.records
        ),
    )


def players_csv(result: LabResult) -> str:
    seats = result.experiment.seats
    return table(
        (
            "ruleset",
            "seed",
            "seat",
            "bot",
            "worth",
            "cash",
            "won",
            "poorhouse_at_end",
            "times_sent_to_poorhouse",
            "in_debt_at_end",
        ),
        (
            (
                r.ruleset,
                r.seed,
                p + 1,
                seats[p],
                r.final[p],
                r.cash[-1][p],
                int(p in r.winners),
                int(r.poorhouse[p]),
                r.poorhouse_visits[p],
                int(r.in_debt[p]),
            )
            for r in result.records
            for p in range(len(seats))
        ),
    )


def turns_csv(result: LabResult) -> str:
    """Every player's worth and cash at the end of every turn (turn 0: as dealt)."""
    return table(
        ("ruleset", "seed", "turn", "seat", "worth", "cash"),
        (
            (r.ruleset, r.seed, t, p + 1, worth[p], cash[p])
            for r in result.records
            for t, worth, cash in zip(r.turns, r.worth, r.cash, strict=True)
            for p in range(len(worth))
        ),
    )


def treasury_csv(result: LabResult) -> str:
    return table(
        ("ruleset", "seed", "turn", "treasury", "paid_in_since_start"),
        (
            (r.ruleset, r.seed, t, balance, paid)
            for r in result.records
            for t, balance, paid in zip(r.turns, r.treasury, r.revenue, strict=True)
        ),
    )


def series_csv(sums: Sequence[Summary]) -> str:
    """The turn-by-turn means and bands the charts draw."""
    rows = []
    for s in sums:
        for measure, series in (("gini", s.gini), ("paid_in", s.revenue)):
            for t, p, running in zip(series.turns, series.points, series.running, strict=True):
                rows.append((s.key, measure, t, round(p.mean, 6), round(p.low, 6), round(p.high, 6), running))
    return table(("ruleset", "measure", "turn", "mean", "p10", "p90", "games_running"), rows)


def spread_dict(s: Spread) -> dict[str, float]:
    return {"mean": round(s.mean, 6), "p10": round(s.low, 6), "p90": round(s.high, 6)}


def summary_json(result: LabResult, sums: Sequence[Summary], drawn: Sequence[Chart]) -> str:
    data: dict[str, Any] = {
        "experiment": result.experiment.to_dict(),
        "complete": result.complete,
        "seeds_played": result.seeds_done,
        "paired": "Every rule set played the same seeds: the same dice and cards, so the difference is the rules.",
        "rulesets": [
            {
                "key": s.key,
                "title": s.title,
                "edition": ruleset(s.key).edition,
                "note": ruleset(s.key).note,
                "games": s.games,
                "final_gini": spread_dict(s.final_gini),
                "richest_share": spread_dict(s.richest),
                "poorer_half_share": round(s.poorest_half, 6),
                "lorenz": [[round(x, 6), round(y, 6)] for x, y in s.lorenz],
                "poorhouse_at_end": round(s.poorhouse_end, 6),
                "ever_in_poorhouse": round(s.poorhouse_ever, 6),
                "in_debt_at_end": round(s.in_debt, 6),
                "turns": spread_dict(s.length),
                "paid_into_treasury": spread_dict(s.revenue.last),
                "mean_worth": spread_dict(s.final_worth),
                "single_tax_games": s.single_tax_games,
                "wins_by_seat": [round(w, 6) for w in s.wins],
            }
            for s in sums
        ],
        "charts": [
            {
                "key": c.key,
                "title": c.title,
                "reading": c.reading,
                "file": f"{c.key}.svg",
                "table": {
                    "caption": c.table.caption,
                    "columns": list(c.table.columns),
                    "rows": [list(r) for r in c.table.rows],
                },
            }
            for c in drawn
        ],
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def render(result: LabResult) -> tuple[list[Summary], list[Chart]]:
    """The summaries and the charts of a run (what the files are made of)."""
    sums = summaries(result)
    return sums, charts(result, sums)


def files(result: LabResult, sums: Sequence[Summary], drawn: Sequence[Chart]) -> dict[str, str]:
    """Every file of a run by name: the CSV tables, ``summary.json`` and ``charts/<key>.svg``."""
    out = {
        "games.csv": games_csv(result),
        "players.csv": players_csv(result),
        "turns.csv": turns_csv(result),
        "treasury.csv": treasury_csv(result),
        "series.csv": series_csv(sums),
        "summary.json": summary_json(result, sums, drawn),
    }
    out.update({f"charts/{c.key}.svg": c.svg for c in drawn})
    return out


def write(named: dict[str, str], directory: Path) -> list[Path]:
    written = []
    for name, text in named.items():
        path = directory / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
