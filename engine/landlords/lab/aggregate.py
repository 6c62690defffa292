"""Summaries that grow with turns, not with games: each worker adds its games to a ``Tally`` per
rule set, and tallies merge in any order to the same result.

Every sum is a whole number (a fraction such as a Gini coefficient is counted in billionths,
``UNIT``), so merging is exact and order does not matter. Means are exact to a billionth. Bands
(10th to 90th percentile) come from histograms of values rounded to a grid (``FRACTION_STEP`` for
shares and Gini coefficients, ``DOLLAR_STEP`` for money, one turn for lengths): a percentile read
from them is within half a grid step of the exact one, since rounding moves each sorted value by
at most half a step and interpolating between ranks moves no further (``tests/lab`` checks it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .stats import gini, lorenz, richest_share

UNIT = 10**9
FRACTION_STEP = 0.001
DOLLAR_STEP = 10
#: Wins are shared by ties of up to four: counted in twelfths, they stay whole numbers.
WIN_SHARES = 12

Histogram = dict[int, int]


def add_hist(into: Histogram, other: Histogram) -> None:
    for k, n in other.items():
        into[k] = into.get(k, 0) + n


def hist_percentile(hist: Histogram, q: float, step: float) -> float:
    """The ``q`` quantile of the histogram's values (grid index times ``step``), interpolating between
    ranks as ``stats.percentile`` does."""
    total = sum(hist.values())
    if not total:
        raise ValueError("the percentile of nothing")
    position = q * (total - 1)
    low = int(position)
    high = min(low + 1, total - 1)
    keys = sorted(hist)
    found: list[int] = []
    below = 0
    for k in keys:
        below += hist[k]
        while len(found) < 2 and below > (low, high)[len(found)]:
            found.append(k)
        if len(found) == 2:
            break
    return (found[0] + (found[1] - found[0]) * (position - low)) * step


def extend(values: list[Any], length: int, make: Any) -> None:
    while len(values) < length:
        values.append(make())


@dataclass(slots=True)
class Measure:
    """A value per game, summed exactly (in units of ``1 / scale``) and kept on a grid for the band."""

    scale: int
    step: float
    total: int = 0
    games: int = 0
    hist: Histogram = field(default_factory=dict)

    def add(self, value: float) -> None:
        self.total += round(value * self.scale)
        self.games += 1
        key = round(value / self.step)
        self.hist[key] = self.hist.get(key, 0) + 1

    def merge(self, other: Measure) -> None:
        self.total += other.total
        self.games += other.games
        add_hist(self.hist, other.hist)

    def mean(self) -> float:
        return self.total / self.scale / self.games

    def band(self, q: float) -> float:
        return hist_percentile(self.hist, q, self.step)


@dataclass(slots=True)
class PerTurn:
    """A value per game and turn. A game that is over keeps its final value at every later turn:
    its sum and grid value are kept once under the turn it ended (``ended_*``) and carried forward
    when the series is read."""

    scale: int
    step: float
    sums: list[int] = field(default_factory=list)
    hists: list[Histogram] = field(default_factory=list)
    ended: list[int] = field(default_factory=list)
    ended_sums: list[int] = field(default_factory=list)
    ended_hists: list[Histogram] = field(default_factory=list)

    def add(self, values: Sequence[float]) -> None:
        last = len(values) - 1
        for lst, make in ((self.sums, int), (self.hists, dict), (self.ended, int), (self.ended_sums, int)):
            extend(lst, last + 1, make)
        extend(self.ended_hists, last + 1, dict)
        for t, v in enumerate(values):
            scaled, key = round(v * self.scale), round(v / self.step)
            self.sums[t] += scaled
            self.hists[t][key] = self.hists[t].get(key, 0) + 1
        self.ended[last] += 1
        self.ended_sums[last] += scaled
        self.ended_hists[last][key] = self.ended_hists[last].get(key, 0) + 1

    def merge(self, other: PerTurn) -> None:
        for mine, theirs in (
            (self.sums, other.sums),
            (self.ended, other.ended),
            (self.ended_sums, other.ended_sums),
        ):
            extend(mine, len(theirs), int)
            for t, v in enumerate(theirs):
                mine[t] += v
        for mine_h, theirs_h in ((self.hists, other.hists), (self.ended_hists, other.ended_hists)):
            extend(mine_h, len(theirs_h), dict)
            for t, h in enumerate(theirs_h):
                add_hist(mine_h[t], h)

    def read(self, games: int, q: tuple[float, float]) -> list[tuple[float, float, float, int]]:
        """Per turn to the longest game: (mean, low, high, games still running)."""
        out = []
        carried_sum, carried_games = 0, 0
        carried: Histogram = {}
        for t in range(len(self.sums)):
            merged = dict(carried)
            add_hist(merged, self.hists[t])
            mean = (self.sums[t] + carried_sum) / self.scale / games
            carried_sum += self.ended_sums[t]
            carried_games += self.ended[t]
            add_hist(carried, self.ended_hists[t])
            low, high = (hist_percentile(merged, x, self.step) for x in q)
            out.append((mean, low, high, games - carried_games))
        return out


def fraction() -> Measure:
    return Measure(UNIT, FRACTION_STEP)


def fraction_per_turn() -> PerTurn:
    return PerTurn(UNIT, FRACTION_STEP)


@dataclass(slots=True)
class Tally:
    """One rule set's games, summarised: everything the charts and summary need, nothing per game."""

    players: int
    games: int = 0
    #: Gini coefficient turn by turn, by the common measure and by the game's own count.
    gini: PerTurn = field(default_factory=fraction_per_turn)
    own_gini: PerTurn = field(default_factory=fraction_per_turn)
    revenue: PerTurn = field(default_factory=lambda: PerTurn(1, DOLLAR_STEP))
    final_gini: Measure = field(default_factory=fraction)
    own_final_gini: Measure = field(default_factory=fraction)
    richest: Measure = field(default_factory=fraction)
    own_richest: Measure = field(default_factory=fraction)
    length: Measure = field(default_factory=lambda: Measure(1, 1))
    #: Mean worth per player at the end (common measure, game's count), in dollars.
    worth: Measure = field(default_factory=lambda: Measure(UNIT, DOLLAR_STEP))
    own_worth: Measure = field(default_factory=lambda: Measure(UNIT, DOLLAR_STEP))
    #: Lorenz curve points of final wealth, summed over games (common measure, game's count).
    lorenz: list[int] = field(default_factory=list)
    own_lorenz: list[int] = field(default_factory=list)
    poorhouse_end: int = 0
    poorhouse_ever: int = 0
    in_debt: int = 0
    single_tax_games: int = 0
    #: The turn the Single Tax came in, and the turn the shared goal was reached, in the games where
    #: they did (the charts mark the first; the claims card reads the second).
    single_tax_turn: Measure = field(default_factory=lambda: Measure(1, 1))
    goal_turn: Measure = field(default_factory=lambda: Measure(1, 1))
    #: Wins by seat in twelfths (a tie shares the win).
    wins: list[int] = field(default_factory=list)

    def add(self, record: Any) -> None:
        """One game's record (``runner.GameRecord``)."""
        if record.players != self.players:
            raise ValueError("every game of a rule set has as many players")
        self.games += 1
        self.gini.add([gini(row) for row in record.common])
        self.own_gini.add([gini(row) for row in record.worth])
        self.revenue.add(record.revenue)
        for final, g, rich, mean, curve_sum in (
            (record.final_common, self.final_gini, self.richest, self.worth, self.lorenz),
            (record.final, self.own_final_gini, self.own_richest, self.own_worth, self.own_lorenz),
        ):
            g.add(gini(final))
            rich.add(richest_share(final))
            mean.add(sum(final) / self.players)
            extend(curve_sum, self.players + 1, int)
            for i, (_, y) in enumerate(lorenz(final)):
                curve_sum[i] += round(y * UNIT)
        self.length.add(record.length)
        self.poorhouse_end += sum(record.poorhouse)
        self.poorhouse_ever += sum(1 for v in record.poorhouse_visits if v)
        self.in_debt += sum(record.in_debt)
        self.single_tax_games += 1 if record.single_tax_turn else 0
        if record.single_tax_turn:
            self.single_tax_turn.add(record.single_tax_turn)
        if record.goal_turn:
            self.goal_turn.add(record.goal_turn)
        extend(self.wins, self.players, int)
        for w in record.winners:
            self.wins[w] += WIN_SHARES // len(record.winners)

    def merge(self, other: Tally) -> None:
        if other.players != self.players:
            raise ValueError("tallies of different tables do not merge")
        self.games += other.games
        for name in ("gini", "own_gini", "revenue"):
            getattr(self, name).merge(getattr(other, name))
        for name in (
            "final_gini",
            "own_final_gini",
            "richest",
            "own_richest",
            "length",
            "worth",
            "own_worth",
            "single_tax_turn",
            "goal_turn",
        ):
            getattr(self, name).merge(getattr(other, name))
        for mine, theirs in ((self.lorenz, other.lorenz), (self.own_lorenz, other.own_lorenz), (self.wins, other.wins)):
            extend(mine, len(theirs), int)
            for i, v in enumerate(theirs):
                mine[i] += v
        self.poorhouse_end += other.poorhouse_end
        self.poorhouse_ever += other.poorhouse_ever
        self.in_debt += other.in_debt
        self.single_tax_games += other.single_tax_games
