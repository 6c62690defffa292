"""Rules of thumb for what things are worth to a player, shared by the bots.

A card's worth is what its edition counts it at the end (1906: $100 a card; 1904: a lot its price;
Prosperity: Idle Land its price, the rest nothing) plus the rent it should still bring in: the
chance an opponent stops on a given space in one trip round the board is about 1/7 (the mean
throw), times the opponents, times the circuits the game has left.
"""

from __future__ import annotations

from ..edition import rules_of
from ..scoring import score
from ..state import GameState

HIT_CHANCE = 1 / 7


def circuits_left(state: GameState) -> float:
    """Trips round the board the game should still last (the edition's estimate)."""
    return rules_of(state).circuits_left(state)


def visits(state: GameState) -> float:
    """Expected paying stops on one space before the end: the opponents' (and, where the edition
    says so, the holder's own too)."""
    rules = rules_of(state)
    payers = state.num_players if rules.own_stops_pay else state.num_players - 1
    return HIT_CHANCE * payers * rules.circuits_left(state)


def income_per_stop(state: GameState, player: int, space: int) -> float:
    """What one opponent's stop on ``space`` would pay ``player`` if he held it."""
    if space >= len(state.board):
        return 0.0  # a card with no space (Prosperity's Idle Land) earns nothing
    if state.public[space]:
        return 0.0
    return float(rules_of(state).stop_income(state, player, space))


def end_value(state: GameState, space: int) -> int:
    """What the card counts at the end, as its edition counts up."""
    return rules_of(state).end_value(state, space)


def card_worth(state: GameState, player: int, space: int) -> float:
    """End value plus expected rent to come, and the rise in fares a set (1906 railroads) brings."""
    stops = visits(state)
    worth = end_value(state, space) + income_per_stop(state, player, space) * stops
    bonus = rules_of(state).set_income(state, player, space)
    if bonus:
        worth += bonus * stops
    return worth


def reserve(state: GameState, player: int) -> int:
    """Cash to keep for rents, taxes and fines (the edition's rule of thumb)."""
    return rules_of(state).cash_reserve(state, player)


def standing(state: GameState, player: int) -> float:
    """How well ``player`` is doing: his total less the best of the others (for search leaves)."""
    totals = [score(state, p).total for p in range(state.num_players)]
    mine = totals[player]
    others = [t for p, t in enumerate(totals) if p != player]
    return mine - max(others)
