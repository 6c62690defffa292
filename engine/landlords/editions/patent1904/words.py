"""The 1904 game's words: log sentences for its own events, the prompt of its buy-or-rent phase,
button labels for its own choices, what those choices mean before they are made, and what its
mortgages and its counting up say."""

from __future__ import annotations

from ... import events as ev
from ...actions import Action, Move
from ...consequences import Consequence, previewed
from ...describe import dollars, space_name, who, words
from ...edition import EventWords, Preview
from ...scoring import LOANS_NOTE
from ...state import TREASURY, AnyPhase, GameState, Phase
from .actions import BuyLot, DeclineLuxury, Patent1904Phase, Refuse, RentLot
from .record import of
from .turn import NOTE_INTEREST

EVENT_WORDS: EventWords = dict(
    [
        words(ev.Chartered, lambda s, e: f"{who(s, e.player)} puts a charter on {space_name(s, e.space)}."),
        words(ev.LegacyReceived, lambda s, e: f"{who(s, e.player)} receives a legacy: $100 and a legacy ticket."),
        words(ev.LuxuryBought, lambda s, e: f"{who(s, e.player)} buys a Luxury card."),
        words(ev.LosesMove, lambda s, e: f"{who(s, e.player)} does not buy the Luxury and loses the move."),
        words(ev.Refused, lambda s, e: f"{who(s, e.player)} refuses to obey the rules."),
    ]
)
PROMPTS: dict[AnyPhase, str] = {
    Phase.SETUP: "{name}, you drew these lot tickets: buy any of their lots at its price. A lot nobody buys "
    "now is bought or rented later by whoever stops on it (there are no auctions).",
    Patent1904Phase.BUY_OR_RENT: "{name} stopped on {space}, which nobody holds: buy it at its price, "
    "or rent it for this stay.",
}
#: The same situations, said to the people watching a bot decide.
WATCHED: dict[AnyPhase, str] = {
    Phase.SETUP: "{name} drew lot tickets and may buy any of their lots at its price.",
    Patent1904Phase.BUY_OR_RENT: "{name} stopped on {space}, which nobody holds, and may buy it or rent it "
    "for this stay.",
}


def label(state: GameState, a: Action) -> str | None:
    """Button labels of this edition's own choices, and of a move by the railroad pass."""
    if isinstance(a, Move) and abs(a.steps) > 12:  # beyond any throw: the pass's jump
        return f"Use the railroad pass: {a.steps} spaces"
    here = state.board.spaces[state.players[a.player].position]
    if isinstance(a, BuyLot):
        return f"Buy {here.name} for {dollars(here.price)}"
    if isinstance(a, RentLot):
        return f"Rent it: pay {dollars(here.rent)}"
    if isinstance(a, DeclineLuxury):
        return "Do not buy the Luxury (lose the move)"
    if isinstance(a, Refuse):
        return "Refuse to pay: go to Jail"
    return None


# --- what its own choices mean (the page shows it before a choice) --------------------------------


def buy_lot(state: GameState, action: BuyLot) -> Consequence:
    space = state.players[action.player].position
    info = state.board.spaces[space]
    return previewed(
        state,
        action,
        f"Buying {info.name} costs {dollars(info.price)}, paid to {who(state, TREASURY)}.",
        f"Others who stop there pay you its rent, and at the end it counts its price ({dollars(info.price)}).",
    )


def rent_lot(state: GameState, action: RentLot) -> Consequence:
    info = state.board.spaces[state.players[action.player].position]
    return previewed(
        state,
        action,
        f"Renting costs {dollars(info.rent)}, paid to {who(state, TREASURY)}, and you hold nothing afterwards.",
    )


def refuse(state: GameState, action: Refuse) -> Consequence:
    return previewed(state, action, "You go to Jail instead of paying, and the payment is not made.")


PREVIEWS: dict[type[Action], Preview] = {BuyLot: buy_lot, RentLot: rent_lot, Refuse: refuse}


# --- mortgages and the counting up -----------------------------------------------------------------


def mortgage_words(state: GameState, cards: str, bank: str, loan: int, price: int) -> tuple[str, ...]:
    counted = (
        "Mortgaged lots still count their price at the end, but the loan is taken off your worth until repaid."
        if of(state).options.bank_notes_at_end == "deducted"
        else "Mortgaged lots still count their price at the end, and the loan is not taken off."
    )
    interest = (
        f"Each time you receive wages you pay {dollars(NOTE_INTEREST)} interest per $100 borrowed; "
        f"redeeming costs the loan ({dollars(price)})."
    )
    return f"Mortgaging {cards} brings you {dollars(loan)} from {bank}.", counted, interest


def redeem_words(state: GameState, cards: str, bank: str, price: int) -> tuple[str, ...]:
    after = "the interest stops, and the loan no longer comes off your worth at the end."
    if of(state).options.bank_notes_at_end != "deducted":
        after = "the interest stops."
    return (f"Repaying {dollars(price)} to {bank} frees {cards}: {after}",)


#: What each part of the count holds, said under the final count.
COUNTING_NOTES = {
    "Lots": "Each lot held counts its printed price, mortgaged or not (US patent 748,626).",
    "Luxuries": "Each Luxury counts $60 (US patent 748,626).",
    "Legacies": "Each legacy ticket counts {legacy_value}.",
    "Loans": LOANS_NOTE,
    "Bank loans": "What is still owed to the bank on mortgages is taken off (our reading: the patent does "
    "not say whether a debt to the bank counts).",
}
