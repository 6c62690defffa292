"""ui.proxy: "bid up to $X" bids the least allowed for the person while it is within X, drops out past
it, and ends with its auction; and the offer a person is asked about ends with one full stop."""

from __future__ import annotations

from landlords.actions import Answer, Bid, OfferTrade, Pass
from landlords.bots import make_bot
from landlords.engine import apply, decider
from landlords.market import minimum_bid
from landlords.state import Phase
from ui import controls, proxy
from ui.session import Session

from .helpers import start


def person_bidding(seed: int = 3) -> Session:
    """A 1906 game played by bots until Ann (a person, seat 0) is to bid in an auction."""
    session = start("1906", seed=seed)
    bots = [make_bot("heuristic", seed=i) for i in range(3)]
    for _ in range(3000):
        state = session.state
        if state.phase == Phase.AUCTION and decider(state) == 0:
            return session
        session.play(bots[decider(state)].decide(state).action)
    raise AssertionError("Ann never bid")


def test_the_page_bids_the_least_allowed_up_to_the_ceiling_then_drops_out() -> None:
    session = person_bidding()
    state = session.state
    assert state.auction is not None
    low = minimum_bid(state.auction)
    assert proxy.proxy_problem(state, low - 1) == f"the next bid must be at least ${low}"
    assert proxy.proxy_problem(state, None) == "enter a whole number of dollars"
    assert proxy.proxy_problem(state, 10**6) is not None and "at most" in str(proxy.proxy_problem(state, 10**6))
    ceiling = low + 12
    assert proxy.proxy_problem(state, ceiling) is None
    mine = proxy.start(state, ceiling)
    assert mine.words() == f"Bidding for you up to ${ceiling}"
    decision = proxy.bid_for(mine, state)
    assert decision is not None and decision.action == Bid(0, low)
    assert str(ceiling) in decision.reason
    session.play(decision.action, decision.reason)
    # Others bid; whenever it is Ann's turn again, the page bids the least allowed, or drops out past $X.
    bids = [low]
    for _ in range(200):
        state = session.state
        if proxy.live(mine, state) is None:
            break
        if decider(state) != 0:
            assert proxy.bid_for(mine, state) is None  # not hers to make
            auction = state.auction
            assert auction is not None
            # A rival raises $5 whenever he can, so the price must pass Ann's ceiling.
            rival = decider(state)
            amount = minimum_bid(auction) + 4
            session.play(Bid(rival, amount) if state.players[rival].cash >= amount else Pass(rival))
            continue
        decision = proxy.bid_for(mine, state)
        assert decision is not None
        assert state.auction is not None
        if minimum_bid(state.auction) <= ceiling:
            assert decision.action == Bid(0, minimum_bid(state.auction))
            bids.append(minimum_bid(state.auction))
        else:
            assert decision.action == Pass(0) and f"${ceiling}" in decision.reason
        session.play(decision.action, decision.reason)
    assert proxy.live(mine, session.state) is None  # out of the auction, or the auction over
    assert len(bids) > 1 and max(bids) <= ceiling


def test_a_proxy_ends_with_its_auction() -> None:
    session = person_bidding()
    mine = proxy.start(session.state, 10**4)
    bots = [make_bot("heuristic", seed=i) for i in range(3)]
    while session.state.phase == Phase.AUCTION:
        state = session.state
        session.play((proxy.bid_for(mine, state) or bots[decider(state)].decide(state)).action)
    assert proxy.live(mine, session.state) is None and proxy.bid_for(mine, session.state) is None


def test_an_offer_for_a_railroad_ends_with_one_full_stop() -> None:
    """ "$50 for Royal Rusher R. R.." no more: the question ends the card's name with one stop."""
    session = start("1906", seed=3)
    state = session.state
    while state.phase != Phase.PRE_ROLL:
        apply(state, make_bot("heuristic").decide(state).action)
    state.set_owner(5, 0)  # Ann holds Royal Rusher R. R.
    me = decider(state)
    to = 0 if me != 0 else 1
    if to != 0:
        state.set_owner(5, 1)
    apply(state, OfferTrade(me, to, take=(5,), give_cash=50))
    _, prompt = controls.question(state, to)
    assert "R. R.." not in prompt and "R. R. " in prompt
    apply(state, Answer(to, False))
