"""Single Tax: the switch by vote and its rules (seed 002 rules 1-8, seed 000 VI, dossier 4 and
7.10-7.15)."""

from __future__ import annotations

import pytest

from landlords import events as ev
from landlords.actions import Bid, Build, ChooseOpportunity, Mortgage, Move, Pass, Propose, Vote
from landlords.edition import score
from landlords.engine import apply, decider, legal_actions
from landlords.events import Events
from landlords.money import pay
from landlords.state import MISC, TREASURY, GameState, Phase

from .helpers import game, give
from .scenario import cash, end_turn, payments, place, refused, throw


def single_tax(players: int = 4, **options: object) -> GameState:
    """A game where P0 proposes Single Tax and P1 seconds it."""
    state = game(players, **options)
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, True))
    assert state.single_tax
    return state


def go(state: GameState, d1: int, d2: int) -> Events:
    """Throw and take the plain forward move, whatever other choice the throw allows."""
    events = throw(state, d1, d2)
    if state.phase == Phase.CHOOSE_MOVE:
        events += apply(state, Move(state.current, d1 + d2))
    return events


def feed_treasury(state: GameState, amount: int) -> Events:
    """A payment of ``amount`` into the Public Treasury, as rent would be (P0 is handed the sum and
    pays it in, so only the Treasury's balance changes)."""
    events: Events = []
    state.players[0].cash += amount
    state.misc -= amount
    pay(state, events, 0, TREASURY, amount, "land rent")
    return events


def test_single_tax_passes_on_the_vote_of_two_players_keeping_holdings() -> None:
    """Seed 000 VI and V-C, seed 002 Setup, dossier 7.10: any player may propose Single Tax; it
    passes when two players (the proposer included) vote for it; holdings are kept and the Public
    Treasury starts empty (its money goes to Miscellaneous)."""
    state = game(4)
    give(state, 1, 38)
    state.houses[38] = [1]
    state.treasury, state.misc = 120, state.misc - 120
    assert Propose(0, "single_tax") in legal_actions(state)
    apply(state, Propose(0, "single_tax"))
    assert decider(state) == 1
    events = apply(state, Vote(1, True))
    assert [type(e) for e in events] == [ev.Voted, ev.MotionCarried, ev.SingleTaxAdopted, ev.Payment]
    assert payments(events) == [(TREASURY, MISC, 120)]
    assert state.single_tax and state.treasury == 0
    assert state.owner[38] == 1 and state.houses[38] == [1]
    assert cash(state) == [400] * 4
    assert state.phase == Phase.PRE_ROLL and decider(state) == 0
    assert Propose(0, "single_tax") not in legal_actions(state)


def test_single_tax_motion_fails_without_a_second_vote() -> None:
    """Seed 000 VI: one vote is not enough; every other player is asked in turn."""
    state = game(4)
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, False))
    assert decider(state) == 2
    apply(state, Vote(2, False))
    events = apply(state, Vote(3, False))
    assert ev.MotionLost("single_tax") in events
    assert not state.single_tax and state.phase == Phase.PRE_ROLL
    late = game(4)
    apply(late, Propose(0, "single_tax"))
    apply(late, Vote(1, False))
    events = apply(late, Vote(2, True))
    assert ev.MotionCarried("single_tax") in events
    assert late.single_tax and late.phase == Phase.PRE_ROLL


def test_single_tax_in_a_two_player_game_needs_both() -> None:
    """Dossier 7.10: 'a vote of at least two players' means both players in a two-player game."""
    refused_by_one = game(2)
    apply(refused_by_one, Propose(0, "single_tax"))
    events = apply(refused_by_one, Vote(1, False))
    assert ev.MotionLost("single_tax") in events
    assert not refused_by_one.single_tax
    assert single_tax(2).single_tax


