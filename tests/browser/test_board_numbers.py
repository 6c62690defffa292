"""The board's numbers, marks and cards on the page (issue 26, points 5, 7 and 8): a space's card
says the figure charged, with its title deed on request; a person's new deed or card appears as a
card face that lets play go on; the key to the marks is under the board; on a phone the board's
labels are at least 9 px."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

from .conftest import Server, Visitor, assert_ready
from .play import Seat, Setup, shot, start_game, until, wait_turn

pytestmark = pytest.mark.browser

SHOWN = "!document.querySelector('#card-pop')?.hidden && !!document.querySelector('#card-pop figure')"


def open_game(visitor: Visitor, server: Server, width: int, height: int, edition: str = "1906") -> Page:
    page = visitor.page(width, height)
    page.goto(server.url)
    assert_ready(page)
    start_game(page, Setup(edition=edition, seats=[Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic")]))
    wait_turn(page)
    return page


def test_a_spaces_card_says_the_fare_and_shows_its_deed(server: Server, visitor: Visitor) -> None:
    page = open_game(visitor, server, 1280, 900)
    page.click('#board-holder .space[data-index="5"]')
    details = page.locator("#details").inner_text()
    assert "Fare" in details and "$5" in details and "fares by the number one holder owns" in details
    page.click("#details .show-deed")
    pop = page.locator("#card-pop")
    pop.locator("figure svg.deed").wait_for()
    assert "TITLE DEED" in pop.inner_text().upper() and "Royal Rusher" in pop.inner_text()
    shot(page, "board-numbers-deed-1280x900")
    page.keyboard.press("Escape")
    assert pop.is_hidden()
    # The key to the marks, under the board.
    page.click("#board-key summary")
    key = page.locator("#legend svg").text_content() or ""
    assert "mortgaged" in key and "house" in key and "charge now" in key
    shot(page, "board-numbers-key-1280x900")


def test_a_persons_new_card_shows_as_a_card_face_and_play_goes_on(server: Server, visitor: Visitor) -> None:
    page = open_game(visitor, server, 1280, 900)
    until(page, SHOWN, random.Random(3))
    shot(page, "board-numbers-card-popover-1280x900")
    assert page.locator("#card-pop figure svg.card-face").count() >= 1
    # The popover lets clicks through: the next click both plays and puts the card away.
    page.locator("#turn button[data-choice]").first.click()
    assert page.locator("#card-pop").is_hidden() or page.evaluate(SHOWN)


@pytest.mark.parametrize("edition", ["1906", "prosperity"])
def test_a_phone_draws_the_compact_board_with_labels_of_9px(server: Server, visitor: Visitor, edition: str) -> None:
    page = open_game(visitor, server, 390, 844, edition)
    board = page.locator("#board-holder svg")
    assert board.get_attribute("data-compact") == "true"
    smallest = page.evaluate(
        """() => {
            const svg = document.querySelector('#board-holder svg');
            const scale = svg.getBoundingClientRect().width / 1000;
            const texts = svg.querySelectorAll('.space text, .opportunity text, .money-now text');
            return Math.min(...Array.from(texts, t => parseFloat(t.getAttribute('font-size')) * scale));
        }"""
    )
    assert smallest >= 9, f"the smallest label is {smallest:.1f} px"
    shot(page, f"board-numbers-phone-{edition}-390x844")
