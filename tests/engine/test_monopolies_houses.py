"""Monopolies (Municipal Cinch, railroad fares, the Trust) and houses (seed 000 V-A, V-B;
1906 rule 9; dossier 7.25)."""

from __future__ import annotations

import pytest

from landlords import events as ev
from landlords.actions import Answer, Build, ProposeTrust
from landlords.editions.standard1906 import rents
from landlords.engine import apply, legal_actions
from landlords.state import MISC, TREASURY

from .helpers import game, give
from .scenario import cash, payments, place, refused, throw


def test_municipal_cinch_twenty_five_dollars() -> None:
    """Seed 000 V-A: the owner of both Soakum Lighting System and Slambang Trolley collects $25
    instead of $5 from anyone stopping on either."""
    state = game(4)
    give(state, 1, 13)
    place(state, 0, 10)
    events = throw(state, 1, 2)
    assert payments(events) == [(0, 1, 5)]
    cinch = game(4)
    give(cinch, 1, 13, 27)
    place(cinch, 0, 10)
    events = throw(cinch, 1, 2)
    assert events[-1] == ev.Payment(0, 1, 25, "Municipal Cinch")


@pytest.mark.parametrize(("railroads", "fare"), [(1, 5), (2, 10), (3, 20), (4, 50)])
def test_railroad_fares_five_ten_twenty_fifty_by_railroads_held(railroads: int, fare: int) -> None:
    """1906 rule 9, seed 000 V-A: $5 fare; an owner of two railroads charges $10, of three $20,
    of all four $50."""
    state = game(4)
    give(state, 1, *(5, 15, 25, 35)[:railroads])
    events = throw(state, 2, 3)  # Royal Rusher R.R.
    assert payments(events) == [(0, 1, fare)]


def test_trust_forty_dollar_fare_split_by_agreement_odd_dollar_to_the_railroad_owner(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed 000 V-A, dossier 7.25: two players who hold all the railroads may, if both agree, form
    a Trust charging $40 a stop, split equally (an odd dollar to the owner of the road landed on)."""
    state = game(4)
    give(state, 0, 5, 15)
    give(state, 1, 25, 35)
    assert ProposeTrust(0, 1) in legal_actions(state)
    assert "every railroad" in refused(state, ProposeTrust(0, 2))
    apply(state, ProposeTrust(0, 1))
    apply(state, Answer(1, False))  # no agreement, no Trust
    assert state.trust is None
    apply(state, ProposeTrust(0, 1))
    events = apply(state, Answer(1, True))
    assert ev.TrustFormed((0, 1)) in events
    state.current = 2  # another player's turn, from Mother Earth
    events = throw(state, 2, 3)
    assert payments(events) == [(2, 0, 20), (2, 1, 20)]
    monkeypatch.setattr(rents, "TRUST_FARE", 41)
    assert [(d.creditor, d.amount) for d in rents.railroad_dues(state, 3, 5)] == [(0, 21), (1, 20)]
    assert [(d.creditor, d.amount) for d in rents.railroad_dues(state, 3, 25)] == [(1, 21), (0, 20)]


def test_house_costs_a_hundred_to_miscellaneous_on_your_own_lot() -> None:
    """Seed 000 V-B: on his turn a player may build on his lots, paying $100 a house to
    Miscellaneous."""
    state = game(4)
    give(state, 0, 38)
    assert Build(0, 38) in legal_actions(state)
    events = apply(state, Build(0, 38))
    assert ev.HouseBuilt(0, 38) in events
    assert payments(events) == [(0, MISC, 100)]
    assert state.houses[38] == [0] and state.players[0].cash == 300


def test_each_house_adds_ten_dollars_rent() -> None:
    """Seed 000 IV-B, V-B: each house increases the lot's rent by $10."""
    state = game(4)
    give(state, 1, 19)  # Cottage Terrace, rent $12
    state.houses[19] = [1, 1, 1]
    place(state, 0, 14)
    events = throw(state, 2, 3)
    assert payments(events) == [(0, 1, 12 + 30)]


def test_no_more_than_three_houses_on_a_lot() -> None:
    """Seed 000 V-B: no more than three houses may be built on a lot."""
    state = game(4)
    give(state, 0, 38)
    for _ in range(3):
        apply(state, Build(0, 38))
    assert state.houses[38] == [0, 0, 0]
    assert "all the houses" in refused(state, Build(0, 38))


def test_houses_only_on_own_lots_on_your_turn_with_the_cash() -> None:
    """Seed 000 V-B: a player improves his own lots, on his turn, for $100 a house."""
    state = game(4)
    give(state, 0, 38)
    give(state, 1, 36)
    assert "your own lots" in refused(state, Build(0, 36))
    assert "P0's decision" in refused(state, Build(1, 36))
    assert "only on lots" in refused(state, Build(0, 5))
    place(state, 0, 0, cash=99)
    assert "costs $100" in refused(state, Build(0, 38))
    assert not [a for a in legal_actions(state) if isinstance(a, Build)]
    assert cash(state) == [99, 400, 400, 400] and state.treasury == 0 and not any(state.houses)


def test_houses_count_toward_rising_nothing_by_default() -> None:
    """Seed 000 VII (optional rules are off by default): taxes stay $10 however many houses stand."""
    state = game(4)
    for lot in (1, 3, 6, 7, 9, 11, 12, 14, 16, 18):
        state.houses[lot] = [1, 1, 1]
    events = throw(state, 1, 1)  # Fuel
    assert payments(events) == [(0, TREASURY, 10)]
