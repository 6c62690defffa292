"""Brisk, fair auctions and bots that do not nag (issue 26, points 1 and 2).

Bots raise in round steps, never $1 unless $1 takes them to their limit; on leaving they say
whether cash or value stopped them; a refused offer is not repeated for ``REFUSAL_ROUNDS`` rounds,
nobody is asked more than once a round, and a player who asked for quiet is asked nothing.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from landlords.actions import Action, Answer, Bid, Pass
from landlords.bots import Decision, make_bot
from landlords.bots.courtesy import REFUSAL_ROUNDS, offered_to
from landlords.bots.heuristic import HeuristicBot, raise_step, raise_to
from landlords.engine import apply, decider, is_over, new_game
from landlords.options import Options
from landlords.state import GameState, Phase
from landlords.tools.auctions import game_raises, needless

from .helpers import game
from .scenario import place, throw

EDITIONS = ("1906", "1904", "prosperity")


@given(st.integers(min_value=1, max_value=3000), st.integers(min_value=0, max_value=3000))
def test_a_raise_is_a_round_step_or_exactly_the_limit(low: int, limit: int) -> None:
    bid = raise_to(low, limit)
    standing = low - 1
    assert bid >= low
    if limit >= low:
        assert bid <= limit
        step = raise_step(standing)
        assert bid == limit or (bid % step == 0 and bid - standing >= step / 2)
        if bid - standing == 1:
            assert bid == limit  # "$1 decides it"


def test_steps_grow_with_the_price() -> None:
    assert [raise_step(p) for p in (0, 49, 50, 199, 200, 900)] == [5, 5, 10, 10, 25, 25]
    assert raise_to(26, 500) == 30 and raise_to(64, 500) == 70 and raise_to(201, 999) == 225


@pytest.mark.parametrize("edition", ["1906", "prosperity"])
def test_seeded_bot_games_make_no_needless_one_dollar_raise(edition: str) -> None:
    raises = []
    for seed in range(6):
        found, _, _ = game_raises(new_game(Options(edition=edition), seed), "heuristic", seed)
        assert needless(found) == 0
        raises += found
    assert len(raises) > 20
    assert sum(r.amount >= 5 for r in raises) > 0.9 * len(raises)


class DollarBot(HeuristicBot):
    """The bot as it bid before: $1 over the standing bid, up to its limit (the reference of a fair
    result: the bidder willing to pay most wins at the next bid above the others' limits)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, raise_step=1)


def settle(state: GameState, bot: HeuristicBot) -> tuple[int, int, int]:
    """Play the bidding out with one bot in every seat: top bidder, top bid, and bids made."""
    bids = 0
    while state.phase == Phase.AUCTION:
        auction = state.auction
        assert auction is not None
        top = (auction.high_bidder, auction.high_bid)
        action = bot.decide(state).action
        bids += isinstance(action, Bid)
        apply(state, action)
    return (*top, bids)


@pytest.mark.parametrize("edition", ["1906", "prosperity"])
def test_round_steps_sell_to_the_same_bidder_as_dollar_steps(edition: str) -> None:
    """Fair: the card goes to the bidder who would have won bidding $1 at a time (or one whose limit
    ties his), for less than two steps more, in far fewer bids."""
    auctions = bids_dollar = bids_round = 0
    for seed in range(10):
        state = new_game(Options(edition=edition), seed)
        guide = HeuristicBot(seed)
        while not is_over(state) and auctions < 40:
            auction = state.auction
            if state.phase == Phase.AUCTION and auction is not None and auction.high_bidder == -1:
                auctions += 1
                by_dollar = settle(state.clone(), DollarBot(seed))
                by_round = settle(state.clone(), HeuristicBot(seed))
                assert by_round[0] == by_dollar[0] or by_round[1] == by_dollar[1]
                if by_dollar[0] != -1:
                    assert by_dollar[1] <= by_round[1] < by_dollar[1] + 2 * raise_step(by_dollar[1])
                bids_dollar += by_dollar[2]
                bids_round += by_round[2]
            apply(state, guide.decide(state).action)
    assert auctions >= 40
    assert bids_round * 2 < bids_dollar


def opened_auction(cash: int) -> GameState:
    """P0 has stopped on The Farm ($25) and opened at $25; P1, with ``cash``, is to bid."""
    state = game(4)
    place(state, 1, 0, cash=cash)
    throw(state, 3, 4)
    apply(state, Bid(0, 25))
    assert decider(state) == 1
    return state


def test_a_bot_short_of_cash_says_so() -> None:
    decision = HeuristicBot().decide(opened_auction(cash=60))
    assert decision.action == Pass(1)
    assert "cannot pay more than $" in decision.reason and "(cash on hand)" in decision.reason


def test_a_bot_outpriced_says_the_price_is_above_the_worth() -> None:
    state = opened_auction(cash=2000)
    assert state.auction is not None
    state.auction.high_bid = 900
    decision = HeuristicBot().decide(state)
    assert decision == type(decision)(Pass(1), "the price is above what it is worth to me")


# --- offers ---------------------------------------------------------------------------------------


class Refuser(HeuristicBot):
    """A player who refuses every offer (the person the bots must not nag); otherwise the rules of thumb."""

    def answer(self, state: GameState, me: int) -> Decision:
        return Decision(Answer(me, False), "no, thank you")


@cache
def offer_history(
    edition: str, seeds: int, quiet: tuple[int, ...] = (), level: str = "heuristic"
) -> tuple[tuple[tuple[int, Action, bool], ...], ...]:
    """Each seeded game's offers, (turn made, the offer, refused), with a ``Refuser`` in seat 0."""
    games = []
    for seed in range(seeds):
        state = new_game(Options(edition=edition), seed)
        bots = [make_bot(level, seed * 31 + seat, quiet=quiet) for seat in range(state.num_players)]
        bots[0] = Refuser(seed * 31, quiet=quiet)
        made: list[tuple[int, Action, bool]] = []
        while not is_over(state):
            action = bots[decider(state)].decide(state).action
            if offered_to(action) >= 0:
                made.append((state.turn, action, False))
            if isinstance(action, Answer) and not action.accept and made:
                made[-1] = (made[-1][0], made[-1][1], True)
            apply(state, action)
        games.append(tuple(made))
    return tuple(games)


@pytest.mark.parametrize("edition", ["1906", "prosperity"])
def test_bots_repeat_no_refused_offer_and_ask_each_player_once_a_round(edition: str) -> None:
    n = 4
    made_any = refusals = 0
    for made in offer_history(edition, 24):
        made_any += len(made)
        for i, (turn, offer, _) in enumerate(made):
            for earlier_turn, earlier, was_refused in made[:i]:
                if offered_to(earlier) == offered_to(offer):
                    assert turn - earlier_turn >= n, f"two offers to one player within a round: {earlier}, {offer}"
                if earlier == offer and was_refused:
                    assert turn - earlier_turn >= REFUSAL_ROUNDS * n, f"{offer} repeated after a refusal"
            refusals += made[i][2]
    assert made_any > 10 and refusals > 0  # the rules were put to the test


def test_a_player_who_asked_for_quiet_gets_no_offers() -> None:
    asked = [offered_to(offer) for made in offer_history("1906", 24, quiet=(0,)) for _, offer, _ in made]
    assert asked and 0 not in asked


def test_random_bots_too_leave_a_quiet_player_alone() -> None:
    asked = [offered_to(offer) for made in offer_history("1906", 6, quiet=(2,), level="random") for _, offer, _ in made]
    assert asked and 2 not in asked
