"""The log keeps the whole game, and the milestones lead back to its turning points (issue 26):
a long 1906 game resumed from the browser's autosave, its Single Tax vote long out of the latest
lines, and a finished game's end dialog."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, expect

from landlords.actions import Propose
from landlords.bots import make_bot
from landlords.engine import is_over
from landlords.options import Options
from landlords.state import Phase
from ui.log_window import LOG_LINES
from ui.seats import COLOURS, Seat
from ui.session import Session

from . import play
from .conftest import Server, Visitor, assert_ready
from .play import Setup, shot, start_game, until, wait_turn

pytestmark = pytest.mark.browser

NAMES = ("Ann", "Ben", "Cleo", "Dora")
#: A click and its answer, timed inside the page (until the worker answered, when Python runs in one).
CAN_ROLL = (
    "[...document.querySelectorAll('#turn button[data-choice]')].some((b) => b.textContent.includes('Roll the dice'))"
)
CLICK_TIMED = """async (text) => {
  const buttons = [...document.querySelectorAll('#log-box button, #turn button')];
  const button = buttons.find((b) => b.textContent.includes(text));
  const start = performance.now();
  button.click();
  await globalThis.landlordsShell?.settled(); // Python in a worker: until its answer is on the page
  return performance.now() - start;
}"""


def long_game(lines: int = 0) -> Session:
    """A 1906 game between people, played by bots from CPython: the Single Tax moved early (and
    voted on), then played on until the log has ``lines`` lines (0: to the end), stopping at a
    person's throw."""
    options = Options(edition="1906", players=NAMES, circuits=10)
    session = Session.start(options, 21, [Seat(n, COLOURS[i].hex, "") for i, n in enumerate(NAMES)])
    bots = [make_bot("heuristic", seed=i) for i in range(len(NAMES))]
    moved = False
    while not is_over(session.state):
        state = session.state
        if state.phase == Phase.PRE_ROLL and not state.motion:
            if not moved and state.turn >= 4:
                session.play(Propose(state.current, "single_tax"))
                moved = True
                continue
            if lines and len(session.log) >= lines:
                return session
        session.play(bots[session.decider()].decide(state).action)
    return session


def resume(page: Page, server: Server, session: Session) -> None:
    """Open the page on ``session`` as the game this browser kept."""
    page.goto(server.url)
    assert_ready(page)
    page.evaluate("text => localStorage.setItem('landlords:game', text)", session.dumps())
    page.reload()
    assert_ready(page)
    expect(page.locator("html")).to_have_attribute("data-mode", "game")


def test_the_whole_log_is_one_click_away_and_the_vote_a_milestone(server: Server, page: Page) -> None:
    session = long_game(lines=1200)
    total = len(session.visible())
    vote = next(m for m in session.milestones() if m.kind in ("carried", "lost"))
    said = vote.text.split(",")[0] + "."  # the log's own line: "The vote for the Single Tax is carried."
    resume(page, server, session)
    log = page.locator("#log li")
    expect(log).to_have_count(LOG_LINES)
    assert said not in page.locator("#log").inner_text()
    earlier = page.locator("#log-earlier")
    expect(earlier).to_have_text(f"Earlier: show all {total:,} lines")
    milestones = page.locator("#milestones button.milestone")
    expect(milestones.filter(has_text=vote.text)).to_have_count(1)
    page.locator("#log-box").scroll_into_view_if_needed()
    shot(page, "log-milestones-1280")

    latest = page.evaluate(CLICK_TIMED, "Roll the dice")
    print(f"\na throw with the latest {LOG_LINES} lines shown: {latest:.0f} ms from the click to every panel drawn")
    until(page, CAN_ROLL, random.Random(1))
    total = int(earlier.inner_text().split()[3].replace(",", ""))  # "Earlier: show all 1,234 lines"
    drawn = page.evaluate(CLICK_TIMED, "Earlier: show all")
    print(f"\nall {total} lines drawn in {drawn:.0f} ms")
    expect(log).to_have_count(total)
    assert said in page.locator("#log").inner_text()
    expect(earlier).to_have_text(f"Show only the latest {LOG_LINES} lines")
    # Reading the whole game does not stop it: a throw adds its lines below the rest.
    until(page, CAN_ROLL, random.Random(2))
    rolled = page.evaluate(CLICK_TIMED, "Roll the dice")
    print(f"a throw with all {total} lines shown: {rolled:.0f} ms from the click to every panel drawn")
    wait_turn(page)
    assert log.count() > total
    earlier.click()
    expect(log).to_have_count(LOG_LINES)

    milestones.filter(has_text=vote.text).click()
    expect(page.locator("html")).to_have_attribute("data-mode", "replay")
    expect(page.locator("#turn")).to_contain_text(f"Move {vote.moves} of")
    expect(page.locator("#log li", has_text=said)).to_have_count(1)
    current = page.locator("#milestones li[aria-current]")
    expect(current).to_contain_text(vote.text)
    expect(page.locator("#milestones li.later").first).to_be_visible()
    shot(page, "log-milestones-replay-1280")
    page.locator('#turn [data-cmd="leave"]').click()
    expect(page.locator("html")).to_have_attribute("data-mode", "game")


