"""Trades of cards and cash, and loans between players on recorded terms (seed 000 IV-D, V-C)."""

from __future__ import annotations

from landlords import events as ev
from landlords.actions import Answer, CallLoan, Mortgage, OfferLoan, OfferTrade, RepayLoan
from landlords.engine import apply, decider, legal_actions
from landlords.state import MISC, GameState, Phase

from .helpers import game, give
from .scenario import cash, payments, place, refused


def accepted(state: GameState, offer: OfferTrade | OfferLoan) -> list[dict[str, object]]:
    apply(state, offer)
    assert state.phase == Phase.OFFER and decider(state) == offer.to
    return apply(state, Answer(offer.to, True))


def lend(state: GameState, lender: int, borrower: int, principal: int, repay: int, *collateral: int) -> int:
    """The current player (lender or borrower) offers a loan; the other accepts; returns its id."""
    other = borrower if state.current == lender else lender
    events = accepted(state, OfferLoan(state.current, other, lender, principal, repay, collateral))
    return next(e.loan for e in events if isinstance(e, ev.LoanMade))


def test_trade_cards_and_cash_between_players_houses_go_with_the_lot() -> None:
    """Seed 000 V-C: cards may be bought, sold or traded at the pleasure of the players; the houses
    on a lot pass with its card."""
    state = game(4)
    give(state, 0, 16, 19)
    give(state, 1, 38)
    state.houses[16] = [0]
    events = accepted(state, OfferTrade(0, 1, give=(16,), take=(38,), give_cash=20))
    assert state.owner[16] == 1 and state.owner[38] == 0
    assert state.houses[16] == [1]
    assert payments(events) == [(0, 1, 20)]
    events = accepted(state, OfferTrade(0, 1, give=(19,), take_cash=80))  # a sale, cash the other way
    assert state.owner[19] == 1
    assert payments(events) == [(1, 0, 80)]
    assert cash(state)[:2] == [400 - 20 + 80, 400 + 20 - 80]
    assert state.phase == Phase.PRE_ROLL


def test_trade_refused_changes_nothing_and_impossible_offers_are_illegal() -> None:
    """Seed 000 V-C: a trade needs both players' consent; nobody trades what he does not hold,
    a mortgaged card, or cash he has not got."""
    state = game(4)
    give(state, 0, 16, 19)
    give(state, 1, 38)
    apply(state, OfferTrade(0, 1, give=(16,), take=(38,)))
    events = apply(state, Answer(1, False))
    assert ev.Answered(1, False) in events
    assert state.owner[16] == 0 and state.owner[38] == 1 and cash(state)[:2] == [400, 400]
    assert state.phase == Phase.PRE_ROLL
    assert "cannot trade that card" in refused(state, OfferTrade(0, 1, give=(38,)))
    assert "one way only" in refused(state, OfferTrade(0, 1, give=(16,), give_cash=5, take_cash=5))
    assert "has not that much cash" in refused(state, OfferTrade(0, 1, take=(38,), give_cash=401))
    apply(state, Mortgage(0, (16, 19)))
    assert "mortgaged" in refused(state, OfferTrade(0, 1, give=(16,), take_cash=50))


def test_private_loan_on_recorded_terms_and_repaid() -> None:
    """Seed 000 IV-D and V-C: players may borrow from each other on any terms they agree, with
    cards as security (a private mortgage); the terms are recorded."""
    state = game(4)
    give(state, 0, 38)
    loan_id = lend(state, 1, 0, 100, 120, 38)
    loan = state.loans[loan_id]
    assert (loan.lender, loan.borrower, loan.principal, loan.repay, loan.collateral) == (1, 0, 100, 120, (38,))
    assert state.pledged[38] == loan_id and state.owner[38] == 0
    assert cash(state)[:2] == [500, 300]
    assert "not held, mortgaged or pledged" in refused(state, OfferTrade(0, 2, give=(38,), take_cash=100))
    assert RepayLoan(0, loan_id) in legal_actions(state)
    events = apply(state, RepayLoan(0, loan_id))
    assert payments(events) == [(0, 1, 120)]
    assert ev.LoanClosed(loan_id, "repaid") in events
    assert not state.loans and state.pledged[38] == -1
    assert cash(state)[:2] == [380, 420]


def test_loan_called_in_at_any_time_is_paid_in_cash() -> None:
    """Seed 000 V-C: loans may be called in at any time; a borrower with the cash pays at once."""
    state = game(4)
    give(state, 1, 38)
    loan_id = lend(state, 0, 1, 100, 120, 38)
    assert CallLoan(0, loan_id) in legal_actions(state)
    events = apply(state, CallLoan(0, loan_id))
    assert payments(events) == [(1, 0, 120)]
    assert not state.loans and state.owner[38] == 1
    assert cash(state)[:2] == [420, 380]


def test_loan_called_in_borrower_raises_the_money_by_mortgaging() -> None:
    """Seed 000 IV-D and V-C: a borrower short of cash for a called loan must mortgage to pay it."""
    state = game(4)
    give(state, 1, 31, 33, 38)
    loan_id = lend(state, 0, 1, 100, 120, 38)
    place(state, 1, 0, cash=30)
    events = apply(state, CallLoan(0, loan_id))
    assert ev.MustRaise(1, 90) in events
    assert state.phase == Phase.RAISE and decider(state) == 1
    events = apply(state, Mortgage(1, (31,)))
    assert payments(events) == [(MISC, 1, 100), (1, 0, 120)]
    assert ev.LoanClosed(loan_id, "repaid") in events
    assert state.phase == Phase.PRE_ROLL and decider(state) == 0
    assert state.owner[38] == 1 and state.pledged[38] == -1
    assert state.players[1].cash == 10


def test_loan_called_in_default_loses_the_collateral() -> None:
    """Seed 000 IV-D and V-C: a borrower who can neither pay nor raise the sum forfeits the cards
    pledged as security (and hands over what cash he has)."""
    state = game(4)
    give(state, 1, 38)
    loan_id = lend(state, 0, 1, 100, 120, 38)
    place(state, 1, 0, cash=30)
    events = apply(state, CallLoan(0, loan_id))
    assert state.owner[38] == 0 and state.pledged[38] == -1
    assert payments(events) == [(1, 0, 30)]
    assert ev.LoanClosed(loan_id, "defaulted") in events
    assert not state.loans
    assert state.players[1].cash == 0


def test_loan_called_in_default_when_mortgaging_cannot_cover_it() -> None:
    """Seed 000 IV-D and V-C: a borrower who mortgages but, the bank giving no change, still cannot
    raise the sum called in defaults: the lender takes the security and the cash there is."""
    state = game(4)
    give(state, 1, 12, 26, 29, 38)  # $50 + $75 + $75 free; Wall Street pledged
    loan_id = lend(state, 0, 1, 100, 150, 38)
    place(state, 1, 0, cash=0)
    apply(state, CallLoan(0, loan_id))
    assert state.phase == Phase.RAISE
    events = apply(state, Mortgage(1, (12, 26)))  # $100; the $75 left cannot be pledged alone
    assert ev.LoanClosed(loan_id, "defaulted") in events
    assert payments(events) == [(MISC, 1, 100), (1, 0, 100)]
    assert state.owner[38] == 0 and state.pledged[38] == -1
    assert state.phase == Phase.PRE_ROLL and state.debt is None and not state.loans
