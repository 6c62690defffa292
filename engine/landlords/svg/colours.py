"""The board's inks: colours of each kind of space, an edition's own colours and borders, the
shared inks, and the patterns that mark mortgaged and public spaces.

The look of a kind of space is decided here in one place, and an edition changes it with data
(``Edition.board_colours``, ``Edition.board_borders``) rather than with code of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from landlords import editions as _editions  # noqa: F401  (registers the editions' colours and account names)
from landlords.edition import REGISTRY
from landlords.records import record
from landlords.state import GameState


@record
class Palette:
    """Colours of one kind of space: a light fill, a strong band and the label under the name."""

    fill: str
    band: str
    label: str


#: Colours as the sources give them (1904 patent and 1906 rulebook: lots green, necessities blue,
#: franchises yellow, railroads pink, Luxury purple; 1932 legend: green land in use, orange local
#: utilities, yellow Real Estate offices, blue tax offices, pink hotel, gray jail), in inks a
#: letterpress board could print, on tints of the buff stock.
PALETTES: dict[str, Palette] = {
    "lot": Palette("#dde3bf", "#3d6b36", "Lot"),
    "necessity": Palette("#d6dde0", "#2d5288", "Necessity"),
    "franchise": Palette("#efdc9c", "#c39019", "Franchise"),
    "utility": Palette("#f1cfa6", "#c9661c", "Utility"),
    "railroad": Palette("#f1d0d2", "#c45a74", "Railroad"),
    "chance": Palette("#eccbbf", "#a3302a", "Chance"),
    "luxury": Palette("#ded0df", "#6a3f8a", "Luxury"),
    "speculation": Palette("#efd8b6", "#9a5a22", "Speculation"),
    "trespass": Palette("#e2d4b6", "#5a4630", "No Trespassing"),
    "start": Palette("#eed9a4", "#8a6816", "Start"),
    "jail": Palette("#d5d2ca", "#5b5b58", "Jail"),
    "park": Palette("#d3e2c6", "#2f6b45", "Park"),
    "legacy": Palette("#eed9a4", "#8a6816", "Legacy"),
    "property_tax": Palette("#d6dde0", "#2d5288", "Tax"),
    "land_tax": Palette("#d6dde0", "#2d5288", "Tax"),
    "improvement_tax": Palette("#d6dde0", "#2d5288", "Tax"),
    "office": Palette("#efdc9c", "#c39019", "Real Estate"),
    "hotel": Palette("#f1d0d2", "#c45a74", "Hotel"),
}


@record
class Borders:
    """Kinds of space an edition's board draws with a border, beyond its colours."""

    #: Bordered with stars (the 1932 Prosperity board: land held out of use).
    starred: frozenset[str] = frozenset()
    #: Corners inside a border of their band colour, and corners inside a red, white and blue one.
    banded: frozenset[str] = frozenset()
    tricolour: frozenset[str] = frozenset()


NO_BORDERS = Borders()
DEFAULT_PALETTE = Palette("#ece6d6", "#666666", "Space")
OPPORTUNITY_PALETTE = Palette("#e9dcc0", "#7a5a2b", "Natural Opportunity")
SELECTED_STROKE = "#c42a17"
TARGET_STROKE = "#1d1a16"
INK = "#1d1a16"
#: Buff card stock of the board, the lighter field of its centre, and the red of the Jail words.
BOARD_BG = "#e6d6b0"
FIELD = "#f2e8cd"
PAPER = "#fbf5e4"
JAIL_RED = "#9b2118"
PUBLIC_GREEN = "#2d6b45"
#: Token colours when the caller gives none (the page passes the players' chosen colours).
PLAYER_COLOURS = ("#b3261e", "#1f4fb5", "#16703a", "#d98a00")


@cache
def edition_palettes(edition: str) -> dict[str, Palette]:
    """The colours an edition's board gives kinds its own way (``Edition.board_colours``)."""
    rules = REGISTRY.get(edition)
    return {kind: Palette(*colours) for kind, colours in rules.board_colours.items()} if rules else {}


@cache
def edition_borders(edition: str) -> Borders:
    """The borders an edition's board draws (``Edition.board_borders``)."""
    rules = REGISTRY.get(edition)
    return Borders(**rules.board_borders) if rules else NO_BORDERS


def palette(kind: str, edition: str = "") -> Palette:
    """Colours for a kind of space on an edition's board; unknown kinds get a neutral grey."""
    return edition_palettes(edition).get(kind) or PALETTES.get(kind, DEFAULT_PALETTE)


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (a #rrggbb value)."""
    try:
        r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return "#ffffff"
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def player_colours(state: GameState, colours: Sequence[str] | None) -> list[str]:
    given = list(colours or ())
    return [given[i] if i < len(given) else PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i in range(state.num_players)]


DEFS = (
    "<defs>"
    '<pattern id="hatch" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
    f'<line x1="0" y1="0" x2="0" y2="9" stroke="{INK}" stroke-width="1.6" stroke-opacity="0.4"/></pattern>'
    '<pattern id="dots" width="12" height="12" patternUnits="userSpaceOnUse">'
    f'<circle cx="6" cy="6" r="1.6" fill="{PUBLIC_GREEN}" fill-opacity="0.4"/></pattern>'
    "</defs>"
)
