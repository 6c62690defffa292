"""Pieces of a turn every edition shares: the throw of two dice and going to Jail."""

from __future__ import annotations

from .ledger import Events
from .rng import below
from .state import GameState


def throw(state: GameState) -> tuple[int, int]:
    """Two dice from the game's own generator; marks the action as having revealed randomness."""
    a, state.rng = below(state.rng, 6)
    b, state.rng = below(state.rng, 6)
    state.random_mark = len(state.actions)
    return a + 1, b + 1


def jail_index(state: GameState) -> int:
    return state.board.indices_of("jail")[0]


def go_to_jail(state: GameState, events: Events, player: int, why: str) -> None:
    p = state.players[player]
    p.position = jail_index(state)
    p.in_jail = True
    p.jail_turns = 0
    p.in_poorhouse = False
    p.opportunity = -1
    events.append({"type": "jail", "player": player, "why": why})
