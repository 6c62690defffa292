"""Screenshots of whole games as a newcomer meets them (issue 26's evidence), and a few layout measures.

    python build/shots_newcomer.py                          # build the site, shots into a temp folder
    python build/shots_newcomer.py --site _site --out /tmp/shots
    python build/shots_newcomer.py --only 1906 --sizes 390x844
    python build/shots_newcomer.py --only 1906 --sizes 1366x768 --moment vote --out /tmp/shots   # one moment again
    python build/shots_newcomer.py --browser playwright     # Playwright's own Chromium, not /usr/bin/chromium

The 1906 game (setup, the opening, the first throw, Speculation, an auction with the person in it, a
Chance card drawn, a forced mortgage, the Single Tax vote with its forecast, a late position, the end)
at 1280x900, 1366x768 and 390x844; the 1904 patent game and Prosperity (setup, the opening, a throw, a
purchase or auction, a card drawn - 1904 has no cards: its Luxury instead - a late position, the end) at
1280x900. Ann is the person at the screen, Ben and Cleo rules-of-thumb bots.

The setup and the opening are reached through the form itself. Every later moment comes from a game
the same bots play in CPython (Ann's decisions by a bot too), opened as the game this browser kept (the
page's autosave, its own load path), so what shows is what a player coming back to that move sees; a
throw, a card drawn and the end are then made by clicking Ann's button, or by the bots at the page's own
pace. Shots are of the window as the eye sees it (not the whole page). Prints each PNG, each moment it
could not reach and why, and writes the measures (phone sheet's share of the height, the person's cash
in view, the smallest board label, header rows) to measures.json beside the shots.

A tool, not a test: it asserts nothing but that each moment was reached.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for _path in (HERE, ROOT / "web", ROOT / "engine"):
    sys.path.insert(0, str(_path))

from chromium import ARGS, CHROMIUM  # noqa: E402 - build/ is not a package
from playwright.sync_api import Browser, Page, Playwright, sync_playwright  # noqa: E402
from serve import serve_in_thread  # noqa: E402

from landlords.actions import Action, Propose  # noqa: E402
from landlords.bots import make_bot  # noqa: E402
from landlords.engine import decider, is_over, legal_actions  # noqa: E402
from landlords.events import CardDrawn, ChanceDrawn, Events  # noqa: E402
from landlords.options import Options  # noqa: E402
from landlords.state import GameState, Phase  # noqa: E402
from ui import controls  # noqa: E402
from ui.seats import COLOURS, Seat  # noqa: E402
from ui.session import Session, rebuild  # noqa: E402

NAMES = ("Ann", "Ben", "Cleo")
PERSON = 0
WIDE = (1280, 900)
SIZES_1906 = [WIDE, (1366, 768), (390, 844)]
EDITIONS = ("1906", "1904", "prosperity")
BOOT_MS = 120_000
#: A person's control on screen, or the game's end (the same test as tests/browser/play.py).
PERSON_TURN = '#turn:not([hidden]) :is(button[data-choice], #bid-amount, #mortgage-button, [data-cmd="scores"])'
#: Time for the page to draw what a click did before the shot (the page ends a turn by itself after 1200 ms).
SETTLE_MS = 700
FORECAST_MS = 240_000
SEEDS = range(1, 80)
#: The order of a game, for the shots and the report.
ORDER = (
    "first-throw",
    "speculation",
    "luxury",
    "purchase",
    "auction",
    "card-drawn",
    "forced-mortgage",
    "vote",
    "late",
    "end",
)
#: Moments shot before and after Ann's click (the rest are shot as she is asked).
CLICKED = ("first-throw", "card-drawn")
YES = "#turn button[data-choice]:has-text('votes yes')"

# --- positions, from games the bots play in CPython ----------------------------------------------------


@dataclass
class Found:
    """A moment in a bots' game: the moves before it, and Ann's move there if the shot follows it."""

    options: Options
    seed: int
    moves: int
    action: Action | None = None
    actions: list[Action] = field(default_factory=list)


#: A moment found before a move: (the state, who decides, the move the bot chose) -> reached.
Before = Callable[[GameState, int, Action], bool]
#: A moment found after Ann's move: the events it made -> reached.
After = Callable[[Events], bool]


def seats() -> list[Seat]:
    return [Seat(n, COLOURS[i].hex, "" if i == PERSON else "heuristic") for i, n in enumerate(NAMES)]


def before_moments(edition: str) -> dict[str, Before]:
    """Moments found when Ann is to decide (shown before her move, or made by clicking it)."""

    def ann(phase: str) -> Before:
        return lambda s, d, a: d == PERSON and s.phase == phase

    moments: dict[str, Before] = {"first-throw": lambda s, d, a: d == PERSON and a.kind == "roll"}
    if edition == "1904":  # the patent's board has no cards: its Luxury is the choice it adds to a throw
        moments["luxury"] = lambda s, d, a: d == PERSON and s.phase == Phase.CHOOSE_MOVE and 0 in s.move_choices
    if edition == "1906":
        moments["speculation"] = lambda s, d, a: d == PERSON and s.phase == Phase.CHOOSE_MOVE and 0 in s.move_choices
        moments["auction"] = ann(Phase.AUCTION)
        moments["forced-mortgage"] = lambda s, d, a: (
            d == PERSON and s.phase == Phase.RAISE and len(controls.mortgage_cards(s, PERSON)) >= 3
        )
    else:
        buying = ("buy_or_rent", Phase.LANDER_OPTION, Phase.AUCTION)
        moments["purchase"] = lambda s, d, a: d == PERSON and s.phase in buying
    return moments


def drawn(events: Events) -> bool:
    return any(isinstance(e, ChanceDrawn | CardDrawn) for e in events)


def bots_game(edition: str, seed: int, moments: dict[str, Before], after: dict[str, After]) -> dict[str, Found]:
    """Play a whole game with the bots; the first place each moment comes up, and the game's end."""
    options = Options(edition=edition, players=NAMES)
    session = Session.start(options, seed, seats())
    bots = [make_bot("heuristic", seed=i) for i in range(len(NAMES))]
    found: dict[str, Found] = {}
    late = 0
    while not is_over(session.state):
        state = session.state
        who = decider(state)
        action = bots[who].decide(state).action
        moves = len(state.actions)
        late = moves if who == PERSON else late
        for name, reached in moments.items():
            if name not in found and reached(state, who, action):
                found[name] = Found(options, seed, moves, action)
        events = session.play(action)
        for name, reached_after in after.items():
            if name not in found and who == PERSON and reached_after(events):
                found[name] = Found(options, seed, moves, action)
    found["late"] = Found(options, seed, late, None)  # Ann's last decision
    found["end"] = Found(options, seed, len(session.state.actions) - 1, None)
    for f in found.values():
        f.actions = list(session.state.actions)
    return found


