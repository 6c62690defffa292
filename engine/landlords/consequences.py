"""What a decision will change, said before it is taken: plain sentences and each player's worth.

A player who votes for the Single Tax, mortgages a card or signs a loan should know beforehand
what stops counting and where the money goes. The worth shown is never estimated: the decision (or
the rule change it starts, when others still have to agree) is applied to a copy of the game and
counted by the edition's own scoring, so the preview and the final count cannot disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
    TakeAtBid,
    Vote,
)
from .applying import apply
from .checking import why_illegal
from .describe import space_name, spaces_text, who
from .destinations import leads_to
from .dollars import dollars
from .edition import rules_of, scores
from .market import votes_needed
from .money import loan_for, redemption_price
from .preview import Consequence as Consequence  # also here for the 1904 edition, until its split merges
from .preview import WorthChange
from .scoring import loan_due
from .state import MISC, TREASURY, GameState, Note, Phase

# --- counting a changed game ----------------------------------------------------------------------


def worth_changes(before: GameState, after: GameState) -> tuple[WorthChange, ...]:
    """Each player's worth in ``before`` and ``after`` by the edition's scoring; empty when no
    player's worth moves."""
    old = [s.total for s in scores(before)]
    new = [s.total for s in scores(after)]
    if old == new:
        return ()
    return tuple(WorthChange(p, b, a) for p, (b, a) in enumerate(zip(old, new, strict=True)))


def applied(state: GameState, *actions: Action) -> GameState:
    """A copy of the game with ``actions`` applied in turn, unchecked: ``consequence`` has checked the
    decision itself, and the acceptance of an offer just made is legal when the offer was."""
    copy = state.clone(history=False)
    for action in actions:
        apply(copy, action, checked=False)
    return copy


def carried(state: GameState, motion: str) -> GameState:
    """A copy of the game in which ``motion`` has just carried, by the edition's own rule change."""
    copy = state.clone(history=False)
    rules_of(copy).motion_carried(copy, [], motion)
    return copy


# --- motions ----------------------------------------------------------------------------------------


def motion_consequence(state: GameState, motion: str, lead: str = "") -> Consequence | None:
    """What a motion changes if it carries now, for any player to read (also before a Single Tax set to
    come in at a given turn); None for a motion with nothing to say."""
    words = rules_of(state).motion_words.get(motion)
    if words is None:
        return None
    headline, details = words(state)
    return Consequence(f"{lead}{headline}", details, worth_changes(state, carried(state, motion)))


def propose(state: GameState, action: Propose) -> Consequence | None:
    return motion_consequence(state, action.motion)


def vote(state: GameState, action: Vote) -> Consequence | None:
    motion = state.motion
    rules = rules_of(state)
    if motion is None or motion.motion not in rules.motion_words:
        return None
    needed = votes_needed(state, motion.motion)
    if not action.yes:
        return Consequence(rules.no_vote_words[motion.motion], (), ())
    if motion.yes + 1 >= needed:
        lead = "Your yes vote carries it. "
    else:
        lead = f"Your yes vote counts toward the {needed} it needs. "
    return motion_consequence(state, motion.motion, lead)


# --- money between players and the bank -----------------------------------------------------------


def previewed(state: GameState, action: Action, headline: str, *details: str) -> Consequence:
    """A consequence whose worth is the count once ``action`` is applied (an offer: once accepted)."""
    after = applied(state, action)
    if after.phase == Phase.OFFER:
        assert after.offer is not None
        after = applied(after, Answer(after.offer.action.to, True))  # type: ignore[attr-defined]
    return Consequence(headline, details[:2], worth_changes(state, after))


def mortgage(state: GameState, action: Mortgage) -> Consequence:
    rules = rules_of(state)
    loan = loan_for(state, action.spaces)
    bank = who(state, MISC)
    cards = spaces_text(state, action.spaces)
    price = redemption_price(state, Note(0, action.player, action.spaces, loan))
    own = rules.mortgage_words(state, cards, bank, loan, price)
    if own is not None:
        return previewed(state, action, *own)
    repaid = "the loan" if rules.redeem_at_loan else "their printed value"
    return previewed(
        state,
        action,
        f"Mortgaging {cards} brings you {dollars(loan)} from {bank}.",
        f"Redeeming them costs {repaid} ({dollars(price)}).",
    )


