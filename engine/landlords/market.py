"""Dealing between players: auctions, trades, loans, the Trust and votes.

Seed 000 IV-A (auctions), V-A (Trust), V-C (trades and loans), VI (the vote); 1906 rulebook rules
7 and 9. An edition may auction other things than cards (the 1906 Single Tax right to build): it
opens the ``Auction`` with its own ``purpose`` and answers ``Edition.auction_won``.
"""

from __future__ import annotations

from .actions import OfferLoan, OfferTrade, ProposeTrust
from .edition import rules_of
from .events import (
    AuctionOpened,
    BidMade,
    Events,
    LoanCalled,
    LoanMade,
    MotionCarried,
    MotionLost,
    MotionProposed,
    MustRaise,
    Passed,
    Sold,
    Traded,
    TrustFormed,
    Unsold,
    Voted,
)
from .money import close_loan, default_loan, pay, raisable, transfer_card
from .scoring import loan_due
from .state import Auction, Debt, Due, GameState, Loan, Motion, Phase

# Bound once: CPython 3.11 reads an Enum's members through EnumType.__getattr__ (see landlords.phases).
AUCTION, LANDER_OPTION = Phase.AUCTION, Phase.LANDER_OPTION

BID_STEP = 5
#: Beyond this much over the minimum, listed bids go up in ``WIDE_BID_STEP`` (any amount stays legal).
FINE_BID_RANGE = 100
WIDE_BID_STEP = 25


def bid_ladder(low: int, high: int) -> list[int]:
    """The bids listed as choices: $5 steps near the minimum, $25 steps further up."""
    fine = list(range(low, min(high, low + FINE_BID_RANGE) + 1, BID_STEP))
    return fine + list(range(fine[-1] + WIDE_BID_STEP, high + 1, WIDE_BID_STEP)) if fine else fine


def seat_order(state: GameState, first: int) -> list[int]:
    n = state.num_players
    return [(first + k) % n for k in range(n)]


def start_card_auction(state: GameState, events: Events, space: int, lander: int) -> None:
    """The lander opens at the printed price (the edition's floor) or more; then each in turn raises or
    drops out."""
    price = rules_of(state).auction_minimum(state, space)
    state.auction = Auction(space, lander, "card", price, seat_order(state, lander))
    state.phase = AUCTION
    events.append(AuctionOpened(space, lander, price))


def minimum_bid(auction: Auction) -> int:
    if auction.high_bidder == -1:
        return auction.minimum
    return max(auction.minimum, auction.high_bid + 1)


def bid_budget(state: GameState, auction: Auction, player: int) -> int:
    """The most ``player`` may bid (the edition says: nobody bids money he does not have)."""
    return rules_of(state).bid_budget(state, auction, player)


def bid(state: GameState, events: Events, player: int, amount: int) -> None:
    auction = state.auction
    assert auction is not None
    auction.high_bid = amount
    auction.high_bidder = player
    events.append(BidMade(player, amount))
    auction.turn = (auction.turn + 1) % len(auction.bidders)
    continue_auction(state, events)


def drop_out(state: GameState, events: Events, player: int) -> None:
    auction = state.auction
    assert auction is not None
    index = auction.bidders.index(player)
    auction.bidders.pop(index)
    events.append(Passed(player))
    if auction.bidders:
        auction.turn = index % len(auction.bidders)
    continue_auction(state, events)


def continue_auction(state: GameState, events: Events) -> None:
    auction = state.auction
    assert auction is not None
    if auction.bidders == [auction.high_bidder] or not auction.bidders:
        finish_auction(state, events)


def finish_auction(state: GameState, events: Events) -> None:
    auction = state.auction
    assert auction is not None
    winner = auction.high_bidder
    if auction.purpose != "card":
        state.auction = None
        state.phase = auction.previous_phase
        rules_of(state).auction_won(state, events, auction)
        return
    if winner == -1:
        events.append(Unsold(auction.space))
        state.auction = None
        rules_of(state).after_card_auction(state, events, auction.lander, auction.space)
        return
    if (
        rules_of(state).lander_option(state)
        and winner != auction.lander
        and state.players[auction.lander].cash >= auction.high_bid
    ):
        state.phase = LANDER_OPTION
        return
    sell_card(state, events, winner)


def sell_card(state: GameState, events: Events, buyer: int) -> None:
    auction = state.auction
    assert auction is not None
    state.auction = None
    state.set_owner(auction.space, buyer)
    events.append(Sold(buyer, auction.space, auction.high_bid))
    pay(state, events, buyer, rules_of(state).purchase_account, auction.high_bid, "purchase")
    rules_of(state).after_card_auction(state, events, auction.lander, auction.space)


def lander_option(state: GameState, events: Events, take: bool) -> None:
    auction = state.auction
    assert auction is not None
    sell_card(state, events, auction.lander if take else auction.high_bidder)


def tradable(state: GameState, player: int, space: int) -> bool:
    return (
        state.board.is_card(space)
        and state.owner[space] == player
        and state.mortgaged[space] == -1
        and state.pledged[space] == -1
    )


