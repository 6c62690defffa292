"""What a Prosperity game keeps besides the shared state: tags, signs and the turn's office deal."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING

from ...records import state_record
from ...state import GameState, Player
from .options import ProsperityOptions


@state_record
class ProsperityPlayer(Player):
    #: Improvement tags and No Trespassing signs held in hand, not yet placed.
    tags: int = 0
    signs: int = 0
    #: The $50 Jail fine has been paid for this stay.
    fine_paid: bool = False


@state_record
class ProsperityState(GameState):
    #: Improvement tags placed on each space, and the owner of the No Trespassing sign standing on
    #: it (-1: none); both sized to the board when the game is made.
    tags: list[int] = field(default_factory=list)
    signs: list[int] = field(default_factory=list)
    #: What the mover did at a Real Estate office this turn ("", "bought" or "sold").
    office: str = ""
    #: A double was thrown, so the Chance Cube follows the move.
    cube_due: bool = False
    #: Win the moment a player's cash reaches this (0: the cooperative game, no such goal), and who
    #: did it first.
    cash_goal: int = 0
    champion: int = -1
    if TYPE_CHECKING:  # the engine seats Prosperity players only (``Prosperity.player_class``)
        players: list[ProsperityPlayer]  # type: ignore[assignment]
        options: ProsperityOptions

    def __post_init__(self) -> None:
        n = len(self.board)
        self.tags = [0] * n
        self.signs = [-1] * n


def of(state: GameState) -> ProsperityState:
    """A Prosperity game's own record (the engine creates every Prosperity game as one)."""
    return state  # type: ignore[return-value]  # (no cast(): a call, and this is asked on every turn)
