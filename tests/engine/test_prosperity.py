"""Prosperity, the 1924 patent game (seed 004; dossier 5): one scenario per rule, with the
dossier's resolutions (7.8, 7.28-7.35) and their named alternatives."""

from __future__ import annotations

import pytest

from landlords import events as ev
from landlords.actions import Answer, Bid, EndTurn, Mortgage, OfferLoan, OfferTrade, Pass, Roll, TakeAtBid
from landlords.edition import winners
from landlords.editions.prosperity import (
    BuyIdle,
    BuyTag,
    Jump,
    LeaveOffice,
    PlaceSign,
    PlaceTag,
    ProsperityPhase,
    SellIdle,
)
from landlords.editions.prosperity.holdings import tag_supply
from landlords.editions.prosperity.turn import highest_throw
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.errors import OptionsError
from landlords.events import Events
from landlords.options import Options
from landlords.rng import below
from landlords.state import MISC, GameState, Phase

from .helpers import give, rig_draws
from .scenario import end_turn, payments, place, refused

WAYBACK, LONELY_LANE, CROSSROADS, JAYTOWN, PROPERTY_TAX, HOPPER = 2, 3, 4, 5, 6, 7
LICKETY_CUT, POVERTY_PLACE, GOAT_ALLEY, SLAMBANG, RICKETY_ROW, LAND_TAX = 9, 10, 11, 12, 13, 14
HELLS_HALF_ACRE, THE_BOWERY, GEE_WHIZ, PROGRESS_PARK, SOAKUM = 15, 17, 18, 19, 21
IMPROVEMENT_TAX, PDQ, BROADWAY, BLUEBLOOD, FIFTH_AVENUE, TING_A_LING, LA_SWELLE = 23, 27, 28, 29, 30, 31, 33
JAIL = 1
IDLE, GOLD_MINE = 36, 51


def game(players: int = 4, cash: int = 500, **options: object) -> GameState:
    """A Prosperity game with every card back on the For Sale pile, everyone on Wages with ``cash``
    and one tag and sign in hand, P0 to throw."""
    names = tuple(f"P{i}" for i in range(players))
    state = new_game(Options(edition="prosperity", players=names, **options), 1)  # type: ignore[arg-type]
    for card in range(len(state.owner)):
        state.set_owner(card, -1)
    state.current = state.first_player = 0
    for p in range(players):
        place(state, p, 0, cash)
    return state


