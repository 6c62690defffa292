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
    Build,
    BuyTitle,
    CallLoan,
    ChooseOpportunity,
    Mortgage,
    Move,
    OfferLoan,
    OfferTrade,
    Propose,
    ProposeTrust,
    Redeem,
    RepayLoan,
    Vote,
)
from .board import Space
from .events import Event, Moved, Payment, Speculated
from .ledger import account_name
from .money import redemption_price
from .scoring import score
from .state import GameState

E = TypeVar("E", bound=Event)


def _who(state: GameState, account: int) -> str:
    return account_name(state, account)


def _space(state: GameState, index: int) -> str:
    return state.board.card_name(index)


def _spaces(state: GameState, indices: list[int] | tuple[int, ...]) -> str:
    return ", ".join(_space(state, s) for s in indices) or "nothing"


def _money(amount: int) -> str:
    return f"${amount:,}"


MOTIONS = {"single_tax": "the Single Tax", "end_game": "ending the game at the next double"}
CUBE_WORDS = {
    "jail": "caught robbing a hen-roost: go to Jail",
    "take_200": "caught robbing the public: take $200",
    "draw_card": "draw a card from the For Sale pile",
    "take_tag": "take an improvement tag",
    "fire": "loss by fire",
    "judgment": "a judgment: pay $200 to the next player",
    "nothing": "nothing happens",
}


def describe_event(state: GameState, e: Event) -> str | None:
    """One sentence for an event (None for events that need no line of their own)."""
    handler = EVENT_TEXT.get(type(e))
    return handler(state, e) if handler else None


def _payment(state: GameState, e: Payment) -> str:
    return f"{_who(state, e.payer)} pays {_money(e.amount)} to {_who(state, e.payee)} ({e.reason})."


def _move(state: GameState, e: Moved) -> str:
    way = "back " if e.steps < 0 else ""
    why = f", {e.why}" if e.why else ""
    return f"{_who(state, e.player)} moves {way}{abs(e.steps)} to {_space(state, e.to)}{why}."


def _speculation(state: GameState, e: Speculated) -> str:
    d1, d2 = e.dice
    if e.skin_game:
        return f"{_who(state, e.player)} speculates and throws {d1} and {d2}: a skin game! No prize."
    return f"{_who(state, e.player)} speculates and throws {d1} and {d2}: wins {_money(e.prize)}."


def _words(cls: type[E], text: Callable[[GameState, E], str]) -> tuple[type[Event], Callable[[GameState, Event], str]]:
    """One entry of ``EVENT_TEXT``: the sentence for events of ``cls``."""
    return cls, text  # type: ignore[return-value]


