"""What a decision will change, said before it is taken (``landlords.consequences``): fixed
positions for the words, and seeded games for the worth, which must be what the edition's scoring
gives once the decision (or the rule change it starts) has really happened."""

from __future__ import annotations

from collections import Counter

import pytest

from landlords.actions import (
    Action,
    Answer,
    Bid,
    Build,
    BuyTitle,
    CallLoan,
    ChooseOpportunity,
    Mortgage,
    OfferLoan,
    OfferTrade,
    Propose,
    ProposeTrust,
    Redeem,
    RepayLoan,
    Roll,
    Vote,
)
from landlords.bots import RandomBot
from landlords.consequences import consequence, motion_consequence
from landlords.edition import scores
from landlords.editions.patent1904 import BuyLot, RentLot
from landlords.editions.prosperity import BuyIdle, BuyTag, SellIdle
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.options import Options
from landlords.preview import Consequence, WorthChange
from landlords.save import fingerprint
from landlords.state import GameState, Phase

from .helpers import game, give
from .scenario import end_turn, place, throw
from .test_1904 import game as game1904
from .test_prosperity import GOLD_MINE, IDLE
from .test_prosperity import game as game_prosperity
from .test_prosperity import roll as roll_prosperity


def test_single_tax_proposal_says_deeds_stop_counting_with_each_worth_before_and_after() -> None:
    """The reported case: a holder of three lots sees $300 fall off his worth, and is told why."""
    state = game(3)
    give(state, 0, 1, 3, 6)  # three lots
    give(state, 1, 5)  # a railroad: still counts
    state.houses[1] = [0]
    before = [s.total for s in scores(state)]
    c = consequence(state, Propose(0, "single_tax"))
    assert isinstance(c, Consequence)
    assert "Title Deeds stop counting" in c.headline
    assert "Public Treasury" in c.headline
    assert 1 <= len(c.details) <= 2
    assert c.worth == (
        WorthChange(0, before[0], before[0] - 300),
        WorthChange(1, before[1], before[1]),
        WorthChange(2, before[2], before[2]),
    )


def test_a_yes_vote_that_carries_shows_exactly_what_the_count_becomes() -> None:
    state = game(2)
    give(state, 0, 1, 3, 31)
    give(state, 1, 5)
    apply(state, Mortgage(0, (31,)))  # a mortgaged lot counts nothing before and nothing after
    state.treasury, state.misc = 80, state.misc - 80
    apply(state, Propose(0, "single_tax"))
    c = consequence(state, Vote(1, True))
    assert c is not None and c.headline.startswith("Your yes vote carries it.")
    assert "$80" in c.details[1]
    apply(state, Vote(1, True))
    assert state.single_tax
    assert [w.after for w in c.worth] == [s.total for s in scores(state)]
    assert c.worth[0].before - c.worth[0].after == 200
    assert c.worth[1].before == c.worth[1].after


def test_a_no_vote_on_the_single_tax_says_what_it_keeps_and_changes_no_worth() -> None:
    state = game(4)
    give(state, 2, 1)
    apply(state, Propose(0, "single_tax"))
    yes = consequence(state, Vote(1, True))
    assert yes is not None and "carries it" in yes.headline  # the proposer's vote and this one make two
    assert yes.worth[2].before - yes.worth[2].after == 100
    no = consequence(state, Vote(1, False))
    assert no is not None and no.worth == () and "Title Deeds keep counting" in no.headline


def test_ending_by_agreement_changes_no_worth_and_a_yes_vote_says_how_many_it_needs() -> None:
    state = game(3, end_rule="agreed")
    c = consequence(state, Propose(0, "end_game"))
    assert c is not None and c.worth == () and "next double" in c.headline
    apply(state, Propose(0, "end_game"))
    yes = consequence(state, Vote(1, True))
    assert yes is not None and yes.headline.startswith("Your yes vote counts toward the 3 it needs.")


# --- seeded games: the preview's "after" is what the count becomes --------------------------------


