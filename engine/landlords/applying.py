"""Applying: an action changes the game and returns the events it caused (``apply``), by the
shared handlers and the edition's own (``Edition.handlers``, which replace shared ones of the same
kind); an illegal action raises ``IllegalActionError`` and leaves the state as it was.
"""

from __future__ import annotations

from collections.abc import Callable
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
    Vote,
)
from .checking import why_illegal
from .edition import REGISTRY, Edition, Handler
from .errors import IllegalActionError
from .events import Answered, Events, OfferMade, Sold
from .flow import end_turn, start_turn
from .money import mortgage, pay, pay_debt_if_raised, redeem
from .phases import LANDER_OPTION, OFFER, OVER, RAISE
from .state import TREASURY, GameState, Offer

#: An edition's look at the game after every action (``Edition.after_action``).
AfterAction = Callable[[GameState, Events], None]


def apply(state: GameState, action: Action, *, checked: bool = True) -> Events:
    """Apply a legal action; returns the events it caused. Illegal: raises, state untouched.

    ``checked=False`` skips the check, for an action the caller has just taken from
    ``legal_actions`` of this very state (a bot's look-ahead, thousands of times a decision); a
    person's input is always checked.
    """
    if checked:
        reason = why_illegal(state, action)
        if reason is not None:
            raise IllegalActionError(reason)
    state.actions.append(action)
    events: Events = []
    edition = state.options.edition
    handlers(edition)[action.kind](state, events, action)
    after = after_action(edition)
    if after is not None and state.phase != OVER:
        after(state, events)
    return events


@cache
def after_action(edition: str) -> AfterAction | None:
    """The edition's ``after_action`` hook, or None where it keeps the base class's, which does
    nothing: ``apply`` runs on every decision and only Prosperity looks at the game after each."""
    rules = REGISTRY[edition]
    return None if type(rules).after_action is Edition.after_action else rules.after_action


def do_buy_title(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, BuyTitle)
    state.set_owner(a.space, a.player)
    events.append(Sold(a.player, a.space, state.board.spaces[a.space].price))
    pay(state, events, a.player, TREASURY, state.board.spaces[a.space].price, "title card")


def do_finish_buying(state: GameState, events: Events, a: Action) -> None:
    state.setup_turn += 1
    if state.setup_turn >= state.num_players:
        state.dealt = []
        start_turn(state, events)


def do_bid(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Bid)
    market.bid(state, events, a.player, a.amount)


def do_pass(state: GameState, events: Events, a: Action) -> None:
    if state.phase == LANDER_OPTION:
        market.lander_option(state, events, take=False)
    else:
        market.drop_out(state, events, a.player)


def do_take(state: GameState, events: Events, a: Action) -> None:
    market.lander_option(state, events, take=True)


def do_mortgage(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Mortgage)
    mortgage(state, events, a.player, a.spaces)
    if state.phase == RAISE:
        pay_debt_if_raised(state, events)


def do_redeem(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Redeem)
    redeem(state, events, a.player, a.note)


def do_offer(state: GameState, events: Events, a: Action) -> None:
    state.proposals_this_turn += 1
    state.offer = Offer(a, state.phase)
    state.phase = OFFER
    events.append(OfferMade(a))


def do_propose(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Propose)
    state.proposals_this_turn += 1
    market.propose(state, events, a.player, a.motion)


def do_answer(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Answer) and state.offer is not None
    offer = state.offer.action
    state.phase = state.offer.previous_phase
    state.offer = None
    events.append(Answered(a.player, a.accept))
    if not a.accept:
        return
    if isinstance(offer, OfferTrade):
        market.do_trade(state, events, offer)
    elif isinstance(offer, OfferLoan):
        market.make_loan(state, events, offer)
    else:
        assert isinstance(offer, ProposeTrust)
        market.form_trust(state, events, offer)


def do_vote(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Vote)
    market.vote(state, events, a.player, a.yes)


def do_repay(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, RepayLoan)
    market.repay_loan(state, events, a.loan)


def do_call(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, CallLoan)
    market.call_loan(state, events, a.loan)


def do_end_turn(state: GameState, events: Events, a: Action) -> None:
    end_turn(state, events)


SHARED_HANDLERS: dict[str, Handler] = {
    "buy_title": do_buy_title,
    "finish_buying": do_finish_buying,
    "bid": do_bid,
    "pass": do_pass,
    "take_at_bid": do_take,
    "mortgage": do_mortgage,
    "redeem": do_redeem,
    "offer_trade": do_offer,
    "offer_loan": do_offer,
    "propose_trust": do_offer,
    "propose": do_propose,
    "answer": do_answer,
    "vote": do_vote,
    "repay_loan": do_repay,
    "call_loan": do_call,
    "end_turn": do_end_turn,
}


@cache
def handlers(edition: str) -> dict[str, Handler]:
    return {**SHARED_HANDLERS, **REGISTRY[edition].handlers}
