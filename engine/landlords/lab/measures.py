"""From game records to what the charts show: per rule set, turn by turn and at the end.

Turn-by-turn series run to the longest game; a game that is over keeps its final numbers (its
wealth is settled), and ``running`` says how many games were still being played at each turn.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .rulesets import ruleset
from .runner import GameRecord, LabResult
from .stats import band, gini, lorenz, mean, richest_share, share_of_poorest


@dataclass(frozen=True, slots=True)
class Spread:
    """A mean across games and the band around it (10th to 90th percentile)."""

    mean: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class TurnSeries:
    turns: tuple[int, ...]
    points: tuple[Spread, ...]
    #: Games not yet over at each turn.
    running: tuple[int, ...]

    @property
    def last(self) -> Spread:
        return self.points[-1]


@dataclass(frozen=True, slots=True)
class Summary:
    """One rule set's results over all its games."""

    key: str
    title: str
    games: int
    players: int
    gini: TurnSeries
    final_gini: Spread
    richest: Spread
    #: The mean Lorenz curve of final wealth, and what it gives the poorer half of the players.
    lorenz: tuple[tuple[float, float], ...]
    poorest_half: float
    #: Shares of all players (every seat of every game): in the Poor House at the end, ever sent
    #: there, in debt at the end.
    poorhouse_end: float
    poorhouse_ever: float
    in_debt: float
    length: Spread
    revenue: TurnSeries
    final_worth: Spread
    #: Games in which the Single Tax was in force by the end.
    single_tax_games: int
    #: Wins by seat (a tie shares the win).
    wins: tuple[float, ...]


def spread(values: Sequence[float]) -> Spread:
    low, high = band(values)
    return Spread(mean(values), low, high)


def at_turn(record: GameRecord, series: Sequence[float], turn: int) -> float:
    """A record's value at ``turn``: its sample at or before it (its last once the game is over)."""
    return series[max(0, bisect_right(record.turns, turn) - 1)]


def turn_series(records: Sequence[GameRecord], values: Callable[[GameRecord], Sequence[float]]) -> TurnSeries:
    per_record = [(r, values(r)) for r in records]
    last = max(r.turns[-1] for r in records)
    points, running = [], []
    for t in range(last + 1):
        points.append(spread([at_turn(r, v, t) for r, v in per_record]))
        running.append(sum(1 for r in records if r.turns[-1] > t))
    return TurnSeries(tuple(range(last + 1)), tuple(points), tuple(running))


def mean_lorenz(records: Sequence[GameRecord]) -> tuple[tuple[float, float], ...]:
    """Each game's curve of final wealth, averaged point by point (every game has as many players)."""
    curves = [lorenz(r.final) for r in records]
    return tuple((curves[0][i][0], mean([c[i][1] for c in curves])) for i in range(len(curves[0])))


def summarise(records: Sequence[GameRecord], key: str) -> Summary:
    if not records:
        raise ValueError(f"no games played under {key}")
    players = len(records[0].final)
    seats = players * len(records)
    curve = mean_lorenz(records)
    wins = [0.0] * players
    for r in records:
        for w in r.winners:
            wins[w] += 1 / len(r.winners)
    return Summary(
        key=key,
        title=ruleset(key).title,
        games=len(records),
        players=players,
        gini=turn_series(records, lambda r: [gini(w) for w in r.worth]),
        final_gini=spread([gini(r.final) for r in records]),
        richest=spread([richest_share(r.final) for r in records]),
        lorenz=curve,
        poorest_half=share_of_poorest(curve, 0.5),
        poorhouse_end=sum(sum(r.poorhouse) for r in records) / seats,
        poorhouse_ever=sum(sum(1 for v in r.poorhouse_visits if v) for r in records) / seats,
        in_debt=sum(sum(r.in_debt) for r in records) / seats,
        length=spread([r.length for r in records]),
        revenue=turn_series(records, lambda r: r.revenue),
        final_worth=spread([sum(r.final) / players for r in records]),
        single_tax_games=sum(1 for r in records if r.single_tax_turn),
        wins=tuple(wins),
    )


def summaries(result: LabResult) -> list[Summary]:
    """One summary per rule set, in the experiment's order (those with games played)."""
    return [summarise(result.of(key), key) for key in result.experiment.rulesets if result.of(key)]
