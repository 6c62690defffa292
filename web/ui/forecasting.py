"""The forecast by play (``landlords.bots.forecast``) as the page runs it: one continuation at a
time, so whoever runs it (the page's forecast worker, or the page itself where no worker may start)
can report progress and hear Cancel between continuations; and the forecast to and from JSON, the
form it crosses from the worker to the page in.

``Forecasting`` plays the continuations in the order ``forecast`` plays them, from the same starts
and dice, and sums them up with its ``summarise``, so the page's numbers are the command line's for
the same position and seed (tests/web/test_lesson.py checks it). Pure: no ``js`` import.
"""

from __future__ import annotations

import hashlib
from typing import Any

from landlords import save
from landlords.bots.forecast import (
    HORIZON,
    Ending,
    Forecast,
    PlayerOutlook,
    SideForecast,
    dice_seeds,
    forecast_problem,
    play_on,
    starting_position,
    summarise,
)
from landlords.state import GameState

#: Continuations each way: the issue's "at least 40".
GAMES = 40
#: The forecast's own dice (never the game's): fixed, so the same position gives the same numbers.
SEED = 0


class Forecasting:
    """A forecast under way: ``step`` plays the next continuation; ``result`` once ``finished``."""

    def __init__(self, state: GameState, games: int = GAMES, seed: int = SEED) -> None:
        problem = forecast_problem(state)
        if problem is not None:
            raise ValueError(f"no forecast from this position: {problem}")
        self.names = tuple(p.name for p in state.players)
        self.seed = seed
        self.starts = (starting_position(state, True), starting_position(state, False))
        self.dice = dice_seeds(seed, games)
        self.endings: tuple[list[Ending], list[Ending]] = ([], [])
        self.total = 2 * games

    @property
    def done(self) -> int:
        return len(self.endings[0]) + len(self.endings[1])

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def step(self) -> None:
        """Play the next continuation: each pair's dice, with the Single Tax, then without it."""
        side = self.done % 2
        ending = play_on(self.starts[side], self.dice[self.done // 2])
        assert ending is not None  # nothing cancels it: the caller stops between steps
        self.endings[side].append(ending)

    def result(self) -> Forecast:
        return Forecast(
            summarise(True, self.names, self.endings[0]),
            summarise(False, self.names, self.endings[1]),
            self.seed,
            HORIZON,
        )


def can_forecast(state: GameState) -> bool:
    return forecast_problem(state) is None


def position_key(state: GameState, games: int = GAMES, seed: int = SEED) -> str:
    """What a forecast is cached by: the game so far (its share code) and the forecast's numbers."""
    digest = hashlib.sha256(save.to_share_code(state).encode()).hexdigest()[:24]
    return f"{digest}:{games}:{seed}"


def to_json(f: Forecast) -> dict[str, Any]:
    return {
        "with_tax": side_json(f.with_tax),
        "without_tax": side_json(f.without_tax),
        "seed": f.seed,
        "horizon": f.horizon,
    }


def side_json(side: SideForecast) -> dict[str, Any]:
    return {
        "single_tax": side.single_tax,
        "games": side.games,
        "players": [
            {
                "name": p.name,
                "mean_count": p.mean_count,
                "low": p.low,
                "high": p.high,
                "poorhouse": p.poorhouse,
                "debt": p.debt,
            }
            for p in side.players
        ],
        "shared_goal": side.shared_goal,
        "goal_turn_median": side.goal_turn_median,
    }


def from_json(data: dict[str, Any]) -> Forecast:
    """A forecast from ``to_json``'s dict (as the worker posts it)."""

    def side(raw: dict[str, Any]) -> SideForecast:
        players = tuple(
            PlayerOutlook(
                str(p["name"]),
                float(p["mean_count"]),
                float(p["low"]),
                float(p["high"]),
                float(p["poorhouse"]),
                float(p["debt"]),
            )
            for p in raw["players"]
        )
        turn = raw["goal_turn_median"]
        return SideForecast(
            bool(raw["single_tax"]),
            int(raw["games"]),
            players,
            float(raw["shared_goal"]),
            None if turn is None else int(turn),
        )

    return Forecast(side(data["with_tax"]), side(data["without_tax"]), int(data["seed"]), str(data["horizon"]))
