"""Prosperity's rule options (the 1924 patent game; dossier 7.8, 7.28-7.35): words and sources in
``data/reference_prosperity.json``."""

from __future__ import annotations

from typing import Literal

from ...options import TURN_LIMIT, Options, Rule

#: Chance Cube effects a house rule may put on the faces (Prosperity: "players may agree to replace
#: these outcomes at their pleasure").
CUBE_EFFECTS = ("jail", "take_200", "draw_card", "take_tag", "fire", "judgment", "nothing")
PATENT_CUBE = "jail,take_200,draw_card,take_tag,fire,judgment"


def cube_problem(value: object) -> str | None:
    faces = str(value).split(",")
    if len(faces) != 6 or not set(faces) <= set(CUBE_EFFECTS):
        return f"cube must name six faces from: {', '.join(CUBE_EFFECTS)}"
    return None


def cube_faces(options: ProsperityOptions) -> tuple[str, ...]:
    """The Chance Cube's six faces (5 to 30), as effect names."""
    return tuple(options.cube.split(","))


RULES = (
    TURN_LIMIT,
    #: Auctions of cards still on the For Sale pile open at this bid.
    Rule(
        "auction_floor",
        5,
        low=5,
        high=500,
        step=5,
        on_step=True,
        problem="auction_floor must be a multiple of $5 from $5 to $500",
    ),
    #: The $50 Jail fine is paid "once" for the stay, or before "every_throw" to get out.
    Rule("jail_fine", "once", ("once", "every_throw")),
    #: After paying a railroad fare, the player may move up to 8 spaces either way.
    Rule("railroad_jump", True),
    #: La Swelle Hotel, under $2,000: move back and "obey" the space reached, or just "rest" there.
    Rule("hotel_move_back", "obey", ("obey", "rest")),
    #: Four signs on a side double the "land" rent only, or "land_and_improvements".
    Rule("sign_doubling", "land", ("land", "land_and_improvements")),
    #: Fire burns the tag "forward" of the checker nearest, or the nearest "either_way".
    Rule("fire_nearest", "forward", ("forward", "either_way")),
    #: The first player to hold this much cash wins; checked after every "transaction" or at "turn_end".
    Rule("win_cash", 3000, low=1000, high=100_000, step=100),
    Rule("win_check", "transaction", ("transaction", "turn_end")),
    #: The Chance Cube's six faces (5 to 30), as effect names.
    Rule("cube", PATENT_CUBE, check=cube_problem, advanced=True),
    #: Rents of the third side: "reconstructed" ($75 each, the evident pattern) or "transcribed"
    #: (the one transcription: 25, 25, 25, 25, 75).
    Rule("side_three_rents", "reconstructed", ("reconstructed", "transcribed"), advanced=True),
    #: Everybody wins together when the poorest player has doubled the starting cash.
    Rule("cooperative", False),
    #: The board's money: "unlimited" (dossier 7.34) or the "printed" $6,600, paid out while it lasts.
    Rule("money_supply", "unlimited", ("unlimited", "printed")),
)


class ProsperityOptions(Options):
    """A Prosperity game's options, each rule of ``RULES`` a typed attribute (a test keeps the two
    in step)."""

    auction_floor: int
    jail_fine: Literal["once", "every_throw"]
    railroad_jump: bool
    hotel_move_back: Literal["obey", "rest"]
    sign_doubling: Literal["land", "land_and_improvements"]
    fire_nearest: Literal["forward", "either_way"]
    win_cash: int
    win_check: Literal["transaction", "turn_end"]
    cube: str
    side_three_rents: Literal["reconstructed", "transcribed"]
    cooperative: bool
    money_supply: Literal["unlimited", "printed"]
