"""Jail (trespass, doubles or the $50 fine, release counted from Shelter), the Poor House and
Central Park (seed 000 IV-C #10 and #20; 1906 rules 5, 6, 10 and 12; dossier 7.5, 7.6, 7.19)."""

from __future__ import annotations

from landlords import events as ev
from landlords.actions import Mortgage, PayFine, Roll
from landlords.engine import apply, legal_actions
from landlords.state import MISC, TREASURY, GameState, Phase

from .helpers import game, give
from .scenario import end_turn, payments, place, refused, throw


def jailed(state: GameState, player: int, turns: int = 0) -> None:
    p = state.players[player]
    p.position, p.in_jail, p.jail_turns = 10, True, turns


def test_trespass_on_hoggs_game_preserves_sends_to_jail() -> None:
    """1906 rule 5: stopping on D. F. Hogg's Game Preserves (#4) sends the player to Jail."""
    state = game(4)
    events = throw(state, 1, 3)
    assert ev.ToJail(0, "D. F. Hogg's Game Preserves") in events
    assert state.players[0].position == 10 and state.players[0].in_jail
    assert state.players[0].cash == 400  # no tax for being put in Jail
    assert state.phase == Phase.POST_ROLL


def test_trespass_on_lord_bluebloods_estate_sends_to_jail() -> None:
    """1906 rule 5: stopping on Lord Blueblood's Estate (#30) sends the player to Jail."""
    state = game(4)
    place(state, 0, 21)
    throw(state, 4, 5)
    assert state.players[0].position == 10 and state.players[0].in_jail


def test_jail_doubles_release_and_the_move_counts_from_shelter() -> None:
    """Seed 000 IV-C #10 and IV-E: a prisoner who throws a double leaves Jail without a fine and
    moves that throw counting from Shelter (dossier 7.5: a throw of n lands on 10 + n, no Shelter
    tax on leaving)."""
    state = game(4)
    jailed(state, 0)
    give(state, 1, 16)  # Rickety Row, rent $10
    assert PayFine(0) in legal_actions(state) and Roll(0) in legal_actions(state)
    events = throw(state, 3, 3)
    assert ev.Released(0, "doubles") in events
    assert not state.players[0].in_jail
    assert state.players[0].position == 16
    assert payments(events) == [(0, 1, 10)]


def test_jail_without_doubles_the_prisoner_stays_and_a_missed_turn_counts() -> None:
    """Seed 000 IV-C #10: without a double or the fine the prisoner may not move."""
    state = game(4)
    jailed(state, 0)
    events = throw(state, 1, 2)
    assert ev.StaysInJail(0, 1) in events
    assert state.players[0].in_jail and state.players[0].position == 10
    assert state.phase == Phase.POST_ROLL and not payments(events)


def test_jail_fine_fifty_to_treasury_then_throw_counts_from_shelter() -> None:
    """Seed 000 IV-C #10: before throwing the prisoner may pay a $50 fine to the Public Treasury;
    then he throws and moves from Shelter."""
    state = game(4)
    jailed(state, 0)
    give(state, 1, 13)  # Soakum, $5
    events = apply(state, PayFine(0))
    assert payments(events) == [(0, TREASURY, 50)]
    assert not state.players[0].in_jail and state.phase == Phase.PRE_ROLL
    assert PayFine(0) not in legal_actions(state)
    events = throw(state, 1, 2)
    assert state.players[0].position == 13
    assert payments(events) == [(0, 1, 5)]
    assert state.players[0].cash == 345 and state.treasury == 50


