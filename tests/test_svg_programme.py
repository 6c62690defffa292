"""The public's programme on a 1906 board (issue 24): in order, what is done, what the next $50 buys
and how far the Treasury is from it; faint before the Single Tax is in force; necessities marked
free, the wages as they stand on Mother Earth, Shelter free."""

from __future__ import annotations

import html
import re

from landlords import svg
from landlords.actions import Propose, Vote
from landlords.editions.standard1906 import singletax
from landlords.engine import apply, new_game
from landlords.options import Options
from landlords.state import GameState


def carried(steps: int, treasury: int) -> GameState:
    state = new_game(Options(edition="1906", players=("Ann", "Ben", "Cleo"), deal="none"), 1, [])
    state.current = state.first_player = 0
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, True))
    state.treasury, state.misc = treasury, state.misc - treasury
    for _ in range(steps):
        state.treasury, state.misc = state.treasury + singletax.STEP, state.misc - singletax.STEP
        singletax.after_treasury_credit(state, [])
    return state


def steps_of(layer: str) -> list[tuple[str, str]]:
    """(status, words) of each step drawn, in order."""
    out = []
    for status, body in re.findall(r'<g class="step (\w+)">(.*?)</g>', layer, re.S):
        words = re.findall(r"<text[^>]*>([^<]*)</text>", body)
        out.append((status, html.unescape(" ".join(words[1:]))))
    return out


def test_mid_way_the_board_shows_the_programme_in_order_with_the_next_step_and_its_distance() -> None:
    layer = svg.state_layer(carried(steps=4, treasury=30))
    drawn = steps_of(layer)
    assert [s for s, _ in drawn] == ["done"] * 4 + ["next"] + ["later"] * 4
    assert [w for _, w in drawn] == [
        "Soakum Lighting System",
        "Slambang Trolley",
        "P. D. Q. R. R.",
        "Gee Whiz R. R.",
        "Shooting Star R. R.",
        "Royal Rusher R. R.",
        "Free College on Lord Blueblood's Estate",
        "Free College on D. F. Hogg's Game Preserves",
        "Wages $110",
    ]
    assert 'data-in-force="true"' in layer
    assert "$20 more in the Treasury pays for \u25b6" in layer


def test_before_the_single_tax_the_programme_is_faint_and_says_if() -> None:
    state = new_game(Options(edition="1906", players=("Ann", "Ben")), 1, [])
    layer = svg.state_layer(state)
    assert 'data-in-force="false" opacity="0.55"' in layer
    assert "If the Single Tax comes in" in layer
    assert {s for s, _ in steps_of(layer)} == {"later"}
    never = new_game(Options(edition="1906", players=("Ann", "Ben"), single_tax_motion="never"), 1, [])
    assert 'class="programme"' not in svg.state_layer(never)
    assert 'class="programme"' not in svg.state_layer(new_game(Options(edition="1904", players=("A", "B")), 1, []))


def test_under_the_single_tax_necessities_say_free_and_mother_earth_the_wages() -> None:
    before = svg.state_layer(new_game(Options(edition="1906", players=("Ann", "Ben")), 1, []))
    assert ">FREE<" not in before and "WAGES $" not in before
    state = carried(steps=9, treasury=0)
    assert state.wages == 110
    layer = svg.state_layer(state)
    necessities = [s.index for s in state.board.spaces if s.kind == "necessity"]
    for space in necessities:
        marks = re.search(
            rf'<g class="marks" data-space="{space}">(.*?)</g>(?=<g class="(?:marks|target|token)"|$)',
            layer,
            re.S,
        )
        assert marks is not None and ">FREE<" in marks[1], space
    assert ">WAGES $110<" in layer
    assert ">SHELTER FREE<" in layer
