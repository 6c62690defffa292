"""What a 1904 game keeps besides the shared state: the Poorhouse, luxuries and legacies, the order
in which checkers stopped (the shared-lot rule) and the R.R. box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...records import state_record
from ...state import GameState, Player
from .options import Options1904


@state_record
class Player1904(Player):
    #: In the Poorhouse, sent there for a debt he could not pay.
    in_poorhouse: bool = False
    #: Luxuries bought on the Luxury spaces (each counts $60 at the end).
    luxuries: int = 0
    #: Legacy tickets taken on the Legacy space.
    legacies: int = 0
    #: When the checker last stopped (a stamp from ``Patent1904State.arrivals``): the shared-lot rule.
    arrived: int = 0
    #: Poorhouse option "finish_round": spaces thrown since entering it.
    poorhouse_steps: int = 0


@state_record
class Patent1904State(GameState):
    #: Stamps handed out as checkers stop (see ``Player1904.arrived``).
    arrivals: int = 0
    #: The "R.R." box that railroad fares are paid into.
    railroad_box: int = 0
    if TYPE_CHECKING:  # the engine seats 1904 players only (``Patent1904.player_class``)
        players: list[Player1904]  # type: ignore[assignment]
        options: Options1904


def of(state: GameState) -> Patent1904State:
    """A 1904 game's own record (the engine creates every 1904 game as one)."""
    return state  # type: ignore[return-value]  # (no cast(): a call, and this is asked on every turn)