@pytest.mark.parametrize(
    ("start", "dice", "space"), [(0, (1, 1), 2), (6, (1, 3), 10), (14, (1, 2), 17), (28, (1, 3), 32)]
)
def test_single_tax_no_tax_on_any_absolute_necessity_including_shelter(
    start: int, dice: tuple[int, int], space: int
) -> None:
    """Seed 002 rule 1, dossier 4 R1: no taxes on the Absolute Necessities, all four (Fuel, Shelter,
    Food, Clothing; seed 000 VI-A omits Shelter)."""
    state = single_tax()
    place(state, 0, start)
    events = go(state, *dice)
    assert state.players[0].position == space
    assert not payments(events)


def test_single_tax_land_rent_to_treasury_even_on_a_lot_you_hold() -> None:
    """Seed 002 rule 2, seed 000 VI-C: all land rent is paid into the Public Treasury, not to lot
    owners (so a holder pays it on his own lot too)."""
    state = single_tax()
    give(state, 0, 12)
    give(state, 1, 19)
    place(state, 0, 9)
    events = go(state, 1, 2)
    assert payments(events) == [(0, TREASURY, 8)]
    end_turn(state)
    place(state, 1, 14)
    events = go(state, 2, 3)
    assert payments(events) == [(1, TREASURY, 12)]
    assert state.treasury == 20


def test_single_tax_house_rent_to_each_house_builder() -> None:
    """Seed 002 rule 4, seed 000 VI-J: the lander pays full land rent to the Public Treasury, then
    $10 for each house to that house's owner (nothing for his own)."""
    state = single_tax()
    give(state, 3, 19)
    state.houses[19] = [1, 2, 0]
    place(state, 0, 14)
    events = go(state, 2, 3)
    assert payments(events) == [(0, TREASURY, 12), (0, 1, 10), (0, 2, 10)]
    assert cash(state) == [368, 410, 410, 400]


def test_single_tax_no_land_auctions_but_charters_still_sold() -> None:
    """Seed 002 rules 2-4 (dossier 4): under Single Tax land is not sold: stopping on an unowned lot
    pays its rent to the Public Treasury; railroads and franchises still have owners until the
    public buys them, so an unowned one is still auctioned."""
    state = single_tax()
    events = go(state, 3, 4)  # The Farm
    assert not any(isinstance(e, ev.AuctionOpened) for e in events)
    assert payments(events) == [(0, TREASURY, 4)] and state.owner[7] == -1
    end_turn(state)
    events = go(state, 2, 3)  # Royal Rusher R.R.
    assert state.phase == Phase.AUCTION


def test_single_tax_fares_and_rates_to_their_owners_until_bought_out() -> None:
    """Seed 002 rule 3: railroad fares and franchise rates still go to their owners until the
    Public Treasury acquires them."""
    state = single_tax()
    give(state, 1, 5, 15)
    events = go(state, 2, 3)
    assert payments(events) == [(0, 1, 10)]


def test_single_tax_acquisition_sequence_in_rulebook_order() -> None:
    """1906 Single Tax rule 6 (dossier 4 R6, 7.11; seed 002 rule 6): each $50 in the Public
    Treasury buys, in order, Soakum (13), Slambang (27), P.D.Q. (35), Gee Whiz (25), Shooting Star
    (15), Royal Rusher (5) -- $50 to the holder, or to Miscellaneous if unowned -- then a Free
    College on Lord Blueblood's Estate (30) and on Hogg's Game Preserves (4); after that each $50
    raises wages by $10."""
    state = single_tax()
    give(state, 1, 13, 25)
    give(state, 2, 35)
    state.treasury, state.misc = 40, state.misc - 40
    place(state, 0, 14)
    events = go(state, 2, 3)  # rent $12 brings the Treasury to $52: the first purchase
    assert payments(events) == [(0, TREASURY, 12), (TREASURY, 1, 50)]
    assert ev.MadePublic(13, 1) in events
    assert state.treasury == 2 and state.public[13] and state.owner[13] == -1
    steps = []
    for _ in range(9):
        events = feed_treasury(state, 50)
        steps.append([e for e in events if isinstance(e, ev.MadePublic | ev.CollegeOpened | ev.WagesRaised)])
        assert state.treasury == 2
    assert steps == [
        [ev.MadePublic(27, -1)],
        [ev.MadePublic(35, 2)],
        [ev.MadePublic(25, 1)],
        [ev.MadePublic(15, -1)],
        [ev.MadePublic(5, -1)],
        [ev.CollegeOpened(30)],
        [ev.CollegeOpened(4)],
        [ev.WagesRaised(110)],
        [ev.WagesRaised(120)],
    ]
    assert cash(state)[:3] == [388, 500, 450]
    assert state.colleges == [30, 4] and state.wages == 120
    assert all(state.owner[s] == -1 and state.public[s] for s in (5, 13, 15, 25, 27, 35))