def vote_game(seed: int) -> Found | None:
    """A 1906 game in which Ben puts the Single Tax to the vote on his fifth turn; found where Ann votes."""
    options = Options(edition="1906", players=NAMES)
    session = Session.start(options, seed, seats())
    bots = [make_bot("heuristic", seed=i) for i in range(len(NAMES))]
    proposed = False
    while not is_over(session.state):
        state = session.state
        who = decider(state)
        if state.phase == Phase.VOTE and who == PERSON:
            return Found(options, seed, len(state.actions), None, list(state.actions))
        motion = Propose(1, "single_tax")
        if not proposed and who == 1 and state.turn >= 12 and motion in legal_actions(state):
            session.play(motion)
            proposed = True
            continue
        session.play(bots[who].decide(state).action)
    return None


def find_moments(edition: str, unreached: dict[str, str]) -> dict[str, Found]:
    """Every moment of an edition, each from the first seeded game that reaches it."""
    wanted = before_moments(edition)
    after: dict[str, After] = {} if edition == "1904" else {"card-drawn": drawn}
    found: dict[str, Found] = {}
    for seed in SEEDS:
        for name, f in bots_game(edition, seed, wanted, after).items():
            found.setdefault(name, f)
        if set(wanted) | set(after) <= set(found):
            break
    if edition == "1906":
        vote = next((v for v in (vote_game(s) for s in SEEDS) if v is not None), None)
        if vote is not None:
            found["vote"] = vote
        else:
            unreached[f"{edition}-vote"] = "no seeded game let Ben propose the Single Tax with Ann to vote"
    for name in set(wanted) | set(after):
        if name not in found:
            unreached[f"{edition}-{name}"] = f"no game of seeds {SEEDS.start}-{SEEDS.stop - 1} reached it"
    return found


def kept(found: Found, moves: int | None = None) -> tuple[str, GameState]:
    """The page's autosave of the game at ``moves`` (default: the moment), and its state."""
    session = rebuild(found.options, found.seed, found.actions[: found.moves if moves is None else moves], seats())
    return session.dumps(), session.state


# --- the page ------------------------------------------------------------------------------------


@dataclass
class Run:
    browser: Browser
    url: str
    out: Path
    captured: list[str] = field(default_factory=list)
    unreached: dict[str, str] = field(default_factory=dict)
    measures: dict[str, Any] = field(default_factory=dict)


