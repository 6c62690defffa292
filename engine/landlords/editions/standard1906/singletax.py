"""Single Tax: the switch by vote, and the public acquisitions paid for by land rent.

1906 rulebook, Single Tax rules 1-8 (seed 002 follows them); seed 000 VI is the alternative
sequence ``single_tax_sequence="seed000"``.
"""

from __future__ import annotations

from ...events import (
    CollegeOpened,
    EducationTaken,
    Events,
    LeavesPoorHouse,
    MadePublic,
    ProfessorMade,
    SingleTaxAdopted,
    WagesRaised,
)
from ...ledger import move_money, release_card
from ...state import MISC, TREASURY, GameState
from .record import of

STEP = 50
WAGE_RISE = 10

# Each step of the sequence: ("buy", space) takes a utility or railroad into public ownership;
# ("college", space) builds a Free College on a reservation.
RULEBOOK_SEQUENCE: tuple[tuple[str, int], ...] = (
    ("buy", 13),
    ("buy", 27),
    ("buy", 35),
    ("buy", 25),
    ("buy", 15),
    ("buy", 5),
    ("college", 30),
    ("college", 4),
)
SEED000_SEQUENCE: tuple[tuple[str, int], ...] = (
    ("buy", 13),
    ("buy", 5),
    ("buy", 15),
    ("buy", 25),
    ("buy", 35),
    ("college", 30),
)


def sequence(state: GameState) -> tuple[tuple[str, int], ...]:
    return SEED000_SEQUENCE if of(state).options.single_tax_sequence == "seed000" else RULEBOOK_SEQUENCE


def motion_problem(state: GameState) -> str | None:
    """Why the Single Tax may not be moved now: in force already, or the players agreed never to
    move it (option ``single_tax_motion="never"``: the monopolist game played through)."""
    if state.single_tax:
        return "Single Tax is already in force"
    if of(state).options.single_tax_motion == "never":
        return "the players agreed to play without moving the Single Tax"
    return None


def switch_to_single_tax(state: GameState, events: Events) -> None:
    """Holdings are kept; the Public Treasury starts empty (its money goes to Miscellaneous); the
    Poor House is abolished (rule 8), so anyone in it is free."""
    of(state).single_tax = True
    events.append(SingleTaxAdopted())
    for player, p in enumerate(state.players):
        if p.in_poorhouse:
            p.in_poorhouse = False
            events.append(LeavesPoorHouse(player))
    move_money(state, events, TREASURY, MISC, state.treasury, "Public Treasury emptied for Single Tax")


def after_treasury_credit(state: GameState, events: Events) -> None:
    """Every $50 in the Public Treasury pays for the next public improvement (rule 6)."""
    if state.treasury < STEP:
        return
    record = of(state)
    steps = sequence(state)
    seed000 = record.options.single_tax_sequence == "seed000"
    while state.treasury >= STEP:
        index = record.acquisitions
        record.acquisitions += 1
        if seed000:
            raise_wages(state, events)
        if index >= len(steps):
            if not seed000:
                raise_wages(state, events)
            move_money(state, events, TREASURY, MISC, STEP, "public improvement: higher wages")
            continue
        kind, space = steps[index]
        if kind == "buy":
            buy_out(state, events, space)
        else:
            record.colleges.append(space)
            events.append(CollegeOpened(space))
            move_money(state, events, TREASURY, MISC, STEP, "Free College built")


def raise_wages(state: GameState, events: Events) -> None:
    state.wages += WAGE_RISE
    events.append(WagesRaised(state.wages))


def buy_out(state: GameState, events: Events, space: int) -> None:
    """The public buys the plant: $50 to its holder (Miscellaneous if in the pack); free ever after."""
    holder = state.owner[space]
    move_money(state, events, TREASURY, MISC if holder == -1 else holder, STEP, "public purchase")
    release_card(state, space)
    state.public[space] = True
    events.append(MadePublic(space, holder))


def mortgage_refused(state: GameState, spaces: tuple[int, ...]) -> str | None:
    """Under the Single Tax the bank lends nothing on a lot (its Title Deed counts nothing)."""
    board = state.board
    if state.single_tax and any(0 <= s < len(board) and board.spaces[s].kind == "lot" for s in spaces):
        return "under Single Tax lot Title Deeds are worthless: the bank lends nothing on them"
    return None


def eligible_opportunities(state: GameState, target: int) -> list[int]:
    """Natural Opportunities 'back of' the space the throw reaches (Timberland always qualifies)."""
    return [i for i, o in enumerate(state.board.opportunities) if o.corner <= target]


def college_visit(state: GameState, events: Events, player: int) -> None:
    """Rule 7: an Education card per visit; four are exchanged for a Professor card."""
    p = of(state).players[player]
    p.education += 1
    events.append(EducationTaken(player))
    if p.education >= 4:
        p.education -= 4
        p.professors += 1
        events.append(ProfessorMade(player))