EVENT_TEXT: dict[type[Event], Callable[[GameState, Event], str]] = dict([
    _words(ev.TurnStarted, lambda s, e: f"Turn {e.turn}: {_who(s, e.player)} to play."),
    _words(ev.Rolled, lambda s, e: f"{_who(s, e.player)} throws {e.dice[0]} and {e.dice[1]}"
           + (" (a double)." if e.dice[0] == e.dice[1] else ".")),
    _words(ev.Moved, _move),
    _words(ev.Stayed, lambda s, e: f"{_who(s, e.player)} declines to speculate and stays put."),
    _words(ev.Payment, _payment),
    _words(ev.CircuitCompleted, lambda s, e: f"{_who(s, e.player)} reaches Mother Earth (circuit {e.circuits})."),
    _words(ev.AuctionOpened, lambda s, e: (
        f"The right to build on {_space(s, e.space)} is up for bidding."
        if e.purpose == "build"
        else f"{_space(s, e.space)} is up for auction from {_money(e.minimum)}."
    )),
    _words(ev.BidMade, lambda s, e: f"{_who(s, e.player)} bids {_money(e.amount)}."),
    _words(ev.Passed, lambda s, e: f"{_who(s, e.player)} passes."),
    _words(ev.Sold, lambda s, e: f"{_who(s, e.player)} buys {_space(s, e.space)} for {_money(e.price)}."),
    _words(ev.Unsold, lambda s, e: f"Nobody buys {_space(s, e.space)}."),
    _words(ev.HouseBuilt, lambda s, e: f"{_who(s, e.player)} builds a house on {_space(s, e.space)}."),
    _words(ev.Mortgaged, lambda s, e: f"{_who(s, e.player)} mortgages {_spaces(s, e.spaces)} to the bank."),
    _words(ev.Redeemed, lambda s, e: f"{_who(s, e.player)} redeems {_spaces(s, e.spaces)}."),
    _words(ev.MustRaise, lambda s, e: f"{_who(s, e.player)} is {_money(e.amount)} short and must mortgage."),
    _words(ev.ToPoorHouse, lambda s, e: f"{_who(s, e.player)} cannot pay {e.owed} and goes to the Poor House."),
    _words(ev.StaysInPoorHouse, lambda s, e: f"{_who(s, e.player)} cannot afford to leave the Poor House."),
    _words(ev.LeavesPoorHouse, lambda s, e: f"{_who(s, e.player)} leaves the Poor House."),
    _words(ev.ToJail, lambda s, e: f"{_who(s, e.player)} goes to Jail ({e.why})."),
    _words(ev.StaysInJail, lambda s, e: f"{_who(s, e.player)} stays in Jail ({e.turns} turn"
           + ("s" if e.turns != 1 else "") + " so far)."),
    _words(ev.Released, lambda s, e: f"{_who(s, e.player)} leaves Jail "
           + ("with a double." if e.how == "doubles" else "by paying the fine.")),
    _words(ev.Speculated, _speculation),
    _words(ev.NoSpeculation, lambda s, e: f"{_who(s, e.player)} cannot stake $10 and does not speculate."),
    _words(ev.LicenseLost, lambda s, e: f"{_who(s, e.player)}, the Broker, is caught and loses the license."),
    _words(ev.ChanceDrawn, lambda s, e: f"Chance for {_who(s, e.player)}: {e.text}"),
    _words(ev.LuxuryBought, lambda s, e: f"{_who(s, e.player)} buys a Luxury card."),
    _words(ev.Traded, lambda s, e: f"{_who(s, e.player)} and {_who(s, e.partner)} trade."),
    _words(ev.LoanMade, lambda s, e: f"{_who(s, e.lender)} lends {_money(e.principal)} to {_who(s, e.borrower)}, "
           f"to be repaid with {_money(e.repay)}."),
    _words(ev.LoanCalled, lambda s, e: "A loan is called in."),
    _words(ev.LoanClosed, lambda s, e: "The loan is "
           + ("repaid." if e.how == "repaid" else "defaulted: the security is lost.")),
    _words(ev.Waived, lambda s, e: f"{_money(e.amount)} that {_who(s, e.player)} cannot pay is waived."),
    _words(ev.TrustFormed, lambda s, e: f"{_who(s, e.players[0])} and {_who(s, e.players[1])} form a railroad Trust."),
    _words(ev.OfferMade, lambda s, e: describe_action(s, e.offer, offer=True)),
    _words(ev.Answered, lambda s, e: f"{_who(s, e.player)} " + ("accepts." if e.accept else "refuses.")),
    _words(ev.MotionProposed, lambda s, e: f"{_who(s, e.player)} proposes {MOTIONS.get(e.motion, e.motion)}."),
    _words(ev.Voted, lambda s, e: f"{_who(s, e.player)} votes " + ("yes." if e.yes else "no.")),
    _words(ev.MotionCarried, lambda s, e: f"The vote for {MOTIONS.get(e.motion, e.motion)} is carried."),
    _words(ev.MotionLost, lambda s, e: f"The vote for {MOTIONS.get(e.motion, e.motion)} is lost."),
    _words(ev.SingleTaxAdopted,
           lambda s, e: "The Single Tax is in force: land rent now goes to the Public Treasury."),
    _words(ev.MadePublic, lambda s, e: f"The public buys {_space(s, e.space)}: it is free to all from now on."),
    _words(ev.CollegeOpened, lambda s, e: f"A Free College opens on {_space(s, e.space)}."),
    _words(ev.WagesRaised, lambda s, e: f"Wages rise to {_money(e.wages)}."),
    _words(ev.EducationTaken, lambda s, e: f"{_who(s, e.player)} goes to college and takes an Education card."),
    _words(ev.ProfessorMade,
           lambda s, e: f"{_who(s, e.player)} exchanges four Education cards for a Professor card."),
    _words(ev.OpportunityTaken, lambda s, e: f"{_who(s, e.player)} cannot afford the move and takes up "
           f"{s.board.opportunities[e.opportunity].name}."),
    # The 1904 patent game
    _words(ev.Chartered, lambda s, e: f"{_who(s, e.player)} puts a charter on {_space(s, e.space)}."),
    _words(ev.LegacyReceived, lambda s, e: f"{_who(s, e.player)} receives a legacy: $100 and a legacy ticket."),
    _words(ev.LosesMove, lambda s, e: f"{_who(s, e.player)} does not buy the Luxury and loses the move."),
    _words(ev.Refused, lambda s, e: f"{_who(s, e.player)} refuses to obey the rules."),
    # Prosperity
    _words(ev.CubeThrown, lambda s, e: f"{_who(s, e.player)} throws the Chance Cube: {e.face}, "
           f"{CUBE_WORDS[e.effect]}."),
    _words(ev.CardDrawn, lambda s, e: f"{_who(s, e.player)} draws {_space(s, e.card)} from the For Sale pile."),
    _words(ev.TagTaken, lambda s, e: f"{_who(s, e.player)} takes an improvement tag from the board."),
    _words(ev.Fire, lambda s, e: f"Fire! {_who(s, e.player)} loses an improvement tag on {_space(s, e.space)}."),
    _words(ev.NoJump, lambda s, e: f"{_who(s, e.player)} stays at the railroad."),
    _words(ev.IdleSold, lambda s, e: f"{_who(s, e.player)} sells {_space(s, e.card)} to the board."),
    _words(ev.IdleBought, lambda s, e: f"{_who(s, e.player)} buys {_space(s, e.card)} from the board."),
    _words(ev.SignPlaced,
           lambda s, e: f"{_who(s, e.player)} puts up a No Trespassing sign on {_space(s, e.space)}."),
    _words(ev.TagBought, lambda s, e: f"{_who(s, e.player)} buys an improvement tag."),
    _words(ev.BoardShort, lambda s, e: f"The board has run out of money: {_who(s, e.player)} goes without "
           f"{_money(e.amount)}."),
    _words(ev.TagPlaced, lambda s, e: f"{_who(s, e.player)} improves {_space(s, e.space)}."),
    _words(ev.GameOver, lambda s, e: f"The game is over: {e.reason}. Winner: "
           + " and ".join(_who(s, w) for w in e.winners) + "."),
])


