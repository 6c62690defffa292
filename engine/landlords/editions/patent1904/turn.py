"""The 1904 setup and turn on the board: the throw, where it may take the checker (the railroad
pass, crowded lots, a Luxury declined), and what the space it stops on asks, with the patent's
numbers as constants.

The patent's rule paragraphs (seed 001); where they leave a gap (the pass, counting out of Jail,
the shared lot, leaving the Poorhouse, wages on Mother Earth), the dossier's reading, each a named
option.
"""

from __future__ import annotations

from ...circuits import retired
from ...dealing import deal_round, give_start_cash, random_first_player, shuffled
from ...events import (
    Chartered,
    CircuitCompleted,
    Events,
    LeavesPoorHouse,
    LegacyReceived,
    LosesMove,
    LuxuryBought,
    Moved,
    Released,
    Rolled,
    StaysInJail,
    StaysInPoorHouse,
)
from ...money import pay, raisable, settle
from ...moves import go_to_jail, throw, walk
from ...state import MISC, RAILROAD, TREASURY, Due, GameState, Phase
from .actions import Patent1904Phase
from .record import of

WAGES = 100
NECESSITY_TAX = 5
RAILROAD_FARE = 5
FRANCHISE_RATE = 5
LUXURY_PRICE = 50
LUXURY_VALUE = 60
LEGACY = 100
NOTE_INTEREST = 5  # per $100 note, each time wages are received
MORTGAGE_MARGIN = 10
LOT_TICKETS = 12
START_CASH = 500
START_CASH_WITHOUT_TICKETS = 100  # 'Playing without the lot tickets'
PASS_JUMP = 10  # railroads stand ten spaces apart

# Bound once: CPython 3.11 reads an Enum's members through EnumType.__getattr__ (see engine.py).
POST_ROLL, CHOOSE_MOVE, BUY_OR_RENT = Phase.POST_ROLL, Phase.CHOOSE_MOVE, Patent1904Phase.BUY_OR_RENT


def setup(state: GameState) -> None:
    """$500 each and 12 of the 22 lot tickets drawn in turn, each lot purchasable at its price;
    'without the lot tickets', $100 each and nothing drawn."""
    random_first_player(state)
    give_start_cash(state, START_CASH_WITHOUT_TICKETS if of(state).options.deal == "none" else START_CASH)
    state.wages = WAGES
    if of(state).options.deal == "none":
        state.phase = Phase.PRE_ROLL
        return
    deal_round(state, shuffled(state, state.board.indices_of("lot")), LOT_TICKETS)
    state.setup_turn = 0
    state.phase = Phase.SETUP


# --- where a throw takes the checker -------------------------------------------------------------


def jail_index(state: GameState) -> int:
    return state.board.indices_of("jail")[0]


def lot_occupants(state: GameState, space: int, mover: int) -> list[int]:
    """Other players whose checkers stand on ``space``, the first to arrive first."""
    here = [
        q
        for q, p in enumerate(state.players)
        if q != mover and p.position == space and not p.in_jail and not p.in_poorhouse
    ]
    return sorted(here, key=lambda q: of(state).players[q].arrived)


def crowded(state: GameState, space: int, mover: int) -> bool:
    """Rent: 'If a third player's throw brings him on the same lot, he cannot occupy it' (the
    occupants of ``lot_occupants``, counted)."""
    if state.board.spaces[space].kind != "lot":
        return False
    here = sum(
        1
        for q, p in enumerate(state.players)
        if q != mover and p.position == space and not p.in_jail and not p.in_poorhouse
    )
    return here >= 2


def short_of_crowd(state: GameState, player: int, steps: int) -> int:
    """The steps actually taken: one less for each crowded lot the count would end on."""
    n = len(state.board.spaces)
    pos = state.players[player].position
    while steps and crowded(state, (pos + steps) % n, player):
        steps -= 1 if steps > 0 else -1
    return steps


def passes_railroad(state: GameState, pos: int, steps: int) -> bool:
    """Whether the ordinary move goes over (not onto) a railroad."""
    n = len(state.board.spaces)
    way = 1 if steps > 0 else -1
    return any(state.board.spaces[(pos + way * k) % n].kind == "railroad" for k in range(1, abs(steps)))


def crosses_start(state: GameState, start: int, steps: int) -> bool:
    """Reaching (option ``wages_on_landing``, dossier 7.22) or passing Mother Earth going forward."""
    n = len(state.board.spaces)
    return steps > 0 and (start + steps > n or (start + steps == n and of(state).options.wages_on_landing))