def realised(state: GameState, action: Action) -> GameState:
    """The game once ``action`` has been taken as its taker hopes: applied, then every vote it
    calls cast for it and every offer it makes accepted."""
    copy = state.clone(history=False)
    apply(copy, action)
    while copy.phase in (Phase.VOTE, Phase.OFFER):
        who = decider(copy)
        apply(copy, Vote(who, True) if copy.phase == Phase.VOTE else Answer(who, True))
    return copy


PER_KIND = 2


def check_previews(state: GameState) -> int:
    """The listed actions' previews against the real outcome (the first few of each kind: the offers
    alone run to hundreds); returns how many worth previews were checked."""
    checked = 0
    seen: Counter[str] = Counter()
    untouched = fingerprint(state)
    for action in legal_actions(state):
        seen[action.kind] += 1
        if seen[action.kind] > PER_KIND:
            continue
        c = consequence(state, action)
        if c is None:
            continue
        assert c.headline and len(c.details) <= 2
        now = [s.total for s in scores(state)]
        if c.worth:
            assert [w.seat for w in c.worth] == list(range(state.num_players))
            assert [w.before for w in c.worth] == now
            assert [w.after for w in c.worth] == [s.total for s in scores(realised(state, action))]
            checked += 1
    assert fingerprint(state) == untouched  # a preview never changes the game it looks at
    return checked


EDITIONS = ("1906", "1904", "prosperity")
DECISIONS = 600


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seed", range(6))
def test_previewed_worth_is_what_scoring_gives_after_the_decision(seed: int, edition: str) -> None:
    players = ("A", "B", "C", "D")[: 2 + seed % 3]
    options = Options(edition=edition, players=players, turn_limit=1000)
    state = new_game(options, seed)
    bots = [RandomBot(seed * 11 + i, progress_bias=0.5) for i in range(state.num_players)]
    for _ in range(DECISIONS):
        if is_over(state):
            break
        check_previews(state)
        apply(state, bots[decider(state)].decide(state).action)


def test_the_seeded_games_do_preview_single_tax_votes() -> None:
    """The property above is not empty: in these games Single Tax motions come up and are previewed."""
    seen = 0
    for seed in range(6):
        state = new_game(Options(players=("A", "B", "C")), seed)
        bots = [RandomBot(seed * 11 + i, progress_bias=0.5) for i in range(3)]
        for _ in range(DECISIONS):
            if is_over(state):
                break
            if state.phase == Phase.VOTE or any(isinstance(a, Propose) for a in legal_actions(state)):
                seen += check_previews(state)
            apply(state, bots[decider(state)].decide(state).action)
    assert seen > 0


# --- mortgages, loans, the Trust, trades, buying and building -------------------------------------


def test_a_1906_mortgage_says_the_cards_stop_counting_and_what_redeeming_costs() -> None:
    state = game(2)
    give(state, 0, 31, 33)  # $100 lots: $100 each from the bank, $100 each in the count
    c = consequence(state, Mortgage(0, (31,)))
    assert c is not None
    assert "brings you $100 from Miscellaneous" in c.headline and "count nothing" in c.headline
    assert "$5 interest" in c.details[0] and "($100)" in c.details[0]
    assert c.worth == ()  # $100 cash in, a $100 card out of the count: no worth moves
    give(state, 0, 1, 3, 6, 7)  # four $25 lots: $100 of cash for $400 of count
    c = consequence(state, Mortgage(0, (1, 3, 6, 7)))
    assert c is not None and c.worth[0].before - c.worth[0].after == 300
    apply(state, Mortgage(0, (1, 3, 6, 7)))
    assert c.worth[0].after == scores(state)[0].total
    note = state.mortgaged[1]
    r = consequence(state, Redeem(0, note))
    assert r is not None and "costs $100" in r.headline and "count again" in r.headline
    assert r.worth[0].after - r.worth[0].before == 300


def test_a_1904_mortgage_keeps_the_lots_counted_and_says_the_loan_comes_off() -> None:
    state = game1904()
    give(state, 0, 21)
    price = state.board.spaces[21].price
    c = consequence(state, Mortgage(0, (21,)))
    assert c is not None and "from the Bank" in c.headline
    assert "still count their price" in c.details[0] and "taken off" in c.details[0]
    assert c.worth == ()  # cash in, the same sum owed at the end
    loose = game1904(bank_notes_at_end="not_counted")
    give(loose, 0, 21)
    c = consequence(loose, Mortgage(0, (21,)))
    assert c is not None and "not taken off" in c.details[0]
    assert c.worth[0].after - c.worth[0].before == (price - 10) // 100 * 100


