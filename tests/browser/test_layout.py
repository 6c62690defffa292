"""What a player needs is on screen together, without scrolling, at the common desktop sizes: the
whole board, whose turn it is, the question with its main choice and what just happened; the setup's
Start button; a space's card beside the board. The board stays put while the side column scrolls.
And while an auction is open, no bot's private limit is anywhere on the page (issue 9, points 2, 3).

The header is one row at 1280 px for every edition, and on a phone, where the menu folds behind a
Menu button; on a phone the decision sheet is at most a third of the screen, the person's cash and
worth pinned on it, and nothing is cut in half behind it; a forced mortgage lists every card the
bank will lend on (issue 26, points 6 and 7).
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Browser, Page

from landlords.bots import make_bot
from landlords.engine import apply, decider, is_over, new_game
from landlords.options import Options
from landlords.state import GameState, Phase
from ui import controls
from ui.seats import COLOURS
from ui.seats import Seat as TableSeat
from ui.session import rebuild

from .conftest import Server, Visitor, assert_ready, watch
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
def test_everything_needed_is_in_view(server: Server, visitor: Visitor, width: int, height: int) -> None:
    page = visitor.page(width, height)
    page.goto(server.url)
    assert_ready(page)
    in_view(page, "#board-holder svg")
    in_view(page, "#start")
    in_view(page, "#setup [data-cmd='how']")
    shot(page, f"layout-{width}x{height}-setup")
    start_game(
        page,
        Setup("1906", [Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic")], {"circuits": "1"}, seed=4),
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


PHONES = [(360, 740), (390, 844)]

#: Words and pictures outside the phone's sheet that its top edge cuts through.
CUT_BY_THE_SHEET = """
(() => {
  const dock = document.getElementById('sheet-dock');
  const edge = dock.getBoundingClientRect().top;
  const cut = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (dock.contains(el) || el.contains(dock) || el.closest('.visually-hidden, dialog')) continue;
    // A box holding things both above and below the edge is not itself cut: only what shows words or
    // draws something of its own is looked at.
    const words = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (el.children.length && !words && !(el instanceof SVGSVGElement)) continue;
    const fold = el.closest('details');
    if (fold && !fold.open && !el.closest('summary')) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || getComputedStyle(el).visibility === 'hidden') continue;
    if (box.top < edge - 1 && box.bottom > edge + 1) cut.push(el.id || el.className || el.tagName);
  }
  return cut;
})()
"""


def cut_by_the_sheet(page: Page) -> list[str]:
    return list(page.evaluate(CUT_BY_THE_SHEET))


def header_is_one_row(page: Page) -> None:
    """The header's title and every item shown in it sit on one line, none running out of it."""
    rows = page.evaluate(
        """(() => {
          const top = document.querySelector('.top');
          const shown = [...top.querySelectorAll('h1, .menu-toggle, #menu > button, .menu-links > *')]
            .filter((el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden'
                    && getComputedStyle(document.getElementById('menu')).position !== 'absolute'
                    || el.matches('h1, .menu-toggle'))
            .filter((el) => el.getBoundingClientRect().width > 0);
          const box = top.getBoundingClientRect();
          return {height: box.height, overflow: top.scrollWidth - top.clientWidth,
                  items: shown.map((el) => [el.id || el.tagName, el.getBoundingClientRect().top,
                                            el.getBoundingClientRect().bottom, el.getBoundingClientRect().right])};
        })()"""
    )
    assert rows["height"] <= 52, f"the header is {rows['height']} px high: {rows['items']}"
    assert rows["overflow"] <= 0, f"the header runs {rows['overflow']} px past its edge"
    width = page.viewport_size["width"]  # type: ignore[index]
    for name, top, bottom, right in rows["items"]:
        assert top >= 0 and bottom <= rows["height"] + 1 and right <= width, f"{name} leaves the row: {rows}"


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
        # The sheet is at most a third of the screen, the person's cash and worth pinned on it, and
        # nothing above it is cut in half by its edge.
        dock = page.locator("#sheet-dock").bounding_box()
        assert dock is not None and dock["height"] <= height / 3 + 1, f"the sheet is {dock} high"
        in_view(page, "#purse")
        purse = page.locator("#purse").inner_text()
        assert "Ann" in purse and "$" in purse and "worth $" in purse, purse
        assert not cut_by_the_sheet(page), cut_by_the_sheet(page)
        header_is_one_row(page)
        # Every item of the folded menu is reachable, by keyboard too, and Escape folds it again.
        page.focus("#menu-toggle")
        page.keyboard.press("Enter")
        assert page.locator("#menu-toggle").get_attribute("aria-expanded") == "true"
        for item in ("#menu-new", "#menu-undo", "#menu-keep", "#menu-how", "#menu-rules", "#menu-embed", "#open-lab"):
            in_view(page, item)
        assert page.evaluate("document.activeElement.id") == "menu-new"
        page.keyboard.press("Escape")
        assert page.locator("#menu-new").is_hidden()
        assert page.evaluate("document.activeElement.id") == "menu-toggle"
        page.click("#menu-toggle")
        page.click("#menu-how")
        assert page.locator("#rules-dialog").is_visible()
        assert page.locator("#menu-new").is_hidden(), "a choice in the menu folds it"
        page.keyboard.press("Escape")
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
        # The menu is ready: in the row, or folded behind its button on a phone.
        assert page.locator("#menu-new").is_visible() or page.locator("#menu-toggle").is_visible()
        assert abs(at_ready - at_load) <= 1, f"the board moved from {at_load} to {at_ready} px"
    finally:
        context.close()


