"""ui.autoturn: the page takes a step for a person only when it leaves them nothing to decide."""

from __future__ import annotations

from collections import Counter

import pytest
from engine.scenario import place, throw  # tests/engine, beside this package

from landlords.actions import Answer, Bid, Build, EndTurn, FinishBuying, OfferTrade, Pass, Roll
from landlords.engine import apply, bid_range, legal_actions, new_game
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
    is the only button of the question (or a pass in an auction one cannot bid in), or ends a turn
    whose only other buttons are free choices one may leave (a house, a mortgage paid off), after
    the longer pause."""
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
        if len(buttons) > 1 and isinstance(step, EndTurn):
            assert all(b.kind in autoturn.OPTIONAL_KINDS for b in buttons if b != step)
            assert autoturn.pause_ms(panel) == autoturn.CHOICE_PAUSE_MS
            continue
        assert buttons == [step] or (state.phase == Phase.AUCTION and legal_actions(state) == [step])
        assert autoturn.pause_ms(panel) == autoturn.PAUSE_MS
    assert taken


def test_silence_passes_in_an_auction_one_could_bid_in() -> None:
    state = game()
    place(state, state.current, 14)
    throw(state, 1, 3)  # onto Market Place: its auction opens, and the bidder has the cash
    panel = controls.panel(state)
    bidder = panel.player
    assert autoturn.auto_step(state, panel) is None  # a real choice: never taken as "no choice"
    assert autoturn.lapse_step(state, panel) == Pass(bidder)
    assert autoturn.count_ms(Pass(bidder)) == 4000
    assert autoturn.count_ms(Pass(bidder), first_time=True) == 8000
    assert autoturn.count_words(Pass(bidder), 0.1) == "Going once\u2026 say nothing and you pass."
    assert autoturn.count_words(Pass(bidder), 0.6) == "Going twice\u2026"
    assert autoturn.gone_words(state, Pass(bidder)) == "Gone: you let Market Place go."
    state.players[bidder].cash = 0  # no bid possible: the short pause passes, not the count
    assert autoturn.lapse_step(state, controls.panel(state)) is None


def test_silence_declines_an_offer_and_decides_nothing_else() -> None:
    state = game()
    offer = next(
        a for a in legal_actions(state) if isinstance(a, OfferTrade) or a.kind in ("offer_loan", "offer_trade")
    )
    apply(state, offer)
    assert state.phase == Phase.OFFER
    panel = controls.panel(state)
    assert autoturn.lapse_step(state, panel) == Answer(panel.player, False)
    assert autoturn.count_ms(Answer(panel.player, False)) == 8000
    assert "lapses" in autoturn.count_words(Answer(panel.player, False), 0.2)
    assert autoturn.lapse_step(new_game(Options(players=("A", "B", "C")), 2), controls.panel(state)) is None


@pytest.mark.parametrize("edition", EDITIONS)
def test_over_whole_games_silence_only_passes_or_refuses(edition: str) -> None:
    """In every position of seeded games, what silence takes is legal and a "no": a pass in an
    auction the person could bid in, or a refusal of an offer; never the throw, a move, a vote."""
    lapsed = Counter()
    for session in steps(start(edition, bots=())):
        state = session.state
        step = autoturn.lapse_step(state, controls.panel(state))
        if step is None:
            continue
        assert step in legal_actions(state)
        assert (isinstance(step, Pass) and state.phase == Phase.AUCTION and bid_range(state) is not None) or (
            isinstance(step, Answer) and not step.accept and state.phase == Phase.OFFER
        )
        lapsed[step.kind] += 1
    assert lapsed["pass"] or edition == "1904"  # the 1904 game has no auctions


def test_a_turn_with_a_house_to_build_ends_after_the_longer_pause() -> None:
    """A house offered beside "End turn" is a choice one may leave: the turn ends by itself, after
    the longer pause, unless a fold was opened; the house is still listed under "You may also"."""
    seen = 0
    for session in steps(start("1906", bots=(), seed=5)):
        state = session.state
        panel = controls.panel(state)
        houses = [c.action for g in panel.main for c in g.choices if isinstance(c.action, Build)]
        if state.phase != Phase.POST_ROLL or not houses:
            continue
        seen += 1
        assert autoturn.auto_step(state, panel) == EndTurn(panel.player)
        assert autoturn.pause_ms(panel) == autoturn.CHOICE_PAUSE_MS
        assert "Unless you choose" in autoturn.note(EndTurn(panel.player), panel)
        assert autoturn.auto_step(state, panel, {panel.extras[0].key}) is None
        folded = {c.action for g in panel.extras if g.key == "build" for c in g.choices}
        assert set(houses) <= folded and len(houses) <= 2
    assert seen
