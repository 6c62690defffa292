"""The 1904 patent game's rule options: gaps in the patent closed as the dossier recommends (7.3,
7.5, 7.20-7.23), each a named choice (words and sources in ``data/reference_1904.json``)."""

from __future__ import annotations

from typing import Literal

from ...options import CIRCUITS, EITHER_DIRECTION, TURN_LIMIT, Options, Rule

RULES = (
    #: The patent's 12 lot tickets dealt at the start, or "none" ("playing without the lot tickets").
    Rule("deal", "12", ("12", "none")),
    #: The game ends when the "last" player completes the circuits (the patent), or the "first".
    Rule("end_rule", "last", ("last", "first")),
    CIRCUITS,
    EITHER_DIRECTION,
    TURN_LIMIT,
    #: A double whose move passes a railroad may jump to the next one (+10 spaces).
    Rule("railroad_pass", True),
    #: Leaving Jail, a throw of n lands n spaces on from the Jail ("jail") or from the space in front
    #: of it ("front").
    Rule("jail_count_from", "jail", ("jail", "front"), advanced=True),
    #: A second player on an occupied lot pays half the rent to the first ("half_to_first") or that
    #: and the full rent to the owner too ("owner_also_paid").
    Rule("shared_lot", "half_to_first", ("half_to_first", "owner_also_paid"), advanced=True),
    #: Leaving the Poorhouse: by a throw whose landing can be paid ("afford") or once the throws made
    #: there add up to the rest of the round ("finish_round").
    Rule("poorhouse_exit", "afford", ("afford", "finish_round")),
    #: Stopping exactly on Mother Earth pays wages as passing it does.
    Rule("wages_on_landing", True),
    #: What a legacy ticket counts at the end (the patent's counting-up leaves it out).
    Rule("legacy_value", 0, low=0, high=100, advanced=True),
    #: Bank notes still owed at the counting up: "deducted" from the borrower's total (our reading)
    #: or "not_counted" (the patent names only lots, cash and luxuries).
    Rule("bank_notes_at_end", "deducted", ("deducted", "not_counted")),
)


class Options1904(Options):
    """A 1904 game's options, each rule of ``RULES`` a typed attribute (a test keeps the two in step)."""

    deal: Literal["12", "none"]
    end_rule: Literal["last", "first"]
    railroad_pass: bool
    jail_count_from: Literal["jail", "front"]
    shared_lot: Literal["half_to_first", "owner_also_paid"]
    poorhouse_exit: Literal["afford", "finish_round"]
    wages_on_landing: bool
    legacy_value: int
    bank_notes_at_end: Literal["deducted", "not_counted"]
