"""Everything a reader sees first is HTML from the build (issue 27): the setup form can be filled in
and How to play read while the runtime is still held back, a Start pressed then starts the game
with what was typed as soon as Python is ready, and the hand-over moves nothing on screen."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Browser, Page, Route

from .conftest import BOOT_TIMEOUT_MS, SHIFTS, Server, Visitor, assert_ready, wait_for, watch
from .play import shot

pytestmark = pytest.mark.browser

#: The runtime's WebAssembly: while it is held back, Python cannot be ready.
WASM = "**/pyodide.asm.wasm"


class Held:
    """Requests for the runtime held back until ``release``."""

    def __init__(self) -> None:
        self.routes: list[Route] = []
        self.released = False

    def hold(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        routes, self.routes = self.routes, []
        for route in routes:
            route.continue_()


@contextmanager
def held_page(browser: Browser, server: Server, width: int = 1280, height: int = 900) -> Iterator[tuple[Page, Held]]:
    context = browser.new_context(viewport={"width": width, "height": height})
    traffic = watch(context)
    context.add_init_script(SHIFTS)
    held = Held()
    context.route(WASM, held.hold)
    try:
        page = context.new_page()
        page.goto(server.url)
        page.locator("#setup-form").wait_for()
        yield page, held
    finally:
        held.release()
        context.close()
    traffic.assert_local()


def loading(page: Page) -> bool:
    return bool(page.evaluate("document.documentElement.dataset.state === 'loading'"))


def test_the_form_is_filled_in_and_start_queued_before_python(browser: Browser, server: Server) -> None:
    with held_page(browser, server) as (page, held):
        assert page.locator("#setup-form").is_visible() and loading(page)
        status = page.locator("#boot-status").inner_text()
        assert "Python" not in status and "choose your game meanwhile" in status
        board = page.locator("#board-holder svg").get_attribute("aria-label")
        page.check("#edition-1904")  # the edition's board, aim and rule options follow, before Python
        assert page.locator("#setup-aim").inner_text() != ""
        aim_1904 = page.locator("#setup-aim").inner_text()
        assert page.locator("#edition-label").inner_text() == "1904 patent"
        assert page.locator("#board-holder svg").get_attribute("aria-label") != board
        page.check("#edition-1906")
        assert page.locator("#setup-aim").inner_text() != aim_1904
        assert page.locator("#edition-label").inner_text() == "1906"
        assert page.locator("#board-holder svg").get_attribute("aria-label") == board
        page.check("#edition-1904")
        assert page.locator("#setup-aim").inner_text() == aim_1904
        page.fill("#seat-name-0", "Ada <b>Lovelace</b>")
        page.select_option("#seat-kind-1", "")
        page.fill("#seat-name-1", "Ben")
        page.select_option("#seat-colour-2", "#6a2a9c")  # Purple
        assert page.locator('.seat-row[data-seat="2"] .seat-swatch rect').get_attribute("fill") == "#6a2a9c"
        page.check("#length-quicker")  # its options are set by Python when it adopts the form
        page.click("summary:has-text('Seed and bot speed')")
        page.fill("#seed", "4242")
        page.select_option("#setup-pace", "instant")
        shot(page, "html-first-before-python-1280")
        page.click("#start")
        assert page.evaluate("document.documentElement.dataset.start") == "queued"
        assert page.locator("#boot-status").inner_text() == "Starting the game as soon as it has loaded…"
        assert loading(page) and page.locator("#setup-form").is_visible()
        held.release()
        assert_ready(page)
        page.locator("#turn:not([hidden])").wait_for(timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.dataset.mode") == "game"
        saved = json.loads(page.evaluate("localStorage.getItem('landlords:game')"))
        text = json.dumps(saved)
        assert "Ada <b>Lovelace</b>" in text and '"Ben"' in text and "#6a2a9c" in text
        game = saved["game"]
        assert game["options"]["edition"] == "1904" and game["seed"] == 4242
        assert game["options"]["circuits"] == 3  # "A quicker game", chosen before Python
        assert page.locator("#players").inner_text().count("Ada <b>Lovelace</b>") >= 1
        assert page.locator("#players b").count() == 0  # the name stayed text
        assert page.evaluate("localStorage.getItem('landlords:pace')") == "instant"
        shot(page, "html-first-started-1280")


def test_how_to_play_and_the_rules_open_before_python(browser: Browser, server: Server) -> None:
    with held_page(browser, server) as (page, held):
        page.check("#edition-prosperity")
        opener = page.locator('#setup [data-cmd="how"]')
        opener.click()
        dialog = page.locator("#rules-dialog")
        assert dialog.is_visible() and loading(page)
        assert page.locator("#rules-heading").inner_text().startswith("How to play: Prosperity")
        assert page.evaluate("document.activeElement.id") == "rules-heading"
        shot(page, "html-first-how-to-play-before-python")
        page.click('#rules-dialog [data-cmd="full-rules"]')
        assert page.locator("#rules-dialog h3").count() > 5
        assert page.locator("#rules-heading").inner_text() != ""
        page.keyboard.press("Escape")
        assert dialog.is_hidden()
        assert page.evaluate("document.activeElement.dataset.cmd") == "how"  # focus back on the opener
        opener.click()
        page.click('#rules-dialog .actions [data-cmd="close"]')
        assert dialog.is_hidden()
        # The menu's game commands wait for the game, and say so to a screen reader.
        for name in ("menu-new", "menu-keep", "menu-embed"):
            button = page.locator(f"#{name}")
            assert button.is_disabled() and "menu-wait" in (button.get_attribute("aria-describedby") or "")
        held.release()
        assert_ready(page)
        assert page.locator("#menu-new").is_enabled() and page.locator("#menu-keep").is_enabled()
        assert page.locator("#menu-embed").get_attribute("aria-describedby") is None
        assert page.locator("#menu-wait").count() == 0
        page.click("#menu-how")  # Python's own dialog from now on
        assert page.locator("#rules-heading").inner_text().startswith("How to play: Prosperity")


#: Where each item of the menu is (its left edge; None when not shown).
MENU_PLACES = """[...document.querySelectorAll('#menu > button')].map(
  (e) => [e.id, e.getClientRects().length ? Math.round(e.getBoundingClientRect().left) : null])"""


def test_python_adopts_the_form_without_redrawing_or_moving_it(browser: Browser, server: Server) -> None:
    with held_page(browser, server) as (page, held):
        before = page.evaluate("document.getElementById('setup').innerHTML")
        form = page.evaluate("(() => { window.__form = document.getElementById('setup-form'); return 1; })()")
        assert form == 1
        box = page.locator("#start").bounding_box()
        menu = page.evaluate(MENU_PLACES)
        held.release()
        assert_ready(page)
        # The menu as the setup shows it (no Undo before a game), so nothing in it moves.
        assert page.evaluate(MENU_PLACES) == menu
        # The very same element, unchanged: adopted, not redrawn.
        assert page.evaluate("window.__form === document.getElementById('setup-form')")
        assert page.evaluate("document.getElementById('setup').innerHTML") == before
        assert page.locator("#start").bounding_box() == box
        page.wait_for_timeout(500)  # let a late shift show up
        shifts = page.evaluate("window.__shifts")
        total = sum(s["value"] for s in shifts)
        assert total <= 0.02, shifts


def test_the_phone_sees_the_form_before_python(browser: Browser, server: Server) -> None:
    with held_page(browser, server, 390, 844) as (page, held):
        assert page.locator("#start").is_visible() and loading(page)
        shot(page, "html-first-before-python-390")
        held.release()
        assert_ready(page)
        shot(page, "html-first-ready-390")


#: Every text the start-up line shows (init scripts run before the page's own, outside its CSP).
RECORD_STATUS = """
window.__said = [];
new MutationObserver(() => {
  const text = document.getElementById("boot-status")?.textContent;
  if (text && window.__said.at(-1) !== text) window.__said.push(text);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def test_an_embed_shows_no_setup_form_before_play(browser: Browser, server: Server) -> None:
    context = browser.new_context(viewport={"width": 800, "height": 600})
    context.add_init_script(RECORD_STATUS)
    try:
        page = context.new_page()
        page.goto(server.url + "?view=embed")
        wait_for(page, "document.documentElement.dataset.state === 'idle'")
        assert page.locator("#setup").is_hidden()
        page.click("#play-embed")
        assert_ready(page)
        assert page.locator("#setup").is_hidden() and page.locator("#turn").is_visible()
        said = page.evaluate("window.__said")[1:]  # what Play started (the first is the page's, unseen here)
        assert "Loading the game (about 6 MB)…" in said, said  # no form here: nothing to do meanwhile
        assert not [text for text in said if "Python" in text or "meanwhile" in text], said
    finally:
        context.close()


def test_a_kept_game_opens_instead_of_the_form(browser: Browser, server: Server) -> None:
    """A returning player's game comes back; the form is not shown while it loads."""
    with held_page(browser, server) as (page, held):
        held.release()
        assert_ready(page)
        page.click("#start")
        page.locator("#turn:not([hidden])").wait_for()
        page.reload()
        page.locator("#board-holder svg").wait_for()
        assert page.locator("#setup").is_hidden()
        assert_ready(page)
        assert page.locator("#setup").is_hidden() and page.locator("#turn").is_visible()


def test_a_form_the_address_fills_in_is_drawn_by_python(visitor: Visitor, server: Server) -> None:
    """?edition=... chooses the form's values: the default form is not offered to type over first."""
    page = visitor.page()
    page.goto(server.url + "?edition=1904&seed=77")
    page.locator("#board-holder svg").wait_for()
    assert page.locator("#setup").is_hidden()
    assert_ready(page)
    assert page.locator("#setup-form").is_visible() and page.is_checked("#edition-1904")
    assert page.input_value("#seed") == "77"


def test_players_are_added_and_removed_before_python_as_python_does(browser: Browser, server: Server) -> None:
    with held_page(browser, server) as (page, held):
        page.select_option("#seat-colour-0", "#00747a")  # Teal: Red is free again
        page.fill("#seat-name-1", "Bea")
        page.click('#setup [data-cmd="add"]')
        assert page.locator(".seat-row").count() == 4 and loading(page)
        assert page.evaluate("document.activeElement.id") == "seat-name-3"
        assert page.input_value("#seat-name-3") == "Player 4"
        assert page.input_value("#seat-colour-3") == "#b3261e"  # the first colour nobody has, as Python picks
        assert page.locator('[data-cmd="add"]').count() == 0  # four is the most
        page.click('#setup [data-cmd="remove:2"]')  # Lizzie leaves
        assert page.locator(".seat-row").count() == 3
        names = [page.input_value(f"#seat-name-{i}") for i in range(3)]
        assert names == ["Player 1", "Bea", "Player 4"]
        assert page.input_value("#seat-colour-0") == "#00747a"
        assert page.locator('.seat-row[data-seat="0"] .seat-swatch rect').get_attribute("fill") == "#00747a"
        assert page.locator(".seat-row").nth(2).locator(".seat-number").inner_text() == "3"
        page.click("#start")
        held.release()
        assert_ready(page)
        page.locator("#turn:not([hidden])").wait_for(timeout=BOOT_TIMEOUT_MS)
        seats = json.loads(page.evaluate("localStorage.getItem('landlords:game')"))["seats"]
        assert [(s["name"], s["colour"], s["bot"]) for s in seats] == [
            ("Player 1", "#00747a", ""),
            ("Bea", "#1f4fb5", "heuristic"),
            ("Player 4", "#b3261e", "heuristic"),
        ]