def test_single_tax_wages_rise_is_paid_at_mother_earth() -> None:
    """1906 Single Tax rule 6 (dossier 4 R6.4): the raised wages are what Mother Earth pays."""
    state = single_tax()
    state.wages = 130
    give(state, 1, 1)
    place(state, 0, 38)
    events = go(state, 1, 2)
    assert (MISC, 0, 130) in payments(events)


def test_single_tax_public_spaces_are_free() -> None:
    """Seed 002 rules 3 and 6: a railroad or franchise taken over by the public is free to all."""
    state = single_tax()
    give(state, 1, 5)
    feed_treasury(state, 300)  # all six charters bought out
    assert all(state.public[s] for s in (5, 13, 15, 25, 27, 35))
    events = go(state, 2, 3)  # Royal Rusher R.R.: neither fare nor auction
    assert not payments(events) and state.phase == Phase.POST_ROLL
    end_turn(state)
    place(state, 1, 10)
    events = go(state, 1, 2)  # Soakum Lighting System
    assert not payments(events) and state.phase == Phase.POST_ROLL


def test_free_college_gives_education_cards_and_four_make_a_professor() -> None:
    """1906 Single Tax rules 5 and 7, seed 002 rule 7: a Free College replaces the Jail penalty;
    a player stopping there takes an Education card, and four are exchanged for a Professor card,
    worth $100 at the end."""
    state = single_tax(2)
    feed_treasury(state, 350)  # six charters and the first college, on #30
    assert state.colleges == [30]
    place(state, 0, 21)
    events = go(state, 4, 5)
    assert ev.EducationTaken(0) in events
    p = state.players[0]
    assert p.position == 30 and not p.in_jail and p.education == 1 and not payments(events)
    end_turn(state)
    go(state, 1, 3)  # no college on Hogg's Game Preserves yet: still Jail
    assert state.players[1].in_jail and state.players[1].position == 10
    end_turn(state)
    p.education = 3
    place(state, 0, 21)
    events = go(state, 4, 5)
    assert ev.ProfessorMade(0) in events
    assert (p.education, p.professors) == (0, 1)
    assert score(state, 0).part("Professors") == 100


def test_single_tax_lot_deeds_score_nothing() -> None:
    """Seed 002 Setup, dossier 7.12: lot Title Deeds are worthless under Single Tax; charters, the
    Broker's License, houses and the Professor card still count $100; Education cards nothing."""
    state = single_tax()
    give(state, 0, 38, 36, 5, 8)
    state.houses[38] = [0]
    state.players[0].professors = 1
    state.players[0].education = 3
    s = score(state, 0)
    assert (s.part("Cards"), s.part("Houses"), s.part("Professors"), s.total) == (200, 100, 100, 400 + 400)


