"""Draw a board as SVG text: a pure function of engine data, like ``chess.svg``.

The same code runs in CPython at build time (the first paint of the page, before Python boots in the
browser) and in Pyodide when the page redraws, so the two pictures cannot drift apart. Every piece of
text is XML-escaped: names come from data files and later from players.

A drawing has two layers. The board itself (spaces, names, prices, corner pictures, the centre)
depends only on the board; the state layer (``state_layer``: owners, houses, tags, signs, mortgages,
public spaces, tokens, dice and the money in the centre) depends on a game. The page replaces only
the state layer after a move, and ``board_svg`` puts both together. Every mark has a shape or a word
as well as a colour, and every figure is the one charged: where a charge has changed from the
printed one, the state layer labels it with the charge now (``charges``, ``figures``).

The look follows the printed boards of 1904-1932: buff card stock, strong ink, serif type, colours
as the sources give them, and simple line pictures in the corners.

The modules, each importing only those above it in this list: ``charges`` (what a stop costs, from
the editions' own rent functions), ``colours`` and ``geometry`` (inks and where spaces sit), ``text``
(escaping, numbers, type), ``layout`` (what is printed where on a space) and ``art`` (corner
pictures), then ``spaces``, ``programme``, ``centre``, ``tokens``, ``marks`` and ``figures`` (what
they draw), ``compact`` (the board for narrow screens), ``legend`` (the key to the marks) and
``cards`` (card faces), ``layer`` (the game over the board) and ``drawing`` (the whole board). This
package names what the page, the lab and the build use.
"""

from .cards import card_face
from .centre import centre_accounts
from .charges import Charge, charge_now, printed_charge
from .colours import INK, OPPORTUNITY_PALETTE, palette
from .compact import wants_compact
from .drawing import board_svg, selection_rings
from .layer import state_layer
from .legend import legend_svg
from .text import esc, num
from .tokens import SHAPES, path_points, player_xy, shape_path

__all__ = [
    "INK",
    "OPPORTUNITY_PALETTE",
    "SHAPES",
    "Charge",
    "board_svg",
    "card_face",
    "centre_accounts",
    "charge_now",
    "esc",
    "legend_svg",
    "num",
    "palette",
    "path_points",
    "player_xy",
    "printed_charge",
    "selection_rings",
    "shape_path",
    "state_layer",
    "wants_compact",
]