def describe_action(state: GameState, a: Action, offer: bool = False) -> str:
    """A short label for a choice ("Bid $60", "Mortgage Wall Street")."""
    me = _who(state, a.player)
    if isinstance(a, BuyTitle):
        return f"Buy {_space(state, a.space)} for {_money(state.board.spaces[a.space].price)}"
    if isinstance(a, Move):
        if abs(a.steps) > 12:
            return f"Use the railroad pass: {a.steps} spaces"
        target = (state.players[a.player].position + a.steps) % len(state.board)
        way = "Back" if a.steps < 0 else "Forward"
        return f"{way} {abs(a.steps)} to {_space(state, target)}"
    if isinstance(a, Bid):
        return f"Bid {_money(a.amount)}"
    if isinstance(a, Mortgage):
        return f"Mortgage {_spaces(state, a.spaces)}"
    if isinstance(a, Redeem):
        note = state.notes.get(a.note)
        if note is None:
            return "Redeem a mortgage"
        return f"Redeem {_spaces(state, note.spaces)} for {_money(redemption_price(state, note))}"
    if isinstance(a, Build):
        return f"Build a house on {_space(state, a.space)} ($100)"
    if isinstance(a, OfferTrade):
        gives = [*(_space(state, s) for s in a.give), *([_money(a.give_cash)] if a.give_cash else [])]
        takes = [*(_space(state, s) for s in a.take), *([_money(a.take_cash)] if a.take_cash else [])]
        head = f"{me} offers {_who(state, a.to)}" if offer else f"Offer {_who(state, a.to)}"
        return f"{head} {' and '.join(gives) or 'nothing'} for {' and '.join(takes) or 'nothing'}"
    if isinstance(a, OfferLoan):
        borrower = a.to if a.lender == a.player else a.player
        security = f", secured by {_spaces(state, a.collateral)}" if a.collateral else ""
        head = f"{me} proposes: " if offer else ""
        return (f"{head}{_who(state, a.lender)} lends {_money(a.principal)} to {_who(state, borrower)}, "
                f"repaid with {_money(a.repay)}{security}")
    if isinstance(a, ProposeTrust):
        return f"{me} proposes a railroad Trust to {_who(state, a.to)}" if offer else \
            f"Propose a railroad Trust to {_who(state, a.to)}"
    if isinstance(a, Propose):
        return f"Propose {MOTIONS.get(a.motion, a.motion)}"
    if isinstance(a, Vote):
        return "Vote yes" if a.yes else "Vote no"
    if isinstance(a, Answer):
        return "Accept" if a.accept else "Refuse"
    if isinstance(a, RepayLoan):
        loan = state.loans.get(a.loan)
        return f"Repay {_money(loan.repay)} to {_who(state, loan.lender)}" if loan else "Repay a loan"
    if isinstance(a, CallLoan):
        loan = state.loans.get(a.loan)
        return f"Call in {_who(state, loan.borrower)}'s loan of {_money(loan.repay)}" if loan else "Call in a loan"
    if isinstance(a, ChooseOpportunity):
        o = state.board.opportunities[a.opportunity]
        return f"Take up {o.name} (wages {_money(o.wages)}, rent {_money(o.rent)})"
    if a.kind in POSITION_LABELS:
        return POSITION_LABELS[a.kind](state, a)
    return STATIC_LABELS.get(a.kind, a.kind.replace("_", " ").capitalize())


