"""Moving money between accounts, and the events that record it.

The only place where balances change. Miscellaneous may go negative: it is the unlimited bank.
"""

from __future__ import annotations

from .edition import rules_of
from .events import Events, Payment
from .state import MISC, RAILROAD, TREASURY, GameState

ACCOUNT_NAMES = {TREASURY: "Public Treasury", MISC: "Miscellaneous", RAILROAD: "the R.R. box"}


def account_name(state: GameState, account: int) -> str:
    """A player's name, or the name this edition gives a central account."""
    if account >= 0:
        return state.players[account].name
    return rules_of(state).accounts.get(account, ACCOUNT_NAMES[account])


def balance(state: GameState, account: int) -> int:
    if account == TREASURY:
        return state.treasury
    if account == MISC:
        return state.misc
    if account == RAILROAD:
        return state.railroad_box
    return state.players[account].cash


def move_money(state: GameState, events: Events, payer: int, payee: int, amount: int, reason: str) -> None:
    """Move ``amount`` from payer to payee (no affordability check: callers decide that).

    A game with a cash goal (Prosperity) notes the first player whose cash reaches it, at the very
    transaction that does it; the edition ends the game once the action is over.
    """
    if amount <= 0 or payer == payee:
        return
    if payer >= 0:
        state.players[payer].cash -= amount
    elif payer == MISC:
        state.misc -= amount
    elif payer == TREASURY:
        state.treasury -= amount
    else:
        state.railroad_box -= amount
    if payee >= 0:
        state.players[payee].cash += amount
        if state.cash_goal and state.champion < 0 and state.players[payee].cash >= state.cash_goal:
            state.champion = payee
    elif payee == MISC:
        state.misc += amount
    elif payee == TREASURY:
        state.treasury += amount
    else:
        state.railroad_box += amount
    events.append(Payment(payer, payee, amount, reason))


def total_money(state: GameState) -> int:
    """Every account added up: constant for the whole game (the conservation invariant)."""
    return sum(p.cash for p in state.players) + state.treasury + state.misc + state.railroad_box


def release_card(state: GameState, space: int) -> None:
    """A card leaves its holder (to the pack or the public): it drops out of any mortgage or pledge."""
    note = state.mortgaged[space]
    if note != -1:
        n = state.notes[note]
        n.spaces = tuple(s for s in n.spaces if s != space)
        state.mortgaged[space] = -1
    loan = state.pledged[space]
    if loan != -1:
        lo = state.loans[loan]
        lo.collateral = tuple(s for s in lo.collateral if s != space)
        state.pledged[space] = -1
    state.set_owner(space, -1)
