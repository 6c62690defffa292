"""What a player needs is on screen together, without scrolling, at the common desktop sizes: the
whole board, whose turn it is, the question with its main choice and what just happened; the setup's
Start button; a space's card beside the board. The board stays put while the side column scrolls.
And while an auction is open, no bot's private limit is anywhere on the page (issue 9, points 2, 3).
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Browser, Page

from .conftest import Server, assert_ready, watch
from .play import Seat, Setup, choices, click_choice, shot, start_game, until, wait_turn

pytestmark = pytest.mark.browser

SIZES = [(1280, 900), (1366, 768), (1440, 900), (1920, 1080)]
IN_AUCTION = "document.querySelector('#bid-amount') !== null"


def in_view(page: Page, selector: str) -> None:
    """The element is shown, and wholly inside the window as it stands (nothing scrolled)."""
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None, f"{selector} is not shown"
    assert box["x"] >= -1 and box["y"] >= -1, f"{selector} starts outside the window: {box}"
    assert box["x"] + box["width"] <= size["width"] + 1, f"{selector} runs off the right: {box}"
    assert box["y"] + box["height"] <= size["height"] + 1, f"{selector} runs below the window: {box}"


def page_scroll(page: Page) -> int:
    return int(page.evaluate("Math.max(window.scrollY, document.scrollingElement.scrollTop)"))


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_everything_needed_is_in_view(server: Server, browser: Browser, width: int, height: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": height})
    traffic = watch(context)
    try:
        page = context.new_page()
        page.goto(server.url)
        assert_ready(page)
        in_view(page, "#board-holder svg")
        in_view(page, "#start")
        in_view(page, "#setup [data-cmd='how']")
        shot(page, f"layout-{width}x{height}-setup")
        start_game(
            page,
            Setup(
                "1906", [Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic")], {"circuits": "1"}, seed=4
            ),
        )
        for _ in range(5):
            wait_turn(page)
            if "Done buying" not in choices(page):
                break
            click_choice(page, "Done buying")
        wait_turn(page)
        for selector in (
            "#board-holder svg",
            "#turn-heading",
            "#turn .group-main button[data-choice]",
            "#turn .recent",
        ):
            in_view(page, selector)
        # A space's card opens beside the board, in view.
        page.click('#board-holder .space[data-index="13"]')
        in_view(page, "#details")
        assert "Soakum Lighting System" in page.locator("#details-title").inner_text()
        shot(page, f"layout-{width}x{height}-turn")
        page.keyboard.press("Escape")
        assert page.locator("#details").is_hidden()
        # The side column scrolls on its own: the board stays where it was.
        before = page.locator("#board-holder svg").bounding_box()
        page.locator("#log-box").scroll_into_view_if_needed()
        assert page.locator("#board-holder svg").bounding_box() == before
        assert page_scroll(page) == 0
        in_view(page, "#board-holder svg")
        # An auction between a person and bots: the question, the bid and the board in view, and no
        # bot's limit or reasoning about value anywhere on the page while it is open.
        until(page, IN_AUCTION, random.Random(1), limit=80)
        for selector in ("#board-holder svg", "#turn-heading", "#bid-amount", "#turn .quick button"):
            in_view(page, selector)
        text = page.locator("body").inner_text()
        assert "Ben bids" in text and "Cleo bids" in text, "the bots bid before the person"
        assert "worth up to" not in text, text[-800:]
        shot(page, f"layout-{width}x{height}-auction")
    finally:
        context.close()
    traffic.assert_local()


PHONES = [(360, 740), (390, 844)]


@pytest.mark.parametrize(("width", "height"), PHONES, ids=[f"{w}x{h}" for w, h in PHONES])
def test_a_phone_decides_with_the_board_in_view(server: Server, browser: Browser, width: int, height: int) -> None:
    """The decision panel is a sheet at the foot of the screen: its question and main choice are in
    view together with the whole board, and nothing needs scrolling sideways (issue 9, point 7)."""
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    traffic = watch(context)
    try:
        page = context.new_page()
        page.goto(server.url)
        assert_ready(page)
        in_view(page, "#start")
        start_game(page, Setup("1906", [Seat("Ann"), Seat("Ben", "heuristic")], {"circuits": "1"}, seed=4))
        for _ in range(5):
            wait_turn(page)
            if "Done buying" not in choices(page):
                break
            click_choice(page, "Done buying")
        wait_turn(page)
        page.evaluate("window.scrollTo(0, 0)")
        for selector in ("#turn-heading", "#turn .group-main button[data-choice]"):
            in_view(page, selector)
        board = page.locator("#board-holder svg").bounding_box()
        sheet = page.locator("#turn").bounding_box()
        assert board is not None and sheet is not None
        assert board["y"] + board["height"] * 0.85 <= sheet["y"], "the sheet leaves the board in view"
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        shot(page, f"layout-phone-{width}x{height}")
        # The zoomed board pans in its own window and stays in view.
        page.click("#zoom")
        in_view(page, "#board-stage")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        context.close()
    traffic.assert_local()


#: The board's top edge as the page is first laid out, before any Python has run.
BOARD_TOP_AT_LOAD = """
document.addEventListener('DOMContentLoaded', () => {
  window.__boardTopAtLoad = document.getElementById('board-holder').getBoundingClientRect().top;
});
"""
STEADY = [("", 1280, 900), ("", 1366, 768), ("", 360, 740), ("?view=embed&autoplay", 700, 600),
          ("?view=embed&autoplay", 360, 740)]  # fmt: skip


@pytest.mark.parametrize(("query", "width", "height"), STEADY, ids=[f"{q or 'full'}-{w}x{h}" for q, w, h in STEADY])
def test_the_board_stays_put_while_the_game_starts(
    server: Server, browser: Browser, query: str, width: int, height: int
) -> None:
    """The menu takes the start-up bar's place in the header without changing its height, and no
    stage's words (the first is the longest) make the header taller, so the board the reader is
    already looking at does not jump while the game starts or when it is ready."""
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(BOARD_TOP_AT_LOAD)
    try:
        page = context.new_page()
        page.goto(server.url + query)
        assert_ready(page)
        at_load = page.evaluate("window.__boardTopAtLoad")
        at_ready = page.evaluate("document.getElementById('board-holder').getBoundingClientRect().top")
        assert page.locator("#menu-new").is_visible()
        assert abs(at_ready - at_load) <= 1, f"the board moved from {at_load} to {at_ready} px"
    finally:
        context.close()
