"""What a preview says: a decision's consequence, in plain sentences and each player's worth.

Only the records: ``landlords.consequences`` works them out, and an edition's own previews
(``Edition.previews``) return them, so they stand below both.
"""

from __future__ import annotations

from .records import record


@record
class WorthChange:
    seat: int  #: player index
    before: int  #: worth as the game scores it now
    after: int  #: worth as it would be scored right after the action (or the rule change it starts)


@record
class Consequence:
    headline: str  #: one short plain sentence: what this decision changes
    details: tuple[str, ...]  #: at most two more plain sentences (where money goes, what stops counting)
    worth: tuple[WorthChange, ...]  #: one per player when worth changes, else empty
