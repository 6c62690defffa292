"""Houses on 1906 lots: who may build, how many a lot carries, and the Single Tax auction of the
right to build.

Single Tax rule 4 (1906 rulebook): a player who stops on an unimproved lot pays its land rent and
"then, if he so desires and can afford it, he may improve the lot"; at any other time "in his turn"
he may build on any unimproved lot, "whether his checker is on that space or not, provided no other
player bids against him for the privilege", the bid money going to the Public Treasury. Seed 000
V-B (houses); 1906 rulebook, Single Tax rules 2 and 4.
"""

from __future__ import annotations

from ...events import AuctionOpened, Events, HouseBuilt
from ...market import seat_order
from ...money import pay
from ...state import MISC, TREASURY, Auction, GameState, Phase
from .record import of
from .rents import HOUSE_PRICE, MAX_HOUSES

#: The ``Auction.purpose`` of an auction of the right to build.
BUILD_RIGHT = "build"


def house_limit(state: GameState) -> int:
    """Houses a lot may carry: three, or one under Single Tax with only unimproved lots built on."""
    return 1 if state.single_tax and of(state).options.single_tax_unimproved_only else MAX_HOUSES


def build_problem(state: GameState, p: int, space: int) -> str | None:
    """Why player p cannot build a house on ``space`` now (None when he can)."""
    if not 0 <= space < len(state.board) or state.board.spaces[space].kind != "lot":
        return "houses stand only on lots"
    if not state.single_tax and state.owner[space] != p:
        return "you may build only on your own lots"
    if len(state.houses[space]) >= house_limit(state):
        return "that lot has all the houses it may have"
    if state.players[p].cash < HOUSE_PRICE:
        return f"a house costs ${HOUSE_PRICE}"
    return None


def open_to_bids(state: GameState, space: int) -> bool:
    """Whether a house the mover asks to build on ``space`` is open to the others' bids: under the
    Single Tax, on every lot but the one he stopped on this turn (his checker standing on a lot from
    an earlier turn, or after declining to speculate, is no stop); never in a game of one."""
    return state.single_tax and of(state).stopped_on != space and state.num_players > 1


def build_house(state: GameState, events: Events, player: int, space: int) -> None:
    state.houses[space].append(player)
    events.append(HouseBuilt(player, space))
    pay(state, events, player, MISC, HOUSE_PRICE, "house")


def start_build_auction(state: GameState, events: Events, space: int, builder: int) -> None:
    """The others may outbid the builder for the right, in seat order; the builder holds it at $0."""
    others = [*seat_order(state, builder)[1:], builder]
    auction = Auction(space, builder, BUILD_RIGHT, 0, others, high_bid=0, high_bidder=builder)
    auction.previous_phase = state.phase
    state.auction = auction
    state.phase = Phase.AUCTION
    events.append(AuctionOpened(space, builder, 0, BUILD_RIGHT))


def bid_budget(state: GameState, auction: Auction, player: int) -> int:
    """Nobody bids money he does not have; a bidder for the right to build must also keep the
    house's price."""
    cash = state.players[player].cash
    return cash - HOUSE_PRICE if auction.purpose == BUILD_RIGHT else cash


def build_right_won(state: GameState, events: Events, auction: Auction) -> None:
    """The winner pays his bid to the Public Treasury and builds."""
    winner = auction.high_bidder
    pay(state, events, winner, TREASURY, auction.high_bid, "right to build")
    build_house(state, events, winner, auction.space)
