"""Checking: why an action cannot be applied now (``why_illegal``), by the shared checks and the
edition's own (``Edition.checks``, which replace shared ones of the same kind).
"""

from __future__ import annotations

from functools import cache

from . import market
from .actions import (
    Action,
    Answer,
    Bid,
    BuyTitle,
    CallLoan,
    Mortgage,
    OfferLoan,
    OfferTrade,
    Propose,
    ProposeTrust,
    Redeem,
    RepayLoan,
)
from .edition import REGISTRY, Check, rules_of
from .money import LOAN_UNIT, free_cards, loan_for, redemption_price
from .phases import NO_KINDS, OVER, PROPOSALS_PER_TURN, decider, phase_kinds
from .scoring import loan_due
from .state import GameState


def why_illegal(state: GameState, action: Action) -> str | None:
    """The reason ``action`` cannot be applied now, or None if it can."""
    if state.phase == OVER:
        return "the game is over"
    if not isinstance(action, Action):
        return "not an action"
    p = decider(state)
    if action.player != p:
        who = state.players[p].name if 0 <= p < state.num_players else "nobody"
        return f"it is {who}'s decision now"
    if action.kind not in phase_kinds(state.options.edition).get(state.phase, NO_KINDS):
        return f"'{action.kind}' is not possible now ({state.phase.replace('_', ' ')})"
    check = checks(state.options.edition).get(action.kind)
    return check(state, action) if check else None


def check_buy_title(state: GameState, a: Action) -> str | None:
    assert isinstance(a, BuyTitle)
    if a.space not in state.dealt[a.player] or state.owner[a.space] != -1:
        return "that title was not dealt to you, or is already bought"
    if state.board.spaces[a.space].price > state.players[a.player].cash:
        return "not enough cash for that title"
    return None


def check_bid(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Bid)
    auction = state.auction
    assert auction is not None
    if auction.high_bidder == a.player:
        return "you already hold the highest bid"
    low = market.minimum_bid(auction)
    if a.amount < low:
        return f"the bid must be at least ${low}"
    if a.amount > market.bid_budget(state, auction, a.player):
        kept = rules_of(state).bid_budget_words(state, auction, a.player)
        return f"the bid is too high: {kept}" if kept else "nobody may bid money they do not have"
    return None


def check_take(state: GameState, a: Action) -> str | None:
    assert state.auction is not None
    return None if state.players[a.player].cash >= state.auction.high_bid else "not enough cash"


def check_mortgage(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Mortgage)
    free = set(free_cards(state, a.player))
    if not a.spaces or len(set(a.spaces)) != len(a.spaces) or not set(a.spaces) <= free:
        own = rules_of(state).mortgage_refused(state, a.spaces)
        return own or "mortgage only cards you hold that are not already mortgaged or pledged"
    if loan_for(state, a.spaces) < LOAN_UNIT:
        need = LOAN_UNIT + rules_of(state).mortgage_margin
        return f"the bank lends only in ${LOAN_UNIT} steps: the cards must be worth ${need} or more"
    return None


def check_redeem(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Redeem)
    note = state.notes.get(a.note)
    if note is None or note.owner != a.player:
        return "no such mortgage of yours"
    if redemption_price(state, note) > state.players[a.player].cash:
        return f"redeeming costs ${redemption_price(state, note)}"
    return None


def check_proposal(state: GameState, a: Action) -> str | None:
    if state.proposals_this_turn >= PROPOSALS_PER_TURN:
        return f"at most {PROPOSALS_PER_TURN} offers or motions a turn"
    if isinstance(a, OfferTrade):
        return market.trade_problem(state, a)
    if isinstance(a, OfferLoan):
        return market.loan_problem(state, a)
    if isinstance(a, ProposeTrust):
        return market.trust_problem(state, a)
    assert isinstance(a, Propose)
    return rules_of(state).motion_problem(state, a.motion)


def check_answer(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Answer) and state.offer is not None
    if not a.accept:
        return None
    offer = state.offer.action
    if isinstance(offer, OfferTrade):
        return market.trade_problem(state, offer)
    if isinstance(offer, OfferLoan):
        return market.loan_problem(state, offer)
    assert isinstance(offer, ProposeTrust)
    return market.trust_problem(state, offer)


def check_loan(state: GameState, a: Action) -> str | None:
    assert isinstance(a, RepayLoan | CallLoan)
    loan = state.loans.get(a.loan)
    if loan is None:
        return "no such loan"
    if isinstance(a, CallLoan):
        return None if loan.lender == a.player else "only the lender may call a loan in"
    if loan.borrower != a.player:
        return "only the borrower repays a loan"
    return None if state.players[a.player].cash >= loan_due(loan) else f"repaying costs ${loan_due(loan)}"


SHARED_CHECKS: dict[str, Check] = {
    "buy_title": check_buy_title,
    "bid": check_bid,
    "take_at_bid": check_take,
    "mortgage": check_mortgage,
    "redeem": check_redeem,
    "offer_trade": check_proposal,
    "offer_loan": check_proposal,
    "propose_trust": check_proposal,
    "propose": check_proposal,
    "answer": check_answer,
    "repay_loan": check_loan,
    "call_loan": check_loan,
}


@cache
def checks(edition: str) -> dict[str, Check]:
    return {**SHARED_CHECKS, **REGISTRY[edition].checks}
