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
#: Dollars a bid raises in look-ahead games (rather than $1: Prosperity's auctions took hundreds of bids).
PLAYOUT_RAISE_STEP = 25
#: Rounds of playouts at most under a time budget (the budget ends it long before).
MAX_ROUNDS = 10_000
#: Offers are the other side's to accept, so their futures say little.
NEVER_TRIED = ("offer_trade", "offer_loan")


class MonteCarloBot:
    name = "look-ahead"

    def __init__(self, seed: int = 0, playouts: int = 48, horizon: int = 8, seconds: float | None = None) -> None:
        self.rng = seed_state(seed ^ 0xC0FFEE)
        self.playouts = playouts
        self.horizon = horizon
        self.seconds = seconds
        self.guide = HeuristicBot(seed)
        #: Everyone's player in the look-ahead games: the same rules of thumb, raising bids in bigger steps.
        self.players = HeuristicBot(seed, raise_step=PLAYOUT_RAISE_STEP)

    def candidates(self, state: GameState, actions: list[Action], hint: Action) -> list[Action]:
        """The rules-of-thumb choice plus a few real alternatives: bids thinned to a handful; no
        offers (the other side decides them) and no mortgage unless cash must be raised (a card
        mortgaged for nothing only costs interest and its count at the end)."""
        chosen: list[Action] = [hint]
        if state.phase == Phase.AUCTION:
            bids = [a for a in actions if isinstance(a, Bid)]
            picks = bids[:1] + bids[1:][:: max(1, len(bids) // 3)][:2]
            pool: list[Action] = [*picks, *(a for a in actions if isinstance(a, Pass))]
        else:
            skipped = NEVER_TRIED if state.phase == Phase.RAISE else (*NEVER_TRIED, "mortgage")
            pool = [a for a in actions if a.kind not in skipped]
        for a in pool:
            if len(chosen) >= MAX_CANDIDATES:
                break
            if a not in chosen:
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
        rounds = 0
        start = time.perf_counter()
        while rounds < (self.playouts if self.seconds is None else MAX_ROUNDS):
            # Every choice is played out with the same dice in a round (common random numbers), so
            # the rounds compare the choices, not the luck of their throws.
            dice, self.rng = next_u64(self.rng)
            for k, option in enumerate(options):
                totals[k] += self.playout(state, option, me, dice)
            rounds += 1
            if self.seconds is not None:
                spent = time.perf_counter() - start
                if spent * (rounds + 1) / rounds > self.seconds:
                    break  # another round would overrun the budget
        means = [t / rounds for t in totals]
        best = max(range(len(options)), key=lambda k: (means[k], options[k] == hint.action))
        played = rounds * len(options)
        if options[best] == hint.action:
            return Decision(hint.action, f"{hint.reason} (confirmed by {played} look-ahead games)")
        margin = means[best] - means[options.index(hint.action)]
        return Decision(options[best], f"look-ahead games favour this by about ${margin:.0f}")

    def playout(self, state: GameState, first: Action, me: int, dice: int) -> float:
        """Play ``first``, then rules of thumb for everyone for ``horizon`` turns, with the dice
        generator started at ``dice``; how well placed ``me`` ends up."""
        sim = state.clone(history=False)
        sim.rng = dice  # fresh dice: the future is unknown
        apply(sim, first, checked=False)
        stop = sim.turn + self.horizon
        steps = 0
        while not is_over(sim) and sim.turn < stop and steps < 400:
            apply(sim, self.players.decide(sim).action, checked=False)
            steps += 1
        return standing(sim, me)