def _field(a: Action, name: str) -> int:
    value = a.to_json()[name]
    assert isinstance(value, int)
    return value


def _jump(state: GameState, a: Action) -> str:
    steps = _field(a, "steps")
    if steps == 0:
        return "Stay at the railroad"
    target = (state.players[a.player].position + steps) % len(state.board)
    return f"Jump {'back ' if steps < 0 else ''}{abs(steps)} to {_space(state, target)}"


def _here(state: GameState, a: Action) -> Space:
    return state.board.spaces[state.players[a.player].position]


#: Labels that depend on the position (the editions' own choices).
POSITION_LABELS: dict[str, Callable[[GameState, Action], str]] = {
    "buy_lot": lambda s, a: f"Buy {_here(s, a).name} for {_money(_here(s, a).price)}",
    "rent_lot": lambda s, a: f"Rent it: pay {_money(_here(s, a).rent)}",
    "jump": _jump,
    "sell_idle": lambda s, a: f"Sell {_space(s, _field(a, 'card'))} for {_money(s.board.prices[_field(a, 'card')])}",
    "place_sign": lambda s, a: f"Put your No Trespassing sign on {_space(s, _field(a, 'space'))}",
    "place_tag": lambda s, a: f"Put an improvement tag on {_space(s, _field(a, 'space'))}",
}

STATIC_LABELS = {
    "buy_idle": "Buy Idle Land ($100, drawn blind)",
    "leave_office": "Leave the office",
    "buy_tag": "Buy an improvement tag ($300)",
    "decline_luxury": "Do not buy the Luxury (lose the move)",
    "refuse": "Refuse to pay: go to Jail",
    "finish_buying": "Done buying",
    "roll": "Roll the dice",
    "pay_fine": "Pay the $50 fine",
    "stay": "Stay (do not speculate)",
    "pass": "Pass",
    "take_at_bid": "Take it at the top bid",
    "end_turn": "End turn",
}


def board_description(state: GameState) -> str:
    """The position in words, for screen readers: where everyone is and what they hold."""
    lines = []
    for i, p in enumerate(state.players):
        where = _space(state, p.position)
        if p.opportunity >= 0:
            where = state.board.opportunities[p.opportunity].name
        status = " in Jail" if p.in_jail else " in the Poor House" if p.in_poorhouse else ""
        held = [s for s in state.board.cards if state.owner[s] == i]
        houses = sum(h.count(i) for h in state.houses)
        lines.append(
            f"{p.name}: {_money(p.cash)} cash, on {where}{status}, {p.circuits} circuits, "
            f"holds {_spaces(state, held)}"
            + (f", {houses} houses" if houses else "")
            + f"; worth {_money(score(state, i).total)}."
        )
    lines.append(f"Public Treasury: {_money(state.treasury)}. Wages: {_money(state.wages)}."
                 + (" Single Tax in force." if state.single_tax else ""))
    return "\n".join(lines)
