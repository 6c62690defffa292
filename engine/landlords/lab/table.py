"""The players at the table: a bot per seat, seeded from the game's seed, and the agreement not
to move the Single Tax where the rule set forbids the vote.

The engine has no option that forbids the motion (the 1906 rules let any player move it), so the
lab holds the players to the agreement: a bot that would move it rolls or ends its turn instead.
"""

from __future__ import annotations

from ..actions import Action, Propose
from ..bots import Bot, Decision, make_bot
from ..engine import legal_actions
from ..state import GameState

#: What a player does instead of moving the forbidden motion, in order of preference.
INSTEAD = (frozenset({"roll"}), frozenset({"end_turn"}))


class WithoutSingleTaxVote:
    """A bot that keeps the players' agreement never to move the Single Tax."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name

    def decide(self, state: GameState) -> Decision:
        decision = self.bot.decide(state)
        if not forbidden(decision.action):
            return decision
        for kinds in INSTEAD:
            actions = legal_actions(state, kinds)
            if actions:
                return Decision(actions[0], "we agreed to play without the Single Tax")
        others = [a for a in legal_actions(state) if not forbidden(a)]
        return Decision(others[0], "we agreed to play without the Single Tax")


def forbidden(action: Action) -> bool:
    return isinstance(action, Propose) and action.motion == "single_tax"


def seat_bots(levels: tuple[str, ...], seed: int, playouts: int, vote: bool) -> list[Bot]:
    """One bot per seat; seat ``s`` of the game on ``seed`` gets the same bot under every rule set."""
    bots = [make_bot(level, seed=seed * 10 + s, playouts=playouts) for s, level in enumerate(levels)]
    return bots if vote else [WithoutSingleTaxVote(b) for b in bots]
