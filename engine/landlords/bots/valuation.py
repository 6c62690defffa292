"""Rules of thumb for what things are worth to a player, shared by the bots.

A card's worth is what its edition counts it at the end (1906: $100 a card; 1904: a lot its price;
Prosperity: Idle Land its price, the rest nothing) plus the rent it should still bring in: the
chance an opponent stops on a given space in one trip round the board is about 1/7 (the mean
throw), times the opponents, times the circuits the game has left.
"""

from __future__ import annotations

from ..edition import rules_of, score, winners
from ..state import GameState, Phase

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


#: What a finished future is worth: more than any lead in dollars, so a won game outranks every unfinished one.
DECISIVE = 10_000.0


def prospects(state: GameState, player: int, stops: float) -> float:
    """The edition's count now; where it is cash alone (Prosperity) plus what ``player``'s cards
    are worth (``card_worth``: Idle Land's sale to the board and the rent to come, ``stops`` paying
    stops each), or a purchase would look like money thrown away. Where the count holds the cards
    (1906: $100 a card; 1904: a lot its price) a purchase already counts, and adding the rent to
    come there lost games (1906: 64% against 74.5% over 200 games, docs/bots.md)."""
    count = score(state, player)
    value = float(count.total)
    if count.parts:
        return value
    rules = rules_of(state)
    for card in state.holdings[player]:
        earning = income_per_stop(state, player, card) + rules.set_income(state, player, card)
        value += earning * stops
        value += rules.end_value(state, card)
    return value


def outlook(state: GameState, player: int) -> float:
    """How well ``player`` stands at the end of a look-ahead future: a finished game is a decisive
    win (a tie's share of one) or loss, whatever the dollars; otherwise his prospects less the best
    rival's."""
    if state.phase == Phase.OVER:
        won = winners(state)
        return DECISIVE / len(won) if player in won else -DECISIVE
    stops = visits(state)
    values = [prospects(state, p, stops) for p in range(state.num_players)]
    return values[player] - max(v for p, v in enumerate(values) if p != player)
