"""Cards drawn as period card faces: a title deed (name, price, the rents or fares its rules
charge, what it lends on, who holds it) and a Chance, Luxury or Chance Cube card with its words.

The deed's table comes from the edition's own rent and fare figures (``charges`` and the rents
modules), and its "now" line is ``charge_now``: the figure the board's label and the space's card
show, so a deed cannot disagree with either.
"""

from __future__ import annotations

from landlords.board import Board
from landlords.dollars import dollars
from landlords.editions.patent1904 import turn as turn1904
from landlords.editions.prosperity import holdings as hold
from landlords.editions.standard1906 import rents, worth
from landlords.money import LOAN_UNIT
from landlords.state import GameState

from .centre import double_rule
from .charges import charge_now, printed_charge
from .colours import INK, JAIL_RED, PAPER, ink_on, palette
from .text import DISPLAY, LEADING, SERIF, TEXT_RENDERING, esc, fit, num, text_block, text_line, text_width

#: A card's size in its own units (a playing card's proportions).
CARD_W, CARD_H = 260.0, 364.0
SMALL_CAPS = ' font-variant="small-caps" letter-spacing="1"'

Row = tuple[str, str]


def _rent_table(board: Board, card: int, state: GameState | None) -> tuple[list[Row], int]:
    """The deed's table, as (what, figure) rows, and which row applies now (-1: none)."""
    edition, kind = board.edition, board.card_kind(card)
    space = board.spaces[card] if card < len(board.spaces) else None
    rent = space.rent if space else 0
    if edition == "1906" and kind == "lot":
        land = rents.land_rent(state, card) if state else rent
        rows = [("Land rent", dollars(land))]
        rows += [(f"with {k} house{'s' if k > 1 else ''}", dollars(land + k * rents.HOUSE_RENT)) for k in range(1, 4)]
        return rows, len(state.houses[card]) if state and state.owner[card] >= 0 else -1
    if edition == "1906" and kind == "railroad":
        rows = [(f"{k} railroad{'s' if k > 1 else ''} held", dollars(v)) for k, v in rents.RAILROAD_FARES.items()]
        rows.append(("the Trust's fare", dollars(rents.TRUST_FARE)))
        if state is None or state.owner[card] < 0:
            return rows, -1
        if rents.trust_members(state) is not None:
            return rows, len(rows) - 1
        return rows, rents.railroads_owned(state, state.owner[card]) - 1
    if edition == "1906" and kind == "franchise":
        rows = [("one franchise held", dollars(rent)), ("both: the Municipal Cinch", dollars(rents.CINCH_RATE))]
        if state is None or state.owner[card] < 0:
            return rows, -1
        cinch = all(state.owner[s] == state.owner[card] for s in board.indices_of("franchise"))
        return rows, 1 if cinch else 0
    if edition == "prosperity" and kind == "lot":
        rows = [("Land rent", dollars(rent))]
        rows += [(f"with {k} tag{'s' if k > 1 else ''}", dollars(rent + k * hold.TAG_RENT)) for k in range(1, 4)]
        rows.append(("4 signs on its side", "land rent \u00d72"))
        tags = state.tags[card] if state is not None else 0  # type: ignore[attr-defined]
        return rows, tags if state is not None and state.owner[card] >= 0 and tags <= 3 else -1
    if edition == "prosperity" and kind in ("railroad", "utility"):
        single = hold.RAILROAD_FARE if kind == "railroad" else hold.UTILITY_RATE
        rows = [("one held", dollars(single)), ("all three held", dollars(2 * single))]
        if state is None or state.owner[card] < 0:
            return rows, -1
        return rows, 1 if hold.held(state, state.owner[card], kind) == 3 else 0
    if edition == "1904" and kind == "lot":
        rows = [("Rent", dollars(rent)), ("half, to one standing on it", dollars((rent + 1) // 2))]
        return rows, 0 if state is not None and state.owner[card] >= 0 else -1
    if space is not None:
        printed = printed_charge(space, edition)
        return ([(" ".join(printed.lines), "")] if printed else []), -1
    return [], -1


def _mortgage_words(board: Board, card: int) -> str:
    """What the card lends on: the bank lends in $100 steps on cards' printed values (no loans in
    Prosperity, where only Idle Land is sold back to a Real Estate office)."""
    price = board.card_price(card)
    if board.edition == "prosperity":
        return "No mortgages in this game."
    margin = " plus $10" if board.edition == "1904" else ""
    lent = f"lent in {dollars(LOAN_UNIT)} steps{margin}"
    return f"If mortgaged, its {dollars(price)} counts toward the bank's loans, {lent}."


def _holder_words(board: Board, card: int, state: GameState | None) -> str:
    if state is None:
        return ""
    owner = state.owner[card]
    if card < len(board.spaces) and state.public[card]:
        return "Held by the public: free to all"
    if owner < 0:
        return "For sale"
    mortgaged = " (mortgaged)" if state.mortgaged[card] != -1 else ""
    return f"Held by {state.players[owner].name}{mortgaged}"


def _frame(body: str, label: str, cls: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="card-face {cls}" viewBox="0 0 {num(CARD_W)} {num(CARD_H)}" '
        f'role="img" aria-label="{esc(label)}" font-family="{esc(SERIF)}" text-rendering="{TEXT_RENDERING}">'
        f'<rect x="1" y="1" width="{num(CARD_W - 2)}" height="{num(CARD_H - 2)}" rx="10" fill="{PAPER}" '
        f'stroke="{INK}" stroke-width="2"/>{double_rule(10, 10, CARD_W - 20, CARD_H - 20, gap=4)}{body}</svg>'
    )


def deed_face(board: Board, card: int, state: GameState | None = None) -> str:
    """A title deed: the card's name on its colour, its price, the table of what it charges (the
    row that applies now marked), what it lends on and who holds it."""
    kind = board.card_kind(card)
    pal = palette(kind, board.edition)
    name = board.card_name(card)
    cx = CARD_W / 2
    # One line at a good size where it fits, else two ("Royal Rusher R. R." would leave "R." alone).
    size, lines = fit(name, CARD_W - 50, 22 * LEADING, 22, smallest=17)
    if len(lines) > 1:
        size, lines = fit(name, CARD_W - 50, 50, 22, smallest=13)
    band_h = 34 + len(lines) * size * LEADING
    out = [
        f'<rect x="18" y="18" width="{num(CARD_W - 36)}" height="{num(band_h)}" fill="{pal.band}" stroke="{INK}"/>',
        text_line(cx, 36, "Title Deed", 13, fill=ink_on(pal.band), extra=SMALL_CAPS),
        text_block(lines, cx, 44, size, weight="bold", family=DISPLAY, fill=ink_on(pal.band)),
    ]
    y = 18 + band_h + 24
    out.append(text_line(cx, y, f"{pal.label} \u00b7 price {dollars(board.card_price(card))}", 15))
    rows, current = _rent_table(board, card, state)
    y += 10
    for k, (what, figure) in enumerate(rows):
        y += 21
        bold = "bold" if k == current else "normal"
        mark = "\u25b6 " if k == current else ""
        out.append(text_line(30, y, f"{mark}{what}", 14, weight=bold, anchor="start"))
        if figure:
            out.append(text_line(CARD_W - 30, y, figure, 14, weight=bold, anchor="end"))
    now = charge_now(state, card) if state is not None and card < len(board.spaces) else None
    if now is not None:
        y += 26
        out.append(text_line(cx, y, f"Now: {' '.join(now.lines)}", 15, fill=JAIL_RED))
    note_size, note = fit(_mortgage_words(board, card), CARD_W - 50, 48, 12, smallest=10, headings=False)
    out.append(text_block(note, cx, CARD_H - 86, note_size, extra=' font-style="italic"'))
    holder = _holder_words(board, card, state)
    if holder:
        out.append(text_line(cx, CARD_H - 26, holder, 14, extra=' class="holder"'))
    return _frame("".join(out), f"Title deed: {name}", "deed")


def chance_face(heading: str, words: str, foot: str = "", kind: str = "chance", edition: str = "") -> str:
    """A Chance, Luxury or Chance Cube card: its heading in the kind's colour and its words."""
    pal = palette(kind, edition)
    cx = CARD_W / 2
    size, lines = fit(words, CARD_W - 56, 170, 20, smallest=12, headings=False)
    top = 120 + (170 - len(lines) * size * LEADING) / 2
    out = [
        text_line(
            cx,
            62,
            heading.upper(),
            heading_size(heading.upper()),
            fill=pal.band,
            family=DISPLAY,
            extra=' letter-spacing="3"',
        ),
        f'<line x1="50" y1="80" x2="{num(CARD_W - 50)}" y2="80" stroke="{pal.band}" stroke-width="2"/>',
        text_block(lines, cx, top, size, extra=' font-style="italic"'),
    ]
    if foot:
        foot_size, foot_lines = fit(foot, CARD_W - 50, 36, 11, smallest=9, headings=False)
        out.append(text_block(foot_lines, cx, CARD_H - 58, foot_size, fill="#5a4630"))
    return _frame("".join(out), f"{heading}: {words}", kind)


def heading_size(heading: str, largest: float = 30, spacing: float = 3) -> float:
    """The heading's type size: the largest that keeps it, letter-spaced, inside the card's border
    ("CHANCE CUBE" at 30 ran over both edges of Prosperity's card)."""
    room = CARD_W - 60 - spacing * len(heading)
    return min(largest, round(room / text_width(heading, 1), 1))


def luxury_words(edition: str) -> str:
    """What a Luxury card is, by the edition's own price and count."""
    if edition == "1904":
        price, value = turn1904.LUXURY_PRICE, turn1904.LUXURY_VALUE
    else:
        price, value = rents.LUXURY_PRICE, worth.CARD_VALUE
    return f"Bought for {dollars(price)}, it counts {dollars(value)} at the counting up."


def card_face(
    board: Board,
    card: int | None = None,
    *,
    state: GameState | None = None,
    heading: str = "Chance",
    words: str = "",
    foot: str = "",
    kind: str = "chance",
) -> str:
    """A card as the page shows it: the title deed of ``card`` (with ``state``, as it stands in the
    game), or else a ``heading`` card (Chance, Luxury, the Chance Cube) saying ``words``."""
    if card is not None:
        return deed_face(board, card, state)
    return chance_face(heading, words, foot, kind, board.edition)
