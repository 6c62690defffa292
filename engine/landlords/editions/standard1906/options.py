"""The 1906 game's rule options: each default is the rule of our specification, each alternative
a reading of the 1906 rulebook or a gap closed as the dossier recommends (words and sources in
``data/reference_1906.json``)."""

from __future__ import annotations

from typing import Literal

from ...options import CIRCUITS, EITHER_DIRECTION, TURN_LIMIT, Options, Rule

RULES = (
    #: How the opening title cards are dealt: "12" (seed 000), "24" (1906 rulebook),
    #: "average_hands" (the rulebook's beginners' hands: one $325 hand free plus $75 cash each), "none".
    Rule("deal", "12", ("12", "24", "average_hands", "none")),
    #: Chance spaces: "reconstructed" deck (labelled as ours; the 1906 texts are lost) or "inert".
    Rule("chance", "reconstructed", ("reconstructed", "inert")),
    #: Who receives the $10 speculation stake: "miscellaneous" (seed 000) or "broker" (1906 rule 8).
    Rule("speculation_stake_to", "miscellaneous", ("miscellaneous", "broker"), advanced=True),
    #: After an auction another player won, the lander may take the card at the top bid (1906 rule 7).
    Rule("lander_first_option", False),
    #: Backward moves allowed on spaces "22-37" (seed 000) or "23-36" (strictly between the Chances).
    Rule("chance_zone", "22-37", ("22-37", "23-36"), advanced=True),
    #: A player in Jail must pay the fine at the start of the 4th turn (1906 rule 6).
    Rule("jail_three_turns", True),
    #: How the game ends: the "first" player to reach the circuit count ends it after that turn (seed
    #: 000, 1906), the "last" to reach it (seed 000 footnote), or "agreed" (a vote, then the next double).
    Rule("end_rule", "first", ("first", "last", "agreed")),
    CIRCUITS,
    EITHER_DIRECTION,
    TURN_LIMIT,
    #: Single Tax buy-out order: "rulebook" (1906 rulebook = seed 002) or "seed000".
    Rule("single_tax_sequence", "rulebook", ("rulebook", "seed000"), advanced=True),
    #: Under Single Tax, houses only on unimproved lots (1906 rulebook, seed 002) or up to 3 (seed 000).
    Rule("single_tax_unimproved_only", True),
    #: Switch to Single Tax automatically at the start of this turn number (0 = only by vote).
    Rule(
        "single_tax_at_turn",
        0,
        low=0,
        high=TURN_LIMIT.high,
        form_high=1000,
        problem="single_tax_at_turn must be 0 or a turn number",
    ),
    #: Whether a player may move the Single Tax: "allowed" (1906 Single Tax rules) or "never" (the
    #: players agree to play the monopolist game through, as the economics lab compares it).
    Rule("single_tax_motion", "allowed", ("allowed", "never")),
    #: The object of the game under the Single Tax: "shared" (seed 002: no individual winner; all win
    #: when the public's programme is done) or "count" (the 1906 count, lot deeds at nothing, one winner).
    Rule("single_tax_object", "shared", ("shared", "count")),
    #: Optional rules (seed 000 VII, 1906 rulebook's advanced rules).
    Rule("rising_taxes", False),
    Rule("rising_rents", False),
)


class Options1906(Options):
    """A 1906 game's options, each rule of ``RULES`` a typed attribute (a test keeps the two in step)."""

    deal: Literal["12", "24", "average_hands", "none"]
    chance: Literal["reconstructed", "inert"]
    speculation_stake_to: Literal["miscellaneous", "broker"]
    lander_first_option: bool
    chance_zone: Literal["22-37", "23-36"]
    jail_three_turns: bool
    end_rule: Literal["first", "last", "agreed"]
    single_tax_sequence: Literal["rulebook", "seed000"]
    single_tax_unimproved_only: bool
    single_tax_at_turn: int
    single_tax_motion: Literal["allowed", "never"]
    single_tax_object: Literal["shared", "count"]