def viewport(size: tuple[int, int]) -> dict[str, Any]:
    """A phone is a touch screen at twice the pixels, as the layout tests have it."""
    width, height = size
    phone = width < 600
    return {
        "viewport": {"width": width, "height": height},
        "device_scale_factor": 2 if phone else 1,
        "is_mobile": phone,
        "has_touch": phone,
    }


@contextmanager
def opened(run: Run, size: tuple[int, int], save: str | None = None) -> Iterator[Page]:
    """A fresh visitor's page (the game ``save`` kept in its browser, if given), booted."""
    context = run.browser.new_context(**viewport(size))
    if save is not None:
        context.add_init_script(f"localStorage.setItem('landlords:game', {json.dumps(save)});")
    try:
        page = context.new_page()
        page.goto(run.url)
        page.wait_for_selector('html:not([data-state="loading"])', state="attached", timeout=BOOT_MS)
        state = page.evaluate("document.documentElement.dataset.state")
        if state != "ready":
            raise RuntimeError(f"the page booted into {state!r}")
        yield page
    finally:
        context.close()


def name_of(moment: str, size: tuple[int, int]) -> str:
    return f"{moment}-{size[0]}x{size[1]}"


def shoot(run: Run, page: Page, moment: str, size: tuple[int, int], measure: bool = True) -> None:
    name = name_of(moment, size)
    page.wait_for_timeout(150)  # a frame for fonts and the board's last paint
    page.screenshot(path=str(run.out / f"{name}.png"))
    run.captured.append(f"{name}.png")
    if measure:
        run.measures[name] = page.evaluate(MEASURE, NAMES[PERSON])


def in_view(page: Page, selector: str) -> bool:
    """Whether the element is wholly inside the window as it stands."""
    return bool(
        page.locator(selector).first.evaluate(
            "e => { const b = e.getBoundingClientRect(); return b.height > 0 && b.top >= 0 && b.bottom <= innerHeight }"
        )
    )


def reveal(page: Page, selector: str) -> None:
    """Scroll the element to the top of its scrolling column, as a reader scrolling the panel would: the
    window itself is put back at its top when that keeps the element in view (scrollIntoView moves both)."""
    page.locator(selector).first.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.evaluate("window.scrollTo(0, 0)")
    if not in_view(page, selector):
        page.locator(selector).first.evaluate("e => e.scrollIntoView({block: 'start'})")


def wait_person(page: Page, timeout_ms: float = 60_000) -> None:
    page.locator(PERSON_TURN).first.wait_for(state="attached", timeout=timeout_ms)


def click_action(page: Page, state: GameState, action: Action) -> None:
    """Click the button the panel shows for ``action`` (opening its folded group if need be)."""
    label = controls.choice(state, action).label
    button = page.locator("#turn button[data-choice]", has_text=label).first
    fold = button.locator("xpath=ancestor::details[1]")
    if fold.count() and not fold.evaluate("d => d.open"):
        fold.locator("summary").click()
    before = page.locator("#log").inner_text()
    button.click()
    for _ in range(100):  # polled: the page's CSP refuses Playwright's wait_for_function
        if page.locator("#log").inner_text() != before:
            break
        page.wait_for_timeout(50)
    page.wait_for_timeout(SETTLE_MS)


def setup_and_opening(run: Run, edition: str, size: tuple[int, int]) -> None:
    """The setup form as it opens on this edition, and the first screen after Start."""
    with opened(run, size) as page:
        page.locator("#setup-form").wait_for()
        page.check(f"#edition-{edition}")
        shoot(run, page, f"{edition}-setup", size, measure=False)
        rows = page.locator(".seat-row")
        while rows.count() < len(NAMES):
            page.click('[data-cmd="add"]')
        while rows.count() > len(NAMES):
            page.click(f'[data-cmd="remove:{rows.count() - 1}"]')
        for i, name in enumerate(NAMES):
            page.fill(f"#seat-name-{i}", name)
            page.select_option(f"#seat-kind-{i}", "" if i == PERSON else "heuristic")
        page.click("summary:has-text('Seed and bot speed')")
        page.fill("#seed", "1")
        shoot(run, page, f"{edition}-setup-filled", size, measure=False)
        page.click("#start")
        wait_person(page)
        page.wait_for_timeout(SETTLE_MS)
        shoot(run, page, f"{edition}-opening", size)


