"""The throw and the move: forward by the dice, Mother Earth wages, the doubles railroad pass,
backward moves between the Chance spaces, and free movement after the last circuit."""

from __future__ import annotations

from landlords import events as ev
from landlords.actions import Mortgage, Move, Roll
from landlords.engine import apply, legal_actions
from landlords.state import MISC, TREASURY, Phase

from .helpers import game, give
from .scenario import end_turn, place, throw


def test_movement_forward_by_the_dice_total() -> None:
    """Seed 000 IV: the moving player throws two dice and moves forward their sum."""
    state = game(4)
    give(state, 1, 7)  # The Farm, rent $4
    events = throw(state, 3, 4)
    assert ev.Rolled(0, (3, 4)) in events
    assert ev.Moved(0, 0, 7, 7) in events
    assert state.players[0].position == 7
    assert state.players[0].cash == 396 and state.players[1].cash == 404
    assert state.phase == Phase.POST_ROLL


def test_mother_earth_wages_on_reaching_or_passing_and_circuit_count() -> None:
    """Seed 000 IV-F, 1906 rule 3: $100 wages from Miscellaneous on reaching or passing Mother
    Earth; each time counts one circuit."""
    state = game(4)
    place(state, 0, 36)
    throw(state, 1, 3)
    events = apply(state, Move(0, 4))  # lands exactly on Mother Earth
    assert state.players[0].position == 0
    assert state.players[0].circuits == 1
    assert state.players[0].cash == 500
    assert ev.Payment(MISC, 0, 100, "wages") in events
    end_turn(state)
    place(state, 1, 38)
    events = throw(state, 1, 3)  # passes Mother Earth to Fuel
    assert state.players[1].position == 2
    assert state.players[1].circuits == 1
    assert state.players[1].cash == 400 + 100 - 10
    assert [e.reason for e in events if isinstance(e, ev.Payment)] == ["wages", "tax"]


def test_doubles_railroad_pass_adds_ten_only_when_the_move_turns_the_next_corner() -> None:
    """Seed 000 IV-E, dossier 7.2: on a double whose move would reach or turn the next corner, the
    player may add 10 (the Official Railroad Pass); otherwise not, and never without a double."""
    state = game(4)
    place(state, 0, 6)
    throw(state, 2, 2)  # 6 + 4 reaches the corner at 10
    assert state.phase == Phase.CHOOSE_MOVE
    assert [a for a in legal_actions(state) if isinstance(a, Move)] == [Move(0, 4), Move(0, 14)]
    apply(state, Move(0, 14))
    assert state.players[0].position == 20
    assert state.players[0].cash == 400
    end_turn(state)
    place(state, 1, 11)
    throw(state, 3, 3)  # 11 + 6 = 17 stops short of the corner at 20: no pass offered
    assert state.players[1].position == 17 and state.phase == Phase.POST_ROLL
    assert state.players[1].cash == 390  # Food tax
    end_turn(state)
    give(state, 0, 21)
    place(state, 2, 16)
    throw(state, 2, 3)  # turns the corner, but no double: no pass
    assert state.players[2].position == 21 and state.phase == Phase.POST_ROLL


def test_backward_move_between_the_chance_spaces() -> None:
    """Seed 000 IV-E: a player on the spaces between the Chance spaces (22-37) may move backwards
    instead of forwards (not both)."""
    state = game(4)
    place(state, 0, 22)
    throw(state, 2, 3)
    assert state.phase == Phase.CHOOSE_MOVE
    assert [a for a in legal_actions(state) if isinstance(a, Move)] == [Move(0, 5), Move(0, -5)]
    events = apply(state, Move(0, -5))
    assert state.players[0].position == 17
    assert state.players[0].cash == 390
    assert ev.Payment(0, TREASURY, 10, "tax") in events
    end_turn(state)
    give(state, 0, 26)
    place(state, 1, 21)  # one short of the first Chance space: forward only
    throw(state, 2, 3)
    assert state.players[1].position == 26 and state.phase == Phase.POST_ROLL


def test_after_five_circuits_debt_free_either_direction_and_no_more_wages() -> None:
    """Seed 000 IV-E: after going round five times a debt-free player may move either way but
    collects no more wages; one with a mortgage still moves forward only and is paid wages."""
    state = game(4, end_rule="last")
    give(state, 0, 1)
    state.players[0].circuits = 5
    place(state, 0, 38)
    throw(state, 1, 2)
    assert [a for a in legal_actions(state) if isinstance(a, Move)] == [Move(0, 3), Move(0, -3)]
    events = apply(state, Move(0, 3))
    assert state.players[0].position == 1
    assert state.players[0].circuits == 6
    assert state.players[0].cash == 400
    assert not [e for e in events if isinstance(e, ev.Payment)]
    end_turn(state)
    give(state, 1, 31)
    apply(state, Mortgage(1, (31,)))
    state.players[1].circuits = 5
    place(state, 1, 38)
    throw(state, 1, 2)
    assert state.phase == Phase.POST_ROLL  # no choice of direction while in debt
    assert state.players[1].position == 1
    assert state.players[1].cash == 400 + 100 + 100 - 5


def test_landing_on_an_unowned_space_starts_an_auction() -> None:
    """Seed 000 IV-A: landing on an unowned lot, railroad or utility puts it up for sale at once."""
    state = game(4)
    events = throw(state, 2, 3)
    assert state.phase == Phase.AUCTION
    assert ev.AuctionOpened(5, 0, 50) in events


def test_doubles_give_no_extra_throw() -> None:
    """Dossier 7.4: no edition grants another throw after a double; the turn goes on to its end."""
    state = game(4)
    give(state, 1, 6)
    throw(state, 3, 3)
    assert state.phase == Phase.POST_ROLL
    assert Roll(0) not in legal_actions(state)
    end_turn(state)
    assert state.current == 1
