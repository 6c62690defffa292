"""Single Tax: the switch by vote, the public acquisitions paid for by land rent, and the shared
goal they lead to.

1906 rulebook, Single Tax rules 1-8 (seed 002 follows them); seed 000 VI is the alternative
sequence ``single_tax_sequence="seed000"``. The shared goal is seed 002's "Winning" (no individual
winner: the public's programme done is the win for all), the default object under the Single Tax
(``single_tax_object="shared"``); the rulebook names no object for it.
"""

from __future__ import annotations

from ...dollars import dollars
from ...events import (
    CollegeOpened,
    EducationTaken,
    Events,
    LeavesPoorHouse,
    MadePublic,
    ProfessorMade,
    ProgrammeStep,
    PublicProgress,
    SingleTaxAdopted,
    WagesRaised,
)
from ...ledger import move_money, release_card
from ...state import MISC, TREASURY, GameState
from .record import of

STEP = 50
WAGE_RISE = 10
#: "Wages at their maximum" in the shared goal: the last step rule 6 names, wages raised to $110
#: (our reading: the rules set no ceiling, each further $50 raising them $10 to the game's end).
GOAL_WAGES = 110

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


# --- the programme and the shared goal -----------------------------------------------------------


def shared_goal_reached(state: GameState) -> bool:
    """The public's programme is done: every franchise and railroad public, the Free Colleges built,
    wages raised to ``GOAL_WAGES`` (with ``single_tax_sequence="seed000"``: its shorter sequence)."""
    return of(state).acquisitions >= len(sequence(state)) and state.wages >= GOAL_WAGES


def wage_after(state: GameState, index: int) -> int:
    """The wages once step ``index`` (0 first) of the programme is paid for."""
    record = of(state)
    named = len(sequence(state))
    seed000 = record.options.single_tax_sequence == "seed000"

    def raises(steps: int) -> int:  # wage rises among the first ``steps`` steps
        return steps if seed000 else max(0, steps - named)

    return state.wages + WAGE_RISE * (raises(index + 1) - raises(record.acquisitions))


def goal_steps(state: GameState) -> int:
    """How many $50 steps the shared goal takes: the named ones, then wage rises to ``GOAL_WAGES``."""
    count = len(sequence(state))
    while wage_after(state, count - 1) < GOAL_WAGES:
        count += 1
    return count


def step_at(state: GameState, index: int) -> ProgrammeStep:
    """Step ``index`` of the programme (0 first), done or not."""
    steps = sequence(state)
    done = index < of(state).acquisitions
    wages = f"Wages {dollars(wage_after(state, index))}"
    if index >= len(steps):
        return ProgrammeStep("wages", None, wages, done)
    kind, space = steps[index]
    name = state.board.spaces[space].name
    label = name if kind == "buy" else f"Free College on {name}"
    if of(state).options.single_tax_sequence == "seed000":
        label = f"{label}, and {wages.lower()}"
    return ProgrammeStep(kind, space, label, done)


def programme(state: GameState) -> tuple[ProgrammeStep, ...]:
    """Every step of the programme in order, done or not: the named ones, then the wage steps up to
    and one past the current wages (at least to the shared goal's)."""
    count = max(goal_steps(state), of(state).acquisitions + 1)
    return tuple(step_at(state, i) for i in range(count))


def programme_next(state: GameState) -> ProgrammeStep | None:
    """What the next $50 in the Public Treasury pays for (None while the Single Tax is not in force:
    the Treasury then pays for nothing)."""
    return step_at(state, of(state).acquisitions) if state.single_tax else None


def programme_distance(state: GameState) -> int:
    """How far the Treasury is from paying for the next step: ``STEP`` less its balance."""
    return STEP - state.treasury


def public_progress(state: GameState) -> PublicProgress | None:
    """How far the public got (None while the Single Tax is not in force)."""
    if not state.single_tax:
        return None
    record = of(state)
    public = tuple(space for kind, space in sequence(state)[: record.acquisitions] if kind == "buy")
    left = tuple(step for step in (step_at(state, i) for i in range(goal_steps(state))) if not step.done)
    return PublicProgress(shared_goal_reached(state), public, tuple(record.colleges), state.wages, left)


def goal_reason(state: GameState) -> str:
    """Why a game ends at the shared goal, as the end message says it."""
    bought = sum(1 for kind, _ in sequence(state) if kind == "buy")
    colleges = len(of(state).colleges)
    built = "a Free College built" if colleges == 1 else f"{colleges} Free Colleges built"
    return (
        f"the public reached the Single Tax's shared goal ({bought} utilities and railroads public, {built}, "
        f"wages {dollars(state.wages)})"
    )
