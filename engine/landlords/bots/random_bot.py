"""A bot that picks legal actions at random (for tests, soaks and the simulator).

It favours the actions that move the game along (roll, end turn, pass, answer), so games end in
a reasonable number of turns, and draws from its own seeded generator, never the global one.
"""

from __future__ import annotations

from ..engine import legal_actions
from ..rng import below, next_u64, seed_state
from ..state import GameState
from .base import Decision

PROGRESS = frozenset(
    {
        "roll",
        "end_turn",
        "finish_buying",
        "pass",
        "answer",
        "vote",
        "move",
        "stay",
        "mortgage",
        "choose_opportunity",
        "take_at_bid",
        "pay_fine",
        "jump",
        "leave_office",
        "buy_lot",
        "rent_lot",
        "decline_luxury",
    }
)


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0, progress_bias: float = 0.75) -> None:
        self.rng = seed_state(seed ^ 0x5EED)
        self.progress_bias = progress_bias

    def decide(self, state: GameState) -> Decision:
        value, self.rng = next_u64(self.rng)
        hurry = value / 2**64 < self.progress_bias
        # In a hurry only the progress actions matter, so only they are listed.
        pool = legal_actions(state, PROGRESS) if hurry else []
        if not pool:
            pool = legal_actions(state)
        if not pool:
            raise ValueError("no decision to make: the game is over")
        index, self.rng = below(self.rng, len(pool))
        return Decision(pool[index], "picked at random")
