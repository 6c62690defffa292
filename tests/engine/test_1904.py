"""The 1904 patent game: one scenario per paragraph of the patent's rules (seed 001; the opening
paragraph the seed leaves out is the patent's own, dossier 2.2), with the dossier's resolutions
(7.3, 7.5, 7.20-7.23) and their named alternatives."""

from __future__ import annotations

from landlords import events as ev
from landlords.actions import (
    Answer,
    BuyTitle,
    EndTurn,
    FinishBuying,
    Mortgage,
    Move,
    OfferLoan,
    PayFine,
    Redeem,
    RepayLoan,
    Roll,
)
from landlords.edition import score
from landlords.editions.patent1904 import BuyLot, DeclineLuxury, Patent1904Phase, Refuse, RentLot
from landlords.engine import apply, is_over, legal_actions, new_game
from landlords.events import Events
from landlords.options import Options
from landlords.state import MISC, RAILROAD, TREASURY, GameState, Phase

from .helpers import give
from .scenario import end_turn, payments, place, refused, throw

BREAD, NO_TRESPASSING, RR1, LUXURY, JAIL, SHELTER, RR2, LIGHT, PARK = 2, 4, 5, 8, 10, 12, 15, 17, 20
COAL, RR3, WATER, BLUEBLOOD, CLOTHING, RR4, LEGACY, LUXURY2 = 22, 25, 27, 30, 32, 35, 37, 39
LOT = {
    1: 1,
    2: 3,
    3: 6,
    4: 7,
    5: 9,
    6: 11,
    7: 13,
    8: 14,
    9: 16,
    10: 18,
    11: 19,
    12: 21,
    13: 23,
    14: 24,
    15: 26,
    16: 28,
    17: 29,
    18: 31,
    19: 33,
    20: 34,
    21: 36,
    22: 38,
}


def game(players: int = 4, cash: int = 500, **options: object) -> GameState:
    """A 1904 game without the opening draw, every player on Mother Earth with ``cash``, P0 to throw."""
    names = tuple(f"P{i}" for i in range(players))
    state = new_game(Options(edition="1904", players=names, deal="none", **options), 1)  # type: ignore[arg-type]
    state.current = state.first_player = 0
    for p in range(players):
        place(state, p, 0, cash)
    return state


def turn_of(state: GameState, player: int) -> None:
    """End the turn and give ``player`` the next one (a shortcut past the other seats)."""
    end_turn(state)
    state.current = player


def throw_again(state: GameState, d1: int, d2: int) -> Events:
    turn_of(state, state.current)
    return throw(state, d1, d2)


def stand(state: GameState, player: int, space: int) -> None:
    """Put a checker on ``space`` as having stopped there now (the shared-lot rule counts arrivals)."""
    place(state, player, space)
    state.arrivals += 1
    state.players[player].arrived = state.arrivals


# --- the opening paragraph -------------------------------------------------------------------------


def test_setup_five_hundred_each_and_twelve_of_the_22_lot_tickets() -> None:
    """Patent, opening paragraph: each player has $500; players draw lot tickets one at a time until
    12 are taken; each may buy the lots on his tickets (price to the Public Treasury) or put them back."""
    state = new_game(Options(edition="1904"), 7)
    assert [p.cash for p in state.players] == [500] * 4
    assert state.phase == Phase.SETUP
    dealt = [s for hand in state.dealt for s in hand]
    assert len(dealt) == 12 and len(set(dealt)) == 12
    assert all(state.board.spaces[s].kind == "lot" for s in dealt)
    assert sorted(len(h) for h in state.dealt) == [3, 3, 3, 3]
    first = state.first_player
    ticket = state.dealt[first][0]
    events = apply(state, BuyTitle(first, ticket))
    price = state.board.spaces[ticket].price
    assert payments(events) == [(first, TREASURY, price)] and state.owner[ticket] == first
    for k in range(4):
        apply(state, FinishBuying((first + k) % 4))
    assert state.phase == Phase.PRE_ROLL
    assert sum(1 for s in dealt if state.owner[s] != -1) == 1  # unbought tickets went back


def test_playing_without_the_lot_tickets_starts_with_one_hundred() -> None:
    """'Playing without the lot tickets': no draw, $100 each, lots bought as they are reached."""
    state = new_game(Options(edition="1904", deal="none"), 3)
    assert [p.cash for p in state.players] == [100] * 4
    assert state.phase == Phase.PRE_ROLL and all(o == -1 for o in state.owner)


