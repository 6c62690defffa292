"""Captions for the autoplay demo: what the last move did, in plain words, and why it matters to
Magie's argument (rent flowing to landlords; under the Single Tax, to the Public Treasury).

``caption`` reads the move's events and the log the session wrote for it; a move with nothing
telling (a roll that lands on an empty lot) is told as the log tells it, without a lesson.
"""

from __future__ import annotations

from landlords.dollars import dollars
from landlords.events import (
    AuctionOpened,
    BidMade,
    Events,
    GameOver,
    HouseBuilt,
    MadePublic,
    Payment,
    SingleTaxAdopted,
    Sold,
)
from landlords.state import MISC, RAILROAD, TREASURY, GameState

from .session import Session

#: Payments between players that are not rent.
NOT_RENT = ("loan", "trade", "judgment", "Chance")


def caption(session: Session, events: Events) -> str:
    """One or two sentences on the move just played (``events``: what it did)."""
    state = session.state
    said = told(session)
    for event in events:
        if isinstance(event, GameOver):
            return f"The game is over: {event.reason}. The counting up shows who ended richest, and how."
        if isinstance(event, SingleTaxAdopted):
            return (
                "The players vote in the Single Tax. From now on the rent of land goes to the Public Treasury, "
                "to be spent for everyone, instead of into a landlord's pocket."
            )
        if isinstance(event, MadePublic):
            space = state.board.spaces[event.space].name
            return f"The public buys {space} with the Treasury's money: from now on it is free to everyone."
    for event in events:
        if isinstance(event, Payment) and event.amount > 0:
            lesson = payment_lesson(state, event)
            if lesson:
                return f"{said} {lesson}".strip()
    for event in events:
        if isinstance(event, Sold):
            owner = name(state, event.player)
            return f"{said} From now on whoever lands there pays {owner} rent.".strip()
        if isinstance(event, HouseBuilt):
            return f"{said} A house raises the rent that everyone landing there must pay.".strip()
        if isinstance(event, AuctionOpened | BidMade):
            return f"{said} {auction_lesson(state, event)}".strip()
    return said


def payment_lesson(state: GameState, event: Payment) -> str:
    """Why a payment matters, or "" for one that teaches nothing (a fine, a purchase)."""
    payer, payee, amount = event.payer, event.payee, dollars(event.amount)
    reason = event.reason
    if payer >= 0 and payee >= 0 and "fare" in reason:
        return f"A fare, not rent: {name(state, payee)} owns the line, and {name(state, payer)} pays to ride it."
    if payer >= 0 and payee >= 0 and not any(word in reason for word in NOT_RENT):
        return (
            f"Rent flows to the landlord: {name(state, payee)} gains {amount} without working, "
            f"and {name(state, payer)} is {amount} poorer."
        )
    if payer >= 0 and payee == TREASURY and "rent" in reason:
        return (
            f"Under the Single Tax the land's rent goes to the Public Treasury (now {dollars(state.treasury)}), "
            "to be spent for all, not kept by a landlord."
        )
    if payer == TREASURY and (payee >= 0 or payee in (MISC, RAILROAD)):
        return "The Public Treasury spends the land's rent on what everyone uses."
    if payer == MISC and payee >= 0 and "wages" in reason:
        return f"Wages for going round the board: {amount} earned by labour, the same for everyone."
    return ""


def auction_lesson(state: GameState, event: AuctionOpened | BidMade) -> str:
    building = (
        event.purpose == "build"
        if isinstance(event, AuctionOpened)
        else bool(state.auction and state.auction.purpose == "build")
    )
    if building:
        return "Under the Single Tax the right to build on public land goes to whoever bids most."
    return "At auction the land goes to whoever bids most, and its rent with it."


def told(session: Session) -> str:
    """What the log said about the last move (its events, not the bots' remarks)."""
    moves = len(session.state.actions)
    lines = [line.text for line in session.log if line.moves == moves and line.kind in ("event", "end")]
    return " ".join(lines[:2])


def name(state: GameState, player: int) -> str:
    return state.players[player].name
