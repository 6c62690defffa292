"""The page's Python in a worker (issue 27): the game plays through the mirror DOM and shell.js as
it does on the main thread, the main thread answers while Python starts, what the game keeps
survives a reload, and the places a worker cannot serve fall back to the page.

The rest of the browser suite runs in whichever mode is the default (``DEFAULT_PYTHON`` in
view.js); these tests ask for each mode by name, so both are covered either way."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import Server, Visitor, assert_ready
from .play import Seat, Setup, log_text, person_moves, play_to_end, shot, start_game, wait_turn

pytestmark = pytest.mark.browser
#: view.js's DEFAULT_PYTHON, read from the source the site is built from.
DEFAULT = re.search(r'DEFAULT_PYTHON = "(\w+)"', (Path(__file__).parents[2] / "web" / "view.js").read_text()).group(1)  # type: ignore[union-attr]

#: Polls the main thread every 20 ms from the first script on and keeps the longest gap between two
#: polls: a thread held by Python's start shows as a gap of seconds.
GAPS = """
window.__gap = 0;
let last = performance.now();
const tick = () => {
  const now = performance.now();
  window.__gap = Math.max(window.__gap, now - last);
  last = now;
  if (document.documentElement.dataset.state !== "ready") setTimeout(tick, 20);
};
setTimeout(tick, 20);
"""


@pytest.fixture
def worker_page(visitor: Visitor) -> Iterator[Page]:
    """A returning visitor's page that must log no error."""
    errors: list[str] = []
    page = visitor.page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    yield page
    assert not errors, errors


def mode(page: Page) -> str:
    return str(page.evaluate("document.documentElement.dataset.python"))


@pytest.mark.parametrize("where", ["worker", "page"])
def test_a_whole_game_plays_in_either_place(worker_page: Page, server: Server, where: str) -> None:
    """The same game through the worker and with Python on the page (the one not the default is
    covered here, as the embed and the single file run in the page)."""
    page = worker_page
    page.goto(f"{server.url}?python={where}")
    assert_ready(page)
    assert mode(page) == where
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Ben", "heuristic")], options={"circuits": "1"}))
    wait_turn(page)
    before = page.locator("#board-state").inner_html()
    made = play_to_end(page, seed=3)
    assert made > 5
    assert page.locator("#board-state").inner_html() != before
    assert "Ann" in log_text(page)
    shot(page, f"{where}-mode-end")


def test_the_main_thread_answers_while_python_starts(browser: Browser, server: Server) -> None:
    for asked in ("worker", "page"):
        context = browser.new_context()
        context.add_init_script(GAPS)
        page = context.new_page()
        page.goto(f"{server.url}?python={asked}")
        assert_ready(page)
        gap = float(page.evaluate("window.__gap"))
        context.close()
        if asked == "worker":
            worker_gap = gap
        else:
            page_gap = gap
    # Python's start on the main thread holds it for seconds; in the worker nothing near that.
    assert worker_gap < page_gap / 2, (worker_gap, page_gap)


def test_what_was_typed_before_ready_starts_the_game(browser: Browser, server: Server) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.url + "?python=worker")
    page.fill("#seat-name-0", "Zora <b>")
    page.click("#setup-form button[type=submit]")
    assert_ready(page)
    wait_turn(page)
    assert "Zora <b>" in page.locator("#players").inner_text()
    assert page.locator("#players b").count() == 0  # a name is text, never markup
    context.close()


@pytest.mark.parametrize("where", ["worker", "page"])
def test_a_choice_made_while_the_game_answers_an_earlier_one_is_kept(
    worker_page: Page, server: Server, where: str
) -> None:
    """Leaving a changed field and ticking a radio in one go: the field's change unticks both
    lengths (its answer comes after the tick, in a worker), and the tick still stands, as it does
    with Python in the page, where the answer comes first."""
    page = worker_page
    page.goto(f"{server.url}?python={where}")
    assert_ready(page)
    page.click("summary:has-text('Rule options')")
    page.fill("#option-circuits", "4")
    page.evaluate("document.querySelector('#option-circuits').blur(); document.querySelector('#length-full').click()")
    page.evaluate("landlordsShell.settled()")
    expect(page.locator("#option-circuits")).to_have_value("5")
    assert page.is_checked("#length-full")
    assert not page.is_checked("#length-quicker")
    # What the game reads from the form agrees with what the page shows: the game starts long.
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Ben", "heuristic")]))
    assert '"circuits": 5' in page.evaluate("localStorage.getItem('landlords:game')").replace('":5', '": 5')


