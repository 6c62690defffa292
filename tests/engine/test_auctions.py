"""Auctions of unowned lots, railroads and utilities (seed 000 IV-A, dossier 7.8, 1906 rule 7)."""

from __future__ import annotations

from landlords import events as ev
from landlords.actions import Bid, Pass, TakeAtBid
from landlords.engine import apply, decider, legal_actions
from landlords.state import TREASURY, GameState, Phase

from .helpers import game, give
from .scenario import payments, place, refused, throw


def bids(state: GameState) -> list[int]:
    return [a.amount for a in legal_actions(state) if isinstance(a, Bid)]


def test_auction_lander_opens_at_or_above_printed_price() -> None:
    """Seed 000 IV-A: the moving player bids first, at least the property's value."""
    state = game(4)
    throw(state, 3, 4)  # The Farm, $25
    assert state.phase == Phase.AUCTION and decider(state) == 0
    assert bids(state)[0] == 25
    assert "at least $25" in refused(state, Bid(0, 20))
    apply(state, Bid(0, 25))
    assert decider(state) == 1
    assert "at least $26" in refused(state, Bid(1, 25))


def test_auction_others_raise_or_pass_and_whoever_passes_is_out() -> None:
    """Seed 000 IV-A: each following player raises or passes, and may not bid again after passing;
    the last bidder left buys at his bid, paying the Public Treasury."""
    state = game(4)
    throw(state, 3, 4)
    apply(state, Bid(0, 25))
    apply(state, Bid(1, 30))
    apply(state, Pass(2))
    apply(state, Pass(3))
    assert decider(state) == 0  # the players who passed are skipped from now on
    apply(state, Bid(0, 35))
    assert decider(state) == 1
    assert "P1's decision" in refused(state, Bid(2, 40))
    events = apply(state, Pass(1))
    assert state.owner[7] == 0
    assert ev.Sold(0, 7, 35) in events
    assert payments(events) == [(0, TREASURY, 35)]  # own lot: no rent
    assert state.players[0].cash == 365 and state.treasury == 35
    assert state.phase == Phase.POST_ROLL


def test_auction_no_bid_beyond_cash() -> None:
    """Seed 000 IV-A: players may not bid money they do not have."""
    state = game(4)
    place(state, 1, 0, cash=40)
    throw(state, 3, 4)
    apply(state, Bid(0, 25))
    assert bids(state)[-1] <= 40
    assert "do not have" in refused(state, Bid(1, 41))
    apply(state, Bid(1, 40))
    assert state.auction is not None and state.auction.high_bid == 40


def test_auction_unsold_rent_goes_to_public_treasury() -> None:
    """Seed 000 IV-B, dossier 7.8: when nobody buys, the lander pays the rent to the Public
    Treasury and the card stays in the pack."""
    state = game(4)
    throw(state, 3, 4)
    for p in (0, 1, 2, 3):
        events = apply(state, Pass(p))
    assert ev.Unsold(7) in events
    assert payments(events) == [(0, TREASURY, 4)]
    assert state.owner[7] == -1
    assert state.players[0].cash == 396 and state.treasury == 4


def test_auction_bought_by_another_player_lander_pays_rent_to_buyer() -> None:
    """Seed 000 IV-B, 1906 rule 7: after the auction the lander pays the rent to the new owner."""
    state = game(4)
    throw(state, 3, 4)
    apply(state, Bid(0, 25))
    apply(state, Bid(1, 30))
    apply(state, Pass(2))
    apply(state, Pass(3))
    events = apply(state, Pass(0))
    assert state.owner[7] == 1
    assert payments(events) == [(1, TREASURY, 30), (0, 1, 4)]
    assert state.players[0].cash == 396 and state.players[1].cash == 374


def test_auction_of_railroad_and_franchise_unsold_pays_five_to_treasury() -> None:
    """1906 rule 9, seed 000 IV-A: railroads and utilities are auctioned like lots; unsold, the $5
    fare or rate goes to the Public Treasury."""
    state = game(4)
    events = throw(state, 2, 3)  # Royal Rusher R.R., $50
    assert ev.AuctionOpened(5, 0, 50) in events
    for p in (0, 1, 2, 3):
        events = apply(state, Pass(p))
    assert payments(events) == [(0, TREASURY, 5)]


def test_lander_first_option_takes_the_card_at_the_top_bid() -> None:
    """1906 rule 7 (option lander_first_option): when another player wins, the lander may take the
    card at the winning bid; declining leaves it to the winner."""
    state = game(4, lander_first_option=True)
    throw(state, 3, 4)
    apply(state, Pass(0))
    apply(state, Bid(1, 30))
    apply(state, Pass(2))
    apply(state, Pass(3))
    assert state.phase == Phase.LANDER_OPTION and decider(state) == 0
    assert legal_actions(state) == [TakeAtBid(0), Pass(0)]
    events = apply(state, TakeAtBid(0))
    assert state.owner[7] == 0
    assert payments(events) == [(0, TREASURY, 30)]
    assert state.players[0].cash == 370 and state.players[1].cash == 400

    declined = game(4, lander_first_option=True)
    throw(declined, 3, 4)
    apply(declined, Pass(0))
    apply(declined, Bid(1, 30))
    apply(declined, Pass(2))
    apply(declined, Pass(3))
    events = apply(declined, Pass(0))
    assert declined.owner[7] == 1
    assert payments(events) == [(1, TREASURY, 30), (0, 1, 4)]

    standard = game(4)  # by default (seed 000) the highest bidder simply buys
    throw(standard, 3, 4)
    apply(standard, Pass(0))
    apply(standard, Bid(1, 30))
    apply(standard, Pass(2))
    apply(standard, Pass(3))
    assert standard.owner[7] == 1 and standard.phase == Phase.POST_ROLL


def test_card_already_owned_is_not_auctioned() -> None:
    """Seed 000 IV-A: only unowned lots are put up for sale."""
    state = game(4)
    give(state, 2, 7)
    events = throw(state, 3, 4)
    assert not any(isinstance(e, ev.AuctionOpened) for e in events)
    assert payments(events) == [(0, 2, 4)]