def roll(state: GameState, *draws: tuple[int, int] | int | tuple[str, int, int]) -> Events:
    """The current player throws: (d1, d2) are dice, a lone int is a Chance Cube face (5 to 30),
    ("pick", n, k) a blind draw of the k-th of n cards."""
    sizes: list[int] = []
    wanted: list[int] = []
    for d in draws:
        if isinstance(d, int):
            sizes.append(6)
            wanted.append(d // 5 - 1)
        elif d[0] == "pick":
            sizes.append(int(d[1]))
            wanted.append(int(d[2]))
        else:
            sizes += [6, 6]
            wanted += [int(d[0]) - 1, int(d[1]) - 1]
    rig_draws(state, sizes, wanted)
    return apply(state, Roll(state.current))


def turn_of(state: GameState, player: int) -> None:
    """End the turn and give ``player`` the next one (a shortcut past the other seats)."""
    end_turn(state)
    state.current = player


# --- setup and moving ------------------------------------------------------------------------------


def test_setup_five_hundred_a_tag_a_sign_and_eight_cards_each() -> None:
    """Seed 004 "Setup": 4 players, $500, one improvement tag and one No Trespassing sign each; the
    42 cards dealt one at a time until each has 8, the other 10 on the For Sale pile; all on Wages."""
    state = new_game(Options(edition="prosperity"), 5)
    assert [(p.cash, p.tags, p.signs, p.position) for p in state.players] == [(500, 1, 1, 0)] * 4
    assert len(state.board.cards) == 42
    assert [sum(1 for c in state.board.cards if state.owner[c] == p) for p in range(4)] == [8] * 4
    assert sum(1 for c in state.board.cards if state.owner[c] == -1) == 10
    assert state.phase == Phase.PRE_ROLL and state.current == state.first_player


def test_setup_highest_throw_goes_first_ties_throw_again() -> None:
    """Seed 004 "Setup": 'Highest dice throw goes first'; tied players throw again (our reading)."""
    state = game(players=2)
    rig_draws(state, [6] * 4, [0, 1, 5, 5])
    assert highest_throw(state) == 1
    rig_draws(state, [6] * 4, [5, 5, 5, 5])  # a tie at 12: both throw again
    after_tie = state.rng
    again: list[int] = []
    for _ in range(4):
        value, after_tie = below(after_tie, 6)
        again.append(value)
    first = highest_throw(state)
    if again[0] + again[1] != again[2] + again[3]:
        assert first == (0 if again[0] + again[1] > again[2] + again[3] else 1)


def test_movement_counts_the_jail_as_space_one() -> None:
    """Seed 004 "Movement": clockwise from Wages, the Jail counting as 1 and Wayback as 2."""
    state = game()
    give(state, 1, LONELY_LANE)
    events = roll(state, (1, 2))
    assert state.players[0].position == LONELY_LANE
    assert payments(events) == [(0, 1, 25)]


def test_doubles_settle_the_move_then_the_chance_cube() -> None:
    """Seed 004 "Doubles": the move's transaction first, then the Chance Cube."""
    state = game()
    give(state, 1, CROSSROADS)
    events = roll(state, (2, 2), 10)
    kinds = [type(e) for e in events]
    assert kinds.index(ev.Payment) < kinds.index(ev.CubeThrown)
    assert payments(events) == [(0, 1, 25), (MISC, 0, 200)]
    assert state.phase == Phase.POST_ROLL
    plain = game()
    assert not [e for e in roll(plain, (1, 3)) if isinstance(e, ev.CubeThrown)]


def test_chance_cube_five_hen_roost_go_to_jail() -> None:
    """Chance Cube 5: 'Caught robbing a hen-roost. Go to Jail.'"""
    state = game()
    give(state, 1, WAYBACK)
    roll(state, (1, 1), 5)
    assert state.players[0].in_jail and state.players[0].position == JAIL


def test_chance_cube_ten_take_two_hundred_from_the_board() -> None:
    """Chance Cube 10: 'Caught robbing the public. Take $200 from the board.'"""
    state = game()
    events = roll(state, (3, 3), 10)
    assert (MISC, 0, 200) in payments(events)


def test_chance_cube_fifteen_draw_a_card_from_the_for_sale_pile() -> None:
    """Chance Cube 15: 'Draw a card from the board (For Sale pile)', blind."""
    state = game()
    give(state, 1, *[c for c in state.board.cards if c not in (GOLD_MINE, BROADWAY)])
    roll(state, (3, 3), 15, ("pick", 2, 1))  # the pile: Broadway, then the Gold Mine
    assert state.owner[GOLD_MINE] == 0 and state.owner[BROADWAY] == -1


def test_chance_cube_twenty_take_an_improvement_tag() -> None:
    """Chance Cube 20: 'Take an Improvement tag from the board' (free; into the hand, dossier 7.32)."""
    state = game()
    give(state, 1, WAYBACK)
    supply = tag_supply(state)
    roll(state, (1, 1), 20)
    assert state.players[0].tags == 2 and tag_supply(state) == supply - 1


def test_chance_cube_twenty_five_fire_burns_the_nearest_tag_ahead() -> None:
    """Chance Cube 25: 'Loss by fire. Return your nearest Improvement tag to the board': the tag on
    the player's land nearest ahead of his checker (dossier 7.32); option fire_nearest="either_way"."""
    for rule, burnt in (("forward", BROADWAY), ("either_way", WAYBACK)):
        state = game(fire_nearest=rule)
        give(state, 0, WAYBACK, BROADWAY)
        give(state, 1, CROSSROADS)
        state.tags[WAYBACK] = state.tags[BROADWAY] = 1
        events = roll(state, (2, 2), 25)
        assert ev.Fire(0, burnt) in events, rule
        assert state.tags[burnt] == 0


def test_chance_cube_thirty_judgment_pay_two_hundred_to_the_next_player() -> None:
    """Chance Cube 30: 'A judgment against you. Pay $200 to the next player on your left.'"""
    state = game()
    events = roll(state, (3, 3), 30)
    assert (0, 1, 200) in payments(events)


def test_option_cube_faces_changed_by_agreement() -> None:
    """Seed 004: 'Players may agree to replace these outcomes at their pleasure' (option cube)."""
    state = game(cube="nothing,nothing,nothing,nothing,nothing,jail")
    roll(state, (3, 3), 30)
    assert state.players[0].in_jail
    with pytest.raises(OptionsError, match="six faces"):
        Options(edition="prosperity", cube="jail,jail")


# --- the spaces ------------------------------------------------------------------------------------


def test_land_rent_to_the_owner_or_from_the_board_to_yourself() -> None:
    """Seed 004 "Land In Use": pay land rent to the owner; on your own space take it from the board."""
    state = game()
    give(state, 1, POVERTY_PLACE)
    assert payments(roll(state, (4, 6))) == [(0, 1, 50)]
    own = game()
    give(own, 0, POVERTY_PLACE)
    assert payments(roll(own, (4, 6))) == [(MISC, 0, 50)]


def test_option_side_three_rents_as_transcribed() -> None:
    """Dossier 5.1: the third side's rents are $75 (reconstructed) or the transcription's $25."""
    for rule, rent in (("reconstructed", 75), ("transcribed", 25)):
        state = game(side_three_rents=rule)
        give(state, 1, PROGRESS_PARK)
        place(state, 0, 15)
        assert payments(roll(state, (1, 3))) == [(0, 1, rent)], rule


def test_for_sale_auction_with_the_landers_first_option_at_the_top_bid() -> None:
    """Seed 004 "Land In Use": a card still on the For Sale pile goes to the highest bidder; the
    lander has the first option at the highest bid (dossier 7.8: bids from $5, clockwise from the
    lander, a player who passes is out); the price goes to the board and no rent is owed."""
    state = game()
    events = roll(state, (1, 2))
    assert state.phase == Phase.AUCTION and ev.AuctionOpened(LONELY_LANE, 0, 5) in events
    apply(state, Pass(0))
    apply(state, Bid(1, 40))
    apply(state, Pass(2))
    apply(state, Pass(3))
    assert state.phase == Phase.LANDER_OPTION
    events = apply(state, TakeAtBid(0))
    assert payments(events) == [(0, MISC, 40)] and state.owner[LONELY_LANE] == 0
    assert state.phase == Phase.POST_ROLL
    floor = game(auction_floor=50)
    roll(floor, (1, 2))
    assert "at least $50" in refused(floor, Bid(0, 45))


def test_utilities_fifty_and_a_hundred_with_all_three() -> None:
    """Seed 004 "Local Public Utilities": $50 to the owner, $100 when he holds all three; the owner
    takes it from the board."""
    state = game()
    give(state, 1, SLAMBANG)
    place(state, 0, 2)
    assert payments(roll(state, (4, 6))) == [(0, 1, 50)]
    monopoly = game()
    give(monopoly, 1, SLAMBANG, SOAKUM, TING_A_LING)
    place(monopoly, 0, 2)
    assert payments(roll(monopoly, (4, 6))) == [(0, 1, 100)]
    own = game()
    give(own, 0, SLAMBANG)
    place(own, 0, 2)
    assert payments(roll(own, (4, 6))) == [(MISC, 0, 50)]


def test_railroad_fare_monopoly_fare_then_a_jump_up_to_eight_either_way() -> None:
    """Seed 004 "Railroads": $100 to the owner, $200 when he holds all three (taken from the board by
    the owner); after the fare the player may move up to 8 spaces forward or back (dossier 7.29)."""
    state = game()
    give(state, 1, LICKETY_CUT)
    give(state, 2, GOAT_ALLEY)
    events = roll(state, (4, 5))
    assert payments(events) == [(0, 1, 100)] and state.phase == ProsperityPhase.JUMP
    assert legal_actions(state) == [Jump(0, k) for k in range(-8, 9)]
    assert "at most 8" in refused(state, Jump(0, 9))
    events = apply(state, Jump(0, 2))
    assert state.players[0].position == GOAT_ALLEY and payments(events) == [(0, 2, 50)]
    monopoly = game()
    give(monopoly, 1, LICKETY_CUT, GEE_WHIZ, PDQ)
    assert payments(roll(monopoly, (4, 5))) == [(0, 1, 200)]
    apply(monopoly, Jump(0, 0))
    assert monopoly.players[0].position == LICKETY_CUT and monopoly.phase == Phase.POST_ROLL


def test_the_railroad_jump_comes_only_after_paying_a_fare() -> None:
    """Seed 004 "Railroads": "After paying railroad fare, a player may move ..." -- so not after
    riding his own line (he takes the fare from the board) nor after buying the railroad at auction."""
    own = game()
    give(own, 0, LICKETY_CUT)
    assert payments(roll(own, (4, 5))) == [(MISC, 0, 100)] and own.phase == Phase.POST_ROLL
    bought = game()
    roll(bought, (4, 5))
    assert bought.phase == Phase.AUCTION
    while bought.phase == Phase.AUCTION:
        p = decider(bought)
        apply(bought, Bid(p, 5) if p == 0 and bought.auction and bought.auction.high_bidder == -1 else Pass(p))
    assert bought.owner[LICKETY_CUT] == 0 and bought.phase == Phase.POST_ROLL
    still = game(railroad_jump=False)
    give(still, 1, LICKETY_CUT)
    roll(still, (4, 5))
    assert still.phase == Phase.POST_ROLL


def test_real_estate_office_sell_idle_land_at_two_hundred_gold_mine_five_hundred() -> None:
    """Seed 004 "Real Estate offices": sell any Idle Land to the board at $200 each, the Gold Mine
    at $500; the office closes when nothing more can be done there."""
    state = game()
    give(state, 0, IDLE, GOLD_MINE)
    roll(state, (3, 4))
    assert state.phase == ProsperityPhase.OFFICE
    assert legal_actions(state) == [SellIdle(0, IDLE), SellIdle(0, GOLD_MINE), BuyIdle(0), LeaveOffice(0)]
    assert payments(apply(state, SellIdle(0, GOLD_MINE))) == [(MISC, 0, 500)]
    assert BuyIdle(0) not in legal_actions(state)
    assert payments(apply(state, SellIdle(0, IDLE))) == [(MISC, 0, 200)]
    assert state.phase == Phase.POST_ROLL and state.owner[IDLE] == -1


def test_real_estate_office_buy_blind_at_a_hundred_not_both_in_one_turn() -> None:
    """Seed 004 "Real Estate offices": or buy Idle Land from the board at $100 each, drawn blindly
    when the Gold Mine is among them; a player cannot buy and sell in the same turn."""
    state = game()
    give(state, 0, IDLE)
    roll(state, (3, 4))
    rig_draws(state, [15], [14])  # the board holds 14 Idle Land cards and the Gold Mine
    events = apply(state, BuyIdle(0))
    assert ev.IdleBought(0, GOLD_MINE) in events
    assert payments(events) == [(0, MISC, 100)]
    assert "same turn" in refused(state, SellIdle(0, IDLE))
    apply(state, LeaveOffice(0))
    assert state.phase == Phase.POST_ROLL


def test_taxes_personal_property_land_and_improvements() -> None:
    """Seed 004 "Tax spaces": $10 on every full $100 of cash (under $100 exempt); $10 on every Land
    card, green or yellow; $25 on every improvement tag, railroad card and utility card."""
    state = game(cash=560)
    assert payments(roll(state, (2, 4))) == [(0, MISC, 50)]
    exempt = game(cash=90)
    assert not payments(roll(exempt, (2, 4)))
    land = game()
    give(land, 0, WAYBACK, BROADWAY, FIFTH_AVENUE, IDLE, GOLD_MINE)
    place(land, 0, 4)
    assert payments(roll(land, (4, 6))) == [(0, MISC, 50)]
    improvements = game()
    give(improvements, 0, WAYBACK, LICKETY_CUT, SLAMBANG)
    improvements.tags[WAYBACK] = 2
    place(improvements, 0, 13)
    assert payments(roll(improvements, (4, 6))) == [(0, MISC, 125)]  # 1 in hand + 2 placed + 2 cards


def test_lord_bluebloods_estate_go_to_jail() -> None:
    """Seed 004: 'Lord Blueblood's Estate (No Trespassing): Go to Jail immediately.'"""
    state = game()
    place(state, 0, 20)
    roll(state, (4, 5))
    assert state.players[0].in_jail and state.players[0].position == JAIL


def test_jail_fifty_dollars_and_a_throw_of_six_or_more() -> None:
    """Seed 004 "Jail": pay the $50 fine and throw 6 or more to leave; the fine is paid once, at the
    first attempt (dossier 7.28); option jail_fine="every_throw" charges it at each attempt."""
    for rule, second_fine in (("once", False), ("every_throw", True)):
        state = game(jail_fine=rule)
        place(state, 0, 20)
        roll(state, (4, 5))
        turn_of(state, 0)
        events = roll(state, (1, 2))
        assert payments(events) == [(0, MISC, 50)] and state.players[0].in_jail
        turn_of(state, 0)
        events = roll(state, (2, 4))
        assert ((0, MISC, 50) in payments(events)) == second_fine, rule
        assert not state.players[0].in_jail and state.players[0].position == 7


def test_a_prisoner_who_cannot_pay_the_whole_fine_stays_in_jail() -> None:
    """Seed 004 "Jail": "Pay $50 fine and throw 6 or more on the dice to leave. Until then, remain."
    Both are asked: with less than $50 the prisoner pays nothing, does not throw, and stays."""
    state = game(cash=40)
    place(state, 0, 20)
    roll(state, (4, 5))
    assert state.players[0].in_jail
    turn_of(state, 0)
    events = apply(state, Roll(0))
    assert not payments(events) and not any(isinstance(e, ev.Rolled) for e in events)
    assert state.players[0].in_jail and ev.StaysInJail(0, 1) in events and state.phase == Phase.POST_ROLL


def test_la_swelle_hotel_twenty_five_at_two_thousand_else_throw_and_move_back() -> None:
    """Seed 004 "La Swelle Hotel": $25 with $2,000 or more in cash; poorer guests throw again and
    move back that many spaces, obeying the space reached (dossier 7.30); option hotel_move_back="rest"."""
    rich = game(cash=2100)
    place(rich, 0, 30)
    assert payments(roll(rich, (1, 2))) == [(0, MISC, 25)]
    poor = game()
    give(poor, 1, BROADWAY)
    place(poor, 0, 30)
    events = roll(poor, (1, 2), (2, 3))
    assert poor.players[0].position == BROADWAY and payments(events) == [(0, 1, 100)]
    resting = game(hotel_move_back="rest")
    give(resting, 1, BROADWAY)
    place(resting, 0, 30)
    events = roll(resting, (1, 2), (2, 3))
    assert resting.players[0].position == BROADWAY and not payments(events)


def test_wages_corner_four_hundred_five_hundred_by_exact_count() -> None:
    """Seed 004 "Wages corner": $400 from the board on passing, $500 on reaching it by exact count;
    a railroad jump past it pays $400 (dossier 7.29)."""
    exact = game()
    place(exact, 0, 33)
    assert payments(roll(exact, (1, 2))) == [(MISC, 0, 500)]
    passing = game()
    give(passing, 1, LONELY_LANE)
    place(passing, 0, 34)
    assert payments(roll(passing, (2, 3))) == [(MISC, 0, 400), (0, 1, 25)]


def test_no_trespassing_sign_jails_others() -> None:
    """Seed 004 "No Trespassing signs": placed on green land the player holds, it sends any other
    player who lands there to Jail (no rent); its owner still takes his rent from the board."""
    state = game()
    give(state, 1, POVERTY_PLACE, CROSSROADS)
    give(state, 0, WAYBACK)
    assert "land you hold" in refused(state, PlaceSign(0, POVERTY_PLACE))
    assert PlaceSign(0, WAYBACK) in legal_actions(state)
    roll(state, (1, 3))
    turn_of(state, 1)
    apply(state, PlaceSign(1, POVERTY_PLACE))
    assert state.signs[POVERTY_PLACE] == 1 and state.players[1].signs == 0
    assert "no No Trespassing sign" in refused(state, PlaceSign(1, POVERTY_PLACE))
    roll(state, (1, 3))
    turn_of(state, 0)
    place(state, 0, 0)
    events = roll(state, (4, 6))
    assert not payments(events) and state.players[0].in_jail
    turn_of(state, 1)
    place(state, 1, 0)
    assert payments(roll(state, (4, 6))) == [(MISC, 1, 50)]


def test_four_signs_on_a_side_double_that_sides_land_rent() -> None:
    """Seed 004: 'When 4 or more signs are placed on one side of the board, land rent on that entire
    side is doubled' -- the land rent only (dossier 7.31); option sign_doubling doubles tags too."""
    for rule, rent in (("land", 200), ("land_and_improvements", 300)):
        state = game(sign_doubling=rule)
        for p, space in enumerate((POVERTY_PLACE, GOAT_ALLEY, RICKETY_ROW, HELLS_HALF_ACRE)):
            give(state, p, space)
            state.signs[space] = p
            state.players[p].signs = 0
        give(state, 1, THE_BOWERY)
        state.tags[THE_BOWERY] = 1
        place(state, 0, 7)
        assert payments(roll(state, (4, 6))) == [(0, 1, rent)], rule


def test_improvement_tags_three_hundred_a_hundred_more_rent_and_they_travel_with_the_card() -> None:
    """Seed 004 "Improvement tags": bought from the board at $300, placed on green land the player
    holds, $100 more rent each; never removed by choice (fire only); they go with the land."""
    state = game()
    give(state, 0, POVERTY_PLACE)
    assert payments(apply(state, BuyTag(0))) == [(0, MISC, 300)]
    assert state.players[0].tags == 2
    apply(state, PlaceTag(0, POVERTY_PLACE))
    apply(state, PlaceTag(0, POVERTY_PLACE))
    assert state.tags[POVERTY_PLACE] == 2 and state.players[0].tags == 0
    assert not [a for a in legal_actions(state) if a.kind.startswith("remove")]
    apply(state, OfferTrade(0, 1, give=(POVERTY_PLACE,), take_cash=150))
    apply(state, Answer(1, True))
    assert state.owner[POVERTY_PLACE] == 1 and state.tags[POVERTY_PLACE] == 2
    assert payments(roll(state, (4, 6))) == [(0, 1, 250)]
    assert "no improvement tag" in refused(state, PlaceTag(0, POVERTY_PLACE))


def test_trading_cards_at_any_time_during_a_turn() -> None:
    """Seed 004 "Buying and selling": all cards -- Idle Land too -- may be bought, sold or traded
    between players at any time during a turn; there are no mortgages or loans in these rules."""
    state = game()
    give(state, 0, GOLD_MINE)
    give(state, 1, WAYBACK, CROSSROADS)
    apply(state, OfferTrade(0, 1, give=(GOLD_MINE,), take=(WAYBACK,)))
    assert state.phase == Phase.OFFER
    apply(state, Answer(1, True))
    assert state.owner[GOLD_MINE] == 1 and state.owner[WAYBACK] == 0 and state.phase == Phase.PRE_ROLL
    roll(state, (1, 3))
    assert state.phase == Phase.POST_ROLL
    apply(state, OfferTrade(0, 1, take=(GOLD_MINE,), give_cash=300))
    apply(state, Answer(1, True))
    assert state.owner[GOLD_MINE] == 0
    assert "not possible now" in refused(state, Mortgage(0, (WAYBACK,)))
    assert "not possible now" in refused(state, OfferLoan(0, 1, lender=1, principal=100, repay=110))


def test_first_to_three_thousand_in_cash_wins_at_once() -> None:
    """Seed 004 "Winning": the first player to hold $3,000 in cash wins, checked right after any
    transaction (dossier 7.33): wages that bring him there win even if a tax follows."""
    state = game(cash=2700)
    place(state, 0, 35)
    events = roll(state, (3, 4))
    assert is_over(state) and winners(state) == [0]
    assert isinstance(events[-1], ev.GameOver) and "$3,000" in events[-1].reason
    assert state.players[0].cash < 3000  # the Personal Property tax was paid after the win


def test_option_win_cash_raised_before_play() -> None:
    """Seed 004: 'Players may agree to raise this limit before play begins' (option win_cash)."""
    state = game(cash=2700, win_cash=5000)
    place(state, 0, 35)
    roll(state, (3, 4))
    assert not is_over(state)


def test_option_win_checked_at_the_end_of_the_turn() -> None:
    """Option win_check="turn_end": only cash held when a turn ends counts."""
    state = game(cash=2700, win_check="turn_end")
    place(state, 0, 35)
    roll(state, (3, 4))
    apply(state, EndTurn(0))
    assert not is_over(state)


def test_option_cooperative_everyone_wins_when_the_poorest_doubles_his_stake() -> None:
    """Dossier 7.35 (secondary accounts of the 1932 Prosperity): all win together once the poorest
    player has doubled the starting $500."""
    state = game(cash=1000, cooperative=True)
    place(state, 0, 35)
    state.players[0].cash, state.misc = 710, state.misc + 290
    roll(state, (3, 4))  # $400 wages, then $110 tax: $1,000
    assert is_over(state) and winners(state) == [0, 1, 2, 3]


def test_a_debt_beyond_cash_is_paid_as_far_as_it_goes() -> None:
    """No mortgages, loans or Poor House in these rules: a player who cannot pay in full pays all
    his cash and the rest is waived (our rule)."""
    state = game(cash=30)
    give(state, 1, POVERTY_PLACE)
    events = roll(state, (4, 6))
    assert payments(events) == [(0, 1, 30)]
    assert ev.Waived(0, 1, 20) in events


def test_option_money_supply_the_printed_six_thousand_six_hundred() -> None:
    """The board never runs out (dossier 7.34); by option it holds only the $6,600 printed for the
    game (seed 004 "Components") and pays what it has left."""
    state = game(money_supply="printed")
    state.players[1].cash += 4500  # the board now holds $100
    state.misc -= 4500
    place(state, 0, 34)
    give(state, 1, LONELY_LANE)
    events = roll(state, (2, 3))
    assert payments(events) == [(MISC, 0, 100), (0, 1, 25)]
    assert ev.BoardShort(0, 300) in events
    unlimited = game()
    unlimited.players[1].cash += 4500
    unlimited.misc -= 4500
    place(unlimited, 0, 34)
    give(unlimited, 1, LONELY_LANE)
    assert payments(roll(unlimited, (2, 3)))[0] == (MISC, 0, 400)