def test_natural_opportunity_when_a_move_cannot_be_afforded() -> None:
    """Seed 002 rule 8, seed 000 VI-B, dossier 7.13: under Single Tax there is no Poor House; a
    player who cannot afford the move his throw calls for takes up a Natural Opportunity whose
    corner lies at or behind the space his throw would reach; no wages for being placed there."""
    state = single_tax()
    place(state, 0, 6, cash=5)
    events = throw(state, 2, 4)  # Goat Alley, rent $8
    assert state.phase == Phase.OPPORTUNITY and decider(state) == 0
    assert legal_actions(state) == [ChooseOpportunity(0, 0), ChooseOpportunity(0, 1)]
    assert "not behind your throw" in refused(state, ChooseOpportunity(0, 2))
    events = apply(state, ChooseOpportunity(0, 1))
    assert ev.OpportunityTaken(0, 1) in events
    p = state.players[0]
    assert p.opportunity == 1 and p.position == 10 and not p.in_jail and not p.in_poorhouse
    assert p.cash == 5 and state.phase == Phase.POST_ROLL


def test_natural_opportunity_wages_and_rent_before_the_next_throw() -> None:
    """Seed 002 rule 8, dossier 7.13: just before his next throw the player collects the Natural
    Opportunity's wages from Miscellaneous and pays its rent to the Public Treasury, then moves out
    counting from the corner's next space."""
    state = single_tax(2)
    give(state, 1, 13)
    place(state, 0, 6, cash=5)
    throw(state, 2, 4)
    apply(state, ChooseOpportunity(0, 1))  # Farmlands: wages $60, rent $25
    end_turn(state)
    place(state, 1, 14)
    go(state, 2, 4)
    end_turn(state)
    events = throw(state, 1, 2)
    assert payments(events) == [(MISC, 0, 60), (0, TREASURY, 25), (0, 1, 5)]
    assert state.players[0].position == 13 and state.players[0].opportunity == -1
    assert state.players[0].cash == 35


def test_natural_opportunity_not_twice_in_one_turn() -> None:
    """Seed 000 VI-B, seed 002 rule 8 (dossier 4 R8): on the turn he leaves a Natural Opportunity a
    player may not use another; he must make his move and pays what he can."""
    state = single_tax(2)
    state.houses[16] = [1, 1, 1]  # Rickety Row: rent $10 + 3 houses = $40
    place(state, 0, 10, cash=0)
    state.players[0].opportunity = 1
    events = throw(state, 2, 4)  # after Farmlands he holds $35
    assert state.phase == Phase.POST_ROLL
    assert state.players[0].position == 16 and state.players[0].opportunity == -1
    assert payments(events) == [(MISC, 0, 60), (0, TREASURY, 25), (0, TREASURY, 10), (0, 1, 10), (0, 1, 10), (0, 1, 5)]
    assert ev.Waived(0, 1, 5) in events
    assert state.players[0].cash == 0 and not state.players[0].in_poorhouse


def test_single_tax_build_on_any_unimproved_lot_where_you_stand() -> None:
    """Seed 002 rule 4, dossier 7.15: stopping on an unimproved lot (anyone's or nobody's) the player
    may build a house there for $100 to Miscellaneous, earning its $10 rent; by default only on an
    unimproved lot (option single_tax_unimproved_only)."""
    state = single_tax()
    give(state, 1, 12)
    place(state, 0, 9)
    go(state, 1, 2)
    assert Build(0, 12) in legal_actions(state)
    events = apply(state, Build(0, 12))
    assert payments(events) == [(0, MISC, 100)]
    assert state.houses[12] == [0] and state.phase == Phase.POST_ROLL
    assert "all the houses" in refused(state, Build(0, 12))


