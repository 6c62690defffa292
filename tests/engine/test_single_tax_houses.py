"""Building under the Single Tax, by 1906 Single Tax rule 4: "When a player stops upon an unimproved
lot ... he first pays the full land rent into the PUBLIC TREASURY, and then, if he so desires and can
afford it, he may improve the lot"; and "in his turn, [he may] erect a house on any unimproved lot he
chooses, whether his checker is on that space or not, provided no other player bids against him for
the privilege of building there. The 'bid' money ... is paid into the PUBLIC TREASURY."

The reported case (issue 24): standing on Rickety Row with $100, a person asked to build there; the
others could bid, a bot bid $1, he could not answer, and the page named the bot as the builder."""

from __future__ import annotations

from landlords import events as ev
from landlords.actions import Bid, Build, Move, Pass, Propose, Stay, Vote
from landlords.describe import auction_status, bid_limit, describe_action, describe_event
from landlords.engine import apply, bid_range, decider, legal_actions
from landlords.state import MISC, TREASURY, GameState, Phase

from .helpers import game
from .scenario import end_turn, payments, place, throw

RICKETY_ROW = 16


def single_tax(players: int = 4) -> GameState:
    """A game in which P0 proposes the Single Tax and P1 seconds it, at P0's throw."""
    state = game(players)
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, True))
    assert state.single_tax and state.phase == Phase.PRE_ROLL
    return state


def test_stopping_on_an_unimproved_lot_the_player_builds_there_unopposed() -> None:
    """The stop: land rent first, then the house if he wants it, with no bidding (for the rest of
    that turn, other business done first included)."""
    state = single_tax()
    place(state, 0, 13, cash=200)
    events = throw(state, 1, 2)
    assert state.players[0].position == RICKETY_ROW
    assert payments(events) == [(0, TREASURY, 10)]
    build = Build(0, RICKETY_ROW)
    assert build in legal_actions(state)
    assert describe_action(state, build) == "Build a house on Rickety Row ($100)"
    events = apply(state, build)
    assert not any(isinstance(e, ev.AuctionOpened) for e in events)
    assert payments(events) == [(0, MISC, 100)] and state.houses[RICKETY_ROW] == [0]
    assert state.phase == Phase.POST_ROLL and decider(state) == 0


def test_standing_on_the_lot_at_his_next_turn_the_others_may_bid_and_the_page_names_the_builder() -> None:
    """The reported case. His checker has stood on Rickety Row since an earlier turn: that is no stop,
    so the others may bid for the privilege ("whether his checker is on that space or not"). The button
    says so; the log and the auction name him as the builder and the bidder as the bidder; with his
    $100 all kept for the house he cannot bid back, and the words say why."""
    state = single_tax()
    place(state, 0, RICKETY_ROW, cash=100)
    build = Build(0, RICKETY_ROW)
    assert describe_action(state, build) == "Build a house on Rickety Row ($100; the others may bid for the right)"
    events = apply(state, build)
    assert ev.AuctionOpened(RICKETY_ROW, 0, 0, "build") in events
    opened = next(e for e in events if isinstance(e, ev.AuctionOpened))
    assert describe_event(state, opened) == "P0 asks for the right to build on Rickety Row: the others may bid for it."
    assert decider(state) == 1
    assert auction_status(state) == (
        "P0 asks for the right to build on Rickety Row; the others may bid for it. Nobody has bid against P0 yet."
    )
    assert bid_limit(state) is None  # P1 ($400) may bid
    apply(state, Bid(1, 1))
    apply(state, Pass(2))
    apply(state, Pass(3))
    assert decider(state) == 0 and legal_actions(state) == [Pass(0)]
    assert auction_status(state) == (
        "P0 asks for the right to build on Rickety Row; the others may bid for it, and P0 may bid back. "
        "The highest bid is $1 by P1."
    )
    assert bid_limit(state) == (
        "A bid must be at least $2, and the house costs $100 on top of the bid, so of P0's $100 at most $0 "
        "can go to a bid: no bid is possible, only a pass."
    )
    events = apply(state, Pass(0))
    assert payments(events) == [(1, TREASURY, 1), (1, MISC, 100)]
    assert state.houses[RICKETY_ROW] == [1] and state.phase == Phase.PRE_ROLL and decider(state) == 0


def test_with_cash_beyond_the_house_the_builder_bids_back_and_keeps_the_right() -> None:
    state = single_tax()
    place(state, 0, RICKETY_ROW, cash=150)
    apply(state, Build(0, RICKETY_ROW))
    apply(state, Bid(1, 10))
    apply(state, Pass(2))
    apply(state, Pass(3))
    assert bid_limit(state) is None
    assert bid_range(state) == (11, 50)
    apply(state, Bid(0, 11))
    events = apply(state, Pass(1))
    assert payments(events) == [(0, TREASURY, 11), (0, MISC, 100)] and state.houses[RICKETY_ROW] == [0]


def test_building_away_from_his_checker_is_open_to_bids_and_the_button_says_so() -> None:
    state = single_tax()
    build = Build(0, 38)
    assert describe_action(state, build).endswith("; the others may bid for the right)")
    apply(state, build)
    assert state.phase == Phase.AUCTION and state.auction is not None and state.auction.lander == 0


def test_the_stop_gives_no_right_on_a_later_turn() -> None:
    """He stops on Rickety Row and does not build; at his next turn, before the throw, the others may
    bid against him."""
    state = single_tax(2)
    place(state, 0, 13)
    throw(state, 1, 2)
    assert describe_action(state, Build(0, RICKETY_ROW)) == "Build a house on Rickety Row ($100)"
    end_turn(state)
    place(state, 1, 0)
    throw(state, 1, 2)  # Lonely Lane
    end_turn(state)
    assert decider(state) == 0 and state.players[0].position == RICKETY_ROW and state.phase == Phase.PRE_ROLL
    apply(state, Build(0, RICKETY_ROW))
    assert state.phase == Phase.AUCTION


def test_declining_to_speculate_on_a_lot_is_no_stop() -> None:
    """Staying put on The Pike rather than moving onto Speculation is no stop there."""
    state = single_tax()
    place(state, 0, 6)
    throw(state, 1, 1)
    assert state.phase == Phase.CHOOSE_MOVE and Stay(0) in legal_actions(state)
    apply(state, Stay(0))
    assert state.phase == Phase.POST_ROLL and state.players[0].position == 6
    apply(state, Build(0, 6))
    assert state.phase == Phase.AUCTION


def test_a_stop_on_a_lot_by_a_chosen_move_counts() -> None:
    """Moving back between the Chances onto a lot (Johnson Circle to George Street) is a stop."""
    state = single_tax()
    place(state, 0, 28, cash=300)
    throw(state, 2, 3)
    assert Move(0, -5) in legal_actions(state)
    apply(state, Move(0, -5))
    assert state.players[0].position == 23
    events = apply(state, Build(0, 23))
    assert not any(isinstance(e, ev.AuctionOpened) for e in events) and state.houses[23] == [0]


def test_a_card_auction_says_why_a_bidder_cannot_bid() -> None:
    state = game(2)
    place(state, 0, 10)
    place(state, 1, 0, cash=40)
    throw(state, 1, 1)  # Goat Alley, $50, for sale
    assert state.phase == Phase.AUCTION and decider(state) == 0
    assert auction_status(state) == "No bids yet: bidding opens at $50."
    apply(state, Bid(0, 50))
    assert decider(state) == 1
    assert auction_status(state) == "The highest bid is $50 by P0."
    assert bid_limit(state) == "A bid must be at least $51, and P1 has $40: no bid is possible, only a pass."
