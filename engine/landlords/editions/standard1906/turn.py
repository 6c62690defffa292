"""A 1906 turn on the board: the throw, the move, and what the landing space asks.

Seed 000 IV (course of play) and IV-E (doubles, direction); 1906 rulebook rules 3-13.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from ... import market
from ...circuits import retired
from ...data import read_text
from ...events import (
    ChanceDrawn,
    CircuitCompleted,
    Events,
    LeavesPoorHouse,
    LicenseLost,
    LuxuryBought,
    Moved,
    NoSpeculation,
    OpportunityTaken,
    Released,
    Rolled,
    Speculated,
    Stayed,
    StaysInJail,
    StaysInPoorHouse,
)
from ...ledger import release_card
from ...money import mortgaged_cards, pay, raisable, send_to_poorhouse, settle
from ...moves import JAIL_FINE, go_to_jail, throw, walk
from ...rng import below
from ...state import MISC, TREASURY, AnyPhase, Due, GameState, Phase
from .record import of
from .rents import LUXURY_PRICE, MORTGAGE_INTEREST_PER_CARD, landing_cost, space_dues
from .singletax import college_visit, eligible_opportunities

SPECULATION = 8
# Bound once: CPython 3.11 reads an Enum's members through EnumType.__getattr__ (see landlords.phases).
POST_ROLL, CHOOSE_MOVE = Phase.POST_ROLL, Phase.CHOOSE_MOVE


def may_choose_direction(state: GameState, player: int) -> bool:
    """Backwards is allowed between the Chance spaces, and (if chosen) after the last circuit
    for a debt-free player."""
    pos = state.players[player].position
    if 23 <= pos <= 36 or (pos in (22, 37) and of(state).options.chance_zone == "22-37"):
        return True
    return retired(state, player)


def move_choices(state: GameState, player: int, total: int, doubles: bool) -> list[int]:
    """Signed step counts the throw allows; 0 stands for declining a move onto Speculation."""
    n = len(state.board.spaces)
    pos = state.players[player].position
    choices = [total]
    next_corner = (pos // 10 + 1) * 10
    if doubles and pos + total >= next_corner:
        choices.append(total + 10)  # the Official Railroad Pass
    if may_choose_direction(state, player):
        choices.append(-total)
    if any((pos + c) % n == SPECULATION for c in choices):
        choices.append(0)
    return choices


def move_cost(state: GameState, player: int, steps: int) -> int:
    """Net cash a move needs: the landing space's charges plus interest, less wages on the way."""
    if steps == 0:
        return 0
    n = len(state.board.spaces)
    pos = state.players[player].position
    target = (pos + steps) % n
    cost = landing_cost(state, player, target)
    if steps > 0 and pos + steps >= n:
        cost += MORTGAGE_INTEREST_PER_CARD * mortgaged_cards(state, player)
        if not retired(state, player):
            cost -= state.wages
    return cost


def can_afford(state: GameState, player: int, steps: int) -> bool:
    """Payable from cash, or else by mortgaging (worked out only when cash falls short)."""
    cost = move_cost(state, player, steps)
    cash = state.players[player].cash
    return cost <= cash or cost <= cash + raisable(state, player)


def roll(state: GameState, events: Events, player: int) -> None:
    p = state.players[player]
    if p.opportunity >= 0:
        leave_opportunity(state, events, player)
    d1, d2 = throw(state)
    state.dice = (d1, d2)
    doubles = d1 == d2
    total = d1 + d2
    events.append(Rolled(player, (d1, d2)))
    if doubles and of(state).end_at_next_double:
        state.ending_triggered = True
    if p.in_jail:
        if not doubles:
            p.jail_turns += 1
            events.append(StaysInJail(player, p.jail_turns))
            state.phase = POST_ROLL
            return
        p.in_jail = False
        p.jail_turns = 0
        events.append(Released(player, "doubles"))
    choices = move_choices(state, player, total, doubles)
    affordable = [c for c in choices if can_afford(state, player, c)]
    if p.in_poorhouse:
        leaving = [c for c in affordable if c != 0]
        if not leaving:
            events.append(StaysInPoorHouse(player))
            state.phase = POST_ROLL
            return
        p.in_poorhouse = False
        events.append(LeavesPoorHouse(player))
        affordable = leaving
    if not affordable:
        cannot_afford_move(state, events, player, total)
        return
    offer_moves(state, events, player, affordable)