#: Each player's card and the pace row, as drawn, each tagged so a test can tell a kept node.
TAG_PANELS = """() => [...document.querySelectorAll('#players > article, #pace-box > *')].map((node) => {
  node.__kept = true;
  return node.outerHTML;
})"""
#: The same nodes afterwards: whether each was kept, and how it is drawn now.
READ_PANELS = """() => [...document.querySelectorAll('#players > article, #pace-box > *')].map(
  (node) => [node.__kept === true, node.outerHTML])"""


def unmarked(panels: list[list[Any]]) -> list[str]:
    """The panels' HTML without the marks of what each was drawn from."""
    return [re.sub(r' data-drawn="\w+"', "", html) for _, html in panels]


@pytest.mark.parametrize("where", ["worker", "page"])
def test_a_move_redraws_only_the_cards_that_changed(worker_page: Page, server: Server, where: str) -> None:
    """The players' cards and the pace row are drawn again only where what they show changed: a
    node is kept exactly when it would be drawn the same (fewer nodes to lay out and to send)."""
    page = worker_page
    page.goto(f"{server.url}?python={where}")
    assert_ready(page)
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Ben"), Seat("Cy")], seed=4))
    rng = random.Random(2)
    kept = replaced = 0
    for _ in range(6):
        wait_turn(page)
        before = page.evaluate(TAG_PANELS)
        person_moves(page, rng)
        wait_turn(page)
        after = page.evaluate(READ_PANELS)
        assert len(after) == len(before)
        for old, (was_kept, now) in zip(before, after, strict=True):
            assert was_kept == (old == now), (old, now)
            kept += was_kept
            replaced += not was_kept
    assert kept and replaced  # both happened: the test saw the rule at work
    # What was kept is what a fresh drawing shows: the game resumed after a reload draws the same
    # (the marks themselves differ from one run of Python to the next).
    drawn = unmarked(page.evaluate(READ_PANELS))
    page.reload()
    assert_ready(page)
    wait_turn(page)
    assert unmarked(page.evaluate(READ_PANELS)) == drawn


#: Fills this origin's localStorage to the brim (keys our storage copy does not read), halving the
#: chunk at each refusal; says how many characters it took.
FILL_STORAGE = """() => {
  let size = 1 << 22, count = 0, taken = 0;
  while (size >= 8) {
    try { localStorage.setItem(`filler-${count}`, "x".repeat(size)); count += 1; taken += size; }
    catch { size >>= 1; }
  }
  return taken;
}"""


@pytest.mark.parametrize("where", ["worker", "page"])
def test_a_full_storage_is_told_to_the_reader(worker_page: Page, server: Server, where: str) -> None:
    """The browser refuses the game's save when this site's storage is full. The reader is told
    that the game is not kept, as where storage is denied: in the worker too, where the page's
    refusal comes after the worker made the write."""
    page = worker_page
    page.goto(f"{server.url}?python={where}")
    assert_ready(page)
    assert mode(page) == where
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Ben")]))
    wait_turn(page)
    note = page.locator("#storage-note")
    expect(note).to_be_hidden()
    assert page.evaluate(FILL_STORAGE) > 1_000_000
    for _ in range(6):  # each move saves a longer game, which no longer fits
        page.locator("#turn button[data-choice]").first.click()
        wait_turn(page)
        page.evaluate("landlordsShell.settled()")
        if note.is_visible():
            break
    expect(note).to_be_visible()
    # Out of room is not denied: the game kept before is still there, and the note says so.
    expect(note).to_contain_text("no room left")
    assert page.evaluate("localStorage.getItem('landlords:game')")


