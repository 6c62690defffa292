"""Plain words for what happens and what can be done: the game log, button labels, and a text
description of the board for screen readers. Pure functions of engine data, so the page, the
command line and tests all say the same thing. Names are returned as plain text; whoever shows
them must insert them as text, never as HTML.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from . import events as ev
from .actions import (
    Action,
    Answer,
    Bid,
    BuyTitle,
    CallLoan,
    EndTurn,
    FinishBuying,
    Mortgage,
    Move,
    OfferLoan,
    OfferTrade,
    Pass,
    PayFine,
    Propose,
    ProposeTrust,
    Redeem,
    RepayLoan,
    Roll,
    TakeAtBid,
    Vote,
)
from .dollars import dollars as dollars  # also here for svg and the 1904 edition, until their splits merge
from .edition import EventWords, rules_of, score
from .events import Event, Moved, Payment
from .ledger import account_name
from .money import redemption_price
from .moves import destination
from .scoring import loan_due
from .state import GameState

E = TypeVar("E", bound=Event)


def who(state: GameState, account: int) -> str:
    """A player's name, or a central account as a sentence names it ("the Public Treasury",
    "Miscellaneous", "the Bank")."""
    name = account_name(state, account)
    return "the Public Treasury" if name == "Public Treasury" else name


def space_name(state: GameState, index: int) -> str:
    return state.board.card_name(index)


def spaces_text(state: GameState, indices: list[int] | tuple[int, ...]) -> str:
    """Cards named as a sentence lists them: "A", "A and B", "A, B and C" (or "nothing")."""
    return and_list([space_name(state, s) for s in indices]) or "nothing"


def and_list(items: list[str]) -> str:
    """Items as a sentence lists them: "A", "A and B", "A, B and C" ("" for none)."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def describe_event(state: GameState, e: Event) -> str | None:
    """One sentence for an event (None for events that need no line of their own): the edition's
    words for its own events, else the shared ones."""
    handler = rules_of(state).event_words.get(type(e)) or EVENT_TEXT.get(type(e))
    return sentence(handler(state, e)) if handler else None


def sentence(text: str) -> str:
    """A log line starts with a capital, even when it opens with an account ("the Bank pays ..."), and
    ends with one full stop, even after a name that ends with one ("P. D. Q. R. R.")."""
    if text.endswith(".."):
        text = text[:-1]
    return text[:1].upper() + text[1:]


def motion_name(state: GameState, motion: str) -> str:
    """A motion put to the vote, in the edition's words."""
    return rules_of(state).motion_names.get(motion, motion)


def _payment(state: GameState, e: Payment) -> str:
    return f"{who(state, e.payer)} pays {dollars(e.amount)} to {who(state, e.payee)} ({e.reason})."


def _move(state: GameState, e: Moved) -> str:
    way = "back " if e.steps < 0 else ""
    why = f", {e.why}" if e.why else ""
    return f"{who(state, e.player)} moves {way}{abs(e.steps)} to {space_name(state, e.to)}{why}."


def _game_over(state: GameState, e: ev.GameOver) -> str:
    """The end and who won: one or more winners by the count; everyone, at the Single Tax's shared
    goal; nobody, when its ordinary end came first (the counts then rank nobody)."""
    head = f"The game is over: {e.reason}."
    if e.public is not None and not e.winners:
        return f"{head} The public did not reach the shared goal, so nobody wins: the counts are for information."
    if e.public is not None and e.public.reached and len(e.winners) == state.num_players > 1:
        return f"{head} Everyone wins."
    return f"{head} Winner: " + " and ".join(who(state, w) for w in e.winners) + "."


def progress_words(state: GameState, progress: ev.PublicProgress) -> tuple[str, ...]:
    """How far the public got under the Single Tax, in sentences: whether it reached the shared
    goal, what it owns, its Free Colleges, the wages, and what was left to do."""
    reached = "reached" if progress.reached else "did not reach"
    owns = f"The public owns {spaces_text(state, progress.public)}" if progress.public else "Nothing was made public"
    colleges = (
        f"Free Colleges stand on {spaces_text(state, progress.colleges)}"
        if len(progress.colleges) > 1
        else f"a Free College stands on {spaces_text(state, progress.colleges)}"
        if progress.colleges
        else "no Free College was built"
    )
    lines = [
        f"The public {reached} the Single Tax's shared goal.",
        f"{owns}; {colleges}; wages are {dollars(progress.wages)}.",
    ]
    if progress.left:
        left = [step.label if step.kind != "wages" else step.label.lower() for step in progress.left]
        lines.append(f"Left to do: {and_list(left)}.")
    return tuple(sentence(line) for line in lines)


