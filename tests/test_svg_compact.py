"""The compact board for narrow screens (issue 26, point 7): every label on a space is at least 9 px
when the 1000-unit board is drawn 390 px wide, fits its space, and the figure is the charge now."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from landlords import svg
from landlords.board import load_board
from landlords.engine import new_game
from landlords.options import Options
from landlords.svg.compact import LABEL, frame, short_name, wants_compact
from landlords.svg.geometry import CORNER, SIZE, is_corner, opportunity_rect
from landlords.svg.text import text_width

EDITIONS = ("1906", "1904", "prosperity")
SVG = "{http://www.w3.org/2000/svg}"
#: Pixels a board unit covers on a phone held upright: 390 px less the page's margins.
PHONE = 374 / SIZE


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if cls in g.get("class", "").split()]


def texts(node: ET.Element) -> list[tuple[str, float]]:
    return [("".join(t.itertext()), float(t.get("font-size", "0"))) for t in node.iter(f"{SVG}text")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_labels_on_spaces_are_at_least_9px_on_a_phone(edition: str) -> None:
    state = new_game(Options(edition=edition, players=("Ann", "Bo", "Cy")), seed=2)
    for s in state.board.ownable[:8]:
        state.set_owner(s, 1)
    for drawing in (svg.board_svg(state.board, compact=True), svg.board_svg(state.board, state=state, compact=True)):
        root = ET.fromstring(drawing)
        labelled = groups(root, "space") + groups(root, "opportunity") + groups(root, "money-now")
        assert len(labelled) >= len(state.board.spaces) + len(state.board.opportunities)
        for g in labelled:
            for words, size in texts(g):
                assert size * PHONE >= 9, f"{words!r} is {size * PHONE:.1f} px"


@pytest.mark.parametrize("edition", EDITIONS)
def test_compact_words_fit_their_spaces(edition: str) -> None:
    board = load_board(edition)
    n = len(board.spaces)
    root = ET.fromstring(svg.board_svg(board, compact=True))
    for g in groups(root, "space"):
        s = int(g.get("data-index", "-1"))
        room = CORNER - 8 if is_corner(s, n) else frame(s, n)[0][2] - 6
        for words, size in texts(g):
            assert text_width(words, size) <= room, f"{words!r} runs off space {s}"
    for g, opportunity in zip(groups(root, "opportunity"), board.opportunities, strict=True):
        for words, size in texts(g):
            assert text_width(words, size) <= opportunity_rect(opportunity)[2] - 8


def test_the_figure_is_the_charge_now() -> None:
    state = new_game(Options(edition="1906", players=("Ann", "Bo", "Cy")), seed=2)
    roads = state.board.indices_of("railroad")
    for r in roads[:2]:
        state.set_owner(r, 0)
    root = ET.fromstring(svg.board_svg(state.board, state=state, compact=True))
    now = {int(g.get("data-space", "-1")): "".join(g.itertext()) for g in groups(root, "money-now")}
    assert now[roads[0]] == "fare $10" and now[roads[2]] == "fare $5"
    assert root.get("data-compact") == "true"
    printed = {t for g in groups(root, "space") for t, _ in texts(g)}
    assert "fare $5" not in printed, "with a game, the figures are the state layer's"


def test_short_names_keep_the_words_that_matter() -> None:
    room = 112.0
    assert short_name("Wall Street", room) == "Wall Street" or text_width("Wall Street", LABEL) > room
    assert short_name("Lord Blueblood's Estate", room).startswith("Blue")
    assert short_name("Real Estate: I. B. Sharp", room) == "Sharp"
    assert all(text_width(short_name(s.name, room), LABEL) <= room for s in load_board("1906").spaces)
    assert wants_compact(390) and not wants_compact(1280)