def test_an_unowned_lot_is_bought_at_its_price_or_rented() -> None:
    """Patent, opening paragraph: lots are 'for sale at the highest figure marked upon them or for rent
    at the lowest figure'; either way the money goes to the Public Treasury."""
    state = game()
    throw(state, 1, 2)  # to Lot 2 ($20, rent $2)
    assert state.phase == Patent1904Phase.BUY_OR_RENT
    assert legal_actions(state) == [BuyLot(0), RentLot(0)]
    events = apply(state, BuyLot(0))
    assert payments(events) == [(0, TREASURY, 20)] and state.owner[LOT[2]] == 0
    assert state.phase == Phase.POST_ROLL
    end_turn(state)
    place(state, 0, PARK)
    events = throw(state, 1, 2)
    assert payments(events) == [(1, 0, 2)]  # now it is P0's: rent to the owner
    renter = game()
    throw(renter, 1, 2)
    events = apply(renter, RentLot(0))
    assert payments(events) == [(0, TREASURY, 2)] and renter.owner[LOT[2]] == -1
    poor = game(cash=10)
    throw(poor, 1, 2)
    assert legal_actions(poor) == [RentLot(0)]
    assert "costs $20" in refused(poor, BuyLot(0))


# --- the rule paragraphs ---------------------------------------------------------------------------


def test_absolute_necessities_cost_five_dollars_to_the_public_treasury() -> None:
    """'Absolute necessities': bread, coal, shelter and clothing: $5 into the Public Treasury."""
    for space in (BREAD, SHELTER, COAL, CLOTHING):
        state = game()
        place(state, 0, space - 3)
        events = throw(state, 1, 2)
        assert state.players[0].position == space
        assert payments(events) == [(0, TREASURY, 5)], space


def test_no_trespassing_sends_to_jail_out_by_a_double_or_the_fifty_dollar_fine() -> None:
    """'No trespassing': to Jail until a double or a $50 fine to the Public Treasury; the move out
    counts from the space in front of the Jail (dossier 7.5: that space is the first step)."""
    state = game()
    throw(state, 1, 3)
    assert state.players[0].in_jail and state.players[0].position == JAIL
    turn_of(state, 1)
    place(state, 1, 21)
    throw(state, 4, 5)  # Lord Blueblood's No Trespassing
    assert state.players[1].in_jail
    turn_of(state, 0)
    events = throw(state, 1, 2)
    assert ev.StaysInJail(0, 1) in events and state.players[0].in_jail
    turn_of(state, 0)
    assert PayFine(0) in legal_actions(state)
    events = apply(state, PayFine(0))
    assert payments(events) == [(0, TREASURY, 50)] and not state.players[0].in_jail
    events = throw(state, 2, 3)
    assert state.players[0].position == RR2 and payments(events) == [(0, RAILROAD, 5)]
    turn_of(state, 1)
    events = throw(state, 2, 2)
    assert ev.Released(1, "doubles") in events
    assert state.players[1].position == LOT[8]


def test_option_jail_count_from_the_space_in_front() -> None:
    """Option jail_count_from="front": the count starts on the space in front of the Jail, so a
    throw of 5 goes from Lot 6 to Lot 9."""
    state = game(jail_count_from="front")
    throw(state, 1, 3)
    turn_of(state, 0)
    apply(state, PayFine(0))
    throw(state, 2, 3)
    assert state.players[0].position == LOT[9]


def test_railroad_fare_is_five_dollars_to_the_rr_box() -> None:
    """'Railroad': stopping on an R.R. costs $5, paid to the R.R. box."""
    state = game()
    events = throw(state, 2, 3)
    assert payments(events) == [(0, RAILROAD, 5)] and state.railroad_box == 5


def test_railroad_pass_on_a_double_jumps_to_the_next_railroad() -> None:
    """'Railroad': a double 'gets a pass': if the move would pass an R.R., the player may jump from it
    to the next one (ten spaces on, dossier 7.3) and obeys the space he reaches."""
    state = game()
    throw(state, 3, 3)  # passes the R.R. on space 5
    assert state.phase == Phase.CHOOSE_MOVE
    assert legal_actions(state) == [Move(0, 6), Move(0, 16)]
    apply(state, Move(0, 16))
    assert state.players[0].position == LOT[9] and state.phase == Patent1904Phase.BUY_OR_RENT
    stops = game()
    place(stops, 0, 1)
    events = throw(stops, 2, 2)  # stops on the R.R.: no pass, the fare is due
    assert stops.players[0].position == RR1 and payments(events) == [(0, RAILROAD, 5)]
    plain = game(railroad_pass=False)
    throw(plain, 3, 3)
    assert plain.players[0].position == 6


