"""What 1906 holdings are worth: the edition's answers to the bots' questions (``Edition``'s
worth hooks), from its rents and its count at the end."""

from __future__ import annotations

from functools import cache

from ...board import load_board
from ...state import GameState
from .rents import CINCH_RATE, HOUSE_RENT, RAILROAD_FARES, land_rent, railroads_owned

#: What a card, a house, a Luxury card or a Professor card counts at the end (seed 000 I and IV-F).
CARD_VALUE = 100
#: Cash to keep while bare land rents are all below it: the 1906 rulebook advises $50-75.
RESERVE = 60
#: The broker's 10% of an average Speculation prize.
BROKER_SHARE = 5


def stop_income(state: GameState, player: int, space: int) -> int:
    """Rent, fare or rate a stop on ``space`` pays its holder (lot rents go to the Public Treasury
    under Single Tax)."""
    info = state.board.spaces[space]
    if info.kind == "lot":
        if state.single_tax:
            return 0
        return land_rent(state, space) + HOUSE_RENT * len(state.houses[space])
    if info.kind == "railroad":
        count = railroads_owned(state, player) + (0 if state.owner[space] == player else 1)
        return RAILROAD_FARES[min(count, 4)]
    if info.kind == "franchise":
        franchises = state.board.indices_of("franchise")
        held = sum(1 for s in franchises if state.owner[s] == player or s == space)
        return CINCH_RATE if held == len(franchises) else info.rent
    if info.kind == "speculation":
        return BROKER_SHARE
    return 0


def set_income(state: GameState, player: int, space: int) -> int:
    """A railroad raises the fare on each of the holder's other lines."""
    if state.board.spaces[space].kind != "railroad":
        return 0
    owned = railroads_owned(state, player) + (0 if state.owner[space] == player else 1)
    return (RAILROAD_FARES[min(owned, 4)] - RAILROAD_FARES[max(1, owned - 1)]) * (owned - 1)


def end_value(state: GameState, card: int) -> int:
    """$100 a card; lot Title Deeds are worthless under Single Tax."""
    return 0 if state.single_tax and state.board.card_kind(card) == "lot" else CARD_VALUE


def cash_reserve(state: GameState, player: int) -> int:
    """More than the highest stop on a lot now (a bare lot charges its printed rent, as rising
    rents need houses), and at least ``RESERVE``."""
    houses = state.houses
    if not state.options.rising_rents and not any(houses):
        return RESERVE  # bare land rents are all below it
    worst = top_lot_rent(state.options.edition)
    spaces, rising = state.board.spaces, state.options.rising_rents
    for s in [s for s, built in enumerate(houses) if built]:
        rent = (land_rent(state, s) if rising else spaces[s].rent) + HOUSE_RENT * len(houses[s])
        if rent > worst:
            worst = rent
    return max(RESERVE, worst)


@cache
def top_lot_rent(edition: str) -> int:
    board = load_board(edition)
    return max((board.spaces[s].rent for s in board.indices_of("lot")), default=0)
