"""The Landlord's Game of the 1904 patent (US 748,626): the first rules, on a 40-space board.

Seed 001 gives the patent's rule paragraphs; the opening paragraph it leaves out (start with $500;
22 lot tickets, 12 drawn, each may be bought; lots bought or rented on landing) is from the patent
text (dossier 2.2). Gaps are closed as the dossier recommends (7.3, 7.5, 7.20-7.23), each a named
option. Shared machinery: the opening purchase (``BuyTitle``), bank mortgages (with the patent's
$10 margin and $5 interest per $100 note), loans between players, settling and the Poorhouse.

The setup, the throw, the move and the landing are in ``turn``; the edition's own actions in
``actions``; what a game keeps in ``record``; its sentences in ``words``; what this module adds is
the edition's decisions, its hooks and its counting up.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...actions import Action, Move, PayFine, Roll, shared
from ...circuits import circuit_end_reason
from ...edition import Check, Edition, Handler, register
from ...events import Events, Refused, Sold
from ...money import pay, poorhouse_or_waive, raisable, settle
from ...moves import JAIL_FINE, check_move, check_pay_fine, go_to_jail
from ...scoring import Score, loan_balance
from ...state import MISC, RAILROAD, TREASURY, AnyPhase, Due, GameState, Note, Phase
from . import words
from .actions import BuyLot, DeclineLuxury, Patent1904Phase, Refuse, RentLot
from .options import RULES, Options1904
from .record import Patent1904State, Player1904, of
from .turn import (
    LUXURY_PRICE,
    LUXURY_VALUE,
    MORTGAGE_MARGIN,
    NOTE_INTEREST,
    landing_cost,
    leave_jail,
    perform_move,
    roll,
    setup,
)

# Bound once: CPython 3.11 reads an Enum's members through EnumType.__getattr__ (see engine.py).
CHOOSE_MOVE, BUY_OR_RENT = Phase.CHOOSE_MOVE, Patent1904Phase.BUY_OR_RENT
#: Cash a careful player keeps: 1904 rents are $1-22, taxes and fares $5.
CASH_RESERVE = 30


# --- checks and handlers -------------------------------------------------------------------------


def check_decline(state: GameState, a: Action) -> str | None:
    return None if 0 in state.move_choices else "only a move onto a Luxury can be declined"


def check_buy_lot(state: GameState, a: Action) -> str | None:
    price = state.board.spaces[state.players[a.player].position].price
    return None if state.players[a.player].cash >= price else f"the lot costs ${price}"


def check_refuse(state: GameState, a: Action) -> str | None:
    assert state.debt is not None
    return "a called loan must be repaid or its security is lost" if state.debt.loan != -1 else None


def do_roll(state: GameState, events: Events, a: Action) -> None:
    roll(state, events, a.player)


def do_pay_fine(state: GameState, events: Events, a: Action) -> None:
    leave_jail(state, events, a.player, "fine")
    settle(state, events, a.player, [Due(TREASURY, JAIL_FINE, "jail fine")], then=Phase.PRE_ROLL)


def do_move(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Move)
    perform_move(state, events, a.player, a.steps)


def do_decline(state: GameState, events: Events, a: Action) -> None:
    perform_move(state, events, a.player, 0)


def do_buy_lot(state: GameState, events: Events, a: Action) -> None:
    space = state.players[a.player].position
    price = state.board.spaces[space].price
    state.set_owner(space, a.player)
    events.append(Sold(a.player, space, price))
    pay(state, events, a.player, TREASURY, price, "lot bought")
    settle(state, events, a.player, [])


def do_rent_lot(state: GameState, events: Events, a: Action) -> None:
    space = state.players[a.player].position
    settle(state, events, a.player, [Due(TREASURY, state.board.spaces[space].rent, "rent")])


def do_refuse(state: GameState, events: Events, a: Action) -> None:
    """'Emergencies': a player who refuses to obey the rules goes to Jail; the refused payment is
    not made (the Jail is its penalty)."""
    debt = state.debt
    assert debt is not None
    state.debt = None
    events.append(Refused(a.player))
    go_to_jail(state, events, a.player, "refusing to obey the rules")
    state.phase = debt.then


class Patent1904(Edition):
    state_class = Patent1904State
    player_class = Player1904
    name = "1904"
    title = "The Landlord's Game (1904 patent)"
    short_title = "1904 patent"
    note_interest = NOTE_INTEREST
    rank = 1
    rules = RULES
    options_class = Options1904
    previews = words.PREVIEWS
    phases: ClassVar[dict[AnyPhase, frozenset[str]]] = {
        Phase.CHOOSE_MOVE: frozenset({"move", "decline_luxury"}),
        Patent1904Phase.BUY_OR_RENT: frozenset({"buy_lot", "rent_lot"}),
    }
    pre_roll_kinds = frozenset({"roll", "pay_fine"})
    raise_kinds = frozenset({"refuse"})
    mortgage_margin = MORTGAGE_MARGIN
    redeem_at_loan = True
    interest_saved_before_wages = True
    accounts: ClassVar[dict[int, str]] = {TREASURY: "Public Treasury", MISC: "the Bank", RAILROAD: "the R.R. box"}
    #: What each central account takes in and pays out, by US patent 748,626's rules as we play them.
    account_notes: ClassVar[dict[int, str]] = {
        TREASURY: "lots, rents, taxes, fines",
        MISC: "wages, legacies, bank loans",
        RAILROAD: "railroad fares",
    }
    luxury_optional = True
    counting_notes = words.COUNTING_NOTES
    event_words = words.EVENT_WORDS
    prompts = words.PROMPTS
    watched = words.WATCHED

    def action_label(self, state: GameState, action: Action) -> str | None:
        return words.label(state, action)

    checks: ClassVar[dict[str, Check]] = {
        "pay_fine": check_pay_fine,
        "move": check_move,
        "decline_luxury": check_decline,
        "buy_lot": check_buy_lot,
        "refuse": check_refuse,
    }
    handlers: ClassVar[dict[str, Handler]] = {
        "roll": do_roll,
        "pay_fine": do_pay_fine,
        "move": do_move,
        "decline_luxury": do_decline,
        "buy_lot": do_buy_lot,
        "rent_lot": do_rent_lot,
        "refuse": do_refuse,
    }

    def setup(self, state: GameState) -> None:
        setup(state)

    def pre_roll_actions(self, state: GameState, p: int) -> list[Action]:
        player = state.players[p]
        acts: list[Action] = []
        if player.in_jail and player.cash + raisable(state, p) >= JAIL_FINE:
            acts.append(shared(PayFine, p))
        acts.append(shared(Roll, p))
        return acts

    def phase_actions(self, state: GameState, p: int) -> list[Action]:
        if state.phase == CHOOSE_MOVE:
            return [shared(DeclineLuxury, p) if c == 0 else shared(Move, p, c) for c in state.move_choices]
        assert state.phase == BUY_OR_RENT
        price = state.board.spaces[state.players[p].position].price
        return [*([shared(BuyLot, p)] if state.players[p].cash >= price else []), shared(RentLot, p)]

    def raise_actions(self, state: GameState, p: int) -> list[Action]:
        assert state.debt is not None
        return [Refuse(p)] if state.debt.loan == -1 else []

    def after_card_auction(self, state: GameState, events: Events, lander: int, space: int) -> None:
        raise AssertionError("the 1904 game has no auctions")

    def landing_cost(self, state: GameState, player: int, space: int) -> int:
        return landing_cost(state, player, space)

    def insolvent(self, state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
        poorhouse_or_waive(state, events, debtor, dues)
        of(state).players[debtor].poorhouse_steps = 0  # "finish_round" counts from entering it

    def end_reason(self, state: GameState) -> str:
        return circuit_end_reason(state)

    def stop_income(self, state: GameState, player: int, space: int) -> int:
        """The printed rent, fare or rate."""
        return state.board.spaces[space].rent

    def end_value(self, state: GameState, card: int) -> int:
        """A lot counts its price; a charter nothing."""
        return state.board.spaces[card].price if state.board.card_kind(card) == "lot" else 0

    def cash_reserve(self, state: GameState, player: int) -> int:
        return CASH_RESERVE

    def score(self, state: GameState, player: int) -> Score:
        """'Counting up': the value of the lots held, cash, and luxuries at $60 (US patent 748,626);
        bank notes still owed are taken off (our reading; option bank_notes_at_end="not_counted" is
        the patent's letter); loans between players count at what repaying costs now."""
        p = of(state).players[player]
        spaces = state.board.spaces
        lots = sum(spaces[s].price for s in state.holdings[player] if spaces[s].kind == "lot")
        notes = -sum(n.amount for n in state.notes.values() if n.owner == player)
        return Score(
            player,
            p.cash,
            (
                ("Lots", lots),
                ("Luxuries", LUXURY_VALUE * p.luxuries),
                ("Legacies", of(state).options.legacy_value * p.legacies),
                ("Loans", loan_balance(state, player)),
                ("Bank loans", notes if of(state).options.bank_notes_at_end == "deducted" else 0),
            ),
        )

    def land_titles(self, state: GameState, player: int, score: Score) -> int:
        """The lots at their price, as counted up."""
        return score.part("Lots")

    def redemption_price(self, state: GameState, note: Note) -> int:
        return note.amount

    card_count_words = "At the end a lot counts its price."

    def mortgage_words(self, state: GameState, cards: str, bank: str, loan: int, price: int) -> tuple[str, ...]:
        return words.mortgage_words(state, cards, bank, loan, price)

    def redeem_words(self, state: GameState, cards: str, bank: str, price: int) -> tuple[str, ...]:
        return words.redeem_words(state, cards, bank, price)

    def in_hand(self, state: GameState, player: int) -> tuple[tuple[int, str], ...]:
        return ((of(state).players[player].legacies, "legacy ticket"),)

    def fingerprint_extra(self, state: GameState) -> list[Any]:
        return [
            [(p.legacies, p.arrived, p.poorhouse_steps) for p in of(state).players],
            state.railroad_box,
            of(state).arrivals,
            sorted((lo.id, lo.accrued) for lo in state.loans.values()),
        ]


EDITION = register(Patent1904())


#: What other modules import from this package: the edition, its decisions and its phase, and the
#: Luxury's price and worth (the bots weigh a Luxury by them).
__all__ = [
    "EDITION",
    "LUXURY_PRICE",
    "LUXURY_VALUE",
    "BuyLot",
    "DeclineLuxury",
    "Patent1904",
    "Patent1904Phase",
    "Refuse",
    "RentLot",
]