def test_luxury_pay_fifty_for_a_ticket_worth_sixty_or_lose_the_move() -> None:
    """'Luxuries': stopping on a Luxury, the player may pay $50 to the Public Treasury for a ticket
    that counts $60 at the end; if he does not buy, he loses his move (dossier 7.16)."""
    state = game()
    throw(state, 3, 5)
    assert state.phase == Phase.CHOOSE_MOVE and legal_actions(state) == [Move(0, 8), DeclineLuxury(0)]
    events = apply(state, Move(0, 8))
    assert payments(events) == [(0, TREASURY, 50)] and state.players[0].luxuries == 1
    assert score(state, 0).part("Luxuries") == 60
    declined = game()
    throw(declined, 3, 5)
    events = apply(declined, DeclineLuxury(0))
    assert ev.LosesMove(0) in events
    assert declined.players[0].position == 0 and not payments(events) and declined.phase == Phase.POST_ROLL
    poor = game(cash=40)
    events = throw(poor, 3, 5)  # cannot afford it: the move is lost without asking
    assert ev.LosesMove(0) in events and poor.players[0].position == 0
    assert "not possible now" in refused(game(), DeclineLuxury(0))


def test_franchise_first_to_stop_charters_it_and_taxes_later_visitors_five_dollars() -> None:
    """'Franchises': the first player to stop on the light or water franchise puts his charter on it
    free; every other player stopping there pays him $5; the charter counts nothing at the end."""
    state = game()
    place(state, 0, 12)
    events = throw(state, 2, 3)
    assert ev.Chartered(0, LIGHT) in events and not payments(events)
    assert state.owner[LIGHT] == 0 and score(state, 0).total == 500
    end_turn(state)
    place(state, 1, 12)
    events = throw(state, 2, 3)
    assert payments(events) == [(1, 0, 5)]
    turn_of(state, 0)
    place(state, 0, 22)
    throw(state, 2, 3)
    assert state.owner[WATER] == 0
    assert Mortgage(0, (LIGHT,)) not in legal_actions(state)


def test_public_park_costs_nothing() -> None:
    """'Public park': a player may stop there without paying anything."""
    state = game()
    place(state, 0, 15)
    events = throw(state, 2, 3)
    assert state.players[0].position == PARK and not payments(events)


def test_legacy_pays_one_hundred_and_a_ticket() -> None:
    """'Legacy': $100 cash and a legacy ticket, which counts nothing at the end (dossier 7.23);
    option legacy_value gives it a worth."""
    state = game()
    place(state, 0, 30)
    events = throw(state, 3, 4)
    assert payments(events) == [(MISC, 0, 100)] and state.players[0].legacies == 1
    assert score(state, 0).total == 600
    valued = game(legacy_value=50)
    place(valued, 0, 30)
    throw(valued, 3, 4)
    assert score(valued, 0).total == 650


def test_mother_earth_wages_one_hundred_and_the_tally() -> None:
    """'Mother Earth': each time round, $100 wages and a tick on the tally sheet; stopping exactly on
    it counts as passing (dossier 7.22); option wages_on_landing=False pays only for passing it."""
    state = game()
    place(state, 0, 38)
    events = throw(state, 1, 2)
    assert (MISC, 0, 100) in payments(events) and state.players[0].circuits == 1
    exact = game()
    place(exact, 0, 36)
    events = throw(exact, 1, 3)
    assert payments(events) == [(MISC, 0, 100)] and exact.players[0].circuits == 1
    strict = game(wages_on_landing=False)
    place(strict, 0, 36)
    events = throw(strict, 1, 3)
    assert not payments(events) and strict.players[0].circuits == 0


def test_poorhouse_until_the_throws_can_be_paid() -> None:
    """'Poorhouse': with no money for an expense and nothing to borrow on, the player goes to the
    Poorhouse (at the Public Park); each turn he throws and leaves only by a throw whose landing he
    can pay (dossier 7.21)."""
    state = game(cash=3)
    events = throw(state, 1, 1)  # Bread, $5
    assert ev.ToPoorHouse(0, "$5 to Public Treasury") in events
    assert state.players[0].in_poorhouse and state.players[0].position == PARK
    turn_of(state, 0)
    events = throw(state, 2, 3)  # the R.R. would cost $5
    assert ev.StaysInPoorHouse(0) in events and state.players[0].position == PARK
    turn_of(state, 0)
    events = throw(state, 3, 4)  # the water franchise costs nothing
    assert ev.LeavesPoorHouse(0) in events
    assert state.players[0].position == WATER and not state.players[0].in_poorhouse


