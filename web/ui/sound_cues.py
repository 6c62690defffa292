"""Which quiet sound an action makes, if any: the dice when they were thrown (or Prosperity's cube),
else coins when money changed hands. One sound per action, so a run of payments is one chink."""

from __future__ import annotations

from landlords.events import CubeThrown, Events, Payment, Rolled, Speculated

#: Events that are a throw of the dice (or of Prosperity's cube).
THROWS = (Rolled, CubeThrown, Speculated)


def cue(events: Events) -> str | None:
    """ "dice", "coins" or None."""
    if any(isinstance(e, THROWS) for e in events):
        return "dice"
    if any(isinstance(e, Payment) and e.amount > 0 for e in events):
        return "coins"
    return None
