"""The page speaks to players, not to its developers: no internal names (source file numbers,
option identifiers, comma lists) anywhere in the rendered page of any edition, and a "How to play"
that a newcomer meets before the full rules reference (issue 9, point 4)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from landlords import engine  # noqa: F401  (importing the engine registers every edition)
from landlords.edition import REGISTRY

from .conftest import Server, assert_ready
from .play import shot

pytestmark = pytest.mark.browser

#: What only a developer would write: our source files' numbers, the research notes, identifiers.
INTERNAL = re.compile(r"\b[Ss]eed \d{3}\b|\b[Dd]ossier\b|\b[a-z0-9]+_[a-z0-9_]+\b|\b[a-z_]+,[a-z_]+\b")

#: Every text a reader can reach in the setup form, options of closed selects included.
TEXTS = """() => [document.body.innerText,
  ...[...document.querySelectorAll('option')].map((o) => o.textContent),
  ...[...document.querySelectorAll('dialog[open]')].map((d) => d.innerText)].join('\\n')"""


def internal_names(page: Page) -> list[str]:
    return sorted({m.group(0) for m in INTERNAL.finditer(page.evaluate(TEXTS))})


@pytest.mark.parametrize("edition", sorted(REGISTRY))
def test_no_internal_names_and_how_to_play_first(edition: str, server: Server, page: Page) -> None:
    page.goto(server.url)
    assert_ready(page)
    page.check(f"#edition-{edition}")
    page.click("summary:has-text('Rule options')")
    more = page.locator("summary:has-text('More rule choices')")
    if more.count():
        more.click()
    assert internal_names(page) == []
    # "How to play", next to Start: a few short paragraphs, then the way to the full rules.
    page.click("#setup [data-cmd='how']")
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_visible()
    assert dialog.locator("h2").inner_text().startswith("How to play")
    paragraphs = dialog.locator("p.how").all_inner_texts()
    words = sum(len(p.split()) for p in paragraphs)
    assert len(paragraphs) >= 3 and words <= 400, "read in about a minute"
    shot(page, f"how-to-play-{edition}")
    assert internal_names(page) == []
    # The full reference opens with the same introduction in front of it.
    dialog.locator("[data-cmd='full-rules']").click()
    headings = dialog.locator("h3").all_inner_texts()
    assert headings[0] == "How to play" and "The rules in full" in headings
    assert internal_names(page) == []
    page.keyboard.press("Escape")
    # The game's menu has it too.
    page.click("#menu-how")
    assert dialog.locator("h2").inner_text().startswith("How to play")
