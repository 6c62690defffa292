"""The forecast by play (``landlords.bots.forecast``) as the page runs it: a piece at a time, so
whoever runs it can report progress and hear Cancel between continuations (the page's forecast
worker), or stop within a continuation when its time is up and answer a click (the page, or the
game's worker, where no forecast worker may start); and the forecast to and from JSON, the form it
crosses from the worker to the page in.

``Forecasting`` plays the continuations in the order ``forecast`` plays them, from the same starts
and dice, and sums them up with its ``summarise``, so the page's numbers are the command line's for
the same position and seed (tests/web/test_lesson.py checks it). Pure: no ``js`` import.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Generator
from typing import Any

from landlords import save
from landlords.bots.forecast import (
    HORIZON,
    Ending,
    Forecast,
    PlayerOutlook,
    SideForecast,
    continuation,
    dice_seeds,
    forecast_problem,
    play_until,
    starting_position,
    summarise,
)
from landlords.state import GameState

#: Continuations each way: the issue's "at least 40".
GAMES = 40
#: The forecast's own dice (never the game's): fixed, so the same position gives the same numbers.
SEED = 0


class Forecasting:
    """A forecast under way: ``step`` plays on; ``result`` once ``finished``."""

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
        #: The continuation under way, if one is part played.
        self.playing: Generator[None, None, Ending] | None = None

    @property
    def done(self) -> int:
        return len(self.endings[0]) + len(self.endings[1])

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def step(self, more: Callable[[], bool] = lambda: True) -> None:
        """Play on the continuation under way (each pair's dice, with the Single Tax, then without
        it) to its end, or until ``more()`` says no at one of its pauses; it goes on from there at
        the next step. ``done`` counts only continuations finished."""
        side = self.done % 2
        if self.playing is None:
            self.playing = continuation(self.starts[side], self.dice[self.done // 2])
        ending = play_until(self.playing, lambda: not more())
        if ending is not None:
            self.endings[side].append(ending)
            self.playing = None

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
