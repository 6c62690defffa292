"""What the lab counts as a player's wealth and debt, the same way under every rule set.

The game's own count differs in kind between rule sets: the 1906 count gives $100 for a lot's
Title Deed, but under the Single Tax lot deeds count nothing, so comparing it across the two
games compares unlike things. The lab's common measure, **worth without land titles**, is the
game's own count with land titles left out under every rule set: cash, houses, the cards that
are not lots (railroads, franchises, the Broker's License), luxuries, Professors and loans, all
of which both counts value alike. It is our reading, because it is the largest part of the two
counts that agrees. The game's own count is kept beside it as the second measure.
"""

from __future__ import annotations

from ..edition import rules_of
from ..scoring import Score
from ..state import GameState

COMMON_NAME = "worth without land titles"
COMMON_NOTE = (
    "Worth without land titles (our reading): the game's own count with land titles left out under every rule "
    "set (cash, houses, cards that are not lots, luxuries and loans), because under the Single Tax the 1906 "
    "count gives lot Title Deeds nothing while the monopolist game counts $100 each, so the game's own worth "
    "differs in kind between the rule sets. The game's own count is given beside it."
)


def land_titles(state: GameState, player: int, score: Score) -> int:
    """What the game's own count gives ``player`` for land titles (lots), as its edition says
    (Prosperity counts cash only: nothing)."""
    return rules_of(state).land_titles(state, player, score)


def worth_alike(state: GameState, player: int, score: Score) -> int:
    """The common measure: the game's count less its land titles."""
    return score.total - land_titles(state, player, score)


def in_debt(state: GameState, player: int) -> bool:
    """Owing a bank mortgage (a note) or a loan to another player: the lab's one test of debt."""
    return any(n.owner == player for n in state.notes.values()) or any(
        lo.borrower == player for lo in state.loans.values()
    )
