"""Bank mortgages and raising cash (seed 000 IV-D; dossier 7.17) and rent (seed 000 IV-B)."""

from __future__ import annotations

import pytest

from landlords import events as ev
from landlords.actions import EndTurn, Mortgage, Move, Redeem
from landlords.engine import apply, decider, legal_actions
from landlords.state import MISC, Phase

from .helpers import game, give
from .scenario import end_turn, payments, place, refused, throw


def test_bank_mortgage_lends_in_hundred_dollar_steps_without_change() -> None:
    """Seed 000 IV-D: at any time a player may mortgage cards to the bank, which lends only in $100
    steps and makes no change."""
    state = game(4)
    give(state, 0, 26, 29, 31, 38)  # Fairhope $75, The Bowery $75, Broadway $100, Wall Street $100
    assert "$100 steps" in refused(state, Mortgage(0, (29,)))
    events = apply(state, Mortgage(0, (26, 29)))  # $150 of cards: $100, no change
    note = next(e for e in events if isinstance(e, ev.Mortgaged))
    assert note == ev.Mortgaged(0, (26, 29), note.note)
    assert payments(events) == [(MISC, 0, 100)]
    assert state.mortgaged[26] == state.mortgaged[29] == note.note
    events = apply(state, Mortgage(0, (31, 38)))
    assert payments(events) == [(MISC, 0, 200)]
    assert state.players[0].cash == 700
    assert "not already mortgaged" in refused(state, Mortgage(0, (26, 31)))
    assert "not already mortgaged" in refused(state, Mortgage(0, (12,)))  # not his card


def test_mortgage_interest_five_dollars_per_mortgaged_card_at_mother_earth() -> None:
    """Seed 000 IV-D: a player landing on or passing Mother Earth pays the bank $5 interest on each
    mortgaged card."""
    state = game(4)
    give(state, 0, 1, 26, 29, 38)
    apply(state, Mortgage(0, (26, 29)))
    apply(state, Mortgage(0, (38,)))
    place(state, 0, 38)
    events = throw(state, 1, 2)
    assert state.players[0].position == 1
    assert [(e.amount, e.reason) for e in events if isinstance(e, ev.Payment)] == [
        (100, "wages"),
        (15, "mortgage interest"),
    ]
    assert state.players[0].cash == 400 + 200 + 100 - 15


def test_mortgage_redemption_at_face_value() -> None:
    """Seed 000 IV-D: a mortgaged card is redeemed by paying the bank its full face value."""
    state = game(4)
    give(state, 0, 26, 29)
    events = apply(state, Mortgage(0, (26, 29)))
    note = next(e.note for e in events if isinstance(e, ev.Mortgaged))
    assert Redeem(0, note) in legal_actions(state)
    events = apply(state, Redeem(0, note))
    assert payments(events) == [(0, MISC, 150)]  # borrowed $100, redeemed at the cards' $150
    assert state.mortgaged[26] == state.mortgaged[29] == -1
    assert state.players[0].cash == 350 and not state.notes
    poor = game(4)
    give(poor, 0, 26, 29)
    apply(poor, Mortgage(0, (26, 29)))
    place(poor, 0, 0, cash=149)
    assert "redeeming costs $150" in refused(poor, Redeem(0, next(iter(poor.notes))))


def test_mortgaged_card_still_earns_rent() -> None:
    """Dossier 7.17: a card mortgaged to the bank still earns rent for its owner."""
    state = game(4)
    give(state, 0, 16, 19)  # Rickety Row ($50, rent $10), Cottage Terrace ($50)
    apply(state, Mortgage(0, (16, 19)))
    place(state, 0, 14)
    throw(state, 2, 4)  # to Central Park
    end_turn(state)
    place(state, 1, 11)
    events = throw(state, 2, 3)
    assert payments(events) == [(1, 0, 10)]


def test_raise_phase_when_short_of_cash() -> None:
    """Seed 000 IV-C #20 and IV-D: a player who owes more than his cash but can mortgage must raise
    the money (mortgage) before the game goes on; only then is the debt paid."""
    state = game(4)
    give(state, 0, 38)
    give(state, 1, 12)  # Goat Alley, rent $8
    place(state, 0, 9, cash=5)
    events = throw(state, 1, 2)
    assert ev.MustRaise(0, 3) in events
    assert state.phase == Phase.RAISE and decider(state) == 0
    assert legal_actions(state) == [Mortgage(0, (38,))]
    assert "not possible now" in refused(state, EndTurn(0))
    events = apply(state, Mortgage(0, (38,)))
    assert payments(events) == [(MISC, 0, 100), (0, 1, 8)]
    assert state.players[0].cash == 97 and state.phase == Phase.POST_ROLL
    assert not state.players[0].in_poorhouse