def move_choices(state: GameState, player: int, total: int, doubles: bool) -> list[int]:
    """Signed step counts the throw allows: the count; on a double whose move passes a railroad,
    the pass to the next one (+10, dossier 7.3); backwards too for a debt-free player who has gone
    round; 0 (lose the move) where a Luxury is reached."""
    pos = state.players[player].position
    ways = [total, -total] if retired(state, player) else [total]
    choices: list[int] = []
    for steps in ways:
        options = [steps]
        if doubles and of(state).options.railroad_pass and passes_railroad(state, pos, steps):
            options.append(steps + (PASS_JUMP if steps > 0 else -PASS_JUMP))
        for c in options:
            c = short_of_crowd(state, player, c)
            if c not in choices:
                choices.append(c)
    n = len(state.board.spaces)
    if any(state.board.spaces[(pos + c) % n].kind == "luxury" for c in choices if c) and 0 not in choices:
        choices.append(0)
    return choices


def landing_cost(state: GameState, player: int, space: int) -> int:
    """The least the player must pay on stopping at ``space`` now (moving onto a Luxury is buying it)."""
    info = state.board.spaces[space]
    kind = info.kind
    if kind == "lot":
        return sum(d.amount for d in lot_dues(state, player, space)) if state.owner[space] >= 0 else info.rent
    if kind == "necessity":
        return NECESSITY_TAX
    if kind == "railroad":
        return RAILROAD_FARE
    if kind == "franchise":
        return FRANCHISE_RATE if state.owner[space] not in (-1, player) else 0
    if kind == "luxury":
        return LUXURY_PRICE
    return 0


def wages_due(state: GameState, player: int) -> bool:
    """'having passed the beginning-point the required number of times he receives no more wages'."""
    return state.players[player].circuits < state.options.circuits


