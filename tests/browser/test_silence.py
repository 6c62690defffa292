"""Silence is a "no", in real Chromium (issue 26, at most 2 clicks a turn): the auctioneer's count
passes for a person who lets it run out; pointing at the panel or the keyboard in it holds the count;
"Take my time" and the Slow pace turn it off; a bot's offer lapses; a house and a forced mortgage
take one click.

Set LANDLORDS_SCREENSHOTS=folder to keep a screenshot of each screen these tests reach.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from landlords.bots import make_bot
from landlords.engine import is_over
from landlords.options import Options
from landlords.state import Phase
from ui.seats import COLOURS
from ui.seats import Seat as TableSeat
from ui.session import Session

from .conftest import Server, Visitor, assert_ready, wait_for
from .play import (
    Seat,
    Setup,
    over,
    person_moves,
    shot,
    start_game,
    wait_turn,
)

pytestmark = pytest.mark.browser

ONE_PERSON = [Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic")]
COUNTING = "#turn .count-note"
PASS = "#turn .group-auction button[data-choice]"
AWAY = (2, 2)  # a corner of the page far from the decision panel
#: A house to build beside "End turn", and what the turn's end shows then (null: not this question).
HOUSE_BESIDE_END_TURN = (
    "(() => { const main = [...document.querySelectorAll('#turn .group-main button[data-choice]')];"
    " const end = main.find((b) => b.classList.contains('primary') && b.textContent.includes('End turn'));"
    " if (!end || !main.some((b) => b.textContent.startsWith('Build a house on'))) return null;"
    " const note = document.querySelector('#turn .auto-note');"
    " return { auto: end.hasAttribute('data-auto'), ms: end.style.getPropertyValue('--auto-ms'),"
    " note: note ? note.textContent : '' }; })()"
)
#: Whether the middle of an element is on screen and uncovered (as the page judges a count's button).
IN_SIGHT = (
    "sel => { const b = document.querySelector(sel).getBoundingClientRect();"
    " const x = b.left + b.width / 2, y = b.top + b.height / 2;"
    " return y >= 0 && y < innerHeight && document.querySelector(sel).contains(document.elementFromPoint(x, y)); }"
)


#: Keeps every text the screen readers' live region (``#announce``) is given, from now on, in
#: ``window.heard``: the region holds only the latest, and a bot's next move may replace it before a
#: loaded machine's test reads it, where a screen reader has already spoken it.
HEARING = """() => {
  if (window.heard) return;
  window.heard = [];
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "characterData") window.heard.push(r.target.data);
      for (const n of r.addedNodes) window.heard.push(n.textContent);
    }
  }).observe(document.getElementById("announce"), { childList: true, subtree: true, characterData: true });
}"""


#: Keeps, in ``window.counted``, each change of the auctioneer's or an offer's count line in the
#: panel (its words and whether a button counts down), as it comes: each lasts half a count.
COUNT_WATCH = """() => {
  if (window.counted) return;
  window.counted = [];
  const turn = document.getElementById("turn");
  const look = () => {
    const note = turn.querySelector(".count-note");
    const step = turn.querySelector("button[data-auto]");
    const words = note ? note.textContent.replace(/\\s+/g, " ").trim() : "";
    const seen = words && (step ? `${words} [counting on ${step.textContent.trim()}]` : words);
    if (seen && seen !== window.counted.at(-1)) window.counted.push(seen);
  };
  new MutationObserver(look).observe(turn, { childList: true, subtree: true, characterData: true, attributes: true });
  look();
}"""


def keep_announcements_and_counts(page: Page) -> None:
    """Start keeping what ``#announce`` says in this page and the count lines its panel shows
    (again after each load)."""
    page.evaluate(HEARING)
    page.evaluate(COUNT_WATCH)


def expect_counted(page: Page, text: str, timeout_ms: float = 10_000) -> list[str]:
    """A count line holding ``text`` was shown since ``keep_announcements_and_counts``; all shown so far."""
    return expect_kept(page, "window.counted", text, timeout_ms)


def expect_announced(page: Page, text: str, timeout_ms: float = 5000) -> None:
    """``text`` was said in ``#announce`` since ``keep_announcements_and_counts`` (within ``timeout_ms``)."""
    expect_kept(page, "window.heard", text, timeout_ms)


