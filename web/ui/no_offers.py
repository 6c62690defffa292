""" "No offers from bots": a person at this screen may ask the bots to make them no unsolicited
offers (trades, loans, the Trust). The page keeps the choice in the browser, for every game at
this table, and hands the bots the seats of the people at it (``make_bot(quiet=...)``)."""

from __future__ import annotations

from .session import Session

#: Where the browser keeps the choice ("1": no offers).
NO_OFFERS_KEY = "landlords:no-offers"
LABEL = "No offers from bots"


def quiet_seats(session: Session, no_offers: bool) -> tuple[int, ...]:
    """The seats bots make no offers to: every person's, when they asked for none."""
    return tuple(i for i, seat in enumerate(session.seats) if seat.human) if no_offers else ()


def stored(value: str | None) -> bool:
    return value == "1"


def to_store(no_offers: bool) -> str:
    return "1" if no_offers else "0"
