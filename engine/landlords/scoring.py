"""Counting up: cash, plus $100 for each card and house (seed 000 I and IV-F).

Mortgaged cards do not count (seed 000 IV-D). Under Single Tax lot Title Deeds are worthless
(1906 Single Tax rules; seed 002); the Professor card counts $100. Loans between players count
for the lender and against the borrower, at the sum to be repaid.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import GameState

CARD_VALUE = 100


@dataclass(frozen=True, slots=True)
class Score:
    player: int
    cash: int
    cards: int
    houses: int
    luxuries: int
    professors: int
    loans: int

    @property
    def total(self) -> int:
        return self.cash + self.cards + self.houses + self.luxuries + self.professors + self.loans


def score(state: GameState, player: int) -> Score:
    cards = 0
    for s in state.board.ownable:
        if state.owner[s] != player or state.mortgaged[s] != -1:
            continue
        if state.single_tax and state.board.spaces[s].kind == "lot":
            continue
        cards += 1
    houses = sum(h.count(player) for h in state.houses)
    p = state.players[player]
    loans = sum(lo.repay for lo in state.loans.values() if lo.lender == player) - sum(
        lo.repay for lo in state.loans.values() if lo.borrower == player
    )
    return Score(
        player=player,
        cash=p.cash,
        cards=CARD_VALUE * cards,
        houses=CARD_VALUE * houses,
        luxuries=CARD_VALUE * p.luxuries,
        professors=CARD_VALUE * p.professors,
        loans=loans,
    )


def scores(state: GameState) -> list[Score]:
    return [score(state, p) for p in range(state.num_players)]


def winners(state: GameState) -> list[int]:
    """Every player with the highest total (a tie shares the win)."""
    totals = [s.total for s in scores(state)]
    best = max(totals)
    return [p for p, t in enumerate(totals) if t == best]
