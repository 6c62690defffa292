"""The replay viewer: a finished or shared game, stepped forward and back one move at a time.

Positions are rebuilt from the start by the engine; a copy of the position is kept every
``EVERY`` moves, so a step back costs at most that many actions, however long the game.
"""

from __future__ import annotations

from landlords.engine import apply, new_game
from landlords.state import GameState

from .session import Line, Session

EVERY = 20


class Replay:
    def __init__(self, session: Session, at: int | None = None) -> None:
        self.session = session
        self.total = len(session.state.actions)
        self.at = self.total if at is None else max(0, min(at, self.total))
        start = new_game(session.state.options, session.state.seed)
        self._kept: dict[int, GameState] = {0: start}

    def state(self) -> GameState:
        return self.state_at(self.at)

    def state_at(self, moves: int) -> GameState:
        """The position after ``moves`` actions."""
        if moves == self.total:
            return self.session.state
        base = max(k for k in self._kept if k <= moves)
        state = self._kept[base].clone()
        actions = self.session.state.actions
        for i in range(base, moves):
            apply(state, actions[i])
            if (i + 1) % EVERY == 0 and i + 1 not in self._kept:
                self._kept[i + 1] = state.clone()
        return state

    def go(self, moves: int) -> None:
        self.at = max(0, min(moves, self.total))

    def lines(self) -> list[Line]:
        """The log as it stood at this move (a bot's remarks on an auction still open left out)."""
        return self.session.visible(self.at)

    def caption(self) -> str:
        """What the move just shown did, in words: "Move 12 of 80: Anna bids $60."."""
        if self.at == 0:
            return f"The start of the game (move 0 of {self.total})."
        said = [line.text for line in self.session.log if line.moves == self.at and line.kind != "reason"]
        return f"Move {self.at} of {self.total}: {' '.join(said)}"

    def wealth(self) -> list[tuple[int, list[int]]]:
        turn = self.state().turn
        return [(t, row) for t, row in self.session.wealth if t <= turn]