def trade_problem(state: GameState, offer: OfferTrade) -> str | None:
    """Why a trade cannot happen (None when it can)."""
    a, b = offer.player, offer.to
    if not 0 <= b < state.num_players or b == a:
        return "a trade needs another player"
    if min(offer.give_cash, offer.take_cash) < 0:
        return "cash in an offer cannot be negative"
    if offer.give_cash and offer.take_cash:
        return "cash may go one way only"
    if not (offer.give or offer.take or offer.give_cash or offer.take_cash):
        return "the offer is empty"
    if len(set(offer.give)) != len(offer.give) or len(set(offer.take)) != len(offer.take):
        return "a card is named twice"
    for s in offer.give:
        if not state.board.is_card(s) or not tradable(state, a, s):
            return f"{state.players[a].name} cannot trade that card (not held, mortgaged or pledged)"
    for s in offer.take:
        if not state.board.is_card(s) or not tradable(state, b, s):
            return f"{state.players[b].name} cannot trade that card (not held, mortgaged or pledged)"
    if offer.give_cash > state.players[a].cash:
        return f"{state.players[a].name} has not that much cash"
    if offer.take_cash > state.players[b].cash:
        return f"{state.players[b].name} has not that much cash"
    return None


def do_trade(state: GameState, events: Events, offer: OfferTrade) -> None:
    a, b = offer.player, offer.to
    for s in offer.give:
        transfer_card(state, s, b)
    for s in offer.take:
        transfer_card(state, s, a)
    events.append(Traded(a, b, offer.give, offer.take, offer.give_cash, offer.take_cash))
    pay(state, events, a, b, offer.give_cash, "trade")
    pay(state, events, b, a, offer.take_cash, "trade")


def loan_problem(state: GameState, offer: OfferLoan) -> str | None:
    a, b = offer.player, offer.to
    if not 0 <= b < state.num_players or b == a:
        return "a loan needs another player"
    if offer.lender not in (a, b):
        return "the lender must be one of the two players"
    borrower = b if offer.lender == a else a
    if offer.principal <= 0:
        return "a loan must lend some money"
    if offer.repay < offer.principal:
        return "the sum to repay cannot be less than the sum lent"
    if offer.principal > state.players[offer.lender].cash:
        return f"{state.players[offer.lender].name} has not that much cash"
    if len(set(offer.collateral)) != len(offer.collateral):
        return "a card is named twice"
    for s in offer.collateral:
        if not tradable(state, borrower, s):
            return "security must be free cards of the borrower"
    return None


def make_loan(state: GameState, events: Events, offer: OfferLoan) -> None:
    borrower = offer.to if offer.lender == offer.player else offer.player
    loan = Loan(
        state.next_id,
        offer.lender,
        borrower,
        offer.principal,
        offer.repay,
        offer.collateral,
        accrued=not rules_of(state).interest_saved_before_wages,
    )
    state.next_id += 1
    state.loans[loan.id] = loan
    for s in loan.collateral:
        state.pledged[s] = loan.id
    events.append(LoanMade(loan.id, loan.lender, borrower, loan.principal, loan.repay, tuple(loan.collateral)))
    pay(state, events, loan.lender, borrower, loan.principal, "loan")


def repay_loan(state: GameState, events: Events, loan_id: int) -> None:
    loan = state.loans[loan_id]
    pay(state, events, loan.borrower, loan.lender, loan_due(loan), "loan repaid")
    close_loan(state, events, loan_id, "repaid")


def call_loan(state: GameState, events: Events, loan_id: int) -> None:
    """The lender calls the loan in: pay now, mortgage to pay, or lose the security (seed 000 V-C)."""
    loan = state.loans[loan_id]
    borrower = state.players[loan.borrower]
    due = loan_due(loan)
    events.append(LoanCalled(loan_id))
    if borrower.cash >= due:
        repay_loan(state, events, loan_id)
    elif borrower.cash + raisable(state, loan.borrower) >= due:
        state.debt = Debt(loan.borrower, [Due(loan.lender, due, "loan repaid")], state.phase, loan_id)
        state.phase = Phase.RAISE
        events.append(MustRaise(loan.borrower, due - borrower.cash))
    else:
        default_loan(state, events, loan_id)


def trust_problem(state: GameState, offer: ProposeTrust) -> str | None:
    a, b = offer.player, offer.to
    if not 0 <= b < state.num_players or b == a:
        return "a Trust needs another player"
    holders = {state.owner[s] for s in state.board.indices_of("railroad")}
    if not rules_of(state).railroad_trust:
        return "there is no railroad Trust in this game"
    if holders != {a, b}:
        return "a Trust needs two players who hold every railroad between them"
    if state.trust is not None and set(state.trust) == {a, b}:
        return "the Trust already stands"
    return None


def form_trust(state: GameState, events: Events, offer: ProposeTrust) -> None:
    a, b = sorted((offer.player, offer.to))
    state.trust = (a, b)
    events.append(TrustFormed((a, b)))


def votes_needed(state: GameState, motion: str) -> int:
    """Single Tax passes on the vote of two players (seed 000 VI); ending early needs everyone."""
    return state.num_players if motion == "end_game" else 2


def propose(state: GameState, events: Events, player: int, motion: str) -> None:
    voters = seat_order(state, player)[1:]
    state.motion = Motion(motion, player, voters, previous_phase=state.phase)
    state.phase = Phase.VOTE
    events.append(MotionProposed(player, motion))


def vote(state: GameState, events: Events, player: int, yes: bool) -> None:
    motion = state.motion
    assert motion is not None
    events.append(Voted(player, yes))
    motion.yes += int(yes)
    motion.turn += 1
    needed = votes_needed(state, motion.motion)
    remaining = len(motion.voters) - motion.turn
    if motion.yes >= needed:
        state.motion = None
        state.phase = motion.previous_phase
        events.append(MotionCarried(motion.motion))
        rules_of(state).motion_carried(state, events, motion.motion)
    elif motion.yes + remaining < needed:
        state.motion = None
        state.phase = motion.previous_phase
        events.append(MotionLost(motion.motion))
