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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .aggregate import DOLLAR_STEP, FRACTION_STEP
from .charts import Chart, charts
from .claims import CLAIMS_COLUMNS, ClaimRow, card, claim_rows, json_rows
from .measures import Spread, Summary, summaries
from .rulesets import ruleset
from .runner import GAMES_COLUMNS, PLAYERS_COLUMNS, LabResult
from .stats import BAND
from .wealth import COMMON_NAME, COMMON_NOTE

#: Where the numbers are not exact, and by how much (``aggregate``).
APPROXIMATE = (
    f"Means are exact to a billionth. The {BAND[0]:.0%} to {BAND[1]:.0%} bands are read from histograms: within "
    f"{FRACTION_STEP / 2:g} for Gini coefficients and shares, ${DOLLAR_STEP / 2:g} for money, exact for game lengths."
)


def table(columns: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return out.getvalue()


def games_csv(result: LabResult) -> str:
    return table(GAMES_COLUMNS, ()) + "".join(result.games_rows)


def players_csv(result: LabResult) -> str:
    """A line per seat per game: worth by the game's count and without land titles (the common measure)."""
    return table(PLAYERS_COLUMNS, ()) + "".join(result.players_rows)


def turns_csv(result: LabResult) -> str:
    """The sample games (the first seed played): every player's worth by the game's count and without land
    titles, and cash, at the end of every turn (turn 0: as dealt)."""
    return table(
        ("ruleset", "seed", "turn", "seat", "worth", "worth_without_land", "cash"),
        (
            (r.ruleset, r.seed, t, p + 1, worth[p], common[p], cash[p])
            for r in result.samples
            for t, worth, common, cash in zip(r.turns, r.worth, r.common, r.cash, strict=True)
            for p in range(len(worth))
        ),
    )


def treasury_csv(result: LabResult) -> str:
    """The sample games' Public Treasury, turn by turn (``series.csv`` has every game's mean and band)."""
    return table(
        ("ruleset", "seed", "turn", "treasury", "paid_in_since_start"),
        (
            (r.ruleset, r.seed, t, balance, paid)
            for r in result.samples
            for t, balance, paid in zip(r.turns, r.treasury, r.revenue, strict=True)
        ),
    )


def series_csv(sums: Sequence[Summary]) -> str:
    """The turn-by-turn means and bands the charts draw."""
    rows = []
    for s in sums:
        for measure, series in (("gini", s.gini), ("gini_own_count", s.own_gini), ("paid_in", s.revenue)):
            for t, p, running in zip(series.turns, series.points, series.running, strict=True):
                rows.append((s.key, measure, t, round(p.mean, 6), round(p.low, 6), round(p.high, 6), running))
    return table(("ruleset", "measure", "turn", "mean", "p10", "p90", "games_running"), rows)


CLAIMS_FILE = "claims.csv"


def claims_csv(rows: Sequence[ClaimRow]) -> str:
    """The claims card: a row per claim, measure (at the end, at equal turns) and pair of rule sets."""
    return table(CLAIMS_COLUMNS, (r.csv_row() for r in rows))


def spread_dict(s: Spread) -> dict[str, float]:
    return {"mean": round(s.mean, 6), "p10": round(s.low, 6), "p90": round(s.high, 6)}


def summary_json(
    result: LabResult, sums: Sequence[Summary], drawn: Sequence[Chart], claimed: Sequence[ClaimRow]
) -> str:
    scorecard = card(claimed)
    data: dict[str, Any] = {
        "experiment": result.experiment.to_dict(),
        "complete": result.complete,
        "seeds_played": result.seeds_done,
        "paired": "Every rule set played the same seeds: the same dice and cards, so the difference is the rules.",
        "claims": {
            "reading": scorecard["reading"],
            "rule": scorecard["rule"],
            "interval": scorecard["interval"],
            "equal_turns": scorecard["equal_turns"],
            "rows": json_rows(claimed),
        },
        "wealth": {"measure": COMMON_NAME, "note": COMMON_NOTE, "second_measure": "the game's own count"},
        "approximate": APPROXIMATE,
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
                "mean_worth": spread_dict(s.final_worth),
                "own_count": {
                    "final_gini": spread_dict(s.own_final_gini),
                    "richest_share": spread_dict(s.own_richest),
                    "poorer_half_share": round(s.own_poorest_half, 6),
                    "lorenz": [[round(x, 6), round(y, 6)] for x, y in s.own_lorenz],
                    "mean_worth": spread_dict(s.own_final_worth),
                },
                "poorhouse_at_end": round(s.poorhouse_end, 6),
                "ever_in_poorhouse": round(s.poorhouse_ever, 6),
                "in_debt_at_end": round(s.in_debt, 6),
                "turns": spread_dict(s.length),
                "paid_into_treasury": spread_dict(s.revenue.last),
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


@dataclass(frozen=True, slots=True)
class Rendered:
    """What a run's files are made of: the summaries, the charts and the claims card's rows."""

    sums: list[Summary]
    charts: list[Chart]
    claims: list[ClaimRow]


def render(result: LabResult) -> Rendered:
    sums = summaries(result)
    return Rendered(sums, charts(result, sums), claim_rows(result.claims, result.tallies, result.experiment.rulesets))


def files(result: LabResult, rendered: Rendered, per_game: bool = True) -> dict[str, str]:
    """Every file of a run by name: the CSV tables, ``summary.json`` and ``charts/<key>.svg``
    (``per_game=False`` leaves out the games and players tables, which the command line streams)."""
    out = {"games.csv": games_csv(result), "players.csv": players_csv(result)} if per_game else {}
    out |= {
        CLAIMS_FILE: claims_csv(rendered.claims),
        "turns.csv": turns_csv(result),
        "treasury.csv": treasury_csv(result),
        "series.csv": series_csv(rendered.sums),
        "summary.json": summary_json(result, rendered.sums, rendered.charts, rendered.claims),
    }
    out.update({f"charts/{c.key}.svg": c.svg for c in rendered.charts})
    return out


def write(named: dict[str, str], directory: Path) -> list[Path]:
    written = []
    for name, text in named.items():
        path = directory / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