def test_the_end_dialog_tells_the_milestones_and_replays_from_one(server: Server, page: Page) -> None:
    session = long_game()
    found = session.milestones()
    assert found[-1].kind == "end"
    resume(page, server, session)
    page.locator('#turn [data-cmd="scores"]').click()
    dialog = page.locator("#end-dialog")
    expect(dialog).to_be_visible()
    listed = dialog.locator(".end-milestones button.milestone")
    expect(listed).to_have_count(len(found))
    expect(listed.first).to_have_text(f"Turn {found[0].turn}: {found[0].text}")
    shot(page, "log-milestones-end-1280")
    listed.first.click()
    expect(dialog).to_be_hidden()
    expect(page.locator("html")).to_have_attribute("data-mode", "replay")
    expect(page.locator("#turn")).to_contain_text(f"Move {found[0].moves} of {len(session.state.actions)}")


#: Counts the sounds the page makes: every buffer source (a dice click) and oscillator (a coin's tone).
SPY_AUDIO = """
window.madeSounds = {clicks: 0, tones: 0};
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  createBufferSource() { window.madeSounds.clicks += 1; return super.createBufferSource(); }
  createOscillator() { window.madeSounds.tones += 1; return super.createOscillator(); }
};
"""
DENY_STORAGE = (
    "Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});"
)


def test_sounds_are_off_until_turned_on_and_stay_on_across_a_reload(server: Server, visitor: Visitor) -> None:
    page = visitor.page()
    page.add_init_script(SPY_AUDIO)
    resume(page, server, long_game(lines=200))
    box = page.locator("#sounds")
    expect(box).to_have_attribute("aria-pressed", "false")
    until(page, CAN_ROLL, random.Random(3))
    page.evaluate(CLICK_TIMED, "Roll the dice")
    assert page.evaluate("window.madeSounds") == {"clicks": 0, "tones": 0}
    box.click()
    assert page.evaluate("localStorage.getItem('landlords:sounds')") == "on"
    assert page.evaluate("window.madeSounds.clicks") > 0  # a sample rattle as they are turned on
    shot(page, "sounds-on-1280")
    page.reload()
    assert_ready(page)
    expect(page.locator("#sounds")).to_have_attribute("aria-pressed", "true")
    until(page, CAN_ROLL, random.Random(4))
    page.evaluate(CLICK_TIMED, "Roll the dice")
    made = page.evaluate("window.madeSounds")
    assert made["clicks"] >= 3, made


def test_sounds_work_for_the_visit_where_storage_is_denied(server: Server, visitor: Visitor) -> None:
    page = visitor.page()
    page.add_init_script(DENY_STORAGE + SPY_AUDIO)
    page.goto(server.url)
    assert_ready(page)
    start_game(page, Setup("1906", [play.Seat("Ann"), play.Seat("Ben", "heuristic")], {"circuits": "1"}))
    page.locator("#sounds").click()
    until(page, CAN_ROLL, random.Random(5))
    page.evaluate(CLICK_TIMED, "Roll the dice")
    assert page.evaluate("window.madeSounds.clicks") >= 3
    expect(page.locator("#notice")).to_be_hidden()
