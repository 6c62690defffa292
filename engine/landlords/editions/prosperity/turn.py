"""Prosperity's setup and turn: the throw, the move, the landing, the Hotel, the offices and the
Chance Cube (the patent's numbers as constants)."""

from __future__ import annotations

from ...dealing import give_start_cash, shuffled
from ...events import (
    BoardShort,
    CardDrawn,
    CircuitCompleted,
    CubeThrown,
    Events,
    Fire,
    Moved,
    Released,
    Rolled,
    StaysInJail,
    TagTaken,
)
from ...market import start_card_auction
from ...money import pay, pay_what_can_be_paid, settle
from ...moves import go_to_jail, throw
from ...rng import below
from ...state import MISC, Due, GameState, Phase
from . import holdings as hold
from .actions import ProsperityPhase
from .options import cube_faces
from .record import of

WAGES = 400
EXACT_WAGES = 500
JAIL_FINE = 50
START_CASH = 500
JAIL_EXIT_THROW = 6
CARDS_EACH = 8
JUMP_REACH = 8
HOTEL_CHARGE = 25
HOTEL_THRESHOLD = 2000
CUBE_TAKE = 200
JUDGMENT = 200


# --- setting up ----------------------------------------------------------------------------------


def board_pays(state: GameState, events: Events, player: int, amount: int, reason: str) -> None:
    """The board pays out. It never runs out (dossier 7.34), unless the players hold it to the money
    printed for the game (option ``money_supply="printed"``): then it pays what it has."""
    if of(state).options.money_supply == "printed":
        held = state.board.number("printed_money") + state.misc  # Miscellaneous keeps a signed balance
        if held < amount:
            events.append(BoardShort(player, amount - max(0, held)))
            amount = max(0, held)
    pay(state, events, MISC, player, amount, reason)


def setup(state: GameState) -> None:
    """$500, a tag and a sign each; the 42 cards shuffled and dealt one at a time until each player
    has 8, the rest to the For Sale pile; everyone on Wages; the highest throw starts."""
    give_start_cash(state, START_CASH)
    for p in of(state).players:
        p.tags = 1
        p.signs = 1
    pack = shuffled(state, state.board.cards)
    for k in range(CARDS_EACH * state.num_players):
        state.set_owner(pack[k], k % state.num_players)
    state.wages = WAGES
    watched = not of(state).options.cooperative and of(state).options.win_check == "transaction"
    of(state).cash_goal = of(state).options.win_cash if watched else 0
    state.first_player = state.current = highest_throw(state)
    state.phase = Phase.PRE_ROLL


def highest_throw(state: GameState) -> int:
    """Everyone throws; the tied highest throw again until one is highest."""
    seats = list(range(state.num_players))
    while len(seats) > 1:
        totals = {q: sum(throw(state)) for q in seats}
        best = max(totals.values())
        seats = [q for q in seats if totals[q] == best]
    return seats[0]


# --- moving --------------------------------------------------------------------------------------


def roll(state: GameState, events: Events, player: int) -> None:
    """Jail first: the $50 fine, then a throw of 6 or more to leave; a prisoner who cannot pay the
    whole fine stays without throwing (the rules ask for both). Otherwise move the throw. A double
    brings the Chance Cube once the move is settled."""
    p = of(state).players[player]
    if p.in_jail and (not p.fine_paid or of(state).options.jail_fine == "every_throw"):
        if p.cash < JAIL_FINE:
            p.jail_turns += 1
            events.append(StaysInJail(player, p.jail_turns))
            state.phase = Phase.POST_ROLL
            return
        p.fine_paid = True
        pay(state, events, player, MISC, JAIL_FINE, "jail fine")
    d1, d2 = throw(state)
    state.dice = (d1, d2)
    events.append(Rolled(player, (d1, d2)))
    total = d1 + d2
    if p.in_jail:
        if total < JAIL_EXIT_THROW:
            p.jail_turns += 1
            events.append(StaysInJail(player, p.jail_turns))
            state.phase = Phase.POST_ROLL
            return
        p.in_jail = False
        p.fine_paid = False
        p.jail_turns = 0
        events.append(Released(player, "throw"))
    of(state).cube_due = d1 == d2
    move(state, events, player, total)


def move(state: GameState, events: Events, player: int, steps: int, exact_bonus: bool = True, why: str = "") -> None:
    """Move and obey the space reached. Forward past Wages pays $400, onto it by exact count $500;
    going back past it pays nothing (dossier 7.29, 7.30)."""
    p = state.players[player]
    n = len(state.board.spaces)
    start = p.position
    state.move_from = start
    if steps > 0 and start + steps >= n:
        p.circuits += 1
        events.append(CircuitCompleted(player, p.circuits))
        exact = exact_bonus and (start + steps) % n == 0
        wages, reason = (EXACT_WAGES, "wages by exact count") if exact else (WAGES, "wages")
        board_pays(state, events, player, wages, reason)
    p.position = (start + steps) % n
    events.append(Moved(player, start, p.position, steps, why))
    land(state, events, player)