def redeem(state: GameState, action: Redeem) -> Consequence | None:
    note = state.notes.get(action.note)
    if note is None:
        return None
    price = redemption_price(state, note)
    cards = spaces_text(state, note.spaces)
    bank = who(state, MISC)
    own = rules_of(state).redeem_words(state, cards, bank, price)
    if own is not None:
        return previewed(state, action, *own)
    return previewed(state, action, f"Redeeming {cards} costs {dollars(price)}, paid to {bank}.")


def loan_words(
    state: GameState, lender: int, borrower: int, principal: int, repay: int, collateral: tuple[int, ...]
) -> tuple[str, ...]:
    """Where the money goes under a loan between players, and how it counts."""
    words = [
        f"{who(state, lender)} pays {who(state, borrower)} {dollars(principal)} now; {who(state, borrower)} owes "
        f"{dollars(repay)}, payable whenever {who(state, lender)} calls it in."
    ]
    if rules_of(state).interest_saved_before_wages and repay > principal:
        words.append(
            f"Repaid before {who(state, borrower)} next passes the start, it costs only {dollars(principal)}; "
            "at the end it counts for the lender and against the borrower at what repaying costs then."
        )
    elif collateral:
        words.append(
            f"If {who(state, borrower)} cannot pay when it is called, {spaces_text(state, collateral)} "
            f"pass to {who(state, lender)}, with all the cash there is."
        )
    else:
        words.append("Until it is repaid it counts at the end for the lender and against the borrower.")
    return tuple(words)


def offer_loan(state: GameState, action: OfferLoan) -> Consequence:
    borrower = action.to if action.lender == action.player else action.player
    first, *rest = loan_words(state, action.lender, borrower, action.principal, action.repay, action.collateral)
    return previewed(state, action, f"If {who(state, action.to)} accepts: {first}", *rest)


def trust_words(state: GameState, a: int, b: int) -> tuple[str, ...]:
    """What a railroad Trust of ``a`` and ``b`` means, in the words of the edition that has one."""
    return rules_of(state).trust_words(state, a, b)


def propose_trust(state: GameState, action: ProposeTrust) -> Consequence:
    first, second = trust_words(state, action.player, action.to)
    return previewed(state, action, f"If {who(state, action.to)} agrees, {first}", second)


def trade_words(state: GameState, offer: OfferTrade) -> tuple[str, ...]:
    a, b = who(state, offer.player), who(state, offer.to)
    gives = [*(space_name(state, s) for s in offer.give), *([dollars(offer.give_cash)] if offer.give_cash else [])]
    takes = [*(space_name(state, s) for s in offer.take), *([dollars(offer.take_cash)] if offer.take_cash else [])]
    words = [f"{a} gives {b} {' and '.join(gives) or 'nothing'} for {' and '.join(takes) or 'nothing'}."]
    worth = rules_of(state).trade_words(state) if offer.give or offer.take else ""
    return (*words, worth) if worth else tuple(words)


def offer_trade(state: GameState, action: OfferTrade) -> Consequence:
    first, *rest = trade_words(state, action)
    return previewed(state, action, f"If {who(state, action.to)} accepts: {first}", *rest)


def answer(state: GameState, action: Answer) -> Consequence | None:
    """Accepting an offer does what the offer says (refusing changes nothing, so nothing is said)."""
    if not action.accept or state.offer is None:
        return None
    offer = state.offer.action
    if isinstance(offer, OfferLoan):
        borrower = offer.to if offer.lender == offer.player else offer.player
        words = loan_words(state, offer.lender, borrower, offer.principal, offer.repay, offer.collateral)
    elif isinstance(offer, ProposeTrust):
        words = trust_words(state, offer.player, offer.to)
    elif isinstance(offer, OfferTrade):
        words = trade_words(state, offer)
    else:
        return None
    return previewed(state, action, f"Accepting: {words[0]}", *words[1:])


