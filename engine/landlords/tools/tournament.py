"""Seeded matches between bot levels with seats rotated: win rates with confidence intervals.

One seat plays the tested level, the others the opponent level; the tested seat moves round the
table game by game so no seat advantage creeps in. A tie shares the win. The interval is Wilson's
95% score interval; the fair share is 1 / players.
"""

from __future__ import annotations

import math
import multiprocessing
from dataclasses import dataclass
from functools import partial

from ..bots import make_bot
from ..edition import winners
from ..engine import apply, decider, is_over, new_game
from ..options import Options

#: A look-ahead budget: playouts per candidate, a time limit per decision (None: playouts only), and
#: playouts per decision shared by the candidates as the page's time limit shares them (None: per candidate).
Budget = tuple[int, float | None, int | None]


@dataclass(frozen=True, slots=True)
class MatchResult:
    level: str
    opponent: str
    games: int
    wins: float
    share: float

    @property
    def rate(self) -> float:
        return self.wins / self.games

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        n, p = self.games, self.rate
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)


def play_game(options: Options, level: str, opponent: str, g: int, seed: int, budget: Budget) -> float:
    """Game ``g`` of a match: the tested level's share of the win (1, a tie's share, or 0)."""
    n = len(options.players)
    game_seed = seed + g
    seat = g % n
    playouts, seconds, per_decision = budget
    bots = [
        make_bot(
            level if s == seat else opponent,
            seed=game_seed * 10 + s,
            playouts=playouts,
            seconds=seconds,
            per_decision=per_decision,
        )
        for s in range(n)
    ]
    state = new_game(options, game_seed)
    while not is_over(state):
        apply(state, bots[decider(state)].decide(state).action, checked=False)  # bots play listed actions
    won = winners(state)
    return 1 / len(won) if seat in won else 0.0


def play_match(
    options: Options,
    level: str,
    opponent: str,
    games: int,
    seed: int,
    playouts: int = 24,
    seconds: float | None = None,
    jobs: int = 1,
    per_decision: int | None = None,
) -> MatchResult:
    """``games`` seeded games; with ``jobs`` > 1 they run in a pool of processes, each game
    played exactly as it would be alone, so the result is the same (under a playout budget)."""
    play = partial(play_game, options, level, opponent, seed=seed, budget=(playouts, seconds, per_decision))
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            shares = pool.map(play, range(games), chunksize=1)
    else:
        shares = [play(g) for g in range(games)]
    return MatchResult(level, opponent, games, sum(shares), 1 / len(options.players))


def format_results(results: list[MatchResult], edition: str = "") -> str:
    lines = [
        f"{'edition':<10} {'level':>10} vs {'opponents':<10} {'games':>5} {'win rate':>9} {'95% interval':>15}"
        f" {'fair share':>10}"
    ]
    for r in results:
        low, high = r.interval()
        verdict = "above share" if low > r.share else ("below share" if high < r.share else "not clear")
        lines.append(
            f"{edition:<10} {r.level:>10} vs {r.opponent:<10} {r.games:>5} {r.rate:>9.1%} "
            f"{f'{low:.1%} - {high:.1%}':>15} {r.share:>10.0%}  {verdict}"
        )
    return "\n".join(lines)