def at_moment(run: Run, edition: str, name: str, found: Found, size: tuple[int, int]) -> None:
    """Open the kept game at the moment and shoot it: before Ann's move, and after it when she makes one."""
    save, state = kept(found)
    moment = f"{edition}-{name}"
    with opened(run, size, save) as page:
        wait_person(page)
        page.wait_for_timeout(SETTLE_MS)
        if name == "vote":
            vote(run, page, moment, size)
            return
        clicked = found.action is not None and name in CLICKED
        shoot(run, page, f"{moment}-before" if clicked else moment, size)
        if name == "forced-mortgage" and not in_view(page, "#mortgage-button"):
            reveal(page, "#turn .mortgage")
            shoot(run, page, f"{moment}-scrolled", size)
        if clicked and found.action is not None:
            click_action(page, state, found.action)
            shoot(run, page, moment, size)


def vote(run: Run, page: Page, moment: str, size: tuple[int, int]) -> None:
    """Ann asked to vote: at once, then with the forecast by play (bots play it in a worker)."""
    shoot(run, page, f"{moment}-asked", size)
    table = page.locator("#forecast .forecast-table")
    try:
        table.wait_for(state="visible", timeout=FORECAST_MS)
    except Exception as exc:  # the forecast's worker may not finish on a loaded machine
        run.unreached[name_of(f"{moment}-forecast", size)] = f"no forecast table within {FORECAST_MS // 1000} s: {exc}"
        return
    shoot(run, page, f"{moment}-forecast", size)
    reveal(page, "#forecast")
    shoot(run, page, f"{moment}-forecast-scrolled", size)
    if not in_view(page, YES):
        reveal(page, YES)
        shoot(run, page, f"{moment}-buttons", size)


def the_end(run: Run, edition: str, found: Found, size: tuple[int, int]) -> None:
    """One move before the end, that move made (by Ann's click or by a bot): the end as it comes."""
    save, state = kept(found)
    last = found.actions[found.moves]
    moment = f"{edition}-end"
    with opened(run, size, save) as page:
        if decider(state) == PERSON:
            wait_person(page)
            click_action(page, state, last)
        dialog = page.locator("#end-dialog")
        dialog.wait_for(state="visible", timeout=60_000)
        page.wait_for_timeout(SETTLE_MS)
        shoot(run, page, moment, size)
        page.locator("#end-dialog button", has_text="Look at the board").click()
        page.wait_for_timeout(SETTLE_MS)
        shoot(run, page, f"{moment}-board", size)


def attempt(run: Run, key: str, job: Callable[[], None]) -> None:
    """Do one capture; a moment that fails is reported with why, and the rest go on."""
    print(f"  {key} ...", flush=True)
    try:
        job()
    except Exception as exc:
        run.unreached[key] = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"


def capture(run: Run, edition: str, sizes: list[tuple[int, int]], moments: list[str] | None = None) -> None:
    """Every moment of ``edition`` (or only ``moments``; "setup" is the form and the opening) at each size."""
    found = find_moments(edition, run.unreached)
    print(f"{edition}: moments found in the bots' games: {', '.join(sorted(found))}", flush=True)
    for size in sizes:
        if not moments or "setup" in moments:
            attempt(run, name_of(f"{edition}-setup", size), partial(setup_and_opening, run, edition, size))
        for name, f in sorted(found.items(), key=lambda item: ORDER.index(item[0])):
            if moments and name not in moments:
                continue
            job = (
                partial(the_end, run, edition, f, size)
                if name == "end"
                else partial(at_moment, run, edition, name, f, size)
            )
            attempt(run, name_of(f"{edition}-{name}", size), job)


# --- measures --------------------------------------------------------------------------------------

