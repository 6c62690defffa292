"""Moving money between accounts, and the events that record it.

The only place where balances change. Miscellaneous may go negative: it is the unlimited bank.
"""

from __future__ import annotations

from typing import Any

from .state import MISC, TREASURY, GameState

Event = dict[str, Any]
Events = list[Event]


def account_name(state: GameState, account: int) -> str:
    if account == TREASURY:
        return "Public Treasury"
    if account == MISC:
        return "Miscellaneous"
    return state.players[account].name


def balance(state: GameState, account: int) -> int:
    if account == TREASURY:
        return state.treasury
    if account == MISC:
        return state.misc
    return state.players[account].cash


def move_money(state: GameState, events: Events, payer: int, payee: int, amount: int, reason: str) -> None:
    """Move ``amount`` from payer to payee (no affordability check: callers decide that)."""
    if amount <= 0 or payer == payee:
        return
    if payer == TREASURY:
        state.treasury -= amount
    elif payer == MISC:
        state.misc -= amount
    else:
        state.players[payer].cash -= amount
    if payee == TREASURY:
        state.treasury += amount
    elif payee == MISC:
        state.misc += amount
    else:
        state.players[payee].cash += amount
    events.append({"type": "payment", "from": payer, "to": payee, "amount": amount, "reason": reason})


def total_money(state: GameState) -> int:
    """Every account added up: constant for the whole game (the conservation invariant)."""
    return sum(p.cash for p in state.players) + state.treasury + state.misc


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
    state.owner[space] = -1