def words(cls: type[E], text: Callable[[GameState, E], str]) -> tuple[type[Event], Callable[[GameState, Event], str]]:
    """One entry of an ``EventWords`` table: the sentence for events of ``cls``."""
    return cls, text  # type: ignore[return-value]


EVENT_TEXT: EventWords = dict(
    [
        words(ev.TurnStarted, lambda s, e: f"Turn {e.turn}: {who(s, e.player)} to play."),
        words(
            ev.Rolled,
            lambda s, e: (
                f"{who(s, e.player)} throws {e.dice[0]} and {e.dice[1]}"
                + (" (a double)." if e.dice[0] == e.dice[1] else ".")
            ),
        ),
        words(ev.Moved, _move),
        words(ev.Payment, _payment),
        words(
            ev.CircuitCompleted, lambda s, e: f"{who(s, e.player)} reaches {space_name(s, 0)} (circuit {e.circuits})."
        ),
        words(
            ev.AuctionOpened,
            lambda s, e: (
                f"{space_name(s, e.space)} is up for auction from {dollars(e.minimum)}."
                if e.purpose == "card"
                else f"{rules_of(s).auction_words(s, e.purpose, e.space)} is up for bidding."
            ),
        ),
        words(ev.BidMade, lambda s, e: f"{who(s, e.player)} bids {dollars(e.amount)}."),
        words(ev.Passed, lambda s, e: f"{who(s, e.player)} passes."),
        words(ev.Sold, lambda s, e: f"{who(s, e.player)} buys {space_name(s, e.space)} for {dollars(e.price)}."),
        words(ev.Unsold, lambda s, e: f"Nobody buys {space_name(s, e.space)}."),
        words(ev.HouseBuilt, lambda s, e: f"{who(s, e.player)} builds a house on {space_name(s, e.space)}."),
        words(ev.Mortgaged, lambda s, e: f"{who(s, e.player)} mortgages {spaces_text(s, e.spaces)} to the bank."),
        words(ev.Redeemed, lambda s, e: f"{who(s, e.player)} redeems {spaces_text(s, e.spaces)}."),
        words(ev.MustRaise, lambda s, e: f"{who(s, e.player)} is {dollars(e.amount)} short and must mortgage."),
        words(ev.ToPoorHouse, lambda s, e: f"{who(s, e.player)} cannot pay {e.owed} and goes to the Poor House."),
        words(ev.StaysInPoorHouse, lambda s, e: f"{who(s, e.player)} cannot afford to leave the Poor House."),
        words(ev.LeavesPoorHouse, lambda s, e: f"{who(s, e.player)} leaves the Poor House."),
        words(ev.ToJail, lambda s, e: f"{who(s, e.player)} goes to Jail ({e.why})."),
        words(
            ev.StaysInJail,
            lambda s, e: (
                f"{who(s, e.player)} stays in Jail ({e.turns} turn" + ("s" if e.turns != 1 else "") + " so far)."
            ),
        ),
        words(
            ev.Released,
            lambda s, e: (
                f"{who(s, e.player)} leaves Jail " + ("with a double." if e.how == "doubles" else "by paying the fine.")
            ),
        ),
        words(ev.Traded, lambda s, e: f"{who(s, e.player)} and {who(s, e.partner)} trade."),
        words(
            ev.LoanMade,
            lambda s, e: (
                f"{who(s, e.lender)} lends {dollars(e.principal)} to {who(s, e.borrower)}, "
                f"to be repaid with {dollars(e.repay)}."
            ),
        ),
        words(ev.LoanCalled, lambda s, e: "A loan is called in."),
        words(
            ev.LoanClosed,
            lambda s, e: "The loan is " + ("repaid." if e.how == "repaid" else "defaulted: the security is lost."),
        ),
        words(ev.Waived, lambda s, e: f"{dollars(e.amount)} that {who(s, e.player)} cannot pay is waived."),
        words(ev.TrustFormed, lambda s, e: f"{who(s, e.players[0])} and {who(s, e.players[1])} form a railroad Trust."),
        words(ev.OfferMade, lambda s, e: f"{describe_action(s, e.offer, offer=True)}."),
        words(ev.Answered, lambda s, e: f"{who(s, e.player)} " + ("accepts." if e.accept else "refuses.")),
        words(ev.MotionProposed, lambda s, e: f"{who(s, e.player)} proposes {motion_name(s, e.motion)}."),
        words(ev.Voted, lambda s, e: f"{who(s, e.player)} votes " + ("yes." if e.yes else "no.")),
        words(ev.MotionCarried, lambda s, e: f"The vote for {motion_name(s, e.motion)} is carried."),
        words(ev.MotionLost, lambda s, e: f"The vote for {motion_name(s, e.motion)} is lost."),
        words(ev.GameOver, _game_over),
    ]
)


