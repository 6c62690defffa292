"""What a Prosperity game keeps besides the shared state: tags, signs and the turn's office deal."""

from __future__ import annotations

from ..state import GameState


def of(state: GameState) -> GameState:
    """A Prosperity game's own record."""
    return state
