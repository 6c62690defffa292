"""Counting up. ``score`` asks the game's edition; ``standard_score`` is the 1906 count: cash,
plus $100 for each card and house (seed 000 I and IV-F).

Mortgaged cards do not count (seed 000 IV-D). Under Single Tax lot Title Deeds are worthless
(1906 Single Tax rules; seed 002); the Professor card counts $100. Loans between players count
for the lender and against the borrower, at the sum to be repaid.
"""

from __future__ import annotations

from dataclasses import dataclass

from .edition import rules_of
from .state import GameState, Loan

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
    legacies: int = 0
    #: Bank loans still owed, counted against the player (1904).
    notes: int = 0

    @property
    def total(self) -> int:
        return (self.cash + self.cards + self.houses + self.luxuries + self.professors + self.loans
                + self.legacies + self.notes)


def loan_due(loan: Loan) -> int:
    """What repaying a loan costs now: the agreed sum, or only the principal while the interest can
    still be saved (1904: repaid before the borrower passes the beginning-point)."""
    return loan.repay if loan.accrued else loan.principal


def loan_balance(state: GameState, player: int) -> int:
    """Loans between players: for the lender and against the borrower, at what repaying costs now."""
    return sum(loan_due(lo) for lo in state.loans.values() if lo.lender == player) - sum(
        loan_due(lo) for lo in state.loans.values() if lo.borrower == player
    )


def score(state: GameState, player: int) -> Score:
    return rules_of(state).score(state, player)


def standard_score(state: GameState, player: int) -> Score:
    cards = 0
    spaces = state.board.spaces
    for s in state.holdings[player]:
        if state.mortgaged[s] == -1 and not (state.single_tax and spaces[s].kind == "lot"):
            cards += 1
    houses = sum(h.count(player) for h in state.houses)
    p = state.players[player]
    loans = loan_balance(state, player)
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
    """The winners by the edition's rule (usually every player with the highest total)."""
    return rules_of(state).winners(state)