def test_a_loan_offer_says_where_the_money_goes_and_counts_the_interest_against_the_borrower() -> None:
    state = game(3)
    give(state, 1, 31)
    c = consequence(state, OfferLoan(0, 1, lender=0, principal=100, repay=110, collateral=(31,)))
    assert c is not None and c.headline.startswith("If P1 accepts: P0 pays P1 $100 now; P1 owes $110")
    assert "pass to P0" in c.details[0]
    assert [(w.after - w.before) for w in c.worth] == [10, -10, 0]
    apply(state, OfferLoan(0, 1, lender=0, principal=100, repay=110, collateral=(31,)))
    a = consequence(state, Answer(1, True))
    assert a is not None and a.headline.startswith("Accepting: P0 pays P1 $100 now")
    assert a.worth == c.worth
    assert consequence(state, Answer(1, False)) is None
    apply(state, Answer(1, True))
    assert [w.after for w in a.worth] == [s.total for s in scores(state)]
    loan = next(iter(state.loans))
    call = consequence(state, CallLoan(0, loan))
    assert call is not None and "P1 must pay you $110 now" in call.headline


def test_a_1904_loan_saves_its_interest_if_repaid_before_the_start() -> None:
    state = game1904()
    c = consequence(state, OfferLoan(0, 1, lender=0, principal=100, repay=110))
    assert c is not None and "costs only $100" in c.details[0]
    assert c.worth == ()  # it counts at the principal until the borrower passes the start


def test_the_trust_says_who_rides_free_and_changes_no_worth_now() -> None:
    state = game(3)
    give(state, 0, 5, 15)
    give(state, 1, 25, 35)
    c = consequence(state, ProposeTrust(0, 1))
    assert c is not None and "If P1 agrees, P0 and P1 form a railroad Trust" in c.headline
    assert "$40" in c.headline and c.worth == ()


def test_a_1906_trade_says_every_card_counts_one_hundred_whatever_its_price() -> None:
    state = game(2)
    give(state, 0, 1)  # a $25 lot
    c = consequence(state, OfferTrade(0, 1, give=(1,), take_cash=25))
    assert c is not None and c.headline == "If P1 accepts: P0 gives P1 Wayback for $25."
    assert "counts $100, whatever its price" in c.details[0]
    assert [(w.after - w.before) for w in c.worth] == [-75, 75]


def test_buying_a_title_card_and_building_a_house_say_where_the_money_goes() -> None:
    state = new_game(Options(players=("P0", "P1"), deal="12"), 1)
    p = decider(state)
    card = next(a for a in legal_actions(state) if isinstance(a, BuyTitle))
    c = consequence(state, card)
    price = state.board.spaces[card.space].price
    assert c is not None and f"costs ${price}, paid to the Public Treasury" in c.headline
    assert c.worth[p].after - c.worth[p].before == 100 - price
    house = game(2)
    give(house, 0, 31)
    b = consequence(house, Build(0, 31))
    assert b is not None and "$100, paid to Miscellaneous" in b.headline and b.worth == ()


def test_the_1904_lot_bought_or_rented_and_the_prosperity_tag_and_idle_land() -> None:
    state = game1904()
    assert consequence(state, BuyLot(0)) is None  # not a decision until one stands on an unheld lot
    throw(state, 1, 2)  # to Lot 2 ($20, rent $2)
    buy = consequence(state, BuyLot(0))
    assert buy is not None and buy.headline == "Buying Lot 2 costs $20, paid to the Public Treasury."
    assert "counts its price ($20)" in buy.details[0] and buy.worth == ()
    rent = consequence(state, RentLot(0))
    assert rent is not None and "Renting costs $2" in rent.headline
    assert [(w.after - w.before) for w in rent.worth] == [-2, 0, 0, 0]
    tags = game_prosperity()
    c = consequence(tags, BuyTag(0))
    assert c is not None and "$300, paid to the board" in c.headline and "$100 to the rent" in c.headline
    assert [(w.after - w.before) for w in c.worth] == [-300, 0, 0, 0]
    assert consequence(tags, Roll(0)) is None


