"""Counting up: what a count is (``Score``: each edition names the parts it counts, and
``landlords.edition.score`` asks the game's edition for it), and how loans between players count,
which every edition shares (for the lender and against the borrower, at the sum to be repaid).
"""

from __future__ import annotations

from .records import record
from .state import GameState, Loan


@record
class Score:
    """A player's worth at the counting up: cash, and each other thing the edition counts, under
    the name it gives it ("Cards", "Lots", "Bank loans"...), in the order it lists them."""

    player: int
    cash: int
    parts: tuple[tuple[str, int], ...] = ()

    @property
    def total(self) -> int:
        total = self.cash
        for _, amount in self.parts:
            total += amount
        return total

    def part(self, name: str) -> int:
        """One part of the count (0 where this edition does not count it)."""
        for n, amount in self.parts:
            if n == name:
                return amount
        return 0


#: How loans between players count, in a footnote under the final count (``Edition.counting_notes``).
LOANS_NOTE = "Loans between players count for the lender and against the borrower, at the sum to be repaid."


def loan_due(loan: Loan) -> int:
    """What repaying a loan costs now: the agreed sum, or only the principal while the interest can
    still be saved (1904: repaid before the borrower passes the beginning-point)."""
    return loan.repay if loan.accrued else loan.principal


def loan_balance(state: GameState, player: int) -> int:
    """Loans between players: for the lender and against the borrower, at what repaying costs now."""
    return sum(loan_due(lo) for lo in state.loans.values() if lo.lender == player) - sum(
        loan_due(lo) for lo in state.loans.values() if lo.borrower == player
    )