def expect_kept(page: Page, kept: str, text: str, timeout_ms: float) -> list[str]:
    try:
        wait_for(page, f"{kept}.some((line) => line.includes({json.dumps(text)}))", timeout_ms)
    except TimeoutError:
        raise AssertionError(f"{kept} never held {text!r}; the last: {page.evaluate(kept)[-8:]}") from None
    return page.evaluate(kept)  # type: ignore[no-any-return]


def view_shot(page: Page, name: str) -> None:
    """A screenshot of what is on screen (``shot`` takes the whole page), when one is asked for."""
    folder = os.environ.get("LANDLORDS_SCREENSHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


@pytest.fixture
def counted(visitor: Visitor) -> Page:
    """A visitor's page: the counts (and the page's own end of a turn) at their default, on."""
    return visitor.page(counts=True)


def open_game(page: Page, server: Server, seed: int = 5, pace: str = "normal") -> None:
    page.goto(server.url)
    assert_ready(page)
    start_game(page, Setup("1906", ONE_PERSON, {"deal": "none"}, seed=seed, pace=pace))


def to_count(page: Page, rng: random.Random, limit: int = 300) -> None:
    """Play Ann's decisions by the usual policy until the auctioneer counts for her."""
    for _ in range(limit):
        wait_turn(page)
        if page.locator(COUNTING).count():
            return
        assert not over(page)
        person_moves(page, rng)
        page.wait_for_timeout(50)
    raise AssertionError("Ann was never counted down in an auction")


def asked(page: Page) -> str:
    return page.locator("#turn").get_attribute("data-asked") or ""


def test_the_auctioneer_counts_and_silence_passes(counted: Page, server: Server) -> None:
    page = counted
    open_game(page, server)
    keep_announcements_and_counts(page)  # what is said and shown is kept as it comes: each lasts seconds
    to_count(page, random.Random(2))
    question = asked(page)
    lot = page.locator("#turn-heading").inner_text().removeprefix("Auction: ")
    page.mouse.move(*AWAY)  # the person looks away: the count runs
    shown = expect_counted(page, "Going once")
    assert any("Take my time: no counts" in line and line.endswith("[counting on Pass]") for line in shown), shown
    expect_announced(page, "The auctioneer counts")
    shot(page, "silence-count-1280")
    expect_counted(page, "Going twice")
    expect(page.locator("#turn")).not_to_have_attribute("data-asked", question, timeout=20_000)
    expect_announced(page, f"Gone: you let {lot} go.")
    assert "Ann passes" in page.locator("#log").inner_text()
    shot(page, "silence-gone-1280")


def test_pointing_at_the_panel_or_the_keyboard_in_it_holds_the_count(counted: Page, server: Server) -> None:
    page = counted
    open_game(page, server)
    to_count(page, random.Random(2))
    question = asked(page)
    page.hover("#turn-heading")
    expect(page.locator(COUNTING)).to_contain_text("Waiting while you look")
    expect(page.locator("#turn [data-auto]")).to_have_count(0)
    page.wait_for_timeout(9000)  # longer than any count
    assert asked(page) == question

    keep_announcements_and_counts(page)
    page.mouse.move(*AWAY)
    shown = expect_counted(page, "Going once")  # the count runs again
    assert any(line.endswith("[counting on Pass]") for line in shown), shown
    # The keyboard brought into the panel holds it too; taken out, the count starts again. (The
    # pointer holds it while the keys come in, so that a loaded machine's delay cannot let it run out.)
    page.hover("#turn-heading")
    page.locator("#turn .quick button").first.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    page.mouse.move(*AWAY)
    expect(page.locator(COUNTING)).to_contain_text("Waiting while you look")
    page.wait_for_timeout(5000)
    assert asked(page) == question
    assert page.locator(COUNTING).inner_text().startswith("Waiting while you look")
    page.evaluate("document.activeElement.blur()")
    expect(page.locator("#turn")).not_to_have_attribute("data-asked", question, timeout=20_000)


def test_take_my_time_and_the_slow_pace_turn_the_counts_off(counted: Page, server: Server) -> None:
    page = counted
    open_game(page, server)
    to_count(page, random.Random(2))
    page.mouse.move(*AWAY)
    question = asked(page)
    page.check("#take-time")
    page.mouse.move(*AWAY)
    expect(page.locator(COUNTING)).to_contain_text("No count: the page waits for your click")
    expect(page.locator("#turn [data-auto]")).to_have_count(0)
    page.wait_for_timeout(5000)
    assert asked(page) == question
    assert page.evaluate("localStorage.getItem('landlords:counts')") == "off"
    shot(page, "silence-take-my-time-1280")

    # Ticked again off, the count runs; at the Slow pace there is none.
    page.uncheck("#take-time")
    page.mouse.move(*AWAY)
    expect(page.locator(PASS)).to_have_attribute("data-auto", "")
    page.hover(PASS)  # held while the pace is chosen (a loaded machine may take seconds to it)
    page.select_option("#pace", "slow")
    page.hover(PASS)
    page.locator(PASS).click()
    to_count_or_auction = random.Random(4)
    for _ in range(300):
        wait_turn(page)
        if page.locator("#bid-amount").count():
            break
        person_moves(page, to_count_or_auction)
    else:
        raise AssertionError("no other auction for Ann")
    page.mouse.move(*AWAY)
    page.wait_for_timeout(5000)
    expect(page.locator("#bid-amount")).to_be_visible()
    expect(page.locator("#turn [data-auto]")).to_have_count(0)


def loan_asked_of_ann() -> Session:
    """A 1906 game (seed 2) just before Cleo, a bot, asks Ann, a person, for a loan: the page's own
    bot for Cleo (seeded as the page seeds it) makes that offer as its next decision."""
    names = ("Ann", "Ben", "Cleo")
    options = Options(edition="1906", players=names, deal="none")
    seats = [TableSeat(n, COLOURS[i].hex, "" if i == 0 else "heuristic") for i, n in enumerate(names)]
    session = Session.start(options, 2, seats)
    bots = [make_bot("heuristic", seed=i) for i in range(len(names))]
    while not is_over(session.state):
        state, seat = session.state, session.decider()
        if seat and state.phase == Phase.PRE_ROLL:
            offer = make_bot("heuristic", seed=state.seed * 7 + seat).decide(state).action
            if offer.kind == "offer_loan" and getattr(offer, "to", -1) == 0:
                return session
        session.play(bots[seat].decide(state).action)
    raise AssertionError("no loan was asked of Ann")


def test_an_offer_left_unanswered_lapses(counted: Page, server: Server) -> None:
    page = counted
    page.goto(server.url)
    assert_ready(page)
    page.evaluate("text => localStorage.setItem('landlords:game', text)", loan_asked_of_ann().dumps())
    page.mouse.move(*AWAY)
    page.reload()
    assert_ready(page)
    keep_announcements_and_counts(page)
    refuse = page.locator("#turn button[data-choice]", has_text="Refuse")
    shown = expect_counted(page, "This offer lapses in a moment", timeout_ms=15_000)
    assert any("[counting on Refuse" in line for line in shown), shown
    expect(page.locator("#turn button[data-choice]", has_text="Accept")).to_be_visible()
    shot(page, "silence-offer-1280")
    expect(refuse).to_have_count(0, timeout=12_000)
    expect_announced(page, "The offer lapsed")
    assert "Ann refuses" in page.locator("#log").inner_text()


def test_a_house_takes_one_click(page: Page, server: Server) -> None:
    open_game(page, server, seed=5, pace="instant")
    rng = random.Random(2)
    house = page.locator("#turn .group-main button[data-choice]", has_text="Build a house on")
    for _ in range(400):
        wait_turn(page)
        if house.count():
            break
        assert not over(page)
        person_moves(page, rng)
    else:
        raise AssertionError("Ann was never offered a house")
    label = house.first.inner_text()
    lot = label.removeprefix("Build a house on ").split(" ($")[0]
    shot(page, "silence-house-1280")
    house.first.click()
    expect(page.locator("#log")).to_contain_text(f"Ann builds a house on {lot}.")


def ann_must_raise_cash() -> Session:
    """A 1906 game (seed 1) at the moment Ann, a person, must mortgage cards to pay what she owes."""
    names = ("Ann", "Ben", "Cleo")
    seats = [TableSeat(n, COLOURS[i].hex, "" if i == 0 else "heuristic") for i, n in enumerate(names)]
    session = Session.start(Options(edition="1906", players=names), 1, seats)
    bots = [make_bot("heuristic", seed=i) for i in range(len(names))]
    while not is_over(session.state):
        if session.state.phase == Phase.RAISE and session.decider() == 0:
            return session
        session.play(bots[session.decider()].decide(session.state).action)
    raise AssertionError("Ann never had to raise cash")


def test_a_forced_mortgage_takes_one_click(page: Page, server: Server) -> None:
    page.goto(server.url)
    assert_ready(page)
    page.evaluate("text => localStorage.setItem('landlords:game', text)", ann_must_raise_cash().dumps())
    page.reload()
    assert_ready(page)
    fewest = page.locator("#turn .group-mortgage-fewest button[data-choice]")
    expect(fewest).to_have_count(1)
    expect(fewest).to_contain_text(": raises $")
    expect(page.locator("#turn .mortgage-card").first).to_be_visible()  # the tick-list stays, below
    shot(page, "silence-mortgage-1280")
    cards = fewest.inner_text().removeprefix("Mortgage ").split(": raises")[0]
    fewest.click()
    expect(page.locator("#log")).to_contain_text("mortgage")
    expect(page.locator("#turn .group-mortgage-fewest")).to_have_count(0)
    assert cards.split(",")[0] in page.locator("#log").inner_text()


def test_the_counts_read_on_a_phone(visitor: Visitor, server: Server) -> None:
    """At 390x844 the decision sheet may hold the offer's buttons below its fold: the count waits
    until they are in sight, then runs; the count's line (its words and the setting) is under the
    step it will take, in an offer and in an auction."""
    page = visitor.page(390, 844, counts=True)
    page.goto(server.url)
    assert_ready(page)
    page.evaluate("text => localStorage.setItem('landlords:game', text)", loan_asked_of_ann().dumps())
    page.reload()
    assert_ready(page)
    keep_announcements_and_counts(page)
    refuse = page.locator("#turn button[data-choice]", has_text="Refuse")
    expect(page.locator(COUNTING)).to_have_count(1, timeout=15_000)
    # The step's own button below the sheet's fold: the count waits (since the choices come
    # before the situation's explanation the button is usually in sight, and it runs at once).
    if not refuse.evaluate(IN_SIGHT.replace("document.querySelector(sel)", "sel")):
        page.wait_for_timeout(9000)
        expect(refuse).to_be_visible()
        expect(refuse).not_to_have_attribute("data-auto", "")
    page.locator(COUNTING).scroll_into_view_if_needed()
    shown = expect_counted(page, "This offer lapses")
    assert any("[counting on Refuse" in line for line in shown), shown
    expect(page.locator("#take-time")).to_be_in_viewport()
    view_shot(page, "silence-offer-390-view")
    shot(page, "silence-offer-390")
    expect_announced(page, "The offer lapsed", timeout_ms=20_000)

    # A new visit with no game kept: the game is left first, so that it saves nothing more.
    page.goto(server.url + "manifest.webmanifest")
    page.evaluate("localStorage.removeItem('landlords:game')")
    page.goto(server.url)
    assert_ready(page)
    start_game(page, Setup("1906", ONE_PERSON, {"deal": "none"}, seed=5, pace="normal"))
    to_count(page, random.Random(2))
    page.mouse.move(*AWAY)
    page.locator(COUNTING).scroll_into_view_if_needed()
    expect(page.locator(PASS)).to_have_attribute("data-auto", "")
    expect(page.locator(COUNTING)).to_be_in_viewport()
    page.wait_for_timeout(1500)
    view_shot(page, "silence-count-390-view")
    shot(page, "silence-count-390")


def test_a_turn_with_a_house_in_view_ends_after_the_longer_pause(counted: Page, server: Server) -> None:
    page = counted
    open_game(page, server, seed=5, pace="instant")
    rng = random.Random(2)
    for _ in range(400):
        wait_turn(page)
        if seen := page.evaluate(HOUSE_BESIDE_END_TURN):  # read at once: the pause is 4 s
            break
        assert not over(page)
        person_moves(page, rng)
        page.wait_for_timeout(50)
    else:
        raise AssertionError("Ann never ended a turn with a house in view")
    assert seen["auto"] and seen["ms"] == "4000ms", seen
    assert "Unless you choose one of these" in seen["note"], seen
    shot(page, "silence-house-pause-1280")


def test_the_opening_purchases_take_one_click_for_every_card(page: Page, server: Server) -> None:
    page.goto(server.url)
    assert_ready(page)
    start_game(page, Setup("1906", ONE_PERSON, seed=2, pace="instant"))
    wait_turn(page)
    together = page.locator("#turn .group-main button[data-choice]", has_text="Buy all")
    expect(together).to_have_count(1)
    cards = [
        label.removeprefix("Buy ").split(" for $")[0]
        for label in page.locator("#turn .group-main button[data-choice]").all_inner_texts()
        if label.startswith("Buy ") and not label.startswith("Buy all")
    ]
    shot(page, "silence-buy-all-1280")
    together.click()
    for card in cards:
        expect(page.locator("#log")).to_contain_text(f"Ann buys {card} for $")
