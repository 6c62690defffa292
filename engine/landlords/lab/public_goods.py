"""What the Public Treasury has made public so far, read from the state, for the claims card.

The 1906 Single Tax rules (rule 6) name the programme the Treasury pays for, $50 a step: Soakum
Lighting System, Slambang Trolley, each railroad, the Free College on Lord Blueblood's Estate, the
one on D. F. Hogg's Game Preserves, then wages to $110 and $10 more a step. The engine keeps the
steps in order (``singletax.sequence``, which follows the option ``single_tax_sequence``).
"""

from __future__ import annotations

from ..editions.standard1906.singletax import sequence
from ..state import GameState

#: Our reading of "wages at their maximum" (the rules set no ceiling): the last step the programme names.
GOAL_WAGES = 110


def programme_steps(state: GameState) -> int:
    """The programme's named steps before wages: utilities, railroads and Free Colleges (8 in the
    rulebook's order; 0 in a game that is not the 1906 edition's)."""
    return len(sequence(state)) if state.options.edition == "1906" else 0


def programme_done(state: GameState) -> int:
    """Of those steps, how many are done: a utility or railroad public, a Free College built (only
    the Single Tax does them, so a game without it has done none)."""
    if not state.single_tax:
        return 0
    colleges = state.colleges
    return sum(1 for kind, space in sequence(state) if (state.public[space] if kind == "buy" else space in colleges))


def shared_goal_reached(state: GameState) -> bool:
    """The Single Tax's shared goal as the lead's definition gives it (our reading of the Single Tax
    seed's "Winning"): every utility and railroad public, both Free Colleges built (the sequence the
    options name, done), and wages raised to at least $110.

    To be replaced at merge by the engine's ``shared_goal_reached`` in
    ``landlords.editions.standard1906.singletax`` (branch ``shared-goal``), which follows the same
    definition; this copy exists only until that lands.
    """
    return state.single_tax and programme_done(state) == programme_steps(state) > 0 and state.wages >= GOAL_WAGES