EDITIONS = ["1906", "1904", "prosperity"]


def test_the_header_is_one_row_at_1280_for_every_edition(server: Server, visitor: Visitor) -> None:
    """The title with its edition's name and the whole menu (Undo shown, as in a game) fit one row,
    and the board's foot is still on screen (issue 26, point 6)."""
    page = visitor.page()
    page.goto(server.url)
    assert_ready(page)
    for edition in EDITIONS:
        start_game(page, Setup(edition, [Seat("Ann"), Seat("Ben", "heuristic")], seed=4))
        wait_turn(page)
        assert page.locator("#menu-undo").is_visible() and page.locator("#menu-embed").is_visible()
        assert page.locator("#menu-toggle").is_hidden(), "the whole menu shows at 1280 px"
        header_is_one_row(page)
        in_view(page, "#board-holder svg")
        shot(page, f"layout-header-{edition}-1280x900")
        page.click("#menu-new")


def forced_mortgage(cards: int) -> tuple[GameState, int]:
    """A 1906 game of rules-of-thumb bots played until a player must raise cash and holds at least
    ``cards`` cards the bank will lend on; returns it and that player."""
    for seed in range(1, 40):
        state = new_game(Options(edition="1906", players=("Ann", "Ben", "Cleo")), seed, [])
        bots = [make_bot("heuristic", seed=i) for i in range(3)]
        while not is_over(state):
            p = decider(state)
            if state.phase == Phase.RAISE and len(controls.mortgage_cards(state, p)) >= cards:
                return state, p
            apply(state, bots[p].decide(state).action)
    raise AssertionError(f"no seeded game reached a forced mortgage with {cards} cards")


@pytest.mark.parametrize(("width", "height"), [(1280, 900), (390, 844)], ids=["1280x900", "390x844"])
def test_a_forced_mortgage_lists_every_card(server: Server, browser: Browser, width: int, height: int) -> None:
    """The list of cards to mortgage is no box of its own that hides the sixth card: every card
    shows, and each can be ticked (issue 26, point 6)."""
    state, person = forced_mortgage(6)
    names = [item.label for item in controls.mortgage_cards(state, person)]
    seats = [TableSeat(p.name, COLOURS[i].hex, "" if i == person else "heuristic") for i, p in enumerate(state.players)]
    fragment = rebuild(state.options, state.seed, state.actions, seats).fragment()
    phone = width < 500
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=2 if phone else 1, is_mobile=phone
    )
    try:
        page = context.new_page()
        page.goto(server.url + "#" + fragment)
        assert_ready(page)
        page.locator('#turn [data-cmd="take-over"]').click()
        page.locator("#mortgage-button").wait_for()
        listed = page.locator("#turn .card-list label")
        assert listed.all_inner_texts() == names
        clipped = page.locator("#turn .card-list").evaluate("l => l.scrollHeight - l.clientHeight")
        assert clipped <= 1, f"the list hides {clipped} px of cards in a box of its own"
        for i in range(listed.count()):
            listed.nth(i).locator("input").check()  # scrolled into view in the panel, and not covered
        expect_quote = page.locator("#mortgage-quote").inner_text()
        assert expect_quote.startswith("The bank lends $"), expect_quote
        page.locator("#turn .mortgage").evaluate("e => e.scrollIntoView({block: 'start'})")
        shot(page, f"layout-mortgage-{width}x{height}")
    finally:
        context.close()
