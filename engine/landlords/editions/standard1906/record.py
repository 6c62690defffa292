"""What a 1906 game keeps besides the shared state: the Single Tax and the agreed end."""

from __future__ import annotations

from ...state import GameState


def of(state: GameState) -> GameState:
    """A 1906 game's own record."""
    return state
