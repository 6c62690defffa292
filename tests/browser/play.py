"""Driving the game through its page, as a player would: the setup form, the decision panel, the
dialogs. Shared by the play tests and build/bench_ui.py.

Players click what is on screen; nothing here calls the engine. Each input waits for the game's answer
before the next (``answered_inputs``), as a person does. A "person" at a seat follows a
simple policy: the highlighted choice if there is one, sometimes a bid, otherwise the first choice.
"""

from __future__ import annotations

import contextlib
import os
import random
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Error, Keyboard, Locator, Mouse, Page, expect

#: A person's control is on screen (a choice, the bid form, the mortgage editor) or the game is over.
#: A selector, not a JS predicate: the page's CSP refuses Playwright's wait_for_function.
HUMAN_TURN = '#turn:not([hidden]) :is(button[data-choice], #bid-amount, #mortgage-button, [data-cmd="scores"])'

TIMEOUT_MS = 30_000


@dataclass
class Seat:
    name: str
    bot: str = ""  # "" for a person; else "heuristic", "strong", "random"


@dataclass
class Setup:
    edition: str = "1906"
    seats: list[Seat] = field(default_factory=lambda: [Seat("Ann"), Seat("Ben"), Seat("Cleo", "heuristic")])
    options: dict[str, str] = field(default_factory=dict)
    seed: int = 7
    pace: str = "instant"


def shot(page: Page, name: str) -> None:
    """Save a screenshot for a person to look at, when LANDLORDS_SCREENSHOTS names a folder."""
    folder = os.environ.get("LANDLORDS_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)


def start_game(page: Page, setup: Setup) -> None:
    """Fill the setup form and start the game."""
    page.locator("#setup-form").wait_for()
    page.check(f"#edition-{setup.edition}")
    rows = page.locator(".seat-row")
    while (count := rows.count()) < len(setup.seats):
        page.click('[data-cmd="add"]')
        expect(rows).to_have_count(count + 1)
    while (count := rows.count()) > len(setup.seats):
        page.click(f'[data-cmd="remove:{count - 1}"]')
        expect(rows).to_have_count(count - 1)
    for i, seat in enumerate(setup.seats):
        page.fill(f"#seat-name-{i}", seat.name)
        page.select_option(f"#seat-kind-{i}", seat.bot)
    if setup.options:
        page.click("summary:has-text('Rule options')")
        for name, value in setup.options.items():
            control = page.locator(f"#option-{name}")
            if control.get_attribute("type") == "checkbox":
                control.set_checked(value == "on")
            elif control.evaluate("e => e.tagName") == "SELECT":
                control.select_option(value)
            else:
                control.fill(value)
    page.click("summary:has-text('Seed and bot speed')")
    page.fill("#seed", str(setup.seed))
    page.select_option("#setup-pace", setup.pace)
    page.click("#start")
    page.locator("#turn h2").wait_for()


#: A person's inputs. After each the tests wait for the game's answer, as a person does before the
#: next input: in worker mode the answer comes a moment after the event (``settle``).
INPUTS: dict[type, str] = {
    Page: "check click dblclick dispatch_event fill focus hover press select_option set_checked set_input_files tap"
    " type uncheck",
    Locator: "blur check clear click dblclick dispatch_event fill focus hover press press_sequentially select_option"
    " set_checked set_input_files tap type uncheck",
    Keyboard: "down insert_text press type up",
    Mouse: "click dblclick down up wheel",
}


#: How long the game may take to answer one input before a test says so (instead of hanging).
SETTLE_MS = 30_000
SETTLED = f"""() => Promise.race([
  Promise.resolve(globalThis.landlordsShell?.settled()).then(() => true),
  new Promise((done) => setTimeout(() => done(false), {SETTLE_MS})),
])"""


def settle(page: Page) -> None:
    """Wait until the page has answered every event so far (at once when the game's Python runs in
    the page; through the worker, when its changes are on the page). An input that navigated or
    closed the page has nothing to wait for."""
    if page.is_closed():
        return
    with contextlib.suppress(Error):  # the input navigated: a new page has nothing to answer
        answered = page.main_frame.evaluate(SETTLED)
        assert answered, f"the game did not answer an input within {SETTLE_MS / 1000:.0f} s"


def answered_inputs() -> None:
    """Every input method of Playwright's page, locators, keyboard and mouse, followed by ``settle``;
    the keyboard and mouse learn their page when the page hands them out. Once per process."""
    if getattr(Page, "_answered", False):
        return
    Page._answered = True  # type: ignore[attr-defined]
    for kind, names in INPUTS.items():
        for name in names.split():
            plain = getattr(kind, name)

            def answered(self: object, *args: object, __plain: object = plain, **kwargs: object) -> object:
                result = __plain(self, *args, **kwargs)  # type: ignore[operator]
                owner = self if isinstance(self, Page) else getattr(self, "page", None) or getattr(self, "_owner", None)
                if isinstance(owner, Page):
                    settle(owner)
                return result

            setattr(kind, name, answered)
    for device in ("keyboard", "mouse"):
        handed = getattr(Page, device)

        def owned(self: Page, __handed: property = handed) -> object:
            tool = __handed.fget(self)  # type: ignore[misc]
            tool._owner = self  # the one page this keyboard or mouse types into
            return tool

        setattr(Page, device, property(owned))


def wait_turn(page: Page) -> None:
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=TIMEOUT_MS)


