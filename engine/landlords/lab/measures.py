"""From the tallies to what the charts show: per rule set, turn by turn and at the end.

Turn-by-turn series run to the longest game; a game that is over keeps its final numbers (its
wealth is settled), and ``running`` says how many games were still being played at each turn.
Wealth is read two ways (``wealth``): by the lab's common measure (worth without land titles)
and by the game's own count (the ``own_`` fields).
"""

from __future__ import annotations

from dataclasses import dataclass

from .aggregate import UNIT, WIN_SHARES, Measure, PerTurn, Tally
from .rulesets import ruleset
from .runner import LabResult
from .stats import BAND, share_of_poorest


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
    #: By the common measure (worth without land titles).
    gini: TurnSeries
    final_gini: Spread
    richest: Spread
    #: The mean Lorenz curve of final wealth, and what it gives the poorer half of the players.
    lorenz: tuple[tuple[float, float], ...]
    poorest_half: float
    #: The same by the game's own count.
    own_gini: TurnSeries
    own_final_gini: Spread
    own_richest: Spread
    own_lorenz: tuple[tuple[float, float], ...]
    own_poorest_half: float
    #: Shares of all players (every seat of every game): in the Poor House at the end, ever sent
    #: there, in debt at the end.
    poorhouse_end: float
    poorhouse_ever: float
    in_debt: float
    length: Spread
    revenue: TurnSeries
    #: Mean worth per player at the end, by the common measure and by the game's count.
    final_worth: Spread
    own_final_worth: Spread
    #: Games in which the Single Tax was in force by the end, and the median turn it came in among
    #: them (None if in none).
    single_tax_games: int
    single_tax_median: float | None
    #: Wins by seat (a tie shares the win).
    wins: tuple[float, ...]


def spread(measure: Measure) -> Spread:
    return Spread(measure.mean(), measure.band(BAND[0]), measure.band(BAND[1]))


def series(per_turn: PerTurn, games: int) -> TurnSeries:
    points = per_turn.read(games, BAND)
    return TurnSeries(
        tuple(range(len(points))),
        tuple(Spread(m, lo, hi) for m, lo, hi, _ in points),
        tuple(r for *_, r in points),
    )


def mean_lorenz(sums: list[int], games: int) -> tuple[tuple[float, float], ...]:
    """The games' Lorenz curves of final wealth, averaged point by point."""
    n = len(sums) - 1
    return tuple((i / n, total / UNIT / games) for i, total in enumerate(sums))


def summarise(tally: Tally, key: str) -> Summary:
    if not tally.games:
        raise ValueError(f"no games played under {key}")
    games, seats = tally.games, tally.players * tally.games
    curve, own_curve = mean_lorenz(tally.lorenz, games), mean_lorenz(tally.own_lorenz, games)
    return Summary(
        key=key,
        title=ruleset(key).title,
        games=games,
        players=tally.players,
        gini=series(tally.gini, games),
        final_gini=spread(tally.final_gini),
        richest=spread(tally.richest),
        lorenz=curve,
        poorest_half=share_of_poorest(curve, 0.5),
        own_gini=series(tally.own_gini, games),
        own_final_gini=spread(tally.own_final_gini),
        own_richest=spread(tally.own_richest),
        own_lorenz=own_curve,
        own_poorest_half=share_of_poorest(own_curve, 0.5),
        poorhouse_end=tally.poorhouse_end / seats,
        poorhouse_ever=tally.poorhouse_ever / seats,
        in_debt=tally.in_debt / seats,
        length=spread(tally.length),
        revenue=series(tally.revenue, games),
        final_worth=spread(tally.worth),
        own_final_worth=spread(tally.own_worth),
        single_tax_games=tally.single_tax_games,
        single_tax_median=tally.single_tax_turn.band(0.5) if tally.single_tax_turn.games else None,
        wins=tuple(w / WIN_SHARES for w in tally.wins),
    )


def summaries(result: LabResult) -> list[Summary]:
    """One summary per rule set, in the experiment's order (those with games played)."""
    out = []
    for key in result.experiment.rulesets:
        tally = result.of(key)
        if tally is not None:
            out.append(summarise(tally, key))
    return out
