"""Paying what is owed, bank mortgages, and the Poor House.

Seed 000 IV-C (Poor House), IV-D (mortgages); 1906 rulebook rule 12. The bank (Miscellaneous)
lends in $100 steps against cards and gives no change; interest is $5 per mortgaged card each time
the owner reaches or passes Mother Earth; a card is redeemed by paying its printed value.
"""

from __future__ import annotations

from functools import lru_cache

from .board import load_board
from .edition import rules_of
from .events import Events, LoanClosed, Mortgaged, MustRaise, Redeemed, ToPoorHouse, Waived
from .ledger import account_name, move_money
from .state import MISC, TREASURY, AnyPhase, Debt, Due, GameState, Note, Phase

LOAN_UNIT = 100


def pay(state: GameState, events: Events, payer: int, payee: int, amount: int, reason: str) -> None:
    """Move money; a credit to the Public Treasury may set off Single Tax acquisitions."""
    move_money(state, events, payer, payee, amount, reason)
    if payee == TREASURY and state.single_tax:
        rules_of(state).treasury_credited(state, events)


def free_cards(state: GameState, player: int) -> list[int]:
    """Cards the bank will lend on: held, neither mortgaged nor pledged, and of value (under Single
    Tax lot Title Deeds are worthless, so only charters and the Broker's License qualify; a 1904
    charter costs nothing and counts nothing). None where the edition's bank does not lend."""
    if not rules_of(state).bank_loans:
        return []
    mortgaged, pledged, prices = state.mortgaged, state.pledged, state.board.prices
    cards = [s for s in state.holdings[player] if mortgaged[s] == -1 and pledged[s] == -1 and prices[s] > 0]
    if state.single_tax:
        spaces = state.board.spaces
        return [s for s in cards if spaces[s].kind != "lot"]
    return cards


def face_value(state: GameState, spaces: tuple[int, ...] | list[int]) -> int:
    prices = state.board.prices
    return sum(prices[s] for s in spaces)


def loan_for(state: GameState, spaces: tuple[int, ...] | list[int]) -> int:
    """The bank lends in $100 steps and makes no change; the cards must be worth the loan plus the
    edition's margin (1904: "at least ten dollars more than is borrowed")."""
    margin = rules_of(state).mortgage_margin
    return max(0, face_value(state, spaces) - margin) // LOAN_UNIT * LOAN_UNIT


def raisable(state: GameState, player: int) -> int:
    """Cash the player could raise now by mortgaging everything still free."""
    return loan_for(state, free_cards(state, player))


def mortgage_groups(state: GameState, player: int) -> tuple[tuple[int, ...], ...]:
    """Canonical groupings to offer: each free card, topped up with the cheapest other free cards
    until the group secures $100. Any other grouping worth $100 or more is also legal."""
    return groupings(state.board.edition, tuple(free_cards(state, player)), mortgage_need(state))


def mortgage_need(state: GameState) -> int:
    """What cards must be worth for the bank to lend its smallest loan."""
    return LOAN_UNIT + rules_of(state).mortgage_margin


@lru_cache(maxsize=8192)
def groupings(edition: str, cards: tuple[int, ...], need: int) -> tuple[tuple[int, ...], ...]:
    """``mortgage_groups`` for a hand of free cards on an edition's board (the same hands come up
    again and again, so the answers are kept, a bounded number of them; keyed by the edition's
    name, not its price table, which would be hashed afresh on every call)."""
    prices = load_board(edition).prices
    if sum(prices[s] for s in cards) < need:
        return ()  # not even all of them together secure a loan
    by_price = sorted(cards, key=lambda s: (prices[s], s))
    groups: set[tuple[int, ...]] = set()
    for anchor in cards:
        group = [anchor]
        value = prices[anchor]
        for other in by_price:
            if value >= need:
                break
            if other != anchor:
                group.append(other)
                value += prices[other]
        if value >= need:
            groups.add(tuple(sorted(group)))
    return tuple(sorted(groups))


def mortgage(state: GameState, events: Events, player: int, spaces: tuple[int, ...]) -> None:
    amount = loan_for(state, spaces)
    note = Note(state.next_id, player, tuple(sorted(spaces)), amount)
    state.next_id += 1
    state.notes[note.id] = note
    for s in spaces:
        state.mortgaged[s] = note.id
    events.append(Mortgaged(player, tuple(note.spaces), note.id))
    pay(state, events, MISC, player, amount, "mortgage loan")


def redemption_price(state: GameState, note: Note) -> int:
    """1906: the printed value of the cards (never less than the loan, should a card have left the
    note); 1904: the loan itself."""
    return rules_of(state).redemption_price(state, note)


def redeem(state: GameState, events: Events, player: int, note_id: int) -> None:
    note = state.notes.pop(note_id)
    for s in note.spaces:
        state.mortgaged[s] = -1
    events.append(Redeemed(player, tuple(note.spaces), note_id))
    pay(state, events, player, MISC, redemption_price(state, note), "mortgage redeemed")


