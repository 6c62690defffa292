"""The strong bot: looks ahead by playing the game forward many times (Monte Carlo).

For each promising choice it plays short futures with rules-of-thumb players for everyone and
keeps the choice whose futures leave it best placed (``valuation.outlook``: a finished game is a
win or a loss; otherwise its count, with the cards' worth where the count is cash alone, less the
best rival's). The budget is shared by successive halving (``search``): every choice gets a few
futures, the worse half is dropped, and the rest get more. The futures use dice from the bot's own
generator, never the game's, so it cannot foresee the real throws. Budget: playouts per choice or
per decision (deterministic for a seed; per decision is how the page's time limit spends them), or
a time limit per decision (for the page).
"""

from __future__ import annotations

from collections.abc import Collection

from ..actions import Action, Bid, Pass, Propose
from ..engine import apply, decider, is_over, legal_actions
from ..rng import next_u64, seed_state
from ..state import GameState, Phase
from .base import Decision
from .heuristic import HeuristicBot, raise_to
from .search import halving
from .valuation import outlook

MAX_CANDIDATES = 5
#: Dollars a bid raises in look-ahead games (rather than $1: Prosperity's auctions took hundreds of bids).
PLAYOUT_RAISE_STEP = 25
#: Offers are the other side's to accept, so their futures say little.
NEVER_TRIED = ("offer_trade", "offer_loan")
#: Motions put to the table's vote: tried only while none has been moved this turn.
MOTION_KINDS = ("propose", "propose_trust")


class MonteCarloBot:
    name = "look-ahead"

    def __init__(
        self,
        seed: int = 0,
        playouts: int = 48,
        horizon: int = 8,
        seconds: float | None = None,
        per_decision: int | None = None,
        quiet: Collection[int] = (),
    ) -> None:
        self.rng = seed_state(seed ^ 0xC0FFEE)
        self.playouts = playouts
        #: Playouts a decision shared by all candidates (replaces ``playouts``), as the page's time limit
        #: shares them; at least one round for every candidate, as under a time limit.
        self.per_decision = per_decision
        self.horizon = horizon
        self.seconds = seconds
        self.guide = HeuristicBot(seed, quiet=quiet)
        #: Everyone's player in the look-ahead games: the same rules of thumb, raising bids in bigger steps.
        self.players = HeuristicBot(seed, raise_step=PLAYOUT_RAISE_STEP)

    def candidates(self, state: GameState, actions: list[Action], hint: Action) -> list[Action]:
        """The rules-of-thumb choice plus a few real alternatives: bids thinned to a handful; no
        offers (the other side decides them) and no mortgage unless cash must be raised (a card
        mortgaged for nothing only costs interest and its count at the end)."""
        chosen: list[Action] = [hint]
        if state.phase == Phase.AUCTION:
            bids = [a for a in actions if isinstance(a, Bid)]
            if bids and state.auction is not None and state.auction.high_bidder != -1:
                # Raises in round steps, as the rules of thumb make them: no $1 raise tried.
                first = raise_to(bids[0].amount, bids[-1].amount)
                bids = [Bid(bids[0].player, first), *(b for b in bids if b.amount > first)]
            picks = bids[:1] + bids[1:][:: max(1, len(bids) // 3)][:2]
            pool: list[Action] = [*picks, *(a for a in actions if isinstance(a, Pass))]
        else:
            skipped = NEVER_TRIED if state.phase == Phase.RAISE else (*NEVER_TRIED, "mortgage")
            if state.proposals_this_turn:
                # One motion a turn, as the rules of thumb: a motion voted down is not moved again at
                # once (it asked a person to vote on the Single Tax up to three times in one turn).
                skipped = (*skipped, *MOTION_KINDS)
            # The stop at the next double is for the people to move: the bots only vote on it.
            pool = [a for a in actions if a.kind not in skipped and a != Propose(a.player, "end_game")]
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

        def draw() -> int:
            seed, self.rng = next_u64(self.rng)
            return seed

        outcome = halving(
            len(options),
            self.playouts * len(options) if self.per_decision is None else max(self.per_decision, len(options)),
            lambda k, dice: self.playout(state, options[k], me, dice),
            draw,
            self.seconds,
            favourite=0,
        )
        best = outcome.best
        if best == 0:
            return Decision(hint.action, f"{hint.reason} (confirmed by {outcome.played} look-ahead games)")
        margin = outcome.means[best] - outcome.means[0]
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
        return outlook(sim, me)
