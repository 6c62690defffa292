"""Which lines of the game log are on screen, and the least work that brings them up to date.

A long game writes thousands of lines. The log shows the latest ``LOG_LINES`` (or, when the reader
asks, the whole game), and each redraw compares the lines wanted with those on screen by identity
(the very ``Line`` objects of the session's log): a throw appends its lines and drops as many from
the top, a closed auction brings its bots' remarks back near the end, the replay viewer stepping
back removes lines from the end. Only when nothing on screen can stay is the log drawn afresh.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .session import Line

#: Log lines on screen unless the reader asks for the whole game.
LOG_LINES = 400


@dataclass(frozen=True)
class Change:
    """Drop ``front`` items from the start of the list and ``back`` from its end, then append
    ``add``; or, when ``fresh``, replace every item by ``add``."""

    front: int
    back: int
    add: Sequence[Line]
    fresh: bool = False


def wanted(lines: Sequence[Line], whole: bool) -> Sequence[Line]:
    """The lines to show: all of them, or the latest ``LOG_LINES``."""
    return lines if whole else lines[-LOG_LINES:]


def change(drawn: Sequence[Line], want: Sequence[Line]) -> Change:
    """How to turn the items for ``drawn`` into those for ``want``."""
    if not drawn or not want:
        return Change(0, 0, want, fresh=True)
    first = want[0]
    front = next((i for i, line in enumerate(drawn) if line is first), -1)
    if front < 0:
        return Change(0, 0, want, fresh=True)
    common = 0
    limit = min(len(drawn) - front, len(want))
    while common < limit and drawn[front + common] is want[common]:
        common += 1
    back = len(drawn) - front - common
    if front + back > common:  # removing costs more than drawing what stays
        return Change(0, 0, want, fresh=True)
    return Change(front, back, want[common:])


def earlier_label(total: int, whole: bool) -> str | None:
    """The words of the button above the log (None: every line fits, no button)."""
    if total <= LOG_LINES:
        return None
    if whole:
        return f"Show only the latest {LOG_LINES} lines"
    return f"Earlier: show all {total:,} lines"