def describe_action(state: GameState, a: Action, offer: bool = False) -> str:
    """A short label for a choice ("Bid $60", "Mortgage Wall Street"): the edition's label for its
    own actions, else the shared one."""
    label = rules_of(state).action_label(state, a)
    if label is not None:
        return label
    me = who(state, a.player)
    if isinstance(a, BuyTitle):
        return f"Buy {space_name(state, a.space)} for {dollars(state.board.spaces[a.space].price)}"
    if isinstance(a, Move):
        target = destination(state, a)
        way = "Back" if a.steps < 0 else "Forward"
        return f"{way} {abs(a.steps)} to {space_name(state, target)}"
    if isinstance(a, Bid):
        return f"Bid {dollars(a.amount)}"
    if isinstance(a, Mortgage):
        return f"Mortgage {spaces_text(state, a.spaces)}"
    if isinstance(a, Redeem):
        note = state.notes.get(a.note)
        if note is None:
            return "Redeem a mortgage"
        return f"Redeem {spaces_text(state, note.spaces)} for {dollars(redemption_price(state, note))}"
    if isinstance(a, OfferTrade):
        gives = [*(space_name(state, s) for s in a.give), *([dollars(a.give_cash)] if a.give_cash else [])]
        takes = [*(space_name(state, s) for s in a.take), *([dollars(a.take_cash)] if a.take_cash else [])]
        head = f"{me} offers {who(state, a.to)}" if offer else f"Offer {who(state, a.to)}"
        return f"{head} {' and '.join(gives) or 'nothing'} for {' and '.join(takes) or 'nothing'}"
    if isinstance(a, OfferLoan):
        borrower = a.to if a.lender == a.player else a.player
        security = f", secured by {spaces_text(state, a.collateral)}" if a.collateral else ""
        head = f"{me} proposes: " if offer else ""
        return (
            f"{head}{who(state, a.lender)} lends {dollars(a.principal)} to {who(state, borrower)}, "
            f"repaid with {dollars(a.repay)}{security}"
        )
    if isinstance(a, ProposeTrust):
        return (
            f"{me} proposes a railroad Trust to {who(state, a.to)}"
            if offer
            else f"Propose a railroad Trust to {who(state, a.to)}"
        )
    if isinstance(a, Propose):
        return f"Propose {motion_name(state, a.motion)}"
    if isinstance(a, Vote):
        return "Vote yes" if a.yes else "Vote no"
    if isinstance(a, Answer):
        return "Accept" if a.accept else "Refuse"
    if isinstance(a, RepayLoan):
        loan = state.loans.get(a.loan)
        return f"Repay {dollars(loan_due(loan))} to {who(state, loan.lender)}" if loan else "Repay a loan"
    if isinstance(a, CallLoan):
        loan = state.loans.get(a.loan)
        return f"Call in {who(state, loan.borrower)}'s loan of {dollars(loan_due(loan))}" if loan else "Call in a loan"
    return SHARED_LABELS.get(type(a), a.kind.replace("_", " ").capitalize())


#: Labels of the shared choices that need no detail.
SHARED_LABELS: dict[type[Action], str] = {
    FinishBuying: "Done buying",
    Roll: "Roll the dice",
    PayFine: "Pay the $50 fine",
    Pass: "Pass",
    TakeAtBid: "Take it at the top bid",
    EndTurn: "End turn",
}


def board_description(state: GameState) -> str:
    """The position in words, for screen readers: where everyone is and what they hold."""
    lines = []
    for i, p in enumerate(state.players):
        where = space_name(state, p.position)
        if p.opportunity >= 0:
            where = state.board.opportunities[p.opportunity].name
        status = " in Jail" if p.in_jail else " in the Poor House" if p.in_poorhouse else ""
        held = [s for s in state.board.cards if state.owner[s] == i]
        houses = sum(h.count(i) for h in state.houses)
        lines.append(
            f"{p.name}: {dollars(p.cash)} cash, on {where}{status}, {p.circuits} circuits, "
            f"holds {spaces_text(state, held)}"
            + (f", {houses} houses" if houses else "")
            + f"; worth {dollars(score(state, i).total)}."
        )
    lines.append(
        f"Public Treasury: {dollars(state.treasury)}. Wages: {dollars(state.wages)}."
        + (" Single Tax in force." if state.single_tax else "")
    )
    return "\n".join(lines)
