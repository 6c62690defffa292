"""ui.autoturn: the page takes a step for a person only when it leaves them nothing to decide."""

from __future__ import annotations

import pytest
from engine.scenario import place, throw  # tests/engine, beside this package

from landlords.actions import Bid, EndTurn, FinishBuying, Pass, Roll
from landlords.engine import legal_actions, new_game
from landlords.options import Options
from landlords.state import GameState, Phase
from ui import autoturn, controls

from .helpers import EDITIONS, start, steps


def game() -> GameState:
    """A 1906 game of three, no cards dealt, at the first throw."""
    return new_game(Options(players=("P0", "P1", "P2"), deal="none"), 1)


def test_end_turn_is_taken_when_it_is_all_that_is_left_in_the_question() -> None:
    state = game()
    place(state, state.current, 14)
    throw(state, 2, 4)  # into Central Park: nothing to pay, nothing to buy
    panel = controls.panel(state)
    assert [c.action for g in panel.main for c in g.choices] == [EndTurn(state.current)]
    assert panel.extras  # what one may also do (mortgage, the vote...) does not hold the turn up
    assert autoturn.auto_step(state, panel) == EndTurn(state.current)
    opened = {panel.extras[0].key}
    assert autoturn.auto_step(state, panel, opened) is None  # the person opened something: they decide


def test_the_throw_and_real_choices_are_the_persons() -> None:
    state = game()
    panel = controls.panel(state)
    assert state.phase == Phase.PRE_ROLL and Roll(state.current) in legal_actions(state)
    assert autoturn.auto_step(state, panel) is None
    place(state, state.current, 1)
    throw(state, 3, 4)  # onto Speculation: speculate or not
    assert state.phase not in (Phase.PRE_ROLL, Phase.POST_ROLL)
    assert len([c for g in controls.panel(state).main for c in g.choices]) > 1
    assert autoturn.auto_step(state, controls.panel(state)) is None


def test_an_auction_one_cannot_bid_in_is_passed_and_one_with_cash_is_not() -> None:
    state = game()
    lander = state.current
    place(state, lander, 14)
    throw(state, 1, 3)  # onto Market Place, which nobody holds: its auction opens
    assert state.phase == Phase.AUCTION
    bidder = state.auction.bidders[state.auction.turn]  # type: ignore[union-attr]
    assert any(isinstance(a, Bid) for a in legal_actions(state))
    assert autoturn.auto_step(state, controls.panel(state)) is None
    state.players[bidder].cash = 0
    assert legal_actions(state) == [Pass(bidder)]
    assert autoturn.auto_step(state, controls.panel(state)) == Pass(bidder)


def test_done_at_the_opening_purchases_only_when_nothing_can_be_bought() -> None:
    state = new_game(Options(players=("A", "B", "C")), 2)
    assert state.phase == Phase.SETUP
    p = controls.panel(state).player
    assert autoturn.auto_step(state, controls.panel(state)) is None  # cards to buy: a choice
    state.players[p].cash = 0
    assert legal_actions(state) == [FinishBuying(p)]
    assert autoturn.auto_step(state, controls.panel(state)) == FinishBuying(p)


@pytest.mark.parametrize("edition", EDITIONS)
def test_over_whole_games_only_a_step_with_no_alternative_in_the_question_is_taken(edition: str) -> None:
    """In every position of seeded games: a step is taken only if it is legal, is not the throw, and
    is the only button of the question (or a pass in an auction one cannot bid in)."""
    taken = 0
    for session in steps(start(edition, bots=())):
        state = session.state
        panel = controls.panel(state)
        step = autoturn.auto_step(state, panel)
        if step is None:
            continue
        taken += 1
        assert step in legal_actions(state) and not isinstance(step, Roll)
        buttons = [c.action for g in panel.main for c in g.choices]
        assert buttons == [step] or (state.phase == Phase.AUCTION and legal_actions(state) == [step])
    assert taken
