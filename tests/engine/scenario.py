"""Small steps shared by the rule scenario tests: a fixed throw, payments read from the events."""

from __future__ import annotations

from landlords.actions import Action, EndTurn, Roll
from landlords.engine import apply
from landlords.errors import IllegalActionError
from landlords.events import Events, Payment
from landlords.save import fingerprint
from landlords.state import GameState

from .helpers import rig


def throw(state: GameState, d1: int, d2: int, *more: tuple[int, int] | int) -> Events:
    """The current player throws (d1, d2); ``more`` fixes the draws that follow (a speculation
    throw, a Chance card)."""
    rig(state, (d1, d2), *more)
    return apply(state, Roll(state.current))


def place(state: GameState, player: int, position: int, cash: int | None = None) -> None:
    state.players[player].position = position
    if cash is not None:
        # Keep the books balanced: Miscellaneous (the signed bank) takes up the difference.
        state.misc += state.players[player].cash - cash
        state.players[player].cash = cash


def end_turn(state: GameState) -> Events:
    return apply(state, EndTurn(state.current))


def payments(events: Events) -> list[tuple[int, int, int]]:
    """(payer, payee, amount) of every payment, in order."""
    return [(e.payer, e.payee, e.amount) for e in events if isinstance(e, Payment)]


def cash(state: GameState) -> list[int]:
    return [p.cash for p in state.players]


def refused(state: GameState, action: Action) -> str:
    """Apply an illegal action: it must raise, say why, and leave the state exactly as it was."""
    before = state.clone()
    fingerprint_before = fingerprint(state)
    try:
        apply(state, action)
    except IllegalActionError as exc:
        assert str(exc)
        assert fingerprint(state) == fingerprint_before
        assert state == before
        return str(exc)
    raise AssertionError(f"{action} was accepted")
