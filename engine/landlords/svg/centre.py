"""The middle of the board: the title and the boxes of the central accounts (in each edition's own
words), and, with a game, the money in those boxes, the wages, the Single Tax and the dice.
"""

from __future__ import annotations

from landlords.board import Board
from landlords.dollars import dollars
from landlords.edition import REGISTRY
from landlords.state import MISC, RAILROAD, TREASURY, GameState

from .colours import INK, PAPER, PUBLIC_GREEN
from .geometry import SIZE
from .programme import has_programme
from .text import CAPS, DISPLAY, fit, num, text_block, text_line, text_width

#: Top and height of the boxes of the central accounts.
BOX_Y = SIZE / 2 - 20
BOX_H = 120


def centre_accounts(board: Board) -> list[tuple[int, str]]:
    """The central accounts shown in the middle, in this edition's own words."""
    rules = REGISTRY.get(board.edition)
    names = dict(rules.accounts) if rules is not None and rules.accounts else {}
    names.setdefault(TREASURY, "Public Treasury")
    names.setdefault(MISC, "Miscellaneous")
    order = [a for a in (TREASURY, MISC, RAILROAD) if a in names]
    return [(a, names[a][0].upper() + names[a][1:]) for a in order]


def box_centres(count: int) -> list[float]:
    """x of each centre box: two side by side, or three narrower ones."""
    mid = SIZE / 2
    return [mid - 140, mid + 140] if count <= 2 else [mid - 200, mid, mid + 200]


def board_titles(board: Board) -> tuple[str, str]:
    """The game's name and the rest of the board's title: "The Landlord's Game" / "1906 ..."."""
    head, _, rest = board.title.partition(" (")
    return head.strip() or board.edition, rest.rstrip(")").strip()


def double_rule(x: float, y: float, w: float, h: float, *, fill: str = "none", gap: float = 4) -> str:
    """A printer's double rule: a heavy outer line and a fine inner one."""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" fill="{fill}" '
        f'stroke="{INK}" stroke-width="2.2"/>'
        f'<rect x="{num(x + gap)}" y="{num(y + gap)}" width="{num(w - 2 * gap)}" height="{num(h - 2 * gap)}" '
        f'fill="none" stroke="{INK}" stroke-width="0.8"/>'
    )


def _ornament(cx: float, y: float, half: float) -> str:
    """A rule with a diamond in the middle, as under a period title."""
    return (
        f'<g class="ornament" stroke="{INK}" stroke-width="1.2" fill="{INK}">'
        f'<line x1="{num(cx - half)}" y1="{num(y)}" x2="{num(cx - 9)}" y2="{num(y)}"/>'
        f'<line x1="{num(cx + 9)}" y1="{num(y)}" x2="{num(cx + half)}" y2="{num(y)}"/>'
        f'<polygon points="{num(cx - 6)},{num(y)} {num(cx)},{num(y - 4)} {num(cx + 6)},{num(y)} '
        f'{num(cx)},{num(y + 4)}"/></g>'
    )


#: Names in the centre are set in small capitals, as printers of the time set them; the text
#: itself keeps its case for screen readers and searches.
SMALL_CAPS = ' font-variant="small-caps" letter-spacing="1"'


def board_centre(board: Board) -> str:
    """The middle of the board: the title and the boxes of the central accounts."""
    mid = SIZE / 2
    boxes = []
    accounts = centre_accounts(board)
    width = 236 if len(accounts) <= 2 else 184
    for (account, label), cx in zip(accounts, box_centres(len(accounts)), strict=True):
        bx = cx - width / 2
        size, lines = fit(label, width - 20, 26, 18, smallest=11)
        rules = REGISTRY.get(board.edition)
        note = rules.account_notes.get(account, "") if rules is not None else ""
        note_size = min(12.5, (width - 12) / max(1.0, text_width(note, 1)))
        boxes.append(
            f'<g class="box" data-account="{account}">{double_rule(bx, BOX_Y, width, BOX_H, fill=PAPER)}'
            + text_block(lines, cx, BOX_Y + 12, size, weight="bold", family=DISPLAY, extra=SMALL_CAPS)
            + text_block([note], cx, BOX_Y + 92, note_size, extra=' font-style="italic"')
            + "</g>"
        )
    title, edition = board_titles(board)
    size, lines = fit(edition, 560, 44, 17, smallest=12)
    head_size = min(44.0, 500 / (len(title) * CAPS))
    return (
        '<g class="centre">'
        + text_block([title], mid, mid - 184, head_size, weight="bold", family=DISPLAY, extra=SMALL_CAPS)
        + _ornament(mid, mid - 130, 150)
        + text_block(lines, mid, mid - 121, size, extra=' font-style="italic"')
        + "".join(boxes)
        + "</g>"
    )


PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.5), (0.75, 0.5), (0.25, 0.75), (0.75, 0.75)),
}
DIE = 50.0
DICE_Y = BOX_Y + BOX_H + 22
#: Where the programme fills the space under the accounts (a 1906 board), the dice are thrown
#: above the title instead, between the two upper Natural Opportunities.
DICE_Y_ABOVE_TITLE = 212.0


def _die(x: float, y: float, value: int, index: int) -> str:
    pips = "".join(
        f'<circle cx="{num(x + px * DIE)}" cy="{num(y + py * DIE)}" r="5" fill="{INK}"/>'
        for px, py in PIPS.get(value, ())
    )
    return (
        f'<g class="die" data-die="{index}" data-value="{value}"><title>die showing {value}</title>'
        f'<rect x="{num(x)}" y="{num(y)}" width="{DIE}" height="{DIE}" rx="9" fill="#fdf8ea" '
        f'stroke="{INK}" stroke-width="2"/>{pips}</g>'
    )


def centre_state(state: GameState, cube: int | None) -> str:
    """The money in the central boxes, the wages, the Single Tax and the dice."""
    board = state.board
    accounts = centre_accounts(board)
    balances = {TREASURY: state.treasury, MISC: state.misc, RAILROAD: state.railroad_box}
    out = []
    for (account, _), cx in zip(accounts, box_centres(len(accounts)), strict=True):
        amount = balances[account]
        if account == MISC and amount < 0:
            # Miscellaneous is the unlimited bank: a negative balance is what it has paid out, net of
            # what it took in; before the first throw that is the players' starting cash.
            before_play = state.turn == 1 and not any(state.dice)
            text, note = dollars(-amount), "paid out: the starting cash" if before_play else "paid out so far, net"
        else:
            text, note = dollars(amount), "held"
        out.append(
            f'<g class="amount" data-account="{account}">'
            + text_line(cx, BOX_Y + 66, text, 28, family=DISPLAY)
            + text_line(cx, BOX_Y + 83, note, 11, weight="normal", extra=' font-style="italic"')
            + "</g>"
        )
    status = [f"Wages {dollars(state.wages)}"]
    if state.single_tax:
        status.append("Single Tax in force")
    if state.cash_goal:
        status.append(f"first to {dollars(state.cash_goal)} cash wins")
    out.append(f'<g class="status">{text_line(SIZE / 2, SIZE / 2 - 58, " · ".join(status), 19)}</g>')
    if state.single_tax:
        out.append(
            f'<rect x="{num(SIZE / 2 - 190)}" y="{num(SIZE / 2 - 80)}" width="380" height="32" rx="16" '
            f'fill="none" stroke="{PUBLIC_GREEN}" stroke-width="3"/>'
        )
    d1, d2 = state.dice
    if d1 and d2:
        top = DICE_Y_ABOVE_TITLE if has_programme(state) else DICE_Y
        left = SIZE / 2 - DIE - 8 - (DIE / 2 + 8 if cube else 0)
        dice = _die(left, top, d1, 0) + _die(left + DIE + 16, top, d2, 1)
        if cube:
            cx = left + 2 * (DIE + 16)
            dice += (
                f'<g class="die cube" data-value="{cube}"><title>Chance Cube showing {cube}</title>'
                f'<rect x="{num(cx)}" y="{num(top)}" width="{DIE}" height="{DIE}" rx="6" fill="#f1d0d2" '
                f'stroke="{INK}" stroke-width="2"/>{text_line(cx + DIE / 2, top + DIE / 2 + 8, str(cube), 22)}</g>'
            )
        out.append(f'<g class="dice">{dice}</g>')
    return "".join(out)