def land(state: GameState, events: Events, player: int) -> None:
    """Do what the space asks, then go on with the turn (``finish_move``)."""
    p = state.players[player]
    space = p.position
    info = state.board.spaces[space]
    kind = info.kind
    if info.ownable:
        owner = state.owner[space]
        if owner == -1:
            start_card_auction(state, events, space, player)
            return
        if kind == "lot" and of(state).signs[space] not in (-1, player):
            go_to_jail_here(state, events, player, f"No Trespassing on {info.name}")
        elif owner == player:
            board_pays(state, events, player, hold.space_charge(state, space), f"{info.name}: own rent from the board")
        else:
            # A railroad fare paid, the rider may jump (option railroad_jump): only then.
            jump = kind == "railroad" and of(state).options.railroad_jump
            then = ProsperityPhase.JUMP if jump else Phase.POST_ROLL
            settle(state, events, player, [Due(owner, hold.space_charge(state, space), f"{info.name}")], then=then)
            if jump:
                return
        finish_move(state, events, player)
        return
    if kind in ("property_tax", "land_tax", "improvement_tax"):
        settle(state, events, player, [Due(MISC, hold.tax(state, player, space), info.name)])
    elif kind == "trespass":
        go_to_jail_here(state, events, player, info.name)
    elif kind == "hotel":
        hotel(state, events, player)
        return
    elif kind == "office" and office_open(state, player):
        state.phase = ProsperityPhase.OFFICE
        return
    finish_move(state, events, player)


def go_to_jail_here(state: GameState, events: Events, player: int, why: str) -> None:
    go_to_jail(state, events, player, why)
    of(state).players[player].fine_paid = False


def hotel(state: GameState, events: Events, player: int) -> None:
    """La Swelle Hotel: $25 a day with $2,000 or more in cash; anyone poorer throws again and moves
    back that many spaces, obeying the space reached (dossier 7.30; option ``hotel_move_back``)."""
    p = state.players[player]
    if p.cash >= HOTEL_THRESHOLD:
        settle(state, events, player, [Due(MISC, HOTEL_CHARGE, "La Swelle Hotel")])
        finish_move(state, events, player)
        return
    d1, d2 = throw(state)
    events.append(Rolled(player, (d1, d2)))
    if of(state).options.hotel_move_back == "obey":
        move(state, events, player, -(d1 + d2), why="too poor for La Swelle Hotel")
        return
    start = p.position
    p.position = (start - d1 - d2) % len(state.board)
    events.append(Moved(player, start, p.position, -(d1 + d2), "too poor for La Swelle Hotel"))
    finish_move(state, events, player)


def office_open(state: GameState, player: int) -> bool:
    """Whether the player can do anything at a Real Estate office now."""
    can_sell = of(state).office != "bought" and bool(hold.idle_held(state, player))
    can_buy = (
        of(state).office != "sold"
        and state.players[player].cash >= hold.IDLE_LAND_PRICE
        and bool(hold.idle_on_pile(state))
    )
    return can_sell or can_buy


def finish_move(state: GameState, events: Events, player: int) -> None:
    """The move is settled: throw the Chance Cube if a double was thrown, then the turn is free."""
    state.phase = Phase.POST_ROLL
    if of(state).cube_due:
        of(state).cube_due = False
        chance_cube(state, events, player)


def chance_cube(state: GameState, events: Events, player: int) -> None:
    """The Chance Cube, faces 5 to 30 (seed 004; option ``cube`` lets the players change them)."""
    index, state.rng = below(state.rng, 6)
    state.random_mark = len(state.actions)
    effect = cube_faces(of(state).options)[index]
    events.append(CubeThrown(player, 5 * (index + 1), effect))
    p = of(state).players[player]
    if effect == "jail":
        go_to_jail_here(state, events, player, "caught robbing a hen-roost")
    elif effect == "take_200":
        board_pays(state, events, player, CUBE_TAKE, "caught robbing the public")
    elif effect == "draw_card":
        pile = [c for c in state.board.cards if state.owner[c] == -1]
        if pile:
            k, state.rng = below(state.rng, len(pile))
            state.set_owner(pile[k], player)
            events.append(CardDrawn(player, pile[k]))
    elif effect == "take_tag":
        if hold.tag_supply(state) > 0:
            p.tags += 1
            events.append(TagTaken(player))
    elif effect == "fire":
        space = hold.nearest_tag(state, player)
        if space != -1:
            of(state).tags[space] -= 1
            events.append(Fire(player, space))
    elif effect == "judgment":
        left = (player + 1) % state.num_players
        pay_what_can_be_paid(state, events, player, [Due(left, JUDGMENT, "a judgment")])
