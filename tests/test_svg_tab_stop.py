"""The board is one Tab stop from its first drawing (issue 27): exactly one space or inner space has
tabindex 0 (the selected one, else space 0) and every other has -1, on the full and the compact board,
so a keyboard reader reaches the setup with one press instead of one per space."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from landlords import svg
from landlords.board import load_board

EDITIONS = ("1906", "1904", "prosperity")
SVG = "{http://www.w3.org/2000/svg}"


def stops(drawing: str) -> list[tuple[str, str]]:
    """(class, index) of every group with tabindex 0; asserts the rest are -1."""
    found = []
    for g in ET.fromstring(drawing).iter(f"{SVG}g"):
        kind = g.get("class", "").split()
        if "space" not in kind and "opportunity" not in kind:
            continue
        assert g.get("tabindex") in ("0", "-1")
        if g.get("tabindex") == "0":
            found.append((kind[0], g.get("data-index") or g.get("data-opportunity") or ""))
    return found


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("edition", EDITIONS)
def test_one_tab_stop_follows_the_selection(edition: str, compact: bool) -> None:
    board = load_board(edition)
    assert stops(svg.board_svg(board, compact=compact)) == [("space", "0")]
    assert stops(svg.board_svg(board, selected=5, compact=compact)) == [("space", "5")]
    if board.opportunities:
        last = len(board.opportunities) - 1
        assert stops(svg.board_svg(board, selected_opportunity=last, compact=compact)) == [("opportunity", str(last))]
        # Both given (never by the page): the track space wins, still one stop.
        assert stops(svg.board_svg(board, selected=7, selected_opportunity=0, compact=compact)) == [("space", "7")]
