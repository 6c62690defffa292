"""What a 1906 game keeps besides the shared state: the Single Tax and the agreed end."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING

from ...records import state_record
from ...state import GameState, Player
from .options import Options1906


@state_record
class Standard1906Player(Player):
    #: In the Poor House, sent there for a debt he could not pay (not under the Single Tax).
    in_poorhouse: bool = False
    #: Index into ``board.opportunities`` while standing on a Natural Opportunity (Single Tax), else -1.
    opportunity: int = -1
    #: Luxury cards bought on the Luxury spaces (each counts $100 at the end).
    luxuries: int = 0
    #: Education cards from the Free Colleges, and Professor cards (four Education cards make one).
    education: int = 0
    professors: int = 0


@state_record
class Standard1906State(GameState):
    #: The Single Tax is in force (by vote, or from ``options.single_tax_at_turn``).
    single_tax: bool = False
    #: Spaces where a Single Tax acquisition opened a Free College, in the order opened.
    colleges: list[int] = field(default_factory=list)
    #: Single Tax acquisitions made so far (an index into the acquisition sequence).
    acquisitions: int = 0
    #: The players agreed to end the game at the next double (``end_rule="agreed"``).
    end_at_next_double: bool = False
    #: The mover took up a Natural Opportunity at the start of this turn and may not do so again.
    left_opportunity: bool = False
    #: The space the mover stopped on this turn (-1: none yet): under the Single Tax he may build
    #: on that lot without bidding, for the rest of the turn (rule 4).
    stopped_on: int = -1
    #: The two players who formed a railroad Trust, if any.
    trust: tuple[int, int] | None = None
    if TYPE_CHECKING:  # the engine seats 1906 players only (``Standard1906.player_class``)
        players: list[Standard1906Player]  # type: ignore[assignment]
        options: Options1906


def of(state: GameState) -> Standard1906State:
    """A 1906 game's own record (the engine creates every 1906 game as one)."""
    return state  # type: ignore[return-value]  # (no cast(): a call, and this is asked on every turn)