def test_jail_three_missed_turns_then_the_fine_is_forced() -> None:
    """1906 rule 6 (option jail_three_turns, on by default; dossier 7.19): after three missed turns
    a prisoner who can raise $50 must pay it, then throws and moves."""
    state = game(4)
    jailed(state, 0, turns=3)
    assert PayFine(0) in legal_actions(state) and Roll(0) not in legal_actions(state)
    assert "fine must be paid" in refused(state, Roll(0))
    apply(state, PayFine(0))
    throw(state, 1, 2)
    assert state.players[0].position == 13 and state.players[0].cash == 350
    # Nothing to raise the fine with: the prisoner may go on throwing for doubles.
    poor = game(4)
    jailed(poor, 0, turns=3)
    place(poor, 0, 10, cash=20)
    assert Roll(0) in legal_actions(poor) and PayFine(0) not in legal_actions(poor)


def test_landing_on_shelter_by_count_pays_the_necessity_tax() -> None:
    """Dossier 7.6: stopping on #10 by count puts the checker on Shelter: it pays the $10 tax and
    is not in Jail."""
    state = game(4)
    place(state, 0, 6)
    events = throw(state, 1, 3)
    assert state.players[0].position == 10 and not state.players[0].in_jail
    assert payments(events) == [(0, TREASURY, 10)]


def test_poor_house_when_the_player_can_neither_pay_nor_mortgage() -> None:
    """Seed 000 IV-C #20, 1906 rule 12: a player who cannot pay and cannot borrow is placed in the
    Poor House at once."""
    state = game(4)
    give(state, 1, 12)  # Goat Alley, rent $8
    place(state, 0, 9, cash=5)
    events = throw(state, 1, 2)
    assert [e for e in events if isinstance(e, ev.ToPoorHouse)] == [ev.ToPoorHouse(0, "the cost of Goat Alley")]
    p = state.players[0]
    assert p.in_poorhouse and p.position == 20 and p.cash == 5
    assert state.players[1].cash == 400
    assert state.phase == Phase.POST_ROLL


def test_poor_house_leaving_only_when_the_landing_cost_can_be_paid() -> None:
    """Seed 000 IV-C #20: a player in the Poor House throws as usual but leaves only on a throw
    whose space he can pay for."""
    state = game(2)
    give(state, 1, 23, 27)  # George Street ($14), Slambang Trolley ($5)
    place(state, 0, 20, cash=5)
    state.players[0].in_poorhouse = True
    events = throw(state, 1, 2)  # George Street: cannot pay $14
    assert ev.StaysInPoorHouse(0) in events
    assert state.players[0].position == 20 and state.players[0].in_poorhouse
    assert not payments(events)
    end_turn(state)
    place(state, 1, 14)
    throw(state, 2, 4)  # P1 rests in Central Park
    end_turn(state)
    events = throw(state, 3, 4)  # Slambang Trolley: $5 can be paid
    assert ev.LeavesPoorHouse(0) in events
    assert not state.players[0].in_poorhouse
    assert state.players[0].position == 27
    assert payments(events) == [(0, 1, 5)]


def test_central_park_is_free() -> None:
    """Seed 000 IV-C #20 and footnote 1: a player may stop in Central Park without paying."""
    state = game(4)
    place(state, 0, 14)
    events = throw(state, 2, 4)
    assert state.players[0].position == 20
    assert not state.players[0].in_poorhouse
    assert not payments(events)


def test_jail_forced_fine_is_raised_by_mortgaging() -> None:
    """1906 rule 6, dossier 7.19: at the start of his fourth turn a prisoner 'with property to raise
    the fine' must pay it, mortgaging if need be, and then throws and moves."""
    state = game(4)
    jailed(state, 0, turns=3)
    give(state, 0, 38)
    place(state, 0, 10, cash=20)
    assert legal_actions(state)[0] == PayFine(0) and Roll(0) not in legal_actions(state)
    apply(state, PayFine(0))
    assert state.phase == Phase.RAISE
    events = apply(state, Mortgage(0, (38,)))
    assert payments(events) == [(MISC, 0, 100), (0, TREASURY, 50)]
    assert state.phase == Phase.PRE_ROLL and not state.players[0].in_jail
    throw(state, 1, 2)
    assert state.players[0].position == 13