def test_option_poorhouse_exit_when_the_throws_finish_the_round() -> None:
    """Option poorhouse_exit="finish_round": the throws made in the Poorhouse add up, and once they
    reach Mother Earth the player comes out there with his wages."""
    state = game(cash=3, poorhouse_exit="finish_round")
    throw(state, 1, 1)
    turn_of(state, 0)
    throw(state, 6, 5)
    assert state.players[0].in_poorhouse
    turn_of(state, 0)
    events = throw(state, 6, 4)
    assert state.players[0].position == 0 and not state.players[0].in_poorhouse
    assert (MISC, 0, 100) in payments(events)
    strict = game(cash=3, poorhouse_exit="finish_round", wages_on_landing=False)
    throw(strict, 1, 1)
    turn_of(strict, 0)
    assert (MISC, 0, 100) in payments(throw(strict, 6, 6)) + payments(throw_again(strict, 5, 5))


def test_rent_to_the_owner_and_nothing_on_ones_own_lot() -> None:
    """'Rent': a player stopping on another's lot pays him the rent; on his own lot, nothing."""
    state = game()
    give(state, 1, LOT[5])
    place(state, 0, 4)
    events = throw(state, 2, 3)
    assert payments(events) == [(0, 1, 5)]
    own = game()
    give(own, 0, LOT[5])
    place(own, 0, 4)
    assert not payments(throw(own, 2, 3))


def test_rent_second_player_pays_half_to_the_first_odd_dollar_to_the_first() -> None:
    """'Rent': if two players stop on the same lot, the second pays the first half the rent, the odd
    dollar to the first (dossier 7.20: instead of the owner); option shared_lot="owner_also_paid"
    pays the owner his rent as well."""
    state = game()
    give(state, 1, LOT[5])
    stand(state, 2, LOT[5])
    place(state, 0, 4)
    assert payments(throw(state, 2, 3)) == [(0, 2, 3)]
    both = game(shared_lot="owner_also_paid")
    give(both, 1, LOT[5])
    stand(both, 2, LOT[5])
    place(both, 0, 4)
    assert payments(throw(both, 2, 3)) == [(0, 1, 5), (0, 2, 3)]


def test_rent_third_player_stops_one_space_short() -> None:
    """'Rent': a third player cannot occupy the lot; he stops on the space before it, counting his
    throw one less, and obeys that space."""
    state = game()
    stand(state, 2, LOT[7])
    stand(state, 3, LOT[7])
    place(state, 0, 8)
    events = throw(state, 2, 3)
    assert state.players[0].position == SHELTER
    assert payments(events) == [(0, TREASURY, 5)]


def test_rent_on_lot_one_the_whole_rent() -> None:
    """'Rent': 'In case of lot 1 the player gets the whole rent': the $1 is not halved."""
    state = game()
    give(state, 1, LOT[1])
    stand(state, 2, LOT[1])
    place(state, 0, 39)
    events = throw(state, 1, 1)
    assert (0, 2, 1) in payments(events)


def test_bank_loans_in_hundreds_covered_by_ten_dollars_more_and_five_dollars_a_note() -> None:
    """'Borrowing': the Bank lends in $100 amounts on lots worth at least $10 more than the loan; each
    $100 note costs $5 interest every time its maker receives wages; repaying the loan redeems it."""
    state = game()
    give(state, 0, LOT[10], LOT[1])  # $100 + $10
    assert "worth $110 or more" in refused(state, Mortgage(0, (LOT[10],)))
    events = apply(state, Mortgage(0, (LOT[1], LOT[10])))
    assert payments(events) == [(MISC, 0, 100)]
    note = next(iter(state.notes))
    place(state, 0, 38)
    events = throw(state, 1, 2)  # round to Lot 1, his own
    assert payments(events) == [(MISC, 0, 100), (0, MISC, 5)]
    give(state, 0, LOT[21])
    apply(state, Mortgage(0, (LOT[21],)))  # $210 of lot: a $200 loan, two notes
    turn_of(state, 0)
    place(state, 0, 38)
    assert payments(throw(state, 1, 2)) == [(MISC, 0, 100), (0, MISC, 15)]
    assert payments(apply(state, Redeem(0, note))) == [(0, MISC, 100)]