def offer_moves(state: GameState, events: Events, player: int, choices: list[int]) -> None:
    if len(choices) == 1:
        perform_move(state, events, player, choices[0])
    else:
        state.move_choices = choices
        state.phase = CHOOSE_MOVE


def cannot_afford_move(state: GameState, events: Events, player: int, total: int) -> None:
    """No move the throw allows can be paid for, even by mortgaging."""
    if not state.single_tax:
        target = (state.players[player].position + total) % len(state.board)
        send_to_poorhouse(state, events, player, f"the cost of {state.board.spaces[target].name}")
        state.phase = POST_ROLL
        return
    if of(state).left_opportunity:
        # Rule 8: a player must make his move if he can; he pays what he can.
        perform_move(state, events, player, total)
        return
    target = (state.players[player].position + total) % len(state.board)
    state.move_choices = eligible_opportunities(state, target)
    state.phase = Phase.OPPORTUNITY


def to_jail(state: GameState, events: Events, player: int, why: str) -> None:
    """The shared move to Jail, leaving the Natural Opportunity he stood on (a Broker caught in a skin
    game may be working at one)."""
    of(state).players[player].opportunity = -1
    go_to_jail(state, events, player, why)


def choose_opportunity(state: GameState, events: Events, player: int, index: int) -> None:
    p = state.players[player]
    p.opportunity = index
    p.position = state.board.opportunities[index].corner
    state.move_choices = []
    events.append(OpportunityTaken(player, index))
    state.phase = POST_ROLL


def leave_opportunity(state: GameState, events: Events, player: int) -> None:
    """Before the next throw: the Natural Opportunity's wages, then its rent (Single Tax rule 8)."""
    p = state.players[player]
    opp = state.board.opportunities[p.opportunity]
    pay(state, events, MISC, player, opp.wages, f"wages at {opp.name}")
    pay(state, events, player, TREASURY, min(opp.rent, p.cash), f"rent of {opp.name}")
    p.opportunity = -1
    of(state).left_opportunity = True


def perform_move(state: GameState, events: Events, player: int, steps: int) -> None:
    p = state.players[player]
    state.move_choices = []
    if steps == 0:
        events.append(Stayed(player))
        state.phase = POST_ROLL
        return
    passes_start = steps > 0 and p.position + steps >= len(state.board.spaces)
    walk(state, events, player, steps, passes_start, reach_mother_earth, land)


def reach_mother_earth(state: GameState, events: Events, player: int) -> None:
    """Wages from Miscellaneous on reaching or passing Mother Earth; $5 interest per mortgaged card."""
    p = state.players[player]
    no_wages = retired(state, player)
    p.circuits += 1
    events.append(CircuitCompleted(player, p.circuits))
    if not no_wages:
        pay(state, events, MISC, player, state.wages, "wages")
    interest = MORTGAGE_INTEREST_PER_CARD * mortgaged_cards(state, player)
    if interest:
        if p.cash >= interest:
            pay(state, events, player, MISC, interest, "mortgage interest")
        else:
            state.carry.append(Due(MISC, interest, "mortgage interest"))


def pay_fine(state: GameState, events: Events, player: int, then: AnyPhase) -> None:
    p = state.players[player]
    p.in_jail = False
    p.jail_turns = 0
    events.append(Released(player, "fine"))
    settle(state, events, player, [Due(TREASURY, JAIL_FINE, "jail fine")], then=then)


def land(state: GameState, events: Events, player: int) -> None:
    """Do what the space the player stopped on requires."""
    space = state.players[player].position
    info = state.board.spaces[space]
    kind = info.kind
    for_sale = info.ownable and state.owner[space] == -1 and not state.public[space]
    if for_sale and (kind != "lot" or not state.single_tax):  # under Single Tax land is not sold
        market.start_card_auction(state, events, space, player)
        return
    if kind == "speculation":
        speculate(state, events, player)
    elif kind == "trespass":
        if space in state.colleges:
            college_visit(state, events, player)
            settle(state, events, player, [])
        else:
            to_jail(state, events, player, info.name)
            settle(state, events, player, [])
    elif kind == "chance" and of(state).options.chance == "reconstructed":
        draw_chance(state, events, player)
    elif kind == "luxury":
        buy_luxury(state, events, player)
    else:
        settle(state, events, player, space_dues(state, player, space))


