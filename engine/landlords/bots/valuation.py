"""Rules of thumb for what things are worth to a player, shared by the bots.

Every card and house counts $100 at the end, so a card's worth is that end value plus the rent it
should still bring in: the chance an opponent stops on a given space in one trip round the board
is about 1/7 (the mean throw), times the opponents, times the circuits the game has left.
"""

from __future__ import annotations

from functools import cache

from ..board import load_board
from ..editions import prosperity_holdings as prosperity
from ..rents import (
    CINCH_RATE,
    HOUSE_RENT,
    RAILROAD_FARES,
    land_rent,
    railroads_owned,
)
from ..scoring import CARD_VALUE, score
from ..state import GameState

HIT_CHANCE = 1 / 7
RESERVE = 60  # the 1906 rulebook advises keeping $50-75 in hand for expenses
RESERVE_1904 = 30  # 1904 rents are $1-22, taxes and fares $5
RESERVE_PROSPERITY = 150  # Prosperity rents reach $100-200, fares $200, taxes more
#: Prosperity: cash a player gains in a trip round the board, roughly (the $400 wages, less costs).
PROSPERITY_GAIN_PER_CIRCUIT = 400


def circuits_left(state: GameState) -> float:
    """Trips round the board the game should still last (Prosperity: until someone holds the
    winning cash)."""
    if state.options.edition == "prosperity":
        richest = max(p.cash for p in state.players)
        return min(8.0, max(0.5, (state.options.win_cash - richest) / PROSPERITY_GAIN_PER_CIRCUIT))
    done = [p.circuits for p in state.players]
    mark = min(done) if state.options.end_rule == "last" else max(done)
    return max(0.5, state.options.circuits - mark)


def visits(state: GameState) -> float:
    """Expected paying stops on one space before the end: the opponents' (and in Prosperity the
    holder's own too, who takes his rent from the board)."""
    payers = state.num_players if state.options.edition == "prosperity" else state.num_players - 1
    return HIT_CHANCE * payers * circuits_left(state)


def income_per_stop(state: GameState, player: int, space: int) -> float:
    """What one opponent's stop on ``space`` would pay ``player`` if he held it."""
    if space >= len(state.board):
        return 0.0  # a card with no space (Prosperity's Idle Land) earns nothing
    info = state.board.spaces[space]
    if state.public[space]:
        return 0.0
    if state.options.edition == "1904":
        return float(info.rent)
    if state.options.edition == "prosperity":
        return float(prosperity_income(state, player, space))
    if info.kind == "lot":
        if state.single_tax:
            return 0.0
        return float(land_rent(state, space) + HOUSE_RENT * len(state.houses[space]))
    if info.kind == "railroad":
        count = railroads_owned(state, player) + (0 if state.owner[space] == player else 1)
        return float(RAILROAD_FARES[min(count, 4)])
    if info.kind == "franchise":
        franchises = state.board.indices_of("franchise")
        held = sum(1 for s in franchises if state.owner[s] == player or s == space)
        return float(CINCH_RATE if held == len(franchises) else info.rent)
    if info.kind == "speculation":
        return 5.0  # the broker's 10% of an average prize
    return 0.0


def prosperity_income(state: GameState, player: int, space: int) -> int:
    """Prosperity: the rent, rate or fare ``player`` would collect there (a set of three doubles it)."""
    kind = state.board.spaces[space].kind
    if kind == "lot":
        return prosperity.lot_rent(state, space)
    if kind in ("utility", "railroad"):
        held = prosperity.held(state, player, kind) + (0 if state.owner[space] == player else 1)
        single = prosperity.UTILITY_RATE if kind == "utility" else prosperity.RAILROAD_FARE
        return single * (2 if held == 3 else 1)
    return 0


def end_value(state: GameState, space: int) -> int:
    """What the card counts at the end: $100 (1906; lot deeds nothing under Single Tax), the lot's
    price (1904; a charter nothing)."""
    kind = state.board.card_kind(space)
    if state.options.edition == "prosperity":
        return state.board.prices[space] if kind in ("idle", "gold_mine") else 0  # the office buys it back
    if state.options.edition == "1904":
        return state.board.spaces[space].price if kind == "lot" else 0
    if state.single_tax and kind == "lot":
        return 0
    return CARD_VALUE


def card_worth(state: GameState, player: int, space: int) -> float:
    """End value plus expected rent to come, and the rise in fares a railroad set brings."""
    worth = end_value(state, space) + income_per_stop(state, player, space) * visits(state)
    if state.options.edition == "1906" and state.board.spaces[space].kind == "railroad":
        owned = railroads_owned(state, player) + (0 if state.owner[space] == player else 1)
        worth += (RAILROAD_FARES[min(owned, 4)] - RAILROAD_FARES[max(1, owned - 1)]) * (owned - 1) * visits(state)
    return worth


def reserve(state: GameState, player: int) -> int:
    """Cash to keep for rents, taxes and fines: more when rents around the board are high (the
    highest stop on a lot now: a bare lot charges its printed rent, as rising rents need houses)."""
    if state.options.edition == "1904":
        return RESERVE_1904
    if state.options.edition == "prosperity":
        return RESERVE_PROSPERITY
    houses = state.houses
    if not state.options.rising_rents and not any(houses):
        return RESERVE  # bare land rents are all below it
    worst = top_lot_rent(state.options.edition)
    spaces, rising = state.board.spaces, state.options.rising_rents
    for s, built in enumerate(houses):
        if built:
            rent = land_rent(state, s) if rising else spaces[s].rent
            worst = max(worst, rent + HOUSE_RENT * len(built))
    return max(RESERVE, worst)


@cache
def top_lot_rent(edition: str) -> int:
    board = load_board(edition)
    return max((board.spaces[s].rent for s in board.indices_of("lot")), default=0)


def standing(state: GameState, player: int) -> float:
    """How well ``player`` is doing: his total less the best of the others (for search leaves)."""
    totals = [score(state, p).total for p in range(state.num_players)]
    mine = totals[player]
    others = [t for p, t in enumerate(totals) if p != player]
    return mine - max(others)