#: Taken on every in-game shot: the sheet's share of the height, the person's cash in view, the first
#: control of the decision in view, the smallest board label (its box and its drawn font size), the
#: header's rows, the board's foot (the gap above a phone's sheet).
MEASURE = """(person) => {
  const vh = innerHeight;
  const box = (el) => { if (!el) return null; const b = el.getBoundingClientRect();
    return {top: Math.round(b.top), bottom: Math.round(b.bottom), height: Math.round(b.height),
            shown: b.width > 0 && b.height > 0 && !el.closest('[hidden]')}; };
  const inView = (b) => !!b && b.shown && b.top >= -1 && b.bottom <= vh + 1;
  const dock = box(document.getElementById('sheet-dock'));
  const purseEl = document.getElementById('purse');
  const purse = box(purseEl);
  const card = [...document.querySelectorAll('#players > *')].find((e) => e.textContent.includes(person));
  const cardBox = box(card);
  const top = document.querySelector('.top');
  const items = [...top.querySelectorAll('h1, .menu-toggle, #menu > button, .menu-links > *')]
    .filter((el) => { const b = el.getBoundingClientRect(); return b.width > 0 && b.height > 0
      && getComputedStyle(el).visibility !== 'hidden'; });
  const rows = [];  // items whose boxes overlap vertically share a row
  for (const el of items) { const b = el.getBoundingClientRect();
    const row = rows.find((r) => b.top < r.bottom && b.bottom > r.top);
    if (row) { row.top = Math.min(row.top, b.top); row.bottom = Math.max(row.bottom, b.bottom); }
    else rows.push({top: b.top, bottom: b.bottom}); }
  let smallest = null, smallestBox = null, under9 = 0, labels = 0;
  const small = [];
  for (const t of document.querySelectorAll('#board-holder svg text')) {
    const b = t.getBoundingClientRect();
    if (b.width < 1 || b.height < 1 || !t.textContent.trim()) continue;
    labels += 1;
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * (m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1);
    const text = t.textContent.trim().slice(0, 40);
    if (px < 9) { under9 += 1; if (small.length < 12 && !small.includes(text)) small.push(text); }
    if (!smallest || px < smallest.px) smallest = {px: +px.toFixed(1), text};
    if (!smallestBox || b.height < smallestBox.height) smallestBox = {height: +b.height.toFixed(1), text};
  }
  const board = box(document.querySelector('#board-holder svg'));
  const control = document.querySelector(
    '#turn :is(button[data-choice], #bid-amount, #mortgage-button, [data-cmd="scores"])');
  return {
    board_bottom: board && board.bottom, choice_in_view: inView(box(control)),
    sheet: dock, sheet_share: dock && dock.shown ? +(dock.height / vh).toFixed(3) : null,
    purse: purseEl && !purseEl.hidden ? purseEl.textContent.trim() : null, purse_in_view: inView(purse),
    player_card_in_view: inView(cardBox),
    header_height: Math.round(top.getBoundingClientRect().height), header_rows: rows.length,
    board_labels: labels, labels_under_9px: under9, some_under_9px: small, smallest_label_font_px: smallest,
    smallest_label_box: smallestBox,
    page_scroll_height: document.scrollingElement.scrollHeight,
  };
}"""


# --- the command -----------------------------------------------------------------------------------


def build_site() -> Path:
    out = Path(tempfile.mkdtemp(prefix="landlords-site-"))
    subprocess.run([sys.executable, str(HERE / "site.py"), "--out", str(out)], check=True)
    return out


def launch(playwright: Playwright, which: str) -> Browser:
    """Debian's Chromium (or LANDLORDS_CHROMIUM), else Playwright's own build; no foreign host resolves."""
    executable = CHROMIUM if which == "system" and Path(CHROMIUM).exists() else None
    return playwright.chromium.launch(executable_path=executable, args=ARGS)


def parse_size(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--site", type=Path, help="a built site (default: build one into a temp folder)")
    parser.add_argument("--out", type=Path, help="where the PNGs go (default: a new temp folder)")
    parser.add_argument("--browser", choices=("system", "playwright"), default="system")
    parser.add_argument("--only", choices=EDITIONS, action="append", help="this edition only (repeatable)")
    parser.add_argument("--sizes", type=parse_size, nargs="+", help="1906's sizes (default 1280x900 1366x768 390x844)")
    parser.add_argument("--moment", choices=("setup", *ORDER), action="append", help="this moment only (repeatable)")
    args = parser.parse_args()
    site = args.site or build_site()
    out = args.out or Path(tempfile.mkdtemp(prefix="landlords-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    print(f"site {site}\nshots into {out}", flush=True)
    server, url = serve_in_thread(site)
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright, args.browser)
            run = Run(browser, url, out)
            for edition in args.only or EDITIONS:
                sizes = (args.sizes or SIZES_1906) if edition == "1906" else [WIDE]
                capture(run, edition, sizes, args.moment)
            browser.close()
    finally:
        server.shutdown()
    kept_file = out / "measures.json"  # a run of some editions or sizes adds to an earlier run's measures
    measures = json.loads(kept_file.read_text("utf-8")) if kept_file.exists() else {}
    kept_file.write_text(json.dumps(measures | run.measures, indent=1), "utf-8")
    print(f"\ncaptured {len(run.captured)} shots into {out}:")
    for name in run.captured:
        print(f"  {name}")
    print(f"could not capture {len(run.unreached)}:")
    for key, why in run.unreached.items():
        print(f"  {key}: {why}")
    print(f"measures: {out / 'measures.json'}")


if __name__ == "__main__":
    main()
