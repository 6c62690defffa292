"""A bot that picks legal actions at random (for tests, soaks and the simulator).

It draws in two steps, so it never lists more than it draws from. Three times in four (the
``progress_bias``) it draws uniformly among the actions that move the game along (roll, end turn,
pass, answer...), so games end in a reasonable number of turns. Otherwise it draws one of the other
kinds of action the phase allows (``engine.kinds_allowed``: build, bid, offer a trade...), each kind
equally likely, then one action of that kind uniformly; when that kind has no legal action now it
falls back to the progress actions (and to every action when there is none of those). So a rare
kind (redeem, propose a motion) is tried as often as a common one, and the long lists (the bid
ladder, every card one might offer) are built only when their kind is drawn.

Its draws come from its own seeded generator, never the global one: one 64-bit number a decision,
read in parts. The high 32 bits, as a fraction of 2**32, decide progress or not (against the
bias); the low 32 bits are read as digits, the kind's index the remainder by the number of kinds,
the action's index the remainder of what is left by the number of actions. Each index is uniform
to within one part in 2**32 / n (for n choices); a draw per step (``rng.below``, unbiased by
rejection) cost about a tenth of a random game in big-integer arithmetic.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache

from ..engine import kinds_allowed, legal_actions
from ..rng import next_u64, seed_state
from ..state import GameState
from .base import Decision
from .courtesy import offered_to

#: The low half of a 64-bit draw.
LOW32 = 2**32 - 1
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


@cache
def other_kinds(allowed: frozenset[str]) -> tuple[frozenset[str], ...]:
    """The kinds outside ``PROGRESS`` among those allowed, each as the one-kind set that
    ``legal_actions`` takes, in a fixed (alphabetical) order so that draws replay exactly."""
    return tuple(frozenset({kind}) for kind in sorted(allowed - PROGRESS))


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0, progress_bias: float = 0.75, quiet: Collection[int] = ()) -> None:
        self.rng = seed_state(seed ^ 0x5EED)
        #: Players who asked for no offers: an offer to one of them drawn is not made (a progress action is).
        self.quiet = frozenset(quiet)
        self.progress_bias = progress_bias
        #: Progress when the draw's high 32 bits fall below this.
        self.progress_cut = round(progress_bias * 2**32)

    def decide(self, state: GameState) -> Decision:
        value, self.rng = next_u64(self.rng)
        digits = value & LOW32
        pool = []
        if value >> 32 >= self.progress_cut:
            others = other_kinds(kinds_allowed(state))
            if others:
                digits, kind = divmod(digits, len(others))
                pool = legal_actions(state, others[kind])
        if pool and self.quiet and offered_to(pool[digits % len(pool)]) in self.quiet:
            pool = []
        if not pool:
            pool = legal_actions(state, PROGRESS)
        if not pool:
            pool = legal_actions(state)
        if not pool:
            raise ValueError("no decision to make: the game is over")
        return Decision(pool[digits % len(pool)], "picked at random")
