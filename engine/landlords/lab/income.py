"""Income without work against wages: the 1906 game's payments sorted by what they pay for.

Magie's claim is that the landlord takes rent he did not work for while the worker earns wages at
Mother Earth. Paid to a player, these count as income without work: the land rent of a lot (in the
monopolist game a stop pays land and house rent as one sum to the holder; the house part, $10 a
house and the builder's return, is taken out), railroad fares (the Trust's too) and the franchise
rates of Soakum and Slambang (the Municipal Cinch's too). Wages are what Miscellaneous pays a
player at Mother Earth or, under the Single Tax, at a Natural Opportunity. Payments are told apart
by the reason the engine gives them; ``tests/lab`` checks that every reason a player pays another
in 1906 games is sorted here, so a new one cannot slip past unsorted.
"""

from __future__ import annotations

from ..edition import rules_of
from ..events import Payment
from ..state import MISC, GameState

#: Paid by one player to another for a stop on a lot held privately (land and house rent in one sum).
RENT = "rent"
#: Paid to a player for the privilege he holds: fares and franchise rates.
FARES_AND_RATES = frozenset({"railroad fare", "Trust fare", "franchise rate", "Municipal Cinch"})
#: Other payments between players, not income from holding land or a franchise.
OTHER = frozenset(
    {"Chance", "broker's 10%", "loan", "loan repaid", "loan: all the cash there is", "trade", "house rent"}
)
WAGES = "wages"


def without_work(state: GameState, e: Payment) -> int:
    """What of the payment is income without work (0 for anything else). Read just after the
    payment: the payer still stands on the space he paid for, with its houses."""
    if e.payer < 0 or e.payee < 0:
        return 0
    if e.reason in FARES_AND_RATES:
        return e.amount
    if e.reason == RENT:
        houses = len(state.houses[state.players[e.payer].position])
        return max(0, e.amount - rules_of(state).house_rent * houses)
    return 0


def wages(e: Payment) -> int:
    """Wages paid to a player (at Mother Earth, or at a Natural Opportunity: "wages at ...")."""
    return e.amount if e.payer == MISC and e.payee >= 0 and e.reason.startswith(WAGES) else 0