def test_a_bid_says_what_winning_costs_and_changes_no_worth_yet() -> None:
    state = game(2)
    throw(state, 3, 4)  # to space 7, a $25 lot nobody holds: its auction opens
    assert state.phase == Phase.AUCTION and state.auction is not None
    name = state.board.card_name(7)
    bid = next(a for a in legal_actions(state) if isinstance(a, Bid))
    c = consequence(state, bid)
    assert c is not None
    assert c.headline == f"If this bid wins, you pay ${bid.amount} to the Public Treasury for {name}."
    assert "counts $100, whatever its price" in c.details[0] and c.worth == ()


def test_nothing_is_said_of_an_action_the_rules_would_refuse() -> None:
    state = game(2)
    assert consequence(state, Mortgage(0, (31,))) is None  # P0 holds no Broadway
    assert consequence(state, Vote(1, True)) is None  # no vote is running
    assert consequence(state, Propose(1, "single_tax")) is None  # not P1's turn


def test_a_single_tax_set_for_a_turn_is_previewed_as_the_switch_counts_it() -> None:
    """With the Single Tax set to come in at turn 2, the preview any player can read at turn 1 is the
    count at the start of turn 2 (nothing else changes hands between: P0 throws to Central Park)."""
    state = game(2, single_tax_at_turn=2)
    give(state, 1, 31, 33)
    c = motion_consequence(state, "single_tax")
    assert c is not None and c.worth[1].before - c.worth[1].after == 200
    state.players[0].position = 10
    throw(state, 4, 6)  # to Central Park: no charge, no wages
    end_turn(state)
    assert state.single_tax and state.turn == 2
    assert [w.after for w in c.worth] == [s.total for s in scores(state)]


def test_the_prosperity_office_says_what_the_board_pays_and_asks() -> None:
    state = game_prosperity()
    give(state, 0, IDLE)  # the Gold Mine stays on the board's pile
    roll_prosperity(state, (3, 4))  # to a Real Estate office
    sell = consequence(state, SellIdle(0, IDLE))
    assert sell is not None and sell.headline.startswith("The board pays you $200 for")
    assert [(w.after - w.before) for w in sell.worth] == [200, 0, 0, 0]
    buy = consequence(state, BuyIdle(0))
    assert (
        buy is not None
        and buy.headline == "Idle Land costs $100, paid to the board (drawn blind: it may be the Gold Mine)."
    )
    assert [(w.after - w.before) for w in buy.worth] == [-100, 0, 0, 0]
    give(state, 1, GOLD_MINE)
    buy = consequence(state, BuyIdle(0))
    assert buy is not None and "Gold Mine" not in buy.headline


def test_repaying_a_loan_frees_the_pledged_card() -> None:
    state = game(2)
    give(state, 0, 31)
    apply(state, OfferLoan(0, 1, lender=1, principal=100, repay=110, collateral=(31,)))
    apply(state, Answer(1, True))
    loan = next(iter(state.loans))
    c = consequence(state, RepayLoan(0, loan))
    name = state.board.card_name(31)
    assert c is not None and c.headline == f"Repaying costs $110, paid to P1; {name} is no longer pledged."
    assert c.worth == ()  # $110 of cash for a $110 debt


def test_a_natural_opportunity_says_what_it_pays_and_costs_before_the_next_throw() -> None:
    state = game(4)
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, True))
    place(state, 0, 6, cash=5)
    throw(state, 2, 4)  # to a lot whose rent P0 cannot pay: a Natural Opportunity instead
    assert state.phase == Phase.OPPORTUNITY
    first = state.board.opportunities[0]
    c = consequence(state, ChooseOpportunity(0, 0))
    assert c is not None and c.headline == (
        f"You take up {first.name} instead of moving: before your next throw you collect ${first.wages} wages "
        f"from Miscellaneous and pay ${first.rent} rent to the Public Treasury."
    )
    assert c.worth == ()
