"""Brisk auctions in the page (issue 26): "bid for me up to $X" bids for a person in the open, an
auction among bots alone is played through at once at any pace but Slow, and "No offers from bots"
is a choice by the pace.

Set LANDLORDS_SCREENSHOTS=folder to keep screenshots of the auction panel.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import Server, assert_ready
from .play import Seat, Setup, click_choice, log_text, person_moves, shot, start_game, wait_turn

pytestmark = pytest.mark.browser

SHORT = {"circuits": "1"}
ANN_BIDS = "document.querySelector('#proxy-amount') !== null"


def ann_bidding(page: Page, rng: random.Random, limit: int = 300) -> None:
    """Play Ann's decisions by the usual policy (passing in auctions) until she is to bid."""
    for _ in range(limit):
        wait_turn(page)
        if page.evaluate(ANN_BIDS):
            return
        person_moves_without_bids(page, rng)
    raise AssertionError("Ann was never asked to bid")


def person_moves_without_bids(page: Page, rng: random.Random) -> None:
    if page.locator("#bid-amount").count():
        click_choice(page, "Pass")
    else:
        person_moves(page, rng)


def test_the_page_bids_for_a_person_up_to_the_sum_set(server: Server, page: Page) -> None:
    page.goto(server.url)
    assert_ready(page)
    seats = [Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic")]
    start_game(page, Setup("1906", seats, SHORT, seed=5, pace="fast"))
    ann_bidding(page, random.Random(1))
    shot(page, "auction-proxy-form")
    minimum = int(page.get_attribute("#bid-amount", "min") or "0")
    page.fill("#proxy-amount", str(minimum - 1))
    page.click("#proxy-button")
    expect(page.locator("#proxy-problem")).to_contain_text(f"at least ${minimum}")
    ceiling = minimum + 30
    moves = len(log_text(page))
    page.fill("#proxy-amount", str(ceiling))
    page.click("#proxy-button")
    # With bots alone beside her proxy, the auction is played through without another click.
    page.locator("#proxy-amount, #proxy-status").first.wait_for(state="detached", timeout=30_000)
    log = log_text(page)[moves:]
    assert f"the page bids for me up to ${ceiling}" in log.lower()
    ann_bids = [int(b) for b in re.findall(r"Ann bids \$(\d+)", log)]
    assert ann_bids and ann_bids[0] == minimum and max(ann_bids) <= ceiling
    wait_turn(page)
    shot(page, "auction-proxy-done")


def test_proxy_bidding_is_shown_with_a_stop_at_slow_pace(server: Server, page: Page) -> None:
    page.goto(server.url)
    assert_ready(page)
    seats = [Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic")]
    start_game(page, Setup("1906", seats, SHORT, seed=5, pace="instant"))
    ann_bidding(page, random.Random(1))
    page.select_option("#pace", "slow")
    minimum = int(page.get_attribute("#bid-amount", "min") or "0")
    page.fill("#proxy-amount", str(minimum + 30))
    page.click("#proxy-button")
    status = page.locator("#proxy-status")
    expect(status).to_contain_text(f"Bidding for you up to ${minimum + 30}")
    stop = status.locator('[data-cmd="proxy-stop"]')
    expect(stop).to_be_visible()
    shot(page, "auction-proxy-status")
    stop.click()
    expect(page.locator("#proxy-status")).to_have_count(0)


def test_an_auction_among_bots_alone_is_drawn_once(server: Server, page: Page) -> None:
    """Ann drops out: the bots' bids follow at once, the panel is not drawn for each, and the log still
    lists each bid."""
    page.goto(server.url)
    assert_ready(page)
    seats = [Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic"), Seat("Dee", "heuristic")]
    start_game(page, Setup("1906", seats, SHORT, seed=3, pace="normal"))
    rng = random.Random(4)
    for _ in range(40):
        ann_bidding(page, rng)
        before = len(log_text(page))
        # Count the panel's drawings while this auction is still on (its heading names the space).
        page.evaluate(
            "window.redraws = 0; const heading = document.getElementById('turn-heading').textContent;"
            " new MutationObserver(() => {"
            " if (document.getElementById('turn-heading')?.textContent === heading) window.redraws++; })"
            ".observe(document.getElementById('turn'), {childList: true})"
        )
        click_choice(page, "Pass")
        wait_turn(page)
        bids = re.findall(r"(?:Ben|Cleo|Dee) bids \$\d+", log_text(page)[before:])
        if len(bids) >= 3:
            # One drawing after Ann's pass (a bot to bid), none for each bid after it.
            assert page.evaluate("window.redraws") <= 2, bids
            return
    raise AssertionError("no auction among bots alone came up")


def test_no_offers_from_bots_is_a_choice_by_the_pace(server: Server, page: Page) -> None:
    page.goto(server.url)
    assert_ready(page)
    seats = [Seat("Ann"), Seat("Ben", "heuristic")]
    start_game(page, Setup("1906", seats, SHORT, seed=5, pace="instant"))
    wait_turn(page)
    box = page.locator("#no-offers")
    expect(box).not_to_be_checked()
    box.check()
    shot(page, "no-offers")
    page.reload()
    assert_ready(page)
    wait_turn(page)
    expect(page.locator("#no-offers")).to_be_checked()
