"""The strong bot: looks ahead by playing the game forward many times (flat Monte Carlo).

For each promising choice it plays short futures with rules-of-thumb players for everyone and
keeps the choice whose futures leave it best placed (its total less the best rival's). The futures
use dice from the bot's own generator, never the game's, so it cannot foresee the real throws.
Budget: a number of playouts (deterministic for a seed) or a time limit (for the page).
"""

from __future__ import annotations

import time

from ..actions import Action, Bid, Pass
from ..engine import apply, decider, is_over, legal_actions
from ..rng import next_u64, seed_state
from ..state import GameState, Phase
from .base import Decision
from .heuristic import HeuristicBot
from .valuation import standing

MAX_CANDIDATES = 5


class MonteCarloBot:
    name = "look-ahead"

    def __init__(self, seed: int = 0, playouts: int = 48, horizon: int = 8, seconds: float | None = None) -> None:
        self.rng = seed_state(seed ^ 0xC0FFEE)
        self.playouts = playouts
        self.horizon = horizon
        self.seconds = seconds
        self.guide = HeuristicBot(seed)

    def candidates(self, state: GameState, actions: list[Action], hint: Action) -> list[Action]:
        """The rules-of-thumb choice plus a few real alternatives (bids thinned to a handful)."""
        chosen: list[Action] = [hint]
        if state.phase == Phase.AUCTION:
            bids = [a for a in actions if isinstance(a, Bid)]
            picks = bids[:1] + bids[1:][::max(1, len(bids) // 3)][:2]
            pool: list[Action] = [*picks, *(a for a in actions if isinstance(a, Pass))]
        else:
            pool = actions
        for a in pool:
            if len(chosen) >= MAX_CANDIDATES:
                break
            if a not in chosen and a.kind not in ("offer_trade", "offer_loan"):
                chosen.append(a)
        return chosen

    def decide(self, state: GameState) -> Decision:
        actions = legal_actions(state)
        if not actions:
            raise ValueError("no decision to make: the game is over")
        hint = self.guide.decide(state)
        if len(actions) == 1:
            return hint
        options = self.candidates(state, actions, hint.action)
        if len(options) == 1:
            return hint
        me = decider(state)
        totals = [0.0] * len(options)
        counts = [0] * len(options)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for i in range(self.playouts * len(options) if deadline is None else 10**9):
            k = i % len(options)
            totals[k] += self.playout(state, options[k], me)
            counts[k] += 1
            if deadline is not None and k == len(options) - 1 and time.perf_counter() >= deadline:
                break
        means = [t / c if c else float("-inf") for t, c in zip(totals, counts, strict=True)]
        best = max(range(len(options)), key=lambda k: (means[k], options[k] == hint.action))
        if options[best] == hint.action:
            return Decision(hint.action, f"{hint.reason} (confirmed by {sum(counts)} look-ahead games)")
        margin = means[best] - means[options.index(hint.action)]
        return Decision(options[best], f"look-ahead games favour this by about ${margin:.0f}")

    def playout(self, state: GameState, first: Action, me: int) -> float:
        sim = state.clone(history=False)
        value, self.rng = next_u64(self.rng)
        sim.rng = value  # fresh dice: the future is unknown
        apply(sim, first)
        stop = sim.turn + self.horizon
        steps = 0
        while not is_over(sim) and sim.turn < stop and steps < 400:
            apply(sim, self.guide.decide(sim).action)
            steps += 1
        return standing(sim, me)
