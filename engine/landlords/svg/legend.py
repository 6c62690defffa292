"""The key to the board's marks, drawn with the very marks the board uses: tokens, owners' flags,
mortgaged and public spaces, houses, improvement tags, No Trespassing signs, counts, the label of a
charge that changed, the outline of a move's reach and the ring round the space being read.

Each edition's key lists only the marks its game can show (houses on the 1906 board, tags and
signs on Prosperity's; no mortgages in Prosperity), with the figures its own rules charge.
"""

from __future__ import annotations

from landlords.dollars import dollars
from landlords.editions.prosperity import holdings as hold
from landlords.editions.standard1906 import rents

from .colours import DEFS, INK, PAPER, PLAYER_COLOURS, PUBLIC_GREEN, SELECTED_STROKE, TARGET_STROKE, ink_on, palette
from .figures import LABEL_PAPER
from .marks import count_mark, flag_mark, house_mark, sign_mark, tag_mark
from .text import LEADING, SERIF, TEXT_RENDERING, esc, fit, num, text_line
from .tokens import SHAPES, shape_path

#: The key's drawing: two columns of rows, a sample on the left of each and its words beside it.
WIDTH = 640
COLUMN = WIDTH / 2
ROW = 50
SAMPLE = 74
WORDS_SIZE = 15.0


def _swatch(x: float, y: float, pattern: str) -> str:
    """A piece of a space's face with a pattern on it (hatching or dots)."""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="60" height="34" fill="#dde3bf" stroke="{INK}"/>'
        f'<rect x="{num(x)}" y="{num(y)}" width="60" height="34" fill="url(#legend-{pattern})"/>'
    )


def _band(mark: str) -> str:
    """A mark standing in a lot's colour band, as on the board."""
    return f'<rect x="0" y="0" width="60" height="34" fill="{palette("lot").band}" stroke="{INK}"/>{mark}'


def _tokens(x: float, y: float) -> str:
    out = []
    for seat, shape in enumerate(SHAPES[:3]):
        cx, colour = x + 11 + seat * 24, PLAYER_COLOURS[seat]
        out.append(
            f'{shape_path(shape, cx, y + 17, 10)} fill="#ffffff" stroke="{INK}" stroke-width="1.2"/>'
            f'{shape_path(shape, cx, y + 17, 8)} fill="{colour}"/>'
            + text_line(cx, y + 21, str(seat + 1), 10, fill=ink_on(colour))
        )
    return "".join(out)


def _charge_label(x: float, y: float) -> str:
    return (
        f'<rect x="{num(x)}" y="{num(y + 6)}" width="68" height="22" rx="2" fill="{LABEL_PAPER}" '
        f'stroke="{INK}" stroke-width="0.9"/>' + text_line(x + 34, y + 22, "rent $175", 13)
    )


def _outline(x: float, y: float, colour: str, dash: str) -> str:
    dashes = f' stroke-dasharray="{dash}"' if dash else ""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="60" height="34" fill="#dde3bf" stroke="{INK}"/>'
        f'<rect x="{num(x + 2.5)}" y="{num(y + 2.5)}" width="55" height="29" fill="none" stroke="{colour}" '
        f'stroke-width="4"{dashes}/>'
    )


def _public(x: float, y: float) -> str:
    return _swatch(x, y, "dots") + (
        f'<rect x="{num(x + 4)}" y="{num(y + 10)}" width="52" height="15" rx="2" fill="{PUBLIC_GREEN}" '
        f'stroke="{INK}"/>' + text_line(x + 30, y + 21.5, "PUBLIC", 9.5, fill="#ffffff")
    )


def legend_items(edition: str) -> list[tuple[str, str]]:
    """(sample drawing at 0,0, words) for each mark this edition's board can show."""
    red, blue = PLAYER_COLOURS[0], PLAYER_COLOURS[1]
    items = [
        (_tokens(0, 0), "Players' tokens, each seat with its shape, colour and number"),
        (
            _band(flag_mark(4, 6.5, 22, 21, red, "1", mortgaged=False)),
            "Owner's flag, in the colour of the seat that holds it",
        ),
    ]
    if edition != "prosperity":
        items.append(
            (
                _swatch(0, 0, "hatch") + flag_mark(34, 7, 22, 21, red, "1", mortgaged=True),
                "Hatched, with a hollow flag: mortgaged",
            )
        )
    if edition == "1906":
        items.append((_public(0, 0), "Dotted, PUBLIC: the public holds it, free to all"))
        items.append(
            (
                _band(house_mark(20, 7, 20, blue, 1)),
                f"A house in its builder's colour, {dollars(rents.HOUSE_RENT)} more rent",
            )
        )
    if edition == "prosperity":
        items.append((_band(tag_mark(23, 4, 26)), f"Improvement tag, {dollars(hold.TAG_RENT)} more rent each"))
        items.append((_band(sign_mark(15, 3, 30, 28, blue, 1)), "No Trespassing sign: all but its placer go to Jail"))
    if edition in ("1906", "prosperity"):
        thing = "houses" if edition == "1906" else "tags"
        items.append((_band(count_mark(15, 3, 30, 28, 4)), f"Four {thing}, counted where they do not fit one by one"))
    items.append((_charge_label(0, 0), "A label on the money: the charge now, where it differs from the print"))
    items.append((_outline(0, 0, TARGET_STROKE, "10 6"), "Dashed outline: a space your move can reach"))
    items.append((_outline(0, 0, SELECTED_STROKE, ""), "Red outline: the space you are reading"))
    return items


def legend_svg(edition: str) -> str:
    """The key to this edition's board marks, an SVG the page shows under the board."""
    items = legend_items(edition)
    rows = (len(items) + 1) // 2
    height = rows * ROW + 12
    room = COLUMN - SAMPLE - 14
    # One size for every item's words: the largest at which each fits its row.
    size = min(fit(words, room, ROW - 6, WORDS_SIZE, smallest=12)[0] for _, words in items)
    out = []
    for k, (sample, words) in enumerate(items):
        x, y = (k % 2) * COLUMN + 8, 8 + (k // 2) * ROW
        _, lines = fit(words, room, ROW - 6, size, smallest=size)
        top = y + (34 - len(lines) * size * LEADING) / 2
        words_drawn = "".join(
            text_line(x + SAMPLE, top + size * (0.9 + LEADING * i), line, size, weight="normal", anchor="start")
            for i, line in enumerate(lines)
        )
        out.append(f'<g class="legend-item"><g transform="translate({num(x)} {num(y)})">{sample}</g>{words_drawn}</g>')
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="legend" viewBox="0 0 {WIDTH} {height}" role="img" '
        f'aria-label="What the marks on the board mean" font-family="{esc(SERIF)}" '
        f'text-rendering="{TEXT_RENDERING}">{_defs()}'
        f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="{PAPER}"/>{"".join(out)}</svg>'
    )


def _defs() -> str:
    """The board's patterns under the key's own ids: the key and the board share a page."""
    return DEFS.replace('id="hatch"', 'id="legend-hatch"').replace('id="dots"', 'id="legend-dots"')