def test_loans_between_players_interest_saved_if_repaid_before_wages() -> None:
    """'Borrowing': players lend to each other on their own terms; a loan repaid before the borrower
    passes the beginning-point saves the interest."""
    state = game()
    apply(state, OfferLoan(0, 1, lender=1, principal=100, repay=120))
    apply(state, Answer(1, True))
    loan = next(iter(state.loans))
    assert RepayLoan(0, loan) in legal_actions(state)
    assert payments(apply(state, RepayLoan(0, loan))) == [(0, 1, 100)]
    late = game()
    apply(late, OfferLoan(0, 1, lender=1, principal=100, repay=120))
    apply(late, Answer(1, True))
    loan = next(iter(late.loans))
    place(late, 0, 36)
    throw(late, 1, 3)
    assert payments(apply(late, RepayLoan(0, loan))) == [(0, 1, 120)]


def test_five_times_around_either_direction_while_debt_free_and_no_more_wages() -> None:
    """'Five times around': after five circuits a debt-free player may move either way and gets no
    more wages; the game ends when the last player has passed the beginning-point the fifth time."""
    state = game()
    place(state, 0, 20)
    state.players[0].circuits = 5
    throw(state, 2, 3)
    assert state.phase == Phase.CHOOSE_MOVE and legal_actions(state) == [Move(0, 5), Move(0, -5)]
    indebted = game()
    give(indebted, 0, LOT[22])
    apply(indebted, Mortgage(0, (LOT[22],)))
    place(indebted, 0, 20)
    indebted.players[0].circuits = 5
    throw(indebted, 2, 3)
    assert indebted.players[0].position == RR3  # forward only
    retired = game()
    place(retired, 0, 38)
    retired.players[0].circuits = 5
    throw(retired, 1, 2)
    events = apply(retired, Move(0, 3))
    assert (MISC, 0, 100) not in payments(events) and retired.players[0].circuits == 6
    ending = game()
    for p in ending.players:
        p.circuits = 5
    ending.players[0].circuits = 4
    place(ending, 0, 38)
    throw(ending, 1, 2)
    apply(ending, RentLot(0))
    apply(ending, EndTurn(0))
    assert is_over(ending) and ending.end_reason == "every player has gone round 5 times"


def test_option_circuits_sets_the_number_of_times_around() -> None:
    """'Playing without the lot tickets': 'the number of times around the board may also be regulated
    by the will of the players' (option circuits)."""
    state = game(circuits=2)
    for p in state.players:
        p.circuits = 2
    throw(state, 1, 1)
    apply(state, Move(0, 2))
    apply(state, EndTurn(0))
    assert is_over(state) and "round twice" in state.end_reason


def test_counting_up_lots_cash_and_luxuries_at_sixty() -> None:
    """'Counting up' (US patent 748,626): the value of the lots owned, cash, and $60 for each luxury
    ticket; bank notes still owed are taken off (our reading, option bank_notes_at_end)."""
    state = game(cash=50)
    give(state, 0, LOT[10], LOT[22])
    state.players[0].luxuries = 2
    assert score(state, 0).total == 100 + 220 + 50 + 120
    apply(state, Mortgage(0, (LOT[22],)))
    assert score(state, 0).part("Bank loans") == -200 and score(state, 0).total == 100 + 220 + 250 + 120 - 200


def test_option_bank_notes_not_counted_follows_the_patent_to_the_letter() -> None:
    """Option bank_notes_at_end="not_counted": the patent counts lots, cash and luxuries, nothing
    else, so a note still owed is not taken off (the loan's cash and the lot both count)."""
    state = game(cash=50, bank_notes_at_end="not_counted")
    give(state, 0, LOT[10], LOT[22])
    apply(state, Mortgage(0, (LOT[22],)))
    assert score(state, 0).part("Bank loans") == 0 and score(state, 0).total == 100 + 220 + 250


def test_refusing_to_obey_the_rules_means_jail() -> None:
    """'Emergencies': a player who absolutely refuses to obey the rules goes to Jail until a double or
    the fine. Here: refusing to raise money he owes, he goes to Jail and the payment is not made."""
    state = game(cash=0)
    give(state, 0, LOT[11])
    events = throw(state, 1, 1)
    assert state.phase == Phase.RAISE and Refuse(0) in legal_actions(state)
    events = apply(state, Refuse(0))
    assert ev.Refused(0) in events and not payments(events)
    assert state.players[0].in_jail and state.players[0].position == JAIL and state.phase == Phase.POST_ROLL
    assert "'refuse' is not possible now" in refused(state, Refuse(0))
    assert Roll(0) not in legal_actions(state)