def after_card_auction(state: GameState, events: Events, player: int, space: int) -> None:
    """The auction is over: the lander now owes whatever the space asks of him."""
    if state.board.spaces[space].kind == "speculation":
        speculate(state, events, player)
    else:
        settle(state, events, player, space_dues(state, player, space))


def buy_luxury(state: GameState, events: Events, player: int) -> None:
    """Pay $75 for a Luxury card; one who cannot counts his throw backward from where he started
    (1906 rule 13 as summarised in dossier 3.3)."""
    p = state.players[player]
    if p.cash >= LUXURY_PRICE:
        pay(state, events, player, MISC, LUXURY_PRICE, "Luxury card")
        p.luxuries += 1
        events.append(LuxuryBought(player))
        settle(state, events, player, [])
        return
    n = len(state.board)
    distance = (p.position - state.move_from) % n
    start = p.position
    p.position = (state.move_from - distance) % n
    events.append(Moved(player, start, p.position, -distance, "cannot afford the Luxury"))
    if state.board.spaces[p.position].kind == "luxury":
        settle(state, events, player, [])  # counted back onto a Luxury again: nothing more to pay
    else:
        land(state, events, player)


def speculate(state: GameState, events: Events, player: int) -> None:
    """Speculation (#8): the $10 stake, a throw, the prize from Miscellaneous, 10% to the Broker;
    a plain 3 or 4 is the skin game that jails the Broker and forfeits the license."""
    broker = state.owner[SPECULATION]
    if state.players[player].cash < 10:
        events.append(NoSpeculation(player))
        settle(state, events, player, [])
        return
    stake_to = broker if of(state).options.speculation_stake_to == "broker" and broker != -1 else MISC
    pay(state, events, player, stake_to, 10, "speculation stake")
    d1, d2 = throw(state)
    total = d1 + d2
    prize = 0
    skin = False
    if d1 == d2:
        prize = 100
    elif total in (3, 4):
        skin = True
    else:
        prize = (total - 2) * 10
    events.append(Speculated(player, (d1, d2), prize, skin))
    if skin and broker != -1:
        release_card(state, SPECULATION)
        events.append(LicenseLost(broker))
        to_jail(state, events, broker, "caught in a skin game")
    if prize:
        pay(state, events, MISC, player, prize, "speculation prize")
        pay(state, events, player, broker if broker != -1 else MISC, prize // 10, "broker's 10%")
    settle(state, events, player, [])


def next_of_kind(state: GameState, start: int, kind: str) -> int:
    n = len(state.board)
    for step in range(1, n + 1):
        if state.board.spaces[(start + step) % n].kind == kind:
            return step
    raise ValueError(f"no space of kind {kind}")


@cache
def chance_deck() -> tuple[dict[str, Any], ...]:
    raw = json.loads(read_text("chance_1906.json"))
    return tuple(raw["cards"])


def draw_chance(state: GameState, events: Events, player: int) -> None:
    """Draw from the reconstructed Chance deck; the card is returned to the pack (1906 rule 11)."""
    deck = chance_deck()
    index, state.rng = below(state.rng, len(deck))
    state.random_mark = len(state.actions)
    card = deck[index]
    events.append(ChanceDrawn(player, card["id"], card["text"]))
    effect = card["effect"]
    p = state.players[player]
    others = [q for q in range(state.num_players) if q != player]
    n = len(state.board)
    if effect == "move_to":
        perform_move(state, events, player, (card["space"] - p.position) % n)
    elif effect == "move_by":
        perform_move(state, events, player, card["steps"])
    elif effect == "next_kind":
        perform_move(state, events, player, next_of_kind(state, p.position, card["kind"]))
    elif effect == "jail":
        to_jail(state, events, player, "Chance")
        settle(state, events, player, [])
    elif effect == "pay":
        settle(state, events, player, [Due(TREASURY, card["amount"], "Chance")])
    elif effect == "collect":
        pay(state, events, MISC, player, card["amount"], "Chance")
        settle(state, events, player, [])
    elif effect == "pay_each":
        settle(state, events, player, [Due(q, card["amount"], "Chance") for q in others])
    elif effect == "collect_each":
        for q in others:
            pay(state, events, q, player, min(card["amount"], state.players[q].cash), "Chance")
        settle(state, events, player, [])
    elif effect == "repairs":
        owned = sum(h.count(player) for h in state.houses)
        settle(state, events, player, [Due(MISC, card["amount"] * owned, "Chance: repairs")] if owned else [])
    else:
        raise ValueError(f"unknown Chance effect {effect!r}")
