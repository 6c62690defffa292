"""Every move explained where it is chosen (issue 26, point 3): the panel's situations, moves that say
where they lead, counts that say what they count, and the editions' opening words."""

from __future__ import annotations

import pytest

from landlords.actions import Steps
from landlords.consequences import MOVE_KINDS
from landlords.preview import Consequence
from landlords.state import Phase
from ui import controls, setup

from .helpers import EDITIONS, start, steps


def test_a_person_meeting_a_situation_is_told_it_in_full_once_then_in_a_line() -> None:
    """Ann (the only person) meets auctions: the first one in two sentences with its rule; a later
    one in a line. The words are the engine's data, never a bot's first meeting."""
    session = start("1906", seed=5, circuits=3)
    told: list[tuple[int, controls.Panel]] = []
    for s in steps(session):
        state = s.state
        if state.phase == Phase.AUCTION and s.decider() == 0:
            panel = controls.said(state, controls.panel(state), frozenset({0}))
            told.append((state.turn, panel))
    assert told, "Ann never bid"
    first_turn = told[0][0]
    for turn, panel in told:
        (situation,) = [t for t in panel.situations if t.key == "auction"]
        assert situation.rule == "Lots, railroads and franchises"
        assert situation.first == (turn == first_turn)
        assert (situation.text.count(". ") >= 1) == situation.first


def test_moves_say_on_their_buttons_where_they_land_and_what_the_space_asks() -> None:
    for seed in range(30):
        session = start("1906", seed=seed, circuits=3)
        for s in steps(session):
            if s.state.phase == Phase.CHOOSE_MOVE and s.decider() == 0:
                panel = controls.said(s.state, controls.panel(s.state), frozenset({0}))
                moves = [c for g in panel.main for c in g.choices if c.action.kind in MOVE_KINDS]
                assert moves and all(c.consequence is not None for c in moves)
                for c in moves:
                    assert c.consequence is not None
                    if isinstance(c.action, Steps) and c.targets:
                        name = s.state.board.spaces[c.targets[0]].name
                        assert c.consequence.headline.startswith(f"{name}: ")
                        # The button names the place already: its line under the label does not.
                        assert not controls.leads(c).startswith(f"{name}:") and controls.leads(c)[0].isupper()
                assert panel.situations, "a choice of moves is always a situation"
                return
    pytest.fail("Ann never chose a move")


def test_the_board_offers_the_moves_that_lead_to_a_space() -> None:
    for seed in range(30):
        session = start("1906", seed=seed, circuits=3)
        for s in steps(session):
            if s.state.phase == Phase.CHOOSE_MOVE:
                panel = controls.panel(s.state)
                for space in panel.targets:
                    offers = panel.leading_to(space)
                    assert offers and all(space in c.targets for _, c in offers)
                    where, g, c = offers[0][0].split(":")
                    assert panel.main[int(g)].choices[int(c)] == offers[0][1] and where == "m"
                off_target = next(i for i in range(40) if i not in panel.targets)
                assert panel.leading_to(off_target) == []
                return
    pytest.fail("no choice of moves came up")


def test_a_moves_line_leaves_out_what_its_label_says() -> None:
    def told(label: str, headline: str) -> str:
        return controls.leads(controls.Choice(label, None, consequence=Consequence(headline, (), ())))  # type: ignore[arg-type]

    assert told("Jump back 2 to Real Estate: Claude Hopper", "Real Estate: Claude Hopper: a Real Estate office.") == (
        "A Real Estate office."
    )
    assert told("Forward 22 to Gee Whiz R. R.", "Gee Whiz R. R.: pay $5 to Ann.") == "Pay $5 to Ann."
    assert told("Stay at the railroad", "Stay at the railroad.") == ""
    assert told("Stay (do not speculate)", "Stay where you are; your turn passes.") == (
        "Stay where you are; your turn passes."
    )


def test_folded_counts_say_what_they_count() -> None:
    group = controls.Group("build", "Build", tuple(controls.Choice(str(i), None) for i in range(18)))  # type: ignore[arg-type]
    assert group.count_words() == "18 choices"
    session = start("1906", seed=2, circuits=3)
    for s in steps(session):
        extras = controls.panel(s.state).extras
        build = [g for g in extras if g.key == "build" and len(g.choices) > 1]
        if build:
            assert build[0].count_words() == f"{len(build[0].choices)} lots you may build a house on"
            return
    pytest.fail("nobody could build")


@pytest.mark.parametrize("edition", ("1906", "1904"))
def test_the_opening_purchase_says_what_becomes_of_the_other_cards(edition: str) -> None:
    state = start(edition, deal="12").state
    assert state.phase == Phase.SETUP
    prompt = controls.panel(state).prompt
    if edition == "1904":
        assert "auction" not in prompt.replace("no auctions", "") and "rented" in prompt
    else:
        assert "auctioned" in prompt


def test_the_1906_blurb_says_what_sets_it_apart() -> None:
    blurbs = {e.name: e.blurb for e in setup.editions()}
    assert "Single Tax vote" in blurbs["1906"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_situation_a_person_meets_has_words(edition: str) -> None:
    session = start(edition, seed=4)
    for s in steps(session):
        if s.decider() == 0:
            panel = controls.said(s.state, controls.panel(s.state), frozenset({0}))
            for told in panel.situations:
                assert told.title and told.text and told.rule
