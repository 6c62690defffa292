"""The turn machine's phases: who decides in each, and which kinds of action each allows (the
shared phases, the edition's own, and the free actions before and after the throw).

Below the listing (``landlords.listing``), the checking (``landlords.checking``) and the applying
(``landlords.applying``) of actions, which all ask it.
"""

from __future__ import annotations

from functools import cache

from .edition import REGISTRY
from .state import AnyPhase, GameState, Phase

# The phases compared before and after every decision, bound once: CPython 3.11 reads an Enum's
# members through EnumType.__getattr__, a slow path that cost a fifth of a random game (3.12 dropped it).
SETUP, AUCTION, LANDER_OPTION, RAISE = Phase.SETUP, Phase.AUCTION, Phase.LANDER_OPTION, Phase.RAISE
OFFER, VOTE, PRE_ROLL, POST_ROLL, OVER = Phase.OFFER, Phase.VOTE, Phase.PRE_ROLL, Phase.POST_ROLL, Phase.OVER

#: Offers and motions a player may make in one turn: enough to negotiate, few enough to end.
PROPOSALS_PER_TURN = 3
NO_KINDS: frozenset[str] = frozenset()


def decider(state: GameState) -> int:
    """The player who must decide now (-1 when the game is over)."""
    phase = state.phase
    if phase in (PRE_ROLL, POST_ROLL):  # most decisions: asked first
        return state.current
    if phase == SETUP:
        return (state.first_player + state.setup_turn) % state.num_players
    if phase == AUCTION:
        assert state.auction is not None
        return state.auction.bidders[state.auction.turn]
    if phase == LANDER_OPTION:
        assert state.auction is not None
        return state.auction.lander
    if phase == RAISE:
        assert state.debt is not None
        return state.debt.debtor
    if phase == OFFER:
        assert state.offer is not None
        return state.offer.action.to  # type: ignore[attr-defined, no-any-return]
    if phase == VOTE:
        assert state.motion is not None
        return state.motion.voters[state.motion.turn]
    if phase == OVER:
        return -1
    return state.current


def is_over(state: GameState) -> bool:
    return state.phase == OVER


# --- the kinds of action each phase allows ---------------------------------------------------------

SHARED_PHASE_KINDS: dict[AnyPhase, frozenset[str]] = {
    SETUP: frozenset({"buy_title", "finish_buying"}),
    AUCTION: frozenset({"bid", "pass"}),
    LANDER_OPTION: frozenset({"take_at_bid", "pass"}),
    RAISE: frozenset({"mortgage"}),
    OFFER: frozenset({"answer"}),
    VOTE: frozenset({"vote"}),
}
SHARED_FREE_KINDS = frozenset(
    {
        "mortgage",
        "redeem",
        "offer_trade",
        "offer_loan",
        "propose_trust",
        "propose",
        "repay_loan",
        "call_loan",
    }
)


@cache
def phase_kinds(edition: str) -> dict[AnyPhase, frozenset[str]]:
    """Action kinds allowed in each phase of an edition: the shared phases, the edition's own, and
    the free actions before and after the throw (less what the edition's bank or players do not do)."""
    rules = REGISTRY[edition]
    free = set(SHARED_FREE_KINDS | rules.free_kinds)
    if not rules.bank_loans:
        free -= {"mortgage", "redeem"}
    if not rules.player_loans:
        free -= {"offer_loan", "repay_loan", "call_loan"}
    if not rules.railroad_trust:
        free -= {"propose_trust"}
    kinds: dict[AnyPhase, frozenset[str]] = {**SHARED_PHASE_KINDS, **rules.phases}
    kinds[RAISE] = kinds[RAISE] | rules.raise_kinds
    kinds[PRE_ROLL] = frozenset(free) | rules.pre_roll_kinds
    kinds[POST_ROLL] = frozenset(free) | {"end_turn"}
    return kinds


def kinds_allowed(state: GameState) -> frozenset[str]:
    """The kinds of action the rules allow in the current phase (not every one need have a legal
    action now: ``legal_actions`` with those kinds says which)."""
    return phase_kinds(state.options.edition).get(state.phase, NO_KINDS)
