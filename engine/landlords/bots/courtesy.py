"""When a bot may make an unsolicited offer (a trade, a loan, a Trust): bots that do not nag.

Two rules, read from the game's own record of actions, so a bot keeps no memory of its own and a
replayed game plays the same:

- A refused offer is not made again for ``REFUSAL_ROUNDS`` rounds. Our offers are fixed terms (a
  card at its printed price, a $100 loan for $110), so the same offer comes back only as the game
  moves on: after five rounds cash and holdings have usually changed, and the answer may too. An
  offer on other terms (another card, another lender) is another offer.
- At most one offer to each player a round (the turn now and the ``num_players - 1`` before it),
  whoever makes it: three bots do not each stop a person's play in the same round.

A player may also ask for no offers at all (``quiet``, the page's "No offers from bots").
"""

from __future__ import annotations

from collections.abc import Collection

from ..actions import Action, Answer, EndTurn, OfferLoan, OfferTrade, ProposeTrust
from ..state import GameState

#: Rounds a refused offer is not repeated.
REFUSAL_ROUNDS = 5

OFFERS = (OfferTrade, OfferLoan, ProposeTrust)


def offered_to(action: Action) -> int:
    """Who an offer is made to (-1: not an offer)."""
    return action.to if isinstance(action, OFFERS) else -1


def may_offer(state: GameState, offer: Action, quiet: Collection[int] = ()) -> bool:
    """Whether a bot may make ``offer`` now: its receiver has not asked for quiet, has had no offer
    this round, and has not refused this very offer in the last ``REFUSAL_ROUNDS`` rounds."""
    to = offered_to(offer)
    if to in quiet:
        return False
    n = state.num_players
    actions = state.actions
    turns_back = 0
    for i in range(len(actions) - 1, -1, -1):
        action = actions[i]
        if isinstance(action, EndTurn):
            turns_back += 1
            if turns_back >= REFUSAL_ROUNDS * n:
                return True
            continue
        if offered_to(action) != to:
            continue
        if turns_back < n:
            return False  # one offer a round is all a player is asked to answer
        if action == offer and i + 1 < len(actions) and refused(actions[i + 1]):
            return False
    return True


def refused(action: Action) -> bool:
    return isinstance(action, Answer) and not action.accept
