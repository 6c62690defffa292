"""A game as the lab records it: its samples turn by turn and how it ended (``runner`` plays and
records it; the tallies, the tables and the claims card read it)."""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from dataclasses import dataclass


def numbers(values: Iterable[int] = ()) -> array[int]:
    """Whole numbers stored flat, 4 bytes each (the game's sums are far below 2**31): a record of a
    1906 game then takes about 7 KB instead of the 39 KB of tuples of Python ints."""
    return array("i", values)


@dataclass(frozen=True, slots=True)
class GameRecord:
    ruleset: str
    seed: int
    players: int
    #: Sample labels: 0 (as dealt), then the end of each turn, the last being the end of the game.
    turns: array[int]
    #: Worth by the game's count, by the common measure, and cash, sample by sample and within a
    #: sample seat by seat (``worth``, ``common`` and ``cash`` give them as rows).
    worth_flat: array[int]
    common_flat: array[int]
    cash_flat: array[int]
    #: Per sample: the Public Treasury's balance, and all paid into it since the start.
    treasury: array[int]
    revenue: array[int]
    #: Per sample: wages at Mother Earth; the Single Tax programme's steps done (``public_goods``);
    #: players in the Poor House or in debt; income without work and wages paid since the start.
    wage_level: array[int]
    public_steps: array[int]
    troubled: array[int]
    unearned: array[int]
    wages_paid: array[int]
    winners: tuple[int, ...]
    #: Per player at the end: in the Poor House; owing a bank mortgage or a loan; times sent to the Poor House.
    poorhouse: tuple[bool, ...]
    in_debt: tuple[bool, ...]
    poorhouse_visits: tuple[int, ...]
    #: Turns played, actions applied, the turn the Single Tax came in (0: never), why the game ended.
    length: int
    actions: int
    single_tax_turn: int
    end: str
    #: The turn at whose end the Single Tax's shared goal was first reached (0: never).
    goal_turn: int = 0

    @property
    def worth(self) -> list[tuple[int, ...]]:
        """Per sample, everyone's worth."""
        return rows(self.worth_flat, self.players)

    @property
    def common(self) -> list[tuple[int, ...]]:
        return rows(self.common_flat, self.players)

    @property
    def cash(self) -> list[tuple[int, ...]]:
        return rows(self.cash_flat, self.players)

    @property
    def final(self) -> tuple[int, ...]:
        return tuple(self.worth_flat[-self.players :])

    @property
    def final_common(self) -> tuple[int, ...]:
        return tuple(self.common_flat[-self.players :])


def rows(flat: array[int], width: int) -> list[tuple[int, ...]]:
    return [tuple(flat[i : i + width]) for i in range(0, len(flat), width)]
