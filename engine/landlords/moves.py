"""Pieces of a turn every edition shares: the throw of two dice, going to Jail, and the checks of
the jail fine and of a chosen move."""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action, Move, Steps
from .events import Events, Moved, ToJail
from .money import raisable
from .rng import below
from .state import GameState

#: The fine that ends a stay in Jail, the same $50 in the 1906 and 1904 games.
JAIL_FINE = 50


def throw(state: GameState) -> tuple[int, int]:
    """Two dice from the game's own generator; marks the action as having revealed randomness."""
    a, state.rng = below(state.rng, 6)
    b, state.rng = below(state.rng, 6)
    state.random_mark = len(state.actions)
    return a + 1, b + 1


def destination(state: GameState, a: Steps) -> int:
    """The space a move-like choice leads to: its ``steps`` counted from the mover's position."""
    return (state.players[a.player].position + a.steps) % len(state.board.spaces)


#: A step of the turn that needs only the game, the events and the player (reach the start, land).
TurnStep = Callable[[GameState, Events, int], None]


def walk(
    state: GameState, events: Events, player: int, steps: int, passes_start: bool, reach_start: TurnStep, land: TurnStep
) -> None:
    """Move the checker ``steps`` (signed) from where it stands: the edition's start-of-board
    payments first if ``passes_start``, then the move itself, then the edition's landing."""
    p = state.players[player]
    start = p.position
    state.move_from = start
    if passes_start:
        reach_start(state, events, player)
    p.position = (start + steps) % len(state.board.spaces)
    events.append(Moved(player, start, p.position, steps))
    land(state, events, player)


def jail_index(state: GameState) -> int:
    return state.board.indices_of("jail")[0]


def go_to_jail(state: GameState, events: Events, player: int, why: str) -> None:
    p = state.players[player]
    p.position = jail_index(state)
    p.in_jail = True
    p.jail_turns = 0
    if p.in_poorhouse:  # (a game without a Poor House has nobody in it, and no field to clear)
        p.in_poorhouse = False
    events.append(ToJail(player, why))


def check_pay_fine(state: GameState, a: Action) -> str | None:
    player = state.players[a.player]
    if not player.in_jail:
        return "you are not in Jail"
    if player.cash + raisable(state, a.player) < JAIL_FINE:
        return f"the fine is ${JAIL_FINE} and you cannot raise it"
    return None


def check_move(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Move)
    return None if a.steps != 0 and a.steps in state.move_choices else "the throw does not allow that move"