def test_a_reload_resumes_and_a_save_file_opens(worker_page: Page, server: Server, tmp_path: Path) -> None:
    page = worker_page
    page.goto(server.url + "?python=worker")
    assert_ready(page)
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Ben", "heuristic")]))
    wait_turn(page)
    first = page.locator("#turn button[data-choice]").first
    bought = first.inner_text()
    first.click()
    expect(page.locator("#turn button[data-choice]").first).not_to_have_text(bought)
    wait_turn(page)
    assert page.evaluate("document.documentElement.dataset.wasm") == "lent"  # the page's compiled runtime
    kept = json.loads(page.evaluate("localStorage.getItem('landlords:game')"))  # the page keeps it
    assert kept["game"]["actions"]
    lines = log_text(page)
    page.reload()
    assert_ready(page)
    wait_turn(page)
    assert mode(page) == "worker"
    assert page.evaluate("[document.documentElement.dataset.wasm, document.documentElement.dataset.snapshot]") == [
        "lent",
        "used",
    ]
    assert log_text(page) == lines
    # A download made by the page from the worker's text, refused when damaged, opened when whole.
    page.click("#menu-keep")
    with page.expect_download() as download:
        page.click('#keep-dialog [data-cmd="download"]')
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text("utf-8"))["game"]["actions"]
    broken = tmp_path / "broken.json"
    broken.write_text(saved.read_text("utf-8")[:-40], "utf-8")
    page.set_input_files("#import-file", str(broken))
    expect(page.locator("#keep-dialog .status")).to_contain_text("cannot be opened")
    page.set_input_files("#import-file", str(saved))
    expect(page.locator("#keep-dialog")).to_be_hidden()
    assert log_text(page) == lines


def test_a_page_that_cannot_compile_the_runtime_leaves_the_worker_its_own(browser: Browser, server: Server) -> None:
    """The game's worker borrows the wasm the page compiled (Chromium keeps the page's compiled code
    for the next visit, not a worker's); where the page has none to lend, the worker compiles its own."""
    context = browser.new_context()
    context.add_init_script("WebAssembly.compileStreaming = () => Promise.reject(new Error('refused'))")
    page = context.new_page()
    page.goto(server.url + "?python=worker")
    assert_ready(page)
    assert page.evaluate("document.documentElement.dataset.wasm") == "own"
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Ben", "heuristic")]))
    wait_turn(page)
    context.close()


#: The game's own files, each with the times its fetch started, and when Python was up (a worker's).
FETCHES = """(() => ({
  up: performance.getEntriesByName("landlords:interpreter").map((e) => e.startTime),
  files: performance.getEntriesByType("resource")
    .filter((e) => /\\.whl$|ui\\.zip$/.test(e.name))
    .map((e) => [e.name, e.startTime]),
}))()"""


def test_the_worker_fetches_the_game_files_once_while_python_starts(browser: Browser, server: Server) -> None:
    """PyScript fetches the engine wheel and the UI zip only once Python is up; the game's worker asks
    for them as soon as the runtime's standard library is in (python.js), and PyScript's fetch is
    answered from that one: each file is fetched once, and before Python is up."""
    context = browser.new_context()
    page = context.new_page()
    workers: list[Any] = []
    page.on("worker", lambda worker: workers.append(worker))
    page.goto(server.url + "?python=worker")
    assert_ready(page)
    seen = [w.evaluate(FETCHES) for w in workers]
    game = [s for s in seen if s["up"]]
    assert len(game) == 1, seen
    names = sorted(name.rsplit("/", 1)[1] for name, _ in game[0]["files"])
    assert names == ["landlords_game-0.1.0-py3-none-any.whl", "ui.zip"], names
    assert all(start < game[0]["up"][0] for _, start in game[0]["files"]), game[0]
    assert not page.evaluate(FETCHES)["files"], "the page fetched the game's files too"
    context.close()


def test_an_unknown_setting_keeps_the_default_and_an_embed_asks_alike(browser: Browser, server: Server) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.url + "?python=everywhere")
    assert_ready(page)
    assert mode(page) == DEFAULT  # an unknown value is no request...
    assert "page or a worker" in page.locator("#notice").inner_text()  # ...and is named
    # A blog's demo chooses as the full page does (a host page's messages reach either).
    page.goto(server.url + "?view=embed&autoplay=1&python=page")
    page.locator("html[data-python]").wait_for(state="attached")
    assert mode(page) == "page"
    page.goto(server.url + "?view=embed&autoplay=1")
    page.locator("html[data-python]").wait_for(state="attached")
    assert mode(page) == DEFAULT
    context.close()
