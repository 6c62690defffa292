"""The players' tokens: their shapes, where each stands (four slots a space, its own half of a
split corner, a Natural Opportunity), the path a move animates, and the token drawn with its seat
number and, in Jail, its bars.
"""

from __future__ import annotations

from landlords.board import Board
from landlords.state import GameState

from .colours import INK, ink_on
from .geometry import CORNER, Rect, is_corner, opportunity_rect, space_rect
from .layout import (
    MONEY_CORNER,
    TOKEN_R,
    TOKEN_REACH,
    TOKEN_RING,
    corner_money_baseline,
    price_line,
    split_names,
    token_slots,
)
from .text import esc, num, text_line

#: Each seat's token has its own shape too, so colour is never the only way to tell them apart.
SHAPES = ("circle", "square", "triangle", "diamond")


def shape_path(shape: str, cx: float, cy: float, r: float) -> str:
    """An SVG element (no attributes for colour) of a seat's token shape."""
    if shape == "square":
        s = r * 0.86
        return f'<rect x="{num(cx - s)}" y="{num(cy - s)}" width="{num(2 * s)}" height="{num(2 * s)}" rx="2"'
    if shape == "triangle":
        return (
            f'<polygon points="{num(cx)},{num(cy - r * 1.1)} {num(cx + r * 1.05)},{num(cy + r * 0.8)} '
            f'{num(cx - r * 1.05)},{num(cy + r * 0.8)}"'
        )
    if shape == "diamond":
        return (
            f'<polygon points="{num(cx)},{num(cy - r * 1.15)} {num(cx + r * 1.15)},{num(cy)} '
            f'{num(cx)},{num(cy + r * 1.15)} {num(cx - r * 1.15)},{num(cy)}"'
        )
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"'


def token_box(x: float, y: float) -> Rect:
    """The square a token drawn at (x, y) covers, its light ring included."""
    return (x - TOKEN_REACH, y - TOKEN_REACH, 2 * TOKEN_REACH, 2 * TOKEN_REACH)


def _split_corner_spot(
    board: Board, space: int, x: float, y: float, *, jailed: bool, poor: bool
) -> tuple[float, float]:
    """Centre of the token block in one half of a split corner: prisoners in the Jail half, the
    poor in the Poor House half, everyone else in the other half."""
    names = [part.lower() for part in split_names(board.spaces[space])]
    jail = next((i for i, part in enumerate(names) if "jail" in part), None)
    poorhouse = next((i for i, part in enumerate(names) if "poor" in part), None)
    half = jail if jailed else poorhouse if poor else None
    if half is None:
        half = 1 if 0 in (jail, poorhouse) else 0
    # The free part of each half, over its picture: lower left above the diagonal, upper right below.
    return (x + CORNER * 0.22, y + CORNER * 0.55) if half == 0 else (x + CORNER * 0.79, y + CORNER * 0.45)


def token_xy(
    board: Board,
    player: int,
    space: int,
    *,
    jailed: bool = False,
    poor: bool = False,
    opportunity: int = -1,
    slot: int | None = None,
) -> tuple[float, float]:
    """Where a token stands on a space. Each of four slots is its own spot, so tokens never hide
    each other; ``slot`` defaults to the seat (``player_xy`` gives the first arrival the best one).
    On a split corner (``Jail / Shelter``) prisoners stand in the Jail half, the poor in the Poor
    House half, everyone else in the other half."""
    n = len(board.spaces)
    place = (player if slot is None else slot) % 4
    if 0 <= opportunity < len(board.opportunities):
        x, y, w, h = opportunity_rect(board.opportunities[opportunity])
        return x + w * (0.2 + 0.2 * place), y + h - TOKEN_REACH - 1
    space %= n
    x, y, _, _ = space_rect(space, n)
    if is_corner(space, n):
        if len(split_names(board.spaces[space])) == 2:
            cx, cy = _split_corner_spot(board, space, x, y, jailed=jailed, poor=poor)
            dx, dy = (-1, 1, -1, 1)[place], (-1, -1, 1, 1)[place]
            return cx + dx * 12, cy + dy * 12
        # A row across the picture, between the name and the money.
        row = CORNER * 0.63
        if price_line(board.spaces[space], board.edition):
            row = corner_money_baseline(board.spaces[space], board.edition) - MONEY_CORNER * 0.78 - 1.5 - TOKEN_REACH
        return x + CORNER * (0.2 + 0.2 * place), y + row
    return token_slots(board.spaces[space], n, board.edition)[place]


def _spot(state: GameState, player: int) -> tuple[object, ...]:
    """Which group of token places a player stands in (a space, one half of a split corner, or a
    Natural Opportunity)."""
    p = state.players[player]
    if p.opportunity >= 0:
        return ("opportunity", p.opportunity)
    n = len(state.board.spaces)
    space = p.position % n
    if is_corner(space, n) and len(split_names(state.board.spaces[space])) == 2:
        return ("corner", space, p.in_jail, p.in_poorhouse)
    return ("space", space)


def player_xy(state: GameState, player: int) -> tuple[float, float]:
    """Where a seat's token stands now: players sharing a spot take its slots in seat order."""
    p = state.players[player]
    here = _spot(state, player)
    rank = sum(1 for q in range(player) if _spot(state, q) == here)
    return token_xy(
        state.board, player, p.position, jailed=p.in_jail, poor=p.in_poorhouse, opportunity=p.opportunity, slot=rank
    )


def path_points(board: Board, player: int, start: int, steps: int) -> list[tuple[float, float]]:
    """Token positions space by space along a move of ``steps`` (negative: backwards) from ``start``:
    what the page animates."""
    n = len(board.spaces)
    way = 1 if steps >= 0 else -1
    return [token_xy(board, player, (start + way * k) % n) for k in range(abs(steps) + 1)]


def token(state: GameState, player: int, colour: str) -> str:
    """A seat's token: its shape in the seat's colour on a light ring, the seat number on it, and
    bars across it in Jail."""
    p = state.players[player]
    x, y = player_xy(state, player)
    r = TOKEN_R
    shape = SHAPES[player % len(SHAPES)]
    status = " (in Jail)" if p.in_jail else " (in the Poor House)" if p.in_poorhouse else ""
    bars = ""
    if p.in_jail:
        # Bars either side of the seat number, which stays readable.
        bars = "".join(
            f'<line x1="{num(x + k)}" y1="{num(y - r - 3)}" x2="{num(x + k)}" y2="{num(y + r + 3)}" '
            f'stroke="{INK}" stroke-width="2"/>'
            for k in (-r * 0.72, r * 0.72)
        )
    seat = text_line(x, y + r * 0.38 + (2 if shape == "triangle" else 0), str(player + 1), r * 1.1, fill=ink_on(colour))
    return (
        f'<g class="token" data-player="{player}" data-shape="{shape}">'
        f"<title>{esc(p.name)}, player {player + 1}{esc(status)}</title>"
        f'{shape_path(shape, x, y, r + TOKEN_RING)} fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
        f'{shape_path(shape, x, y, r)} fill="{colour}"/>'
        f"{seat}{bars}</g>"
    )
