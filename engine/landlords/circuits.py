"""Going round the board: the free movement after the last circuit and the end by circuits.

Shared by the 1906 game (seed 000 IV-E, IV-F) and the 1904 patent ("Five times around").
"""

from __future__ import annotations

from operator import attrgetter

from .money import debt_free
from .state import GameState

#: A player's circuits, read in C by ``max`` and ``min`` (the end is checked after every turn).
circuits_done = attrgetter("circuits")


def retired(state: GameState, player: int) -> bool:
    """Done the circuits and debt-free: either direction, no more wages."""
    return (
        state.options.either_direction_after_circuits
        and state.players[player].circuits >= state.options.circuits
        and debt_free(state, player)
    )


def circuit_end_reason(state: GameState) -> str:
    """Why the game ends after this turn ('' if it goes on): the first or the last player to finish
    the circuits, a double after an agreed stop, or the turn limit."""
    options = state.options
    n, rule = options.circuits, options.end_rule
    if state.ending_triggered:
        return "a double was thrown after the players agreed to stop"
    if rule == "first":
        leader = max(state.players, key=circuits_done)
        if leader.circuits >= n:
            return f"{leader.name} has gone round {times(n)}"
    elif rule == "last" and min(map(circuits_done, state.players)) >= n:
        return f"every player has gone round {times(n)}"
    return turn_limit_reason(state)


def turn_limit_reason(state: GameState) -> str:
    if state.turn >= state.options.turn_limit:
        return f"the players stopped after {state.options.turn_limit} turns"
    return ""


def times(n: int) -> str:
    """'once', 'twice', '5 times': the end message reads as English for any circuit count."""
    return {1: "once", 2: "twice"}.get(n, f"{n} times")
