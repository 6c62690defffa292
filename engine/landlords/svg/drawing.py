"""The whole board as one SVG document: the card stock and its printed frame, the centre, the
spaces, the state layer when there is a game, and the selection ring in a group of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from landlords.board import Board
from landlords.state import GameState

from .centre import board_centre, double_rule
from .colours import BOARD_BG, DEFS, FIELD, INK
from .compact import compact_opportunity_group, compact_space_group
from .geometry import CORNER, SIZE, opportunity_rect, space_rect
from .layer import state_layer
from .spaces import opportunity_group, ring, space_group, tab_stop
from .text import SERIF, TEXT_RENDERING, esc


def _frame() -> str:
    """The stock, the centre field and the printed border round the whole board."""
    inner = SIZE - 2 * CORNER
    return (
        f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="{BOARD_BG}"/>'
        f'<rect x="{CORNER}" y="{CORNER}" width="{inner}" height="{inner}" fill="{FIELD}"/>'
        f"{double_rule(CORNER + 8, CORNER + 8, inner - 16, inner - 16, gap=5)}"
    )


def board_svg(
    board: Board,
    *,
    state: GameState | None = None,
    colours: Sequence[str] | None = None,
    selected: int | None = None,
    selected_opportunity: int | None = None,
    targets: Sequence[int] = (),
    inner_targets: Sequence[int] = (),
    cube: int | None = None,
    element_id: str = "board",
    compact: bool = False,
) -> str:
    """SVG text of ``board``; with ``state``, the game drawn on it (see ``state_layer``).

    ``selected`` marks a track space, ``selected_opportunity`` an inner one; ``targets`` are spaces
    a move may reach and ``inner_targets`` Natural Opportunities one may take up (dashed outlines);
    ``colours`` are the players' token colours; ``cube`` is the Chance Cube face just thrown;
    ``compact`` draws fewer, larger words for a narrow screen (``compact``).
    """
    n = len(board.spaces)
    stop = tab_stop(selected, selected_opportunity)  # the board is one Tab stop (spaces.tabindex)

    if compact:
        spaces = "".join(
            compact_space_group(
                s, n, s.index == selected, board.edition, money=state is None, stop=stop == ("space", s.index)
            )
            for s in board.spaces
        )
        inner = "".join(
            compact_opportunity_group(i, o, i == selected_opportunity, stop == ("opportunity", i))
            for i, o in enumerate(board.opportunities)
        )
    else:
        spaces = "".join(
            space_group(s, n, s.index == selected, board.edition, stop == ("space", s.index)) for s in board.spaces
        )
        inner = "".join(
            opportunity_group(i, o, i == selected_opportunity, stop == ("opportunity", i))
            for i, o in enumerate(board.opportunities)
        )
    layer = (
        state_layer(
            state,
            colours=colours,
            targets=targets,
            inner_targets=inner_targets,
            cube=cube,
            element_id=element_id,
            compact=compact,
        )
        if state
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" id="{esc(element_id)}" viewBox="0 0 {SIZE} {SIZE}" '
        f'role="group" aria-label="{esc(board.title)}" data-edition="{esc(board.edition)}"{_compact(compact)} '
        f'font-family="{esc(SERIF)}" text-rendering="{TEXT_RENDERING}">'
        f"{DEFS}{_frame()}{board_centre(board)}{inner}{spaces}"
        f'<rect x="1.5" y="1.5" width="{SIZE - 3}" height="{SIZE - 3}" fill="none" stroke="{INK}" '
        f'stroke-width="3" pointer-events="none"/>'
        f"{layer}{selection_rings(board, selected, selected_opportunity, element_id)}</svg>"
    )


def _compact(compact: bool) -> str:
    """The drawing says it is compact, so the page's state layer follows it."""
    return ' data-compact="true"' if compact else ""


def selection_rings(
    board: Board, selected: int | None, selected_opportunity: int | None, element_id: str = "board"
) -> str:
    """The selection mark, in its own group so the page can move it without redrawing the board."""
    rings = []
    if selected is not None and 0 <= selected < len(board.spaces):
        rings.append(ring(*space_rect(selected, len(board.spaces))))
    if selected_opportunity is not None and 0 <= selected_opportunity < len(board.opportunities):
        rings.append(ring(*opportunity_rect(board.opportunities[selected_opportunity]), radius=6))
    return f'<g id="{esc(element_id)}-rings" class="rings">{"".join(rings)}</g>'
