"""The players at the table: a bot per seat, seeded from the game's seed."""

from __future__ import annotations

from ..bots import Bot, make_bot


def seat_bots(levels: tuple[str, ...], seed: int, playouts: int) -> list[Bot]:
    """One bot per seat; seat ``s`` of the game on ``seed`` gets the same bot under every rule set."""
    return [make_bot(level, seed=seed * 10 + s, playouts=playouts) for s, level in enumerate(levels)]
