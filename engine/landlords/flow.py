"""The turn's frame, shared by every edition: a turn starts, a turn ends, the game ends."""

from __future__ import annotations

from .edition import rules_of, scores, winners
from .events import Events, GameOver, TurnStarted
from .state import GameState, Phase

# Bound once: CPython 3.11 reads an Enum's members through EnumType.__getattr__ (see landlords.phases).
PRE_ROLL = Phase.PRE_ROLL


def start_turn(state: GameState, events: Events) -> None:
    state.phase = PRE_ROLL
    state.proposals_this_turn = 0
    rules_of(state).start_turn(state, events)
    events.append(TurnStarted(state.current, state.turn))


def end_reason(state: GameState) -> str:
    """Why the game ends after this turn ('' if it goes on)."""
    return rules_of(state).end_reason(state)


def game_over(state: GameState, events: Events, reason: str) -> None:
    """The game ends now: everyone counts up."""
    state.phase = Phase.OVER
    state.end_reason = reason
    state.auction = state.debt = state.offer = state.motion = None
    totals = tuple(s.total for s in scores(state))
    events.append(GameOver(reason, tuple(winners(state)), totals, rules_of(state).public_progress(state)))


def end_turn(state: GameState, events: Events) -> None:
    reason = end_reason(state)
    if reason:
        game_over(state, events, reason)
        return
    state.current = (state.current + 1) % state.num_players
    state.turn += 1
    start_turn(state, events)
