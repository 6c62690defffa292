"""What an experiment is: the rule sets compared, the seats at the table, how many games, the seed.

Everything that decides the numbers is here, so the same ``Experiment`` gives the same results on
one worker, many processes or a Dask cluster, and (as a dict) can be saved or put in a link.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bots import LEVELS
from .rulesets import DEFAULT_EDITION, RuleSet, compared, ruleset

MAX_GAMES = 10_000_000


@dataclass(frozen=True, slots=True)
class Experiment:
    #: Rule set names (see ``rulesets.ruleset``), each played on every seed.
    rulesets: tuple[str, ...] = compared(DEFAULT_EDITION)
    #: One bot level per seat (2 to 4 seats).
    seats: tuple[str, ...] = ("heuristic",) * 4
    #: Seeds played under each rule set: ``seed``, ``seed + 1``, ... ``seed + games - 1``.
    games: int = 100
    seed: int = 1
    #: Look-ahead games per choice for the strong bot (a count, not a time, so results repeat).
    playouts: int = 24

    def __post_init__(self) -> None:
        if not self.rulesets:
            raise ValueError("name at least one rule set to compare")
        if len(set(self.rulesets)) != len(self.rulesets):
            raise ValueError("each rule set may be named only once")
        for name in self.rulesets:
            ruleset(name)
        if not 2 <= len(self.seats) <= 4:
            raise ValueError("the games are for 2 to 4 seats")
        for level in self.seats:
            if level not in LEVELS:
                raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
        if not 1 <= self.games <= MAX_GAMES:
            raise ValueError(f"games must be between 1 and {MAX_GAMES}")
        if not 0 <= self.seed < 2**53:
            raise ValueError("the seed must be a whole number from 0 to 2**53 - 1")
        if not 1 <= self.playouts <= 10_000:
            raise ValueError("playouts must be between 1 and 10000")

    @property
    def seeds(self) -> range:
        return range(self.seed, self.seed + self.games)

    @property
    def sets(self) -> tuple[RuleSet, ...]:
        return tuple(ruleset(name) for name in self.rulesets)

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(f"Player {i + 1}" for i in range(len(self.seats)))

    def to_dict(self) -> dict[str, Any]:
        return {
            "rulesets": list(self.rulesets),
            "seats": list(self.seats),
            "games": self.games,
            "seed": self.seed,
            "playouts": self.playouts,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Experiment:
        """The inverse of ``to_dict``; raises ValueError on anything else."""
        if not isinstance(data, dict) or set(data) - {"rulesets", "seats", "games", "seed", "playouts"}:
            raise ValueError("an experiment is an object with rulesets, seats, games, seed and playouts")
        rulesets, seats = data.get("rulesets", list(compared(DEFAULT_EDITION))), data.get("seats", ["heuristic"] * 4)
        if not all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in (rulesets, seats)):
            raise ValueError("rulesets and seats must be lists of names")
        numbers = {k: data.get(k, d) for k, d in (("games", 100), ("seed", 1), ("playouts", 24))}
        if not all(type(v) is int for v in numbers.values()):
            raise ValueError("games, seed and playouts must be whole numbers")
        return cls(tuple(rulesets), tuple(seats), numbers["games"], numbers["seed"], numbers["playouts"])
