"""Seeded matches between bot levels with seats rotated: win rates with confidence intervals.

One seat plays the tested level, the others the opponent level; the tested seat moves round the
table game by game so no seat advantage creeps in. A tie shares the win. The interval is Wilson's
95% score interval; the fair share is 1 / players.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..bots import make_bot
from ..engine import apply, decider, is_over, new_game
from ..options import Options
from ..scoring import winners


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


def play_match(options: Options, level: str, opponent: str, games: int, seed: int, playouts: int = 24) -> MatchResult:
    n = len(options.players)
    wins = 0.0
    for g in range(games):
        game_seed = seed + g
        seat = g % n
        bots = [
            make_bot(level if s == seat else opponent, seed=game_seed * 10 + s, playouts=playouts) for s in range(n)
        ]
        state = new_game(options, game_seed)
        while not is_over(state):
            apply(state, bots[decider(state)].decide(state).action, checked=False)  # bots play listed actions
        won = winners(state)
        if seat in won:
            wins += 1 / len(won)
    return MatchResult(level, opponent, games, wins, 1 / n)


def format_results(results: list[MatchResult]) -> str:
    lines = [f"{'level':>10} vs {'opponents':<10} {'games':>5} {'win rate':>9} {'95% interval':>15} {'fair share':>10}"]
    for r in results:
        low, high = r.interval()
        verdict = "above share" if low > r.share else ("below share" if high < r.share else "not clear")
        lines.append(
            f"{r.level:>10} vs {r.opponent:<10} {r.games:>5} {r.rate:>9.1%} "
            f"{f'{low:.1%} - {high:.1%}':>15} {r.share:>10.0%}  {verdict}"
        )
    return "\n".join(lines)
