"""Few clicks: the step the page takes by itself for a person, when nothing is left to decide.

A person's turn ends with "End turn" (the opening purchases with "Done"), a button that asks
nothing once every other choice is gone: the page presses it for them after a short, visible
pause, unless they open something in the meantime ("You may also", a dialog). A step that is the
only thing the game allows (nothing else in the panel at all) is no choice either, and is taken
the same way: so is passing in an auction in which the person cannot bid at all (no cash for the
lowest bid). The dice are never thrown for a person: the throw is theirs.

Pure (CPython-testable over ``controls.panel``); ``render_autoturn`` shows the pause and keeps
the setting.
"""

from __future__ import annotations

from collections.abc import Collection

from landlords.actions import Action, Pass
from landlords.engine import bid_range
from landlords.state import GameState, Phase

from .controls import Panel

#: Buttons that only close a step: pressed by the page when they are all that is left.
CLOSING_KINDS = frozenset({"end_turn", "finish_buying"})
#: Never taken for a person, even when it is the only step: throwing the dice.
OWN_KINDS = frozenset({"roll"})
#: The visible pause before the page takes the step (milliseconds).
PAUSE_MS = 1200


def auto_step(state: GameState, panel: Panel, opened: Collection[str] = ()) -> Action | None:
    """The step to take for the person deciding ``panel`` of ``state`` (None: a choice is left, or
    they opened something: ``opened`` are the keys of the groups of "You may also" they unfolded)."""
    if panel.player < 0:
        return None
    if state.phase == Phase.AUCTION:
        passes = [c.action for group in panel.main for c in group.choices if isinstance(c.action, Pass)]
        return passes[0] if passes and bid_range(state) is None else None
    if any(group.widget != "buttons" for group in panel.main):
        return None
    choices = [c for group in panel.main for c in group.choices]
    if len(choices) != 1:
        return None
    only = choices[0].action
    if only.kind in OWN_KINDS:
        return None
    if only.kind in CLOSING_KINDS:
        return None if any(group.key in opened for group in panel.extras) else only
    return None if panel.extras else only


def note(step: Action) -> str:
    """What the page is about to do, said under the step's button during the pause."""
    if step.kind == "end_turn":
        return "Nothing is left to decide: the turn ends by itself in a moment. Open anything to stay."
    if step.kind == "pass":
        return "You have not the cash for the lowest bid: you pass in a moment."
    if step.kind == "finish_buying":
        return "You cannot buy any of these cards: done in a moment."
    return "This is the only step there is: it is taken in a moment."