def test_rent_to_owner_or_public_treasury_plus_ten_per_house() -> None:
    """Seed 000 IV-B: the lander pays rent to the owner (to the Public Treasury if unowned); each
    house adds $10; a player pays nothing on his own lot."""
    state = game(4)
    give(state, 1, 16)  # Rickety Row, rent $10
    state.houses[16] = [1, 1]
    place(state, 0, 11)
    events = throw(state, 2, 3)
    assert payments(events) == [(0, 1, 10 + 20)]
    assert state.treasury == 0
    end_turn(state)
    give(state, 1, 19)  # his own lot: free
    place(state, 1, 14)
    events = throw(state, 2, 3)
    assert state.players[1].position == 19 and not payments(events)


def test_raise_phase_ends_in_the_poor_house_when_the_rest_cannot_be_raised() -> None:
    """Seed 000 IV-C #20 and IV-D: the bank gives no change, so a player may mortgage and still be
    short with nothing left that the bank will lend on; he can neither pay nor borrow, so he goes to
    the Poor House (the game must not wait for a mortgage that cannot be made)."""
    state = game(4, rising_rents=True)
    give(state, 1, 36, 38)
    state.houses[36] = [1, 1, 1]
    state.houses[38] = [1, 1, 1]  # Wall Street: $22 x 8 + $30 = $206
    give(state, 0, 12, 14, 26, 28, 29)  # 2 x $50 + 3 x $75: the bank lends $300 on all five together
    place(state, 0, 33, cash=5)
    throw(state, 2, 3)
    apply(state, Move(0, 5))
    assert state.phase == Phase.RAISE
    events = apply(state, Mortgage(0, (26, 29)))  # $150 of cards for $100: $105, and $100 more at most
    assert ev.ToPoorHouse(0, "$206 to P1") in events
    p = state.players[0]
    assert p.in_poorhouse and p.position == 20 and p.cash == 105
    assert state.phase == Phase.POST_ROLL and state.debt is None
    assert state.players[1].cash == 400


@pytest.mark.parametrize(
    ("start", "dice", "space"), [(0, (1, 1), 2), (6, (1, 3), 10), (14, (1, 2), 17), (28, (1, 3), 32)]
)
def test_necessity_tax_ten_dollars_to_the_public_treasury(start: int, dice: tuple[int, int], space: int) -> None:
    """1906 rule 4 (seed 000 II, dossier 3.3): stopping on Fuel, Shelter (by count: dossier 7.6),
    Food or Clothing costs $10, paid to the Public Treasury."""
    state = game(4)
    place(state, 0, start)
    throw(state, *dice)
    if state.phase == Phase.CHOOSE_MOVE:
        apply(state, Move(0, sum(dice)))
    assert state.players[0].position == space
    assert state.players[0].cash == 390 and state.treasury == 10


@pytest.mark.parametrize("options", [{}, {"single_tax_at_turn": 15}, {"rising_rents": True}])
def test_landing_cost_adds_up_what_the_space_asks(options: dict[str, object]) -> None:
    """The cost the throw and the bots weigh is what stopping there would ask, on every space, for
    every player, in positions of played games (houses, mortgages, Single Tax, rising rents)."""
    from landlords.bots import RandomBot
    from landlords.editions.standard1906.rents import landing_cost, space_dues
    from landlords.engine import is_over, new_game
    from landlords.options import Options

    checked = 0
    for seed in range(3):
        state = new_game(Options(**options), seed)  # type: ignore[arg-type]
        bots = [RandomBot(seed * 4 + p) for p in range(state.num_players)]
        while not is_over(state):
            if state.phase == Phase.PRE_ROLL:
                for player in range(state.num_players):
                    for space in range(len(state.board)):
                        asked = sum(d.amount for d in space_dues(state, player, space))
                        assert landing_cost(state, player, space) == asked
                        checked += 1
            apply(state, bots[decider(state)].decide(state).action)
    assert checked > 5_000
