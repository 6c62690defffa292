"""Inequality and summary statistics in plain Python (the page's Python has no numpy).

Wealth below zero (a player who owes more than he holds) counts as nothing owned in the
inequality measures, so they stay between 0 and 1: the Gini coefficient is 0 when everyone holds
the same and (n - 1) / n when one of n players holds everything.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise


def holdings(values: Sequence[float]) -> list[float]:
    """What each holds, debts counting as nothing, poorest first."""
    return sorted(max(0.0, float(v)) for v in values)


def gini(values: Sequence[float]) -> float:
    """Mean absolute difference between all pairs over twice the mean (0 for an empty or penniless table)."""
    xs = holdings(values)
    n, total = len(xs), sum(xs)
    if n == 0 or total == 0:
        return 0.0
    ranked = sum(i * x for i, x in enumerate(xs, start=1))
    return 2 * ranked / (n * total) - (n + 1) / n


def lorenz(values: Sequence[float]) -> list[tuple[float, float]]:
    """The Lorenz curve: (share of players, poorest first; their share of all wealth), from (0, 0) to (1, 1).

    A penniless table is the line of equality."""
    xs = holdings(values)
    n, total = len(xs), sum(xs)
    points = [(0.0, 0.0)]
    running = 0.0
    for i, x in enumerate(xs, start=1):
        running += x
        points.append((i / n, running / total if total else i / n))
    return points


def share_of_poorest(curve: Sequence[tuple[float, float]], fraction: float) -> float:
    """The Lorenz curve read at ``fraction`` of the players (straight lines between its points)."""
    for (x0, y0), (x1, y1) in pairwise(curve):
        if x0 <= fraction <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (fraction - x0) / (x1 - x0)
    raise ValueError("fraction must be between 0 and 1")


def richest_share(values: Sequence[float]) -> float:
    """The richest player's share of all wealth (an equal share when nobody holds anything)."""
    xs = holdings(values)
    total = sum(xs)
    return xs[-1] / total if total else 1 / len(xs)


def mean(values: Sequence[float]) -> float:
    if not values:
        raise ValueError("the mean of nothing")
    return sum(values) / len(values)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0 to 1), interpolating between the nearest ranks (numpy's default, "linear")."""
    if not values:
        raise ValueError("the percentile of nothing")
    if not 0 <= q <= 1:
        raise ValueError("q must be between 0 and 1")
    xs = sorted(values)
    position = q * (len(xs) - 1)
    low = int(position)
    high = min(low + 1, len(xs) - 1)
    return xs[low] + (xs[high] - xs[low]) * (position - low)


#: The band drawn around a mean: from the 10th to the 90th percentile across games.
BAND = (0.1, 0.9)


def band(values: Sequence[float]) -> tuple[float, float]:
    return percentile(values, BAND[0]), percentile(values, BAND[1])
