"""axe-core's WCAG 2.1 A and AA rules over the page as a reader meets it (issue 27): the setup, the
rules dialog, a game in progress and the embed (before and after Play), at 1280x900 and on a phone
(390x844). axe comes from npm (pinned in package.json, for the tests only: it is never in the site)
and is run in the page by Playwright, outside the page's Content-Security-Policy."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from .conftest import ROOT, Server, Visitor, assert_ready
from .play import Seat, Setup, shot, start_game, wait_turn

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
#: The success criteria of WCAG 2.1 at levels A and AA, as axe tags its rules.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
SIZES = {"desktop": (1280, 900), "phone": (390, 844)}


def axe_violations(page: Page) -> list[dict[str, Any]]:
    """axe's violations in the page as it is now: rule, impact and the first few elements."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text("utf-8"))
    found = page.evaluate(
        "async (tags) => (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations"
        ".map(v => ({ id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ')) }))",
        TAGS,
    )
    return found  # type: ignore[no-any-return]


def assert_clean(page: Page, where: str) -> None:
    found = axe_violations(page)
    assert not found, f"axe, {where}: {json.dumps(found, indent=1)}"


@pytest.mark.parametrize("size", SIZES)
def test_full_page_has_no_axe_violation(server: Server, visitor: Visitor, size: str) -> None:
    page = visitor.page(*SIZES[size])
    page.goto(server.url)
    assert_ready(page)
    assert_clean(page, f"the setup at {size}")
    # The rules reference, with its tables (they scroll sideways on a phone).
    page.evaluate("document.getElementById('menu-rules').click()")
    page.locator("#rules-dialog table").first.wait_for()
    assert_clean(page, f"the rules dialog at {size}")
    shot(page, f"axe-rules-{size}")
    page.keyboard.press("Escape")
    start_game(page, Setup(seats=[Seat("Ann"), Seat("Ben", "heuristic"), Seat("Cleo", "heuristic")]))
    wait_turn(page)
    assert_clean(page, f"a game at {size}")
    shot(page, f"axe-game-{size}")
    # The rules of the game being played: with the table of its rule choices.
    page.evaluate("document.getElementById('menu-rules').click()")
    page.locator("#rules-dialog table.chosen").wait_for()
    assert_clean(page, f"a game's rules at {size}")


@pytest.mark.parametrize("size", SIZES)
def test_embed_has_no_axe_violation(server: Server, visitor: Visitor, size: str) -> None:
    page = visitor.page(*SIZES[size])
    page.goto(server.url + "?view=embed")
    page.locator("#play-embed").wait_for()
    assert_clean(page, f"the embed before Play at {size}")
    page.click("#play-embed")
    assert_ready(page)
    assert_clean(page, f"the embed's setup at {size}")
    shot(page, f"axe-embed-{size}")


def test_axe_is_for_the_tests_only(site: Path) -> None:
    """axe is a test tool: the built site never carries it."""
    assert AXE.is_file()
    assert not [p for p in site.rglob("*") if "axe" in p.name.lower()]
