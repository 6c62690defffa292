"""What every bot offers: a decision for the current decider, with a one-sentence reason."""

from __future__ import annotations

from typing import Protocol

from ..actions import Action
from ..records import record
from ..state import GameState


@record
class Decision:
    action: Action
    reason: str


class Bot(Protocol):
    name: str

    def decide(self, state: GameState) -> Decision: ...
