"""Speculation, space #8 (seed 000 IV-C #8; 1906 rule 8; dossier 7.1 and 7.27)."""

from __future__ import annotations

import pytest

from landlords import events as ev
from landlords.actions import Bid, Move, Pass, Stay
from landlords.engine import apply, legal_actions
from landlords.events import Events
from landlords.state import MISC, TREASURY, GameState, Phase

from .helpers import game, give, rig
from .scenario import payments, place, throw

SPECULATION = 8


def speculate(state: GameState, d1: int, d2: int) -> Events:
    """The current player, on Mother Earth, throws 3+5 onto Speculation, plays, and throws (d1, d2)."""
    throw(state, 3, 5)
    assert state.phase == Phase.CHOOSE_MOVE
    rig(state, (d1, d2))
    return apply(state, Move(state.current, 8))


def test_speculation_throw_onto_eight_may_stay_instead() -> None:
    """Seed 000 IV-C #8: a player whose throw would land on Speculation may pass his turn instead."""
    state = game(4)
    give(state, 1, SPECULATION)
    throw(state, 3, 5)
    assert legal_actions(state)[:2] == [Move(0, 8), Stay(0)]
    events = apply(state, Stay(0))
    assert ev.Stayed(0) in events
    assert state.players[0].position == 0 and state.players[0].cash == 400
    assert state.phase == Phase.POST_ROLL
    assert not payments(events)


def test_speculation_broker_license_is_auctioned_then_the_lander_speculates() -> None:
    """Seed 000 IV-C #8: the license is auctioned like a lot and its buyer becomes the Broker; then
    the lander pays the $10 stake and throws (as his own Broker he pays the 10% to himself: dossier
    7.27)."""
    state = game(4)
    throw(state, 3, 5)
    apply(state, Move(0, 8))
    apply(state, Bid(0, 50))
    apply(state, Pass(1))
    apply(state, Pass(2))
    rig(state, (3, 4))
    events = apply(state, Pass(3))
    assert state.owner[SPECULATION] == 0
    spec = next(e for e in events if isinstance(e, ev.Speculated))
    assert spec == ev.Speculated(0, (3, 4), 50, False)
    # Stake to Miscellaneous, prize from Miscellaneous, 10% to himself as Broker.
    assert payments(events) == [(0, TREASURY, 50), (0, MISC, 10), (MISC, 0, 50)]
    assert state.players[0].cash == 400 - 50 - 10 + 50


def test_speculation_stake_goes_to_miscellaneous_by_default() -> None:
    """Seed 000 IV-C #8: the moving player pays $10 to Miscellaneous (even with a Broker)."""
    state = game(4)
    give(state, 1, SPECULATION)
    events = speculate(state, 2, 3)
    assert payments(events)[0] == (0, MISC, 10)


@pytest.mark.parametrize(
    ("dice", "prize"),
    [((1, 4), 30), ((1, 5), 40), ((1, 6), 50), ((2, 6), 60), ((3, 6), 70), ((4, 6), 80), ((5, 6), 90)],
)
def test_speculation_payout_table_five_pays_thirty_to_eleven_pays_ninety(dice: tuple[int, int], prize: int) -> None:
    """Seed 000 IV-C #8: 5 = $30, 6 = $40, 7 = $50, 8 = $60, 9 = $70, 10 = $80, 11 = $90, from
    Miscellaneous; the winner pays 10% to the Broker."""
    state = game(4)
    give(state, 1, SPECULATION)
    events = speculate(state, *dice)
    assert payments(events) == [(0, MISC, 10), (MISC, 0, prize), (0, 1, prize // 10)]
    assert state.players[0].cash == 400 - 10 + prize - prize // 10
    assert state.players[1].cash == 400 + prize // 10


@pytest.mark.parametrize("dice", [(1, 1), (2, 2), (6, 6)])
def test_speculation_doubles_pay_a_hundred_and_two_two_is_a_double_not_a_skin_game(dice: tuple[int, int]) -> None:
    """Seed 000 IV-C #8 and IV-E: doubles win $100; dossier 7.1: 2+2 is a double first, so it
    pays $100 and is no skin game (the Broker keeps his license and his liberty)."""
    state = game(4)
    give(state, 1, SPECULATION)
    place(state, 1, 25)
    events = speculate(state, *dice)
    spec = next(e for e in events if isinstance(e, ev.Speculated))
    assert spec.prize == 100 and spec.skin_game is False
    assert payments(events) == [(0, MISC, 10), (MISC, 0, 100), (0, 1, 10)]
    assert state.owner[SPECULATION] == 1
    assert not state.players[1].in_jail and state.players[1].position == 25


def test_speculation_ten_percent_to_miscellaneous_without_a_broker() -> None:
    """Seed 000 IV-C #8: rewarded players pay 10% to the Broker, or to Miscellaneous if there is
    none (the license unsold)."""
    state = game(4)
    throw(state, 3, 5)
    apply(state, Move(0, 8))
    for p in (0, 1, 2):
        apply(state, Pass(p))
    rig(state, (4, 5))
    events = apply(state, Pass(3))
    assert state.owner[SPECULATION] == -1
    assert payments(events) == [(0, MISC, 10), (MISC, 0, 70), (0, MISC, 7)]
    assert state.players[0].cash == 400 - 10 + 70 - 7


@pytest.mark.parametrize("dice", [(1, 2), (1, 3), (2, 1), (3, 1)])
def test_speculation_skin_game_jails_broker_and_forfeits_license(dice: tuple[int, int]) -> None:
    """Seed 000 IV-C #8: a 3 or 4 (not a double) wins nothing; the Broker is caught in a 'skin
    game', goes to Jail, and the license returns to the pack (dossier 7.27: at once, though he is
    not the mover)."""
    state = game(4)
    give(state, 1, SPECULATION)
    place(state, 1, 25)
    events = speculate(state, *dice)
    spec = next(e for e in events if isinstance(e, ev.Speculated))
    assert spec.prize == 0 and spec.skin_game is True
    assert payments(events) == [(0, MISC, 10)]
    assert state.owner[SPECULATION] == -1
    assert ev.LicenseLost(1) in events
    broker = state.players[1]
    assert broker.in_jail and broker.position == 10
    assert state.players[0].position == 8 and not state.players[0].in_jail


def test_speculation_skin_game_without_a_broker_only_loses_the_stake() -> None:
    """Seed 000 IV-C #8: with nobody holding the license, a 3 or 4 just wins nothing."""
    state = game(4)
    throw(state, 3, 5)
    apply(state, Move(0, 8))
    for p in (0, 1, 2):
        apply(state, Pass(p))
    rig(state, (1, 2))
    events = apply(state, Pass(3))
    assert payments(events) == [(0, MISC, 10)]
    assert not any(p.in_jail for p in state.players)


def test_a_broker_caught_at_a_natural_opportunity_leaves_it_for_jail() -> None:
    """Under the Single Tax the Broker may be working at a Natural Opportunity when he is caught in
    a skin game: he goes to Jail and is no longer there (no wages or rent from it next turn)."""
    state = game(4)
    give(state, 1, SPECULATION)
    state.players[1].opportunity = 1
    speculate(state, 1, 2)
    broker = state.players[1]
    assert broker.in_jail and broker.position == 10 and broker.opportunity == -1