def mortgaged_cards(state: GameState, player: int) -> int:
    return sum(len(n.spaces) for n in state.notes.values() if n.owner == player)


def debt_free(state: GameState, player: int) -> bool:
    """No bank mortgage and no loan owed to another player."""
    return not any(n.owner == player for n in state.notes.values()) and not any(
        loan.borrower == player for loan in state.loans.values()
    )


def settle(state: GameState, events: Events, debtor: int, dues: list[Due], then: AnyPhase = Phase.POST_ROLL) -> None:
    """Pay ``dues`` (plus anything carried from earlier in the move) and go on to phase ``then``.

    Short of cash but able to mortgage: the debtor must raise it first (phase RAISE). Unable even
    then: the Poor House (or, under Single Tax, pay what can be paid; the rest is waived).
    """
    if state.carry and debtor == state.current:
        dues = state.carry + dues
        state.carry = []
    total = sum(d.amount for d in dues)
    cash = state.players[debtor].cash
    if total <= cash:
        for d in dues:
            pay(state, events, debtor, d.creditor, d.amount, d.reason)
        state.phase = then
    elif total <= cash + raisable(state, debtor):
        state.debt = Debt(debtor, dues, then)
        state.phase = Phase.RAISE
        events.append(MustRaise(debtor, total - cash))
    else:
        insolvent(state, events, debtor, dues)
        state.phase = then


def pay_debt_if_raised(state: GameState, events: Events) -> None:
    """After a mortgage in phase RAISE: pay the debt once the cash is there.

    The bank gives no change, so a mortgage can leave the debtor short with nothing left that
    would raise the rest: then he can neither pay nor borrow (a called loan is in default).
    """
    debt = state.debt
    assert debt is not None
    total = sum(d.amount for d in debt.dues)
    cash = state.players[debt.debtor].cash
    if total <= cash:
        state.debt = None
        for d in debt.dues:
            pay(state, events, debt.debtor, d.creditor, d.amount, d.reason)
        if debt.loan != -1:
            close_loan(state, events, debt.loan, "repaid")
        state.phase = debt.then
    elif total > cash + raisable(state, debt.debtor):
        state.debt = None
        if debt.loan != -1:
            default_loan(state, events, debt.loan)
        else:
            insolvent(state, events, debt.debtor, debt.dues)
        state.phase = debt.then


def transfer_card(state: GameState, space: int, to: int) -> None:
    """A card changes hands; in the standard game its houses go with it (Prosperity's improvement
    tags stand on the space, so they go too). A No Trespassing sign goes back to its owner's hand."""
    old = state.owner[space]
    state.set_owner(space, to)
    if space >= len(state.board):
        return
    if not state.single_tax and state.houses[space]:
        state.houses[space] = [to if h == old else h for h in state.houses[space]]
    rules_of(state).card_changed_hands(state, space, to)


def default_loan(state: GameState, events: Events, loan_id: int) -> None:
    """The borrower cannot pay a called loan: the lender takes the security and all his cash."""
    loan = state.loans[loan_id]
    for s in loan.collateral:
        state.pledged[s] = -1
        transfer_card(state, s, loan.lender)
    pay(state, events, loan.borrower, loan.lender, state.players[loan.borrower].cash, "loan: all the cash there is")
    close_loan(state, events, loan_id, "defaulted")


def close_loan(state: GameState, events: Events, loan_id: int, how: str) -> None:
    loan = state.loans.pop(loan_id)
    for s in loan.collateral:
        if state.pledged[s] == loan_id:
            state.pledged[s] = -1
    events.append(LoanClosed(loan_id, how))


def insolvent(state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
    """Cannot pay nor borrow: what happens is the edition's rule."""
    rules_of(state).insolvent(state, events, debtor, dues)


def pay_what_can_be_paid(state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
    """Pay what cash allows, in order; the rest is waived (no Poor House: Single Tax, Prosperity)."""
    for d in dues:
        part = min(d.amount, state.players[debtor].cash)
        pay(state, events, debtor, d.creditor, part, d.reason)
        if part < d.amount:
            events.append(Waived(debtor, d.creditor, d.amount - part))


def poorhouse_or_waive(state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
    """Standard game: the Poor House, debts unpaid (seed 000 IV-C #20; the 1904 Poorhouse too).
    Single Tax (no Poor House): pay what cash allows in order; the rest is waived."""
    if state.single_tax:
        pay_what_can_be_paid(state, events, debtor, dues)
        return
    owed = ", ".join(f"${d.amount} to {account_name(state, d.creditor)}" for d in dues)
    send_to_poorhouse(state, events, debtor, owed)


def send_to_poorhouse(state: GameState, events: Events, player: int, owed: str) -> None:
    p = state.players[player]
    p.position = state.board.indices_of("park")[0]
    p.in_poorhouse = True
    p.in_jail = False
    events.append(ToPoorHouse(player, owed))