def over(page: Page) -> bool:
    return page.locator('#turn [data-cmd="scores"]').count() > 0


def choices(page: Page) -> list[str]:
    return [t.strip() for t in page.locator("#turn button[data-choice]").all_inner_texts()]


def click_choice(page: Page, text: str) -> None:
    """Click a choice, opening its folded group of "You may also" first if it is in one."""
    button = page.locator("#turn button[data-choice]", has_text=text).first
    unfold(page, button)
    button.click()


def unfold(page: Page, control: Locator) -> None:
    """Open the folded group of "You may also" that holds ``control``, if it is closed."""
    fold = control.locator("xpath=ancestor::details[1]")
    if fold.count() and not fold.evaluate("d => d.open"):
        fold.locator("summary").click()


def open_deal(page: Page) -> None:
    """Open the offer editor (from its folded group)."""
    button = page.locator('#turn [data-cmd="deal"]')
    unfold(page, button)
    button.click()


def mortgage_until_enabled(page: Page) -> None:
    """Tick cards in the mortgage editor until the bank will lend, then mortgage them."""
    boxes = page.locator("#turn .mortgage-card")
    for i in range(boxes.count()):
        if page.locator("#mortgage-button").is_enabled():
            break
        boxes.nth(i).check()
    page.click("#mortgage-button")


#: The question on screen when the page is about to take a step itself (its own end of a turn,
#: the pause shown on the step's button), else null. Read at one moment.
TAKING_ITS_STEP = (
    "(() => { const turn = document.getElementById('turn');"
    " return turn.querySelector('button[data-auto]') && turn.querySelector('.auto-note:not(.count-note, .count-gone)')"
    " ? turn.dataset.asked : null; })()"
)


def person_moves(page: Page, rng: random.Random) -> None:
    """One decision by the person whose turn it is. Where the page is ending the turn by itself, the
    person lets it (a click then would race the pause, and could land on the next question)."""
    wait_turn(page)
    if (taking := page.evaluate(TAKING_ITS_STEP)) is not None:
        expect(page.locator("#turn")).not_to_have_attribute("data-asked", taking, timeout=TIMEOUT_MS)
        return
    main = page.locator("#turn .group-main button[data-choice]")
    primary = page.locator("#turn button.primary[data-choice]")
    if page.locator("#bid-amount").count():
        quick = page.locator('#turn .quick button[data-cmd="bid"]')
        if quick.count() and rng.random() < 0.35:
            quick.first.click()
        else:
            click_choice(page, "Pass")
    elif page.locator("#turn button[data-targets]").count() and rng.random() < 0.5:
        # Where a move goes can be chosen on the board itself: click the marked space to read its
        # card, then the card's "Move here" (a marked title card at the opening purchases is only read).
        target = page.locator("#turn button[data-targets]").first.get_attribute("data-targets") or ""
        page.click(f'#board-holder .space[data-index="{target.split()[0]}"]')
        offer = page.locator("#details button[data-choice]")
        if offer.count():
            offer.first.click()
    elif primary.count():
        primary.first.click()
    elif main.count():
        unfold(page, main.first)  # a long list of places is folded under the board's marks
        main.first.click()
    elif page.locator("#mortgage-button").count():
        mortgage_until_enabled(page)
    else:
        click_choice(page, page.locator("#turn button[data-choice]").first.inner_text())


def play_to_end(page: Page, seed: int = 1, limit: int = 3000) -> int:
    """Play every person's decisions until the game is over; returns how many were made."""
    rng = random.Random(seed)
    for n in range(limit):
        wait_turn(page)
        if over(page):
            return n
        person_moves(page, rng)
    raise AssertionError(f"the game did not end within {limit} decisions")


def until(page: Page, condition: str, rng: random.Random, limit: int = 600) -> None:
    """Play on (people deciding by their policy) until the JS ``condition`` holds."""
    for _ in range(limit):
        wait_turn(page)
        if page.evaluate(condition):
            return
        assert not over(page), f"the game ended before: {condition}"
        person_moves(page, rng)
    raise AssertionError(f"never reached: {condition}")


def log_text(page: Page) -> str:
    return page.locator("#log").inner_text()