def note_interest(state: GameState, player: int) -> int:
    return sum(NOTE_INTEREST * (n.amount // 100) for n in state.notes.values() if n.owner == player)


def move_cost(state: GameState, player: int, steps: int) -> int:
    """Net cash a move needs: the landing space's charge, less wages and a legacy, plus interest."""
    if steps == 0:
        return 0
    n = len(state.board.spaces)
    pos = state.players[player].position
    target = (pos + steps) % n
    cost = landing_cost(state, player, target)
    if state.board.spaces[target].kind == "legacy":
        cost -= LEGACY
    if crosses_start(state, pos, steps) and wages_due(state, player):
        cost += note_interest(state, player) - WAGES
    return cost


# --- the turn ------------------------------------------------------------------------------------


def leave_jail(state: GameState, events: Events, player: int, how: str) -> None:
    """Out of Jail; the move counts from the Jail (the space in front is the first step, dossier 7.5)
    or, by option, from the space in front of it."""
    p = state.players[player]
    p.in_jail = False
    p.jail_turns = 0
    events.append(Released(player, how))
    if of(state).options.jail_count_from == "front":
        p.position = (jail_index(state) + 1) % len(state.board)


def roll(state: GameState, events: Events, player: int) -> None:
    p = state.players[player]
    d1, d2 = throw(state)
    state.dice = (d1, d2)
    doubles = d1 == d2
    total = d1 + d2
    events.append(Rolled(player, (d1, d2)))
    if p.in_jail:
        if not doubles:
            p.jail_turns += 1
            events.append(StaysInJail(player, p.jail_turns))
            state.phase = POST_ROLL
            return
        leave_jail(state, events, player, "doubles")
    if p.in_poorhouse and of(state).options.poorhouse_exit == "finish_round":
        finish_round_from_poorhouse(state, events, player, total)
        return
    choices = move_choices(state, player, total, doubles)
    cash = p.cash
    # Moving onto a Luxury is buying it, which the player must be able to afford in cash.
    spaces, pos = state.board.spaces, p.position
    n = len(spaces)
    choices = [
        c for c in choices if c == 0 or spaces[(pos + c) % n].kind != "luxury" or move_cost(state, player, c) <= cash
    ]
    if p.in_poorhouse:
        leaving = [c for c in choices if c != 0 and move_cost(state, player, c) <= cash + raisable(state, player)]
        if not leaving:
            events.append(StaysInPoorHouse(player))
            state.phase = POST_ROLL
            return
        p.in_poorhouse = False
        events.append(LeavesPoorHouse(player))
        choices = leaving
    if len(choices) == 1:
        perform_move(state, events, player, choices[0])
    else:
        state.move_choices = choices
        state.phase = CHOOSE_MOVE


def finish_round_from_poorhouse(state: GameState, events: Events, player: int, total: int) -> None:
    """Option ``poorhouse_exit="finish_round"``: the throws made in the Poorhouse add up; once they
    would carry the player round to Mother Earth he comes out there, with his wages."""
    p = of(state).players[player]
    p.poorhouse_steps += total
    need = len(state.board) - p.position
    if p.poorhouse_steps < need:
        events.append(StaysInPoorHouse(player))
        state.phase = POST_ROLL
        return
    p.in_poorhouse = False
    p.poorhouse_steps = 0
    events.append(LeavesPoorHouse(player))
    start = p.position
    state.move_from = start
    reach_mother_earth(state, events, player)
    p.position = 0
    events.append(Moved(player, start, 0, need))
    land(state, events, player)


def perform_move(state: GameState, events: Events, player: int, steps: int) -> None:
    p = state.players[player]
    state.move_choices = []
    if steps == 0:
        events.append(LosesMove(player))
        state.phase = POST_ROLL
        return
    walk(state, events, player, steps, crosses_start(state, p.position, steps), reach_mother_earth, land)


def reach_mother_earth(state: GameState, events: Events, player: int) -> None:
    """'Mother Earth': $100 wages and a tick on the tally sheet; $5 interest on each $100 bank note
    'every time he receives his wages'; loans between players now owe their interest."""
    p = state.players[player]
    paid = wages_due(state, player)
    p.circuits += 1
    events.append(CircuitCompleted(player, p.circuits))
    for loan in state.loans.values():
        if loan.borrower == player:
            loan.accrued = True
    if not paid:
        return
    pay(state, events, MISC, player, WAGES, "wages")
    interest = note_interest(state, player)
    if interest:
        if p.cash >= interest:
            pay(state, events, player, MISC, interest, "interest on bank notes")
        else:
            state.carry.append(Due(MISC, interest, "interest on bank notes"))


def lot_dues(state: GameState, player: int, space: int) -> list[Due]:
    """'Rent': to the owner (nothing on one's own lot). A second player on an occupied lot pays half
    the rent, the odd dollar included, to the first instead (dossier 7.20); by option the owner is
    paid in full as well."""
    owner = state.owner[space]
    rent = state.board.spaces[space].rent
    if owner in (-1, player):
        return []
    occupants = lot_occupants(state, space, player)
    if not occupants:
        return [Due(owner, rent, "rent")]
    first = occupants[0]
    half = Due(first, (rent + 1) // 2, "half the rent: the lot was occupied")
    if first == owner:
        return [Due(owner, rent, "rent")] if of(state).options.shared_lot == "owner_also_paid" else [half]
    if of(state).options.shared_lot == "owner_also_paid":
        return [Due(owner, rent, "rent"), half]
    return [half]


def land(state: GameState, events: Events, player: int) -> None:
    """Do what the space the player stopped on requires."""
    p = of(state).players[player]
    of(state).arrivals += 1
    p.arrived = of(state).arrivals
    space = p.position
    info = state.board.spaces[space]
    kind = info.kind
    dues: list[Due] = []
    if kind == "lot":
        if state.owner[space] == -1:
            state.phase = BUY_OR_RENT
            return
        dues = lot_dues(state, player, space)
    elif kind == "necessity":
        dues = [Due(TREASURY, NECESSITY_TAX, "tax on a necessity")]
    elif kind == "railroad":
        dues = [Due(RAILROAD, RAILROAD_FARE, "railroad fare")]
    elif kind == "franchise":
        holder = state.owner[space]
        if holder == -1:
            state.set_owner(space, player)
            events.append(Chartered(player, space))
        elif holder != player:
            dues = [Due(holder, FRANCHISE_RATE, "franchise tax")]
    elif kind == "luxury":
        if p.cash >= LUXURY_PRICE:
            pay(state, events, player, TREASURY, LUXURY_PRICE, "luxury ticket")
            p.luxuries += 1
            events.append(LuxuryBought(player))
    elif kind == "trespass":
        go_to_jail(state, events, player, info.name)
    elif kind == "legacy":
        pay(state, events, MISC, player, LEGACY, "legacy")
        p.legacies += 1
        events.append(LegacyReceived(player))
    settle(state, events, player, dues)
