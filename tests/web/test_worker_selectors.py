"""The worker's selector engine (``ui.worker_selectors``) on the mirror DOM: every selector shape the
page's Python writes, scoped queries, ``closest``, and malformed selectors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ui import worker_selectors
from ui.worker_dom import MirrorDocument

from .test_worker_dom import el, ids

UI = Path(__file__).resolve().parents[2] / "web" / "ui"


SELECTOR_CASES = [
    ("#turn", ["turn"]),
    ("#turn .count-note > span", ["s-count"]),
    ("#turn .count-note", ["count"]),
    (".auto-note:not(.count-note, .count-gone)", ["auto"]),
    ("#turn .auto-note:not(.count-note, .count-gone) > span", ["s-auto"]),
    ("#turn [data-auto]", ["auto"]),
    (".space, .opportunity", ["s0", "o1"]),
    (".space.selected, .opportunity.selected", ["o1"]),
    ("button[data-choice]", ["buy", "m2"]),
    ("button[data-choice^='m:']", ["m2"]),
    ('.space[data-index="0"]', ["s0"]),
    ("[data-index], [data-opportunity]", ["s0", "o1"]),
    ('.opportunity[data-opportunity="1"]', ["o1"]),
    ("[data-cmd=close-details]", ["close"]),
    ('[data-cmd="copy-embed"]', ["copy"]),
    ('input[name="edition"]:checked', ["e2"]),
    ("input:checked", ["e2"]),
    ("dialog[open]", []),
    ("details.rules", ["rules"]),
    ("button.milestone", ["mile"]),
    (".group:not(.fold .group) button[data-choice]", ["buy"]),
    (".group:not(.fold .group) button, .group:not(.fold .group) input", ["buy", "bid"]),
    ("section > p", ["count", "auto"]),
    ("* > span", ["s-count", "s-auto"]),
    ('script[type="py"]', []),
    ('#board-state .token[data-player="1"]', ["t1"]),
    ("#board .dice", ["dice"]),
    (".dice rect", ["die"]),
    ("svg", ["board"]),
    ("SVG", []),  # an SVG element's name is matched case-sensitively, an HTML one's not
    ("BUTTON.milestone", ["mile"]),
]


@pytest.fixture
def chooser() -> MirrorDocument:
    """A tree with an element for each selector shape ``ui`` writes."""
    body = el(
        3,
        "body",
        kids=(
            el(
                4,
                "section",
                {"id": "turn"},
                (
                    el(5, "p", {"id": "count", "class": "auto-note count-note"}, (el(6, "span", {"id": "s-count"}),)),
                    el(
                        7,
                        "p",
                        {"id": "auto", "class": "auto-note", "data-auto": ""},
                        (el(8, "span", {"id": "s-auto"}),),
                    ),
                    el(9, "div", {"class": "group"}, (el(10, "button", {"id": "buy", "data-choice": "b:1"}),)),
                    el(
                        11,
                        "div",
                        {"class": "fold"},
                        (el(12, "div", {"class": "group"}, (el(13, "button", {"id": "m2", "data-choice": "m:2"}),)),),
                    ),
                    el(14, "div", {"class": "group"}, (el(15, "input", {"id": "bid"}),)),
                ),
            ),
            el(16, "g", {"id": "s0", "class": "space", "data-index": "0"}),
            el(17, "g", {"id": "o1", "class": "opportunity selected", "data-opportunity": "1"}),
            el(18, "button", {"id": "close", "data-cmd": "close-details"}),
            el(19, "button", {"id": "copy", "data-cmd": "copy-embed"}),
            el(20, "button", {"id": "mile", "class": "milestone"}),
            el(21, "input", {"id": "e1", "type": "radio", "name": "edition"}, checked=False),
            el(22, "input", {"id": "e2", "type": "radio", "name": "edition"}, checked=True),
            el(23, "details", {"id": "rules", "class": "rules"}, open=False),
            el(24, "dialog", {"id": "box"}, open=False),
            el(
                25,
                "svg",
                {"id": "board"},
                (
                    el(
                        26,
                        "g",
                        {"id": "board-state"},
                        (el(27, "g", {"id": "t1", "class": "token", "data-player": "1"}),),
                    ),
                    el(28, "g", {"id": "dice", "class": "dice"}, (el(29, "rect", {"id": "die"}),)),
                ),
            ),
        ),
    )
    doc = MirrorDocument(lambda message: None, lambda fn: None)
    doc.load({"tree": el(2, "html", {}, (body,)), "next": 100, "storage": {}, "env": {}})
    return doc


@pytest.mark.parametrize(("selector", "expected"), SELECTOR_CASES)
def test_selectors_ui_uses(chooser: MirrorDocument, selector: str, expected: list[str]) -> None:
    assert ids(chooser.querySelectorAll(selector)) == expected
    first = chooser.querySelector(selector)
    assert (first.id if first is not None else None) == (expected[0] if expected else None)
    for found in chooser.querySelectorAll(selector):
        assert found.matches(selector)


def test_closest_and_scoped_queries(chooser: MirrorDocument) -> None:
    m2 = chooser.getElementById("m2")
    assert m2.closest(".group").parentElement.classList.contains("fold")
    assert m2.closest("button") is m2 and m2.closest("dialog") is None
    assert m2.closest("#turn").id == "turn"
    section = chooser.getElementById("turn")
    assert ids(section.querySelectorAll("#turn .count-note")) == ["count"]  # the scope's ancestors count, as in the DOM
    assert section.querySelector("section") is None  # but not the scope itself
    assert section.contains(m2) and not m2.contains(section) and not section.contains(None)


def test_every_selector_written_in_ui_parses() -> None:
    """A literal selector added to ``ui`` that the engine does not know fails here, not in the worker."""
    calls = re.compile(r"""(?:querySelector|querySelectorAll|closest|matches)\((f?)(["'])(.*?)\2\)""")
    found = {text for path in UI.glob("*.py") for f, _, text in calls.findall(path.read_text()) if not f}
    assert len(found) > 20
    for text in sorted(found):
        assert worker_selectors.parse(text)


@pytest.mark.parametrize("bad", ["", "div >", "[a=", ".", "a,,b", "div )"])
def test_malformed_selectors_raise(bad: str) -> None:
    with pytest.raises(ValueError):
        worker_selectors.parse(bad)