def repay_loan(state: GameState, action: RepayLoan) -> Consequence | None:
    loan = state.loans.get(action.loan)
    if loan is None:
        return None
    verb = "is" if len(loan.collateral) == 1 else "are"
    freed = f"; {spaces_text(state, loan.collateral)} {verb} no longer pledged" if loan.collateral else ""
    return previewed(
        state, action, f"Repaying costs {dollars(loan_due(loan))}, paid to {who(state, loan.lender)}{freed}."
    )


def call_loan(state: GameState, action: CallLoan) -> Consequence | None:
    loan = state.loans.get(action.loan)
    if loan is None:
        return None
    borrower, due = who(state, loan.borrower), dollars(loan_due(loan))
    lost = (
        f"{spaces_text(state, loan.collateral)} and all of {borrower}'s cash pass"
        if loan.collateral
        else (f"all of {borrower}'s cash passes")
    )
    return previewed(
        state,
        action,
        f"{borrower} must pay you {due} now, mortgaging cards if need be.",
        f"If {borrower} cannot raise it, {lost} to you instead.",
    )


# --- buying and building ------------------------------------------------------------------------


def counting_words(state: GameState) -> str:
    """How a card bought now counts at the end, in this game."""
    return rules_of(state).card_count_words


def buy_title(state: GameState, action: BuyTitle) -> Consequence:
    price = state.board.spaces[action.space].price
    return previewed(
        state,
        action,
        f"Buying {space_name(state, action.space)} costs {dollars(price)}, paid to {who(state, TREASURY)}.",
        counting_words(state),
    )


def bid(state: GameState, action: Bid) -> Consequence | None:
    """Nothing changes hands until the auction ends, so no worth moves yet: the words say what winning costs."""
    auction = state.auction
    if auction is None:
        return None
    name, amount = space_name(state, auction.space), dollars(action.amount)
    if auction.purpose != "card":  # an edition's own auction: what it sells, in its words
        sold = rules_of(state).auction_words(state, auction.purpose, auction.space)
        return Consequence(f"If this bid wins, you pay {amount} for {sold}.", (), ())
    to = who(state, rules_of(state).purchase_account)
    return Consequence(f"If this bid wins, you pay {amount} to {to} for {name}.", (counting_words(state),), ())


def take_at_bid(state: GameState, action: TakeAtBid) -> Consequence | None:
    auction = state.auction
    if auction is None:
        return None
    to = who(state, rules_of(state).purchase_account)
    return previewed(
        state,
        action,
        f"Taking {space_name(state, auction.space)} costs you {dollars(auction.high_bid)}, paid to {to}.",
        counting_words(state),
    )


# --- the entry point ------------------------------------------------------------------------------

#: For each kind of action that may need a word: its preview (a function of the game and the action).
PREVIEWS: dict[type[Action], Callable[[GameState, Any], Consequence | None]] = {
    Propose: propose,
    Vote: vote,
    Mortgage: mortgage,
    Redeem: redeem,
    OfferLoan: offer_loan,
    ProposeTrust: propose_trust,
    OfferTrade: offer_trade,
    Answer: answer,
    RepayLoan: repay_loan,
    CallLoan: call_loan,
    BuyTitle: buy_title,
    TakeAtBid: take_at_bid,
    Bid: bid,
}


#: Moves (and declining one): what they lead to is where they land and what that space asks.
MOVE_KINDS = frozenset({"move", "stay", "jump", "decline_luxury"})


def consequence(state: GameState, action: Action) -> Consequence | None:
    """What a listed action will change, said before it is taken; None when nothing needs saying."""
    preview = rules_of(state).previews.get(type(action)) or PREVIEWS.get(type(action))
    if preview is None and action.kind in MOVE_KINDS:
        preview = leads_to
    if preview is None or why_illegal(state, action) is not None:
        return None
    return preview(state, action)
