"""What index.html shows before Python starts, drawn by the page's own renderers: the 1906 board
and the other editions' (``landlords.svg``), the setup form (``ui.setup_form``), and How to play
and the rules reference of every edition (``ui.rules_markup``), all as HTML (``ui.markup.to_html``).

Run by ``site_pages.prerender`` in a fresh interpreter with the built wheel and web/ first on the
path (``python -I site_prerender.py WHEEL WEB``), so the markup comes from the engine we ship; it
prints one JSON object. The page's Python later draws the same trees, so what the build wrote and
what Python would draw cannot drift apart (tests/web/test_prerender.py compares them).
"""

from __future__ import annotations

import json
import sys

#: The edition the form opens on (``ui.setup.Form``'s default) and the board the page shows first.
DEFAULT_EDITION = "1906"


def pages() -> dict[str, str]:
    """Each piece of pre-rendered HTML by its placeholder name."""
    # Imported here, not at the top: the engine and ``ui`` must come from the paths given on the
    # command line (the built wheel), which are only set when this runs as a script.
    from landlords.board import load_board
    from landlords.edition import REGISTRY
    from landlords.options import Options
    from landlords.svg import board_svg
    from ui import rules_markup, setup_form
    from ui.markup import Element, el, escape_attr, to_html
    from ui.setup import Form, editions

    def edition_parts(edition: str) -> str:
        """What changes in the form with the edition (web/boot.js swaps these in before Python)."""
        aim = el("p", setup_form.aim_text(edition), "aim", {"id": "setup-aim"})
        parts = (aim, setup_form.length_fieldset(edition), setup_form.rules_fieldset(edition))
        return "".join(to_html(part) for part in parts)

    def template(template_id: str, content: str, data: dict[str, str] | None = None) -> str:
        extra = "".join(f' data-{key}="{escape_attr(value)}"' for key, value in (data or {}).items())
        return f'<template id="{template_id}"{extra}>{content}</template>'

    def board(name: str) -> str:
        """Another edition's bare board, with the header's label and the page's title for it."""
        drawn = load_board(name)
        label = REGISTRY[name].short_title or name
        title = drawn.title.split(" (")[0] + " \u2014 " + label
        return template(f"board-{name}", board_svg(drawn), {"label": label, "title": title})

    def dialog(nodes: list[Element]) -> str:
        return "".join(to_html(node) for node in nodes)

    names = [choice.name for choice in editions()]
    setup_parts = "".join(template(f"setup-edition-{name}", edition_parts(name)) for name in names)
    seat_counts = range(setup_form.MIN_SEATS, setup_form.MAX_SEATS + 1)
    setup_parts += "".join(
        template(f"setup-seats-{n}", to_html(setup_form.seats_fieldset(setup_form.seating(n)))) for n in seat_counts
    )
    rules = ""
    for name in names:
        options = Options(edition=name)
        rules += template(f"rules-how-{name}", dialog(rules_markup.dialog_body(options, how=True)))
        rules += template(f"rules-full-{name}", dialog(rules_markup.dialog_body(options, how=False)))
    boards = "".join(board(name) for name in names if name != DEFAULT_EDITION)
    return {
        "BOARD_SVG": board_svg(load_board(DEFAULT_EDITION)),
        "BOARDS": boards,
        "SETUP_HTML": to_html(setup_form.form_tree(Form())),
        "SETUP_EDITIONS": setup_parts,
        "RULES_HTML": rules,
    }


if __name__ == "__main__":
    sys.path[:0] = sys.argv[1:3]
    sys.stdout.write(json.dumps(pages()))
