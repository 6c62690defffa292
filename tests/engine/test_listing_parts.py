"""Shortcuts of the listing agree with the full list: ``legal_actions`` with ``kinds`` is the full
list filtered, and the look-ups the rules-of-thumb bot makes instead of listing every offer
(``purchase_offer``, ``loan_offers``, ``trust_partner``) give exactly what ``offers`` lists."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from landlords.actions import OfferLoan, OfferTrade, ProposeTrust
from landlords.bots import make_bot
from landlords.bots.random_bot import PROGRESS
from landlords.engine import (
    apply,
    decider,
    is_over,
    legal_actions,
    loan_offers,
    new_game,
    offers,
    purchase_offer,
    trust_partner,
)
from landlords.options import Options
from landlords.state import GameState, Phase

KIND_SETS = [
    frozenset({"roll", "end_turn", "pass", "mortgage", "move"}),
    frozenset({"build", "redeem", "call_loan", "repay_loan"}),
    frozenset({"offer_trade", "propose"}),
    frozenset({"bid"}),
    frozenset({"offer_loan"}),  # one kind of offer: made alone, in the full list's order
    frozenset({"propose_trust"}),
    PROGRESS,  # the random bot's: listed without a filter in most phases (``Listing.exact``)
]


def positions(edition: str, games: int) -> Iterator[GameState]:
    """Every position of a few random-bot games, before and after the throw."""
    for seed in range(games):
        state = new_game(Options(edition=edition), seed)
        bots = [make_bot("random", seed * 7 + s) for s in range(state.num_players)]
        while not is_over(state):
            yield state
            apply(state, bots[decider(state)].decide(state).action)


@pytest.mark.parametrize("edition", ["1906", "1904", "prosperity"])
def test_listing_by_kinds_is_the_full_list_filtered(edition: str) -> None:
    for state in positions(edition, 3):
        everything = legal_actions(state)
        for kinds in KIND_SETS:
            assert legal_actions(state, kinds) == [a for a in everything if a.kind in kinds]


@pytest.mark.parametrize("edition", ["1906", "1904", "prosperity"])
def test_the_bots_look_ups_give_what_offers_lists(edition: str) -> None:
    checked = 0
    for state in positions(edition, 4):
        if state.phase not in (Phase.PRE_ROLL, Phase.POST_ROLL):
            continue
        p = decider(state)
        listed = offers(state, p)
        purchases = [a for a in listed if isinstance(a, OfferTrade) and a.take]
        looked_up = [a for c in range(state.board.card_count) if (a := purchase_offer(state, p, c))]
        assert sorted(looked_up, key=lambda a: (a.to, a.take)) == purchases
        loans = [a for q in range(state.num_players) if q != p for a in loan_offers(state, p, q)]
        assert loans == [a for a in listed if isinstance(a, OfferLoan)]
        q = trust_partner(state, p)
        assert [a for a in listed if isinstance(a, ProposeTrust)] == ([ProposeTrust(p, q)] if q >= 0 else [])
        checked += bool(purchases)
    assert checked > 20  # the games reached positions with cards to buy
