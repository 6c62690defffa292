"""The charges as they stand, drawn over the printed ones: where a stop costs something other than
the board prints (a railroad's fare by the number its holder owns, a lot's rent with its houses or
tags, a doubled side, a tax lifted by the Single Tax, a public railroad), a paper label at the
space's foot says the figure a visitor will pay now, as a price ticket pasted over a printed price.
"""

from __future__ import annotations

from landlords.state import GameState

from .charges import charge_now, printed_charge
from .colours import INK
from .geometry import CORNER, Rect, is_corner, space_rect
from .layout import MONEY_CORNER, corner_money_baseline, money_rows, phrases, space_layout, split_names
from .text import num, text_box, text_line, text_width

#: The label's paper: a shade lighter than the faces, so it reads as pasted on.
LABEL_PAPER = "#fffaf0"


def _label(box: Rect, texts: list[tuple[float, float, str, float, str]], space: int) -> str:
    """A paper label over ``box`` with its lines (x, baseline, text, size, weight)."""
    x, y, w, h = box
    words = "".join(
        text_line(tx, baseline, text, size, weight=weight, cls="charge-now")
        for tx, baseline, text, size, weight in texts
    )
    return (
        f'<g class="charge" data-space="{space}"><rect x="{num(x)}" y="{num(y)}" width="{num(w)}" '
        f'height="{num(h)}" rx="2" fill="{LABEL_PAPER}" stroke="{INK}" stroke-width="0.9"/>{words}</g>'
    )


def _cover(boxes: list[Rect], bounds: Rect, pad: float = 1.5) -> Rect:
    """The smallest box round ``boxes`` with a margin, kept within ``bounds``."""
    left = max(bounds[0] + 1, min(b[0] for b in boxes) - pad)
    top = max(bounds[1] + 1, min(b[1] for b in boxes) - pad)
    right = min(bounds[0] + bounds[2] - 1, max(b[0] + b[2] for b in boxes) + pad)
    bottom = min(bounds[1] + bounds[3] - 1, max(b[1] + b[3] for b in boxes) + pad)
    return (left, top, right - left, bottom - top)


def _side_label(state: GameState, space: int) -> str:
    info = state.board.spaces[space]
    n = len(state.board.spaces)
    plan = space_layout(info, n, state.board.edition)
    now = charge_now(state, space)
    rows = money_rows(info, plan.tall, state.board.edition, now)
    if not rows or len(rows) != len(plan.rows):
        return ""
    fx, _, fw, _ = plan.face
    cx = fx + fw / 2
    texts = []
    for old, (text, size, weight) in zip(plan.rows, rows, strict=True):
        size = min(size, (fw - 8) / max(1.0, text_width(text, 1)))
        texts.append((cx, old.baseline, text, size, weight))
    boxes = [text_box(cx, row.baseline, row.text, row.size) for row in plan.rows]
    boxes += [text_box(x, baseline, text, size) for x, baseline, text, size, _ in texts]
    return _label(_cover(boxes, plan.face), texts, space)


def _corner_label(state: GameState, space: int) -> str:
    info = state.board.spaces[space]
    edition = state.board.edition
    x, y, _, _ = space_rect(space, len(state.board.spaces))
    now = charge_now(state, space)
    lines = phrases(info, ([f"${info.price}"] if info.price else []) + list(now.lines if now else ()))
    text = " · ".join(lines)
    if len(split_names(info)) == 2:
        cx, baseline, size = x + CORNER * 0.64, y + CORNER - 4, 10.5
    else:
        cx, baseline, size = x + CORNER / 2, y + corner_money_baseline(info, edition), MONEY_CORNER
    old = " · ".join(phrases(info, ([f"${info.price}"] if info.price else []) + list(_printed(state, space))))
    size = min(size, (CORNER * 0.7) / max(1.0, text_width(text, 1)))
    boxes = [text_box(cx, baseline, text, size), text_box(cx, baseline, old, size)]
    cover = _cover(boxes, space_rect(space, len(state.board.spaces)))
    return _label(cover, [(cx, baseline, text, size, "bold")], space)


def _printed(state: GameState, space: int) -> tuple[str, ...]:
    printed = printed_charge(state.board.spaces[space], state.board.edition)
    return printed.lines if printed else ()


def charge_labels(state: GameState) -> str:
    """A label on every space whose charge now differs from the printed one."""
    n = len(state.board.spaces)
    out = []
    for space in range(n):
        now = charge_now(state, space)
        if now is None or now.lines == _printed(state, space):
            continue
        out.append(_corner_label(state, space) if is_corner(space, n) else _side_label(state, space))
    return "".join(out)
