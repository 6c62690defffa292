"""The 95% interval of a paired difference, and the verdict it gives a claim.

Each seed is played under both rule sets compared, so each seed gives one difference; the interval
is Student's t interval of their mean: mean +- t * s / sqrt(n), with t the 97.5th percentile of
Student's t distribution with n - 1 degrees of freedom and s the differences' standard deviation.
It needs only the count, the sum and the sum of squares, which merge exactly in any order.

Only + - * / and square roots are used (no library arctangent or logarithm), so CPython and the
page's Pyodide give the same bits and the files the same bytes: t's distribution is summed from
its closed form for whole degrees of freedom (Abramowitz and Stegun 26.7.3-4), with our own
arctangent; above ``SERIES_LIMIT`` degrees of freedom the closed form has too many terms and
Hill's expansion about the normal percentile is used, which agrees to better than 1e-12 there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import sqrt

PI = 3.141592653589793
#: The normal distribution's 97.5th percentile (two-sided 95%).
Z_975 = 1.959963984540054
LEVEL = 0.95
SERIES_LIMIT = 2000

SUPPORTED = "supported"
NOT_SUPPORTED = "not supported"
UNCLEAR = "no clear difference"
TOO_FEW = "too few games"


def arctan(x: float) -> float:
    """The arctangent from arithmetic alone: fold the argument below 0.05 by halving the angle
    (atan x = 2 atan(x / (1 + sqrt(1 + x*x)))), then sum the Taylor series to double precision."""
    if x < 0:
        return -arctan(-x)
    if x > 1:
        return PI / 2 - arctan(1 / x)
    doublings = 0
    while x > 0.05:
        x = x / (1 + sqrt(1 + x * x))
        doublings += 1
    square, term, total, k = x * x, x, x, 1
    while True:
        term *= -square
        k += 2
        step = term / k
        if total + step == total:
            break
        total += step
    return total * (1 << doublings)


def t_within(t: float, df: int) -> float:
    """P(|T| <= t) for Student's t with ``df`` (whole, at least 1) degrees of freedom."""
    if t <= 0:
        return 0.0
    cos2 = df / (df + t * t)
    sin = t / sqrt(df + t * t)
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for k in range(1, df // 2):
            term *= cos2 * (2 * k - 1) / (2 * k)
            total += term
        return sin * total
    theta = arctan(t / sqrt(df))
    if df == 1:
        return 2 * theta / PI
    term, total = 1.0, 1.0
    for k in range(1, (df - 1) // 2):
        term *= cos2 * (2 * k) / (2 * k + 1)
        total += term
    return 2 / PI * (theta + sin * sqrt(cos2) * total)


@cache
def t_critical(df: int) -> float:
    """The t value with 95% of Student's t distribution (``df`` degrees of freedom) within +-t."""
    if df < 1:
        raise ValueError("an interval needs at least one degree of freedom (two games)")
    if df > SERIES_LIMIT:
        z, n = Z_975, float(df)
        z2 = z * z
        return z * (
            1
            + (z2 + 1) / (4 * n)
            + (5 * z2 * z2 + 16 * z2 + 3) / (96 * n * n)
            + (3 * z2 * z2 * z2 + 19 * z2 * z2 + 17 * z2 - 15) / (384 * n * n * n)
        )
    low, high = 0.0, 1.0
    while t_within(high, df) < LEVEL:
        high *= 2
    for _ in range(100):
        mid = (low + high) / 2
        if mid in (low, high):
            break
        if t_within(mid, df) < LEVEL:
            low = mid
        else:
            high = mid
    return high


@dataclass(frozen=True, slots=True)
class Interval:
    mean: float
    low: float
    high: float
    n: int


def paired_interval(n: int, total: int, squares: int, scale: int = 1, bound: float | None = None) -> Interval | None:
    """The mean difference and its 95% interval from ``n`` differences given in whole units of
    ``1 / scale``: their sum and their sum of squares (None with fewer than two). The spread is
    worked out in whole numbers, so nothing cancels in floating point. ``bound``: the most a
    difference can be either way (a share's is 1); the interval is cut there, since when nearly
    every game gives the same answer t's interval can reach past what a difference can be (the
    cut never moves an end across zero, so it changes no verdict)."""
    if n < 2:
        return None
    mean = total / (n * scale)
    spread = n * squares - total * total  # n(n - 1) times the variance, in units squared
    half = t_critical(n - 1) * sqrt(spread / (n * n * (n - 1))) / scale
    low, high = mean - half, mean + half
    if bound is not None:
        low, high = max(low, -bound), min(high, bound)
    return Interval(mean, low, high, n)


def verdict(interval: Interval | None, direction: int) -> str:
    """``direction``: +1 if the claim says the difference is above zero, -1 below. Supported when
    the whole interval lies on the claimed side of zero, not supported when it lies wholly on the
    other side, no clear difference when it holds zero."""
    if interval is None:
        return TOO_FEW
    if interval.low > 0 or interval.high < 0:
        return SUPPORTED if (interval.low > 0) == (direction > 0) else NOT_SUPPORTED
    return UNCLEAR


VERDICT_RULE = (
    "A claim is supported when the whole 95% interval of the paired difference lies on the side of zero the claim "
    "predicts, not supported when it lies wholly on the other side, and shows no clear difference when the interval "
    "holds zero."
)
INTERVAL_NOTE = (
    "Paired by seed: each seed is played under both rule sets, and the difference is the Single Tax's result less "
    "the monopolist game's, with Student's t interval of its mean (95%; cut at what a difference can be, such as "
    "100 points for a share)."
)