def test_single_tax_bidding_for_the_right_to_build_away_from_your_checker() -> None:
    """Seed 002 rule 4, dossier 7.15: on his turn a player may build on any unimproved lot, unless
    another bids against him for the privilege; the winning bid goes to the Public Treasury."""
    state = single_tax()
    events = apply(state, Build(0, 38))
    assert state.phase == Phase.AUCTION and decider(state) == 1
    assert ev.AuctionOpened(38, 0, 0, "build") in events
    apply(state, Bid(1, 10))
    apply(state, Pass(2))
    apply(state, Pass(3))
    assert decider(state) == 0
    apply(state, Bid(0, 15))
    events = apply(state, Pass(1))
    assert payments(events) == [(0, TREASURY, 15), (0, MISC, 100)]
    assert state.houses[38] == [0] and state.phase == Phase.PRE_ROLL

    unopposed = single_tax()
    apply(unopposed, Build(0, 36))
    for p in (1, 2, 3):
        events = apply(unopposed, Pass(p))
    assert payments(events) == [(0, MISC, 100)]
    assert unopposed.houses[36] == [0]

    outbid = single_tax()
    apply(outbid, Build(0, 36))
    apply(outbid, Bid(1, 20))
    apply(outbid, Pass(2))
    apply(outbid, Pass(3))
    events = apply(outbid, Pass(0))
    assert payments(events) == [(1, TREASURY, 20), (1, MISC, 100)]
    assert outbid.houses[36] == [1] and outbid.phase == Phase.PRE_ROLL and decider(outbid) == 0


def test_single_tax_build_right_bid_limited_to_cash_beyond_the_house_price() -> None:
    """Seed 000 IV-A applied to the build auction (dossier 7.15): nobody bids money he does not
    have, and the winner must still pay $100 for the house."""
    state = single_tax()
    place(state, 1, 0, cash=150)
    apply(state, Build(0, 38))
    assert max(a.amount for a in legal_actions(state) if isinstance(a, Bid)) <= 50
    assert refused(state, Bid(1, 51)) == (
        "the bid is too high: the house costs $100 on top of the bid, so of P1's $150 at most $50 can go to a bid"
    )


def test_single_tax_bank_lends_nothing_on_worthless_lot_deeds() -> None:
    """Seed 002 Setup ('Title Deeds become worthless once Single Tax takes effect'), dossier 7.12:
    the bank will not lend on a worthless lot deed (else a mortgage would create money); charters
    still have value and can be mortgaged."""
    state = single_tax()
    give(state, 0, 31, 38, 5, 15)
    assert "worthless" in refused(state, Mortgage(0, (38,)))
    assert not [a for a in legal_actions(state) if isinstance(a, Mortgage) and set(a.spaces) & {31, 38}]
    events = apply(state, Mortgage(0, (5, 15)))
    assert payments(events) == [(MISC, 0, 100)]


def test_single_tax_abolishes_the_poor_house() -> None:
    """Seed 002 rule 8 ('The Poor House is eliminated'): a player in the Poor House when Single Tax
    is voted in is free; if he then cannot afford a move he takes up a Natural Opportunity."""
    state = game(4)
    place(state, 0, 20, cash=5)
    state.players[0].in_poorhouse = True
    apply(state, Propose(0, "single_tax"))
    events = apply(state, Vote(1, True))
    assert ev.LeavesPoorHouse(0) in events
    assert not state.players[0].in_poorhouse and state.players[0].position == 20
    state.houses[23] = [1]  # George Street: $14 land rent + $10 house rent
    throw(state, 1, 2)
    assert state.phase == Phase.OPPORTUNITY
    assert legal_actions(state) == [ChooseOpportunity(0, 0), ChooseOpportunity(0, 1), ChooseOpportunity(0, 2)]


def test_natural_opportunity_eligible_are_those_at_or_behind_the_target() -> None:
    """Dossier 7.13: eligible Natural Opportunities are those whose corner lies at or behind the
    space the throw would reach (Timberland always qualifies); the player chooses among them."""
    state = single_tax()
    state.houses[34] = [1, 2, 3]  # Fifth Avenue: $20 + 3 x $10
    place(state, 0, 29, cash=5)
    throw(state, 2, 3)  # forward to Fifth Avenue ($80) or back to Maguire Flats ($14): neither
    assert state.phase == Phase.OPPORTUNITY
    assert [a.opportunity for a in legal_actions(state) if isinstance(a, ChooseOpportunity)] == [0, 1, 2, 3]
    apply(state, ChooseOpportunity(0, 3))
    assert state.players[0].position == 30 and not state.players[0].in_jail
