"""The state layer: a game drawn over a board in one ``<g>``, which the page swaps after every move
without redrawing the board underneath.
"""

from __future__ import annotations

from collections.abc import Sequence

from landlords.state import GameState

from .centre import centre_state
from .charges import charge_now
from .colours import TARGET_STROKE, player_colours
from .compact import compact_money
from .figures import charge_labels
from .geometry import opportunity_rect, space_rect
from .marks import band_marks, space_overlay
from .programme import programme_panel
from .spaces import ring
from .text import SERIF, esc
from .tokens import token


def state_layer(
    state: GameState,
    *,
    colours: Sequence[str] | None = None,
    targets: Sequence[int] = (),
    inner_targets: Sequence[int] = (),
    cube: int | None = None,
    element_id: str = "board",
    compact: bool = False,
) -> str:
    """The game drawn over a board: a ``<g>`` the page swaps after every move.

    Owners' flags carry the seat number (hollow when mortgaged, with the space hatched); houses,
    tags and signs stand in the band of their own lot; tokens have a shape per seat and carry its
    number, with bars in Jail. Nothing here responds to the pointer: clicks go to the spaces
    underneath. ``compact`` as ``board_svg``'s.
    """
    board = state.board
    n = len(board.spaces)
    tones = player_colours(state, colours)
    overlays = "".join(space_overlay(state, s) for s in range(n))
    marks = "".join(
        f'<g class="marks" data-space="{s}">{items}</g>' for s in range(n) if (items := band_marks(state, s, tones))
    )
    outlines = "".join(
        ring(*space_rect(t, n), cls="target", colour=TARGET_STROKE, dash="10 6", space=t) for t in targets if 0 <= t < n
    ) + "".join(
        ring(
            *opportunity_rect(board.opportunities[t]),
            radius=6,
            cls="target",
            colour=TARGET_STROKE,
            dash="10 6",
            space=-1 - t,
        )
        for t in inner_targets
        if 0 <= t < len(board.opportunities)
    )
    tokens = "".join(token(state, p, tones[p]) for p in range(state.num_players))
    # The charge now: labels over the printed money, or on a compact board its only figure.
    if compact:
        charges = "".join(compact_money(s, n, board.spaces[s], charge_now(state, s)) for s in range(n))
    else:
        charges = charge_labels(state)
    return (
        f'<g id="{esc(element_id)}-state" class="state" pointer-events="none" font-family="{esc(SERIF)}">'
        f"{centre_state(state, cube)}{programme_panel(state)}{overlays}{marks}{charges}{outlines}{tokens}</g>"
    )
