"""The page by keyboard from the first load (issue 27): the pre-rendered board is one Tab stop, Start
is a short walk of Tab presses away, and no control Tab reaches in the setup is hidden under the
sticky Start bar, at 1280x900 and on a phone; in a game on a phone or a tablet, none is hidden
under the decision sheet fixed at the screen's foot."""

from __future__ import annotations

import pytest

from .conftest import Server, Visitor, assert_ready
from .play import Seat, Setup, start_game

pytestmark = pytest.mark.browser

#: The focused element and whether the sticky Start bar covers any of it (itself excepted).
FOCUS = """() => {
  const e = document.activeElement, r = e.getBoundingClientRect();
  const bar = document.querySelector('#setup .start-row'), b = bar?.getBoundingClientRect();
  const under = !!b && !bar.contains(e) && r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right;
  return { id: e.id || e.getAttribute('class') || e.tagName, under };
}"""
#: More than the page's own controls before Start (menu, board, tools, the setup's fields), far fewer
#: than one per space of the board (44 on the 1906 board).
MOST_PRESSES = 35


@pytest.mark.parametrize("width,height", [(1280, 900), (390, 844)])
def test_tab_reaches_start_past_one_board_stop_and_nothing_under_the_bar(
    server: Server, visitor: Visitor, width: int, height: int
) -> None:
    page = visitor.page(width, height)
    page.goto(server.url)
    # The board as the build drew it, before Python has run: one Tab stop, space 0.
    stops = page.locator('#board-holder [tabindex="0"]')
    assert stops.count() == 1 and stops.get_attribute("data-index") == "0"
    assert_ready(page)
    # From the top of the page (the skip link, its first stop): the ready page puts focus on
    # the setup's heading, past the board, for a reader who has not moved yet.
    page.focus(".skip")
    walked = []
    for _ in range(MOST_PRESSES):
        page.keyboard.press("Tab")
        focus = page.evaluate(FOCUS)
        walked.append(focus)
        if focus["id"] == "start":
            break
    assert walked[-1]["id"] == "start", [f["id"] for f in walked]
    assert sum("space" in f["id"].split() for f in walked) == 1
    assert not [f["id"] for f in walked if f["under"]], "focused controls under the Start bar"
    # The skip link leads to what the side column shows (the setup here): the next Tab is in it.
    page.focus(".skip")
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("document.getElementById('setup').contains(document.activeElement)")


#: The focused element and whether the decision sheet (fixed at the foot of a narrow screen) covers
#: any of it, for a control outside the sheet.
UNDER_SHEET = """() => {
  const e = document.activeElement, r = e.getBoundingClientRect();
  const sheet = document.querySelector('.sheet-dock'), s = sheet.getBoundingClientRect();
  const fixed = getComputedStyle(sheet).position === 'fixed';
  const control = e !== document.body && !sheet.contains(e);  // Tab passes by the body at the end of the page
  return { id: e.id || e.getAttribute('class') || e.tagName, fixed,
           under: fixed && control && r.bottom > s.top + 1 && r.top < s.bottom };
}"""


@pytest.mark.parametrize("width,height", [(390, 844), (768, 1024)])
def test_in_a_game_tab_never_stops_under_the_decision_sheet(
    server: Server, visitor: Visitor, width: int, height: int
) -> None:
    page = visitor.page(width, height)
    page.goto(server.url)
    assert_ready(page)
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Cleo", "heuristic")]))
    page.focus(".skip")
    walked = []
    for _ in range(40):
        page.keyboard.press("Tab")
        walked.append(page.evaluate(UNDER_SHEET))
    assert all(f["fixed"] for f in walked), "the sheet is fixed at the foot of this screen"
    # The tools under the board (zoom, speed, sounds, the board's key) lie below the sheet's edge.
    assert {"zoom", "sounds"} & {f["id"] for f in walked}, [f["id"] for f in walked]
    assert not [f["id"] for f in walked if f["under"]], "focused controls under the decision sheet"
